"""Hooky's rules on the game protocol: declarations, whose turn, what is legal,
apply, views, outcome. Pure (no Qt).

The parts: :mod:`.state` (state and actions), :mod:`.handlers` (the phases
and, per action type, its refusal and its effect), :mod:`.suggest` (complete
lists where they are short, suggestions where they are not), :mod:`.describe`
(log lines and the status line, from views), :mod:`.deals` (deals that fit a
seat's knowledge, for :meth:`Hooky.determinize`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import (
    TABLE,
    ActionSpec,
    Chance,
    Game,
    Log,
    Message,
    Outcome,
    TooMany,
    Undo,
    View,
    Who,
)
from ...core.i18n import T, _
from ...core.rng import Rng, seed_state
from ...core.shape import NULL, Bool, Const, Dict, Int, Letters, ListOf, OneOf, Shape, Str, Tagged, Tuple, per_seat
from ...core.shape import seat as seat_index
from . import INFO
from . import describe as lines
from .data import (
    LETTERS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    SETUPS,
    START_PLAYER,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
    WORD_LENGTH,
    clue_log_rows,
    worksheet_columns,
)
from .deals import determinize as draw_state
from .handlers import HANDLERS, not_your_turn, wrong_move
from .rules_text import rules_text
from .scoring import ScoreRow, rank_winners, score_row
from .state import (
    ACTIONS,
    APP,
    COMPANION,
    FINAL,
    HANDS,
    OPENING,
    OVER,
    PLAYGROUND_PHASE,
    QUESTION,
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
    count_in_hand,
    guesses_done,
    is_seat,
    may_reveal,
)
from .suggest import (
    clue_suggestions,
    hand_entry_sample,
    hand_guess_sample,
    playground_choices,
    truant_guess_choices,
    truant_guess_sample,
)


def reveals(before: HookyState, after: HookyState) -> Undo:
    """Undo stops where something secret or random came out: the end (every hand
    and the truants turn up) and, in app mode, an answer counted from a secret
    hand, a random card peeked at, a playground card turned up. In companion
    mode the table typed it all in, so it may take it back."""
    if after.phase == OVER:
        return Undo.REVEALS
    if before.mode == APP and (
        after.clues != before.clues
        or after.peeks != before.peeks
        or after.playground_revealed != before.playground_revealed
    ):
        return Undo.REVEALS
    return Undo.STEP


class Hooky(Game):
    info = INFO
    actions = (
        ActionSpec(OpeningClue, Who.TO_ACT, reveals, Log.PUBLIC),
        ActionSpec(Ask, Who.TO_ACT, reveals, Log.PUBLIC),
        ActionSpec(RevealAndPeek, Who.TO_ACT, reveals, Log.PUBLIC),
        ActionSpec(RevealPlayground, Who.TO_ACT, reveals, Log.PUBLIC),
        # The letters of a guess stay secret until the end: others read that it was written.
        ActionSpec(GuessTruants, Who.TO_ACT, reveals, Log.SECRET),
        ActionSpec(GuessHands, Who.TO_ACT, reveals, Log.SECRET),
        ActionSpec(EnterHand, Who.TO_ACT, reveals, Log.PUBLIC),
        ActionSpec(FixAnswer, Who.TABLE, Undo.STEP, Log.PUBLIC),
        # A worksheet note: private, any time, and its author may take it back.
        ActionSpec(Mark, Who.ANY_SEAT, Undo.STEP, Log.ACTOR),
    )

    def needs_curtain(self, state: HookyState) -> bool:
        """App mode: every hand is secret. Companion mode: the app knows no hand and
        the clue log is public, so the screen passes from seat to seat openly; only
        the final guesses, typed in one player after another, go behind the curtain."""
        return state.mode == APP or state.phase == FINAL

    # -- set-up ---------------------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> HookyState:
        if seats not in SETUPS:
            raise ValueError(_("{title} is for {lo} to {hi} people, not {n}.").format(
                title=self.title, lo=min(SETUPS), hi=max(SETUPS), n=seats))
        opts = self.check_options(options)
        s = SETUPS[seats]
        rng = Rng(seed_state(seed, "hooky"))
        if opts["mode"] == APP:
            deck = rng.shuffled(LETTERS)
            hands = tuple(tuple(sorted(deck[i * s.hand:(i + 1) * s.hand])) for i in range(seats))
            rest = deck[seats * s.hand:]
            playground = tuple(rest[:s.playground])
            truants = tuple(sorted(rest[s.playground:]))
        else:
            hands, playground, truants = tuple(() for _ in range(seats)), (), ()
        return HookyState(
            players=seats,
            mode=opts["mode"],
            any_word=opts["words"] == "any",
            hands=hands,
            playground=playground,
            truants=truants,
            rng=rng.state,
            phase=OPENING,
            round=0,
            turn=START_PLAYER,
            revealed_this_turn=False,
            clues=(),
            revealed=tuple(() for _ in range(seats)),
            playground_revealed=(),
            peeks=(),
            truant_guesses=tuple(("", "", "") for _ in range(seats)),
            hand_guesses=tuple(() for _ in range(seats)),
            notes=tuple(() for _ in range(seats)),
        )

    # -- whose move -----------------------------------------------------------------------
    def to_act(self, state: HookyState) -> tuple[int, ...]:
        """The seat whose turn it is (app mode) or the table (companion mode: it types
        in the clue log, the playground cards and the hands); the seats still to
        write a guess after rounds 4, 5, 6 and after round 6."""
        phase = state.phase
        companion = state.mode == COMPANION
        if phase in (OPENING, QUESTION):
            return (TABLE,) if companion else (state.turn,)
        if phase == PLAYGROUND_PHASE:
            return (TABLE,)
        if phase == TRUANT_GUESS:
            i = TRUANT_GUESS_ROUNDS.index(state.round)
            return tuple(s for s in range(state.players) if not state.truant_guesses[s][i])
        if phase == FINAL:
            return tuple(s for s in range(state.players) if not guesses_done(state, s))
        if phase == HANDS:
            return (TABLE,)
        return ()

    # -- legal actions, suggestions, refusals -----------------------------------------------------
    def legal_actions(self, state: HookyState, actor: int) -> list[Any] | TooMany:
        """Complete where the choices are few (playground cards, truant guesses);
        :class:`TooMany` where words or whole hands are involved (any dictionary
        word; any letters for a hand). Worksheet notes and corrections are never
        listed (refusal judges them)."""
        if actor not in self.to_act(state):
            return []
        phase = state.phase
        if phase in (OPENING, QUESTION):
            return TooMany("words")
        if phase == PLAYGROUND_PHASE:
            return playground_choices(state)
        if phase == TRUANT_GUESS:
            return truant_guess_choices(state.round)
        return TooMany("hands")

    def suggestions(self, state: HookyState, actor: int, n: int) -> list[Any]:
        """Up to ``n`` good legal moves: common unasked words (companion mode: with
        every answer that could be true), then the reveal-and-peeks; truant guesses
        among letters the seat has not seen; hand guesses that write what it saw."""
        if actor not in self.to_act(state):
            return []
        phase = state.phase
        out: list[Any] = []
        if phase in (OPENING, QUESTION):
            out = clue_suggestions(state)
        elif phase == PLAYGROUND_PHASE:
            out = playground_choices(state)
        elif phase == TRUANT_GUESS:
            out = truant_guess_sample(state, actor, state.round)
        elif phase == FINAL:
            if state.mode == COMPANION:
                for i, r in enumerate(TRUANT_GUESS_ROUNDS):
                    if not state.truant_guesses[actor][i]:
                        out.extend(truant_guess_sample(state, actor, r))
            if not state.hand_guesses[actor]:
                out.extend(hand_guess_sample(state, actor))
        elif phase == HANDS:
            out = hand_entry_sample(state)
        return out[:n]

    def refusal(self, state: HookyState, actor: int, action: Any) -> Message | None:
        """Who (the declaration and :meth:`to_act`), then the phase, then the
        action type's own rules (:data:`.handlers.HANDLERS`)."""
        spec = self._specs.get(type(action))
        if spec is None:
            return T("That is not an action of this game.")
        if state.phase == OVER:
            return T("The game is over.")
        if actor != TABLE and not is_seat(state, actor):
            return T("There is no such player.")
        if spec.who is Who.TO_ACT:
            if actor not in self.to_act(state):
                return not_your_turn(state, actor)
        else:
            reason = self.who_refusal(state, actor, spec)
            if reason is not None:
                return reason
        handler = HANDLERS[type(action)]
        if state.phase not in handler.phases:
            return wrong_move(state, action)
        return handler.refuse(state, actor, action)

    def apply(self, state: HookyState, actor: int, action: Any) -> HookyState:
        reason = self.refusal(state, actor, action)
        if reason is not None:
            raise IllegalAction(reason)
        return HANDLERS[type(action)].apply(state, actor, action)

    def chance_outcomes(self, state: HookyState, actor: int, action: Any) -> list[Chance] | None:
        """In app mode a peek sees one of the target's face-down cards, each as likely.
        Everything else is certain (answers are counted; the playground stack is dealt)."""
        if not isinstance(action, RevealAndPeek) or state.mode != APP:
            return None
        after = self.apply(state, actor, action)
        down = [ch for ch in state.hands[action.target] if ch not in state.revealed[action.target]]
        last = after.peeks[-1]
        return [Chance(1 / len(down), replace(after, peeks=after.peeks[:-1] + (replace(last, letter=ch),)))
                for ch in down]

    def determinize(self, view: View, seat: int, rng: Rng) -> HookyState:
        """See :func:`.deals.determinize`: the unknown hands, playground cards and
        truants drawn consistently with every answer the seat knows."""
        return draw_state(view, seat, rng)

    # -- views ------------------------------------------------------------------------------
    def invariants(self, state: HookyState) -> list[str]:  # stopgap until invariants.py lands
        return []  # no check yet: the game's invariants.py brings one

    def view(self, state: HookyState, seat: int | None) -> View:
        """What ``seat`` (or the public, ``None`` or :data:`TABLE`) may see, as plain JSON data.

        Every key is always present; what the seat may not see is ``None``.

        - set-up: ``game, mode ("app"|"companion"), any_word, players, seat,
          start_player, hand_size, playground_size, truant_count,
          reveal_after [rounds], rounds``
        - progress: ``phase ("opening"|"question"|"playground"|"truants"|
          "final"|"hands"|"over"), round (0 in the opening), turn (seat or
          None), to_act [actors: seats, or -1 for the table], may_reveal (the
          player whose turn it is may still reveal and peek), revealed_this_turn``
        - public table: ``revealed [per seat: letters in reveal order],
          playground_revealed [letters], playground_hidden (count),
          clues [{index, kind ("opening"|"question"), round, asker, asked,
          word, answer}], peeks [{round, seer, target, letter}]`` (``letter``
          only in the seer's own view, else None), ``truant_guessed [[seats
          who wrote] for rounds 4, 5, 6], hand_guessed [seats], hand_entered
          [seats] and entered_hands [per seat: letters, [] until entered]``
          (companion: the hands the table typed in at the end; app: all [])
        - the seat's own: ``hand`` (sorted letters; None for the public and in
          companion mode), ``my_truant_guesses ["", "", ""] for rounds 4-6``,
          ``my_hand_guesses [per seat] or None``, ``notes {column: {letter:
          mark}}``, ``worksheet_columns [other seats as text, "playground",
          "truants"]`` (every seat's column in the public view)
        - at the end only: ``truants, hands, playground, score_table [{seat,
          truant_guesses, truant_hits, truant_points, hand_guesses,
          hand_letters, complete_hands, revealed, total}], winners,
          mismatched_clues`` (companion: clue indexes whose typed-in answer
          does not fit the hands entered)
        """
        s = state.setup
        over = state.phase == OVER
        companion = state.mode == COMPANION
        me = seat if is_seat(state, seat) else None
        v: dict[str, Any] = {
            "game": self.id,
            "mode": state.mode,
            "any_word": state.any_word,
            "players": state.players,
            "seat": me,
            "start_player": START_PLAYER,
            "hand_size": s.hand,
            "playground_size": s.playground,
            "truant_count": s.truants,
            "reveal_after": list(s.reveal_after),
            "rounds": ROUNDS,
            "phase": state.phase,
            "round": state.round,
            "turn": state.turn if state.turn >= 0 else None,
            "to_act": list(self.to_act(state)),
            "may_reveal": may_reveal(state, state.turn),
            "revealed_this_turn": state.revealed_this_turn,
            "hand": list(state.hands[me]) if me is not None and state.hands[me] else None,
            "revealed": [list(r) for r in state.revealed],
            "playground_revealed": list(state.playground_revealed),
            "playground_hidden": s.playground - len(state.playground_revealed),
            "clues": [
                {"index": i, "kind": c.kind, "round": c.round, "asker": c.asker,
                 "asked": c.asked, "word": c.word, "answer": c.answer}
                for i, c in enumerate(state.clues)
            ],
            "peeks": [
                {"round": p.round, "seer": p.seer, "target": p.target,
                 "letter": (p.letter or None) if (over or p.seer == me) else None}
                for p in state.peeks
            ],
            "truant_guessed": [
                [t for t in range(state.players) if state.truant_guesses[t][i]]
                for i in range(len(TRUANT_GUESS_ROUNDS))
            ],
            "hand_guessed": [t for t in range(state.players) if state.hand_guesses[t]],
            "hand_entered": [t for t in range(state.players) if state.hands[t]] if companion else [],
            "entered_hands": [list(h) if companion else [] for h in state.hands],
            "worksheet_columns": list(worksheet_columns(state.players, me)),
            "my_truant_guesses": list(state.truant_guesses[me]) if me is not None else None,
            "my_hand_guesses": list(state.hand_guesses[me]) if me is not None and state.hand_guesses[me] else None,
            "notes": notes_dict(state.notes[me]) if me is not None else None,
            "truants": None,
            "hands": None,
            "playground": None,
            "score_table": None,
            "winners": None,
            "mismatched_clues": [],
        }
        if over:
            rows = score_rows(state)
            winners, _ = rank_winners(rows)
            v["truants"] = list(state.truants)
            v["hands"] = [list(h) for h in state.hands]
            v["playground"] = sorted(state.playground_revealed) if companion else list(state.playground)
            v["score_table"] = [r.as_dict() for r in rows]
            v["winners"] = list(winners)
            v["mismatched_clues"] = mismatched_clues(state)
        return v

    def public_view_shape(self, seats: int) -> Shape:
        return public_view_shape(seats)

    # -- outcome and words --------------------------------------------------------------------
    def outcome(self, state: HookyState) -> Outcome | None:
        if state.phase != OVER:
            return None
        rows = score_rows(state)
        winners, reason, message, tiebreak = lines.outcome_message(rows)
        return Outcome(winners=winners, reason=reason, message=message,
                       scores=tuple(r.total for r in rows), tiebreak=tiebreak)

    def describe(self, before: View, after: View, actor: int, action: Any | None,
                 viewer: int | None) -> Message:
        return lines.describe(before, after, actor, action, viewer)

    def status(self, public: View) -> Message:
        return lines.status(public)

    def rules_text(self) -> str:
        return rules_text()


