"""The printed map: one small sheet, or tiled over 2 or 4 sheets with glue strips.

``printing.tiling`` cuts art in two across its height with the default safe
zone, so no word may cross the seam; our map has names everywhere, so it is
tiled here on a grid (2 x 1 or 2 x 2): each tile but the last in its row and
column carries a glue strip past its seam, the neighbour is cut at the seam
and laid over it, and lettered marks on the strip (covered once glued) show
where its edge and corners go.
"""

from __future__ import annotations

from .... import theme
from ....core.i18n import _
from ....printing import PrintOptions, Sheet, SheetPen
from ....printing.layout import Rect, clip_segment, mark_zone
from ....printing.pen import Pen
from .. import data
from ..mapart import map_scene
from .pdfart import Place, draw

#: Width of a glue strip, mm.
OVERLAP = 12.0
#: Room for a heading above a tile, mm.
TITLE_ROOM = 9.0
#: Boards are not cut to the edge like cards: 3 mm of bleed is plenty.
MAP_BLEED = 3.0
#: Letters for the seam marks (three a seam).
LETTERS = "ABCDEFGHIJKL"


def draw_map(pen: Pen, scale: float) -> None:
    """The whole map in a pen frame whose origin is the map's bottom-left corner."""
    draw(pen, map_scene(), Place(0.0, data.MAP_H * scale, scale))


def _fit(box_w: float, box_h: float, need_w: float, need_h: float, extra_w: float, extra_h: float) -> float:
    """The scale that fits art ``need_w`` x ``need_h`` (plus fixed mm extras) into a box."""
    return min((box_w - extra_w) / need_w, (box_h - extra_h) / need_h)


def small_map_sheet(options: PrintOptions) -> Sheet:
    """The whole map on one sheet, turned a quarter to use the page's length."""
    bleed = min(options.bleed, MAP_BLEED)

    def make(sheet: SheetPen) -> None:
        box = sheet.content
        zone = mark_zone(bleed)
        # Turned: the map's width runs up the page.
        scale = _fit(box.w, box.h, data.MAP_H, data.MAP_W, 2 * zone, 2 * zone + TITLE_ROOM)
        w, h = data.MAP_H * scale, data.MAP_W * scale
        x = box.x + (box.w - w) / 2
        y = box.y + (box.h - TITLE_ROOM - h) / 2
        heading = _("Tokaido Duo – the map of Shikoku on one sheet")
        sheet.text(box.cx, box.y1 - 5.5, heading, size=sheet.fit_size(heading, box.w, size=11, bold=True),
                   bold=True, align="center")
        with sheet.piece(Rect(x, y, w, h).rounded(), rotation=90, bleed=bleed, safe_inset=-1000.0) as pen:
            draw_map(pen, scale)

    return Sheet(_("Map (one sheet)"), make)


def _grid_scale(options: PrintOptions, cols: int, rows: int) -> tuple[float, bool]:
    """The largest map scale whose tiles fit a page, and whether tiles lie turned."""
    W, H = options.paper_size
    box = Rect(5.0, 8.5, W - 10.0, H - 13.5)  # the printing system's content box
    zone = 2 * mark_zone(MAP_BLEED)
    tile_w, tile_h = data.MAP_W / cols, data.MAP_H / rows
    ov_w, ov_h = (OVERLAP if cols > 1 else 0.0), (OVERLAP if rows > 1 else 0.0)
    upright = _fit(box.w, box.h, tile_w, tile_h, zone + ov_w, zone + ov_h + TITLE_ROOM)
    turned = _fit(box.w, box.h, tile_h, tile_w, zone + ov_h, zone + ov_w + TITLE_ROOM)
    return (turned, True) if turned > upright else (upright, False)


