"""Our own map of Shikoku as shapes (see :mod:`.art`), in the 1000 x 760 map frame.

The same scene is drawn on screen and printed: sea and island, the eight
regions tinted by their symbol, the central peak, the trade routes, the coast
road with its 28 stations, the mountain towns, names, the spots where the
specialty tokens, the wave tiles and the hot spring lie, a compass and a key.

On a screen the scene is built for the smallest legible text size in map units
(``least``): every word at least that large, the badges round them grown to
match, and the details that would crowd the island at that size (the key of
station kinds, the subtitle) left out, as the icons and the tooltips carry them.
The names and numbers are placed for that size (:mod:`.mapfit`): clear of one
another and of every spot a pawn may stand, a region's name broken in two or
written off its coast, on a plate of its tint, where its land has no room.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...core.i18n import _, language
from . import data, mapfit
from .vectors import (
    PAPER,
    Group,
    Item,
    Label,
    Shape,
    bounds,
    circle,
    icon,
    polygon,
    rect,
    smooth,
)

# -- the palette (shared by screen and paper) ------------------------------------------------
SEA = "#CFE2E7"
SEA_LINE = "#B2CDD5"
FOAM = "#EEF6F6"
LAND = "#F4EBD6"
COAST_LINE = "#5D7C87"
ROUTE = "#D27A2C"
ROUTE_CASING = "#FFF6E6"
ROAD = "#9B7A58"
PEAK = "#8C7B69"
PEAK_SNOW = "#FBF8F2"
LABEL_INK = "#3B3530"
SEA_INK = "#3F5C67"
REGION_TINT = {"mountain": "#E6D6BC", "waterfall": "#D3E4E0", "bamboo": "#DCE7C6", "moon": "#E8DFEE"}
KIND_COLOUR = {
    data.COASTAL: "#B5483B",
    data.TEMPLE: "#7B4A35",
    data.GARDEN: "#3F7D3A",
    data.SEASIDE: "#2F6E95",
    data.HOT_SPRING: "#B0548C",
}
KIND_ICON = {data.COASTAL: "coastal", data.TEMPLE: "temple", data.GARDEN: "garden", data.SEASIDE: "seaside",
             data.HOT_SPRING: "hot_spring"}

STATION_R, TOWN_R, MOUNTAIN_R = mapfit.STATION_R, mapfit.TOWN_R, mapfit.MOUNTAIN_R
REGION_R, TOKEN_R = mapfit.REGION_R, mapfit.TOKEN_R
station_radius = mapfit.station_radius


def space_xy(space: str) -> tuple[float, float]:
    if space.startswith("s"):
        return data.STATION_XY[space]
    if space.startswith("m"):
        return data.MOUNTAIN_XY[space]
    return data.REGION_XY[space]


def space_radius(space: str) -> float:
    if space.startswith("s"):
        return station_radius(space)
    return MOUNTAIN_R if space.startswith("m") else REGION_R


def _route_line(a: str, b: str) -> tuple:
    (ax, ay), (bx, by) = space_xy(a), space_xy(b)
    return polygon([(ax, ay), (bx, by)], closed=False)


def _sea_ripples() -> list[Item]:
    """Little wave marks scattered on the sea (fixed places, away from the island)."""
    spots = [(60, 140), (170, 60), (250, 115), (430, 92), (520, 56), (930, 40), (965, 200), (980, 470),
             (905, 610), (850, 720), (600, 735), (470, 700), (330, 715), (190, 680), (110, 470), (40, 330),
             (760, 560), (520, 640), (960, 690)]
    out: list[Item] = []
    for x, y in spots:
        for dx in (-11.0, 11.0):
            cx = x + dx
            pts = [(cx - 11 + i * 2.2, y - 7 * math.sin(math.pi * i / 10)) for i in range(11)]
            out.append(Shape(polygon(pts, closed=False), stroke=SEA_LINE, width=2.0))
    return out


def _peak() -> list[Item]:
    px, py = data.PEAK_XY
    return [
        Shape(polygon([(px - 62, py + 30), (px - 18, py - 42), (px + 6, py - 6), (px + 26, py - 30),
                       (px + 64, py + 30)]), fill=PEAK),
        Shape(polygon([(px - 18, py - 42), (px - 30, py - 22), (px - 22, py - 25), (px - 15, py - 17),
                       (px - 8, py - 26)]), fill=PEAK_SNOW),
        Shape(polygon([(px + 26, py - 30), (px + 17, py - 16), (px + 24, py - 18), (px + 30, py - 12),
                       (px + 34, py - 20)]), fill=PEAK_SNOW),
    ]


def _compass(least: float = 0.0) -> list[Item]:
    cx, cy = data.COMPASS_XY
    out: list[Item] = [Shape(circle(cx, cy, 34), stroke=SEA_INK, width=1.4),
                       Shape(circle(cx, cy, 28), stroke=SEA_INK, width=0.8)]
    for k in range(4):
        a = math.radians(90 * k - 90)
        tip = (cx + 44 * math.cos(a), cy + 44 * math.sin(a))
        left = (cx + 9 * math.cos(a - math.pi / 2), cy + 9 * math.sin(a - math.pi / 2))
        right = (cx + 9 * math.cos(a + math.pi / 2), cy + 9 * math.sin(a + math.pi / 2))
        out.append(Shape(polygon([tip, left, (cx, cy)]), fill=SEA_INK))
        out.append(Shape(polygon([tip, right, (cx, cy)]), fill=PAPER, stroke=SEA_INK, width=1.0))
    out.append(Label(cx, cy - 50, _("N"), max(16, least), fill=SEA_INK, bold=True))
    return out


def _legend(least: float = 0.0) -> list[Item]:
    """The key in the sea's south-west corner, its lines spaced for their (legible) size and
    standing on the map's foot."""
    px, head = max(13.0, least), max(14.0, least)
    kinds = (data.COASTAL, data.TEMPLE, data.GARDEN, data.SEASIDE, data.HOT_SPRING)
    row = max(27.0, px * 1.35)
    height = 36 + row * (len(kinds) + 1)
    x = data.LEGEND_XY[0] if least <= 16 else 22.0  # larger words: closer to the edge, clear of Sukumo
    y = min(data.LEGEND_XY[1], data.MAP_H - 10 - height + 20)
    # The width of the longest line (from a table of letters' widths: this module draws on paper too).
    words = [_(data.KIND_NAMES[k]) for k in kinds] + [_("trade route")]
    width = max(176.0, 46 + max(mapfit.text_width(w, px) * 1.03 for w in words),
                24 + mapfit.text_width(_("The coast road"), head, bold=True) * 1.03)
    out: list[Item] = [Shape(rect(x - 12, y - 20, width, height, 10), fill=PAPER, alpha=0.82, stroke=SEA_LINE,
                             width=1.2)]
    out.append(Label(x, y - 14 + head, _("The coast road"), head, fill=LABEL_INK, bold=True, align="left"))
    for i, kind in enumerate(kinds):
        cy = y + 24 + row * i + (row - 27) * 0.6
        out += _medallion(x + 11, cy, 11, kind)
        out.append(Label(x + 30, cy + px * 0.37, _(data.KIND_NAMES[kind]), px, fill=LABEL_INK, align="left"))
    cy = y + 24 + row * len(kinds) + (row - 27) * 0.6
    out.append(Shape(polygon([(x, cy), (x + 28, cy)], closed=False), stroke=ROUTE_CASING, width=8))
    out.append(Shape(polygon([(x, cy), (x + 28, cy)], closed=False), stroke=ROUTE, width=4))
    out.append(Label(x + 36, cy + px * 0.37, _("trade route"), px, fill=LABEL_INK, align="left"))
    return out


