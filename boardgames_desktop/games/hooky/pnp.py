"""Hooky: the complete print-and-play set.

* 26 letter cards and 6 round cards, with a back for each kind;
* 5 player screens (one a seat, in its colour *and* mark), each folded from
  one sheet with the rules reminder inside, and the current-player marker;
* worksheet pads for 3, 4 and 5 players (two a page for 3 players).

All art is drawn here from ``data.py`` and ``theme.py`` (no publisher art).
A screen is printed on one side only: folded in half along its long middle
(the fold becomes its top edge) it is two layers thick, the seat's colour
outside and the reminder inside, and its two side panels fold towards the
player so it stands.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Sequence

from ... import theme
from ...printing import Card, CardDeck, Document, PrintOptions, Sheet, SheetPen, fonts
from ...printing.layout import LayoutError, Rect, content_box, mark_zone
from ...printing.pen import Pen
from .data import (
    COMPLETE_HAND_POINTS,
    HAND_LETTER_POINTS,
    LETTERS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    SETUPS,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
    WORD_LENGTH,
    clue_log_rows,
)
from .rules import player

GAME = "Hooky"
PLAYER_COUNTS = tuple(sorted(SETUPS))
SEATS = max(PLAYER_COUNTS)
PT_PER_MM = 72 / 25.4  # ReportLab draws paths and line widths in points

#: Screens and the marker are not cut to the edge of their art like a card:
#: 3 mm of bleed is plenty, and a 6 mm bleed should not shrink them.
SHEET_BLEED = 3.0
#: Worksheets a page: two half-page sheets for 3 players, a full page for 4 and 5.
WORKSHEETS_A_PAGE = {3: 2, 4: 1, 5: 1}
#: Worksheets in each pad file: one game's worth, whole pages (3 players: one spare).
PAD_PAGES = {3: 2, 4: 4, 5: 5}


def _mm(pt: float) -> float:
    return pt / PT_PER_MM


def _ascent(size: float, bold: bool = False) -> float:
    return fonts.ascent_descent_mm(fonts.font_name(bold), size)[0]


def _descent(size: float, bold: bool = False) -> float:
    return fonts.ascent_descent_mm(fonts.font_name(bold), size)[1]


#: Noto Sans capitals are 0.714 em tall.
CAP = 0.714


def _cap_mm(size: float) -> float:
    return _mm(size) * CAP


def _centred_caps(pen: Pen, x: float, cy: float, s: str, *, size: float, bold: bool = True, fill=theme.INK,
                  align: str = "center") -> float:
    """Capitals (or digits) centred vertically on ``cy``."""
    return pen.text(x, cy - _cap_mm(size) / 2, s, size=size, bold=bold, fill=fill, align=align)


# -- seat marks ---------------------------------------------------------------------------
def seat_style(seat: int) -> dict:
    return theme.SEATS[seat % len(theme.SEATS)]


def _cross_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    arm, half = 0.95 * r, 0.25 * r
    plus = [(half, arm), (-half, arm), (-half, half), (-arm, half), (-arm, -half), (-half, -half),
            (-half, -arm), (half, -arm), (half, -half), (arm, -half), (arm, half), (half, half)]
    c = s = math.sqrt(0.5)  # turned 45 degrees
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in plus]


def _star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.42
        a = math.radians(90.0 + i * 36.0)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return pts


def seat_mark(pen: Pen, mark: str, cx: float, cy: float, r: float, colour: str, *,
              outline: bool = False, width: float = 1.0) -> None:
    """A seat mark (ring, dot, bar, cross, star) fitting a circle of radius ``r``,
    the shapes the screen draws (``ui/marks.py``): filled, or as an outline of
    ``width`` points (ink saver, big marks)."""
    if mark == "ring":
        if outline:
            pen.circle(cx, cy, 0.82 * r, stroke=colour, width=width)
            pen.circle(cx, cy, 0.45 * r, stroke=colour, width=width)
        else:
            ring = pen.canvas.beginPath()
            ring.circle(cx * PT_PER_MM, cy * PT_PER_MM, 0.82 * r * PT_PER_MM)
            ring.circle(cx * PT_PER_MM, cy * PT_PER_MM, 0.45 * r * PT_PER_MM)  # even-odd: the hole
            pen.draw_path(ring, fill=colour, area=math.pi * (0.82 ** 2 - 0.45 ** 2) * r * r)
    elif mark == "dot":
        if outline:
            pen.circle(cx, cy, 0.68 * r, stroke=colour, width=width)
        else:
            pen.circle(cx, cy, 0.68 * r, fill=colour)
    elif mark == "bar":
        w, h = 1.8 * r, 0.62 * r
        if outline:
            pen.rect(cx - w / 2, cy - h / 2, w, h, stroke=colour, width=width, radius=0.3 * h)
        else:
            pen.rect(cx - w / 2, cy - h / 2, w, h, fill=colour, radius=0.3 * h)
    elif mark in ("cross", "star"):
        pts = _cross_points(cx, cy, r) if mark == "cross" else _star_points(cx, cy, r)
        if outline:
            pen.polygon(pts, stroke=colour, width=width)
        else:
            pen.polygon(pts, fill=colour, stroke=colour, width=0.2)
    else:
        raise ValueError(f"unknown seat mark {mark!r}")


# -- rich text: **bold** runs, wrapped, in blocks that shrink to fit ---------------------------
@dataclass(frozen=True)
class Block:
    """One block of a text flow: a heading ("h"), a paragraph ("p") or a list
    item ("li", with its ``bullet``). ``**words**`` are bold."""

    kind: str
    text: str
    bullet: str = ""


Word = tuple  # ((text, bold), ...): one word, maybe of several runs ("**guess**:")


def _tokens(text: str) -> list[Word]:
    words: list[Word] = []
    bold = False
    for raw in text.split():
        runs = []
        for i, part in enumerate(re.split(r"\*\*", raw)):
            if i:
                bold = not bold
            if part:
                runs.append((part, bold))
        if runs:
            words.append(tuple(runs))
    return words


def _word_width(pen: Pen, word: Word, size: float) -> float:
    return sum(pen.text_width(t, size=size, bold=b) for t, b in word)


def _wrap_tokens(pen: Pen, words: list[Word], width: float, size: float) -> list[list[Word]]:
    lines: list[list[Word]] = []
    line: list[Word] = []
    line_w = 0.0
    space = pen.text_width(" ", size=size)
    for word in words:
        w = _word_width(pen, word, size)
        if line and line_w + space + w > width:
            lines.append(line)
            line, line_w = [], 0.0
        line_w += (space if line else 0.0) + w
        line.append(word)
    if line:
        lines.append(line)
    return lines


def _lead(size: float) -> float:
    return _mm(size) * 1.24


def _block_size(block: Block, size: float) -> float:
    return size * 1.12 if block.kind == "h" else size


def _block_lines(pen: Pen, block: Block, width: float, size: float):
    indent = pen.text_width(block.bullet + " ", size=size, bold=True) if block.kind == "li" else 0.0
    tokens = _tokens(block.text)
    if block.kind == "h":
        tokens = [tuple((t, True) for t, _ in word) for word in tokens]
    return indent, _wrap_tokens(pen, tokens, width - indent, _block_size(block, size))


def _gap_before(item, size: float) -> float:
    if isinstance(item, Block) and item.kind == "h":
        return _lead(size) * 0.6
    if isinstance(item, Block):
        return _lead(size) * 0.25
    return _lead(size) * 0.45


def _item_height(pen: Pen, item, width: float, size: float) -> float:
    if isinstance(item, Block):
        _, lines = _block_lines(pen, item, width, size)
        return _lead(_block_size(item, size)) * len(lines)
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
    lead = _lead(bs)
    # Baselines sit so that a line's ascent and descent fill its lead.
    up, down = _ascent(bs), _descent(bs)
    base_off = up + (lead - up - down) / 2
    space = pen.text_width(" ", size=bs)
    colour = accent if block.kind == "h" else fill
    for j, line in enumerate(lines):
        base = y - base_off
        if j == 0 and block.kind == "li":
            pen.text(x, base, block.bullet, size=bs, bold=True, fill=accent)
        cx = x + indent
        for word in line:
            for text, bold in word:
                cx += pen.text(cx, base, text, size=bs, bold=bold, fill=colour)
            cx += space
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
             smallest: float = 5.0) -> float:
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
        lead = _lead(size)
        h = (lead + 1.0) if self.header else 0.0
        for row in self.rows:
            h += lead * len(self._row_lines(pen, row, width, size)) + 1.0
        return h

    def draw(self, pen: Pen, x: float, top: float, width: float, size: float) -> float:
        lead = _lead(size)
        first, col = self._cols(width, size)
        up, down = _ascent(size), _descent(size)
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


@dataclass(frozen=True)
class CountExample:
    """The counting rule, shown: a hand over a word, the counted letters of
    the word marked, and the answer."""

    hand: str
    word: str

    def _box(self, size: float) -> float:
        return _mm(size) * 1.75

    def height(self, pen: Pen, width: float, size: float) -> float:
        b = self._box(size)
        if self._label_w(pen, size) + 5 * b * 1.15 + pen.text_width("= 3", size=size * 1.3, bold=True) + 3 > width:
            return 1e6  # too wide at this size: the flow must shrink
        return 2 * b + b * 0.15 + 0.2

    def _label_w(self, pen: Pen, size: float) -> float:
        return max(pen.text_width(t, size=size * 0.85) for t in ("hand", "word")) + 1.5

    def draw(self, pen: Pen, x: float, top: float, width: float, size: float) -> float:
        b = self._box(size)
        gap = b * 0.15
        label = size * 0.85
        answer = sum(1 for ch in self.word if ch in self.hand)
        for row, (name, letters) in enumerate((("hand", self.hand), ("word", self.word))):
            cy = top - b / 2 - row * (b + gap)
            pen.text(x, cy - _cap_mm(label) / 2, name, size=label, fill=theme.INK_SOFT)
            bx = x + self._label_w(pen, size)
            for ch in letters:
                counted = row == 1 and ch in self.hand
                if counted and not pen.ink_saver:
                    pen.rect(bx, cy - b / 2, b, b, fill=theme.HIGHLIGHT_SOFT)
                pen.rect(bx, cy - b / 2, b, b, stroke=theme.INK if counted else theme.RULE,
                         width=1.2 if counted else 0.6, radius=0.6)
                _centred_caps(pen, bx + b / 2, cy, ch, size=size, bold=counted or row == 0)
                bx += b * 1.15
            if row == 1:
                bx += 1.5
                _centred_caps(pen, bx, cy, f"= {answer}", size=size * 1.3, align="left")
        return top - 2 * b - gap - 0.2


# -- letter cards ----------------------------------------------------------------------------
def _underlined(pen: Pen, x: float, base: float, letter: str, *, size: float, align: str = "left",
                fill=theme.INK, bar=theme.HIGHLIGHT) -> None:
    """A letter with a bar under it: the bar says which way up the letter is
    (M and W, N and Z look alike upside down on the table)."""
    w = pen.text(x, base, letter, size=size, bold=True, fill=fill, align=align)
    x0 = {"left": x, "center": x - w / 2, "right": x - w}[align]
    thick = max(0.35, _mm(size) * 0.055)
    gap = _mm(size) * 0.09
    pen.rect(x0, base - gap - thick, w, thick, fill=bar)


def letter_size(pen: Pen) -> float:
    """One size for every big letter, so W fits as well as I."""
    s = pen.card_scale()
    widest = max(pen.text_width(ch, size=1.0, bold=True) for ch in LETTERS)
    return min(140.0 * s, (pen.text_box.w - 6.0) / widest)


def letter_front(letter: str):
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        w, h = pen.width, pen.height
        safe = pen.text_box
        pen.card_background(theme.PAPER)
        pen.card_frame()
        size = letter_size(pen)
        base = h / 2 - _cap_mm(size) / 2 + 1.5 * s
        _underlined(pen, w / 2, base, letter, size=size, align="center")
        # Corner indices, both ends, so the letter shows in a hand fanned either
        # way and reads from either side of the table.
        isize = 15.0 * s
        up = _ascent(isize, True)
        for turn in (0, 180):
            with pen.state():
                if turn:
                    pen.translate(w, h)
                    pen.rotate(180)
                base = safe.y1 - up
                _underlined(pen, safe.x + 0.3, base, letter, size=isize, align="left")
                _underlined(pen, safe.x1 - 0.3, base, letter, size=isize, align="right")

    return draw


def _hooky_boxes(pen: Pen, cx: float, cy: float, box: float, *, ink=theme.INK, paper=theme.PAPER) -> None:
    """H O O K Y in five letter boxes, one of them slipping out of line: the
    truant who is playing hooky."""
    word = "HOOKY"
    gap = box * 0.18
    total = len(word) * box + (len(word) - 1) * gap
    x = cx - total / 2
    size = box * PT_PER_MM * 0.62
    for i, ch in enumerate(word):
        with pen.state():
            bx, by = x + box / 2, cy
            if i == 3:  # the K slips off
                pen.translate(bx + box * 0.12, by + box * 0.55)
                pen.rotate(14)
            else:
                pen.translate(bx, by)
            fill = None if pen.ink_saver else paper
            dash = (1.6, 1.0) if i == 3 else None
            pen.rect(-box / 2, -box / 2, box, box, fill=fill, stroke=ink, width=0.9, radius=box * 0.12, dash=dash)
            _centred_caps(pen, 0.0, 0.0, ch, size=size, fill=ink)
        x += box + gap


def letter_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER_DEEP)
    pen.card_frame(colour=theme.INK_SOFT, width=1.0)
    # A faint worksheet grid behind the word: the game is a grid of deductions.
    inner = Rect(2.4, 2.4, w - 4.8, h - 4.8).inset(3.0 * s)
    step = 6.0 * s
    nx = int(inner.w // step)
    ny = int(inner.h // step)
    gx = (w - nx * step) / 2
    gy = (h - ny * step) / 2
    for i in range(nx + 1):
        pen.line(gx + i * step, gy, gx + i * step, gy + ny * step, stroke=theme.RULE, width=0.35)
    for j in range(ny + 1):
        pen.line(gx, gy + j * step, gx + nx * step, gy + j * step, stroke=theme.RULE, width=0.35)
    _hooky_boxes(pen, w / 2, h / 2, 9.0 * s)
    pen.text(w / 2, pen.text_box.y + 1.0, "letter card", size=7 * s, fill=theme.INK_SOFT, align="center")


# -- round cards -------------------------------------------------------------------------------
def _round_list(rounds: Sequence[int]) -> str:
    words = [str(r) for r in rounds]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def playground_counts(rnd: int) -> list[int]:
    """The player counts that turn up a playground card after round ``rnd``."""
    return [n for n in PLAYER_COUNTS if rnd in SETUPS[n].reveal_after]


def round_blocks(rnd: int) -> list[Block]:
    """What happens in round ``rnd``, from the spec (see the module doc)."""
    blocks: list[Block] = []
    if rnd == 1:
        blocks += [
            Block("h", "Before round 1: opening clues"),
            Block("p", "In seat order from Player 1, each player names a five-letter word holding at least "
                       "one of their own letters and says how many of its letters are in their hand."),
        ]
    blocks.append(Block("h", "Each turn, in seat order"))
    step = 1
    if rnd >= REVEAL_FROM_ROUND:
        blocks.append(Block("li", "**May first** (once a turn): reveal one face-down card of your hand, "
                                  "then look secretly at a random card of another player.", f"{step}."))
        step += 1
    else:
        blocks.append(Block("p", f"No reveal-and-peek yet: it starts in round {REVEAL_FROM_ROUND}."))
    blocks += [
        Block("li", "**Ask** another player a five-letter word.", f"{step}."),
        Block("li", "They **answer** how many of its letters are in their hand; everyone notes it.",
              f"{step + 1}."),
    ]
    blocks.append(Block("h", f"After round {rnd}"))
    counts = playground_counts(rnd)
    if counts and len(counts) == len(PLAYER_COUNTS):
        blocks.append(Block("p", "Turn **one playground card** face up: it is not a truant."))
    elif counts:
        others = [n for n in PLAYER_COUNTS if n not in counts]
        blocks.append(Block("p", f"With {_round_list(counts).replace(' and ', ' or ')} players, turn the "
                                 f"**last playground card** face up. (With {_round_list(others)} "
                                 f"players it is up already.)"))
    if rnd in TRUANT_GUESS_ROUNDS:
        blocks.append(Block("p", f"Everyone secretly writes a **truant guess**: {TRUANT_COUNT} different "
                                 f"letters. Each one right scores **{TRUANT_POINTS[rnd]}**."))
    if rnd == ROUNDS:
        blocks.append(Block("p", "Then write the letters of every other hand, reveal the truants and score."))
    if not counts and rnd not in TRUANT_GUESS_ROUNDS:
        blocks.append(Block("p", "Nothing else happens."))
    return blocks


def round_front(rnd: int):
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        safe = pen.text_box
        pen.card_background(theme.PAPER)
        pen.card_frame(colour=theme.HIGHLIGHT, width=1.4)
        # Head: "round" and the number, big.
        nsize = 34.0 * s
        top = safe.y1
        pen.text(safe.x, top - _ascent(8.0 * s, True), "ROUND", size=8.0 * s, bold=True, fill=theme.INK_SOFT)
        pen.text(safe.x, top - _ascent(8.0 * s, True) - 0.6 - _cap_mm(nsize) - 1.0 * s, str(rnd),
                 size=nsize, bold=True, fill=theme.INK)
        pen.text(safe.x1, top - _ascent(8.0 * s, True), f"of {ROUNDS}", size=8.0 * s, fill=theme.INK_SOFT,
                 align="right")
        # The six rounds as pips, this one filled.
        r = 2.1 * s
        gap = 1.9 * s
        px = safe.x1 - r
        py = top - _ascent(8.0 * s, True) - 4.5 * s - r
        for k in range(ROUNDS, 0, -1):
            if k == rnd:
                pen.circle(px, py, r, fill=theme.HIGHLIGHT if not pen.ink_saver else theme.INK,
                           stroke=theme.INK, width=0.6)
            else:
                pen.circle(px, py, r, stroke=theme.INK_SOFT, width=0.6)
            px -= 2 * r + gap
        text_top = top - _ascent(8.0 * s, True) - 0.6 - _cap_mm(nsize) - 1.0 * s - _descent(nsize) - 1.5 * s
        pen.line(safe.x, text_top + 1.0 * s, safe.x1, text_top + 1.0 * s, stroke=theme.RULE, width=0.6)
        blocks = round_blocks(rnd)
        height = text_top - 1.0 * s - safe.y
        size = fit_flow(pen, blocks, safe.w, height, size=8.0 * s, smallest=4.5)
        draw_flow(pen, blocks, safe.x, text_top - 1.0 * s, safe.w, size, accent=theme.INK)

    return draw


def round_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.HIGHLIGHT_SOFT)
    pen.card_frame(colour=theme.HIGHLIGHT if pen.ink_saver else theme.INK_SOFT, width=2.0 if pen.ink_saver else 1.0)
    cx, cy = w / 2, h * 0.54
    R = min(w, h) * 0.30
    pen.circle(cx, cy, R, stroke=theme.INK, width=1.0)
    for k in range(ROUNDS):
        a = math.radians(90 - k * 360 / ROUNDS)
        x, y = cx + R * math.cos(a), cy + R * math.sin(a)
        pen.circle(x, y, 4.2 * s, fill=theme.PAPER if not pen.ink_saver else None, stroke=theme.INK, width=0.8)
        _centred_caps(pen, x, y, str(k + 1), size=9 * s)
    _centred_caps(pen, cx, cy, "HOOKY", size=10 * s)
    pen.text(w / 2, pen.text_box.y + 1.0, "round card", size=7 * s, fill=theme.INK_SOFT, align="center")


def letter_deck() -> CardDeck:
    cards = tuple(Card(letter_front(ch), name=ch) for ch in LETTERS)
    return CardDeck("Letter cards", cards, back=letter_back)


def round_deck() -> CardDeck:
    cards = tuple(Card(round_front(r), name=f"round {r}") for r in range(1, ROUNDS + 1))
    return CardDeck("Round cards", cards, back=round_back)


# -- player screens ----------------------------------------------------------------------------
SCREEN_PANELS = 3
#: The seat-colour strip along the top of the inside (it hides a fold that
#: is not quite on the line).
SCREEN_BAND = 5.0


def _setup_table() -> Table:
    header = ("players", *(str(n) for n in PLAYER_COUNTS))
    rows = (
        ("cards a hand", *(str(SETUPS[n].hand) for n in PLAYER_COUNTS)),
        ("playground", *(str(SETUPS[n].playground) for n in PLAYER_COUNTS)),
        ("truants", *(str(SETUPS[n].truants) for n in PLAYER_COUNTS)),
    )
    return Table(header, rows, col_mm=7.5)


def _scoring_table() -> Table:
    rows = tuple(
        (f"each truant letter right in the round-{r} guess", str(TRUANT_POINTS[r])) for r in TRUANT_GUESS_ROUNDS
    ) + (
        ("each letter rightly placed in another player's hand", str(HAND_LETTER_POINTS)),
        ("each other hand guessed completely", str(COMPLETE_HAND_POINTS)),
    )
    return Table((), rows, col_mm=6.0)


def _playground_rounds_text() -> str:
    """"After rounds 1, 2 and 3 (3 players: 1 and 2)" from the set-up table."""
    longest = max((SETUPS[n].reveal_after for n in PLAYER_COUNTS), key=len)
    text = f"After rounds {_round_list(longest)}"
    shorter = [(n, SETUPS[n].reveal_after) for n in PLAYER_COUNTS if SETUPS[n].reveal_after != longest]
    if shorter:
        text += " (" + "; ".join(f"{n} players: {_round_list(r)}" for n, r in shorter) + ")"
    return text


def screen_panels() -> tuple[list, list, list]:
    """The rules reminder inside a screen: turn order, the counting rule, the
    end of each round, scoring."""
    turn = [
        Block("h", "Before round 1: opening clues"),
        Block("p", "In seat order, each player names a word holding at least one of their own letters and says "
                   "how many of its letters are in their hand."),
        Block("h", "A round"),
        Block("p", "Every player takes one turn, in seat order from Player 1 (the start player, who keeps "
                   "the round cards)."),
        Block("li", f"**Reveal and peek** (you may, from round {REVEAL_FROM_ROUND}, once a turn, before you "
                    "ask): turn one face-down card of your hand face up (it stays yours), then look secretly "
                    "at one random card of another player's hand.", "1."),
        Block("li", "**Ask** another player a five-letter word.", "2."),
        Block("li", "They **answer** how many of its letters are in their hand, by the counting rule.", "3."),
        Block("li", "**Everyone notes** the word and the answer.", "4."),
        Block("h", "Words"),
        Block("p", "A real five-letter word; names of people and places count (PARIS, APRIL). Never a word "
                   "asked before, nor one made of exactly the same letters as an earlier one. No passing."),
    ]
    counting = [
        Block("h", "The counting rule"),
        Block("p", "Count **every time** a letter of the word is in the hand: a letter twice in the word "
                   "counts 2, three times 3 (NEVER: E twice and N once make 3)."),
        CountExample("AGHLU", "MIRTH"),
        CountExample("AELNP", "NEVER"),
        CountExample("SMART", "QUICK"),
        Block("h", "Set-up"),
        _setup_table(),
        Block("p", "The start player never changes."),
    ]
    guesses = ", ".join(str(r) for r in TRUANT_GUESS_ROUNDS[:-1]) + f" and {TRUANT_GUESS_ROUNDS[-1]}"
    ending = [
        Block("h", "After each round"),
        Block("p", f"**{_playground_rounds_text()}:** turn one playground card face up. It is not a truant."),
        Block("p", f"**After rounds {guesses}:** everyone secretly writes a truant guess, {TRUANT_COUNT} different "
                   "letters (a letter may be guessed again later)."),
        Block("h", f"After round {ROUNDS}"),
        Block("p", "For every other player write the letters you think are in their hand (face-up cards "
                   "included). Then the truants and the hands are shown."),
        Block("h", "Scoring"),
        _scoring_table(),
        Block("p", "**Ties:** first to guess a truant right (earliest round), then earliest with the most truant "
                   "letters right, then fewest cards revealed; else a shared win."),
    ]
    return turn, counting, ending


ASSEMBLY = ("Fold along the middle, print outside, and glue the halves. Fold the side panels towards you "
            "and stand the screen with the fold on top.")


def screen_trim(options: PrintOptions) -> Rect:
    box = content_box(*options.paper_size)
    zone = mark_zone(min(options.bleed, SHEET_BLEED))
    return Rect(box.x + zone, box.y + zone, box.w - 2 * zone, box.h - 2 * zone).rounded()


def _screen_outside(pen: Pen, seat: int, w: float, H: float) -> None:
    """The outside, in its own upright frame (``w`` x ``H``, top at the fold)."""
    style = seat_style(seat)
    colour, mark = style["colour"], style["mark"]
    ink = pen.ink_saver
    pw = w / SCREEN_PANELS
    if not ink:
        b = pen.bleed
        pen.rect(-b, 0.0, w + 2 * b, H + b, fill=colour)
    name = player(seat)
    for k in range(SCREEN_PANELS):
        px = k * pw
        centre = k == SCREEN_PANELS // 2
        plate = Rect(px + 7.0, 14.0, pw - 14.0, H - 28.0) if centre else Rect(px + 10.0, H / 2 - 22.0, pw - 20.0, 44.0)
        if ink:
            pen.rect(plate.x, plate.y, plate.w, plate.h, stroke=colour, width=3.0, radius=5.0)
        else:
            pen.rect(plate.x, plate.y, plate.w, plate.h, fill=theme.PAPER, stroke=theme.PAPER, radius=5.0)
        if centre:
            r = min(plate.w, plate.h) * 0.27
            my = plate.y1 - 8.0 - r
            seat_mark(pen, mark, plate.cx, my, r, colour, outline=ink, width=3.0)
            size = pen.fit_size(name, plate.w - 8.0, size=30.0, bold=True)
            base = my - r - 7.0 - _cap_mm(size)
            pen.text(plate.cx, base, name, size=size, bold=True, align="center")
            pen.text(plate.cx, base - 7.0, f"{style['name']} · {mark}", size=11, fill=theme.INK_SOFT,
                     align="center")
            pen.text(plate.cx, plate.y + 4.0, GAME, size=8.5, bold=True, fill=theme.INK_SOFT, align="center")
        else:
            r = 11.0
            seat_mark(pen, mark, plate.cx, plate.y1 - 4.0 - r, r, colour, outline=ink, width=2.4)
            size = pen.fit_size(name, plate.w - 6.0, size=16.0, bold=True)
            pen.text(plate.cx, plate.y + 5.0, name, size=size, bold=True, align="center")


def _screen_inside(pen: Pen, seat: int, w: float, H: float) -> None:
    """The inside, as printed (``w`` x ``H``, top at the fold): three panels of reminders."""
    style = seat_style(seat)
    colour = style["colour"]
    ink = pen.ink_saver
    pw = w / SCREEN_PANELS
    if not ink:
        pen.rect(-pen.bleed, H - SCREEN_BAND, w + 2 * pen.bleed, SCREEN_BAND + 1.0, fill=colour)
    else:
        pen.line(0.0, H - SCREEN_BAND, w, H - SCREEN_BAND, stroke=colour, width=2.0)
    # The panel folds, dashed.
    for k in range(1, SCREEN_PANELS):
        pen.line(k * pw, 0.0, k * pw, H - SCREEN_BAND, stroke=theme.RULE, width=0.6, dash=(3, 2))
    pad = 5.0
    top = H - SCREEN_BAND - 4.0
    # Whose screen: mark and name in the top left of the left panel's heading row.
    heading_size = 8.0
    r = 2.6
    seat_mark(pen, style["mark"], pad + r, top - r, r, colour)
    pen.text(pad + 2 * r + 2.0, top - r - _cap_mm(heading_size) / 2, f"{player(seat)} · {GAME}",
             size=heading_size, bold=True, fill=theme.INK_SOFT)
    top_first = top - 2 * r - 2.5
    panels = screen_panels()
    note_size = 6.5
    note_lines = pen.wrap(ASSEMBLY, pw - 2 * pad, size=note_size)
    note_h = len(note_lines) * _lead(note_size) + 2.0
    tops = (top_first, top, top)
    bottoms = (5.5, 5.5 + note_h, 5.5)
    width = pw - 2 * pad
    size = min(fit_flow(pen, items, width, tops[k] - bottoms[k], size=9.0, smallest=5.5)
               for k, items in enumerate(panels))
    for k, items in enumerate(panels):
        draw_flow(pen, items, k * pw + pad, tops[k], width, size)
    # How to fold, at the foot of the middle panel.
    last = 4.3 + _descent(note_size)
    for i, line in enumerate(reversed(note_lines)):
        pen.text(pw + pad, last + i * _lead(note_size), line, size=note_size, fill=theme.INK_SOFT)


def screen_sheet(seat: int, options: PrintOptions) -> Sheet:
    bleed = min(options.bleed, SHEET_BLEED)

    def draw(sheet: SheetPen) -> None:
        trim = screen_trim(options)
        w, h = trim.w, trim.h
        H = h / 2
        with sheet.piece(trim, bleed=bleed) as pen:
            if not pen.ink_saver:
                b = pen.bleed_box
                pen.rect(b.x, b.y, b.w, b.h, fill=theme.PAPER)
            _screen_inside(pen, seat, w, H)
            with pen.state():
                # The outside is the upper half turned half round: folded along
                # the middle, its top meets the inside's top at the fold.
                pen.translate(w, h)
                pen.rotate(180)
                _screen_outside(pen, seat, w, H)
        # Fold marks in the margins: the middle and the two panel folds.
        sheet.fold_line(trim.x - 20, trim.cy, trim.x1 + 20, trim.cy)
        for k in range(1, SCREEN_PANELS):
            x = trim.x + k * w / SCREEN_PANELS
            sheet.fold_line(x, trim.y - 20, x, trim.y1 + 20)

    style = seat_style(seat)
    return Sheet("Player screens", draw, note=f"{player(seat)} ({style['name']}, {style['mark']})")


# -- the current-player marker ----------------------------------------------------------------
#: A tent: two sloping faces, a base and a glue tab, folded from one strip.
MARKER_LENGTH = 100.0
MARKER_FACE = 38.0
MARKER_TAB = 12.0
MARKER_TOKEN = 50.0


def _marker_face(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """One face of the tent, upright in (x, y, w, h)."""
    cx = x + w / 2
    title = "current player"
    size = 20.0
    pen.text(cx, y + h / 2 + 3.0, title, size=size, bold=True, align="center")
    pen.text(cx, y + h / 2 - 4.0, f"reveal and peek (from round {REVEAL_FROM_ROUND}), then ask a word",
             size=7.5, fill=theme.INK_SOFT, align="center")
    pen.text(cx, y + h / 2 - 7.6, "at the end of your turn, pass me on in seat order", size=7.5,
             fill=theme.INK_SOFT, align="center")


def draw_marker_tent(pen: Pen) -> None:
    """The tent in its frame (``MARKER_LENGTH`` wide): from the top face A,
    face B, the base, the glue tab. Folded, A and B meet at the top, both
    reading upright."""
    w, h = pen.width, pen.height
    F = MARKER_FACE
    ink = pen.ink_saver
    if not ink:
        b = pen.bleed
        pen.rect(-b, h - 2 * F, w + 2 * b, 2 * F + b, fill=theme.HIGHLIGHT_SOFT)
        pen.rect(-b, -b, w + 2 * b, h - 2 * F + b, fill=theme.PAPER)
    # Face B, upright, its top at the ridge.
    _marker_face(pen, 0.0, h - 2 * F, w, F)
    # Face A, turned half round: its top also at the ridge.
    with pen.state():
        pen.translate(w, 2 * h - F)
        pen.rotate(180)
        _marker_face(pen, 0.0, h - F, w, F)
    base_y = h - 3 * F
    pen.text(w / 2, base_y + F / 2 - 1.2, "base (stands on the table)", size=7, fill=theme.INK_SOFT,
             align="center")
    pen.text(w / 2, MARKER_TAB / 2 - 1.2, "glue tab: under the free edge of the top face", size=6.5,
             fill=theme.INK_SOFT, align="center")
    for fy in (h - F, h - 2 * F, base_y):
        pen.line(0.0, fy, w, fy, stroke=theme.INK_SOFT, width=0.6, dash=(3, 2))
    if ink:
        pen.rect(1.5, h - 2 * F + 1.5, w - 3.0, 2 * F - 3.0, stroke=theme.HIGHLIGHT, width=2.0, radius=2.0)


def draw_marker_token(pen: Pen) -> None:
    d = pen.width
    c = d / 2
    if pen.ink_saver:
        pen.circle(c, c, c - 1.2, stroke=theme.HIGHLIGHT, width=3.0)
    else:
        pen.circle(c, c, c + pen.bleed, fill=theme.HIGHLIGHT_SOFT)
        pen.circle(c, c, c - 1.6, stroke=theme.HIGHLIGHT, width=1.6)
    pen.text(c, c + 2.0, "current", size=12, bold=True, align="center")
    pen.text(c, c - 3.4, "player", size=12, bold=True, align="center")
    pen.text(c, c - 10.5, GAME, size=7, fill=theme.INK_SOFT, align="center")


def marker_sheet(options: PrintOptions) -> Sheet:
    bleed = min(options.bleed, SHEET_BLEED)

    def draw(sheet: SheetPen) -> None:
        box = sheet.content
        zone = mark_zone(bleed)
        sheet.text(box.cx, box.y1 - 6.0, f"{GAME} – current-player marker", size=11, bold=True, align="center")
        sheet.paragraph(box.x + 10, box.y1 - 10.5, box.w - 20,
                        "Cut out the strip, fold along the dashed lines (print outside) into a tent and glue the "
                        "tab under the free edge of the top face. It stands in front of the player whose turn "
                        "it is and moves on in seat order. The round token is a flat spare.",
                        size=8, fill=theme.INK_SOFT)
        tent_h = 3 * MARKER_FACE + MARKER_TAB
        space_top = box.y1 - 24.0
        block = zone + tent_h + zone + 6.0 + zone + MARKER_TOKEN + zone
        top = space_top - max(0.0, (space_top - box.y - block) / 2)
        trim = Rect(box.cx - MARKER_LENGTH / 2, top - zone - tent_h, MARKER_LENGTH, tent_h).rounded()
        with sheet.piece(trim, bleed=bleed, safe_inset=2.0) as pen:
            draw_marker_tent(pen)
        for k in range(1, 4):
            fy = trim.y1 - k * MARKER_FACE
            sheet.fold_line(trim.x - 20, fy, trim.x1 + 20, fy)
        ty = trim.y - zone - 6.0 - zone - MARKER_TOKEN
        token = Rect(box.cx - MARKER_TOKEN / 2, ty, MARKER_TOKEN, MARKER_TOKEN).rounded()
        with sheet.piece(token, bleed=bleed, shape="circle", safe_inset=3.0) as pen:
            draw_marker_token(pen)

    return Sheet("Current-player marker", draw)


# -- worksheets ---------------------------------------------------------------------------------
#: Worksheet lines: thin and light inside, a little stronger around and between groups.
WS_THIN = 0.35
WS_GROUP = 0.6
WS_OUTER = 0.8
WS_LABEL = 6.5  # pt: column heads and small labels
WS_HEAD = 8.0   # pt: section titles
WS_GAP = 4.0    # mm between the three columns


def _mark_legend(pen: Pen, x: float, y: float, size: float = WS_LABEL) -> float:
    """● has · ✕ has not · ? maybe, drawn (the font has no ● or ✕); returns the end x."""
    r = _mm(size) * 0.32
    cy = y + _cap_mm(size) / 2
    for kind, words in (("has", "has"), ("has_not", "has not"), ("maybe", "maybe")):
        if kind == "has":
            pen.circle(x + r, cy, r, fill=theme.INK)
            x += 2 * r + 1.0
        elif kind == "has_not":
            pen.line(x, cy - r, x + 2 * r, cy + r, stroke=theme.INK, width=0.9, cap=1)
            pen.line(x, cy + r, x + 2 * r, cy - r, stroke=theme.INK, width=0.9, cap=1)
            x += 2 * r + 1.0
        else:
            x += pen.text(x, y, "?", size=size + 1, bold=True) + 1.0
        x += pen.text(x, y, words, size=size, fill=theme.INK_SOFT) + 3.0
    return x


def _section_title(pen: Pen, x: float, top: float, text: str, note: str = "") -> float:
    """A section title with its top at ``top``; returns the y under it."""
    base = top - _ascent(WS_HEAD, True) + 0.6
    w = pen.text(x, base, text, size=WS_HEAD, bold=True)
    if note:
        pen.text(x + w + 1.5, base, note, size=WS_LABEL, fill=theme.INK_SOFT)
    return top - _mm(WS_HEAD) * 1.25 - 0.6


def _boxes(pen: Pen, x: float, y: float, n: int, size: float, gap: float) -> float:
    """``n`` writing boxes with their bottom at ``y``; returns the end x."""
    for _ in range(n):
        pen.rect(x, y, size, size, stroke=theme.INK_SOFT, width=WS_THIN * 1.4, radius=0.6)
        x += size + gap
    return x - gap


@dataclass(frozen=True)
class WorksheetPlan:
    """The numbers of one worksheet: which columns, how many rows, how big."""

    players: int
    box: Rect
    title_h: float
    grid_head: float
    grid_row: float
    log_head: float
    log_row: float
    letter_w: float
    player_w: float
    playground_w: float
    truants_w: float
    round_w: float
    asker_w: float
    asked_w: float
    word_box: float
    answer_w: float
    unit: float  # writing boxes in the right-hand column

    @property
    def full(self) -> bool:
        return self.box.h > 200

    @property
    def grid_top(self) -> float:
        return self.box.y1 - (self.title_h if self.full else 0.0)

    @property
    def grid_w(self) -> float:
        return self.letter_w + (self.players - 1) * self.player_w + self.playground_w + self.truants_w

    @property
    def log_w(self) -> float:
        return self.round_w + self.asker_w + self.asked_w + WORD_LENGTH * self.word_box + self.answer_w

    @property
    def side_w(self) -> float:
        return self.box.w - self.grid_w - self.log_w - 2 * WS_GAP


def plan_worksheet(players: int, box: Rect) -> WorksheetPlan:
    full = box.h > 200  # a whole page, or half of one
    title_h = 12.0 if full else 9.0
    body = box.h - title_h
    grid_head = 10.0 if full else 8.0
    # On half a page the grid runs the whole height, the title beside it.
    grid_body = body if full else box.h
    grid_row = min(8.5, (grid_body - grid_head) / len(LETTERS))
    log_head = 6.0
    log_row = min(8.0, (body - log_head) / clue_log_rows(players))
    player_w = 10.5 if full else 9.5
    return WorksheetPlan(
        players=players, box=box, title_h=title_h, grid_head=grid_head, grid_row=grid_row,
        log_head=log_head, log_row=log_row,
        letter_w=7.0, player_w=player_w, playground_w=13.0, truants_w=11.0,
        round_w=8.0, asker_w=8.0, asked_w=9.5, word_box=min(7.0, max(5.5, log_row)), answer_w=10.0,
        unit=8.0 if full else 6.0,
    )


def _worksheet_title(pen: Pen, plan: WorksheetPlan) -> None:
    box = plan.box
    n = plan.players
    base = box.y1 - plan.title_h + 2.2
    x = box.x if plan.full else box.x + plan.grid_w + WS_GAP
    x += pen.text(x, base, f"{GAME} worksheet", size=10.5, bold=True) + 2.0
    x += pen.text(x, base, f"{n} players", size=8.5, bold=True, fill=theme.INK_SOFT) + 7.0
    x += pen.text(x, base, "name", size=WS_LABEL, fill=theme.INK_SOFT) + 1.2
    line_w = 44.0 if plan.full else 34.0
    pen.line(x, base - 0.8, x + line_w, base - 0.8, stroke=theme.INK_SOFT, width=WS_THIN * 1.4)
    x += line_w + 5.0
    x += pen.text(x, base, "seat (ring yours)", size=WS_LABEL, fill=theme.INK_SOFT) + 2.0
    # The seats' marks and numbers, to ring: the screens and seat colours match them.
    r = 1.7
    for seat in range(n):
        style = seat_style(seat)
        cy = base + _cap_mm(WS_LABEL) / 2
        seat_mark(pen, style["mark"], x + r, cy, r, style["colour"])
        x += 2 * r + 0.8
        x += pen.text(x, base, str(seat + 1), size=8, bold=True) + 3.2


def _grid(pen: Pen, plan: WorksheetPlan, x: float, top: float) -> None:
    """Who has which letter: A to Z against every other player, the playground
    and the truants."""
    n = plan.players
    setup = SETUPS[n]
    cols = [("player", "", plan.player_w)] * (n - 1) + [
        ("playground", f"{setup.playground} cards", plan.playground_w),
        ("truants", f"{setup.truants} cards", plan.truants_w),
    ]
    head, row = plan.grid_head, plan.grid_row
    w = plan.grid_w
    bottom = top - head - len(LETTERS) * row
    body_top = top - head
    # Column heads.
    cx = x + plan.letter_w
    for label, sub, cw in cols:
        pen.text(cx + cw / 2, top - 1.0 - _ascent(WS_LABEL * 0.92), label, size=WS_LABEL * 0.92,
                 fill=theme.INK_SOFT, align="center")
        if sub:
            pen.text(cx + cw / 2, body_top + 1.2, sub, size=WS_LABEL * 0.85, fill=theme.INK_SOFT, align="center")
        else:  # write the player's seat here
            pen.line(cx + cw * 0.3, body_top + 1.4, cx + cw * 0.7, body_top + 1.4, stroke=theme.INK_SOFT,
                     width=WS_THIN * 1.4)
        cx += cw
    # Rows: the letter, then a box in every column.
    size = min(9.0, row * PT_PER_MM * 0.55)
    for i, letter in enumerate(LETTERS):
        cy = body_top - (i + 0.5) * row
        _centred_caps(pen, x + plan.letter_w / 2, cy, letter, size=size)
        if i:
            y = body_top - i * row
            strong = i % 5 == 0
            pen.line(x, y, x + w, y, stroke=theme.INK_SOFT if strong else theme.RULE,
                     width=WS_GROUP if strong else WS_THIN)
    # Column lines; the heads are open boxes to write the other players' seats in.
    cx = x + plan.letter_w
    pen.line(cx, bottom, cx, top, stroke=theme.INK_SOFT, width=WS_GROUP)
    for k, (label, sub, cw) in enumerate(cols):
        cx += cw
        if k < len(cols) - 1:
            strong = k == n - 2  # between the players and the playground
            pen.line(cx, bottom, cx, top, stroke=theme.INK_SOFT if strong else theme.RULE,
                     width=WS_GROUP if strong else WS_THIN)
    pen.line(x, body_top, x + w, body_top, stroke=theme.INK_SOFT, width=WS_GROUP)
    pen.rect(x, bottom, w, top - bottom, stroke=theme.INK_SOFT, width=WS_OUTER)


def _log(pen: Pen, plan: WorksheetPlan, x: float, top: float) -> None:
    """The clue log: the opening clues, then six rounds of one question a player."""
    n = plan.players
    head, row = plan.log_head, plan.log_row
    widths = [plan.round_w, plan.asker_w, plan.asked_w, WORD_LENGTH * plan.word_box, plan.answer_w]
    labels = ["round", "asker", "asked", "word", "answer"]
    w = plan.log_w
    rows = clue_log_rows(n)
    body_top = top - head
    bottom = body_top - rows * row
    cx = x
    for label, cw in zip(labels, widths):
        pen.text(cx + cw / 2, body_top + 1.6, label, size=WS_LABEL * 0.92, bold=True, fill=theme.INK_SOFT,
                 align="center")
        cx += cw
    groups = ["open"] + [str(r) for r in range(1, ROUNDS + 1)]
    word_x = x + plan.round_w + plan.asker_w + plan.asked_w
    num = min(7.0, row * PT_PER_MM * 0.5)
    for g, name in enumerate(groups):
        gy = body_top - g * n * row
        _centred_caps(pen, x + plan.round_w / 2, gy - n * row / 2, name,
                      size=(WS_LABEL if g == 0 else 9.0), bold=g > 0, fill=theme.INK)
        for k in range(n):
            y = gy - k * row
            cy = y - row / 2
            # Turns go in seat order from Player 1: the asker of every row is known.
            _centred_caps(pen, x + plan.round_w + plan.asker_w / 2, cy, str(k + 1), size=num, bold=False,
                          fill=theme.INK_SOFT)
            if g == 0:
                pen.text(x + plan.round_w + plan.asker_w + plan.asked_w / 2, cy - _cap_mm(WS_LABEL * 0.85) / 2,
                         "own", size=WS_LABEL * 0.85, fill=theme.INK_SOFT, align="center")
            if k:
                pen.line(x + plan.round_w, y, x + w, y, stroke=theme.RULE, width=WS_THIN)
        if g:
            pen.line(x, gy, x + w, gy, stroke=theme.INK_SOFT, width=WS_GROUP)
    # Columns: the word is five letter boxes.
    cx = x
    for k, cw in enumerate(widths[:-1]):
        cx += cw
        pen.line(cx, bottom, cx, body_top, stroke=theme.INK_SOFT if k in (0, 2, 3) else theme.RULE,
                 width=WS_GROUP if k in (0, 2, 3) else WS_THIN)
    for k in range(1, WORD_LENGTH):
        bx = word_x + k * plan.word_box
        pen.line(bx, bottom, bx, body_top, stroke=theme.RULE, width=WS_THIN, dash=(0.6, 0.6))
    pen.line(x, body_top, x + w, body_top, stroke=theme.INK_SOFT, width=WS_GROUP)
    pen.rect(x, bottom, w, body_top - bottom, stroke=theme.INK_SOFT, width=WS_OUTER)


def _side(pen: Pen, plan: WorksheetPlan, x: float, top: float, bottom: float, *, draw: bool = True) -> float:
    """The right-hand column: the hand, the playground, the truant guesses, the
    hand guesses and the score. Returns the height used."""
    n = plan.players
    setup = SETUPS[n]
    u = plan.unit
    gap = u * 0.22
    w = plan.side_w
    label = WS_LABEL
    y = top

    def title(text: str, note: str = "") -> None:
        nonlocal y
        if draw:
            _section_title(pen, x, y, text, note)
        y -= _mm(WS_HEAD) * 1.25 + 0.6

    def label_text(lx: float, cy: float, text: str, *, align: str = "left", colour=theme.INK_SOFT,
                   size: float = label, bold: bool = False) -> float:
        if draw:
            return pen.text(lx, cy - _cap_mm(size) / 2, text, size=size, fill=colour, align=align, bold=bold)
        return pen.text_width(text, size=size, bold=bold)

    def boxes(bx: float, by: float, k: int, size: float = u) -> float:
        if draw:
            return _boxes(pen, bx, by, k, size, gap)
        return bx + k * size + (k - 1) * gap

    space = 5.0 if plan.box.h > 200 else 2.0
    # How to mark the grid.
    if draw:
        _mark_legend(pen, x, y - _cap_mm(label) - 0.6)
    y -= _cap_mm(label) + 0.6 + space
    # Your hand.
    title("Your hand", f"{setup.hand} cards")
    boxes(x, y - u, setup.hand)
    y -= u + space
    # The playground cards as they turn up.
    title("Playground", "turned up after round")
    bx = x
    for r in setup.reveal_after:
        cy = y - u / 2
        bx += label_text(bx, cy, str(r), colour=theme.INK_SOFT, size=label, bold=True) + 1.0
        bx = boxes(bx, y - u, 1) + 3.0
    y -= u + space
    # Truant guesses.
    title("Truant guesses", f"{TRUANT_COUNT} different letters")
    lab_w = pen.text_width(f"after round {TRUANT_GUESS_ROUNDS[-1]}", size=label) + 1.5
    for r in TRUANT_GUESS_ROUNDS:
        cy = y - u / 2
        label_text(x, cy, f"after round {r}")
        boxes(x + lab_w, y - u, TRUANT_COUNT)
        y -= u + gap
    y -= space - gap
    # Hand guesses after round 6.
    title("Hands", f"after round {ROUNDS}: who holds what")
    small = min(u, (w - pen.text_width("player", size=label) - 1.5 - u * 0.8 - 2.0
                    - (setup.hand - 1) * gap) / setup.hand)
    for _ in range(n - 1):
        cy = y - u / 2
        bx = x + label_text(x, cy, "player") + 1.0
        if draw:
            pen.line(bx, y - u + 0.6, bx + u * 0.8, y - u + 0.6, stroke=theme.INK_SOFT, width=WS_THIN * 1.4)
        bx += u * 0.8 + 2.0
        boxes(bx, y - u + (u - small), setup.hand, small)
        y -= u + gap
    y -= space - gap
    # The score.
    title("Score")
    rows = [(f"truants, round {r}", f"× {TRUANT_POINTS[r]}") for r in TRUANT_GUESS_ROUNDS] + [
        ("hand letters right", f"× {HAND_LETTER_POINTS}"),
        ("hands complete", f"× {COMPLETE_HAND_POINTS}"),
    ]
    sb = u * 0.85
    total_w = sb * 1.6
    col_total = x + w - total_w
    col_times = col_total - 2.0
    col_count = col_times - pen.text_width("× 10", size=label) - 1.5 - sb
    for text, times in rows:
        cy = y - sb / 2
        label_text(x, cy, text)
        if draw:
            pen.rect(col_count, y - sb, sb, sb, stroke=theme.INK_SOFT, width=WS_THIN * 1.4, radius=0.5)
            pen.rect(col_total, y - sb, total_w, sb, stroke=theme.INK_SOFT, width=WS_THIN * 1.4, radius=0.5)
        label_text(col_times, cy, times, align="right")
        y -= sb + gap * 0.8
    cy = y - sb / 2 - 0.6
    label_text(col_times, cy, "total", align="right", colour=theme.INK, bold=True)
    if draw:
        pen.rect(col_total, y - sb - 1.2, total_w, sb + 1.2, stroke=theme.INK, width=WS_OUTER, radius=0.5)
    y -= sb + 1.2
    return top - y


NOTES_LINE = 7.0


def _notes(pen: Pen, x: float, top: float, bottom: float, w: float) -> None:
    """Ruled lines for notes in whatever room the column has left."""
    lines = int((top - bottom - _mm(WS_HEAD) * 1.25 - 0.6) // NOTES_LINE)
    if lines < 3:
        return
    y = _section_title(pen, x, top, "Notes")
    for _ in range(lines):
        y -= NOTES_LINE
        pen.line(x, y, x + w, y, stroke=theme.RULE, width=WS_THIN)


def draw_worksheet(pen: Pen, box: Rect, players: int) -> None:
    plan = plan_worksheet(players, box)
    if plan.side_w < 40.0:
        raise LayoutError(f"a {players}-player worksheet does not fit {box.w:.0f} mm")
    _worksheet_title(pen, plan)
    top = box.y1 - plan.title_h
    x = box.x
    _grid(pen, plan, x, plan.grid_top)
    _notes(pen, x, plan.grid_top - plan.grid_head - len(LETTERS) * plan.grid_row - 5.0, box.y, plan.grid_w)
    x += plan.grid_w + WS_GAP
    _log(pen, plan, x, top)
    x += plan.log_w + WS_GAP
    # The right-hand column, its boxes as big as the height allows.
    for unit in (plan.unit, 7.5, 7.0, 6.5, 6.0, 5.5, 5.0, 4.5):
        if unit > plan.unit:
            continue
        trial = WorksheetPlan(**{**plan.__dict__, "unit": unit})
        if _side(pen, trial, x, top, box.y, draw=False) <= top - box.y:
            used = _side(pen, trial, x, top, box.y)
            _notes(pen, x, top - used - 5.0, box.y, trial.side_w)
            return
    raise LayoutError(f"the {players}-player worksheet's right-hand column does not fit")


def worksheet_sheet(players: int, options: PrintOptions) -> Sheet:
    per_page = WORKSHEETS_A_PAGE[players]

    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(1.0)
        if per_page == 1:
            draw_worksheet(sheet, box, players)
            return
        # Two to a page, one above the other, with a line to cut along.
        mid = box.cy
        half = (box.h - 7.0) / 2
        draw_worksheet(sheet, Rect(box.x, mid + 3.5, box.w, half), players)
        draw_worksheet(sheet, Rect(box.x, mid - 3.5 - half, box.w, half), players)
        sheet.line(sheet.content.x, mid, sheet.content.x1, mid, stroke=theme.INK_SOFT, width=0.5, dash=(3, 2))
        sheet.text(sheet.content.x1, mid + 0.9, "cut", size=6, fill=theme.INK_SOFT, align="right")

    return Sheet(f"Worksheets, {players} players", draw,
                 note=f"{per_page} a page" if per_page > 1 else "")


# -- documents -----------------------------------------------------------------------------------
def documents(options: PrintOptions) -> list[Document]:
    return [
        Document(GAME, "cards", "Letter and round cards", (letter_deck(), round_deck()),
                 "26 letter cards (A to Z) and 6 round cards (1 to 6), each kind with its own back."),
        Document(GAME, "screens", "Player screens and current-player marker",
                 tuple(screen_sheet(seat, options) for seat in range(SEATS)) + (marker_sheet(options),),
                 "5 player screens, one a seat, folded from one sheet each; the current-player marker."),
    ] + [
        Document(GAME, f"worksheets-{n}-players", f"Worksheets for {n} players",
                 tuple(worksheet_sheet(n, options) for _ in range(PAD_PAGES[n])),
                 f"{PAD_PAGES[n] * WORKSHEETS_A_PAGE[n]} worksheets for a {n}-player game, "
                 f"{WORKSHEETS_A_PAGE[n]} a page.")
        for n in PLAYER_COUNTS
    ]
