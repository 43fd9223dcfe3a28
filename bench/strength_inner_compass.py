"""Inner Compass' part of the strength table: every level against every other, and
each level against today's best bot (the planner), in two-player games.

    python bench/strength_inner_compass.py [--games N] [--seed S]

Each pairing plays ``games`` seeded games (200 when not given, as issue 20 asks)
through ``core.simulate.play_game`` (the table session, the invariants checked):
deal ``seed + k`` twice, once in each seating, so both bots meet the same deals
from both seats. A shared win counts for each winner by its share. The games run
on every core of the machine (one process a core). The levels play without
their time guards (:func:`untimed`): the bench measures how they play, not how
loaded the machine is (on an idle one the guards never cut a decision: Hard's
slowest take a fraction of its two seconds), and a run replays exactly.
Prints numbers; passes or fails nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from boardgames_desktop.core.simulate import play_game
from boardgames_desktop.games.inner_compass import ai

GAME = "inner-compass"
LEVELS = ("easy", "normal", "hard")
#: Today's best bot before the levels (it beat greedy 65.8 % over 200 games).
REFERENCE = "planner"
FULL = 200


def untimed() -> None:
    """The levels without their time guards, in a worker process of the bench."""
    for level in (ai.EasyBot, ai.NormalBot, ai.HardBot):
        level.seconds = None


def _one(job: tuple[int, tuple[str, str]]) -> tuple[tuple[str, str], tuple[int, ...], tuple[float, ...]]:
    seed, kinds = job
    result = play_game(GAME, seed, list(kinds))
    outcome = result.outcome
    if outcome is None or result.failures:
        raise RuntimeError(f"seed {seed} {kinds}: {result.failures[:3] or 'no end'}")
    share = tuple((seat in outcome.winners) / len(outcome.winners) for seat in range(len(kinds)))
    return kinds, tuple(outcome.scores), share


def match(a: str, b: str, games: int, seed: int, pool: ProcessPoolExecutor) -> dict[str, tuple[float, float]]:
    """``a`` against ``b`` over ``games`` games: each kind's win rate and mean score."""
    jobs = [(seed + k // 2, (a, b) if k % 2 == 0 else (b, a)) for k in range(games)]
    wins = {a: 0.0, b: 0.0}
    points = {a: 0, b: 0}
    for kinds, scores, share in pool.map(_one, jobs, chunksize=1):
        for seat, kind in enumerate(kinds):
            wins[kind] += share[seat]
            points[kind] += scores[seat]
    return {k: (wins[k] / games, points[k] / games) for k in (a, b)}


#: Set by :func:`main`: each line also goes to standard error as soon as it is known.
ECHO = False


def section(games: int | None, seed: int) -> list[str]:
    """The lines of Inner Compass' part of the strength table (the levels against
    today's best bot first: the issue's target is Hard's win rate there)."""
    n = games or FULL
    lines: list[str] = []

    def say(line: str) -> None:
        lines.append(line)
        if ECHO:
            print(line, file=sys.stderr, flush=True)

    say(f"Inner Compass: two players, {n} games a pairing (each deal in both seatings), seeds from {seed}")
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1, initializer=untimed) as pool:
        say(f"  against today's best bot ({REFERENCE}): the level's win rate and mean score, {REFERENCE}'s mean score")
        for level in reversed(LEVELS):
            r = match(level, REFERENCE, n, seed, pool)
            say(f"    {level:>6}   {100 * r[level][0]:5.1f} %   {r[level][1]:5.1f}   {r[REFERENCE][1]:5.1f}")
        say("  level against level: the first's win rate, the second's, their mean scores")
        for a, b in combinations(LEVELS, 2):
            r = match(a, b, n, seed, pool)
            (wa, sa), (wb, sb) = r[a], r[b]
            say(f"    {a:>6} vs {b:<6}   {100 * wa:5.1f} %   {100 * wb:5.1f} %   {sa:5.1f}   {sb:5.1f}")
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=None, help=f"games a pairing (default {FULL})")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed (default 1)")
    args = parser.parse_args(argv)
    global ECHO
    ECHO = True
    started = time.perf_counter()
    print("\n".join(section(args.games, args.seed)), flush=True)
    print(f"  ({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
