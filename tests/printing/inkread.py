"""What is printed on top of what: a page's ink in the order it was laid down.

pdfminer (under pdfplumber) lists a page's characters, lines, rectangles and
curves in content-stream order, in points with y up. From that order:

* :func:`words` groups characters into words along their reading direction;
* :func:`overlapping_words` finds two words whose glyph boxes overlap;
* :func:`struck_words` finds a stroke that crosses a word's letters (the band
  from just above its baseline to its x-height), unless a filled shape laid
  down after the stroke and before the word hides the stroke there (a plate
  under a map's name, a token's disc over the sea's ripples).

Strokes in white cost no ink and hide nothing, and are left out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pdfplumber
from pdfminer.layout import LTChar, LTContainer, LTCurve

PT = 25.4 / 72
#: How much two words' boxes may share before they count as overlapping (pt).
OVERLAP_TOL = 0.5
#: A stroke may touch a word's first and last sliver (pt): a rule that ends beside a word.
END_TOL = 0.4


@dataclass
class Word:
    text: str
    order: int
    d: tuple[float, float]  # reading direction
    origin: tuple[float, float]  # the first glyph's origin on the baseline
    length: float  # along d, pt
    size: float  # across, pt (the glyph box's height)
    box: tuple[float, float, float, float]  # x0, y0, x1, y1 (y up)

    def band(self) -> tuple[float, float, float, float]:
        """(u0, v0, u1, v1) in the word's frame: the letters between baseline and x-height."""
        return (END_TOL, 0.12 * self.size, self.length - END_TOL, 0.5 * self.size)

    def frame(self, x: float, y: float) -> tuple[float, float]:
        dx, dy = x - self.origin[0], y - self.origin[1]
        return (dx * self.d[0] + dy * self.d[1], -dx * self.d[1] + dy * self.d[0])


@dataclass
class Stroke:
    order: int
    segments: list[tuple[tuple[float, float], tuple[float, float]]]


@dataclass
class Fill:
    order: int
    box: tuple[float, float, float, float]


def _flat(obj) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    segs = []
    cur = start = None
    for cmd in obj.original_path or []:
        op = cmd[0]
        if op == "m":
            cur = start = cmd[1]
        elif op == "l" and cur is not None:
            segs.append((cur, cmd[1]))
            cur = cmd[1]
        elif op in ("c", "v", "y") and cur is not None:
            p0 = cur
            if op == "c":
                p1, p2, p3 = cmd[1], cmd[2], cmd[3]
            elif op == "v":
                p1, p2, p3 = p0, cmd[1], cmd[2]
            else:
                p1, p2, p3 = cmd[1], cmd[2], cmd[2]
            prev = p0
            for k in range(1, 9):
                t = k / 8
                m = 1 - t
                q = (m ** 3 * p0[0] + 3 * m * m * t * p1[0] + 3 * m * t * t * p2[0] + t ** 3 * p3[0],
                     m ** 3 * p0[1] + 3 * m * m * t * p1[1] + 3 * m * t * t * p2[1] + t ** 3 * p3[1])
                segs.append((prev, q))
                prev = q
            cur = p3
        elif op == "h" and cur is not None and start is not None:
            segs.append((cur, start))
            cur = start
    return segs


def _white(colour) -> bool:
    return isinstance(colour, (tuple, list)) and len(colour) == 3 and min(colour) >= 0.999


def _walk(container):
    for obj in container:
        if isinstance(obj, LTContainer) and not isinstance(obj, LTChar):
            yield from _walk(obj)
        else:
            yield obj


def _direction(ch: LTChar) -> tuple[float, float]:
    a, b = ch.matrix[0], ch.matrix[1]
    n = math.hypot(a, b) or 1.0
    return (round(a / n, 3) + 0.0, round(b / n, 3) + 0.0)


def words(chars: list[tuple[int, LTChar]]) -> list[Word]:
    out: list[Word] = []
    current: list[tuple[int, LTChar]] = []

    def flush() -> None:
        if not current:
            return
        first = current[0][1]
        d = _direction(first)
        origin = (first.matrix[4], first.matrix[5])
        ends = []
        for _i, ch in current:
            x0, y0, x1, y1 = ch.bbox
            ends += [((x - origin[0]) * d[0] + (y - origin[1]) * d[1]) for x in (x0, x1) for y in (y0, y1)]
        x0 = min(c.bbox[0] for _i, c in current)
        y0 = min(c.bbox[1] for _i, c in current)
        x1 = max(c.bbox[2] for _i, c in current)
        y1 = max(c.bbox[3] for _i, c in current)
        size = abs(d[1]) * (x1 - x0) + abs(d[0]) * (y1 - y0) if d in ((1.0, 0.0), (0.0, 1.0), (-1.0, 0.0),
                                                                       (0.0, -1.0)) else first.size
        out.append(Word("".join(c.get_text() for _i, c in current), current[0][0], d, origin,
                        max(ends) - 0.0, size, (x0, y0, x1, y1)))
        current.clear()

    for i, ch in chars:
        if ch.get_text().isspace():
            flush()
            continue
        if current:
            last = current[-1][1]
            d = _direction(last)
            same_line = _direction(ch) == d and abs(
                -d[1] * (ch.matrix[4] - last.matrix[4]) + d[0] * (ch.matrix[5] - last.matrix[5])) < 0.5
            along = d[0] * (ch.matrix[4] - last.matrix[4]) + d[1] * (ch.matrix[5] - last.matrix[5])
            advance = abs(d[0]) * (last.bbox[2] - last.bbox[0]) + abs(d[1]) * (last.bbox[3] - last.bbox[1])
            if not (same_line and -0.5 <= along <= advance + 1.5):
                flush()
        current.append((i, ch))
    flush()
    return out


