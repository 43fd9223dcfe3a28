"""Headless Eselsbrücke: seeded games of simulated guessers at one screen.

    boardgames-desktop simulate eselsbruecke --players 9 --games 200 --seed 1

prints the scores, blockers, penalties, games per second and the invariant
checks (180 pictures and 30 blockers conserved after every action).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TextIO

from ...core.game import BotTurn, Person, SeatSpec
from ...core.match import Match
from ...core.progress import Progress
from ...core.rng import Rng, seed_state
from . import INFO
from .ai import BOTS, MemoryBot
from .invariants import check_invariants
from .rules import GAME
from .scoring import score

MAX_ACTIONS = 5000  # a game of six seats takes about 400; guards against a runaway loop


#: People at the table when ``--players`` is not given.
DEFAULT_PEOPLE = 4


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """This game's own options; the command line gives every game --games, --seed
    and --players (``cli.add_simulate_arguments``)."""
    parser.add_argument("--bot", choices=[b.key.removeprefix("bot:") for b in BOTS], default=None,
                        help="one kind of guesser at every seat (default: the kinds in turn)")


@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    pictures: list[int] = field(default_factory=list)       # per seat per game
    winning: list[int] = field(default_factory=list)        # winner's pictures per game
    blockers: list[int] = field(default_factory=list)
    kinds: Counter[str] = field(default_factory=Counter)    # news kinds
    lost: int = 0
    blocked: int = 0
    tiebreaks: Counter[str] = field(default_factory=Counter)
    wins_by_kind: Counter[str] = field(default_factory=Counter)
    seats_by_kind: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def play_one(people: int, seed: int, kinds: list[str], tally: Tally) -> Match:
    seating = INFO.seating(people)
    seats = [SeatSpec(tuple(Person(f"P{p + 1}") for p in seat), kinds[i % len(kinds)])
             for i, seat in enumerate(seating)]
    match = Match(GAME, seats, seed, {"mode": "digital"})
    by_key = {b.key: b for b in BOTS}
    bots: list[MemoryBot] = [by_key[s.kind].factory(GAME, i, seed) for i, s in enumerate(seats)]
    rng = Rng(seed_state(seed, "eselsbruecke-simulate"))
    for _ in range(MAX_ACTIONS):
        actors = match.to_act()
        if not actors:
            break
        seat = actors[0]
        legal = match.legal_actions(seat)
        action = bots[seat].choose(BotTurn(GAME, seat, match.view(seat), legal, rng))
        match.play(seat, action)
        tally.actions += 1
        news = match.state.news
        if news is not None and news.kind in ("wrong", "timeout", "cloud_wrong", "cloud_timeout",
                                              "right", "cloud_right", "took"):
            tally.kinds[news.kind] += 1
            tally.lost += news.lost
            tally.blocked += news.blocked
        try:
            check_invariants(match.state)
        except AssertionError as exc:
            tally.failures.append(f"seed {seed}, action {tally.actions}: {exc}")
            break
        for i, bot in enumerate(bots):
            bot.observe(match.view(i))
    else:
        tally.failures.append(f"seed {seed}: no end after {MAX_ACTIONS} actions")
    outcome = match.outcome()
    if outcome is None:
        tally.failures.append(f"seed {seed}: the game did not end")
        return match
    tally.games += 1
    scores = [score(p) for p in match.state.piles]
    tally.pictures += [s[0] for s in scores]
    tally.blockers += [s[1] for s in scores]
    tally.winning.append(max(s[0] for s in scores))
    tally.tiebreaks["blockers" if "blockers decide" in str(outcome.tiebreak)
                    else "shared" if outcome.tiebreak else "none"] += 1
    for i, s in enumerate(seats):
        tally.seats_by_kind[s.kind] += 1
        tally.wins_by_kind[s.kind] += i in outcome.winners
    return match


def run(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout  # looked up now: a default bound at import would outlive a redirect
    people, games, seed = args.players or DEFAULT_PEOPLE, args.games, args.seed
    if not INFO.min_people <= people <= INFO.max_people:
        print(f"Eselsbrücke is for {INFO.min_people} to {INFO.max_people} people, not {people}.", file=sys.stderr)
        return 2
    if games < 1:
        print("--games must be at least 1.", file=sys.stderr)
        return 2
    kinds = [f"bot:{args.bot}"] if args.bot else [b.key for b in BOTS]
    tally = Tally()
    start = time.perf_counter()
    progress = Progress("eselsbruecke", games)
    for i in range(games):
        play_one(people, seed + i, kinds, tally)
        progress.update(i + 1)
    progress.finish()
    elapsed = time.perf_counter() - start
    _report(tally, people, games, seed, kinds, elapsed, out)
    return 1 if tally.failures else 0


def _mean(values: list[int]) -> float:
    return sum(values) / max(len(values), 1)


def _report(t: Tally, people: int, games: int, seed: int, kinds: list[str], elapsed: float, out: TextIO) -> None:
    seats = len(INFO.seating(people))
    teams = " (teams of two)" if people > (INFO.team_above or people) else ""
    guesses = sum(t.kinds.values()) - t.kinds["took"]
    right = t.kinds["right"] + t.kinds["cloud_right"]
    wrong = guesses - right
    print(f"eselsbruecke: {games} games, {people} people in {seats} seats{teams}, "
          f"seeds {seed}..{seed + games - 1}", file=out)
    print(f"  guessers:              {', '.join(k.removeprefix('bot:') for k in kinds)}", file=out)
    print(f"  picture cards a seat:  mean {_mean(t.pictures):.1f}, winner's mean {_mean(t.winning):.1f}, "
          f"most {max(t.pictures, default=0)}", file=out)
    print(f"  blockers a seat:       mean {_mean(t.blockers):.2f} "
          f"({sum(t.blockers) / max(t.games, 1):.1f} of 30 taken a game)", file=out)
    print(f"  guesses a game:        {guesses / max(t.games, 1):.1f} "
          f"({100.0 * right / max(guesses, 1):.0f}% right)", file=out)
    print(f"  penalties a game:      {wrong / max(t.games, 1):.1f}, cards lost {t.lost / max(t.games, 1):.1f}, "
          f"stopped by a blocker {t.blocked / max(t.games, 1):.2f}", file=out)
    print(f"  thought-cloud guesses: {(t.kinds['cloud_right'] + t.kinds['cloud_wrong']) / max(t.games, 1):.2f} "
          f"a game ({t.kinds['cloud_right']} right); cards taken {t.kinds['took']}", file=out)
    print(f"  tie-breaks:            blockers decided {t.tiebreaks['blockers']}, "
          f"shared wins {t.tiebreaks['shared']}", file=out)
    if len(kinds) > 1:
        for kind in kinds:
            rate = 100.0 * t.wins_by_kind[kind] / max(t.seats_by_kind[kind], 1)
            print(f"  wins, {kind.removeprefix('bot:'):<8}       {rate:.0f}% of their seats", file=out)
    per_second, per_game = games / max(elapsed, 1e-9), t.actions / max(t.games, 1)
    print(f"  games per second:      {per_second:.1f} ({per_game:.0f} actions a game)", file=out)
    print(f"  invariant checks:      {t.actions} states, {len(t.failures)} failures "
          f"(180 pictures, 30 blockers conserved)", file=out)
    for failure in t.failures[:20]:
        print(f"    {failure}", file=out)
