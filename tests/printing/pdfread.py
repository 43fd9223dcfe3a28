"""Read our PDFs back the way a printer would see them: in millimetres.

The tests look at the paper, not at the generator's data: crop marks are the
short marks; trim boxes are found from them as a person with a trimmer would
(:func:`find_trims`), since nothing is printed on a trim; card contents are
the text drawn inside each trim box. :func:`render_page` turns a page into
pixels with pypdfium2 (which pdfplumber installs), so no test needs poppler.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

import pdfplumber
import pypdfium2

from boardgames_desktop import theme
from boardgames_desktop.printing.document import MARK_COLOUR
from boardgames_desktop.printing.layout import CROP_LINE_PT

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
    #: Every stroked line, rectangle edge and curve segment, as (x0, y0, x1, y1, width mm)
    #: in mm (curves by their control polygon), crop marks included.
    strokes: list = None


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
            marks = []
            for ln in p.lines:
                crop_line = abs(ln["linewidth"] - CROP_LINE_PT) < 1e-3
                if crop_line and same_colour(ln["stroking_color"], MARK_COLOUR):
                    (x0, y0), (x1, y1) = ln["pts"][0], ln["pts"][-1]
                    marks.append(Mark(x0 * PT, (h - y0) * PT, x1 * PT, (h - y1) * PT))
            chars = list(p.chars)
            in_label = [_in_label(c, h) for c in chars]
            label = _label_text([c for c, lab in zip(chars, in_label) if lab])
            fills = [
                ((o["x1"] - o["x0"]) * (o["bottom"] - o["top"]) * PT * PT, o["non_stroking_color"])
                for o in p.rects + p.curves if o["fill"]
            ]
            art = [_box(o, h) for o in p.rects + p.curves + p.images + chars
                   if not (o["object_type"] == "char" and _in_label(o, h))]
            art += [_box(o, h) for o in p.lines
                    if not (abs(o["linewidth"] - CROP_LINE_PT) < 1e-3
                            and same_colour(o["stroking_color"], MARK_COLOUR))]
            pages.append(Page(i, p.width * PT, p.height * PT, find_trims(marks, art), marks,
                              _words([c for c, lab in zip(chars, in_label) if not lab], h), chars, label,
                              fills, _strokes(p, h)))
    return tuple(pages)


def _in_label(ch: dict, height_pt: float) -> bool:
    """The page label: the band at the bottom, or (read upwards) up the left side."""
    if (height_pt - ch["bottom"]) * PT < 9.0:
        return True
    return ch["x1"] * PT < 9.0 and abs(ch["matrix"][1]) > abs(ch["matrix"][0])


def art_chars(page: Page) -> list[dict]:
    """The page's characters but those of its label."""
    h_pt = page.height / PT
    return [c for c in page.chars if not _in_label(c, h_pt)]


def _label_text(chars: list[dict]) -> str:
    chars = sorted(chars, key=lambda c: (c["matrix"][4], c["matrix"][5]) if abs(c["matrix"][0]) >= abs(
        c["matrix"][1]) else (0.0, c["matrix"][5]))
    return "".join(c["text"] for c in chars)


def _strokes(p, height_pt: float) -> list[tuple[float, float, float, float, float]]:
    out = []
    for o in p.lines + p.rects + p.curves:
        if not o.get("stroke"):
            continue
        pts = [(x * PT, (height_pt - y) * PT) for x, y in o["pts"]]
        if o["object_type"] == "rect":
            x0, x1 = o["x0"] * PT, o["x1"] * PT
            y0, y1 = (height_pt - o["bottom"]) * PT, (height_pt - o["top"]) * PT
            pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]
        width = o["linewidth"] * PT
        out += [(a[0], a[1], b[0], b[1], width) for a, b in pairwise(pts)]
    return out


