"""The hint mark over widgets (Help > Hint): one see-through layer for every game.

A board lights its hinted move where it paints (a node, a cell, a space on the
map) with :func:`~boardgames_desktop.ui.kit.motion.paint_hint_mark`; when the move
is a widget instead (a turn button, a row of a seat, a card of a hand), the
board puts a :class:`HintLayer` over the widget that holds them and gives it
the targets. The layer takes no clicks and no focus, follows its holder's size
and layout, and finds the targets' places when it paints, so a zoom or a new
layout moves the marks along. Hooky marks rows and cards, Inner Compass and
Tokaido Duo a turn button: the same layer, the same mark.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from .motion import paint_hint_mark
from .paintguard import guarded_paint

__all__ = ["HintLayer"]


class HintLayer(QWidget):
    """A transparent layer over ``holder`` that rings the hinted widgets inside it.

    ``inset``: pixels the ring stands inside each target's edge at scale 1 (the
    mark grows its shape by a few pixels; a holder with little room around its
    targets asks for more)."""

    #: The widget the layer covers (None until set, so a late event finds it unset).
    holder: QWidget | None = None

    def __init__(self, holder: QWidget, *, inset: float = 2.0) -> None:
        super().__init__(holder)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setProperty("fitOverlay", True)  # it lies over its holder's widgets on purpose
        self.inset = inset
        self.scale = 1.0
        self.targets: list[QWidget] = []
        #: the rectangles the last paint marked, in the layer's coordinates (tests read them)
        self.painted: list[QRectF] = []
        self.holder = holder
        holder.installEventFilter(self)
        self.setGeometry(holder.rect())
        self.hide()

    def show_targets(self, targets: Sequence[QWidget], scale: float = 1.0) -> None:
        """Ring ``targets`` (none: the layer hides); ``scale``: the mark's size, as the board is zoomed."""
        self.targets = list(targets)
        self.scale = scale
        self.painted = []
        if self.holder is not None:
            self.setGeometry(self.holder.rect())
        self.setVisible(bool(self.targets))
        if self.targets:
            self.raise_()
        self.update()

    def clear(self) -> None:
        """No mark."""
        if not self.targets and self.isHidden():
            return
        self.targets = []
        self.painted = []
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        holder = self.holder
        if holder is not None and watched is holder \
                and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.setGeometry(holder.rect())
            self.raise_()
        return False

    def rects(self) -> list[QRectF]:
        """Where the targets on show are now, in the layer's coordinates."""
        holder = self.holder
        if holder is None:
            return []
        out = []
        for w in self.targets:
            if not w.isVisible() or not w.isVisibleTo(holder):
                continue
            top_left = w.mapTo(holder, QPoint(0, 0))
            out.append(QRectF(top_left.x(), top_left.y(), w.width(), w.height()))
        return out

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        self.painted = self.rects()
        if not self.painted:
            return
        p = QPainter(self)
        inset = self.inset
        for rect in self.painted:
            paint_hint_mark(p, rect.adjusted(inset, inset, -inset, -inset), self.scale)
        p.end()
