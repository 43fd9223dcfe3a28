"""A short seeded ``simulate`` run of every game keeps its figures, pinned here.

Each game's simulate part declares how its seeded matches draw their seeds
(``core.simulate.Simulation.seeding``: the match seed of game ``i``, the seating of
the kinds, the seed each bot is built with, the generator each decision gets), so
a run's figures are a function of its command alone. The figures below are the
ones the games' own loops printed for the same commands before the one loop in
core (commit f45b310's parent), and the core loop prints them now; a change to
the loop, the session's seeding or a bot that moves them fails here instead of
drifting unseen. ``docs/simulate-figures.md`` has the long runs.

Tokaido Duo's searching bot stops on a wall-clock budget (so its moves may
depend on the machine's speed): its pinned run seats the greedy bot only.
"""

from __future__ import annotations

import dataclasses
import io

import pytest

from boardgames_desktop import cli, games
from boardgames_desktop.core import simulate

#: Lines that are timings, not figures: never pinned.
TIMINGS = ("  decision time:", "  games per second:")

PINNED: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "held-hands": (
        # The default is the Normal level now (time-guarded): the pin names today's careful bot.
        ("--games", "3", "--seed", "1", "--bots", "careful"),
        (
            "held-hands: 3 games, 2 people in 2 seats, seeds 1..3",
            "  bots seated in turn: careful",
            "  wins by bot (a shared win counts for every winner; of the seats it played):",
            "    careful          6 wins in     6 seats  100.0%",
            "  wins by seat: seat 1 100.0%  seat 2 100.0%",
            "  games: 3 ended, 0 with one winner, 3 shared wins, 0 won by nobody",
            "  game length: 166.7 actions (min 140, max 186)",
            "  invariants: 500 states checked, 0 failures",
            "  wins (held hands):   3 (100.0%)",
            "  losses:              0",
            "  furthest ring:       heart 3",
            "  mean turns:          36.0",
        ),
    ),
    "inner-compass": (
        ("--games", "4", "--seed", "1", "--bots", "planner,greedy"),
        (
            "inner-compass: 4 games, 2 people in 2 seats, seeds 1..4",
            "  bots seated in turn: planner, greedy",
            "  wins by bot (a shared win counts for every winner; of the seats it played):",
            "    planner          2 wins in     4 seats   50.0%",
            "    greedy           2 wins in     4 seats   50.0%",
            "  wins by seat: seat 1  50.0%  seat 2  50.0%",
            "    planner      by seat: seat 1  50.0%  seat 2  50.0%",
            "    greedy       by seat: seat 1  50.0%  seat 2  50.0%",
            "  games: 4 ended, 4 with one winner, 0 shared wins, 0 won by nobody",
            "  mean score by bot: planner 64.0, greedy 60.2",
            "  mean score by seat: seat 1 62.2, seat 2 62.0",
            "  game length: 128.2 actions (min 110, max 139)",
            "  invariants: 513 states checked, 0 failures",
            "  mean score by strength (track + first tokens + quality tiles + compass):",
            "    planner       64.0 = 37.5 + 4.5 + 20.5 + 1.5",
            "    greedy        60.2 = 33.8 + 5.2 + 19.8 + 1.5",
            "  game length in turns: 33.5 (min 28, max 37)",
            "  tie-breaks: 0 by cards in hand, 0 shared wins",
        ),
    ),
    "hooky": (
        ("--games", "2", "--seed", "1", "--players", "3", "--bots", "careful,random"),
        (
            "hooky: 2 games, 3 people in 3 seats, seeds 100003..100004",
            "  bots seated in turn: careful, random",
            "  wins by bot (a shared win counts for every winner; of the seats it played):",
            "    careful          2 wins in     4 seats   50.0%",
            "    random           0 wins in     2 seats    0.0%",
            "  wins by seat: seat 1  50.0%  seat 2   0.0%  seat 3  50.0%",
            "    careful      by seat: seat 1  50.0%  seat 2     -  seat 3  50.0%",
            "    random       by seat: seat 1     -  seat 2   0.0%  seat 3     -",
            "  games: 2 ended, 2 with one winner, 0 shared wins, 0 won by nobody",
            "  mean score by bot: careful 67.2, random 16.0",
            "  mean score by seat: seat 1 66.0, seat 2 16.0, seat 3 68.5",
            "  game length: 39.0 actions (min 38, max 40)",
            "  invariants: 78 states checked, 0 failures",
            "  named all three truants after round 6, by seat: 1 100.0%  2 0.0%  3 100.0%",
            "  careful: named all three truants 100.0% of the time (4/4)",
            "  random: named all three truants 0.0% of the time (0/2)",
        ),
    ),
    "tokaido-duo": (
        ("--games", "4", "--seed", "1", "--bots", "greedy"),
        (
            "tokaido-duo: 4 games, 2 people in 2 seats, seeds 1..4",
            "  bots seated in turn: greedy",
            "  wins by bot (a shared win counts for every winner; of the seats it played):",
            "    greedy           4 wins in     8 seats   50.0%",
            "  wins by seat: seat 1  50.0%  seat 2  50.0%",
            "  games: 4 ended, 4 with one winner, 0 shared wins, 0 won by nobody",
            "  mean score by bot: greedy 59.0",
            "  mean score by seat: seat 1 58.8, seat 2 59.2",
            "  game length: 151.8 actions (min 130, max 191)",
            "  invariants: 607 states checked, 0 failures",
            "  mean points, greedy: faith 24.5, commerce 17.1, culture 17.4",
            "  mean rounds: 19.8",
        ),
    ),
    "eselsbruecke": (
        # The reference guessers (the defaults are the levels since): their figures are unchanged.
        ("--games", "4", "--seed", "1", "--bots", "sharp,dreamy"),
        (
            "eselsbruecke: 4 games, 4 people in 4 seats, seeds 1..4",
            "  bots seated in turn: sharp, dreamy",
            "  wins by bot (a shared win counts for every winner; of the seats it played):",
            "    sharp            4 wins in     8 seats   50.0%",
            "    dreamy           0 wins in     8 seats    0.0%",
            "  wins by seat: seat 1  50.0%  seat 2   0.0%  seat 3  50.0%  seat 4   0.0%",
            "    sharp        by seat: seat 1  50.0%  seat 2     -  seat 3  50.0%  seat 4     -",
            "    dreamy       by seat: seat 1     -  seat 2   0.0%  seat 3     -  seat 4   0.0%",
            "  games: 4 ended, 4 with one winner, 0 shared wins, 0 won by nobody",
            "  mean score by bot: sharp 13.9, dreamy 4.2",
            "  mean score by seat: seat 1 14.2, seat 2 3.2, seat 3 13.5, seat 4 5.2",
            "  game length: 161.5 actions (min 146, max 172)",
            "  invariants: 646 states checked, 0 failures",
            "  picture cards a seat:  mean 9.1, winner's mean 16.8, most 20",
            "  blockers a seat:       mean 1.81 (7.2 of 30 taken a game)",
            "  guesses a game:        99.5 (69% right)",
            "  penalties a game:      31.2, cards lost 32.0, stopped by a blocker 11.50",
            "  thought-cloud guesses: 8.75 a game (11 right); cards taken 0",
            "  tie-breaks:            blockers decided 0, shared wins 0",
        ),
    ),
}


