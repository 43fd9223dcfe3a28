"""Tokaido Duo as plain data: the map, the dice, the goods, the tracks, and
every point the spec (shared/rules/tokaido_duo.md) marks **[decision]**, once.

The map is our own: a stylised Shikoku drawn from its coast's geography (no
publisher art). Space ids are short strings: coast stations ``s1``..``s28``
(clockwise from the north-east), mountain towns ``m1``..``m4``, regions
``r1``..``r8``. A coastal town is a station, so a merchant in a coastal town
stands on that station and the pilgrims' "occupied" test sees it.

The geometry at the end (coordinates in a 1000 x 760 frame, y down) is shared
by the Qt board and the printed map; nothing here imports Qt or ReportLab.
"""

from __future__ import annotations

import math

from ...core.i18n import N_

# -- characters, seats, dice -------------------------------------------------------------
PILGRIM, MERCHANT, ARTIST = "pilgrim", "merchant", "artist"
CHARACTERS = (PILGRIM, MERCHANT, ARTIST)
CHARACTER_NAMES = {PILGRIM: N_("pilgrim"), MERCHANT: N_("merchant"), ARTIST: N_("artist")}

#: The two travellers: colour, the mark that carries it without colour, its name.
SEATS = (
    {"colour": "#7D4FA3", "light": "#D9C6EA", "mark": "ring", "name": N_("purple")},
    {"colour": "#2F8A55", "light": "#C4E5CF", "mark": "dot", "name": N_("green")},
)

#: **[decision]** The faces of the three dice.
DICE: dict[str, tuple[int, ...]] = {
    PILGRIM: (1, 2, 2, 3, 3, 4),
    MERCHANT: (1, 1, 2, 2, 3, 3),
    ARTIST: (1, 1, 2, 2, 3, 3),
}


def die_odds(character: str) -> dict[int, float]:
    """Each number of a die with its probability."""
    faces = DICE[character]
    return {n: faces.count(n) / len(faces) for n in sorted(set(faces))}


# -- goods and specialties -----------------------------------------------------------------
GOODS = ("kimono", "pottery", "doll", "fan")
GOODS_NAMES = {"kimono": N_("kimono"), "pottery": N_("pottery"), "doll": N_("doll"), "fan": N_("fan")}
#: How many of each good the bag holds at the start (26 in all).
GOODS_COUNT = {"kimono": 5, "pottery": 6, "doll": 7, "fan": 8}
#: Colour and a shape for each good (the shape is its picture, so no colour is needed).
GOODS_COLOUR = {"kimono": "#B8434B", "pottery": "#2F6F9F", "doll": "#D07BA0", "fan": "#C98A1C"}

#: **[decision]** The eight specialty tokens: (good, price), shuffled onto the coastal towns.
SPECIALTIES: tuple[tuple[str, int], ...] = (
    ("kimono", 4), ("kimono", 3), ("pottery", 3), ("pottery", 3),
    ("doll", 3), ("doll", 2), ("fan", 2), ("fan", 2),
)

#: A merchant keeps at most this many goods after an action; Powerful raises it.
GOODS_LIMIT = 5
POWERFUL_LIMIT = 6
#: **[decision]** When a player has to return goods, exactly the excess goes back
#: (never more): keeping fewer is never useful and only slows the table.

#: **[decision]** A hot spring spent on a die goes back to the board at once, before
#: the second move (so a pilgrim whose second move ends on a hot spring takes it again).
#: **[decision]** The wave tiles that only add (Skilled, Cunning, Powerful's extra good)
#: are offered as a choice all the same, as the spec says every tile is optional.

COINS_PER_GOLD = 10
GOLD_SPACES = 6
#: **[decision]** A merchant board with all six gold keeps further coins as coins
#: (there is no seventh gold space); they still count for the tie-break.

# -- scoring tracks --------------------------------------------------------------------------
TEMPLE_MAX = 9   # the temple track runs 1..9; reaching 9 ends the game
GARDEN_MAX = 6   # the garden track runs 1..6; reaching 6 ends the game
#: **[decision]** Commerce: points for 0..6 gold (the seed gives 26 for 4 and 35 for 5).
COMMERCE = (0, 5, 11, 18, 26, 35, 45)
#: **[decision]** Culture: points under artist-board slots 1..10, index = paintings given.
CULTURE = (0, 2, 4, 7, 10, 14, 18, 23, 29, 36, 45)
PAINTING_SLOTS = 10

