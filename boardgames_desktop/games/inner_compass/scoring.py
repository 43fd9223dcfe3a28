"""Quality-tile scoring: pure functions over the board's colours and the cubes.

``grid`` is the 36 cell colours (row-major, see :mod:`data`), ``cubes`` a tuple
with each seat's main-board cells. Every function answers ``(count, ep)``: the
number of things the tile counts (for the previews) and the EP it gives.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from . import data
from .data import GRID, TILE, table_ep
from .state import State

Cubes = Sequence[Iterable[int]]


def _mine(cubes: Cubes, seat: int) -> frozenset[int]:
    return frozenset(cubes[seat])


def drawn(grid: str, cubes: Cubes, seat: int, colour: str) -> tuple[int, int]:
    """Cubes next to (orthogonally) at least one cell of ``colour``; each cube counts once."""
    n = sum(1 for cell in _mine(cubes, seat) if any(grid[m] == colour for m in data.neighbours(cell)))
    return n, n * data.DRAWN_PER


def devoted(grid: str, cubes: Cubes, seat: int, colour: str) -> tuple[int, int]:
    n = sum(1 for cell in _mine(cubes, seat) if grid[cell] == colour)
    return n, table_ep(data.DEVOTED_TABLE, n)


def solitude(grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    n = len(_mine(cubes, seat) & set(data.CORNERS))
    return n, table_ep(data.SOLITUDE_TABLE, n)


def diversity(grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    per_quadrant = [0, 0, 0, 0]
    for cell in _mine(cubes, seat):
        per_quadrant[data.quadrant(cell)] += 1
    n = sum(1 for k in per_quadrant if k >= data.DIVERSITY_MIN_CUBES)
    return n, table_ep(data.DIVERSITY_TABLE, n)


def groups(cells: Iterable[int]) -> list[frozenset[int]]:
    """Orthogonally connected groups of ``cells``."""
    left = set(cells)
    out = []
    while left:
        start = left.pop()
        group = {start}
        frontier = [start]
        while frontier:
            cell = frontier.pop()
            for m in data.neighbours(cell):
                if m in left:
                    left.remove(m)
                    group.add(m)
                    frontier.append(m)
        out.append(frozenset(group))
    return out


def individuality(grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    n = len({len(g) for g in groups(_mine(cubes, seat))})
    return n, n * data.INDIVIDUALITY_PER


def community(grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    others: set[int] = set()
    for s, cells in enumerate(cubes):
        if s != seat:
            others.update(cells)
    n = len(_mine(cubes, seat) & others)
    return n, table_ep(data.COMMUNITY_TABLE, n)


def max_disjoint(shapes: list[frozenset[int]], cap: int) -> int:
    """The most pairwise disjoint sets among ``shapes`` (searched up to ``cap``,
    beyond which no tile pays more)."""
    best = 0

    def search(start: int, used: frozenset[int], count: int) -> None:
        nonlocal best
        best = max(best, count)
        if best >= cap:
            return
        for i in range(start, len(shapes)):
            if not shapes[i] & used:
                search(i + 1, used | shapes[i], count + 1)
                if best >= cap:
                    return

    search(0, frozenset(), 0)
    return best


def squares(cells: frozenset[int]) -> list[frozenset[int]]:
    """Every 2 x 2 square of ``cells``."""
    out = []
    for r in range(GRID - 1):
        for c in range(GRID - 1):
            sq = frozenset((r * GRID + c, r * GRID + c + 1, (r + 1) * GRID + c, (r + 1) * GRID + c + 1))
            if sq <= cells:
                out.append(sq)
    return out


def lines(cells: frozenset[int], length: int = data.STRUCTURE_MIN) -> list[frozenset[int]]:
    """Every straight run of exactly ``length`` of ``cells`` in a row or a column.

    A longer line always holds one of exactly ``length``, so the most disjoint
    lines of ``length`` or more is the most disjoint runs of exactly ``length``
    (our decision: a run of 6 therefore counts as two lines).
    """
    out = []
    for r in range(GRID):
        for c in range(GRID - length + 1):
            run = frozenset(r * GRID + c + k for k in range(length))
            if run <= cells:
                out.append(run)
    for c in range(GRID):
        for r in range(GRID - length + 1):
            run = frozenset((r + k) * GRID + c for k in range(length))
            if run <= cells:
                out.append(run)
    return out


def balance(grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    n = max_disjoint(squares(_mine(cubes, seat)), len(data.BALANCE_TABLE))
    return n, table_ep(data.BALANCE_TABLE, n)


def structure(grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    n = max_disjoint(lines(_mine(cubes, seat)), len(data.STRUCTURE_TABLE))
    return n, table_ep(data.STRUCTURE_TABLE, n)


_MEMO: dict[str, Callable[[str, Cubes, int], tuple[int, int]]] = {
    "solitude": solitude,
    "diversity": diversity,
    "individuality": individuality,
    "community": community,
    "balance": balance,
    "structure": structure,
}


def tile_score(tile_id: str, grid: str, cubes: Cubes, seat: int) -> tuple[int, int]:
    """(count, EP) of quality tile ``tile_id`` for ``seat``."""
    tile = TILE[tile_id]
    if tile.rule == "drawn":
        assert tile.colour is not None
        return drawn(grid, cubes, seat, tile.colour)
    if tile.rule == "devoted":
        assert tile.colour is not None
        return devoted(grid, cubes, seat, tile.colour)
    return _MEMO[tile.rule](grid, cubes, seat)


# -- the final score ------------------------------------------------------------------------
def breakdown(s: State, seat: int) -> dict[str, Any]:
    """Where ``seat``'s EP come from: the track, first value tokens, each quality
    tile beside a value token of theirs, and the compass."""
    tiles = {}
    for t in s.values[seat]:
        tile_id = s.qualities[t]
        tiles[tile_id] = tile_score(tile_id, s.grid, s.cubes, seat)[1]
    compass = data.COMPASS_EP if s.compass == seat else 0
    total = s.ep_track[seat] + s.ep_first[seat] + compass + sum(tiles.values())
    return {"track": s.ep_track[seat], "first": s.ep_first[seat], "tiles": tiles,
            "compass": compass, "total": total}


def ep_now(s: State, seat: int) -> int:
    """EP gained so far (without the quality tiles, which score at the end)."""
    return s.ep_track[seat] + s.ep_first[seat] + (data.COMPASS_EP if s.compass == seat else 0)


def final_result(s: State) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """(scores, winners, tie-break key: "" / "cards" / "shared")."""
    scores = tuple(breakdown(s, seat)["total"] for seat in range(s.players))
    best = max(scores)
    tied = [seat for seat in range(s.players) if scores[seat] == best]
    if len(tied) == 1:
        return scores, tuple(tied), ""
    most = max(len(s.hands[seat]) for seat in tied)
    by_cards = [seat for seat in tied if len(s.hands[seat]) == most]
    return scores, tuple(by_cards), "cards" if len(by_cards) == 1 else "shared"
