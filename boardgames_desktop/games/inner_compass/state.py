"""The state of a game of Inner Compass and the small pure reads of it shared by
the rules, the views' previews and the bots (memory cost, track, cubes).

States are frozen dataclasses of tuples; a hand is kept sorted by colour, so
two states holding the same cards compare equal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...core.frozen import evolve
from . import data
from .data import EMOTIONS


@dataclass(frozen=True)
class State:
    rng: int
    players: int
    boards: tuple[tuple[str, int], ...]   # (life board letter, clockwise quarter turns), quadrants 0..3
    grid: str                              # 36 cell colours, row-major
    qualities: tuple[str, ...]             # the 5 quality tiles on the board (2 sticky notes, 3 memos)
    track: tuple[str, ...]                 # situation track, top space first
    deck: tuple[str, ...]                  # face down; the top card is the last
    discard: tuple[str, ...]               # face up, the newest last
    side: tuple[str | None, ...]           # face-up cards beside north, east, south, west
    hands: tuple[tuple[str, ...], ...]
    pawns: tuple[int | None, ...]
    cubes: tuple[tuple[int, ...], ...]     # each seat's cubes on the main board (cells, sorted)
    spaces: tuple[tuple[bool, ...], ...]   # each seat's player board: True where a cube still sits
    values: tuple[tuple[int, ...], ...]    # quality tiles (0..4) with the seat's value tokens, in order
    first: tuple[int | None, ...]          # the first seat to place beside each tile
    ep_track: tuple[int, ...]              # EP from memories (the track)
    ep_first: tuple[int, ...]              # EP from first value tokens
    compass: int | None                    # who holds the Inner Compass token
    phase: str                             # "place", "play" or "over"
    current: int
    start: int
    turn: int = 0                          # the number of the turn being played (1 = the first)
    # -- the turn in progress --
    free_moved: bool = False
    moves: int = 0                         # steps taken: 1 after step 2, 2 after "move again"
    step2: str | None = None               # direction of step 2 (which face-up card "feel" takes)
    felt: bool = False
    memory: bool = False
    took: str | None = None                # the side whose face-up card was taken
    pending: int = 0                       # value tokens to place now (step 4b)


def build_grid(boards: tuple[tuple[str, int], ...]) -> str:
    """The 36 cell colours of the main board from its four (life board, turns)."""
    rows = [[""] * data.GRID for _ in range(data.GRID)]
    for q, (letter, turns) in enumerate(boards):
        sub = data.rotate_life_board(data.LIFE_BOARDS[letter], turns)
        r0, c0 = (q // 2) * data.LIFE, (q % 2) * data.LIFE
        for r in range(data.LIFE):
            for c in range(data.LIFE):
                rows[r0 + r][c0 + c] = sub[r][c]
    return "".join("".join(r) for r in rows)


def sort_hand(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=EMOTIONS.index))


# -- the track and the memory cost ---------------------------------------------------------------
def track_ep(track: Sequence[str], colour: str) -> int:
    """EP the track shows beside ``colour`` now."""
    return data.TRACK_EP[list(track).index(colour)]


def discounted(track: Sequence[str], colour: str) -> bool:
    return colour in tuple(track)[-data.DISCOUNT_SPACES:]


def memory_cost(track: Sequence[str], colour: str, others_here: bool) -> tuple[int, int, int, int]:
    """(base, discount, surcharge, total) cards of ``colour`` a memory costs."""
    return _memory_cost(tuple(track), colour, others_here)


@lru_cache(maxsize=8192)  # a handful of tracks and colours; the bots ask millions of times
def _memory_cost(track: tuple[str, ...], colour: str, others_here: bool) -> tuple[int, int, int, int]:
    base = data.BASE_COST[colour]
    discount = data.DISCOUNT if discounted(track, colour) else 0
    discount = min(discount, base - data.MIN_COST)
    surcharge = data.SURCHARGE if others_here else 0
    return base, discount, surcharge, base - discount + surcharge


def shift_track(track: Sequence[str], colour: str) -> tuple[str, ...]:
    """The token of ``colour`` goes to the bottom, the others move up; an X that
    reaches the top goes at once to the bottom."""
    out = [t for t in track if t != colour] + [colour]
    if out[0] == "X":
        out = out[1:] + ["X"]
    return tuple(out)


# -- cells and cubes -----------------------------------------------------------------------------
def others_here(cubes: Sequence[Sequence[int]], seat: int, cell: int) -> bool:
    return any(cell in c for s, c in enumerate(cubes) if s != seat)


def pawn_start_ok(grid: str, pawns: Sequence[int | None], cell: int) -> bool:
    """Set-up: no pawn on the cell, nor on a neighbouring cell of the same colour."""
    if cell in pawns:
        return False
    return not any(m in pawns and grid[m] == grid[cell] for m in data.neighbours(cell))


def spaces_for(spaces: Sequence[bool], colour: str) -> tuple[int, ...]:
    """Player-board spaces a cube may come from for a memory of ``colour``: those
    of that colour still holding a cube, or any with a cube if none is left."""
    mine = tuple(i for i, full in enumerate(spaces) if full and data.PB_COLOURS[i] == colour)
    return mine or tuple(i for i, full in enumerate(spaces) if full)


def empty_lines(spaces: Sequence[bool]) -> frozenset[int]:
    """Rows and columns of a player board (indices into :data:`data.PB_LINES`) with no cube left."""
    return frozenset(i for i, line in enumerate(data.PB_LINES) if not any(spaces[k] for k in line))


def set_at(t: tuple, i: int, value: object) -> tuple:
    """``t`` with its item ``i`` replaced (a seat's entry of a per-seat tuple)."""
    return t[:i] + (value,) + t[i + 1:]


def pawn_of(s: State, seat: int) -> int:
    """The cell of ``seat``'s pawn (placed: every phase after set-up)."""
    cell = s.pawns[seat]
    assert cell is not None
    return cell


__all__ = [
    "State",
    "build_grid",
    "discounted",
    "empty_lines",
    "evolve",
    "memory_cost",
    "others_here",
    "pawn_of",
    "pawn_start_ok",
    "set_at",
    "shift_track",
    "sort_hand",
    "spaces_for",
    "track_ep",
]