@dataclass
class PageInk:
    number: int
    words: list[Word]
    strokes: list[Stroke]
    fills: list[Fill]


@lru_cache(maxsize=64)
def _read(path: str) -> tuple[PageInk, ...]:
    pages = []
    with pdfplumber.open(path) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            chars: list[tuple[int, LTChar]] = []
            strokes, fills = [], []
            for i, obj in enumerate(_walk(page.layout)):
                if isinstance(obj, LTChar):
                    chars.append((i, obj))
                elif isinstance(obj, LTCurve):  # lines and rectangles are curves too
                    if obj.stroke and not _white(obj.stroking_color):
                        strokes.append(Stroke(i, _flat(obj)))
                    if obj.fill:
                        fills.append(Fill(i, obj.bbox))
            pages.append(PageInk(number, words(chars), strokes, fills))
    return tuple(pages)


def read_ink(path) -> list[PageInk]:
    return list(_read(str(path)))


def _boxes_overlap(a, b, tol: float) -> bool:
    return a[0] + tol < b[2] and b[0] + tol < a[2] and a[1] + tol < b[3] and b[1] + tol < a[3]


def _covered(page: PageInk, word: Word) -> bool:
    """A fill laid down after the word over all of it: the word does not show (a map's
    names under a glue strip, which the next tile covers)."""
    x0, y0, x1, y1 = word.box
    return any(f.order > word.order and f.box[0] <= x0 and f.box[1] <= y0 and f.box[2] >= x1
               and f.box[3] >= y1 for f in page.fills)


def overlapping_words(page: PageInk) -> list[tuple[str, str]]:
    found = []
    ws = sorted((w for w in page.words if not _covered(page, w)), key=lambda w: w.box[0])
    for i, a in enumerate(ws):
        for b in ws[i + 1:]:
            if b.box[0] >= a.box[2]:
                break
            if _boxes_overlap(a.box, b.box, OVERLAP_TOL):
                found.append((a.text, b.text))
    return found


def _crosses(word: Word, a, b) -> tuple[float, float] | None:
    """Where the segment a-b runs through the word's letter band, on the page (the middle
    of the stretch inside it), or None. (Liang-Barsky in the word's frame.)"""
    (x0, y0), (x1, y1) = word.frame(*a), word.frame(*b)
    u0, v0, u1, v1 = word.band()
    if u1 <= u0:
        return None
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - u0), (dx, u1 - x0), (-dy, y0 - v0), (dy, v1 - y0)):
        if abs(p) < 1e-12:
            if q < 0:
                return None
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
            if t0 > t1:
                return None
    t = (t0 + t1) / 2
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _hidden(page: PageInk, stroke: Stroke, word: Word, at: tuple[float, float]) -> bool:
    """Where the stroke meets the word, one of them does not show: a plate laid down
    after the stroke and before the word hides the stroke under the word, and a fill laid
    down after the word hides the word there (a map's name under a glue strip)."""
    x, y = at
    return any((stroke.order < f.order < word.order or f.order > word.order)
               and f.box[0] <= x <= f.box[2] and f.box[1] <= y <= f.box[3] for f in page.fills)


def struck_words(page: PageInk) -> list[tuple[str, tuple[float, float]]]:
    """Words a stroke runs through, with where (mm from the page's bottom-left)."""
    found = []
    for word in page.words:
        if _covered(page, word):
            continue
        x0, y0, x1, y1 = word.box
        hit = None
        for stroke in page.strokes:
            for a, b in stroke.segments:
                if max(a[0], b[0]) < x0 or min(a[0], b[0]) > x1 or max(a[1], b[1]) < y0 or min(a[1], b[1]) > y1:
                    continue
                at = _crosses(word, a, b)
                if at is not None and not _hidden(page, stroke, word, at):
                    hit = at
                    break
            if hit is not None:
                found.append((word.text, (round(hit[0] * PT, 1), round(hit[1] * PT, 1))))
                break
    return found
