"""Colours, geometry and small painters shared by the Inner Compass table and projector.

The table is painted in one logical 1600 x 1000 space scaled to the widget, so
it stays vector-sharp at any size; the projector uses the same painter with the
dark palette. Colours and symbols come from ``data.py`` and ``theme.py``, the
same the printed sheets use.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from .... import theme
from ....core.i18n import _
from ....ui.kit.legible import legible_px
from ....ui.kit.marks import on_colour, paint_mark, paint_seat_token, seat_style
from .. import data

W, H = 1600.0, 1000.0
#: The widest logical space: a wider window than 16:9 gets margins, not ever longer panels.
W_MAX = 1900.0
# The main board: 6 x 6 cells of 100, four life boards of 3 x 3.
BX, BY, CELL = 130.0, 152.0, 110.0
BS = CELL * data.GRID
SIDE_W, SIDE_H = 72.0, 100.0
SIDE_GAP = 22.0
# The right-hand panels: from PX to the right edge (less a margin), at least PW wide.
PX, PW = 900.0, 680.0
MARGIN = 20.0
ROW_H = 70.0


@dataclass(frozen=True)
class Palette:
    bg: str
    field: str
    ink: str
    soft: str
    rule: str
    card: str
    frame: str
    edge: str        # the outline of a coloured cell, token or space
    projector: bool


LIGHT = Palette(theme.PAPER, theme.PAPER_DEEP, theme.INK, theme.INK_SOFT, theme.RULE, "#FFFDF8", "#5E564D",
                theme.INK, False)
# On the projector the cells keep their colours; a light edge keeps black cells apart from the dark ground.
DARK = Palette(theme.PROJECTOR_BG, "#2A2622", theme.PROJECTOR_INK, "#CFC6B8", "#6D655B", "#F3EDE2", "#8C8377",
               "#B8AEA0", True)


#: The widgets being painted, innermost last: a layer painted into a pixmap (or a
#: recorded picture, to lay the panels out) still knows whose legible minimum it keeps.
_PAINTING: list[QWidget] = []


@contextmanager
def painting(widget: QWidget) -> Iterator[None]:
    """Paint for ``widget``, whatever the device (a kept pixmap, a recorded picture)."""
    _PAINTING.append(widget)
    try:
        yield
    finally:
        _PAINTING.pop()


def legible(p: QPainter) -> float:
    """The smallest text size in ``p``'s units, for the widget being painted (on the
    projector a share of its height), else for ``p``'s own device."""
    return legible_px(p, _PAINTING[-1] if _PAINTING else None)


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(theme.FONT_FAMILY)
    f.setPixelSize(max(1, math.ceil(px - 1e-6)))
    f.setBold(bold)
    return f


def cell_rect(cell: int) -> QRectF:
    r, c = divmod(cell, data.GRID)
    # A gap between the four life boards frames them as quadrants.
    gx = 8.0 if c >= data.LIFE else 0.0
    gy = 8.0 if r >= data.LIFE else 0.0
    return QRectF(BX - 4.0 + c * CELL + gx, BY - 4.0 + r * CELL + gy, CELL, CELL)


def quadrant_rect(q: int) -> QRectF:
    first = (q // 2) * data.LIFE * data.GRID + (q % 2) * data.LIFE
    last = first + (data.LIFE - 1) * data.GRID + data.LIFE - 1
    return cell_rect(first).united(cell_rect(last))


#: The radius of a life board's letter badge, at the board's outer corner.
BADGE_R = 19.0


def quadrant_label_rect(q: int) -> QRectF:
    """Where life board ``q``'s letter stands: a badge off the quadrant's outer corner,
    clear of the cells, the column letters and the row numbers (the Diversity tile
    counts life boards, so they must read at a glance)."""
    frame = quadrant_rect(q).adjusted(-4, -4, 4, 4)
    right, low = q % 2 == 1, q >= 2
    d = 4 + BADGE_R
    cx = frame.right() + d if right else frame.left() - d
    cy = frame.bottom() + d if low else frame.top() - d
    return QRectF(cx - BADGE_R, cy - BADGE_R, 2 * BADGE_R, 2 * BADGE_R)


def side_rect(k: int) -> QRectF:
    """The face-up card beside north, east, south or west."""
    board = quadrant_rect(0).united(quadrant_rect(3))
    cx, cy = board.center().x(), board.center().y()
    if k == 0:
        return QRectF(cx - SIDE_W / 2, board.top() - SIDE_GAP - SIDE_H, SIDE_W, SIDE_H)
    if k == 2:
        return QRectF(cx - SIDE_W / 2, board.bottom() + SIDE_GAP, SIDE_W, SIDE_H)
    if k == 3:
        return QRectF(board.left() - SIDE_GAP - SIDE_W, cy - SIDE_H / 2, SIDE_W, SIDE_H)
    return QRectF(board.right() + SIDE_GAP, cy - SIDE_H / 2, SIDE_W, SIDE_H)


def symbol_path(colour: str, centre: QPointF, r: float) -> QPainterPath:
    """The emotion's symbol (data.SYMBOLS are y-down, like the screen)."""
    unit = data.SYMBOLS[data.EMOTION_SYMBOL[colour]]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(centre.x() + x * r, centre.y() + y * r) for x, y in unit]))
    path.closeSubpath()
    return path


