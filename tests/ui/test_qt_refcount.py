"""Guards against a Qt binding that loses references to None (PySide6 6.12.0 on
Python 3.11 did: every void call dropped one, and the app aborted mid-paint)."""

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter


def test_void_qt_calls_keep_none_alive(qapp):
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(QPointF(10, 10), 4.0, 4.0)
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -50, "this PySide6 build drops references to None; pin another version"
