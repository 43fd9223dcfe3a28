"""What must hold in every state and across every action; used by the tests and
by ``simulate`` to check thousands of bot games.
"""

from __future__ import annotations

from typing import Any

from .actions import Sell, Visit
from .data import (
    COINS_PER_GOLD,
    GARDEN_MAX,
    GOLD_SPACES,
    GOODS,
    GOODS_COUNT,
    MOUNTAINS,
    PAINTINGS,
    REGIONS,
    STATION_IDS,
    TEMPLE_MAX,
    TOWNS,
)
from .state import KEEP, RETURN, Player, State, goods_limit, specialty, station_occupants

_PAINTING_SETS = [sorted(PAINTINGS[0]), sorted(PAINTINGS[1])]


def _goods(state: State) -> list[str]:
    """26 goods, conserved between the bag and the two merchant boards, none negative."""
    problems = []
    for i, g in enumerate(GOODS):
        total = state.bag[i] + sum(p.goods[i] for p in state.players)
        if total != GOODS_COUNT[g] or state.bag[i] < 0 or any(p.goods[i] < 0 for p in state.players):
            problems.append(f"{g}: bag {state.bag[i]} + boards {[p.goods[i] for p in state.players]} "
                            f"!= {GOODS_COUNT[g]}")
    return problems


def _places(seat: int, p: Player) -> list[str]:
    """Each character on a space of its own kind."""
    wrong = [(name, space) for name, space, allowed in (
        ("pilgrim", p.pilgrim, STATION_IDS), ("merchant", p.merchant, TOWNS + MOUNTAINS),
        ("artist", p.artist, REGIONS)) if space not in allowed]
    return [f"seat {seat} {name} on {space}" for name, space in wrong]


def _tracks(seat: int, p: Player) -> list[str]:
    """Temple and garden tracks, gold and coins within their ranges; coins exchanged while gold is free."""
    problems = []
    if not 1 <= p.temple <= TEMPLE_MAX or not 1 <= p.garden <= GARDEN_MAX:
        problems.append(f"seat {seat} tracks {p.temple}/{p.garden}")
    if not 0 <= p.gold <= GOLD_SPACES or p.coins < 0:
        problems.append(f"seat {seat} gold {p.gold} coins {p.coins}")
    if p.coins >= COINS_PER_GOLD and p.gold < GOLD_SPACES:
        problems.append(f"seat {seat} holds {p.coins} coins with a gold space free")
    return problems


def _paintings(seat: int, p: Player) -> list[str]:
    """Ten paintings, the seat's own set, given ones among the turned ones."""
    problems = []
    if not 0 <= p.given <= p.turned <= len(p.paintings) == 10:
        problems.append(f"seat {seat} paintings given {p.given} turned {p.turned}")
    if sorted(p.paintings) != _PAINTING_SETS[seat]:
        problems.append(f"seat {seat} painting set changed")
    return problems


def _goods_kept(state: State, seat: int, p: Player) -> list[str]:
    """No more goods than the limit, unless the seat is choosing what to keep or return now."""
    pending = (state.phase == KEEP and state.pick is not None and state.pick.seat == seat) or (
        state.phase == RETURN and state.returning == seat)
    if p.goods_total > goods_limit(state, seat) and not pending:
        return [f"seat {seat} keeps {p.goods_total} goods"]
    return []


def _tokens(state: State) -> list[str]:
    """One character a station; wave tiles and the hot spring on the board or with a seat."""
    problems = [f"{station} holds {who}" for station, who in station_occupants(state).items() if len(who) > 1]
    if any(h not in (None, 0, 1) for h in state.wave_holders) or state.spring not in (None, 0, 1):
        problems.append("a token held by nobody")
    return problems


def invariants(state: State) -> list[str]:
    """Every broken invariant of ``state``, in words (empty when all hold)."""
    problems = _goods(state)
    for seat, p in enumerate(state.players):
        problems += _places(seat, p) + _tracks(seat, p) + _paintings(seat, p) + _goods_kept(state, seat, p)
    return problems + _tokens(state)


def coin_value(state: State, seat: int) -> int:
    p = state.players[seat]
    return p.coins + COINS_PER_GOLD * p.gold


def expected_income(before: State, actor: int, action: Any) -> int:
    """The coins ``action`` earns: a pilgrim's coastal town, or a merchant's sale."""
    me = before.players[actor]
    if isinstance(action, Visit) and me.pilgrim in TOWNS:
        return specialty(before, me.pilgrim)[1]
    if isinstance(action, Sell):
        return action.count * (specialty(before, me.merchant)[1] + (1 if action.cunning else 0))
    return 0


def check_step(before: State, actor: int, action: Any, after: State) -> list[str]:
    """Invariants across one action: exact coins-and-gold bookkeeping, then the state's own."""
    problems = []
    for seat in (0, 1):
        gained = coin_value(after, seat) - coin_value(before, seat)
        expected = expected_income(before, actor, action) if seat == actor else 0
        if gained != expected:
            problems.append(f"seat {seat} coin value changed by {gained}, expected {expected} ({action})")
        if after.players[seat].gold < before.players[seat].gold:
            problems.append(f"seat {seat} lost gold")
    return problems + invariants(after)
