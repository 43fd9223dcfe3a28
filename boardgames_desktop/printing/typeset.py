"""Typesetting for print-and-play sheets: text metrics in millimetres, rich text
in blocks that wrap and shrink to fit, and small tables in a text flow.

Every game's ``pnp`` uses these for rules reminders, player aids, tiles and
boards. A *flow* is a sequence of items drawn top to bottom: :class:`Block`
(a heading, a paragraph or a list item, ``**bold**`` runs allowed), a
:class:`Table`, or any object with ``height(pen, width, size)`` and
``draw(pen, x, top, width, size) -> bottom`` (a game's own figure). Sizes are
font sizes in points; positions and widths are millimetres, as the
:class:`~.pen.Pen` draws.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .. import theme
from . import fonts, linebreak
from .layout import LayoutError
from .pen import MIN_TEXT_PT, Pen

#: ReportLab draws paths and line widths in points.
PT_PER_MM = 72 / 25.4


class FlowItem(Protocol):
    """Anything a flow can hold besides a :class:`Block`."""

    def height(self, pen: Pen, width: float, size: float) -> float: ...

    def draw(self, pen: Pen, x: float, top: float, width: float, size: float) -> float: ...


# -- metrics -------------------------------------------------------------------------------------
def pt_to_mm(pt: float) -> float:
    """A length in points, in millimetres."""
    return pt / PT_PER_MM


def ascent(size: float, bold: bool = False) -> float:
    """How far the font rises above the baseline at ``size`` points, in mm."""
    return fonts.ascent_descent_mm(fonts.font_name(bold), size)[0]


def descent(size: float, bold: bool = False) -> float:
    """How far the font reaches below the baseline at ``size`` points, in mm."""
    return fonts.ascent_descent_mm(fonts.font_name(bold), size)[1]


#: Noto Sans capitals are 0.714 em tall.
CAP = 0.714


def cap_height(size: float) -> float:
    """The height of a capital letter at ``size`` points, in mm."""
    return pt_to_mm(size) * CAP


def centred_caps(pen: Pen, x: float, cy: float, s: str, *, size: float, bold: bool = True, fill=theme.INK,
                  align: str = "center") -> float:
    """Capitals (or digits) centred vertically on ``cy``."""
    return pen.text(x, cy - cap_height(size) / 2, s, size=size, bold=bold, fill=fill, align=align)



# -- rich text: **bold** runs, wrapped, in blocks that shrink to fit ---------------------------
@dataclass(frozen=True)
class Block:
    """One block of a text flow: a heading ("h"), a paragraph ("p") or a list
    item ("li", with its ``bullet``). ``**words**`` are bold."""

    kind: str
    text: str
    bullet: str = ""


@dataclass(frozen=True)
class Word:
    """A piece a line never breaks inside, maybe of several runs ("**guess**:"); ``spaced``
    when a space comes before it. English words are pieces; so is each Chinese character
    (with the punctuation that must stay beside it), which is how Chinese wraps."""

    runs: tuple[tuple[str, bool], ...]
    spaced: bool = True


def _tokens(text: str) -> list[Word]:
    words: list[Word] = []
    gap = False  # a space since the last piece (the end of the run before counts)
    for i, run in enumerate(re.split(r"\*\*", text)):
        bold = i % 2 == 1
        for j, (spaced, piece) in enumerate(linebreak.units(run)):
            spaced = spaced or (j == 0 and gap)
            last = words[-1] if words else None
            # A run that starts with no space where no line may break continues the word
            # before it: "**guess**:" and "**猜**。" stay whole.
            if (last is not None and j == 0 and not spaced
                    and not linebreak.may_break_between(last.runs[-1][0][-1], piece[0])):
                words[-1] = Word((*last.runs, (piece, bold)), last.spaced)
            else:
                words.append(Word(((piece, bold),), spaced and bool(words)))
        if run:
            gap = run[-1].isspace() or (gap and not run.strip())
    return words


def _word_width(pen: Pen, word: Word, size: float) -> float:
    return sum(pen.text_width(t, size=size, bold=b) for t, b in word.runs)


def _wrap_tokens(pen: Pen, words: list[Word], width: float, size: float) -> list[list[Word]]:
    lines: list[list[Word]] = []
    line: list[Word] = []
    line_w = 0.0
    space = pen.text_width(" ", size=size)
    for word in words:
        w = _word_width(pen, word, size)
        gap = space if (line and word.spaced) else 0.0
        if line and line_w + gap + w > width:
            lines.append(line)
            line, line_w, gap = [], 0.0, 0.0
        line_w += gap + w
        line.append(word)
    if line:
        lines.append(line)
    return lines


def line_lead(size: float) -> float:
    """The distance between baselines of a text at ``size`` points, in mm."""
    return pt_to_mm(size) * 1.24


def _block_size(block: Block, size: float) -> float:
    return size * 1.12 if block.kind == "h" else size


def _block_lines(pen: Pen, block: Block, width: float, size: float):
    indent = pen.text_width(block.bullet + " ", size=size, bold=True) if block.kind == "li" else 0.0
    tokens = _tokens(block.text)
    if block.kind == "h":
        tokens = [Word(tuple((t, True) for t, _ in word.runs), word.spaced) for word in tokens]
    return indent, _wrap_tokens(pen, tokens, width - indent, _block_size(block, size))


def _gap_before(item, size: float) -> float:
    if isinstance(item, Block) and item.kind == "h":
        return line_lead(size) * 0.6
    if isinstance(item, Block):
        return line_lead(size) * 0.25
    return line_lead(size) * 0.45


def _item_height(pen: Pen, item: Block | FlowItem, width: float, size: float) -> float:
    if isinstance(item, Block):
        _, lines = _block_lines(pen, item, width, size)
        return line_lead(_block_size(item, size)) * len(lines)
    return item.height(pen, width, size)


def flow_height(pen: Pen, items: Sequence, width: float, size: float) -> float:
    h = 0.0
    for i, item in enumerate(items):
        if i:
            h += _gap_before(item, size)
        h += _item_height(pen, item, width, size)
    return h


def _draw_block(pen: Pen, block: Block, x: float, y: float, width: float, size: float, fill, accent) -> float:
    bs = _block_size(block, size)
    indent, lines = _block_lines(pen, block, width, size)
    lead = line_lead(bs)
    # Baselines sit so that a line's ascent and descent fill its lead.
    up, down = ascent(bs), descent(bs)
    base_off = up + (lead - up - down) / 2
    space = pen.text_width(" ", size=bs)
    colour = accent if block.kind == "h" else fill
    for j, line in enumerate(lines):
        base = y - base_off
        if j == 0 and block.kind == "li":
            pen.text(x, base, block.bullet, size=bs, bold=True, fill=accent)
        cx = x + indent
        for k, word in enumerate(line):
            if k and word.spaced:
                cx += space
            for text, bold in word.runs:
                cx += pen.text(cx, base, text, size=bs, bold=bold, fill=colour)
        y -= lead
    return y


def draw_flow(pen: Pen, items: Sequence, x: float, top: float, width: float, size: float,
              fill=theme.INK, accent=theme.INK) -> float:
    """Draw the items with the first line's top at ``top``; returns the bottom."""
    y = top
    for i, item in enumerate(items):
        if i:
            y -= _gap_before(item, size)
        if isinstance(item, Block):
            y = _draw_block(pen, item, x, y, width, size, fill, accent)
        else:
            y = item.draw(pen, x, y, width, size)
    return y


