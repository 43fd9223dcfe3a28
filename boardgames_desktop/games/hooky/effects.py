"""What each of Hooky's actions does: the ``apply`` of each action type, and the
phases moving on (:func:`next_turn` and friends). Pure (no Qt).

Each ``apply`` may assume that the refusal in :mod:`.refusals` accepted the
action (the core's :meth:`~boardgames_desktop.core.game.Game.apply` contract):
it never judges again.
"""

from __future__ import annotations

import bisect

from ...core.frozen import evolve as replace  # dataclasses.replace without re-running __init__
from ...core.rng import Rng
from .actions import (
    Ask,
    EnterHand,
    FixAnswer,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
    RevealPlayground,
    typed_letter,
    typed_letters,
    typed_word,
)
from .data import LETTERS, ROUNDS, START_PLAYER, TRUANT_GUESS_ROUNDS
from .state import (
    APP,
    COMPANION,
    FINAL,
    HANDS,
    OPENING,
    OVER,
    PLAYGROUND_PHASE,
    QUESTION,
    TRUANT_GUESS,
    Clue,
    HookyState,
    Peek,
    counted_answer,
    guesses_done,
)


# -- the phases move on ----------------------------------------------------------------------
def next_turn(state: HookyState) -> HookyState:
    turn = state.turn + 1
    if state.phase == OPENING:
        if turn < state.players:
            return replace(state, turn=turn)
        return replace(state, phase=QUESTION, round=1, turn=START_PLAYER, revealed_this_turn=False)
    if turn < state.players:
        return replace(state, turn=turn, revealed_this_turn=False)
    return end_of_round(replace(state, revealed_this_turn=False))


def end_of_round(state: HookyState) -> HookyState:
    if state.round in state.setup.reveal_after:
        if state.mode == COMPANION:
            return replace(state, phase=PLAYGROUND_PHASE, turn=-1)
        card = state.playground[len(state.playground_revealed)]
        state = replace(state, playground_revealed=state.playground_revealed + (card,))
    return after_playground(state)


def after_playground(state: HookyState) -> HookyState:
    if state.round in TRUANT_GUESS_ROUNDS and state.mode == APP:
        return replace(state, phase=TRUANT_GUESS, turn=-1)
    if state.round >= ROUNDS:
        return replace(state, phase=FINAL, turn=-1)
    return replace(state, phase=QUESTION, round=state.round + 1, turn=START_PLAYER)


def after_final_guess(state: HookyState) -> HookyState:
    if any(not guesses_done(state, s) for s in range(state.players)):
        return state
    if state.mode == COMPANION:
        return replace(state, phase=HANDS)
    return replace(state, phase=OVER)


# -- the opening clue --------------------------------------------------------------------------
def apply_opening(state: HookyState, actor: int, action: OpeningClue) -> HookyState:
    word = typed_word(action.word)
    seat = state.turn
    clue = Clue("opening", 0, seat, seat, word, counted_answer(state, seat, word, action.answer))
    return next_turn(replace(state, clues=state.clues + (clue,)))


# -- a question --------------------------------------------------------------------------------
def apply_ask(state: HookyState, actor: int, action: Ask) -> HookyState:
    word = typed_word(action.word)
    answer = counted_answer(state, action.target, word, action.answer)
    clue = Clue("question", state.round, state.turn, action.target, word, answer)
    return next_turn(replace(state, clues=state.clues + (clue,)))


# -- reveal and peek ---------------------------------------------------------------------------
def apply_reveal(state: HookyState, actor: int, action: RevealAndPeek) -> HookyState:
    seat, target = state.turn, action.target
    letter = typed_letter(action.letter)
    assert letter is not None
    rng = Rng(state.rng)
    seen = ""
    if state.mode == APP:
        hidden = [ch for ch in state.hands[target] if ch not in state.revealed[target]]
        seen = rng.choice(hidden)
    revealed = list(state.revealed)
    revealed[seat] = revealed[seat] + (letter,)
    return replace(
        state,
        revealed=tuple(revealed),
        peeks=state.peeks + (Peek(state.round, seat, target, seen),),
        revealed_this_turn=True,
        rng=rng.state,
    )


# -- a playground card (companion) -------------------------------------------------------------
def apply_playground(state: HookyState, actor: int, action: RevealPlayground) -> HookyState:
    letter = typed_letter(action.letter)
    assert letter is not None
    return after_playground(replace(state, playground_revealed=state.playground_revealed + (letter,)))


# -- truant guesses ----------------------------------------------------------------------------
def apply_truants(state: HookyState, actor: int, action: GuessTruants) -> HookyState:
    rnd = action.round
    i = TRUANT_GUESS_ROUNDS.index(rnd)
    guesses = list(state.truant_guesses)
    row = list(guesses[actor])
    row[i] = typed_letters(action.letters) or ""
    guesses[actor] = (row[0], row[1], row[2])
    state = replace(state, truant_guesses=tuple(guesses))
    if state.phase == TRUANT_GUESS and all(g[i] for g in state.truant_guesses):
        if rnd == ROUNDS:
            return replace(state, phase=FINAL)
        return replace(state, phase=QUESTION, round=rnd + 1, turn=START_PLAYER)
    if state.phase == FINAL:
        return after_final_guess(state)
    return state


# -- hand guesses ------------------------------------------------------------------------------
def apply_hand_guesses(state: HookyState, actor: int, action: GuessHands) -> HookyState:
    hand_guesses = list(state.hand_guesses)
    hand_guesses[actor] = tuple(typed_letters(g) or "" for g in action.guesses)
    return after_final_guess(replace(state, hand_guesses=tuple(hand_guesses)))


# -- the real hands (companion) ----------------------------------------------------------------
def apply_enter_hand(state: HookyState, actor: int, action: EnterHand) -> HookyState:
    hands = list(state.hands)
    hands[action.seat] = tuple(typed_letters(action.letters) or "")
    state = replace(state, hands=tuple(hands))
    if all(state.hands):
        used = set(state.playground_revealed).union(*map(set, state.hands))
        truants = tuple(ch for ch in LETTERS if ch not in used)
        return replace(state, truants=truants, phase=OVER)
    return state


# -- corrections (companion) -------------------------------------------------------------------
def apply_fix(state: HookyState, actor: int, action: FixAnswer) -> HookyState:
    clues = list(state.clues)
    clues[action.clue] = replace(clues[action.clue], answer=action.answer)
    return replace(state, clues=tuple(clues))


# -- worksheet notes ---------------------------------------------------------------------------
def apply_mark(state: HookyState, actor: int, action: Mark) -> HookyState:
    """The seat's notes stay sorted, one per cell: the cell's old note (found by
    bisection, as a game of many notes writes one after another) gives way."""
    letter = typed_letter(action.letter) or ""
    notes = state.notes[actor]
    cell = (action.column, letter)
    at = bisect.bisect_left(notes, cell)  # (column, letter) sorts just before its (column, letter, mark)
    end = at + 1 if at < len(notes) and notes[at][:2] == cell else at
    written = ((action.column, letter, action.mark),) if action.mark else ()
    all_notes = list(state.notes)
    all_notes[actor] = notes[:at] + written + notes[end:]
    return replace(state, notes=tuple(all_notes))
