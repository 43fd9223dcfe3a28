"""What can be listed, and good choices where the legal ones run into the
thousands (any dictionary word, any three letters). Pure (no Qt).

Everything here is deterministic for a given state, so a UI asking twice gets
the same suggestions and a replayed game the same bots' choices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from ...core.rng import Rng, seed_state
from .actions import (
    Ask,
    EnterHand,
    GuessHands,
    GuessTruants,
    OpeningClue,
    RevealAndPeek,
    RevealPlayground,
)
from .data import LETTERS, TRUANT_COUNT
from .dictionary import common_words, letter_key
from .state import (
    COMPANION,
    OPENING,
    HookyState,
    answer_bounds,
    asked_words,
    count_in_hand,
    may_reveal,
    peekable,
    public_letters,
    revealable,
    seen_letters,
)

#: How many words a suggestion list holds by default.
SUGGESTED_WORDS = 12
#: How many guesses are sampled where the choices run into thousands.
GUESS_SAMPLES = 40


def pick(rng: Rng, pool: Sequence[Any], count: int) -> list[Any]:
    """``count`` different random items of ``pool`` (a partial Fisher-Yates shuffle)."""
    items = list(pool)
    for i in range(min(count, len(items))):
        j = i + rng.below(len(items) - i)
        items[i], items[j] = items[j], items[i]
    return items[:count]


# -- complete lists ---------------------------------------------------------------------------------
def reveal_choices(state: HookyState, seat: int) -> list[RevealAndPeek]:
    """Every reveal-and-peek ``seat`` may make now (empty when it may not)."""
    if not may_reveal(state, seat):
        return []
    targets = [t for t in range(state.players) if t != seat and peekable(state, t)]
    return [RevealAndPeek(letter, t) for letter in revealable(state, seat) for t in targets]


def playground_choices(state: HookyState) -> list[RevealPlayground]:
    placed = public_letters(state)
    return [RevealPlayground(ch) for ch in LETTERS if ch not in placed]


@lru_cache(maxsize=3)
def _all_truant_guesses(rnd: int) -> tuple[GuessTruants, ...]:
    return tuple(GuessTruants(rnd, "".join(c)) for c in combinations(LETTERS, TRUANT_COUNT))


def truant_guess_choices(rnd: int) -> list[GuessTruants]:
    """Every truant guess for round ``rnd`` (2,600 of them)."""
    return list(_all_truant_guesses(rnd))


# -- samples ---------------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _common_keys() -> tuple[str, ...]:
    return tuple(letter_key(w) for w in common_words())


def suggested_words(state: HookyState, seat: int, count: int = SUGGESTED_WORDS,
                    keep: Callable[[str], bool] | None = None) -> list[str]:
    """A few allowed words, chosen deterministically from the common vocabulary."""
    vocab, keys = common_words(), _common_keys()
    used = {letter_key(w) for w in asked_words(state)}
    rng = Rng(seed_state(len(state.clues) * 8 + seat, f"suggest{state.round}"))
    out: list[str] = []
    seen: set[str] = set()
    for _ in range(count * 20):
        i = rng.below(len(vocab))
        word, key = vocab[i], keys[i]
        if key in used or key in seen or (keep is not None and not keep(word)):
            continue
        seen.add(key)
        out.append(word)
        if len(out) == count:
            break
    return out


def truant_guess_sample(state: HookyState, seat: int, rnd: int) -> list[GuessTruants]:
    pool = [ch for ch in LETTERS if ch not in seen_letters(state, seat)]
    if len(pool) < TRUANT_COUNT:  # (cannot happen before the end) any letters then
        pool = list(LETTERS)
    rng = Rng(seed_state(seat * 8 + rnd, f"truants{len(state.clues)}"))
    out: dict[GuessTruants, None] = {}
    for _ in range(GUESS_SAMPLES):
        out[GuessTruants(rnd, "".join(sorted(pick(rng, pool, TRUANT_COUNT))))] = None
    return list(out)


def hand_guess_sample(state: HookyState, seat: int) -> list[GuessHands]:
    """Guesses that write each hand's face-up cards and own peeks, then (but
    for the first) fill every hand with letters the seat has not seen."""
    k = state.setup.hand
    pool = [ch for ch in LETTERS if ch not in seen_letters(state, seat)]
    known = [set(state.revealed[t]) for t in range(state.players)]
    for p in state.peeks:
        if p.seer == seat and p.letter:
            known[p.target].add(p.letter)
    rng = Rng(seed_state(seat, f"hands{len(state.clues)}"))
    out: dict[GuessHands, None] = {}
    for i in range(GUESS_SAMPLES // 8):
        shuffled = pick(rng, pool, len(pool)) if i else []
        at = 0
        guesses = []
        for t in range(state.players):
            if t == seat:
                guesses.append("")
                continue
            room = k - len(known[t])
            fill = shuffled[at:at + room]
            at += room
            guesses.append("".join(sorted(known[t] | set(fill))))
        out[GuessHands(tuple(guesses))] = None
    return list(out)


def hand_entry_sample(state: HookyState) -> list[EnterHand]:
    """Hands the table could type in for the first seat still to enter one."""
    seat = next((s for s in range(state.players) if not state.hands[s]), None)
    if seat is None:
        return []
    k = state.setup.hand
    own = set(state.revealed[seat])
    taken = public_letters(state) - own
    for h in state.hands:
        taken.update(h)
    pool = [ch for ch in LETTERS if ch not in taken and ch not in own]
    rng = Rng(seed_state(seat, "enter"))
    out: dict[EnterHand, None] = {}
    for _ in range(GUESS_SAMPLES // 8):
        fill = pick(rng, pool, k - len(own))
        out[EnterHand(seat, "".join(sorted(own | set(fill))))] = None
    return list(out)


def clue_suggestions(state: HookyState) -> list[Any]:
    """Opening clues or questions with :data:`SUGGESTED_WORDS` words for the seat
    whose turn it is (companion mode: with every answer the player could truthfully
    announce), then every reveal-and-peek."""
    seat = state.turn
    companion = state.mode == COMPANION
    out: list[Any] = []
    if state.phase == OPENING:
        own = set(state.hands[seat])
        keep = None if companion else (lambda w: count_in_hand(own, w) > 0)
        for word in suggested_words(state, seat, SUGGESTED_WORDS, keep):
            if companion:
                lo, hi = answer_bounds(state, seat, word, opening=True)
                out.extend(OpeningClue(word, a) for a in range(lo, hi + 1))
            else:
                out.append(OpeningClue(word))
        return out
    targets = [t for t in range(state.players) if t != seat]
    for word in suggested_words(state, seat):
        for target in targets:
            if companion:
                lo, hi = answer_bounds(state, target, word)
                out.extend(Ask(target, word, a) for a in range(lo, hi + 1))
            else:
                out.append(Ask(target, word))
    return out + reveal_choices(state, seat)


__all__ = [
    "GUESS_SAMPLES", "SUGGESTED_WORDS", "clue_suggestions", "hand_entry_sample", "hand_guess_sample",
    "pick", "playground_choices", "reveal_choices", "suggested_words", "truant_guess_choices",
    "truant_guess_sample",
]
