"""Toy cards' numbers and deck, as plain data."""

from __future__ import annotations

from boardgames_desktop.core.i18n import N_

COLOURS: dict[str, str] = {"amber": N_("Amber"), "cobalt": N_("Cobalt"), "jade": N_("Jade"), "ruby": N_("Ruby")}
DECK: tuple[str, ...] = tuple(f"{colour}-{value}" for colour in COLOURS for value in range(1, 10))
HAND = 2
STAKE_PENALTY = 2
GUESSES: dict[str, str] = {"high": N_("high"), "low": N_("low")}
#: Card colours, each also named on the card (never colour alone).
INKS = {"amber": "#C77B16", "cobalt": "#3A5FA8", "jade": "#2F7D5B", "ruby": "#B23A5A"}
