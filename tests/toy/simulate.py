"""Toy cards' ``simulate`` part: its options and its own report lines, nothing more.

The loop is core's (``core/simulate.py``): it seats the bots through the table
session as the app does and gives every game ``--players``, ``--games``,
``--seed``, ``--bots`` and ``--random``. A game adds only what is its own.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from boardgames_desktop.core.i18n import _
from boardgames_desktop.core.simulate import GameResult, Simulation, mean

DEFAULT_BOTS = ("easy", "normal", "hard")
DEFAULT_PEOPLE = 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=int, choices=(2, 3, 4), default=3, help="rounds a game (default 3)")
    parser.add_argument("--host", action="store_true", help="with a host: the table confirms every round")
    parser.add_argument("--timer", type=int, choices=(0, 10, 20, 30), default=0,
                        help="seconds for a turn, 0 for no limit (default 0)")


def options(args: argparse.Namespace) -> dict[str, Any]:
    return {"rounds": args.rounds, "mode": "host" if args.host else "app", "timer": args.timer}


def lines(results: Sequence[GameResult], args: argparse.Namespace) -> list[str]:
    swaps = [sum(r.state.swaps) for r in results]
    return [_("  cards swapped a game: {n:.1f}").format(n=mean(swaps))]


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, default_people=DEFAULT_PEOPLE, add_arguments=add_arguments,
                        options=options, lines=lines)
