"""Draws :mod:`.art` shapes with the printing system's :class:`Pen`: the paper's
backend for the pictures the screen draws too.

A :class:`Place` maps art units (y down) to the pen's millimetres (y up). In
ink-saver mode backgrounds are left out and other large fills become outlines,
as the printing system asks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ....printing import fonts
from ....printing.pen import INK_SAVER_MAX_FILL, Pen, colour, mm
from .. import vectors as art

PT_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class Place:
    """Art point (x, y) lands at (x0 + x * scale, y0 - y * scale) mm on the pen."""

    x0: float
    y0: float
    scale: float

    def pt(self, x: float, y: float) -> tuple[float, float]:
        return (self.x0 + x * self.scale, self.y0 - y * self.scale)

    @classmethod
    def box(cls, x: float, y: float, w: float, h: float, art_w: float, art_h: float) -> Place:
        """Art ``art_w`` x ``art_h`` fitted into the pen box (x, y, w, h), centred."""
        s = min(w / art_w, h / art_h)
        return cls(x + (w - art_w * s) / 2, y + h - (h - art_h * s) / 2, s)


def _rl_path(pen: Pen, path: art.Path, place: Place) -> Any:  # a ReportLab path: ReportLab ships no types
    p = pen.canvas.beginPath()
    for cmd in path:
        op = cmd[0]
        if op == "Z":
            p.close()
            continue
        pts = [place.pt(cmd[i], cmd[i + 1]) for i in range(1, len(cmd), 2)]
        flat = [v * mm for xy in pts for v in xy]
        if op == "M":
            p.moveTo(*flat)
        elif op == "L":
            p.lineTo(*flat)
        else:
            p.curveTo(*flat)
    return p


def _area_mm2(path: art.Path, place: Place) -> float:
    x0, y0, x1, y1 = art.bounds(path)
    return (x1 - x0) * (y1 - y0) * place.scale * place.scale


def _ink(pen: Pen, s: art.Shape, area: float, width: float) -> tuple[str | None, str | None, float]:
    """The fill, stroke and width a shape is drawn with: in ink-saver mode no background,
    and a large shape keeps its colour as an outline."""
    if s.fill is None or not pen.ink_saver:
        return s.fill, s.stroke, width
    if s.background:
        return None, s.stroke, width
    if area > INK_SAVER_MAX_FILL and not _white(s.fill):
        # A place drawn with an outline of its own (a token's spot) keeps that outline;
        # a shape without one keeps its colour as an outline.
        if s.stroke is not None:
            return None, s.stroke, width
        return None, s.fill, max(width, 0.8)
    return s.fill, s.stroke, width


def draw_shape(pen: Pen, s: art.Shape, place: Place) -> None:
    area = _area_mm2(s.path, place) if s.fill is not None else 0.0
    fill, stroke, width = _ink(pen, s, area, s.width * place.scale * PT_PER_MM)
    if fill is None and stroke is None:
        return
    dash = tuple(d * place.scale * PT_PER_MM for d in s.dash) if s.dash else None
    with pen.state():
        if fill is not None and s.alpha < 1.0:
            pen.canvas.setFillAlpha(s.alpha)
        pen.draw_path(_rl_path(pen, s.path, place), fill=fill, stroke=stroke, width=width, dash=dash,
                      area=area if fill is not None else 0.0)


def _white(value: str) -> bool:
    c = colour(value)
    return c is not None and min(c.red, c.green, c.blue) >= 0.999


def draw_label(pen: Pen, t: art.Label, place: Place, min_size: float = 4.0) -> None:
    size = max(min_size, t.size * place.scale * PT_PER_MM)
    x, y = place.pt(t.x, t.y)
    if t.halo:
        # On paper the halo is a soft plate behind the words (a stroked copy of the
        # text would be read twice by anything that extracts the PDF's text). In
        # ink-saver mode it is white (no ink): an outline that stands for a fill
        # (the peak's) must not run through the words that lay on that fill.
        halo = "#FFFFFF" if pen.ink_saver else t.halo
        name = fonts.font_name(t.bold)
        w = fonts.width_mm(t.text, name, size)
        up, down = fonts.ascent_descent_mm(name, size)
        dx = {"left": 0.0, "center": -w / 2, "right": -w}[t.align]
        pad = size * 0.06
        with pen.state():
            pen.canvas.setFillAlpha(1.0 if pen.ink_saver else 0.72)
            pen.rect(x + dx - pad, y - down * 0.6 - pad, w + 2 * pad, up * 0.8 + down * 0.6 + 2 * pad,
                     fill=halo, radius=pad * 1.5)
    pen.text(x, y, t.text, size=size, bold=t.bold, fill=t.fill, align=t.align)


def draw(pen: Pen, items: Iterable[art.Item], place: Place) -> None:
    for item in items:
        if isinstance(item, art.Shape):
            draw_shape(pen, item, place)
        elif isinstance(item, art.Label):
            draw_label(pen, item, place)
        else:
            with pen.state():
                if item.clip is not None:
                    pen.clip_path(_rl_path(pen, item.clip, place))
                draw(pen, item.items, place)


def icon(pen: Pen, name: str, cx: float, cy: float, r: float, colour_: str, *, paper: str = art.PAPER,
         accent: str | None = None) -> None:
    """An icon centred on (cx, cy) mm with radius ``r`` mm."""
    draw(pen, art.icon(name, 0.0, 0.0, 1.0, colour_, paper=paper, accent=accent), Place(cx, cy, r))
