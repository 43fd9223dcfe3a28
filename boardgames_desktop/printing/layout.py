"""Sheet geometry, in millimetres, with y up (as in PDF): no ReportLab here.

The numbers a home printer and a paper trimmer care about live here once:
how near the paper edge we print, where crop marks go, how card grids fit,
and how a back is placed so that it lands behind its front.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: Nothing is printed nearer the paper edge than this: laser printers lose
#: about 4.2 mm, many inkjets 3-5 mm.
EDGE = 5.0
#: Crop marks start this far beyond the bleed and are this long.
CROP_GAP = 1.0
CROP_LEN = 3.5
#: Where a gutterless block is short of room, marks may start this close to
#: the bleed and be this short (still long enough to lay a ruler on), and a
#: bleed thinner than MIN_BLEED is left out rather than printed as a hairline.
TIGHT_CROP_GAP = 0.5
MIN_CROP_LEN = 2.0
MIN_BLEED = 0.5
#: The band at the bottom of every sheet that says what the sheet is.
LABEL_BAND = 3.5
#: Text on a card stays at least this far inside the trim (the safe zone).
SAFE_INSET = 4.0
#: In fold mode the fronts and backs meet at the fold; each keeps at least this
#: much between its trim and the fold so the cut removes the folded edge.
FOLD_MIN_HALF_GAP = 1.5

#: Line styles that identify cut lines and crop marks in the PDF (points).
TRIM_LINE_PT = 0.25
CROP_LINE_PT = 0.3
FOLD_LINE_PT = 0.5

EPS = 1e-6


class LayoutError(ValueError):
    """Something does not fit on the paper (or text leaves its safe zone)."""


# -- rectangles and transforms ---------------------------------------------------------
@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def x1(self) -> float:
        return self.x + self.w

    @property
    def y1(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def expand(self, d: float) -> "Rect":
        return Rect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)

    def inset(self, d: float) -> "Rect":
        return self.expand(-d)

    def shift(self, dx: float, dy: float) -> "Rect":
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def contains_rect(self, other: "Rect", eps: float = EPS) -> bool:
        return (
            other.x >= self.x - eps
            and other.y >= self.y - eps
            and other.x1 <= self.x1 + eps
            and other.y1 <= self.y1 + eps
        )

    def touches_segment(self, seg: "Segment", eps: float = EPS) -> bool:
        """True when the (axis-aligned) segment meets this closed rectangle."""
        lo_x, hi_x = sorted((seg.x0, seg.x1))
        lo_y, hi_y = sorted((seg.y0, seg.y1))
        return not (
            hi_x < self.x - eps or lo_x > self.x1 + eps or hi_y < self.y - eps or lo_y > self.y1 + eps
        )

    def rounded(self, nd: int = 6) -> "Rect":
        return Rect(round(self.x, nd) + 0.0, round(self.y, nd) + 0.0, round(self.w, nd), round(self.h, nd))


@dataclass(frozen=True)
class Segment:
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def length(self) -> float:
        return math.hypot(self.x1 - self.x0, self.y1 - self.y0)

    def key(self) -> tuple[float, ...]:
        a = (round(self.x0, 6), round(self.y0, 6))
        b = (round(self.x1, 6), round(self.y1, 6))
        return (*min(a, b), *max(a, b))


@dataclass(frozen=True)
class Affine:
    """(x, y) -> (a x + c y + e, b x + d y + f): the PDF matrix, in mm."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def then(self, outer: "Affine") -> "Affine":
        """This transform followed by ``outer``."""
        o = outer
        return Affine(
            o.a * self.a + o.c * self.b,
            o.b * self.a + o.d * self.b,
            o.a * self.c + o.c * self.d,
            o.b * self.c + o.d * self.d,
            o.a * self.e + o.c * self.f + o.e,
            o.b * self.e + o.d * self.f + o.f,
        )

    def map_rect(self, r: Rect) -> Rect:
        pts = [self.apply(x, y) for x in (r.x, r.x1) for y in (r.y, r.y1)]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def inverse(self) -> "Affine":
        det = self.a * self.d - self.b * self.c
        a, b, c, d = self.d / det, -self.b / det, -self.c / det, self.a / det
        return Affine(a, b, c, d, -(a * self.e + c * self.f), -(b * self.e + d * self.f))

    @property
    def determinant(self) -> float:
        return self.a * self.d - self.b * self.c

    @staticmethod
    def translate(dx: float, dy: float) -> "Affine":
        return Affine(e=dx, f=dy)

    @staticmethod
    def rotate(degrees: int) -> "Affine":
        """Quarter turns only, exact (no floating-point sine noise)."""
        cos, sin = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}[degrees % 360]
        return Affine(cos, sin, -sin, cos, 0.0, 0.0)

    @staticmethod
    def mirror_x(axis: float) -> "Affine":
        """Reflect across the vertical line x = axis."""
        return Affine(-1.0, 0.0, 0.0, 1.0, 2 * axis, 0.0)

    @staticmethod
    def mirror_y(axis: float) -> "Affine":
        return Affine(1.0, 0.0, 0.0, -1.0, 0.0, 2 * axis)


