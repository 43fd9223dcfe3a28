"""Hooky's table as a person meets it (issue 19): whole at 1280x720 through a whole
game, the newest clue in sight, names never cut, moves that move and stay marked,
and a projector that uses its screen.

Each test plays the real window: seats act by the clicks a person makes where the
test is about a panel (the reveal and peek), by the first bot elsewhere, always
through the window's table session (what the window's own buttons call).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QImage
from PySide6.QtWidgets import QApplication

from boardgames_desktop import games, theme
from boardgames_desktop.core.game import BotTurn, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.hooky.rules import GAME, Ask, RevealAndPeek
from boardgames_desktop.ui.kit import language, motion

from .conftest import settle
from .fitcheck import problems, text_problems

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli")
LEFT = Qt.MouseButton.LeftButton
LAPTOP = (1280, 720)


def _match(players: int, seed: int = 4, kinds: tuple[str, ...] = ()) -> Match:
    kinds = kinds or ("human",) * players
    return Match(GAME, [SeatSpec.single(NAMES[i], kinds[i]) for i in range(players)], seed, {})


def _lift(qtbot, window) -> None:
    if window.curtain_up:
        qtbot.mouseClick(window.curtain.button, LEFT)
        settle(qtbot, window)


def _bots(players: int):
    kind = games.bots("hooky")[-1]  # the quickest bot reaches every phase
    return {s: kind.factory(GAME, s, 11 + s) for s in range(players)}


def _play_screen_seat(qtbot, window, bots, rng) -> None:
    """The seat at the screen plays its bot's choice (never a reveal: the test clicks those)."""
    seat = window.session.screen().seat
    legal = window.match.legal_actions(seat)
    action = bots[seat].choose(BotTurn(GAME, seat, window.match.view(seat), legal, rng))
    if isinstance(action, RevealAndPeek):
        action = next(a for a in GAME.suggestions(window.match.state, seat, 10_000) if isinstance(a, Ask))
    assert window.session.play(seat, action) is None
    settle(qtbot, window)


def _reveal_and_peek_by_clicks(qtbot, window) -> None:
    wp = window.board.actions.word_panel
    qtbot.mouseClick(wp.reveal_toggle, LEFT)
    qtbot.mouseClick(wp.reveal_cards.cards[0], LEFT)
    qtbot.mouseClick(next(iter(wp.peek_targets.buttons.values())), LEFT)
    qtbot.mouseClick(wp.reveal_button, LEFT)
    settle(qtbot, window)


def _panel(board) -> str:
    a = board.actions
    if a.word_panel.isVisibleTo(a):
        return "reveal" if a.word_panel.reveal_box.isVisibleTo(a) else "word"
    if a.sheet.isVisibleTo(a):
        return f"sheet:{board.view['phase']}"
    return "idle"


# -- whole at 1280x720 ---------------------------------------------------------------------------------
def test_at_1280x720_the_window_keeps_its_size_and_the_table_stays_whole_through_a_game(qtbot, make_window):
    """Five people at one laptop: the window is 1280x720 after every panel opens (the reveal,
    the peek's answer, the truant guess, the hand guesses) and to the end; the players, the
    playground and the truants never need scrolling; the newest clue is in sight whenever the
    curtain lifts; and each new panel passes the fit check."""
    match = _match(5)
    window = make_window(match, autosave=False)
    window.resize(*LAPTOP)
    settle(qtbot, window)
    bots, rng = _bots(5), Rng(3)
    seen: set[str] = set()
    revealed = False
    steps = 0
    while not match.finished and steps < 200:
        steps += 1
        _lift(qtbot, window)
        board = window.board
        assert (window.width(), window.height()) == LAPTOP, (steps, _panel(board))
        assert board.clue_log.newest_in_sight(), steps
        assert board.left_scroll.verticalScrollBar().maximum() == 0, (steps, _panel(board))
        panel = _panel(board)
        if panel not in seen:
            seen.add(panel)
            assert problems(window, LAPTOP, theme.MIN_TEXT_PX) == [], panel
        if board.view["may_reveal"] and not revealed:
            qtbot.mouseClick(board.actions.word_panel.reveal_toggle, LEFT)
            assert _panel(board) == "reveal"
            assert (window.width(), window.height()) == LAPTOP
            assert problems(window, LAPTOP, theme.MIN_TEXT_PX) == [], "reveal open"
            wp = board.actions.word_panel
            qtbot.mouseClick(wp.reveal_cards.cards[0], LEFT)
            qtbot.mouseClick(next(iter(wp.peek_targets.buttons.values())), LEFT)
            qtbot.mouseClick(wp.reveal_button, LEFT)
            settle(qtbot, window)
            revealed = True
            assert wp.peek_banner.isVisible()
            assert (window.width(), window.height()) == LAPTOP, "after the peek"
            assert problems(window, LAPTOP, theme.MIN_TEXT_PX) == [], "after the peek"
            continue
        _play_screen_seat(qtbot, window, bots, rng)
    assert match.finished and revealed
    assert {"word", "sheet:truants", "sheet:final"} <= seen, seen
    _lift(qtbot, window)
    assert (window.width(), window.height()) == LAPTOP, "the end"
    assert problems(window, LAPTOP, theme.MIN_TEXT_PX) == [], "the end"


