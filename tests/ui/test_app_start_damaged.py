"""The app always starts, whatever lies in its autosave folder.

The real start-up (``boardgames-desktop`` with no command: ``cli.main([])``
-> ``run_gui``) runs in a child process, offscreen, with
``BOARDGAMES_DESKTOP_DATA`` pointing at a scratch folder whose autosave
folder holds damaged saves of every registered game (a sample of the save
fuzz's variants: every kind of damage, some that load and some that do not),
a dangling link, a folder and a named pipe named like saves, and a stale
temporary file of a killed write. The child reports which windows are up once
the launcher or the recovery offer shows, then quits; the app has no start-up
hook for that, so the child wraps ``ui.app.create_app`` to add a timer.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from realsaves.damage import Variant, variants
from realsaves.samples import all_samples

from boardgames_desktop import games
from boardgames_desktop.core.saves import SAVE_SUFFIX, scan_autosaves

ROOT = Path(__file__).resolve().parents[2]
#: Damaged files in the folder: every kind of damage, loadable ones too.
SAMPLE = 30

CHILD = r"""
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from boardgames_desktop.ui import app as app_module

real_create_app = app_module.create_app
started = time.monotonic()


def create_app(argv=None):
    qapp = real_create_app(argv)
    timer = QTimer(qapp)

    def probe():
        from boardgames_desktop.ui.dialogs import RecoveryDialog
        from boardgames_desktop.ui.launcher import Launcher

        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        if any(isinstance(w, (Launcher, RecoveryDialog)) for w in shown) or time.monotonic() - started > 60:
            timer.stop()
            report = {
                "shown": sorted(type(w).__name__ for w in shown),
                "recovery_rows": [len(w.rows) for w in shown if isinstance(w, RecoveryDialog)],
            }
            print("REPORT " + json.dumps(report), flush=True)
            qapp.quit()

    timer.timeout.connect(probe)
    timer.start(20)
    return qapp


app_module.create_app = create_app
from boardgames_desktop.cli import main

sys.exit(main([]))
"""


def representative(found: list[Variant], n: int, loadable: bool) -> list[Variant]:
    """``n`` variants: the first of every kind of damage in turn, every game's,
    the 19 MB name among them; loadable ones first when asked for."""
    by_kind: dict[str, list[Variant]] = {}
    for v in found:
        by_kind.setdefault(v.category, []).append(v)
    chosen = [v for v in found if v.id.endswith("/size/name-19MB")][:1]
    if loadable:  # per game: its save in the version 1 format, and odd but valid names
        for game_id in games.ids():
            chosen += [v for v in found if v.id.startswith(game_id + "-") and v.id.endswith(
                ("/version-1/written-as-v1", "/name/emoji", "/name/right-to-left", "/name/zero-width"))][:3]
    turn = 0
    while len(chosen) < n:
        kinds = sorted(by_kind)
        pool = by_kind[kinds[turn % len(kinds)]]
        pick = pool[(turn // len(kinds) * 7) % len(pool)]
        if pick not in chosen and pick.category != "size":
            chosen.append(pick)
        turn += 1
    return chosen[:n]


def fill(folder: Path, chosen: list[Variant]) -> None:
    folder.mkdir(parents=True)
    for i, v in enumerate(chosen):
        (folder / f"{i:02d}-{v.category}{SAVE_SUFFIX}").write_bytes(v.make())
    (folder / f"dangling{SAVE_SUFFIX}").symlink_to(folder / "nowhere")
    (folder / f"a-folder{SAVE_SUFFIX}").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / f"pipe{SAVE_SUFFIX}")
    stale = folder / f".current-hooky{SAVE_SUFFIX}.k1ll3d.tmp"
    stale.write_text('{"format": ')
    os.utime(stale, (1, 1))


def start_app(data: Path) -> dict:
    env = {**os.environ, "BOARDGAMES_DESKTOP_DATA": str(data), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120,
                          cwd=data)
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    assert done.returncode == 0, (done.returncode, done.stderr[-3000:])
    reports = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    assert len(reports) == 1, done.stdout[-2000:]
    return json.loads(reports[0][len("REPORT "):])


def contents(folder: Path) -> dict[str, bytes | str]:
    out: dict[str, bytes | str] = {}
    for p in sorted(folder.iterdir()):
        out[p.name] = p.read_bytes() if p.is_file() and not p.is_symlink() else "not a file"
    return out


@pytest.mark.parametrize("loadable", [False, True], ids=["only-refused", "some-load"])
def test_the_app_starts_with_damaged_files_in_its_autosave_folder(tmp_path, monkeypatch, loadable):
    found = variants(all_samples(), budget=TOTAL_FOR_SAMPLE // len(games.ids()))
    if not loadable:
        found = [v for v in found if v.expect is not None]  # each of these must be refused
    chosen = representative(found, SAMPLE, loadable)
    data = tmp_path / "data"
    folder = data / "autosave"
    fill(folder, chosen)
    before = {k: v for k, v in contents(folder).items() if not k.endswith(".tmp")}

    monkeypatch.setenv("BOARDGAMES_DESKTOP_DATA", str(data))
    report = start_app(data)
    unfinished, skipped = scan_autosaves(games.get_game)

    odd = 3 if hasattr(os, "mkfifo") else 2  # the link, the folder, the pipe
    if loadable:
        assert unfinished, "the loadable sample should offer a match to resume"
        assert "RecoveryDialog" in report["shown"] and report["recovery_rows"] == [len(unfinished)]
    else:
        assert unfinished == [] and len(skipped) == SAMPLE + odd
        assert report["shown"] == ["Launcher"]
    # Nothing was written or changed; only the killed write's leftover went.
    assert contents(folder) == before


#: The fuzz's own budget: the sample is drawn from the same variants it checks.
TOTAL_FOR_SAMPLE = 2000
