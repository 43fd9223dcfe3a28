"""The command line: one clear line and a non-zero status for every bad
invocation, never a traceback; simulate, screenshot and print through the registry."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pytest

from boardgames_desktop import cli
from boardgames_desktop.cli import MAX_GAMES, main
from boardgames_desktop.core import simulate

from . import toy_registry
from .toy_registry import CROWD, TEAMS


@pytest.fixture
def toys(monkeypatch):
    toy_registry.register(monkeypatch, TEAMS, CROWD)
    monkeypatch.setattr(simulate, "run", toy_registry.record_run)
    yield toy_registry
    toy_registry.forget()


def run(argv, capsys) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def one_line(err: str) -> str:
    """The error output is exactly one line, and no traceback."""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate"], "GAME"),
        (["simulate", "no-such-game"], "unknown game 'no-such-game'; the games are: toy-teams, toy-crowd"),
        (["simulate", "toy-teams", "--games", "0"], "must be at least 1"),
        (["simulate", "toy-teams", "--games", "many"], "not a whole number"),
        (["simulate", "toy-teams", "--games", str(MAX_GAMES + 1)], "must be at most 1,000,000"),
        (["simulate", "toy-teams", "--games", str(10**20)], "must be at most 1,000,000"),
        (["simulate", "toy-teams", "--seed", "x"], "not a whole number"),
        (["simulate", "toy-teams", "--bogus"], "unrecognized arguments: --bogus"),
        (["screenshot", "toy-teams", "--out", "x.png"], "--seed"),
        (["screenshot", "toy-teams", "--seed", "1"], "--out"),
        (["screenshot", "nope", "--seed", "1", "--out", "x.png"], "unknown game 'nope'"),
        (["screenshot", "toy-teams", "--seed", "1", "--out", "x.png", "--size", "big"], "like 1920x1080"),
        (["screenshot", "toy-teams", "--seed", "1", "--out", "x.png", "--moves", "-3"], "negative"),
        (["screenshot", "toy-teams", "--seed", "1", "--out", "x.jpg"], ".png"),
        (["screenshot", "toy-teams", "--seed", "1", "--out", "x.png", "--players", "13"],
         "3-12 players, not 13"),
        (["print", "--no-such-option"], "the following arguments are required: GAME"),
        (["print", "nope"], "unknown game 'nope'"),
        (["print", "all", "--out", ""], "--out must name a folder"),
        (["print", "all", "--out", "  "], "--out must name a folder"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(argv, message, capsys, toys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, _, err = run(argv, capsys)
    assert status == 2
    assert message in one_line(err)
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_help_lists_the_commands(capsys, toys):
    status, out, _ = run(["--help"], capsys)
    assert status == 0
    assert "simulate" in out and "screenshot" in out and "print" in out


def _options(parser: argparse.ArgumentParser):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _options(sub)
        else:
            yield parser.prog, action


def test_every_option_has_help_text(toys):
    parsers = [cli.build_parser(["screenshot"])[0], cli.build_parser(["print"])[0],
               cli.simulate_parser(TEAMS.id)]
    missing = [f"{prog}: {'/'.join(a.option_strings) or a.dest}"
               for p in parsers for prog, a in _options(p) if not a.help or a.help == argparse.SUPPRESS]
    assert missing == []


# -- simulate ---------------------------------------------------------------------------------------
def test_simulate_hands_the_common_and_the_games_options_to_the_loop(capsys, toys):
    argv = ["simulate", TEAMS.id, "--games", "5", "--seed", "9", "--bots", "quick,steady", "--flavour", "odd"]
    status, out, _ = run(argv, capsys)
    assert status == 0 and out.strip() == "played 5 games from seed 9"
    assert toys.RUNS == [(TEAMS.id, argparse.Namespace(games=5, seed=9, players=None,
                                                       bots=("bot:quick", "bot:steady"), random=False, timeouts=0.0,
                                                       flavour="odd"))]


def test_simulate_defaults(capsys, toys):
    assert run(["simulate", TEAMS.id], capsys)[0] == 0
    assert toys.RUNS == [(TEAMS.id, argparse.Namespace(games=100, seed=1, players=None, bots=None, random=False,
                                                       timeouts=0.0, flavour="plain"))]


def test_simulate_checks_the_number_of_players_against_the_game(capsys, toys):
    assert run(["simulate", TEAMS.id, "--players", "12"], capsys)[0] == 0
    assert toys.RUNS[-1][1].players == 12
    status, _, err = run(["simulate", TEAMS.id, "--players", "2"], capsys)
    assert status == 2 and "Toy teams is for 3-12 players, not 2" in one_line(err)


def test_simulate_help_lists_the_games_options(capsys, toys):
    status, out, _ = run(["simulate", TEAMS.id, "--help"], capsys)
    assert status == 0
    assert "--flavour" in out and "--games" in out and "1,000,000" in out and "--seed" in out
    assert "--players" in out and "--bots" in out and "steady, quick, random-legal" in out and "--random" in out


def test_ctrl_c_during_simulate_is_one_line_and_status_130(capsys, toys):
    status, _, err = run(["simulate", TEAMS.id, "--flavour", "interrupt"], capsys)
    assert status == 130 and one_line(err) == "boardgames-desktop: Interrupted."


REAL_GAMES = ["held-hands", "inner-compass", "hooky", "tokaido-duo", "eselsbruecke"]


@pytest.mark.parametrize("game_id", REAL_GAMES)
@pytest.mark.parametrize("argv", [["--players", "99"], ["--bots", "nope"], ["--games", "0"], ["--timeouts", "2"],
                                  ["--random", "--bots", "random"], ["--bogus"]])
def test_every_simulate_refusal_names_the_game(game_id, argv, capsys):
    """The same options for every game, refused the same way: one line, the game named, status 2."""
    status, out, err = run(["simulate", game_id, *argv], capsys)
    assert status == 2 and out == ""
    assert one_line(err).startswith(f"boardgames-desktop simulate {game_id}: error: ")


def _bad_lineups(game_id: str) -> list[str]:
    """``--bots`` values every game refuses: an unknown kind beside a known one, in
    either order, other games' kinds, an empty name, and more kinds than seats."""
    from boardgames_desktop import games

    kind = simulate.short(games.bots(game_id)[0].key)
    info = games.info(game_id)
    most = max(len(info.seating(n)) for n in range(info.min_people, info.max_people + 1))
    seats = len(info.seating(simulate.people_of(simulate.simulation(game_id), info, argparse.Namespace(players=None))))
    return [f"{kind},foo", f"foo,{kind}", "search,foo", "sharp,planner,careful,search", f"{kind},", ",",
            ",".join([kind] * (seats + 1)), ",".join([kind] * (most + 1))]


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_every_bad_lineup_is_refused_with_the_games_prefix(game_id, capsys):
    """``simulate tokaido-duo --bots search,foo`` and its kin, in every game: one line with
    the ``boardgames-desktop simulate GAME: error:`` prefix every other refusal has, status 2."""
    for value in _bad_lineups(game_id):
        status, out, err = run(["simulate", game_id, "--games", "1", "--bots", value], capsys)
        assert status == 2 and out == "", (value, status, out, err)
        line = one_line(err)
        assert line.startswith(f"boardgames-desktop simulate {game_id}: error: ") and "--bots" in line, (value, line)