def test_the_newest_clue_is_in_sight_when_the_curtain_lifts(qtbot, make_window):
    """The log was filled behind the curtain, before it had a size: it showed the opening
    clues. After every lift the newest row is wholly in the viewport, at every laptop size."""
    match = _match(3)
    window = make_window(match, autosave=False)
    bots, rng = _bots(3), Rng(5)
    for size in (LAPTOP, (1366, 768), (1920, 1080)):
        window.resize(*size)
        for _ in range(8):
            _lift(qtbot, window)
            log = window.board.clue_log
            assert log.newest_in_sight(), (size, log.rowCount())
            _play_screen_seat(qtbot, window, bots, rng)


def test_a_log_scrolled_to_the_top_is_not_in_sight_at_its_newest(qtbot, make_window):
    """The check above can fail: a log a reader scrolled to its top does not show its newest row."""
    match = _match(3)
    window = make_window(match, autosave=False)
    window.resize(*LAPTOP)
    bots, rng = _bots(3), Rng(5)
    while window.match.state.round < 2:
        _lift(qtbot, window)
        _play_screen_seat(qtbot, window, bots, rng)
    _lift(qtbot, window)
    log = window.board.clue_log
    log.verticalScrollBar().setValue(0)
    assert not log.newest_in_sight()


@pytest.mark.parametrize("code", ["en", "zh_TW"])
def test_no_name_in_the_clue_log_is_cut_at_the_end(qtbot, make_window, qapp, code):
    """The Chinese end screen showed names as "…" in the clue log: every name column is as
    wide as the name it shows, beside its token, at every laptop size."""
    match = _match(5, kinds=("human",) + ("bot:random",) * 4)
    bots, rng = _bots(5), Rng(8)
    while not match.finished:
        seat = match.to_act()[0]
        match.play(seat, bots[seat].choose(BotTurn(GAME, seat, match.view(seat), match.legal_actions(seat), rng)))
    language.apply_language(qapp, code)
    try:
        window = make_window(match, autosave=False)
        for size in (LAPTOP, (1366, 768), (1920, 1080)):
            window.resize(*size)
            settle(qtbot, window)
            qtbot.wait(20)
            log = window.board.clue_log
            for column in (1, 2):
                width = log.columnWidth(column)
                for row in range(log.rowCount()):
                    item = log.item(row, column)
                    font = item.data(Qt.ItemDataRole.FontRole)
                    fm = QFontMetrics(font if font is not None else log.font())
                    need = fm.horizontalAdvance(item.text()) + (22 if not item.icon().isNull() else 0) + 12
                    assert need <= width, (code, size, row, column, item.text(), need, width)
    finally:
        language.apply_language(qapp, "en")


