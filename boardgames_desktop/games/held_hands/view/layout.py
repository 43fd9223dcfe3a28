"""The held-hands table's logical layout, shared by the painter and the widgets:
the sizes of the 1000-unit-tall table, the palettes, where the nodes, hands and
panels lie, the shapes of nodes and hearts, and the words of the emotions.

Everything here is geometry and naming, no painting: the painter
(``painter.py``) draws with it, the table widget (``table.py``) finds what lies
under the mouse with it, and the board and projector read the palettes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPolygonF

from .... import theme
from ....core.i18n import _
from .. import data
from ..data import HEART, NODES, SCREEN_PALETTES

W, H = 1600.0, 1000.0  # the narrowest logical table (the height is always H)
MAX_W = 2400.0
BOARD_C = QPointF(500.0, 500.0)
BOARD_R = 430.0
NODE_R = (19.0, 17.0, 16.0)  # node radius per ring
HEART_R = 40.0
CARD_W, CARD_H = 82.0, 116.0
PANEL_X = 1010.0


@dataclass(frozen=True)
class Palette:
    bg: str
    field: str
    ink: str
    soft: str
    rule: str
    card: str
    panel: str
    rim: str
    projector: bool


def _palette(key: str) -> Palette:
    return Palette(**SCREEN_PALETTES[key], projector=key == "projector")


LIGHT = _palette("light")
DARK = _palette("projector")
CARD_INK = theme.INK


@dataclass(frozen=True)
class Layout:
    """The logical table for a widget of a given shape: the board on the left, the panels
    beside it as wide as the shape allows; and, for the text size in force (``min_px``),
    cards wide enough for their words."""

    width: float = W
    min_px: float = 0.0
    card_w: float = CARD_W

    @classmethod
    def for_size(cls, width: float, height: float) -> Layout:
        if height <= 0:
            return cls()
        return cls(max(W, min(MAX_W, round(width / height * H))))

    def with_text(self, min_px: float) -> Layout:
        words = tuple(emotion_word(e) for e in data.EMOTIONS)  # in the language of the moment
        return Layout(self.width, min_px, card_width(math.ceil(max(15.0, min_px)), words))

    @property
    def panel_w(self) -> float:
        return self.width - PANEL_X - 20


#: The narrowest table with the default text size: the layout before a widget measures itself.
PLAIN_LAYOUT = Layout()


@cache
def card_width(px: int, words: tuple[str, ...]) -> float:
    """A card wide enough for the longest of ``words`` in bold ``px`` (measured once)."""
    widest = max(QFontMetricsF(font(px, True)).horizontalAdvance(word) for word in words)
    return max(CARD_W, float(round(widest + 10)))


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


@cache
def heart_halves(size: float, width: float, height: float) -> tuple[QPainterPath, QPainterPath]:
    """The left and right halves of a card's heart (``size`` wide, in a card ``width`` x
    ``height`` at the origin), computed once: intersecting paths is slow, translating is not."""
    hp = heart_path(QPointF(width / 2, 48.0 * height / CARD_H), size)
    left, right = QPainterPath(), QPainterPath()
    left.addRect(QRectF(0, 0, width / 2, height))
    right.addRect(QRectF(width / 2, 0, width / 2, height))
    return hp.intersected(left), hp.intersected(right)


def font(px: float, bold: bool = False) -> QFont:
    f = QFont("Noto Sans")
    f.setPixelSize(max(1, math.ceil(px - 1e-6)))
    f.setBold(bold)
    return f


def emotion_word(emotion: str) -> str:
    return _(data.EMOTION_LABEL[emotion])


def emotion_label(emotion: str) -> str:
    return _("{emotion} ({colour})").format(emotion=emotion_word(emotion), colour=_(data.COLOUR_LABEL[emotion]))


def default_names() -> list[str]:
    return [_("Player {n}").format(n=n) for n in (1, 2)]


def panel_top(seat: int) -> float:
    return 14.0 if seat == 1 else 646.0


def hand_origin(seat: int) -> QPointF:
    # Player 2 (north) at the top of the panel, Player 1 (south) at the bottom.
    return QPointF(PANEL_X + 6, panel_top(seat) + 132)


def card_rects(view: Mapping[str, Any] | None, layout: Layout = Layout()) -> dict[int, QRectF]:
    """Where each card of both hands lies on the table (logical coordinates)."""
    rects: dict[int, QRectF] = {}
    if not view:
        return rects
    for seat in (0, 1):
        o = hand_origin(seat)
        hand = view["hands"][seat]
        room = layout.panel_w - layout.card_w - 12
        gap = min(layout.card_w + 12, room / max(len(hand) - 1, 1)) if len(hand) > 1 else 0
        for i, card in enumerate(hand):
            rects[card["id"]] = QRectF(o.x() + i * gap, o.y(), layout.card_w, CARD_H)
    return rects


#: The pawn's heart, in logical units: a third wider than an outer node, so it reads at a glance.
PAWN_W = 56.0
#: Each seat's pawn stands beside its node, turned this far (degrees) either side of the
#: way in, so two pawns on one node stand apart and neither hides the node.
PAWN_TURN = (35.0, -35.0)


def _unit(dx: float, dy: float) -> tuple[float, float]:
    length = math.hypot(dx, dy)
    return (dx / length, dy / length) if length > 1e-9 else (0.0, -1.0)


def pawn_spot(node_id: str, seat: int) -> QPointF:
    """Where ``seat``'s pawn stands on ``node_id``: beside the node, towards the heart (where
    the rings leave room), never over the node's colour and symbol; in the heart, beside it."""
    c = node_point(node_id)
    if node_id == HEART:
        side = -1.0 if seat == 0 else 1.0
        return QPointF(c.x() + side * (HEART_R + PAWN_W * 0.55), c.y() + 6)
    ux, uy = _unit(BOARD_C.x() - c.x(), BOARD_C.y() - c.y())
    turn = math.radians(PAWN_TURN[seat % 2])
    dx, dy = ux * math.cos(turn) - uy * math.sin(turn), ux * math.sin(turn) + uy * math.cos(turn)
    reach = node_radius(node_id) + 4 + PAWN_W * 0.5
    return QPointF(c.x() + dx * reach, c.y() + dy * reach)