def tiled_map_sheets(options: PrintOptions, cols: int, rows: int) -> list[Sheet]:
    """The map over ``cols`` x ``rows`` sheets (2 x 1 or 2 x 2)."""
    scale, turned = _grid_scale(options, cols, rows)
    art_w, art_h = data.MAP_W * scale, data.MAP_H * scale
    tile_w, tile_h = art_w / cols, art_h / rows
    sheets: list[Sheet] = []
    count = cols * rows
    for row in range(rows):
        for col in range(cols):
            sheets.append(_tile_sheet(options, scale, turned, col, row, cols, rows, tile_w, tile_h,
                                      len(sheets) + 1, count))
    return sheets


def _tile_sheet(options: PrintOptions, scale: float, turned: bool, col: int, row: int, cols: int, rows: int,
                tile_w: float, tile_h: float, number: int, count: int) -> Sheet:
    # In the map's frame (mm, origin bottom-left, y up): this tile's part, with glue
    # strips on its right (if a tile follows in the row) and bottom (if one follows below).
    x0 = col * tile_w
    y1 = (rows - row) * tile_h  # the tile's top edge
    y0 = y1 - tile_h
    right = col < cols - 1
    below = row < rows - 1
    part = Rect(x0, y0 - (OVERLAP if below else 0.0), tile_w + (OVERLAP if right else 0.0),
                tile_h + (OVERLAP if below else 0.0))
    where = _tile_name(col, row, cols, rows)

    def make(sheet: SheetPen) -> None:
        box = sheet.content
        w, h = (part.h, part.w) if turned else (part.w, part.h)
        x = box.x + (box.w - w) / 2
        y = box.y + (box.h - TITLE_ROOM - h) / 2
        heading = _("Tokaido Duo – the map, {where} (tile {n} of {count})").format(where=where, n=number,
                                                                                   count=count)
        sheet.text(box.cx, box.y1 - 5.5, heading, size=sheet.fit_size(heading, box.w, size=11, bold=True),
                   bold=True, align="center")
        trim = Rect(x, y, w, h).rounded()
        with sheet.piece(trim, rotation=90 if turned else 0, bleed=MAP_BLEED, safe_inset=-1000.0) as pen, \
                pen.state():
            pen.translate(-part.x, -part.y)
            draw_map(pen, scale)
            _seams(pen, part, x0, y0, tile_w, tile_h, col, row, cols, rows, options.ink_saver)

    return Sheet(_("Map"), make, note=_("tile {n} of {count}, {where}").format(n=number, count=count, where=where),
                 uses=("board",))


def _tile_name(col: int, row: int, cols: int, rows: int) -> str:
    if rows == 1:
        return (_("west half"), _("east half"))[col]
    return ((_("north-west quarter"), _("north-east quarter")), (_("south-west quarter"), _("south-east quarter")))[
        row][col]


def _seams(pen: Pen, part: Rect, x0: float, y0: float, tile_w: float, tile_h: float, col: int, row: int,
           cols: int, rows: int, ink_saver: bool) -> None:
    """Glue strips on this tile's right and bottom, each with its three lettered marks.

    Every mark stands on the strip, which the next tile covers: nothing of them shows on
    the glued map (a pointer on the covering tile would sit on a station). The covering
    tile's cut edge goes on the strip's dashed line, its corners by the first and last mark."""
    del ink_saver  # the marks are lines: the same in both modes

    # Vertical seams are lettered from A, horizontal ones after them.
    def letters(kind: str, index: int) -> str:
        base = index * 3 if kind == "v" else (cols - 1) * rows * 3 + index * 3
        return LETTERS[base:base + 3]

    x1 = x0 + tile_w
    if col < cols - 1:  # glue strip to the right
        strip = Rect(x1, part.y, OVERLAP, part.h)
        _strip(pen, strip, vertical=True)
        for y, letter in zip((y0 + tile_h - 12.0, y0 + tile_h / 2, y0 + 6.0), letters("v", row * (cols - 1) + col)):
            _mark(pen, x1, y, letter, vertical=True)
    if row < rows - 1:  # glue strip below
        strip = Rect(part.x, y0 - OVERLAP, part.w, OVERLAP)
        _strip(pen, strip, vertical=False)
        for x, letter in zip((x0 + 6.0, x0 + tile_w / 2, x0 + tile_w - 12.0), letters("h", row * cols + col)):
            _mark(pen, x, y0, letter, vertical=False)


