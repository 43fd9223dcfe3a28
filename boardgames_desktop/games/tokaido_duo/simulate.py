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
from ...core.simulate import GameResult, Simulation, mean, short
from .state import commerce, culture, faith

DEFAULT_BOTS = ("search", "greedy")


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


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, lines=lines)
