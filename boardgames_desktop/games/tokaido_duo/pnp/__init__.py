"""Tokaido Duo: the complete print-and-play set, through the shared printing system.

Everything is drawn from ``data.py`` and the shared pictures in ``art.py``
(no publisher art): the map (``mapsheets``), six character boards, twenty
painting tiles with backs, specialty tokens, two-sided wave tiles, the hot
spring, goods, coins and gold, pawns and track markers, three dice nets with a
table for ordinary dice, and a rules summary. Every colour comes with a
picture or a mark, so the set plays in black and white.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .... import theme
from ....core.i18n import N_, _, join_clauses, join_list
from ....printing import Document, PrintOptions, Sheet, SheetPen
from ....printing.document import DrawFn
from ....printing.layout import Rect, mark_zone
from ....printing.packing import PackItem, packed_sheets
from ....printing.pen import Pen
from .. import data
from ..mapart import KIND_COLOUR, KIND_ICON
from .mapsheets import map_sheets, small_map_sheet
from .pdfart import icon

GAME = N_("Tokaido Duo")  # translated where printed
#: Painting tiles are squares of this side; the artist board's slots take them.
TILE_MM = 22.0
PAINTING_MM = TILE_MM
#: The pieces that lie on the map are sized to its spots (``mapsheets.spot_sizes``):
#: each a little smaller than its spot on the tiled map at its smallest (US Letter,
#: two tiles), and a small set for the map on one sheet.
WAVE_MM = 18.5
SPECIALTY_MM = 11.5
SPRING_MM = 16.0
SMALL_WAVE_MM = 14.0
SMALL_SPECIALTY_MM = 8.5
SMALL_SPRING_MM = 12.0
#: The colour markers beside a player's boards, and the small round pieces.
MARKER_MM = 22.0
SMALL_MM = 15.0
MM_PER_PT = 25.4 / 72


def seat_colour(seat: int) -> str:
    return data.SEATS[seat]["colour"]


def seat_word(seat: int) -> str:
    return _(data.SEATS[seat]["name"])


def _mark(pen: Pen, seat: int, cx: float, cy: float, r: float, colour: str) -> None:
    """The seat's mark: purple a ring, green a dot (so colour is never needed)."""
    if data.SEATS[seat]["mark"] == "ring":
        pen.circle(cx, cy, r * 0.75, stroke=colour, width=max(0.6, r * 0.9))
    else:
        pen.circle(cx, cy, r, fill=colour)


def _band(pen: Pen, seat: int, y: float, h: float, title: str, character: str) -> None:
    """A board's title band in the seat's colour (an outline in ink-saver mode)."""
    colour = seat_colour(seat)
    w = pen.width
    if pen.ink_saver:
        # The outline keeps inside the trim (nothing is stroked on a cut).
        inset = 2.0
        pen.rect(inset, y, w - 2 * inset, h - inset, stroke=colour, width=1.4, radius=1.5)
        ink = colour
    else:
        b = pen.bleed
        pen.rect(-b, y, w + 2 * b, h + b, fill=colour)
        ink = theme.PAPER
    icon(pen, character, 8.0, y + h / 2, h * 0.33, ink, paper=colour if not pen.ink_saver else theme.PAPER)
    pen.text(15.0, y + h / 2 - 1.6, title, size=10, bold=True, fill=ink)
    _mark(pen, seat, w - 8.0, y + h / 2, 2.4, ink)


def _cell(pen: Pen, x: float, y: float, w: float, h: float, *, fill: str | None = None,
          dash: Sequence[float] | None = None) -> None:
    pen.rect(x, y, w, h, stroke=theme.INK, width=0.7, radius=1.5, dash=dash,
             fill=None if pen.ink_saver else (fill or theme.PAPER))


