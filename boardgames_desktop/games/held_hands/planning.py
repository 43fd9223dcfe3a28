"""The planning bots of ...and then we held hands (careful, casual). Pure Python.

A bot is handed a :class:`~boardgames_desktop.core.game.BotTurn`: its seat's
view and legal actions, never the state. To look ahead it asks the game for a
state consistent with the view (``determinize``: the deck order and the
face-down goals sampled) and plays candidate moves through the real ``apply``.
Cards a sampled refill would draw are not counted on: judging what the partner
can do next, a bot counts only cards it has seen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...core.game import Bot, BotTurn, Game
from ...core.rng import Rng
from .actions import EndTurn, Fan, RevealGoal, Step
from .data import ADJACENT, GOAL_CARDS, HAND_SIZE, HEART, NODES
from .moves import DISTANCES, Ctx, Plan, enumerate_moves
from .state import HALVES, Side, State, completes_goal, end_choices, needs_reveal
from .steps import step_nodes

#: Inner nodes joined to the heart.
GATES = frozenset(n for n in ADJACENT[HEART])


@cache
def ring_distance(start: str, emotion: str | None, ring: int) -> int:
    """Steps from ``start`` to the nearest other node of ``emotion`` on ring ``ring``."""
    if emotion is None:
        return 0
    row = DISTANCES[ring].get(start)
    if row is None:
        return 12
    best = [d for n, d in row.items() if n != start and NODES[n].ring == ring and NODES[n].emotion == emotion]
    return min(best) if best else 12


@cache
def gate_distance(start: str, blocked: str) -> int:
    """Steps from ``start`` to the nearest gate to the heart (not ``start``),
    around the partner's node ``blocked``, inside the inner ring."""
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        node, dist = queue.popleft()
        if node != start and node in GATES:
            return dist
        for nxt in ADJACENT[node]:
            if nxt in seen or nxt in (blocked, HEART) or NODES[nxt].ring > 2:
                continue
            seen.add(nxt)
            queue.append((nxt, dist + 1))
    return 12


@dataclass(frozen=True)
class Seen:
    """What a bot has seen of the real table: the cards in both hands and the
    face-up goals. Whatever a sampled state holds beyond it (cards a refill
    would draw, the next goal a finished one reveals) is a guess it does not
    count on."""

    cards: frozenset[int]
    goals: frozenset[int]

    @classmethod
    def of(cls, state: State) -> "Seen":
        return cls(frozenset(c for h in state.hands for c in h),
                   frozenset(g for g in state.active_goals if g is not None))

    def goal(self, state: State, seat: int) -> str | None:
        """``seat``'s active goal's emotion, if this bot has seen it."""
        goal = state.active_goals[seat]
        return GOAL_CARDS[goal] if goal is not None and goal in self.goals else None


def mobility(state: State, seat: int, known: frozenset[int]) -> int:
    """How many nodes ``seat`` could step to next in ``state`` using only cards in
    ``known`` (cards a refill would draw are unseen: a bot does not count on them)."""
    right0, right1 = (p != "L" for p in state.perspectives)
    shows = {HALVES[c][right0] for c in state.hands[0] if c in known}
    shows.update(HALVES[c][right1] for c in state.hands[1] if c in known)
    return len(step_nodes(state, seat, shows))


def toward_heart(plan: Plan, partner_at: str) -> float:
    """Once the heart is open: get next to it with a balance some card can bring to 0."""
    if plan.end in GATES:
        return 60 + (20 if abs(plan.balance) == 1 else 0)
    return -6 * gate_distance(plan.end, partner_at)


@dataclass(frozen=True)
class Thrift:
    """How :func:`spending` weighs a move's cards and the balance it ends at: a refill
    at balance 0 is worth ``refill`` plus ``per_card`` a card drawn; ending off 0 costs
    ``off`` a point of balance, ``edge`` more at -2 or +2 (one wrong step from the end),
    and ``short`` a card the mover's hand holds fewer than ``short_of`` (an off-balance
    seat draws nothing, so a thin hand may leave the pair stuck)."""

    refill: float = 10
    per_card: float = 3
    off: float = 6
    edge: float = 0
    short: float = 0
    short_of: int = 3


#: The careful bot's weights (the reference ``bot:careful``'s; Normal and Hard weigh with
#: ``TwoTurnBot.thrift``).
CAREFUL_THRIFT = Thrift()


