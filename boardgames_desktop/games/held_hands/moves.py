"""Every way a held-hands move can go on: the move search the board, the bots
and the hint share. Pure Python, over the real :class:`~.state.State`.

A move is a chain of steps; listing the chains one ``apply`` at a time would be
far too slow for the bots, so :func:`enumerate_moves` walks them directly,
grouping cards by the emotion they show. The tests hold it to the rules: every
plan it lists replays step by step through ``legal_actions`` and ``apply``, and
:func:`reachable` equals a brute-force search over ``apply``.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import Any

from .data import (
    ADJACENT,
    BALANCE_CHANGE,
    BALANCE_MAX,
    BALANCE_MIN,
    EMOTION_CARDS,
    HEART,
    NODES,
    RESET_STEP,
)
from .state import State, needs_reveal, visible


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
    """The movement facts of one seat: where it stands, what it may not enter,
    and every card in both hands with the emotion it shows."""

    seat: int
    here: str
    partner: str
    ring: int
    balance: int
    played: int  # cards already played this turn
    entered: frozenset[str]  # path so far + the turn's start node
    cards: tuple[tuple[int, int, str], ...]  # (card, owner, visible emotion) in both hands

    @classmethod
    def of(cls, state: State, seat: int | None = None) -> "Ctx":
        """The facts of ``seat`` (default: the seat to act) in ``state``; a seat
        not to act is seen as at the start of its next turn."""
        seat = state.current if seat is None else seat
        moving = seat == state.current
        return cls(
            seat=seat,
            here=state.positions[seat],
            partner=state.positions[1 - seat],
            ring=state.ring,
            balance=state.balances[seat],
            played=len(state.cards_played) if moving else 0,
            entered=frozenset(state.path) | {state.turn_start} if moving else frozenset({state.positions[seat]}),
            cards=tuple(
                (c, owner, visible(c, state.perspectives[owner])) for owner in (0, 1) for c in state.hands[owner]
            ),
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


DISTANCES = {r: _all_distances(r) for r in (0, 1, 2, 3)}
#: The emotion of every node but the heart (the search reads it once a step).
NODE_EMOTION: dict[str, str] = {nid: n.emotion for nid, n in NODES.items() if n.emotion is not None}
#: No group of cards (read only).
NO_GROUPS: list[int] = []


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

    # The groups by index, in ``keys`` order, in flat lists: the search below runs
    # hundreds of thousands of times a game, so it reads lists, not dicts.
    n = len(keys)
    used = [0] * n
    count = [counts[key] for key in keys]
    change = [BALANCE_CHANGE[emotion_of[key]] for key in keys]
    cards_of = [groups[key] for key in keys]
    every = list(range(n))
    by_emotion: dict[str, list[int]] = {}
    for i, key in enumerate(keys):
        by_emotion.setdefault(emotion_of[key], []).append(i)
    path: list[tuple[str, int]] = []
    # Exact pruning: a configuration (node, cards used, balance) reached again
    # with the same entered nodes *that could still matter* (those within reach
    # of the cards left) can do nothing new. Each configuration is listed once.
    seen: set[tuple] = set()
    listed: set[tuple] = set()
    total = len(ctx.cards)
    dist = DISTANCES[3]
    calls = [0]
    partner, ring, start_played = ctx.partner, ctx.ring, ctx.played  # read once, not per step

    def dfs(here: str, balance: int, played: int, entered: frozenset[str]) -> None:
        if here == HEART or len(plans) >= limit:
            return
        if deadline is not None:
            calls[0] += 1
            if calls[0] % 64 == 0 and time.monotonic() > deadline:
                raise SearchTimeout
        # balance_after, once a call: from the 6th card of a turn on, the balance resets.
        resets = played + 1 >= RESET_STEP
        for nxt in ADJACENT[here]:
            if nxt in entered or (nxt == partner and nxt != HEART):
                continue
            heart = nxt == HEART
            if heart:
                if ring < 3:
                    continue
                choices = every  # any card may pay the step into the heart
            elif NODES[nxt].ring > ring:
                continue
            else:
                choices = by_emotion.get(NODE_EMOTION[nxt], NO_GROUPS)
            for i in choices:
                if used[i] >= count[i]:
                    continue
                after = 0 if resets else balance + change[i]
                if heart and after != 0:
                    continue
                card = cards_of[i][used[i]]
                if not BALANCE_MIN <= after <= BALANCE_MAX:
                    used[i] += 1
                    lose_key = (nxt, "loses", tuple(used))
                    used[i] -= 1
                    if lose_key not in listed:
                        listed.add(lose_key)
                        plans.append(Plan(tuple(path) + ((nxt, card),), nxt, after, True))
                    continue
                used[i] += 1
                config = (nxt, after, tuple(used))
                now_entered = entered | {nxt}
                key: tuple = config
                if exact:
                    left = total - (played + 1 - start_played)
                    row = dist[nxt]
                    key = (config, frozenset(e for e in now_entered if row.get(e, 99) <= left))
                if key in seen:
                    used[i] -= 1
                    continue
                seen.add(key)
                if config not in listed:
                    listed.add(config)
                    plans.append(Plan(tuple(path) + ((nxt, card),), nxt, after, False))
                path.append((nxt, card))
                dfs(nxt, after, played + 1, now_entered)
                path.pop()
                used[i] -= 1

    dfs(ctx.here, ctx.balance, ctx.played, frozenset(ctx.entered))
    return plans


def reachable(state: State) -> dict[str, str]:
    """Nodes the seat to act can reach this turn: node -> "safe" or "loses"."""
    if state.phase != "play" or needs_reveal(state, state.current):
        return {}
    out: dict[str, str] = {}
    for plan in enumerate_moves(Ctx.of(state), include_stop=False):
        for i, (node, _card) in enumerate(plan.steps):
            last = i == len(plan.steps) - 1
            status = "loses" if (plan.loses and last) else "safe"
            if out.get(node) != "safe":
                out[node] = status
    return out


def payment_order(state: State) -> dict[int, int]:
    """Cards in the order the bots would spend them on the first step (own hand
    first, least needed card first): the board offers payments in this order."""
    order: dict[int, int] = {}
    for plan in enumerate_moves(Ctx.of(state), include_stop=False, limit=2000, exact=False):
        if plan.steps:
            order.setdefault(plan.steps[0][1], len(order))
    return order