def badge_spot(node_id: str, radius: float) -> QPointF:
    """Where a step badge of ``radius`` sits on ``node_id``: outside the node, away from the
    heart (the pawns stand on the heart's side), so a badge never covers a pawn."""
    c = node_point(node_id)
    if node_id == HEART:
        return QPointF(c.x(), c.y() - HEART_R - radius - 4)
    ux, uy = _unit(c.x() - BOARD_C.x(), c.y() - BOARD_C.y())
    reach = node_radius(node_id) + radius + 3
    return QPointF(c.x() + ux * reach, c.y() + uy * reach)


#: The piles, left to right in the middle panel: the draw deck, both discard piles, both goal
#: piles, the goal deck.
PILES = ("deck", "discard-0", "discard-1", "goals-0", "goals-1", "goal-deck")
PILE_W, PILE_H = 56.0, 78.0
#: The middle panel (the turn, the piles and the emotion key), in logical units.
MIDDLE_Y, MIDDLE_H = 366.0, 276.0


def middle_rect(layout: Layout) -> QRectF:
    return QRectF(PANEL_X - 12, MIDDLE_Y, layout.panel_w + 20, MIDDLE_H)


def pile_step(layout: Layout) -> float:
    return (middle_rect(layout).width() - 16) / len(PILES)


def pile_rect(name: str, layout: Layout) -> QRectF:
    """The card of the pile ``name`` (one of :data:`PILES`)."""
    rect, step = middle_rect(layout), pile_step(layout)
    i = PILES.index(name)
    return QRectF(rect.x() + 8 + i * step + (step - PILE_W) / 2, rect.y() + 46, PILE_W, PILE_H)


def card_places(view: Mapping[str, Any] | None, layout: Layout) -> dict[int, tuple[QRectF, dict[str, Any]]]:
    """Where every card the view shows lies, with the card: in a hand, or on its discard pile."""
    places: dict[int, tuple[QRectF, dict[str, Any]]] = {}
    if not view:
        return places
    for seat in (0, 1):
        for card in view["discards"][seat]:
            places[card["id"]] = (pile_rect(f"discard-{seat}", layout), card)
    hands = card_rects(view, layout)
    for hand in view["hands"]:
        for card in hand:
            places[card["id"]] = (hands[card["id"]], card)
    return places


def node_at(p: QPointF) -> str | None:
    """The node under the logical point ``p`` (targets a little larger than drawn)."""
    best, best_d = None, 1e9
    for nid in NODES:
        c = node_point(nid)
        d = math.hypot(c.x() - p.x(), c.y() - p.y())
        if d <= node_radius(nid) + 9 and d < best_d:
            best, best_d = nid, d
    return best
