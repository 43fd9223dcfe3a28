"""Kill -9 during autosaves: the autosave is always a whole, valid match, at
most one action ahead of what the child last reported (never behind), and no
temporary file survives ``remove_stale_temporaries``.

A child process (core only: ``realsaves.autosaving``) has bots play game after
game with an autosave after every action and prints each action once it is
saved; it is killed with SIGKILL at seeded random moments, on every registered
game in turn.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.saves import SAVE_SUFFIX, load_match, remove_stale_temporaries

ROOT = Path(__file__).resolve().parents[2]
KILLS = 10

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL on this system")


def start_child(game_id: str, seed: int, path: Path) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])}
    return subprocess.Popen([sys.executable, "-m", "realsaves.autosaving", game_id, str(seed), str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=path.parent)


def kill_after(child: subprocess.Popen, actions: int, pause: float) -> tuple[list[tuple[int, int]], str]:
    """SIGKILL once the child has reported ``actions`` actions and ``pause``
    seconds more have passed; returns every whole line it reported, and its errors."""
    reported: list[tuple[int, int]] = []
    assert child.stdout is not None
    while len(reported) < actions:
        line = child.stdout.readline()
        if not line:
            break  # the child stopped by itself: its errors say why
        reported.append(tuple(int(x) for x in line.split()))
    time.sleep(pause)
    child.send_signal(signal.SIGKILL)
    rest, errors = child.communicate(timeout=30)
    for line in rest.decode().splitlines(keepends=True):
        if line.endswith("\n"):  # a line cut by the kill says nothing
            reported.append(tuple(int(x) for x in line.split()))
    return reported, errors.decode()


def test_killed_autosaving_leaves_a_valid_save_at_most_one_action_ahead(tmp_path):
    rng = random.Random(2024)
    ids = games.ids()
    leftovers = 0
    started = time.perf_counter()
    for kill in range(KILLS):
        game_id = ids[kill % len(ids)]
        folder = tmp_path / f"kill-{kill}"
        folder.mkdir()
        path = folder / f"current-{game_id}{SAVE_SUFFIX}"
        child = start_child(game_id, 1000 * kill, path)
        reported, errors = kill_after(child, rng.randint(1, 15), rng.uniform(0, 0.03))
        assert child.returncode == -signal.SIGKILL, errors[-2000:]
        assert reported, errors[-2000:]
        seed, entries = reported[-1]

        match = load_match(path, games.get_game)  # whole and valid, or this raises
        saved = (match.seed, len(match.entries))
        # The reported action, or the next one (saved, then killed before it was reported),
        # which may be the first of the next match.
        assert saved in {(seed, entries), (seed, entries + 1), (seed + 1, 1)}, (game_id, saved, reported[-1])

        temporaries = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
        leftovers += len(temporaries)
        for tmp in temporaries:
            os.utime(tmp, (1, 1))  # as if the app starts again a while later
        remove_stale_temporaries(folder)
        assert [p.name for p in folder.iterdir()] == [path.name]
    print(f"\n{KILLS} kills in {time.perf_counter() - started:.1f} s, "
          f"{leftovers} temporary files left by a kill mid-write (all removed)")
