"""Benchmarks of the app: cold start to the launcher, a 4K board repaint, bot moves.

Prints numbers; passes or fails nothing. Run: QT_QPA_PLATFORM=offscreen python bench/bench_app.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

COLD_START = r"""
import time, os
t0 = float(os.environ["BENCH_T0"])
from boardgames_desktop.ui.app import create_app, Shell
app = create_app([])
shell = Shell()
shell.show_launcher()
from PySide6.QtTest import QTest
QTest.qWaitForWindowExposed(shell.launcher)
app.processEvents()
print(time.time() - t0)
"""


def cold_start(runs: int = 5) -> list[float]:
    out = []
    for _ in range(runs):
        env = dict(os.environ, BENCH_T0=repr(time.time()), BOARDGAMES_DESKTOP_DATA="/tmp/bench-bgd-data")
        env["BENCH_T0"] = repr(time.time())
        res = subprocess.run([sys.executable, "-c", COLD_START], env=env, capture_output=True, text=True, check=True)
        out.append(float(res.stdout.strip().splitlines()[-1]))
    return out


def repaint_4k(runs: int = 20) -> list[float]:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from boardgames_desktop.games.held_hands import view as hh_view
    from boardgames_desktop.ui.app import create_app
    from boardgames_desktop.ui.screenshot import build_match

    app = QApplication.instance() or create_app([])
    match = build_match("held-hands", 3, moves=24)
    table = hh_view.Table(hh_view.DARK)
    table.resize(3840, 2160)
    table.set_view(match.view(None))
    image = QImage(3840, 2160, QImage.Format.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        table.render(image)  # a full paintEvent into a 4K image
        times.append(time.perf_counter() - t)
    app.processEvents()
    return times


def bot_moves(games: int = 10) -> tuple[list[float], list[float]]:
    from boardgames_desktop.core.game import PlayerSpec
    from boardgames_desktop.core.match import Match
    from boardgames_desktop.games.held_hands.ai import CarefulBot, CasualBot
    from boardgames_desktop.games.held_hands.rules import GAME

    results = []
    for cls in (CarefulBot, CasualBot):
        times = []
        for seed in range(1, games + 1):
            match = Match(GAME, [PlayerSpec("a", "bot"), PlayerSpec("b", "bot")], seed)
            bots = [cls(GAME, s, seed) for s in (0, 1)]
            while not match.finished:
                seat = match.to_act()[0]
                view, legal = match.view(seat), match.legal_actions(seat)
                t = time.perf_counter()
                action = bots[seat].choose(view, legal)
                times.append(time.perf_counter() - t)
                match.play(seat, action)
        results.append(times)
    return results[0], results[1]


def fmt(xs: list[float]) -> str:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return f"median {statistics.median(xs) * 1000:8.1f} ms   p95 {p95 * 1000:8.1f} ms   max {xs[-1] * 1000:8.1f} ms   (n={len(xs)})"


def main() -> None:
    print("cold start to launcher shown:      ", fmt(cold_start()))
    print("held-hands board repaint 3840x2160:", fmt(repaint_4k()))
    careful, casual = bot_moves()
    print("held-hands careful bot, per action:", fmt(careful))
    print("held-hands casual bot, per action: ", fmt(casual))


if __name__ == "__main__":
    main()