def place(local_w: float, local_h: float, rotation: int, trim: Rect) -> Affine:
    """The transform from a piece's own upright frame (origin at its trim's
    bottom-left, ``local_w`` x ``local_h``) onto ``trim`` on the page, turned by
    ``rotation`` degrees counter-clockwise."""
    to_centre = Affine.translate(-local_w / 2, -local_h / 2)
    return to_centre.then(Affine.rotate(rotation)).then(Affine.translate(trim.cx, trim.cy))


# -- where a back goes -----------------------------------------------------------------
def back_transform(front: Affine, local_w: float, turn: Affine, offset: tuple[float, float] = (0.0, 0.0)) -> Affine:
    """Where a piece's back is drawn, given where its front is drawn.

    ``turn`` maps a front-page point to the same paper point seen on the back
    page (see :attr:`Grid.turn`). The back is upright when the piece is turned
    over like a book page (around its own vertical axis); ``offset`` then moves
    it as seen looking at the back of the sheet (x right, y up).
    """
    turn_piece = Affine.mirror_x(local_w / 2)
    return turn_piece.then(front).then(turn).then(Affine.translate(*offset))


# -- card grids --------------------------------------------------------------------------
@dataclass(frozen=True)
class Slot:
    """One card position: its trim box on the page, how the card is turned, and
    ``clip``: the page area its art may cover (the trim plus the bleed on the
    sides that have one; a gutterless card has none towards its neighbours)."""

    trim: Rect
    rotation: int
    transform: Affine
    clip: Rect | None = None

    @property
    def art_box(self) -> Rect:
        return self.clip if self.clip is not None else self.trim


#: How cards sit on a sheet:
#:   "gutterless": cards abut, one cut between neighbours, bleed only around the block
#:   "bleed": every card keeps its own bleed on every side, two cuts between neighbours
CARD_LAYOUTS = ("gutterless", "bleed")

#: Where the page label goes: the band at the bottom, or (when a gutterless block
#: needs the page's height) a band up the left side, read bottom to top.
LABEL_SIDES = ("bottom", "left")


@dataclass(frozen=True)
class EdgeZone:
    """What lies beyond one side of a block of cards: its bleed, then a gap,
    then crop marks of ``length``."""

    bleed: float
    gap: float = CROP_GAP
    length: float = CROP_LEN

    @property
    def depth(self) -> float:
        return self.bleed + self.gap + self.length


