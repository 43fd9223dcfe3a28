"""Eselsbrücke's part of the strength table: how well each level of guesser does.

    python bench/strength_eselsbruecke.py [--games N] [--seed S]

The guessers are a memory model of people, not a search, so "strength" is how
much they remember. For 4 and 9 people (9: five seats, four of them teams), each
kind at every seat of the table (the three levels, then the reference kinds
sharp and dreamy): its share of right guesses and its mean score (picture cards
at the end). Then one mixed table a size, Easy, Normal and Hard seated in turn
(shifted one seat a game): each level's right guesses, mean score and wins
there. ``games=None`` is simulate's default count, 100 games a line. Numbers
only; nothing passes or fails.
"""

from __future__ import annotations

import argparse
import dataclasses
from collections import defaultdict
from collections.abc import Mapping, Sequence

from boardgames_desktop import games
from boardgames_desktop.core.simulate import GameResult, kinds_of, play, seat_kinds, simulation
from boardgames_desktop.games.eselsbruecke.scoring import score
from boardgames_desktop.games.eselsbruecke.state import State

GAME_ID = "eselsbruecke"
#: simulate's default count of games.
FULL_GAMES = 100
PEOPLE = (4, 9)
LEVELS = ("easy", "normal", "hard")
REFERENCE = ("sharp", "dreamy")
#: The news of a guess, and those that were right.
GUESSES = ("right", "cloud_right", "wrong", "timeout", "cloud_wrong", "cloud_timeout")
RIGHT = ("right", "cloud_right")


def _count(state: State) -> Mapping[str, float]:
    """A guess's news, by the seat that guessed."""
    news = state.news
    if news is None or news.kind not in GUESSES:
        return {}
    return {f"guess@{news.seat}": 1, **({f"right@{news.seat}": 1} if news.kind in RIGHT else {})}


def _games(lineup: Sequence[str], people: int, n: int, seed: int, rotate: bool) -> list[GameResult]:
    game = games.get_game(GAME_ID)
    assert game is not None
    info = games.info(GAME_ID)
    sim = dataclasses.replace(simulation(GAME_ID), count=_count)
    kinds = kinds_of(games.bots(GAME_ID))
    options = game.check_options({"mode": "digital"})
    seats = len(info.seating(people))
    keys = [f"bot:{k}" for k in lineup]
    results = []
    for i in range(n):
        seating = seat_kinds(keys, seats, i) if rotate else sim.seeding.seating(keys, seats, i)
        result = play(game, info, kinds, seating, people, seed + i, options, sim=sim)
        if result.failures:
            raise RuntimeError("; ".join(result.failures[:3]))
        results.append(result)
    return results


def _by_kind(results: Sequence[GameResult]) -> dict[str, dict[str, float]]:
    """Per kind: guesses, right guesses, picture cards and seats played, wins (shared ones split)."""
    tally: dict[str, defaultdict[str, float]] = {}
    for r in results:
        scores = [score(pile) for pile in r.state.piles]
        best = max(scores)
        winners = [s for s, sc in enumerate(scores) if sc == best]
        for seat, kind in enumerate(r.kinds):
            t = tally.setdefault(kind.removeprefix("bot:"), defaultdict(float))
            t["seats"] += 1
            t["guesses"] += r.counts[f"guess@{seat}"]
            t["right"] += r.counts[f"right@{seat}"]
            t["cards"] += scores[seat][0]
            if seat in winners:
                t["wins"] += 1 / len(winners)
    return {k: dict(t) for k, t in tally.items()}


def _row(kind: str, t: Mapping[str, float], wins: bool) -> str:
    line = (f"  {kind:<8} right guesses {100 * t['right'] / max(t['guesses'], 1):5.1f}%"
            f"  mean score {t['cards'] / t['seats']:5.1f}")
    if wins:
        line += f"  wins {100 * t.get('wins', 0) / t['seats']:5.1f}% of its seats"
    return line


def section(games: int | None, seed: int) -> list[str]:
    n = FULL_GAMES if games is None else games
    lines = [f"Eselsbrücke: guessers' memories, {n} games a line (digital mode), seeds {seed}..{seed + n - 1}"]
    for people in PEOPLE:
        lines.append(f" {people} people, the same kind at every seat:")
        for kind in LEVELS + REFERENCE:
            lines.append(_row(kind, _by_kind(_games((kind,), people, n, seed, rotate=False))[kind], wins=False))
        lines.append(f" {people} people, easy, normal and hard seated in turn:")
        mixed = _by_kind(_games(LEVELS, people, n, seed, rotate=True))
        lines += [_row(kind, mixed[kind], wins=True) for kind in LEVELS]
    return lines


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Eselsbrücke's part of the strength table")
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("\n".join(section(args.games, args.seed)))
