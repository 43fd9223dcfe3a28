"""Errors the model layer raises. Every message is meant for a player's eyes."""

from __future__ import annotations

import reprlib
from typing import Any

from .i18n import Text


def _short_repr() -> reprlib.Repr:
    # Bounded at every level: a 19 MB text or a list nested 600 deep costs no more than a short one.
    short = reprlib.Repr()  # keyword arguments only from Python 3.12
    short.maxlevel, short.maxdict, short.maxlist, short.maxtuple = 3, 4, 4, 4
    short.maxstring, short.maxlong, short.maxother = 60, 40, 60
    return short


_SHORT = _short_repr()


def excerpt(value: Any, limit: int = 40) -> str:
    """A short, printable excerpt of a bad value for a message (never the whole value)."""
    return shorten(_SHORT.repr(value), limit)


def shorten(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters (a message quoted in another one)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: The longest word a refusal quotes whole (a path, a name); longer ones are cut.
WORD_LIMIT = 100


def one_line(message: str, limit: int = 200) -> str:
    """A refusal as one short line: whitespace (newlines too) collapsed, each
    over-long word cut to :data:`WORD_LIMIT` characters, the whole to ``limit``.

    The last guard before a message reaches a person: the messages quote short
    excerpts already, but a library's own (argparse's "invalid choice: ...")
    echo whatever they were given."""
    words = [shorten(word, WORD_LIMIT) for word in message.split()]
    return shorten(" ".join(words), limit)


class IllegalAction(ValueError):
    """An action the rules forbid. ``rule`` names the rule in the game's words:
    a :class:`~boardgames_desktop.core.i18n.Text` (rendered in the language of
    the moment) or an already translated string."""

    def __init__(self, rule: Text | str):
        super().__init__(str(rule))
        self.rule = rule


class SaveError(ValueError):
    """A save file that cannot be loaded: says what is wrong with it."""
