"""The in-app rules of toy cards."""

from __future__ import annotations

from boardgames_desktop.core.i18n import _


def rules_text() -> str:
    return _(
        "# Toy cards\n\n"
        "Each seat holds two secret cards; one card lies face up on the table.\n\n"
        "On your turn you may first **stake**: your play scores double, but a turn "
        "that scores nothing then costs 2 points. Then **play** a card that beats the "
        "top card (higher, or the same colour) to score its value, **swap** a card face "
        "down for a new one, or **pass**.\n\n"
        "After the last round the highest score wins; a tie goes to whoever swapped "
        "fewer cards. Notes you keep about the others are yours alone."
    )
