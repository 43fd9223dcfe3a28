"""Errors the model layer raises. Every message is meant for a player's eyes."""


class IllegalAction(ValueError):
    """An action the rules forbid. ``rule`` names the rule in the game's words."""

    def __init__(self, rule: str):
        super().__init__(rule)
        self.rule = rule


class SaveError(ValueError):
    """A save file that cannot be loaded: says what is wrong with it."""
