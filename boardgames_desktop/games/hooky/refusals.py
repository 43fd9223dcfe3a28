"""Why Hooky refuses an action: the ``refuse`` of each action type (a rule in a
player's words, or None) and the texts for an action out of turn or out of its
phase. Pure (no Qt).

:class:`~.rules.Hooky` declares, per action type, its phases and its refusal
here; the core's :meth:`~boardgames_desktop.core.game.Game.refusal` checks
*who* first (:func:`not_your_turn` words it), then the phase
(:func:`misplaced` words it), then asks the refusal.
"""

from __future__ import annotations

from typing import Any

from ...core.game import TABLE, Message
from ...core.i18n import N_, SeatName, T, Tn
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
from .data import MARKS, REVEAL_FROM_ROUND, TRUANT_COUNT, TRUANT_GUESS_ROUNDS, worksheet_columns
from .dictionary import word_problem
from .state import (
    APP,
    COMPANION,
    FINAL,
    HANDS,
    OPENING,
    PLAYGROUND_PHASE,
    QUESTION,
    TRUANT_GUESS,
    HookyState,
    answer_bounds,
    asked_words,
    counted_answer,
    is_seat,
    peekable,
    public_letters,
)


# -- what was typed --------------------------------------------------------------------------
def _word_refusal(state: HookyState, raw: Any) -> Message | None:
    if not isinstance(raw, str):
        return T("A clue must be a word of five letters.")
    return word_problem(raw.strip(), asked_words(state), state.any_word)


#: Why a typed set of letters is refused, by what it is: (not only A to Z, a letter twice).
_LETTER_PROBLEMS = {
    "truants": (N_("A truant guess may hold only the letters A to Z."),
                N_("A truant guess may not hold the same letter twice.")),
    "guess": (N_("The guess for {who} may hold only the letters A to Z."),
              N_("The guess for {who} may not hold the same letter twice.")),
    "hand": (N_("A hand may hold only the letters A to Z."),
             N_("A hand may not hold the same letter twice.")),
}


def _letters_refusal(raw: Any, what: str, **args: Any) -> Message | None:
    letters = typed_letters(raw)
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


# -- the opening clue --------------------------------------------------------------------------
def refuse_opening(state: HookyState, actor: int, action: OpeningClue) -> Message | None:
    why = _word_refusal(state, action.word)
    if why is not None:
        return why
    word = typed_word(action.word)
    why = _answer_refusal(state, state.turn, word, action.answer, opening=True)
    if why is not None:
        return why
    if counted_answer(state, state.turn, word, action.answer) < 1:
        return T("An opening clue must hold at least one letter of your own hand; {word} holds none.", word=word)
    return None


# -- a question --------------------------------------------------------------------------------
def refuse_ask(state: HookyState, actor: int, action: Ask) -> Message | None:
    if not is_seat(state, action.target):
        return T("Ask one of the other players.")
    if action.target == state.turn:
        return T("You must ask another player, not yourself.")
    why = _word_refusal(state, action.word)
    if why is not None:
        return why
    return _answer_refusal(state, action.target, typed_word(action.word), action.answer, opening=False)


# -- reveal and peek ---------------------------------------------------------------------------
def refuse_reveal(state: HookyState, actor: int, action: RevealAndPeek) -> Message | None:
    seat = state.turn
    if state.round < REVEAL_FROM_ROUND:
        return T("Revealing a card and peeking is allowed from round {n} on.", n=REVEAL_FROM_ROUND)
    if state.revealed_this_turn:
        return T("You may reveal a card and peek at most once a turn.")
    letter = typed_letter(action.letter)
    if letter is None:
        return T("A revealed card is one of the letters A to Z.")
    target = action.target
    if not is_seat(state, target) or target == seat:
        return T("Peek at the hand of one of the other players.")
    why = _reveal_refusal(state, seat, letter)
    if why is not None:
        return why
    if not peekable(state, target):
        return T("Every card of {who} is face up: there is no card to peek at.", who=SeatName(target))
    return None


def _reveal_refusal(state: HookyState, seat: int, letter: str) -> Message | None:
    """Why ``seat`` may not put ``letter`` face up: app mode knows the hand;
    companion mode knows only what is face up already."""
    if state.mode == APP:
        if letter not in state.hands[seat]:
            return T("You can only reveal a card of your own hand, and {letter} is not in it.", letter=letter)
        if letter in state.revealed[seat]:
            return T("{letter} is already face up: reveal a card not yet revealed.", letter=letter)
        return None
    if letter in public_letters(state):
        return T("{letter} is already face up on the table; it cannot be revealed again.", letter=letter)
    if len(state.revealed[seat]) >= state.setup.hand:
        return T("Every card of this hand is already face up.")
    return None


