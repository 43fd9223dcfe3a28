"""Eselsbrücke's actions (no Qt): one dataclass a kind of step.

In host mode the table (the host) enters every step and confirms each guess
(:class:`Right`, :class:`Wrong`, :class:`CheckCloud`, :class:`RightCloud`); at one
screen each seat names the picture it guesses (:class:`Name`) and the rules judge it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Draw:
    """Draw the thought-cloud card (set-up) or the round's cards for a story."""


@dataclass(frozen=True)
class Hide:
    """The cards shown go face down (the story has been told)."""


@dataclass(frozen=True)
class HandOut:
    """Deal the stack from two rounds earlier, one card a seat from the left."""


@dataclass(frozen=True)
class Take:
    """A seat dealt no card takes ``holder``'s card number ``slot`` to look at it."""

    holder: int
    slot: int


@dataclass(frozen=True)
class Name:
    """At one screen: the guessing seat names a picture."""

    picture: str


@dataclass(frozen=True)
class Right:
    """Host mode: the guess named ``holder``'s card number ``slot``."""

    holder: int
    slot: int


@dataclass(frozen=True)
class Wrong:
    """Host mode: the guess was wrong."""


@dataclass(frozen=True)
class CheckCloud:
    """Host mode: turn the thought-cloud card over to judge a guess of it."""


@dataclass(frozen=True)
class RightCloud:
    """Host mode: the thought-cloud card was named."""


@dataclass(frozen=True)
class TimeUp:
    """No answer within the guess time: counts as a wrong guess."""


__all__ = ["CheckCloud", "Draw", "HandOut", "Hide", "Name", "Right", "RightCloud", "Take", "TimeUp", "Wrong"]
