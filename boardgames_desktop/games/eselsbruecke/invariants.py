"""What must hold in every Eselsbrücke state (no Qt): ``invariants(state)`` lists
what is wrong, ``Game.invariants`` and the simulations ask it after every action.

Every one of the 180 pictures lies in exactly one place (the bag, face up, a
round's slot, a hand, a score pile, out of the game, or the thought cloud), the
30 blockers lie on score piles or in the supply, and the phase's bookkeeping and
every number is in range.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import chain

from . import data
from .data import BLOCKER
from .state import GUESSING, State, order, unguessed


@cache
def _all_pictures() -> frozenset[str]:
    return frozenset(data.picture_ids())


def _places(state: State) -> list[str]:
    """Every picture where it lies (the thought-cloud card once, face up or down)."""
    places = list(chain(state.bag, state.showing, state.out,
                        chain.from_iterable(chain.from_iterable(state.slots)),
                        chain.from_iterable(state.hands),
                        (c for c in chain.from_iterable(state.piles) if c != BLOCKER)))
    if state.cloud is not None and state.showing != (state.cloud,):
        places.append(state.cloud)
    return places


def _pictures(state: State) -> list[str]:
    places = _places(state)
    problems = []
    if len(places) != data.PICTURE_COUNT:
        problems.append(f"{len(places)} pictures in play")
    placed = set(places)
    if placed != _all_pictures():
        problems.append("a picture is lost or doubled")
    if not set(state.named) <= placed or len(set(state.named)) != len(state.named):
        problems.append("a picture named right is doubled or gone")
    return problems


def _blockers(state: State) -> list[str]:
    on_piles = sum(p.count(BLOCKER) for p in state.piles)
    if not 0 <= state.supply <= data.BLOCKERS or on_piles + state.supply != data.BLOCKERS:
        return [f"blockers not conserved: {on_piles} on piles, {state.supply} in the supply"]
    return []


def _seats(state: State) -> list[str]:
    problems = []
    if not len(state.slots) == len(state.hands) == len(state.piles) == state.seats:
        problems.append("slots, hands and piles are not one a seat")
    if any(len(seat_slots) != data.ROUNDS for seat_slots in state.slots):
        problems.append("a seat's slots are not one a round")
    if not 0 <= state.active < state.seats:
        problems.append(f"the storyteller {state.active} is no seat")
    return problems


def _guessing(state: State) -> list[str]:
    if state.phase in GUESSING:
        if state.guesser not in order(state) or not unguessed(state):
            return [f"the guesser {state.guesser} or the cards to guess are wrong while guessing"]
    elif any(state.hands) or state.guesser != -1:
        return [f"cards held or a guesser named in the phase {state.phase}"]
    return []


def _round(state: State) -> list[str]:
    problems = []
    if state.phase not in ("tell", "cloud_shown", "cloud_check") and state.showing:
        problems.append(f"pictures face up in the phase {state.phase}")
    if not 1 <= state.round <= data.ROUNDS:
        problems.append(f"round {state.round} is out of range")
    return problems


_CHECKS: tuple[Callable[[State], list[str]], ...] = (_pictures, _blockers, _seats, _guessing, _round)


def invariants(state: State) -> list[str]:
    """What is wrong with ``state`` (empty when it is sound)."""
    return [problem for check in _CHECKS for problem in check(state)]


def check_invariants(state: State) -> None:
    """Raise AssertionError naming what is wrong, unless the state is sound."""
    problems = invariants(state)
    assert not problems, "; ".join(problems)


__all__ = ["check_invariants", "invariants"]
