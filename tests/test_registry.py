"""The one registry: every registered game declares its info and all its parts,
every part loads and has the shape the shell, printing and the command line
expect; declaring a game imports none of its parts; errors are not hidden."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

import boardgames_desktop
from boardgames_desktop import games, theme
from boardgames_desktop.core.game import BotKind, Game, GameInfo
from boardgames_desktop.core.registry import GamePackage

PACKAGE_ROOT = Path(boardgames_desktop.__file__).resolve().parent
IDS = games.ids()
PARTS = ("rules", "bots", "view", "pnp", "simulate")


def test_every_game_package_on_disk_is_registered_once():
    on_disk = sorted(p.parent.name for p in (PACKAGE_ROOT / "games").glob("*/__init__.py"))
    assert sorted(games.PACKAGES.values()) == on_disk
    assert len(set(games.PACKAGES.values())) == len(games.PACKAGES)
    assert IDS, "no game is registered"


@pytest.mark.parametrize("game_id", IDS)
def test_declared_info(game_id):
    package = games.package(game_id)
    assert isinstance(package, GamePackage)
    info = games.info(game_id)
    assert isinstance(info, GameInfo) and info.id == game_id
    assert info.title.strip() and info.description.strip()
    assert 1 <= info.min_people <= info.max_people
    # Every seat gets its own colour and mark; the launcher seats at most that many people.
    assert info.max_people <= theme.MAX_SEATS
    assert info.seat_range()[1] <= len(theme.SEATS)
    for option in info.options:
        assert option.default in [value for value, _label in option.choices], option.key
        assert option.label.strip(), option.key
    if len(info.modes) > 1:
        mode = next(o for o in info.options if o.key == "mode")
        assert {value for value, _label in mode.choices} == {m.key for m in info.modes}
    assert info.rules_version >= 1


@pytest.mark.parametrize("game_id", IDS)
def test_rules_part(game_id):
    game = games.part(game_id, "rules")
    assert isinstance(game, Game)
    assert game.info == games.info(game_id)  # one declaration, read by launcher and rules alike
    assert games.get_game(game_id) is game


@pytest.mark.parametrize("game_id", IDS)
def test_bots_part(game_id):
    kinds = games.part(game_id, "bots")
    assert isinstance(kinds, tuple) and all(isinstance(k, BotKind) for k in kinds)
    keys = [k.key for k in kinds]
    assert len(set(keys)) == len(keys) and all(k.startswith("bot:") for k in keys)
    assert all(k.label.strip() and callable(k.factory) for k in kinds)


@pytest.mark.parametrize("game_id", IDS)
def test_view_part(game_id, qapp):
    from boardgames_desktop.ui.kit import gameview

    view = games.part(game_id, "view")
    assert isinstance(view.BoardView, type) and issubclass(view.BoardView, gameview.GameView)
    assert isinstance(view.ProjectorBoard, type) and issubclass(view.ProjectorBoard, gameview.ProjectorBoard)
    for cls in (view.BoardView, view.ProjectorBoard):
        assert all(isinstance(k, str) and isinstance(v, str) and v for k, v in cls.screenshots.items())


@pytest.mark.parametrize("game_id", IDS)
def test_pnp_part(game_id):
    from boardgames_desktop.printing.document import Document
    from boardgames_desktop.printing.options import PrintOptions

    if not games.package(game_id).pnp:
        pytest.skip("a game without a print set declares pnp=\"\"")
    pnp = games.part(game_id, "pnp")
    documents = pnp.documents(PrintOptions())
    assert isinstance(documents, list) and documents
    assert all(isinstance(d, Document) for d in documents)


def test_a_game_without_a_print_set_is_left_out_of_printing(monkeypatch):
    """A new game may come before its print set: it declares ``pnp=""``, passes the
    registry and is simply not offered for printing (nor listed by ``print``)."""
    import dataclasses

    from boardgames_desktop.printing.generate import printable_games, resolve_games

    first = IDS[0]
    unprinted = dataclasses.replace(games.package(first), pnp="")
    monkeypatch.setattr(games, "package", lambda game_id: unprinted if game_id == first else _package(game_id))
    assert first not in printable_games() and printable_games() == [i for i in IDS if i != first]
    assert first not in resolve_games("all")
    with pytest.raises(ValueError, match="unknown game"):
        resolve_games(first)


_package = games.package


@pytest.mark.parametrize("game_id", IDS)
def test_simulate_part(game_id):
    from boardgames_desktop import cli

    simulate = games.part(game_id, "simulate")
    assert not hasattr(simulate, "run"), "the loop is core's: a game's part holds options and lines"
    parser = cli.simulate_parser(game_id)  # the game's options next to the common ones
    args = parser.parse_args([])
    assert args.games == 100 and args.seed == 1 and args.players is None
    assert args.bots is None and args.random is False
    # Every game takes the same options, with the same meaning.
    kinds = [k.key for k in games.bots(game_id)]
    people = games.info(game_id).min_people
    args = parser.parse_args(["--players", str(people), "--games", "3", "--seed", "7",
                              "--bots", ",".join(k.removeprefix("bot:") for k in kinds), "--random"])
    assert (args.players, args.games, args.seed, args.bots, args.random) == (people, 3, 7, tuple(kinds), True)
    assert parser.parse_args(["--bots", "random-legal"]).bots == ("bot:random-legal",)
    for action in parser._actions:
        has_help = action.help and action.help != argparse.SUPPRESS
        assert has_help, f"{game_id}: {action.option_strings} has no help"


def test_declaring_the_games_imports_none_of_their_parts():
    code = (
        "import json, sys\n"
        "from boardgames_desktop import games\n"
        "infos = [games.info(i).id for i in games.ids()]\n"
        "parts = sorted(m for m in sys.modules\n"
        "               if m.startswith('boardgames_desktop.games.') and m.count('.') > 2)\n"
        "qt = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "print(json.dumps({'infos': infos, 'parts': parts, 'qt': qt}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            cwd=str(PACKAGE_ROOT.parent))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report == {"infos": IDS, "parts": [], "qt": []}


def test_a_broken_part_fails_loudly():
    info = GameInfo("broken", "Broken", "A game whose rules are missing.", 2, 2)
    package = GamePackage(info, rules="boardgames_desktop.games._missing:GAME",
                          bots="boardgames_desktop.games._missing:BOTS", view="x", pnp="x", simulate="x")
    with pytest.raises(ModuleNotFoundError):
        package.load("rules")
    with pytest.raises(KeyError):
        games.info("no-such-game")
