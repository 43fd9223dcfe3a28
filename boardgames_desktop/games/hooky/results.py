"""The end of a Hooky game in words: the score table's cells and the tie-break note.

Plain Python (no Qt), read from the view alone, so the main window's results
page and the projector's scoring table say exactly the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .data import TRUANT_GUESS_ROUNDS
from .scoring import TIE_REASONS, ScoreRow, rank_winners

#: The score table's columns, left to right.
COLUMNS = ("Player",) + tuple(f"Round {r}" for r in TRUANT_GUESS_ROUNDS) + (
    "Letters", "Whole hands", "Total")


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
        for guess, hits, points in self.truants:
            out.append(f"{' '.join(guess) or '—'}  ({points})" if guess else "—")
        out += [str(self.hand_letters), str(self.complete_hands), str(self.total)]
        return out


def _row(d: Mapping[str, Any]) -> ScoreRow:
    return ScoreRow(
        seat=d["seat"],
        truant_guesses=tuple(d["truant_guesses"]),
        truant_hits=tuple(d["truant_hits"]),
        truant_points=tuple(d["truant_points"]),
        hand_guesses=tuple(d["hand_guesses"]),
        hand_letters=d["hand_letters"],
        complete_hands=d["complete_hands"],
        revealed=d["revealed"],
        total=d["total"],
    )


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
        out.append(ScoreLine(seat, names[seat] if seat < len(names) else f"Player {seat + 1}", truants,
                             d["hand_letters"], d["complete_hands"], d["revealed"], d["total"],
                             seat in winners))
    return out


def join_names(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def winner_note(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """Who won and how: "Ada wins with 38 points." or the tie-break that decided it."""
    table = view.get("score_table") or []
    if not table:
        return ""
    winners, reason = rank_winners([_row(d) for d in table])
    who = join_names([names[s] if s < len(names) else f"Player {s + 1}" for s in winners])
    best = max(d["total"] for d in table)
    if reason == "score":
        return f"{who} wins with {best} points."
    if reason == "shared":
        return f"{who} share the victory with {best} points each: still tied after every tie-break."
    return f"Tied at {best} points; {who} wins the tie-break: {TIE_REASONS[reason]}."


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
