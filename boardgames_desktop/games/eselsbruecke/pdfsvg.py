"""Draw the deck's SVG pictures on a ReportLab canvas, as vectors.

The pictures (OpenMoji) use a small part of SVG: ``path`` (every command,
arcs included), ``circle``, ``ellipse``, ``rect``, ``line``, ``polyline``,
``polygon`` in ``g`` groups, with fill, stroke, stroke width, round caps and
joins, miter limits, an even-odd fill rule, dashes and matrix / translate /
rotate / scale transforms. Painting that subset directly keeps the PDFs vector
sharp without a general SVG library (and its compiled dependencies); a picture
using anything else is refused loudly, so a new picture cannot print wrong
unnoticed (the deck tests draw all 180).

In ink-saver mode only the line layer is drawn (OpenMoji keeps its black
outlines in ``<g id="line">``): a line drawing, no large fills.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

# ReportLab ships no type stubs (types-reportlab is not among the project's tools).
from reportlab.lib.colors import HexColor  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfgen.pathobject import PDFPathObject  # type: ignore[import-untyped]

NS = "{http://www.w3.org/2000/svg}"
SHAPES = {"path", "circle", "ellipse", "rect", "line", "polyline", "polygon"}
_NUMBER = re.compile(r"[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?")
_COMMAND = re.compile(r"([MmZzLlHhVvCcSsQqTtAa])([^MmZzLlHhVvCcSsQqTtAa]*)")
_TRANSFORM = re.compile(r"(matrix|translate|rotate|scale)\s*\(([^)]*)\)")
_INHERITED = ("fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
              "stroke-miterlimit", "fill-rule", "stroke-dasharray")
_KNOWN = set(_INHERITED) | {"id", "d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height",
                            "x1", "y1", "x2", "y2", "points", "transform", "viewBox", "version",
                            "paint-order"}


class UnsupportedSvg(ValueError):
    """The picture uses SVG this painter does not draw."""


@cache
def parsed(path: Path) -> ET.Element:
    return ET.fromstring(Path(path).read_bytes())


def draw_svg(canvas: Any, path: Path, x: float, y: float, size: float, *, lines_only: bool = False) -> None:
    """Paint the square picture at ``path`` into the square of side ``size`` mm
    whose bottom-left corner is (``x``, ``y``) mm in the canvas's current frame."""
    root = parsed(path)
    box = [float(v) for v in root.get("viewBox", "0 0 72 72").split()]
    scale = size * mm / max(box[2], box[3])
    canvas.saveState()
    # SVG's y axis points down, the page's up.
    canvas.transform(scale, 0, 0, -scale, x * mm - box[0] * scale, (y + size) * mm + box[1] * scale)
    for name, args, kwargs in _program(Path(path), lines_only):
        if name == "drawPath":
            args = (PDFPathObject(code=[args[0]]),)
        getattr(canvas, name)(*args, **kwargs)
    canvas.restoreState()


