"""What must hold in every state of every game (checked by the tests and by ``simulate``)."""

from __future__ import annotations

from . import data
from .model import State


def check_invariants(s: State) -> list[str]:
    """Every broken invariant of ``s``, in words (empty when all hold)."""
    problems = []
    everything = s.deck + s.discard + s.side + sum(s.hands, ())
    cards = {c: everything.count(c) for c in data.EMOTIONS}
    if cards != data.CARD_COUNTS or len(everything) - s.side.count(None) != data.DECK_SIZE:
        problems.append(f"cards are not the 69 of the deck: {cards}")
    for seat in range(s.players):
        on_board = s.cubes[seat]
        if len(on_board) + sum(s.spaces[seat]) != data.CUBES:
            problems.append(f"seat {seat}: {len(on_board)} cubes on the board + {sum(s.spaces[seat])} "
                            f"on the player board is not {data.CUBES}")
        if len(set(on_board)) != len(on_board):
            problems.append(f"seat {seat}: two cubes on one cell")
        if s.ep_track[seat] < 0 or s.ep_first[seat] < 0:
            problems.append(f"seat {seat}: negative EP")
        values = s.values[seat]
        if len(set(values)) != len(values) or len(values) + (s.pending if seat == s.current else 0) > 2:
            problems.append(f"seat {seat}: value tokens {values}")
        if s.phase == "play" and seat != s.current and len(s.hands[seat]) > data.HAND_LIMIT:
            problems.append(f"seat {seat}: {len(s.hands[seat])} cards after the clean-up")
    for tile, first in enumerate(s.first):
        if first is not None and tile not in s.values[first]:
            problems.append(f"tile {tile}: first token of seat {first} is missing")
    if sorted(s.track) != sorted(data.TRACK_TOKENS) or s.track[0] == "X":
        problems.append(f"track {s.track}")
    if s.compass is not None and len(s.values[s.compass]) + (
            s.pending if s.compass == s.current else 0) < data.VALUE_TOKENS:
        problems.append("the compass holder has not placed both value tokens")
    if s.phase != "place" and None in s.pawns:
        problems.append("a pawn is missing")
    return problems