def figures(game_id: str, argv: tuple[str, ...]) -> list[str]:
    """The report of ``simulate GAME ARGV``, its timings left out."""
    out = io.StringIO()
    args = cli.simulate_parser(game_id).parse_args(list(argv))
    assert simulate.run(game_id, args, out, io.StringIO(), clock=lambda: 0.0, timer=lambda: 0.0) == 0
    return [line for line in out.getvalue().splitlines() if line and not line.startswith(TIMINGS)]


@pytest.mark.parametrize("game_id", sorted(PINNED))
def test_a_seeded_run_prints_the_pinned_figures(game_id):
    argv, pinned = PINNED[game_id]
    assert figures(game_id, argv) == list(pinned)


@pytest.mark.parametrize("game_id", ["eselsbruecke", "tokaido-duo"])
def test_the_pin_catches_a_change_of_seeding(game_id, monkeypatch):
    """The app's seeding in place of the declared one moves the figures: the pin above
    would fail (it is not a test that cannot)."""
    part = games.part(game_id, "simulate")
    assert part.SIMULATION.seeding != simulate.Seeding()
    monkeypatch.setattr(part, "SIMULATION", dataclasses.replace(part.SIMULATION, seeding=simulate.Seeding()))
    argv, pinned = PINNED[game_id]
    assert figures(game_id, argv) != list(pinned)
