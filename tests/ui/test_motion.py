"""The motion kit: moves animate within 400 ms, a click or a key skips them, and
reduced motion makes them instant."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QWidget

from boardgames_desktop.ui.kit import motion
from boardgames_desktop.ui.kit.motion import MAX_MS, Motions, along, walk_ms


def test_a_walk_never_takes_longer_than_the_limit():
    assert walk_ms(1) == motion.STEP_MS
    assert walk_ms(2) == 2 * motion.STEP_MS
    assert walk_ms(40) == MAX_MS


def test_along_gives_each_step_an_equal_share_of_the_time():
    points = [QPointF(0, 0), QPointF(10, 0), QPointF(10, 100)]
    assert along(points, 0.0) == QPointF(0, 0)
    assert along(points, 0.5) == QPointF(10, 0)
    assert along(points, 0.75) == QPointF(10, 50)
    assert along(points, 1.0) == QPointF(10, 100)


def test_a_tween_runs_then_ends_at_one(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    m = Motions(w)
    ended = []
    m.start("pawn", 200, on_done=lambda: ended.append(True))
    assert m.running("pawn")
    assert m.t("pawn") < 1.0
    qtbot.waitUntil(lambda: not m.running(), timeout=2000)
    assert m.t("pawn") == 1.0 and ended == [True]


def test_a_click_anywhere_skips_the_animation(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.show()
    m = Motions(w)
    m.start("pawn", MAX_MS)
    assert m.running()
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
    assert not m.running() and m.t("pawn") == 1.0


def test_a_key_skips_the_animation(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.show()
    m = Motions(w)
    m.start("card", MAX_MS)
    qtbot.keyClick(w, Qt.Key.Key_Space)
    assert not m.running()


def test_reduced_motion_makes_every_move_instant(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    motion.set_reduced_motion(True)
    try:
        m = Motions(w)
        m.start("pawn", MAX_MS)
        assert not m.running() and m.t("pawn") == 1.0
    finally:
        motion.set_reduced_motion(False)
    assert not motion.reduced_motion()


def test_a_newer_move_finishes_the_older_one_first(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    m = Motions(w)
    first = m.start("pawn", MAX_MS)
    m.start("pawn", MAX_MS)
    assert not first.running
    assert m.keys() == ["pawn"]


def test_a_board_closed_mid_animation_leaves_no_trace(qtbot):
    """The next click after a board is destroyed mid-move must not touch it."""
    w = QWidget()
    w.show()
    m = Motions(w)
    m.start("pawn", MAX_MS)
    w.deleteLater()
    qtbot.wait(20)
    assert m not in motion._skip_filter().owners
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)  # no crash
