"""Headless Hooky games between bots (``boardgames-desktop simulate hooky``).

By default the seats alternate between the strongest and the weakest bot
(careful, random, careful, ...), so one run compares them on the same clue
logs. ``--random`` makes every seat pick uniformly among its legal moves (the
listed ones, or the rules' suggestions where they cannot be listed) instead:
a fuzz run of the rules. Prints the mean score of every seat, how often each
seat named all three truants in its round-6 guess, the slowest bot decision,
and games per second; a run longer than a few seconds shows its progress and
the time left on the error stream.

The command line calls :func:`add_arguments` and :func:`run` through the
game registry.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from ...core.errors import shorten
from ...core.game import BotTurn, TooMany
from ...core.i18n import _
from ...core.rng import Rng, seed_state
from .ai import BOTS
from .rules import GAME, HookyState

DEFAULT_LINEUP = ("bot:careful", "bot:random")
DEFAULT_PLAYERS = 4
DEFAULT_GAMES = 100
#: Runs shorter than this print no progress.
PROGRESS_AFTER = 3.0


class _RandomLegal:
    """Any legal move, uniformly (where the moves cannot be listed: among the suggestions)."""

    name = "random-legal"

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose_from(self, state: HookyState, seat: int) -> Any:
        legal = GAME.legal_actions(state, seat)
        if isinstance(legal, TooMany):
            legal = GAME.suggestions(state, seat, 60)
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
    decision = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        started = time.perf_counter()
        bot = bots[seat]
        if isinstance(bot, _RandomLegal):
            action = bot.choose_from(state, seat)
        else:
            turn = BotTurn(GAME, seat, GAME.view(state, seat), GAME.legal_actions(state, seat),
                           Rng(seed_state(seed * 4099 + decision, f"bot{seat}")))
            action = bot.choose(turn)
        if timings is not None:
            timings[bot.name].append(time.perf_counter() - started)
        state = GAME.apply(state, seat, action)  # raises if the bot broke a rule
        decision += 1
    return state


def named_all_truants(state: HookyState, seat: int) -> bool:
    """Did ``seat``'s round-6 truant guess name all three truants?"""
    return set(state.truant_guesses[seat][2]) == set(state.truants)


# -- the command line ----------------------------------------------------------------------------
def _add(parser: argparse.ArgumentParser, *flags: str, **kwargs: Any) -> None:
    """Add an option unless the command line already offers it to every game
    (``--games`` and ``--seed`` may be common to all simulations)."""
    try:
        parser.add_argument(*flags, **kwargs)
    except argparse.ArgumentError:
        pass


def _whole(minimum: int, maximum: int | None = None) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:  # not a number, or more digits than int() reads
            raise argparse.ArgumentTypeError(_("'{text}' is not a whole number").format(text=text[:20])) from None
        if value < minimum or (maximum is not None and value > maximum):
            shown = shorten(str(value), 24)
            raise argparse.ArgumentTypeError(
                _("must be between {lo} and {hi}, not {n}").format(lo=minimum, hi=maximum, n=shown)
                if maximum is not None else _("must be at least {lo}, not {n}").format(lo=minimum, n=shown))
        return value

    return parse


def _lineup(text: str) -> tuple[str, ...]:
    keys = {b.key.removeprefix("bot:") for b in BOTS}
    names = tuple(part.strip().removeprefix("bot:") for part in text.split(",") if part.strip())
    unknown = [n for n in names if n not in keys]
    if not names or unknown:
        raise argparse.ArgumentTypeError(
            _("the bots are: {names}").format(names=", ".join(sorted(keys))))
    return tuple(f"bot:{n}" for n in names)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Hooky's simulation options."""
    lo, hi = GAME.info.min_people, GAME.info.max_people
    _add(parser, "--games", type=_whole(1, 1_000_000), default=DEFAULT_GAMES,
         help=_("how many games (default {n})").format(n=DEFAULT_GAMES))
    _add(parser, "--seed", type=_whole(0, 2**63), default=1, help=_("first seed (default 1)"))
    _add(parser, "--players", type=_whole(lo, hi), default=None,
         help=_("players at the table, {lo} to {hi} (default {n})").format(lo=lo, hi=hi, n=DEFAULT_PLAYERS))
    _add(parser, "--random", action="store_true", help=_("play random legal moves instead of the bots"))
    _add(parser, "--lineup", type=_lineup, default=DEFAULT_LINEUP, metavar="BOT,BOT",
         help=_("bots seated in turn around the table (default careful,random)"))


