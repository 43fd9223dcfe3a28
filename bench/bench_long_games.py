"""Long games: saving, opening and one refresh of the window as the log grows,
each beside a bare baseline measured in the same run.

    python bench/bench_long_games.py [--sizes 1000 10000 100000]

Three logs of Hooky (three seats, people only), each of N entries:

- *actions*: worksheet notes written by every seat in turn (active entries;
  the seat at the screen reads a third of them),
- *undone*: N notes of the seat at the screen, all taken back again (struck
  through in the log, every one of them still redoable),
- *notes*: N notes of the seat at the screen (every entry one line of its log).

For each: **decode** (``Match.from_dict`` of the file's data alone: every
entry checked and applied) beside decoding each action; **save**
(``core.saves.dumps`` of a match just opened, as Save As writes it:
``Match.to_dict`` and the JSON text) beside ``json.dumps`` of the same plain data; **open** (File > Open: read,
decode, replay, the window's first refresh, the seat at
the screen lifting the curtain) beside ``json.loads`` of the same
file and a plain loop over its entries; **one refresh** after one more note
(the match plays it, the autosave writes, the window shows it) beside adding
one row to a bare ``QListWidget`` holding as many rows. The last column is the
ratio of the 100,000 figure to the 10,000 one: about 10 is linear, about 1 is
constant. Each figure is the median run's wall-clock time, with the processor
time it took beside it (the steadier figure on a machine others share).
Prints numbers; passes or fails nothing.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from benchpaths import add_helpers

add_helpers()

SEATS = ("Ada", "Ben", "Cleo")
VIEWER = 0


def note(rng: random.Random, seat: int) -> Any:
    """A legal worksheet note of ``seat`` (as ``tests/realsaves/samples.py`` writes them)."""
    from boardgames_desktop.games.hooky.data import LETTERS
    from boardgames_desktop.games.hooky.rules import Mark

    columns = [str(s) for s in range(len(SEATS)) if s != seat] + ["playground", "truants"]
    return Mark(rng.choice(columns), rng.choice(LETTERS), rng.choice(("has", "has_not", "maybe", "")))


def save_data(kind: str, n: int) -> dict[str, Any]:
    """The save file's data of a Hooky match whose log is ``n`` entries of ``kind``.

    Built as data (not played and taken back one by one) so that a slow undo
    does not decide how long the benchmark takes to set up."""
    from boardgames_desktop import games
    from boardgames_desktop.core.game import SeatSpec
    from boardgames_desktop.core.match import Match

    game = games.get_game("hooky")
    assert game is not None
    data = Match(game, [SeatSpec.single(name, "human") for name in SEATS], 7, {}).to_dict()
    rng = random.Random(f"{kind}/{n}")
    log = []
    for i in range(n):
        seat = i % len(SEATS) if kind == "actions" else VIEWER
        item: dict[str, Any] = {"actor": seat, "action": game.codec.encode(note(rng, seat))}
        if kind == "undone":
            item.update(undone=True, redoable=True)
        log.append(item)
    data["log"] = log
    return data


Time = tuple[float, float]  # seconds: wall clock, and this process's processor time


def best(runs: int, work: Callable[[], Any]) -> Time:
    """The median of ``runs`` runs (on a machine others share, the processor time
    says what the work itself cost)."""
    times = []
    for _ in range(runs):
        started, cpu = time.perf_counter(), time.process_time()
        work()
        times.append((time.perf_counter() - started, time.process_time() - cpu))
    return sorted(times)[len(times) // 2]


def measure(kind: str, n: int, runs: int) -> dict[str, tuple[Time, Time]]:
    """(figure, bare baseline) in seconds for save, open and one refresh."""
    from PySide6.QtWidgets import QApplication, QListWidget

    from boardgames_desktop import games
    from boardgames_desktop.core.match import Match
    from boardgames_desktop.core.saves import atomic_write_text, dumps
    from boardgames_desktop.ui.mainwindow import MainWindow

    app = QApplication.instance()
    assert app is not None
    data = save_data(kind, n)
    out: dict[str, tuple[Time, Time]] = {}
    saves = []
    for _ in range(runs):  # Save As of a match just opened: nothing written before
        match = Match.from_dict(data, games.get_game)
        saves.append(best(1, functools.partial(dumps, match)))
    out["save"] = (sorted(saves)[len(saves) // 2], best(runs, lambda: json.dumps(data, indent=1, ensure_ascii=False)))

    game = games.get_game("hooky")
    assert game is not None
    codec = game.codec

    def bare_decode() -> None:
        for item in data["log"]:
            codec.decode(item["action"])  # what the decoder must do at least: each action once

    # The log alone (Match.from_dict: check, apply, keep each entry), without a window;
    # tests/core/test_match.py counts its calls, which must grow as the log does.
    out["decode"] = (best(runs, lambda: Match.from_dict(data, games.get_game)), best(runs, bare_decode))

    folder = Path(tempfile.mkdtemp(prefix="bench-long-"))
    path = folder / f"long-{kind}-{n}.bgsave.json"
    atomic_write_text(path, dumps(match))
    window = MainWindow(Match.from_dict(data, games.get_game), autosave=False, bot_delay_ms=0, remember=False)
    window.resize(1280, 720)
    window.show()
    app.processEvents()

    def open_file() -> None:
        assert window.open_file(path)
        app.processEvents()
        session = window.session
        assert session is not None and session.curtain_seat == VIEWER, "the seat looks at the screen"
        session.lift_curtain()  # the seat at the screen clicks: its own log shows
        window.refresh()
        app.processEvents()

    def bare_open() -> None:
        loaded = json.loads(path.read_text(encoding="utf-8"))
        for item in loaded["log"]:
            _type = item["action"]["type"]  # a plain look at every entry

    out["open"] = (best(max(1, runs // 2), open_file), best(runs, bare_open))
    assert window.match is not None and window.session is not None
    assert window.session.viewer == VIEWER, window.session.viewer

    # One more note, autosaved, shown: what a player waits for after each click.
    from boardgames_desktop.core.saves import Autosaver

    opened = window.match
    autosaver = Autosaver(opened, folder / "autosave.bgsave.json")
    rng = random.Random(1)

    def one_more() -> None:
        opened.play(VIEWER, note(rng, VIEWER))
        window.refresh()
        app.processEvents()

    one_more()  # the first after opening lays out once
    refresh = best(runs, one_more)
    autosaver.detach()
    bare_list = QListWidget()
    bare_list.resize(400, 600)
    bare_list.addItems([f"{i}. Ada notes on their worksheet: K in the playground." for i in range(n)])
    bare_list.show()
    app.processEvents()
    counter = iter(range(n, n + 10_000))

    def bare_row() -> None:
        bare_list.addItem(f"{next(counter)}. Ada notes on their worksheet: K in the playground.")
        bare_list.scrollToBottom()
        app.processEvents()

    out["refresh"] = (refresh, best(runs, bare_row))
    window.close()
    window.deleteLater()
    bare_list.deleteLater()
    app.processEvents()
    for file in folder.iterdir():
        file.unlink()
    folder.rmdir()
    return out


def ms(figure: Time) -> str:
    return f"{figure[0] * 1000:9.1f} ms (cpu {figure[1] * 1000:8.1f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--runs", type=int, default=3, help="runs of each figure (the median is shown)")
    parser.add_argument("--kinds", nargs="+", default=["actions", "undone", "notes"])
    args = parser.parse_args(argv)
    from PySide6.QtCore import QStandardPaths

    from boardgames_desktop.ui.look import create_app, quiet_offscreen_notes

    QStandardPaths.setTestModeEnabled(True)  # the player's own settings stay untouched
    app = create_app()
    if app.platformName() == "offscreen":
        quiet_offscreen_notes()  # its size-hint notes are not figures
    for kind in args.kinds:
        results = {n: measure(kind, n, args.runs) for n in args.sizes}
        for what in ("save", "decode", "open", "refresh"):
            for n in args.sizes:
                figure, bare = results[n][what]
                print(f"{kind:8} {what:8} {n:>7,} entries: {ms(figure)}   bare {ms(bare)}   "
                      f"({figure[0] / bare[0] if bare[0] else float('inf'):6.1f}x bare)")
            if 10_000 in results and 100_000 in results:
                wall = results[100_000][what][0][0] / results[10_000][what][0][0]
                cpu = results[100_000][what][0][1] / max(1e-9, results[10_000][what][0][1])
                print(f"{kind:8} {what:8} 100k/10k: {wall:.1f}x (cpu {cpu:.1f}x)")
        sys.stdout.flush()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
