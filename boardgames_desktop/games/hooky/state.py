"""Hooky's state as plain frozen data, and the questions every part of the
rules asks about a state. Pure (no Qt). The actions are in :mod:`.actions`.

Two modes share these rules (the option ``mode``):

* ``"app"``: the app deals the 26 letter cards, computes every answer from
  the real hands by the counting rule, turns up the playground cards and
  deals the random card of a peek.
* ``"companion"``: the table plays with printed cards. The app never knows a
  hand: the table actor types in the clue log (clues with the announced
  answers, revealed cards, playground cards, corrections) as it happens; the
  players write their guesses at the end (behind the curtain), then the table
  types in every hand, and the app scores the game (the truants are the three
  letters no hand and no playground card holds).

"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .data import LETTER_INDEX, LETTERS, REVEAL_FROM_ROUND, SETUPS, Setup

APP = "app"
COMPANION = "companion"

# Phases, in the order a game passes through them.
OPENING = "opening"        # each player names an opening clue about their own hand
QUESTION = "question"      # rounds 1-6: a turn is an optional reveal-and-peek, then a question
PLAYGROUND_PHASE = "playground"  # companion only: the table types in the playground card turned up
TRUANT_GUESS = "truants"   # app only, after rounds 4, 5, 6: everyone writes three letters
FINAL = "final"            # after round 6: hand guesses (companion: and the truant guesses)
HANDS = "hands"            # companion only: the table types in every real hand
OVER = "over"

PHASES = (OPENING, QUESTION, PLAYGROUND_PHASE, TRUANT_GUESS, FINAL, HANDS, OVER)
#: Every phase in which the game still runs (notes and corrections are welcome in all of them).
RUNNING = PHASES[:-1]


def count_in_hand(hand: Any, word: str) -> int:
    """The counting rule: letter occurrences of ``word`` found in ``hand``
    (a letter twice in the word counts 2, three times 3)."""
    return sum(1 for ch in word if ch in hand)


def letters_only(raw: Any) -> str | None:
    """``raw`` in capitals when it holds nothing but the letters A to Z (either
    case), else None. Checked *before* upper-casing, so a ligature such as "ﬆ"
    (which ``str.upper`` turns into "ST") is refused, never read as two letters."""
    if not isinstance(raw, str) or not raw.isascii():
        return None
    upper = raw.upper()
    if any(ch not in LETTER_INDEX for ch in upper):
        return None
    return upper


# -- state --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Clue:
    """One row of the clue log. For an opening clue ``asked == asker`` and ``round == 0``."""

    kind: str  # "opening" or "question"
    round: int
    asker: int
    asked: int
    word: str
    answer: int


@dataclass(frozen=True)
class Peek:
    """``seer`` looked at a random card of ``target``. ``letter`` is the card
    ("" in companion mode, where the app never sees it)."""

    round: int
    seer: int
    target: int
    letter: str


@dataclass(frozen=True)
class HookyState:
    players: int
    mode: str
    any_word: bool
    #: App mode: the dealt hands (sorted). Companion mode: () until typed in at the end.
    hands: tuple[tuple[str, ...], ...]
    #: App mode: the face-down playground stack, top card first. Companion: ().
    playground: tuple[str, ...]
    #: App mode: the three truants (sorted). Companion: () until the end.
    truants: tuple[str, ...]
    rng: int
    phase: str
    round: int
    #: The seat whose turn it is in the opening and the rounds, else -1.
    turn: int
    revealed_this_turn: bool
    clues: tuple[Clue, ...]
    #: Per seat, the cards put face up, in the order they were revealed.
    revealed: tuple[tuple[str, ...], ...]
    playground_revealed: tuple[str, ...]
    peeks: tuple[Peek, ...]
    #: Per seat, the guesses after rounds 4, 5, 6 ("" while not written).
    truant_guesses: tuple[tuple[str, str, str], ...]
    #: Per seat, () until written, else one string per seat ("" for the writer).
    hand_guesses: tuple[tuple[str, ...], ...]
    #: Per seat, worksheet marks as sorted (column, letter, mark) triples.
    notes: tuple[tuple[tuple[str, str, str], ...], ...]

    @property
    def setup(self) -> Setup:
        return SETUPS[self.players]


# -- questions about a state -----------------------------------------------------------------
def is_seat(state: HookyState, actor: Any) -> bool:
    return isinstance(actor, int) and not isinstance(actor, bool) and 0 <= actor < state.players


def public_letters(state: HookyState) -> set[str]:
    """Letters whose place everyone knows: revealed cards and playground cards."""
    out = set(state.playground_revealed)
    for r in state.revealed:
        out.update(r)
    return out


def answer_bounds(state: HookyState, target: int, word: str, opening: bool = False) -> tuple[int, int]:
    """The least and most ``target`` can truthfully answer to ``word`` given what
    is public (their revealed cards, everyone else's, the playground)."""
    own_revealed = set(state.revealed[target])
    elsewhere = set(state.playground_revealed)
    for s, r in enumerate(state.revealed):
        if s != target:
            elsewhere.update(r)
    lo = count_in_hand(own_revealed, word)
    free_slots = state.setup.hand - len(own_revealed)
    counts = sorted(
        (word.count(ch) for ch in set(word) if ch not in own_revealed and ch not in elsewhere),
        reverse=True,
    )
    hi = lo + sum(counts[:free_slots])
    if opening:
        lo = max(lo, 1)
    return lo, hi


def peekable(state: HookyState, target: int) -> bool:
    """A peek draws from the face-down cards: a hand all face up cannot be peeked."""
    return len(state.revealed[target]) < state.setup.hand


def may_reveal(state: HookyState, seat: int) -> bool:
    return (
        state.phase == QUESTION
        and 0 <= seat < state.players
        and state.round >= REVEAL_FROM_ROUND
        and not state.revealed_this_turn
        and len(state.revealed[seat]) < state.setup.hand
        and any(peekable(state, t) for t in range(state.players) if t != seat)
    )


def revealable(state: HookyState, seat: int) -> list[str]:
    """The letters ``seat`` may put face up (companion: any letter not yet placed)."""
    if state.mode == COMPANION:
        placed = public_letters(state)
        return [ch for ch in LETTERS if ch not in placed]
    return [ch for ch in state.hands[seat] if ch not in state.revealed[seat]]


def guesses_done(state: HookyState, seat: int) -> bool:
    if not state.hand_guesses[seat]:
        return False
    if state.mode == COMPANION:
        return all(state.truant_guesses[seat])
    return True


def seen_letters(state: HookyState, seat: int) -> set[str]:
    """Letters ``seat`` has seen (own hand, face-up cards, own peeks)."""
    out = public_letters(state) | set(state.hands[seat])
    out.update(p.letter for p in state.peeks if p.seer == seat and p.letter)
    return out


def asked_words(state: HookyState) -> list[str]:
    return [c.word for c in state.clues]


def counted_answer(state: HookyState, target: int, word: str, typed: int | None) -> int:
    """The answer a clue records: counted from the real hand in app mode, as the
    table typed it in companion mode (a refusal has checked it is there)."""
    if state.mode == APP:
        return count_in_hand(state.hands[target], word)
    assert typed is not None
    return typed
