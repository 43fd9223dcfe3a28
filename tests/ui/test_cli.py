"""The command line: argument errors exit 2 with a clear message; screenshots render."""

from __future__ import annotations


import pytest
from PySide6.QtGui import QImage

from boardgames_desktop.cli import main


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate"], "GAME"),
        (["simulate", "no-such-game"], "unknown game 'no-such-game'; the games are: held-hands"),
        (["simulate", "held-hands", "--games", "0"], "must be at least 1"),
        (["simulate", "held-hands", "--games", "many"], "not a whole number"),
        (["simulate", "held-hands", "--seed", "x"], "not a whole number"),
        (["simulate", "held-hands", "--bogus"], "unrecognized arguments"),
        (["screenshot", "held-hands", "--out", "x.png"], "--seed"),
        (["screenshot", "held-hands", "--seed", "1"], "--out"),
        (["screenshot", "nope", "--seed", "1", "--out", "x.png"], "unknown game 'nope'"),
        (["screenshot", "held-hands", "--seed", "1", "--out", "x.png", "--size", "big"], "like 1920x1080"),
        (["screenshot", "held-hands", "--seed", "1", "--out", "x.png", "--moves", "-3"], "negative"),
        (["screenshot", "held-hands", "--seed", "1", "--out", "x.jpg"], ".png"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_help_exits_0(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "simulate" in out and "screenshot" in out and "print" in out


def test_print_without_printing(capsys, monkeypatch):
    """A broken install (ReportLab missing) gets a clear message, not a traceback."""
    import sys

    monkeypatch.setitem(sys.modules, "boardgames_desktop.printing.cli", None)  # import now fails
    assert main(["print", "held-hands"]) == 2
    assert "printing is not available" in capsys.readouterr().err


def test_simulate_calls_the_games_simulate(fake, monkeypatch, capsys):
    import sys
    import types

    calls = []
    module = types.ModuleType(f"boardgames_desktop.games.{fake.PACKAGE}.simulate")
    module.run = lambda **kw: calls.append(kw) or 0
    monkeypatch.setitem(sys.modules, module.__name__, module)
    assert main(["simulate", fake.GAME_ID, "--games", "5", "--seed", "9", "--random", "--players", "3"]) == 0
    assert calls == [dict(games=5, seed=9, random_play=True, players=3, out=sys.stdout)]
    assert main(["simulate", fake.GAME_ID, "--players", "7"]) == 2
    assert "2-3 players" in capsys.readouterr().err


def test_screenshot_main_window_and_projector(qtbot, fake, tmp_path, capsys):
    out = tmp_path / "shots" / "main.png"
    assert main(["screenshot", fake.GAME_ID, "--seed", "3", "--out", str(out), "--size", "900x600", "--moves", "3"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)

    out2 = tmp_path / "projector.png"
    assert main(["screenshot", fake.GAME_ID, "--seed", "3", "--out", str(out2), "--projector",
                 "--size", "640x360"]) == 0
    assert QImage(str(out2)).size().toTuple() == (640, 360)


def test_screenshot_match_is_played_by_bots_then_shown_to_people(fake):
    from boardgames_desktop.ui.screenshot import build_match

    match = build_match(fake.GAME_ID, seed=5, moves=4)
    assert len(match.active_entries()) == 4
    assert all(p.kind == "human" for p in match.players)
    assert build_match(fake.GAME_ID, seed=5, moves=4).to_dict() == match.to_dict()  # seeded


def test_print_with_a_bad_option_exits_2(capsys):
    assert main(["print", "--no-such-option"]) == 2
