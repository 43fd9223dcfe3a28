"""Hooky's rules on the game protocol: the declarations (per action type: who,
in which phases, its refusal, its effect, undo and log), set-up, whose turn,
what is legal, the outcome. Pure (no Qt).

The parts: :mod:`.state` and :mod:`.actions` (plain data), :mod:`.refusals`
(why an action is refused) and :mod:`.effects` (what it does), :mod:`.suggest`
(complete lists where they are short, suggestions where they are not),
:mod:`.views` (views, the public view's shape, determinize), :mod:`.describe`
(log lines and the status line, from views), :mod:`.invariants`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
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
    Phone,
    TooMany,
    Undo,
    View,
    Who,
)
from ...core.i18n import T, _
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from ...core.tutorial import Tutorial
from . import INFO, effects, phone, refusals, tutorial
from . import describe as lines
from . import views as seen
from .actions import (
    ACTIONS,
    Ask,
    EnterHand,
    FixAnswer,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
    RevealPlayground,
)
from .data import LETTERS, SETUPS, START_PLAYER, TRUANT_GUESS_ROUNDS
from .invariants import invariants
from .rules_text import rules_text
from .scoring import rank_winners, score_row, score_rows
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
    Clue,
    HookyState,
    Peek,
    count_in_hand,
    guesses_done,
    is_seat,
)
from .suggest import (
    clue_suggestions,
    hand_entry_sample,
    hand_guess_sample,
    playground_choices,
    truant_guess_choices,
    truant_guess_sample,
)
from .views import mismatched_clues, public_view_shape


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
        ActionSpec(OpeningClue, Who.TO_ACT, reveals, Log.PUBLIC, phases=(OPENING,),
                   refuse=refusals.refuse_opening, apply=effects.apply_opening),
        ActionSpec(Ask, Who.TO_ACT, reveals, Log.PUBLIC, phases=(QUESTION,),
                   refuse=refusals.refuse_ask, apply=effects.apply_ask),
        ActionSpec(RevealAndPeek, Who.TO_ACT, reveals, Log.PUBLIC, phases=(QUESTION,),
                   refuse=refusals.refuse_reveal, apply=effects.apply_reveal),
        ActionSpec(RevealPlayground, Who.TO_ACT, reveals, Log.PUBLIC, phases=(PLAYGROUND_PHASE,),
                   refuse=refusals.refuse_playground, apply=effects.apply_playground),
        # The letters of a guess stay secret until the end: others read that it was written.
        ActionSpec(GuessTruants, Who.TO_ACT, reveals, Log.SECRET, phases=(TRUANT_GUESS, FINAL),
                   refuse=refusals.refuse_truants, apply=effects.apply_truants),
        ActionSpec(GuessHands, Who.TO_ACT, reveals, Log.SECRET, phases=(FINAL,),
                   refuse=refusals.refuse_hand_guesses, apply=effects.apply_hand_guesses),
        ActionSpec(EnterHand, Who.TO_ACT, reveals, Log.PUBLIC, phases=(HANDS,),
                   refuse=refusals.refuse_enter_hand, apply=effects.apply_enter_hand),
        # Corrections and worksheet notes are welcome in every phase while the game runs.
        ActionSpec(FixAnswer, Who.TABLE, Undo.STEP, Log.PUBLIC, phases=RUNNING,
                   refuse=refusals.refuse_fix, apply=effects.apply_fix),
        # A worksheet note: private, any time, and its author may take it back.
        ActionSpec(Mark, Who.ANY_SEAT, Undo.STEP, Log.ACTOR, phases=RUNNING,
                   refuse=refusals.refuse_mark, apply=effects.apply_mark),
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

    def apply(self, state: HookyState, actor: int, action: Any) -> HookyState:
        """The declared effect, judged first, as Hooky's ``apply`` always has been: a
        refused action raises :class:`IllegalAction` with its rule (callers that play
        without asking :meth:`refusal`, such as tools and tests, learn why)."""
        reason = self.refusal(state, actor, action)
        if reason is not None:
            raise IllegalAction(reason)
        after: HookyState = super().apply(state, actor, action)
        return after

    def phase(self, state: HookyState) -> str:
        return state.phase

    def who_refusal(self, state: HookyState, actor: int, spec: ActionSpec) -> Message | None:
        """The core's *who*, in Hooky's words: an actor that is no seat of this
        table, and a seat or the table out of turn, hear what the game waits for
        (:func:`.refusals.not_your_turn`)."""
        if state.phase == OVER:
            return T("The game is over.")
        if actor != TABLE and not is_seat(state, actor):
            return T("There is no such player.")
        if spec.who is Who.TO_ACT and actor not in self.to_act(state):
            return refusals.not_your_turn(state, actor)
        return super().who_refusal(state, actor, spec)

    def misplaced(self, state: HookyState, actor: int, spec: ActionSpec) -> Message:
        return refusals.misplaced(state, spec.type)

    def invariants(self, state: HookyState) -> list[str]:
        return invariants(state)

    def determinize(self, view: View, seat: int, rng: Rng) -> HookyState:
        """See :func:`.views.determinize`: the unknown hands, playground cards and
        truants drawn consistently with every answer the seat knows."""
        return seen.determinize(view, seat, rng)

    # -- views ------------------------------------------------------------------------------
    def view(self, state: HookyState, seat: int | None) -> View:
        """See :func:`.views.view`."""
        return seen.view(state, seat, self.to_act(state))

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

    def phone(self, view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
        return phone.phone(view, seat, legal)

    def phone_form(self, view: View, seat: int, key: str, values: Mapping[str, str]) -> Any:
        return phone.phone_form(view, seat, key, values)

    def status(self, public: View) -> Message:
        return lines.status(public)

    def table_turn(self, public: View) -> Message:
        return lines.table_turn(public)

    def rules_text(self) -> str:
        return rules_text()

    def tutorial(self) -> Tutorial:
        return tutorial.tutorial()


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
    "public_view_shape",
    "rank_winners",
    "reveals",
    "score_row",
    "score_rows",
]
