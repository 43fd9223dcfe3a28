"""Eselsbrücke's rules: the game's declarations over frozen states (no Qt).

One :class:`ActionSpec` an action type says who takes it, in which phases
(``state.py`` lists them in the order a turn goes through them), why it is
refused there (``refusals.py``) and what it does (``effects.py``).

Two modes share everything but the guess: in host mode the table (the host)
enters every step and confirms each guess right or wrong; at one screen each
seat picks the name it guesses and the rules judge it.

Nothing face down ever reaches a view or a log line: the app is the bag and the
board, never a memory aid. See ``data.py`` for every number and decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ...core.game import (
    TABLE,
    ActionSpec,
    Deadline,
    Game,
    Message,
    Outcome,
    Phone,
    TooMany,
    Undo,
    View,
    Who,
)
from ...core.i18n import T
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from ...core.tutorial import Tutorial
from . import INFO, data, describe, effects, phone, refusals, tutorial, views
from .actions import CheckCloud, Draw, HandOut, Hide, Name, Right, RightCloud, Take, TimeUp, Wrong
from .invariants import invariants
from .rules_text import rules_text
from .scoring import outcome_of
from .state import GUESSING, State, cloud_case, take_choices


def _on_the_cloud(before: State, after: State) -> bool:
    """The step judged a guess of the thought-cloud card (its news names the card)."""
    return after.news is not None and after.news.kind.startswith("cloud")


def _wrong_undo(before: State, after: State) -> Undo:
    """A wrong guess of the thought cloud turns its card over for everyone; a wrong
    guess of a hand card shows nothing, so the host may take a mis-click back."""
    return Undo.REVEALS if _on_the_cloud(before, after) else Undo.STEP


def _timeout_undo(before: State, after: State) -> Undo:
    # Time-up on the thought cloud turns its card over: revealed, in either mode.
    # Otherwise the host may take back a time-out by mistake; a seat may not buy more time.
    if _on_the_cloud(before, after):
        return Undo.REVEALS
    return Undo.STEP if before.mode == "host" else Undo.NEVER


#: The one move of each phase that has no choice in it.
_ONLY_MOVE: dict[str, tuple[Any, ...]] = {
    "setup": (Draw(),), "draw": (Draw(),),
    "cloud_shown": (Hide(),), "tell": (Hide(),),
    "hand_out": (HandOut(),),
    "cloud_check": (RightCloud(), Wrong()),
}


@cache
def _names() -> dict[str, Name]:
    """One Name action a picture, made once (listing them is the hot path)."""
    return {p: Name(p) for p in data.picture_ids()}


def _takes(state: State) -> list[Any]:
    return [Take(holder, slot) for holder, slot in take_choices(state, state.guesser)]


def _host_guesses(state: State) -> list[Any]:
    """What the host may confirm of the guess being made."""
    if cloud_case(state):
        return [CheckCloud(), Wrong()]
    return [Right(s, i) for s in range(state.seats) if s != state.guesser
            for i in range(len(state.hands[s]))] + [Wrong()]


def _named_guesses(state: State) -> list[Any]:
    """At one screen: every picture the guesser neither holds nor heard named."""
    barred = set(state.hands[state.guesser]) | set(state.named)
    return [name for p, name in _names().items() if p not in barred]


class Eselsbruecke(Game):
    info = INFO
    actions = (
        ActionSpec(Draw, undo=Undo.REVEALS, phases=("setup", "draw"), apply=effects.draw),
        ActionSpec(Hide, phases=("cloud_shown", "tell"), apply=effects.hide),
        ActionSpec(HandOut, undo=Undo.REVEALS, phases=("hand_out",), apply=effects.hand_out),
        # The taker looks at the card, at one screen and at a game night alike.
        ActionSpec(Take, undo=Undo.REVEALS, phases=("guess",), refuse=refusals.refuse_take, apply=effects.take),
        ActionSpec(Name, undo=Undo.REVEALS, phases=("guess",), refuse=refusals.refuse_name, apply=effects.name),
        # A right guess shows the named card to the table (it goes on a score pile,
        # and undoing it would put a known card back into a hand).
        ActionSpec(Right, who=Who.TABLE, undo=Undo.REVEALS, phases=("guess",), refuse=refusals.refuse_right,
                   apply=effects.right),
        ActionSpec(Wrong, who=Who.TABLE, undo=_wrong_undo, phases=GUESSING, refuse=refusals.refuse_wrong,
                   apply=effects.wrong),
        ActionSpec(CheckCloud, who=Who.TABLE, undo=Undo.REVEALS, phases=("guess",),
                   refuse=refusals.refuse_check_cloud, apply=effects.check_cloud),
        ActionSpec(RightCloud, who=Who.TABLE, undo=Undo.REVEALS, phases=("cloud_check",),
                   apply=effects.right_cloud),
        ActionSpec(TimeUp, undo=_timeout_undo, phases=("guess",), refuse=refusals.refuse_time_up,
                   apply=effects.time_up),
    )

    # -- set-up and turns ---------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        if not data.MIN_SEATS <= seats <= data.MAX_SEATS:
            raise ValueError(f"Eselsbrücke needs {data.MIN_SEATS} to {data.MAX_SEATS} seats, not {seats}")
        rng = Rng(seed_state(seed, "eselsbruecke"))
        bag = rng.shuffled(data.picture_ids())
        empty = ((),) * seats
        return State(mode=str(options.get("mode", "host")), seats=seats, rng=rng.state, bag=bag,
                     slots=((((),) * data.ROUNDS),) * seats, hands=empty, piles=empty)

    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.mode == "host":
            return (TABLE,)
        if state.phase in GUESSING:
            return (state.guesser,)
        return (state.active,)

    def phase(self, state: State) -> str:
        return state.phase

    def misplaced(self, state: State, actor: int, spec: ActionSpec) -> Message:
        return refusals.misplaced(state, spec.type)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        if actor not in self.to_act(state):
            return []
        only = _ONLY_MOVE.get(state.phase)
        if only is not None:
            return list(only)
        if state.must_take:
            return _takes(state)
        guesses = _host_guesses(state) if state.mode == "host" else _named_guesses(state)
        return _takes(state) + guesses + [TimeUp()]

    def deadline(self, state: State) -> Deadline | None:
        if state.phase != "guess" or state.must_take:
            return None
        actor = TABLE if state.mode == "host" else state.guesser
        return Deadline(actor, data.GUESS_SECONDS, TimeUp(),
                        T("Time is up: the guess counts as wrong."))

    def needs_curtain(self, state: State) -> bool:
        # In host mode the people hold the cards; the host's screen shows a seat's
        # card only while its peek button is held. At one screen hands are secret.
        return state.mode == "digital" and state.phase in GUESSING

    def invariants(self, state: State) -> list[str]:
        return invariants(state)

    # -- views and words --------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        return views.view(state, seat)

    def public_view_shape(self, seats: int) -> Shape:
        return views.public_view_shape(seats)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng)

    def phone(self, view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
        return phone.phone(view, seat, legal)

    def status(self, public: View) -> Message:
        # In host mode the headline says who tells or guesses (``table_turn``); the
        # status adds the rest without saying it again.
        return describe.detail(public) if public["mode"] == "host" else describe.status(public)

    def table_turn(self, public: View) -> Message:
        return describe.table_turn(public)

    def describe(self, before: View, after: View, actor: int, action: Any | None,
                 viewer: int | None) -> Message:
        return describe.describe(before, after, actor, action, viewer)

    def rules_text(self) -> str:
        return rules_text()

    def tutorial(self) -> Tutorial:
        return tutorial.tutorial()

    # -- the end ---------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        return outcome_of(state.piles)


GAME = Eselsbruecke()

__all__ = ["GAME", "Eselsbruecke"]
