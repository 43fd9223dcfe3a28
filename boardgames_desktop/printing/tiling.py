"""Art too big for one sheet (a large board), tiled over two pages.

The art is split at its horizontal middle. The lower tile carries a glue strip
past the seam; the upper tile is cut exactly at the seam and laid over the
strip. Lettered registration marks on both tiles (a cross on the strip, a
pointer on the upper tile's edge) show where the pieces meet.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import theme
from .document import Sheet, SheetPen
from .layout import EDGE, LABEL_BAND, Rect, mark_zone
from .options import PrintOptions
from .pen import Pen

#: Width of the glue strip the upper tile is laid on.
OVERLAP = 12.0
#: Room for a title line above a tile.
TITLE_ROOM = 9.0
SEAM_MARKS = (0.2, 0.5, 0.8)  # along the seam, as fractions of the art's width


def one_page_size(options: PrintOptions, title_room: float = TITLE_ROOM, bleed: float | None = None) -> float:
    """The largest square art that fits one page with bleed, crop marks and a title."""
    W, H = options.paper_size
    zone = mark_zone(options.bleed if bleed is None else bleed)
    return min(W - 2 * EDGE - 2 * zone, H - 2 * EDGE - LABEL_BAND - title_room - 2 * zone)


def two_page_size(options: PrintOptions, title_room: float = TITLE_ROOM, bleed: float | None = None) -> float:
    """The largest square art whose halves (turned a quarter) each fit a page."""
    W, H = options.paper_size
    zone = mark_zone(options.bleed if bleed is None else bleed)
    along = H - 2 * EDGE - LABEL_BAND - title_room - 2 * zone  # the art's width runs down the page
    across = 2 * (W - 2 * EDGE - 2 * zone - OVERLAP)  # two half-heights side by side
    return min(along, across)


def tiled_sheets(
    component: str,
    art_w: float,
    art_h: float,
    draw: Callable[[Pen], None],
    options: PrintOptions,
    *,
    title: str = "",
    names: tuple[str, str] = ("lower half", "upper half"),
    bleed: float | None = None,
) -> list[Sheet]:
    """Two sheets that together make the art (``draw`` draws it in its own frame,
    origin bottom-left, ``art_w`` x ``art_h`` mm)."""
    seam = art_h / 2
    regions = ((0.0, seam + OVERLAP), (seam, art_h))

    def make(k: int) -> Sheet:
        y0, y1 = regions[k]
        tile_h = y1 - y0

        def draw_sheet(sheet: SheetPen) -> None:
            box = sheet.content
            # Turned a quarter, the tile's width runs down the page.
            page_w, page_h = tile_h, art_w
            x = box.x + (box.w - page_w) / 2
            y = box.y + (box.h - TITLE_ROOM - page_h) / 2
            trim = Rect(x, y, page_w, page_h).rounded()
            if title:
                heading = f"{title} – {names[k]} (tile {k + 1} of 2)"
                size = sheet.fit_size(heading, box.w, size=11, bold=True)
                sheet.text(box.cx, box.y1 - 5.5, heading, size=size, bold=True, align="center")
            with sheet.piece(trim, rotation=90, bleed=bleed) as pen, pen.state():
                pen.translate(0.0, -y0)
                draw(pen)
                _seam_marks(pen, art_w, seam, k, options.ink_saver)

        return Sheet(component, draw_sheet, note=f"tile {k + 1} of 2, {names[k]}")

    return [make(0), make(1)]


def _seam_marks(pen: Pen, art_w: float, seam: float, k: int, ink_saver: bool) -> None:
    letters = "ABC"
    if k == 0:
        # The glue strip: hatched lightly, with crosses where the pointers go.
        strip = Rect(0.0, seam, art_w, OVERLAP)
        for i in range(int(art_w // 6) + 3):
            x = i * 6.0 - OVERLAP
            pen.line(x, seam, x + OVERLAP, seam + OVERLAP, stroke=theme.RULE, width=0.4)
        pen.line(strip.x, seam, strip.x1, seam, stroke=theme.INK, width=0.6, dash=(2, 1.5))
        pen.text(art_w / 2 + 14, seam + 4.2, "glue here: tile 2 covers this strip", size=7, fill=theme.INK_SOFT)
    for f, letter in zip(SEAM_MARKS, letters):
        x = art_w * f
        if k == 0:
            pen.line(x - 3, seam, x + 3, seam, stroke=theme.INK, width=0.6)
            pen.line(x, seam - 3, x, seam + 3, stroke=theme.INK, width=0.6)
            pen.circle(x, seam, 1.6, stroke=theme.INK, width=0.5)
            pen.text(x + 3.6, seam + 1.0, letter, size=8, bold=True)
        else:
            # A pointer whose tip touches the seam (the cut edge of this tile).
            pen.polygon([(x, seam), (x - 2.2, seam + 4), (x + 2.2, seam + 4)],
                        fill=None if ink_saver else theme.INK, stroke=theme.INK, width=0.5)
            pen.text(x + 2.6, seam + 5.5, letter, size=8, bold=True)