def fit_flow(pen: Pen, items: Sequence, width: float, height: float, *, size: float,
             smallest: float = MIN_TEXT_PT) -> float:
    """The largest size up to ``size`` at which the items fit ``width`` x ``height``."""
    while flow_height(pen, items, width, size) > height:
        if size <= smallest:
            raise LayoutError(f"text does not fit {width:.1f} x {height:.1f} mm even at {smallest:g} pt")
        size = round(size - 0.25, 2)
    return size


@dataclass(frozen=True)
class Table:
    """A small table in a text flow: a header row (may be empty) and rows of
    cells; the first column is wrapped text, the others short and centred."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    col_mm: float = 8.0  # each column after the first, at 8 pt (scales with the size)

    def _cols(self, width: float, size: float) -> tuple[float, float]:
        col = self.col_mm * size / 8.0
        n = max(len(r) for r in (self.header, *self.rows)) - 1
        return width - n * col, col

    def _row_lines(self, pen: Pen, row, width: float, size: float):
        first, _ = self._cols(width, size)
        return pen.wrap(row[0], first - 1.5, size=size)

    def height(self, pen: Pen, width: float, size: float) -> float:
        lead = line_lead(size)
        h = (lead + 1.0) if self.header else 0.0
        for row in self.rows:
            h += lead * len(self._row_lines(pen, row, width, size)) + 1.0
        return h

    def draw(self, pen: Pen, x: float, top: float, width: float, size: float) -> float:
        lead = line_lead(size)
        first, col = self._cols(width, size)
        up, down = ascent(size), descent(size)
        base_off = up + (lead - up - down) / 2
        y = top
        if self.header:
            for k, cell in enumerate(self.header):
                if k == 0:
                    pen.text(x, y - base_off, cell, size=size * 0.92, bold=True, fill=theme.INK_SOFT)
                else:
                    pen.text(x + first + (k - 0.5) * col, y - base_off, cell, size=size * 0.92, bold=True,
                             fill=theme.INK_SOFT, align="center")
            y -= lead + 0.5
            pen.line(x, y, x + width, y, stroke=theme.INK_SOFT, width=0.5)
            y -= 0.5
        for row in self.rows:
            lines = self._row_lines(pen, row, width, size)
            y -= 0.5
            for j, line in enumerate(lines):
                pen.text(x, y - base_off - j * lead, line, size=size)
            for k, cell in enumerate(row[1:], start=1):
                pen.text(x + first + (k - 0.5) * col, y - base_off, cell, size=size, bold=True,
                         align="center")
            y -= lead * len(lines) + 0.5
            if row is not self.rows[-1]:
                pen.line(x, y, x + width, y, stroke=theme.RULE, width=0.4)
        return y




__all__ = [
    "CAP", "PT_PER_MM", "Block", "FlowItem", "Table", "ascent", "cap_height", "centred_caps", "descent",
    "draw_flow", "fit_flow", "flow_height", "line_lead", "pt_to_mm",
]