def _wave_slot(pen: Pen, x: float, y: float, character: str) -> None:
    """The wave tile's place on a character board: as big as the tile and a millimetre more."""
    a, b = data.WAVE_SIDES[character]
    side = WAVE_MM + 1.0
    pen.rect(x, y, side, side, stroke=theme.INK_SOFT, width=0.7, radius=2.0, dash=(2, 1.5))
    cx = x + side / 2
    pen.text(cx, y + side - 5.2, _("wave tile"), size=6.5, fill=theme.INK_SOFT, align="center")
    pen.text(cx, y + side / 2 - 2.2, f"{_(data.WAVE_NAMES[a])} /", size=6, fill=theme.INK_SOFT, align="center")
    pen.text(cx, y + side / 2 - 5.0, _(data.WAVE_NAMES[b]), size=6, fill=theme.INK_SOFT, align="center")


# -- character boards ---------------------------------------------------------------------------
def draw_pilgrim_board(pen: Pen, seat: int) -> None:
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER)
    band = 11.0
    _band(pen, seat, h - band, band, _("Pilgrim · {colour}").format(colour=seat_word(seat)), "pilgrim")
    cell = 12.5
    for row, (kind, top, name) in enumerate(((data.TEMPLE, data.TEMPLE_MAX, _("temple")),
                                              (data.GARDEN, data.GARDEN_MAX, _("garden")))):
        y = h - band - 6.0 - (row + 1) * (cell + 6.0)
        icon(pen, KIND_ICON[kind], 9.0, y + cell / 2, 4.6, KIND_COLOUR[kind])
        pen.text(9.0, y - 3.0, name, size=6.5, fill=theme.INK_SOFT, align="center")
        for v in range(1, top + 1):
            x = 18.0 + (v - 1) * (cell + 1.6)
            _cell(pen, x, y, cell, cell, fill="#F7EFE2" if v < top else "#F3DDCF")
            pen.text(x + cell / 2, y + cell / 2 - 2.2, str(v), size=12, bold=True, align="center")
        if row == 0:
            pen.text(18.0 + top * (cell + 1.6) - 1.0, y + cell + 1.4, _("9 ends the game"), size=6,
                     fill=theme.INK_SOFT, align="right")
        else:
            pen.text(18.0 + top * (cell + 1.6), y + cell / 2 - 1.2, _("6 ends the game"), size=6.5,
                     fill=theme.INK_SOFT)
    pen.text(18.0, 4.5, _("Faith = temple value × garden value. Both cylinders start on 1."), size=7,
             fill=theme.INK)
    _wave_slot(pen, w - WAVE_MM - 6.0, 6.0, data.PILGRIM)


def draw_merchant_board(pen: Pen, seat: int) -> None:
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER)
    band = 11.0
    _band(pen, seat, h - band, band, _("Merchant · {colour}").format(colour=seat_word(seat)), "merchant")
    cell = 14.0
    y = h - band - 6.0 - cell
    pen.text(5.0, y + cell + 1.6, _("goods (keep 5; the sixth space only with Powerful)"), size=6.5,
             fill=theme.INK_SOFT)
    for i in range(data.POWERFUL_LIMIT):
        x = 5.0 + i * (cell + 2.0)
        _cell(pen, x, y, cell, cell, dash=(2, 1.5) if i == data.GOODS_LIMIT else None)
    y2 = y - 8.0 - cell
    pen.text(5.0, y2 + cell + 1.6, _("gold: 10 coins become a gold at once; the sixth ends the game"), size=6.5,
             fill=theme.INK_SOFT)
    for g in range(1, data.GOLD_SPACES + 1):
        x = 5.0 + (g - 1) * (cell + 2.0)
        _cell(pen, x, y2, cell, cell, fill="#F6EBC8")
        pen.text(x + cell / 2, y2 + cell / 2 - 2.2, str(data.COMMERCE[g]), size=11, bold=True, align="center")
    pen.text(5.0, 4.5, _("Commerce = the value above your rightmost gold."), size=7)
    _wave_slot(pen, w - WAVE_MM - 6.0, 6.0, data.MERCHANT)


