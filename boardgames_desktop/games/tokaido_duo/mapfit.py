"""Where the map's words and pawns go, so that none covers another.

The map is drawn at many sizes (paper, a laptop, a projector), and on a screen
every word grows to the legible minimum while the island keeps its shape. So the
places of the words that grow the most, the region names and the mountain towns'
names, are chosen when the scene is built, for its text size: from a preferred
point (data) outwards, the first place whose rough box is clear of the trade
routes, the coast road, the medallions, every spot a pawn may stand and the words
already placed. The same rough boxes let the tests check the whole scene.

A word's width comes from the bundled fonts' own metrics (``printing.fonts``,
Qt-free: the scene is printed too), the fonts the screen draws the map in.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...printing import fonts
from . import data
from .vectors import Label

Point = tuple[float, float]
#: A box: left, top, right, bottom.
Box = tuple[float, float, float, float]
#: Whether a box round a centre is a place a word may go: ``(box, centre) -> bool``.
Fits = Callable[[Box, Point], bool]
#: ``fonts.width_mm`` measures in millimetres; the map's units are the text size's own.
POINTS_PER_MM = 72 / 25.4

STATION_R = 16.0
TOWN_R = 19.0
MOUNTAIN_R = 25.0
REGION_R = 23.0
TOKEN_R = 19.0
PAWN_R = 16.0
#: A merchant in a mountain town stands beside its medallion (seat 0 left, seat 1 right), its
#: point low on the medallion's side so its head stays under the town's name above, and
#: clear of a name below.
MERCHANT_BESIDE = MOUNTAIN_R + 11.0
MERCHANT_DROP = 22.0
#: An artist stands on its region's badge, seat 0 a little left, seat 1 a little right.
ARTIST_ASIDE = 15.0


def station_radius(station: str) -> float:
    return TOWN_R if data.STATION_KIND[station] == data.COASTAL else STATION_R


# -- pawns -----------------------------------------------------------------------------------
def merchant_tip(space: str, seat: int) -> Point:
    """Where a merchant's pin points: a coastal town's centre, or beside a mountain town."""
    if space.startswith("m"):
        x, y = data.MOUNTAIN_XY[space]
        return (x + (MERCHANT_BESIDE if seat else -MERCHANT_BESIDE), y + MERCHANT_DROP)
    return data.STATION_XY[space]


def artist_tip(region: str, seat: int) -> Point:
    """An artist stands on its region's badge, a little to the side (two artists share it)."""
    x, y = data.REGION_XY[region]
    return (x + (ARTIST_ASIDE if seat else -ARTIST_ASIDE), y + 4.0)


def pawn_boxes(tip: Point, r: float = PAWN_R) -> list[Box]:
    """What a pin standing at ``tip`` covers, as three boxes: its head ``1.9 r`` above with the
    seat's mark at its upper right, the head's lower part, and the narrowing point with the
    shadow at the foot (a word may come close beside the point)."""
    x, y = tip
    return [(x - r - 1, y - 3.15 * r, x + 1.37 * r, y - 1.3 * r),
            (x - 0.95 * r, y - 1.3 * r, x + 0.95 * r, y - 0.75 * r),
            (x - 0.6 * r, y - 0.75 * r, x + 0.72 * r, y + 0.27 * r)]


# -- words -----------------------------------------------------------------------------------
@lru_cache(maxsize=8192)
def text_width(text: str, size: float, bold: bool = False) -> float:
    """A line's width in the bundled fonts' metrics (Noto Sans, and the CJK face for Chinese,
    as the screen and the paper draw it); italic words are measured upright."""
    return fonts.width_mm(text, fonts.BOLD if bold else fonts.REGULAR, size) * POINTS_PER_MM


def text_box(x: float, baseline: float, text: str, size: float, bold: bool = False, align: str = "center",
             halo: bool = False) -> Box:
    """The rough box of a line of words (its letters' height, from the baseline up and down)."""
    # Text is drawn at the size rounded up to a whole pixel; a little room for that.
    w = text_width(text, size, bold) * 1.03
    pad = size * 0.14 if halo else 0.0
    left = {"left": x, "center": x - w / 2, "right": x - w}[align]
    return (left - pad, baseline - 0.76 * size - pad, left + w + pad, baseline + 0.25 * size + pad)


