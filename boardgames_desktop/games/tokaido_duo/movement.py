"""Movement on the map and what a space lets a character do: pure functions of
the state, shared by the rules, the bots and the board on screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .data import (
    MERCHANT,
    PILGRIM,
    REGION_COAST,
    REGION_MOUNTAINS,
    REGION_NEIGHBOURS,
    REGION_SYMBOL,
    STATIONS,
    TRADE_NEIGHBOURS,
    space_number,
)
from .state import State, holds


@dataclass(frozen=True)
class Destination:
    """Where a character can end a move of a die's number, and how.

    ``steps``: the numbers of steps that lead there (a pilgrim's wave tile can
    change the number; a pilgrim bumped on from an occupied station ends here
    from a shorter count). ``path``: the artist's regions on the way.
    ``bumped``: the pilgrim's count ended on an occupied station.
    """

    space: str
    steps: tuple[int, ...]
    path: tuple[str, ...] = ()
    bumped: bool = False


def _occupied(state: State, seat: int, character: str) -> set[str]:
    """The coast stations another character stands on (than ``seat``'s ``character``):
    the pilgrims, and the merchants in coastal towns (as :func:`station_occupants` has them)."""
    out = set()
    for s, p in enumerate(state.players):
        if s != seat or character != PILGRIM:
            out.add(p.pilgrim)
        if (s != seat or character != MERCHANT) and p.merchant.startswith("s"):
            out.add(p.merchant)
    return out


def station_after(space: str, steps: int) -> str:
    return f"s{(space_number(space) - 1 + steps) % STATIONS + 1}"


def pilgrim_steps(state: State, seat: int, number: int) -> tuple[int, ...]:
    """The step counts a die's number allows the pilgrim (Serene: 1 fewer, Hasty: 1 more)."""
    counts = [number]
    if holds(state, seat, "serene") and number - 1 >= 1:
        counts.insert(0, number - 1)
    if holds(state, seat, "hasty"):
        counts.append(number + 1)
    return tuple(counts)


def pilgrim_destinations(state: State, seat: int, number: int) -> list[Destination]:
    """Clockwise; occupied stations count as steps; landing on one goes on to the next empty one."""
    start = state.players[seat].pilgrim
    occupied = _occupied(state, seat, PILGRIM)
    found: dict[str, Destination] = {}
    for steps in pilgrim_steps(state, seat, number):
        target = station_after(start, steps)
        bumped = False
        while target in occupied:
            target = station_after(target, 1)
            bumped = True
        if target == start:  # a loop of occupied stations: cannot happen with four characters
            continue
        if target in found:
            old = found[target]
            found[target] = Destination(target, old.steps + (steps,), bumped=old.bumped and bumped)
        else:
            found[target] = Destination(target, (steps,), bumped=bumped)
    return list(found.values())


@cache
def _walk_ends(start: str, number: int) -> tuple[str, ...]:
    """Every town a walk of exactly ``number`` steps from ``start`` can end in, no town
    twice (the trade routes never change: worked out once for each start and number)."""
    ends: set[str] = set()

    def walk(node: str, seen: tuple[str, ...], left: int) -> None:
        if left == 0:
            ends.add(node)
            return
        for nxt in TRADE_NEIGHBOURS[node]:
            if nxt not in seen:
                walk(nxt, seen + (nxt,), left - 1)

    walk(start, (start,), number)
    return tuple(sorted(ends, key=_space_key))


def _merchant_walk(state: State, seat: int, number: int) -> tuple[tuple[str, ...], set[str]]:
    """Every town a walk of exactly ``number`` steps can end in, and the occupied stations."""
    occupied = _occupied(state, seat, MERCHANT)
    return _walk_ends(state.players[seat].merchant, number), occupied


def merchant_destinations(state: State, seat: int, number: int) -> list[Destination]:
    """Along trade routes, exactly ``number`` towns, no town twice; never ending in a
    coastal town another character stands on."""
    ends, occupied = _merchant_walk(state, seat, number)
    return [Destination(e, (number,)) for e in ends if e not in occupied]


def merchant_blocked(state: State, seat: int, number: int) -> list[str]:
    """Coastal towns a walk of ``number`` reaches but another character occupies."""
    ends, occupied = _merchant_walk(state, seat, number)
    return [e for e in ends if e in occupied]


def artist_destinations(state: State, seat: int, number: int) -> list[Destination]:
    """From region to neighbouring region, ``number`` regions, none twice (so one way round)."""
    start = state.players[seat].artist
    out: list[Destination] = []
    for direction in (1, 0):  # clockwise first, then anticlockwise
        path = [start]
        for _ in range(number):
            nxt = REGION_NEIGHBOURS[path[-1]][direction]
            if nxt in path:
                break
            path.append(nxt)
        else:
            if all(d.space != path[-1] for d in out):
                out.append(Destination(path[-1], (number,), tuple(path)))
    return out


def destinations(state: State, seat: int, character: str, number: int) -> list[Destination]:
    if character == PILGRIM:
        return pilgrim_destinations(state, seat, number)
    if character == MERCHANT:
        return merchant_destinations(state, seat, number)
    return artist_destinations(state, seat, number)


def _space_key(space: str) -> tuple[str, int]:
    return (space[0], space_number(space))


# -- the artist -----------------------------------------------------------------------------
def paint_count(state: State, region: str) -> int:
    """Characters (pilgrims and merchants of both players) on the region's coastal
    stations and bordering mountain towns. Artists are not counted."""
    around = _AROUND[region]
    n = 0
    for p in state.players:
        n += (p.pilgrim in around) + (p.merchant in around)
    return n


#: Each region's coastal stations and bordering mountain towns.
_AROUND = {r: frozenset(REGION_COAST[r]) | frozenset(REGION_MOUNTAINS[r]) for r in REGION_COAST}


def give_symbols(state: State, seat: int, path: tuple[str, ...]) -> set[str]:
    """The symbols the artist may give now: its region's, or with Inspired any on its path."""
    region = state.players[seat].artist
    symbols = {REGION_SYMBOL[region]}
    if holds(state, seat, "inspired"):
        symbols |= {REGION_SYMBOL[r] for r in path}
    return symbols


def can_give(state: State, seat: int, path: tuple[str, ...]) -> bool:
    p = state.players[seat]
    top = p.first_face_up
    return top is not None and top in give_symbols(state, seat, path)


def gives_by_inspiration(state: State, seat: int) -> bool:
    """The give this turn needs Inspired (the symbol is not the region's own)."""
    p = state.players[seat]
    return p.first_face_up is not None and p.first_face_up != REGION_SYMBOL[p.artist]


__all__ = [
    "Destination",
    "artist_destinations",
    "can_give",
    "destinations",
    "give_symbols",
    "gives_by_inspiration",
    "merchant_blocked",
    "merchant_destinations",
    "paint_count",
    "pilgrim_destinations",
    "pilgrim_steps",
    "station_after",
]