def draw_artist_board(pen: Pen, seat: int) -> None:
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER)
    band = 11.0
    _band(pen, seat, h - band, band, _("Artist · {colour}").format(colour=seat_word(seat)), "artist")
    slot = PAINTING_MM + 1.0
    for i in range(data.PAINTING_SLOTS):
        row, col = divmod(i, 5)
        x = 5.0 + col * (slot + 5.0)
        y = h - band - 2.5 - (row + 1) * slot - row * 3.5
        _cell(pen, x, y, slot, slot, fill="#EFE8F3")
        pen.text(x + slot / 2, y + slot / 2 - 3.0, str(data.CULTURE[i + 1]), size=13, bold=True,
                 fill=theme.INK_SOFT, align="center")
        pen.text(x + slot / 2, y + slot - 4.2, _("slot {n}").format(n=i + 1), size=6, fill=theme.INK_SOFT,
                 align="center")
    pen.text(5.0, 3.2, _("Paintings lie face down in a random order; turn and give them in reading order. "
                         "Culture = the value under your last painting given."), size=6)
    _wave_slot(pen, w - WAVE_MM - 6.0, h - band - 7.0 - WAVE_MM, data.ARTIST)


BOARDS = (("pilgrim", draw_pilgrim_board), ("merchant", draw_merchant_board), ("artist", draw_artist_board))


def boards_sheet(seat: int) -> Sheet:
    def make(sheet: SheetPen) -> None:
        box = sheet.content
        zone = mark_zone(sheet.options.bleed)
        title = _("{game} – character boards, {colour}").format(game=_(GAME), colour=seat_word(seat))
        sheet.text(box.cx, box.y1 - 5.5, title, size=11, bold=True, align="center")
        gap = 2 * sheet.options.bleed + 3.0
        bw = min(box.w - 2 * zone, 186.0)
        bh = min(72.0, (box.h - 9.0 - 2 * zone - 2 * gap) / 3)
        x = box.cx - bw / 2
        top = box.y1 - 9.0 - zone
        for i, (_name, fn) in enumerate(BOARDS):
            y = top - (i + 1) * bh - i * gap
            with sheet.piece(Rect(x, y, bw, bh).rounded(), safe_inset=2.5) as pen:
                fn(pen, seat)

    return Sheet(_("Character boards"), make, note=seat_word(seat))


# -- tiles and tokens -------------------------------------------------------------------------------
def painting_front(symbol: str) -> DrawFn:
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        colour = data.SYMBOL_COLOUR[symbol]
        if not pen.ink_saver:
            b = pen.bleed_box
            pen.rect(b.x, b.y, b.w, b.h, fill="#FBF6EC")
        pen.rect(1.2, 1.2, pen.width - 2.4, pen.height - 2.4, stroke=colour, width=1.2, radius=1.5)
        icon(pen, symbol, c, c + 2.2, 5.6, colour)
        pen.text(c, 3.6, _(data.SYMBOL_NAMES[symbol]), size=6.5, bold=True, fill=colour, align="center")

    return draw


def painting_back(seat: int) -> DrawFn:
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        colour = seat_colour(seat)
        if not pen.ink_saver:
            b = pen.bleed_box
            pen.rect(b.x, b.y, b.w, b.h, fill=colour)
            ink = theme.PAPER
        else:
            pen.rect(1.2, 1.2, pen.width - 2.4, pen.height - 2.4, stroke=colour, width=1.6, radius=1.5)
            ink = colour
        icon(pen, "artist", c, c + 2.0, 5.0, ink, paper=colour if not pen.ink_saver else theme.PAPER)
        _mark(pen, seat, c, 5.4, 1.4, ink)

    return draw


def wave_side(character: str, side: int) -> DrawFn:
    """One side of a wave tile, laid out for its size (the map's tile or the small map's):
    the sea and the character above, the side's name under them, clear of each other."""
    name = data.WAVE_SIDES[character][side]

    def draw(pen: Pen) -> None:
        w = pen.width
        if not pen.ink_saver:
            b = pen.bleed_box
            pen.rect(b.x, b.y, b.w, b.h, fill="#DCEBEF" if side == 0 else "#F3E2D3")
        pen.rect(0.8, 0.8, w - 1.6, w - 1.6, stroke="#2F6E95", width=0.8, radius=1.6)
        r = w * 0.15
        icon(pen, "seaside", w * 0.3, w * 0.68, r, "#2F6E95")
        icon(pen, character, w * 0.7, w * 0.68, r * 0.95, theme.INK)
        big = w >= 18.0
        pen.text(w / 2, w * 0.34, _(data.WAVE_NAMES[name]), size=6.5 if big else 6.0, bold=True, align="center")
        if big:
            pen.text(w / 2, w * 0.12, _("side {side}").format(side="AB"[side]), size=6.0, fill=theme.INK_SOFT,
                     align="center")

    return draw


