"""The hint's one line of why for a Hooky move, from the seat's view alone: what
the move gains, in the game's words, and the letters the worksheet can already
prove (the assist's deductions, :func:`.worksheet.assist`). Pure (no Qt).

The figures come from the deals that fit the seat's view (the bot's
:class:`~.careful.Posterior`), so they never show another seat's secret.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.i18n import SeatName, T, Text, Tn
from .actions import Ask, GuessHands, GuessTruants, OpeningClue, RevealAndPeek
from .careful import public_hand_odds
from .data import LETTER_INDEX, LETTERS, TRUANT_POINTS
from .worksheet import Knowledge, deduce

if TYPE_CHECKING:
    from .careful import Posterior

__all__ = ["proven", "why"]


def proven(view: Mapping[str, Any]) -> tuple[list[str], int]:
    """What the worksheet can prove from the view: the letters that must be truants,
    and how many letters of the other hands it can place for certain (beyond the
    cards seen)."""
    k = Knowledge.from_view(view)
    domains, contradiction = deduce(k, probe=True)
    if contradiction:
        return [], 0
    truants = k.truants
    sure = [ch for ch in k.unknown if domains[ch] == 1 << truants]
    placed = sum(1 for ch in k.unknown if domains[ch] & (domains[ch] - 1) == 0 and domains[ch] >> k.players == 0)
    return sure, placed


def _pct(p: float) -> str:
    return f"{round(p * 100)}%"


def _one_place(x: float) -> str:
    return f"{x:.1f}"


def _letters(letters: Any) -> tuple[str, ...]:
    """A list of letters for a message (joined in the language it is read in)."""
    return tuple(letters)


def why(bot: Any, view: Mapping[str, Any], action: Any) -> Text | None:
    """One line of why ``bot`` (Normal or Hard) plays ``action`` at ``view``."""
    if view.get("mode") != "app" or view.get("hand") is None:
        return None
    main = _main(bot, view, action)
    if main is None:
        return None
    if isinstance(action, (Ask, RevealAndPeek, GuessTruants, GuessHands)):
        sure, _placed = proven(view)
        if sure:
            return T("{advice} The worksheet already proves {letters} a truant.", advice=main,
                     letters=_letters(sure)) if len(sure) == 1 else \
                T("{advice} The worksheet already proves {letters} truants.", advice=main, letters=_letters(sure))
    return main


def _main(bot: Any, view: Mapping[str, Any], action: Any) -> Text | None:
    if isinstance(action, OpeningClue):
        hand = set(view["hand"])
        n = sum(1 for ch in action.word if ch in hand)
        return Tn("Open with {word}: only {n} of its letters is in your hand, so it tells the table little.",
                  "Open with {word}: {n} of its letters are in your hand; no common word gives less away.",
                  n, word=action.word)
    post = bot.posterior(view)
    if isinstance(action, Ask):
        return _ask(bot, post, view, action)
    if isinstance(action, RevealAndPeek):
        best = bot.best_peek(post, view)
        gain = _one_place(max(0.0, best[0]) if best is not None else 0.0)
        public = public_hand_odds(view, view["seat"], random.Random(len(view["clues"])))
        if public.get(action.letter, 0.0) >= 0.5:
            return T("Reveal {letter}, a card the table can likely work out already, and peek at {who}'s hand: "
                     "the card you see is worth about {points} points to your truant guesses.",
                     letter=action.letter, who=SeatName(action.target), points=gain)
        return T("Reveal {letter} and peek at {who}'s hand: the card you see is worth about {points} points "
                 "to your truant guesses, more than {letter} tells the table.",
                 letter=action.letter, who=SeatName(action.target), points=gain)
    if isinstance(action, GuessTruants):
        odds = [f"{ch} {_pct(post.p_truant[LETTER_INDEX[ch]])}" for ch in action.letters]
        return T("Name {letters}: by the deals that fit the clue log they are the truants most likely "
                 "({odds}); each right letter scores {points}.",
                 letters=action.letters, odds=_letters(odds), points=TRUANT_POINTS[action.round])
    if isinstance(action, GuessHands):
        sure = sum(1 for s, guess in enumerate(action.guesses) if s != view["seat"]
                   for ch in guess if post.p_in[s][LETTER_INDEX[ch]] >= 0.999)
        written = sum(len(g) for s, g in enumerate(action.guesses) if s != view["seat"])
        return T("Write every hand as the deals that fit make likeliest: {sure} of the {written} letters "
                 "are certain, each scores a point.", sure=sure, written=written)
    return None


def _ask(bot: Any, post: Posterior, view: Mapping[str, Any], action: Ask) -> Text:
    target = action.target
    if target not in post.seats:
        return T("Ask {who} {word}: every hand is known, any allowed word will do.",
                 who=SeatName(target), word=action.word)
    p = post.p_in[target]
    open_letters = sorted({ch for ch in action.word if 0.02 < p[LETTER_INDEX[ch]] < 0.98},
                          key=lambda ch: LETTERS.index(ch))
    split = bot.question_split(post, action.word, target)
    hits_after, joint_after = split.value()
    hits_now = sum(sorted(post.p_truant, reverse=True)[:3])
    tested = _letters(open_letters) or ("-",)
    if hits_now >= 2.99:
        return T("Ask {who} {word}: the truants are settled; the answer tells which of {letters} are in "
                 "that hand, for your hand guesses.", who=SeatName(target), word=action.word, letters=tested)
    if post.k.free[post.k.players] == 0:  # the playground is up: the truants are what no hand holds
        joint_now = bot.joint_now(post)
        return T("Ask {who} {word}: it tests {letters}; your chance of naming all three truants "
                 "goes from {before} to about {after}.", who=SeatName(target), word=action.word,
                 letters=tested, before=_pct(joint_now), after=_pct(joint_after))
    before, after = _one_place(hits_now), _one_place(hits_after)
    return T("Ask {who} {word}: it tests {letters}; your truant guess should go from {before} to "
             "about {after} right letters.", who=SeatName(target), word=action.word,
             letters=tested, before=before, after=after)
