"""The held-hands table, painted from a view: the ring board, both seat panels
with hands, balances and goals, and the piles.

Pure painting: everything drawn comes from a view (plain data) and the board's
marks (what is reachable, hovered, chosen). One logical space 1000 units tall,
scaled to the widget by the caller, so the table is vector-sharp at any size;
the same painter draws the play table (light) and the projector (dark).

Two things keep the table readable on a laptop and across a room:

- **The width follows the window.** The board keeps the left 1000 x 1000; the
  panels beside it take what the window's shape gives (:class:`Layout`, 1600
  to 2400 units), so a wide window spends its width on the words, not on margins.
- **No text under a legible minimum.** The caller says the smallest text it
  accepts on the screen (``min_px``, in logical units for the current scale);
  every label is drawn at least that large, and the panels measure their words
  instead of assuming a size.

The painting is split into layers (:meth:`TablePainter.paint_board`, the static
board; :meth:`paint_panels`, the seat panels and piles; :meth:`paint_live`, the
highlights, path and pawns) so the widget can keep the first two as pictures
while only the live layer changes (``view/table.py``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from itertools import pairwise
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintEngine, QPainter, QPainterPath, QPen, QPixmap

from .... import theme
from ....core.i18n import _
from ....ui.kit.motion import paint_last_mark
from .. import data
from ..data import EMOTION_HEX, EMOTION_SHAPE, HEART, NODES, PAWN_EDGE_HEX, PAWN_RIM_HEX, SYMBOL_HEX
from ..describe import view_ending
from .layout import (
    BOARD_C,
    BOARD_R,
    CARD_H,
    CARD_INK,
    HEART_R,
    PANEL_X,
    PAWN_W,
    PILES,
    PLAIN_LAYOUT,
    H,
    Layout,
    Palette,
    badge_spot,
    card_rects,
    emotion_word,
    font,
    hand_origin,
    heart_halves,
    heart_path,
    middle_rect,
    node_point,
    node_radius,
    panel_top,
    pawn_spot,
    pile_rect,
    pile_step,
    shape_path,
)


class Marks(Protocol):
    """What the board marks besides the view (the table widget holds these)."""

    interactive: bool
    reach: dict[str, str]  # node -> "safe" or "loses", reachable this turn
    next_nodes: dict[str, list[int]]  # node -> cards that can pay a step there now
    selected_card: int | None
    armed_node: str | None  # a losing step clicked once
    hover_node: str | None
    hover_card: int | None
    demo_node: str | None  # a shown "hover" for screenshots
    trail: tuple[int, tuple[str, ...]] | None  # the last move: its seat and the nodes it went through

    @property
    def anim_pos(self) -> dict[int, QPointF]:
        """Pawns on their way, by seat."""
        ...

    @property
    def flying(self) -> frozenset[int]:
        """Cards on their way: painted in flight, not in their place."""
        ...

    def flights(self) -> list[tuple[QRectF, dict[str, Any]]]:
        """The cards on their way, where they are now."""
        ...


def _draw_between(p: QPainter, nodes: list[str]) -> None:
    """Lines from node to node, each from edge to edge: a path never covers a node's symbol."""
    for a, b in pairwise(nodes):
        pa, pb = node_point(a), node_point(b)
        length = math.hypot(pb.x() - pa.x(), pb.y() - pa.y())
        ra, rb = node_radius(a) + 2, node_radius(b) + 2
        if length <= ra + rb:
            continue
        ux, uy = (pb.x() - pa.x()) / length, (pb.y() - pa.y()) / length
        p.drawLine(QPointF(pa.x() + ux * ra, pa.y() + uy * ra), QPointF(pb.x() - ux * rb, pb.y() - uy * rb))