def test_a_lineup_the_loop_refuses_gets_the_prefix_too(capsys, monkeypatch):
    def refuse(game_id, args):
        raise argparse.ArgumentTypeError("--bots: search cannot sit in seat 2")

    monkeypatch.setattr(simulate, "run", refuse)
    status, out, err = run(["simulate", "tokaido-duo", "--bots", "search,greedy"], capsys)
    assert status == 2 and out == ""
    assert one_line(err) == "boardgames-desktop simulate tokaido-duo: error: --bots: search cannot sit in seat 2"


# -- screenshot: everything refused before a window is made -------------------------------------------
def test_screenshot_help_lists_the_what_names(capsys, toys):
    status, out, _ = run(["screenshot", "--help"], capsys)
    assert status == 0
    assert "curtain" in out and "worksheet" in out and "toy-teams only" in out
    assert "the game's seed" in out


def test_screenshot_refuses_an_unknown_what(capsys, toys, tmp_path):
    out = tmp_path / "shot.png"
    argv = ["screenshot", TEAMS.id, "--seed", "1", "--out", str(out), "--what", "nonsense"]
    status, _, err = run(argv, capsys)
    assert status == 2
    line = one_line(err)
    assert "'nonsense'" in line and "curtain" in line and "worksheet" in line
    assert not out.exists()


