"""The launcher on a laptop, with the real games, clicked like a person: on a 1280x720
and a 1366x768 screen every game's seat rows show whole (Hooky's five without
scrolling), every list of who plays a seat reads its whole label, the window keeps its
width from game to game, and twelve people are each reachable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from boardgames_desktop import games
from boardgames_desktop.ui.app import prepare_app
from boardgames_desktop.ui.launcher import Launcher

from .conftest import pretend_screen
from .fitcheck import cut_choices

LAPTOPS = [(1280, 720), (1366, 768)]


def open_on(qtbot, monkeypatch, screen: tuple[int, int]) -> Launcher:
    """The launcher as the app opens it on a ``screen``-sized laptop (its own size)."""
    prepare_app(QApplication.instance())
    laptop = pretend_screen(monkeypatch, *screen)
    monkeypatch.setattr(Launcher, "screen", lambda self: laptop)
    launcher = Launcher(initial_game=games.ids()[0])
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    assert launcher.width() <= screen[0] and launcher.height() <= screen[1]
    return launcher


def pick_game(qtbot, launcher: Launcher, game_id: str) -> None:
    """A click on the game's card in the list."""
    row = launcher.game_ids.index(game_id)
    item = launcher.game_list.item(row)
    launcher.game_list.scrollToItem(item)
    rect = launcher.game_list.visualItemRect(item)
    qtbot.mouseClick(launcher.game_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert launcher.game_id == game_id


def pick_people(qtbot, launcher: Launcher, n: int) -> None:
    qtbot.mouseClick(launcher.player_count.buttons[n], Qt.MouseButton.LeftButton)
    assert launcher.player_count.value() == n


def shown_in(widget: QWidget, area: QWidget) -> bool:
    """``widget`` lies whole inside ``area`` (a scroll area's viewport, say)."""
    top_left = widget.mapTo(area, QPoint(0, 0))
    return QRect(QPoint(0, 0), area.size()).contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("screen", LAPTOPS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_game_shows_its_seats_and_whole_labels_and_keeps_the_window_width(qtbot, monkeypatch, screen):
    launcher = open_on(qtbot, monkeypatch, screen)
    width = launcher.width()
    problems = []
    for game_id in games.ids():
        pick_game(qtbot, launcher, game_id)  # a person picked it: its bots load
        info = games.info(game_id)
        pick_people(qtbot, launcher, info.max_people)
        qtbot.wait(10)
        if launcher.width() != width:
            problems.append(f"{game_id}: the window went from {width} to {launcher.width()} px")
        rows = launcher.seating()
        viewport = launcher.seat_area.viewport()
        for seat in range(len(rows)):
            kind = launcher.seat_widgets[seat].kind
            if len(rows) <= 5 and not shown_in(kind, viewport):
                problems.append(f"{game_id}: seat {seat + 1} of {len(rows)} is not whole in sight")
            problems += [f"{game_id}: seat {seat + 1} cuts {text!r}" for text in cut_choices(kind)]
        for key, box in launcher.option_boxes.items():
            problems += [f"{game_id}: option {key} cuts {text!r}" for text in cut_choices(box)]
    assert problems == []


@pytest.mark.parametrize("screen", [*LAPTOPS, (1280, 680)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_hookys_five_seats_need_no_scrolling(qtbot, monkeypatch, screen):
    """Also where a taskbar leaves a 1280x720 laptop 680 px of room."""
    launcher = open_on(qtbot, monkeypatch, screen)
    pick_game(qtbot, launcher, "hooky")
    pick_people(qtbot, launcher, 5)
    qtbot.wait(10)
    assert launcher.seat_area.verticalScrollBar().maximum() == 0
    fifth = launcher.seat_widgets[4]
    assert shown_in(fifth.kind, launcher.seat_area.viewport()) and shown_in(fifth.mark, launcher.seat_area.viewport())


@pytest.mark.parametrize("screen", [*LAPTOPS, (1280, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_twelve_people_are_each_reached_by_tab_and_by_the_wheel(qtbot, monkeypatch, screen):
    """1280x600: a screen short enough that the rows must scroll."""
    launcher = open_on(qtbot, monkeypatch, screen)
    pick_game(qtbot, launcher, "eselsbruecke")
    pick_people(qtbot, launcher, 12)
    qtbot.wait(10)
    viewport = launcher.seat_area.viewport()
    first = launcher.people_edits[0]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    reached = []
    for _ in range(3 * len(launcher.seating())):  # two names and who plays, a row
        focused = QApplication.focusWidget()
        assert focused is not None and shown_in(focused, viewport), focused
        reached.append(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    assert set(launcher.people_edits) <= set(reached)
    # Back at the top, the wheel brings the last row into sight, and it takes a click.
    bar = launcher.seat_area.verticalScrollBar()
    bar.setValue(0)
    last = launcher.seat_widgets[len(launcher.seating()) - 1]
    if bar.maximum() == 0:  # all six rows in sight
        assert shown_in(last.kind, viewport)
        return
    assert not shown_in(last.kind, viewport)
    for _ in range(20):
        qtbot.wait(1)
        wheel(viewport)
    assert shown_in(last.kind, viewport)
    qtbot.mouseClick(last.kind, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: last.kind.view().isVisible(), timeout=2000)
    last.kind.hidePopup()


def wheel(widget: QWidget) -> None:
    """One notch of the mouse wheel, down, over the middle of ``widget``."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_label_check_sees_a_cut_label(qtbot, monkeypatch):
    """The check above is no formality: a list squeezed narrower than a bot's label fails it."""
    launcher = open_on(qtbot, monkeypatch, LAPTOPS[0])
    pick_game(qtbot, launcher, "hooky")
    qtbot.wait(10)
    kind = launcher.seat_widgets[1].kind
    assert cut_choices(kind) == []
    kind.setFixedWidth(40)  # the levels' names are short: a sliver of a list cuts them
    assert "Normal" in cut_choices(kind)
