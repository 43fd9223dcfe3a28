"""Shared helpers for the held-hands rules tests: build a table, find paths, refuse.

This folder has no ``__init__.py`` (pytest puts it on ``sys.path``), so the
module names carry the game's name to stay unique across the test tree.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from dataclasses import replace
from itertools import product
from typing import Any

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.held_hands.actions import EndTurn, Step
from boardgames_desktop.games.held_hands.data import (
    ADJACENT,
    BALANCE_CHANGE,
    EMOTION_CARDS,
    EMOTIONS,
    GOAL_CARDS,
    HEART,
    NODES,
    START_NODES,
)
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import State, perspective_of

CardSpec = Any  # an int (a card id), or an emotion: a card showing it from its owner's perspective


def fresh(seed: int = 1, **options: Any) -> State:
    return GAME.setup(2, seed, options)


def default_perspective(seat: int, node: str) -> str:
    return perspective_of(seat, node) or "L"


def other_emotion(emotion: str) -> str:
    return next(e for e in EMOTIONS if e != emotion)


def table(
    *,
    seed: int = 1,
    current: int = 0,
    positions: tuple[str, str] = START_NODES,
    balances: tuple[int, int] = (0, 0),
    perspectives: tuple[str, str] | None = None,
    hands: tuple[Sequence[CardSpec], Sequence[CardSpec]] = ((), ()),
    discards: tuple[Sequence[CardSpec], Sequence[CardSpec]] = ((), ()),
    deck: Sequence[int] | None = None,
    ring: int = 0,
    active: tuple[str | None, str | None] = ("sad", "sad"),
    piles: tuple[Sequence[str], Sequence[str]] = (("sad", "sad"), ("sad", "sad")),
    done: tuple[Sequence[str], Sequence[str]] = ((), ()),
    in_heart: tuple[bool, bool] = (False, False),
    first: int | None = None,
    turn: int = 10,
) -> State:
    """A state in the play phase, built with ``dataclasses.replace`` on a real set-up.

    Cards in ``hands``/``discards`` are ids, or emotions: "a free card that shows
    this emotion from its owner's perspective" (for discards: its left half).
    Goals are given as emotions and get free goal ids. Every other emotion card
    goes to the draw deck (ascending ids, drawn from the end) unless ``deck`` is
    given, every other goal to the goal deck: the counts are conserved.
    """
    base = fresh(seed)
    if perspectives is None:
        perspectives = (default_perspective(0, positions[0]), default_perspective(1, positions[1]))
    taken: set[int] = set()

    def pick_card(spec: CardSpec, side: str) -> int:
        if isinstance(spec, int):
            assert spec not in taken, f"card {spec} used twice"
            taken.add(spec)
            return spec
        for card in EMOTION_CARDS:
            if card.id not in taken and card.half(side) == spec:
                taken.add(card.id)
                return card.id
        raise AssertionError(f"no free card shows {spec} on the {side} half")

    # Ids first, so an explicit id is never handed out for an emotion spec.
    for group in (*hands, *discards):
        for spec in group:
            if isinstance(spec, int):
                taken.add(spec)
    explicit = set(taken)

    def resolve(group: Sequence[CardSpec], side: str) -> tuple[int, ...]:
        out = []
        for spec in group:
            if isinstance(spec, int):
                assert spec in explicit
                out.append(spec)
            else:
                out.append(pick_card(spec, side))
        return tuple(out)

    hand_ids = (resolve(hands[0], perspectives[0]), resolve(hands[1], perspectives[1]))
    discard_ids = (resolve(discards[0], "L"), resolve(discards[1], "L"))
    used = set(hand_ids[0] + hand_ids[1] + discard_ids[0] + discard_ids[1])
    assert len(used) == sum(map(len, hand_ids + discard_ids)), "a card placed twice"
    if deck is None:
        deck = tuple(c for c in range(len(EMOTION_CARDS)) if c not in used)
    deck = tuple(deck)

    free_goals = {e: [i for i, g in enumerate(GOAL_CARDS) if g == e] for e in EMOTIONS}

    def goal(emotion: str) -> int:
        return free_goals[emotion].pop(0)

    active_ids = tuple(goal(e) if e is not None else None for e in active)
    pile_ids = tuple(tuple(goal(e) for e in pile) for pile in piles)
    done_ids = tuple(tuple(goal(e) for e in d) for d in done)
    goal_deck = tuple(sorted(g for ids in free_goals.values() for g in ids))

    first = current if first is None else first
    state = replace(
        base,
        phase="play",
        current=current,
        first=first,
        turn=turn,
        ring=ring,
        positions=tuple(positions),
        balances=tuple(balances),
        perspectives=tuple(perspectives),
        hands=hand_ids,
        deck=deck,
        discards=discard_ids,
        goal_deck=goal_deck,
        goal_piles=pile_ids,
        active_goals=active_ids,
        goals_done=done_ids,
        in_heart=tuple(in_heart),
        path=(),
        cards_played=(),
        turn_start=positions[current],
        result=None,
    )
    problems = check_invariants(state)
    assert not problems, problems
    return state


def shows(state: State, card: int) -> str:
    """The emotion ``card`` shows now (its owner's perspective)."""
    owner = 0 if card in state.hands[0] else 1
    return EMOTION_CARDS[card].half(state.perspectives[owner])


def card_for(state: State, emotion: str, hand: int | None = None) -> int:
    """A card in the hands (``hand`` if given) that now shows ``emotion``."""
    for seat in (0, 1) if hand is None else (hand,):
        for card in state.hands[seat]:
            if shows(state, card) == emotion:
                return card
    raise AssertionError(f"no card showing {emotion}")


def play(state: State, seat: int, action: Any) -> State:
    """``action`` as the match plays it: the rules accept it, then it is applied."""
    reason = GAME.refusal(state, seat, action)
    assert reason is None, render(reason)
    return GAME.apply(state, seat, action)


def step(state: State, node: str, hand: int | None = None, card: int | None = None) -> State:
    """The current player steps to ``node`` with a matching card from either hand."""
    if card is None:
        card = card_for(state, NODES[node].emotion, hand)
    return play(state, state.current, Step(node, card))


def walk(state: State, nodes: Iterable[str]) -> State:
    for node in nodes:
        state = step(state, node)
    return state


def end(state: State, perspective: str | None = None) -> State:
    seat = state.current
    if perspective is None:
        perspective = GAME.end_choices(state, seat)[0]
    return play(state, seat, EndTurn(perspective))


def assert_refused(state: State, seat: int, action: Any, *words: str) -> str:
    """The rules refuse ``action`` with a reason that says ``words`` (rendered with
    the default seat names); nothing changes; and the action is not among the
    legal ones. Returns the reason as a player reads it."""
    before = copy.deepcopy(state)
    view_before = GAME.view(state, None)
    reason = GAME.refusal(state, seat, action)
    assert reason is not None, f"{action} was not refused"
    rule = render(reason)
    for w in words:
        assert w in rule, f"{w!r} not in {rule!r}"
    assert state == before
    assert GAME.view(state, None) == view_before
    assert action not in GAME.legal_actions(state, seat)
    return rule


def find_path(
    start: str,
    emotions: Sequence[str],
    *,
    max_ring: int = 0,
    avoid: Iterable[str] = (),
) -> list[str] | None:
    """A simple path from ``start`` whose nodes show ``emotions`` in order
    (``start`` not repeated, no node in ``avoid``, no ring beyond ``max_ring``)."""
    avoid = set(avoid)

    def dfs(here: str, i: int, path: list[str]) -> list[str] | None:
        if i == len(emotions):
            return path
        for nxt in ADJACENT[here]:
            if nxt in (HEART, start) or nxt in avoid or nxt in path:
                continue
            n = NODES[nxt]
            if n.ring <= max_ring and n.emotion == emotions[i]:
                found = dfs(nxt, i + 1, path + [nxt])
                if found:
                    return found
        return None

    return dfs(start, 0, [])


def balance_walk(emotions: Sequence[str], start: int = 0) -> list[int]:
    """The balance after each of ``emotions`` by plain addition (no 6-card reset)."""
    out, b = [], start
    for e in emotions:
        b += BALANCE_CHANGE[e]
        out.append(b)
    return out


#: Every goal one player completes in the three rings (12).
ALL_GOALS_OF_A_PLAYER = ("happy", "calm", "angry", "sad") * 3


def heart_table(**kw):
    """Ring 3: every goal done, the heart open."""
    kw.setdefault("ring", 3)
    kw.setdefault("active", (None, None))
    kw.setdefault("piles", ((), ()))
    kw.setdefault("done", (ALL_GOALS_OF_A_PLAYER, ALL_GOALS_OF_A_PLAYER))
    return table(**kw)


def sequences_to(target, length, start=0):
    """Every hand of ``length`` emotions whose balance walk from ``start`` ends at ``target``
    and stays within -2..+2."""
    for seq in product(("happy", "calm", "angry", "sad"), repeat=length):
        bal = balance_walk(seq, start)
        if bal[-1] == target and all(-2 <= b <= 2 for b in bal):
            yield seq
