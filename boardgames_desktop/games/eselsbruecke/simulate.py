"""Eselsbrücke's part of ``boardgames-desktop simulate eselsbruecke``: its options and lines.

    boardgames-desktop simulate eselsbruecke --players 9 --games 200 --seed 1

plays at one screen (the digital mode) and adds to the common report
(``core/simulate.py``) the picture cards and blockers a seat ends with, the
guesses, penalties and thought clouds of a game, and the tie-breaks. ``--bot
KIND`` is the old spelling of ``--bots KIND``.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.i18n import _
from ...core.simulate import GameResult, Seeding, Simulation, bots_type, mean, same_seats, the_match_seed
from ...core.table import BotSeeds
from .ai import BOTS
from .scoring import score
from .state import State

DEFAULT_BOTS = ("easy", "normal", "hard")
DEFAULT_PEOPLE = 4
#: A game of six seats takes about 400 actions.
MAX_ACTIONS = 5000
#: What a piece of news (the state's last event) may report.
NEWS = ("wrong", "timeout", "cloud_wrong", "cloud_timeout", "right", "cloud_right", "took")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bot", dest="bots", type=bots_type(BOTS), default=argparse.SUPPRESS, metavar="KIND",
                        help=_("the old spelling of --bots: one kind of guesser at every seat"))


def options(args: argparse.Namespace) -> dict[str, Any]:
    return {"mode": "digital"}


def count(state: State) -> Mapping[str, float]:
    news = state.news
    if news is None or news.kind not in NEWS:
        return {}
    return {news.kind: 1, "lost": news.lost, "blocked": news.blocked}


def lines(results: Sequence[GameResult], args: argparse.Namespace) -> list[str]:
    ended = [r for r in results if r.outcome is not None]
    n = max(len(ended), 1)
    pictures: list[int] = []
    blockers: list[int] = []
    winning: list[int] = []
    kinds: Counter[str] = Counter()
    ties: Counter[str] = Counter()
    for r in ended:
        assert r.outcome is not None
        scores = [score(p) for p in r.state.piles]
        pictures += [s[0] for s in scores]
        blockers += [s[1] for s in scores]
        winning.append(max(s[0] for s in scores))
        kinds.update(r.counts)
        ties["blockers" if "blockers decide" in str(r.outcome.tiebreak)
             else "shared" if r.outcome.tiebreak else "none"] += 1
    guesses = sum(kinds[k] for k in NEWS) - kinds["took"]
    right = kinds["right"] + kinds["cloud_right"]
    return [
        _("  picture cards a seat:  mean {mean:.1f}, winner's mean {winner:.1f}, most {most}").format(
            mean=mean(pictures), winner=mean(winning), most=max(pictures, default=0)),
        _("  blockers a seat:       mean {mean:.2f} ({taken:.1f} of 30 taken a game)").format(
            mean=mean(blockers), taken=sum(blockers) / n),
        _("  guesses a game:        {n:.1f} ({pct:.0f}% right)").format(
            n=guesses / n, pct=100.0 * right / max(guesses, 1)),
        _("  penalties a game:      {n:.1f}, cards lost {lost:.1f}, stopped by a blocker {blocked:.2f}").format(
            n=(guesses - right) / n, lost=kinds["lost"] / n, blocked=kinds["blocked"] / n),
        _("  thought-cloud guesses: {n:.2f} a game ({right} right); cards taken {took}").format(
            n=(kinds["cloud_right"] + kinds["cloud_wrong"]) / n, right=kinds["cloud_right"], took=kinds["took"]),
        _("  tie-breaks:            blockers decided {blockers}, shared wins {shared}").format(
            blockers=ties["blockers"], shared=ties["shared"]),
    ]


def table_stream(match_seed: int, seat: int, decision: int) -> tuple[int, str]:
    """One generator for every seat for the whole game (``BotSeeds.kept``)."""
    return match_seed, "eselsbruecke-simulate"


#: The seeds this game's own loop drew before the one in core, so a seeded run's
#: figures stay those of the same command then (``docs/simulate-figures.md``): game
#: ``i`` from seed ``seed + i``, the guessers in turn around the table in the same
#: seats every game, bots built with the match seed, one generator the whole table.
SEEDING = Seeding(seating=same_seats, bots=BotSeeds(bot=the_match_seed, stream=table_stream, kept=True))


#: What the core loop reads of this part (``core.simulate.Simulation``).
SIMULATION = Simulation(default_bots=DEFAULT_BOTS, default_people=DEFAULT_PEOPLE, max_actions=MAX_ACTIONS,
                        add_arguments=add_arguments, options=options, count=count, lines=lines,
                        seeding=SEEDING)