def spending(plan: Plan, own: tuple[int, ...], thrift: Thrift = CAREFUL_THRIFT) -> float:
    """What the cards a plan spends are worth: a refill at balance 0 (the more cards of
    one's own spent, the more it draws), else the balance's distance from 0 and, with
    ``thrift``'s ``edge`` and ``short``, how cornered it leaves the mover; and spending
    the partner's cards costs them options."""
    left = len(own) - sum(1 for _node, card in plan.steps if card in own)
    if plan.balance == 0:
        value: float = thrift.refill + thrift.per_card * (HAND_SIZE - left)
    else:
        value = -thrift.off * abs(plan.balance) - thrift.edge * (abs(plan.balance) >= 2)
        value -= thrift.short * max(0, thrift.short_of - left)
    for _node, card in plan.steps:
        value -= 0.5 if card in own else 2.5
    return value


def can_follow(after: State, seen: Seen) -> bool:
    """Whether the partner, to move in ``after``, can follow into the heart with the cards seen."""
    ctx = Ctx.of(after)
    ctx.cards = tuple(c for c in ctx.cards if c[0] in seen.cards)
    return any(
        p.end == HEART and not p.loses
        for p in enumerate_moves(ctx, include_stop=False, limit=4000, exact=False)
    )


class Outcomes:
    """The real results of candidate plans: the state after each plan's steps
    (prefixes shared, each step one ``apply``) and after ending the move."""

    def __init__(self, game: Game, state: State, seat: int):
        self.game = game
        self.state = state
        self.seat = seat
        self._after_steps: dict[tuple, State] = {(): state}

    def after_steps(self, plan: Plan) -> State:
        steps = plan.steps
        k = len(steps)
        while steps[:k] not in self._after_steps:
            k -= 1
        state = self._after_steps[steps[:k]]
        for i in range(k, len(steps)):
            state = self.game.apply(state, self.seat, Step(*steps[i]))
            self._after_steps[steps[: i + 1]] = state
        return state

    def ends(self, plan: Plan) -> list[tuple[Side | None, State, State]]:
        """Every (perspective, state after the steps, state after ending the move);
        a losing plan ends the game at its last step (no perspective)."""
        mid = self.after_steps(plan)
        if plan.loses:
            return [(None, mid, mid)]
        return [(side, mid, self.game.apply(mid, self.seat, EndTurn(side))) for side in end_choices(mid, self.seat)]


def first_action(plan: Plan, perspective: Side | None) -> Step | EndTurn:
    """The action that starts ``plan``: its first step, or ending the move here."""
    if plan.steps:
        return Step(*plan.steps[0])
    assert perspective is not None  # stopping here never loses
    return EndTurn(perspective)


#: What every plan of one state shares in :meth:`CarefulBot._static`: the seat, the partner,
#: the ring, the seat's hand, its goal as seen, how far the partner's seen goal is.
Terms = tuple[int, int, int, tuple[int, ...], "str | None", "float | None"]

#: A scored choice: (score, plan, perspective, state after the move).
Choice = tuple[float, Plan, "Side | None", State]


