"""Chance: every roll of the dice and every draw from the bag, with its
probability and the state after it (for ``Game.chance_outcomes`` and the bots'
look-ahead).
"""

from __future__ import annotations

from itertools import product
from math import comb

from .actions import Draw, Roll
from .data import CHARACTERS, die_odds
from .effects import after_draw, draw_count, on_draw, on_roll
from .state import Goods, State, as_goods, put, roller


def roll_outcomes(state: State) -> list[tuple[float, State]]:
    """Every roll of the three dice with its probability."""
    after = on_roll(state, roller(state), Roll())
    odds = [die_odds(c) for c in CHARACTERS]
    out = []
    for numbers in product(*(sorted(o) for o in odds)):
        p = odds[0][numbers[0]] * odds[1][numbers[1]] * odds[2][numbers[2]]
        out.append((p, put(after, dice=numbers, last=(roller(state), Roll()))))
    return out


def draw_outcomes(state: State, seat: int, extra: bool) -> list[tuple[float, Goods, State]]:
    """Every multiset a draw can bring (hypergeometric odds) and the state after it."""
    k = draw_count(state, seat, extra)
    bag = state.bag
    total = comb(sum(bag), k)
    rng_after = on_draw(state, seat, Draw(extra)).rng
    out = []
    for counts in product(*(range(min(n, k) + 1) for n in bag)):
        if sum(counts) != k:
            continue
        drawn = as_goods(counts)
        ways = 1
        for n, x in zip(bag, drawn):
            ways *= comb(n, x)
        after = put(after_draw(state, seat, drawn, rng_after), last=(seat, Draw(extra)))
        out.append((ways / total, drawn, after))
    return out
