"""...and then we held hands: where the pawn of the seat to move can step next.

The legal first steps (for ``legal_actions``), and two fast reads the effects
and the bots ask hundreds of times a game: the nodes a seat could step to and
whether it can step at all (else the game is lost).
"""

from __future__ import annotations

from .actions import Step
from .data import ADJACENT, HEART, NODES
from .refusals import enter_refusal
from .state import State, pays, showing, visible


def first_steps(state: State, seat: int) -> list[Step]:
    """Every legal step of ``seat`` from where the move stands now."""
    cards = [(c, visible(c, state.perspectives[o])) for o in (0, 1) for c in state.hands[o]]
    return [
        Step(node, card)
        for node in ADJACENT[state.positions[seat]]
        if enter_refusal(state, seat, node) is None
        for card, shown in cards
        if pays(state, seat, node, shown)
    ]


def _payable(state: State, seat: int, node: str, shows: set[str]) -> bool:
    """Whether a card showing one of ``shows`` pays for entering ``node``."""
    if node == HEART:
        return any(pays(state, seat, node, e) for e in shows)
    return NODES[node].emotion in shows


def step_nodes(state: State, seat: int, shows: set[str] | None = None) -> list[str]:
    """The nodes ``seat`` could step to now with a card showing one of ``shows``
    (default: what both hands show). Fast: no list of steps."""
    if shows is None:
        shows = showing(state)
    return [node for node in ADJACENT[state.positions[seat]]
            if enter_refusal(state, seat, node) is None and _payable(state, seat, node, shows)]


def can_step(state: State, seat: int) -> bool:
    """Whether ``seat`` has any legal first step now (stops at the first one found)."""
    shows = None
    for node in ADJACENT[state.positions[seat]]:
        if enter_refusal(state, seat, node) is not None:
            continue
        if shows is None:
            shows = showing(state)
        if _payable(state, seat, node, shows):
            return True
    return False
