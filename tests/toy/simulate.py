"""Toy cards bots against each other, headless: the shape of a game's ``simulate`` part."""

from __future__ import annotations

import argparse
from collections import Counter

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession

from .ai import BOTS

#: How many play when ``--players`` does not say.
DEFAULT_PLAYERS = 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Toy cards has no options of its own: ``--games``, ``--seed`` and ``--players``
    are every game's (``cli.add_simulate_arguments``)."""


def play(seed: int, kinds: list[str]) -> Match:
    """One match of bots, run through the table session as the app runs it."""
    from .rules import GAME

    seats = [SeatSpec.single(f"Bot {i + 1}", kind) for i, kind in enumerate(kinds)]
    session = TableSession(Match(GAME, seats, seed), BOTS)
    while not session.match.finished:
        job = session.bot_job
        assert job is not None, "every seat is a bot, so a bot is always to act"
        session.bot_answer(job.token, job.run())
    session.close()
    return session.match


def run(args: argparse.Namespace) -> int:
    wins: Counter[str] = Counter()
    for n in range(args.games):
        kinds = [BOTS[(i + n) % len(BOTS)].key for i in range(args.players or DEFAULT_PLAYERS)]
        match = play(args.seed + n, kinds)
        outcome = match.outcome()
        assert outcome is not None
        for seat in outcome.winners:
            wins[kinds[seat]] += 1
    for kind in BOTS:
        print(f"{kind.key}: {wins[kind.key]} wins")
    return 0
