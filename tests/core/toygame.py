"""A tiny Qt-free game for the core tests: "Tally".

On your turn you may mark 1-3 points on your own tally (as often as you like),
roll the die (a random draw: it reveals something, so undo stops there), and
pass. The first tally to reach the goal wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from boardgames_desktop.core.actions import ActionCodec
from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import Bot, BotKind, Game, Option, Outcome
from boardgames_desktop.core.rng import Rng, seed_state


@dataclass(frozen=True)
class Mark:
    points: int
    note: str | None = None


@dataclass(frozen=True)
class Roll:
    pass


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class State:
    tallies: tuple[int, ...]
    current: int
    rng: int
    die: int | None
    goal: int
    marked: int = 0


class Tally(Game):
    id = "tally"
    title = "Tally"
    min_players = 2
    max_players = 4
    codec = ActionCodec([Mark, Roll, Pass])
    options = (Option("goal", "Goal", ((15, "15"), (30, "30")), 15),)

    def setup(self, players, seed, options):
        return State((0,) * players, 0, seed_state(seed, "tally"), None, options["goal"])

    def to_act(self, state):
        return () if self.outcome(state) else (state.current,)

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        return [Mark(1), Mark(2), Mark(3), Roll(), Pass()]

    def check(self, state, seat, action):
        if isinstance(action, Mark) and action.note is not None and seat in self.to_act(state):
            if 1 <= action.points <= 3:
                return
        super().check(state, seat, action)

    def apply(self, state, seat, action):
        self.check(state, seat, action)
        if isinstance(action, Mark):
            tallies = list(state.tallies)
            tallies[seat] += action.points
            return replace(state, tallies=tuple(tallies), marked=state.marked + 1)
        if isinstance(action, Roll):
            rng = Rng(state.rng)
            return replace(state, die=rng.below(6) + 1, rng=rng.state)
        if isinstance(action, Pass):
            return replace(state, current=(state.current + 1) % len(state.tallies), marked=0)
        raise IllegalAction("unknown move")

    def reveals(self, before, seat, action, after):
        return isinstance(action, Roll)

    def view(self, state, seat):
        return {"tallies": list(state.tallies), "current": state.current, "die": state.die}

    def outcome(self, state):
        best = max(state.tallies)
        if best < state.goal:
            return None
        winner = state.tallies.index(best)
        return Outcome((winner,), "goal", f"Seat {winner + 1} reached the goal.", tuple(state.tallies))

    def describe(self, state, seat, action):
        if isinstance(action, Mark):
            return f"marked {action.points}"
        return "rolled" if isinstance(action, Roll) else "passed"


class GreedyBot(Bot):
    def choose(self, view, legal):
        return Mark(3) if Mark(3) in legal else legal[0]


GAME = Tally()
BOTS = (BotKind("bot:greedy", "Greedy", GreedyBot),)


def lookup(game_id):
    return GAME if game_id == GAME.id else None
