"""Read our PDFs back the way a printer would see them: in millimetres.

The tests look at the paper, not at the generator's data: trim boxes are the
thin cut-line rectangles, crop marks the short marks, card contents the text
drawn inside each trim box.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pdfplumber

from boardgames_desktop import theme
from boardgames_desktop.printing.document import CUT_COLOUR, MARK_COLOUR
from boardgames_desktop.printing.layout import CROP_LINE_PT, TRIM_LINE_PT

PT = 25.4 / 72  # mm per point


def hex_rgb(value: str) -> tuple[float, float, float]:
    value = value.lstrip("#")
    return tuple(int(value[i : i + 2], 16) / 255 for i in (0, 2, 4))


def same_colour(a, b: str, tol: float = 2e-3) -> bool:
    if a is None or not isinstance(a, (tuple, list)) or len(a) != 3:
        return False
    return all(abs(x - y) <= tol for x, y in zip(a, hex_rgb(b)))


@dataclass(frozen=True)
class Box:
    """A rectangle in mm, y up from the bottom of the page (as in PDF)."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def w(self) -> float:
        return self.x1 - self.x0

    @property
    def h(self) -> float:
        return self.y1 - self.y0

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2

    def grow(self, d: float) -> "Box":
        return Box(self.x0 - d, self.y0 - d, self.x1 + d, self.y1 + d)

    def contains(self, x: float, y: float, tol: float = 0.0) -> bool:
        return self.x0 - tol <= x <= self.x1 + tol and self.y0 - tol <= y <= self.y1 + tol

    def contains_box(self, other: "Box", tol: float = 0.0) -> bool:
        return (other.x0 >= self.x0 - tol and other.y0 >= self.y0 - tol
                and other.x1 <= self.x1 + tol and other.y1 <= self.y1 + tol)

    def rounded(self, nd: int = 2) -> tuple[float, float, float, float]:
        return tuple(round(v, nd) + 0.0 for v in (self.x0, self.y0, self.x1, self.y1))


@dataclass(frozen=True)
class Mark:
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def vertical(self) -> bool:
        return abs(self.x1 - self.x0) < 1e-3

    @property
    def length(self) -> float:
        return math.hypot(self.x1 - self.x0, self.y1 - self.y0)

    def meets(self, box: Box) -> bool:
        lo_x, hi_x = sorted((self.x0, self.x1))
        lo_y, hi_y = sorted((self.y0, self.y1))
        return not (hi_x < box.x0 or lo_x > box.x1 or hi_y < box.y0 or lo_y > box.y1)


@dataclass(frozen=True)
class Word:
    text: str
    x: float  # centre, mm
    y: float
    direction: tuple[float, float]  # the text's reading direction on the page


@dataclass
class Page:
    number: int
    width: float
    height: float
    trims: list[Box]
    marks: list[Mark]
    words: list[Word]
    chars: list[dict]
    label: str
    #: Every filled shape: (area of its box in mm², fill colour).
    fills: list = None


def _box(obj, height_pt: float) -> Box:
    return Box(obj["x0"] * PT, (height_pt - obj["bottom"]) * PT,
               obj["x1"] * PT, (height_pt - obj["top"]) * PT)


def _words(chars, height_pt: float) -> list[Word]:
    """Group characters into words by reading direction and baseline."""
    lines: dict[tuple, list] = {}
    for ch in chars:
        a, b = ch["matrix"][0], ch["matrix"][1]
        n = math.hypot(a, b) or 1.0
        d = (round(a / n, 3) + 0.0, round(b / n, 3) + 0.0)
        ox, oy = ch["matrix"][4], ch["matrix"][5]
        across = round(-d[1] * ox + d[0] * oy, 1)
        lines.setdefault((d, across), []).append(ch)
    words = []

    def flush(current: list, d) -> None:
        if current:
            text = "".join(c["text"] for c in current)
            xs = [(c["x0"] + c["x1"]) / 2 for c in current]
            ys = [height_pt - (c["top"] + c["bottom"]) / 2 for c in current]
            words.append(Word(text, sum(xs) / len(xs) * PT, sum(ys) / len(ys) * PT, d))
            current.clear()

    for (d, _), line in lines.items():
        line.sort(key=lambda c, d=d: d[0] * c["matrix"][4] + d[1] * c["matrix"][5])
        current: list = []
        prev_end = None
        for c in line:
            start = d[0] * c["matrix"][4] + d[1] * c["matrix"][5]
            extent = abs(d[0]) * (c["x1"] - c["x0"]) + abs(d[1]) * (c["bottom"] - c["top"])
            if c["text"].isspace() or (prev_end is not None and start - prev_end > 2.0):
                flush(current, d)
            if not c["text"].isspace():
                current.append(c)
                prev_end = start + extent
        flush(current, d)
    return words


def pdf(folder, part: str):
    """The one PDF in ``folder`` whose name contains ``part``."""
    found = [p for p in folder.glob("*.pdf") if part in p.name]
    assert len(found) == 1, (part, sorted(p.name for p in folder.glob("*.pdf")))
    return found[0]


def read(path) -> list[Page]:
    return list(_read(str(path)))


@lru_cache(maxsize=64)
def _read(path: str) -> tuple[Page, ...]:
    pages = []
    with pdfplumber.open(path) as pdf:
        for i, p in enumerate(pdf.pages, start=1):
            h = p.height
            trims = [
                _box(r, h) for r in p.rects
                if r["stroke"] and not r["fill"] and abs(r["linewidth"] - TRIM_LINE_PT) < 1e-3
                and same_colour(r["stroking_color"], CUT_COLOUR)
            ]
            marks = []
            for ln in p.lines:
                crop_line = abs(ln["linewidth"] - CROP_LINE_PT) < 1e-3
                if crop_line and same_colour(ln["stroking_color"], MARK_COLOUR):
                    (x0, y0), (x1, y1) = ln["pts"][0], ln["pts"][-1]
                    marks.append(Mark(x0 * PT, (h - y0) * PT, x1 * PT, (h - y1) * PT))
            chars = list(p.chars)
            label_chars = [c for c in chars if (h - c["bottom"]) * PT < 9.0]
            label_chars.sort(key=lambda c: c["x0"])
            label = "".join(c["text"] for c in label_chars)
            fills = [
                ((o["x1"] - o["x0"]) * (o["bottom"] - o["top"]) * PT * PT, o["non_stroking_color"])
                for o in p.rects + p.curves if o["fill"]
            ]
            pages.append(Page(i, p.width * PT, p.height * PT, trims, marks,
                              _words([c for c in chars if (h - c["bottom"]) * PT >= 9.0], h), chars, label,
                              fills))
    return tuple(pages)


def words_in(page: Page, box: Box) -> list[Word]:
    return [w for w in page.words if box.contains(w.x, w.y)]


def card_local_u(word: Word, box: Box, direction: tuple[float, float]) -> float:
    """How far right of the card's centre a word is, in the card's own frame
    (its text runs left to right, whatever way the card is turned on the page)."""
    return (word.x - box.cx) * direction[0] + (word.y - box.cy) * direction[1]


def char_box(ch: dict, height_pt: float) -> Box:
    return _box(ch, height_pt)


WHITE = (1.0, 1.0, 1.0)
INK = hex_rgb(theme.INK)
