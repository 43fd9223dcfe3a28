"""Whole turns as plans, and a look two turns ahead, for the Normal and Hard bots.

A *plan* is the rest of a turn of one seat, played with the real rules
(``legal_actions`` and ``apply`` of a determinized state) down to its
``EndTurn``: :func:`turn_plans` lists every distinct way the turn can end.
A bot judges each plan by an evaluation of the position it leaves (before its
``EndTurn`` draws: the discard is scored, the refill is not known yet).

:func:`two_turns` looks further for the most promising plans: it ends the
turn, lets every other seat play its own turn by a quick plan (the best by the
greedy evaluation), then takes the best plan of the seat's own next turn, so
a plan is judged by what the next turn can make of it (the track as the
others leave it, the face-up cards they take, the cards the seat will hold).
The unknown cards are the determinization's: the caller averages over several.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...core.game import Game
from .actions import EndTurn
from .rules import legal_list
from .scoring import final_result
from .state import State

#: ``(state before the EndTurn, seat, the cards it discards) -> value``.
Evaluate = Callable[[State, int, tuple[str, ...]], float]

#: A cap on the states one turn's enumeration visits (a turn has a few hundred at most).
MAX_NODES = 6000


@dataclass(frozen=True)
class Plan:
    """The rest of a turn: its actions (``EndTurn`` last) and the state it leaves
    before that ``EndTurn``."""

    actions: tuple[Any, ...]
    before_end: State

    @property
    def end(self) -> EndTurn:
        last = self.actions[-1]
        assert isinstance(last, EndTurn)
        return last


def turn_plans(game: Game, state: State, seat: int, cap: int = MAX_NODES) -> list[Plan]:
    """Every distinct way ``seat``'s turn can go on from ``state`` to its end (a
    state reached twice is followed once, by the first way there; beyond ``cap``
    states the turn ends where it stands)."""
    plans: list[Plan] = []
    seen: set[State] = set()
    stack: list[tuple[State, tuple[Any, ...]]] = [(state, ())]
    while stack:
        s, path = stack.pop()
        legal = legal_list(s, seat)
        ends = [a for a in legal if type(a) is EndTurn]
        plans.extend(Plan(path + (a,), s) for a in ends)
        if len(seen) > cap:
            continue
        for action in reversed([a for a in legal if type(a) is not EndTurn]):
            after = game.apply(s, seat, action)
            if after in seen:
                continue
            seen.add(after)
            stack.append((after, path + (action,)))
    return plans


def play_plan(game: Game, state: State, seat: int, plan: Plan) -> State:
    """``state`` after ``seat`` plays the whole of ``plan`` (its EndTurn draws from the
    state's own deck: a determinization's guess)."""
    for action in plan.actions:
        state = game.apply(state, seat, action)
    return state


def best_plan(plans: list[Plan], seat: int, evaluate: Evaluate) -> tuple[Plan, float]:
    """The plan ``evaluate`` likes best (the first of equals, so choices replay)."""
    best, value = plans[0], float("-inf")
    for plan in plans:
        v = evaluate(plan.before_end, seat, plan.end.discard)
        if v > value:
            best, value = plan, v
    return best, value


@dataclass(frozen=True)
class Foresight:
    """How :func:`two_turns` judges the next turn."""

    mine: Evaluate        # the seat's own next turn
    others: Evaluate      # how the other seats are assumed to play their turns
    cap: int = 1500       # states per enumerated turn inside the look-ahead
    finished: Callable[[State, int], float] | None = None  # a game that ended before the next turn


def two_turns(game: Game, state: State, seat: int, plan: Plan, sight: Foresight) -> float:
    """The value of ``plan`` judged by the best of ``seat``'s next turn after it
    (see the module docstring)."""
    s = play_plan(game, state, seat, plan)
    while s.phase != "over" and s.current != seat:
        other = s.current
        options = turn_plans(game, s, other, sight.cap)
        chosen, _v = best_plan(options, other, sight.others)
        s = play_plan(game, s, other, chosen)
    if s.phase == "over":
        if sight.finished is not None:
            return sight.finished(s, seat)
        scores, _winners, _tie = final_result(s)
        return float(scores[seat])
    options = turn_plans(game, s, seat, sight.cap)
    return best_plan(options, seat, sight.mine)[1]


__all__ = ["MAX_NODES", "Evaluate", "Foresight", "Plan", "best_plan", "play_plan", "turn_plans", "two_turns"]
