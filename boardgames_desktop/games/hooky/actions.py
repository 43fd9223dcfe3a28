"""Hooky's actions as plain frozen data, and how their typed fields read. Pure (no Qt).

Worksheet notes are actions too (:class:`Mark`): they never advance the
game, any seat may make them at any time before the end, and only that
seat's view shows them. Being in the action log, they are saved, autosaved,
replayed and recovered like every move, with no second save mechanism.

In the opening and the rounds, the seat whose turn it is (``state.turn``) is
the one asking, revealing or giving a clue, whoever types it in: the seat
itself in app mode, the table actor in companion mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .state import letters_only


@dataclass(frozen=True)
class OpeningClue:
    """Before round 1: name a word holding at least one letter of your own hand.
    ``answer`` is None in app mode (the app counts); in companion mode the table
    types in the count the player announced."""

    word: str
    answer: int | None = None


@dataclass(frozen=True)
class Ask:
    """The player whose turn it is asks ``target`` how many letters of ``word``
    are in their hand. ``answer``: None in app mode; the announced count in
    companion mode (typed in by the table)."""

    target: int
    word: str
    answer: int | None = None


@dataclass(frozen=True)
class RevealAndPeek:
    """From round 2, before asking, at most once a turn: put ``letter`` of your
    own hand face up, then look at one random face-down card of ``target``.
    In companion mode the table records the revealed letter and the peek."""

    letter: str
    target: int


@dataclass(frozen=True)
class RevealPlayground:
    """Companion mode, at the end of rounds 1-3 (3 players: 1-2): the playground
    card the start player turned face up, typed in by the table."""

    letter: str


@dataclass(frozen=True)
class GuessTruants:
    """Three different letters as the truant guess after ``round`` (4, 5 or 6)."""

    round: int
    letters: str


@dataclass(frozen=True)
class GuessHands:
    """After round 6: for every seat the letters you believe are in that hand
    (revealed cards included); "" for your own seat."""

    guesses: tuple[str, ...]


@dataclass(frozen=True)
class EnterHand:
    """Companion mode, after every guess is in: the table types in the letters
    ``seat`` really holds."""

    seat: int
    letters: str


@dataclass(frozen=True)
class FixAnswer:
    """Companion mode: the table corrects a mistyped answer (``clue`` indexes the
    clue log) at any time before the end; the log keeps both."""

    clue: int
    answer: int


@dataclass(frozen=True)
class Mark:
    """A worksheet note: ``mark`` ("has", "has_not", "maybe", or "" to clear) for
    ``letter`` in ``column`` (another seat's number as text, "playground" or
    "truants"). Private to the seat; never advances the game."""

    column: str
    letter: str
    mark: str


ACTIONS = (OpeningClue, Ask, RevealAndPeek, RevealPlayground, GuessTruants, GuessHands,
           EnterHand, FixAnswer, Mark)


# -- reading what was typed ----------------------------------------------------------------
def typed_word(raw: Any) -> str:
    """A clue's word as the rules keep it (capitals, no spaces around)."""
    return raw.strip().upper() if isinstance(raw, str) else ""


def typed_letter(raw: Any) -> str | None:
    """One letter A to Z (either case, spaces around allowed), or None."""
    letter = letters_only(raw.strip()) if isinstance(raw, str) else None
    return letter if letter is not None and len(letter) == 1 else None


def typed_letters(raw: Any) -> str | None:
    """Typed letters (spaces and commas between them allowed) sorted, or None when
    something else is there. Repeats are kept, for the refusals to name."""
    if not isinstance(raw, str):
        return None
    letters = letters_only(raw.replace(" ", "").replace(",", ""))
    return "".join(sorted(letters)) if letters is not None else None
