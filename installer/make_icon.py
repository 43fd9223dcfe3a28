"""Draw the app icon (our own art: a heart split into two emotions) to PNG, ICO and SVG.

Run: QT_QPA_PLATFORM=offscreen python installer/make_icon.py
Writes assets/icons/boardgames-desktop.png (512 px), .ico (several sizes) and .svg
(the same drawing as a scalable icon, for desktops' hicolor/scalable/apps/).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath, QPen

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from boardgames_desktop import theme  # noqa: E402
from boardgames_desktop.games.held_hands.data import EMOTION_HEX  # noqa: E402


def heart(cx: float, cy: float, size: float) -> QPainterPath:
    s = size / 2.0
    path = QPainterPath(QPointF(cx, cy + s * 0.95))
    path.cubicTo(cx - s * 1.25, cy + s * 0.1, cx - s * 1.0, cy - s * 1.05, cx, cy - s * 0.45)
    path.cubicTo(cx + s * 1.0, cy - s * 1.05, cx + s * 1.25, cy + s * 0.1, cx, cy + s * 0.95)
    return path


def draw(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 512.0, size / 512.0)
    p.setPen(QPen(QColor(theme.RULE), 10))
    p.setBrush(QColor(theme.PAPER))
    p.drawRoundedRect(QRectF(16, 16, 480, 480), 96, 96)
    h = heart(256, 270, 330)
    for x, colour in ((0, EMOTION_HEX["happy"]), (256, EMOTION_HEX["calm"])):
        clip = QPainterPath()
        clip.addRect(QRectF(x, 0, 256, 512))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colour))
        p.drawPath(h.intersected(clip))
    p.setBrush(QColor("#FFFFFF"))
    p.drawEllipse(QPointF(190, 235), 34, 34)  # happy: circle
    p.drawRect(QRectF(292, 201, 64, 64))      # calm: square
    p.setPen(QPen(QColor(theme.INK), 12))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(h)
    p.end()
    return image


def svg() -> str:
    """The same drawing, in the same 512 x 512 units, as plain SVG (paths, no clipping
    or references, so every icon renderer draws it): the heart's two curves as
    :func:`heart` lays them, each half closed along the middle."""
    cx, cy, s = 256.0, 270.0, 330 / 2.0

    def pt(dx: float, dy: float) -> str:
        return f"{cx + s * dx:.2f},{cy + s * dy:.2f}"

    left = f"M{pt(0, 0.95)} C{pt(-1.25, 0.1)} {pt(-1.0, -1.05)} {pt(0, -0.45)} Z"
    right = f"M{pt(0, -0.45)} C{pt(1.0, -1.05)} {pt(1.25, 0.1)} {pt(0, 0.95)} Z"
    whole = left.removesuffix(" Z") + " " + right.split(" ", 1)[1]
    paper = f'fill="{theme.PAPER}" stroke="{theme.RULE}" stroke-width="10"'
    return "\n".join([
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
        "  <title>boardgames-desktop</title>",
        f'  <rect x="16" y="16" width="480" height="480" rx="96" ry="96" {paper}/>',
        f'  <path d="{left}" fill="{EMOTION_HEX["happy"]}"/>',
        f'  <path d="{right}" fill="{EMOTION_HEX["calm"]}"/>',
        '  <circle cx="190" cy="235" r="34" fill="#FFFFFF"/>',
        '  <rect x="292" y="201" width="64" height="64" fill="#FFFFFF"/>',
        f'  <path d="{whole}" fill="none" stroke="{theme.INK}" stroke-width="12" stroke-linejoin="round"/>',
        "</svg>",
        "",
    ])


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841
    out = ROOT / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    draw(512).save(str(out / "boardgames-desktop.png"))
    (out / "boardgames-desktop.svg").write_text(svg(), encoding="utf-8")
    try:
        from PIL import Image

        Image.open(out / "boardgames-desktop.png").save(
            out / "boardgames-desktop.ico",
            sizes=[(16, 16), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)],
        )
    except ImportError:
        pass
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
