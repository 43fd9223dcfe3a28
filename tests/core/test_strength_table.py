"""``bench/strength.py``: every game's section of the strength table, run and timed.

A game's ``bench/strength_<pkg>.py`` defines ``section(games, seed)``; the
command finds each one present, runs it (or one game's), prints its lines and
its time, then the total. Here a tiny section for toy cards (its levels, Easy
against Normal, through core's simulate loop) is written to a folder of its
own: the real sections are the games' and take minutes.
"""

from __future__ import annotations

import importlib.util
import io
import re
import textwrap
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "strength.py"

TOY_SECTION = textwrap.dedent('''
    from boardgames_desktop.core import simulate
    from toy.ai import BOTS
    from toy.rules import GAME


    def section(games, seed):
        """Easy against Normal in toy cards, both seatings: games=None is 4 here."""
        count = 4 if games is None else games
        wins = {"bot:easy": 0, "bot:normal": 0}
        for i in range(count):
            seating = ("bot:easy", "bot:normal") if i % 2 == 0 else ("bot:normal", "bot:easy")
            result = simulate.play(GAME, GAME.info, simulate.kinds_of(BOTS), seating, 2, seed + i,
                                   GAME.check_options({"rounds": 2}))
            for seat in result.outcome.winners:
                wins[seating[seat]] += 1
        return [f"Toy cards: {count} games, Easy against Normal",
                *(f"  {kind.removeprefix('bot:'):<8} {n} wins" for kind, n in wins.items())]
''')

BROKEN_SECTION = "def section(games, seed):\n    raise RuntimeError('a broken measurement')\n"


@pytest.fixture
def strength():
    spec = importlib.util.spec_from_file_location("bench_strength", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_table_prints_each_section_with_its_time_and_the_total(strength, tmp_path):
    (tmp_path / "strength_toy.py").write_text(TOY_SECTION)
    out = io.StringIO()
    assert strength.run(3, 7, where=tmp_path, out=out) == 0
    text = out.getvalue()
    assert "Toy cards: 3 games, Easy against Normal" in text
    wins = [int(n) for n in re.findall(r"^  (?:easy|normal) +(\d+) wins$", text, re.MULTILINE)]
    assert len(wins) == 2 and sum(wins) >= 3  # every game has a winner (a tie has two)
    assert re.search(r"^  \(toy: \d+\.\d s, processor \d+\.\d s\)$", text, re.MULTILINE)
    assert re.search(r"^strength table: 1 of 1 sections in \d+\.\d s, processor \d+\.\d s$", text,
                     re.MULTILINE)


def test_each_section_is_timed_on_the_clock_and_on_the_processor(strength, tmp_path):
    (tmp_path / "strength_toy.py").write_text(TOY_SECTION)
    ticks = iter(range(0, 100, 1))
    cpu_ticks = iter(range(0, 1000, 10))
    out = io.StringIO()
    assert strength.run(2, 1, where=tmp_path, out=out, clock=lambda: float(next(ticks)),
                        cpu=lambda: float(next(cpu_ticks))) == 0
    text = out.getvalue()
    # start (0), section began (1), ended (2); the total read at 3
    assert "  (toy: 1.0 s, processor 10.0 s)" in text
    assert "strength table: 1 of 1 sections in 3.0 s, processor 30.0 s" in text


def test_one_game_only_and_a_broken_section_does_not_stop_the_others(strength, tmp_path):
    (tmp_path / "strength_toy.py").write_text(TOY_SECTION)
    (tmp_path / "strength_aaa_broken.py").write_text(BROKEN_SECTION)
    out = io.StringIO()
    assert strength.run(2, 1, where=tmp_path, out=out) == 1
    text = out.getvalue()
    assert "RuntimeError: a broken measurement" in text and "Toy cards: 2 games" in text
    assert "strength table: 1 of 2 sections" in text and "did not finish: aaa_broken" in text

    out = io.StringIO()
    assert strength.run(2, 1, only="toy", where=tmp_path, out=out) == 0
    assert "broken" not in out.getvalue() and "Toy cards: 2 games" in out.getvalue()
    out = io.StringIO()
    assert strength.run(2, 1, only="hooky", where=tmp_path, out=out) == 1
    assert "no strength section for 'hooky'; there are: aaa_broken, toy" in out.getvalue()


def test_the_real_sections_follow_the_interface(strength):
    """Every ``bench/strength_<pkg>.py`` present names a registered game and defines ``section``."""
    from boardgames_desktop import games

    for pkg, path in strength.found().items():
        assert pkg in games.PACKAGES.values(), f"{path.name}: no game has the package {pkg!r}"
        assert callable(strength.load(pkg, path)), path.name
