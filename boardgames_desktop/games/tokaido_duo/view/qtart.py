"""Draws :mod:`..art` shapes with QPainter: the screen's backend for the shared pictures."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)

from .. import art

FONT_FAMILY = "Noto Sans"


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
    f.setPixelSize(max(1, round(px)))
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


def draw_label(p: QPainter, t: art.Label) -> None:
    f = font(t.size, t.bold, t.italic)
    metrics = QFontMetricsF(f)
    w = metrics.horizontalAdvance(t.text)
    x = {"left": t.x, "center": t.x - w / 2, "right": t.x - w}[t.align]
    if t.halo:
        path = QPainterPath()
        path.addText(QPointF(x, t.y), f, t.text)
        pen = QPen(QColor(t.halo), t.size * 0.28)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.strokePath(path, pen)
        p.fillPath(path, QColor(t.fill))
        return
    p.setFont(f)
    p.setPen(QColor(t.fill))
    p.drawText(QPointF(x, t.y), t.text)


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
    return QFontMetricsF(font(px, bold)).horizontalAdvance(text)


def fit_rect(rect: QRectF) -> QRectF:
    return rect