class _PlanningBot(Bot):
    """Shared plumbing: reveal when told to, pick fans, follow the best plan.

    A subclass scores a plan from the real states after it (:meth:`score`) and
    gives a cheap upper bound of that score before any ``apply``
    (:meth:`bound`), so only plans that could make the top are played out.
    """

    #: How many of the best choices :meth:`ranked` returns.
    keep = 1

    def __init__(self, game: Game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self._plan: tuple | None = None

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list), "held hands always lists its legal actions"
        view = turn.view
        if len(legal) == 1:
            return legal[0]
        if any(isinstance(a, Fan) for a in legal):
            return self._choose_fan(view)
        if any(isinstance(a, RevealGoal) for a in legal):
            return RevealGoal()
        planned = self._planned(turn)
        if planned is None:
            return legal[0]
        plan, perspective = planned
        self._plan = (view["turn"], tuple(view["path"]), plan, perspective)
        action = first_action(plan, perspective)
        return action if action in legal else legal[0]

    def _planned(self, turn: BotTurn) -> tuple[Plan, Side | None] | None:
        """The plan the move follows: the rest of the one made earlier this turn if the move
        followed it, else the best one from a state the view could come from."""
        cached = self._continue_plan(turn.view)
        if cached is not None:
            return cached
        state = turn.game.determinize(turn.view, self.seat, turn.rng)
        return self.best_plan(turn.game, state, turn.rng)

    def _continue_plan(self, view: Mapping[str, Any]) -> tuple[Plan, Side | None] | None:
        """The rest of the plan made earlier this turn, if the move followed it."""
        if self._plan is None:
            return None
        turn, path, plan, perspective = self._plan
        if turn != view["turn"] or not plan.steps:
            return None
        if tuple(view["path"]) != path + (plan.steps[0][0],):
            return None
        if view["cards_played"][-1:] != [plan.steps[0][1]]:
            return None
        return Plan(plan.steps[1:], plan.end, plan.balance, plan.loses), perspective

    def _choose_fan(self, view: Mapping[str, Any]) -> Fan:
        # Fan to the side whose colours are the most varied (the most first steps).
        hand = view["hands"][self.seat]
        sides: tuple[Side, Side] = ("L", "R")
        scores = [(len({c["left" if side == "L" else "right"] for c in hand}) + 0.01 * (side == "L"), side)
                  for side in sides]
        return Fan(max(scores)[1])

    def ranked(self, game: Game, state: State, rng: Rng, plans: Sequence[Plan], seen: "Seen",
               keep: int) -> list[Choice]:
        """The ``keep`` best (score, plan, perspective, state after the move) of
        the seat to act, best first; ties keep the plans' order. The same as
        scoring every plan, but a plan whose bound cannot reach the top is never
        played out."""
        seat = state.current
        outcomes = Outcomes(game, state, seat)
        candidates = [
            (self.bound(state, plan, seen), index, plan)
            for index, plan in enumerate(plans)
            if plan.steps or state.path  # a move must enter a node
        ]
        candidates.sort(key=lambda t: -t[0])
        top: list[tuple[float, tuple[int, int], Plan, Side | None, State]] = []
        for bound, index, plan in candidates:
            if len(top) >= keep and bound < top[keep - 1][0]:
                break
            for side_index, (side, mid, after) in enumerate(outcomes.ends(plan)):
                value = self.score(state, plan, mid, after, seen, rng)
                top.append((value, (index, side_index), plan, side, after))
            top.sort(key=lambda t: (-t[0], t[1]))
            del top[keep:]
        return [(value, plan, side, after) for value, _order, plan, side, after in top]

    def best_plan(self, game: Game, state: State, rng: Rng) -> tuple[Plan, Side | None] | None:
        plans = enumerate_moves(Ctx.of(state), include_stop=True, exact=False)
        scored = self.ranked(game, state, rng, plans, Seen.of(state), 1)
        return (scored[0][1], scored[0][2]) if scored else None

    def bound(self, state: State, plan: Plan, seen: "Seen") -> float:
        """At least :meth:`score` of ``plan`` for every perspective, from ``state``
        and the plan alone."""
        raise NotImplementedError

    def score(self, state: State, plan: Plan, mid: State, after: State, seen: "Seen", rng: Rng) -> float:
        raise NotImplementedError


