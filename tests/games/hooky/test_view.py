"""Hooky's board on the view contract, clicked like a person, without the shell:
a small stand-in shows the actor at the screen (a seat, or the table in
companion mode), plays what the board chooses and hands refusals back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox, QVBoxLayout, QWidget

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import TABLE, SeatSpec, TooMany
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.hooky.rules import GAME, Ask, FixAnswer, Mark, OpeningClue, RevealAndPeek
from boardgames_desktop.games.hooky.view import BoardView, ProjectorBoard

from .helpers import suggested

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli")
LEFT = Qt.MouseButton.LeftButton


class Screen:
    """The shell's part, cut to the bone: who is at the screen, what they see, what they may do."""

    def __init__(self, qtbot, match: Match):
        self.match = match
        self.board = BoardView(GAME)
        self.board.set_player_names(list(NAMES[: len(match.seats)]))
        self.window = QWidget()
        box = QVBoxLayout(self.window)
        box.addWidget(self.board, 1)
        box.addWidget(self.board.controls())
        qtbot.addWidget(self.window)
        self.window.resize(1600, 1000)
        self.window.show()
        self.board.action_chosen.connect(self.play)
        self.at_screen: int | None = None
        self.played: list[tuple[int, object]] = []
        self.refresh()

    def refresh(self, actor: int | None = None) -> None:
        to_act = self.match.to_act()
        self.at_screen = actor if actor is not None else (to_act[0] if to_act else None)
        a = self.at_screen
        view = self.match.view(None if a in (None, TABLE) else a)
        legal = self.match.legal_actions(a) if a is not None else []
        self.board.show_view(view, a, legal, a is not None and a in to_act)

    def play(self, actor: int, action) -> None:
        try:
            self.match.play(actor, action)
        except IllegalAction as exc:
            self.board.refuse(exc.rule)
            return
        self.played.append((actor, action))
        # A note keeps its author at the screen; any other move passes the screen on.
        self.refresh(actor if isinstance(action, Mark) else None)


def _match(players: int = 3, seed: int = 4, **options) -> Match:
    return Match(GAME, [SeatSpec.single(NAMES[i]) for i in range(players)], seed, options)


def _play_first(match: Match, stop) -> None:
    """Play the rules' first suggestion (never a reveal) until ``stop`` holds."""
    while not match.finished and not stop():
        actor = match.to_act()[0]
        match.play(actor, next(a for a in suggested(match.state, actor) if not isinstance(a, RevealAndPeek)))


def _type_word(qtbot, board, word: str) -> None:
    field = board.actions.word_panel.word
    field.clear()
    qtbot.keyClicks(field, word.lower())


def _ask(qtbot, board, target: int, word: str) -> None:
    wp = board.actions.word_panel
    qtbot.mouseClick(wp.targets.buttons[target], LEFT)
    _type_word(qtbot, board, word)
    qtbot.mouseClick(wp.go, LEFT)


def test_words_too_many_to_list_still_make_the_board_interactive(qtbot):
    screen = Screen(qtbot, _match(3))
    assert isinstance(screen.board.legal, TooMany) and screen.board.interactive
    assert screen.board.actions.word_panel.isVisible()


def test_a_refused_word_shows_the_rules_reason_with_names_and_keeps_what_was_typed(qtbot):
    match = _match(3)
    _play_first(match, lambda: match.state.phase == "question")
    screen = Screen(qtbot, match)
    board = screen.board
    wp = board.actions.word_panel
    before = match.state
    _ask(qtbot, board, 2, "xqzvb")
    assert match.state is before
    assert "XQZVB is not in the app's dictionary" in wp.error.reason()
    assert wp.word.text() == "XQZVB" and wp.targets.chosen() == 2
    wp.word.setText("\ufb06EEL")  # a ligature is not two letters (pasted: QTest cannot type it)
    qtbot.mouseClick(wp.go, LEFT)
    assert "only the letters A to Z" in wp.error.reason() and match.state is before
    _type_word(qtbot, board, "crane")
    wp.targets.clear()
    qtbot.mouseClick(wp.go, LEFT)
    assert "First click the player asked" in wp.error.reason()
    word = next(a.word for a in suggested(match.state, 0) if isinstance(a, Ask))
    _ask(qtbot, board, 1, word)
    assert match.state.clues[-1].word == word and screen.at_screen == 1
    # Ben asks the same word: the reason names no "Player 1", only the table's names.
    _ask(qtbot, board, 2, word)
    assert "has already been asked" in board.actions.word_panel.error.reason()