def box_of(label: Label) -> Box:
    """The rough box of a :class:`..vectors.Label`."""
    return text_box(label.x, label.y, label.text, label.size, label.bold, label.align, label.halo is not None)


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def circle_box(x: float, y: float, r: float) -> Box:
    return (x - r, y - r, x + r, y + r)


def grow(b: Box, d: float) -> Box:
    return (b[0] - d, b[1] - d, b[2] + d, b[3] + d)


def segment_hits(p: Point, q: Point, b: Box) -> bool:
    """Whether the segment ``p``-``q`` crosses box ``b`` (Liang-Barsky clipping)."""
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for edge_p, edge_q in ((-dx, p[0] - b[0]), (dx, b[2] - p[0]), (-dy, p[1] - b[1]), (dy, b[3] - p[1])):
        if edge_p == 0:
            if edge_q < 0:
                return False
            continue
        t = edge_q / edge_p
        if edge_p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


def inside(p: Point, poly: Sequence[Point]) -> bool:
    """Whether ``p`` lies inside the polygon (even-odd rule)."""
    x, y = p
    bands = _bands(poly)
    if not bands.low <= y < bands.high:
        return False  # no edge reaches this height: it crosses nothing
    hit = False
    for xi, yi, xj, yj in bands.edges[min(int((y - bands.low) / bands.step), len(bands.edges) - 1)]:
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
    return hit


@dataclass(frozen=True)
class _Bands:
    """A polygon's edges sorted into horizontal bands: the edges a point's row may
    cross are those of its band (each edge in every band its heights reach)."""

    low: float
    high: float
    step: float
    edges: tuple[tuple[tuple[float, float, float, float], ...], ...]


#: The polygons asked about (the island, the regions), by identity, each kept with its
#: bands (so its identity is not reused while it is here); a few dozen at most.
_BANDS: dict[int, tuple[Sequence[Point], _Bands]] = {}
BAND_COUNT = 64
KEPT_POLYGONS = 64


def _bands(poly: Sequence[Point]) -> _Bands:
    kept = _BANDS.get(id(poly))
    if kept is not None and kept[0] is poly:
        return kept[1]
    low, high = min(q[1] for q in poly), max(q[1] for q in poly)
    step = (high - low) / BAND_COUNT or 1.0
    bands: list[list[tuple[float, float, float, float]]] = [[] for _ in range(BAND_COUNT)]
    for i in range(len(poly)):
        (xi, yi), (xj, yj) = poly[i], poly[i - 1]
        # The test below holds only for min(yi, yj) <= y < max(yi, yj).
        first = min(int((min(yi, yj) - low) / step), BAND_COUNT - 1)
        last = min(int((max(yi, yj) - low) / step), BAND_COUNT - 1)
        for band in range(first, last + 1):
            bands[band].append((xi, yi, xj, yj))
    made = _Bands(low, high, step, tuple(tuple(b) for b in bands))
    if len(_BANDS) >= KEPT_POLYGONS:
        _BANDS.clear()
    _BANDS[id(poly)] = (poly, made)
    return made


@lru_cache(maxsize=1)
def island() -> tuple[Point, ...]:
    return tuple(data.dense(data.COAST_OUTLINE, per_segment=6))


@lru_cache(maxsize=1)
def lines() -> tuple[tuple[Point, Point, float, Box], ...]:
    """The map's lines words keep clear of, each with its half width and its (grown) bounds:
    the trade routes (with their casing) and the coast road."""
    xy = {**data.STATION_XY, **data.MOUNTAIN_XY}
    pairs = [(xy[a], xy[b], 5.0) for a, b in data.TRADE_EDGES]
    road = data.dense(data.ROAD_LINE, per_segment=6)
    pairs += [(road[i], road[(i + 1) % len(road)], 4.5) for i in range(len(road))]
    return tuple((p, q, half, (min(p[0], q[0]) - half, min(p[1], q[1]) - half, max(p[0], q[0]) + half,
                               max(p[1], q[1]) + half)) for p, q, half in pairs)


