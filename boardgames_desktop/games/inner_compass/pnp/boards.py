"""Boards: the four life boards, the four player boards, the situation track
with its tokens, and the qualities board."""

from __future__ import annotations

from .... import theme
from ....core.i18n import _
from ....printing import Rect, Sheet, SheetPen
from ....printing.layout import mark_zone
from ....printing.pen import WHITE, Pen
from .. import data
from .cards import compass_rose
from .common import (
    TILE_SIZE,
    colour_of,
    emotion_cell,
    emotion_symbol,
    mark_of,
    seat_mark,
    seat_token,
)

#: Boards are not cut to the edge of their art like cards: 3 mm of bleed is plenty.
BOARD_BLEED = 3.0
TITLE_ROOM = 9.0
#: A life board at most this wide (cells of 36 mm hold a pawn and four cubes).
LIFE_MAX = 108.0


def _board_bleed(sheet: SheetPen) -> float:
    return min(sheet.options.bleed, BOARD_BLEED)


def _title(sheet: SheetPen, text: str) -> float:
    """The sheet's title line; returns the top of the room under it."""
    box = sheet.content
    size = sheet.fit_size(text, box.w, size=11, bold=True)
    sheet.text(box.cx, box.y1 - 5.5, text, size=size, bold=True, align="center")
    return box.y1 - TITLE_ROOM


def _stack(sheet: SheetPen, top: float, h: float, count: int, gap: float, zone: float) -> list[float]:
    """Bottoms of ``count`` pieces of height ``h``, stacked and centred in the room under ``top``."""
    box = sheet.content
    block = count * (h + 2 * zone) + (count - 1) * gap
    y = top - (top - box.y - block) / 2
    out = []
    for _k in range(count):
        out.append(y - zone - h)
        y -= h + 2 * zone + gap
    return out


# -- life boards ----------------------------------------------------------------------------------
def draw_life_board(pen: Pen, letter: str, side: float) -> None:
    b = pen.bleed
    if not pen.ink_saver:
        pen.rect(-b, -b, side + 2 * b, side + 2 * b, fill=theme.PAPER_DEEP)
    else:
        # A thin frame a millimetre inside the trim, clear of a miscut (nothing
        # is stroked on a cut) and of the cells, which start 1.3 mm in.
        pen.rect(1.0, 1.0, side - 2.0, side - 2.0, stroke=theme.INK, width=0.4)
    cell = side / data.LIFE
    gap = 1.3
    for r, row in enumerate(data.LIFE_BOARDS[letter]):
        for c, colour in enumerate(row):
            emotion_cell(pen, colour, c * cell + gap, side - (r + 1) * cell + gap, cell - 2 * gap, cell - 2 * gap,
                         radius=2.2, name_size=min(8.0, cell * 0.22))
    # The board's letter in a small badge on its top-left corner.
    pen.circle(4.6, side - 4.6, 3.4, fill=WHITE, stroke=theme.INK, width=0.6)
    pen.text(4.6, side - 5.85, letter, size=8, bold=True, align="center")


def life_board_sheet(letters: tuple[str, str]) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        bleed = _board_bleed(sheet)
        zone = mark_zone(bleed)
        box = sheet.content
        top = _title(sheet, _("Inner Compass – life boards {a} and {b}").format(a=letters[0], b=letters[1]))
        gap = 2.0
        side = min(LIFE_MAX, box.w - 2 * zone, (top - box.y - 4 * zone - gap) / 2)
        for letter, y in zip(letters, _stack(sheet, top, side, 2, gap, zone)):
            with sheet.piece(Rect(box.cx - side / 2, y, side, side).rounded(), bleed=bleed, safe_inset=1.5) as pen:
                draw_life_board(pen, letter, side)

    return Sheet(_("Life boards"), draw, note=_("boards {a} and {b}").format(a=letters[0], b=letters[1]))


# -- player boards --------------------------------------------------------------------------------
PB_W, PB_H = 140.0, 96.0
PB_SPACE = 19.0
PB_GX, PB_GY = 15.0, 15.0  # the grid's bottom-left corner in the board


