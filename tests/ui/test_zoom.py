"""View > Zoom: the held-hands board grows inside a scrolling frame, and the zoom is remembered."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.held_hands.rules import GAME

from .conftest import settle

CTRL = Qt.KeyboardModifier.ControlModifier


def _held_hands() -> Match:
    return Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3, {"first": 0})


def _click_menu_item(qtbot, window, menu_title: str, item: str) -> None:
    """Open a menu of the menu bar and click one of its items, as a person would."""
    bar = window.menuBar()
    top = next(a for a in bar.actions() if a.text().replace("&", "") == menu_title)
    menu = top.menu()
    # Opened where the menu bar would drop it (a synthetic click on the bar itself
    # leaves the offscreen menu bar re-opening the menu after the item is clicked).
    menu.popup(bar.mapToGlobal(bar.actionGeometry(top).bottomLeft()))
    qtbot.waitUntil(menu.isVisible)
    action = next(a for a in menu.actions() if a.text().replace("&", "") == item)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible())
    # The offscreen platform hands activation to the closed menu a moment later; give
    # it back to the window, as the real window system does, before typing more keys.
    QApplication.processEvents()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def _fits(window) -> bool:
    area = window.board_holder
    return window.board.size() == area.maximumViewportSize()


def test_zoom_changes_the_board_and_scrolls(qtbot, make_window):
    window = make_window(_held_hands(), autosave=False)
    assert window.size().width() == 1280  # room for the whole board at zoom 1.0
    area, board = window.board_holder, window.board
    assert board.parent() is area.viewport()  # the board lives in the scrolling frame
    qtbot.waitUntil(lambda: _fits(window))
    assert not area.horizontalScrollBar().isVisible() and not area.verticalScrollBar().isVisible()
    fit = board.size()
    table = board.table.size()

    _click_menu_item(qtbot, window, "View", "Zoom in")
    assert window.zoom == 1.25
    qtbot.waitUntil(lambda: board.width() == round(fit.width() * 1.25))
    assert board.height() == round(fit.height() * 1.25)
    assert board.table.width() > table.width() and board.table.height() > table.height()
    qtbot.waitUntil(lambda: area.verticalScrollBar().isVisible() and area.horizontalScrollBar().isVisible())
    # The extra is reachable by scrolling, and the middle stays in view.
    assert area.verticalScrollBar().maximum() > 0
    middle = area.verticalScrollBar().value() + area.verticalScrollBar().pageStep() / 2
    assert abs(middle - board.height() / 2) < 0.1 * board.height()

    qtbot.keyClick(window, Qt.Key.Key_Equal, CTRL)
    assert window.zoom == 1.25 * 1.25
    qtbot.waitUntil(lambda: board.width() > round(fit.width() * 1.5))

    # Zoomed out, the board is smaller than the frame and centred in it.
    qtbot.keyClick(window, Qt.Key.Key_0, CTRL)
    qtbot.waitUntil(lambda: _fits(window))
    qtbot.keyClick(window, Qt.Key.Key_Minus, CTRL)
    assert window.zoom == 0.8
    qtbot.waitUntil(lambda: board.width() < fit.width())
    viewport = area.viewport().rect()
    assert abs(board.geometry().center().x() - viewport.center().x()) <= 2

    # In and out again lands exactly on "fits".
    qtbot.keyClick(window, Qt.Key.Key_Equal, CTRL)
    assert window.zoom == 1.0
    qtbot.waitUntil(lambda: _fits(window))

    _click_menu_item(qtbot, window, "View", "Zoom out")
    _click_menu_item(qtbot, window, "View", "Actual size")
    assert window.zoom == 1.0
    qtbot.waitUntil(lambda: _fits(window))


def test_ctrl_wheel_zooms(qtbot, make_window):
    window = make_window(_held_hands(), autosave=False)
    viewport = window.board_holder.viewport()
    centre = QPointF(viewport.rect().center())

    def wheel(dy: int) -> None:
        event = QWheelEvent(
            centre, QPointF(viewport.mapToGlobal(centre.toPoint())), QPoint(), QPoint(0, dy),
            Qt.MouseButton.NoButton, CTRL, Qt.ScrollPhase.NoScrollPhase, False,
        )
        QApplication.sendEvent(viewport, event)

    wheel(120)
    assert window.zoom == 1.25
    wheel(-120)
    wheel(-120)
    assert window.zoom == 0.8


def test_the_board_still_plays_when_zoomed(qtbot, make_window):
    match = _held_hands()
    window = make_window(match, autosave=False)
    qtbot.keyClick(window, Qt.Key.Key_Equal, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Equal, CTRL)
    board = window.board
    qtbot.waitUntil(lambda: board.width() > window.board_holder.viewport().width())
    area = window.board_holder
    area.ensureWidgetVisible(board.fan_left)  # scroll down to the buttons, as a person would
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.perspectives[0] == "L")


def test_zoom_is_remembered_per_game(qtbot, make_window):
    window = make_window(_held_hands(), autosave=False, remember=True)
    qtbot.keyClick(window, Qt.Key.Key_Equal, CTRL)
    qtbot.keyClick(window, Qt.Key.Key_Equal, CTRL)
    assert window.zoom == 1.25 * 1.25
    window.close()

    again = make_window(_held_hands(), autosave=False, remember=True)
    assert again.zoom == 1.25 * 1.25 and again.board_holder.zoom == again.zoom
    area = again.board_holder
    room = area.maximumViewportSize()
    qtbot.waitUntil(lambda: again.board.size() == area.board_size())
    assert again.board.width() >= round(room.width() * again.zoom)
    assert again.board.height() >= round(room.height() * again.zoom)