# -- paintings -----------------------------------------------------------------------------
SYMBOLS = ("mountain", "waterfall", "bamboo", "moon")
SYMBOL_NAMES = {"mountain": N_("mountain"), "waterfall": N_("waterfall"), "bamboo": N_("bamboo"),
                "moon": N_("moon")}
SYMBOL_COLOUR = {"mountain": "#7A6A58", "waterfall": "#3C7FB0", "bamboo": "#4E8B3A", "moon": "#C89B2C"}
#: Each traveller's ten painting tiles (purple, green).
PAINTINGS: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("moon",) * 3 + ("waterfall",) * 3 + ("mountain",) * 2 + ("bamboo",) * 2,
    ("moon",) * 2 + ("waterfall",) * 2 + ("mountain",) * 3 + ("bamboo",) * 3,
)

# -- wave tiles ------------------------------------------------------------------------------
#: One tile a character; side A and side B. A tile never turns over in a game.
WAVE_SIDES: dict[str, tuple[str, str]] = {
    PILGRIM: ("serene", "hasty"),
    ARTIST: ("skilled", "inspired"),
    MERCHANT: ("cunning", "powerful"),
}
WAVE_NAMES = {"serene": N_("Serene"), "hasty": N_("Hasty"), "skilled": N_("Skilled"),
              "inspired": N_("Inspired"), "cunning": N_("Cunning"), "powerful": N_("Powerful")}
WAVE_EFFECTS = {
    "serene": N_("The pilgrim may move 1 fewer (at least 1)."),
    "hasty": N_("The pilgrim may move 1 more."),
    "skilled": N_("Painting turns one extra painting."),
    "inspired": N_("Give if the symbol matches any region the move started in, passed or ended in."),
    "cunning": N_("+1 coin for each good sold."),
    "powerful": N_("Draw one extra good; keep up to 6 goods."),
}

# -- the coast road --------------------------------------------------------------------------
STATIONS = 28
COASTAL, TEMPLE, GARDEN, SEASIDE, HOT_SPRING = "coastal", "temple", "garden", "seaside", "hot_spring"
KIND_NAMES = {COASTAL: N_("coastal town"), TEMPLE: N_("temple"), GARDEN: N_("garden"),
              SEASIDE: N_("seaside"), HOT_SPRING: N_("hot spring")}
_KIND_LETTER = {"C": COASTAL, "T": TEMPLE, "G": GARDEN, "S": SEASIDE, "H": HOT_SPRING}
#: **[decision]** The 28 stations, clockwise from the north-east (C coastal town,
#: T temple, G garden, S seaside, H hot spring).
_ROAD = list("CTGCTSTCGTCHTGCTSGCTGCSTHCGS")
STATION_KIND: dict[str, str] = {f"s{i + 1}": _KIND_LETTER[k] for i, k in enumerate(_ROAD)}
STATION_IDS = tuple(f"s{i}" for i in range(1, STATIONS + 1))

#: The eight coastal towns C1..C8 are these stations.
TOWNS = ("s1", "s4", "s8", "s11", "s15", "s19", "s22", "s26")
#: Town names for people (our own choice of real places on Shikoku's coast).
TOWN_NAMES = {
    "s1": N_("Naruto"), "s4": N_("Komatsushima"), "s8": N_("Aki"), "s11": N_("Kochi"),
    "s15": N_("Sukumo"), "s19": N_("Uwajima"), "s22": N_("Matsuyama"), "s26": N_("Marugame"),
}

# -- the trade routes ------------------------------------------------------------------------
MOUNTAINS = ("m1", "m2", "m3", "m4")
#: **[decision]** Goods a merchant draws in each mountain town.
MOUNTAIN_DRAW = {"m1": 2, "m2": 3, "m3": 4, "m4": 3}
MOUNTAIN_NAMES = {"m1": N_("Kotohira"), "m2": N_("Kamiyama"), "m3": N_("Motoyama"), "m4": N_("Kumakogen")}
#: **[decision]** Each coastal town's one route inland.
TOWN_ROUTE = {"s26": "m1", "s1": "m1", "s4": "m2", "s8": "m2", "s11": "m3", "s15": "m3",
              "s19": "m4", "s22": "m4"}