def _disc(pen: Pen, colour: str) -> str:
    """A round token's ground: filled (normal) or a coloured rim (ink saver). Returns the ink."""
    c = pen.width / 2
    if pen.ink_saver:
        pen.circle(c, c, c - 0.8, stroke=colour, width=min(2.0, c * 0.25))
        return colour
    pen.circle(c, c, c + pen.bleed, fill=colour)
    return theme.PAPER


def specialty_front(good: str, price: int) -> DrawFn:
    """The good's picture and its price, side by side (the token lies on a town's small spot)."""
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        colour = data.GOODS_COLOUR[good]
        if not pen.ink_saver:
            pen.circle(c, c, c + pen.bleed, fill="#FBF6EC")
        pen.circle(c, c, c - 0.6, stroke=colour, width=min(1.2, c * 0.16))
        icon(pen, good, c * 0.62, c, c * 0.36, colour)
        size = 10.0 if c > 5.0 else 7.5
        # A figure's height is about 0.71 of the size: its middle on the centre line.
        pen.text(c * 1.42, c - size * 0.71 * MM_PER_PT / 2, str(price), size=size, bold=True, fill=theme.INK,
                 align="center")

    return draw


def spring_token(pen: Pen) -> None:
    c = pen.width / 2
    ink = _disc(pen, KIND_COLOUR[data.HOT_SPRING])
    words = _("hot spring")
    # The words go under the picture where the circle is wide enough for them.
    baseline = 4.8
    room = 2 * math.sqrt(max(0.0, (c - 1.4) ** 2 - (c - baseline + 0.4) ** 2))
    if pen.text_width(words, size=6.0, bold=True) <= room:
        icon(pen, "hot_spring", c, c + 2.3, c * 0.38, ink)
        pen.text(c, baseline, words, size=6.0, bold=True, fill=ink, align="center")
    else:
        icon(pen, "hot_spring", c, c, c * 0.62, ink)


def pawn(seat: int, character: str) -> DrawFn:
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        colour = seat_colour(seat)
        ink = _disc(pen, colour)
        icon(pen, character, c, c + 0.8, c * 0.52, ink, paper=colour if not pen.ink_saver else theme.PAPER)
        _mark(pen, seat, c, c - c * 0.62, c * 0.14, ink)

    return draw


def marker(seat: int, kind: str) -> DrawFn:
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        colour = seat_colour(seat)
        ink = _disc(pen, colour)
        icon(pen, KIND_ICON[kind], c, c, c * 0.5, ink, paper=colour if not pen.ink_saver else theme.PAPER)

    return draw


def colour_marker(seat: int) -> DrawFn:
    """The player's colour marker, laid beside their three boards: the colour, its mark, its name."""
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        ink = _disc(pen, seat_colour(seat))
        _mark(pen, seat, c, c + 2.6, 3.0, ink)
        pen.text(c, c - 6.0, seat_word(seat), size=8, bold=True, fill=ink, align="center")

    return draw


def good_token(good: str) -> DrawFn:
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        colour = data.GOODS_COLOUR[good]
        if not pen.ink_saver:
            pen.circle(c, c, c + pen.bleed, fill="#FBF6EC")
        pen.circle(c, c, c - 0.8, stroke=colour, width=1.2)
        icon(pen, good, c, c, c * 0.55, colour)

    return draw


def coin(value: int) -> DrawFn:
    def draw(pen: Pen) -> None:
        c = pen.width / 2
        if not pen.ink_saver:
            pen.circle(c, c, c + pen.bleed, fill="#C9A66B")
        pen.circle(c, c, c - 0.8, stroke="#7A5C2E", width=1.0)
        pen.rect(c - 1.0, c + 1.9, 2.0, 2.0, stroke="#7A5C2E", width=0.6)
        pen.text(c, c - 2.3, str(value), size=9, bold=True, fill=theme.INK, align="center")

    return draw


