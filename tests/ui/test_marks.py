"""Every seat colour is also carried by a shape: the marks, and where the shell shows them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from boardgames_desktop import theme
from boardgames_desktop.ui.kit import marks
from boardgames_desktop.ui.kit.marks import (
    SeatMark,
    mark_path,
    on_colour,
    paint_seat_token,
)

from .conftest import settle


def _render(seat: int, size: int = 64) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(theme.PAPER))
    painter = QPainter(image)
    paint_seat_token(painter, seat, QPointF(size / 2, size / 2), size / 2 - 2)
    painter.end()
    return image


def _same(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


def test_every_seat_has_a_known_mark_and_the_marks_differ():
    assert [s["mark"] for s in theme.SEATS] == list(marks.MARKS)
    images = [_render(seat) for seat in range(len(theme.SEATS))]
    for i in range(len(images)):
        for j in range(i + 1, len(images)):
            assert images[i] != images[j]
    # The same picture in grey: the marks alone still tell the seats apart.
    greys = [img.convertToFormat(QImage.Format.Format_Grayscale8) for img in images]
    assert len({bytes(g.constBits()) for g in greys}) == len(greys)


@pytest.mark.parametrize("mark", marks.MARKS)
def test_mark_shapes_fit_their_circle(mark):
    c, r = QPointF(50, 50), 10.0
    path = mark_path(mark, c, r)
    box = path.boundingRect()
    assert not path.isEmpty()
    assert box.width() <= 2 * r + 0.01 and box.height() <= 2 * r + 0.01
    # Centred (a crescent leans by nature, so within a fifth of the radius).
    assert abs(box.center().x() - c.x()) <= 0.2 * r and abs(box.center().y() - c.y()) <= 0.2 * r


def test_every_mark_differs_in_grey():
    def render(mark: str) -> bytes:
        image = QImage(48, 48, QImage.Format.Format_Grayscale8)
        image.fill(QColor("#FFFFFF"))
        painter = QPainter(image)
        marks.paint_mark(painter, mark, QPointF(24, 24), 20, QColor("#000000"))
        painter.end()
        return bytes(image.constBits())

    assert len({render(mark) for mark in marks.MARKS}) == len(marks.MARKS)


def test_seat_one_is_a_ring_and_seat_two_a_dot_as_on_the_pawns():
    ring, dot = _render(0), _render(1)
    plum, amber = QColor(theme.SEATS[0]["colour"]), QColor(theme.SEATS[1]["colour"])
    # The ring's middle is hollow (seat colour); the dot's middle is the mark.
    assert _same(ring.pixelColor(32, 32), plum)
    assert _same(ring.pixelColor(32, 32 - 11), on_colour(plum))
    assert _same(dot.pixelColor(32, 32), on_colour(amber))
    # The mark is drawn in whichever of white and ink reads better on the colour.
    assert on_colour(plum) == QColor("#FFFFFF") and on_colour(amber) == QColor(theme.INK)
    assert marks.contrast_ratio(amber, on_colour(amber)) >= 4.5


def test_launcher_seats_show_colour_and_mark(qtbot, fake):
    from boardgames_desktop.ui.launcher import Launcher

    launcher = Launcher(initial_game=fake.GAME_ID)
    qtbot.addWidget(launcher)
    launcher.show()
    qtbot.waitExposed(launcher)
    qtbot.mouseClick(launcher.player_count.buttons[3], Qt.MouseButton.LeftButton)
    tokens = [sw.mark for sw in launcher.seat_widgets[:3]]
    assert all(isinstance(t, SeatMark) and t.isVisible() for t in tokens)
    assert [t.mark for t in tokens] == ["ring", "dot", "bar"]
    assert tokens[0].toolTip() == "Seat 1: plum, ring"
    picture = tokens[1].grab().toImage()
    centre = picture.pixelColor(picture.width() // 2, picture.height() // 2)
    assert _same(centre, on_colour(theme.SEATS[1]["colour"]))  # amber's dot, painted


def test_players_panel_and_curtain_show_the_marks(qtbot, make_match, make_window):
    match = make_match("human", "human", "bot:eager")
    window = make_window(match)
    rows = window.seat_rows
    assert [r.mark.mark for r in rows] == ["ring", "dot", "bar"]
    assert all(r.mark.isVisible() for r in rows)
    # Whose turn is written, not only highlighted in colour.
    assert [r.state_label.text() for r in rows] == ["to play", "", ""]
    assert window.curtain.mark.isVisible() and window.curtain.mark.mark == "ring"

    qtbot.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    qtbot.mouseClick(window.board.stake_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    qtbot.mouseClick(window.board.pass_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert [r.state_label.text() for r in rows] == ["", "to play", ""]
    assert window.curtain_up and window.curtain.mark.mark == "dot"
