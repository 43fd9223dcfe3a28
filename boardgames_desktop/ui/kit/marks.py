"""Seat marks: every seat colour also carried by a shape.

``theme.SEATS[i]`` pairs a colour with a mark (ring, dot, bar, cross, star, ...), so
a seat is told apart without colour too (colour-blind players, a washed-out
projector, a black-and-white printout). This is the one Qt painter for those
marks; boards, the launcher, the players panel and the curtain all use it.

    path = mark_path("ring", centre, 6.0)        # a filled shape, radius 6
    paint_seat_token(painter, seat, centre, 12)  # seat colour disc, mark inside
    SeatMark(seat)                               # the same as a small widget

Marks are filled paths (a ring is an annulus), so they scale with their radius
and stay sharp at any zoom or screen density. Seat 1's ring and seat 2's dot
are the marks the held-hands pawns carry.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from ... import theme
from ...core.i18n import _

#: Every mark this painter draws; ``theme.SEATS`` picks one per seat.
MARKS = (
    "ring", "dot", "bar", "cross", "star",
    "triangle", "square", "diamond", "hexagon", "plus", "heart", "crescent", "chevron",
)


def seat_style(seat: int) -> dict:
    """The colour, mark and colour name of ``seat`` (0-based). A seat the palette has
    no pair for is an error, never a repeat: two seats must not look alike."""
    if not 0 <= seat < len(theme.SEATS):
        raise IndexError(f"theme.SEATS has {len(theme.SEATS)} seat styles; there is none for seat {seat + 1}")
    return theme.SEATS[seat]


def seat_description(seat: int) -> str:
    """Words for a seat's token, for tooltips and screen readers: "plum, ring"."""
    style = seat_style(seat)
    return _("{colour}, {mark}").format(colour=_(style["name"]), mark=_(style["mark"]))


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor | str, b: QColor | str) -> float:
    """WCAG contrast ratio of two colours (1 = none, 21 = black on white)."""
    la, lb = sorted((_luminance(QColor(a)), _luminance(QColor(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def on_colour(colour: QColor | str) -> QColor:
    """White or ink, whichever reads better on ``colour`` (a mark drawn on a seat disc)."""
    white, ink = QColor("#FFFFFF"), QColor(theme.INK)
    return white if contrast_ratio(colour, white) >= contrast_ratio(colour, ink) else ink


def _circle(path: QPainterPath, c: QPointF, r: float) -> None:
    path.addEllipse(c, r, r)


def _bar(c: QPointF, length: float, thickness: float, angle_deg: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    rect = QRectF(-length / 2, -thickness / 2, length, thickness)
    path.addRoundedRect(rect, thickness * 0.3, thickness * 0.3)
    return QTransform().translate(c.x(), c.y()).rotate(angle_deg).map(path)


def _polygon(c: QPointF, points: list[tuple[float, float]], r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(c.x() + x * r, c.y() + y * r) for x, y in points]))
    path.closeSubpath()
    return path


def _regular(c: QPointF, sides: int, r: float, rotation: float = -90.0) -> QPainterPath:
    return _polygon(c, [(math.cos(math.radians(rotation + i * 360.0 / sides)),
                         math.sin(math.radians(rotation + i * 360.0 / sides))) for i in range(sides)], r)


def mark_path(mark: str, centre: QPointF, r: float) -> QPainterPath:
    """The filled outline of ``mark`` centred on ``centre``, fitting a circle of radius ``r``."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    if mark == "ring":
        _circle(path, centre, r * 0.82)
        _circle(path, centre, r * 0.45)  # odd-even: the hole
    elif mark == "dot":
        _circle(path, centre, r * 0.68)
    elif mark == "bar":
        path = _bar(centre, r * 1.8, r * 0.62)
    elif mark == "cross":
        path = _bar(centre, r * 1.9, r * 0.5, 45.0).united(_bar(centre, r * 1.9, r * 0.5, -45.0))
    elif mark == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.42
            angle = math.radians(-90.0 + i * 36.0)
            points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)))
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    elif mark == "triangle":
        path = _regular(centre, 3, r).translated(0, r * 0.12)  # optically centred
    elif mark == "square":
        path.addRect(QRectF(centre.x() - r * 0.66, centre.y() - r * 0.66, r * 1.32, r * 1.32))
    elif mark == "diamond":
        path = _polygon(centre, [(0, -1), (0.72, 0), (0, 1), (-0.72, 0)], r)
    elif mark == "hexagon":
        path = _regular(centre, 6, r * 0.86, 0.0)
    elif mark == "plus":
        path = _bar(centre, r * 1.8, r * 0.5, 0.0).united(_bar(centre, r * 1.8, r * 0.5, 90.0))
    elif mark == "heart":
        heart = QPainterPath()
        heart.moveTo(0, 0.9)
        heart.cubicTo(-0.2, 0.62, -1.0, 0.2, -0.95, -0.32)
        heart.cubicTo(-0.9, -0.85, -0.2, -0.95, 0, -0.45)
        heart.cubicTo(0.2, -0.95, 0.9, -0.85, 0.95, -0.32)
        heart.cubicTo(1.0, 0.2, 0.2, 0.62, 0, 0.9)
        path = QTransform().translate(centre.x(), centre.y()).scale(r, r).map(heart)
    elif mark == "crescent":
        outer = QPainterPath()
        outer.addEllipse(centre, r * 0.85, r * 0.85)
        bite = QPainterPath()
        bite.addEllipse(QPointF(centre.x() + r * 0.42, centre.y() - r * 0.12), r * 0.66, r * 0.66)
        path = outer.subtracted(bite).translated(r * 0.073, 0)  # its box centred
    elif mark == "chevron":
        path = _polygon(centre, [(-0.9, -0.25), (0, 0.55), (0.9, -0.25), (0.9, 0.25), (0, 1.0), (-0.9, 0.25)], r)
        path = path.translated(0, -r * 0.35)
    else:
        raise ValueError(f"unknown seat mark {mark!r}")
    return path


def paint_mark(painter: QPainter, mark: str, centre: QPointF, r: float, colour: QColor | str) -> None:
    """Fill ``mark`` in ``colour``; the painter's pen and brush are left as they were."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawPath(mark_path(mark, centre, r))
    painter.restore()


def paint_seat_token(painter: QPainter, seat: int, centre: QPointF, r: float) -> None:
    """A disc of radius ``r`` in the seat's colour with the seat's mark inside it.

    The disc gets a thin darker edge so a light seat colour (amber) still shows
    its outline on paper; the mark is white or ink, whichever contrasts more.
    """
    style = seat_style(seat)
    colour = QColor(style["colour"])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(135), max(1.0, r * 0.08)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, r, r)
    painter.restore()
    paint_mark(painter, style["mark"], centre, r * 0.6, on_colour(colour))


class SeatMark(QWidget):
    """A seat's token (colour disc with its mark) as a widget, sized to the text beside it."""

    def __init__(self, seat: int, diameter: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.seat = seat
        self._diameter = diameter
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._describe()

    def _describe(self) -> None:
        words = seat_description(self.seat)
        self.setToolTip(_("Seat {n}: {mark}").format(n=self.seat + 1, mark=words))
        self.setAccessibleName(_("Seat {n} mark: {mark}").format(n=self.seat + 1, mark=words))

    @property
    def mark(self) -> str:
        return seat_style(self.seat)["mark"]

    @property
    def colour(self) -> str:
        return seat_style(self.seat)["colour"]

    def set_seat(self, seat: int) -> None:
        self.seat = seat
        self._describe()
        self.update()

    def set_diameter(self, diameter: int | None) -> None:
        self._diameter = diameter
        self.updateGeometry()
        self.update()

    def diameter(self) -> int:
        if self._diameter:
            return self._diameter
        return max(18, round(self.fontMetrics().height() * 1.25))

    def sizeHint(self) -> QSize:
        d = self.diameter() + 4
        return QSize(d, d)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        r = min(self.width(), self.height()) / 2.0 - 2.0
        paint_seat_token(painter, self.seat, QPointF(self.width() / 2.0, self.height() / 2.0), r)
        painter.end()