def test_reveal_and_peek_shows_the_card_only_to_the_seer(qtbot):
    match = _match(4, seed=9)
    _play_first(match, lambda: match.state.phase == "question" and match.state.round == 2)
    screen = Screen(qtbot, match)
    board = screen.board
    wp = board.actions.word_panel
    assert wp.reveal_toggle.isVisible()
    qtbot.mouseClick(wp.reveal_toggle, LEFT)
    letter = match.state.hands[0][0]
    board._on_hand_card(letter)
    qtbot.mouseClick(wp.peek_targets.buttons[2], LEFT)
    qtbot.mouseClick(wp.reveal_button, LEFT)
    seen = match.state.peeks[-1].letter
    assert match.state.revealed[0] == (letter,)
    assert wp.peek_banner.isVisible() and f">{seen}<" in wp.peek_banner.text()
    assert "Cleo" in wp.peek_banner.text()
    screen.refresh(2)  # the peeked player's own screen shows no letter of the peek
    assert all(p["letter"] is None for p in board.view["peeks"])
    assert not wp.peek_banner.isVisible() or seen not in wp.peek_banner.text()


def test_a_note_by_click_is_the_seats_own_even_out_of_turn(qtbot):
    match = _match(3)
    _play_first(match, lambda: match.state.phase == "question")
    screen = Screen(qtbot, match)
    screen.refresh(2)  # Cleo at the screen while Ada is to ask
    board = screen.board
    board.show_page("sheet", remember=False)
    sheet = board.worksheet
    column = "0"
    letter = next(ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                  if not sheet.cell(column, ch).locked and not sheet.cell(column, ch).source)
    qtbot.mouseClick(sheet.grid, LEFT, pos=sheet.cell_rect(column, letter).center())
    assert screen.played[-1] == (2, Mark(column, letter, "has"))
    assert match.state.notes[2] == ((column, letter, "has"),)
    assert match.can_undo(2)  # its author may take it back, though it is not Cleo's turn


