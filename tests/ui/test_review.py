"""End screens, Rematch, Review and the public record, with toy cards.

A review is drawn only from ``core.review`` frames by the game's own board: as
a seat it shows that seat's cards and notes and nothing of another seat's; as
the public, no hand at all. The exported public record holds no secret of
any seat (no seed, no hand card never played, no note) and opens as a review.
"""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from toy.rules import DECK, Note, Pass, Swap, card_name

from boardgames_desktop.core.game import TABLE
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.review import Review
from boardgames_desktop.core.saves import save_match
from boardgames_desktop.ui.review import ReviewWindow

from .conftest import settle
from .seen import visible_texts

SEED = 918_273_645  # a seed no other number in a record would spell


def play_out(match, seed: int = 1, notes: bool = True):
    """Random legal play to the end, with a few private notes on the way."""
    rng = random.Random(seed)
    while not match.finished:
        actor = match.to_act()[0]
        legal = match.legal_actions(actor)
        turn = [a for a in legal if not isinstance(a, Note)]
        choices = legal if notes and actor != TABLE and rng.random() < 0.3 else turn
        match.play(actor, rng.choice(choices))
    return match


def secrets_from(match, viewer: int | None) -> set[str]:
    """Cards a viewer never saw: in another seat's hand or swapped away, never played face up."""
    played = set(match.state.played)
    mine: set[str] = set()
    others: set[str] = set()
    for state in match.states():
        for seat, hand in enumerate(state.hands):
            (mine if seat == viewer else others).update(hand)
        for seat, card in state.discards:
            (mine if seat == viewer else others).add(card)
    return others - played - mine


def card_words(cards) -> set[str]:
    return {render(card_name(card)) for card in cards}


@pytest.fixture
def finished(make_match):
    return play_out(make_match("human", "human", "human", seed=SEED, rounds=2), seed=3)


def open_review(qtbot, match, viewer=None) -> ReviewWindow:
    window = ReviewWindow.of_match(match, viewer)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


# -- stepping ----------------------------------------------------------------------------------
def test_arrow_keys_the_slider_and_a_log_click_step_through_the_game(qtbot, finished):
    window = open_review(qtbot, finished)
    last = len(window.review) - 1
    assert window.index == last and window.end.isVisible()  # a finished game opens at its end
    assert window.end.message_label.text() == render(finished.outcome().message, finished.names)

    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.index == 0 and window.line_label.text() == "The start of the game."
    assert not window.end.isVisible() and not window.back_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 2 and window.slider.value() == 2 and window.log.currentRow() == 2
    assert window.line_label.text() == window.review.text(2)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.index == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.index == last and not window.forward_button.isEnabled()

    window.slider.setValue(4)  # as a drag leaves it
    assert window.index == 4 and window.step_label.text() == f"Step 4 of {last}"
    assert window.board.current.view == window.review.frames[4].view

    item = window.log.item(3)
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=window.log.visualItemRect(item).center())
    assert window.index == 3 and window.slider.value() == 3
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.index == 4
    # The board never takes input in a review.
    assert not any(shown.interactive for shown in window.board.shown)


# -- never another seat's secrets -----------------------------------------------------------------
@pytest.mark.parametrize("viewer", [None, 0, 1])
def test_a_review_shows_only_what_its_viewer_saw(qtbot, finished, viewer):
    window = open_review(qtbot, finished)
    window.viewer_box.setCurrentIndex(window.viewer_box.findData(viewer))
    assert window.viewer == viewer
    hidden = card_words(secrets_from(finished, viewer))
    assert hidden, "the test game must hold secrets for this viewer"
    notes_of_others = {render(finished.line(e, e.actor), finished.names) for e in finished.entries
                       if isinstance(e.action, Note) and e.actor != viewer}
    assert notes_of_others or viewer is None
    qtbot.keyClick(window, Qt.Key.Key_Home)
    seen_own: set[str] = set()
    every_text: set[str] = set()
    for step in range(len(window.review)):
        if step:
            qtbot.keyClick(window, Qt.Key.Key_Right)
        qtbot.wait(1)  # the board's new widgets show on the next turn of the event loop
        assert window.index == step
        shown = window.board.current
        assert shown.seat == viewer and not shown.interactive
        assert set(shown.view.get("hand", [])).isdisjoint(secrets_from(finished, viewer))
        if viewer is None:
            assert "hand" not in shown.view and "notes" not in shown.view
        else:
            seen_own.update(shown.view["hand"])
        texts = visible_texts(window)
        every_text.update(texts)
        words = "\n".join(texts)
        for card in hidden:
            assert card not in words, (step, card)
        for note in notes_of_others:
            assert note not in words, (step, note)
    if viewer is not None:  # a seat's review does show that seat's own cards (the check can see cards)
        assert card_words(seen_own) & every_text