def draw_player_board(pen: Pen, seat: int) -> None:
    w, h = PB_W, PB_H
    col = colour_of(seat)
    b = pen.bleed
    head = 13.0
    if not pen.ink_saver:
        pen.rect(-b, -b, w + 2 * b, h + 2 * b, fill=theme.PAPER)
        pen.rect(-b, h - head, w + 2 * b, head + b, fill=col)
        title_ink = WHITE
    else:
        # The band's outline keeps 2 mm inside the trim: nothing is stroked on a cut.
        pen.rect(2.0, h - head, w - 4.0, head - 2.0, stroke=col, width=2.0, radius=1.5)
        title_ink = col
    seat_mark(pen, mark_of(seat), 9.0, h - head / 2, 4.2, title_ink)
    name = theme.seat_colour_name(seat)
    pen.text(16.0, h - head / 2 - 1.6, _("Player board · {colour}").format(colour=name), size=10, bold=True,
             fill=title_ink)
    s = PB_SPACE
    top = PB_GY + data.PB_ROWS * s
    for c in range(data.PB_COLS):
        pen.text(PB_GX + (c + 0.5) * s, top + 1.6, _("column {n}").format(n=c + 1), size=6,
                 fill=theme.INK_SOFT, align="center")
    for r in range(data.PB_ROWS):
        y = top - (r + 1) * s
        pen.text(PB_GX - 1.5, y + s / 2 - 1.0, _("row {n}").format(n=r + 1), size=6, fill=theme.INK_SOFT,
                 align="right")
        for c in range(data.PB_COLS):
            colour = data.PLAYER_BOARD[r][c]
            x = PB_GX + c * s
            _space(pen, colour, x + 0.8, y + 0.8, s - 1.6)
    # Two rests for the value tokens.
    tx = PB_GX + data.PB_COLS * s + 12.0
    for k in range(data.VALUE_TOKENS):
        cy = top - 12.0 - k * 24.0
        pen.circle(tx, cy, 7.5, stroke=col if not pen.ink_saver else theme.INK_SOFT, width=0.8, dash=(1.5, 1.0))
        pen.text(tx, cy - 11.5, _("value token"), size=6, fill=theme.INK_SOFT, align="center")
    pen.paragraph(PB_GX, PB_GY - 2.5, w - PB_GX - 6.0,
                  _("Empty a row or column: place a value token beside a quality tile. With both placed, "
                    "the next row or column you empty takes the Inner Compass."), size=6.2, fill=theme.INK_SOFT)


def _space(pen: Pen, colour: str, x: float, y: float, s: float) -> None:
    """A cube's space: its colour, its symbol in a corner, and the square the cube sits on."""
    hexv = data.EMOTION_HEX[colour]
    if pen.ink_saver:
        pen.rect(x, y, s, s, stroke=hexv if colour != "W" else theme.INK, width=2.0 if colour != "W" else 0.8,
                 radius=2.0)
        sym_fill, sym_edge = hexv, (theme.INK if colour == "W" else hexv)
    else:
        pen.rect(x, y, s, s, fill=hexv, stroke=theme.INK, width=0.5, radius=2.0)
        sym_fill = sym_edge = data.EMOTION_ON[colour]
    emotion_symbol(pen, colour, x + 3.6, y + s - 3.6, 2.4, fill=sym_fill, stroke=sym_edge, width=0.2)
    cube = 9.0
    pen.rect(x + (s - cube) / 2 + 1.5, y + (s - cube) / 2 - 1.5, cube, cube, fill=None if pen.ink_saver else WHITE,
             stroke=theme.INK_SOFT, width=0.5, dash=(1.2, 0.8))


def player_board_sheet(seats: tuple[int, int]) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        bleed = _board_bleed(sheet)
        zone = mark_zone(bleed)
        box = sheet.content
        top = _title(sheet, _("Inner Compass – player boards"))
        for seat, y in zip(seats, _stack(sheet, top, PB_H, 2, 4.0, zone)):
            with sheet.piece(Rect(box.cx - PB_W / 2, y, PB_W, PB_H).rounded(), bleed=bleed, safe_inset=2.0) as pen:
                draw_player_board(pen, seat)

    return Sheet(_("Player boards"), draw, note=_("players {a} and {b}").format(a=seats[0] + 1, b=seats[1] + 1))


# -- the situation track and its tokens --------------------------------------------------------------
TRACK_W = 50.0
TRACK_SPACE = 22.0
TRACK_HEAD, TRACK_FOOT = 13.0, 14.0
TRACK_H = TRACK_HEAD + len(data.TRACK_EP) * TRACK_SPACE + TRACK_FOOT
TOKEN_D = 18.0


