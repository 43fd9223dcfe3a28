"""Headless bot-vs-bot games of ...and then we held hands, checking invariants.

The command line gives every game ``--games`` and ``--seed``; :func:`add_arguments`
adds this game's own options and :func:`run` plays.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import TextIO

from ...core.game import BotTurn, SeatSpec
from ...core.i18n import _, render
from ...core.match import Match
from ...core.progress import Progress
from ...core.rng import Rng, seed_state
from .ai import CarefulBot, CasualBot, RandomBot
from .invariants import invariants as check_invariants
from .rules import GAME

MAX_ACTIONS = 5000  # no real game comes near; guards against a runaway loop
BOT_CLASSES = {"careful": CarefulBot, "casual": CasualBot, "random": RandomBot}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bots", choices=sorted(BOT_CLASSES), default="careful",
                        help=_("which bots play both seats (default careful)"))
    parser.add_argument("--random", action="store_true",
                        help=_("play random legal moves (the same as --bots random)"))


def play_one(seed: int, kind: str = "careful", check: bool = True) -> tuple[Match, list[str]]:
    """One game of two bots of ``kind``; returns the match and what went wrong."""
    seats = [SeatSpec.single(_("Player {n}").format(n=n), f"bot:{kind}") for n in (1, 2)]
    match = Match(GAME, seats, seed)
    bots = [BOT_CLASSES[kind](GAME, s, seed) for s in (0, 1)]
    rngs = [Rng(seed_state(seed, f"held-hands-bot-{s}")) for s in (0, 1)]
    failures: list[str] = []
    for _step in range(MAX_ACTIONS):
        acting = match.to_act()
        if not acting:
            break
        seat = acting[0]
        legal = match.legal_actions(seat)
        assert isinstance(legal, list)
        if not legal:
            failures.append(f"seed {seed}: seat {seat} to act with no legal action")
            break
        action = bots[seat].choose(BotTurn(GAME, seat, match.view(seat), legal, rngs[seat]))
        if action not in legal:
            failures.append(f"seed {seed}: bot chose an illegal action {action}")
            break
        match.play(seat, action)
        if check:
            failures.extend(f"seed {seed}, turn {match.state.turn}: {p}" for p in check_invariants(match.state))
    else:
        failures.append(f"seed {seed}: no end after {MAX_ACTIONS} actions")
    return match, failures


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None,
        clock: Callable[[], float] | None = None) -> int:
    """Play ``args.games`` games from ``args.seed`` on and print what happened;
    1 when an invariant broke, else 0."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    kind = "random" if args.random else args.bots
    games, seed = args.games, args.seed
    clock = clock or time.perf_counter
    start = clock()
    progress = Progress("held-hands", games, err, clock)
    wins = 0
    losses: Counter[str] = Counter()
    turns = 0
    rings: Counter[int] = Counter()
    failures: list[str] = []
    for i in range(games):
        match, problems = play_one(seed + i, kind)
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
        progress.update(i + 1)
    progress.finish()
    elapsed = max(clock() - start, 1e-9)
    ring_names = (_("outer"), _("middle"), _("inner"), _("heart"))
    lines = [
        _("held-hands: {n} games ({kind} bots), seeds {first}..{last}").format(
            n=games, kind=kind, first=seed, last=seed + games - 1),
        _("  wins (held hands):   {n} ({pct:.1f}%)").format(n=wins, pct=100.0 * wins / max(games, 1)),
        _("  losses:              {n}").format(n=sum(losses.values())),
        *(f"    {reason:<18} {count}" for reason, count in sorted(losses.items())),
        _("  furthest ring:       {rings}").format(
            rings=", ".join(f"{ring_names[r]} {n}" for r, n in sorted(rings.items()))),
        _("  mean turns:          {n:.1f}").format(n=turns / max(games, 1)),
        _("  games per second:    {n:.2f}").format(n=games / elapsed),
        _("  invariant failures:  {n}").format(n=len(failures)),
        *(f"    {render(f)}" for f in failures[:20]),
    ]
    print("\n".join(lines), file=out)
    return 1 if failures else 0
