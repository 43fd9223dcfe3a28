"""Hooky timings: the dictionary, the rules, the worksheet, and every bot decision,
each beside a bare baseline measured in the same run.

    python bench/bench_hooky.py [--games N]

- The dictionary's first use, beside wordfreq's own list loaded bare (no filters).
- Random games through the rules, beside the same number of bare state updates
  (``dataclasses.replace`` of the real state: the least a pure ``apply`` costs).
- The worksheet page painted at 1920x1080, beside a bare painter replaying the
  very primitives it drew (recorded once in a QPicture).
- The careful bot's decisions, beside the random bot's in the same games.

Prints numbers; passes or fails nothing. The careful bot must decide within
one second on a 2-core machine: the slowest decision seen is printed per
player count and per kind of decision (opening, question with or without a
reveal, truant guess, hand guesses).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import time
from collections import defaultdict

from benchpaths import PYTHON  # bench/ is this script's folder

LOAD_WORDS = r"""
import time
t0 = time.perf_counter()
from boardgames_desktop.games.hooky.rules import GAME
t1 = time.perf_counter()
from boardgames_desktop.games.hooky.dictionary import is_word, common_words
is_word("PARIS"); common_words()
t2 = time.perf_counter()
print(t1 - t0, t2 - t1)
"""

#: The baseline: the same words file read into a set of its first fields, no parsing.
LOAD_BARE = r"""
import time
from boardgames_desktop.assets import path
t0 = time.perf_counter()
text = path("hooky", "words.txt").read_text(encoding="ascii")
{line.split(maxsplit=1)[0] for line in text.splitlines() if line and not line.startswith("#")}
print(time.perf_counter() - t0)
"""


def dictionary() -> None:
    runs = []
    for _ in range(3):
        out = subprocess.run([*PYTHON, "-c", LOAD_WORDS], capture_output=True, text=True, check=True)
        runs.append(tuple(float(x) for x in out.stdout.split()))
    bare = []
    for _ in range(3):
        out = subprocess.run([*PYTHON, "-c", LOAD_BARE], capture_output=True, text=True, check=True)
        bare.append(float(out.stdout))
    imp = min(r[0] for r in runs)
    load = min(r[1] for r in runs)
    print(f"import games.hooky: {imp * 1000:.0f} ms; "
          f"first dictionary use (read assets/hooky/words.txt): {load * 1000:.0f} ms")
    print(f"  bare: the same file read into a set of words, nothing else: {min(bare) * 1000:.0f} ms")


def rules(games: int) -> None:
    import dataclasses
    import random

    from boardgames_desktop.games.hooky.rules import GAME, RevealAndPeek

    for players in (3, 4, 5):
        rng = random.Random(players)  # moves among the rules' suggestions (words are too many to list)
        started = time.perf_counter()
        actions = views = 0
        view_time = 0.0
        for seed in range(games):
            state = GAME.setup(players, seed, {})
            while GAME.outcome(state) is None:
                seat = GAME.to_act(state)[0]
                legal = GAME.suggestions(state, seat, 100)
                choices = [a for a in legal if not isinstance(a, RevealAndPeek)] or legal
                state = GAME.apply(state, seat, rng.choice(choices))
                actions += 1
                t = time.perf_counter()
                for s in (None, *range(players)):
                    GAME.view(state, s)
                view_time += time.perf_counter() - t
                views += players + 1
        elapsed = time.perf_counter() - started - view_time
        print(
            f"rules, {players} players: {games / elapsed:.0f} random games/s "
            f"({elapsed / actions * 1e6:.0f} us a move with its suggestions), "
            f"view {view_time / views * 1e6:.0f} us"
        )
        # The same number of moves as bare state updates: one field replaced a move.
        bare_state = GAME.setup(players, 0, {})
        t = time.perf_counter()
        for i in range(actions):
            bare_state = dataclasses.replace(bare_state, rng=i)
        bare = time.perf_counter() - t
        print(f"  bare: {actions} dataclasses.replace of the state: {bare / actions * 1e6:.1f} us a move")


def bots(games: int) -> None:
    from boardgames_desktop.core.game import BotTurn
    from boardgames_desktop.core.rng import Rng
    from boardgames_desktop.games.hooky.ai import CarefulBot, RandomBot
    from boardgames_desktop.games.hooky.rules import GAME, RevealAndPeek
    from boardgames_desktop.games.hooky.worksheet import assist

    for players in (3, 4, 5):
        times: dict[str, list[float]] = defaultdict(list)
        assist_times: list[float] = []
        random_times: list[float] = []
        for seed in range(games):
            seats = [CarefulBot(GAME, s, seed) if s % 2 == 0 else RandomBot(GAME, s, seed) for s in range(players)]
            state = GAME.setup(players, seed, {})
            while GAME.outcome(state) is None:
                seat = GAME.to_act(state)[0]
                view = GAME.view(state, seat)
                legal = GAME.legal_actions(state, seat)
                t = time.perf_counter()
                action = seats[seat].choose(BotTurn(GAME, seat, view, legal, Rng(seed * 997 + len(state.clues))))
                spent = time.perf_counter() - t
                if isinstance(seats[seat], RandomBot):
                    random_times.append(spent)
                if isinstance(seats[seat], CarefulBot):
                    kind = state.phase
                    if isinstance(action, RevealAndPeek):
                        kind = "reveal-and-peek"
                    times[kind].append(spent)
                    if state.phase == "question" and state.turn == seat:
                        t = time.perf_counter()
                        assist(view)
                        assist_times.append(time.perf_counter() - t)
                state = GAME.apply(state, seat, action)
        every = [x for xs in times.values() for x in xs]
        print(
            f"careful bot, {players} players, {games} games: {len(every)} decisions, "
            f"mean {statistics.mean(every) * 1000:.0f} ms, "
            f"95th percentile {sorted(every)[int(len(every) * 0.95)] * 1000:.0f} ms, "
            f"slowest {max(every) * 1000:.0f} ms"
        )
        print(f"  bare: the random bot in the same games, {len(random_times)} decisions, "
              f"mean {statistics.mean(random_times) * 1000:.1f} ms, slowest {max(random_times) * 1000:.1f} ms")
        for kind, xs in sorted(times.items()):
            print(f"    {kind:16s} n={len(xs):4d} mean {statistics.mean(xs) * 1000:6.0f} ms  "
                  f"slowest {max(xs) * 1000:6.0f} ms")
        print(f"    worksheet assist: mean {statistics.mean(assist_times) * 1000:.0f} ms, "
              f"slowest {max(assist_times) * 1000:.0f} ms")


def worksheet(runs: int = 15) -> None:
    """The worksheet page of a game under way, painted at 1920x1080, beside a bare
    painter replaying the primitives it drew."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage, QPainter, QPicture
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.games.hooky.view import BoardView
    from boardgames_desktop.ui.look import create_app
    from boardgames_desktop.ui.mainwindow import MainWindow
    from boardgames_desktop.ui.screenshot import build_match

    app = create_app()
    for players in (3, 5):
        window = MainWindow(build_match("hooky", 3, 24, players), autosave=False, remember=False, bot_delay_ms=0)
        if window.curtain_up:
            window.lift_curtain()
        window.resize(1920, 1080)
        window.show()
        board = window.board
        assert isinstance(board, BoardView)  # a Hooky match shows Hooky's board
        board.show_page("sheet", remember=False)
        for _ in range(5):
            app.processEvents()
        page = board.worksheet
        image = QImage(page.size(), QImage.Format.Format_ARGB32_Premultiplied)
        page.render(image)  # the first paint (fonts, layouts) not counted
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            page.render(image)
            times.append(time.perf_counter() - t)
        picture = QPicture()
        page.render(picture)
        bare = []
        for _ in range(runs):
            t = time.perf_counter()
            p = QPainter(image)
            p.drawPicture(0, 0, picture)
            p.end()
            bare.append(time.perf_counter() - t)
        size = f"{page.width()}x{page.height()}"
        print(f"worksheet page {size}, {players} players: median {statistics.median(times) * 1000:.1f} ms, "
              f"slowest {max(times) * 1000:.1f} ms")
        print(f"  bare painter, same primitives: median {statistics.median(bare) * 1000:.1f} ms, "
              f"slowest {max(bare) * 1000:.1f} ms")
        window.close()
        window.deleteLater()
        QApplication.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="bot games per player count (default 10)")
    args = parser.parse_args()
    dictionary()
    rules(max(args.games * 10, 50))
    worksheet()
    bots(args.games)


if __name__ == "__main__":
    main()