#: The key's lines: a sign and its words (the trade route drawn as a line).
ROUTE_KEY = "route"


def legend_rows() -> list[tuple[str, str]]:
    kinds = (data.COASTAL, data.TEMPLE, data.GARDEN, data.SEASIDE, data.HOT_SPRING)
    return [(k, _(data.KIND_NAMES[k])) for k in kinds] + [(ROUTE_KEY, _("trade route"))]


def key_sign(cx: float, cy: float, r: float, kind: str) -> list[Item]:
    """A line of the key's sign: a station's medallion, or a piece of trade route."""
    if kind == ROUTE_KEY:
        line = polygon([(cx - r * 1.2, cy), (cx + r * 1.2, cy)], closed=False)
        return [Shape(line, stroke=ROUTE_CASING, width=8), Shape(line, stroke=ROUTE, width=4)]
    return _medallion(cx, cy, r, kind)


def _medallion(cx: float, cy: float, r: float, kind: str) -> list[Item]:
    colour = KIND_COLOUR[kind]
    return [Shape(circle(cx, cy, r), fill=PAPER, stroke=colour, width=max(1.5, r * 0.16)),
            *icon(KIND_ICON[kind], cx, cy, r * 0.62, colour)]


def _clamp_x(x: float, text: str, size: float) -> float:
    """A centred label's x, moved in so the words stay on the map (a rough width is enough)."""
    half = 0.31 * size * len(text) + 16
    return min(max(x, half), data.MAP_W - half)


