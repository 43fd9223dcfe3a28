"""Headless bot games of Tokaido Duo: ``boardgames-desktop simulate tokaido-duo``.

Pits two bot strengths against each other (each strength plays both seats
equally often), checks the invariants after every action, and prints win
rates per strength and per seat, score breakdowns, game lengths, decision
times and games per second.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TextIO

from ...core.errors import excerpt
from ...core.game import BotTurn
from ...core.progress import Progress
from ...core.rng import Rng, seed_state
from .ai import GreedyBot, RandomBot, SearchBot
from .invariants import check_step
from .invariants import invariants as check_state
from .rules import GAME, legal_actions, outcome, to_act
from .state import commerce, culture, faith

STRENGTHS = {"search": SearchBot, "greedy": GreedyBot, "random": RandomBot}
MAX_ACTIONS = 3000


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0
    seat_games: list[int] = field(default_factory=lambda: [0, 0])
    seat_wins: list[float] = field(default_factory=lambda: [0.0, 0.0])
    points: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # faith, commerce, culture, total
    decisions: int = 0
    think: float = 0.0
    slowest: float = 0.0


def play_game(seed: int, kinds: tuple[str, str], tallies: dict[str, Tally]) -> tuple[int, int, list[str]]:
    """One game, seat 0 played by ``kinds[0]``; returns (rounds, actions, invariant problems)."""
    state = GAME.setup(2, seed, GAME.default_options())
    bots = [STRENGTHS[k](GAME, s, seed) for s, k in enumerate(kinds)]
    rngs = [Rng(seed_state(seed, f"bot{s}")) for s in (0, 1)]
    problems = check_state(state)
    actions = 0
    while to_act(state) and actions < MAX_ACTIONS:
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(BotTurn(GAME, seat, GAME.view(state, seat), legal, rngs[seat]))
        took = time.perf_counter() - start
        tally = tallies[kinds[seat]]
        if len(legal) > 1:
            tally.decisions += 1
            tally.think += took
            tally.slowest = max(tally.slowest, took)
        if action not in legal:
            problems.append(f"seed {seed}: {kinds[seat]} chose an illegal {action}")
            break
        after = GAME.apply(state, seat, action)
        problems += [f"seed {seed}, action {actions}: {p}" for p in check_step(state, seat, action, after)]
        state = after
        actions += 1
    result = outcome(state)
    if result is None:
        problems.append(f"seed {seed}: no end after {actions} actions")
        return state.round, actions, problems
    for seat, kind in enumerate(kinds):
        t = tallies[kind]
        share = 1.0 / len(result.winners) if seat in result.winners else 0.0
        t.games += 1
        t.wins += share
        t.seat_games[seat] += 1
        t.seat_wins[seat] += share
        p = state.players[seat]
        for i, v in enumerate((faith(p), commerce(p), culture(p), result.scores[seat])):
            t.points[i] += v
    return state.round, actions, problems


def simulate(games: int, seed: int, a: str, b: str, out: TextIO) -> int:
    tallies: dict[str, Tally] = defaultdict(Tally)
    rounds = actions = 0
    problems: list[str] = []
    start = time.perf_counter()
    progress = Progress("tokaido-duo", games)
    for i in range(games):
        # Each strength plays each seat in turn: alternate who sits first.
        kinds = (a, b) if i % 2 == 0 else (b, a)
        r, n, p = play_game(seed + i, kinds, tallies)
        rounds += r
        actions += n
        problems += p
        progress.update(i + 1)
    progress.finish()
    elapsed = time.perf_counter() - start
    print(f"tokaido-duo: {games} games, {a} vs {b}, seeds {seed}..{seed + games - 1}", file=out)
    names = [a] if a == b else [a, b]
    for kind in names:
        t = tallies[kind]
        g = max(t.games, 1)
        print(f"  {kind:<8} wins {t.wins:6.1f} of {t.games} ({100.0 * t.wins / g:.1f}%)", file=out)
        for seat in (0, 1):
            sg = max(t.seat_games[seat], 1)
            print(f"    as seat {seat + 1}: {t.seat_wins[seat]:.1f} of {t.seat_games[seat]} "
                  f"({100.0 * t.seat_wins[seat] / sg:.1f}%)", file=out)
        print(f"    mean points: faith {t.points[0] / g:.1f}, commerce {t.points[1] / g:.1f}, "
              f"culture {t.points[2] / g:.1f}, total {t.points[3] / g:.1f}", file=out)
        d = max(t.decisions, 1)
        print(f"    decisions: {t.decisions}, mean {1000 * t.think / d:.1f} ms, slowest {1000 * t.slowest:.0f} ms",
              file=out)
    print(f"  mean rounds: {rounds / max(games, 1):.1f}, mean actions: {actions / max(games, 1):.1f}", file=out)
    print(f"  games per second: {games / elapsed:.2f}", file=out)
    print(f"  invariants (26 goods in bag and boards, exact coins and gold, pawns on legal spaces): "
          f"{'all held' if not problems else f'{len(problems)} broken'}", file=out)
    for problem in problems[:20]:
        print(f"    {problem}", file=out)
    return 1 if problems else 0


def pairing(text: str) -> str:
    """``--bots``: one or two known strengths (refused while the command line is read)."""
    kinds = [k.strip() for k in text.split(",")]
    if len(kinds) not in (1, 2) or any(k not in STRENGTHS for k in kinds):
        raise argparse.ArgumentTypeError(f"two of {', '.join(STRENGTHS)}, e.g. search,greedy, "
                                         f"not {excerpt(text, 24)}")
    return ",".join(kinds)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """This game's own options; the command line gives every game --games, --seed
    and --players (``cli.add_simulate_arguments``)."""
    parser.add_argument("--bots", type=pairing, default="search,greedy", metavar="A,B",
                        help=f"the two strengths to pit against each other, from {', '.join(STRENGTHS)} "
                             "(default: search,greedy)")


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    kinds = [k.strip() for k in str(args.bots).split(",")]
    if len(kinds) == 1:
        kinds *= 2
    if len(kinds) != 2 or any(k not in STRENGTHS for k in kinds):
        print(f"--bots must be two of {', '.join(STRENGTHS)}, e.g. search,greedy", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    return simulate(args.games, args.seed, kinds[0], kinds[1], out)


def main(argv: list[str] | None = None) -> int:
    from ...cli import simulate_parser

    return run(simulate_parser(GAME.id).parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
