"""Toy cards' actions (the save codec is derived from them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Stake:
    """This turn's play scores double; a turn that scores nothing costs 2 points."""


@dataclass(frozen=True)
class Play:
    card: str


@dataclass(frozen=True)
class Swap:
    card: str


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Note:
    """A private note: seat ``about`` seems to hold high (or low) cards."""

    about: int
    guess: str


@dataclass(frozen=True)
class Confirm:
    """The table confirms the end of a round (host mode)."""
