"""Seat marks on paper: the same ring, dot, bar, cross and star the screen draws
beside each seat's colour (``ui/marks.py``), so a colour is never the only way
to tell two seats apart on a printed screen, tile or board."""

from __future__ import annotations

import math

from .. import theme
from .pen import Pen
from .typeset import PT_PER_MM


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



__all__ = ["seat_mark", "seat_style"]