def test_choosing_a_seat_keeps_the_step_and_reads_its_own_lines(qtbot, finished):
    window = open_review(qtbot, finished)
    window.go(3)
    window.viewer_box.setCurrentIndex(window.viewer_box.findData(0))
    assert window.viewer == 0 and window.index == 3
    assert window.lines()[1:] == [f"{i}. {Review.of_match(finished, 0).text(i)}"
                                  for i in range(1, len(window.review))]
    assert "Ada" in window.viewer_note.text()


# -- the end screen ----------------------------------------------------------------------------------
def _tie_broken(make_match):
    match = make_match("human", "human", rounds=2)
    match.play(0, Swap(match.state.hands[0][0]))  # Ada swaps once; then everyone passes
    for _ in range(3):
        match.play(match.to_act()[0], Pass())
    return match


def test_the_end_screen_says_why_and_offers_review_rematch_and_new_game(qtbot, make_match, make_window):
    match = _tie_broken(make_match)
    assert match.finished and match.outcome().tiebreak
    window = make_window(match, autosave=False)
    settle(qtbot, window)
    end = window.header.end
    assert end.isVisible() and end.tiebreak_label.isVisible()
    assert end.tiebreak_label.text() == "Tied on points: fewer swaps decided."
    assert end.findChild(QLabel, "scoreName1").text() == "<b>Ben</b>"  # the winner, in bold
    assert "winner" in window.status_text()
    for button in (end.review_button, end.rematch_button, end.new_game_button):
        assert button.isVisible() and button.isEnabled()

    qtbot.mouseClick(end.review_button, Qt.MouseButton.LeftButton)
    review = window.reviews[-1]
    qtbot.addWidget(review)
    assert review.match is match and review.index == len(review.review) - 1
    assert review.end.tiebreak_label.text() == "Tied on points: fewer swaps decided."

    with qtbot.waitSignal(window.new_game_requested):
        qtbot.mouseClick(end.new_game_button, Qt.MouseButton.LeftButton)

    qtbot.mouseClick(end.rematch_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    again = window.match
    assert again is not match and again.entries == [] and not again.finished
    assert again.seats == match.seats and again.options == match.options and again.seed != match.seed
    assert not window.header.end.isVisible()


# -- saves and public records --------------------------------------------------------------------
def test_the_public_record_holds_no_secret_and_opens_as_a_review(qtbot, tmp_path, finished, make_window):
    window = make_window(finished, autosave=False)
    path = tmp_path / "evening"
    assert window.export_record(path)
    path = tmp_path / "evening.bgrecord.json"
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert "seed" not in data and str(SEED) not in text and "rng" not in text
    views = [frame["view"] for frame in data["frames"]]
    assert all("hand" not in v and "notes" not in v and "my_discards" not in v for v in views)
    hidden = secrets_from(finished, None)
    assert hidden and not any(card in text for card in hidden)  # ids as "ruby-7"
    assert "notes:" not in text and "seems to hold" not in text  # no private note's words
    assert set(DECK) - hidden - set(finished.state.played)  # (the deck's rest: never dealt)

    assert window.open_file(path)
    review = window.reviews[-1]
    qtbot.addWidget(review)
    assert review.match is None and review.viewer is None and not review.viewer_box.isEnabled()
    assert window.match is finished  # the game at the table stays
    public = Review.of_match(finished, None)
    assert len(review.review) == len(public)
    assert [review.review.text(i) for i in range(len(public))] == [public.text(i) for i in range(len(public))]
    words = "\n".join(visible_texts(review))
    for step in range(len(review.review)):
        review.go(step)
        qtbot.wait(1)
        words += "\n".join(visible_texts(review))
    assert not any(card in words for card in card_words(hidden))


def test_a_save_opens_for_review_as_any_seat(qtbot, tmp_path, finished, make_match, make_window):
    path = tmp_path / "game.bgsave.json"
    save_match(finished, path)
    playing = make_match("human", "bot:eager")
    window = make_window(playing, autosave=False)
    window.ask_review_path = lambda: path
    window.open_review_action.trigger()  # File > Open for review…
    review = window.reviews[-1]
    qtbot.addWidget(review)
    assert review.match is not None and review.match.entries and window.match is playing
    assert [review.viewer_box.itemData(i) for i in range(review.viewer_box.count())] == [None, 0, 1, 2]


def test_a_damaged_record_is_refused_with_its_reason(qtbot, tmp_path, make_match, make_window):
    window = make_window(make_match("human", "bot:eager"), autosave=False)
    path = tmp_path / "bad.bgrecord.json"
    path.write_text(json.dumps({"format": "boardgames-desktop/public-record", "version": 1, "game": "toy-cards",
                                "seats": [["Ada"], ["Ben"]], "frames": []}))
    assert not window.open_file(path)
    assert "bad.bgrecord.json" in window.last_message.text() and not window.reviews


def test_help_says_a_save_holds_every_hand_and_the_record_is_for_sharing(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:eager"), autosave=False)
    window.saves_help_action.trigger()
    text = window.saves_help_dialog.browser.toPlainText()
    assert "A save file holds the whole game" in text and "every hand" in text
    assert "export a public record" in text and "no hand, no private note" in text
