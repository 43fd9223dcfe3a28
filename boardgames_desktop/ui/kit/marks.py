"""Seat marks: every seat colour also carried by a shape.

``theme.SEATS[i]`` pairs a colour with a mark (ring, dot, bar, cross, star,
triangle, ... one different shape a seat, twelve in all), so a seat is told
apart without colour too (colour-blind players, a washed-out
projector, a black-and-white printout). This is the one Qt painter for those
marks; boards, the launcher, the players panel and the curtain all use it.

    path = mark_path("ring", centre, 6.0)        # a filled shape, radius 6
    paint_seat_token(painter, seat, centre, 12)  # seat colour disc, mark inside
    SeatMark(seat)                               # the same as a small widget

Marks are filled paths built from ``theme.SEAT_MARKS`` (the same geometry the
printed sheets use; a ring is an annulus), so they scale with their radius and
stay sharp at any zoom or screen density. Seat 1's ring and seat 2's dot
are the marks the held-hands pawns carry.

The launcher shows these tokens in the app's first window, so they are
painted without touching the ``Qt`` namespace: the first use of any of its
enums (a pen style, a fill rule, a widget attribute, even resolving
``QPen(colour)``) makes PySide build all of them, about 35 ms of CPU at
start-up (``bench/``, ``tests/ui/test_launcher.py``). Shapes are filled
(``fillPath``) with a solid brush; the disc's edge is a ring of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ... import theme
from ...core.i18n import _
from .paintguard import guarded_paint

MARKS = tuple(style["mark"] for style in theme.SEATS)


def seat_style(seat: int) -> dict[str, str]:
    """The colour, mark and colour name of ``seat`` (0-based). The palette has a pair
    for every seat a game may have; a seat outside it is a bug, not a reason to repeat one."""
    if not 0 <= seat < len(theme.SEATS):
        raise ValueError(f"seat {seat} has no colour: the palette holds {len(theme.SEATS)} seats")
    return theme.SEATS[seat]


def seat_description(seat: int) -> str:
    """Words for a seat's token, for tooltips and screen readers: "plum, ring"."""
    seat_style(seat)  # a seat outside the palette is a bug, said here
    return theme.seat_description(seat)


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor | str, b: QColor | str) -> float:
    """WCAG contrast ratio of two colours (1 = none, 21 = black on white)."""
    la, lb = sorted((_luminance(_qcolor(a)), _luminance(_qcolor(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _qcolor(colour: QColor | str) -> QColor:
    # QColor(QColor) is resolved against QColor(Qt.GlobalColor): see the module docstring.
    return colour if isinstance(colour, QColor) else QColor(colour)


def solid_brush(colour: QColor | str) -> QBrush:
    """A solid brush of ``colour``. (``QBrush(colour)`` would build the Qt
    namespace's enums; a palette hands out the same brush without them.)"""
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, _qcolor(colour))
    return palette.brush(QPalette.ColorRole.Window)


def on_colour(colour: QColor | str) -> QColor:
    """White or ink, whichever reads better on ``colour`` (a mark drawn on a seat disc)."""
    white, ink = QColor("#FFFFFF"), QColor(theme.INK)
    return white if contrast_ratio(colour, white) >= contrast_ratio(colour, ink) else ink


def mark_path(mark: str, centre: QPointF, r: float) -> QPainterPath:
    """The filled outline of ``mark`` centred on ``centre``, fitting a circle of radius ``r``."""
    try:
        parts = theme.SEAT_MARKS[mark]
    except KeyError:
        raise ValueError(f"unknown seat mark {mark!r}") from None
    path = QPainterPath()  # odd-even filled (the default): a ring's inner circle is its hole
    for part in parts:
        if part[0] == "circle":
            _, cx, cy, radius = part
            path.addEllipse(QPointF(centre.x() + cx * r, centre.y() + cy * r), radius * r, radius * r)
        else:
            path.addPolygon(QPolygonF([QPointF(centre.x() + x * r, centre.y() + y * r) for x, y in part[1]]))
            path.closeSubpath()
    return path


def paint_mark(painter: QPainter, mark: str, centre: QPointF, r: float, colour: QColor | str) -> None:
    """Fill ``mark`` in ``colour``; the painter's pen and brush are left as they were."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(mark_path(mark, centre, r), solid_brush(colour))
    painter.restore()


def paint_seat_token(painter: QPainter, seat: int, centre: QPointF, r: float, ground: str = theme.PAPER) -> None:
    """A disc of radius ``r`` in the seat's colour with the seat's mark inside it.

    The disc gets an edge that stands out from ``ground`` (the colour under it):
    a darker shade of its own colour, or ink, or a light rim on the dark
    projector (``theme.token_edge``), so a light seat colour (amber) shows its
    outline on paper and a dark one (navy) on the projector; the mark is white
    or ink, whichever contrasts more.
    """
    style = seat_style(seat)
    colour = QColor(style["colour"])
    edge = max(1.0, r * 0.08)
    outer, inner = QPainterPath(), QPainterPath()
    outer.addEllipse(centre, r + edge / 2, r + edge / 2)
    inner.addEllipse(centre, r - edge / 2, r - edge / 2)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(outer, solid_brush(theme.token_edge(style["colour"], ground)))  # as a stroke would draw it
    painter.fillPath(inner, solid_brush(colour))
    painter.restore()
    paint_mark(painter, style["mark"], centre, r * 0.6, on_colour(colour))


class SeatMark(QWidget):
    """A seat's token (colour disc with its mark) as a widget, sized to the text beside it."""

    def __init__(self, seat: int, diameter: int | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.seat = seat
        self._diameter = diameter
        # No background of its own (a plain child widget paints none): the panel shows through.
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
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

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        r = min(self.width(), self.height()) / 2.0 - 2.0
        ground = self.palette().color(QPalette.ColorRole.Window).name()  # the panel under it
        paint_seat_token(painter, self.seat, QPointF(self.width() / 2.0, self.height() / 2.0), r, ground)
        painter.end()
