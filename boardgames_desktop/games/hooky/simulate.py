"""Headless Hooky games between bots (``boardgames-desktop simulate hooky``).

By default the seats alternate between the strongest and the weakest bot
(careful, random, careful, ...), so one run compares them on the same clue
logs. ``random_play`` makes every seat pick uniformly among its listed legal
moves instead (a fuzz run of the rules). Prints the mean score of every
seat, how often each seat named all three truants in its round-6 guess,
the slowest bot decision, and games per second.
"""

from __future__ import annotations

import random
import sys
import time
from collections import defaultdict
from typing import Any, Sequence, TextIO

from .ai import BOTS
from .rules import GAME, HookyState

DEFAULT_LINEUP = ("bot:careful", "bot:random")
DEFAULT_PLAYERS = 4


class _RandomLegal:
    name = "random-legal"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]


def play_game(
    players: int, seed: int, kinds: Sequence[str], random_play: bool = False,
    timings: dict[str, list[float]] | None = None,
) -> HookyState:
    """Play one app-mode game to the end and return the final state."""
    factories = {b.key: b.factory for b in BOTS}
    bots: list[Any] = []
    for seat in range(players):
        if random_play:
            bots.append(_RandomLegal(seed * 31 + seat))
        else:
            bots.append(factories[kinds[seat % len(kinds)]](GAME, seat, seed))
    state = GAME.setup(players, seed, {})
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state, seat)
        started = time.perf_counter()
        action = bots[seat].choose(view, legal)
        if timings is not None:
            timings[getattr(bots[seat], "name", "bot")].append(time.perf_counter() - started)
        state = GAME.apply(state, seat, action)
    return state


def named_all_truants(state: HookyState, seat: int) -> bool:
    """Did ``seat``'s round-6 truant guess name all three truants?"""
    return set(state.truant_guesses[seat][2]) == set(state.truants)


def run(
    games: int,
    seed: int,
    random_play: bool,
    players: int | None,
    out: TextIO | None = None,
    lineup: Sequence[str] | None = None,
) -> int:
    out = out or sys.stdout
    players = players or DEFAULT_PLAYERS
    if not GAME.min_players <= players <= GAME.max_players:
        print(f"Hooky is for {GAME.min_players}-{GAME.max_players} players, not {players}.", file=out)
        return 2
    kinds = tuple(lineup or DEFAULT_LINEUP)
    seat_kind = ["random-legal" if random_play else kinds[s % len(kinds)] for s in range(players)]
    totals = [0] * players
    all_three = [0] * players
    wins = [0.0] * players
    timings: dict[str, list[float]] = defaultdict(list)
    started = time.perf_counter()
    for g in range(games):
        state = play_game(players, seed * 100_003 + g, kinds, random_play, timings)
        outcome = GAME.outcome(state)
        assert outcome is not None
        for s in range(players):
            totals[s] += outcome.scores[s]
            all_three[s] += named_all_truants(state, s)
            if s in outcome.winners:
                wins[s] += 1 / len(outcome.winners)
    elapsed = time.perf_counter() - started
    print(f"Hooky, {players} players, {games} games, seed {seed}"
          f"{' (random legal moves)' if random_play else ''}", file=out)
    for s in range(players):
        print(
            f"  seat {s + 1} ({seat_kind[s]}): mean score {totals[s] / max(games, 1):.1f}, "
            f"wins {wins[s] / max(games, 1):.0%}, "
            f"named all three truants after round 6: {all_three[s] / max(games, 1):.1%} "
            f"({all_three[s]}/{games})",
            file=out,
        )
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for s in range(players):
        row = by_kind[seat_kind[s]]
        row[0] += all_three[s]
        row[1] += games
        row[2] += totals[s]
    for kind, (hits, n, score) in by_kind.items():
        slowest = max(timings.get(kind, [0.0]))
        mean = sum(timings.get(kind, [0.0])) / max(len(timings.get(kind, [])), 1)
        print(
            f"  {kind}: named all three truants {hits / max(n, 1):.1%} of the time "
            f"({hits}/{n}), mean score {score / max(n, 1):.1f}, "
            f"decision time mean {mean * 1000:.0f} ms, slowest {slowest * 1000:.0f} ms",
            file=out,
        )
    print(f"  {games / elapsed if elapsed else 0.0:.2f} games per second", file=out)
    return 0
