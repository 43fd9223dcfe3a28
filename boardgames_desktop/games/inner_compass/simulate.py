"""Inner Compass' part of ``boardgames-desktop simulate inner-compass``: its own report lines.

``boardgames-desktop simulate inner-compass --players 2 --games 200 --seed 1``
seats the strengths in turn (``--bots normal,easy`` by default: seat 1 Normal,
seat 2 Easy in the first game, the other way round in the next, and so on), so
every strength plays every seat equally often. The levels are ``easy``,
``normal`` and ``hard``; ``planner`` and ``greedy`` are the earlier bots, kept
for comparison (``bench/strength_inner_compass.py``). The loop, those options and the common
report are core's (``core/simulate.py``).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Sequence

from ...core.i18n import _
from ...core.simulate import GameResult, Seeding, Simulation, mean, short, the_match_seed
from ...core.table import BotSeeds
from .scoring import breakdown

DEFAULT_BOTS = ("normal", "easy")
DEFAULT_PEOPLE = 2
#: Random play wanders long before someone finds their compass (thousands of turns).
MAX_ACTIONS = 40_000


def lines(results: Sequence[GameResult], args: argparse.Namespace) -> list[str]:
    """Where each strength's points come from, game length in turns, the tie-breaks."""
    sources: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    ties = {"cards": 0, "shared": 0}
    for r in results:
        if r.outcome is None:
            continue
        for seat, kind in enumerate(r.kinds):
            for key, value in breakdown(r.state, seat).items():
                sources[kind][key].append(sum(value.values()) if isinstance(value, dict) else value)
        if r.outcome.tiebreak:
            ties["cards" if len(r.outcome.winners) == 1 else "shared"] += 1
    out = [_("  mean score by strength (track + first tokens + quality tiles + compass):")]
    for kind, src in sources.items():
        out.append(f"    {short(kind):<12} {mean(src['total']):5.1f} = {mean(src['track']):.1f} + "
                   f"{mean(src['first']):.1f} + {mean(src['tiles']):.1f} + {mean(src['compass']):.1f}")
    turns = [r.state.turn for r in results]
    out.append(_("  game length in turns: {mean:.1f} (min {lo}, max {hi})").format(
        mean=mean(turns), lo=min(turns, default=0), hi=max(turns, default=0)))
    out.append(_("  tie-breaks: {cards} by cards in hand, {shared} shared wins").format(**ties))
    return out


def seat_stream(match_seed: int, seat: int, decision: int) -> tuple[int, str]:
    """One generator a seat for the whole game (``BotSeeds.kept``)."""
    return match_seed, f"simulate-{seat}"


#: The seeds this game's own loop drew before the one in core, so a seeded run's
#: figures stay those of the same command then (``docs/simulate-figures.md``): game
#: ``i`` from seed ``seed + i``, the strengths shifted one seat a game, bots built
#: with the match seed, one generator a seat.
SEEDING = Seeding(bots=BotSeeds(bot=the_match_seed, stream=seat_stream, kept=True))


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, default_people=DEFAULT_PEOPLE, max_actions=MAX_ACTIONS,
                        lines=lines, seeding=SEEDING)