def _unwritable(tmp_path: Path) -> list[tuple[str, str]]:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x")
    folder = tmp_path / "folder.png"
    folder.mkdir()
    cases = [
        (str(a_file / "shot.png"), "'notes.txt' is a file, not a folder"),
        (str(folder), "it is a folder"),
        ("/proc/nope/shot.png", ""),
    ]
    if os.path.isdir("/sys"):  # sysfs refuses new files, even to root
        cases.append(("/sys/shot.png", ""))
    return cases


def test_screenshot_to_an_unwritable_place_is_one_line_and_status_1(capsys, toys, tmp_path):
    for path, reason in _unwritable(tmp_path):
        status, _, err = run(["screenshot", TEAMS.id, "--seed", "1", "--out", path], capsys)
        line = one_line(err)
        assert status == 1, (path, err)
        assert line.startswith(f"boardgames-desktop: error: cannot write {path}") and reason in line
    assert (tmp_path / "notes.txt").read_text() == "x"


def test_screenshot_check_leaves_an_existing_picture_alone(toys, tmp_path):
    picture = tmp_path / "old.png"
    picture.write_bytes(b"\x89PNG old")
    assert cli.check_out_file(str(picture)) == picture
    assert picture.read_bytes() == b"\x89PNG old"
    fresh = tmp_path / "deep" / "new.png"
    assert cli.check_out_file(str(fresh)) == fresh and not fresh.exists()


def test_screenshot_renders_a_real_game(qtbot, tmp_path, capsys):
    from PySide6.QtGui import QImage

    out = tmp_path / "shots" / "main.png"
    status, printed, err = run(["screenshot", "held-hands", "--seed", "3", "--out", str(out),
                                "--size", "900x600", "--moves", "3"], capsys)
    assert status == 0, err
    assert printed.strip() == str(out)
    assert QImage(str(out)).size().toTuple() == (900, 600)


def shot_and_note(monkeypatch, capsys, args, note):
    """Run ``screenshot *args`` and return ``note(window)`` for each window grabbed: what
    was on screen at the moment the picture was taken."""
    from boardgames_desktop.ui import mainwindow

    shown = []
    grab = mainwindow.MainWindow.grab

    def grab_and_note(window, *grab_args):
        shown.append(note(window))
        return grab(window, *grab_args)

    monkeypatch.setattr(mainwindow.MainWindow, "grab", grab_and_note)
    status, _, err = run(["screenshot", *args], capsys)
    assert status == 0, err
    return shown


def test_screenshot_what_end_plays_the_game_out_and_shows_how_it_ended(qtbot, tmp_path, capsys, monkeypatch):
    from PySide6.QtGui import QImage

    from boardgames_desktop.ui import screenshot

    out = tmp_path / "end.png"
    [(finished, visible, words)] = shot_and_note(
        monkeypatch, capsys, ["inner-compass", "--seed", "3", "--out", str(out), "--size", "1280x720", "--what", "end"],
        lambda window: (window.match.finished, window.header.end.isVisible(), window.header.end.text()))
    assert QImage(str(out)).size().toTuple() == (1280, 720)
    assert finished and visible and "wins" in words, words
    assert "end" in screenshot.SHELL_SHOTS


