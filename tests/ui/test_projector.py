"""The projector window: legible across a room at any size, and the table's keys work in it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import theme
from boardgames_desktop.ui.kit.marks import contrast_ratio
from boardgames_desktop.ui.projector import header_pixel_sizes

from .conftest import settle


def _open_projector(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    projector = window.projector
    assert projector is not None
    qtbot.waitExposed(projector)
    return projector


@pytest.mark.parametrize("width,height", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_header_type_grows_with_the_window_and_the_board_fills_the_rest(
    qtbot, make_match, make_window, width, height
):
    window = make_window(make_match("human", "bot:counter"))
    projector = _open_projector(qtbot, window)
    projector.resize(width, height)
    qtbot.waitUntil(lambda: projector.height() == height)
    qtbot.waitUntil(lambda: projector.turn_label.font().pixelSize() == round(height * 0.045))

    title, turn, status = (
        label.font().pixelSize() for label in (projector.title_label, projector.turn_label, projector.status_label)
    )
    assert (title, turn, status) == header_pixel_sizes(height)
    assert turn == round(height * 0.045) and status == round(height * 0.026) and title == round(height * 0.018)
    assert projector.turn_label.font().bold()
    # The labels really are drawn that large (no style sheet overrides the size).
    assert projector.turn_label.fontMetrics().height() >= turn

    # High contrast: every header line at least 7:1 on the dark ground.
    for label in (projector.title_label, projector.turn_label, projector.status_label):
        colour = label.palette().color(label.foregroundRole())
        assert contrast_ratio(colour, theme.PROJECTOR_BG) >= 7.0, label.objectName()

    # The board takes everything below the header, to the window's foot.
    board = projector.board.geometry()
    assert board.top() > projector.status_label.geometry().bottom()
    assert projector.height() - board.bottom() <= 0.04 * height
    assert board.height() >= 0.7 * height
    assert board.width() >= 0.9 * width


def test_header_sizes_have_a_readable_floor():
    assert header_pixel_sizes(300) == (13, 24, 16)
    small, large = header_pixel_sizes(720), header_pixel_sizes(2160)
    assert all(b > a for a, b in zip(small, large))


def test_undo_redo_zoom_and_projector_keys_work_in_the_projector(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    qtbot.mouseClick(window.board.add2, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    projector = _open_projector(qtbot, window)
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow)

    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(projector, Qt.Key.Key_Z, ctrl)
    settle(qtbot, window)
    assert match.view(None)["counter"] == 0
    assert projector.board.public_view["counter"] == 0  # the projector follows
    qtbot.keyClick(projector, Qt.Key.Key_Y, ctrl)
    settle(qtbot, window)
    assert match.view(None)["counter"] == 2
    qtbot.keyClick(projector, Qt.Key.Key_Z, ctrl)
    settle(qtbot, window)
    qtbot.keyClick(projector, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, window)
    assert match.view(None)["counter"] == 2

    qtbot.keyClick(projector, Qt.Key.Key_Equal, ctrl)
    assert window.zoom > 1.0
    qtbot.keyClick(projector, Qt.Key.Key_0, ctrl)
    assert window.zoom == 1.0
    qtbot.keyClick(projector, Qt.Key.Key_Minus, ctrl)
    assert window.zoom < 1.0

    # Ctrl+P in the projector puts the projector away, as it does in the main window.
    qtbot.keyClick(projector, Qt.Key.Key_P, ctrl)
    qtbot.waitUntil(lambda: window.projector is None)
    assert not window.projector_action.isChecked()


def test_escape_in_the_projector_only_leaves_full_screen(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    projector = _open_projector(qtbot, window)
    projector.activateWindow()
    qtbot.waitUntil(projector.isActiveWindow)
    qtbot.keyClick(projector, Qt.Key.Key_F11)
    qtbot.waitUntil(projector.isFullScreen)
    assert not window.isFullScreen()  # F11 in the projector is the projector's own

    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not projector.isFullScreen())
    assert projector.isVisible() and window.projector is projector

    qtbot.keyClick(projector, Qt.Key.Key_Escape)  # not full screen: nothing happens
    assert projector.isVisible() and window.projector is projector and not projector.isFullScreen()
    assert match.entries == []  # and nothing was played or taken back
