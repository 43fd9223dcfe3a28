"""...and then we held hands: the state of a game and the small pure reads of it.

A state is a frozen dataclass; the effects (:mod:`.effects`) return new ones.
A turn is a sequence of actions in the log: ``RevealGoal`` alone, or one or
more ``Step`` actions closed by ``EndTurn``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeVar

from ...core.game import Outcome
from .data import BALANCE_CHANGE, EMOTION_CARDS, GOAL_CARDS, HEART, NODES, RESET_STEP

Side = Literal["L", "R"]
_V = TypeVar("_V")


@dataclass(frozen=True)
class State:
    """Everything on the table, the hidden order of the decks included."""

    rng: int
    phase: str  # "fan", "play" or "over" (see phase_of for the finer phases)
    current: int  # whose turn (during "fan": who chooses)
    first: int  # who takes the first turn
    turn: int  # turns taken so far
    ring: int  # 0 outer, 1 middle, 2 inner, 3 heart open
    positions: tuple[str, str]
    balances: tuple[int, int]
    perspectives: tuple[Side | None, Side | None]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    deck: tuple[int, ...]  # draw from the end
    discards: tuple[tuple[int, ...], tuple[int, ...]]
    goal_deck: tuple[int, ...]  # draw from the end
    goal_piles: tuple[tuple[int, ...], tuple[int, ...]]  # face down, top = last
    active_goals: tuple[int | None, int | None]
    goals_done: tuple[tuple[int, ...], tuple[int, ...]]
    in_heart: tuple[bool, bool]
    # The turn in progress:
    path: tuple[str, ...] = ()  # nodes entered this turn, in order
    cards_played: tuple[int, ...] = ()
    turn_start: str = ""  # where the pawn stood when the turn began
    # The end:
    result: Outcome | None = None


# -- small facts -------------------------------------------------------------------------
def other(seat: int) -> int:
    return 1 - seat


def with_seat(pair: tuple[_V, _V], seat: int, value: _V) -> tuple[_V, _V]:
    """``pair`` with ``seat``'s half replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def perspective_of(seat: int, node_id: str) -> Side | None:
    """The fan side that a pawn on ``node_id`` gives ``seat`` (None on a middle node).

    Seat 1 sits south: west is its left. Seat 2 sits north: east is its left.
    """
    side = NODES[node_id].side
    if side is None:
        return None
    if seat == 0:
        return "L" if side == "W" else "R"
    return "L" if side == "E" else "R"


#: (left, right) of every emotion card, for the hot paths of the bots' look-ahead.
HALVES: tuple[tuple[str, str], ...] = tuple((c.left, c.right) for c in EMOTION_CARDS)


def visible(card_id: int, perspective: Side | None) -> str:
    return HALVES[card_id][perspective != "L"]


def card_owner(state: State, card_id: int) -> int | None:
    for seat in (0, 1):
        if card_id in state.hands[seat]:
            return seat
    return None


def showing(state: State) -> set[str]:
    """The emotions the cards in both hands show now."""
    right0, right1 = (p != "L" for p in state.perspectives)
    return {HALVES[c][right0] for c in state.hands[0]} | {HALVES[c][right1] for c in state.hands[1]}


def goals_left_in_ring(state: State, seat: int) -> int:
    return len(state.goal_piles[seat]) + (state.active_goals[seat] is not None)


def needs_reveal(state: State, seat: int) -> bool:
    return state.active_goals[seat] is None and bool(state.goal_piles[seat])


def balance_after(balance: int, steps_so_far: int, delta: int) -> int:
    """Balance after one more step: from the 6th card of a turn on it resets to 0."""
    if steps_so_far + 1 >= RESET_STEP:
        return 0
    return balance + delta


def pays(state: State, seat: int, node: str, shown: str) -> bool:
    """Whether a card showing ``shown`` pays for entering ``node`` (an enterable node)."""
    if node == HEART:
        return balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown]) == 0
    return shown == NODES[node].emotion


def phase_of(state: State) -> str:
    """``fan`` (set-up), ``reveal`` (the turn is revealing a goal), ``move``
    (steps, then ending the move) or ``over``."""
    if state.phase != "play":
        return state.phase
    return "reveal" if needs_reveal(state, state.current) else "move"


def completes_goal(state: State, seat: int, node: str) -> bool:
    """Whether a move of ``seat`` ending on ``node`` completes its active goal:
    a node of the goal's emotion in the current ring."""
    goal = state.active_goals[seat]
    target = NODES[node]
    return goal is not None and target.ring == state.ring and target.emotion == GOAL_CARDS[goal]


def end_sides(seat: int, node: str, current: Side) -> tuple[Side, ...]:
    """The fan sides ``seat`` may choose ending a move on ``node`` with the
    perspective ``current``: forced on a side, keep (first) or switch on the axis."""
    forced = perspective_of(seat, node)
    if forced is not None:
        return (forced,)
    return (current, "R" if current == "L" else "L")


def end_choices(state: State, seat: int) -> tuple[Side, ...]:
    """The fan sides the player may choose when ending the move here (keep first);
    none before the hand is fanned (there is no move to end yet)."""
    current = state.perspectives[seat]
    if current is None:
        return ()
    return end_sides(seat, state.positions[seat], current)