class _Recorder:
    """Stands in for a canvas while a picture is painted in its own frame: keeps every
    call in order, each path as the code ReportLab writes for it, so the picture is
    worked out once and painted again by the very same calls (a back's donkey on
    every card)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def beginPath(self) -> Any:  # noqa: N802 (ReportLab's name)
        return PDFPathObject()

    def drawPath(self, path: Any, **kwargs: Any) -> None:  # noqa: N802 (ReportLab's name)
        self.calls.append(("drawPath", (str(path.getCode()),), kwargs))

    def __getattr__(self, name: str) -> Callable[..., None]:
        def record(*args: Any, **kwargs: Any) -> None:
            self.calls.append((name, args, kwargs))
        return record


@cache
def _program(path: Path, lines_only: bool) -> tuple[tuple[str, tuple[Any, ...], dict[str, Any]], ...]:
    """The canvas calls that paint the picture at ``path`` in its own (viewBox) frame."""
    style = {"fill": "#000000", "stroke": "none", "stroke-width": "1", "stroke-linecap": "butt",
             "stroke-linejoin": "miter", "stroke-miterlimit": "4", "fill-rule": "nonzero",
             "stroke-dasharray": "none"}
    recorder = _Recorder()
    _draw_children(recorder, parsed(path), style, lines_only, inside_line=not lines_only)
    return tuple(recorder.calls)


def _draw_children(canvas: Any, element: ET.Element, style: dict[str, str], lines_only: bool,
                   inside_line: bool) -> None:
    for child in element:
        tag = child.tag.removeprefix(NS)
        own = _own_style(child, tag, style)
        in_line = inside_line or (child.get("id") or "").startswith("line")
        canvas.saveState()
        if child.get("transform"):
            _apply_transform(canvas, child.get("transform", ""))
        if tag == "g":
            _draw_children(canvas, child, own, lines_only, in_line)
        elif tag in SHAPES:
            if in_line:
                _paint(canvas, _shape_path(canvas, tag, child), own)
        else:
            raise UnsupportedSvg(f"<{tag}>")
        canvas.restoreState()


def _own_style(child: ET.Element, tag: str, style: dict[str, str]) -> dict[str, str]:
    """The style ``child`` paints with: its parent's, with its own inherited attributes
    over it; any attribute this painter does not know is refused."""
    unknown = set(child.attrib) - _KNOWN
    if unknown:
        raise UnsupportedSvg(f"attributes {sorted(unknown)} on <{tag}>")
    return dict(style, **{k: v for k, v in child.attrib.items() if k in _INHERITED})


def _apply_transform(canvas: Any, text: str) -> None:
    for name, args in _TRANSFORM.findall(text):
        v = [float(n) for n in _NUMBER.findall(args)]
        if name == "matrix":
            canvas.transform(*v)
        elif name == "translate":
            canvas.translate(v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale":
            canvas.scale(v[0], v[1] if len(v) > 1 else v[0])
        elif name == "rotate":
            if len(v) == 3:
                canvas.translate(v[1], v[2])
                canvas.rotate(v[0])
                canvas.translate(-v[1], -v[2])
            else:
                canvas.rotate(v[0])


def _paint(canvas: Any, path: Any, style: dict[str, str]) -> None:
    fill = style["fill"] not in ("none", "transparent")
    stroke = style["stroke"] not in ("none", "transparent") and float(style["stroke-width"]) > 0
    if not (fill or stroke):
        return
    if fill:
        canvas.setFillColor(_colour(style["fill"]))
    if stroke:
        canvas.setStrokeColor(_colour(style["stroke"]))
        canvas.setLineWidth(float(style["stroke-width"]))
        canvas.setLineCap({"butt": 0, "round": 1, "square": 2}[style["stroke-linecap"]])
        canvas.setLineJoin({"miter": 0, "round": 1, "bevel": 2}[style["stroke-linejoin"]])
        canvas.setMiterLimit(float(style["stroke-miterlimit"]))
        dashes = style["stroke-dasharray"]
        canvas.setDash([float(n) for n in _NUMBER.findall(dashes)] if dashes != "none" else [])
    canvas.drawPath(path, stroke=int(stroke), fill=int(fill),
                    fillMode=0 if style["fill-rule"] == "evenodd" else 1)


def _colour(value: str) -> Any:
    value = value.strip()
    named = {"white": "#FFFFFF", "black": "#000000", "red": "#FF0000"}
    if value.lower() in named:
        value = named[value.lower()]
    if not re.fullmatch(r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}", value):
        raise UnsupportedSvg(f"colour {value!r}")
    if len(value) == 4:
        value = "#" + "".join(c * 2 for c in value[1:])
    return HexColor(value)


def _f(element: ET.Element, name: str) -> float:
    return float(element.get(name, "0"))


def _ellipse(p: Any, el: ET.Element) -> None:
    rx, ry = _f(el, "rx"), _f(el, "ry")
    p.ellipse(_f(el, "cx") - rx, _f(el, "cy") - ry, 2 * rx, 2 * ry)


def _rect(p: Any, el: ET.Element) -> None:
    x, y, w, h = _f(el, "x"), _f(el, "y"), _f(el, "width"), _f(el, "height")
    r = min(float(el.get("rx") or el.get("ry") or 0), w / 2, h / 2)
    if r:
        p.roundRect(x, y, w, h, r)
    else:
        p.rect(x, y, w, h)


def _line(p: Any, el: ET.Element) -> None:
    p.moveTo(_f(el, "x1"), _f(el, "y1"))
    p.lineTo(_f(el, "x2"), _f(el, "y2"))


def _points(p: Any, el: ET.Element, *, closed: bool) -> None:
    pts = [float(n) for n in _NUMBER.findall(el.get("points", ""))]
    p.moveTo(pts[0], pts[1])
    for i in range(2, len(pts) - 1, 2):
        p.lineTo(pts[i], pts[i + 1])
    if closed:
        p.close()


#: How each shape of :data:`SHAPES` goes onto a ReportLab path.
_SHAPE_PATHS: dict[str, Callable[[Any, ET.Element], None]] = {
    "path": lambda p, el: _path_data(p, el.get("d", "")),
    "circle": lambda p, el: p.circle(_f(el, "cx"), _f(el, "cy"), _f(el, "r")),
    "ellipse": _ellipse,
    "rect": _rect,
    "line": _line,
    "polyline": lambda p, el: _points(p, el, closed=False),
    "polygon": lambda p, el: _points(p, el, closed=True),
}


def _shape_path(canvas: Any, tag: str, el: ET.Element) -> Any:
    p = canvas.beginPath()
    _SHAPE_PATHS[tag](p, el)
    return p


#: How many numbers each path command takes.
_ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7}


class _PathPen:
    """Follows an SVG path's current point, subpath start and last control point
    while its commands go onto a ReportLab path ``p``, one method a command."""

    def __init__(self, p: Any):
        self.p = p
        self.x = self.y = self.sx = self.sy = 0.0
        self.last_ctrl: tuple[float, float] | None = None
        self.last_cmd = ""

    def close(self) -> None:
        self.p.close()
        self.x, self.y = self.sx, self.sy
        self.last_ctrl, self.last_cmd = None, "Z"

    def _reflected(self, kinds: tuple[str, str]) -> tuple[float, float]:
        """The last control point mirrored through the current point (S, T), if the
        previous command was of ``kinds``; else the current point."""
        smooth = self.last_ctrl is not None and self.last_cmd in kinds
        if smooth and self.last_ctrl:
            return 2 * self.x - self.last_ctrl[0], 2 * self.y - self.last_ctrl[1]
        return self.x, self.y

    def move(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        self.x, self.y = ox + a[0], oy + a[1]
        if first:
            self.p.moveTo(self.x, self.y)
            self.sx, self.sy = self.x, self.y
        else:  # further pairs after a move are lines
            self.p.lineTo(self.x, self.y)
        self.last_ctrl = None

    def line(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        self.x, self.y = ox + a[0], oy + a[1]
        self.p.lineTo(self.x, self.y)
        self.last_ctrl = None

    def horizontal(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        self.x = (self.x if rel else 0.0) + a[0]
        self.p.lineTo(self.x, self.y)
        self.last_ctrl = None

    def vertical(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        self.y = (self.y if rel else 0.0) + a[0]
        self.p.lineTo(self.x, self.y)
        self.last_ctrl = None

    def _cubic(self, x1: float, y1: float, rest: list[float], ox: float, oy: float) -> None:
        x2, y2 = ox + rest[0], oy + rest[1]
        self.x, self.y = ox + rest[2], oy + rest[3]
        self.p.curveTo(x1, y1, x2, y2, self.x, self.y)
        self.last_ctrl = (x2, y2)

    def cubic(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        self._cubic(ox + a[0], oy + a[1], a[2:], ox, oy)

    def smooth_cubic(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        x1, y1 = self._reflected(("C", "S"))
        self._cubic(x1, y1, a, ox, oy)

    def _quadratic(self, qx: float, qy: float, ex: float, ey: float) -> None:
        x, y = self.x, self.y
        self.p.curveTo(x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y),
                       ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey)
        self.x, self.y = ex, ey
        self.last_ctrl = (qx, qy)

    def quadratic(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        self._quadratic(ox + a[0], oy + a[1], ox + a[2], oy + a[3])

    def smooth_quadratic(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        qx, qy = self._reflected(("Q", "T"))
        self._quadratic(qx, qy, ox + a[0], oy + a[1])

    def arc(self, a: list[float], ox: float, oy: float, rel: bool, first: bool) -> None:
        ex, ey = ox + a[5], oy + a[6]
        for curve in arc_curves(self.x, self.y, a[0], a[1], a[2], bool(a[3]), bool(a[4]), ex, ey):
            self.p.curveTo(*curve)
        self.x, self.y = ex, ey
        self.last_ctrl = None

    def command(self, cmd: str, v: list[float]) -> None:
        """One command letter with its numbers (several sets repeat the command)."""
        c, rel = cmd.upper(), cmd.islower()
        if c == "Z":
            self.close()
            return
        size = _ARITY[c]
        if len(v) % size:
            raise UnsupportedSvg(f"path command {cmd} with {len(v)} numbers")
        step = _STEPS[c]
        for i in range(0, len(v), size):
            ox, oy = (self.x, self.y) if rel else (0.0, 0.0)
            step(self, v[i:i + size], ox, oy, rel, i == 0)
            self.last_cmd = c


_STEPS: dict[str, Callable[[_PathPen, list[float], float, float, bool, bool], None]] = {
    "M": _PathPen.move, "L": _PathPen.line, "H": _PathPen.horizontal, "V": _PathPen.vertical,
    "C": _PathPen.cubic, "S": _PathPen.smooth_cubic, "Q": _PathPen.quadratic, "T": _PathPen.smooth_quadratic,
    "A": _PathPen.arc,
}


def _path_data(p: Any, d: str) -> None:
    """Every SVG path command, relative and absolute, onto a ReportLab path."""
    pen = _PathPen(p)
    for cmd, args in _COMMAND.findall(d):
        pen.command(cmd, [float(n) for n in _NUMBER.findall(args)])


def arc_curves(x1: float, y1: float, rx: float, ry: float, angle: float, large: bool, sweep: bool,
               x2: float, y2: float) -> list[tuple[float, float, float, float, float, float]]:
    """An elliptical arc (SVG endpoint form) as cubic Béziers (SVG 1.1, appendix F.6)."""
    if (x1, y1) == (x2, y2):
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [(x1, y1, x2, y2, x2, y2)]
    phi = math.radians(angle % 360)
    cos, sin = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    xp, yp = cos * dx + sin * dy, -sin * dx + cos * dy
    lam = (xp / rx) ** 2 + (yp / ry) ** 2
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp
    den = rx * rx * yp * yp + ry * ry * xp * xp
    coef = math.sqrt(max(0.0, num / den)) * (-1 if large == sweep else 1)
    cxp, cyp = coef * rx * yp / ry, -coef * ry * xp / rx
    cx = cos * cxp - sin * cyp + (x1 + x2) / 2
    cy = sin * cxp + cos * cyp + (y1 + y2) / 2

    def angle_of(ux: float, uy: float, vx: float, vy: float) -> float:
        return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    t1 = angle_of(1, 0, (xp - cxp) / rx, (yp - cyp) / ry)
    dt = angle_of((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    pieces = max(1, math.ceil(abs(dt) / (math.pi / 2) - 1e-9))
    step = dt / pieces
    k = 4 / 3 * math.tan(step / 4)
    curves = []

    def point(t: float) -> tuple[float, float]:
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        return cx + cos * ex - sin * ey, cy + sin * ex + cos * ey

    def deriv(t: float) -> tuple[float, float]:
        ex, ey = -rx * math.sin(t), ry * math.cos(t)
        return cos * ex - sin * ey, sin * ex + cos * ey

    t = t1
    for _ in range(pieces):
        (ax, ay), (bx, by) = point(t), point(t + step)
        (dax, day), (dbx, dby) = deriv(t), deriv(t + step)
        curves.append((ax + k * dax, ay + k * day, bx - k * dbx, by - k * dby, bx, by))
        t += step
    return curves