def crosses_line(b: Box) -> bool:
    return any(overlap(b, bounds) and segment_hits(p, q, grow(b, half)) for p, q, half, bounds in lines())


def on_land(b: Box, poly: Sequence[Point] | None = None) -> bool:
    """Whether a box lies within the island (its corners and the middles of its sides)."""
    poly = poly or island()
    x0, y0, x1, y1 = b
    xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
    return all(inside(p, poly) for p in ((x0, y0), (x1, y0), (x0, y1), (x1, y1), (xm, y0), (xm, y1), (x0, ym),
                                          (x1, ym)))


def clear(b: Box, taken: Iterable[Box]) -> bool:
    return not any(overlap(b, t) for t in taken) and not crosses_line(b)


@lru_cache(maxsize=16)
def spiral(step: float, reach_x: float, reach_y: float) -> tuple[Point, ...]:
    """Offsets round a point, nearest first (a step sideways costs less than one up or down,
    as a name reads as its badge's when beside or under it)."""
    nx, ny = int(reach_x // step), int(reach_y // step)
    offsets = [(i * step, j * step) for i in range(-nx, nx + 1) for j in range(-ny, ny + 1)]
    offsets.sort(key=lambda o: (math.hypot(o[0] * 0.8, o[1]), o[1], o[0]))
    return tuple(offsets)


NOWHERE = 10**6
LEADING = 1.05  # from one line's baseline to the next, in sizes


def block_box(x: float, y: float, lines: Sequence[str], size: float, bold: bool = False) -> Box:
    """The rough box of centred lines of words whose middle is at (``x``, ``y``), with a halo."""
    w = max(text_width(t, size, bold) * 1.03 for t in lines)
    h = size * (1.01 + LEADING * (len(lines) - 1))
    pad = size * 0.14
    return (x - w / 2 - pad, y - h / 2 - pad, x + w / 2 + pad, y + h / 2 + pad)


def baselines(y: float, count: int, size: float) -> list[float]:
    """The baselines of ``count`` lines whose middle is at ``y`` (as :func:`block_box`)."""
    top = y - size * (1.01 + LEADING * (count - 1)) / 2
    return [top + 0.76 * size + i * LEADING * size for i in range(count)]


def place(preferred: Point, size: float, lines: Sequence[str], taken: list[Box], fits: Fits, bold: bool = False,
          reach: tuple[float, float] = (150.0, 110.0), pawns: Sequence[Box] = (),
          few_pawns: Sequence[Box] = ()) -> tuple[Point, int]:
    """The best point near ``preferred`` for centred lines of words (the point is their middle),
    and its cost (0: perfect). A place must be clear of ``taken`` and satisfy ``fits(box,
    centre)``; among those, the cheapest, and of equal cost the nearest: a spot where a merchant
    or an artist may stand (``few_pawns``) costs 100, one where a pilgrim may stand (``pawns``)
    10, lying across a line 1 (the words are then written on a plate over it). Nothing within
    reach: ``preferred``, at a cost of :data:`NOWHERE`."""
    best: tuple[float, Point] = (math.inf, preferred)
    x0, y0, x1, y1 = block_box(0.0, 0.0, lines, size, bold)  # the block round its middle
    # Only what lies within reach matters (a map holds a few hundred boxes).
    near = (preferred[0] + x0 - reach[0], preferred[1] + y0 - reach[1], preferred[0] + x1 + reach[0],
            preferred[1] + y1 + reach[1])
    taken = [t for t in taken if overlap(t, near)]
    pawns = [t for t in pawns if overlap(t, near)]
    few_pawns = [t for t in few_pawns if overlap(t, near)]
    for dx, dy in spiral(4.0, *reach):
        x, y = preferred[0] + dx, preferred[1] + dy
        b = (x + x0, y + y0, x + x1, y + y1)
        if any(overlap(b, t) for t in taken) or not fits(b, (x, y)):
            continue
        cost = 100 * sum(overlap(b, t) for t in few_pawns) + 10 * sum(overlap(b, t) for t in pawns)
        if cost >= best[0]:
            continue
        cost += crosses_line(b)
        if cost < best[0]:
            best = (cost, (x, y))
            if cost == 0:
                break
    return best[1], int(min(best[0], NOWHERE))