def test_companion_mode_the_table_types_in_the_log(qtbot):
    match = _match(3, seed=5, mode="companion")
    screen = Screen(qtbot, match)
    board = screen.board
    wp = board.actions.word_panel
    assert screen.at_screen == TABLE and board.view["hand"] is None
    assert board.hand_panel.title.text() == "The table"
    assert wp.answer.isVisible() and not wp.answer.buttons[0].isEnabled()  # an opening counts 1 or more
    _type_word(qtbot, board, "crane")
    qtbot.mouseClick(wp.go, LEFT)
    assert "type in the number the player announced" in wp.error.reason()
    for i, word in enumerate(("CRANE", "MOIST", "PLUMB")):
        assert "Opening clue: type the word " + NAMES[i] in wp.instruction.text()
        _type_word(qtbot, board, word)
        qtbot.mouseClick(wp.answer.buttons[1 + i % 2], LEFT)
        qtbot.mouseClick(wp.go, LEFT)
    assert [(c.asker, c.word, c.answer) for c in match.state.clues] == [
        (0, "CRANE", 1), (1, "MOIST", 2), (2, "PLUMB", 1)]
    assert all(actor == TABLE for actor, _ in screen.played)
    for target, word, answer in ((1, "GHOST", 0), (2, "FJORD", 1), (0, "WALTZ", 2)):
        qtbot.mouseClick(wp.targets.buttons[target], LEFT)
        _type_word(qtbot, board, word)
        qtbot.mouseClick(wp.answer.buttons[answer], LEFT)
        qtbot.mouseClick(wp.go, LEFT)
    assert board.clue_log.rows()[-1] == ("Round 1", "Cleo", "Ada", "WALTZ", "2")
    # End of round 1: the table types in the playground card.
    assert match.state.phase == "playground"
    sheet = board.actions.sheet
    qtbot.mouseClick(sheet.click_letter("Q"), LEFT)
    qtbot.mouseClick(sheet.click_letter("X"), LEFT)
    assert sheet.values() == {"playground": "X"}
    qtbot.mouseClick(sheet.go, LEFT)
    assert match.state.playground_revealed == ("X",)
    # A typing slip: double-click the answer and correct it; the table corrects.
    log = board.clue_log
    log.editItem(log.item(3, 4))
    editor = log.findChild(QSpinBox)
    editor.setValue(1)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.state.clues[3].answer == 1)
    assert screen.played[-1] == (TABLE, FixAnswer(3, 1))
    # After round 6 each player writes the guesses; then the table types in the hands.
    _play_first(match, lambda: match.state.phase == "final")
    screen.refresh()
    assert screen.at_screen == 0
    assert [r.key for r in sheet.rows] == ["truants4", "truants5", "truants6", "hand1", "hand2"]
    for row, letters in zip(range(3), ("ABC", "ABD", "ABE")):
        qtbot.mouseClick(sheet.row_buttons[row], LEFT)
        for ch in letters:
            qtbot.mouseClick(sheet.click_letter(ch), LEFT)
    qtbot.mouseClick(sheet.go, LEFT)
    assert match.state.truant_guesses[0] == ("ABC", "ABD", "ABE")
    _play_first(match, lambda: match.state.phase == "hands")
    screen.refresh()
    assert screen.at_screen == TABLE
    assert [r.key for r in sheet.rows] == ["hand0", "hand1", "hand2"]
    taken: set[str] = set(match.state.playground_revealed)
    for i in range(3):
        own = set(match.state.revealed[i])
        free = sorted(set("ABCDEFGHIJKLMNOPQRSTUVWXYZ") - taken - own - {c for r in match.state.revealed for c in r})
        want = sorted(own | set(free[: 7 - len(own)]))
        taken |= set(want)
        qtbot.mouseClick(sheet.row_buttons[i], LEFT)
        for ch in want:
            if ch not in sheet.values()[f"hand{i}"]:
                qtbot.mouseClick(sheet.click_letter(ch), LEFT)
    qtbot.mouseClick(sheet.go, LEFT)
    assert match.finished, render(board.last_refusal)
    assert board.results.isVisible() and len(board.results.texts()) == 3


def test_the_projector_paints_the_public_view(qtbot):
    match = _match(4, seed=3)
    _play_first(match, lambda: match.state.phase == "question" and match.state.round == 3)
    projector = ProjectorBoard(GAME)
    qtbot.addWidget(projector)
    projector.set_player_names(list(NAMES[:4]))
    projector.resize(1920, 1080)
    projector.show_public(match.view(None), render(match.status(), match.names))
    projector.show()
    assert projector.public_view["seat"] is None and projector.public_view["hand"] is None
    assert projector.table.grab().width() == 1920
    _play_first(match, lambda: False)
    projector.show_public(match.view(None), render(match.status(), match.names))
    assert projector.table.grab().height() == 1080


@pytest.mark.parametrize("opening", [True, False])
def test_the_board_shows_every_phase_of_a_whole_game(qtbot, opening):
    match = _match(5, seed=11)
    screen = Screen(qtbot, match)
    while not match.finished:
        actor = match.to_act()[0]
        match.play(actor, suggested(match.state, actor)[0 if opening else -1])
        screen.refresh()
    assert screen.board.results.isVisible()
    assert OpeningClue  # (the first suggestion in the opening is an opening clue)
