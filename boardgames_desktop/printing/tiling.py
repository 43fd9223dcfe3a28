"""Art too big for one sheet (a large board), tiled over two pages.

The art is split at its horizontal middle. The lower tile carries a glue strip
past the seam; the upper tile is cut exactly at the seam and laid over the
strip, its edge on the strip's dashed line and its corners by the marks A and
C. Every mark is on the strip, which the upper tile covers: none stays on the
board once it is glued.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import theme
from ..core.i18n import _
from .document import Sheet, SheetPen
from .layout import EDGE, LABEL_BAND, Rect, clip_segment, mark_zone
from .options import PrintOptions
from .pen import Pen

#: Width of the glue strip the upper tile is laid on.
OVERLAP = 12.0
#: Room for a title line above a tile.
TITLE_ROOM = 9.0


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
                heading = _("{title} – {half} (tile {n} of 2)").format(title=title, half=names[k], n=k + 1)
                size = sheet.fit_size(heading, box.w, size=11, bold=True)
                sheet.text(box.cx, box.y1 - 5.5, heading, size=size, bold=True, align="center")
            with sheet.piece(trim, rotation=90, bleed=bleed) as pen, pen.state():
                pen.translate(0.0, -y0)
                draw(pen)
                _seam_marks(pen, art_w, seam, k, options.ink_saver)

        return Sheet(component, draw_sheet, note=_("tile {n} of 2, {half}").format(n=k + 1, half=names[k]),
                     uses=("board",))

    return [make(0), make(1)]


def _seam_marks(pen: Pen, art_w: float, seam: float, k: int, ink_saver: bool) -> None:
    """The glue strip of the lower tile: hatched lightly, the seam dashed, and lettered marks
    that stand up from the seam into the strip only (A and C where the upper tile's corners
    go, B in the middle). The upper tile carries no mark: after gluing nothing of them shows
    on the board, which a mark on its playing area (a node, the heart) would."""
    del ink_saver  # the marks are lines: the same in both modes
    if k != 0:
        return
    strip = Rect(0.0, seam, art_w, OVERLAP)
    for i in range(int(art_w // 6) + 3):
        x = i * 6.0 - OVERLAP
        shown = clip_segment(x, seam, x + OVERLAP, seam + OVERLAP, strip)
        if shown is not None:
            pen.line(*shown, stroke=theme.RULE, width=0.4)
    pen.line(strip.x, seam, strip.x1, seam, stroke=theme.INK, width=0.6, dash=(2, 1.5))
    label = _("glue here: tile 2 covers this strip")
    pen.rect(art_w / 2 + 12.5, seam + 3.2, pen.text_width(label, size=7) + 3.0, 4.2, fill="#FFFFFF")
    pen.text(art_w / 2 + 14, seam + 4.2, label, size=7, fill=theme.INK_SOFT)
    for x, letter in zip(seam_mark_xs(art_w), SEAM_LETTERS):
        pen.line(x, seam, x, seam + 6.0, stroke=theme.INK, width=0.6)
        pen.line(x - 2.5, seam + 0.0, x + 2.5, seam + 0.0, stroke=theme.INK, width=0.8)
        pen.rect(x + 1.0, seam + 1.0, 4.4, 4.0, fill="#FFFFFF")
        pen.text(x + 1.4, seam + 1.8, letter, size=8, bold=True)


SEAM_LETTERS = "ABC"


def seam_mark_xs(art_w: float) -> tuple[float, float, float]:
    """Where the strip's marks stand: near both ends (the upper tile's corners) and in the middle."""
    return (6.0, art_w / 2, art_w - 12.0)
