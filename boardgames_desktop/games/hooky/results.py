"""The end of a Hooky game in words: the score table's cells and the tie-break note.

Plain Python (no Qt), read from the view alone, so the main window's results
page and the projector's scoring table say exactly the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...core.i18n import N_, _, render, seat_label
from .data import TRUANT_GUESS_ROUNDS
from .describe import outcome_message, rows_from_view

#: The score table's columns, left to right (message ids; the rounds' carry ``{n}``).
COLUMN_IDS = (N_("Player"),) + tuple(N_("Round {n}") for _r in TRUANT_GUESS_ROUNDS) + (
    N_("Letters"), N_("Whole hands"), N_("Total"))


def columns() -> list[str]:
    """The score table's column titles in the current language."""
    rounds = iter(TRUANT_GUESS_ROUNDS)
    return [_(c).format(n=next(rounds)) if "{n}" in c else _(c) for c in COLUMN_IDS]


#: The clue log's columns, wherever it is shown (message ids).
CLUE_LOG_COLUMNS = (N_("Round"), N_("Asker"), N_("Asked"), N_("Word"), N_("Answer"))

#: How many columns the score table has.
COLUMN_COUNT = len(COLUMN_IDS)


@dataclass(frozen=True)
class ScoreLine:
    seat: int
    name: str
    #: Per truant round: (the guess, its correct letters, points).
    truants: tuple[tuple[str, str, int], ...]
    hand_letters: int
    complete_hands: int
    revealed: int
    total: int
    winner: bool

    def cells(self) -> list[str]:
        out = [self.name]
        for guess, _hits, points in self.truants:
            out.append(f"{' '.join(guess) or '—'} ({points})" if guess else "—")
        out += [str(self.hand_letters), str(self.complete_hands), str(self.total)]
        return out


def score_lines(view: Mapping[str, Any], names: Sequence[str]) -> list[ScoreLine]:
    """One line a seat, in seat order (empty while the game runs)."""
    table = view.get("score_table") or []
    winners = set(view.get("winners") or ())
    out = []
    for d in table:
        seat = d["seat"]
        truants = tuple(
            (g, h, pts) for g, h, pts in zip(d["truant_guesses"], d["truant_hits"], d["truant_points"])
        )
        out.append(ScoreLine(seat, names[seat] if seat < len(names) else seat_label(seat), truants,
                             d["hand_letters"], d["complete_hands"], d["revealed"], d["total"],
                             seat in winners))
    return out


def winner_note(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """Who won and how ("Ada wins with 38 points.", or the tie-break that decided),
    the same words as the game's outcome, with the table's names."""
    rows = rows_from_view(view)
    if not rows:
        return ""
    return render(outcome_message(rows)[2], dict(enumerate(names)))


def hand_guess_cells(view: Mapping[str, Any], guesser: int) -> list[tuple[str, str]]:
    """For ``guesser``: per seat (guess letters, correct letters); ("", "") for their own seat."""
    hands = view.get("hands") or []
    row = next((d for d in view.get("score_table") or [] if d["seat"] == guesser), None)
    out = []
    for t in range(view["players"]):
        guess = row["hand_guesses"][t] if row and t < len(row["hand_guesses"]) else ""
        hand = set(hands[t]) if t < len(hands) else set()
        out.append((guess, "".join(ch for ch in guess if ch in hand)))
    return out
