"""The review on a laptop and in motion: "Seen by" reads its whole choice, the step's
line in the moves stays whole in sight, a step forward replays its move's animation
and a step back or a jump shows the step at once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.ui.kit import motion
from boardgames_desktop.ui.kit.motion import motions_running
from boardgames_desktop.ui.review import ReviewWindow

from .fitcheck import cut_choices
from .test_fit import played
from .test_review import play_out

LAPTOPS = [(1280, 720), (1366, 768)]


def open_review(qtbot, match, size, *, kept: bool = True):
    """``kept=False``: a window the test closes itself (it deletes itself on closing)."""
    window = ReviewWindow.of_match(match)
    if kept:
        qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # its keys are the window's shortcuts
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("size", LAPTOPS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["held-hands", "hooky"])
def test_seen_by_and_the_steps_line_are_whole_at_every_step(qtbot, qapp, size, game_id):
    window = open_review(qtbot, played(game_id).match(), size)
    assert cut_choices(window.viewer_box) == []
    steps = list(range(len(window.review)))
    random.Random(3).shuffle(steps)
    cut = []
    for step in steps[:40]:
        window.go(step)
        settle()
        row = window.log.visualItemRect(window.log.item(step))
        if not QRect(QPoint(0, 0), window.log.viewport().size()).contains(row):
            cut.append((step, row.top(), row.bottom(), window.log.viewport().height()))
        line = window.line_label
        if line.heightForWidth(line.width()) > line.height() + 1:
            cut.append((step, "the step's line", line.height()))
    assert cut == []


def test_a_narrowed_seen_by_is_caught(qtbot, qapp):
    """The check above sees a cut choice: the list as narrow as Qt's own hint made it."""
    window = open_review(qtbot, played("hooky").match(), LAPTOPS[0])
    window.viewer_box.setMinimumWidth(0)
    window.viewer_box.setFixedWidth(window.viewer_box.sizeHint().width() - 40)
    assert "Everyone (what was public)" in cut_choices(window.viewer_box)


# -- motion -------------------------------------------------------------------------------------------
@pytest.fixture
def moving_board(toy, monkeypatch):
    """Toy cards whose board animates every change it is shown (as the real boards do:
    from the view it showed before), counting the animations it starts."""
    from toy import view as toy_view

    class MovingBoard(toy_view.BoardView):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.motions = motion.Motions(self)
            self.started = 0

        def show_view(self, view, seat, legal, interactive) -> None:
            before = self.current.view if self.current is not None else None
            super().show_view(view, seat, legal, interactive)
            if before is not None and before != view:
                self.started += 1
                self.motions.start("move", motion.MAX_MS)

    monkeypatch.setattr(toy_view, "BoardView", MovingBoard)
    motion.set_reduced_motion(False)
    return MovingBoard


def test_forward_replays_the_move_and_back_or_a_jump_shows_the_step_at_once(qtbot, make_match, moving_board):
    window = open_review(qtbot, play_out(make_match("human", "human"), notes=False), LAPTOPS[1])
    board = window.board
    window.first()
    assert not motions_running(board)  # a jump: at once
    for step in (1, 2):
        qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
        assert window.index == step and motions_running(board)  # the move plays
    qtbot.waitUntil(lambda: not motions_running(board), timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 3 and motions_running(board)
    started = board.started
    qtbot.keyClick(window, Qt.Key.Key_Left)  # back: the board was given a change, and shows it at once
    assert window.index == 2 and board.started == started + 1 and not motions_running(board)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.index == len(window.review) - 1 and not motions_running(board)
    window.slider.setValue(4)  # dragged there
    assert window.index == 4 and not motions_running(board)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 5 and motions_running(board)


def test_reduced_motion_keeps_the_review_still_even_stepping_forward(qtbot, make_match, moving_board):
    window = open_review(qtbot, play_out(make_match("human", "human"), notes=False), LAPTOPS[1])
    window.first()
    started = window.board.started
    motion.set_reduced_motion(True)
    try:
        qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
        assert window.index == 1 and window.board.started == started + 1 and not motions_running(window.board)
    finally:
        motion.set_reduced_motion(False)


def test_a_review_closed_mid_move_leaves_no_animation_behind(qtbot, make_match, moving_board):
    """An animation whose board is gone must not be finished by the next click anywhere
    (its widgets are deleted): closing the window ends its moves first."""
    import shiboken6

    window = open_review(qtbot, play_out(make_match("human", "human"), notes=False), LAPTOPS[1], kept=False)
    window.first()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert motions_running(window.board)
    window.close()  # it deletes itself on closing
    qtbot.waitUntil(lambda: not shiboken6.isValid(window), timeout=3000)
    assert all(shiboken6.isValid(m.owner) for m in motion._skip_filter().owners)
