"""Where the map's words and pawns go, so that none covers another.

The map is drawn at many sizes (paper, a laptop, a projector), and on a screen
every word grows to the legible minimum while the island keeps its shape. So the
places of the words that grow the most, the region names and the mountain towns'
names, are chosen when the scene is built, for its text size: from a preferred
point (data) outwards, the first place whose rough box is clear of the trade
routes, the coast road, the medallions, every spot a pawn may stand and the words
already placed. The same rough boxes let the tests check the whole scene.

No font metrics here (the scene is printed too): a word's width is estimated
generously from its letters.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

from . import data

Point = tuple[float, float]
#: A box: left, top, right, bottom.
Box = tuple[float, float, float, float]

STATION_R = 16.0
TOWN_R = 19.0
MOUNTAIN_R = 25.0
REGION_R = 23.0
TOKEN_R = 19.0
PAWN_R = 16.0
#: A merchant in a mountain town stands beside its medallion (seat 0 left, seat 1 right),
#: so the town's name above or below it stays clear.
MERCHANT_BESIDE = MOUNTAIN_R + 11.0
MERCHANT_DROP = 22.0


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
    """An artist stands beside its region's badge, one on each side."""
    x, y = data.REGION_XY[region]
    return (x + (30.0 if seat else -30.0), y + 16.0)


def pawn_box(tip: Point, r: float = PAWN_R) -> Box:
    """What a pin standing at ``tip`` covers: its head ``1.9 r`` above, the seat's mark at
    its upper right, its shadow at the foot."""
    x, y = tip
    return (x - r - 1, y - 3.15 * r, x + 1.3 * r + 1, y + r * 0.2 + 1)


def pawn_tips() -> list[Point]:
    """Every place a pawn may stand (pilgrims at stations, merchants, artists)."""
    out = [data.STATION_XY[s] for s in data.STATION_IDS]
    out += [merchant_tip(m, seat) for m in data.MOUNTAINS for seat in (0, 1)]
    out += [artist_tip(r, seat) for r in data.REGIONS for seat in (0, 1)]
    return out


# -- words -----------------------------------------------------------------------------------
def units(text: str) -> float:
    """A text's width in ems, roughly: a Han character is a whole em, a Latin letter about half."""
    return sum(1.8 if ord(ch) > 0x2E80 else 1.0 for ch in text)


def text_box(x: float, baseline: float, text: str, size: float, bold: bool = False, align: str = "center",
             halo: bool = False) -> Box:
    """The rough box of a line of words (a little wider than drawn, to be safe)."""
    w = (0.6 if bold else 0.57) * size * units(text)
    pad = size * 0.14 if halo else 0.0
    left = {"left": x, "center": x - w / 2, "right": x - w}[align]
    return (left - pad, baseline - 0.76 * size - pad, left + w + pad, baseline + 0.25 * size + pad)


def box_of(label) -> Box:
    """The rough box of an :class:`..art.Label`."""
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
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        (xi, yi), (xj, yj) = poly[i], poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


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


def spiral(step: float, reach_x: float, reach_y: float) -> list[Point]:
    """Offsets round a point, nearest first (a step sideways costs less than one up or down,
    as a name reads as its badge's when beside or under it)."""
    nx, ny = int(reach_x // step), int(reach_y // step)
    offsets = [(i * step, j * step) for i in range(-nx, nx + 1) for j in range(-ny, ny + 1)]
    offsets.sort(key=lambda o: (math.hypot(o[0] * 0.8, o[1]), o[1], o[0]))
    return offsets


def place(preferred: Point, size: float, text: str, taken: list[Box], fits, bold: bool = False,
          reach: tuple[float, float] = (150.0, 110.0), pawns: Sequence[Box] = ()) -> tuple[Point, bool]:
    """The free point nearest ``preferred`` for a centred line of words (the point is the middle
    of the letters, not the baseline), and whether its words lie across a line; ``fits(box,
    centre)`` says what else the place must satisfy. In order of choice, the nearest place clear
    of ``taken``, the ``pawns`` and every line; clear of the first two but across a line (the
    words are then written on a plate over it); clear of ``taken`` alone; else ``preferred``."""
    lift = size * 0.3  # from the letters' middle down to the baseline
    best: tuple[int, Point, bool] | None = None
    for dx, dy in spiral(4.0, *reach):
        x, y = preferred[0] + dx, preferred[1] + dy
        b = text_box(x, y + lift, text, size, bold, halo=True)
        if any(overlap(b, t) for t in taken) or not fits(b, (x, y)):
            continue
        free = not any(overlap(b, t) for t in pawns)
        across = crosses_line(b)
        if free and not across:
            return (x, y), False
        rank = 1 if free else 2
        if best is None or rank < best[0]:
            best = (rank, (x, y), across)
    if best is not None:
        return best[1], best[2]
    return preferred, crosses_line(text_box(preferred[0], preferred[1] + lift, text, size, bold, halo=True))