# -- print ------------------------------------------------------------------------------------------
def test_print_finds_games_in_the_registry(toy_only):
    from boardgames_desktop.printing.generate import printable_games, resolve_games

    assert printable_games() == [toy_only.GAME_ID] == resolve_games("all")
    assert resolve_games(toy_only.GAME_ID) == [toy_only.GAME_ID]


def test_print_leaves_out_games_without_a_print_set(toys):
    from boardgames_desktop.printing.generate import printable_games, resolve_games

    # The registry's toy games declare pnp="": nothing to print, and asking for one says so.
    assert printable_games() == [] == resolve_games("all")
    with pytest.raises(ValueError, match="choose one of: all"):
        resolve_games(CROWD.id)


def test_print_without_printing(capsys, monkeypatch):
    """A broken install (ReportLab missing) gets a clear line, not a traceback."""
    import sys

    monkeypatch.setitem(sys.modules, "boardgames_desktop.printing.cli", None)  # import now fails
    status, _, err = run(["print", "held-hands"], capsys)
    assert status == 2 and "printing is not available" in one_line(err)


def test_ctrl_c_during_print_leaves_only_whole_pdfs(capsys, toys, tmp_path, monkeypatch):
    from boardgames_desktop.printing import generate

    class Result:
        pdf, pages = b"%PDF-1.4 whole", 1

    class Doc:
        game, title = "Toy", "cards"

    def render(doc, options):
        if doc is docs[1]:
            raise KeyboardInterrupt
        return Result()

    docs = [Doc(), Doc()]
    monkeypatch.setattr(generate, "plan", lambda ids, options: [("a.pdf", docs[0]), ("b.pdf", docs[1])])
    monkeypatch.setattr(generate, "render", render)
    out = tmp_path / "print"
    status, _, err = run(["print", "all", "--out", str(out)], capsys)
    assert status == 130
    assert one_line(err) == "boardgames-desktop: Interrupted; the PDFs already written are complete."
    assert sorted(p.name for p in out.iterdir()) == ["a.pdf"]


