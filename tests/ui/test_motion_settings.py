"""Motion in the window: View > Reduce motion (remembered), and bots that let a move's
animation finish before they play the next one, at the default pause; at "Instant" they
play on at once and the game still goes to its end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.ui import settings as app_settings
from boardgames_desktop.ui.kit import motion
from boardgames_desktop.ui.kit.motion import motions_running

from .conftest import settle


def view_menu_action(window, text: str):
    """The View menu's item whose words are ``text`` (its & left out), as a person finds it."""
    view = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "View")
    return next(a for a in view.actions() if a.text().replace("&", "") == text)


@pytest.fixture
def moving_board(toy, monkeypatch):
    """Toy cards whose board animates every change it is shown, for the longest a move may take."""
    from toy import view as toy_view

    class MovingBoard(toy_view.BoardView):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.motions = motion.Motions(self)

        def show_view(self, view, seat, legal, interactive) -> None:
            before = self.current.view if self.current is not None else None
            super().show_view(view, seat, legal, interactive)
            if before is not None and before != view:
                self.motions.start("move", motion.MAX_MS)

    monkeypatch.setattr(toy_view, "BoardView", MovingBoard)
    motion.set_reduced_motion(False)
    yield MovingBoard
    motion.set_reduced_motion(False)


def test_reduce_motion_is_in_the_view_menu_remembered_and_makes_moves_instant(
        qtbot, make_match, make_window, moving_board):
    window = make_window(make_match("human", "human"))
    action = view_menu_action(window, "Reduce motion")
    assert action.isCheckable() and not action.isChecked()
    window.lift_curtain()
    qtbot.mouseClick(window.board.stake_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert motions_running(window.board)  # moves animate by default
    action.trigger()  # a click on View > Reduce motion
    assert action.isChecked() and motion.reduced_motion()
    assert not motions_running(window.board)  # the move on screen ends at once too
    assert str(app_settings.settings().value(motion.REDUCED_MOTION_KEY)).lower() == "true"
    window.close()
    again = make_window(make_match("human", "human"))  # next time: remembered
    assert view_menu_action(again, "Reduce motion").isChecked()
    again.lift_curtain()
    qtbot.mouseClick(again.board.stake_button, Qt.MouseButton.LeftButton)
    settle(qtbot, again)
    assert len(again.match.entries) == 1 and not motions_running(again.board)  # at once
    view_menu_action(again, "Reduce motion").trigger()
    assert not motion.reduced_motion()


def _record_answers(window, monkeypatch) -> list[bool]:
    """For every bot answer the session takes: whether a move still animated then."""
    seen: list[bool] = []
    session = window.session
    real = session.bot_answer

    def answer(token, action):
        seen.append(motions_running(window.board))
        return real(token, action)

    monkeypatch.setattr(session, "bot_answer", answer)
    return seen


def test_at_the_default_pause_a_bots_move_waits_for_the_last_one_to_finish(
        qtbot, make_match, make_window, moving_board, monkeypatch):
    assert app_settings.DEFAULT_BOT_DELAY_MS >= motion.MAX_MS
    app_settings.settings().remove("bots/delay_ms")  # the tests' settings pause 0: the app's own
    match = make_match("bot:eager", "bot:careful")
    window = make_window(match, bot_delay_ms=None)  # the app's own pause (Normal)
    assert window.bots.delay_ms == app_settings.DEFAULT_BOT_DELAY_MS
    seen = _record_answers(window, monkeypatch)
    qtbot.waitUntil(lambda: len(seen) >= 4, timeout=20000)
    assert seen[:4] == [False] * 4  # each move was seen whole before the next


def test_a_fast_pause_still_lets_each_move_finish(qtbot, make_match, make_window, moving_board, monkeypatch):
    match = make_match("bot:eager", "bot:careful")
    window = make_window(match, bot_delay_ms=150)  # Fast: shorter than a move's animation
    seen = _record_answers(window, monkeypatch)
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=20000)
    assert seen[:3] == [False] * 3


def test_at_instant_the_bots_play_on_and_the_game_still_ends(qtbot, make_match, make_window, moving_board,
                                                            monkeypatch):
    """The check above can fail: at 0 an answer lands while the last move still animates."""
    match = make_match("bot:eager", "bot:careful")
    window = make_window(match, bot_delay_ms=0)
    seen = _record_answers(window, monkeypatch)
    settle(qtbot, window, lambda: match.finished, timeout=20000)
    assert True in seen
    assert window.status_text().startswith("Game over")
