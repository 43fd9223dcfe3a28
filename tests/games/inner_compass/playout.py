"""A quick, seeded playout policy for property tests: random, but it heads for
cells where it can afford a memory, so games end in a realistic number of turns."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.actions import Feel, Memory, Move
from boardgames_desktop.games.inner_compass.state import State, memory_cost


def choose(s: State, seat: int, legal: list[Any], rng: Rng) -> Any:
    memories = [a for a in legal if type(a) is Memory]
    if memories and rng.random() < 0.95:
        return rng.choice(memories)
    here = s.pawns[seat]
    moves = [a for a in legal if type(a) is Move]
    if moves and here is not None:
        hand = s.hands[seat]
        # The cards a memory of each colour needs, without and with the surcharge.
        mine = s.cubes[seat]
        good = []
        for a in moves:
            to = data.step(here, a.direction)
            if to is None or to in mine:
                continue
            colour = s.grid[to]
            others = any(to in cubes for k, cubes in enumerate(s.cubes) if k != seat)
            if hand.count(colour) >= memory_cost(s.track, colour, others)[3]:
                good.append(a)
        if good:
            return rng.choice(good)
    if Feel() in legal and rng.random() < 0.9:
        return Feel()
    return rng.choice(legal)
