"""The smallest text a board may paint, for painters that scale a logical space to their widget.

A board drawn in logical units and scaled to its widget shrinks its words with
the window; below ``theme.MIN_TEXT_PX`` on the screen (1/50 of the screen's
height on the projector, read across a room) they are no longer words. A
painter's text helper asks for the minimum in its own units and draws at
least that large, measuring its place rather than assuming a size:

    px = max(px, legible_px(painter))        # in the painter's logical units
    px = max(px, min_screen_px(widget) / scale)

``tests/ui/test_fit.py`` measures every text as painted.
"""

from __future__ import annotations

import math

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from ... import theme


def on_projector(widget: QWidget | None) -> bool:
    """Whether ``widget`` is part of a projector's picture (a :class:`ProjectorBoard`)."""
    from .gameview import ProjectorBoard  # the kit's own contract, imported late (it imports this)

    while widget is not None:
        if isinstance(widget, ProjectorBoard):
            return True
        widget = widget.parentWidget()
    return False


def min_screen_px(widget: QWidget | None) -> float:
    """The smallest text on the screen, in pixels: the app's minimum, and on the projector
    a share of its window's height."""
    if widget is not None and on_projector(widget):
        return max(float(theme.MIN_TEXT_PX), widget.window().height() * theme.PROJECTOR_TEXT_SHARE)
    return float(theme.MIN_TEXT_PX)


def legible_px(painter: QPainter, widget: QWidget | None = None) -> float:
    """The smallest text size in ``painter``'s current units: the screen minimum over the
    scale of its transform. ``widget``: the board painted (default: the painter's device)."""
    if widget is None:
        device = painter.device()
        widget = device if isinstance(device, QWidget) else None
    t = painter.combinedTransform()
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0
    return min_screen_px(widget) / scale
