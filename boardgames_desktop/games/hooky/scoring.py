"""Hooky scoring: one player's points by the scoring table, and the tie-breaks.

Pure functions of plain values, so the rules, the end-of-game view, the
printed worksheet's score box and the tests all use the same arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.i18n import N_
from .data import COMPLETE_HAND_POINTS, HAND_LETTER_POINTS, TRUANT_GUESS_ROUNDS, TRUANT_POINTS
from .state import HookyState


@dataclass(frozen=True)
class ScoreRow:
    seat: int
    truant_guesses: tuple[str, ...]   # rounds 4, 5, 6
    truant_hits: tuple[str, ...]      # the correct letters of each
    truant_points: tuple[int, ...]
    hand_guesses: tuple[str, ...]
    hand_letters: int                 # correct letters in other hands (1 point each)
    complete_hands: int               # hands guessed exactly (1 point each)
    revealed: int                     # cards this player revealed (third tie-break)
    total: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "truant_guesses": list(self.truant_guesses),
            "truant_hits": list(self.truant_hits),
            "truant_points": list(self.truant_points),
            "hand_guesses": list(self.hand_guesses),
            "hand_letters": self.hand_letters,
            "complete_hands": self.complete_hands,
            "revealed": self.revealed,
            "total": self.total,
        }


def score_row(
    seat: int,
    truants: Any,
    hands: tuple[Any, ...],
    truant_guesses: tuple[str, ...],
    hand_guesses: tuple[str, ...],
    revealed: int = 0,
) -> ScoreRow:
    """One player's score by the scoring table (``truant_guesses`` for rounds 4, 5, 6)."""
    truant_set = set(truants)
    hits = tuple("".join(ch for ch in guess if ch in truant_set) for guess in truant_guesses)
    points = tuple(len(h) * TRUANT_POINTS[r] for h, r in zip(hits, TRUANT_GUESS_ROUNDS))
    letters = complete = 0
    for other, hand in enumerate(hands):
        if other == seat or other >= len(hand_guesses):
            continue
        guess = set(hand_guesses[other])
        letters += len(guess & set(hand))
        complete += guess == set(hand)
    total = sum(points) + letters * HAND_LETTER_POINTS + complete * COMPLETE_HAND_POINTS
    return ScoreRow(seat, tuple(truant_guesses), hits, points, tuple(hand_guesses),
                    letters, complete, revealed, total)


#: Reason key -> the rule that decided, as a message id (translated where shown).
TIE_REASONS = {
    "score": N_("highest score"),
    "first_truant": N_("first to guess a truant correctly"),
    "most_truants": N_("earliest to have the most correct truant letters"),
    "fewest_revealed": N_("fewest cards revealed"),
    "shared": N_("still tied after every tie-break: a shared victory"),
}



def score_rows(state: HookyState) -> list[ScoreRow]:
    """Every seat's row of the score table, from the state at the end."""
    return [
        score_row(s, state.truants, state.hands, state.truant_guesses[s],
                  state.hand_guesses[s], len(state.revealed[s]))
        for s in range(state.players)
    ]

def rank_winners(rows: list[ScoreRow]) -> tuple[tuple[int, ...], str]:
    """The winning seats and the reason key (see :data:`TIE_REASONS`).

    Ties: (1) the tied player whose first correct truant letter came in the
    earliest guess (round 4, 5, 6; equal rounds stay tied); (2) compare the
    number of correct truant letters round by round (4, then 5, then 6): at
    the first round where they differ, the most wins; (3) the fewest
    revealed cards; (4) a shared victory.
    """
    best = max(r.total for r in rows)
    tied = [r for r in rows if r.total == best]
    if len(tied) == 1:
        return (tied[0].seat,), "score"

    def first_hit(r: ScoreRow) -> int:
        return next((i for i, h in enumerate(r.truant_hits) if h), len(r.truant_hits))

    criteria = (
        ("first_truant", lambda r: first_hit(r)),
        ("most_truants", lambda r: tuple(-len(h) for h in r.truant_hits)),
        ("fewest_revealed", lambda r: r.revealed),
    )
    for reason, key in criteria:
        low = min(key(r) for r in tied)
        tied = [r for r in tied if key(r) == low]
        if len(tied) == 1:
            return (tied[0].seat,), reason
    return tuple(r.seat for r in tied), "shared"


def tie_steps(rows: list[ScoreRow]) -> list[tuple[str, tuple[int, ...]]]:
    """The tie-breaks that put a tied player out, in the order of :func:`rank_winners`:
    (reason key, the seats it put out). Empty without a tie at the top."""
    best = max(r.total for r in rows)
    tied = [r for r in rows if r.total == best]
    if len(tied) == 1:
        return []

    def first_hit(r: ScoreRow) -> int:
        return next((i for i, h in enumerate(r.truant_hits) if h), len(r.truant_hits))

    criteria = (
        ("first_truant", first_hit),
        ("most_truants", lambda r: tuple(-len(h) for h in r.truant_hits)),
        ("fewest_revealed", lambda r: r.revealed),
    )
    steps = []
    for reason, key in criteria:
        low = min(key(r) for r in tied)
        out = tuple(r.seat for r in tied if key(r) != low)
        tied = [r for r in tied if key(r) == low]
        if out:
            steps.append((reason, out))
        if len(tied) == 1:
            break
    return steps
