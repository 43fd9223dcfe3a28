"""held hands' part of ``boardgames-desktop simulate held-hands``: its own report lines.

The loop, the options every game takes (``--players``, ``--games``, ``--seed``,
``--bots``, ``--random``) and the common report are core's (``core/simulate.py``).
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence

from ...core.i18n import _, pgettext
from ...core.simulate import GameResult, Seeding, Simulation, mean, the_match_seed
from ...core.table import BotSeeds

#: Both seats play the Normal level unless ``--bots`` says otherwise.
DEFAULT_BOTS = ("normal",)


def lines(results: Sequence[GameResult], args: argparse.Namespace) -> list[str]:
    """Wins and losses of the pair, how far in they came, how long they took."""
    games = len(results)
    wins = sum(1 for r in results if r.outcome is not None and r.outcome.winners)
    losses: Counter[str] = Counter(
        "unfinished" if r.outcome is None else r.outcome.reason
        for r in results if r.outcome is None or not r.outcome.winners)
    rings = Counter(r.state.ring for r in results)
    ring_names = (_("outer"), _("middle"), _("inner"), _("heart"))
    # How a game was lost, by its outcome's reason (the key itself in English, as before).
    loss_names = {
        "balance": pgettext("a held hands loss", "balance"),
        "no-follow": pgettext("a held hands loss", "no-follow"),
        "stuck": pgettext("a held hands loss", "stuck"),
        "unfinished": pgettext("a held hands loss", "unfinished"),
    }
    return [
        _("  wins (held hands):   {n} ({pct:.1f}%)").format(n=wins, pct=100.0 * wins / max(games, 1)),
        _("  losses:              {n}").format(n=sum(losses.values())),
        *(f"    {loss_names.get(reason, reason):<18} {count}" for reason, count in sorted(losses.items())),
        _("  furthest ring:       {rings}").format(
            rings=", ".join(f"{ring_names[r]} {n}" for r, n in sorted(rings.items()))),
        _("  mean turns:          {n:.1f}").format(n=mean([r.state.turn for r in results])),
    ]


def seat_stream(match_seed: int, seat: int, decision: int) -> tuple[int, str]:
    """One generator a seat for the whole game (``BotSeeds.kept``)."""
    return match_seed, f"held-hands-bot-{seat}"


#: The seeds this game's own loop drew before the one in core, so a seeded run's
#: figures stay those of the same command then (``docs/simulate-figures.md``): game
#: ``i`` from seed ``seed + i``, bots built with the match seed, one generator a seat.
SEEDING = Seeding(bots=BotSeeds(bot=the_match_seed, stream=seat_stream, kept=True))


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, lines=lines, seeding=SEEDING)