# -- motion and the last move's mark ---------------------------------------------------------------------
def _frames(qtbot, widget, act) -> tuple[QImage, QImage]:
    """``widget`` right after ``act`` (its layout settled: a panel below may have changed
    height) and again 450 ms later."""
    act()
    for _ in range(3):
        QApplication.processEvents()
    first = widget.grab().toImage()
    qtbot.wait(450)
    return first, widget.grab().toImage()


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced motion"])
def test_a_clue_and_a_revealed_card_move_in_on_the_board_and_the_projector(qtbot, make_window, reduced):
    match = _match(3, seed=9, kinds=("human", "bot:random", "bot:random"))
    while match.state.round < 2:  # seed 9: round 2 opens with Ada's turn
        seat = match.to_act()[0]
        match.play(seat, next(a for a in GAME.suggestions(match.state, seat, 10_000)
                              if not isinstance(a, RevealAndPeek)))
    assert match.to_act() == (0,) and match.state.phase == "question"
    motion.set_reduced_motion(reduced)
    try:
        window = make_window(match, autosave=False, bot_delay_ms=60_000)  # the bots wait: one move at a time
        window.resize(*LAPTOP)
        window.toggle_projector(True)
        settle(qtbot, window)
        qtbot.wait(450)
        board, wall = window.board, window.projector.board.table
        # A card turned face up: it drops into Ada's row and her hand, on the wall too.
        first, later = _frames(qtbot, board.table_page, lambda: _reveal_and_peek_by_clicks(qtbot, window))
        revealed = match.state.revealed[0][0]
        assert (first == later) is reduced
        assert board.seats_panel.rows[0].cards.marked() == [revealed]  # the last move stays marked
        qtbot.wait(450)
        # A new clue: its tiles come into the log, and its row onto the wall.
        wall_first: list[QImage] = []

        def ask() -> None:
            wp = board.actions.word_panel
            qtbot.mouseClick(wp.targets.buttons[1], LEFT)
            word = next(a.word for a in GAME.suggestions(match.state, 0, 10_000) if isinstance(a, Ask))
            qtbot.keyClicks(wp.word, word.lower())
            qtbot.mouseClick(wp.go, LEFT)
            settle(qtbot, window)
            for _ in range(3):
                QApplication.processEvents()
            wall_first.append(wall.grab().toImage())

        first, later = _frames(qtbot, board.clue_log.viewport(), ask)
        assert (first == later) is reduced
        assert (wall_first[0] == wall.grab().toImage()) is reduced
        assert board.seats_panel.rows[0].cards.marked() == []  # the next move took the mark
        assert wall.moved == {f"clue:{len(match.state.clues) - 1}"}
    finally:
        motion.set_reduced_motion(False)


# -- the projector ----------------------------------------------------------------------------------------
def test_the_projector_shows_every_clue_in_legible_type_and_keeps_a_true_picture(qtbot, make_window):
    """Two columns of clues once one is full (26 clues in view where 9 were), no text under
    1/50 of the screen's height, and the kept picture the same as a fresh paint."""
    assert theme.PROJECTOR_TEXT_SHARE == 1 / 50
    match = _match(5, kinds=("human",) + ("bot:random",) * 4)
    bots, rng = _bots(5), Rng(2)
    while len(match.state.clues) < 26:
        seat = match.to_act()[0]
        match.play(seat, bots[seat].choose(BotTurn(GAME, seat, match.view(seat), match.legal_actions(seat), rng)))
    window = make_window(match, autosave=False, bot_delay_ms=60_000)
    window.toggle_projector(True)
    projector = window.projector
    projector.resize(3840, 2160)
    projector.show()
    settle(qtbot, window)
    table = projector.board.table
    # Compare still pictures: a move's tween may still run on a busy machine.
    qtbot.waitUntil(lambda: not table.motions.running(), timeout=10_000)
    qtbot.wait(20)
    kept = table.grab().toImage()
    assert table.rows_shown == len(match.state.clues) == 26
    assert text_problems(projector.board, 2160 * theme.PROJECTOR_TEXT_SHARE) == []
    table._kept = None  # paint it all again: the kept picture was the same
    assert table.grab().toImage() == kept


def test_a_panel_taller_than_the_laptop_allows_is_caught(qtbot, make_window):
    """The size check above can fail: a word panel planted 400 px taller pushes the window
    past 1280x720, or the fit check names it (too big, or squeezed out of its box)."""
    window = make_window(_match(3), autosave=False)
    window.resize(*LAPTOP)
    _lift(qtbot, window)
    window.board.actions.word_panel.setMinimumHeight(400)
    settle(qtbot, window)
    qtbot.wait(20)
    grown = (window.width(), window.height()) != LAPTOP
    found = problems(window, LAPTOP, theme.MIN_TEXT_PX)
    assert grown or any("too big" in p or "WordPanel" in p for p in found), (window.size(), found)