def _clock(seconds: float) -> str:
    seconds = round(seconds)
    if seconds >= 60:
        return _("{m} min {s} s").format(m=seconds // 60, s=seconds % 60)
    return _("{s} s").format(s=seconds)


class Progress:
    """Games done and the time left, on the error stream, once a run takes a while."""

    def __init__(self, total: int, stream: TextIO):
        self.total = total
        self.stream = stream
        self.started = time.perf_counter()
        self.last = 0.0
        self.shown = False

    def update(self, done: int) -> None:
        now = time.perf_counter()
        elapsed = now - self.started
        if elapsed < PROGRESS_AFTER or now - self.last < 1.0 or done >= self.total:
            return
        self.last = now
        left = elapsed / done * (self.total - done) if done else 0.0
        text = _("{done}/{total} games, about {left} left").format(done=done, total=self.total, left=_clock(left))
        tty = self.stream.isatty()
        self.stream.write(("\r" + text.ljust(48)) if tty else text + "\n")
        self.stream.flush()
        self.shown = tty

    def finish(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 48 + "\r")
            self.stream.flush()


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Play ``args.games`` games and print the figures; 0 when every game ended."""
    out = out or sys.stdout
    err = err or sys.stderr
    players = args.players or DEFAULT_PLAYERS
    random_play = bool(args.random)
    kinds = tuple(args.lineup or DEFAULT_LINEUP)
    games, seed = int(args.games), int(args.seed)
    seat_kind = ["random-legal" if random_play else kinds[s % len(kinds)] for s in range(players)]
    totals = [0] * players
    all_three = [0] * players
    wins = [0.0] * players
    timings: dict[str, list[float]] = defaultdict(list)
    progress = Progress(games, err)
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
        progress.update(g + 1)
    progress.finish()
    elapsed = time.perf_counter() - started
    title = _("Hooky, {players} players, {games} games, seed {seed}").format(players=players, games=games, seed=seed)
    print(title + (_(" (random legal moves)") if random_play else ""), file=out)
    for s in range(players):
        print(
            _("  seat {seat} ({kind}): mean score {score:.1f}, wins {wins:.0%}, "
              "named all three truants after round 6: {rate:.1%} ({hits}/{games})").format(
                seat=s + 1, kind=seat_kind[s], score=totals[s] / max(games, 1), wins=wins[s] / max(games, 1),
                rate=all_three[s] / max(games, 1), hits=all_three[s], games=games),
            file=out,
        )
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for s in range(players):
        row = by_kind[seat_kind[s]]
        row[0] += all_three[s]
        row[1] += games
        row[2] += totals[s]
    for kind, (hits, n, score) in by_kind.items():
        times = timings.get(kind) or [0.0]
        print(
            _("  {kind}: named all three truants {rate:.1%} of the time ({hits}/{n}), mean score {score:.1f}, "
              "decision time mean {mean:.0f} ms, slowest {slowest:.0f} ms").format(
                kind=kind, rate=hits / max(n, 1), hits=hits, n=n, score=score / max(n, 1),
                mean=sum(times) / len(times) * 1000, slowest=max(times) * 1000),
            file=out,
        )
    print(_("  {rate:.2f} games per second").format(rate=games / elapsed if elapsed else 0.0), file=out)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m boardgames_desktop.games.hooky.simulate``: the same, without the app's command line."""
    parser = argparse.ArgumentParser(prog="simulate hooky", description=_("Hooky bots play each other headless."))
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
