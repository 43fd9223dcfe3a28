"""What the app's path costs a simulation: ``simulate``'s loop through the table
session, beside a bare loop of the same random bot on the rules alone.

    python bench/bench_simulate.py [--games N]

For every game, N seeded games of core's random bot at every seat: once through
``core.simulate.play`` (a ``Match`` driven by a ``TableSession``: each bot's
view after every change, the job's view and legal actions, the refusal check,
the invariants), once bare (``setup``, ``legal_actions``, the seat's ``view``,
``apply``, the invariants). The random bot is the cheapest there is, so the gap
is the most the session adds; a thinking bot hides it. Prints numbers; passes
or fails nothing.
"""

from __future__ import annotations

import argparse
import time

from boardgames_desktop import games
from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.simulate import (
    RANDOM,
    RandomBot,
    default_args,
    kinds_of,
    part_options,
    play,
    simulation,
)


def bare(game_id: str, seed: int) -> int:
    """One game of random bots on the rules alone; its number of actions."""
    game = games.get_game(game_id)
    assert game is not None
    info = games.info(game_id)
    sim = simulation(game_id)
    people = sim.default_people or info.min_people
    seats = len(info.seating(people))
    state = game.setup(seats, seed, game.check_options(part_options(sim, default_args(sim))))
    bots = [RandomBot(game, s, seed) for s in range(seats)]
    actions = 0
    while game.to_act(state) and actions < 20_000:
        seat = game.to_act(state)[0]
        turn = BotTurn(game, seat, game.view(state, seat), game.legal_actions(state, seat),
                       Rng(seed_state(seed, f"bot/{seat}/{actions}")))
        state = game.apply(state, seat, bots[seat].choose(turn))
        game.invariants(state)
        actions += 1
    return actions


def through_the_session(game_id: str, seed: int) -> int:
    game = games.get_game(game_id)
    assert game is not None
    info = games.info(game_id)
    sim = simulation(game_id)
    people = sim.default_people or info.min_people
    seats = len(info.seating(people))
    options = game.check_options(part_options(sim, default_args(sim)))
    return play(game, info, kinds_of(games.bots(game_id)), (RANDOM.key,) * seats, people, seed, options,
                sim=sim).actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(f"{'game':<14} {'session':>14} {'bare':>14}  ratio   ({args.games} games of random bots each)")
    for game_id in games.ids():
        rates = []
        for loop in (through_the_session, bare):
            loop(game_id, 0)  # warm: imports and caches are not what is measured
            start = time.perf_counter()
            actions = sum(loop(game_id, 1 + i) for i in range(args.games))
            rates.append(actions / (time.perf_counter() - start))
        print(f"{game_id:<14} {rates[0]:10.0f} a/s {rates[1]:10.0f} a/s  {rates[1] / rates[0]:4.1f}x")


if __name__ == "__main__":
    main()
