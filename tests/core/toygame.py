"""A tiny Qt-free game for the core tests: "Tally".

On your turn you may mark 1-3 points on your own tally (as often as you like),
roll the die (a random draw: it reveals something, so undo stops there), and
pass. Any seat may write a private note at any time. The first tally to reach
the goal wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from boardgames_desktop.core.game import (
    N_,
    ActionSpec,
    Bot,
    BotKind,
    Game,
    GameInfo,
    Log,
    Option,
    Outcome,
    Undo,
    Who,
)
from boardgames_desktop.core.i18n import SeatName, T
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.shape import Const, Dict, Int, Maybe, Shape, per_seat, seat


@dataclass(frozen=True)
class Mark:
    points: int


@dataclass(frozen=True)
class Roll:
    pass


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Note:
    text: str


@dataclass(frozen=True)
class State:
    tallies: tuple[int, ...]
    current: int
    rng: int
    die: int | None
    goal: int
    #: Each seat's latest note (a fixed size, so a long log of notes stays cheap).
    notes: tuple[str, ...] = ()


INFO = GameInfo(
    id="tally", title=N_("Tally"), description=N_("Race your tally to the goal."),
    min_people=2, max_people=4,
    options=(Option("goal", N_("Goal"), ((15, "15"), (30, "30")), 15),),
)


class Tally(Game):
    info = INFO
    actions = (
        ActionSpec(Mark),
        ActionSpec(Roll, undo=Undo.REVEALS),
        ActionSpec(Pass),
        ActionSpec(Note, who=Who.ANY_SEAT, log=Log.ACTOR),
    )

    def setup(self, seats, seed, options):
        return State((0,) * seats, 0, seed_state(seed, "tally"), None, options["goal"], ("",) * seats)

    def to_act(self, state):
        return () if self.outcome(state) else (state.current,)

    def legal_actions(self, state, actor):
        if actor not in self.to_act(state):
            return []
        return [Mark(1), Mark(2), Mark(3), Roll(), Pass()]

    def refusal(self, state, actor, action):
        if isinstance(action, Note):
            return self.who_refusal(state, actor, self.spec(action)) or (
                T("A note must not be empty.") if not action.text else None)
        return super().refusal(state, actor, action)

    def apply(self, state, actor, action):
        if isinstance(action, Mark):
            tallies = list(state.tallies)
            tallies[actor] += action.points
            return replace(state, tallies=tuple(tallies))
        if isinstance(action, Roll):
            rng = Rng(state.rng)
            return replace(state, die=rng.below(6) + 1, rng=rng.state)
        if isinstance(action, Note):
            notes = list(state.notes)
            notes[actor] = action.text
            return replace(state, notes=tuple(notes))
        return replace(state, current=(state.current + 1) % len(state.tallies))

    def view(self, state, seat):
        return {"tallies": list(state.tallies), "current": state.current, "die": state.die,
                "note": state.notes[seat] if seat is not None else ""}

    def public_view_shape(self, seats: int) -> Shape:
        # A turn may mark on past the goal until it passes; 100 leaves room for any test's marks.
        return Dict({"tallies": per_seat(seats, Int(0, 100)), "current": seat(seats),
                     "die": Maybe(Int(1, 6)), "note": Const("")})

    def outcome(self, state):
        best = max(state.tallies)
        if best < state.goal:
            return None
        winner = state.tallies.index(best)
        return Outcome((winner,), "goal", T("{who} reached the goal.", who=SeatName(winner)),
                       tuple(state.tallies))

    def describe(self, before, after, actor, action, viewer):
        if isinstance(action, Mark):
            return T("{who} marked {n}", who=SeatName(actor), n=action.points)
        if isinstance(action, Note):
            return T("{who} noted {text}", who=SeatName(actor), text=action.text)
        if isinstance(action, Roll):
            return T("{who} rolled {die}", who=SeatName(actor), die=after["die"])
        return T("{who} passed", who=SeatName(actor))

    def status(self, public):
        return T("{who} to play", who=SeatName(public["current"]))


class GreedyBot(Bot):
    def choose(self, turn):
        return Mark(3) if Mark(3) in turn.legal else turn.legal[0]


GAME = Tally()
BOTS = (BotKind("bot:greedy", N_("Greedy"), GreedyBot),)


def lookup(game_id):
    return GAME if game_id == GAME.id else None
