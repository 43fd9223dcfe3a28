"""The 69 emotion cards and the 16 quality tiles, fronts and backs."""

from __future__ import annotations

import math

from .... import theme
from ....core.i18n import _, ngettext
from ....printing import Card, CardDeck
from ....printing.pen import WHITE, Pen
from .. import data
from .common import (
    TILE_KIND_HEX,
    TILE_SIZE,
    emotion_cell,
    emotion_symbol,
    symbol_on_paper,
)

#: Tiles whose count cannot pass the table's end (4 corners, 4 life boards): no "+" on the last column.
CLOSED_TABLES = ("solitude", "diversity")


# -- emotion cards ----------------------------------------------------------------------------
def emotion_front(colour: str):
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        w, h = pen.width, pen.height
        safe = pen.text_box
        assert safe is not None  # a card frame always has its safe zone
        hexv = data.EMOTION_HEX[colour]
        ink = theme.INK if colour == "W" else hexv
        pen.card_background(theme.PAPER)
        pen.card_frame(colour=theme.RULE if colour == "W" else hexv, width=1.2)
        # Corner symbols, so a fanned hand shows every card's emotion.
        r = 2.6 * s
        for x in (safe.x + r, safe.x1 - r):
            symbol_on_paper(pen, colour, x, safe.y1 - r, r)
        name = _(data.EMOTION_NAME[colour])
        size = pen.fit_size(name, safe.w - 4 * r - 2, size=15 * s, bold=True)
        pen.text(w / 2, safe.y1 - 6.2 * s, name, size=size, bold=True, fill=ink, align="center")
        pen.text(w / 2, safe.y1 - 10.6 * s, _(data.COLOUR_NAME[colour]), size=8 * s, fill=theme.INK_SOFT,
                 align="center")
        field_h = h * 0.44
        emotion_cell(pen, colour, safe.x + 1.0, h * 0.28, safe.w - 2.0, field_h, radius=3.0)
        n = data.BASE_COST[colour]
        cost = ngettext("a memory: {n} card", "a memory: {n} cards", n).format(n=n)
        pen.text(w / 2, safe.y + 5.2 * s, cost, size=7.5 * s, fill=theme.INK, align="center")
        dot = 1.5 * s
        for i in range(n):
            x = w / 2 + (i - (n - 1) / 2) * (2 * dot + 1.2)
            emotion_symbol(pen, colour, x, safe.y + 1.4 * s + dot, dot, fill=hexv,
                           stroke=theme.INK if colour == "W" else hexv, width=0.3)

    return draw


def compass_rose(pen: Pen, cx: float, cy: float, r: float, *, fill: str, stroke: str = theme.INK) -> None:
    """Four long points (north, east, south, west) and four short ones."""
    pts = []
    for i in range(16):
        k = i % 4
        radius = r if k == 0 else (r * 0.22 if k % 2 else r * 0.5)
        # i = 0 points north; paper is y-up.
        a = math.radians(90 - i * 22.5)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    pen.polygon(pts, fill=None if pen.ink_saver else fill, stroke=stroke, width=0.6)
    pen.circle(cx, cy, r * 0.12, fill=WHITE, stroke=stroke, width=0.5)


def emotion_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER_DEEP)
    pen.card_frame()
    cx, cy = w / 2, h * 0.56
    r = w * 0.3
    pen.circle(cx, cy, r * 1.08, stroke=theme.INK_SOFT, width=0.6)
    # The five emotions around the rose.
    for i, colour in enumerate(data.EMOTIONS):
        a = math.radians(90 + 36 + i * 72)
        symbol_on_paper(pen, colour, cx + r * 1.08 * math.cos(a), cy + r * 1.08 * math.sin(a), 3.0 * s)
    compass_rose(pen, cx, cy, r * 0.85, fill=theme.HIGHLIGHT_SOFT)
    pen.text(cx, h * 0.2, _("Inner Compass"), size=12 * s, bold=True, fill=theme.INK, align="center")
    assert pen.text_box is not None
    pen.text(cx, pen.text_box.y + 1.0, _("emotion card"), size=6.5 * s, fill=theme.INK_SOFT, align="center")


