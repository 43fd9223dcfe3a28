"""The held-hands table, painted from a view: the ring board, both seat panels
with hands, balances and goals, and the piles.

Pure painting: everything drawn comes from a view (plain data) and the board's
marks (what is reachable, hovered, chosen). One logical 1600 x 1000 space,
scaled to the widget by the caller, so the table is vector-sharp at any size;
the same painter draws the play table (light) and the projector (dark).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from .... import theme
from ....core.i18n import _, render
from .. import data
from ..data import EMOTION_HEX, EMOTION_SHAPE, HEART, NODES
from ..words import view_ending

W, H = 1600.0, 1000.0  # the logical table
BOARD_C = QPointF(500.0, 500.0)
BOARD_R = 430.0
NODE_R = (19.0, 17.0, 16.0)  # node radius per ring
HEART_R = 40.0
CARD_W, CARD_H = 82.0, 116.0
PANEL_X = 1010.0
PANEL_W = 570.0


@dataclass(frozen=True)
class Palette:
    bg: str
    field: str
    ink: str
    soft: str
    rule: str
    card: str
    mask: str
    projector: bool


LIGHT = Palette(theme.PAPER, theme.PAPER_DEEP, theme.INK, theme.INK_SOFT, theme.RULE, "#FFFDF8", "#E9E2D5", False)
# On the projector the table is dark but the cards stay paper-light, as on a real table.
DARK = Palette(theme.PROJECTOR_BG, "#2A2622", theme.PROJECTOR_INK, "#C9C0B3", "#6D655B", "#F3EDE2", "#3B3631", True)
CARD_INK = theme.INK


def node_point(node_id: str) -> QPointF:
    n = NODES[node_id]
    # Unit coordinates are y-up; the screen is y-down. Seat 1 (south) at the bottom.
    return QPointF(BOARD_C.x() + n.x * BOARD_R, BOARD_C.y() - n.y * BOARD_R)


def node_radius(node_id: str) -> float:
    if node_id == HEART:
        return HEART_R
    return NODE_R[NODES[node_id].ring]


def shape_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    points = theme.SHAPES[shape]
    if points is None:
        path.addEllipse(centre, r * 0.85, r * 0.85)
        return path
    poly = QPolygonF([QPointF(centre.x() + x * r, centre.y() + y * r) for x, y in points])
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def heart_path(centre: QPointF, size: float) -> QPainterPath:
    """A heart of width ``size`` centred on ``centre``."""
    s = size / 2.0
    x, y = centre.x(), centre.y()
    path = QPainterPath(QPointF(x, y + s * 0.95))
    path.cubicTo(x - s * 1.25, y + s * 0.1, x - s * 1.0, y - s * 1.05, x, y - s * 0.45)
    path.cubicTo(x + s * 1.0, y - s * 1.05, x + s * 1.25, y + s * 0.1, x, y + s * 0.95)
    return path


def font(px: float, bold: bool = False) -> QFont:
    f = QFont("Noto Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def emotion_word(emotion: str) -> str:
    return _(data.EMOTION_LABEL[emotion])


def emotion_label(emotion: str) -> str:
    return _("{emotion} ({colour})").format(emotion=emotion_word(emotion), colour=_(data.COLOUR_LABEL[emotion]))


def default_names() -> list[str]:
    return [_("Player {n}").format(n=n) for n in (1, 2)]


def hand_origin(seat: int) -> QPointF:
    # Player 2 (north) at the top of the panel, Player 1 (south) at the bottom.
    return QPointF(PANEL_X + 6, panel_top(seat) + 122)


def panel_top(seat: int) -> float:
    return 14.0 if seat == 1 else 646.0


def card_rects(view: Mapping[str, Any] | None) -> dict[int, QRectF]:
    """Where each card of both hands lies on the table (logical coordinates)."""
    rects: dict[int, QRectF] = {}
    if not view:
        return rects
    for seat in (0, 1):
        o = hand_origin(seat)
        hand = view["hands"][seat]
        gap = min(CARD_W + 12, (PANEL_W - CARD_W - 12) / max(len(hand) - 1, 1)) if len(hand) > 1 else 0
        for i, card in enumerate(hand):
            rects[card["id"]] = QRectF(o.x() + i * gap, o.y(), CARD_W, CARD_H)
    return rects


def node_at(p: QPointF) -> str | None:
    """The node under the logical point ``p`` (targets a little larger than drawn)."""
    best, best_d = None, 1e9
    for nid in NODES:
        c = node_point(nid)
        d = math.hypot(c.x() - p.x(), c.y() - p.y())
        if d <= node_radius(nid) + 9 and d < best_d:
            best, best_d = nid, d
    return best


class Marks(Protocol):
    """What the board marks besides the view (the table widget holds these)."""

    interactive: bool
    reach: dict[str, str]  # node -> "safe" or "loses", reachable this turn
    next_nodes: dict[str, list[int]]  # node -> cards that can pay a step there now
    selected_card: int | None
    pending_node: str | None
    armed_node: str | None  # a losing step clicked once
    hover_node: str | None
    hover_card: int | None
    demo_node: str | None  # a shown "hover" for screenshots
    anim_pos: dict[int, QPointF]  # pawns on their way, by seat



class TablePainter:
    """Paints a view of the table in logical coordinates."""

    def __init__(self, palette: Palette, names: list[str], view: Mapping[str, Any] | None, marks: Marks):
        self.pal = palette
        self.names = names
        self.view = view
        self.marks = marks
        self.card_rects = card_rects(view)

    def paint(self, p: QPainter) -> None:
        self._paint_board(p)
        if self.view is None:
            return
        self._paint_path(p)
        self._paint_pawns(p)
        for seat in (0, 1):
            self._paint_seat_panel(p, seat)
        self._paint_middle_panel(p)

    def _paint_board(self, p: QPainter) -> None:
        pal = self.pal
        # The field.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pal.field))
        p.drawEllipse(BOARD_C, BOARD_R + 48, BOARD_R + 48)
        # Halves: a faint hint of west and east (seat 1's left and right).
        p.setPen(QPen(QColor(pal.rule), 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(BOARD_C.x(), BOARD_C.y() - BOARD_R - 40), QPointF(BOARD_C.x(), BOARD_C.y() + BOARD_R + 40))
        ring = self.view["ring"] if self.view else 0
        # Ring circles.
        for r_i, radius in enumerate(data.RING_RADIUS):
            locked = r_i > ring
            pen = QPen(QColor(pal.rule), 3.0 if not locked else 2.0)
            if locked:
                pen.setStyle(Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(BOARD_C, radius * BOARD_R, radius * BOARD_R)
        # Lines between rings (straight spokes) and junction spokes.
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
        # Start markers.
        for seat, nid in enumerate(data.START_NODES):
            c = node_point(nid)
            colour = QColor(theme.SEATS[seat]["colour"])
            p.setPen(QPen(colour, 2.0, Qt.PenStyle.DashLine))
            p.drawEllipse(c, node_radius(nid) + 11, node_radius(nid) + 11)
        # Highlights under the nodes.
        if self.marks.interactive:
            for nid, status in self.marks.reach.items():
                if nid in self.marks.next_nodes:
                    continue
                c = node_point(nid)
                colour = QColor(theme.HIGHLIGHT if status == "safe" else theme.DANGER)
                colour.setAlpha(95)
                p.setPen(QPen(QColor(theme.HIGHLIGHT if status == "safe" else theme.DANGER), 1.6, Qt.PenStyle.DotLine))
                p.setBrush(colour)
                p.drawEllipse(c, node_radius(nid) + 7, node_radius(nid) + 7)
            for nid in self.marks.next_nodes:
                c = node_point(nid)
                losing = self.marks.reach.get(nid) == "loses" and not self._has_safe_payment(nid)
                colour = QColor(theme.DANGER if losing else theme.HIGHLIGHT)
                marked = (self.marks.hover_node, self.marks.pending_node, self.marks.armed_node, self.marks.demo_node)
                width = 5.0 if nid in marked else 3.5
                p.setPen(QPen(colour, width))
                p.setBrush(Qt.BrushStyle.NoBrush)
                grow = 12 if nid == self.marks.hover_node else 9
                p.drawEllipse(c, node_radius(nid) + grow, node_radius(nid) + grow)
        # Nodes.
        for nid, n in NODES.items():
            if nid == HEART:
                continue
            c = node_point(nid)
            r = node_radius(nid)
            locked = n.ring > ring
            colour = QColor(EMOTION_HEX[n.emotion])
            if locked:
                colour.setAlphaF(0.45)
            # A light rim keeps the black (sad) nodes visible on the dark projector.
            p.setPen(QPen(QColor("#D8CFC1") if pal.projector else QColor(pal.bg), 2.5))
            p.setBrush(colour)
            p.drawEllipse(c, r, r)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#FFFFFF") if not locked else QColor(255, 255, 255, 140))
            p.drawPath(shape_path(EMOTION_SHAPE[n.emotion], c, r * 0.5))
            if nid == self.marks.hover_node:
                p.setPen(QPen(QColor(pal.ink), 2.0))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, r + 3, r + 3)
        # The heart.
        heart_open = ring >= 3
        hp = heart_path(BOARD_C, HEART_R * 2.2)
        p.setPen(QPen(QColor(pal.bg), 3))
        heart_colour = QColor(data.HEART_HEX)
        if not heart_open:
            heart_colour.setAlphaF(0.5)
        p.setBrush(heart_colour)
        p.drawPath(hp)
        if heart_open:
            # Under the heart, where the pawns in it never cover the word.
            p.setPen(QColor(pal.ink))
            p.setFont(font(15, True))
            p.drawText(QRectF(BOARD_C.x() - 60, BOARD_C.y() + HEART_R + 8, 120, 24), Qt.AlignmentFlag.AlignCenter,
                       _("open"))
        # Seat labels at the board's edge (who sits where).
        p.setFont(font(18, True))
        for seat, y in ((0, BOARD_C.y() + BOARD_R + 62), (1, BOARD_C.y() - BOARD_R - 62)):
            p.setPen(QColor(theme.SEATS[seat]["colour"]))
            p.drawText(QRectF(BOARD_C.x() - 150, y - 14, 300, 28), Qt.AlignmentFlag.AlignCenter, self.names[seat])
        # Left / right hints for seat 1 at the bottom corners.
        p.setPen(QColor(pal.soft))
        p.setFont(font(15))
        p.drawText(QRectF(40, BOARD_C.y() + BOARD_R - 10, 200, 60), Qt.AlignmentFlag.AlignLeft,
                   _("west\nP1 left · P2 right"))
        p.drawText(QRectF(760, BOARD_C.y() + BOARD_R - 10, 200, 60), Qt.AlignmentFlag.AlignRight,
                   _("east\nP1 right · P2 left"))

    def _has_safe_payment(self, nid: str) -> bool:
        return self.marks.reach.get(nid) == "safe"

    def _paint_path(self, p: QPainter) -> None:
        view = self.view
        path = view["path"]
        if not path or view["phase"] != "play":
            return
        seat = view["current"]
        colour = QColor(theme.SEATS[seat]["colour"])
        pts = [node_point(view["turn_start"])] + [node_point(n) for n in path]
        pen = QPen(colour, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        for a, b in pairwise(pts):
            p.drawLine(a, b)
        p.setFont(font(13, True))
        for i, pt in enumerate(pts[1:], start=1):
            badge = QPointF(pt.x() + 17, pt.y() - 17)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawEllipse(badge, 10, 10)
            p.setPen(QColor("#FFFFFF"))
            p.drawText(QRectF(badge.x() - 10, badge.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, str(i))

    def _paint_pawns(self, p: QPainter) -> None:
        for seat in (0, 1):
            nid = self.view["positions"][seat]
            c = self.marks.anim_pos.get(seat, node_point(nid))
            if nid == HEART and seat not in self.marks.anim_pos:
                c = QPointF(c.x() + (-16 if seat == 0 else 16), c.y())
            self._paint_pawn(p, seat, c, 36.0)

    def _paint_pawn(self, p: QPainter, seat: int, c: QPointF, size: float) -> None:
        colour = QColor(theme.SEATS[seat]["colour"])
        shadow = heart_path(QPointF(c.x() + 2, c.y() - size * 0.5 + 2), size)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawPath(shadow)
        hp = heart_path(QPointF(c.x(), c.y() - size * 0.5), size)
        p.setPen(QPen(QColor("#FFFFFF"), 2.5))
        p.setBrush(colour)
        p.drawPath(hp)
        # The seat mark, so the pawns differ without colour too.
        p.setPen(QPen(QColor("#FFFFFF"), 2.4))
        centre = QPointF(c.x(), c.y() - size * 0.55)
        if theme.SEATS[seat]["mark"] == "ring":
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centre, 5.5, 5.5)
        else:
            p.setBrush(QColor("#FFFFFF"))
            p.drawEllipse(centre, 4.0, 4.0)

    def _paint_seat_panel(self, p: QPainter, seat: int) -> None:
        view = self.view
        pal = self.pal
        top = panel_top(seat)
        box = QRectF(PANEL_X - 12, top, PANEL_W + 20, 340)
        colour = QColor(theme.SEATS[seat]["colour"])
        active = view["phase"] != "over" and view["current"] == seat
        p.setPen(QPen(colour if active else QColor(pal.rule), 3.0 if active else 1.2))
        p.setBrush(QColor(pal.card if not pal.projector else pal.field))
        p.drawRoundedRect(box, 16, 16)
        # Name line.
        self._paint_pawn(p, seat, QPointF(box.x() + 30, top + 48), 26)
        p.setPen(QColor(pal.ink))
        p.setFont(font(24, True))
        name = _("{name}  ·  to move").format(name=self.names[seat]) if active else self.names[seat]
        p.drawText(QRectF(box.x() + 54, top + 12, 330, 36), Qt.AlignmentFlag.AlignVCenter, name)
        persp = view["perspectives"][seat]
        p.setFont(font(16))
        p.setPen(QColor(pal.soft))
        where = (_("sits south"), _("sits north"))[seat]
        fan = {"L": _("fanned left"), "R": _("fanned right"), None: _("not fanned yet")}[persp]
        p.drawText(QRectF(box.x() + 54, top + 44, 330, 24), Qt.AlignmentFlag.AlignVCenter,
                   _("{where} · {fan}").format(where=where, fan=fan))
        # Balance track -2..+2.
        self._paint_balance(p, seat, QRectF(box.x() + 370, top + 14, 200, 56))
        # Goals.
        self._paint_goals(p, seat, QRectF(box.x() + 16, top + 80, box.width() - 32, 30))
        # The hand.
        hand = view["hands"][seat]
        if not hand:
            p.setPen(QColor(pal.soft))
            p.setFont(font(17))
            o = hand_origin(seat)
            p.drawText(QRectF(o.x(), o.y(), PANEL_W, CARD_H), Qt.AlignmentFlag.AlignCenter, _("no cards in hand"))
        for card in hand:
            self._paint_card(p, card, self.card_rects[card["id"]], persp)
        # Discards.
        n = len(view["discards"][seat])
        p.setPen(QColor(pal.soft))
        p.setFont(font(15))
        o = hand_origin(seat)
        p.drawText(
            QRectF(o.x(), o.y() + CARD_H + 8, PANEL_W, 24),
            Qt.AlignmentFlag.AlignLeft,
            _("hand {n}/6 · discard pile {d}").format(n=len(hand), d=n),
        )

    def _paint_balance(self, p: QPainter, seat: int, rect: QRectF) -> None:
        pal = self.pal
        value = self.view["balances"][seat]
        p.setFont(font(13))
        p.setPen(QColor(pal.soft))
        p.drawText(QRectF(rect.x(), rect.y() - 2, rect.width(), 16), Qt.AlignmentFlag.AlignCenter, _("balance"))
        # A balance that broke the couple (-3, +3) gets its own cell at the end of the track.
        values = range(min(-2, value), max(2, value) + 1)
        step = rect.width() / len(values)
        for i, v in enumerate(values):
            c = QPointF(rect.x() + step * (i + 0.5), rect.y() + 34)
            on = v == value
            broken = abs(v) > 2
            base = QColor(theme.DANGER if abs(v) >= 2 else pal.rule)
            p.setPen(QPen(base, 2))
            fill = QColor(theme.DANGER) if broken else QColor(theme.SEATS[seat]["colour"])
            p.setBrush(fill if on else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, 15 if on else 13, 15 if on else 13)
            p.setPen(QColor("#FFFFFF") if on else QColor(pal.ink))
            p.setFont(font(15, on))
            p.drawText(QRectF(c.x() - 16, c.y() - 12, 32, 24), Qt.AlignmentFlag.AlignCenter, f"{v:+d}" if v else "0")

    def _paint_goals(self, p: QPainter, seat: int, rect: QRectF) -> None:
        view = self.view
        pal = self.pal
        p.setFont(font(16))
        p.setPen(QColor(pal.ink))
        x = rect.x()
        goal = view["active_goals"][seat]
        p.drawText(QRectF(x, rect.y(), 60, rect.height()), Qt.AlignmentFlag.AlignVCenter, _("goal"))
        x += 48
        chip = QRectF(x, rect.y() + 1, 150, rect.height() - 2)
        if goal is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(EMOTION_HEX[goal]))
            p.drawRoundedRect(chip, 8, 8)
            p.setBrush(QColor("#FFFFFF"))
            p.drawPath(shape_path(EMOTION_SHAPE[goal], QPointF(chip.x() + 16, chip.center().y()), 8))
            p.setPen(QColor("#FFFFFF"))
            p.setFont(font(16, True))
            p.drawText(chip.adjusted(30, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, emotion_word(goal))
        else:
            p.setPen(QPen(QColor(pal.rule), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(chip, 8, 8)
            p.setPen(QColor(pal.soft))
            p.setFont(font(15))
            text = _("reveal next") if view["needs_reveal"][seat] else (
                _("ring done") if view["ring"] < 3 else _("to the heart"))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
        x = chip.right() + 14
        # Ring progress: done goals of this ring as filled pips, the rest hollow.
        left = view["ring_goals_left"][seat]
        done_here = max(0, 4 - left) if view["ring"] < 3 else 4
        p.setFont(font(14))
        p.setPen(QColor(pal.soft))
        p.drawText(QRectF(x, rect.y(), 120, rect.height()), Qt.AlignmentFlag.AlignVCenter, _("this ring"))
        x += 78
        for i in range(4):
            c = QPointF(x + i * 22, rect.center().y())
            p.setPen(QPen(QColor(pal.ink), 1.6))
            p.setBrush(QColor(theme.SUCCESS) if i < done_here else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, 7.5, 7.5)
        x += 4 * 22 + 8
        p.setPen(QColor(pal.soft))
        total = len(view["goals_done"][seat])
        p.drawText(QRectF(x, rect.y(), 120, rect.height()), Qt.AlignmentFlag.AlignVCenter,
                   _("{n}/12 done").format(n=total))

    def _paint_card(self, p: QPainter, card: dict[str, Any], rect: QRectF, persp: str | None) -> None:
        pal = self.pal
        cid = card["id"]
        lift = 0.0
        glow = False
        marks = self.marks
        if marks.interactive:
            if cid == marks.selected_card:
                lift = 10.0
            payers = marks.next_nodes.get(marks.pending_node or marks.hover_node or marks.demo_node or "", [])
            glow = cid in payers
            if cid == marks.hover_card:
                lift = max(lift, 5.0)
        r = rect.translated(0, -lift)
        edge = QColor(theme.HIGHLIGHT) if glow or cid == marks.selected_card else QColor(pal.rule)
        p.setPen(QPen(edge, 3.5 if glow else 1.4))
        p.setBrush(QColor(pal.card))
        p.drawRoundedRect(r, 9, 9)
        # The split heart.
        centre = QPointF(r.center().x(), r.y() + 48)
        hp = heart_path(centre, 70)
        for half, emotion in (("L", card["left"]), ("R", card["right"])):
            clip = QPainterPath()
            if half == "L":
                clip.addRect(QRectF(r.x(), r.y(), r.width() / 2, r.height()))
            else:
                clip.addRect(QRectF(r.center().x(), r.y(), r.width() / 2, r.height()))
            part = hp.intersected(clip)
            counts = persp == half
            colour = QColor(EMOTION_HEX[emotion])
            if persp is not None and not counts:
                colour.setAlphaF(0.28)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawPath(part)
            sx = r.center().x() + (-14 if half == "L" else 14)
            white = QColor("#FFFFFF")
            if persp is not None and not counts:
                white.setAlphaF(0.55)
            p.setBrush(white)
            p.drawPath(shape_path(EMOTION_SHAPE[emotion], QPointF(sx, centre.y() - 3), 7.5))
        # The counting emotion, in words.
        if card.get("visible"):
            p.setPen(QColor(CARD_INK))
            p.setFont(font(15, True))
            p.drawText(QRectF(r.x(), r.bottom() - 30, r.width(), 24), Qt.AlignmentFlag.AlignCenter,
                       emotion_word(card["visible"]))
            # A small marker under the counting half.
            mx = r.x() + (r.width() * 0.25 if persp == "L" else r.width() * 0.75)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(EMOTION_HEX[card["visible"]]))
            p.drawRoundedRect(QRectF(mx - 14, r.bottom() - 36, 28, 4), 2, 2)

    def _paint_middle_panel(self, p: QPainter) -> None:
        view = self.view
        pal = self.pal
        rect = QRectF(PANEL_X - 12, 366, PANEL_W + 20, 276)
        p.setFont(font(19, True))
        p.setPen(QColor(pal.ink))
        ring = view["ring"]
        ring_text = (_("Outer ring"), _("Middle ring"), _("Inner ring"), _("The heart is open"))[ring]
        p.drawText(QRectF(rect.x() + 8, rect.y() + 6, rect.width(), 30), Qt.AlignmentFlag.AlignVCenter, ring_text)
        turn = (
            _("turn {n}").format(n=view["turn"] + 1) if view["phase"] == "play"
            else (_("set-up: fan your hands") if view["phase"] == "fan" else _("game over"))
        )
        p.setFont(font(16))
        p.setPen(QColor(pal.soft))
        p.drawText(QRectF(rect.x() + 8, rect.y() + 6, rect.width() - 16, 30),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, turn)
        # The piles, drawn as piles: the draw deck, both discard piles (their
        # top card face up), both face-down goal piles and the goal deck.
        y = rect.y() + 44
        w, h = 56.0, 78.0
        discards = view["discards"]
        piles = [
            (_("draw deck"), view["deck_count"], None, "deck"),
            *((_("{name}'s discards").format(name=self.names[s]), len(discards[s]),
               discards[s][-1] if discards[s] else None, "discard") for s in (0, 1)),
            *((_("{name}'s goals").format(name=self.names[s]), view["goal_pile_counts"][s], None, "goal")
              for s in (0, 1)),
            (_("goal deck"), view["goal_deck_count"], None, "goal"),
        ]
        step = (rect.width() - 16) / len(piles)
        for i, (label, count, top, kind) in enumerate(piles):
            x = rect.x() + 8 + i * step + (step - w) / 2
            self._paint_pile(p, QRectF(x, y, w, h), count, top, kind)
            p.setPen(QColor(pal.ink))
            p.setFont(font(15, True))
            p.drawText(QRectF(x - 20, y + h + 4, w + 40, 20), Qt.AlignmentFlag.AlignCenter, str(count))
            p.setPen(QColor(pal.soft))
            p.setFont(font(12))
            p.drawText(QRectF(x - (step - w) / 2, y + h + 22, step, 18), Qt.AlignmentFlag.AlignCenter,
                       self._elide_text(label, 13, step - 4))
        # The emotion key: colour and shape, both.
        y = rect.y() + 196
        p.setFont(font(15))
        for i, emotion in enumerate(data.EMOTIONS):
            x = rect.x() + 8 + i * 140
            c = QPointF(x + 12, y + 12)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(EMOTION_HEX[emotion]))
            p.drawEllipse(c, 12, 12)
            p.setBrush(QColor("#FFFFFF"))
            p.drawPath(shape_path(EMOTION_SHAPE[emotion], c, 6))
            p.setPen(QColor(pal.ink))
            delta = data.BALANCE_CHANGE[emotion]
            p.drawText(QRectF(x + 30, y, 110, 24), Qt.AlignmentFlag.AlignVCenter,
                       _("{emotion} {change}").format(emotion=emotion_word(emotion), change=f"{delta:+d}"))
        # The outcome.
        ending = view_ending(view)
        if ending is not None:
            won = bool(view["outcome"]["winners"])
            box = QRectF(rect.x() + 4, rect.y() + 32, rect.width() - 8, 150)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(theme.SUCCESS if won else theme.DANGER))
            p.drawRoundedRect(box, 14, 14)
            p.setPen(QColor("#FFFFFF"))
            p.setFont(font(19, True))
            p.drawText(box.adjusted(18, 10, -18, -10), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                       render(ending, dict(enumerate(self.names))))

    def _elide_text(self, text: str, px: float, width: float) -> str:
        return QFontMetricsF(font(px)).elidedText(text, Qt.TextElideMode.ElideRight, width)

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
            hp = heart_path(QPointF(r.center().x(), r.center().y() - 2), r.width() * 0.8)
            for half, emotion in (("L", top["left"]), ("R", top["right"])):
                clip = QPainterPath()
                clip.addRect(QRectF(r.x() if half == "L" else r.center().x(), r.y(), r.width() / 2, r.height()))
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(EMOTION_HEX[emotion]))
                p.drawPath(hp.intersected(clip))
                p.setBrush(QColor("#FFFFFF"))
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


