"""Hooky's part of ``boardgames-desktop simulate hooky``: its options and its own lines.

By default the seats take the levels in turn, strongest first (hard, normal,
easy, hard, ...), so one run compares them on the same clue logs (``--bots
careful,random`` is the lineup the figures before the levels were measured in); ``--random``
makes every seat play any legal move (core's random bot: the listed moves, or
the rules' suggestions where they cannot be listed), a fuzz run of the rules.
Beside the common report (``core/simulate.py``) it says how often each seat and
each bot named all three truants in its round-6 guess. ``--lineup BOT,BOT`` is
the old spelling of ``--bots``.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence

from ...core.i18n import _
from ...core.simulate import GameResult, Seeding, Simulation, bots_type, same_seats, short, the_match_seed
from ...core.table import BotSeeds
from .ai import BOTS
from .rules import HookyState

DEFAULT_BOTS = ("hard", "normal", "easy")
DEFAULT_PEOPLE = 4


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lineup", dest="bots", type=bots_type(BOTS), default=argparse.SUPPRESS,
                        metavar="BOT,BOT", help=_("the old spelling of --bots: bots seated in turn"))


def named_all_truants(state: HookyState, seat: int) -> bool:
    """Did ``seat``'s round-6 truant guess name all three truants?"""
    return set(state.truant_guesses[seat][2]) == set(state.truants)


def lines(results: Sequence[GameResult], args: argparse.Namespace) -> list[str]:
    ended = [r for r in results if r.outcome is not None]
    seats = len(ended[0].kinds) if ended else 0
    by_seat: Counter[int] = Counter()
    by_kind: Counter[str] = Counter()
    played: Counter[str] = Counter()
    for r in ended:
        for seat, kind in enumerate(r.kinds):
            hit = named_all_truants(r.state, seat)
            by_seat[seat] += hit
            by_kind[kind] += hit
            played[kind] += 1
    out = [_("  named all three truants after round 6, by seat: {cells}").format(cells="  ".join(
        f"{s + 1} {by_seat[s] / max(len(ended), 1):.1%}" for s in range(seats)))]
    for kind, n in played.items():
        out.append(_("  {kind}: named all three truants {rate:.1%} of the time ({hits}/{n})").format(
            kind=short(kind), rate=by_kind[kind] / n, hits=by_kind[kind], n=n))
    return out


def match_seed(seed: int, game: int) -> int:
    """Game ``game`` of a run from ``seed``."""
    return seed * 100_003 + game


def decision_stream(match_seed: int, seat: int, decision: int) -> tuple[int, str]:
    """A generator of its own for every decision (``decision``: the actions played so far)."""
    return match_seed * 4099 + decision, f"bot{seat}"


#: The seeds this game's own loop drew before the one in core, so a seeded run's
#: figures stay those of the same command then (``docs/simulate-figures.md``): game
#: ``g`` from seed ``seed * 100003 + g``, the bots in turn around the table in the same
#: seats every game, bots built with the match seed, a generator a decision.
SEEDING = Seeding(match=match_seed, seating=same_seats, bots=BotSeeds(bot=the_match_seed, stream=decision_stream))


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, default_people=DEFAULT_PEOPLE, add_arguments=add_arguments,
                        lines=lines, seeding=SEEDING)