def token_spot(town: str) -> list[Item]:
    x, y = data.TOKEN_XY[town]
    return [Shape(rect(x - TOKEN_R, y - TOKEN_R, 2 * TOKEN_R, 2 * TOKEN_R, 6), fill=PAPER, alpha=0.55,
                  stroke=SEA_INK, width=1.2, dash=(4.0, 3.0))]


#: The order the regions' names are placed in: those with the least room first (narrow wedges
#: between two routes), before the roomy ones take the space round them.
NAMING_ORDER = ("r3", "r2", "r8", "r7", "r5", "r4", "r6", "r1")

#: The largest legible minimum (in map units) at which the subtitle still sits under the title.
SUBTITLE_UP_TO = 16.0


@lru_cache(maxsize=16)
def _scene(lang: str, least: float, key: bool) -> tuple[Item, ...]:
    """``key``: the key of the station kinds in the sea's corner (a laptop shows it beside)."""
    del lang  # the cache key: labels are translated when the scene is built

    def px(design: float) -> float:
        return max(design, least)

    island = smooth(data.COAST_OUTLINE)
    road = smooth(data.ROAD_LINE)
    items: list[Item] = [Shape(rect(0, 0, data.MAP_W, data.MAP_H), fill=SEA, background=True)]
    items += _sea_ripples()
    items.append(Shape(island, stroke=FOAM, width=14))
    items.append(Shape(island, fill=LAND, background=True))
    tints: list[Item] = []
    for region in data.REGIONS:
        tints.append(Shape(polygon(data.region_polygon(region)),
                           fill=REGION_TINT[data.REGION_SYMBOL[region]], background=True))
    items.append(Group(tuple(tints), clip=island))
    items += _peak()
    items.append(Shape(island, stroke=COAST_LINE, width=2.4))
    # Trade routes: a light casing under an orange line, so they read over any tint.
    for a, b in data.TRADE_EDGES:
        items.append(Shape(_route_line(a, b), stroke=ROUTE_CASING, width=10))
    for a, b in data.TRADE_EDGES:
        items.append(Shape(_route_line(a, b), stroke=ROUTE, width=5))
    items.append(Shape(road, stroke=ROUTE_CASING, width=9))
    items.append(Shape(road, stroke=ROAD, width=3.2, dash=(9.0, 5.0)))
    # The words are placed before anything is drawn, each clear of the routes, the road, the
    # medallions, every spot a pawn may stand and the words placed before it (see mapfit).
    furniture = _furniture(least, key)
    words, plates = _words(least, [_box(item) for item in furniture])
    items += plates
    # Regions: a badge with the symbol, and the region's name on a halo of its own tint, so a
    # line near it never runs through its letters.
    for region in data.REGIONS:
        x, y = data.REGION_XY[region]
        symbol = data.REGION_SYMBOL[region]
        items.append(Shape(circle(x, y, REGION_R), fill=PAPER, alpha=0.9, stroke=data.SYMBOL_COLOUR[symbol],
                           width=2.5))
        items += icon(symbol, x, y, REGION_R * 0.66, data.SYMBOL_COLOUR[symbol])
        items += [w for k, w in words.items() if k.split(":")[0] == region]
    # Mountain towns: a larger medallion with the number of goods drawn there on a badge, the
    # town's name above or below it (merchants stand beside it), the badge on the other side.
    for m in data.MOUNTAINS:
        x, y = data.MOUNTAIN_XY[m]
        items.append(Shape(circle(x, y, MOUNTAIN_R), fill=PAPER, stroke=ROUTE, width=4))
        items += icon("mountain_town", x, y, MOUNTAIN_R * 0.62, "#6A4E3A", accent="#B7A58F")
        name = words[m]
        bx, by, badge = _mountain_badge(m, least, below=name.y > y)
        items.append(Shape(circle(bx, by, badge), fill=ROUTE, stroke=PAPER, width=1.8))
        items.append(Label(bx, by + px(14) * 0.37, f"+{data.MOUNTAIN_DRAW[m]}", px(14), fill=PAPER, bold=True))
        items.append(name)
    # The coast road's stations, each with its number on the sea side.
    for s in data.STATION_IDS:
        x, y = data.STATION_XY[s]
        items += _medallion(x, y, station_radius(s), data.STATION_KIND[s])
        items.append(words[s])
    for town in data.TOWNS:
        items += token_spot(town)
        items.append(words["name:" + town])
    items += furniture
    return tuple(items)


