"""Hooky in the real window, played with clicks and keys like a person.

Hot-seat with the curtain between seats, questions typed in, refusals shown
next to the field, worksheet marks, reveal-and-peek, the projector's public
view, and companion mode with typed-in answers.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from boardgames_desktop.core.game import TABLE, SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.hooky.data import LETTERS
from boardgames_desktop.games.hooky.dictionary import common_words, letter_key
from boardgames_desktop.games.hooky.rules import (
    GAME,
    Ask,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
)
from boardgames_desktop.ui.logpanel import format_lines

from .conftest import settle
from .hooky_helpers import ALL, LEFT, NAMES, click_cell, hooky_match, lift, play_first


def _type_word(qtbot, board, word: str) -> None:
    field = board.actions.word_panel.word
    field.clear()
    qtbot.keyClicks(field, word.lower())  # typed in lower case; the field shows it upper case


def _suggested(window, kind) -> str:
    """A word the rules suggest to the seat at the screen (words are too many to list)."""
    suggested = GAME.suggestions(window.match.state, window.board.seat, ALL)
    return next(a.word for a in suggested if isinstance(a, kind))


def _anagram_pair(used: set[str]) -> tuple[str, str]:
    """Two everyday words made of the same letters, neither asked yet."""
    groups: dict[str, list[str]] = defaultdict(list)
    for w in common_words():
        groups[letter_key(w)].append(w)
    key = next(k for k, ws in groups.items() if len(ws) >= 2 and k not in used)
    return groups[key][0], groups[key][1]


def _ask_by_clicks(qtbot, window, target: int, word: str) -> None:
    board = window.board
    wp = board.actions.word_panel
    qtbot.mouseClick(wp.targets.buttons[target], LEFT)
    _type_word(qtbot, board, word)
    qtbot.mouseClick(wp.go, LEFT)
    settle(qtbot, window)


# -- hot-seat: the curtain ---------------------------------------------------------------------
def test_three_at_one_screen_the_curtain_comes_between_every_seat(qtbot, make_window):
    match = hooky_match(3)
    window = make_window(match, autosave=False)
    board = window.board
    shown: list[tuple[int | None, bool]] = []
    original = board.show_view

    def spy(view, seat, legal, interactive):
        shown.append((seat, window.curtain_up))
        original(view, seat, legal, interactive)

    board.show_view = spy

    # Before Ada's click nothing of hers is on the board.
    assert window.curtain_up and board.view is None
    assert window.curtain.text() == "Ada's turn: click when only Ada can see the screen"
    for seat in range(3):
        assert window.curtain_up, f"no curtain before {NAMES[seat]}'s opening clue"
        assert NAMES[seat] in window.curtain.text()
        assert not board.isVisible() and not board.actions.isVisible()
        # The board still holds the previous seat's picture, never the next one's.
        assert board.view is None or board.view["seat"] == seat - 1
        lift(qtbot, window)
        assert board.view["seat"] == seat
        assert board.view["hand"] == list(match.state.hands[seat])
        assert board.hand_panel.cards.letters() == list(match.state.hands[seat])
        word = _suggested(window, OpeningClue)
        _type_word(qtbot, board, word)
        assert board.actions.word_panel.word.text() == word
        qtbot.mouseClick(board.actions.word_panel.go, LEFT)
        settle(qtbot, window, lambda seat=seat: len(match.state.clues) == seat + 1)
        assert match.state.clues[-1].word == word
    # Round 1: Ada asks Ben a word she types, by clicking Ben's button.
    assert window.curtain_up and "Ada" in window.curtain.text()
    lift(qtbot, window)
    word = _suggested(window, Ask)
    _ask_by_clicks(qtbot, window, 1, word)
    clue = match.state.clues[-1]
    assert (clue.asker, clue.asked, clue.word) == (0, 1, word)
    assert clue.answer == sum(1 for ch in word if ch in match.state.hands[1])
    assert window.curtain_up and "Ben" in window.curtain.text()
    # Every view reached the board only with the curtain down.
    assert shown and all(not up for _seat, up in shown)
    # Behind the curtain the board keeps Ada's last picture; Ben's click brings his.
    assert board.view["seat"] == 0 and board.clue_log.rowCount() == 3
    lift(qtbot, window)
    assert board.view["seat"] == 1 and board.clue_log.rowCount() == 4
    assert board.clue_log.rows()[-1] == ("Round 1", "Ada", "Ben", word, str(clue.answer))


def test_a_refused_word_changes_nothing_and_keeps_what_was_typed(qtbot, make_window):
    match = hooky_match(3)
    play_first(match, lambda: match.state.phase == "question")
    window = make_window(match, autosave=False)
    lift(qtbot, window)
    board = window.board
    wp = board.actions.word_panel
    before = match.state

    # Not a word: the rules' reason next to the field, the field as it was.
    _ask_by_clicks(qtbot, window, 2, "xqzvb")
    assert match.state is before
    assert wp.error.isVisible()
    assert "XQZVB is not in the app's dictionary" in wp.error.reason()
    assert "accept any five letters" in wp.error.reason()
    assert wp.word.text() == "XQZVB"
    assert wp.targets.chosen() == 2
    assert not window.note.isVisible()  # said once, beside the field, not again under the board

    # Not five letters.
    _type_word(qtbot, board, "cat")
    assert not wp.error.isVisible()  # typing again clears the old complaint
    qtbot.keyClick(wp.word, Qt.Key.Key_Return)  # Enter asks too
    settle(qtbot, window)
    assert match.state is before
    assert "exactly five letters" in wp.error.reason() and wp.word.text() == "CAT"

    # No player chosen yet on a fresh turn: the board says what to click.
    used = {letter_key(c.word) for c in match.state.clues}
    first, anagram = _anagram_pair(used)
    _ask_by_clicks(qtbot, window, 1, first)
    assert match.state.clues[-1].word == first

    # Ben, after the curtain, tries an anagram of Ada's word.
    assert window.curtain_up
    lift(qtbot, window)
    before = match.state
    _type_word(qtbot, board, anagram)
    qtbot.mouseClick(wp.go, LEFT)
    assert "First click the player asked" in wp.error.reason()
    _ask_by_clicks(qtbot, window, 2, anagram)
    assert match.state is before
    assert f"{anagram} is made of the same letters as {first}" in wp.error.reason()
    assert wp.word.text() == anagram
    # The same word again is refused as well.
    _ask_by_clicks(qtbot, window, 2, first)
    assert "has already been asked" in wp.error.reason()
    assert match.state is before


# -- the worksheet -------------------------------------------------------------------------------
def _open_letter(sheet, column: str) -> str:
    from boardgames_desktop.games.hooky.data import LETTERS

    return next(ch for ch in LETTERS if not sheet.cell(column, ch).locked and not sheet.cell(column, ch).source)


def test_a_worksheet_mark_by_click_shows_only_in_that_seats_view(qtbot, make_window):
    match = hooky_match(3)
    play_first(match, lambda: match.state.phase == "question")
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    lift(qtbot, window)
    board = window.board
    qtbot.mouseClick(board.page_buttons["sheet"], LEFT)
    assert board.current_page() == "sheet" and board.worksheet.isVisible()
    letter = _open_letter(board.worksheet, "1")
    click_cell(qtbot, board, "1", letter)
    settle(qtbot, window)
    assert match.state.notes[0] == (("1", letter, "has"),)
    assert isinstance(match.active_entries()[-1].action, Mark)
    assert board.view["notes"] == {"1": {letter: "has"}}
    assert board.worksheet.cell("1", letter).mark == "has"
    # A second click cycles the mark on.
    click_cell(qtbot, board, "1", letter)
    settle(qtbot, window)
    assert match.state.notes[0] == (("1", letter, "has_not"),)
    # Nobody else's view holds Ada's notes; the projector has none at all.
    assert window.projector.board.public_view["notes"] is None
    assert "has_not" not in json.dumps(window.projector.board.public_view)
    # The turn goes on; Ben's worksheet (behind his curtain) is clean.
    qtbot.mouseClick(board.page_buttons["table"], LEFT)
    _ask_by_clicks(qtbot, window, 1, _suggested(window, Ask))
    lift(qtbot, window)
    assert board.view["seat"] == 1 and board.view["notes"] == {}
    qtbot.mouseClick(board.page_buttons["sheet"], LEFT)
    assert board.worksheet.seat == 1
    assert all(board.worksheet.cell(col, letter).source != "note" for col in ("0", "2", "playground", "truants"))


def test_marks_are_kept_while_a_bot_thinks(qtbot, make_window):
    match = hooky_match(3, kinds=("human", "bot:random", "bot:random"))
    play_first(match, lambda: match.state.phase == "question" and match.state.turn == 1)
    window = make_window(match, autosave=False, bot_delay_ms=60000)  # Ben thinks for a minute
    board = window.board
    assert not window.curtain_up and board.seat == 0 and not board.interactive
    board.show_page("sheet")
    letter = _open_letter(board.worksheet, "truants")
    click_cell(qtbot, board, "truants", letter)
    settle(qtbot, window)
    assert match.state.notes[0] == (("truants", letter, "has"),)
    assert match.state.turn == 1  # still Ben's turn: a note is no move
    # A word from the board while it is not Ada's turn is still refused.
    board._choose(Ask(2, "CRANE"))
    assert "It is not Ada's turn" in board.last_refusal


# -- reveal and peek -----------------------------------------------------------------------------
def test_reveal_and_peek_shows_the_letter_only_to_the_seer(qtbot, make_window):
    match = hooky_match(3, seed=9)
    play_first(match, lambda: match.state.round == 2)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    lift(qtbot, window)
    board = window.board
    wp = board.actions.word_panel
    assert board.view["may_reveal"] and wp.reveal_toggle.isVisible()
    assert not wp.reveal_box.isVisible()
    # A click on a face-down card of the hand opens the reveal and chooses that card.
    card = board.hand_panel.cards.cards[2]
    assert card.clickable
    qtbot.mouseClick(card, LEFT)
    assert wp.reveal_box.isVisible() and wp.reveal_letter() == card.letter
    revealed = card.letter
    qtbot.mouseClick(wp.reveal_button, LEFT)
    assert "Click the player whose hand you peek at" in wp.reveal_error.reason()
    assert not wp.error.isVisible()
    qtbot.mouseClick(wp.peek_targets.buttons[2], LEFT)
    qtbot.mouseClick(wp.reveal_button, LEFT)
    settle(qtbot, window, lambda: bool(match.state.peeks))
    peek = match.state.peeks[-1]
    assert (peek.seer, peek.target) == (0, 2) and match.state.revealed[0] == (revealed,)
    # Ada sees the letter: in the banner and among her peeks.
    assert wp.peek_banner.isVisible() and f">{peek.letter}<" in wp.peek_banner.text()
    assert board.hand_panel.peek_cards.letters() == [peek.letter]
    assert not wp.reveal_toggle.isVisible()  # once a turn
    assert board.hand_panel.cards.card(revealed).kind == "up"
    # The projector knows a peek happened, never what it showed.
    public = window.projector.board.public_view
    assert public["peeks"][-1] == {"round": 2, "seer": 0, "target": 2, "letter": None}
    assert public["revealed"][0] == [revealed]
    # Ada asks; behind the curtain Ben's board holds no trace of the letter.
    _ask_by_clicks(qtbot, window, 1, _suggested(window, Ask))
    lift(qtbot, window)
    assert board.view["seat"] == 1
    assert all(p["letter"] is None for p in board.view["peeks"])
    assert board.hand_panel.peek_cards.letters() == []
    assert not wp.peek_banner.isVisible()
    assert "→ Cleo" in board.seats_panel.peeks.text() and ": <b" not in board.seats_panel.peeks.text()


# -- the projector -----------------------------------------------------------------------------------
def _secret_free(view: dict, finished: bool) -> list[str]:
    problems = []
    if view["hand"] is not None or view["notes"] is not None or view["my_truant_guesses"] is not None:
        problems.append("a seat's own data")
    if not finished and any(p["letter"] for p in view["peeks"]):
        problems.append("a peeked letter before the end")
    if not finished and (view["truants"] or view["hands"] or view["playground"] or view["score_table"]):
        problems.append("the truants or hands before the end")
    return problems


def test_the_projector_sees_only_the_public_view_through_a_whole_game(qtbot, make_window):
    match = hooky_match(3, seed=12, kinds=("human", "bot:random", "bot:random"))
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    projector = window.projector
    board = window.board
    problems: list[str] = []

    def check() -> None:
        public = GAME.view(match.state, None)
        if projector.board.public_view != public:
            problems.append(f"differs after {len(match.active_entries())} actions")
        problems.extend(_secret_free(projector.board.public_view, match.finished))

    window.refreshed.connect(check)
    peeked = False
    steps = 0
    while not match.finished and steps < 80:
        steps += 1
        settle(qtbot, window, lambda: match.finished or 0 in match.to_act(), timeout=10000)
        if match.finished:
            break
        view = board.view
        wp = board.actions.word_panel
        if view["phase"] == "opening":
            _type_word(qtbot, board, _suggested(window, OpeningClue))
            qtbot.mouseClick(wp.go, LEFT)
        elif view["phase"] == "question":
            if view["may_reveal"] and not peeked:
                qtbot.mouseClick(wp.reveal_toggle, LEFT)
                qtbot.mouseClick(wp.reveal_cards.cards[0], LEFT)
                qtbot.mouseClick(wp.peek_targets.buttons[1], LEFT)
                qtbot.mouseClick(wp.reveal_button, LEFT)
                settle(qtbot, window)
                peeked = True
                assert match.state.peeks[-1].seer == 0
                continue
            _ask_by_clicks(qtbot, window, 2 if steps % 2 else 1, _suggested(window, Ask))
        elif view["phase"] == "truants":
            sheet = board.actions.sheet
            want = next(a.letters for a in board.legal if isinstance(a, GuessTruants))
            for ch in sheet.values()[f"truants{view['round']}"]:
                qtbot.mouseClick(sheet.click_letter(ch), LEFT)  # take any prefill back
            for ch in want:
                qtbot.mouseClick(sheet.click_letter(ch), LEFT)
            assert sheet.values()[f"truants{view['round']}"] == want
            qtbot.mouseClick(sheet.go, LEFT)
        elif view["phase"] == "final":
            sheet = board.actions.sheet
            # Ben's row: at most seven letters; an eighth is refused by the keyboard.
            qtbot.mouseClick(sheet.row_buttons[0], LEFT)
            for ch in "ABCDEFGH":
                if ch not in sheet.values()["hand1"] and len(sheet.values()["hand1"]) < 8:
                    qtbot.mouseClick(sheet.click_letter(ch), LEFT)
            assert len(sheet.values()["hand1"]) == 7
            assert "At most 7" in sheet.error.reason()
            qtbot.mouseClick(sheet.go, LEFT)
        settle(qtbot, window)
    settle(qtbot, window, lambda: match.finished, timeout=10000)
    settle(qtbot, window)
    check()
    assert problems == []
    assert peeked and isinstance(match.state.hand_guesses[0], tuple) and len(match.state.hand_guesses[0][1]) == 7
    assert any(isinstance(e.action, GuessHands) and e.seat == 0 for e in match.active_entries())
    # Everything the projector window was ever handed was public.
    for public, _title, _turn, _status, _last in projector.received:
        assert _secret_free(public, public["phase"] == "over") == []
    # At the end: the score table on the board and on the projector.
    assert board.results.isVisible()
    rows = board.results.texts()
    assert [r[0].split()[0] for r in rows] == ["Ada", "Ben", "Cleo"]
    totals = [int(r[-1]) for r in rows]
    assert tuple(totals) == match.outcome().scores
    assert projector.board.public_view["score_table"] is not None
    # The wall says the result once, in its big line (the end ranks the seats below it).
    assert projector.turn_label.text() == render(match.outcome().message, {0: "Ada", 1: "Ben", 2: "Cleo"})
    projector.grab()  # paints the scores


def test_after_every_move_the_projector_gets_the_public_view_and_the_curtain_the_public_log(
        qtbot, make_window):
    """Three people at one screen play a whole game (words, reveals, guesses and notes,
    as the board sends them). After every move: the projector's board was given
    exactly ``view(state, None)``; while the curtain is up, the log panel holds the
    public lines only, though the seat that just played reads more in its own log."""
    match = hooky_match(3, seed=6)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    projector = window.projector.board
    received: list[dict] = []
    show_public = projector.show_public

    def spy(view, status):
        received.append(view)
        show_public(view, status)

    projector.show_public = spy
    session, names = window.session, window.session.names
    rng = random.Random(6)
    moves = curtained = private = 0
    while not match.finished:
        if window.curtain_up:
            qtbot.mouseClick(window.curtain.button, LEFT)
            settle(qtbot, window)
        actor = window.board.seat
        suggested = GAME.suggestions(match.state, actor, ALL)
        if match.state.phase == "question" and rng.random() < 0.3:
            column = rng.choice([str(s) for s in range(3) if s != actor] + ["playground", "truants"])
            action = Mark(column, rng.choice(LETTERS), rng.choice(("has", "has_not", "maybe")))
        elif rng.random() < 0.2 and any(isinstance(a, RevealAndPeek) for a in suggested):
            action = rng.choice([a for a in suggested if isinstance(a, RevealAndPeek)])
        else:
            action = rng.choice([a for a in suggested if not isinstance(a, RevealAndPeek)])
        shown = len(received)
        window.board.action_chosen.emit(actor, action)
        settle(qtbot, window, lambda shown=shown: len(received) > shown)
        moves += 1
        assert match.entries[-1].action == action and len(match.active_entries()) == moves
        public = GAME.view(match.state, None)
        assert received[-1] == public and projector.public_view == public
        assert projector.table.view == public
        if window.curtain_up:
            curtained += 1
            assert window.log.lines() == format_lines(session.log(None), names)
            private += window.log.lines() != format_lines(session.log(actor), names)
    assert match.finished and curtained > 20
    assert private > 0, "the seats' own lines never differed: the check could not fail"


# -- companion mode ----------------------------------------------------------------------------------
def test_companion_mode_answers_are_typed_in(qtbot, make_window):
    match = hooky_match(3, seed=5, mode="companion")
    window = make_window(match, autosave=False)
    board = window.board
    wp = board.actions.word_panel
    # The app knows no hand: the table types in the clue log, openly at the screen.
    assert not window.curtain_up and board.seat == TABLE
    assert board.view["hand"] is None
    assert wp.answer.isVisible() and not wp.answer.buttons[0].isEnabled()  # an opening counts 1 or more
    assert board.sheet_stack.currentWidget() is board.sheet_placeholder

    # No answer given: the rules ask for it, and nothing changes.
    _type_word(qtbot, board, "crane")
    qtbot.mouseClick(wp.go, LEFT)
    assert "type in the number the player announced" in wp.error.reason()
    assert match.state.clues == ()
    openings = ("CRANE", "MOIST", "PLUMB")
    for seat, word in enumerate(openings):
        assert not window.curtain_up and board.seat == TABLE
        assert f"Opening clue: type the word {NAMES[seat]}" in wp.instruction.text()
        _type_word(qtbot, board, word)
        qtbot.mouseClick(wp.answer.buttons[1 + seat % 2], LEFT)
        qtbot.mouseClick(wp.go, LEFT)
        settle(qtbot, window, lambda seat=seat: len(match.state.clues) == seat + 1)
    assert [(c.word, c.answer) for c in match.state.clues] == [("CRANE", 1), ("MOIST", 2), ("PLUMB", 1)]

    # Round 1: questions with the answers the players gave.
    for asker, (target, word, answer) in enumerate(((1, "GHOST", 0), (2, "FJORD", 1), (0, "WALTZ", 2))):
        assert board.seat == TABLE and not window.curtain_up and NAMES[asker] in wp.instruction.text()
        qtbot.mouseClick(wp.targets.buttons[target], LEFT)
        _type_word(qtbot, board, word)
        qtbot.mouseClick(wp.answer.buttons[answer], LEFT)
        qtbot.mouseClick(wp.go, LEFT)
        settle(qtbot, window)
    assert [(c.asker, c.asked, c.word, c.answer) for c in match.state.clues[3:]] == [
        (0, 1, "GHOST", 0), (1, 2, "FJORD", 1), (2, 0, "WALTZ", 2)]
    assert board.clue_log.rows()[-1] == ("Round 1", "Cleo", "Ada", "WALTZ", "2")

    # End of round 1: the table types in the playground card turned up.
    assert match.state.phase == "playground"
    sheet = board.actions.sheet
    assert sheet.isVisible()
    qtbot.mouseClick(sheet.click_letter("Q"), LEFT)
    qtbot.mouseClick(sheet.click_letter("X"), LEFT)  # one card: the new click replaces Q
    assert sheet.values() == {"playground": "X"}
    qtbot.mouseClick(sheet.go, LEFT)
    settle(qtbot, window)
    assert match.state.playground_revealed == ("X",)
    assert board.seats_panel.playground.letters()[0] == "X"

    # A typing slip in the log: double-click the answer and correct it.
    log = board.clue_log
    log.editItem(log.item(3, 4))
    editor = log.findChild(QSpinBox)
    assert editor is not None
    editor.setValue(1)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    settle(qtbot, window, lambda: match.state.clues[3].answer == 1)
    assert log.rows()[3][4] == "1"

    # After round 6 every player types in their guesses behind the curtain.
    play_first(match, lambda: match.state.phase == "final")
    settle(qtbot, window)
    assert window.curtain_up and "Ada" in window.curtain.text()
    lift(qtbot, window)
    rows = [r.key for r in sheet.rows]
    assert rows == ["truants4", "truants5", "truants6", "hand1", "hand2"]
    for row, letters in zip(range(3), ("ABC", "ABD", "ABE")):
        qtbot.mouseClick(sheet.row_buttons[row], LEFT)
        for ch in letters:
            qtbot.mouseClick(sheet.click_letter(ch), LEFT)
    qtbot.mouseClick(sheet.go, LEFT)
    settle(qtbot, window)
    assert match.state.truant_guesses[0] == ("ABC", "ABD", "ABE")
    assert match.state.hand_guesses[0] == ("", "", "")
    # The others write theirs (as the rules suggest), then everyone shows their hand
    # and the table types every hand in, openly.
    play_first(match, lambda: match.state.phase == "hands")
    settle(qtbot, window)
    assert not window.curtain_up and match.state.phase == "hands" and board.seat == TABLE
    assert [r.key for r in sheet.rows] == ["hand0", "hand1", "hand2"]
    taken = set(match.state.playground_revealed) | {c for r in match.state.revealed for c in r}
    for seat in range(3):
        own = set(match.state.revealed[seat])
        free = sorted(set(LETTERS) - taken)
        want = sorted(own | set(free[: 7 - len(own)]))
        taken |= set(want)
        qtbot.mouseClick(sheet.row_buttons[seat], LEFT)
        for ch in want:
            if ch not in sheet.values()[f"hand{seat}"]:
                qtbot.mouseClick(sheet.click_letter(ch), LEFT)
        assert sorted(sheet.values()[f"hand{seat}"]) == want
    qtbot.mouseClick(sheet.go, LEFT)
    settle(qtbot, window, lambda: match.finished)
    assert [e.actor for e in match.active_entries()[-3:]] == [TABLE] * 3
    assert board.results.isVisible() and len(board.results.texts()) == 3
    assert window.header.again_button.isVisible()


# -- menus, zoom, names ------------------------------------------------------------------------------
def test_the_assist_switch_is_remembered_and_the_pages_switch_by_keys(qtbot, make_window):
    from boardgames_desktop.ui.kit.settings import GameSettings

    match = hooky_match(3, kinds=("human", "bot:random", "bot:random"))
    play_first(match, lambda: match.state.phase == "question")
    window = make_window(match, autosave=False)
    board = window.board
    assert board.assist_action in window.game_menu.actions()
    assert not board.assist_action.isChecked() and not board.worksheet.assist  # off by default
    board.assist_action.trigger()
    assert board.worksheet.assist
    assert GameSettings("hooky").get_bool("worksheet/assist", False)
    # The worksheet's own tick box is the same switch.
    board.worksheet.assist_box.click()
    assert not board.assist_action.isChecked() and not board.worksheet.assist
    board.worksheet.assist_box.click()
    # A new board (the next match) starts with the assist on.
    other = make_window(hooky_match(3, kinds=("human", "bot:random", "bot:random")), autosave=False)
    assert other.board.assist_action.isChecked() and other.board.worksheet.assist
    other.close()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert board.current_page() == "sheet"
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert board.current_page() == "table"


def test_zoom_enlarges_the_letters_and_names_reach_every_panel(qtbot, make_window):
    match = Match(GAME, [SeatSpec.single("Zoë", "human"), SeatSpec.single("Ben", "bot:random"),
                         SeatSpec.single("", "bot:random")], 3)
    play_first(match, lambda: match.state.phase == "question" and match.state.turn == 0)
    window = make_window(match, autosave=False)
    board = window.board
    card = board.hand_panel.cards.cards[0]
    before = (card.sizeHint().width(), board.clue_log.font().pixelSize())
    window.zoom_in()
    assert card.sizeHint().width() > before[0] and board.clue_log.font().pixelSize() > before[1]
    window.zoom_reset()
    # The cards fit their column once the layout has the new width.
    qtbot.waitUntil(lambda: card.sizeHint().width() == before[0], timeout=2000)
    assert [r.name_label.text() for r in board.seats_panel.rows] == ["Zoë", "Ben", "Player 3"]
    assert board.actions.word_panel.targets.buttons[1].text() == "Ben"
    assert board.clue_log.rows()[0][1] == "Zoë"
    window.grab()


def test_worksheet_notes_stay_out_of_the_shared_move_log():
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben"), SeatSpec.single("Cleo")], 5)

    def log(viewer: int | None) -> list[str]:
        return [render(text, match.names) for _entry, text in match.log_lines(viewer)]

    seat = match.to_act()[0]
    others = [None] + [s for s in range(3) if s != seat]
    before = {viewer: log(viewer) for viewer in others}
    match.play(seat, Mark("1" if seat != 1 else "0", "Q", "maybe"))
    # The public log and every other seat's log are as they were.
    assert {viewer: log(viewer) for viewer in others} == before
    assert any(isinstance(e.action, Mark) for e in match.entries)  # still saved in the log