def gold_piece(pen: Pen) -> None:
    c = pen.width / 2
    if not pen.ink_saver:
        pen.circle(c, c, c + pen.bleed, fill="#E2B93B")
    icon(pen, "gold", c, c, c * 0.62, "#8A6A12", paper="#F4DC8A" if not pen.ink_saver else theme.PAPER)


def _square(size: float, front: DrawFn, back: DrawFn | None = None, name: str = "") -> PackItem:
    return PackItem(size, size, front, back, name=name)


def _round(size: float, front: DrawFn, back: DrawFn | None = None, name: str = "") -> PackItem:
    return PackItem(size, size, front, back, shape="circle", name=name)


def two_sided_groups() -> list[list[PackItem]]:
    """Everything with a back: the paintings (the player's colour behind), the wave tiles
    (side B behind) in both sizes, the hot spring in both sizes, pawns and cylinders."""
    paintings = [_square(PAINTING_MM, painting_front(sym), painting_back(seat), f"{seat_word(seat)} {sym}")
                 for seat in (0, 1) for sym in data.PAINTINGS[seat]]
    waves = [_square(WAVE_MM, wave_side(c, 0), wave_side(c, 1), c) for c in data.CHARACTERS]
    small_waves = [_square(SMALL_WAVE_MM, wave_side(c, 0), wave_side(c, 1), c) for c in data.CHARACTERS]
    rounds = [_round(SPRING_MM, spring_token, spring_token, "hot spring"),
              _round(SMALL_SPRING_MM, spring_token, spring_token, "hot spring, small")]
    rounds += [_round(SMALL_MM, pawn(s, c), pawn(s, c), f"{seat_word(s)} {c}") for s in (0, 1)
               for c in data.CHARACTERS]
    rounds += [_round(SMALL_MM, marker(s, k), marker(s, k), f"{seat_word(s)} {k}") for s in (0, 1)
               for k in (data.TEMPLE, data.GARDEN)]
    return [paintings, waves, small_waves, rounds]


def one_sided_groups() -> list[list[PackItem]]:
    """The specialty tokens in both sizes, the colour markers, goods, coins and gold."""
    specialties = [_round(SPECIALTY_MM, specialty_front(g, p), name=f"{g} {p}") for g, p in data.SPECIALTIES]
    small = [_round(SMALL_SPECIALTY_MM, specialty_front(g, p), name=f"{g} {p}, small")
             for g, p in data.SPECIALTIES]
    markers = [_round(MARKER_MM, colour_marker(s), name=seat_word(s)) for s in (0, 1)]
    goods = [_round(SMALL_MM, good_token(g), name=g) for g in data.GOODS for _ in range(data.GOODS_COUNT[g])]
    coins = [_round(SMALL_MM, coin(v), name=str(v)) for v, n in ((1, 20), (5, 4)) for _ in range(n)]
    gold = [_round(SMALL_MM, gold_piece, name="gold") for _ in range(12)]
    return [markers + specialties + small, goods + coins + gold]


def tiles_sheets(options: PrintOptions) -> list[Sheet]:
    heading = _("{game} – tiles and two-sided tokens").format(game=_(GAME))
    return packed_sheets(_("Tiles and two-sided tokens"), heading, two_sided_groups(), options)


def tokens_sheets(options: PrintOptions) -> list[Sheet]:
    heading = _("{game} – tokens, goods, coins and gold").format(game=_(GAME))
    return packed_sheets(_("Tokens, goods, coins and gold"), heading, one_sided_groups(), options)


# -- dice --------------------------------------------------------------------------------------------
FACE = 16.0
#: Cube net: (column, row) of the six faces, rows counted from the top.
NET = ((1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2))


