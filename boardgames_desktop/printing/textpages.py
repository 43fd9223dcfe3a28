"""Pages of running text: a game's rules from their Markdown, a cover sheet's lists.

A text is laid out before any page is drawn (fonts measure without a canvas), in
two columns that flow onto as many pages as it needs. The Markdown read here is
what the games' in-app rules use: ``#`` and ``##`` headings, paragraphs, ``- ``
items, ``**bold**`` (printed plain: the words matter, not the weight) and
``|`` tables (each row a line of cells in equal columns).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .. import theme
from . import fonts, linebreak
from .document import Sheet, SheetPen
from .layout import content_box
from .options import PrintOptions

MM_PER_PT = 25.4 / 72
BODY = 8.5  # pt
TITLE = 15.0
HEAD = 10.5
GUTTER = 7.0
INSET = 5.0


@dataclass(frozen=True)
class Line:
    """One line to print: its cells (one for text, several for a table row) and style."""

    cells: tuple[str, ...]
    size: float
    bold: bool = False
    lead: float = 0.0  # mm taken, the line's own height and the space before it
    colour: str = theme.INK


#: Lines of a column, given its width in mm.
LinesFor = Callable[[float], list[Line]]


def _lead(size: float) -> float:
    return size * 1.32 * MM_PER_PT


def _wrap(text: str, width: float, size: float, bold: bool) -> list[str]:
    name = fonts.font_name(bold)
    return linebreak.wrap(text, width, lambda s: fonts.width_mm(s, name, size))


def _plain(text: str) -> str:
    """Markdown's emphasis marks dropped: the words are what the paper needs."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    return re.sub(r"(?<![\w*])\*(\S(?:.*?\S)?)\*(?![\w*])", r"\1", text).replace("`", "")


def markdown_lines(text: str, width: float) -> list[Line]:
    """The Markdown ``text`` as lines of a column ``width`` mm wide."""
    lines: list[Line] = []
    paragraph: list[str] = []
    item: list[str] = []  # a list item, its lines joined (it may run on over several)

    def flush() -> None:
        if item:
            for k, piece in enumerate(_wrap(_plain(" ".join(item)), width - 3.0, BODY, False)):
                lines.append(Line((("• " if k == 0 else "   ") + piece,), BODY,
                                  lead=_lead(BODY) + (0.8 if k == 0 else 0.0)))
            item.clear()
        if paragraph:
            body = _plain(" ".join(paragraph))
            for k, piece in enumerate(_wrap(body, width, BODY, False)):
                lines.append(Line((piece,), BODY, lead=_lead(BODY) + (1.2 if k == 0 else 0.0)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            size = TITLE if level == 1 else HEAD
            for piece in _wrap(_plain(line.lstrip("# ")), width, size, True):
                lines.append(Line((piece,), size, bold=True, lead=_lead(size) + 3.0))
        elif line.startswith("|"):
            flush()
            cells = tuple(_plain(c.strip()) for c in line.strip("|").split("|"))
            if all(set(c) <= set("-: ") for c in cells):
                continue  # the row under a table's head
            col = width / len(cells)
            wrapped = [_wrap(c, col - 1.5, BODY - 1.0, False) for c in cells]
            for k in range(max(len(w) for w in wrapped)):
                row = tuple(w[k] if k < len(w) else "" for w in wrapped)
                lines.append(Line(row, BODY - 1.0, lead=_lead(BODY - 1.0) + (0.8 if k == 0 else 0.0)))
        elif line.startswith(("- ", "* ")):
            flush()
            item.append(line[2:])
        elif item:
            item.append(line)
        else:
            paragraph.append(line)
    flush()
    return lines


def _columns(lines: Sequence[Line], height: float) -> list[list[Line]]:
    columns: list[list[Line]] = [[]]
    used = 0.0
    for i, line in enumerate(lines):
        # A heading goes with the line after it: never alone at a column's foot.
        need = line.lead + (lines[i + 1].lead if line.bold and i + 1 < len(lines) else 0.0)
        if used + need > height and columns[-1]:
            columns.append([])
            used = 0.0
        columns[-1].append(line)
        used += line.lead
    return columns


def text_sheets(component: str, lines_for: LinesFor, options: PrintOptions, *, columns: int = 2) -> list[Sheet]:
    """Sheets that print the lines ``lines_for(column_width)`` in ``columns`` columns."""
    box = content_box(*options.paper_size).inset(INSET)
    width = (box.w - GUTTER * (columns - 1)) / columns
    cols = _columns(lines_for(width), box.h)
    pages = [cols[i:i + columns] for i in range(0, len(cols), columns)]

    def page(content: list[list[Line]]):
        def draw(sheet: SheetPen) -> None:
            for c, column in enumerate(content):
                x = box.x + c * (width + GUTTER)
                y = box.y1
                for line in column:
                    y -= line.lead
                    _up, down = fonts.ascent_descent_mm(fonts.font_name(line.bold), line.size)
                    base = y + down + 0.2
                    cell = width / len(line.cells)
                    for k, text in enumerate(line.cells):
                        if text:
                            sheet.text(x + k * cell, base, text, size=line.size, bold=line.bold, fill=line.colour)

        return draw

    total = len(pages)
    return [Sheet(component, page(p), note=f"{n}/{total}" if total > 1 else "") for n, p in enumerate(pages, 1)]
