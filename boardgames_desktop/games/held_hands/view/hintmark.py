"""The hint on the held-hands table (Help > Hint): where the hinted action goes.

The board (:class:`~.board.BoardView`) turns an action into what to light
(:func:`hint_targets`) and the table paints it over its live layer with the
kit's one hint mark (:func:`paint_hint`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from ....ui.kit.motion import paint_hint_mark
from ..actions import EndTurn, Fan, RevealGoal, Step
from ..data import HEART
from .layout import Layout, node_point, node_radius, pile_rect


@dataclass(frozen=True)
class HintTargets:
    """What a hinted action lights: a node of the board (the step's node, or where a
    move ends), the cards it concerns (the card paying a step, or the hand a fan
    turns) and a pile (the goal pile a reveal turns up; one of ``layout.PILES``)."""

    node: str | None = None
    cards: tuple[int, ...] = ()
    pile: str | None = None


def hint_targets(action: Any, view: Mapping[str, Any]) -> HintTargets | None:
    """The places ``action`` concerns on the table showing ``view`` (None: nothing to light)."""
    if isinstance(action, Step):
        return HintTargets(action.node, (action.card,))
    if isinstance(action, EndTurn):
        return HintTargets(view["positions"][view["current"]])
    if isinstance(action, Fan):
        return HintTargets(None, tuple(c["id"] for c in view["hands"][view["current"]]))
    if isinstance(action, RevealGoal):
        return HintTargets(pile=f"goals-{view['current']}")
    return None


def hint_rects(targets: HintTargets | None, card_rects: Mapping[int, QRectF], layout: Layout) -> list[QRectF]:
    """Where :func:`paint_hint` rings ``targets``, in logical coordinates: the pile, the
    node (the ring's square) and the box round the cards."""
    if targets is None:
        return []
    out = []
    if targets.pile is not None:
        out.append(pile_rect(targets.pile, layout))
    if targets.node is not None:
        grow = node_radius(targets.node) + (14 if targets.node != HEART else 10)
        centre = node_point(targets.node)
        out.append(QRectF(centre.x() - grow, centre.y() - grow, 2 * grow, 2 * grow))
    box = _cards_box(targets, card_rects)
    if box is not None:
        out.append(box)
    return out


def _cards_box(targets: HintTargets, card_rects: Mapping[int, QRectF]) -> QRectF | None:
    rects = [card_rects[c] for c in targets.cards if c in card_rects]
    if not rects:
        return None
    box = rects[0]
    for r in rects[1:]:
        box = box.united(r)
    return box


def paint_hint(p: QPainter, targets: HintTargets | None, card_rects: Mapping[int, QRectF], layout: Layout,
               on_dark: bool) -> None:
    """Paint ``targets`` in logical coordinates: a ring round the node, one round the
    cards (each card of a step, the whole hand of a fan), one round the pile."""
    if targets is None:
        return
    if targets.pile is not None:
        paint_hint_mark(p, pile_rect(targets.pile, layout), 1.2, on_dark=on_dark)
    if targets.node is not None:
        ring = QPainterPath()
        grow = node_radius(targets.node) + (14 if targets.node != HEART else 10)
        ring.addEllipse(node_point(targets.node), grow, grow)
        paint_hint_mark(p, ring, 1.4, on_dark=on_dark)
    box = _cards_box(targets, card_rects)
    if box is not None:
        paint_hint_mark(p, box, 1.2, on_dark=on_dark)