def _die_net(sheet: SheetPen, character: str, x: float, top: float) -> None:
    """A cross-shaped cube net: cut the solid outline, fold the dashed lines, glue the tabs."""
    faces = data.DICE[character]
    colour = {"pilgrim": "#7B4A35", "merchant": "#B5483B", "artist": "#2F6E95"}[character]
    F = FACE
    cells = [(x + c * F, top - (r + 1) * F) for c, r in NET]
    for (fx, fy), n in zip(cells, faces):
        if not sheet.ink_saver:
            sheet.rect(fx, fy, F, F, fill="#FBF6EC")
        sheet.rect(fx, fy, F, F, stroke=theme.INK_SOFT, width=0.5, dash=(2, 1.5))
        icon(sheet, character, fx + F / 2, fy + F * 0.7, F * 0.17, colour)
        sheet.text(fx + F / 2, fy + 2.6, str(n), size=15, bold=True, align="center")
    # Seven glue tabs: three on the top face, three on the bottom face, one on the left face.
    tabs = [
        ((x + F, top), (x + F, top - F), -1, 0), ((x + 2 * F, top), (x + 2 * F, top - F), 1, 0),
        ((x + F, top), (x + 2 * F, top), 0, 1),
        ((x + F, top - 2 * F), (x + F, top - 3 * F), -1, 0), ((x + 2 * F, top - 2 * F), (x + 2 * F, top - 3 * F), 1, 0),
        ((x + F, top - 3 * F), (x + 2 * F, top - 3 * F), 0, -1),
        ((x, top - F), (x, top - 2 * F), -1, 0),
    ]
    d = 4.0
    for (ax, ay), (bx, by), nx, ny in tabs:
        if nx:  # a tab on a vertical edge
            pts = [(ax, ay), (ax + nx * d, ay - 3.0), (bx + nx * d, by + 3.0), (bx, by)]
        else:
            pts = [(ax, ay), (ax + 3.0, ay + ny * d), (bx - 3.0, by + ny * d), (bx, by)]
        sheet.polyline(pts, stroke=theme.INK, width=0.6)
    # The cut outline of the cross, without the edges that carry tabs.
    cut = [((x + F, top - F), (x, top - F)), ((x, top - 2 * F), (x + F, top - 2 * F)),
           ((x + 2 * F, top - F), (x + 4 * F, top - F)), ((x + 4 * F, top - F), (x + 4 * F, top - 2 * F)),
           ((x + 4 * F, top - 2 * F), (x + 2 * F, top - 2 * F))]
    for (ax, ay), (bx, by) in cut:
        sheet.line(ax, ay, bx, by, stroke=theme.INK, width=0.6)
    sheet.text(x + 2 * F + 6.0, top - 5.0, _("{character} die").format(character=_(data.CHARACTER_NAMES[character])),
               size=9, bold=True)


def dice_sheet() -> Sheet:
    def make(sheet: SheetPen) -> None:
        box = sheet.content.inset(6.0)
        sheet.text(box.cx, box.y1 - 1.0, _("{game} – the three dice").format(game=_(GAME)), size=12, bold=True,
                   align="center")
        sheet.paragraph(box.x, box.y1 - 6.0, box.w, _(
            "Cut each net along its outline, fold on every line between faces, glue the tabs inside. Or roll "
            "three ordinary dice (one a character) and read them with the table below."), size=8,
            fill=theme.INK_SOFT)
        top = box.y1 - 20.0
        for i, character in enumerate(data.CHARACTERS):
            col = i % 2
            row = i // 2
            _die_net(sheet, character, box.x + 6.0 + col * (4 * FACE + 24.0), top - row * (3 * FACE + 22.0))
        # The table for ordinary dice.
        ty = top - 2 * (3 * FACE + 22.0) - 6.0
        sheet.text(box.x, ty, _("With ordinary dice: what each roll means"), size=10, bold=True)
        ty -= 7.0
        col_w = 18.0
        sheet.text(box.x, ty, _("rolled"), size=8, bold=True)
        for r in range(1, 7):
            sheet.text(box.x + 30.0 + (r - 1) * col_w, ty, str(r), size=9, bold=True, align="center")
        for character in data.CHARACTERS:
            ty -= 6.0
            sheet.text(box.x, ty, _(data.CHARACTER_NAMES[character]), size=8)
            for r, n in enumerate(data.DICE[character], start=1):
                sheet.text(box.x + 30.0 + (r - 1) * col_w, ty, str(n), size=9, align="center")
        sheet.line(box.x, ty - 3.0, box.x + 30.0 + 5 * col_w + 6.0, ty - 3.0, stroke=theme.RULE, width=0.5)

    return Sheet(_("Dice nets and table"), make)