def _strip(pen: Pen, strip: Rect, vertical: bool) -> None:
    # The strip is blanked out (white costs no ink, so ink-saver prints may do it too).
    pen.rect(strip.x, strip.y, strip.w, strip.h, fill="#FFFFFF")
    step = 6.0
    n = int((strip.w if not vertical else strip.h) // step) + 3
    for i in range(n):
        if vertical:
            y = strip.y + i * step - OVERLAP
            shown = clip_segment(strip.x, y, strip.x1, y + OVERLAP, strip)
        else:
            x = strip.x + i * step - OVERLAP
            shown = clip_segment(x, strip.y, x + OVERLAP, strip.y1, strip)
        if shown is not None:
            pen.line(*shown, stroke=theme.RULE, width=0.4)
    edge = (strip.x, strip.y, strip.x, strip.y1) if vertical else (strip.x, strip.y1, strip.x1, strip.y1)
    pen.line(*edge, stroke=theme.INK, width=0.6, dash=(2, 1.5))
    label = _("glue here: the next tile covers this strip")
    w = pen.text_width(label, size=6.5)
    with pen.state():
        if vertical:
            pen.translate(strip.cx + 1.2, strip.y + strip.h * 0.35)
            pen.rotate(90)
        else:
            pen.translate(strip.x + strip.w * 0.35, strip.cy - 1.2)
        # A white plate under the words: the hatching stops at them.
        pen.rect(-w / 2 - 1.0, -1.0, w + 2.0, 3.6, fill="#FFFFFF")
        pen.text(0.0, 0.0, label, size=6.5, fill=theme.INK_SOFT, align="center")


def _mark(pen: Pen, x: float, y: float, letter: str, *, vertical: bool) -> None:
    """A mark standing on the seam at (x, y), into the strip (right of a vertical seam, below
    a horizontal one), its letter beside it on a white plate."""
    if vertical:
        pen.line(x, y, x + 6.0, y, stroke=theme.INK, width=0.6)
        pen.line(x, y - 2.5, x, y + 2.5, stroke=theme.INK, width=0.8)
        pen.rect(x + 5.2, y + 0.8, 4.4, 4.2, fill="#FFFFFF")
        pen.text(x + 5.6, y + 1.6, letter, size=8, bold=True)
    else:
        pen.line(x, y, x, y - 6.0, stroke=theme.INK, width=0.6)
        pen.line(x - 2.5, y, x + 2.5, y, stroke=theme.INK, width=0.8)
        pen.rect(x + 1.2, y - 8.0, 4.4, 4.2, fill="#FFFFFF")
        pen.text(x + 1.6, y - 7.2, letter, size=8, bold=True)


def map_sheets(options: PrintOptions) -> tuple[list[Sheet], str]:
    """The tiled map (2 sheets, or 4 with ``board=large``) and how to assemble it."""
    if options.board == "large":
        sheets = tiled_map_sheets(options, 2, 2)
        how = _("Four tiles: cut each along its trim. Glue the north-east quarter over the north-west's "
                "right-hand strip and the south-east over the south-west's, each tile's cut edge on the dashed "
                "line and its corners by the marks (A to F); then lay the south half over the north half's "
                "strip (G to L) and glue. The marks are all on the strips, under the tiles.")
    else:
        sheets = tiled_map_sheets(options, 2, 1)
        how = _("Two tiles: cut both, lay the east half over the west half's glue strip, its cut edge on the "
                "dashed line and its corners by the marks A and C, and glue. The marks are all on the strip, "
                "under the east half.")
    return sheets, how