class CarefulBot(_PlanningBot):
    """Weighs goals, balance, refills and, above all, whether the partner can
    move next; then looks one turn further, at the partner's best reply."""

    #: How many of the best plans get the look at the partner's reply.
    lookahead = 6
    #: The most the partner's mobility adds to a score.
    MOBILITY_MAX = 12
    #: How the cards spent and the balance left weigh (:class:`Thrift`).
    thrift = CAREFUL_THRIFT

    def best_plan(self, game: Game, state: State, rng: Rng) -> tuple[Plan, Side | None] | None:
        seen = Seen.of(state)
        plans = enumerate_moves(Ctx.of(state), include_stop=True, exact=False)
        scored = self.ranked(game, state, rng, plans, seen, self.lookahead)
        if not scored:
            return None
        partner = 1 - state.current
        if needs_reveal(state, partner) or state.in_heart[partner] or scored[0][0] >= 4e5:
            return scored[0][1], scored[0][2]
        best = None
        for value, plan, side, after in scored:
            if value <= -1e6:
                break
            total = value + 0.7 * self._best_reply(game, after, seen, rng)
            if best is None or total > best[0]:
                best = (total, plan, side)
        if best is None:
            return scored[0][1], scored[0][2]
        return best[1], best[2]

    def _best_reply(self, game: Game, after: State, seen: Seen, rng: Rng) -> float:
        """The partner's best move from ``after``, as this bot would score it,
        with the cards this bot has seen (0 when the partner will not move)."""
        if after.phase != "play" or needs_reveal(after, after.current):
            return 0.0
        ctx = Ctx.of(after)
        ctx.cards = tuple(c for c in ctx.cards if c[0] in seen.cards)
        plans = enumerate_moves(ctx, include_stop=False, exact=False)
        best = self.ranked(game, after, rng, plans, seen, 1)
        return best[0][0] if best else -1e7

    def _static(self, state: State, plan: Plan, seen: Seen) -> tuple[float, str]:
        """The score's terms that need no ``apply``, and which kind of plan it is:
        ``final`` (the value is the score), ``follow`` or ``heart`` (the value is a
        bound), or ``move`` (the partner's mobility is still to add)."""
        if plan.loses:
            return -1e9, "final"
        seat, partner, ring, own, goal, partner_far = self._terms(state, seen)
        if state.in_heart[partner]:
            return 1e6, "follow"
        if plan.end == HEART:
            return 5e5, "heart"
        # (Every term is a multiple of 0.5, so the sum is exact in any order.)
        score = 0.0
        if ring >= 3:
            score += toward_heart(plan, state.positions[partner])
        if completes_goal(state, seat, plan.end):
            score += 100
        else:
            score -= 4 * ring_distance(plan.end, goal, min(ring, 2))
        # Moving inward once a ring is open.
        score += 8 * NODES[plan.end].ring if ring < 3 else 0
        score += spending(plan, own, self.thrift)
        # The partner's own goal should stay reachable.
        if partner_far is not None:
            score -= partner_far
        return score, "move"

    #: (state, seen, terms) of the last :meth:`_terms`: every plan of one state shares them.
    _kept_terms: tuple[State, Seen, Terms] | None = None

    def _terms(self, state: State, seen: Seen) -> Terms:
        """The parts of :meth:`_static` that do not depend on the plan, worked out once a
        state (the bounds and scores of its hundreds of plans all ask): the seat, the
        partner, the ring, the seat's hand, its goal as seen, and how far the partner's
        seen goal is (None when not seen)."""
        kept = self._kept_terms
        if kept is not None and kept[0] is state and kept[1] is seen:
            return kept[2]
        seat = state.current
        partner = 1 - seat
        ring = state.ring
        pgoal = seen.goal(state, partner)
        partner_far = (1.5 * ring_distance(state.positions[partner], pgoal, min(ring, 2))
                       if pgoal is not None else None)
        terms = (seat, partner, ring, state.hands[seat], seen.goal(state, seat), partner_far)
        self._kept_terms = (state, seen, terms)
        return terms

    def bound(self, state: State, plan: Plan, seen: Seen) -> float:
        value, kind = self._static(state, plan, seen)
        return value + self.MOBILITY_MAX if kind == "move" else value

    def score(self, state: State, plan: Plan, mid: State, after: State, seen: Seen, rng: Rng) -> float:
        value, kind = self._static(state, plan, seen)
        if kind == "final":
            return value
        if kind == "follow":
            return 1e6 if after.result is not None and after.result.winners else -1e8
        if kind == "heart":
            # Enter only if the partner can follow next turn with the cards seen.
            return 5e5 if can_follow(after, seen) else -5e7
        if after.result is not None:
            return -1e7  # the partner is stuck: we lose
        moves = mobility(after, 1 - state.current, seen.cards)
        if moves == 0:
            return -1e7  # the partner would be stuck, unless unseen cards save them
        return value + 3 * min(moves, 4)


class CasualBot(_PlanningBot):
    """Heads for its goal by the shortest way; looks no further than its own move."""

    NOISE = 6.0

    def _static(self, state: State, plan: Plan) -> float:
        if plan.loses:
            return -1e9
        if state.in_heart[1 - state.current]:
            return 1e6
        if plan.end == HEART:
            return 1e5
        score = 0.0
        if completes_goal(state, state.current, plan.end):
            score += 50 - len(plan.steps)
        if plan.balance == 0:
            score += 8
        if state.ring >= 3 and plan.end in GATES:
            score += 30
        return score

    def bound(self, state: State, plan: Plan, seen: Seen) -> float:
        return self._static(state, plan) + self.NOISE

    def score(self, state: State, plan: Plan, mid: State, after: State, seen: Seen, rng: Rng) -> float:
        if not plan.loses and state.in_heart[1 - state.current]:
            return 1e6 if after.result is not None and after.result.winners else -1e8
        return self._static(state, plan) + rng.random() * self.NOISE
