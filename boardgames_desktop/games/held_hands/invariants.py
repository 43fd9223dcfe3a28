"""...and then we held hands: what must hold in every state (``Game.invariants``).

The cards and goal cards are conserved, the pawns stand apart, and every count
stays in its range. ``simulate`` and the property tests check it after every
action; each check is one named function, read in :data:`CHECKS` order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .data import BALANCE_MAX, BALANCE_MIN, EMOTION_CARDS, GOAL_CARDS, GOALS_PER_RING, HAND_SIZE, HEART, NODES
from .state import State


def _cards_conserved(state: State) -> Iterator[str]:
    cards = list(state.deck) + [c for h in state.hands for c in h] + [c for d in state.discards for c in d]
    if sorted(cards) != list(range(len(EMOTION_CARDS))):
        yield f"emotion cards not conserved ({len(cards)} found)"


def _goals_conserved(state: State) -> Iterator[str]:
    goals = (
        list(state.goal_deck)
        + [g for p in state.goal_piles for g in p]
        + [g for g in state.active_goals if g is not None]
        + [g for d in state.goals_done for g in d]
    )
    if sorted(goals) != list(range(len(GOAL_CARDS))):
        yield f"goal cards not conserved ({len(goals)} found)"


def _pawns_apart(state: State) -> Iterator[str]:
    if state.positions[0] == state.positions[1] and state.positions[0] != HEART:
        yield "both pawns on one node"


def _seats_in_range(state: State) -> Iterator[str]:
    for seat in (0, 1):
        if state.phase == "play" and not BALANCE_MIN <= state.balances[seat] <= BALANCE_MAX:
            yield f"balance out of range while playing: {state.balances[seat]}"
        if len(state.hands[seat]) > HAND_SIZE:
            yield f"hand of {len(state.hands[seat])} cards"
        if NODES[state.positions[seat]].ring > state.ring and state.positions[seat] != HEART:
            yield "a pawn stands further in than the current ring"
        if len(state.goals_done[seat]) > GOALS_PER_RING * min(state.ring + 1, 3):
            yield "more goals done than rings allow"


def _move_in_progress(state: State) -> Iterator[str]:
    if len(set(state.path)) != len(state.path):
        yield "a node entered twice in one turn"
    if len(state.path) != len(state.cards_played):
        yield "steps and cards played differ"


CHECKS: tuple[Callable[[State], Iterator[str]], ...] = (
    _cards_conserved,
    _goals_conserved,
    _pawns_apart,
    _seats_in_range,
    _move_in_progress,
)


def invariants(state: State) -> list[str]:
    """Broken invariants of a state (empty when all hold)."""
    return [problem for check in CHECKS for problem in check(state)]