#: The ring of mountain towns around the central peak.
RING = (("m1", "m2"), ("m2", "m3"), ("m3", "m4"), ("m4", "m1"))
TRADE_EDGES: tuple[tuple[str, str], ...] = tuple((t, m) for t, m in TOWN_ROUTE.items()) + RING
TRADE_NEIGHBOURS: dict[str, tuple[str, ...]] = {
    node: tuple(sorted({b for a, b in TRADE_EDGES if a == node} | {a for a, b in TRADE_EDGES if b == node}))
    for node in TOWNS + MOUNTAINS
}

# -- the regions -----------------------------------------------------------------------------
REGIONS = tuple(f"r{k}" for k in range(1, 9))
#: **[decision]** The symbol of each region.
REGION_SYMBOL = {"r1": "mountain", "r2": "waterfall", "r3": "bamboo", "r4": "moon",
                 "r5": "mountain", "r6": "waterfall", "r7": "bamboo", "r8": "moon"}
REGION_NAMES = {"r1": N_("Awa Hills"), "r2": N_("Muroto Falls"), "r3": N_("Tosa Groves"),
                "r4": N_("Katsura Moon"), "r5": N_("Shimanto Heights"), "r6": N_("Uwa Falls"),
                "r7": N_("Iyo Groves"), "r8": N_("Sanuki Moon")}


def _region_coast(k: int) -> tuple[str, ...]:
    a = int(TOWNS[k - 1][1:])
    b = int(TOWNS[k % 8][1:])
    span = (b - a) % STATIONS
    return tuple(f"s{(a - 1 + i) % STATIONS + 1}" for i in range(span + 1))


#: Region k's coast: the stations from town Ck to town Ck+1, both included.
REGION_COAST: dict[str, tuple[str, ...]] = {f"r{k}": _region_coast(k) for k in range(1, 9)}
#: Region k borders the mountain towns at the inland ends of its two routes.
REGION_MOUNTAINS: dict[str, tuple[str, ...]] = {
    f"r{k}": tuple(sorted({TOWN_ROUTE[TOWNS[k - 1]], TOWN_ROUTE[TOWNS[k % 8]]})) for k in range(1, 9)
}
#: Neighbouring regions share a route: r1-r2-...-r8-r1 (the peak joins no two).
REGION_NEIGHBOURS: dict[str, tuple[str, str]] = {
    f"r{k}": (f"r{(k - 2) % 8 + 1}", f"r{k % 8 + 1}") for k in range(1, 9)
}

# -- starting spaces -------------------------------------------------------------------------
#: **[decision]** Where each traveller's characters start (no action there).
STARTS = (
    {PILGRIM: "s28", MERCHANT: "m1", ARTIST: "r8"},
    {PILGRIM: "s14", MERCHANT: "m3", ARTIST: "r4"},
)

#: Every space a character of each kind may stand on.
SPACES_OF = {PILGRIM: STATION_IDS, MERCHANT: TOWNS + MOUNTAINS, ARTIST: REGIONS}


def space_number(space: str) -> int:
    return int(space[1:])


# -- geometry (a 1000 x 760 frame, y down) --------------------------------------------------
MAP_W, MAP_H = 1000.0, 760.0
Point = tuple[float, float]


#: The coastline, clockwise from Naruto in the north-east, smoothed when drawn
#: (Catmull-Rom). Shikoku's shape, simplified: the straight Inland Sea coast in
#: the north, the capes of Muroto and Ashizuri in the south with Tosa Bay
#: between them, the thin Sadamisaki peninsula pointing west.
COAST_OUTLINE: tuple[Point, ...] = (
    (872.0, 118.0), (902.0, 170.0), (912.0, 236.0), (936.0, 292.0), (912.0, 352.0),
    (872.0, 410.0), (842.0, 470.0), (822.0, 552.0), (790.0, 530.0), (758.0, 480.0),
    (700.0, 462.0), (632.0, 476.0), (572.0, 508.0), (520.0, 552.0), (482.0, 604.0),
    (452.0, 690.0), (420.0, 694.0), (378.0, 652.0), (330.0, 612.0), (288.0, 560.0),
    (250.0, 500.0), (212.0, 452.0), (140.0, 430.0), (76.0, 420.0), (120.0, 396.0),
    (196.0, 382.0), (240.0, 330.0), (282.0, 262.0), (334.0, 200.0), (398.0, 168.0),
    (470.0, 186.0), (548.0, 178.0), (614.0, 150.0), (682.0, 112.0), (756.0, 96.0),
    (820.0, 104.0),
)

