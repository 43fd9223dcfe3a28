"""Draws :mod:`..art` shapes with QPainter: the screen's backend for the shared pictures.

A table paints in logical units scaled to its widget; while it paints it sets
:data:`least`, the smallest legible text in those units (``ui/kit/legible.py``),
and every label drawn here is at least that large.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)

from .. import vectors as art

FONT_FAMILY = "Noto Sans"

#: The smallest text size in the current painter's units (0: no floor, as on paper).
least = 0.0


@contextmanager
def legible(px: float) -> Iterator[None]:
    """Labels drawn inside are at least ``px`` logical units tall."""
    global least
    before, least = least, px
    try:
        yield
    finally:
        least = before


def size(px: float) -> float:
    """A text size raised to the legible minimum."""
    return max(px, least)


def grows(px: float, allow: float = 1.0) -> bool:
    """Whether text designed at ``px`` would have to grow more than ``allow`` times to be legible."""
    return least > px * allow + 1e-6


def qpath(path: art.Path) -> QPainterPath:
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for cmd in path:
        op = cmd[0]
        if op == "M":
            out.moveTo(cmd[1], cmd[2])
        elif op == "L":
            out.lineTo(cmd[1], cmd[2])
        elif op == "C":
            out.cubicTo(cmd[1], cmd[2], cmd[3], cmd[4], cmd[5], cmd[6])
        else:
            out.closeSubpath()
    return out


@lru_cache(maxsize=4096)
def _cached_path(path: art.Path) -> QPainterPath:
    return qpath(path)


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, math.ceil(px - 0.01)))  # up, never under a legible minimum
    f.setBold(bold)
    f.setItalic(italic)
    return f


def draw_shape(p: QPainter, s: art.Shape) -> None:
    path = _cached_path(s.path)
    if s.fill is not None:
        colour = QColor(s.fill)
        if s.alpha < 1.0:
            colour.setAlphaF(s.alpha)
        p.fillPath(path, QBrush(colour))
    if s.stroke is not None:
        pen = QPen(QColor(s.stroke), s.width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if s.dash:
            pen.setDashPattern([d / max(s.width, 1e-6) for d in s.dash])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        p.strokePath(path, pen)


def draw_label(p: QPainter, t: art.Label, room: float | None = None) -> None:
    """``room``: the widest the words may be; longer ones end with an ellipsis."""
    px = size(t.size)
    f = font(px, t.bold, t.italic)
    metrics = QFontMetricsF(f)
    text = t.text
    if room is not None and metrics.horizontalAdvance(text) > room:
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if not text:
            return
    w = metrics.horizontalAdvance(text)
    x = {"left": t.x, "center": t.x - w / 2, "right": t.x - w}[t.align]
    if t.halo:
        path = QPainterPath()
        path.addText(QPointF(x, t.y), f, text)
        pen = QPen(QColor(t.halo), px * 0.28)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.strokePath(path, pen)
        p.fillPath(path, QColor(t.fill))
        return
    p.setFont(f)
    p.setPen(QColor(t.fill))
    p.drawText(QPointF(x, t.y), text)


def draw(p: QPainter, items: Iterable[art.Item]) -> None:
    for item in items:
        if isinstance(item, art.Shape):
            draw_shape(p, item)
        elif isinstance(item, art.Label):
            draw_label(p, item)
        else:
            p.save()
            if item.clip is not None:
                p.setClipPath(_cached_path(item.clip), Qt.ClipOperation.IntersectClip)
            draw(p, item.items)
            p.restore()


def text_width(text: str, px: float, bold: bool = False) -> float:
    """How wide ``text`` is drawn at ``px`` (raised to the legible minimum, as drawn)."""
    return QFontMetricsF(font(size(px), bold)).horizontalAdvance(text)


