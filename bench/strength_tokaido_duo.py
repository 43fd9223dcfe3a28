"""Tokaido Duo's part of the strength table: every level against every other, and each
level against today's best bot, over seeded games in both seatings.

    python bench/strength_tokaido_duo.py [GAMES] [SEED] [PAIR...]

A pair is two bots joined by a comma (``hard,search``); without one, every pairing.

Game ``i`` of a pairing is played from seed ``seed + i // 2``, the two bots changing
seats between the two games of a seed, so each plays both seatings of every deal.
Today's best bot is the searching bot of the earlier version (``bot:search``): in the
app it stops thinking after 0.6 s of wall-clock time, which on a busy machine cuts
its look-ahead short (and on an idle one never binds: its slowest decisions take
about 0.4 s of one core). Here it plays without that clock, its whole look-ahead
every time, so its strength does not depend on the machine's load and the figures
repeat. The three levels likewise play their fixed look-ahead budgets with their
clocks off (in the app a level's seconds only guard against a very slow or very
busy machine). The decision times are of one core's processor time, so a busy
machine does not inflate them. Prints figures; passes or fails nothing.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Sequence
from multiprocessing import Pool

from boardgames_desktop.core.game import Bot, BotTurn, Game
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.games.tokaido_duo.ai import SearchBot
from boardgames_desktop.games.tokaido_duo.levels import LevelSearchBot, easy, hard, normal
from boardgames_desktop.games.tokaido_duo.rules import GAME, legal_actions, to_act
from boardgames_desktop.games.tokaido_duo.state import score

#: The issue's count: 200 games a pairing.
FULL = 200
#: At most this many processes play games side by side (``STRENGTH_PROCESSES=1`` in the
#: environment: one, for a measurement on a machine others share).
PROCESSES = int(os.environ.get("STRENGTH_PROCESSES", "2"))


def reference(game: Game, seat: int, seed: int = 0) -> Bot:
    """Today's searching bot with its whole look-ahead (no wall-clock cut)."""
    bot = SearchBot(game, seat, seed)
    bot.budget = float("inf")
    return bot


def unhurried(level: Callable[[Game, int, int], Bot]) -> Callable[[Game, int, int], Bot]:
    """A level's bot with its fixed budget alone (no wall-clock guard)."""
    def make(game: Game, seat: int, seed: int = 0) -> Bot:
        bot = level(game, seat, seed)
        if isinstance(bot, LevelSearchBot):
            bot.seconds = float("inf")
        return bot

    return make


BOTS: dict[str, Callable[[Game, int, int], Bot]] = {"easy": easy, "normal": unhurried(normal),
                                                    "hard": unhurried(hard), "search": reference}
PAIRS = (("normal", "easy"), ("hard", "easy"), ("hard", "normal"),
         ("easy", "search"), ("normal", "search"), ("hard", "search"))


def play(kinds: tuple[str, str], seed: int) -> tuple[tuple[int, ...], tuple[int, int], list[list[float]]]:
    """One game, the bots of ``kinds`` in seats 0 and 1: the winners, the scores and each
    seat's decision times. An illegal choice raises (a bot's bug stops the bench)."""
    state = GAME.setup(2, seed, {})
    bots = [BOTS[kind](GAME, seat, seed) for seat, kind in enumerate(kinds)]
    streams = [Rng(seed_state(seed, f"bot{seat}")) for seat in range(2)]
    times: list[list[float]] = [[], []]
    outcome = GAME.outcome(state)
    while outcome is None:
        actor = to_act(state)[0]
        legal = legal_actions(state, actor)
        started = time.process_time()
        action = bots[actor].choose(BotTurn(GAME, actor, GAME.view(state, actor), legal, streams[actor]))
        times[actor].append(time.process_time() - started)
        if action not in legal:
            raise AssertionError(f"seed {seed}: {kinds[actor]} chose {action!r}, not a legal action")
        state = GAME.apply(state, actor, action)
        outcome = GAME.outcome(state)
    return outcome.winners, (score(state.players[0]), score(state.players[1])), times


def _one(job: tuple[str, str, int, bool]) -> tuple[float, int, int, list[float], list[float]]:
    """Game of a pairing ``(a, b)``: ``a``'s share of the win, both scores and times, from ``a``'s side."""
    a, b, seed, swapped = job
    winners, scores, times = play((b, a) if swapped else (a, b), seed)
    me = 1 if swapped else 0
    share = 1.0 / len(winners) if me in winners else 0.0
    return share, scores[me], scores[1 - me], times[me], times[1 - me]


def pairing(a: str, b: str, games: int, seed: int) -> list[tuple[float, int, int, list[float], list[float]]]:
    jobs = [(a, b, seed + i // 2, i % 2 == 1) for i in range(games)]
    processes = max(1, min(PROCESSES, os.cpu_count() or 1, games))
    if processes == 1:
        return [_one(job) for job in jobs]
    with Pool(processes) as pool:
        return pool.map(_one, jobs, chunksize=1)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def section(games: int | None, seed: int, pairs: Sequence[tuple[str, str]] = PAIRS) -> list[str]:
    """The lines of Tokaido Duo's part of the table (``games=None``: 200 a pairing)."""
    n = FULL if games is None else max(2, games)
    lines = [(f"Tokaido Duo: {n} games a pairing (seeds {seed}..{seed + (n - 1) // 2}, both seatings); "
              "'search' is today's best bot (bot:search) with its whole look-ahead, no clock")]
    times: dict[str, list[float]] = {kind: [] for kind in BOTS}
    against: dict[str, tuple[float, float, float]] = {}
    for a, b in pairs:
        results = pairing(a, b, n, seed)
        share = sum(r[0] for r in results) / len(results)
        mine, theirs = _mean([r[1] for r in results]), _mean([r[2] for r in results])
        lines.append(f"  {a:<6} vs {b:<6}  {a} wins {100 * share:5.1f}%  mean score {mine:5.1f} to {theirs:5.1f}")
        times[a] += [t for r in results for t in r[3]]
        times[b] += [t for r in results for t in r[4]]
        if b == "search":
            against[a] = (share, mine, theirs)
    lines.append("  against today's best bot (search): " + ", ".join(
        f"{kind} {100 * share:.1f}% (mean score {mine:.1f} to {theirs:.1f})"
        for kind, (share, mine, theirs) in against.items()))
    for kind, ts in times.items():
        ts = sorted(ts)
        if ts:
            lines.append(f"  decision time, {kind:<6}: mean {1000 * _mean(ts):6.1f} ms, 99th percentile "
                         f"{1000 * ts[int(0.99 * (len(ts) - 1))]:6.1f} ms, slowest {1000 * ts[-1]:6.1f} ms "
                         "(processor time of one core)")
    return lines


if __name__ == "__main__":
    chosen = [tuple(pair.split(",")) for pair in sys.argv[3:]]
    print("\n".join(section(int(sys.argv[1]) if len(sys.argv) > 1 else None,
                            int(sys.argv[2]) if len(sys.argv) > 2 else 1,
                            [(a, b) for a, b in chosen] or PAIRS)))
