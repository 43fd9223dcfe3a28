"""The painted held-hands table, one widget for the main window's board and the
projector: it paints a view through :class:`~.painter.TablePainter`, animates the
pawns, and emits clicks on nodes and cards in logical terms.

What it marks besides the view (what is reachable, hovered, chosen) is set on it
by its owner (:class:`~.board.BoardView`); it reads nothing of its owner.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QHideEvent, QMouseEvent, QPaintEngine, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from .... import theme
from ....core.i18n import _
from ....ui.kit.motion import PLACE_MS, Motions, along, lerp, walk_ms
from ....ui.kit.paintguard import guarded_paint
from .. import data
from ..data import NODES
from .hintmark import HintTargets, paint_hint
from .layout import (
    LIGHT,
    PANEL_X,
    H,
    Layout,
    Palette,
    card_places,
    card_rects,
    default_names,
    emotion_label,
    emotion_word,
    node_at,
    pawn_spot,
    pile_rect,
)
from .painter import TablePainter

#: The largest text, in logical units, that the table's places hold: below the scale where
#: this is still too small on the screen (a window far under 1280x720) text would sooner
#: spill out of its place than grow.
MAX_MIN_PX = 28.0


#: The most cards that fly at once (a reshuffled pile would send dozens): the rest just appear.
MAX_FLIGHTS = 12


def shortest_walk(start: str, end: str) -> list[str]:
    """The nodes of a shortest walk along the lines from ``start`` to ``end`` (both
    included): how a pawn walks when the views between do not show its steps."""
    before: dict[str, str | None] = {start: None}
    frontier = [start]
    while frontier and end not in before:
        nxt = []
        for node in frontier:
            for other in data.ADJACENT[node]:
                if other not in before:
                    before[other] = node
                    nxt.append(other)
        frontier = nxt
    if end not in before:
        return [start, end]
    walk: list[str] = [end]
    while (prev := before[walk[-1]]) is not None:
        walk.append(prev)
    return walk[::-1]


def pawn_walk(old: dict[str, Any], new: dict[str, Any], seat: int) -> list[str]:
    """The nodes ``seat``'s pawn went through from the view ``old`` to ``new`` (empty when it
    stayed): the steps the new view's path shows, the old path walked back after a step
    taken back, else a shortest walk (a whole move between two views)."""
    start, end = old["positions"][seat], new["positions"][seat]
    if start == end:
        return []
    for view, forward in ((new, True), (old, False)):
        if view["phase"] == "play" and view["current"] == seat and view["path"]:
            chain = [view["turn_start"], *view["path"]]
            first, last = (start, end) if forward else (end, start)
            if chain[-1] == last and first in chain:
                walk = chain[len(chain) - 1 - chain[::-1].index(first):]
                return walk if forward else walk[::-1]
    return shortest_walk(start, end)


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
        self.armed_node: str | None = None
        self.hover_node: str | None = None
        self.hover_card: int | None = None
        self.demo_node: str | None = None
        self.interactive = False
        #: The moves' animations (``ui/kit/motion.py``): a pawn's walk, the cards on their way.
        self.motions = Motions(self)
        self._walks: dict[int, list[QPointF]] = {}
        self._flights: dict[int, tuple[QRectF, QRectF, dict[str, Any]]] = {}
        #: The last move (its seat and the nodes it went through), marked until the next one.
        self.trail: tuple[int, tuple[str, ...]] | None = None
        #: The hinted action's places (Help > Hint), lit over everything until cleared.
        self.hint: HintTargets | None = None
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
        """Show ``view``; what moved since the view shown before (views only) animates: each
        pawn walks node by node, each card slides from where it lay to where it lies now."""
        old = self.view
        self.view = view
        self._version += 1
        if old is not None and view is not None and old.get("game") == view.get("game"):
            self._start_walks(old, view)
            self._start_flights(old, view)
        else:
            self.motions.skip()
            self.trail = None
        self.update()

    def _start_walks(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        for seat in (0, 1):
            walk = pawn_walk(old, new, seat)
            if not walk:
                continue
            self._mark_trail(seat, walk, new)
            points = [pawn_spot(n, seat) for n in walk]
            self._walks[seat] = points
            self.motions.start(f"pawn-{seat}", walk_ms(len(walk) - 1),
                               on_done=functools.partial(self._arrive, seat, points))

    def _arrive(self, seat: int, points: list[QPointF]) -> None:
        if self._walks.get(seat) is points:  # not a newer walk that finished this one first
            del self._walks[seat]

    def _mark_trail(self, seat: int, walk: list[str], new: dict[str, Any]) -> None:
        """The last move's trail: the new view's path while the seat is stepping, else the
        walk joined to the trail it goes on from."""
        if new["phase"] == "play" and new["current"] == seat and new["path"]:
            self.trail = (seat, (new["turn_start"], *new["path"]))
        elif self.trail is not None and self.trail[0] == seat and self.trail[1][-1] == walk[0]:
            self.trail = (seat, (*self.trail[1], *walk[1:]))
        else:
            self.trail = (seat, tuple(walk))

    def _start_flights(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        layout = self.table_layout()
        before, after = card_places(old, layout), card_places(new, layout)
        deck = pile_rect("deck", layout)
        moved: dict[int, tuple[QRectF, QRectF, dict[str, Any]]] = {}
        for cid, (end, card) in after.items():
            start = before[cid][0] if cid in before else deck
            if start != end:
                moved[cid] = (start, end, card)
        for cid, (start, card) in before.items():
            if cid not in after:  # back into the deck (a reshuffle)
                moved[cid] = (start, deck, card)
        if not moved or len(moved) > MAX_FLIGHTS:
            return
        self._flights = moved
        self.motions.start("cards", PLACE_MS, on_done=functools.partial(self._land, moved))

    def _land(self, flights: dict[int, tuple[QRectF, QRectF, dict[str, Any]]]) -> None:
        if self._flights is flights:  # not newer flights that finished these first
            self._flights = {}
        self.update()

    # -- what the painter reads of the animations ---------------------------------------
    @property
    def anim_pos(self) -> dict[int, QPointF]:
        """The pawns on their way, where they are now, by seat."""
        return {seat: along(points, self.motions.t(f"pawn-{seat}")) for seat, points in self._walks.items()}

    @property
    def flying(self) -> frozenset[int]:
        return frozenset(self._flights)

    def flights(self) -> list[tuple[QRectF, dict[str, Any]]]:
        t = self.motions.t("cards")
        out = []
        for start, end, card in self._flights.values():
            top_left = lerp(start.topLeft(), end.topLeft(), t)
            size = lerp(QPointF(start.width(), start.height()), QPointF(end.width(), end.height()), t)
            out.append((QRectF(top_left.x(), top_left.y(), size.x(), size.y()), card))
        return out

    def hideEvent(self, event: QHideEvent) -> None:
        """A board no one sees has nothing to animate: its moves land at once (and the
        kit's app-wide skip-on-click stops tracking it before the widget can go)."""
        self.motions.skip()
        super().hideEvent(event)

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
            return self.card_tooltip(self.view, card)
        return ""

    def card_tooltip(self, view: dict[str, Any], card: int) -> str:
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
        glow = tuple(self.next_nodes.get(self.hover_node or self.demo_node or "", []))
        panels = (*common, self._version, self.interactive, self.selected_card, self.hover_card, glow, self.flying)
        p.drawPixmap(split, 0, self._layer("panels", panels, split, self.width(), painter.paint_panels, s, ox, oy))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(ox, oy)
        p.scale(s, s)
        painter.paint_live(p)
        if self.view is not None:
            paint_hint(p, self.hint, painter.card_rects, self.table_layout(), self.pal.projector)
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