# -- a playground card (companion) -------------------------------------------------------------
def refuse_playground(state: HookyState, actor: int, action: RevealPlayground) -> Message | None:
    letter = typed_letter(action.letter)
    if letter is None:
        return T("A playground card is one of the letters A to Z.")
    if letter in public_letters(state):
        return T("{letter} is already face up on the table; it cannot be a playground card.", letter=letter)
    return None


# -- truant guesses ----------------------------------------------------------------------------
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
    if len(typed_letters(action.letters) or "") != TRUANT_COUNT:
        return T("A truant guess is exactly three different letters.")
    return None


# -- hand guesses ------------------------------------------------------------------------------
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
        letters = typed_letters(guess) or ""
        if t == actor and letters:
            return T("You do not guess your own hand.")
        if len(letters) > k:
            return T("A hand guess holds at most {k} letters, as many as {who} holds.", k=k, who=SeatName(t))
    return None


# -- the real hands (companion) ----------------------------------------------------------------
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
    letters = typed_letters(action.letters) or ""
    k = state.setup.hand
    if len(letters) != k:
        return T("A hand holds exactly {k} letters.", k=k)
    return _hand_fit_refusal(state, seat, letters)


def _hand_fit_refusal(state: HookyState, seat: int, letters: str) -> Message | None:
    """Why a typed-in hand cannot be ``seat``'s: a card it revealed is missing, or a
    letter is in the playground or in another hand."""
    missing = [ch for ch in state.revealed[seat] if ch not in letters]
    if missing:
        return T("The hand must include the cards {who} revealed: {letters}.", who=SeatName(seat),
                 letters=_spaced(missing))
    bad = [ch for ch in letters if ch in state.playground_revealed]
    if bad:
        return Tn("{letters} turned up in the playground, so it is in no hand.",
                  "{letters} turned up in the playground, so they are in no hand.", len(bad), letters=_spaced(bad))
    return _clash_refusal(state, seat, letters)


def _clash_refusal(state: HookyState, seat: int, letters: str) -> Message | None:
    """Why letters typed in for ``seat`` are another seat's (face up, or typed in for it)."""
    for other in range(state.players):
        if other == seat:
            continue
        clash = [ch for ch in letters if ch in state.revealed[other] or ch in state.hands[other]]
        if clash:
            return Tn("{letters} belongs to {who}'s hand.", "{letters} belong to {who}'s hand.", len(clash),
                      letters=_spaced(clash), who=SeatName(other))
    return None


# -- corrections (companion) -------------------------------------------------------------------
def refuse_fix(state: HookyState, actor: int, action: FixAnswer) -> Message | None:
    if state.mode != COMPANION:
        return T("In app mode the answers are counted by the app and cannot be changed.")
    i = action.clue
    if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(state.clues):
        return T("There is no such clue in the log.")
    c = state.clues[i]
    return _answer_refusal(state, c.asked, c.word, action.answer, opening=c.kind == "opening")


# -- worksheet notes ---------------------------------------------------------------------------
def refuse_mark(state: HookyState, actor: int, action: Mark) -> Message | None:
    if not isinstance(action.column, str) or action.column not in worksheet_columns(state.players, actor):
        return T("A worksheet column is another player, the playground or the truants.")
    if typed_letter(action.letter) is None:
        return T("A worksheet row is one of the letters A to Z.")
    if action.mark not in MARKS and action.mark != "":
        return T("A mark is has, has not, maybe, or empty.")
    return None


# -- out of turn, out of phase -----------------------------------------------------------------
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


#: What each phase asks for, said to an action taken in another phase; where the
#: words depend on the action, (action type, words) pairs come first.
_PHASE_ASKS: dict[str, tuple[tuple[type | None, str], ...]] = {
    OPENING: ((None, N_("First every player gives an opening clue about their own hand.")),),
    QUESTION: (
        (OpeningClue, N_("The opening clues are over: now ask another player a word.")),
        (None, N_("On your turn you may reveal a card and peek (from round 2), then you ask another player "
                  "a word.")),
    ),
    PLAYGROUND_PHASE: ((None, N_("The round is over: first type in the playground card turned face up.")),),
    TRUANT_GUESS: ((None, N_("The round is over: every player writes three truant letters for round {n}.")),),
    FINAL: (
        (GuessTruants, N_("The truant guesses were written after rounds 4, 5 and 6.")),
        (None, N_("The six rounds are over: write your guesses of the other hands.")),
    ),
    HANDS: ((None, N_("Every guess is in: now the table types in every player's real hand.")),),
}


def misplaced(state: HookyState, kind: type) -> Message:
    """Why an action of type ``kind`` is not a move in the current phase: what
    the phase asks for instead."""
    for only, words in _PHASE_ASKS.get(state.phase, ()):
        if only is None or only is kind:
            # Only the truant guess names its round (a message keeps just the fields it uses).
            return T(words, n=state.round) if state.phase == TRUANT_GUESS else T(words)
    return T("That move is not allowed now.")
