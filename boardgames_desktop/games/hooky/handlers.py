"""Hooky's phases and handlers. Pure (no Qt).

For every action type one :class:`Handler`: the phases in which it is a move,
why it is refused (a rule in a player's words, or None) and what it does.
:class:`~.rules.Hooky` checks *who* may act (the action's declaration and
:meth:`~.rules.Hooky.to_act`), then the phase, then asks the handler; the
phase moves on inside the handlers (:func:`next_turn` and friends).

In the opening and the rounds, the seat whose turn it is (``state.turn``) is
the one asking, revealing or giving a clue, whoever types it in: the seat
itself in app mode, the table actor in companion mode.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...core.frozen import evolve as replace  # dataclasses.replace without re-running __init__
from ...core.game import TABLE, Message
from ...core.i18n import N_, SeatName, T, Tn
from ...core.rng import Rng
from .data import (
    LETTERS,
    MARKS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    START_PLAYER,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    worksheet_columns,
)
from .state import (
    APP,
    COMPANION,
    FINAL,
    HANDS,
    OPENING,
    OVER,
    PLAYGROUND_PHASE,
    QUESTION,
    RUNNING,
    TRUANT_GUESS,
    Ask,
    Clue,
    EnterHand,
    FixAnswer,
    GuessHands,
    GuessTruants,
    HookyState,
    Mark,
    OpeningClue,
    Peek,
    RevealAndPeek,
    RevealPlayground,
    answer_bounds,
    asked_words,
    count_in_hand,
    guesses_done,
    is_seat,
    letters_only,
    peekable,
    public_letters,
)
from .words import word_problem

Refuse = Callable[[HookyState, int, Any], "Message | None"]
Apply = Callable[[HookyState, int, Any], HookyState]


@dataclass(frozen=True)
class Handler:
    """One action type: the phases in which it is a move, its refusal and its effect."""

    phases: tuple[str, ...]
    refuse: Refuse
    apply: Apply


# -- reading what was typed ----------------------------------------------------------------
def _word(raw: Any) -> str:
    return raw.strip().upper() if isinstance(raw, str) else ""


def _word_refusal(state: HookyState, raw: Any) -> Message | None:
    if not isinstance(raw, str):
        return T("A clue must be a word of five letters.")
    return word_problem(raw.strip(), asked_words(state), state.any_word)


def _letter(raw: Any) -> str | None:
    """One letter A to Z (either case, spaces around allowed), or None."""
    letter = letters_only(raw.strip()) if isinstance(raw, str) else None
    return letter if letter is not None and len(letter) == 1 else None


#: Why a typed set of letters is refused, by what it is: (not only A to Z, a letter twice).
_LETTER_PROBLEMS = {
    "truants": (N_("A truant guess may hold only the letters A to Z."),
                N_("A truant guess may not hold the same letter twice.")),
    "guess": (N_("The guess for {who} may hold only the letters A to Z."),
              N_("The guess for {who} may not hold the same letter twice.")),
    "hand": (N_("A hand may hold only the letters A to Z."),
             N_("A hand may not hold the same letter twice.")),
}


def _letters(raw: Any) -> str | None:
    """Typed letters (spaces and commas between them allowed) sorted, or None when
    something else is there. Repeats are kept, for :func:`_letters_refusal`."""
    if not isinstance(raw, str):
        return None
    letters = letters_only(raw.replace(" ", "").replace(",", ""))
    return "".join(sorted(letters)) if letters is not None else None


def _letters_refusal(raw: Any, what: str, **args: Any) -> Message | None:
    letters = _letters(raw)
    if letters is None:
        return T(_LETTER_PROBLEMS[what][0], **args)
    if len(set(letters)) != len(letters):
        return T(_LETTER_PROBLEMS[what][1], **args)
    return None


def _spaced(letters: Any) -> str:
    return " ".join(letters)


def _answer_refusal(state: HookyState, target: int, word: str, answer: Any, opening: bool) -> Message | None:
    if state.mode == APP:
        if answer is not None:
            return T("In app mode the app counts the answer from the real hand; leave it out.")
        return None
    if not isinstance(answer, int) or isinstance(answer, bool):
        return T("Companion mode: type in the number the player announced.")
    if opening and answer < 1:
        return T("An opening clue must hold at least one letter of the player's own hand, "
                 "so its count is at least 1.")
    lo, hi = answer_bounds(state, target, word, opening)
    if not lo <= answer <= hi:
        return T("{who} cannot truthfully answer {answer} to {word}: with the cards already face up "
                 "the answer is between {lo} and {hi}.",
                 who=SeatName(target), answer=answer, word=word, lo=lo, hi=hi)
    return None


def _answer(state: HookyState, target: int, word: str, typed: int | None) -> int:
    if state.mode == APP:
        return count_in_hand(state.hands[target], word)
    assert typed is not None
    return typed


# -- the phases move on --------------------------------------------------------------------------
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


# -- the opening clue ----------------------------------------------------------------------------------
def refuse_opening(state: HookyState, actor: int, action: OpeningClue) -> Message | None:
    why = _word_refusal(state, action.word)
    if why is not None:
        return why
    word = _word(action.word)
    why = _answer_refusal(state, state.turn, word, action.answer, opening=True)
    if why is not None:
        return why
    if _answer(state, state.turn, word, action.answer) < 1:
        return T("An opening clue must hold at least one letter of your own hand; {word} holds none.", word=word)
    return None


def apply_opening(state: HookyState, actor: int, action: OpeningClue) -> HookyState:
    word = _word(action.word)
    seat = state.turn
    clue = Clue("opening", 0, seat, seat, word, _answer(state, seat, word, action.answer))
    return next_turn(replace(state, clues=state.clues + (clue,)))


# -- a question ----------------------------------------------------------------------------------------------
def refuse_ask(state: HookyState, actor: int, action: Ask) -> Message | None:
    if not is_seat(state, action.target):
        return T("Ask one of the other players.")
    if action.target == state.turn:
        return T("You must ask another player, not yourself.")
    why = _word_refusal(state, action.word)
    if why is not None:
        return why
    return _answer_refusal(state, action.target, _word(action.word), action.answer, opening=False)


def apply_ask(state: HookyState, actor: int, action: Ask) -> HookyState:
    word = _word(action.word)
    answer = _answer(state, action.target, word, action.answer)
    clue = Clue("question", state.round, state.turn, action.target, word, answer)
    return next_turn(replace(state, clues=state.clues + (clue,)))


# -- reveal and peek ---------------------------------------------------------------------------------------
def refuse_reveal(state: HookyState, actor: int, action: RevealAndPeek) -> Message | None:
    seat = state.turn
    if state.round < REVEAL_FROM_ROUND:
        return T("Revealing a card and peeking is allowed from round {n} on.", n=REVEAL_FROM_ROUND)
    if state.revealed_this_turn:
        return T("You may reveal a card and peek at most once a turn.")
    letter = _letter(action.letter)
    if letter is None:
        return T("A revealed card is one of the letters A to Z.")
    target = action.target
    if not is_seat(state, target) or target == seat:
        return T("Peek at the hand of one of the other players.")
    if state.mode == APP:
        if letter not in state.hands[seat]:
            return T("You can only reveal a card of your own hand, and {letter} is not in it.", letter=letter)
        if letter in state.revealed[seat]:
            return T("{letter} is already face up: reveal a card not yet revealed.", letter=letter)
    else:
        if letter in public_letters(state):
            return T("{letter} is already face up on the table; it cannot be revealed again.", letter=letter)
        if len(state.revealed[seat]) >= state.setup.hand:
            return T("Every card of this hand is already face up.")
    if not peekable(state, target):
        return T("Every card of {who} is face up: there is no card to peek at.", who=SeatName(target))
    return None


def apply_reveal(state: HookyState, actor: int, action: RevealAndPeek) -> HookyState:
    seat, target = state.turn, action.target
    letter = _letter(action.letter)
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


# -- a playground card (companion) ---------------------------------------------------------------------------
def refuse_playground(state: HookyState, actor: int, action: RevealPlayground) -> Message | None:
    letter = _letter(action.letter)
    if letter is None:
        return T("A playground card is one of the letters A to Z.")
    if letter in public_letters(state):
        return T("{letter} is already face up on the table; it cannot be a playground card.", letter=letter)
    return None


def apply_playground(state: HookyState, actor: int, action: RevealPlayground) -> HookyState:
    letter = _letter(action.letter)
    assert letter is not None
    return after_playground(replace(state, playground_revealed=state.playground_revealed + (letter,)))


# -- truant guesses ---------------------------------------------------------------------------------------------
def refuse_truants(state: HookyState, actor: int, action: GuessTruants) -> Message | None:
    rnd = action.round
    if not isinstance(rnd, int) or rnd not in TRUANT_GUESS_ROUNDS:
        return T("Truant guesses are written after rounds 4, 5 and 6.")
    if state.mode == APP and rnd != state.round:
        return T("Now is the truant guess for round {now}, not round {rnd}.", now=state.round, rnd=rnd)
    if state.truant_guesses[actor][TRUANT_GUESS_ROUNDS.index(rnd)]:
        return T("{who} has already written their truant guess for round {rnd}.", who=SeatName(actor), rnd=rnd)
    why = _letters_refusal(action.letters, "truants")
    if why is not None:
        return why
    if len(_letters(action.letters) or "") != TRUANT_COUNT:
        return T("A truant guess is exactly three different letters.")
    return None


def apply_truants(state: HookyState, actor: int, action: GuessTruants) -> HookyState:
    rnd = action.round
    i = TRUANT_GUESS_ROUNDS.index(rnd)
    guesses = list(state.truant_guesses)
    row = list(guesses[actor])
    row[i] = _letters(action.letters) or ""
    guesses[actor] = (row[0], row[1], row[2])
    state = replace(state, truant_guesses=tuple(guesses))
    if state.phase == TRUANT_GUESS and all(g[i] for g in state.truant_guesses):
        if rnd == ROUNDS:
            return replace(state, phase=FINAL)
        return replace(state, phase=QUESTION, round=rnd + 1, turn=START_PLAYER)
    if state.phase == FINAL:
        return after_final_guess(state)
    return state


# -- hand guesses ---------------------------------------------------------------------------------------------------
def refuse_hand_guesses(state: HookyState, actor: int, action: GuessHands) -> Message | None:
    if state.hand_guesses[actor]:
        return T("{who} has already written their hand guesses.", who=SeatName(actor))
    raw = action.guesses
    if not isinstance(raw, tuple) or len(raw) != state.players:
        return T("Write one guess for every seat (nothing for your own).")
    k = state.setup.hand
    for t, guess in enumerate(raw):
        why = _letters_refusal(guess, "guess", who=SeatName(t))
        if why is not None:
            return why
        letters = _letters(guess) or ""
        if t == actor and letters:
            return T("You do not guess your own hand.")
        if len(letters) > k:
            return T("A hand guess holds at most {k} letters, as many as {who} holds.", k=k, who=SeatName(t))
    return None


def apply_hand_guesses(state: HookyState, actor: int, action: GuessHands) -> HookyState:
    hand_guesses = list(state.hand_guesses)
    hand_guesses[actor] = tuple(_letters(g) or "" for g in action.guesses)
    return after_final_guess(replace(state, hand_guesses=tuple(hand_guesses)))


# -- the real hands (companion) ---------------------------------------------------------------------------------
def refuse_enter_hand(state: HookyState, actor: int, action: EnterHand) -> Message | None:
    seat = action.seat
    if not is_seat(state, seat):
        return T("There is no such player.")
    who = SeatName(seat)
    if state.hands[seat]:
        return T("{who} has already entered their hand.", who=who)
    why = _letters_refusal(action.letters, "hand")
    if why is not None:
        return why
    letters = _letters(action.letters) or ""
    k = state.setup.hand
    if len(letters) != k:
        return T("A hand holds exactly {k} letters.", k=k)
    missing = [ch for ch in state.revealed[seat] if ch not in letters]
    if missing:
        return T("The hand must include the cards {who} revealed: {letters}.", who=who, letters=_spaced(missing))
    bad = [ch for ch in letters if ch in state.playground_revealed]
    if bad:
        return Tn("{letters} turned up in the playground, so it is in no hand.",
                  "{letters} turned up in the playground, so they are in no hand.", len(bad), letters=_spaced(bad))
    for other in range(state.players):
        if other == seat:
            continue
        clash = [ch for ch in letters if ch in state.revealed[other] or ch in state.hands[other]]
        if clash:
            return Tn("{letters} belongs to {who}'s hand.", "{letters} belong to {who}'s hand.", len(clash),
                      letters=_spaced(clash), who=SeatName(other))
    return None


def apply_enter_hand(state: HookyState, actor: int, action: EnterHand) -> HookyState:
    hands = list(state.hands)
    hands[action.seat] = tuple(_letters(action.letters) or "")
    state = replace(state, hands=tuple(hands))
    if all(state.hands):
        used = set(state.playground_revealed).union(*map(set, state.hands))
        truants = tuple(ch for ch in LETTERS if ch not in used)
        return replace(state, truants=truants, phase=OVER)
    return state


# -- corrections (companion) ------------------------------------------------------------------------------------
def refuse_fix(state: HookyState, actor: int, action: FixAnswer) -> Message | None:
    if state.mode != COMPANION:
        return T("In app mode the answers are counted by the app and cannot be changed.")
    i = action.clue
    if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(state.clues):
        return T("There is no such clue in the log.")
    c = state.clues[i]
    return _answer_refusal(state, c.asked, c.word, action.answer, opening=c.kind == "opening")


def apply_fix(state: HookyState, actor: int, action: FixAnswer) -> HookyState:
    clues = list(state.clues)
    clues[action.clue] = replace(clues[action.clue], answer=action.answer)
    return replace(state, clues=tuple(clues))


# -- worksheet notes --------------------------------------------------------------------------------------------
def refuse_mark(state: HookyState, actor: int, action: Mark) -> Message | None:
    if not isinstance(action.column, str) or action.column not in worksheet_columns(state.players, actor):
        return T("A worksheet column is another player, the playground or the truants.")
    if _letter(action.letter) is None:
        return T("A worksheet row is one of the letters A to Z.")
    if action.mark not in MARKS and action.mark != "":
        return T("A mark is has, has not, maybe, or empty.")
    return None


def apply_mark(state: HookyState, actor: int, action: Mark) -> HookyState:
    """The seat's notes stay sorted, one per cell: the cell's old note (found by
    bisection, as a game of many notes writes one after another) gives way."""
    letter = _letter(action.letter) or ""
    notes = state.notes[actor]
    cell = (action.column, letter)
    at = bisect.bisect_left(notes, cell)  # (column, letter) sorts just before its (column, letter, mark)
    end = at + 1 if at < len(notes) and notes[at][:2] == cell else at
    written = ((action.column, letter, action.mark),) if action.mark else ()
    all_notes = list(state.notes)
    all_notes[actor] = notes[:at] + written + notes[end:]
    return replace(state, notes=tuple(all_notes))


#: Action type -> its handler: the one dispatch table of the rules.
HANDLERS: dict[type, Handler] = {
    OpeningClue: Handler((OPENING,), refuse_opening, apply_opening),
    Ask: Handler((QUESTION,), refuse_ask, apply_ask),
    RevealAndPeek: Handler((QUESTION,), refuse_reveal, apply_reveal),
    RevealPlayground: Handler((PLAYGROUND_PHASE,), refuse_playground, apply_playground),
    GuessTruants: Handler((TRUANT_GUESS, FINAL), refuse_truants, apply_truants),
    GuessHands: Handler((FINAL,), refuse_hand_guesses, apply_hand_guesses),
    EnterHand: Handler((HANDS,), refuse_enter_hand, apply_enter_hand),
    FixAnswer: Handler(RUNNING, refuse_fix, apply_fix),
    Mark: Handler(RUNNING, refuse_mark, apply_mark),
}


# -- refusals before the handler: whose turn, which phase ---------------------------------------------------------
def not_your_turn(state: HookyState, actor: int) -> Message:
    """Why ``actor`` (a seat or the table) is not asked for anything now."""
    if actor == TABLE:
        if state.mode == APP:
            return T("In app mode the app deals and counts: the table has nothing to type in.")
        if state.phase == FINAL:
            return T("The players write their guesses now; the table types in the hands once every guess is in.")
        return T("The table has nothing to enter now.")
    who = SeatName(actor)
    if state.phase == TRUANT_GUESS:
        return T("{who} has already written their truant guess for round {n}.", who=who, n=state.round)
    if state.phase == FINAL:
        return T("{who} has already written all their guesses.", who=who)
    if state.mode == COMPANION:
        return T("In companion mode the table types in the clue log, the playground cards and the hands.")
    return T("It is not {who}'s turn.", who=who)


def wrong_move(state: HookyState, action: Any) -> Message:
    """Why an action of this type is not a move in the current phase."""
    phase = state.phase
    if phase == OPENING:
        return T("First every player gives an opening clue about their own hand.")
    if phase == QUESTION:
        if isinstance(action, OpeningClue):
            return T("The opening clues are over: now ask another player a word.")
        return T("On your turn you may reveal a card and peek (from round 2), then you ask another player a word.")
    if phase == PLAYGROUND_PHASE:
        return T("The round is over: first type in the playground card turned face up.")
    if phase == TRUANT_GUESS:
        return T("The round is over: every player writes three truant letters for round {n}.", n=state.round)
    if phase == FINAL:
        if isinstance(action, GuessTruants):
            return T("The truant guesses were written after rounds 4, 5 and 6.")
        return T("The six rounds are over: write your guesses of the other hands.")
    if phase == HANDS:
        return T("Every guess is in: now the table types in every player's real hand.")
    return T("That move is not allowed now.")
