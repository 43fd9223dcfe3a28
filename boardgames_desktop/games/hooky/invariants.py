"""What must hold in every Hooky state (checked by the tests and by ``simulate``
after every action): the 26 cards dealt once each, values in range, the clue
log and the peeks consistent with the hands. Pure (no Qt).

The words are for developers (a broken invariant is a bug, not a rule a
player broke), so they are not translated.
"""

from __future__ import annotations

from collections.abc import Callable

from .data import LETTERS, MARKS, ROUNDS, TRUANT_COUNT, WORD_LENGTH, clue_log_rows, worksheet_columns
from .state import APP, OPENING, OVER, PHASES, QUESTION, HookyState, count_in_hand


def _cards(state: HookyState) -> list[str]:
    """App mode: hands, playground and truants are the 26 letters, once each;
    companion mode: a hand is empty until typed in, then of the hand's size."""
    if state.mode == APP:
        return _dealt_cards(state)
    if any(h and len(h) != state.setup.hand for h in state.hands):
        return [f"a hand typed in is not {state.setup.hand} letters: {state.hands}"]
    return []


def _dealt_cards(state: HookyState) -> list[str]:
    s = state.setup
    out = []
    dealt = sorted(ch for cards in (*state.hands, state.playground, state.truants) for ch in cards)
    if dealt != sorted(LETTERS):
        out.append(f"the cards dealt are not the 26 letters once each: {''.join(dealt)}")
    if any(len(h) != s.hand or list(h) != sorted(h) for h in state.hands):
        out.append(f"a hand is not {s.hand} sorted letters: {state.hands}")
    if len(state.playground) != s.playground or len(state.truants) != s.truants:
        out.append(f"{len(state.playground)} playground cards and {len(state.truants)} truants")
    if state.playground[:len(state.playground_revealed)] != state.playground_revealed:
        out.append("the playground cards face up are not the top of the stack")
    return out


def _face_up(state: HookyState) -> list[str]:
    """Cards put face up: each letter once on the table, from its own hand, at most a hand."""
    out = []
    up = [ch for r in state.revealed for ch in r] + list(state.playground_revealed)
    if len(set(up)) != len(up):
        out.append(f"a letter is face up twice: {up}")
    if len(state.playground_revealed) > state.setup.playground:
        out.append("more playground cards face up than dealt")
    for seat, cards in enumerate(state.revealed):
        if len(cards) > state.setup.hand:
            out.append(f"seat {seat}: {len(cards)} cards face up")
        if state.mode == APP and not set(cards) <= set(state.hands[seat]):
            out.append(f"seat {seat}: revealed {cards} from a hand without them")
    return out


def _progress(state: HookyState) -> list[str]:
    """The phase, round and turn agree."""
    out = []
    if state.phase not in PHASES or not 0 <= state.round <= ROUNDS:
        out.append(f"phase {state.phase!r}, round {state.round}")
    if (state.phase == OPENING) != (state.round == 0):
        out.append(f"round {state.round} in the phase {state.phase}")
    turns = state.phase in (OPENING, QUESTION)
    if turns != (0 <= state.turn < state.players) or (not turns and state.turn != -1):
        out.append(f"turn {state.turn} in the phase {state.phase}")
    if len(state.clues) > clue_log_rows(state.players):
        out.append(f"{len(state.clues)} clues, more than the log holds")
    return out


def _clues(state: HookyState) -> list[str]:
    """Every clue asks a seat a five-letter word; app mode counts its answer."""
    out = []
    for i, c in enumerate(state.clues):
        opening = c.kind == "opening"
        if (opening != (c.asker == c.asked)) or not 0 <= c.asked < state.players:
            out.append(f"clue {i}: {c.kind} from seat {c.asker} to seat {c.asked}")
        if len(c.word) != WORD_LENGTH or not 0 <= c.answer <= WORD_LENGTH:
            out.append(f"clue {i}: {c.word!r} answered {c.answer}")
        if state.mode == APP and c.answer != count_in_hand(state.hands[c.asked], c.word):
            out.append(f"clue {i}: {c.word} answered {c.answer}, not the count of the hand")
    return out


def _peeks(state: HookyState) -> list[str]:
    """A peek looks at another seat's card (app mode: one of its hand)."""
    out = []
    for i, p in enumerate(state.peeks):
        if p.seer == p.target or not 0 <= p.target < state.players:
            out.append(f"peek {i}: seat {p.seer} at seat {p.target}")
        elif state.mode == APP and p.letter not in state.hands[p.target]:
            out.append(f"peek {i}: saw {p.letter!r}, not in seat {p.target}'s hand")
    return out


def _guesses(state: HookyState) -> list[str]:
    """Truant guesses are three different letters or not yet written; a hand guess
    names every seat."""
    out = []
    for seat in range(state.players):
        for guess in state.truant_guesses[seat]:
            if guess and (len(set(guess)) != TRUANT_COUNT or len(guess) != TRUANT_COUNT):
                out.append(f"seat {seat}: truant guess {guess!r}")
        if state.hand_guesses[seat] and len(state.hand_guesses[seat]) != state.players:
            out.append(f"seat {seat}: hand guesses {state.hand_guesses[seat]}")
    return out


def _notes(state: HookyState) -> list[str]:
    """Notes name a column of the seat's own worksheet, a letter and a mark."""
    out = []
    for seat in range(state.players):
        columns = worksheet_columns(state.players, seat)
        for column, letter, mark in state.notes[seat]:
            if column not in columns or letter not in LETTERS or mark not in MARKS:
                out.append(f"seat {seat}: note {(column, letter, mark)}")
    return out


def _the_end(state: HookyState) -> list[str]:
    """At the end the three truants are known."""
    if state.phase == OVER and len(state.truants) != TRUANT_COUNT:
        return [f"the game is over with truants {state.truants}"]
    return []


_CHECKS: tuple[Callable[[HookyState], list[str]], ...] = (
    _cards, _face_up, _progress, _clues, _peeks, _guesses, _notes, _the_end,
)


def invariants(state: HookyState) -> list[str]:
    """Every broken invariant of ``state``, in words (empty when all hold)."""
    return [problem for check in _CHECKS for problem in check(state)]