#: The coast road's line, a little inland, clockwise from Naruto; the 28 stations
#: are spaced evenly along it.
ROAD_LINE: tuple[Point, ...] = (
    (846.0, 146.0), (872.0, 196.0), (884.0, 258.0), (882.0, 318.0), (852.0, 378.0),
    (818.0, 438.0), (806.0, 500.0), (770.0, 452.0), (700.0, 430.0), (628.0, 444.0),
    (562.0, 478.0), (508.0, 528.0), (470.0, 588.0), (440.0, 650.0), (396.0, 620.0),
    (344.0, 578.0), (300.0, 524.0), (260.0, 470.0), (212.0, 420.0), (160.0, 412.0),
    (222.0, 372.0), (264.0, 318.0), (304.0, 254.0), (352.0, 214.0), (404.0, 196.0),
    (474.0, 214.0), (548.0, 206.0), (618.0, 180.0), (686.0, 142.0), (756.0, 126.0),
    (812.0, 130.0),
)

MOUNTAIN_XY: dict[str, Point] = {
    "m1": (612.0, 262.0), "m2": (742.0, 318.0), "m3": (560.0, 392.0), "m4": (420.0, 330.0),
}
PEAK_XY: Point = (582.0, 322.0)


def catmull_rom(points: tuple[Point, ...], closed: bool = True) -> list[tuple[Point, Point, Point, Point]]:
    """Cubic Bézier segments (start, control, control, end) of a smooth curve through ``points``."""
    n = len(points)
    out = []
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1 = points[i]
        p2 = points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6.0, p1[1] + (p2[1] - p0[1]) / 6.0)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6.0, p2[1] - (p3[1] - p1[1]) / 6.0)
        out.append((p1, c1, c2, p2))
    return out


def _bezier_point(seg: tuple[Point, Point, Point, Point], t: float) -> Point:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = seg
    u = 1.0 - t
    return (
        u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
        u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
    )


def dense(points: tuple[Point, ...], per_segment: int = 24, closed: bool = True) -> list[Point]:
    """The smooth curve as a fine polyline."""
    out: list[Point] = []
    for seg in catmull_rom(points, closed):
        for j in range(per_segment):
            out.append(_bezier_point(seg, j / per_segment))
    if not closed:
        out.append(points[-1])
    return out


def _even_points(line: list[Point], count: int) -> list[tuple[Point, int]]:
    """``count`` points evenly spaced along a closed polyline, with the index of the
    polyline point each lies after."""
    lengths = [math.dist(line[i], line[(i + 1) % len(line)]) for i in range(len(line))]
    total = sum(lengths)
    out = []
    i, run = 0, 0.0
    for k in range(count):
        target = total * k / count
        while run + lengths[i] < target:
            run += lengths[i]
            i += 1
        t = (target - run) / lengths[i] if lengths[i] else 0.0
        a, b = line[i], line[(i + 1) % len(line)]
        out.append(((round(a[0] + (b[0] - a[0]) * t, 1), round(a[1] + (b[1] - a[1]) * t, 1)), i))
    return out


ROAD_DENSE: list[Point] = dense(ROAD_LINE)
_STATION_PLACES = _even_points(ROAD_DENSE, STATIONS)
STATION_XY: dict[str, Point] = {STATION_IDS[k]: p for k, (p, _i) in enumerate(_STATION_PLACES)}
_STATION_INDEX = {STATION_IDS[k]: i for k, (_p, i) in enumerate(_STATION_PLACES)}
ISLAND_CENTRE: Point = (
    sum(p[0] for p in COAST_OUTLINE) / len(COAST_OUTLINE),
    sum(p[1] for p in COAST_OUTLINE) / len(COAST_OUTLINE),
)


def road_between(a: str, b: str) -> list[Point]:
    """The road's polyline from station ``a`` clockwise to station ``b`` (both included)."""
    ia, ib = _STATION_INDEX[a], _STATION_INDEX[b]
    pts = [STATION_XY[a]]
    i = ia + 1
    n = len(ROAD_DENSE)
    while i % n != (ib + 1) % n:
        pts.append(ROAD_DENSE[i % n])
        i += 1
    pts.append(STATION_XY[b])
    return pts




def _ring_path(m_from: str, m_to: str) -> list[str]:
    """Mountain towns from ``m_from`` to ``m_to`` the short way round the ring, counter-clockwise."""
    order = list(MOUNTAINS)
    i = order.index(m_from)
    path = [m_from]
    while path[-1] != m_to:
        i = (i - 1) % 4
        path.append(order[i])
    return path


