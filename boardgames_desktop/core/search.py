"""One search for every game: information-set Monte Carlo tree search over the contract.

The search plays the game forward with the game's own rules and nothing else:
``determinize`` (a full state consistent with what the seat knows),
``to_act``, ``legal_actions`` or ``suggestions``, ``chance_outcomes``,
``apply`` and ``outcome``. It is single-observer ISMCTS (Cowling, Powley and
Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012):

1. Every iteration draws a new determinization from the seat's view, so the
   search never looks at a card the seat cannot see: the hidden cards are
   sampled again and again, and an action is judged over all of them.
2. It walks down one tree of moves shared by every determinization. At a
   node, the moves legal *in this determinization* are the candidates; a
   child's upper confidence bound counts the iterations in which it was
   available (``avail``) rather than the parent's visits, as the paper does.
3. At a move with chance in it (dice, a draw) the rules' ``chance_outcomes``
   give the distribution and the search samples it with its own generator,
   so one determinization explores several rolls (a playout draws from the
   determinization's own stream, which costs less). The table actor (a host's
   confirmation) is chance too: one of its listed inputs, at random.
4. A playout finishes the game (the game's ``rollout`` policy where it gives
   one, else uniform among the candidates) or stops at ``playout_depth`` and
   asks the game's ``evaluate``.
5. Rewards are per seat, so two, four or twelve players, rivals or a team,
   are the same code: a winner shares one point with the other winners,
   scores add a small share for a close second; a node maximises the reward
   of the seat that chooses there.

A game never copies its rules for the search; it may give a
:class:`SearchPolicy` (which moves are worth searching, how a playout picks
a move, what a cut-off position is worth). Moves any seat may take at any
time (``Who.ANY_SEAT``: private notes) are not searched.

The budget is an iteration count, optionally cut short by wall-clock time
(the app's levels: a bot must answer within its level's time on a slow
machine). Without a time limit the search is deterministic given its
generator, which the simulations and the tests rely on.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import TABLE, Bot, BotTurn, Game, TooMany, Who
from .rng import Rng

#: Reward of a win (shared among the winners); the rest is the scores' share.
WIN_SHARE = 0.85


@dataclass(frozen=True)
class Budget:
    """How long a search may think: at most ``iterations``, and stop sooner once
    ``seconds`` of wall-clock time are spent (None: iterations alone, reproducible)."""

    iterations: int = 400
    seconds: float | None = None


#: ``(game, state, actor, rng) -> the moves worth searching`` (a move order or a pruning).
Candidates = Callable[[Game, Any, int, Rng], Sequence[Any]]
#: ``(game, state, actor, candidates, rng) -> the move a playout plays``.
Rollout = Callable[[Game, Any, int, Sequence[Any], Rng], Any]
#: ``(game, state) -> {seat: value in 0..1}`` for a playout cut short.
Evaluate = Callable[[Game, Any], dict[int, float]]


@dataclass(frozen=True)
class SearchPolicy:
    """What a game may tell the search (all optional; never a copy of its rules)."""

    candidates: Candidates | None = None
    rollout: Rollout | None = None
    evaluate: Evaluate | None = None
    #: Actions a playout plays before it asks ``evaluate`` (or calls it a draw).
    playout_depth: int = 400
    #: The UCB constant: higher tries more moves, lower deepens the best.
    exploration: float = 0.7
    #: How many of the rules' suggestions stand for the moves where they cannot be listed.
    width: int = 24


@dataclass
class Choice:
    """What the search thinks of one move at the root."""

    action: Any
    visits: int
    value: float  # the mean reward of the seat that chose it, 0..1


@dataclass
class SearchResult:
    action: Any
    iterations: int
    choices: list[Choice] = field(default_factory=list)  # most visited first


class _Node:
    __slots__ = ("action", "avail", "children", "totals", "visits")

    def __init__(self, action: Any = None):
        self.action = action
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals: dict[int, float] = {}

    def mean(self, seat: int) -> float:
        return self.totals.get(seat, 0.0) / self.visits if self.visits else 0.0


def _key(action: Any) -> Hashable:
    try:
        hash(action)
    except TypeError:
        return repr(action)
    key: Hashable = action
    return key


def rewards(game: Game, state: Any) -> dict[int, float]:
    """Every seat's reward for a finished game: one point shared by the winners
    (:data:`WIN_SHARE` of it), the rest by how the scores rank."""
    outcome = game.outcome(state)
    if outcome is None:
        return {}
    out: dict[int, float] = {}
    winners = outcome.winners
    for seat in winners:
        out[seat] = WIN_SHARE / len(winners)
    scores = outcome.scores
    if scores and max(scores) > min(scores):
        low, high = min(scores), max(scores)
        for seat, score in enumerate(scores):
            out[seat] = out.get(seat, 0.0) + (1 - WIN_SHARE) * (score - low) / (high - low)
    else:
        for seat in winners:
            out[seat] += (1 - WIN_SHARE) / len(winners)
    return out


class Search:
    """One search from one seat's view (see the module docstring)."""

    def __init__(self, game: Game, seat: int, policy: SearchPolicy | None = None):
        self.game = game
        self.seat = seat
        self.policy = policy or SearchPolicy()

    # -- the moves at a node -------------------------------------------------------------
    def candidates(self, state: Any, actor: int, rng: Rng) -> list[Any]:
        if self.policy.candidates is not None:
            return list(self.policy.candidates(self.game, state, actor, rng))
        legal = self.game.legal_actions(state, actor)
        if isinstance(legal, TooMany):
            return list(self.game.suggestions(state, actor, self.policy.width))
        moving = [a for a in legal if self.game.spec(a).who is not Who.ANY_SEAT]
        return moving or list(legal)

    def _actor(self, state: Any) -> int | None:
        acting = self.game.to_act(state)
        if not acting:
            return None
        people = [a for a in acting if a != TABLE]
        return people[0] if people else TABLE

    def _play(self, state: Any, actor: int, action: Any, rng: Rng) -> Any:
        """The state after ``action``, with its chance drawn by the search's generator."""
        outcomes = self.game.chance_outcomes(state, actor, action)
        if not outcomes:
            return self.game.apply(state, actor, action)
        x = rng.random()
        for chance in outcomes:
            x -= chance.probability
            if x < 0:
                return chance.state
        return outcomes[-1].state

    def _table_moves(self, state: Any, rng: Rng) -> Any:
        """Play the table actor's inputs (confirmations) at random: they are chance here."""
        for _ in range(64):
            if self._actor(state) != TABLE:
                return state
            legal = self.game.legal_actions(state, TABLE)
            moves = self.game.suggestions(state, TABLE, self.policy.width) if isinstance(legal, TooMany) else legal
            if not moves:
                return state
            state = self._play(state, TABLE, rng.choice(moves), rng)
        return state

    # -- one iteration ----------------------------------------------------------------------
    def _select(self, node: _Node, state: Any, rng: Rng) -> tuple[list[tuple[_Node, int]], Any]:
        path: list[tuple[_Node, int]] = []
        while True:
            state = self._table_moves(state, rng)
            actor = self._actor(state)
            if actor is None or actor == TABLE:
                return path, state
            moves = self.candidates(state, actor, rng)
            if not moves:
                return path, state
            fresh = [m for m in moves if _key(m) not in node.children]
            if fresh:
                action = fresh[rng.below(len(fresh))]
                child = node.children[_key(action)] = _Node(action)
                for m in moves:
                    known = node.children.get(_key(m))
                    if known is not None:
                        known.avail += 1
                path.append((child, actor))
                return path, self._play(state, actor, action, rng)
            children = [node.children[_key(m)] for m in moves]
            for c in children:
                c.avail += 1
            c_ = self.policy.exploration
            child = max(children, key=lambda c: c.mean(actor) + c_ * math.sqrt(math.log(c.avail) / c.visits))
            path.append((child, actor))
            node = child
            state = self._play(state, actor, child.action, rng)

    def _playout(self, state: Any, rng: Rng) -> dict[int, float]:
        policy = self.policy
        for _ in range(policy.playout_depth):
            state = self._table_moves(state, rng)
            actor = self._actor(state)
            if actor is None or actor == TABLE:
                break
            moves = self.candidates(state, actor, rng)
            if not moves:
                break
            action = policy.rollout(self.game, state, actor, moves, rng) if policy.rollout else rng.choice(moves)
            # The determinization holds its own random stream: a playout draws from it.
            state = self.game.apply(state, actor, action)
        if self.game.outcome(state) is not None:
            return rewards(self.game, state)
        if policy.evaluate is not None:
            return policy.evaluate(self.game, state)
        return {}  # cut short and nothing to judge it by: nobody gains

    # -- the whole search -------------------------------------------------------------------
    def run(self, view: Any, legal: Sequence[Any] | TooMany, rng: Rng, budget: Budget) -> SearchResult:
        root = _Node()
        done = self._iterate(root, view, rng, budget)
        allowed = None if isinstance(legal, TooMany) else {_key(a) for a in legal}
        choices = [Choice(c.action, c.visits, c.mean(self.seat)) for k, c in root.children.items()
                   if allowed is None or k in allowed]
        choices.sort(key=lambda c: (-c.visits, -c.value))
        if choices:
            return SearchResult(choices[0].action, done, choices)
        if isinstance(legal, TooMany) or not legal:
            raise ValueError("the search found no move and none is listed")
        return SearchResult(self._fallback(list(legal), rng), done, [])

    def _iterate(self, root: _Node, view: Any, rng: Rng, budget: Budget) -> int:
        """Run iterations into ``root`` until the budget is spent; how many ran."""
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        done = 0
        while done < budget.iterations:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            state = self.game.determinize(view, self.seat, rng)
            path, state = self._select(root, state, rng)
            reward = self._playout(state, rng)
            root.visits += 1
            for node, _actor in path:
                node.visits += 1
                for seat, value in reward.items():
                    node.totals[seat] = node.totals.get(seat, 0.0) + value
            done += 1
        return done

    def _fallback(self, legal: list[Any], rng: Rng) -> Any:
        moving = [a for a in legal if self.game.spec(a).who is not Who.ANY_SEAT]
        return rng.choice(moving or legal)


class SearchBot(Bot):
    """A bot that searches (:class:`Search`) within a :class:`Budget`; a game makes
    its levels from it with a budget and, where it helps, a :class:`SearchPolicy`."""

    budget = Budget()
    policy: SearchPolicy | None = None

    def __init__(self, game: Game, seat: int, seed: int = 0, budget: Budget | None = None,
                 policy: SearchPolicy | None = None):
        super().__init__(game, seat, seed)
        if budget is not None:
            self.budget = budget
        if policy is not None:
            self.policy = policy
        self.last: SearchResult | None = None

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        if not isinstance(legal, TooMany):
            moving = [a for a in legal if self.game.spec(a).who is not Who.ANY_SEAT]
            if len(moving) == 1:
                return moving[0]
        result = Search(self.game, self.seat, self.policy).run(turn.view, legal, turn.rng, self.budget)
        self.last = result
        return result.action


__all__ = ["Budget", "Choice", "Search", "SearchBot", "SearchPolicy", "SearchResult", "rewards"]
