"""``bench/strength_tokaido_duo.py`` counts a game with today's search bot from Normal's
game where Normal's work never ran out (the same search, so the same moves): the
figures must be exactly those of playing it again."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[3] / "bench" / "strength_tokaido_duo.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_strength_tokaido_duo", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    module.PROCESSES = 1
    yield module
    del sys.modules[spec.name]


def _figures(lines: list[str]) -> list[str]:
    """The win rates and scores (the decision times differ from run to run)."""
    return [line for line in lines if "decision time" not in line and "move for move" not in line]


def _playing_as_if(bench, monkeypatch, reached):
    """Every game the section plays is really played, but reported with ``reached``
    (per seat: whether its search came to Normal's work); returns the kinds played."""
    played = []
    real = bench.play

    def play(kinds, seed):
        played.append(kinds)
        winners, scores, times, _reached = real(kinds, seed)
        return winners, scores, times, reached

    monkeypatch.setattr(bench, "play", play)
    return played


def test_a_search_game_counted_from_normals_game_is_the_game_played_again(bench):
    pairs = (("normal", "easy"), ("easy", "search"))
    reused = bench.section(4, 3, pairs)
    again = bench.section(4, 3, pairs, reuse=False)
    assert _figures(reused) == _figures(again)
    said = [line for line in reused if "move for move" in line]
    assert len(said) == 1
    same, total = map(int, re.match(r"\s*(\d+) of the (\d+) games", said[0]).groups())
    assert total == 4 and 0 < same <= 4  # Normal's 900 picks rarely run out against Easy


def test_the_stand_in_is_normals_seat_for_search_and_only_then(bench):
    assert bench.stand_in((("hard", "search"), 7)) == (("hard", "normal"), 7)
    assert bench.stand_in((("search", "easy"), 2)) == (("normal", "easy"), 2)
    assert bench.stand_in((("normal", "search"), 2)) is None  # Normal against itself is no stand-in
    assert bench.stand_in((("hard", "easy"), 2)) is None


def test_a_game_where_normals_work_ran_out_is_played_again(bench, monkeypatch):
    played = _playing_as_if(bench, monkeypatch, (True, True))  # as if Normal had been cut short every game
    lines = bench.section(2, 1, (("normal", "easy"), ("easy", "search")))
    assert played.count(("easy", "search")) == 1 and played.count(("search", "easy")) == 1
    assert any(line.strip().startswith("0 of the 2 games with search") for line in lines)


def test_the_mirror_is_the_other_seating_of_normal_against_search_and_only_that(bench):
    assert bench.mirror((("normal", "search"), 5)) == (("search", "normal"), 5)
    assert bench.mirror((("search", "normal"), 5)) == (("normal", "search"), 5)
    assert bench.mirror((("hard", "search"), 5)) is None
    assert bench.mirror((("normal", "easy"), 5)) is None


def test_the_second_seating_of_normal_against_search_counted_from_the_first_is_the_game_played_again(bench):
    pairs = (("normal", "search"),)
    reused = bench.section(2, 2, pairs)
    again = bench.section(2, 2, pairs, reuse=False)
    assert _figures(reused) == _figures(again)
    said = [line for line in reused if "move for move" in line]
    same, total = map(int, re.match(r"\s*(\d+) of the (\d+) games", said[0]).groups())
    assert total == 2 and same == 1  # the second seating (on this deal no search came to 900 picks)


def test_a_seating_where_a_search_came_to_normals_work_is_played_again(bench, monkeypatch):
    played = _playing_as_if(bench, monkeypatch, (False, True))  # as if seat 1 had searched past Normal's work
    bench.section(2, 1, (("normal", "search"),))
    assert played.count(("normal", "search")) == 1 and played.count(("search", "normal")) == 1
