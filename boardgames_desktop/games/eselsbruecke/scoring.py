"""How an Eselsbrücke game is won (no Qt): score piles counted, ties broken.

Most picture cards wins; tie: most blockers; still tied: a shared win.
"""

from __future__ import annotations

from ...core.game import Message, Outcome
from ...core.i18n import SeatName, T, Tn, Tseat
from .data import BLOCKER


def score(pile: tuple[str, ...] | list[str]) -> tuple[int, int]:
    """(picture cards, blockers) in a score pile."""
    blockers = sum(1 for c in pile if c == BLOCKER)
    return len(pile) - blockers, blockers


def _winners(scores: list[tuple[int, int]]) -> tuple[list[int], Message]:
    """The winning seats and the tie-break that decided, if one did."""
    best = max(s[0] for s in scores)
    leaders = [i for i, s in enumerate(scores) if s[0] == best]
    if len(leaders) == 1:
        return leaders, ""
    most = max(scores[i][1] for i in leaders)
    winners = [i for i in leaders if scores[i][1] == most]
    tiebreak = (T("Tied on picture cards: the most blockers decide.") if len(winners) == 1
                else T("Tied on picture cards and blockers: a shared win."))
    return winners, tiebreak


def _message(winners: list[int], best: int) -> Message:
    if len(winners) == 1:
        # A team of two wins in the plural ("Ada & Ben win"); the count is its own phrase.
        return Tseat("{who} wins with {cards}.", "{who} win with {cards}.", winners[0],
                     who=SeatName(winners[0]), cards=Tn("{n} picture card", "{n} picture cards", best))
    return Tn("{who} share the win with {n} picture card each.",
              "{who} share the win with {n} picture cards each.",
              best, who=tuple(SeatName(s) for s in winners))


def outcome_of(piles: tuple[tuple[str, ...], ...]) -> Outcome:
    """Most picture cards wins; tie: most blockers; still tied: a shared win."""
    scores = [score(p) for p in piles]
    winners, tiebreak = _winners(scores)
    best = max(s[0] for s in scores)
    return Outcome(tuple(winners), "cards", _message(winners, best), tuple(s[0] for s in scores), tiebreak)


__all__ = ["outcome_of", "score"]
