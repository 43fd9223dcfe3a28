"""The progress line of long headless runs: quiet at first, then games done and
the time left; every game's ``simulate`` shows it."""

from __future__ import annotations

import io

import pytest

from boardgames_desktop import cli
from boardgames_desktop.core import progress
from boardgames_desktop.core.progress import Progress, seconds_in_words


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_quiet_for_a_few_seconds_then_the_time_left_estimated_from_the_games_done():
    now = [0.0]
    err = io.StringIO()
    bar = Progress("toy", 10, err, clock=lambda: now[0])
    now[0] = 2.0
    bar.update(1)
    assert err.getvalue() == ""  # a short run prints nothing
    now[0] = 12.0
    bar.update(4)  # 3 s a game, 6 games left
    now[0] = 15.0
    bar.update(5)  # not ten seconds since the last line: a file gets no new one
    now[0] = 90.0
    bar.update(6)  # 15 s a game, 4 left
    bar.update(10)  # done: the report follows, no line
    bar.finish()
    assert err.getvalue().splitlines() == [
        "toy: 4 of 10 games, about 18 s left",
        "toy: 6 of 10 games, about 1 min 00 s left",
    ]


def test_a_terminal_gets_one_line_redrawn_in_place_and_cleared_at_the_end():
    now = [0.0]
    err = Terminal()
    bar = Progress("toy", 3, err, clock=lambda: now[0])
    now[0] = 4.0
    bar.update(1)
    now[0] = 8.0
    bar.update(2)
    bar.finish()
    text = err.getvalue()
    assert "\n" not in text and text.count("\r") == 4  # two lines drawn, one cleared (twice)
    assert "toy: 2 of 3 games, about 4 s left" in text and text.endswith("\r")


def test_times_left_read_as_minutes_and_seconds():
    assert seconds_in_words(0.4) == "0 s"
    assert seconds_in_words(59) == "59 s"
    assert seconds_in_words(125) == "2 min 05 s"


@pytest.mark.parametrize("game, args", [
    ("held-hands", ["--random"]),
    ("inner-compass", ["--bots", "greedy"]),
    ("tokaido-duo", ["--bots", "greedy,greedy"]),
    ("eselsbruecke", []),
])
def test_every_games_simulate_shows_progress_on_a_long_run(game, args, monkeypatch, capsys):
    ticks = iter(range(0, 100_000, 20))  # every reading of the clock: 20 s later
    monkeypatch.setattr(progress.time, "perf_counter", lambda: float(next(ticks)))
    assert cli.main(["simulate", game, "--games", "2", "--seed", "1", *args]) == 0
    err = capsys.readouterr().err
    assert f"{game}: 1 of 2 games, about" in err, err
