"""Drawing pieces every Inner Compass sheet shares: emotion symbols, cells, seat tokens.

Every emotion is drawn as its colour *and* its symbol (and, where there is
room, its name), so the set plays in black and white and for colour-blind
players. In ink-saver mode nothing large is filled: colours become thick
outlines and coloured symbols.
"""

from __future__ import annotations

from .... import theme
from ....core.i18n import _
from ....printing.pen import INK_SAVER_MAX_FILL, WHITE, Pen
from ....printing.seatmarks import seat_mark  # the one paper drawing of the seat marks
from .. import data

__all__ = [
    "TILE_KIND_HEX",
    "TILE_SIZE",
    "colour_of",
    "emotion_cell",
    "emotion_symbol",
    "mark_of",
    "seat_mark",
    "seat_token",
]

#: Sticky notes on a soft yellow, memos on a soft blue (the tiles' backs and fronts).
TILE_KIND_HEX = {"sticky": "#F5E6A6", "memo": "#D8E4EF"}
#: A quality tile, landscape, in mm: it fits a slot of the qualities board.
TILE_SIZE = (62.0, 38.0)


def colour_of(seat: int) -> str:
    return data.PLAYER_COLOURS[seat]["colour"]


def mark_of(seat: int) -> str:
    return data.PLAYER_COLOURS[seat]["mark"]


def emotion_symbol(pen: Pen, colour: str, cx: float, cy: float, r: float, *, fill: str | None,
                   stroke: str | None = None, width: float = 0.4) -> None:
    """The emotion's symbol (data.SYMBOLS are y-down; paper is y-up). A big symbol
    on an ink-saver sheet is drawn as a thick outline instead of a fill."""
    unit = data.SYMBOLS[data.EMOTION_SYMBOL[colour]]
    points = [(cx + x * r, cy - y * r) for x, y in unit]
    if pen.ink_saver and fill is not None and _box_area(points) > INK_SAVER_MAX_FILL * 0.9:
        pen.polygon(points, stroke=stroke or fill, width=1.8)
        return
    pen.polygon(points, fill=fill, stroke=stroke, width=width)


def _box_area(points: list[tuple[float, float]]) -> float:
    """The area of the symbol's bounding box: what a reader of the PDF sees filled."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (max(xs) - min(xs)) * (max(ys) - min(ys))


def symbol_on_paper(pen: Pen, colour: str, cx: float, cy: float, r: float) -> None:
    """The symbol in its colour on paper (white, the colour of love, gets an ink outline)."""
    hexv = data.EMOTION_HEX[colour]
    edge = theme.INK if colour == "W" else hexv
    emotion_symbol(pen, colour, cx, cy, r, fill=hexv, stroke=edge, width=0.5 if colour == "W" else 0.2)


def emotion_cell(pen: Pen, colour: str, x: float, y: float, w: float, h: float, *, radius: float = 1.5,
                 name_size: float = 0.0) -> None:
    """A coloured field with its symbol (and the emotion's name under it when
    ``name_size`` is given): a board cell, a player-board space, a card band."""
    hexv = data.EMOTION_HEX[colour]
    cx, cy = x + w / 2, y + h / 2 + (h * 0.08 if name_size else 0.0)
    r = min(w, h) * 0.25
    if pen.ink_saver:
        pen.rect(x + 1.0, y + 1.0, w - 2.0, h - 2.0, stroke=hexv if colour != "W" else theme.INK,
                 width=2.6 if colour != "W" else 0.8, radius=radius)
        symbol_on_paper(pen, colour, cx, cy, r)
        ink = theme.INK
    else:
        pen.rect(x, y, w, h, fill=hexv, stroke=theme.INK, width=0.5, radius=radius)
        on = data.EMOTION_ON[colour]
        emotion_symbol(pen, colour, cx, cy, r, fill=on, stroke=on, width=0.2)
        ink = on
    if name_size:
        pen.text(cx, y + h * 0.1, _(data.EMOTION_NAME[colour]), size=name_size, bold=True, fill=ink,
                 align="center")


def seat_token(pen: Pen, seat: int, cx: float, cy: float, r: float, *, label: str = "", size: float = 6.0) -> None:
    """A round token in the seat's colour with its mark (and a word under the mark)."""
    col = colour_of(seat)
    if pen.ink_saver:
        pen.circle(cx, cy, r - 0.6, stroke=col, width=2.4)
        seat_mark(pen, mark_of(seat), cx, cy + (r * 0.15 if label else 0.0), r * 0.45, col)
        ink = theme.INK
    else:
        pen.circle(cx, cy, r + pen.bleed, fill=col)
        seat_mark(pen, mark_of(seat), cx, cy + (r * 0.15 if label else 0.0), r * 0.45, WHITE)
        ink = WHITE
    if label:
        pen.text(cx, cy - r * 0.62, label, size=size, bold=True, fill=ink, align="center")