def test_an_interrupted_write_leaves_no_part_file(toys, tmp_path, monkeypatch):
    from boardgames_desktop.printing import generate
    from boardgames_desktop.printing.options import PrintOptions

    class Result:
        pdf, pages = b"%PDF-1.4", 1

    class Doc:
        game, title = "Toy", "cards"

    def interrupted_replace(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(generate, "plan", lambda ids, options: [("a.pdf", Doc())])
    monkeypatch.setattr(generate, "render", lambda doc, options: Result())
    monkeypatch.setattr(generate.os, "replace", interrupted_replace)
    with pytest.raises(KeyboardInterrupt):
        generate.write(["toy-teams"], PrintOptions(), tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_print_to_a_file_instead_of_a_folder_is_one_line(capsys, toys, tmp_path, monkeypatch):
    from boardgames_desktop.printing import generate

    monkeypatch.setattr(generate, "plan", lambda ids, options: [])
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x")
    status, _, err = run(["print", "all", "--out", str(a_file)], capsys)
    assert status == 1 and "cannot write to" in one_line(err)


# -- refusals: one short sentence on standard error, whatever was typed --------------------------------
LONG_NUMBER = "9" * 5000
LONG_WORD = "x" * 300
SHOT = ["screenshot", "held-hands", "--seed", "1", "--out", "a.png"]


def refusal(argv, capsys, status: int, echo: int = 60) -> str:
    """The one line a refused command prints: stderr only, short, prefixed like every refusal,
    quoting fewer than ``echo`` characters of what was typed."""
    got, out, err = run(argv, capsys)
    assert got == status, (got, err)
    assert out == ""
    line = one_line(err)
    assert len(line) < 200, line
    assert line.startswith("boardgames-desktop") and ": error: " in line, line
    assert LONG_WORD[:echo] not in line and LONG_NUMBER[:echo] not in line
    return line


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate", "held-hands", "--games", LONG_NUMBER], "must be at most 1,000,000, not a number of 5,000 digits"),
        (["simulate", "held-hands", "--games", "9" * 40], "not a number of 40 digits"),
        (["simulate", "held-hands", "--games", "-" + LONG_NUMBER], "must be at least 1, not minus a number of"),
        (["simulate", "held-hands", "--seed", LONG_NUMBER], "--seed: must be at most 9,223,372,036,854,775,807"),
        (["simulate", "held-hands", "--seed", "9" * 4000], "not a number of 4,000 digits"),
        (["simulate", "held-hands", "--seed", "-1"], "--seed: must not be negative (-1)"),
        (["simulate", "held-hands", "--seed", LONG_WORD], "is not a whole number"),
        (["simulate", "held-hands", "--players", LONG_NUMBER], "--players: a number of 5,000 digits is too big"),
        (["simulate", "held-hands", "--bots", LONG_WORD],
         "--bots: the bots are easy, normal, hard, careful, casual, random-legal, not"),
        (["simulate", "held-hands", "--bogus" + LONG_WORD], "unrecognized arguments: --bogus"),
        (["simulate", LONG_WORD], "unknown game 'xxx"),
        (["simulate", "inner-compass", "--bots", "nope,nope"],
         "--bots: the bots are easy, normal, hard, planner, greedy, random-legal, not 'nope,nope'"),
        (["simulate", "inner-compass", "--bots", LONG_WORD], "the bots are easy, normal, hard, planner, greedy"),
        (["simulate", "tokaido-duo", "--bots", "nope"],
         "--bots: the bots are easy, normal, hard, search, greedy, random-legal"),
        (["simulate", "tokaido-duo", "--bots", "search,greedy,search"], "--bots: 3 kinds for 2 seats"),
        (["simulate", "held-hands", "--random", "--bots", "casual"], "--random and --bots: choose one"),
        (["simulate", "eselsbruecke", "--bot", LONG_WORD], "--bot: the bots are easy, normal, hard, sharp, dreamy"),
        (["simulate", "hooky", "--lineup", LONG_WORD], "--lineup: the bots are"),
        (["simulate", "eselsbruecke", "--players", LONG_NUMBER], "too big"),
        ([*SHOT, "--moves", LONG_NUMBER], "--moves: must be at most 100,000"),
        (["screenshot", "held-hands", "--seed", LONG_NUMBER, "--out", "a.png"], "--seed: must be at most"),
        ([*SHOT, "--size", LONG_NUMBER], "is not a size like 1920x1080"),
        ([*SHOT, "--size", "1" * 300 + "x100"], "width and height must be between 64 and 16384"),
        ([*SHOT, "--players", LONG_NUMBER], "too big"),
        ([*SHOT, "--option", LONG_WORD], "write KEY=VALUE with a key of held-hands"),
        (["screenshot", "hooky", "--seed", "1", "--out", "a.png", "--option", "mode=" + LONG_WORD], "mode is one of"),
        ([*SHOT, "--what", LONG_WORD], "is not a view of held-hands"),
        ([*SHOT, "--language", LONG_WORD], "choose one of en, zh_TW"),
        (["screenshot", "held-hands", "--seed", "1", "--out", LONG_WORD], "--out must name a .png file"),
        (["screenshot", LONG_WORD, "--seed", "1", "--out", "a.png"], "unknown game"),
        (["print", "held-hands", "--bleed", "1" * 401], "--bleed must be 0, 3 or 6"),
        (["print", "held-hands", "--bleed", LONG_WORD], "--bleed must be 0, 3 or 6"),
        (["print", "held-hands", "--back-offset", "1" * 401 + ",0"], "--back-offset must be within ±10 mm"),
        (["print", "held-hands", "--back-offset", LONG_WORD], "--back-offset must be X,Y in mm"),
        (["print", "held-hands", "--paper", LONG_WORD], "--paper must be one of a4, letter"),
        (["print", "held-hands", "--card-size", LONG_WORD], "--card-size must be one of"),
        (["print", "held-hands", "--layout", LONG_WORD], "--layout must be one of"),
        (["print", "held-hands", "--board", LONG_WORD], "--board must be one of"),
        (["print", "held-hands", "--backs", LONG_WORD], "--backs must be one of"),
        (["print", "held-hands", "--language", LONG_WORD], "--language must be one of en, zh_TW"),
        (["print", LONG_WORD], "unknown game"),
        (["print", "held-hands", "--bogus" + LONG_WORD], "unrecognized arguments"),
        ([LONG_WORD], "invalid choice"),
    ],
)
def test_every_refusal_is_one_short_line_on_stderr(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert message in refusal(argv, capsys, 2)
    assert list(tmp_path.iterdir()) == []  # nothing written


@pytest.mark.parametrize("argv", [
    ["screenshot", "held-hands", "--seed", "1", "--out", LONG_WORD + ".png"],  # a name too long for the disc
    ["print", "held-hands", "--out", LONG_WORD],
])
def test_a_place_that_cannot_be_written_is_one_short_line_too(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert "cannot write" in refusal(argv, capsys, 1, echo=101)  # a path is quoted to 100 characters


def test_a_games_refusal_reaches_stderr_in_a_real_process(tmp_path):
    """The reported case, end to end: the game's own option, refused on stderr with status 2."""
    import subprocess
    import sys

    root = Path(cli.__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", "boardgames_desktop", "simulate", "inner-compass",
                           "--bots", "nope,nope"], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(root)})
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [("boardgames-desktop simulate inner-compass: error: argument --bots: "
                                         "the bots are easy, normal, hard, planner, greedy, random-legal, "
                                         "not 'nope,nope'")]