def _furniture(least: float, key: bool) -> list[Item]:
    """What lies at sea: the wave tiles' and the hot spring's places, the compass, the title and
    the key (``key``)."""

    def px(design: float) -> float:
        return max(design, least)

    items: list[Item] = []
    for x, y in data.WAVE_SPOTS:
        items.append(Shape(rect(x - 30, y - 30, 60, 60, 8), fill=PAPER, alpha=0.45, stroke=SEA_INK, width=1.2,
                           dash=(4.0, 3.0)))
    wx = sum(p[0] for p in data.WAVE_SPOTS) / 3
    wy = max(p[1] for p in data.WAVE_SPOTS) + 32 + px(15) * 1.3
    items.append(Label(wx, wy, _("Wave tiles"), px(15), fill=SEA_INK, bold=True, halo=SEA))
    sx, sy = data.SPRING_SPOT
    items.append(Shape(circle(sx, sy, 26), fill=PAPER, alpha=0.45, stroke=SEA_INK, width=1.2, dash=(4.0, 3.0)))
    items.append(Label(sx, sy + 28 + px(15) * 1.3, _("Hot spring"), px(15), fill=SEA_INK, bold=True, halo=SEA))
    items += _compass(least)
    tx, ty = data.TITLE_XY
    items.append(Label(tx, ty, _("Shikoku"), px(40), fill=SEA_INK, bold=True, align="left", halo=SEA))
    if least <= SUBTITLE_UP_TO:
        items.append(Label(tx + 2, ty + 30, _("the island of the 88 temples"), 15, fill=SEA_INK, italic=True,
                           align="left", halo=SEA))
    if key:
        items += _legend(least)
    return items


def map_scene(least: float = 0.0, key: bool = True) -> tuple[Item, ...]:
    """The whole static map, its words in the current language, none under ``least`` map units
    (the smallest legible size on a screen; 0 on paper); ``key``: with its key in a corner."""
    # Placing the words takes a moment: the scene is built for the minimum rounded up to half a
    # unit (words a shade larger, never smaller), so a window being resized reuses it.
    return _scene(language(), math.ceil(least * 2 - 1e-9) / 2, key)


def _mountain_badge(m: str, least: float, below: bool) -> tuple[float, float, float]:
    """The badge with a mountain town's draw: centre and radius, on the side away from its name
    (``below``: the name is under the medallion)."""
    x, y = data.MOUNTAIN_XY[m]
    badge = max(11.0, max(14.0, least) * 0.8)  # it grows round its number
    off = MOUNTAIN_R + badge * 0.25
    return (x, y - off if below else y + off, badge)


def _box(item: Item) -> mapfit.Box:
    if isinstance(item, Label):
        return mapfit.box_of(item)
    assert isinstance(item, Shape)
    return bounds(item.path)


def _medallion_boxes() -> list[mapfit.Box]:
    """Every station's, mountain town's and region's medallion and every token spot."""
    taken = [mapfit.circle_box(*data.STATION_XY[s], station_radius(s)) for s in data.STATION_IDS]
    taken += [mapfit.circle_box(*data.MOUNTAIN_XY[m], MOUNTAIN_R) for m in data.MOUNTAINS]
    taken += [mapfit.circle_box(*data.REGION_XY[r], REGION_R) for r in data.REGIONS]
    return taken + [mapfit.circle_box(*data.TOKEN_XY[t], TOKEN_R) for t in data.TOWNS]


