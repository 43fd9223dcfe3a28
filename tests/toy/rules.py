"""Toy cards: the declarations and the turn order. Pure (no Qt).

The deck holds 36 different cards: four colours, values 1 to 9. Each seat
holds two cards, secret from the others; one card lies face up on the table
(the *top*). In turn, a seat may first **stake** (its play this turn scores
double, but a turn that scores nothing then costs 2 points), then does one of:

- **play** a card from its hand face up: it scores its value when it beats the
  top (higher, or the same colour), and becomes the new top; the seat draws;
- **swap** a card face down for the top card of the deck (only the seat sees
  which cards);
- **pass**.

After every seat has had a turn the round ends (with a host, the table
confirms it first). After the last round the highest score wins; a tie goes to
the seat that swapped fewer cards. At any time a seat may keep a private note
("Ben seems to hold high cards"), seen by nobody else, which it can take back.

Each action type is declared once below: who may take it, in which phase, why
it is refused (``refusals.py``) and what it does (``effects.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardgames_desktop.core.game import (
    TABLE,
    ActionSpec,
    Chance,
    Deadline,
    Game,
    Log,
    Message,
    Outcome,
    TooMany,
    Undo,
    View,
    Who,
)
from boardgames_desktop.core.i18n import SeatName, T, Text, Tn
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.shape import Shape

from . import INFO, describe, effects, invariants, refusals, rules_text, views
from .actions import Confirm, Note, Pass, Play, Stake, Swap
from .data import DECK, GUESSES, HAND
from .state import State, card_name

#: The phases ``ActionSpec.phases`` names: a seat's turn, the table's confirmation
#: between rounds (host mode), and the end.
TURN, BETWEEN_ROUNDS, OVER = "turn", "between rounds", "over"


class ToyCards(Game):
    info = INFO
    actions = (
        ActionSpec(Stake, Who.TO_ACT, Undo.STEP, Log.PUBLIC, phases=(TURN,),
                   refuse=refusals.stake, apply=effects.stake),
        # Playing shows a card and draws one: nothing before it can be taken back.
        ActionSpec(Play, Who.TO_ACT, Undo.REVEALS, Log.PUBLIC, phases=(TURN,),
                   refuse=refusals.play, apply=effects.play),
        # Everyone reads that a card was swapped; only the swapper reads which.
        ActionSpec(Swap, Who.TO_ACT, Undo.REVEALS, Log.SECRET, phases=(TURN,),
                   refuse=refusals.swap, apply=effects.swap),
        # No ``refuse``: a pass is legal whenever legal_actions lists it.
        ActionSpec(Pass, Who.TO_ACT, Undo.STEP, Log.PUBLIC, phases=(TURN,), apply=effects.pass_),
        # A private note, at any time, read by its author only.
        ActionSpec(Note, Who.ANY_SEAT, Undo.STEP, Log.ACTOR, refuse=refusals.note, apply=effects.note),
        ActionSpec(Confirm, Who.TABLE, Undo.STEP, Log.PUBLIC, phases=(BETWEEN_ROUNDS,), apply=effects.confirm),
    )

    # -- set-up and turns ------------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        rng = Rng(seed_state(seed, "toy-cards"))
        deck = rng.shuffled(DECK)
        hands = tuple(deck[i * HAND:(i + 1) * HAND] for i in range(seats))
        rest = deck[seats * HAND:]
        return State(
            hands=hands, deck=rest[1:], top=rest[0], played=(rest[0],), discards=(),
            scores=(0,) * seats, swaps=(0,) * seats, notes=((),) * seats,
            current=0, round=1, turns=0, staked=False, awaiting_table=False, finished=False,
            rounds=int(options["rounds"]), host=options["mode"] == "host", timer=int(options["timer"]),
            rng=rng.state,
        )

    def to_act(self, state: State) -> tuple[int, ...]:
        if state.finished:
            return ()
        if state.awaiting_table:
            return (TABLE,)
        return (state.current,)

    def phase(self, state: State) -> str:
        if state.finished:
            return OVER
        return BETWEEN_ROUNDS if state.awaiting_table else TURN

    def misplaced(self, state: State, actor: int, spec: ActionSpec) -> Message:
        return refusals.misplaced(state, actor, spec.type)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        if state.finished:
            return []
        if actor == TABLE:
            return [Confirm()] if state.awaiting_table else []
        notes: list[Any] = [
            Note(other, guess)
            for other in range(state.seats) if other != actor
            for guess in GUESSES if (other, guess) not in state.notes[actor]
        ]
        if state.awaiting_table or actor != state.current:
            return notes
        hand = state.hands[actor]
        turn: list[Any] = [Stake()] if hand and not state.staked else []
        turn += [Play(card) for card in hand]
        if state.deck:
            turn += [Swap(card) for card in hand]
        return turn + [Pass()] + notes

    def outcome(self, state: State) -> Outcome | None:
        if not state.finished:
            return None
        best = max(state.scores)
        tied = [s for s in range(state.seats) if state.scores[s] == best]
        tiebreak: Text | str = ""
        winners = tied
        if len(tied) > 1:
            fewest = min(state.swaps[s] for s in tied)
            winners = [s for s in tied if state.swaps[s] == fewest]
            tiebreak = (
                T("Tied on points: fewer swaps decided.") if len(winners) < len(tied)
                else T("Tied on points and on swaps: the win is shared.")
            )
        who = [SeatName(s) for s in winners]
        message = Tn("{who} wins with {n} point.", "{who} wins with {n} points.", best, who=who[0]) \
            if len(who) == 1 else Tn("{who} share the win with {n} point.", "{who} share the win with {n} points.",
                                     best, who=who)
        return Outcome(tuple(winners), "points", message, tuple(state.scores), tiebreak)

    def deadline(self, state: State) -> Deadline | None:
        if not state.timer or state.finished or state.awaiting_table:
            return None
        return Deadline(state.current, float(state.timer), Pass(),
                        T("When the time runs out, {who} passes.", who=SeatName(state.current)))

    # -- delegated to the modules that hold them ----------------------------------------------
    def invariants(self, state: State) -> list[str]:
        return invariants.invariants(state)

    def view(self, state: State, seat: int | None) -> View:
        return views.view(state, seat)

    def public_view_shape(self, seats: int) -> Shape:
        return views.public_view_shape(seats)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng)

    def chance_outcomes(self, state: State, actor: int, action: Any) -> list[Chance] | None:
        return effects.chance_outcomes(state, actor, action)

    def describe(self, before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Text:
        return describe.describe(before, after, actor, action, viewer)

    def status(self, public: View) -> Text | str:
        return describe.status(public)

    def rules_text(self) -> str:
        return rules_text.rules_text()


GAME = ToyCards()

#: Read by the tests from here, as a game's tests read its rules module.
__all__ = ["DECK", "GAME", "Confirm", "Note", "Pass", "Play", "Stake", "State", "Swap", "ToyCards", "card_name"]
