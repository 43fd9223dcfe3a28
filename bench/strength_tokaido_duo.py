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
machine does not inflate them. Normal runs today's search stopped only by its work
(:data:`~boardgames_desktop.games.tokaido_duo.levels.NORMAL_WORK` picks), so a game
with the search bot that Normal has already played without running out of work is
the same game move for move: it is counted from Normal's game rather than played
again (:func:`stand_in`; the section says how many), which saves about a third of
the section's time. For the same reason the two seatings of a deal of Normal against
the search bot are one game, both seats running the same search, wherever neither
seat's search came to Normal's work (:func:`mirror`): the second seating is counted
from the first. Prints figures; passes or fails nothing.
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
from boardgames_desktop.games.tokaido_duo.levels import NORMAL_WORK, LevelSearchBot, easy, hard, normal
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


#: One game: the winners, the scores, each seat's decision times, and for each seat
#: whether its search (Normal's or today's search bot's) ever came to Normal's work
#: (:data:`NORMAL_WORK` picks played out): for Normal, its look-ahead was cut short; for
#: the search bot, Normal would have been.
Played = tuple[tuple[int, ...], tuple[int, int], list[list[float]], tuple[bool, bool]]
#: A game to play: the kinds in seats 0 and 1, and the seed.
Job = tuple[tuple[str, str], int]


def play(kinds: tuple[str, str], seed: int) -> Played:
    """One game, the bots of ``kinds`` in seats 0 and 1. An illegal choice raises (a bot's
    bug stops the bench)."""
    state = GAME.setup(2, seed, {})
    bots = [BOTS[kind](GAME, seat, seed) for seat, kind in enumerate(kinds)]
    streams = [Rng(seed_state(seed, f"bot{seat}")) for seat in range(2)]
    times: list[list[float]] = [[], []]
    reached = [False, False]
    outcome = GAME.outcome(state)
    while outcome is None:
        actor = to_act(state)[0]
        legal = legal_actions(state, actor)
        started = time.process_time()
        bot = bots[actor]
        action = bot.choose(BotTurn(GAME, actor, GAME.view(state, actor), legal, streams[actor]))
        times[actor].append(time.process_time() - started)
        if kinds[actor] in ("normal", "search") and isinstance(bot, LevelSearchBot | SearchBot) \
                and bot.search is not None:
            reached[actor] = reached[actor] or bot.search.done >= NORMAL_WORK
        if action not in legal:
            raise AssertionError(f"seed {seed}: {kinds[actor]} chose {action!r}, not a legal action")
        state = GAME.apply(state, actor, action)
        outcome = GAME.outcome(state)
    return outcome.winners, (score(state.players[0]), score(state.players[1])), times, (reached[0], reached[1])


def _play(job: Job) -> Played:
    return play(*job)


def stand_in(job: Job) -> Job | None:
    """The game whose moves a game with today's search bot repeats, if Normal was not cut
    short in it: Normal runs the very same search (the same candidates, beam and judge,
    on the same deal drawn from the same stream), stopped only by its work, while the
    reference runs it to the end; so where Normal's work never ran out, the two played
    the same moves. None: no such game (no search seat, or Normal sits there too)."""
    kinds, seed = job
    if "search" not in kinds or "normal" in kinds:
        return None
    a, b = ("normal" if k == "search" else k for k in kinds)
    return (a, b), seed


def mirror(job: Job) -> Job | None:
    """The other seating of a deal of Normal against today's search bot: where neither
    seat's search came to Normal's work, both seats ran the same search to its end in
    both seatings, so the two are one game (the search bot against itself). None for
    any other pairing."""
    kinds, seed = job
    if sorted(kinds) != ["normal", "search"]:
        return None
    return (kinds[1], kinds[0]), seed


def _side(a: str, job: Job, game: Played) -> tuple[float, int, int, list[float], list[float]]:
    """A game of a pairing from ``a``'s side: its share of the win, both scores and times."""
    kinds, _seed = job
    winners, scores, times, _cut = game
    me = kinds.index(a)
    share = 1.0 / len(winners) if me in winners else 0.0
    return share, scores[me], scores[1 - me], times[me], times[1 - me]


def _run(jobs: list[Job]) -> list[Played]:
    processes = max(1, min(PROCESSES, os.cpu_count() or 1, len(jobs)))
    if processes == 1:
        return [_play(job) for job in jobs]
    with Pool(processes) as pool:
        return pool.map(_play, jobs, chunksize=1)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def section(games: int | None, seed: int, pairs: Sequence[tuple[str, str]] = PAIRS,
            reuse: bool = True) -> list[str]:
    """The lines of Tokaido Duo's part of the table (``games=None``: 200 a pairing). With
    ``reuse``, a game with today's search bot that Normal has already played move for move
    (:func:`stand_in`) is counted from Normal's game, not played again."""
    n = FULL if games is None else max(2, games)
    lines = [(f"Tokaido Duo: {n} games a pairing (seeds {seed}..{seed + (n - 1) // 2}, both seatings); "
              "'search' is today's best bot (bot:search) with its whole look-ahead, no clock")]
    times: dict[str, list[float]] = {kind: [] for kind in BOTS}
    against: dict[str, tuple[float, float, float]] = {}
    played: dict[Job, Played] = {}
    same = searched = 0

    def known(job: Job) -> Played | None:
        if job in played:
            return played[job]
        for other in ((stand_in(job), mirror(job)) if reuse else ()):
            if other is not None and other in played and not any(played[other][3]):
                return played[other]
        return None

    for a, b in pairs:
        jobs: list[Job] = [((b, a) if i % 2 else (a, b), seed + i // 2) for i in range(n)]
        # A seating whose mirror is in this pairing waits for it (it may be the same game).
        order = {job: i for i, job in enumerate(jobs)}
        waits = {job for job in jobs if reuse and order.get(mirror(job) or job, len(jobs)) < order[job]}
        first = [job for job in jobs if job not in waits and known(job) is None]
        played.update(zip(first, _run(first), strict=True))
        then = [job for job in jobs if job in waits and known(job) is None]
        played.update(zip(then, _run(then), strict=True))
        if "search" in (a, b):
            searched += len(jobs)
            same += len(jobs) - len(first) - len(then)
        results = [_side(a, job, known(job) or played[job]) for job in jobs]
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
    if reuse and searched:
        lines.append(f"  {same} of the {searched} games with search were another game move for move (Normal's game, "
                     "or the other seating against Normal, where no search came to Normal's work, so both ran the "
                     "same search): counted from that game, not played again")
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
