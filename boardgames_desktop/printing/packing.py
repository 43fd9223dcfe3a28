"""Small pieces of many sizes packed onto as few sheets as they need.

A :class:`~.document.CardDeck` lays one size on its own grid, so a set of
tiles and tokens in five sizes takes five grids and a sheet (or two) each.
:func:`packed_sheets` lays groups of pieces (one size and shape a group) in
rows on free sheets instead: every piece keeps its own bleed on every side
(colours that differ from piece to piece never meet at a cut), rectangular
groups keep the room their crop marks need around the block, and round ones
(cut along their circle, no marks) share rows. A piece with a ``back`` is
drawn behind itself on the back page (placed with :meth:`SheetPen.behind`,
so a back offset moves it), and a sheet without any backs has no back page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .document import DrawFn, Sheet, SheetPen
from .layout import LayoutError, Rect, content_box, mark_zone
from .options import PrintOptions

#: Room under a sheet's heading, mm.
HEADING = 8.0


@dataclass(frozen=True)
class PackItem:
    """One piece: ``w`` x ``h`` mm (a circle's diameter twice), its front and its back."""

    w: float
    h: float
    front: DrawFn
    back: DrawFn | None = None
    shape: str = "rect"
    name: str = ""
    #: How far inside its trim a piece's words may go (a small round token needs its rim).
    safe_inset: float = 1.0


@dataclass(frozen=True)
class _Placed:
    item: PackItem
    trim: Rect


def _rows(groups: Sequence[Sequence[PackItem]], width: float, bleed: float) -> list[list[PackItem]]:
    """Rows of pieces no wider than ``width`` (bleeds counted): a rectangular group
    starts rows of its own, round pieces of different groups share one."""
    rows: list[list[PackItem]] = []
    row_group: list[int] = []  # the group each row began with
    gap = 2 * bleed

    def used(row: list[PackItem]) -> float:
        return sum(i.w for i in row) + gap * (len(row) - 1) + 2 * (mark_zone(bleed) if row[0].shape == "rect"
                                                                 else bleed)

    for g, group in enumerate(groups):
        for item in group:
            if rows and (rows[-1][0].shape == item.shape == "circle"
                         or (item.shape == "rect" and row_group[-1] == g)) and used([*rows[-1], item]) <= width + 1e-6:
                rows[-1].append(item)
                continue
            if used([item]) > width + 1e-6:
                raise LayoutError(f"a piece of {item.w:g} x {item.h:g} mm is wider than the sheet")
            rows.append([item])
            row_group.append(g)
    return rows


def _row_room(row: list[PackItem], bleed: float) -> tuple[float, float]:
    """(height of the row's pieces, room it needs above and below them)."""
    height = max(i.h for i in row)
    return height, (mark_zone(bleed) if row[0].shape == "rect" else bleed)


def _pages(rows: list[list[PackItem]], box: Rect, bleed: float) -> list[list[_Placed]]:
    pages: list[list[_Placed]] = [[]]
    top = box.y1 - HEADING
    gap = 2 * bleed
    for row in rows:
        height, room = _row_room(row, bleed)
        if top - 2 * room - height < box.y - 1e-6:
            if not pages[-1]:
                raise LayoutError("a row of pieces is taller than the sheet")
            pages.append([])
            top = box.y1 - HEADING
        y = top - room - height
        side = mark_zone(bleed) if row[0].shape == "rect" else bleed
        x = box.x + side
        for item in row:
            # Round pieces of a shared row sit on its centre line.
            pages[-1].append(_Placed(item, Rect(x, y + (height - item.h) / 2, item.w, item.h).rounded()))
            x += item.w + gap
        top = y - room
    return pages


def packed_sheets(component: str, heading: str, groups: Sequence[Sequence[PackItem]],
                  options: PrintOptions) -> list[Sheet]:
    """The sheets that hold ``groups`` in order, each with ``heading`` at its top."""
    bleed = options.bleed
    box = content_box(*options.paper_size)
    if any(i.back for g in groups for i in g) and options.has_backs:
        # Room for the back offset: a back moved by it stays on the printable area.
        dx, dy = (abs(v) for v in options.back_offset)
        box = Rect(box.x + dx, box.y + dy, box.w - 2 * dx, box.h - 2 * dy)
    pages = _pages(_rows(groups, box.w, bleed), box, bleed)
    sheets = []
    for n, placed in enumerate(pages, start=1):
        note = f"{n}/{len(pages)}" if len(pages) > 1 else ""
        sheets.append(Sheet(component, _front(placed, heading, bleed),
                            _back(placed, bleed) if any(p.item.back for p in placed) else None, note=note))
    return sheets


def _front(placed: list[_Placed], heading: str, bleed: float):
    def draw(sheet: SheetPen) -> None:
        box = sheet.content
        sheet.text(box.cx, box.y1 - 5.5, heading, size=sheet.fit_size(heading, box.w, size=11, bold=True,
                                                                        smallest=7.0),
                   bold=True, align="center")
        for p in placed:
            with sheet.piece(p.trim, bleed=bleed, shape=p.item.shape, safe_inset=p.item.safe_inset) as pen:
                p.item.front(pen)

    draw.packed = True  # type: ignore[attr-defined]  # for readers of the paper: blocks of many sizes
    return draw


def _back(placed: list[_Placed], bleed: float):
    def draw(sheet: SheetPen) -> None:
        for p in placed:
            if p.item.back is None:
                continue
            t = p.trim
            (ax, ay), (bx, by) = sheet.behind(t.x, t.y), sheet.behind(t.x1, t.y1)
            trim = Rect(min(ax, bx), min(ay, by), t.w, t.h).rounded()
            with sheet.piece(trim, bleed=bleed, shape=p.item.shape, safe_inset=p.item.safe_inset) as pen:
                p.item.back(pen)

    return draw
