"""The painted held-hands table, one widget for the main window's board and the
projector: it paints a view through :class:`~.painter.TablePainter`, animates the
pawns, and emits clicks on nodes and cards in logical terms.

What it marks besides the view (what is reachable, hovered, chosen) is set on it
by its owner (:class:`~.board.BoardView`); it reads nothing of its owner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPaintEngine, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from .... import theme
from ....core.i18n import _
from ....ui.kit.paintguard import guarded_paint
from .. import data
from ..data import NODES
from .layout import (
    LIGHT,
    PANEL_X,
    H,
    Layout,
    Palette,
    card_rects,
    default_names,
    emotion_label,
    emotion_word,
    node_at,
    node_point,
)
from .painter import TablePainter

#: The largest text, in logical units, that the table's places hold: below the scale where
#: this is still too small on the screen (a window far under 1280x720) text would sooner
#: spill out of its place than grow.
MAX_MIN_PX = 28.0


def node_tooltip(node: str) -> str:
    """What a node is: its emotion and ring, and whether a move ending there chooses the side."""
    n = NODES[node]
    if n.emotion is None:  # the heart
        return _("The heart: enter it with any card once the inner ring is done; your balance must then be 0.")
    ring = _(data.RING_LABEL[n.ring])
    if n.side is None:
        return _("{emotion} · {ring} · middle node (you may keep or switch perspective here)").format(
            emotion=emotion_label(n.emotion), ring=ring)
    return _("{emotion} · {ring}").format(emotion=emotion_label(n.emotion), ring=ring)


class Table(QWidget):
    """The painted table. Emits clicks on nodes and cards in logical terms; holds
    the board's marks (what is reachable, hovered, chosen) for the painter."""

    node_clicked = Signal(str)
    card_clicked = Signal(int)
    right_clicked = Signal()

    def __init__(self, palette: Palette = LIGHT, parent: QWidget | None = None):
        super().__init__(parent)
        self.pal = palette
        self.names = default_names()
        self.view: dict[str, Any] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(480, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # The marks (see painter.Marks), set by the BoardView:
        self.reach: dict[str, str] = {}
        self.next_nodes: dict[str, list[int]] = {}
        self.selected_card: int | None = None
        self.pending_node: str | None = None
        self.armed_node: str | None = None
        self.hover_node: str | None = None
        self.hover_card: int | None = None
        self.demo_node: str | None = None
        self.interactive = False
        self.anim_pos: dict[int, QPointF] = {}
        self._anims: list[QVariantAnimation] = []
        self._last_positions: list[str] | None = None
        #: Painted layers kept between frames: name -> (what they show, the picture).
        self._layers: dict[str, tuple[Any, QPixmap]] = {}
        self._version = 0  # counts the views shown (a layer of panels is for one of them)

    # -- geometry --------------------------------------------------------------------
    def table_layout(self) -> Layout:
        shape = Layout.for_size(self.width(), self.height())
        s = min(self.width() / shape.width, self.height() / H)
        return shape.with_text(min(MAX_MIN_PX, self.min_screen_px() / s) if s > 0 else 0.0)

    @property
    def card_rects(self) -> dict[int, QRectF]:
        return card_rects(self.view, self.table_layout())

    def _transform(self) -> tuple[float, float, float]:
        width = self.table_layout().width
        s = min(self.width() / width, self.height() / H)
        return s, (self.width() - width * s) / 2, (self.height() - H * s) / 2

    def min_screen_px(self) -> float:
        """The smallest text on the screen, in pixels: the app's minimum, and on the projector
        a share of the projected screen's height."""
        if self.pal.projector:
            return max(theme.MIN_TEXT_PX, self.window().height() * theme.PROJECTOR_TEXT_SHARE)
        return float(theme.MIN_TEXT_PX)

    def to_widget(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF(ox + p.x() * s, oy + p.y() * s)

    def to_logical(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF((p.x() - ox) / s, (p.y() - oy) / s)

    def card_at(self, p: QPointF) -> int | None:
        for cid, rect in reversed(list(self.card_rects.items())):
            if rect.contains(p):
                return cid
        return None

    # -- data ----------------------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        old = self._last_positions
        self.view = view
        self._version += 1
        if view is not None:
            new = list(view["positions"])
            if old is not None:
                for seat in (0, 1):
                    if old[seat] != new[seat]:
                        self._animate(seat, node_point(old[seat]), node_point(new[seat]))
            self._last_positions = new
        self.update()

    def _animate(self, seat: int, start: QPointF, end: QPointF) -> None:
        anim = QVariantAnimation(self)
        anim.setDuration(220)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(value: QPointF, seat: int = seat) -> None:
            self.anim_pos[seat] = value
            self.update()

        def done(seat: int = seat, anim: QVariantAnimation = anim) -> None:
            self.anim_pos.pop(seat, None)
            if anim in self._anims:
                self._anims.remove(anim)
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims.append(anim)
        anim.start()

    # -- input ---------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        p = self.to_logical(event.position())
        node = node_at(p)
        card = self.card_at(p)
        if (node, card) != (self.hover_node, self.hover_card):
            self.hover_node, self.hover_card = node, card
            clickable = self.interactive and (
                (node is not None and (node in self.next_nodes or node in self.reach)) or card is not None
            )
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.setToolTip(self._tooltip(node, card))
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self.hover_node = self.hover_card = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.right_clicked.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        p = self.to_logical(event.position())
        card = self.card_at(p)
        if card is not None:
            self.card_clicked.emit(card)
            return
        node = node_at(p)
        if node is not None:
            self.node_clicked.emit(node)

    def _tooltip(self, node: str | None, card: int | None) -> str:
        if node is not None:
            return node_tooltip(node)
        if card is not None and self.view:
            return self._card_tooltip(self.view, card)
        return ""

    def _card_tooltip(self, view: dict[str, Any], card: int) -> str:
        for seat in (0, 1):
            for c in view["hands"][seat]:
                if c["id"] == card:
                    return _("{name}'s card: left {left}, right {right}; counts as {visible}").format(
                        name=self.names[seat], left=emotion_label(c["left"]), right=emotion_label(c["right"]),
                        visible=emotion_word(c["visible"]) if c["visible"] else "-")
        return ""

    # -- painting --------------------------------------------------------------------
    def painter(self) -> TablePainter:
        return TablePainter(self.pal, self.names, self.view, self, self.table_layout())

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        s, ox, oy = self._transform()
        painter = self.painter()
        if p.paintEngine().type() != QPaintEngine.Type.Raster:
            # A vector device (an SVG, a recorded picture): every primitive, as drawn.
            self._paint_layer(p, painter.paint, s, ox, oy)
            p.end()
            return
        # The board and the panels are kept as pictures and only painted again when what
        # they show changes; the highlights, the path and the pawns are painted every frame.
        split = max(0, min(self.width(), round(ox + (PANEL_X - 16) * s)))
        ring = self.view["ring"] if self.view else 0
        common = (self.width(), self.height(), self.devicePixelRatioF(), self.pal, tuple(self.names),
                  round(painter.min_px, 2))
        p.drawPixmap(0, 0, self._layer("board", (*common, ring), 0, split, painter.paint_board, s, ox, oy))
        glow = tuple(self.next_nodes.get(self.pending_node or self.hover_node or self.demo_node or "", []))
        panels = (*common, self._version, self.interactive, self.selected_card, self.hover_card, glow)
        p.drawPixmap(split, 0, self._layer("panels", panels, split, self.width(), painter.paint_panels, s, ox, oy))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(ox, oy)
        p.scale(s, s)
        painter.paint_live(p)
        p.end()

    def _paint_layer(self, p: QPainter, paint: Callable[[QPainter], None], s: float, ox: float, oy: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(self.pal.bg))
        p.translate(ox, oy)
        p.scale(s, s)
        paint(p)

    def _layer(self, name: str, key: Any, left: int, right: int, paint: Callable[[QPainter], None], s: float,
               ox: float, oy: float) -> QPixmap:
        """The picture of the widget's columns ``left`` to ``right`` painted by ``paint``, kept
        while ``key`` (everything it shows) stays the same."""
        kept = self._layers.get(name)
        if kept is not None and kept[0] == key:
            return kept[1]
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(max(1, round((right - left) * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        p = QPainter(pixmap)
        p.translate(-left, 0)
        self._paint_layer(p, paint, s, ox, oy)
        p.end()
        self._layers[name] = (key, pixmap)
        return pixmap