def draw_track(pen: Pen) -> None:
    w, h = TRACK_W, TRACK_H
    b = pen.bleed
    if not pen.ink_saver:
        pen.rect(-b, -b, w + 2 * b, h + 2 * b, fill=theme.PAPER_DEEP)
    pen.text(w / 2, h - 7.5, _("Situation track"), size=8.5, bold=True, align="center")
    for i, ep in enumerate(data.TRACK_EP):
        y = h - TRACK_HEAD - (i + 1) * TRACK_SPACE
        pen.rect(3.0, y + 1.0, TRACK_SPACE - 2.0, TRACK_SPACE - 2.0, fill=None if pen.ink_saver else WHITE,
                 stroke=theme.INK, width=0.6, radius=2.0)
        pen.text(TRACK_SPACE + 5.0, y + TRACK_SPACE / 2 - 0.5, _("{ep} EP").format(ep=ep), size=11, bold=True)
        if i >= len(data.TRACK_EP) - data.DISCOUNT_SPACES:
            pen.text(TRACK_SPACE + 5.0, y + TRACK_SPACE / 2 - 5.0, _("1 card less"), size=6, fill=theme.DANGER)
    pen.paragraph(3.0, TRACK_FOOT - 2.0, w - 6.0, _("X on the top space goes straight to the bottom."),
                  size=6, fill=theme.INK_SOFT)


def draw_track_token(pen: Pen, token: str) -> None:
    d = pen.width
    c = d / 2
    if token == "X":
        pen.circle(c, c, c + pen.bleed, fill=None if pen.ink_saver else theme.PAPER)
        pen.circle(c, c, c - 0.8, stroke=theme.INK, width=1.2)
        pen.text(c, c - 3.0, "X", size=15, bold=True, align="center")
        return
    hexv = data.EMOTION_HEX[token]
    if pen.ink_saver:
        pen.circle(c, c, c - 0.9, stroke=hexv if token != "W" else theme.INK, width=2.4 if token != "W" else 0.8)
        emotion_symbol(pen, token, c, c + 1.6, c * 0.42, fill=hexv, stroke=theme.INK if token == "W" else hexv)
        ink = theme.INK
    else:
        pen.circle(c, c, c + pen.bleed, fill=hexv)
        if token == "W":
            pen.circle(c, c, c - 0.6, stroke=theme.INK, width=0.6)
        on = data.EMOTION_ON[token]
        emotion_symbol(pen, token, c, c + 1.6, c * 0.42, fill=on, stroke=on, width=0.2)
        ink = on
    pen.text(c, c - c * 0.72, _(data.EMOTION_NAME[token]), size=6, bold=True, fill=ink, align="center")


def draw_compass_token(pen: Pen) -> None:
    d = pen.width
    c = d / 2
    if not pen.ink_saver:
        pen.circle(c, c, c + pen.bleed, fill=theme.HIGHLIGHT_SOFT)
    pen.circle(c, c, c - 0.8, stroke=theme.INK, width=1.0)
    compass_rose(pen, c, c + 1.5, c * 0.55, fill=theme.HIGHLIGHT)
    pen.text(c, c - c * 0.74, _("{ep} EP").format(ep=data.COMPASS_EP), size=7, bold=True, align="center")


