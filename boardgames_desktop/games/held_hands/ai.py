"""Bots and move search for ...and then we held hands. Pure Python.

Everything here works from a *view* (what a seat may see), never the state.
:func:`enumerate_moves` lists every way the current move can go on; the bots
score those plans, the board highlights their nodes, and the hint search
(:mod:`.hint`) chains them over turns.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from ...core.game import Bot
from ...core.rng import Rng, seed_state
from .data import (
    ADJACENT,
    BALANCE_CHANGE,
    BALANCE_MAX,
    BALANCE_MIN,
    EMOTION_CARDS,
    HAND_SIZE,
    HEART,
    NODES,
    RESET_STEP,
)
from .rules import EndTurn, Fan, RevealGoal, Step, perspective_of

class SearchTimeout(Exception):
    """The search passed its deadline."""


#: A safety cap on the plans one search lists (far above what real hands give).
MAX_PLANS = 60000


@dataclass(frozen=True)
class Plan:
    """One way to finish the current move from where it stands."""

    steps: tuple[tuple[str, int], ...]  # (node, card) still to play
    end: str
    balance: int
    loses: bool  # the last step takes the balance out of -2..+2


@dataclass
class Ctx:
    """The movement facts of the seat to act, read off a view."""

    seat: int
    here: str
    partner: str
    ring: int
    balance: int
    played: int  # cards already played this turn
    entered: frozenset[str]  # path so far + the turn's start node
    cards: tuple[tuple[int, int, str], ...]  # (card, owner, visible emotion) in both hands

    @classmethod
    def from_view(cls, view: Mapping[str, Any], seat: int | None = None) -> "Ctx":
        seat = view["current"] if seat is None else seat
        cards = tuple(
            (c["id"], owner, c["visible"])
            for owner in (0, 1)
            for c in view["hands"][owner]
        )
        return cls(
            seat=seat,
            here=view["positions"][seat],
            partner=view["positions"][1 - seat],
            ring=view["ring"],
            balance=view["balances"][seat],
            played=len(view["cards_played"]) if seat == view["current"] else 0,
            entered=frozenset(view["path"]) | {view["turn_start"]} if seat == view["current"] else frozenset({view["positions"][seat]}),
            cards=cards,
        )


def _all_distances(max_ring: int) -> dict[str, dict[str, int]]:
    """Shortest step counts between nodes, using only rings up to ``max_ring``
    (3 includes the heart)."""
    out: dict[str, dict[str, int]] = {}
    allowed = [n for n in NODES if NODES[n].ring <= max_ring]
    for start in allowed:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for nxt in ADJACENT[node]:
                if nxt not in seen and NODES[nxt].ring <= max_ring:
                    seen[nxt] = seen[node] + 1
                    queue.append(nxt)
        out[start] = seen
    return out


_DIST = {r: _all_distances(r) for r in (0, 1, 2, 3)}


def _step_balance(balance: int, played: int, emotion: str) -> int:
    if played + 1 >= RESET_STEP:
        return 0
    return balance + BALANCE_CHANGE[emotion]


def can_enter(ctx: Ctx, node: str) -> bool:
    if node == ctx.partner and node != HEART:
        return False
    if node in ctx.entered:
        return False
    if node == HEART:
        return ctx.ring >= 3
    return NODES[node].ring <= ctx.ring


def enumerate_moves(
    ctx: Ctx,
    include_stop: bool = True,
    limit: int = MAX_PLANS,
    by_owner: bool = False,
    exact: bool = True,
    deadline: float | None = None,
) -> list[Plan]:
    """Every way to go on with the move, each distinct outcome listed once.

    Where a step can go depends only on the *visible* emotion of the card paid,
    so cards are grouped by visible emotion; within a group the mover's own
    cards are spent first (their own hand is the one a refill restores), then
    the partner's. With ``by_owner`` cards are told apart by owner and by both
    halves, so plans that leave different cards in the hands are listed apart
    (the exact hint needs that; where a step goes still depends only on the
    visible half).
    ``include_stop`` adds the plan that stops here (once a step was taken).
    With ``exact=False`` a configuration reached a second time is not explored
    again whatever nodes the second path entered: much faster, and it can only
    miss rare plans (the bots use it; the board and the hint do not).
    """
    groups: dict[Any, list[int]] = {}
    emotion_of: dict[Any, str] = {}
    for card, owner, emotion in ctx.cards:
        key = (owner, EMOTION_CARDS[card].left, EMOTION_CARDS[card].right) if by_owner else emotion
        groups.setdefault(key, []).append(card)
        emotion_of[key] = emotion
    owner_of = {card: owner for card, owner, _e in ctx.cards}
    shown = {card: emotion for card, _o, emotion in ctx.cards}

    def hidden(cid: int) -> str:
        c = EMOTION_CARDS[cid]
        return c.right if c.left == shown[cid] else c.left

    # Spend first the card whose hidden half is least unique in its hand.
    common = {
        cid: sum(hidden(o) == hidden(cid) for o in owner_of if owner_of[o] == owner_of[cid])
        for cid in owner_of
    }
    for ids in groups.values():
        ids.sort(key=lambda c: (owner_of[c] != ctx.seat, -common[c], c))
    counts = {key: len(ids) for key, ids in groups.items()}
    keys = sorted(groups, key=str)
    plans: list[Plan] = []
    if include_stop and ctx.played > 0:
        plans.append(Plan((), ctx.here, ctx.balance, False))

    used: dict[tuple[int, str], int] = {k: 0 for k in keys}
    path: list[tuple[str, int]] = []
    # Exact pruning: a configuration (node, cards used, balance) reached again
    # with the same entered nodes *that could still matter* (those within reach
    # of the cards left) can do nothing new. Each configuration is listed once.
    seen: set[tuple] = set()
    listed: set[tuple] = set()
    total = len(ctx.cards)
    dist = _DIST[3]
    calls = [0]

    def dfs(here: str, balance: int, played: int, entered: frozenset[str]) -> None:
        if here == HEART or len(plans) >= limit:
            return
        if deadline is not None:
            calls[0] += 1
            if calls[0] % 64 == 0 and time.monotonic() > deadline:
                raise SearchTimeout
        for nxt in ADJACENT[here]:
            if nxt in entered or (nxt == ctx.partner and nxt != HEART):
                continue
            if nxt == HEART:
                if ctx.ring < 3:
                    continue
            elif NODES[nxt].ring > ctx.ring:
                continue
            want = NODES[nxt].emotion
            for key in keys:
                if used[key] >= counts[key]:
                    continue
                emotion = emotion_of[key]
                if nxt != HEART and emotion != want:
                    continue
                after = _step_balance(balance, played, emotion)
                if nxt == HEART and after != 0:
                    continue
                card = groups[key][used[key]]
                if not BALANCE_MIN <= after <= BALANCE_MAX:
                    lose_key = (nxt, "loses", tuple(used[k] + (k == key) for k in keys))
                    if lose_key not in listed:
                        listed.add(lose_key)
                        plans.append(Plan(tuple(path) + ((nxt, card),), nxt, after, True))
                    continue
                used[key] += 1
                config = (nxt, after, tuple(used[k] for k in keys))
                now_entered = entered | {nxt}
                if exact:
                    left = total - (played + 1 - ctx.played)
                    row = dist[nxt]
                    relevant = frozenset(e for e in now_entered if row.get(e, 99) <= left)
                else:
                    relevant = None
                if (config, relevant) in seen:
                    used[key] -= 1
                    continue
                seen.add((config, relevant))
                if config not in listed:
                    listed.add(config)
                    plans.append(Plan(tuple(path) + ((nxt, card),), nxt, after, False))
                path.append((nxt, card))
                dfs(nxt, after, played + 1, now_entered)
                path.pop()
                used[key] -= 1

    dfs(ctx.here, ctx.balance, ctx.played, frozenset(ctx.entered))
    return plans


def reachable(view: Mapping[str, Any]) -> dict[str, str]:
    """Nodes the seat to act can reach this turn: node -> "safe" or "loses"."""
    if view["phase"] != "play" or view["needs_reveal"][view["current"]]:
        return {}
    out: dict[str, str] = {}
    for plan in enumerate_moves(Ctx.from_view(view), include_stop=False):
        for i, (node, _card) in enumerate(plan.steps):
            last = i == len(plan.steps) - 1
            status = "loses" if (plan.loses and last) else "safe"
            if out.get(node) != "safe":
                out[node] = status
    return out


GATES = frozenset({"I0", "I2", "I4", "I6"})


def ring_distance(start: str, emotion: str | None, ring: int, blocked: str) -> int:
    """Steps from ``start`` to the nearest node of ``emotion`` on ring ``ring`` (BFS)."""
    if emotion is None:
        return 0
    row = _DIST[ring].get(start)
    if row is None:
        return 12
    best = [d for n, d in row.items() if n != start and NODES[n].ring == ring and NODES[n].emotion == emotion]
    return min(best) if best else 12


def distance_to(start: str, wanted, ring: int, blocked: str) -> int:
    """Steps from ``start`` to the nearest node (not ``start``) that ``wanted(node)`` accepts."""
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        node, dist = queue.popleft()
        n = NODES[node]
        if node != start and wanted(n):
            return dist
        for nxt in ADJACENT[node]:
            if nxt in seen or nxt == blocked or nxt == HEART or NODES[nxt].ring > ring:
                continue
            seen.add(nxt)
            queue.append((nxt, dist + 1))
    return 12


# -- scoring plans ------------------------------------------------------------------------
def _after_cards(ctx: Ctx, plan: Plan) -> list[tuple[int, int, str]]:
    spent = {card for _node, card in plan.steps}
    return [c for c in ctx.cards if c[0] not in spent]


def _partner_ctx(view: Mapping[str, Any], ctx: Ctx, plan: Plan, perspective: str) -> Ctx:
    """The partner's movement facts at the start of their next turn."""
    partner = 1 - ctx.seat
    cards = []
    for card, owner, emotion in _after_cards(ctx, plan):
        if owner == ctx.seat:
            c = EMOTION_CARDS[card]
            emotion = c.left if perspective == "L" else c.right
        cards.append((card, owner, emotion))
    return Ctx(
        seat=partner,
        here=view["positions"][partner],
        partner=plan.end,
        ring=view["ring"],
        balance=view["balances"][partner],
        played=0,
        entered=frozenset({view["positions"][partner]}),
        cards=tuple(cards),
    )