def edge_zone(room: float, bleed: float) -> EdgeZone | None:
    """Share ``room`` mm beyond a block's edge among its bleed and crop marks:
    full marks when everything fits; else marks first (a cut needs them) and
    as much of the bleed as is left; None when not even short marks fit."""
    if room + EPS >= bleed + CROP_GAP + CROP_LEN:
        return EdgeZone(bleed)
    if room + EPS < TIGHT_CROP_GAP + MIN_CROP_LEN:
        return None
    length = min(CROP_LEN, room - TIGHT_CROP_GAP)
    b = min(bleed, room - TIGHT_CROP_GAP - length)
    if b < MIN_BLEED - EPS:
        b = 0.0
    gap = min(CROP_GAP, room - b - length)
    return EdgeZone(round(b, 3) + 0.0, round(gap, 3), round(length, 3))


@dataclass(frozen=True)
class Grid:
    page_w: float
    page_h: float
    card_w: float  # upright card
    card_h: float
    bleed: float
    cols: int
    rows: int
    rotated: bool
    slots: tuple[Slot, ...]  # reading order: top row first, left to right
    #: How the back side relates to the front: "duplex" (long-edge flip of a portrait sheet, also a
    #: separate back sheet glued on), "fold-h" (folds along its horizontal middle, fronts on the top
    #: half) or "fold-v" (folds along its vertical middle, fronts on the left half).
    mode: str
    layout: str = "bleed"
    #: Beyond the block's left and right sides (``zone_x``) and its top and
    #: bottom (``zone_y``); the same on opposite sides, so a back page mirrors it.
    zone_x: EdgeZone | None = None
    zone_y: EdgeZone | None = None
    label: str = "bottom"

    @property
    def per_page(self) -> int:
        return len(self.slots)

    @property
    def turn(self) -> Affine:
        """Front-page point -> the same paper point seen on the back page.

        A long-edge flip of a portrait sheet, or a fold along the vertical
        middle, mirrors left and right; a fold along the horizontal middle
        mirrors top and bottom."""
        if self.mode == "fold-h":
            return Affine.mirror_y(self.page_h / 2)
        return Affine.mirror_x(self.page_w / 2)

    @property
    def fold(self) -> Segment | None:
        if self.mode == "fold-h":
            return Segment(0.0, self.page_h / 2, self.page_w, self.page_h / 2)
        if self.mode == "fold-v":
            return Segment(self.page_w / 2, 0.0, self.page_w / 2, self.page_h)
        return None

    @property
    def block(self) -> Rect:
        """The trim boxes of the fronts, as one rectangle."""
        xs = [s.trim.x for s in self.slots] + [s.trim.x1 for s in self.slots]
        ys = [s.trim.y for s in self.slots] + [s.trim.y1 for s in self.slots]
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def cut_lines(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """Every cut of the fronts: the x of each vertical one and the y of each
        horizontal one. Each runs across the whole block (a guillotine cut)."""
        xs = sorted({round(v, 6) for s in self.slots for v in (s.trim.x, s.trim.x1)})
        ys = sorted({round(v, 6) for s in self.slots for v in (s.trim.y, s.trim.y1)})
        return tuple(xs), tuple(ys)

    def crop_marks(self) -> list[Segment]:
        """Every cut line continued beyond both ends of the block, outside its
        bleed; never towards a fold (the fold side is cut after folding, along
        the marks of the other sides)."""
        zx = self.zone_x or EdgeZone(self.bleed)
        zy = self.zone_y or EdgeZone(self.bleed)
        b = self.block
        xs, ys = self.cut_lines()
        marks: list[Segment] = []
        fold_side = {"fold-h": "bottom", "fold-v": "right"}.get(self.mode)
        for x in xs:
            if fold_side != "top":
                a = b.y1 + zy.bleed + zy.gap
                marks.append(Segment(x, a, x, a + zy.length))
            if fold_side != "bottom":
                a = b.y - zy.bleed - zy.gap
                marks.append(Segment(x, a - zy.length, x, a))
        for y in ys:
            if fold_side != "left":
                a = b.x - zx.bleed - zx.gap
                marks.append(Segment(a - zx.length, y, a, y))
            if fold_side != "right":
                a = b.x1 + zx.bleed + zx.gap
                marks.append(Segment(a, y, a + zx.length, y))
        return sorted(marks, key=Segment.key)


def _fit(avail: float, size: float, gutter: float, ends: float) -> int:
    """How many pieces of ``size`` with ``gutter`` between fit in ``avail`` with ``ends``."""
    if size + ends > avail + EPS:
        return 0
    return int((avail - ends + gutter + EPS) // (size + gutter))


def mark_zone(bleed: float) -> float:
    """Room a grid needs beyond its trim on a side that carries crop marks."""
    return bleed + CROP_GAP + CROP_LEN


def label_box(page_w: float, page_h: float, side: str = "bottom") -> Rect:
    """Where the page label is printed."""
    if side == "left":
        return Rect(EDGE, EDGE, LABEL_BAND, page_h - 2 * EDGE)
    return Rect(EDGE, EDGE, page_w - 2 * EDGE, LABEL_BAND)


def plan_grid(
    page_w: float, page_h: float, card_w: float, card_h: float, bleed: float, backs: str = "duplex",
    layout: str = "bleed",
) -> Grid:
    """The densest grid of upright or quarter-turned cards that keeps every
    crop mark and the label printable.

    Without folding the grid is centred left-right, so a long-edge flip maps
    it onto itself; every page of a deck uses the same grid, so a stack of
    sheets can be cut together. For ``backs="fold"`` the fronts fill one half
    and meet the fold, and whichever fold (horizontal or vertical) holds more
    cards is used. ``layout="gutterless"`` lays the cards edge to edge
    (:func:`_plan_gutterless`)."""
    if layout not in CARD_LAYOUTS:
        raise LayoutError(f"card layout must be one of {', '.join(CARD_LAYOUTS)}, not {layout!r}")
    if layout == "gutterless":
        return _plan_gutterless(page_w, page_h, card_w, card_h, bleed, backs)
    gutter = 2 * bleed  # every card keeps its own bleed on every side
    zone = mark_zone(bleed)
    half_gap = max(bleed, FOLD_MIN_HALF_GAP)
    modes = ("fold-h", "fold-v") if backs == "fold" else ("duplex",)
    best: Grid | None = None
    for mode in modes:
        for rotated in (False, True):
            w, h = (card_h, card_w) if rotated else (card_w, card_h)
            if mode == "fold-v":
                cols = _fit(page_w / 2 - EDGE, w, gutter, zone + half_gap)
            else:
                cols = _fit(page_w - 2 * EDGE, w, gutter, 2 * zone)
            if mode == "fold-h":
                rows = _fit(page_h / 2 - EDGE - LABEL_BAND, h, gutter, zone + half_gap)
            else:
                rows = _fit(page_h - 2 * EDGE - LABEL_BAND, h, gutter, 2 * zone)
            if cols * rows == 0 or (best is not None and cols * rows <= best.per_page):
                continue  # ties keep the first found: horizontal fold, upright cards
            block_w = cols * w + (cols - 1) * gutter
            block_h = rows * h + (rows - 1) * gutter
            if mode == "fold-v":
                x0 = page_w / 2 - half_gap - block_w
            else:
                x0 = (page_w - block_w) / 2
            if mode == "fold-h":
                y_top = page_h / 2 + half_gap + block_h
            else:
                low, high = EDGE + LABEL_BAND, page_h - EDGE
                y_top = (low + high) / 2 + block_h / 2
            slots = []
            for r in range(rows):
                for c in range(cols):
                    trim = Rect(x0 + c * (w + gutter), y_top - h - r * (h + gutter), w, h).rounded()
                    rotation = 90 if rotated else 0
                    slots.append(Slot(trim, rotation, place(card_w, card_h, rotation, trim),
                                      trim.expand(bleed).rounded()))
            best = Grid(page_w, page_h, card_w, card_h, bleed, cols, rows, rotated, tuple(slots), mode,
                        "bleed", EdgeZone(bleed), EdgeZone(bleed), "bottom")
    if best is None:
        raise LayoutError(
            f"a {card_w:g} x {card_h:g} mm card with {bleed:g} mm bleed does not fit on a "
            f"{page_w:g} x {page_h:g} mm sheet{' folded in half' if backs == 'fold' else ''}"
        )
    return best


def _most(avail: float, size: float) -> int:
    """How many pieces of ``size``, edge to edge, fit in ``avail`` (>= 0)."""
    return max(0, int((avail + EPS) // size))


def _plan_gutterless(page_w: float, page_h: float, card_w: float, card_h: float, bleed: float,
                     backs: str) -> Grid:
    """Cards edge to edge: one cut between neighbours, so a sheet holds more
    (9 poker cards on A4 and on US Letter). Only the block as a whole has a
    bleed, and its cut lines are marked beyond its edges. Where the page is
    short of room the marks get shorter and the outer bleed thinner
    (:func:`edge_zone`), and the label may move up the left side.

    Cards whose art runs to their edges in colours that differ from card to
    card (full-bleed art) need the bleed layout instead: a miscut here shows
    a sliver of the neighbour."""
    least = TIGHT_CROP_GAP + MIN_CROP_LEN  # the least room a marked side needs
    half_gap = FOLD_MIN_HALF_GAP
    modes = ("fold-h", "fold-v") if backs == "fold" else ("duplex",)
    best: Grid | None = None
    best_key: tuple | None = None
    for mode in modes:
        for rotated in (False, True):
            w, h = (card_h, card_w) if rotated else (card_w, card_h)
            for label in LABEL_SIDES:
                left = EDGE + (LABEL_BAND if label == "left" else 0.0)
                bottom = EDGE + (LABEL_BAND if label == "bottom" else 0.0)
                # Room per side is the same on opposite sides (the back page mirrors
                # the front), so each axis is planned from its tighter side.
                if mode == "fold-v":
                    cols = _most(page_w / 2 - half_gap - left - least, w)
                else:
                    cols = _most(page_w - 2 * left - 2 * least, w)
                if mode == "fold-h":
                    rows = _most(page_h / 2 - half_gap - bottom - least, h)
                else:
                    rows = _most(page_h - EDGE - bottom - 2 * least, h)
                if cols * rows == 0:
                    continue
                block_w, block_h = cols * w, rows * h
                if mode == "fold-v":
                    x0 = page_w / 2 - half_gap - block_w
                    room_x = x0 - left
                else:
                    x0 = (page_w - block_w) / 2
                    room_x = x0 - left
                if mode == "fold-h":
                    y0 = page_h / 2 + half_gap
                    room_y = page_h / 2 - half_gap - block_h - bottom  # the backs' side, with the label
                else:
                    y0 = (bottom + page_h - EDGE) / 2 - block_h / 2
                    room_y = y0 - bottom
                zx, zy = edge_zone(room_x, bleed), edge_zone(room_y, bleed)
                if zx is None or zy is None:
                    continue
                # Densest first; then the label at the bottom, the fuller bleed, upright cards.
                key = (cols * rows, label == "bottom", min(zx.bleed, zy.bleed), not rotated)
                if best_key is not None and key <= best_key:
                    continue
                fold_bleed = min(zy.bleed if mode == "fold-h" else zx.bleed, half_gap)
                slots = []
                rotation = 90 if rotated else 0
                for r in range(rows):
                    for c in range(cols):
                        trim = Rect(x0 + c * w, y0 + block_h - h - r * h, w, h).rounded()
                        lb = zx.bleed if c == 0 else 0.0
                        rb = (fold_bleed if mode == "fold-v" else zx.bleed) if c == cols - 1 else 0.0
                        tb = zy.bleed if r == 0 else 0.0
                        bb = (fold_bleed if mode == "fold-h" else zy.bleed) if r == rows - 1 else 0.0
                        clip = Rect(trim.x - lb, trim.y - bb, trim.w + lb + rb, trim.h + bb + tb).rounded()
                        slots.append(Slot(trim, rotation, place(card_w, card_h, rotation, trim), clip))
                best = Grid(page_w, page_h, card_w, card_h, bleed, cols, rows, rotated, tuple(slots), mode,
                            "gutterless", zx, zy, label)
                best_key = key
    if best is None:
        raise LayoutError(
            f"a {card_w:g} x {card_h:g} mm card does not fit on a {page_w:g} x {page_h:g} mm sheet"
            f"{' folded in half' if backs == 'fold' else ''} with room for crop marks"
        )
    return best


# -- crop marks ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Piece:
    """Something to cut out: its trim box, its bleed and its outline shape."""

    trim: Rect
    bleed: float = 0.0
    shape: str = "rect"  # "rect" or "circle" (a circle's trim is its bounding square)
    marks: bool = True  # crop marks at its corners (circles: never)

    @property
    def bleed_box(self) -> Rect:
        return self.trim.expand(self.bleed)


def crop_marks(
    pieces: Sequence[Piece], page_w: float, page_h: float, keep_out: Iterable[Rect] = (),
) -> list[Segment]:
    """Crop marks for every rectangular piece: each edge continued beyond each
    corner, outside the bleed. A mark that would touch any piece's bleed box
    (a neighbour card), a keep-out area (the label) or the unprintable edge is
    left out, so marks are only ever printed where nothing else is."""
    blocked = [p.bleed_box for p in pieces] + list(keep_out)
    printable = Rect(EDGE, EDGE, page_w - 2 * EDGE, page_h - 2 * EDGE)
    marks: dict[tuple[float, ...], Segment] = {}
    for p in pieces:
        if not p.marks or p.shape != "rect":
            continue
        t = p.trim
        start, end = p.bleed + CROP_GAP, p.bleed + CROP_GAP + CROP_LEN
        for x, sx in ((t.x, -1), (t.x1, 1)):
            for y, sy in ((t.y, -1), (t.y1, 1)):
                # The vertical edge at x continued up or down past the corner...
                candidates = [Segment(x, y + sy * start, x, y + sy * end),
                              # ...and the horizontal edge at y continued sideways.
                              Segment(x + sx * start, y, x + sx * end, y)]
                for seg in candidates:
                    if any(b.touches_segment(seg) for b in blocked):
                        continue
                    if not _inside(printable, seg):
                        continue
                    marks.setdefault(seg.key(), seg)
    return [marks[k] for k in sorted(marks)]


def _inside(r: Rect, seg: Segment) -> bool:
    return all(
        r.x - EPS <= x <= r.x1 + EPS and r.y - EPS <= y <= r.y1 + EPS
        for x, y in ((seg.x0, seg.y0), (seg.x1, seg.y1))
    )


def clip_segment(x0: float, y0: float, x1: float, y1: float, r: Rect) -> tuple[float, float, float, float] | None:
    """The part of a segment inside ``r`` (Liang-Barsky), or None: hatching is drawn as
    the lines it shows, not as longer lines behind a clip, so the paper holds no line
    that runs on, unseen, across a word beside it."""
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - r.x), (dx, r.x1 - x0), (-dy, y0 - r.y), (dy, r.y1 - y0)):
        if abs(p) < EPS:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return None
    return (x0 + dx * t0, y0 + dy * t0, x0 + dx * t1, y0 + dy * t1)


def content_box(page_w: float, page_h: float, label: str = "bottom") -> Rect:
    """Where a page may draw: inside the printable edge, beside the label."""
    if label == "left":
        return Rect(EDGE + LABEL_BAND, EDGE, page_w - 2 * EDGE - LABEL_BAND, page_h - 2 * EDGE)
    return Rect(EDGE, EDGE + LABEL_BAND, page_w - 2 * EDGE, page_h - 2 * EDGE - LABEL_BAND)
