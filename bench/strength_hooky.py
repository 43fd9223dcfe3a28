"""Hooky's part of the strength table: how often each level names all three
truants in its round-6 guess, and its mean score, at 3, 4 and 5 players.

    PYTHONPATH=. python bench/strength_hooky.py [--games N] [--seed S] [--players 4]

Every game seats the three levels and today's strongest bot before them
(``bot:careful``, the reference) around one table, one kind a seat, shifted one
seat a game (at 3 players one kind sits out a game in turn; at 5 one plays
twice), so every kind hears the same clue log and plays every seat equally
often. The full count is 100 games a player count (the issue's target: Hard
names all three truants in at least 90 % of 100 four-player games). Beside the
share it prints the mean score, the slowest decision of each kind and a 95 %
interval of the share (Wilson). Bots are seeded; Normal and Hard stop weighing
when their level's time is nearly spent, so on a loaded machine a figure may
move a little. Prints numbers; passes or fails nothing.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import defaultdict

from boardgames_desktop import games
from boardgames_desktop.core.simulate import Tally, default_args, kinds_of, part_options, play, simulation
from boardgames_desktop.games.hooky.simulate import named_all_truants

GAME = "hooky"
#: the kinds at the table, in turn
LINEUP = ("bot:easy", "bot:normal", "bot:hard", "bot:careful")
PLAYERS = (3, 4, 5)
FULL = 100


def seating(seats: int, game: int) -> tuple[str, ...]:
    """The kind of every seat in game ``game``: the lineup shifted one seat a game."""
    return tuple(LINEUP[(s + game) % len(LINEUP)] for s in range(seats))


def _wilson(hits: int, n: int) -> tuple[float, float]:
    if not n:
        return 0.0, 0.0
    z = 1.96
    p = hits / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def measure(players: int, games_count: int, seed: int) -> dict[str, dict[str, float]]:
    """Per kind: seats played, truants all named, total score, slowest decision (s)."""
    game = games.get_game(GAME)
    assert game is not None
    info = games.info(GAME)
    sim = simulation(GAME)
    kinds = kinds_of(games.bots(GAME))
    options = game.check_options(part_options(sim, default_args(sim)))
    seats = len(info.seating(players))
    tally = Tally()
    out: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for g in range(games_count):
        lineup = seating(seats, g)
        result = play(game, info, kinds, lineup, players, sim.seeding.match(seed, g), options, sim=sim, tally=tally)
        if result.outcome is None or result.failures:
            raise RuntimeError(f"hooky strength: game {g} at {players} players failed: {result.failures[:3]}")
        scores = result.outcome.scores
        for s, kind in enumerate(lineup):
            row = out[kind]
            row["seats"] += 1
            row["named"] += named_all_truants(result.state, s)
            row["score"] += scores[s] if s < len(scores) else 0
    for kind, times in tally.times.items():
        out[kind]["slowest"] = max(times)
        out[kind]["mean_time"] = sum(times) / len(times)
    return out


def section(games: int | None, seed: int) -> list[str]:
    """Hooky's lines of the strength table (``games``: a player count's games, None: 100)."""
    count = FULL if games is None else games
    title = (f"Hooky: all three truants named after round 6, and mean score ({count} games a player count, "
             f"seed {seed}; easy, normal, hard and careful at one table, shifted a seat a game)")
    lines = [title]
    header = f"  {'bot':<10}" + "".join(f"{f'{p} players':>34}" for p in PLAYERS)
    lines.append(header)
    rows: dict[str, list[str]] = {kind: [] for kind in LINEUP}
    slow: dict[str, list[str]] = {kind: [] for kind in LINEUP}
    for players in PLAYERS:
        started = time.perf_counter()
        got = measure(players, count, seed)
        for kind in LINEUP:
            r = got[kind]
            n = int(r["seats"])
            hits = int(r["named"])
            lo, hi = _wilson(hits, n)
            mean = r["score"] / n if n else 0.0
            rows[kind].append(f"{hits:>4}/{n:<4}{hits / max(n, 1):>6.1%} [{lo:.0%}-{hi:.0%}] {mean:5.1f} pts")
            slow[kind].append(f"{r['mean_time'] * 1000:>6.0f} ms mean, {r['slowest']:.2f} s max")
        lines.append(f"  ({players} players: {time.perf_counter() - started:.0f} s)")
    for kind in LINEUP:
        name = kind.removeprefix("bot:")
        lines.append(f"  {name:<10}" + "".join(f"{cell:>34}" for cell in rows[kind]))
    lines.append("  decision time (mean, slowest) by bot, at 3, 4 and 5 players:")
    for kind in LINEUP:
        lines.append(f"    {kind.removeprefix('bot:'):<8}" + "; ".join(slow[kind]))
    return lines


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="games a player count (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="*", default=None, help="only these player counts")
    args = parser.parse_args()
    if args.players:
        PLAYERS = tuple(args.players)
    print("\n".join(section(args.games, args.seed)), flush=True)
