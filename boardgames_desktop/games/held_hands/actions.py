"""...and then we held hands: the action dataclasses.

A turn is ``RevealGoal`` alone, or one or more ``Step`` actions closed by
``EndTurn``; before the first turn each player ``Fan``\\ s their hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Side


@dataclass(frozen=True)
class Fan:
    """Set-up: fan the hand to the left or the right (the initial perspective)."""

    side: Side


@dataclass(frozen=True)
class RevealGoal:
    """A whole turn: turn the top card of one's goal pile face up."""


@dataclass(frozen=True)
class Step:
    """Enter an adjacent node, paying with one card from either hand."""

    node: str
    card: int


@dataclass(frozen=True)
class EndTurn:
    """Confirm the move; ``perspective`` is the fan side afterwards.

    On a side node it is forced by the side; on a middle node the player
    chooses to keep or switch.
    """

    perspective: Side