def emotion_deck() -> CardDeck:
    cards = tuple(
        Card(emotion_front(c), name=c) for c in data.EMOTIONS for _k in range(data.CARD_COUNTS[c])
    )
    return CardDeck(_("Emotion cards"), cards, back=emotion_back)


# -- quality tiles ------------------------------------------------------------------------------
def _kind_name(kind: str) -> str:
    return _("sticky note") if kind == "sticky" else _("memo")


def quality_front(tile: data.QualityTile):
    def draw(pen: Pen) -> None:
        safe = pen.text_box
        assert safe is not None  # a card frame always has its safe zone
        pen.card_background(TILE_KIND_HEX[tile.kind])
        if pen.ink_saver:
            pen.card_frame(colour=theme.INK_SOFT, inset=1.6, width=0.8)
        top = safe.y1
        pen.text(safe.x, top - 2.4, _kind_name(tile.kind), size=6, fill=theme.INK_SOFT)
        title = _(tile.title)
        chip = 3.0 if tile.colour else 0.0
        size = pen.fit_size(title, safe.w - 2 * chip - 1.5, size=9.5, bold=True)
        pen.text(safe.x, top - 6.4, title, size=size, bold=True)
        if tile.colour:
            symbol_on_paper(pen, tile.colour, safe.x1 - chip, top - 5.0, chip)
        y = pen.paragraph(safe.x, top - 8.0, safe.w, _(tile.text), size=6.3, fill=theme.INK)
        _ep_table(pen, tile, safe.x, safe.y, safe.w, max(6.0, min(8.5, y - safe.y - 0.5)))

    return draw


def _ep_table(pen: Pen, tile: data.QualityTile, x: float, y: float, w: float, h: float) -> None:
    """Counted things over EP, as small boxes along the tile's foot."""
    if tile.per:
        label = _("each: {ep} EP").format(ep=tile.per)
        pen.rect(x, y, w, h, stroke=theme.INK_SOFT, width=0.4, radius=1.0)
        pen.text(x + w / 2, y + h / 2 - 1.0, label, size=6.5, bold=True, align="center")
        return
    n = len(tile.table)
    cw = w / n
    for i, ep in enumerate(tile.table):
        count = str(i + 1) + ("+" if i == n - 1 and tile.rule not in CLOSED_TABLES else "")
        cx = x + i * cw
        pen.rect(cx, y, cw, h, stroke=theme.INK_SOFT, width=0.4)
        pen.text(cx + cw / 2, y + h * 0.58, count, size=6, fill=theme.INK_SOFT, align="center")
        pen.text(cx + cw / 2, y + h * 0.14, str(ep), size=6.6, bold=True, align="center")


def quality_back(kind: str):
    def draw(pen: Pen) -> None:
        w, h = pen.width, pen.height
        pen.card_background(TILE_KIND_HEX[kind])
        pen.card_frame(colour=theme.INK_SOFT, inset=1.6, width=0.8)
        compass_rose(pen, w * 0.22, h / 2, h * 0.3, fill=theme.PAPER)
        pen.text(w * 0.62, h / 2 - 1.2, _kind_name(kind), size=11, bold=True, align="center")
        pen.text(w * 0.62, h / 2 - 6.0, _("quality tile"), size=6.5, fill=theme.INK_SOFT, align="center")

    return draw


def quality_deck() -> CardDeck:
    cards = tuple(Card(quality_front(t), back=quality_back(t.kind), name=t.id) for t in data.QUALITY_TILES)
    # Yellow sticky notes and blue memos run to their edges: each keeps its own bleed, so a
    # cut a little off never leaves the neighbour's colour on a tile.
    return CardDeck(_("Quality tiles"), cards, size=TILE_SIZE, full_bleed=True)