def test_a_screenshot_in_a_real_process_writes_nothing_on_stderr(tmp_path):
    """Qt's offscreen platform notes every window it cannot size as a desktop would
    ("This plugin does not support propagateSizeHints()"): the screenshot keeps that
    off standard error, which is only for what went wrong."""
    import subprocess
    import sys

    root = Path(cli.__file__).resolve().parent.parent
    out = tmp_path / "shot.png"
    done = subprocess.run([sys.executable, "-m", "boardgames_desktop", "screenshot", "held-hands", "--seed", "2",
                           "--moves", "2", "--size", "640x360", "--out", str(out)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(root), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0 and done.stdout.strip() == str(out), done.stderr
    assert done.stderr == ""


def test_screenshot_what_hint_shows_the_hint_asked_for_the_seat_at_the_screen(qtbot, tmp_path, capsys, monkeypatch):
    from PySide6.QtGui import QImage

    out = tmp_path / "hint.png"
    args = ["tokaido-duo", "--seed", "3", "--out", str(out), "--size", "1280x720", "--what", "hint"]
    [(advice, note)] = shot_and_note(monkeypatch, capsys, args, lambda window: (window.hints.shown, window.note.text()))
    assert QImage(str(out)).size().toTuple() == (1280, 720)
    assert advice is not None and advice.action is not None
    assert note  # the why, in the note under the board


def test_screenshot_what_hint_where_nobody_at_the_screen_may_ask_is_one_line(qtbot, tmp_path, capsys):
    out = tmp_path / "hint.png"
    # Eselsbrücke's host mode: the host's screen is the table's, a hint is a seat's.
    status, _, err = run(["screenshot", "eselsbruecke", "--seed", "3", "--out", str(out), "--what", "hint"], capsys)
    assert status == 2 and not out.exists()
    line = ("boardgames-desktop: error: --what hint: eselsbruecke offers no hint here "
            "(no person is to act at the screen)")
    assert err.splitlines() == [line]
