"""Secrets stay secret: the hot-seat curtain and the projector window."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from .conftest import settle
from .fakegame import SECRET_PREFIX, Add, Draw, EndTurn


def test_curtain_hides_the_board_until_the_next_player_clicks(qtbot, make_match, make_window):
    match = make_match("human", "human")
    window = make_window(match)
    board = window.board
    assert window.curtain_up and window.stack.currentWidget() is window.curtain
    assert window.curtain.text() == "Ada's turn — click when only Ada can see the screen"
    assert board.shown == []  # not even Ada's view before her click

    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.stack.currentWidget() is window.board_holder
    assert board.shown[-1][0]["my_secret"] == match.state.secrets[0]
    qtbot.mouseClick(board.add1, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not window.curtain_up  # same player, no curtain
    shown_before = len(board.shown)
    qtbot.mouseClick(board.end, Qt.MouseButton.LeftButton)
    settle(qtbot, window)

    assert window.curtain_up
    assert window.curtain.text() == "Ben's turn — click when only Ben can see the screen"
    assert len(board.shown) == shown_before  # Ben's view has not been handed over
    assert all(view.get("seat") != 1 for view, *_ in board.shown)
    assert not board.isVisible()

    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert board.isVisible()
    view, seat, legal, interactive = board.shown[-1]
    assert seat == 1 and view["my_secret"] == match.state.secrets[1] and interactive


def test_no_curtain_for_one_human_against_bots(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:counter"))
    assert not window.curtain_up


def _projector_texts(window) -> str:
    projector = window.projector
    parts = list(projector.texts())
    for widget in projector.findChildren(QWidget):
        text = getattr(widget, "text", None)
        if callable(text):
            parts.append(str(text()))
    return "\n".join(parts)


def test_projector_gets_only_the_public_view(qtbot, make_match, make_window):
    match = make_match("human", "human", "bot:counter", target=20)
    window = make_window(match)
    window.lift_curtain()
    settle(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    projector = window.projector
    assert projector is not None and projector.isVisible() and window.projector_action.isChecked()
    qtbot.waitExposed(projector)
    board = projector.board

    def check() -> None:
        public = match.game.view(match.state, None)
        assert board.public_view == public
        for secret in match.state.secrets:
            assert secret not in _projector_texts(window)
        received = json.dumps([r[0] for r in board.received] + [list(r) for r in projector.received], default=str)
        assert SECRET_PREFIX not in received
        assert SECRET_PREFIX not in _projector_texts(window)
        assert SECRET_PREFIX not in projector.grab().toImage().text()
        assert "my_secret" not in received

    check()
    moves = 0
    while not match.finished and moves < 60:
        seat = match.to_act()[0]
        if window.curtain_up:
            qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
            settle(qtbot, window)
            check()
        if seat == 2:  # the bot plays by itself
            settle(qtbot, window, lambda: match.finished or match.to_act()[0] != 2)
        else:
            view = window.board.shown[-1]
            assert view[1] == seat
            button = window.board.draw if moves % 5 == 0 else (
                window.board.add2 if view[0]["added_this_turn"] < 2 else window.board.end
            )
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
        check()
        moves += 1
    assert match.finished
    settle(qtbot, window)
    check()
    winner = match.players[match.outcome().winners[0]].name
    assert projector.turn_label.text() == f"Game over — {winner} wins"
    assert f"{winner} reached 20" in projector.status_label.text()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.projector is None)
    assert not window.projector_action.isChecked()


def test_projector_full_screen_and_screens(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:counter"))
    window.toggle_projector(True)
    projector = window.projector
    qtbot.waitExposed(projector)
    assert [a.text() for a in projector.screen_actions()]  # every screen listed
    projector.screen_actions()[0].trigger()
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow)
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    qtbot.waitUntil(projector.isFullScreen)
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not projector.isFullScreen())
    qtbot.mouseDClick(projector.title_label, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(projector.isFullScreen)
    projector.close()
    qtbot.waitUntil(lambda: window.projector is None)