def _offset(points: list[Point], distance: float) -> list[Point]:
    """A polyline moved ``distance`` to its left (out to sea, for the clockwise road)."""
    out = []
    for i, (x, y) in enumerate(points):
        (ax, ay), (bx, by) = points[max(0, i - 1)], points[min(len(points) - 1, i + 1)]
        tx, ty = bx - ax, by - ay
        d = math.hypot(tx, ty) or 1.0
        out.append((x + ty / d * distance, y - tx / d * distance))
    return out


def region_polygon(region: str) -> list[Point]:
    """Region ``region`` as a polygon reaching past the coast (clip it to the island):
    its near route out to sea, along the sea beyond its road, back in along its far
    route, and round the ring of mountain towns between the two routes."""
    k = space_number(region)
    a, b = TOWNS[k - 1], TOWNS[k % 8]
    ma, mb = TOWN_ROUTE[a], TOWN_ROUTE[b]
    sea = _offset(road_between(a, b), 90.0)
    return ([MOUNTAIN_XY[ma], STATION_XY[a], _beyond(ma, a)] + sea + [_beyond(mb, b), STATION_XY[b]]
            + [MOUNTAIN_XY[m] for m in _ring_path(mb, ma)])


def _beyond(mountain: str, town: str, distance: float = 90.0) -> Point:
    """A point past ``town`` on the line of its route (a region border runs on out to sea)."""
    (mx, my), (tx, ty) = MOUNTAIN_XY[mountain], STATION_XY[town]
    d = math.hypot(tx - mx, ty - my) or 1.0
    return (tx + (tx - mx) / d * distance, ty + (ty - my) / d * distance)


#: Where each region's symbol badge sits (inside the region, clear of the road and routes).
REGION_XY: dict[str, Point] = {
    "r1": (812.0, 232.0), "r2": (792.0, 392.0), "r3": (650.0, 380.0), "r4": (442.0, 534.0),
    "r5": (363.0, 423.0), "r6": (318.0, 300.0), "r7": (491.0, 248.0), "r8": (714.0, 177.0),
}
#: Where each region's name would best be written (the middle of its letters), under its badge
#: or where the room is; the map moves it to the nearest place clear of the routes and the pawns
#: at its size (``mapfit``).
REGION_LABEL_XY: dict[str, Point] = {
    "r1": (812.0, 266.0), "r2": (792.0, 426.0), "r3": (650.0, 414.0), "r4": (442.0, 568.0),
    "r5": (363.0, 457.0), "r6": (318.0, 334.0), "r7": (491.0, 282.0), "r8": (714.0, 211.0),
}


def _station_normal(station: str) -> Point:
    """The unit direction from a station out to sea (across the road, away from land)."""
    i = STATION_IDS.index(station)
    (ax, ay), (bx, by) = STATION_XY[STATION_IDS[i - 1]], STATION_XY[STATION_IDS[(i + 1) % STATIONS]]
    tx, ty = bx - ax, by - ay
    d = math.hypot(tx, ty) or 1.0
    # Clockwise round the island on a y-down screen, the sea lies to the left of the road.
    return (round(ty / d, 4), round(-tx / d, 4))


STATION_NORMAL: dict[str, Point] = {s: _station_normal(s) for s in STATION_IDS}


def off_coast(station: str, distance: float, along: float = 0.0) -> Point:
    """A point ``distance`` out to sea from a station (and ``along`` the road, clockwise)."""
    (x, y), (nx, ny) = STATION_XY[station], STATION_NORMAL[station]
    # The road's clockwise direction is the sea normal turned a quarter (y down).
    return (round(x + nx * distance - ny * along, 1), round(y + ny * distance + nx * along, 1))


#: Where each town's specialty token lies (in the sea beside the town) and its name.
TOKEN_XY: dict[str, Point] = {t: off_coast(t, 50.0) for t in TOWNS}
TOWN_LABEL_XY: dict[str, Point] = {t: off_coast(t, 92.0) for t in TOWNS}
#: Places on the sea for the three wave tiles and the hot-spring token, the compass,
#: the title and the key to the station kinds.
WAVE_SPOTS: tuple[Point, ...] = ((598.0, 668.0), (676.0, 668.0), (754.0, 668.0))
SPRING_SPOT: Point = (928.0, 560.0)
COMPASS_XY: Point = (96.0, 250.0)
TITLE_XY: Point = (40.0, 70.0)
LEGEND_XY: Point = (40.0, 556.0)
