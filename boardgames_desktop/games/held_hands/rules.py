"""...and then we held hands: the game, pure Python.

Everything the spec (shared/rules/held_hands.md) says, including each point it
marks **[decision]**. The game is always in one *phase* (``fan``, ``reveal``,
``move``, ``over``; :func:`~.state.phase_of`), and each action type is declared
once below: the phase it belongs to, why it is refused there
(:mod:`.refusals`) and what it does (:mod:`.effects`). The views, the log lines
and the invariants live in their own modules; the methods here delegate.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import ActionSpec, Game, Outcome, Part, Phone, TooMany, Undo, View
from ...core.i18n import Text
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from ...core.tutorial import Tutorial
from . import INFO, describe, invariants, phone, refusals, tutorial, views
from .actions import EndTurn, Fan, RevealGoal, Step
from .data import EMOTION_CARDS, GOAL_CARDS, GOALS_PER_RING, HAND_SIZE, START_NODES
from .effects import apply_end, apply_fan, apply_reveal, apply_step
from .refusals import refuse_end, refuse_fan, refuse_step
from .state import Side, State, end_choices, phase_of
from .steps import first_steps


def _step_undo(before: State, after: State) -> Undo:
    # A step that breaks the balance ends the game: it cannot be taken back.
    return Undo.NEVER if after.phase == "over" else Undo.STEP


class HeldHands(Game):
    info = INFO
    actions = (
        ActionSpec(Fan, phases=("fan",), refuse=refuse_fan, apply=apply_fan),
        # Always the one legal action of its phase.
        ActionSpec(RevealGoal, undo=Undo.REVEALS, phases=("reveal",), apply=apply_reveal),
        # A move is its steps and ending it: one line in the log (describe_move).
        ActionSpec(Step, undo=_step_undo, continues=True, phases=("move",), refuse=refuse_step, apply=apply_step),
        # Ending the move may draw cards and reveal the next goal.
        ActionSpec(EndTurn, undo=Undo.REVEALS, phases=("move",), refuse=refuse_end, apply=apply_end),
    )

    # -- set-up --------------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        self.info.seating(seats)  # two seats, or a ValueError naming the range
        options = self.check_options(options)
        rng = Rng(seed_state(seed, self.id))
        deck = rng.shuffled(range(len(EMOTION_CARDS)))
        goal_deck = rng.shuffled(range(len(GOAL_CARDS)))
        first = options["first"]
        if first == "random":
            first = rng.below(2)
        hands = (deck[-HAND_SIZE:], deck[-2 * HAND_SIZE : -HAND_SIZE])
        deck = deck[: -2 * HAND_SIZE]
        piles = (goal_deck[-GOALS_PER_RING:], goal_deck[-2 * GOALS_PER_RING : -GOALS_PER_RING])
        goal_deck = goal_deck[: -2 * GOALS_PER_RING]
        return State(
            rng=rng.state,
            phase="fan",
            current=first,
            first=first,
            turn=0,
            ring=0,
            positions=START_NODES,
            balances=(0, 0),
            perspectives=(None, None),
            hands=hands,
            deck=deck,
            discards=((), ()),
            goal_deck=goal_deck,
            goal_piles=piles,
            active_goals=(None, None),
            goals_done=((), ()),
            in_heart=(False, False),
            turn_start=START_NODES[first],
        )

    # -- whose turn, what is legal --------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        return (state.current,)

    def phase(self, state: State) -> str:
        return phase_of(state)

    def who_refusal(self, state: State, actor: int, spec: ActionSpec) -> Text | None:
        """Held hands' own words for whose turn it is (every action is the mover's)."""
        return refusals.who_refusal(state, actor)

    def misplaced(self, state: State, actor: int, spec: ActionSpec) -> Text:
        return refusals.misplaced(state, actor, spec.type)

    def legal_actions(self, state: State, actor: int) -> list[Any]:
        phase = phase_of(state)
        if phase == "over" or actor != state.current:
            return []
        if phase == "fan":
            return [Fan("L"), Fan("R")]
        if phase == "reveal":
            return [RevealGoal()]
        actions: list[Any] = list(first_steps(state, actor))
        if state.path:
            actions.extend(EndTurn(p) for p in end_choices(state, actor))
        return actions

    def end_choices(self, state: State, seat: int) -> tuple[Side, ...]:
        return end_choices(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    def invariants(self, state: State) -> list[str]:
        return invariants.invariants(state)

    # -- views ---------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        return views.view(state, seat)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng)

    def tutorial(self) -> Tutorial:
        return tutorial.tutorial()

    def public_view_shape(self, seats: int) -> Shape:
        return views.public_view_shape(seats)

    # -- words, from views only -----------------------------------------------------------
    def describe(self, before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Text:
        return describe.describe(before, after, actor, action)

    def describe_move(self, parts: Sequence[Part], actor: int, viewer: int | None) -> Text:
        return describe.describe_move(parts, actor)

    def phone(self, view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
        return phone.phone(view, seat, legal)

    def status(self, public: View) -> Text:
        return describe.status_line(public)

    def rules_text(self) -> str:
        from .rules_text import rules_markdown

        return rules_markdown()


GAME = HeldHands()
