"""Tokaido Duo's pictures as plain data: paths, fills and labels, y down.

The screen (Qt) and the printed sheets (ReportLab) both draw these same
shapes through a small backend each, so an icon, a token or the whole map
looks the same on both, and no picture is drawn twice by hand. Nothing here
imports Qt or ReportLab.

A path is a tuple of commands: ``("M", x, y)``, ``("L", x, y)``,
``("C", x1, y1, x2, y2, x, y)`` and ``("Z",)``. An :class:`Icon` is drawn in
a unit box (-1..1 both ways) and placed with a centre and a radius.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field

Cmd = tuple
Path = tuple[Cmd, ...]

INK = "#2F2A25"
PAPER = "#FFFDF7"
KAPPA = 0.5522847498  # a quarter circle as one cubic Bézier


@dataclass(frozen=True)
class Shape:
    path: Path
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    dash: tuple[float, ...] | None = None
    #: Fill opacity (strokes are opaque).
    alpha: float = 1.0
    #: A background: ink-saver prints draw its outline instead of filling it.
    background: bool = False


@dataclass(frozen=True)
class Label:
    x: float
    y: float  # the baseline
    text: str
    size: float
    fill: str = INK
    bold: bool = False
    align: str = "center"
    #: A paper-coloured outline behind the letters, so they read over busy ground.
    halo: str | None = None
    italic: bool = False


@dataclass(frozen=True)
class Group:
    items: tuple[Item, ...]
    clip: Path | None = None


Item = Shape | Label | Group


# -- path builders -------------------------------------------------------------------------
def circle(cx: float, cy: float, r: float) -> Path:
    return ellipse(cx, cy, r, r)


def ellipse(cx: float, cy: float, rx: float, ry: float) -> Path:
    k = KAPPA
    return (
        ("M", cx + rx, cy),
        ("C", cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry),
        ("C", cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy),
        ("C", cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry),
        ("C", cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy),
        ("Z",),
    )


def polygon(points: Iterable[tuple[float, float]], closed: bool = True) -> Path:
    pts = list(points)
    out: list[Cmd] = [("M", *pts[0])] + [("L", *p) for p in pts[1:]]
    if closed:
        out.append(("Z",))
    return tuple(out)


def rect(x: float, y: float, w: float, h: float, r: float = 0.0) -> Path:
    if r <= 0:
        return polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    r = min(r, w / 2, h / 2)
    k = KAPPA * r
    return (
        ("M", x + r, y), ("L", x + w - r, y), ("C", x + w - r + k, y, x + w, y + r - k, x + w, y + r),
        ("L", x + w, y + h - r), ("C", x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
        ("L", x + r, y + h), ("C", x + r - k, y + h, x, y + h - r + k, x, y + h - r),
        ("L", x, y + r), ("C", x, y + r - k, x + r - k, y, x + r, y), ("Z",),
    )


def smooth(points: Iterable[tuple[float, float]], closed: bool = True) -> Path:
    """A Catmull-Rom curve through ``points`` as cubic Béziers."""
    from .data import catmull_rom

    pts = tuple(points)
    segs = catmull_rom(pts, closed)
    out: list[Cmd] = [("M", *pts[0])]
    for _p1, c1, c2, p2 in segs:
        out.append(("C", *c1, *c2, *p2))
    if closed:
        out.append(("Z",))
    return tuple(out)


def arc_points(cx: float, cy: float, r: float, start: float, end: float, steps: int = 12) -> list[tuple[float, float]]:
    """Points on an arc, angles in degrees (0 = east, clockwise on screen as y is down)."""
    return [(cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
             cy + r * math.sin(math.radians(start + (end - start) * i / steps))) for i in range(steps + 1)]


def transform(path: Path, cx: float, cy: float, r: float, angle: float = 0.0) -> Path:
    """A unit-box path placed at (cx, cy) with radius ``r``, turned ``angle`` degrees."""
    ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def pt(x: float, y: float) -> tuple[float, float]:
        return (cx + r * (x * ca - y * sa), cy + r * (x * sa + y * ca))

    out: list[Cmd] = []
    for cmd in path:
        if cmd[0] == "Z":
            out.append(cmd)
            continue
        coords = cmd[1:]
        moved: list[float] = []
        for i in range(0, len(coords), 2):
            moved += pt(coords[i], coords[i + 1])
        out.append((cmd[0], *moved))
    return tuple(out)


def bounds(path: Path) -> tuple[float, float, float, float]:
    xs: list[float] = []
    ys: list[float] = []
    for cmd in path:
        xs += cmd[1::2]
        ys += cmd[2::2]
    return (min(xs), min(ys), max(xs), max(ys))


# -- icons ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class IconPart:
    path: Path
    role: str = "ink"        # "ink" (the icon's colour), "paper" (light cut-out), "accent"
    stroke: bool = False     # drawn as a line, not a fill
    width: float = 0.12      # line width in unit-box units


@dataclass(frozen=True)
class Icon:
    parts: tuple[IconPart, ...] = field(default=())


def _p(*parts: IconPart) -> Icon:
    return Icon(tuple(parts))


def _curve(*pts: float) -> Path:
    """("M", first) then cubic segments, for hand-drawn icon outlines."""
    out: list[Cmd] = [("M", pts[0], pts[1])]
    rest = pts[2:]
    for i in range(0, len(rest), 6):
        out.append(("C", *rest[i:i + 6]))
    return tuple(out)


ICONS: dict[str, Icon] = {
    # A temple: a curved roof with lifted eaves over a hall, and a finial.
    "temple": _p(
        IconPart(polygon([(-0.95, -0.12), (-0.62, -0.38), (0.62, -0.38), (0.95, -0.12), (0.55, -0.2),
                          (-0.55, -0.2)])),
        IconPart(polygon([(-0.7, -0.62), (-0.42, -0.78), (0.42, -0.78), (0.7, -0.62), (0.32, -0.66),
                          (-0.32, -0.66)])),
        IconPart(rect(-0.08, -0.98, 0.16, 0.22)),
        IconPart(rect(-0.52, -0.66, 1.04, 0.3)),
        IconPart(rect(-0.62, -0.16, 1.24, 0.86)),
        IconPart(rect(-0.2, 0.2, 0.4, 0.5), role="paper"),
        IconPart(rect(-0.82, 0.7, 1.64, 0.18)),
    ),
    # A garden: a pruned pine on a stone.
    "garden": _p(
        IconPart(ellipse(-0.35, -0.35, 0.42, 0.24)),
        IconPart(ellipse(0.32, -0.08, 0.46, 0.26)),
        IconPart(ellipse(-0.1, -0.72, 0.34, 0.2)),
        IconPart(polygon([(-0.08, 0.62), (-0.02, 0.1), (-0.3, -0.3), (-0.2, -0.34), (0.04, -0.02),
                          (0.2, -0.1), (0.26, -0.04), (0.08, 0.12), (0.12, 0.62)])),
        IconPart(ellipse(0.0, 0.74, 0.7, 0.2)),
    ),
    # The seaside: two breaking waves.
    "seaside": _p(
        IconPart(_curve(-0.95, 0.35, -0.55, 0.3, -0.45, -0.62, 0.12, -0.72, 0.62, -0.8, 0.9, -0.25, 0.52, -0.05,
                        0.25, 0.1, 0.05, -0.22, 0.3, -0.34), stroke=True, width=0.16),
        IconPart(_curve(-0.95, 0.72, -0.5, 0.5, -0.2, 0.92, 0.15, 0.7, 0.5, 0.5, 0.7, 0.9, 0.95, 0.7),
                 stroke=True, width=0.14),
    ),
    # A hot spring: the old map sign, a basin with three rising wisps.
    "hot_spring": _p(
        IconPart(_curve(-0.78, 0.15, -0.78, 0.85, 0.78, 0.85, 0.78, 0.15), stroke=True, width=0.16),
        IconPart(_curve(-0.4, 0.3, -0.6, 0.0, -0.2, -0.3, -0.4, -0.75), stroke=True, width=0.13),
        IconPart(_curve(0.0, 0.3, -0.2, 0.0, 0.2, -0.3, 0.0, -0.85), stroke=True, width=0.13),
        IconPart(_curve(0.4, 0.3, 0.2, 0.0, 0.6, -0.3, 0.4, -0.75), stroke=True, width=0.13),
    ),
    # A coastal town: two houses by the water.
    "coastal": _p(
        IconPart(polygon([(-0.9, 0.0), (-0.45, -0.5), (0.0, 0.0), (0.0, 0.55), (-0.9, 0.55)])),
        IconPart(polygon([(-0.05, -0.2), (0.42, -0.72), (0.9, -0.2), (0.9, 0.55), (-0.05, 0.55)])),
        IconPart(rect(-0.58, 0.15, 0.26, 0.4), role="paper"),
        IconPart(rect(0.3, 0.0, 0.24, 0.24), role="paper"),
        IconPart(_curve(-0.95, 0.8, -0.5, 0.62, -0.3, 0.98, 0.0, 0.8, 0.3, 0.62, 0.5, 0.98, 0.95, 0.8),
                 stroke=True, width=0.12),
    ),
    # A mountain town: a house before a mountain.
    "mountain_town": _p(
        IconPart(polygon([(-0.95, 0.7), (-0.25, -0.75), (0.2, 0.05), (0.45, -0.3), (0.95, 0.7)]), role="accent"),
        IconPart(polygon([(-0.45, 0.15), (0.0, -0.28), (0.45, 0.15), (0.45, 0.8), (-0.45, 0.8)])),
        IconPart(rect(-0.12, 0.38, 0.24, 0.42), role="paper"),
    ),
    # Paintings' symbols.
    "mountain": _p(
        IconPart(polygon([(-0.95, 0.7), (-0.3, -0.62), (0.12, 0.12), (0.42, -0.3), (0.95, 0.7)])),
        IconPart(polygon([(-0.3, -0.62), (-0.5, -0.22), (-0.38, -0.3), (-0.28, -0.18), (-0.16, -0.34)]),
                 role="paper"),
    ),
    "waterfall": _p(
        IconPart(polygon([(-0.95, -0.75), (-0.2, -0.75), (-0.2, 0.5), (-0.95, 0.5)])),
        IconPart(polygon([(0.2, -0.75), (0.95, -0.75), (0.95, 0.5), (0.2, 0.5)])),
        IconPart(polygon([(-0.16, -0.6), (0.16, -0.6), (0.16, 0.45), (-0.16, 0.45)]), role="accent"),
        IconPart(_curve(-0.7, 0.82, -0.4, 0.6, -0.2, 0.95, 0.0, 0.75, 0.2, 0.95, 0.4, 0.6, 0.7, 0.82),
                 stroke=True, width=0.13),
    ),
    "bamboo": _p(
        IconPart(rect(-0.42, -0.95, 0.22, 1.9, 0.06)),
        IconPart(rect(0.12, -0.7, 0.22, 1.65, 0.06)),
        IconPart(rect(-0.46, -0.32, 0.3, 0.07), role="paper"),
        IconPart(rect(-0.46, 0.35, 0.3, 0.07), role="paper"),
        IconPart(rect(0.08, -0.05, 0.3, 0.07), role="paper"),
        IconPart(polygon([(0.34, -0.45), (0.92, -0.72), (0.5, -0.3)])),
        IconPart(polygon([(-0.42, 0.05), (-0.95, -0.2), (-0.52, 0.15)])),
    ),
    "moon": _p(
        IconPart(_curve(0.1, -0.9, -0.55, -0.8, -0.92, -0.2, -0.75, 0.35, -0.55, 0.95, 0.25, 1.05, 0.7, 0.55,
                        0.1, 0.6, -0.35, 0.2, -0.35, -0.25, -0.35, -0.6, -0.15, -0.85, 0.1, -0.9) + (("Z",),)),
        IconPart(circle(0.55, -0.45, 0.1)),
        IconPart(circle(0.78, 0.05, 0.07)),
    ),
    # Goods.
    "kimono": _p(
        IconPart(polygon([(-0.3, -0.8), (-0.95, -0.45), (-0.78, -0.1), (-0.45, -0.25), (-0.45, 0.9),
                          (0.45, 0.9), (0.45, -0.25), (0.78, -0.1), (0.95, -0.45), (0.3, -0.8), (0.0, -0.2)])),
        IconPart(rect(-0.45, 0.05, 0.9, 0.2), role="paper"),
        IconPart(polygon([(-0.3, -0.8), (0.0, -0.2), (0.3, -0.8), (0.14, -0.8), (0.0, -0.5), (-0.14, -0.8)]),
                 role="paper"),
    ),
    "pottery": _p(
        IconPart(_curve(-0.25, -0.85, -0.2, -0.5, -0.85, -0.35, -0.75, 0.25, -0.65, 0.8, -0.3, 0.92, 0.0, 0.92,
                        0.3, 0.92, 0.65, 0.8, 0.75, 0.25, 0.85, -0.35, 0.2, -0.5, 0.25, -0.85) + (("Z",),)),
        IconPart(rect(-0.36, -0.95, 0.72, 0.16, 0.06)),
        IconPart(_curve(-0.55, 0.1, -0.2, 0.3, 0.2, 0.3, 0.55, 0.1), role="paper", stroke=True, width=0.12),
    ),
    "doll": _p(
        IconPart(circle(0.0, -0.52, 0.38)),
        IconPart(_curve(-0.32, -0.12, -0.55, 0.3, -0.5, 0.95, 0.0, 0.95, 0.5, 0.95, 0.55, 0.3, 0.32, -0.12)
                 + (("Z",),)),
        IconPart(rect(-0.44, 0.28, 0.88, 0.14), role="paper"),
        IconPart(circle(-0.13, -0.5, 0.06), role="paper"),
        IconPart(circle(0.13, -0.5, 0.06), role="paper"),
    ),
    "fan": _p(
        IconPart(polygon([(0.0, 0.75)] + arc_points(0.0, 0.75, 1.55, 215, 325, 14))),
        *(IconPart(polygon([(0.0, 0.75), (0.0 + 1.5 * math.cos(math.radians(a)), 0.75 + 1.5 * math.sin(
            math.radians(a)))], closed=False), role="paper", stroke=True, width=0.05)
          for a in range(230, 325, 18)),
        IconPart(circle(0.0, 0.75, 0.12), role="paper"),
    ),
    # The characters.
    "pilgrim": _p(
        IconPart(polygon([(-0.95, -0.2), (0.0, -0.95), (0.95, -0.2), (0.6, -0.1), (-0.6, -0.1)])),
        IconPart(polygon([(-0.42, -0.08), (0.42, -0.08), (0.6, 0.95), (-0.6, 0.95)])),
        IconPart(rect(0.66, -0.6, 0.12, 1.55, 0.05)),
        IconPart(circle(0.72, -0.66, 0.13)),
    ),
    "merchant": _p(
        IconPart(_curve(-0.2, -0.55, -0.95, -0.2, -0.95, 0.9, 0.0, 0.9, 0.95, 0.9, 0.95, -0.2, 0.2, -0.55)
                 + (("Z",),)),
        IconPart(polygon([(-0.45, -0.95), (0.45, -0.95), (0.2, -0.5), (-0.2, -0.5)])),
        IconPart(rect(-0.12, 0.05, 0.24, 0.24), role="paper"),
        IconPart(circle(0.0, 0.17, 0.34), role="paper", stroke=True, width=0.09),
    ),
    "artist": _p(
        IconPart(polygon([(0.92, -0.95), (1.0, -0.85), (-0.15, 0.42), (-0.32, 0.26)])),
        IconPart(_curve(-0.3, 0.25, -0.7, 0.3, -0.6, 0.75, -0.98, 0.98, -0.5, 1.0, -0.1, 0.8, -0.12, 0.42)
                 + (("Z",),)),
        IconPart(_curve(-0.95, -0.6, -0.6, -0.9, -0.1, -0.8, 0.1, -0.55), stroke=True, width=0.1,
                 role="accent"),
    ),
    # Money.
    "coin": _p(
        IconPart(circle(0.0, 0.0, 0.95)),
        IconPart(rect(-0.24, -0.24, 0.48, 0.48), role="paper"),
    ),
    "gold": _p(
        IconPart(ellipse(0.0, 0.0, 0.62, 0.95)),
        IconPart(ellipse(0.0, 0.0, 0.42, 0.72), role="paper", stroke=True, width=0.08),
        *(IconPart(rect(-0.3, y, 0.6, 0.05), role="paper") for y in (-0.4, -0.15, 0.1, 0.35)),
    ),
    # The hot-spring token and the peak use the icons above; the dice show numbers.
}


def icon(name: str, cx: float, cy: float, r: float, colour: str, *, paper: str = PAPER,
         accent: str | None = None, angle: float = 0.0) -> tuple[Shape, ...]:
    """The shapes of icon ``name`` at (cx, cy), radius ``r``, in ``colour``."""
    out = []
    for part in ICONS[name].parts:
        col = {"ink": colour, "paper": paper, "accent": accent or colour}[part.role]
        path = transform(part.path, cx, cy, r, angle)
        if part.stroke:
            out.append(Shape(path, stroke=col, width=part.width * r))
        else:
            out.append(Shape(path, fill=col))
    return tuple(out)
