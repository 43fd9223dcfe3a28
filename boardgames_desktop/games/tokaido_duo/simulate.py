"""Tokaido Duo's part of ``boardgames-desktop simulate tokaido-duo``: its own report lines.

The loop, the options every game takes (``--players``, ``--games``, ``--seed``,
``--bots``, ``--random``) and the common report are core's (``core/simulate.py``):
two strengths are seated in turn, so each plays both seats equally often.
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Sequence

from ...core.i18n import _
from ...core.simulate import GameResult, Seeding, Simulation, mean, short, the_match_seed
from ...core.table import BotSeeds
from .state import commerce, culture, faith

#: Normal against Easy: the two levels a newcomer meets first (``--bots`` names any, and
#: today's old kinds, ``search`` and ``greedy``, as references).
DEFAULT_BOTS = ("normal", "easy")


def lines(results: Sequence[GameResult], args: argparse.Namespace) -> list[str]:
    """Where each strength's points come from, and how many rounds a game lasts."""
    points: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    for r in results:
        for seat, kind in enumerate(r.kinds):
            p = r.state.players[seat]
            points[kind].append((faith(p), commerce(p), culture(p)))
    out = []
    for kind, rows in points.items():
        out.append(_("  mean points, {kind}: faith {faith:.1f}, commerce {commerce:.1f}, culture {culture:.1f}").format(
            kind=short(kind), faith=mean([x[0] for x in rows]), commerce=mean([x[1] for x in rows]),
            culture=mean([x[2] for x in rows])))
    out.append(_("  mean rounds: {n:.1f}").format(n=mean([r.state.round for r in results])))
    return out


def seat_stream(match_seed: int, seat: int, decision: int) -> tuple[int, str]:
    """One generator a seat for the whole game (``BotSeeds.kept``)."""
    return match_seed, f"bot{seat}"


#: The seeds this game's own loop drew before the one in core, so a seeded run's
#: figures stay those of the same command then (``docs/simulate-figures.md``): game
#: ``i`` from seed ``seed + i``, the strengths taking turns in the first seat, bots
#: built with the match seed, one generator a seat.
SEEDING = Seeding(bots=BotSeeds(bot=the_match_seed, stream=seat_stream, kept=True))


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, lines=lines, seeding=SEEDING)
