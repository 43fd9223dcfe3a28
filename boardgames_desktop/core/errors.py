"""Errors the model layer raises. Every message is meant for a player's eyes."""

from __future__ import annotations

from .i18n import Text


class IllegalAction(ValueError):
    """An action the rules forbid. ``rule`` names the rule in the game's words:
    a :class:`~boardgames_desktop.core.i18n.Text` (rendered in the language of
    the moment) or an already translated string."""

    def __init__(self, rule: Text | str):
        super().__init__(str(rule))
        self.rule = rule


class SaveError(ValueError):
    """A save file that cannot be loaded: says what is wrong with it."""
