"""What a seat's phone shows in ...and then we held hands: nothing is secret, so the
status, the seat's balance and goal, and its moves, each step named by where it
goes from the pawn and which hand pays it."""

from __future__ import annotations

from typing import Any

from ...core.game import Phone, PhoneChoice, TooMany, View
from ...core.i18n import SeatName, T, Text
from .actions import EndTurn, Fan, RevealGoal, Step
from .data import HEART, NODES
from .describe import NODE_PHRASE, emotion_text, signed, status_line


def _way(view: View, seat: int, node: str) -> Text:
    """Which way a step goes from the seat's pawn: inwards, outwards or along its ring."""
    here, there = NODES[view["positions"][seat]], NODES[node]
    if there.ring > here.ring:
        return T("inwards")
    if there.ring < here.ring:
        return T("outwards")
    turn = (there.angle - here.angle) % 360
    return T("counter-clockwise") if turn < 180 else T("clockwise")


def _step_label(view: View, seat: int, step: Step) -> Text:
    owner = next((s for s in (0, 1) if any(c["id"] == step.card for c in view["hands"][s])), seat)
    card = next(c for c in view["hands"][owner] if c["id"] == step.card)
    place = NODE_PHRASE[NODES[step.node].emotion or HEART]
    if owner == seat:
        return T("Step {way} to {place}, paying a {emotion} card from your hand",
                 way=_way(view, seat, step.node), place=place, emotion=emotion_text(card["visible"]))
    return T("Step {way} to {place}, paying a {emotion} card from {partner}'s hand",
             way=_way(view, seat, step.node), place=place, emotion=emotion_text(card["visible"]),
             partner=SeatName(owner))


def action_label(view: View, seat: int, action: Any) -> Text:
    """A move of ``seat`` in a few words, from its view."""
    if isinstance(action, Fan):
        return T("Fan your hand to the left") if action.side == "L" else T("Fan your hand to the right")
    if isinstance(action, RevealGoal):
        return T("Reveal your next goal")
    if isinstance(action, Step):
        return _step_label(view, seat, action)
    assert isinstance(action, EndTurn)
    if action.perspective == view["perspectives"][seat]:
        return T("End the move")
    return T("End the move, switching to the left") if action.perspective == "L" else \
        T("End the move, switching to the right")


def phone(view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
    public: list[Text] = [status_line(view), T("Your balance: {balance}", balance=signed(view["balances"][seat]))]
    goal = view["active_goals"][seat]
    if goal:
        public.append(T("Your goal: {goal}", goal=emotion_text(goal)))
    choices = () if isinstance(legal, TooMany) else tuple(PhoneChoice(action_label(view, seat, a), a) for a in legal)
    return Phone(public=tuple(public), choices=choices)
