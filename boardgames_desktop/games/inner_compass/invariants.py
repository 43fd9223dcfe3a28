"""What must hold in every state of every game (checked by the tests, by
``simulate`` and by :meth:`rules.InnerCompass.invariants`)."""

from __future__ import annotations

from . import data
from .state import State


def invariants(s: State) -> list[str]:
    """Every broken invariant of ``s``, in words (empty when all hold)."""
    problems = _cards(s)
    for seat in range(s.players):
        problems += _seat(s, seat)
    return problems + _tiles(s) + _table(s)


def _cards(s: State) -> list[str]:
    """The 69 emotion cards, each in one place: deck, discard, beside the board, a hand."""
    everything = s.deck + s.discard + s.side + sum(s.hands, ())
    cards = {c: everything.count(c) for c in data.EMOTIONS}
    if cards != data.CARD_COUNTS or len(everything) - s.side.count(None) != data.DECK_SIZE:
        return [f"cards are not the 69 of the deck: {cards}"]
    return []


def _pending(s: State, seat: int) -> int:
    """Value tokens ``seat`` has earned and not placed yet (only the seat to act has any)."""
    return s.pending if seat == s.current else 0


def _seat(s: State, seat: int) -> list[str]:
    """One seat's cubes, EP, value tokens and hand."""
    problems = []
    on_board = s.cubes[seat]
    if len(on_board) + sum(s.spaces[seat]) != data.CUBES:
        problems.append(f"seat {seat}: {len(on_board)} cubes on the board + {sum(s.spaces[seat])} "
                        f"on the player board is not {data.CUBES}")
    if len(set(on_board)) != len(on_board):
        problems.append(f"seat {seat}: two cubes on one cell")
    if s.ep_track[seat] < 0 or s.ep_first[seat] < 0:
        problems.append(f"seat {seat}: negative EP")
    values = s.values[seat]
    if len(set(values)) != len(values) or len(values) + _pending(s, seat) > 2:
        problems.append(f"seat {seat}: value tokens {values}")
    if s.phase == "play" and seat != s.current and len(s.hands[seat]) > data.HAND_LIMIT:
        problems.append(f"seat {seat}: {len(s.hands[seat])} cards after the clean-up")
    return problems


def _tiles(s: State) -> list[str]:
    """The first value token beside a tile is one of its holder's tokens."""
    return [f"tile {tile}: first token of seat {first} is missing"
            for tile, first in enumerate(s.first) if first is not None and tile not in s.values[first]]


def _table(s: State) -> list[str]:
    """The track's six tokens (X never on top) and the compass."""
    problems = []
    if sorted(s.track) != sorted(data.TRACK_TOKENS) or s.track[0] == "X":
        problems.append(f"track {s.track}")
    if s.compass is not None and len(s.values[s.compass]) + _pending(s, s.compass) < data.VALUE_TOKENS:
        problems.append("the compass holder has not placed both value tokens")
    return problems + _pawns(s)


def _pawns(s: State) -> list[str]:
    """Every pawn on a cell of the board once placed; the seat to act at the table."""
    if s.phase != "place" and None in s.pawns:
        return ["a pawn is missing"]
    if any(p is not None and not 0 <= p < data.CELLS for p in s.pawns) or not 0 <= s.current < s.players:
        return [f"pawns {s.pawns} or seat to act {s.current} off the table"]
    return []
