"""The actions of Inner Compass: small frozen dataclasses that encode to JSON.

One class a step of the turn (see :mod:`rules` for their declarations).
"""

from __future__ import annotations

from dataclasses import dataclass


# -- actions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlacePawn:
    """Set-up: place one's pawn on ``cell`` (0..35, row-major)."""

    cell: int


@dataclass(frozen=True)
class FreeMove:
    """Step 1 (optional): to the neighbouring cell in ``direction`` of the same colour."""

    direction: str


@dataclass(frozen=True)
class Move:
    """Step 2 (required), or step 3 as "move again": one cell north, east, south or west."""

    direction: str


@dataclass(frozen=True)
class Feel:
    """Step 3 (optional): take the face-up card on the side of the step-2 move."""


@dataclass(frozen=True)
class Memory:
    """Step 4 (optional): pay cards of the cell's colour and move the cube from
    player-board ``space`` (0..14, row-major) onto the pawn's cell."""

    space: int


@dataclass(frozen=True)
class PlaceValue:
    """Step 4b: a value token beside quality tile ``tile`` (0..4 on the qualities board)."""

    tile: int


@dataclass(frozen=True)
class EndTurn:
    """Step 5: discard ``discard`` (colour letters) down to 10 cards, refill a
    taken face-up card, and pass the turn."""

    discard: tuple[str, ...] = ()


ACTIONS = (PlacePawn, FreeMove, Move, Feel, Memory, PlaceValue, EndTurn)