def find_trims(marks: list[Mark], art: list[Box]) -> list[Box]:
    """The trim boxes a person finds with a ruler and the crop marks.

    A trim box's four edges lie on cut lines (each continued by a crop mark
    beyond the box); no cut line that is marked on both sides of it runs
    through it (a trimmer's cut goes right across); and some drawing has its
    centre inside it and stays within a bleed of it. That leaves out the
    strips between cards that keep their own bleed and the gaps between the
    pieces of a sheet, which hold no art of their own."""
    vertical: dict[float, list[Mark]] = {}
    horizontal: dict[float, list[Mark]] = {}
    exact: dict[tuple[bool, float], float] = {}
    for m in marks:
        at = m.x0 if m.vertical else m.y0
        key = round(at, 2)
        exact.setdefault((m.vertical, key), at)
        (vertical if m.vertical else horizontal).setdefault(key, []).append(m)
    xs, ys = sorted(vertical), sorted(horizontal)

    def beyond(ms: list[Mark], lo: float, hi: float, along_y: bool) -> tuple[bool, bool]:
        """Is the line marked before ``lo`` and after ``hi``?"""
        spans = [sorted((m.y0, m.y1) if along_y else (m.x0, m.x1)) for m in ms]
        return any(b <= lo + 1e-3 for a, b in spans), any(a >= hi - 1e-3 for a, b in spans)

    found = []
    for i, x0 in enumerate(xs):
        for x1 in xs[i + 1:]:
            for j, y0 in enumerate(ys):
                for y1 in ys[j + 1:]:
                    if not all(any(beyond(vertical[x], y0, y1, True)) for x in (x0, x1)):
                        continue
                    if not all(any(beyond(horizontal[y], x0, x1, False)) for y in (y0, y1)):
                        continue
                    if any(all(beyond(vertical[x], y0, y1, True)) for x in xs if x0 < x < x1):
                        continue
                    if any(all(beyond(horizontal[y], x0, x1, False)) for y in ys if y0 < y < y1):
                        continue
                    box = Box(exact[True, x0], exact[False, y0], exact[True, x1], exact[False, y1])
                    # Crop marks are printed outside every piece: a box with one inside it
                    # spans two pieces and the gap between them (blocks of a packed sheet).
                    if any(box.contains((m.x0 + m.x1) / 2, (m.y0 + m.y1) / 2, tol=-0.5) for m in marks):
                        continue
                    reach = box.grow(6.5)
                    if any(box.contains(b.cx, b.cy) and reach.contains_box(b) for b in art):
                        found.append(box)
    return found


def render_page(path, number: int, dpi: float, *, grey: bool = False):
    """Page ``number`` (from 1) of a PDF as a PIL image at ``dpi``."""
    document = pypdfium2.PdfDocument(str(path))
    try:
        image = document[number - 1].render(scale=dpi / 72, grayscale=grey).to_pil()
    finally:
        document.close()
    return image


def page_count(path) -> int:
    document = pypdfium2.PdfDocument(str(path))
    try:
        return len(document)
    finally:
        document.close()


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


#: A stroke this close to a trim (beyond its own half width) shows on a card
#: cut half a millimetre off.
MISCUT = 0.5


def strokes_on_trims(page: Page, trims: list[Box] | None = None) -> list[tuple]:
    """Every stroke that runs along an edge of a trim box (within a half-millimetre
    miscut, its width counted) for more than a millimetre: none may."""
    found = []
    for t in page.trims if trims is None else trims:
        edges = (("x", t.x0, t.y0, t.y1), ("x", t.x1, t.y0, t.y1),
                 ("y", t.y0, t.x0, t.x1), ("y", t.y1, t.x0, t.x1))
        for x0, y0, x1, y1, width in page.strokes:
            for axis, at, lo, hi in edges:
                a0, a1, b0, b1 = (x0, x1, y0, y1) if axis == "x" else (y0, y1, x0, x1)
                near = MISCUT + width / 2
                if abs(a0 - at) <= near and abs(a1 - at) <= near:
                    overlap = min(hi, max(b0, b1)) - max(lo, min(b0, b1))
                    if overlap > 1.0:
                        found.append((page.number, axis, round(at, 2), (round(x0, 2), round(y0, 2),
                                                                          round(x1, 2), round(y1, 2))))
    return found


def _times(m, n):
    return (m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2],
            m[2] * n[1] + m[3] * n[3], m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5])


def text_sizes(path) -> list[tuple[int, float, str]]:
    """(page, size in pt as printed, text) of every run of text on every page.

    Read from the content streams with pypdf: the font size of each text run
    times the scale of its text matrix and of the graphics state, so text drawn
    turned or inside a scaled frame (a map, a small card) counts at the size
    the paper shows. (pdfplumber's ``size`` is the glyph box's height, which
    for turned text is its advance.)"""
    from pypdf import PdfReader

    found: list[tuple[int, float, str]] = []
    for number, page in enumerate(PdfReader(str(path)).pages, start=1):
        def visit(text, cm, tm, _font, size, number=number):
            if text.strip():
                m = _times(tm, cm)
                found.append((number, size * math.hypot(m[2], m[3]), text.strip()))

        page.extract_text(visitor_text=visit)
    return found
