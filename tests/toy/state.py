"""Toy cards' state, and small pure reads of a state and its cards."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames_desktop.core.i18n import T, Text

from .data import COLOURS, STAKE_PENALTY


@dataclass(frozen=True)
class State:
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    top: str
    played: tuple[str, ...]                  # face up, oldest first (the top is the last)
    discards: tuple[tuple[int, str], ...]    # face down: (seat, card)
    scores: tuple[int, ...]
    swaps: tuple[int, ...]
    notes: tuple[tuple[tuple[int, str], ...], ...]  # per seat: (about, guess)
    current: int
    round: int                               # 1-based
    turns: int                               # turns taken this round
    staked: bool
    awaiting_table: bool
    finished: bool
    rounds: int
    host: bool
    timer: int
    rng: int

    @property
    def seats(self) -> int:
        return len(self.hands)


def colour_of(card: str) -> str:
    return card.split("-")[0]


def value_of(card: str) -> int:
    return int(card.split("-")[1])


def card_name(card: str) -> Text:
    """The card as a player reads it: "Ruby 7"."""
    return T("{colour} {value}", colour=Text(COLOURS[colour_of(card)]), value=value_of(card))


def beats(card: str, top: str) -> bool:
    return value_of(card) > value_of(top) or colour_of(card) == colour_of(top)


def points(card: str, top: str, staked: bool) -> int:
    """What playing ``card`` on ``top`` scores (negative: a stake lost)."""
    if beats(card, top):
        return value_of(card) * (2 if staked else 1)
    return -STAKE_PENALTY if staked else 0