def paint_symbol(p: QPainter, colour: str, centre: QPointF, r: float, *, on_colour: bool) -> None:
    """On its colour field (drawn in the field's ink) or on a neutral ground (in its colour)."""
    path = symbol_path(colour, centre, r)
    p.save()
    if on_colour:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(data.EMOTION_ON[colour]))
    else:
        p.setPen(QPen(QColor(theme.INK if colour == "W" else data.EMOTION_HEX[colour]), max(1.0, r * 0.08)))
        p.setBrush(QColor(data.EMOTION_HEX[colour]))
    p.drawPath(path)
    p.restore()


def paint_emotion_field(p: QPainter, colour: str, rect: QRectF, *, radius: float = 10.0,
                        symbol: float = 0.26, edge: str = theme.INK) -> None:
    """A coloured rounded field with its symbol: a cell, a card's face, a player-board space."""
    p.save()
    p.setPen(QPen(QColor(edge), 1.5))
    p.setBrush(QColor(data.EMOTION_HEX[colour]))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()
    if symbol:
        paint_symbol(p, colour, rect.center(), min(rect.width(), rect.height()) * symbol, on_colour=True)


def paint_card(p: QPainter, colour: str | None, rect: QRectF, pal: Palette, *, glow: bool = False) -> QRectF | None:
    """A face-up emotion card (or an empty slot). Returns, where the emotion's name fitted
    on the card, the coloured field under it (else None: where letters are large it does
    not fit, and the caller says it beside the card)."""
    p.save()
    if glow:
        p.setPen(QPen(QColor(theme.HIGHLIGHT), 7.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 11, 11)
    if colour is None:
        p.setPen(QPen(QColor(pal.rule), 2.0, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, 8, 8)
        p.restore()
        return None
    p.setPen(QPen(QColor(pal.frame), 1.5))
    p.setBrush(QColor(pal.card))
    p.drawRoundedRect(rect, 8, 8)
    p.setFont(font(max(13.0, legible(p)), True))
    metrics = p.fontMetrics()
    name = _(data.EMOTION_NAME[colour])
    fits = metrics.horizontalAdvance(name) <= rect.width() - 4
    # The name's band is as tall as its letters, descenders too; the field takes the rest.
    band = max(20.0, float(metrics.height())) if fits else 17.0
    inner = rect.adjusted(7, band + 4, -7, -7)
    paint_emotion_field(p, colour, inner, radius=6.0, symbol=0.3, edge=theme.INK)
    if fits:
        p.setPen(QColor(theme.INK))
        p.drawText(QRectF(rect.left(), rect.top() + 2, rect.width(), band),
                   Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, name)
    p.restore()
    return inner if fits else None


def paint_cube(p: QPainter, seat: int, centre: QPointF, size: float) -> None:
    """A player's cube: a rounded square in the seat colour with its mark."""
    style = seat_style(seat)
    colour = QColor(style["colour"])
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    p.save()
    p.setPen(QPen(QColor("#FFFFFF"), 2.0))
    p.setBrush(colour)
    p.drawRoundedRect(rect, 4, 4)
    p.restore()
    paint_mark(p, style["mark"], centre, size * 0.32, on_colour(colour))


def paint_pawn(p: QPainter, seat: int, centre: QPointF, r: float) -> None:
    p.save()
    p.setPen(QPen(QColor("#FFFFFF"), 4.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, r + 2, r + 2)
    p.setPen(QPen(QColor(theme.INK), 1.5))
    p.drawEllipse(centre, r + 4, r + 4)
    p.restore()
    paint_seat_token(p, seat, centre, r)


def paint_text(p: QPainter, rect: QRectF, text: str, px: float, colour: str, *, bold: bool = False,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
               wrap: bool = False) -> None:
    p.save()
    p.setPen(QColor(colour))
    p.setFont(font(max(px, legible(p)), bold))  # never under the legible minimum on the screen
    flags = align | (Qt.TextFlag.TextWordWrap if wrap else Qt.AlignmentFlag(0))
    if not wrap:
        text = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        # One line, elided to the width: where the legible minimum makes the letters
        # taller than the box, drawText's clipping would cut their tops and tails.
        flags |= Qt.TextFlag.TextDontClip
    p.drawText(rect, flags, text)
    p.restore()


def panel(p: QPainter, rect: QRectF, pal: Palette, title: str = "") -> QRectF:
    """A panel's ground and title; returns the room under the title."""
    p.save()
    p.setPen(QPen(QColor(pal.rule), 1.2))
    p.setBrush(QColor(pal.field))
    p.drawRoundedRect(rect, 10, 10)
    p.restore()
    if not title:
        return rect.adjusted(10, 8, -10, -8)
    paint_text(p, QRectF(rect.left() + 12, rect.top() + 6, rect.width() - 24, 26), title, 17, pal.ink, bold=True)
    return rect.adjusted(10, 36, -10, -8)