# -- scoring the state -------------------------------------------------------------------------
def score_rows(state: HookyState) -> list[ScoreRow]:
    return [
        score_row(s, state.truants, state.hands, state.truant_guesses[s],
                  state.hand_guesses[s], len(state.revealed[s]))
        for s in range(state.players)
    ]


def mismatched_clues(state: HookyState) -> list[int]:
    """Companion mode, at the end: clue-log rows whose typed-in answer does not
    match the hand entered for that player (a slip at the table)."""
    if state.mode != COMPANION or not all(state.hands):
        return []
    return [i for i, c in enumerate(state.clues)
            if count_in_hand(state.hands[c.asked], c.word) != c.answer]


def notes_dict(notes: tuple[tuple[str, str, str], ...]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for column, letter, mark in notes:
        out.setdefault(column, {})[letter] = mark
    return out


# -- the public view's shape ---------------------------------------------------------------------
#: The phases each mode passes through.
MODE_PHASES = {
    APP: (OPENING, QUESTION, TRUANT_GUESS, FINAL, OVER),
    COMPANION: (OPENING, QUESTION, PLAYGROUND_PHASE, FINAL, HANDS, OVER),
}


def _score_row(seats: int, seat: int) -> Dict:
    """``seat``'s row of the score table: every guess written (the game is over), the
    points the scoring table gives them, no guess of the seat's own hand."""
    hand = SETUPS[seats].hand
    others = seats - 1
    guess = Letters(LETTERS, TRUANT_COUNT, TRUANT_COUNT, distinct=True, ordered=True)
    hits = Letters(LETTERS, 0, TRUANT_COUNT, distinct=True, ordered=True)
    hand_guess = Letters(LETTERS, 0, hand, distinct=True, ordered=True)
    most = sum(TRUANT_COUNT * TRUANT_POINTS[r] for r in TRUANT_GUESS_ROUNDS) + others * (hand + 1)
    return Dict({
        "seat": Const(seat),
        "truant_guesses": ListOf(guess, length=len(TRUANT_GUESS_ROUNDS)),
        "truant_hits": ListOf(hits, length=len(TRUANT_GUESS_ROUNDS)),
        "truant_points": Tuple(*(OneOf(*(Const(n * TRUANT_POINTS[r]) for n in range(TRUANT_COUNT + 1)))
                                 for r in TRUANT_GUESS_ROUNDS)),
        "hand_guesses": Tuple(*(Const("") if t == seat else hand_guess for t in range(seats))),
        "hand_letters": Int(0, others * hand),
        "complete_hands": Int(0, others),
        "revealed": Int(0, hand),
        "total": Int(0, most),
    })


def _phase_shape(seats: int, mode: str, phase: str) -> Dict:
    """The public view in ``phase`` of a game of ``mode``: what the phase can hold."""
    s = SETUPS[seats]
    who = seat_index(seats)
    letter = Str(choices=LETTERS)
    nothing = Const([])
    everyone = Const(list(range(seats)))
    rows = clue_log_rows(seats)
    over = phase == OVER
    companion = mode == COMPANION
    asking = phase in (OPENING, QUESTION)
    word = Letters(LETTERS, WORD_LENGTH, WORD_LENGTH)

    def not_(seat: int) -> OneOf:
        """Another seat than ``seat``."""
        return OneOf(*(Const(t) for t in range(seats) if t != seat))

    # The opening clues come first, one a seat in seat order, each about its own hand;
    # a question asks another seat.
    opening = Tagged("asker", {
        t: Dict({"index": Const(t), "kind": Const("opening"), "round": Const(0), "asker": Const(t),
                 "asked": Const(t), "word": word, "answer": Int(1, WORD_LENGTH)})
        for t in range(seats)
    })
    question = Tagged("asker", {
        t: Dict({"index": Int(seats, rows - 1), "kind": Const("question"), "round": Int(1, ROUNDS),
                 "asker": Const(t), "asked": not_(t), "word": word, "answer": Int(0, WORD_LENGTH)})
        for t in range(seats)
    })
    peek = Tagged("seer", {
        t: Dict({
            "round": Int(REVEAL_FROM_ROUND, ROUNDS),
            "seer": Const(t),
            "target": not_(t),
            # Only the seer sees the card, until the end; the app never sees one in companion mode.
            "letter": letter if over and not companion else NULL,
        })
        for t in range(seats)
    })
    if phase == OPENING:
        round_: Shape = Const(0)
    elif phase == QUESTION:
        round_ = Int(1, ROUNDS)
    elif phase == PLAYGROUND_PHASE:
        round_ = OneOf(*(Const(r) for r in s.reveal_after))
    elif phase == TRUANT_GUESS:
        round_ = OneOf(*(Const(r) for r in TRUANT_GUESS_ROUNDS))
    else:
        round_ = Const(ROUNDS)
    if asking:
        to_act: Shape = Const([TABLE]) if companion else ListOf(who, length=1)
    elif phase in (TRUANT_GUESS, FINAL):
        to_act = ListOf(who, lo=1, hi=seats)
    else:
        to_act = Const([TABLE]) if phase != OVER else nothing
    # Every playground card is up after round 3, every question asked after round 6,
    # every guess written once the hands are typed in.
    settled = phase in (TRUANT_GUESS, FINAL, HANDS, OVER)
    asked = phase in (FINAL, HANDS, OVER)
    guessed = phase in (HANDS, OVER)
    clue = Tagged("kind", {"opening": opening, "question": question})
    if phase == OPENING:
        clues: Shape = ListOf(opening, hi=seats - 1)
    else:
        clues = ListOf(clue, length=rows) if asked else ListOf(clue, lo=seats, hi=rows)
    entered_hand = ListOf(letter, length=s.hand)
    if not companion or phase not in (HANDS, OVER):
        entered: Shape = per_seat(seats, nothing)
        entered_by: Shape = nothing
    elif phase == HANDS:
        entered = per_seat(seats, OneOf(nothing, entered_hand))
        entered_by = ListOf(who, hi=seats - 1)
    else:
        entered = per_seat(seats, entered_hand)
        entered_by = everyone
    return Dict({
        "phase": Const(phase),
        "mode": Const(mode),
        "game": Const(INFO.id),
        "any_word": Bool(),
        "players": Const(seats),
        "seat": NULL,
        "start_player": Const(START_PLAYER),
        "hand_size": Const(s.hand),
        "playground_size": Const(s.playground),
        "truant_count": Const(s.truants),
        "reveal_after": Const(list(s.reveal_after)),
        "rounds": Const(ROUNDS),
        "round": round_,
        "turn": who if asking else NULL,
        "to_act": to_act,
        "may_reveal": Bool() if phase == QUESTION else Const(False),
        "revealed_this_turn": Bool() if phase == QUESTION else Const(False),
        "hand": NULL,
        "revealed": per_seat(seats, nothing if phase == OPENING else ListOf(letter, hi=s.hand)),
        "playground_revealed": (nothing if phase == OPENING else ListOf(letter, length=s.playground) if settled
                                else ListOf(letter, hi=s.playground)),
        "playground_hidden": Const(s.playground) if phase == OPENING else Const(0) if settled else Int(0, s.playground),
        "clues": clues,
        "peeks": nothing if phase == OPENING else ListOf(peek, hi=(ROUNDS - REVEAL_FROM_ROUND + 1) * seats),
        "truant_guessed": (Const([list(range(seats))] * len(TRUANT_GUESS_ROUNDS)) if guessed
                           else ListOf(ListOf(who, hi=seats), length=len(TRUANT_GUESS_ROUNDS))),
        "hand_guessed": everyone if guessed else ListOf(who, hi=seats),
        "hand_entered": entered_by,
        "entered_hands": entered,
        "worksheet_columns": Const(list(worksheet_columns(seats, None))),
        # A seat's own: never in the public view.
        "my_truant_guesses": NULL,
        "my_hand_guesses": NULL,
        "notes": NULL,
        # The end's: everything turns up.
        "truants": ListOf(letter, length=s.truants) if over else NULL,
        "hands": per_seat(seats, entered_hand) if over else NULL,
        "playground": ListOf(letter, length=s.playground) if over else NULL,
        "score_table": Tuple(*(_score_row(seats, t) for t in range(seats))) if over else NULL,
        "winners": ListOf(who, lo=1, hi=seats) if over else NULL,
        "mismatched_clues": ListOf(Int(0, rows - 1), hi=rows) if over and companion else nothing,
    })


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of :meth:`Hooky.view` for the public at a table of ``seats``:
    a variant for each mode and phase it passes through (app mode deals and counts;
    companion mode types in the playground cards and, at the end, the hands). No
    hand, guess or note of a seat's own is in it, and no peeked card before the end."""
    return Tagged("mode", {
        mode: Tagged("phase", {phase: _phase_shape(seats, mode, phase) for phase in phases})
        for mode, phases in MODE_PHASES.items()
    })


GAME = Hooky()

__all__ = [
    "ACTIONS",
    "GAME",
    "Ask",
    "Clue",
    "EnterHand",
    "FixAnswer",
    "GuessHands",
    "GuessTruants",
    "Hooky",
    "HookyState",
    "Mark",
    "OpeningClue",
    "Peek",
    "RevealAndPeek",
    "RevealPlayground",
    "count_in_hand",
    "mismatched_clues",
    "rank_winners",
    "reveals",
    "score_row",
    "score_rows",
]