def paint_pawn(p: QPainter, seat: int, c: QPointF, size: float) -> None:
    """A pawn: a heart ``size`` wide centred on ``c``, in the seat's colour with its mark."""
    colour = QColor(theme.SEATS[seat]["colour"])
    shadow = heart_path(QPointF(c.x() + 2, c.y() + 2), size)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawPath(shadow)
    hp = heart_path(c, size)
    # Ink outside, white inside: the pawn's edge reads on any node and any ground.
    p.setPen(QPen(QColor(PAWN_RIM_HEX), max(3.0, size * 0.12)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(hp)
    p.setPen(QPen(QColor(PAWN_EDGE_HEX), 2.2))
    p.setBrush(colour)
    p.drawPath(hp)
    # The seat mark, so the pawns differ without colour too.
    mark = size / 36.0
    p.setPen(QPen(QColor(SYMBOL_HEX), 2.4 * mark))
    centre = QPointF(c.x(), c.y() - size * 0.05)
    if theme.SEATS[seat]["mark"] == "ring":
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, 5.5 * mark, 5.5 * mark)
    else:
        p.setBrush(QColor(SYMBOL_HEX))
        p.drawEllipse(centre, 4.0 * mark, 4.0 * mark)


#: Cards on their way, painted once each (``TablePainter._card_sprite``).
_CARD_SPRITES: dict[tuple[Any, ...], QPixmap] = {}

#: The square a board pawn's picture covers (the heart, its rim and its shadow), logical units.
PAWN_BOX = PAWN_W * 1.3


@lru_cache(maxsize=16)
def pawn_sprite(seat: int, device_scale: float) -> QPixmap:
    """``seat``'s board pawn painted once for a device scale (logical unit to pixels)."""
    side = PAWN_BOX
    px = max(1, math.ceil(side * device_scale))
    pixmap = QPixmap(px, px)
    pixmap.fill(QColor(0, 0, 0, 0))
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(px / side, px / side)
    paint_pawn(p, seat, QPointF(side / 2, side / 2), PAWN_W)
    p.end()
    return pixmap


class TablePainter:
    """Paints a view of the table in logical coordinates.

    ``min_px``: the smallest text size, in logical units (the caller turns its
    screen minimum into these for the current scale)."""

    def __init__(self, palette: Palette, names: list[str], view: Mapping[str, Any] | None, marks: Marks,
                 layout: Layout = PLAIN_LAYOUT):
        self.pal = palette
        self.names = names
        self.view = view
        self.marks = marks
        self.layout = layout
        self.min_px = layout.min_px
        self.card_rects = card_rects(view, layout)

    @property
    def shown(self) -> Mapping[str, Any]:
        """The view painted: the panels and the live layer are painted only with one."""
        assert self.view is not None, "nothing to paint without a view"
        return self.view

    # -- text --------------------------------------------------------------------------------
    def font(self, px: float, bold: bool = False) -> QFont:
        return font(max(px, self.min_px), bold)

    def text(self, p: QPainter, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, px: float,
             bold: bool = False) -> float:
        """``text`` in ``rect``, at least the legible size, shortened with an ellipsis rather
        than spilling out of its place; returns the width it took."""
        f = self.font(px, bold)
        p.setFont(f)
        metrics = QFontMetricsF(f)
        if not flags & Qt.TextFlag.TextWordWrap:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        p.drawText(rect, flags, text)
        return metrics.horizontalAdvance(text)

    def lines(self, p: QPainter, rect: QRectF, text: str, px: float, most: int = 2) -> None:
        """``text`` centred in ``rect`` on up to ``most`` lines (word by word), the last one
        shortened with an ellipsis if the words still do not fit."""
        f = self.font(px)
        p.setFont(f)
        metrics = QFontMetricsF(f)
        out: list[str] = []
        words = text.split()
        while words and len(out) < most:
            line = words.pop(0)
            while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= rect.width():
                line = f"{line} {words.pop(0)}"
            out.append(line)
        if words:
            out[-1] = f"{out[-1]} {' '.join(words)}"
        out = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width()) for line in out]
        height = rect.height() / most
        for i, line in enumerate(out):
            p.drawText(QRectF(rect.x(), rect.y() + i * height, rect.width(), height), Qt.AlignmentFlag.AlignCenter,
                       line)

    def advance(self, text: str, px: float, bold: bool = False) -> float:
        return QFontMetricsF(self.font(px, bold)).horizontalAdvance(text)

    # -- the whole table ---------------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        self.paint_board(p)
        self.paint_panels(p)
        self.paint_live(p)

    def paint_board(self, p: QPainter) -> None:
        """What changes only with the ring reached, the names and the size: field, lines, nodes,
        the heart, who sits where."""
        ring = self.view["ring"] if self.view else 0
        self._paint_field(p, ring)
        self._paint_spokes(p)
        self._paint_start_marks(p)
        self._paint_nodes(p, ring)
        self._paint_heart(p, ring >= 3)
        self._paint_seat_names(p)
        self._paint_sides(p)

    # -- the board -----------------------------------------------------------------------------
    def _paint_field(self, p: QPainter, ring: int) -> None:
        """The round field, the north-south axis and the three rings (those not open yet dotted)."""
        pal = self.pal
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pal.field))
        p.drawEllipse(BOARD_C, BOARD_R + 48, BOARD_R + 48)
        # Halves: a faint hint of west and east (seat 1's left and right).
        p.setPen(QPen(QColor(pal.rule), 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(BOARD_C.x(), BOARD_C.y() - BOARD_R - 40), QPointF(BOARD_C.x(), BOARD_C.y() + BOARD_R + 40))
        for r_i, radius in enumerate(data.RING_RADIUS):
            locked = r_i > ring
            pen = QPen(QColor(pal.rule), 3.0 if not locked else 2.0)
            if locked:
                pen.setStyle(Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(BOARD_C, radius * BOARD_R, radius * BOARD_R)

    def _paint_spokes(self, p: QPainter) -> None:
        """The lines between rings (straight spokes) and the junction spokes."""
        pal = self.pal
        p.setPen(QPen(QColor(pal.rule), 2.4))
        for a, b in data.LINES:
            na, nb = NODES[a], NODES[b]
            if na.ring == nb.ring and a != HEART and b != HEART:
                continue  # ring neighbours: the circle already shows them
            if HEART in (a, b):
                p.drawLine(node_point(a), node_point(b))
                continue
            outer, inner = (na, nb) if na.ring < nb.ring else (nb, na)
            if outer.index % 2 == 0:
                p.drawLine(node_point(outer.id), node_point(inner.id))
        for nid, jx, jy in data.JUNCTION_SPOKES:
            j = QPointF(BOARD_C.x() + jx * BOARD_R, BOARD_C.y() - jy * BOARD_R)
            p.drawLine(node_point(nid), j)
            p.setBrush(QColor(pal.rule))
            p.drawEllipse(j, 3.2, 3.2)
            p.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_start_marks(self, p: QPainter) -> None:
        for seat, nid in enumerate(data.START_NODES):
            c = node_point(nid)
            p.setPen(QPen(QColor(theme.SEATS[seat]["colour"]), 2.0, Qt.PenStyle.DashLine))
            p.drawEllipse(c, node_radius(nid) + 11, node_radius(nid) + 11)

    def _paint_nodes(self, p: QPainter, ring: int) -> None:
        """Every node in its emotion's colour and shape, pale where its ring is not open."""
        for nid, n in NODES.items():
            if n.emotion is None:  # the heart, painted on its own
                continue
            c = node_point(nid)
            r = node_radius(nid)
            locked = n.ring > ring
            colour = QColor(EMOTION_HEX[n.emotion])
            if locked:
                colour.setAlphaF(0.45)
            # The rim keeps the black (sad) nodes visible on the dark projector.
            p.setPen(QPen(QColor(self.pal.rim), 2.5))
            p.setBrush(colour)
            p.drawEllipse(c, r, r)
            p.setPen(Qt.PenStyle.NoPen)
            symbol = QColor(SYMBOL_HEX)
            if locked:
                symbol.setAlpha(140)
            p.setBrush(symbol)
            p.drawPath(shape_path(EMOTION_SHAPE[n.emotion], c, r * 0.5))

    def _paint_heart(self, p: QPainter, heart_open: bool) -> None:
        pal = self.pal
        p.setPen(QPen(QColor(pal.bg), 3))
        heart_colour = QColor(data.HEART_HEX)
        if not heart_open:
            heart_colour.setAlphaF(0.5)
        p.setBrush(heart_colour)
        p.drawPath(heart_path(BOARD_C, HEART_R * 2.2))
        if heart_open:
            # Under the heart, where the pawns in it never cover the word.
            p.setPen(QColor(pal.ink))
            self.text(p, QRectF(BOARD_C.x() - 80, BOARD_C.y() + HEART_R + 6, 160, 30), Qt.AlignmentFlag.AlignCenter,
                      _("open"), 15, True)

    def _paint_seat_names(self, p: QPainter) -> None:
        """Who sits where, at the board's edge."""
        for seat, y in ((0, BOARD_C.y() + BOARD_R + 62), (1, BOARD_C.y() - BOARD_R - 62)):
            p.setPen(QColor(theme.SEATS[seat]["colour"]))
            self.text(p, QRectF(BOARD_C.x() - 170, y - 18, 340, 36), Qt.AlignmentFlag.AlignCenter,
                      self.names[seat], 18, True)

    def _paint_sides(self, p: QPainter) -> None:
        """Left and right for the two seats, in the bottom corners."""
        p.setPen(QColor(self.pal.soft))
        lines = max(15.0, self.min_px) * 1.35
        for x, flags, words in (
            (16, Qt.AlignmentFlag.AlignLeft, (_("west"), _("P1 left · P2 right"))),
            (704, Qt.AlignmentFlag.AlignRight, (_("east"), _("P1 right · P2 left"))),
        ):
            for i, word in enumerate(words):
                self.text(p, QRectF(x, H - 8 - lines * (2 - i), 280, lines), flags | Qt.AlignmentFlag.AlignVCenter,
                          word, 15)

    def paint_panels(self, p: QPainter) -> None:
        """What changes with the view and the cards' marks: both seat panels and the piles."""
        if self.view is None:
            return
        for seat in (0, 1):
            self._paint_seat_panel(p, seat)
        self._paint_middle_panel(p)

    def paint_live(self, p: QPainter) -> None:
        """What changes with every hover and animation frame: highlights, the path, the pawns."""
        self._paint_highlights(p)
        if self.view is None:
            return
        self._paint_trail(p)
        self._paint_path(p)
        self._paint_flights(p)
        self._paint_pawns(p)

    # -- the live layer ----------------------------------------------------------------------
    def _paint_highlights(self, p: QPainter) -> None:
        marks = self.marks
        if marks.interactive:
            self._paint_reach(p)
            self._paint_next_steps(p)
        if marks.hover_node is not None and marks.hover_node != HEART:
            p.setPen(QPen(QColor(self.pal.ink), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            c, r = node_point(marks.hover_node), node_radius(marks.hover_node)
            p.drawEllipse(c, r + 3, r + 3)

    def _paint_reach(self, p: QPainter) -> None:
        """A halo round each node reachable later this turn (red where it only loses)."""
        marks = self.marks
        for nid, status in marks.reach.items():
            if nid in marks.next_nodes:
                continue
            # A halo round the node (a ring, so it can lie over the node layer).
            c, r = node_point(nid), node_radius(nid)
            colour = QColor(theme.HIGHLIGHT if status == "safe" else theme.DANGER)
            halo = QPainterPath()
            halo.addEllipse(c, r + 7, r + 7)
            halo.addEllipse(c, r + 1.2, r + 1.2)
            fill = QColor(colour)
            fill.setAlpha(95)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill)
            p.drawPath(halo)
            p.setPen(QPen(colour, 1.6, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + 7, r + 7)

    def _paint_next_steps(self, p: QPainter) -> None:
        """A glowing ring round each node a step can enter now, bolder where it is looked at."""
        marks = self.marks
        marked = (marks.hover_node, marks.armed_node, marks.demo_node)
        chosen = marks.selected_card
        for nid, payers in marks.next_nodes.items():
            if chosen is not None and chosen not in payers:
                continue  # a card chosen first: only the steps it pays glow
            c = node_point(nid)
            losing = marks.reach.get(nid) == "loses" and not self._has_safe_payment(nid)
            colour = QColor(theme.DANGER if losing else theme.HIGHLIGHT)
            p.setPen(QPen(colour, 5.0 if nid in marked else 3.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            grow = 12 if nid == marks.hover_node else 9
            p.drawEllipse(c, node_radius(nid) + grow, node_radius(nid) + grow)

    def _has_safe_payment(self, nid: str) -> bool:
        return self.marks.reach.get(nid) == "safe"

    def _paint_path(self, p: QPainter) -> None:
        view = self.shown
        path = view["path"]
        if not path or view["phase"] != "play":
            return
        seat = view["current"]
        colour = QColor(theme.SEATS[seat]["colour"])
        pen = QPen(colour, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        _draw_between(p, [view["turn_start"], *path])
        px = max(13.0, self.min_px)
        radius = max(10.0, px * 0.8)
        for i, nid in enumerate(path, start=1):
            badge = badge_spot(nid, radius)
            p.setPen(QPen(QColor(PAWN_RIM_HEX), 1.5))
            p.setBrush(colour)
            p.drawEllipse(badge, radius, radius)
            p.setPen(QColor(SYMBOL_HEX))
            self.text(p, QRectF(badge.x() - radius * 1.5, badge.y() - radius, radius * 3, radius * 2),
                      Qt.AlignmentFlag.AlignCenter, str(i), px, True)

    def _paint_pawns(self, p: QPainter) -> None:
        """Each pawn beside its node (``pawn_spot``), or on its way along its walk. On a
        raster device a pawn is a picture painted once for its size: stroking its heart
        costs about 3 ms a pawn on a 3840x2160 projector, every animation frame."""
        raster = p.paintEngine().type() == QPaintEngine.Type.Raster
        scale = math.hypot(p.transform().m11(), p.transform().m12())
        for seat in (0, 1):
            nid = self.shown["positions"][seat]
            c = self.marks.anim_pos.get(seat, pawn_spot(nid, seat))
            if raster and scale > 0:
                sprite = pawn_sprite(seat, round(scale * p.device().devicePixelRatioF(), 3))
                p.drawPixmap(QRectF(c.x() - PAWN_BOX / 2, c.y() - PAWN_BOX / 2, PAWN_BOX, PAWN_BOX), sprite,
                             QRectF(sprite.rect()))
            else:
                paint_pawn(p, seat, c, PAWN_W)

    def _paint_trail(self, p: QPainter) -> None:
        """The last move, kept until the next one: a dashed line in the mover's colour along
        the nodes it went through, and the kit's last-move ring round where it ended. While
        the mover is still stepping, the path (with its badges) says it instead."""
        trail = self.marks.trail
        view = self.shown
        if trail is None or not trail[1]:
            return
        seat, nodes = trail
        if view["phase"] == "play" and view["current"] == seat and view["path"]:
            return
        colour = QColor(theme.SEATS[seat]["colour"])
        colour.setAlpha(170)
        pen = QPen(colour, 4.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        _draw_between(p, list(nodes))
        end = nodes[-1]
        ring = QPainterPath()
        grow = node_radius(end) + (10 if end != HEART else 8)
        ring.addEllipse(node_point(end), grow, grow)
        paint_last_mark(p, ring, 1.4, on_dark=self.pal.projector)

    def _paint_flights(self, p: QPainter) -> None:
        """Cards on their way (paid to a discard pile, drawn from the deck, taken back). On a
        raster device each is a picture painted once at its size in hand and scaled on its
        way: a card's heart halves are cut for its size, too slow to redo every frame."""
        view = self.shown
        raster = p.paintEngine().type() == QPaintEngine.Type.Raster
        scale = math.hypot(p.transform().m11(), p.transform().m12()) * p.device().devicePixelRatioF()
        for rect, card in self.marks.flights():
            seat = next((s for s in (0, 1) if any(c["id"] == card["id"] for c in view["hands"][s])), None)
            persp = view["perspectives"][seat] if seat is not None else None
            if raster and scale > 0:
                sprite = self._card_sprite(card, persp, round(scale, 3))
                p.drawPixmap(rect, sprite, QRectF(sprite.rect()))
            else:
                self._paint_face(p, card, rect, persp, QColor(self.pal.rule), 1.4)

    def _card_sprite(self, card: dict[str, Any], persp: str | None, scale: float) -> QPixmap:
        key = (self.pal, card["id"], card["left"], card["right"], card.get("visible"), persp,
               self.layout.card_w, round(self.min_px, 2), scale)
        sprite = _CARD_SPRITES.get(key)
        if sprite is None:
            w, h = self.layout.card_w, CARD_H
            sprite = QPixmap(max(1, math.ceil(w * scale)), max(1, math.ceil(h * scale)))
            sprite.fill(QColor(0, 0, 0, 0))
            q = QPainter(sprite)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            q.scale(sprite.width() / w, sprite.height() / h)
            self._paint_face(q, card, QRectF(0.7, 0.7, w - 1.4, h - 1.4), persp, QColor(self.pal.rule), 1.4)
            q.end()
            if len(_CARD_SPRITES) >= 48:
                _CARD_SPRITES.clear()
            _CARD_SPRITES[key] = sprite
        return sprite

    # -- the panels ----------------------------------------------------------------------------
    def _paint_seat_panel(self, p: QPainter, seat: int) -> None:
        view = self.shown
        pal = self.pal
        top = panel_top(seat)
        box = QRectF(PANEL_X - 12, top, self.layout.panel_w + 20, 340)
        colour = QColor(theme.SEATS[seat]["colour"])
        active = view["phase"] != "over" and view["current"] == seat
        p.setPen(QPen(colour if active else QColor(pal.rule), 3.0 if active else 1.2))
        p.setBrush(QColor(pal.panel))
        p.drawRoundedRect(box, 16, 16)
        paint_pawn(p, seat, QPointF(box.x() + 30, top + 37), 26)
        # The balance track on the right; the name and where the seat sits on the left of it.
        track_w = max(210.0, 5 * (self.advance("+2", 15, True) + 14))
        self._paint_balance(p, seat, QRectF(box.right() - track_w - 14, top + 10, track_w, 66))
        words = QRectF(box.x() + 54, top + 10, box.width() - track_w - 84, 40)
        p.setPen(QColor(pal.ink))
        name = _("{name}  ·  to move").format(name=self.names[seat]) if active else self.names[seat]
        self.text(p, words, Qt.AlignmentFlag.AlignVCenter, name, 24, True)
        persp = view["perspectives"][seat]
        where = (_("sits south"), _("sits north"))[seat]
        fan = {"L": _("fanned left"), "R": _("fanned right"), None: _("not fanned yet")}[persp]
        p.setPen(QColor(pal.soft))
        self.text(p, words.translated(0, 38).adjusted(0, 0, 0, -6), Qt.AlignmentFlag.AlignVCenter,
                  _("{where} · {fan}").format(where=where, fan=fan), 16)
        self._paint_goals(p, seat, QRectF(box.x() + 16, top + 86, box.width() - 32, 36))
        hand = view["hands"][seat]
        o = hand_origin(seat)
        if not hand:
            p.setPen(QColor(pal.soft))
            self.text(p, QRectF(o.x(), o.y(), self.layout.panel_w, CARD_H), Qt.AlignmentFlag.AlignCenter,
                      _("no cards in hand"), 17)
        for card in hand:
            if card["id"] not in self.marks.flying:
                self._paint_card(p, card, self.card_rects[card["id"]], persp)
        p.setPen(QColor(pal.soft))
        self.text(p, QRectF(o.x(), o.y() + CARD_H + 8, self.layout.panel_w, 36),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                  _("hand {n}/6 · discard pile {d}").format(n=len(hand), d=len(view["discards"][seat])), 15)

    def _paint_balance(self, p: QPainter, seat: int, rect: QRectF) -> None:
        pal = self.pal
        value = self.shown["balances"][seat]
        p.setPen(QColor(pal.soft))
        label_h = max(13.0, self.min_px) * 1.3
        self.text(p, QRectF(rect.x(), rect.y() - 4, rect.width(), label_h), Qt.AlignmentFlag.AlignCenter,
                  _("balance"), 13)
        # A balance that broke the couple (-3, +3) gets its own cell at the end of the track.
        values = range(min(-2, value), max(2, value) + 1)
        step = rect.width() / len(values)
        radius = min(step / 2 - 2, max(13.0, self.advance("+2", 15, True) / 2 + 4))
        cy = rect.y() + label_h + radius
        for i, v in enumerate(values):
            c = QPointF(rect.x() + step * (i + 0.5), cy)
            on = v == value
            broken = abs(v) > 2
            p.setPen(QPen(QColor(theme.DANGER if abs(v) >= 2 else pal.rule), 2))
            fill = QColor(theme.DANGER) if broken else QColor(theme.SEATS[seat]["colour"])
            p.setBrush(fill if on else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, radius + (2 if on else 0), radius + (2 if on else 0))
            p.setPen(QColor(SYMBOL_HEX) if on else QColor(pal.ink))
            self.text(p, QRectF(c.x() - radius * 1.5, c.y() - radius, radius * 3, radius * 2),
                      Qt.AlignmentFlag.AlignCenter, f"{v:+d}" if v else "0", 15, on)

    def _emotion_fill(self, p: QPainter, emotion: str) -> None:
        """The pen and brush of an emotion-coloured chip or dot (ringed, for dark grounds)."""
        p.setPen(QPen(QColor(self.pal.rim), 2.0))
        p.setBrush(QColor(EMOTION_HEX[emotion]))

    def _paint_goals(self, p: QPainter, seat: int, rect: QRectF) -> None:
        view = self.shown
        pal = self.pal
        middle = Qt.AlignmentFlag.AlignVCenter
        x = rect.x()
        p.setPen(QColor(pal.ink))
        x += self.text(p, QRectF(x, rect.y(), 120, rect.height()), middle, _("goal"), 16) + 10
        goal = view["active_goals"][seat]
        chip_w = max(150.0, self.advance(_("reveal next"), 15) + 24,
                     max(self.advance(emotion_word(e), 16, True) for e in data.EMOTIONS) + 44)
        chip = QRectF(x, rect.y() + 1, chip_w, rect.height() - 2)
        if goal is not None:
            self._emotion_fill(p, goal)
            p.drawRoundedRect(chip, 8, 8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(SYMBOL_HEX))
            p.drawPath(shape_path(EMOTION_SHAPE[goal], QPointF(chip.x() + 16, chip.center().y()), 8))
            p.setPen(QColor(SYMBOL_HEX))
            self.text(p, chip.adjusted(30, 0, -4, 0), middle, emotion_word(goal), 16, True)
        else:
            p.setPen(QPen(QColor(pal.rule), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(chip, 8, 8)
            p.setPen(QColor(pal.soft))
            words = _("reveal next") if view["needs_reveal"][seat] else (
                _("ring done") if view["ring"] < 3 else _("to the heart"))
            self.text(p, chip.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, words, 15)
        x = chip.right() + 14
        # Ring progress: done goals of this ring as filled pips, the rest hollow.
        left = view["ring_goals_left"][seat]
        done_here = max(0, 4 - left) if view["ring"] < 3 else 4
        p.setPen(QColor(pal.soft))
        x += self.text(p, QRectF(x, rect.y(), rect.right() - x, rect.height()), middle, _("this ring"), 14) + 10
        for i in range(4):
            c = QPointF(x + 8 + i * 22, rect.center().y())
            p.setPen(QPen(QColor(pal.ink), 1.6))
            p.setBrush(QColor(theme.SUCCESS) if i < done_here else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, 7.5, 7.5)
        x += 4 * 22 + 10
        p.setPen(QColor(pal.soft))
        self.text(p, QRectF(x, rect.y(), max(0.0, rect.right() - x), rect.height()), middle,
                  _("{n}/12 done").format(n=len(view["goals_done"][seat])), 14)

    def _paint_card(self, p: QPainter, card: dict[str, Any], rect: QRectF, persp: str | None) -> None:
        pal = self.pal
        cid = card["id"]
        lift, glow = self._card_marks(cid)
        r = rect.translated(0, -lift)
        edge = QColor(theme.HIGHLIGHT) if glow or cid == self.marks.selected_card else QColor(pal.rule)
        self._paint_face(p, card, r, persp, edge, 3.5 if glow else 1.4)

    def _paint_face(self, p: QPainter, card: dict[str, Any], r: QRectF, persp: str | None, edge: QColor,
                    edge_w: float) -> None:
        p.setPen(QPen(edge, edge_w))
        p.setBrush(QColor(self.pal.card))
        p.drawRoundedRect(r, 9, 9)
        self._paint_split_heart(p, card, r, persp)
        if card.get("visible"):
            self._paint_counting(p, card["visible"], r, persp)

    def _card_marks(self, cid: int) -> tuple[float, bool]:
        """How far a card in hand is lifted (chosen, hovered) and whether it glows (it pays
        for the step looked at)."""
        marks = self.marks
        if not marks.interactive:
            return 0.0, False
        lift = 10.0 if cid == marks.selected_card else 0.0
        payers = marks.next_nodes.get(marks.hover_node or marks.demo_node or "", [])
        if cid == marks.hover_card:
            lift = max(lift, 5.0)
        return lift, cid in payers

    def _paint_split_heart(self, p: QPainter, card: dict[str, Any], r: QRectF, persp: str | None) -> None:
        """The card's heart, one half an emotion each; the half that does not count is pale."""
        halves = heart_halves(70.0, r.width(), r.height())
        centre_y = r.y() + 48
        for half, emotion, part in (("L", card["left"], halves[0]), ("R", card["right"], halves[1])):
            pale = persp is not None and persp != half
            colour = QColor(EMOTION_HEX[emotion])
            if pale:
                colour.setAlphaF(0.28)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawPath(part.translated(r.x(), r.y()))
            sx = r.center().x() + (-14 if half == "L" else 14)
            white = QColor(SYMBOL_HEX)
            if pale:
                white.setAlphaF(0.55)
            p.setBrush(white)
            p.drawPath(shape_path(EMOTION_SHAPE[emotion], QPointF(sx, centre_y - 3), 7.5))

    def _paint_counting(self, p: QPainter, emotion: str, r: QRectF, persp: str | None) -> None:
        """The counting emotion, in words, with a small marker under the counting half."""
        p.setPen(QColor(CARD_INK))
        self.text(p, QRectF(r.x() + 2, r.bottom() - 33, r.width() - 4, 30), Qt.AlignmentFlag.AlignCenter,
                  emotion_word(emotion), 15, True)
        mx = r.x() + (r.width() * 0.25 if persp == "L" else r.width() * 0.75)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(EMOTION_HEX[emotion]))
        p.drawRoundedRect(QRectF(mx - 14, r.bottom() - 40, 28, 4), 2, 2)

    def _paint_middle_panel(self, p: QPainter) -> None:
        view = self.shown
        rect = middle_rect(self.layout)
        self._paint_turn_head(p, rect, view)
        line = max(15.0, self.min_px) * 1.3
        self._paint_piles(p, rect, view, line)
        self._paint_key(p, rect, line)
        # The outcome, over the piles.
        ending = view_ending(view)
        if ending is not None:
            self._paint_ending(p, rect, bool(view["outcome"]["winners"]), line)

    def _paint_turn_head(self, p: QPainter, rect: QRectF, view: Mapping[str, Any]) -> None:
        """The ring being played, and the turn (or the set-up, or the end) on the right."""
        pal = self.pal
        ring_text = (_("Outer ring"), _("Middle ring"), _("Inner ring"), _("The heart is open"))[view["ring"]]
        turn = (
            _("turn {n}").format(n=view["turn"] + 1) if view["phase"] == "play"
            else (_("set-up: fan your hands") if view["phase"] == "fan" else _("game over"))
        )
        head = QRectF(rect.x() + 8, rect.y() + 4, rect.width() - 16, 36)
        p.setPen(QColor(pal.soft))
        turn_w = self.text(p, head, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, turn, 16)
        p.setPen(QColor(pal.ink))
        self.text(p, head.adjusted(0, 0, -turn_w - 12, 0), Qt.AlignmentFlag.AlignVCenter, ring_text, 19, True)

    def _paint_piles(self, p: QPainter, rect: QRectF, view: Mapping[str, Any], line: float) -> None:
        """The piles, drawn as piles: the draw deck, both discard piles (their top card face
        up), both face-down goal piles and the goal deck; under each its count and what it is."""
        pal = self.pal
        discards = [[c for c in pile if c["id"] not in self.marks.flying] for pile in view["discards"]]
        # (label, count, cards drawn in the pile: not those still on their way to it, top, kind)
        piles = [
            (_("draw deck"), view["deck_count"], view["deck_count"], None, "deck"),
            *((_("{name}'s discards").format(name=self.names[s]), len(view["discards"][s]), len(discards[s]),
               discards[s][-1] if discards[s] else None, "discard") for s in (0, 1)),
            *((_("{name}'s goals").format(name=self.names[s]), view["goal_pile_counts"][s],
               view["goal_pile_counts"][s], None, "goal") for s in (0, 1)),
            (_("goal deck"), view["goal_deck_count"], view["goal_deck_count"], None, "goal"),
        ]
        step = pile_step(self.layout)
        for i, ((label, count, drawn, top, kind), name) in enumerate(zip(piles, PILES, strict=True)):
            card = pile_rect(name, self.layout)
            self._paint_pile(p, card, drawn, top, kind)
            cell = QRectF(rect.x() + 8 + i * step + 2, card.bottom() + 2, step - 4, line)
            p.setPen(QColor(pal.ink))
            self.text(p, cell, Qt.AlignmentFlag.AlignCenter, str(count), 15, True)
            p.setPen(QColor(pal.soft))
            label_rect = QRectF(cell.x(), cell.bottom(), cell.width(), max(12.0, self.min_px) * 1.3 * 2)
            if self.advance(label, 12) <= cell.width():
                self.text(p, cell.translated(0, line), Qt.AlignmentFlag.AlignCenter, label, 12)
            else:  # "Ada's / discards" on two lines rather than "Ada's…"
                self.lines(p, label_rect, label, 12)

    def _paint_key(self, p: QPainter, rect: QRectF, line: float) -> None:
        """The emotion key: colour and shape, both."""
        y = rect.bottom() - line - 6
        key_step = (rect.width() - 16) / len(data.EMOTIONS)
        for i, emotion in enumerate(data.EMOTIONS):
            x = rect.x() + 8 + i * key_step
            c = QPointF(x + 12, y + line / 2)
            self._emotion_fill(p, emotion)
            p.drawEllipse(c, 12, 12)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(SYMBOL_HEX))
            p.drawPath(shape_path(EMOTION_SHAPE[emotion], c, 6))
            p.setPen(QColor(self.pal.ink))
            delta = data.BALANCE_CHANGE[emotion]
            self.text(p, QRectF(x + 30, y, key_step - 34, line), Qt.AlignmentFlag.AlignVCenter,
                      _("{emotion} {change}").format(emotion=emotion_word(emotion), change=f"{delta:+d}"), 15)

    def _paint_ending(self, p: QPainter, rect: QRectF, won: bool, line: float) -> None:
        box = QRectF(rect.x() + 4, rect.y() + 40, rect.width() - 8, rect.height() - 44 - line - 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.SUCCESS if won else theme.DANGER))
        p.drawRoundedRect(box, 14, 14)
        p.setPen(QColor(SYMBOL_HEX))
        # The window's header and the projector's say why above the board (and the log says
        # it again): here only that it is over, so the result is said once on either screen.
        words = _("The game is over.")
        self.text(p, box.adjusted(18, 10, -18, -10), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                  words, 19, True)

    def _paint_pile(self, p: QPainter, r: QRectF, count: int, top: dict | None, kind: str) -> None:
        """A pile of cards: a few offset edges for its depth, then its top card."""
        pal = self.pal
        if count == 0:
            p.setPen(QPen(QColor(pal.rule), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 7, 7)
            return
        depth = min(4, (count + 4) // 5)
        for i in range(depth, 0, -1):
            p.setPen(QPen(QColor(pal.rule), 1.0))
            p.setBrush(QColor(pal.card))
            p.drawRoundedRect(r.translated(i * 2.0, -i * 2.0), 7, 7)
        if top is not None:
            # The top discard, face up: both halves, as played.
            p.setPen(QPen(QColor(pal.rule), 1.2))
            p.setBrush(QColor(pal.card))
            p.drawRoundedRect(r, 7, 7)
            halves = heart_halves(round(r.width() * 0.8, 2), r.width(), r.height())
            for half, emotion, part in (("L", top["left"], halves[0]), ("R", top["right"], halves[1])):
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(EMOTION_HEX[emotion]))
                p.drawPath(part.translated(r.x(), r.y() + r.height() / 2 - 2 - 48.0 * r.height() / CARD_H))
                p.setBrush(QColor(SYMBOL_HEX))
                sx = r.center().x() + (-9 if half == "L" else 9)
                p.drawPath(shape_path(EMOTION_SHAPE[emotion], QPointF(sx, r.center().y() - 4), 5))
            return
        # A back: emotion cards ink-dark with a heart outline, goal cards amber.
        back = QColor(theme.INK if kind == "deck" else theme.HIGHLIGHT)
        p.setPen(QPen(QColor(pal.card), 2.0))
        p.setBrush(back)
        p.drawRoundedRect(r, 7, 7)
        p.setPen(QPen(QColor(pal.card), 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(heart_path(r.center(), r.width() * 0.55))
