"""...and then we held hands on screen: the ring board, both hands, both balances.

Everything is painted with QPainter in one logical 1600 x 1000 space that is
scaled to the widget, so the board stays vector-sharp at any size, zoom and
screen density. The same painter draws the play table (light) and the
projector (dark, bigger type); the projector is only ever handed the public
view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ... import theme
from ...ui.kit.gameview import GameView
from ...ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from . import data
from .ai import Ctx, enumerate_moves, reachable
from .data import EMOTION_HEX, EMOTION_SHAPE, HEART, NODES
from .rules import EndTurn, Fan, RevealGoal, Step

W, H = 1600.0, 1000.0  # the logical table
BOARD_C = QPointF(500.0, 500.0)
BOARD_R = 430.0
NODE_R = (19.0, 17.0, 16.0)  # node radius per ring
HEART_R = 40.0
CARD_W, CARD_H = 82.0, 116.0
PANEL_X = 1010.0
PANEL_W = 570.0
SEAT_NAMES = ("Player 1", "Player 2")


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
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return f


def emotion_label(emotion: str) -> str:
    return f"{emotion} ({data.COLOUR_NAME[emotion]})"


class Table(QWidget):
    """The painted table. Emits clicks on nodes and cards in logical terms."""

    node_clicked = Signal(str)
    card_clicked = Signal(int)
    right_clicked = Signal()

    def __init__(self, palette: Palette = LIGHT, parent: QWidget | None = None):
        super().__init__(parent)
        self.pal = palette
        self.names = list(SEAT_NAMES)
        self.view: dict[str, Any] | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(480, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # Interaction overlays, set by the BoardView:
        self.reach: dict[str, str] = {}
        self.next_nodes: dict[str, list[int]] = {}  # node -> cards that can pay it now
        self.selected_card: int | None = None
        self.pending_node: str | None = None
        self.armed_node: str | None = None  # a losing step clicked once
        self.hover_node: str | None = None
        self.hover_card: int | None = None
        self.demo_node: str | None = None  # a shown "hover" for screenshots
        self.interactive = False
        self.card_rects: dict[int, QRectF] = {}
        self._anim_pos: dict[int, QPointF] = {}
        self._anims: list[QVariantAnimation] = []
        self._last_positions: list[str] | None = None

    # -- geometry --------------------------------------------------------------------
    def _transform(self) -> tuple[float, float, float]:
        s = min(self.width() / W, self.height() / H)
        ox = (self.width() - W * s) / 2
        oy = (self.height() - H * s) / 2
        return s, ox, oy

    def to_widget(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF(ox + p.x() * s, oy + p.y() * s)

    def to_logical(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF((p.x() - ox) / s, (p.y() - oy) / s)

    def node_at(self, p: QPointF) -> str | None:
        best, best_d = None, 1e9
        for nid in NODES:
            c = node_point(nid)
            d = math.hypot(c.x() - p.x(), c.y() - p.y())
            # Generous targets: a little more than the drawn node.
            if d <= node_radius(nid) + 9 and d < best_d:
                best, best_d = nid, d
        return best

    def card_at(self, p: QPointF) -> int | None:
        for cid, rect in reversed(list(self.card_rects.items())):
            if rect.contains(p):
                return cid
        return None

    # -- data ----------------------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        old = self._last_positions
        self.view = view
        self._layout_cards()
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
            self._anim_pos[seat] = value
            self.update()

        def done(seat: int = seat, anim: QVariantAnimation = anim) -> None:
            self._anim_pos.pop(seat, None)
            if anim in self._anims:
                self._anims.remove(anim)
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims.append(anim)
        anim.start()

    def _hand_origin(self, seat: int) -> QPointF:
        # Player 2 (north) at the top of the panel, Player 1 (south) at the bottom.
        return QPointF(PANEL_X + 6, self._panel_top(seat) + 122)

    @staticmethod
    def _panel_top(seat: int) -> float:
        return 14.0 if seat == 1 else 646.0

    def _layout_cards(self) -> None:
        self.card_rects = {}
        if not self.view:
            return
        for seat in (0, 1):
            o = self._hand_origin(seat)
            hand = self.view["hands"][seat]
            gap = min(CARD_W + 12, (PANEL_W - CARD_W - 12) / max(len(hand) - 1, 1)) if len(hand) > 1 else 0
            for i, card in enumerate(hand):
                self.card_rects[card["id"]] = QRectF(o.x() + i * gap, o.y(), CARD_W, CARD_H)

    # -- input ---------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        p = self.to_logical(event.position())
        node = self.node_at(p)
        card = self.card_at(p)
        if (node, card) != (self.hover_node, self.hover_card):
            self.hover_node, self.hover_card = node, card
            clickable = self.interactive and (
                (node is not None and (node in self.next_nodes or node in self.reach)) or card is not None
            )
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.setToolTip(self._tooltip(node, card))
            self.update()

    def leaveEvent(self, event) -> None:  # noqa: N802
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
        node = self.node_at(p)
        if node is not None:
            self.node_clicked.emit(node)

    def _tooltip(self, node: str | None, card: int | None) -> str:
        if node is not None:
            if node == HEART:
                return "The heart: enter it with any card once the inner ring is done; your balance must then be 0."
            n = NODES[node]
            text = f"{emotion_label(n.emotion)} · {data.RING_NAMES[n.ring]} ring"
            if n.side is None:
                text += " · middle node (you may keep or switch perspective here)"
            return text
        if card is not None and self.view:
            for seat in (0, 1):
                for c in self.view["hands"][seat]:
                    if c["id"] == card:
                        return (
                            f"{self.names[seat]}'s card: left {emotion_label(c['left'])}, "
                            f"right {emotion_label(c['right'])}; counts as {c['visible']}"
                        )
        return ""

    # -- painting --------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(self.pal.bg))
        s, ox, oy = self._transform()
        p.translate(ox, oy)
        p.scale(s, s)
        self.paint_table(p)
        p.end()

    def paint_table(self, p: QPainter) -> None:
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
        if self.interactive:
            for nid, status in self.reach.items():
                if nid in self.next_nodes:
                    continue
                c = node_point(nid)
                colour = QColor(theme.HIGHLIGHT if status == "safe" else theme.DANGER)
                colour.setAlpha(95)
                p.setPen(QPen(QColor(theme.HIGHLIGHT if status == "safe" else theme.DANGER), 1.6, Qt.PenStyle.DotLine))
                p.setBrush(colour)
                p.drawEllipse(c, node_radius(nid) + 7, node_radius(nid) + 7)
            for nid in self.next_nodes:
                c = node_point(nid)
                losing = self.reach.get(nid) == "loses" and not self._has_safe_payment(nid)
                colour = QColor(theme.DANGER if losing else theme.HIGHLIGHT)
                width = 5.0 if nid in (self.hover_node, self.pending_node, self.armed_node, self.demo_node) else 3.5
                p.setPen(QPen(colour, width))
                p.setBrush(Qt.BrushStyle.NoBrush)
                grow = 12 if nid == self.hover_node else 9
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
            if nid == self.hover_node:
                p.setPen(QPen(QColor(pal.ink), 2.0))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, r + 3, r + 3)
        # The heart.
        heart_open = ring >= 3
        hp = heart_path(BOARD_C, HEART_R * 2.2)
        p.setPen(QPen(QColor(pal.bg), 3))
        heart_colour = QColor("#C9415F")
        if not heart_open:
            heart_colour.setAlphaF(0.5)
        p.setBrush(heart_colour)
        p.drawPath(hp)
        p.setPen(QColor("#FFFFFF"))
        p.setFont(font(15, True))
        p.drawText(QRectF(BOARD_C.x() - 40, BOARD_C.y() - 14, 80, 24), Qt.AlignmentFlag.AlignCenter, "open" if heart_open else "")
        # Seat labels at the board's edge (who sits where).
        p.setFont(font(18, True))
        for seat, y in ((0, BOARD_C.y() + BOARD_R + 62), (1, BOARD_C.y() - BOARD_R - 62)):
            p.setPen(QColor(theme.SEATS[seat]["colour"]))
            p.drawText(QRectF(BOARD_C.x() - 150, y - 14, 300, 28), Qt.AlignmentFlag.AlignCenter, self.names[seat])
        # Left / right hints for seat 1 at the bottom corners.
        p.setPen(QColor(pal.soft))
        p.setFont(font(15))
        p.drawText(QRectF(40, BOARD_C.y() + BOARD_R - 10, 200, 60), Qt.AlignmentFlag.AlignLeft, "west\nP1 left · P2 right")
        p.drawText(QRectF(760, BOARD_C.y() + BOARD_R - 10, 200, 60), Qt.AlignmentFlag.AlignRight, "east\nP1 right · P2 left")

    def _named(self, text: str) -> str:
        for seat, default in enumerate(SEAT_NAMES):
            text = text.replace(default, self.names[seat])
        return text

    def _has_safe_payment(self, nid: str) -> bool:
        return self.reach.get(nid) == "safe"

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
        for a, b in zip(pts, pts[1:]):
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
            c = self._anim_pos.get(seat, node_point(nid))
            if nid == HEART and seat not in self._anim_pos:
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
        top = self._panel_top(seat)
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
        name = self.names[seat] + ("  ·  to move" if active else "")
        p.drawText(QRectF(box.x() + 54, top + 12, 330, 36), Qt.AlignmentFlag.AlignVCenter, name)
        persp = view["perspectives"][seat]
        p.setFont(font(16))
        p.setPen(QColor(pal.soft))
        fan = {"L": "fanned left", "R": "fanned right", None: "not fanned yet"}[persp]
        where = "south" if seat == 0 else "north"
        p.drawText(QRectF(box.x() + 54, top + 44, 330, 24), Qt.AlignmentFlag.AlignVCenter, f"sits {where} · {fan}")
        # Balance track -2..+2.
        self._paint_balance(p, seat, QRectF(box.x() + 370, top + 14, 200, 56))
        # Goals.
        self._paint_goals(p, seat, QRectF(box.x() + 16, top + 80, box.width() - 32, 30))
        # The hand.
        hand = view["hands"][seat]
        if not hand:
            p.setPen(QColor(pal.soft))
            p.setFont(font(17))
            o = self._hand_origin(seat)
            p.drawText(QRectF(o.x(), o.y(), PANEL_W, CARD_H), Qt.AlignmentFlag.AlignCenter, "no cards in hand")
        for card in hand:
            self._paint_card(p, card, self.card_rects[card["id"]], persp)
        # Discards.
        n = len(view["discards"][seat])
        p.setPen(QColor(pal.soft))
        p.setFont(font(15))
        o = self._hand_origin(seat)
        p.drawText(
            QRectF(o.x(), o.y() + CARD_H + 8, PANEL_W, 24),
            Qt.AlignmentFlag.AlignLeft,
            f"hand {len(hand)}/6 · discard pile {n}",
        )

    def _paint_balance(self, p: QPainter, seat: int, rect: QRectF) -> None:
        pal = self.pal
        value = self.view["balances"][seat]
        p.setFont(font(13))
        p.setPen(QColor(pal.soft))
        p.drawText(QRectF(rect.x(), rect.y() - 2, rect.width(), 16), Qt.AlignmentFlag.AlignCenter, "balance")
        step = rect.width() / 5
        for i, v in enumerate(range(-2, 3)):
            c = QPointF(rect.x() + step * (i + 0.5), rect.y() + 34)
            on = v == value
            danger = abs(v) == 2
            base = QColor(theme.DANGER if danger else pal.rule)
            p.setPen(QPen(base, 2))
            p.setBrush(QColor(theme.SEATS[seat]["colour"]) if on else Qt.BrushStyle.NoBrush)
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
        p.drawText(QRectF(x, rect.y(), 60, rect.height()), Qt.AlignmentFlag.AlignVCenter, "goal")
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
            p.drawText(chip.adjusted(30, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, goal)
        else:
            p.setPen(QPen(QColor(pal.rule), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(chip, 8, 8)
            p.setPen(QColor(pal.soft))
            p.setFont(font(15))
            text = "reveal next" if view["needs_reveal"][seat] else ("ring done" if view["ring"] < 3 else "to the heart")
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
        x = chip.right() + 14
        # Ring progress: done goals of this ring as filled pips, the rest hollow.
        left = view["ring_goals_left"][seat]
        done_here = max(0, 4 - left) if view["ring"] < 3 else 4
        p.setFont(font(14))
        p.setPen(QColor(pal.soft))
        p.drawText(QRectF(x, rect.y(), 120, rect.height()), Qt.AlignmentFlag.AlignVCenter, "this ring")
        x += 78
        for i in range(4):
            c = QPointF(x + i * 22, rect.center().y())
            p.setPen(QPen(QColor(pal.ink), 1.6))
            p.setBrush(QColor(theme.SUCCESS) if i < done_here else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, 7.5, 7.5)
        x += 4 * 22 + 8
        p.setPen(QColor(pal.soft))
        total = len(view["goals_done"][seat])
        p.drawText(QRectF(x, rect.y(), 120, rect.height()), Qt.AlignmentFlag.AlignVCenter, f"{total}/12 done")

    def _paint_card(self, p: QPainter, card: dict[str, Any], rect: QRectF, persp: str | None) -> None:
        pal = self.pal
        cid = card["id"]
        lift = 0.0
        glow = False
        if self.interactive:
            if cid == self.selected_card:
                lift = 10.0
            payers = self.next_nodes.get(self.pending_node or self.hover_node or self.demo_node or "", [])
            glow = cid in payers
            if cid == self.hover_card:
                lift = max(lift, 5.0)
        r = rect.translated(0, -lift)
        p.setPen(QPen(QColor(theme.HIGHLIGHT) if glow or cid == self.selected_card else QColor(pal.rule), 3.5 if glow else 1.4))
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
            p.drawText(QRectF(r.x(), r.bottom() - 30, r.width(), 24), Qt.AlignmentFlag.AlignCenter, card["visible"])
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
        ring_text = "The heart is open" if ring >= 3 else f"{data.RING_NAMES[ring].capitalize()} ring"
        p.drawText(QRectF(rect.x() + 8, rect.y() + 6, rect.width(), 30), Qt.AlignmentFlag.AlignVCenter, ring_text)
        turn = (
            f"turn {view['turn'] + 1}" if view["phase"] == "play"
            else ("set-up: fan your hands" if view["phase"] == "fan" else "game over")
        )
        p.setFont(font(16))
        p.setPen(QColor(pal.soft))
        p.drawText(QRectF(rect.x() + 8, rect.y() + 6, rect.width() - 16, 30),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, turn)
        # The piles, drawn as piles: the draw deck, both discard piles (their
        # top card face up), both face-down goal piles and the goal deck.
        y = rect.y() + 44
        w, h = 56.0, 78.0
        piles = [
            ("draw deck", view["deck_count"], None, "deck"),
            (f"{self.names[0]}'s discards", len(view["discards"][0]), view["discards"][0][-1] if view["discards"][0] else None, "discard"),
            (f"{self.names[1]}'s discards", len(view["discards"][1]), view["discards"][1][-1] if view["discards"][1] else None, "discard"),
            (f"{self.names[0]}'s goals", view["goal_pile_counts"][0], None, "goal"),
            (f"{self.names[1]}'s goals", view["goal_pile_counts"][1], None, "goal"),
            ("goal deck", view["goal_deck_count"], None, "goal"),
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
            p.drawText(QRectF(x + 30, y, 110, 24), Qt.AlignmentFlag.AlignVCenter, f"{emotion} {delta:+d}")
        # The outcome.
        if view["outcome"]:
            won = bool(view["outcome"]["winners"])
            box = QRectF(rect.x() + 4, rect.y() + 32, rect.width() - 8, 150)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(theme.SUCCESS if won else theme.DANGER))
            p.drawRoundedRect(box, 14, 14)
            p.setPen(QColor("#FFFFFF"))
            p.setFont(font(19, True))
            p.drawText(box.adjusted(18, 10, -18, -10), Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self._named(view["outcome"]["message"]))

    def _elide_text(self, text: str, px: float, width: float) -> str:
        from PySide6.QtGui import QFontMetricsF

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


class BoardView(GameView):
    """The play area: the painted table and a row of turn buttons."""

    def __init__(self, game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.legal: list[Any] = []
        self.interactive = False
        self.table = Table(LIGHT, self)
        self.table.node_clicked.connect(self._on_node)
        self.table.card_clicked.connect(self._on_card)
        self.table.right_clicked.connect(self.undo_requested)
        self._zoom = 1.0

        self.buttons = QWidget()
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(12, 6, 12, 10)
        row.setSpacing(12)
        self.fan_left = QPushButton("Fan hand left")
        self.fan_right = QPushButton("Fan hand right")
        self.reveal = QPushButton("Reveal my next goal")
        self.take_back = QPushButton("Take back step")
        self.end_keep = QPushButton("End move")
        self.end_switch = QPushButton("End move and switch")
        for b in (self.fan_left, self.fan_right, self.reveal, self.take_back, self.end_keep, self.end_switch):
            b.setMinimumHeight(44)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            row.addWidget(b)
        for b in (self.reveal, self.end_keep, self.end_switch):
            b.setProperty("primary", True)
        row.addStretch(1)
        # Keys for the turn buttons (they work while their button is shown).
        self.end_keep.setShortcut(QKeySequence("Return"))
        self.end_keep.setToolTip("End the move (Enter)")
        self.end_switch.setShortcut(QKeySequence("Shift+Return"))
        self.end_switch.setToolTip("End the move and switch perspective (Shift+Enter)")
        self.take_back.setShortcut(QKeySequence("Backspace"))
        self.take_back.setToolTip("Take back the last step (Backspace, Ctrl+Z or a right-click)")
        self.reveal.setShortcut(QKeySequence("Return"))
        self.reveal.setToolTip("Reveal your next goal (Enter)")
        self.fan_left.clicked.connect(lambda: self._choose(Fan("L")))
        self.fan_right.clicked.connect(lambda: self._choose(Fan("R")))
        self.reveal.clicked.connect(lambda: self._choose(RevealGoal()))
        self.take_back.clicked.connect(self.undo_requested)
        self.end_keep.clicked.connect(lambda: self._end(0))
        self.end_switch.clicked.connect(lambda: self._end(1))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)

        self.hint_action = QAction("Can we still make it?", self)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_action.triggered.connect(self.show_hint)
        self._prompt = ""
        self._update_buttons()

    # -- the contract --------------------------------------------------------------------
    def show_view(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any], interactive: bool) -> None:
        turn_changed = self.view is None or (view["turn"], view["current"]) != (self.view["turn"], self.view["current"])
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.interactive = interactive and seat is not None and bool(self.legal)
        if turn_changed or not self.interactive:
            self.table.selected_card = None
        self.table.pending_node = None
        self.table.armed_node = None
        self.table.interactive = self.interactive
        self._compute_moves()
        self.table.set_view(view)
        self._update_buttons()

    def menu_actions(self) -> list:
        return [self.hint_action]

    def controls(self) -> QWidget:
        """The turn buttons, kept by the shell below the zooming board."""
        return self.buttons

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = [n or d for n, d in zip(list(names) + ["", ""], SEAT_NAMES)]
        self.table.update()

    def prompt(self) -> str:
        return self._prompt

    def set_zoom(self, factor: float) -> None:
        self._zoom = factor
        # Zoom enlarges the table inside the window; the view stays vector-drawn.
        self.table.setMinimumSize(int(480 * factor), int(300 * factor))
        self.table.update()

    # -- helpers for tests and the shell -----------------------------------------------------
    def node_pos(self, node_id: str):
        """Where ``node_id`` is drawn, in table widget coordinates (for clicks)."""
        return self.table.to_widget(node_point(node_id)).toPoint()

    def card_pos(self, card_id: int):
        return self.table.to_widget(self.table.card_rects[card_id].center()).toPoint()

    def prepare_screenshot(self, what: str) -> None:
        """For screenshots: hover the first step so its paying cards glow."""
        if self.table.next_nodes:
            node = sorted(self.table.next_nodes)[0]
            self.table.demo_node = node
            self.table.update()

    # -- moves ------------------------------------------------------------------------
    def _compute_moves(self) -> None:
        self.table.reach = {}
        self.table.next_nodes = {}
        view = self.view
        if not self.interactive or view is None:
            return
        steps = [a for a in self.legal if isinstance(a, Step)]
        if not steps:
            return
        self.table.reach = reachable(view)
        ordered = self._card_order()
        for step in steps:
            self.table.next_nodes.setdefault(step.node, []).append(step.card)
        for cards in self.table.next_nodes.values():
            cards.sort(key=lambda c: ordered.get(c, 99))

    def _card_order(self) -> dict[int, int]:
        """Preferred payment order: the bots' choice (own hand first, least needed card)."""
        ctx = Ctx.from_view(self.view)
        order: dict[int, int] = {}
        for plan in enumerate_moves(ctx, include_stop=False, limit=2000, exact=False):
            if plan.steps:
                card = plan.steps[0][1]
                order.setdefault(card, len(order))
        return order

    def _on_node(self, node: str) -> None:
        if not self.interactive or self.view is None:
            return
        payers = self.table.next_nodes.get(node)
        if not payers:
            self._refuse_click(node)
            return
        card = None
        if self.table.selected_card in payers:
            card = self.table.selected_card
        elif len({self._visible(c) for c in payers}) == 1 and len(payers) == 1:
            card = payers[0]
        elif self.table.pending_node == node:
            card = payers[0]
        if card is None:
            self.table.pending_node = node
            self.table.update()
            n = NODES[node]
            where = "the heart" if node == HEART else f"this {n.emotion} node"
            self._set_prompt(f"Choose a glowing card to pay for {where} (or click the node again for the first one).")
            return
        if self.table.reach.get(node) == "loses" and not self._card_is_safe(node, card):
            if self.table.armed_node != node:
                self.table.armed_node = node
                self.table.update()
                self.refuse("This step would take your balance out of -2..+2 and the couple would break up. Click it again to do it anyway.")
                return
        self._choose(Step(node, card))

    def _card_is_safe(self, node: str, card: int) -> bool:
        view = self.view
        seat = view["current"]
        played = len(view["cards_played"])
        if played + 1 >= data.RESET_STEP:
            return True
        after = view["balances"][seat] + data.BALANCE_CHANGE[self._visible(card)]
        return data.BALANCE_MIN <= after <= data.BALANCE_MAX

    def _on_card(self, card: int) -> None:
        if not self.interactive or self.view is None:
            return
        pending = self.table.pending_node
        if pending and card in self.table.next_nodes.get(pending, []):
            self.table.selected_card = card
            self._on_node(pending)
            return
        if pending:
            self.refuse(f"That card cannot pay for that node: it shows {self._visible(card)}.")
            return
        self.table.selected_card = None if self.table.selected_card == card else card
        self.table.update()
        if self.table.selected_card is not None:
            nodes = [n for n, cs in self.table.next_nodes.items() if card in cs]
            self._set_prompt(
                f"This card pays a step to {len(nodes)} glowing node{'s' if len(nodes) != 1 else ''}."
                if nodes
                else "This card cannot pay any step from here."
            )

    def _visible(self, card: int) -> str:
        for seat in (0, 1):
            for c in self.view["hands"][seat]:
                if c["id"] == card:
                    return c["visible"]
        return "?"

    def _refuse_click(self, node: str) -> None:
        """A click on a node with no legal step. Where the click is only in the
        wrong place, say how to click; otherwise let the rules say why (the
        shell sends their refusal back through ``refuse``)."""
        view = self.view
        seat = view["current"]
        here = view["positions"][seat]
        if view["phase"] == "play" and not view["needs_reveal"][seat]:
            if node == here:
                self.refuse("Your pawn is here: click a glowing neighbouring node.")
                return
            if node in self.table.reach and node not in data.ADJACENT[here]:
                self.refuse("Step by step: first click a glowing node next to your pawn.")
                return
        cards = [c["id"] for hand in view["hands"] for c in hand]
        self._choose(Step(node, cards[0] if cards else -1))

    def _end(self, which: int) -> None:
        ends = [a for a in self.legal if isinstance(a, EndTurn)]
        if not ends:
            self.refuse("A move must enter at least one node before the turn ends.")
            return
        self._choose(ends[min(which, len(ends) - 1)])

    def _choose(self, action: Any) -> None:
        if self.seat is None:
            return
        self.table.selected_card = None
        self.table.pending_node = None
        self.table.armed_node = None
        self.action_chosen.emit(self.seat, action)

    def _set_prompt(self, text: str) -> None:
        self._prompt = text
        self.message.emit(text)

    def _update_buttons(self) -> None:
        legal = self.legal if self.interactive else []
        fan = any(isinstance(a, Fan) for a in legal)
        reveal = any(isinstance(a, RevealGoal) for a in legal)
        ends = [a for a in legal if isinstance(a, EndTurn)]
        steps = any(isinstance(a, Step) for a in legal)
        view = self.view
        self.fan_left.setVisible(fan)
        self.fan_right.setVisible(fan)
        if fan and view:
            hand = view["hands"][view["current"]]
            for button, side, half in ((self.fan_left, "left", "left"), (self.fan_right, "right", "right")):
                counts = {e: sum(c[half] == e for c in hand) for e in data.EMOTIONS}
                shown = " · ".join(f"{n} {e}" for e, n in counts.items() if n)
                button.setText(f"Fan hand {side}:  {shown}")
        self.reveal.setVisible(reveal)
        moving = bool(view and view["phase"] == "play" and not reveal and self.interactive)
        self.take_back.setVisible(moving)
        self.take_back.setEnabled(bool(view and view["path"]))
        self.end_keep.setVisible(moving and bool(ends))
        self.end_switch.setVisible(moving and len(ends) == 2)
        if ends and view:
            seat = view["current"]
            now = view["perspectives"][seat]
            side = {"L": "left", "R": "right"}
            if len(ends) == 2:
                self.end_keep.setText(f"End move, keep {side[now]}")
                self.end_switch.setText(f"End move, switch to {side[ends[1].perspective]}")
            else:
                change = "" if ends[0].perspective == now else f" (perspective switches to {side[ends[0].perspective]})"
                self.end_keep.setText("End move" + change)
        else:
            self.end_keep.setText("End move")
        # The prompt for the status line.
        if not view or not self.interactive:
            self._prompt = ""
        elif fan:
            self._prompt = "Look at your cards, then fan your hand to the left or the right."
        elif reveal:
            self._prompt = "Reveal your next goal: that is your whole turn."
        elif steps and not view["path"]:
            self._prompt = "Click a glowing node next to your pawn to step there; pale nodes can be reached later this turn."
        elif steps or ends:
            self._prompt = "Step on, take a step back (right-click), or end your move."
        else:
            self._prompt = ""

    # -- the hint --------------------------------------------------------------------
    def show_hint(self) -> None:
        from .hint import can_we_make_it

        if self.view is None:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            result = can_we_make_it(self.view)
        finally:
            QApplication.restoreOverrideCursor()
        self.last_hint = result
        text = result.message
        if result.turns:
            text += "\n\nOne way:\n" + "\n".join(f"  {i}. {t}" for i, t in enumerate(result.turns, 1))
        box = QMessageBox(QMessageBox.Icon.Information, "Can we still make it?", text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("hint-box")
        box.open()
        self._hint_box = box


class ProjectorBoard(ProjectorBoardBase):
    """The public table for the projector: dark, large, nothing interactive."""

    def __init__(self, game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.public_view = None
        self.table = Table(DARK, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = [n or d for n, d in zip(list(names) + ["", ""], SEAT_NAMES)]
        self.table.update()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.public_view = view
        self.table.interactive = False
        self.table.set_view(view)
