"""Headless bot games of Inner Compass: win rates per strength and seat, scores,
game length, decision times, speed, and the invariants checked after every action.

``boardgames-desktop simulate inner-compass --players 2 --games 200 --seed 1``
seats the strengths in turn (``--bots planner,greedy``: seat 1 planner, seat 2
greedy in the first game, the other way round in the next, and so on), so every
strength plays every seat equally often.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, TextIO

from ...core.errors import excerpt
from ...core.game import Bot, BotTurn
from ...core.progress import Progress
from ...core.rng import Rng, seed_state
from .ai import BOTS
from .invariants import invariants as check_invariants
from .rules import GAME
from .scoring import breakdown

#: No bot game comes near this; it guards against bots that stop making progress.
MAX_TURNS = 400
#: Random play wanders far longer before someone finds their compass.
MAX_RANDOM_TURNS = 4000
KINDS = {kind.key.removeprefix("bot:"): kind for kind in BOTS}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """This game's own options; the command line gives every game --games, --seed
    and --players (``cli.add_simulate_arguments``)."""
    parser.add_argument("--bots", type=strengths, default="planner,greedy",
                        help="bot strengths seated in turn, comma separated: " + ", ".join(KINDS)
                        + " (default planner,greedy)")
    parser.add_argument("--random", action="store_true", help="play random legal actions instead of the bots")


def strengths(text: str) -> str:
    """``--bots``: known strengths, comma separated (refused while the command line is read)."""
    names = [s.strip() for s in text.split(",") if s.strip()]
    unknown = [s for s in names if s not in KINDS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"the strengths are {', '.join(KINDS)}, not {excerpt(text, 24)}")
    return ",".join(names)


@dataclass
class Tally:
    games: int = 0
    wins: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    seats_played: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    seat_wins: dict[int, float] = field(default_factory=lambda: defaultdict(float))
    strength_seat_wins: dict[tuple[str, int], float] = field(default_factory=lambda: defaultdict(float))
    strength_seat_games: dict[tuple[str, int], int] = field(default_factory=lambda: defaultdict(int))
    sources: dict[str, dict[str, float]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(float)))
    turns: list[int] = field(default_factory=list)
    actions: int = 0
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    tiebreaks: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    states_checked: int = 0
    failures: list[str] = field(default_factory=list)


class RandomBot(Bot):
    def choose(self, turn: BotTurn) -> Any:
        assert isinstance(turn.legal, list)
        return turn.rng.choice(turn.legal)


def play_one(seed: int, strengths: list[str], tally: Tally, random_play: bool = False) -> None:
    players = len(strengths)
    state = GAME.setup(players, seed, {})
    bots: list[Bot] = [
        RandomBot(GAME, seat, seed) if random_play else KINDS[name].factory(GAME, seat, seed)
        for seat, name in enumerate(strengths)
    ]
    rngs = [Rng(seed_state(seed, f"simulate-{seat}")) for seat in range(players)]
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert isinstance(legal, list)
        view = GAME.view(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(BotTurn(GAME, seat, view, legal, rngs[seat]))
        tally.times[strengths[seat]].append(time.perf_counter() - start)
        if action not in legal:
            tally.failures.append(f"seed {seed}: seat {seat + 1} chose an illegal action {action}")
            return
        state = GAME.apply(state, seat, action)
        tally.actions += 1
        problems = check_invariants(state)
        tally.states_checked += 1
        if problems:
            tally.failures.extend(f"seed {seed}, turn {state.turn}: {p}" for p in problems)
            return
        limit = MAX_RANDOM_TURNS if random_play else MAX_TURNS
        if state.turn > limit:
            tally.failures.append(f"seed {seed}: no end after {limit} turns")
            return
    outcome = GAME.outcome(state)
    assert outcome is not None
    tally.games += 1
    tally.turns.append(state.turn)
    share = 1.0 / len(outcome.winners)
    for seat, name in enumerate(strengths):
        tally.seats_played[name] += 1
        tally.strength_seat_games[(name, seat)] += 1
        for key, value in breakdown(state, seat).items():
            tally.sources[name][key] += sum(value.values()) if isinstance(value, dict) else value
    for seat in outcome.winners:
        tally.wins[strengths[seat]] += share
        tally.seat_wins[seat] += share
        tally.strength_seat_wins[(strengths[seat], seat)] += share
    if outcome.tiebreak:
        tally.tiebreaks["cards" if len(outcome.winners) == 1 else "shared"] += 1


def seating(strengths: list[str], players: int, game: int) -> list[str]:
    """Strengths in turn: each game shifts them one seat on."""
    return [strengths[(seat + game) % len(strengths)] for seat in range(players)]


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout  # looked up now: a default bound at import would outlive a redirect
    players = args.players or 2
    if not 2 <= players <= 4:
        print(f"Inner Compass is for 2 to 4 players, not {players}.", file=sys.stderr)
        return 2
    strengths = [s.strip() for s in str(getattr(args, "bots", "planner,greedy")).split(",") if s.strip()]
    random_play = bool(getattr(args, "random", False))
    if random_play:
        strengths = ["random"]
    unknown = [s for s in strengths if s not in KINDS and s != "random"]
    if unknown or not strengths:
        print(f"Unknown bot strength {excerpt(', '.join(unknown))}; choose from {', '.join(KINDS)}.",
              file=sys.stderr)
        return 2
    tally = Tally()
    begin = time.perf_counter()
    progress = Progress("inner-compass", args.games)
    for g in range(args.games):
        play_one(args.seed + g, seating(strengths, players, g), tally, random_play)
        progress.update(g + 1)
    progress.finish()
    elapsed = time.perf_counter() - begin
    report(tally, args, players, strengths, elapsed, out)
    return 1 if tally.failures else 0


def _pct(part: float, whole: float) -> str:
    return f"{100.0 * part / whole:5.1f}%" if whole else "  -  "


def report(t: Tally, args: argparse.Namespace, players: int, strengths: list[str], elapsed: float,
           out: TextIO) -> None:
    n = max(t.games, 1)
    names = list(dict.fromkeys(strengths))
    print(f"inner-compass: {t.games} games, {players} players, seeds {args.seed}..{args.seed + args.games - 1}, "
          f"strengths seated in turn: {', '.join(strengths)}", file=out)
    print("  wins by strength (share of the seats it played):", file=out)
    for name in names:
        played = t.seats_played[name]
        print(f"    {name:<8} {t.wins[name]:6.1f} wins in {played} seats  {_pct(t.wins[name], played)}", file=out)
    print("  wins by seat:      " + "  ".join(
        f"seat {s + 1} {_pct(t.seat_wins[s], n)}" for s in range(players)), file=out)
    if len(names) > 1:
        for name in names:
            cells = "  ".join(
                f"seat {s + 1} {_pct(t.strength_seat_wins[(name, s)], t.strength_seat_games[(name, s)])}"
                for s in range(players))
            print(f"    {name:<8} by seat: {cells}", file=out)
    print("  mean score by strength (track + first tokens + quality tiles + compass):", file=out)
    for name in names:
        src = t.sources[name]
        k = max(t.seats_played[name], 1)
        print(f"    {name:<8} {src['total'] / k:5.1f} = {src['track'] / k:.1f} + {src['first'] / k:.1f} + "
              f"{src['tiles'] / k:.1f} + {src['compass'] / k:.1f}", file=out)
    if t.turns:
        print(f"  game length:       {sum(t.turns) / len(t.turns):.1f} turns (min {min(t.turns)}, "
              f"max {max(t.turns)}), {t.actions / n:.0f} actions", file=out)
    for name in names:
        times = t.times[name]
        if times:
            print(f"  decision time:     {name:<8} mean {1000 * sum(times) / len(times):6.1f} ms, "
                  f"max {1000 * max(times):6.1f} ms over {len(times)} decisions", file=out)
    print(f"  games per second:  {t.games / elapsed:.2f}" if elapsed > 0 else "", file=out)
    print(f"  tie-breaks:        {t.tiebreaks['cards']} by cards in hand, {t.tiebreaks['shared']} shared wins",
          file=out)
    print(f"  invariants:        {t.states_checked} states checked (69 cards, 15 cubes a player, one cube "
          f"of a player a cell, EP never negative): {len(t.failures)} failures", file=out)
    for failure in t.failures[:20]:
        print(f"    {failure}", file=out)