def _few_pawn_boxes() -> list[mapfit.Box]:
    """Merchants and artists stand in few places, beside the medallions: no word goes there."""
    few = [b for m in data.MOUNTAINS for seat in (0, 1) for b in mapfit.pawn_boxes(mapfit.merchant_tip(m, seat))]
    return few + [b for r in data.REGIONS for seat in (0, 1) for b in mapfit.pawn_boxes(mapfit.artist_tip(r, seat))]


class _Naming:
    """The map's words being placed, each clear of what is placed already (see :mod:`.mapfit`):
    ``taken`` the boxes no word may cover, ``few`` where merchants and artists stand (a word
    keeps clear), ``pawns`` where a pilgrim may stand (a word keeps clear where it can)."""

    def __init__(self, least: float, furniture: list[mapfit.Box]) -> None:
        self.least = least
        self.taken: list[mapfit.Box] = _medallion_boxes() + furniture
        self.few = _few_pawn_boxes()
        self.pawns = [b for s in data.STATION_IDS for b in mapfit.pawn_boxes(data.STATION_XY[s])]
        self.words: dict[str, Label] = {}
        self.plates: list[Item] = []

    def px(self, design: float) -> float:
        return max(design, self.least)

    def keep(self, key: str, label: Label) -> None:
        self.words[key] = label
        self.taken.append(mapfit.box_of(label))

    @staticmethod
    def on_map(b: mapfit.Box, centre: mapfit.Point) -> bool:
        return b[0] >= 4 and b[2] <= data.MAP_W - 4 and b[1] >= 4 and b[3] <= data.MAP_H - 4

    @staticmethod
    def in_sea(b: mapfit.Box, centre: mapfit.Point) -> bool:
        return _Naming.on_map(b, centre) and not mapfit.inside(centre, mapfit.island())

    def pilgrims_but(self, station: str) -> list[mapfit.Box]:
        """Where a pilgrim may stand, but on ``station`` (whose own words a pawn there may cover)."""
        return [b for s in data.STATION_IDS if s != station for b in mapfit.pawn_boxes(data.STATION_XY[s])]

    def town_names(self) -> None:
        """The coastal towns' names, beyond their token spots."""
        size = self.px(15)
        for town in data.TOWNS:
            name = _(data.TOWN_NAMES[town])
            lx, ly = data.TOWN_LABEL_XY[town]
            spot = (_clamp_x(lx, name, size), ly - size * 0.25)
            # A pilgrim or a merchant in the town may stand on its name, as on its number.
            others = self.pilgrims_but(town)
            (x, y), cost = mapfit.place(spot, size, (name,), self.taken, self.in_sea, bold=True, reach=(70.0, 40.0),
                                        pawns=others, few_pawns=self.few)
            if cost >= 10:  # no room at sea (a long name by a narrow sea): over the shore, on its halo
                (x, y), _cost = mapfit.place(spot, size, (name,), self.taken, self.on_map, bold=True,
                                             reach=(90.0, 90.0), pawns=others, few_pawns=self.few)
            self.keep("name:" + town, Label(x, mapfit.baselines(y, 1, size)[0], name, size, fill=SEA_INK, bold=True,
                                            halo=SEA))

    def station_numbers(self) -> None:
        """The stations' numbers out to sea (a town's beside its token spot), moved a little where a
        town's name needs the room (a pilgrim may stand on its own station's number)."""
        size = self.px(13)
        for s in data.STATION_IDS:
            along = 26.0 if data.STATION_KIND[s] == data.COASTAL else 0.0
            grow = size - 13  # larger numbers stand a little further out
            nx, ny = data.off_coast(s, station_radius(s) + (4 if along else 12) + grow * 0.5, along + grow * 0.3)
            text = str(data.space_number(s))
            others = self.pilgrims_but(s)
            (x, y), cost = mapfit.place((nx, ny), size, (text,), self.taken, self.on_map, bold=True,
                                        reach=(32.0, 32.0), pawns=others)
            if cost >= 10:  # a neighbour's pilgrim would stand on it: look a little further out
                (x, y), _cost = mapfit.place((nx, ny), size, (text,), self.taken, self.on_map, bold=True,
                                             reach=(48.0, 48.0), pawns=others)
            self.keep(s, Label(x, mapfit.baselines(y, 1, size)[0], text, size, fill=SEA_INK, bold=True, halo=SEA))

    def mountain_names(self) -> None:
        """The mountain towns' names: above the medallion, or below it where that is clearer (a
        route leaves upwards), the badge on the other side."""
        size = self.px(14)
        for m in data.MOUNTAINS:
            x, y = data.MOUNTAIN_XY[m]
            name = _(data.MOUNTAIN_NAMES[m])
            ways = []
            for below in (False, True):
                middle = y + MOUNTAIN_R + 8 + size * 0.5 if below else y - MOUNTAIN_R - 8 - size * 0.5
                badge = mapfit.circle_box(*_mountain_badge(m, self.least, below))
                (bx, by), cost = mapfit.place((x, middle), size, (name,), self.taken + [badge], lambda b, c: True,
                                              bold=True, reach=(40.0, 6.0), pawns=self.pawns, few_pawns=self.few)
                ways.append((cost, below, bx, by, badge))
            cost, below, bx, by, badge = min(ways, key=lambda w: w[:2])
            self.taken.append(badge)
            self.keep(m, Label(bx, mapfit.baselines(by, 1, size)[0], name, size, fill=LABEL_INK, bold=True,
                               halo=PAPER))

    def region_names(self) -> None:
        """The regions' names: near the preferred point, within the region, on land where there is
        room, else out to sea off the region's coast (the names with least room are placed first)."""
        size = self.px(13)
        for region in NAMING_ORDER:
            x, y, lines = self._region_spot(region, size)
            tint = REGION_TINT[data.REGION_SYMBOL[region]]
            for i, (line, baseline) in enumerate(zip(lines, mapfit.baselines(y, len(lines), size))):
                self.words[region if i == 0 else f"{region}:{i}"] = Label(x, baseline, line, size, fill=LABEL_INK,
                                                                         italic=True, halo=tint)
            block = mapfit.block_box(x, y, lines, size)
            self.taken.append(block)
            # A route under the name, or the sea: it lies on a plate of its region's tint.
            if mapfit.crosses_line(block) or not mapfit.on_land(block, mapfit.island()):
                x0, y0, x1, y1 = block
                self.plates.append(Shape(rect(x0, y0, x1 - x0, y1 - y0, size * 0.4), fill=tint, alpha=0.92))

    def _region_spot(self, region: str, size: float) -> tuple[float, float, tuple[str, ...]]:
        """Where a region's name goes, on one line or broken in two where that fits better."""
        name = _(data.REGION_NAMES[region])
        shape = data.region_polygon(region)
        coast = mapfit.island()

        def ashore(b: mapfit.Box, centre: mapfit.Point) -> bool:
            return mapfit.inside(centre, shape) and mapfit.on_land(b, coast)

        def within(b: mapfit.Box, centre: mapfit.Point) -> bool:
            return mapfit.inside(centre, shape) and self.on_map(b, centre)

        tries: list[tuple[str, ...]] = [(name,)] + ([tuple(name.split(" ", 1))] if " " in name else [])
        spot = data.REGION_LABEL_XY[region]
        options = [(*mapfit.place(spot, size, t, self.taken, ashore, pawns=self.pawns, few_pawns=self.few), t)
                   for t in tries]
        if min(w[1] for w in options) >= 10:  # a pawn would cover it on land: try the sea as well
            options += [(*mapfit.place(spot, size, t, self.taken, within, reach=(170.0, 180.0), pawns=self.pawns,
                                       few_pawns=self.few), t) for t in tries]
        (x, y), _cost, lines = min(options, key=lambda w: w[1])
        return x, y, lines


def _words(least: float, furniture: list[mapfit.Box]) -> tuple[dict[str, Label], tuple[Item, ...]]:
    """The map's names and numbers, each placed clear of the others (see :mod:`.mapfit`):
    station numbers by station id, mountain towns' and regions' names by space id, coastal
    towns' names as ``"name:" + town``; and the plates under the names written across a route."""
    naming = _Naming(least, furniture)
    naming.town_names()
    naming.station_numbers()
    naming.mountain_names()
    naming.region_names()
    return naming.words, tuple(naming.plates)
