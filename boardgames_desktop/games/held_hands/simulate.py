"""Headless bot-vs-bot games of ...and then we held hands, checking invariants."""

from __future__ import annotations

import sys
import time
from collections import Counter
from typing import TextIO

from ...core.game import PlayerSpec
from ...core.match import Match
from .ai import CarefulBot, RandomBot
from .rules import GAME, check_invariants

MAX_ACTIONS = 5000  # no real game comes near; guards against a runaway loop


def play_one(seed: int, random_play: bool = False, check: bool = True) -> tuple[Match, list[str]]:
    players = [PlayerSpec("Player 1", "bot"), PlayerSpec("Player 2", "bot")]
    match = Match(GAME, players, seed)
    cls = RandomBot if random_play else CarefulBot
    bots = [cls(GAME, s, seed) for s in (0, 1)]
    failures: list[str] = []
    for _ in range(MAX_ACTIONS):
        acting = match.to_act()
        if not acting:
            break
        seat = acting[0]
        legal = match.legal_actions(seat)
        if not legal:
            failures.append(f"seed {seed}: seat {seat} to act with no legal action")
            break
        action = bots[seat].choose(match.view(seat), legal)
        if action not in legal:
            failures.append(f"seed {seed}: bot chose an illegal action {action}")
            break
        match.play(seat, action)
        if check:
            failures.extend(f"seed {seed}, turn {match.state.turn}: {p}" for p in check_invariants(match.state))
    else:
        failures.append(f"seed {seed}: no end after {MAX_ACTIONS} actions")
    return match, failures


def run(games: int, seed: int, random_play: bool = False, players: int | None = None, out: TextIO = sys.stdout) -> int:
    if players not in (None, 2):
        print("...and then we held hands is for exactly 2 players.", file=out)
        return 2
    start = time.perf_counter()
    wins = 0
    losses: Counter[str] = Counter()
    turns = 0
    rings: Counter[int] = Counter()
    failures: list[str] = []
    for i in range(games):
        match, problems = play_one(seed + i, random_play)
        failures.extend(problems)
        outcome = match.outcome()
        turns += match.state.turn
        rings[match.state.ring] += 1
        if outcome is None:
            losses["unfinished"] += 1
        elif outcome.winners:
            wins += 1
        else:
            losses[outcome.reason] += 1
    elapsed = time.perf_counter() - start
    kind = "random" if random_play else "careful bots"
    print(f"held-hands: {games} games ({kind}), seeds {seed}..{seed + games - 1}", file=out)
    print(f"  wins (held hands):   {wins} ({100.0 * wins / max(games, 1):.1f}%)", file=out)
    print(f"  losses:              {sum(losses.values())}", file=out)
    for reason, count in sorted(losses.items()):
        print(f"    {reason:<18} {count}", file=out)
    print("  furthest ring:       " + ", ".join(f"{['outer', 'middle', 'inner', 'heart'][r]} {n}" for r, n in sorted(rings.items())), file=out)
    print(f"  mean turns:          {turns / max(games, 1):.1f}", file=out)
    print(f"  games per second:    {games / elapsed:.1f}", file=out)
    print(f"  invariant failures:  {len(failures)}", file=out)
    for f in failures[:20]:
        print(f"    {f}", file=out)
    return 1 if failures else 0
