"""What must stay hidden from whom in toy cards, and where to look for it.

The secrets of a seat, at a moment: the cards it holds and the cards it put
face down (both as data ids such as ``ruby-7`` and as the words a person reads,
"Ruby 7"), and its notes (as their author reads them in the log). A card that
was played face up is public from then on, so the sets are taken afresh after
every action.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match

from .actions import Note
from .state import card_name


def secrets_of(match: Match, seat: int) -> set[str]:
    state = match.state
    cards = list(state.hands[seat]) + [card for owner, card in state.discards if owner == seat]
    out = set(cards) | {render(card_name(card)) for card in cards}
    for entry in match.entries:
        if isinstance(entry.action, Note) and entry.actor == seat and entry.after is not None:
            line = match.line(entry, seat)
            if line is not None:
                out.add(render(line, match.names))
    return out


def hidden_from(match: Match, viewer: int | None) -> set[str]:
    """Every secret ``viewer`` (a seat, or None for the public) must not see now."""
    out: set[str] = set()
    for seat in range(len(match.seats)):
        if seat != viewer:
            out |= secrets_of(match, seat)
    return out


def leaks(texts: Iterable[str], hidden: set[str], where: str) -> list[str]:
    """One problem line for every hidden string found in ``texts``."""
    found = []
    for text in texts:
        for secret in hidden:
            if secret in text:
                found.append(f"{where}: {secret!r} in {text[:120]!r}")
    return found


def data_text(data: Any) -> str:
    """A view as text, so a card id anywhere in it is found."""
    return json.dumps(data, sort_keys=True, default=str, ensure_ascii=False)


def model_leaks(match: Match, headline: str = "") -> list[str]:
    """Leaks in what the model hands out: each viewer's log, the public status and
    public view (the projector's data), checked after one action."""
    names = match.names
    problems = []
    for viewer in [None, *range(len(match.seats))]:
        hidden = hidden_from(match, viewer)
        lines = [render(text, names) for _entry, text in match.log_lines(viewer)]
        problems += leaks(lines, hidden, f"log of {'the public' if viewer is None else names[viewer]}")
    public_hidden = hidden_from(match, None)
    problems += leaks([render(match.status(), names), headline], public_hidden, "status")
    problems += leaks([data_text(match.view(None))], public_hidden, "public view")
    return problems