# -- rules summary --------------------------------------------------------------------------------
def rules_sheet() -> Sheet:
    def make(sheet: SheetPen) -> None:
        box = sheet.content.inset(5.0)
        sheet.text(box.x, box.y1 - 6.0, _(GAME), size=16, bold=True)
        sheet.text(box.x, box.y1 - 12.0, _("Rules summary · two players · 20 to 30 minutes"), size=9,
                   fill=theme.INK_SOFT)
        sections = _rules_sections()
        gutter = 7.0
        cw = (box.w - gutter) / 2
        size = 8.6
        for column, part in enumerate((sections[:4], sections[4:])):
            x = box.x + column * (cw + gutter)
            y = box.y1 - 20.0
            for heading, body in part:
                sheet.text(x, y - 3.4, heading, size=10.5, bold=True)
                y -= 6.5
                for para in body.split("\n"):
                    y = sheet.paragraph(x, y, cw, para, size=size) - 1.2
                y -= 3.0
        _rules_key(sheet, box.x, box.y + 96.0, box.w)
        sheet.paragraph(box.x, box.y + 5.0, box.w, _(
            "Design: Antoine Bauza (Funforge, 2022). This summary, the map and every drawing are our own, made "
            "for boardgames-desktop; the map's stations, routes and numbers are our decisions."), size=6.5,
            fill=theme.INK_SOFT)

    return Sheet(_("Rules summary"), make)


def _rules_key(sheet: SheetPen, x: float, top: float, width: float) -> None:
    """The pictures of the coast road, and the two score tables, under the text."""
    sheet.line(x, top + 4.0, x + width, top + 4.0, stroke=theme.RULE, width=0.6)
    sheet.text(x, top - 3.0, _("The coast road"), size=10.5, bold=True)
    kinds = (data.COASTAL, data.TEMPLE, data.GARDEN, data.SEASIDE, data.HOT_SPRING)
    col = width / len(kinds)
    for i, kind in enumerate(kinds):
        cx = x + i * col + 6.0
        if not sheet.ink_saver:
            sheet.circle(cx, top - 12.0, 5.2, fill="#FFFDF7", stroke=KIND_COLOUR[kind], width=1.4)
        else:
            sheet.circle(cx, top - 12.0, 5.2, stroke=KIND_COLOUR[kind], width=1.4)
        icon(sheet, KIND_ICON[kind], cx, top - 12.0, 3.3, KIND_COLOUR[kind])
        sheet.text(cx + 8.0, top - 13.4, _(data.KIND_NAMES[kind]), size=8.5)
    y = top - 32.0
    for title, values, first in ((_("Commerce: gold placed"), data.COMMERCE, 1),
                                 (_("Culture: paintings given"), data.CULTURE, 1)):
        sheet.text(x, y, title, size=9, bold=True)
        cell = min(14.0, (width - 48.0) / (len(values) - first))
        for i, v in enumerate(values[first:]):
            cx = x + 48.0 + i * cell
            sheet.rect(cx, y - 8.5, cell, 12.0, stroke=theme.RULE, width=0.5)
            sheet.text(cx + cell / 2, y - 0.6, str(i + first), size=7, fill=theme.INK_SOFT, align="center")
            sheet.text(cx + cell / 2, y - 6.6, str(v), size=9, bold=True, align="center")
        y -= 20.0
    sheet.text(x, y, _("Faith: temple value × garden value (temple 1 to 9, garden 1 to 6)."), size=9, bold=True)