def _has_first_step(ctx: Ctx) -> int:
    n = 0
    have = {(e) for _c, _o, e in ctx.cards}
    for nxt in ADJACENT[ctx.here]:
        if not can_enter(ctx, nxt):
            continue
        if nxt == HEART:
            if any(_step_balance(ctx.balance, 0, e) == 0 for e in have):
                n += 1
        elif NODES[nxt].emotion in have:
            n += 1
    return n


def end_perspectives(seat: int, end: str, current: str) -> tuple[str, ...]:
    forced = perspective_of(seat, end) if end != HEART else None
    if forced is not None:
        return (forced,)
    return (current, "R" if current == "L" else "L")


class _PlanningBot(Bot):
    """Shared plumbing: reveal when told to, pick fans, follow the best plan."""

    careful = True

    def __init__(self, game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self.rng = Rng(seed_state(seed, f"held-hands-bot-{seat}"))

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        if any(isinstance(a, Fan) for a in legal):
            return self._choose_fan(view, legal)
        if any(isinstance(a, RevealGoal) for a in legal):
            return RevealGoal()
        ctx = Ctx.from_view(view, self.seat)
        cached = self._continue_plan(view)
        if cached is not None:
            plan, perspective = cached
        else:
            plans = enumerate_moves(ctx, include_stop=True, exact=False)
            best = self.best_plan(view, ctx, plans)
            if best is None:
                return legal[0]
            plan, perspective = best
        self._plan = (view["turn"], tuple(view["path"]), plan, perspective)
        if not plan.steps:
            action = EndTurn(perspective)
        else:
            node, card = plan.steps[0]
            action = Step(node, card)
        if action in legal:
            return action
        return legal[0]

    _plan: tuple | None = None

    def _continue_plan(self, view: Mapping[str, Any]):
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

    def _choose_fan(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        # Fan to the side whose colours let the most first steps happen.
        scores = []
        for side in ("L", "R"):
            hand = view["hands"][self.seat]
            emotions = {c["left"] if side == "L" else c["right"] for c in hand}
            score = len(emotions) + 0.01 * (side == "L")
            scores.append((score, side))
        return Fan(max(scores)[1])

    def ranked(self, view: Mapping[str, Any], ctx: Ctx, plans: list[Plan]) -> list[tuple[float, Plan, str]]:
        """Every (score, plan, perspective) choice, best first (ties keep search order)."""
        scored = []
        for plan in plans:
            if not plan.steps and ctx.played == 0:
                continue
            for perspective in end_perspectives(ctx.seat, plan.end, view["perspectives"][ctx.seat]):
                scored.append((self.score(view, ctx, plan, perspective), len(scored), plan, perspective))
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [(value, plan, perspective) for value, _order, plan, perspective in scored]

    def best_plan(self, view: Mapping[str, Any], ctx: Ctx, plans: list[Plan]):
        scored = self.ranked(view, ctx, plans)
        return (scored[0][1], scored[0][2]) if scored else None

    def score(self, view: Mapping[str, Any], ctx: Ctx, plan: Plan, perspective: str) -> float:
        raise NotImplementedError


def view_after(view: Mapping[str, Any], ctx: Ctx, plan: Plan, perspective: str) -> dict[str, Any]:
    """The table as the partner will find it after ``plan`` (draws and goal
    reveals, being unknown, are left out)."""
    seat, partner = ctx.seat, 1 - ctx.seat
    spent = {card for _node, card in plan.steps}
    persps = list(view["perspectives"])
    persps[seat] = perspective
    hands = []
    for owner in (0, 1):
        hand = []
        for c in view["hands"][owner]:
            if c["id"] in spent:
                continue
            p = persps[owner]
            hand.append({**c, "visible": (c["left"] if p == "L" else c["right"]) if p else None})
        hands.append(hand)
    positions = list(view["positions"])
    positions[seat] = plan.end
    balances = list(view["balances"])
    balances[seat] = plan.balance
    goals = list(view["active_goals"])
    node = NODES[plan.end]
    if plan.end != HEART and goals[seat] is not None and node.ring == view["ring"] and node.emotion == goals[seat]:
        goals[seat] = None
    in_heart = list(view["in_heart"])
    if plan.end == HEART:
        in_heart[seat] = True
    return {
        **view,
        "current": partner,
        "turn": view["turn"] + 1,
        "positions": positions,
        "balances": balances,
        "perspectives": persps,
        "hands": hands,
        "active_goals": goals,
        "in_heart": in_heart,
        "path": [],
        "cards_played": [],
        "turn_start": positions[partner],
    }


class CarefulBot(_PlanningBot):
    """Weighs goals, balance, refills and, above all, whether the partner can
    move next; then looks one turn further, at the partner's best reply."""

    name = "careful"
    #: How many of the best plans get the look at the partner's reply.
    lookahead = 6

    def best_plan(self, view: Mapping[str, Any], ctx: Ctx, plans: list[Plan]):
        scored = self.ranked(view, ctx, plans)
        if not scored:
            return None
        partner = 1 - ctx.seat
        if view["needs_reveal"][partner] or view["in_heart"][partner] or scored[0][0] >= 4e5:
            return scored[0][1], scored[0][2]
        best = None
        for value, plan, perspective in scored[: self.lookahead]:
            if value <= -1e6:
                break
            reply = self._best_reply(view_after(view, ctx, plan, perspective))
            total = value + 0.7 * reply
            if best is None or total > best[0]:
                best = (total, plan, perspective)
        if best is None:
            return scored[0][1], scored[0][2]
        return best[1], best[2]

    def _best_reply(self, after: dict[str, Any]) -> float:
        pctx = Ctx.from_view(after)
        best = -1e7
        for plan in enumerate_moves(pctx, include_stop=False, exact=False):
            for perspective in end_perspectives(pctx.seat, plan.end, after["perspectives"][pctx.seat]):
                best = max(best, self.score(after, pctx, plan, perspective))
        return best

    def score(self, view: Mapping[str, Any], ctx: Ctx, plan: Plan, perspective: str) -> float:
        if plan.loses:
            return -1e9
        seat = ctx.seat
        partner = 1 - seat
        ring = view["ring"]
        score = 0.0
        partner_in_heart = view["in_heart"][partner]
        if partner_in_heart:
            return 1e6 if plan.end == HEART else -1e8
        pctx = _partner_ctx(view, ctx, plan, perspective)
        if plan.end == HEART:
            # Enter only if the partner can follow next turn with the cards left.
            follow = any(
                p.end == HEART and not p.loses
                for p in enumerate_moves(pctx, include_stop=False, limit=4000, exact=False)
            )
            return 5e5 if follow else -5e7
        if ring >= 3:
            # Get next to the heart with a balance some card can bring to 0.
            if plan.end in GATES:
                score += 60 + (20 if abs(plan.balance) == 1 else 0)
            else:
                score -= 6 * distance_to(plan.end, lambda n: n.id in GATES, 2, ctx.partner)
        mobility = _has_first_step(pctx)
        if mobility == 0:
            return -1e7  # the partner would be stuck: we would lose
        score += min(mobility, 4) * 3
        goal = view["active_goals"][seat]
        end_node = NODES[plan.end]
        done_goal = goal is not None and end_node.ring == ring and end_node.emotion == goal
        if done_goal:
            score += 100
        else:
            score -= 4 * ring_distance(plan.end, goal, min(ring, 2), ctx.partner)
        # Moving inward once a ring is open.
        score += 8 * end_node.ring if ring < 3 else 0
        if plan.balance == 0:
            own_left = sum(1 for _c, o, _e in _after_cards(ctx, plan) if o == seat)
            score += 10 + 3 * (HAND_SIZE - own_left)
        else:
            score -= 6 * abs(plan.balance)
        # Spending the partner's cards costs them options.
        for _node, card in plan.steps:
            owner = next(o for c, o, _e in ctx.cards if c == card)
            score -= 2.5 if owner == partner else 0.5
        # The partner's own goal should stay reachable.
        pgoal = view["active_goals"][partner]
        if pgoal is not None:
            score -= 1.5 * ring_distance(pctx.here, pgoal, min(ring, 2), plan.end)
        return score


class CasualBot(_PlanningBot):
    """Heads for its goal by the shortest way; looks no further than its own move."""

    name = "casual"

    def score(self, view: Mapping[str, Any], ctx: Ctx, plan: Plan, perspective: str) -> float:
        if plan.loses:
            return -1e9
        partner = 1 - ctx.seat
        if view["in_heart"][partner]:
            return 1e6 if plan.end == HEART else -1e8
        if plan.end == HEART:
            return 1e5
        goal = view["active_goals"][ctx.seat]
        node = NODES[plan.end]
        score = 0.0
        if goal is not None and node.ring == view["ring"] and node.emotion == goal:
            score += 50 - len(plan.steps)
        if plan.balance == 0:
            score += 8
        if view["ring"] >= 3 and plan.end in GATES:
            score += 30
        return score + self.rng.random() * 6


class RandomBot(Bot):
    """Uniformly random among legal actions (for soak tests and `simulate --random`)."""

    name = "random"

    def __init__(self, game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self.rng = Rng(seed_state(seed, f"random-{seat}"))

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        return self.rng.choice(list(legal))