def track_sheet() -> Sheet:
    """The situation track, its six tokens, the value tokens and the compass token."""

    def draw(sheet: SheetPen) -> None:
        bleed = sheet.options.bleed
        zone = mark_zone(min(bleed, BOARD_BLEED))
        box = sheet.content
        top = _title(sheet, _("Inner Compass – situation track and tokens"))
        tb = min(bleed, BOARD_BLEED)
        ty = top - zone - TRACK_H
        tx = box.x + zone + 2.0
        with sheet.piece(Rect(tx, ty, TRACK_W, TRACK_H).rounded(), bleed=tb, safe_inset=2.0) as pen:
            draw_track(pen)
        # Tokens to the right of the track, row by row.
        left = tx + TRACK_W + zone + 8.0
        gap = 2 * bleed + 3.0
        y = top - 4.0

        def row(caption: str, items, d: float, draw_item) -> None:
            nonlocal y
            sheet.text(left, y - 3.0, caption, size=8, bold=True)
            y -= 6.0
            per = max(1, int((box.x1 - left + gap) // (d + gap)))
            for start in range(0, len(items), per):
                x = left
                for item in items[start:start + per]:
                    trim = Rect(x, y - gap / 2 - d, d, d).rounded()
                    with sheet.piece(trim, shape="circle", safe_inset=1.5) as pen:
                        draw_item(pen, item)
                    x += d + gap
                y -= d + gap
            y -= 2.0

        row(_("Situation tokens (on the track)"), list(data.TRACK_TOKENS), TOKEN_D, draw_track_token)
        row(_("Value tokens (2 a player)"), [s for s in range(4) for _k in range(data.VALUE_TOKENS)], 15.0,
            lambda pen, s: seat_token(pen, s, pen.width / 2, pen.width / 2, pen.width / 2,
                                      label=_("value"), size=6))
        row(_("The Inner Compass token"), [0], 24.0, lambda pen, _i: draw_compass_token(pen))

    return Sheet(_("Situation track and tokens"), draw)


# -- the qualities board ----------------------------------------------------------------------------
Q_W = 150.0
Q_ROW = TILE_SIZE[1] + 3.0
Q_HEAD = 26.0
Q_H = Q_HEAD + (data.STICKY_NOTES + data.MEMOS) * Q_ROW + 3.0


def draw_qualities_board(pen: Pen) -> None:
    w, h = Q_W, Q_H
    b = pen.bleed
    if not pen.ink_saver:
        pen.rect(-b, -b, w + 2 * b, h + 2 * b, fill=theme.PAPER_DEEP)
    pen.text(5.0, h - 9.0, _("Qualities"), size=13, bold=True)
    pen.paragraph(5.0, h - 12.5, 92.0, _("The first value token beside a tile gains {n} EP at once. Never two of "
                                         "your value tokens beside one tile.").format(n=data.FIRST_BONUS),
                  size=6.2, fill=theme.INK_SOFT)
    # The compass token's rest, top right.
    cx, cy = w - 16.0, h - 13.0
    pen.circle(cx, cy, 11.0, stroke=theme.INK, width=0.8, dash=(1.5, 1.0))
    pen.text(cx - 14.0, cy + 1.0, _("Inner Compass"), size=6.5, bold=True, align="right")
    pen.text(cx - 14.0, cy - 2.6, _("{ep} EP").format(ep=data.COMPASS_EP), size=6.5, align="right")
    tw, th = TILE_SIZE
    kinds = ["sticky"] * data.STICKY_NOTES + ["memo"] * data.MEMOS
    for i, kind in enumerate(kinds):
        y = h - Q_HEAD - (i + 1) * Q_ROW + 1.5
        pen.rect(4.0, y, tw, th, fill=None if pen.ink_saver else WHITE, stroke=theme.INK_SOFT, width=0.6,
                 dash=(2.0, 1.2), radius=1.5)
        pen.text(4.0 + tw / 2, y + th / 2 - 1.2, _("sticky note") if kind == "sticky" else _("memo"), size=8,
                 fill=theme.RULE, align="center")
        for k in range(4):
            rx = 4.0 + tw + 12.0 + k * 17.0
            pen.circle(rx, y + th / 2, 7.0, stroke=theme.INK_SOFT, width=0.6, dash=(1.2, 0.8))
            if k == 0:
                pen.text(rx, y + th / 2 - 1.2, _("+{n} EP").format(n=data.FIRST_BONUS), size=6, bold=True,
                         fill=theme.INK_SOFT, align="center")
        pen.text(4.0 + tw + 5.0, y + th - 2.4, _("value tokens"), size=6, fill=theme.INK_SOFT)


def qualities_sheet() -> Sheet:
    def draw(sheet: SheetPen) -> None:
        bleed = _board_bleed(sheet)
        zone = mark_zone(bleed)
        box = sheet.content
        top = _title(sheet, _("Inner Compass – qualities board"))
        (y,) = _stack(sheet, top, Q_H, 1, 0.0, zone)
        with sheet.piece(Rect(box.cx - Q_W / 2, y, Q_W, Q_H).rounded(), bleed=bleed, safe_inset=2.0) as pen:
            draw_qualities_board(pen)

    return Sheet(_("Qualities board"), draw)