def _rules_sections() -> list[tuple[str, str]]:
    commerce = join_list(str(v) for v in data.COMMERCE[1:])
    culture = join_list(str(v) for v in data.CULTURE[1:])
    dice = join_clauses(f"{_(data.CHARACTER_NAMES[c])} {' '.join(str(n) for n in data.DICE[c])}"
                     for c in data.CHARACTERS)
    return [
        (_("Set-up"), _(
            "Shuffle the specialty tokens onto the eight coastal towns, goods into a bag (5 kimonos, 6 pottery, "
            "7 dolls, 8 fans), wave tiles onto their spots each on a random side, the hot spring on its spot. "
            "Each player shuffles their ten paintings face down onto the artist board and puts both cylinders "
            "on 1. Purple starts on station 28, in Kotohira and in Sanuki Moon; green on station 14, in "
            "Motoyama and in Katsura Moon. Draw lots for player A.")),
        (_("A round"), _(
            "A rolls the three dice ({dice}) and picks one; B picks one of the two left; A takes the last. Next "
            "round B rolls. A die moves your character of that die exactly that number, no space twice; then "
            "you may use the space.").format(dice=dice)),
        (_("Pilgrim"), _(
            "Walks the coast road clockwise; occupied stations count as steps; landing on one, go on to the "
            "next empty station and use only that one. Coastal town: coins as its token's price. Temple and "
            "garden: +1 on the track (9 and 6 end the game). Hot spring: take the token; later, after any die, "
            "spend it to use the same die again (it goes back to the board). Seaside: take a wave tile from "
            "the board, else from your opponent.")),
        (_("Merchant"), _(
            "Travels the trade routes. Mountain town: draw its number of goods, then keep at most 5. Coastal "
            "town: sell its specialty at its price each; a coastal town holds one character. Every 10 coins "
            "become a gold at once; the sixth gold ends the game.")),
        (_("Artist"), _(
            "Moves from region to region. Paint: turn as many face-down paintings as there are pilgrims and "
            "merchants on the region's coast stations and bordering mountain towns. Or give: if the region's "
            "symbol matches your first face-up painting, give it away; the tenth ends the game.")),
        (_("Wave tiles"), _(
            "Serene: the pilgrim may move 1 fewer. Hasty: 1 more. Skilled: paint one more. Inspired: give if "
            "any region of the move shows the symbol. Cunning: +1 coin a good sold. Powerful: draw one more "
            "good and keep 6 (losing it with 6 goods, return one).")),
        (_("The end"), _(
            "Finish the round. Faith = temple × garden. Commerce for 1 to 6 gold: {commerce}. Culture for 1 to "
            "10 paintings given: {culture}. Most points wins; tied, more coins; still tied, share the "
            "win.").format(commerce=commerce, culture=culture)),
    ]


# -- the pnp interface -------------------------------------------------------------------------------
def documents(options: PrintOptions) -> list[Document]:
    tiles, how = map_sheets(options)
    return [
        Document(_(GAME), "map", _("Map"), tuple(tiles), how),
        Document(_(GAME), "map-small", _("Map on one sheet"), (small_map_sheet(options),),
                 _("The whole map on one sheet, smaller: cut it out along its trim.")),
        Document(_(GAME), "boards", _("Character boards"), (boards_sheet(0), boards_sheet(1)),
                 _("Six boards, three a player: pilgrim (temple and garden tracks), merchant (goods and gold), "
                   "artist (ten painting slots with culture values).")),
        Document(_(GAME), "tiles", _("Tiles and two-sided tokens"), tuple(tiles_sheets(options)),
                 _("One sheet, double-sided: twenty painting tiles with backs in the player's colour (ten purple, "
                   "ten green); three two-sided wave tiles (side A in front, side B behind) and the hot spring, "
                   "each in the map's size and smaller for the map on one sheet; six pawns and four track "
                   "cylinders (two-sided).")),
        Document(_(GAME), "tokens", _("Tokens"), tuple(tokens_sheets(options)),
                 _("One sheet, one side: the two colour markers; eight specialty tokens in the map's size and "
                   "eight smaller for the map on one sheet; 26 goods (5 kimonos, 6 pottery, 7 dolls, 8 fans); "
                   "20 one-coin and 4 five-coin pieces; 12 gold.")),
        Document(_(GAME), "dice", _("Dice"), (dice_sheet(),),
                 _("Three dice nets to fold and glue, and a table for ordinary dice.")),
        Document(_(GAME), "rules", _("Rules summary"), (rules_sheet(),), _("One page of rules in our own words."),
                 stock="paper"),
    ]
