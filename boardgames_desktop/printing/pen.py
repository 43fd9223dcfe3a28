"""A small drawing API in millimetres over a ReportLab canvas.

Game art (``pnp.py``) draws with a :class:`Pen` in its own frame: a card's
frame has its origin at the trim's bottom-left corner, a sheet's at the
paper's. The pen enforces what the printed files promise:

* every glyph exists in an embedded font (:mod:`.fonts`: Latin in Noto Sans,
  Chinese in the bundled CJK face);
* text stays inside the frame's text box (a card's safe zone, a sheet's
  printable area);
* in ink-saver mode nothing large is filled.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

# ReportLab ships no type stubs (types-reportlab is not among the project's tools).
from reportlab.lib.colors import Color, HexColor  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]

from .. import theme
from . import fonts, linebreak
from .layout import EPS, Affine, LayoutError, Rect

#: In ink-saver mode no single fill may cover more than this (mm²): symbols
#: and small marks yes, backgrounds and panels no.
INK_SAVER_MAX_FILL = 320.0
WHITE = "#FFFFFF"
#: The smallest text any sheet prints (pt), at the size it is printed: smaller
#: cannot be read at arm's length across a table (tests/printing/test_print_text.py).
MIN_TEXT_PT = 6.0

# A heart in a unit box (x and y in -1..1, y up): the tip at the bottom, two
# lobes on top, drawn as cubic Bézier curves from the tip, left side first.
HEART_LEFT = (
    ((-0.18, -0.72), (-1.0, -0.12), (-1.0, 0.36)),
    ((-1.0, 0.78), (-0.72, 1.0), (-0.5, 1.0)),
    ((-0.24, 1.0), (-0.07, 0.86), (0.0, 0.64)),
)
HEART_TIP = (0.0, -1.0)


def _mirror(points):
    return tuple((-x, y) for x, y in points)


def heart_segments() -> list[tuple[tuple[float, float], ...]]:
    """The whole outline: left side up to the dip, then the right side back down."""
    right = []
    # Walk the left side backwards, mirrored, from the dip to the tip.
    pts = [HEART_TIP] + [p for seg in HEART_LEFT for p in seg]
    mirrored = _mirror(pts[::-1])
    for i in range(0, len(mirrored) - 1, 3):
        right.append(tuple(mirrored[i + 1 : i + 4]))
    return list(HEART_LEFT) + right


def colour(value: str | Color | None) -> Color | None:
    if value is None or isinstance(value, Color):
        return value
    return _hex_colour(value)


@lru_cache(maxsize=1024)
def _hex_colour(value: str) -> Color:
    """A colour written as hex, made once: a print set paints a few dozen colours
    thousands of times (ReportLab only reads the object it is given)."""
    return HexColor(value)


class Pen:
    """Draws in mm in a frame of ``width`` x ``height``; see the module doc."""

    def __init__(
        self,
        canvas,
        width: float,
        height: float,
        *,
        ink_saver: bool = False,
        text_box: Rect | None = None,
        bleed: float = 0.0,
        reach: Rect | None = None,
    ) -> None:
        self.canvas = canvas
        #: Where the art is clipped to, in the frame (a gutterless card's bleed differs
        #: side to side); None: the frame grown by the bleed.
        self._reach = reach
        #: How far art should run past the frame (a card's bleed); 0 on sheets.
        self.bleed = bleed
        self.width = width
        self.height = height
        self.ink_saver = ink_saver
        self.text_box = text_box
        self._m = Affine()  # the pen's own moves, relative to the frame
        self._stack: list[Affine] = []

    # -- state ----------------------------------------------------------------------------
    @property
    def frame(self) -> Rect:
        return Rect(0.0, 0.0, self.width, self.height)

    @property
    def bleed_box(self) -> Rect:
        """Where a background should reach: the frame grown by the bleed, and no further
        than the art's clip (so a fill's own edge is where the ink ends, 5 mm from the
        paper's edge, not a clipped edge beyond it)."""
        if self._reach is not None:
            return self._reach
        return self.frame.expand(self.bleed)

    @contextmanager
    def state(self) -> Iterator["Pen"]:
        self.canvas.saveState()
        self._stack.append(self._m)
        try:
            yield self
        finally:
            self._m = self._stack.pop()
            self.canvas.restoreState()

    def translate(self, dx: float, dy: float) -> None:
        self.canvas.translate(dx * mm, dy * mm)
        self._m = Affine.translate(dx, dy).then(self._m)

    def rotate(self, degrees: float) -> None:
        self.canvas.rotate(degrees)
        r = math.radians(degrees)
        cos, sin = math.cos(r), math.sin(r)
        if abs(degrees % 90) < EPS:  # exact quarter turns keep the bounds exact
            self._m = Affine.rotate(round(degrees) % 360).then(self._m)
        else:
            self._m = Affine(cos, sin, -sin, cos, 0.0, 0.0).then(self._m)

    def to_frame(self, x: float, y: float) -> tuple[float, float]:
        return self._m.apply(x, y)

    def clip_rect(self, r: Rect) -> None:
        p = self.canvas.beginPath()
        p.rect(r.x * mm, r.y * mm, r.w * mm, r.h * mm)
        self.canvas.clipPath(p, stroke=0, fill=0)

    def clip_path(self, path) -> None:
        self.canvas.clipPath(path, stroke=0, fill=0)

    # -- paint ---------------------------------------------------------------------------
    def _paint(self, fill, stroke, width: float, dash: Sequence[float] | None, area: float) -> tuple[int, int]:
        c = self.canvas
        if fill is not None and self.ink_saver and area > INK_SAVER_MAX_FILL and not _is_white(fill):
            raise LayoutError(
                f"ink-saver sheets must not fill {area:.0f} mm² at once (the limit is "
                f"{INK_SAVER_MAX_FILL:.0f}); draw an outline instead"
            )
        if fill is not None:
            c.setFillColor(colour(fill))
        if stroke is not None:
            c.setStrokeColor(colour(stroke))
            c.setLineWidth(width)
            c.setDash(list(dash) if dash else [])
        return (1 if fill is not None else 0, 1 if stroke is not None else 0)

    def rect(self, x, y, w, h, *, fill=None, stroke=None, width=0.5, radius=0.0, dash=None) -> None:
        f, s = self._paint(fill, stroke, width, dash, abs(w * h))
        if not (f or s):
            return
        if radius:
            self.canvas.roundRect(x * mm, y * mm, w * mm, h * mm, radius * mm, stroke=s, fill=f)
        else:
            self.canvas.rect(x * mm, y * mm, w * mm, h * mm, stroke=s, fill=f)

    def card_scale(self) -> float:
        """Card art is designed for poker cards; other sizes scale it by this."""
        return min(self.width / 63.5, self.height / 88.9)

    def card_background(self, colour: str) -> None:
        """Fill the whole bleed box (skipped in ink-saver mode)."""
        if not self.ink_saver:
            b = self.bleed_box
            self.rect(b.x, b.y, b.w, b.h, fill=colour)

    def card_frame(self, colour: str = theme.RULE, inset: float = 2.4, width: float = 0.8) -> None:
        """The thin rounded frame just inside a card's trim."""
        self.rect(inset, inset, self.width - 2 * inset, self.height - 2 * inset, stroke=colour, width=width,
                  radius=2.5)

    def circle(self, cx, cy, r, *, fill=None, stroke=None, width=0.5, dash=None) -> None:
        f, s = self._paint(fill, stroke, width, dash, math.pi * r * r)
        if f or s:
            self.canvas.circle(cx * mm, cy * mm, r * mm, stroke=s, fill=f)

    def line(self, x0, y0, x1, y1, *, stroke=theme.INK, width=0.5, dash=None, cap: int = 0) -> None:
        self._paint(None, stroke, width, dash, 0.0)
        self.canvas.setLineCap(cap)
        self.canvas.line(x0 * mm, y0 * mm, x1 * mm, y1 * mm)

    def polyline(self, points, *, stroke=theme.INK, width=0.5, dash=None, closed=False,
                 fill=None, join: int = 1) -> None:
        pts = list(points)
        f, s = self._paint(fill, stroke, width, dash, _polygon_area(pts) if fill is not None else 0.0)
        p = self.canvas.beginPath()
        p.moveTo(pts[0][0] * mm, pts[0][1] * mm)
        for x, y in pts[1:]:
            p.lineTo(x * mm, y * mm)
        if closed:
            p.close()
        self.canvas.setLineJoin(join)
        self.canvas.drawPath(p, stroke=s, fill=f)

    def polygon(self, points, *, fill=None, stroke=None, width=0.5, dash=None) -> None:
        if fill is None and stroke is None:
            return
        self.polyline(points, stroke=stroke, width=width, dash=dash, closed=True, fill=fill)

    def arc(self, cx, cy, r, start_deg, extent_deg, *, stroke=theme.INK, width=0.5, dash=None) -> None:
        self._paint(None, stroke, width, dash, 0.0)
        p = self.canvas.beginPath()
        p.arc((cx - r) * mm, (cy - r) * mm, (cx + r) * mm, (cy + r) * mm, start_deg, extent_deg)
        self.canvas.drawPath(p, stroke=1, fill=0)

    # -- shapes that carry meaning -----------------------------------------------------------
    def symbol(self, shape: str, cx: float, cy: float, r: float, *, fill=None, stroke=None, width=0.6) -> None:
        """An emotion (or seat) symbol from :data:`theme.SHAPES`, radius ``r``."""
        if shape not in theme.SHAPES:
            raise KeyError(f"no symbol {shape!r}")
        unit = theme.SHAPES[shape]
        if unit is None:
            self.circle(cx, cy, r, fill=fill, stroke=stroke, width=width)
        else:
            # theme.SHAPES are y-down (screen); paper is y-up.
            self.polygon([(cx + x * r, cy - y * r) for x, y in unit], fill=fill, stroke=stroke, width=width)

    def heart_path(self, cx: float, cy: float, half_w: float, half_h: float | None = None):
        """A ReportLab path of a heart centred on (cx, cy)."""
        half_h = half_w if half_h is None else half_h
        p = self.canvas.beginPath()

        def at(pt):
            return ((cx + pt[0] * half_w) * mm, (cy + pt[1] * half_h) * mm)

        p.moveTo(*at(HEART_TIP))
        for c1, c2, end in heart_segments():
            p.curveTo(*at(c1), *at(c2), *at(end))
        p.close()
        return p

    def draw_path(self, path, *, fill=None, stroke=None, width=0.5, dash=None, area: float = 0.0) -> None:
        """Paint a path from :meth:`heart_path` or ``canvas.beginPath()`` (``area``, in mm²,
        lets ink-saver mode refuse a large fill)."""
        f, s = self._paint(fill, stroke, width, dash, area)
        if f or s:
            self.canvas.setLineJoin(1)
            self.canvas.drawPath(path, stroke=s, fill=f)

    def heart(self, cx, cy, half_w, half_h=None, *, fill=None, stroke=None, width=0.8) -> None:
        half_h = half_w if half_h is None else half_h
        f, s = self._paint(fill, stroke, width, None, 3.1 * half_w * half_h)
        if f or s:
            self.canvas.setLineJoin(1)
            self.canvas.drawPath(self.heart_path(cx, cy, half_w, half_h), stroke=s, fill=f)

    # -- text ------------------------------------------------------------------------------
    def text(
        self,
        x: float,
        y: float,
        s: str,
        *,
        size: float = 9.0,
        bold: bool = False,
        fill=theme.INK,
        align: str = "left",
        angle: float = 0.0,
    ) -> float:
        """Draw one line with its baseline at (x, y); returns its width in mm."""
        name = fonts.font_name(bold)
        fonts.check_text(s, name)
        w = fonts.width_mm(s, name, size)
        dx = {"left": 0.0, "center": -w / 2, "right": -w}[align]
        with self.state():
            self.translate(x, y)
            if angle:
                self.rotate(angle)
            if not self._check_text_box(s, dx, w, name, size):
                return w
            self.canvas.setFillColor(colour(fill))
            fonts.draw_string(self.canvas, dx * mm, 0, s, name, size)
        return w

    def _check_text_box(self, s: str, dx: float, w: float, name: str, size: float) -> bool:
        """False when the text lies wholly outside the frame's bleed (clipped away,
        as on the far side of a tiled board's seam: not drawn at all); an error
        when it is on the piece but leaves the text box."""
        up, down = fonts.ascent_descent_mm(name, size)
        corners = [self.to_frame(x, y) for x in (dx, dx + w) for y in (-down, up)]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        box = Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        visible = self.bleed_box
        if box.x1 <= visible.x or box.x >= visible.x1 or box.y1 <= visible.y or box.y >= visible.y1:
            return False
        if self.text_box is not None and not self.text_box.contains_rect(box, eps=1e-3):
            raise LayoutError(
                f"text {s!r} ({box.x:.1f},{box.y:.1f})-({box.x1:.1f},{box.y1:.1f}) mm leaves its "
                f"safe zone ({self.text_box.x:.1f},{self.text_box.y:.1f})-"
                f"({self.text_box.x1:.1f},{self.text_box.y1:.1f})"
            )
        return True

    def text_width(self, s: str, *, size: float = 9.0, bold: bool = False) -> float:
        return fonts.width_mm(s, fonts.font_name(bold), size)

    def fit_size(self, s: str, max_width: float, *, size: float, bold: bool = False,
                 smallest: float = MIN_TEXT_PT) -> float:
        """The largest size up to ``size`` at which ``s`` fits ``max_width``."""
        while size > smallest and self.text_width(s, size=size, bold=bold) > max_width:
            size = round(size - 0.25, 2)
        return size

    def wrap(self, text: str, width: float, *, size: float, bold: bool = False) -> list[str]:
        """Lines of at most ``width`` mm: English breaks at spaces, Chinese
        between characters, never before closing punctuation (:mod:`.linebreak`)."""
        return linebreak.wrap(text, width, lambda line: self.text_width(line, size=size, bold=bold))

    def paragraph(
        self, x: float, y_top: float, width: float, text: str, *,
        size: float = 9.0, leading: float | None = None, bold: bool = False, fill=theme.INK,
        align: str = "left",
    ) -> float:
        """Wrapped text whose first line's top is at ``y_top``; returns the top
        of the line that would follow (so paragraphs stack)."""
        lead = leading if leading is not None else size * 1.3 * 25.4 / 72
        up, _ = fonts.ascent_descent_mm(fonts.font_name(bold), size)
        lines = self.wrap(text, width, size=size, bold=bold)
        for i, line in enumerate(lines):
            if line:
                lx = {"left": x, "center": x + width / 2, "right": x + width}[align]
                self.text(lx, y_top - up * 0.75 - i * lead, line, size=size, bold=bold, fill=fill, align=align)
        return y_top - len(lines) * lead


def _is_white(value) -> bool:
    """White costs no ink: ink-saver art may blank out lines under a shape."""
    c = colour(value)
    return c is not None and min(c.red, c.green, c.blue) >= 0.999


def _polygon_area(points) -> float:
    area = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
        area += x0 * y1 - x1 * y0
    return abs(area) / 2
