"""Benchmarks of the app, each beside a bare baseline measured in the same run.

- Start-up: from launching the interpreter to the first window shown (the
  launcher, or the offer to resume), against a bare PySide6 window
  (QApplication + QMainWindow shown) started the same way. Goal: at most 1.5x.
- The projector picture of every game (and held hands' table) repainted at
  3840x2160, against an empty widget of the same size and against a bare
  painter replaying the same primitives (goal for held hands: at most 16 ms).
- Every bot kind of every game, per decision.

Prints numbers; passes or fails nothing. Run: python bench/run.py (or this file).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchpaths import PYTHON, ROOT  # bench/ is this script's folder

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
START_UP_GOAL = 1.5

BARE_WINDOW = r"""
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.show()
QTest.qWaitForWindowExposed(window)
app.processEvents()
print("shown", "[]", flush=True)
"""

APP_WINDOW = r"""
import json, sys
from PySide6.QtTest import QTest
from boardgames_desktop.ui.app import Shell, create_app
app = create_app([])
shell = Shell()
shell.start()
window = shell.launcher if shell.launcher is not None else shell.recovery
QTest.qWaitForWindowExposed(window)
app.processEvents()
parts = sorted(m for m in sys.modules if m.startswith("boardgames_desktop.games.") and m.count(".") > 2)
print("shown", json.dumps(parts), flush=True)
"""


def children_cpu() -> float:
    """CPU seconds used by finished child processes (0 where the platform cannot say)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_to_window(code: str, env: dict[str, str]) -> tuple[float, list[str], float]:
    """Seconds from starting a fresh interpreter until it says its window is shown, the
    parts it imported, and the CPU seconds the whole run used (it exits right after):
    on a busy machine the CPU time is the steadier figure."""
    cpu = children_cpu()
    start = time.perf_counter()
    child = subprocess.Popen([*PYTHON, "-c", code], env=env, cwd=str(ROOT),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    _, stderr = child.communicate(timeout=60)
    if not line.startswith("shown"):
        raise RuntimeError(f"the window did not show:\n{stderr}")
    return elapsed, json.loads(line.split(" ", 1)[1]), children_cpu() - cpu


def start_up(runs: int) -> None:
    with tempfile.TemporaryDirectory() as home:
        # A fresh user: no autosaves to offer, no remembered choices, no real settings touched.
        env = dict(os.environ, BOARDGAMES_DESKTOP_DATA=str(Path(home) / "data"),
                   BOARDGAMES_DESKTOP_SETTINGS=str(Path(home) / "settings.ini"),
                   # Compiled once, as in an installed app (a checkout may forbid writing
                   # bytecode; then every start would compile every module again).
                   PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        time_to_window(BARE_WINDOW, env)  # warm the disc cache and compile, for both
        time_to_window(APP_WINDOW, env)
        bare: list[float] = []
        app: list[float] = []
        bare_cpu: list[float] = []
        app_cpu: list[float] = []
        parts: list[str] = []
        for _ in range(runs):  # alternate, so a busy moment hurts both alike
            seconds, _parts, cpu = time_to_window(BARE_WINDOW, env)
            bare.append(seconds)
            bare_cpu.append(cpu)
            seconds, parts, cpu = time_to_window(APP_WINDOW, env)
            app.append(seconds)
            app_cpu.append(cpu)
    ratio = statistics.median(app) / statistics.median(bare)
    print(f"start-up, bare PySide6 window:      {fmt(bare)}")
    print(f"start-up, boardgames-desktop:       {fmt(app)}")
    verdict = "within" if ratio <= START_UP_GOAL else "ABOVE"
    print(f"start-up ratio (median app / bare): {ratio:.2f}x  ({verdict} the {START_UP_GOAL}x goal)")
    if statistics.median(bare_cpu) > 0:
        print(f"start-up CPU ratio (median, whole run): {statistics.median(app_cpu) / statistics.median(bare_cpu):.2f}x"
              f"  ({statistics.median(app_cpu) * 1000:.0f} ms / {statistics.median(bare_cpu) * 1000:.0f} ms)")
    print(f"game parts imported at start-up:    {', '.join(parts) or 'none'}")


def repaint_4k(runs: int) -> None:
    """Every game's projector picture (and the held-hands table in the main window's
    light colours) repainted at 3840x2160, each beside two baselines from the same run:
    an empty widget, and a bare painter replaying the very primitives the board drew
    (recorded once in a QPicture), which is what the painting costs without the board's
    own Python work."""
    from PySide6.QtGui import QImage, QPainter, QPicture
    from PySide6.QtWidgets import QWidget

    from boardgames_desktop import games
    from boardgames_desktop.ui.app import create_app
    from boardgames_desktop.ui.screenshot import build_match

    create_app([])
    image = QImage(3840, 2160, QImage.Format.Format_ARGB32_Premultiplied)

    def timed_render(widget: QWidget) -> list[float]:
        widget.resize(3840, 2160)
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            widget.render(image)  # a full paintEvent into a 4K image
            times.append(time.perf_counter() - t)
        return times

    def bare_replay(widget: QWidget) -> list[float]:
        picture = QPicture()
        widget.render(picture)  # the board's primitives, recorded
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            painter = QPainter(image)
            painter.drawPicture(0, 0, picture)
            painter.end()
            times.append(time.perf_counter() - t)
        return times

    def report(label: str, widget: QWidget) -> None:
        first = time.perf_counter()
        widget.resize(3840, 2160)
        widget.render(image)  # the first frame after a new view (caches, if any, filled here)
        first = time.perf_counter() - first
        print(f"repaint 3840x2160, {label + ':':<26}{fmt(timed_render(widget))}   first {first * 1000:7.1f} ms")
        print(f"  bare painter, same primitives:   {fmt(bare_replay(widget))}")

    print(f"repaint 3840x2160, {'empty widget:':<26}{fmt(timed_render(QWidget()))}")
    for game_id in games.ids():
        match = build_match(game_id, 3, moves=24)
        view = games.part(game_id, "view")
        board = view.ProjectorBoard(match.game)
        board.show_public(match.view(None), "")
        report(f"{game_id} projector", board)
        if game_id == "held-hands":
            table = view.BoardView(match.game)
            seat = match.to_act()[0]
            args = (match.view(seat), seat, match.legal_actions(seat), True)
            table.show_view(*args)
            report("held-hands table", table)
            times = []
            for _ in range(runs):  # a new view each frame: the panels are painted again, the board kept
                t = time.perf_counter()
                table.show_view(*args)
                table.render(image)
                times.append(time.perf_counter() - t)
            print(f"repaint 3840x2160, {'held-hands after a move:':<26}{fmt(times)}")


def bot_decisions(games_per_kind: int) -> None:
    from boardgames_desktop import games
    from boardgames_desktop.core.game import TABLE, BotTurn, SeatSpec, TooMany
    from boardgames_desktop.core.match import Match
    from boardgames_desktop.core.rng import Rng, seed_state

    for game_id in games.ids():
        info, game = games.info(game_id), games.part(game_id, "rules")
        seating = info.seating(info.min_people)
        # In a host mode the table decides (people with their voices, the host's
        # screen confirms): the bots are timed in the first mode where they play.
        modes = [m for m in info.modes if not m.host] if info.is_host_mode({}) else []
        options = {"mode": modes[0].key} if modes else {}
        label = game_id + "".join(f" ({key}={value})" for key, value in options.items())
        for kind in games.bots(game_id):
            times = []
            for seed in range(1, games_per_kind + 1):
                seats = [SeatSpec.single(f"P{i + 1}", kind.key) for i in range(len(seating))]
                match = Match(game, seats, seed, options)
                bots = [kind.factory(game, seat, seed) for seat in range(len(seats))]
                rng = Rng(seed_state(seed, "bench"))
                for _ in range(5000):
                    if match.finished:
                        break
                    acting = [a for a in match.to_act() if a != TABLE]
                    if not acting:
                        # The table's turn (a host's confirmation, as in Eselsbrücke's
                        # host mode): a listed input at random, as the screenshots play it.
                        legal = match.legal_actions(TABLE)
                        if isinstance(legal, TooMany) or not legal:
                            break
                        match.play(TABLE, rng.choice(legal))
                        continue
                    seat = acting[0]
                    turn = BotTurn(game, seat, match.view(seat), match.legal_actions(seat), rng)
                    t = time.perf_counter()
                    action = bots[seat].choose(turn)
                    times.append(time.perf_counter() - t)
                    match.play(seat, action)
            print(f"{label} {kind.key}, per decision: {fmt(times)}")


def fmt(xs: list[float]) -> str:
    if not xs:
        return "nothing measured (n=0)"
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return (f"median {statistics.median(xs) * 1000:8.1f} ms   p95 {p95 * 1000:8.1f} ms   "
            f"max {xs[-1] * 1000:8.1f} ms   (n={len(xs)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="start-ups of each kind (default 7)")
    parser.add_argument("--games", type=int, default=5, help="games per bot kind (default 5)")
    parser.add_argument("--start-up-only", action="store_true", help="measure start-up and nothing else")
    parser.add_argument("--repaint-only", action="store_true", help="measure the 4K repaints and nothing else")
    args = parser.parse_args(argv)
    if args.repaint_only:
        repaint_4k(15)
        return 0
    start_up(args.runs)
    if not args.start_up_only:
        repaint_4k(15)
        bot_decisions(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
