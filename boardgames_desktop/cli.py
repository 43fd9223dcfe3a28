"""The command line: ``boardgames-desktop [simulate|screenshot|print] ...``.

Without a subcommand it starts the GUI. Bad options exit with status 2 and a
message that says what is wrong.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Sequence

from . import __version__


class UsageError(Exception):
    """A bad command line: printed as a usage error, exit status 2."""


def _whole_number(text: str, minimum: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < minimum:
        raise argparse.ArgumentTypeError(
            f"must be at least 1, not {value}" if minimum == 1 else f"must not be negative ({value})"
        )
    return value


def positive_int(text: str) -> int:
    return _whole_number(text, 1)


def non_negative_int(text: str) -> int:
    return _whole_number(text, 0)


def seed_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None


def window_size(text: str) -> tuple[int, int]:
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a size like 1920x1080") from None
    if not (64 <= width <= 16384 and 64 <= height <= 16384):
        raise argparse.ArgumentTypeError(f"'{text}': width and height must be between 64 and 16384")
    return width, height


def _game_ids() -> list[str]:
    from . import games

    return list(games.PACKAGES)


def check_game(parser: argparse.ArgumentParser, game_id: str) -> None:
    ids = _game_ids()
    if game_id not in ids:
        parser.error(f"unknown game '{game_id}'; the games are: {', '.join(ids)}")


def _wants_print(argv: Sequence[str]) -> bool:
    positional = [a for a in argv if not a.startswith("-")]
    return bool(positional) and positional[0] == "print"


def build_parser(load_print: bool = False) -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    parser = argparse.ArgumentParser(
        prog="boardgames-desktop",
        description="Play, print and project tabletop games. Without a command, the app opens.",
    )
    parser.add_argument("--version", action="version", version=f"boardgames-desktop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = sub.add_parser("simulate", help="bots play each other headless; prints win rates and speed")
    sim.add_argument("game", metavar="GAME", help="a game id, e.g. held-hands")
    sim.add_argument("--games", type=positive_int, default=100, help="how many games (default 100)")
    sim.add_argument("--seed", type=seed_int, default=1, help="first seed (default 1)")
    sim.add_argument("--random", action="store_true", help="play random legal moves instead of the bots")
    sim.add_argument("--players", type=positive_int, default=None, help="number of seats (default: the game's)")

    shot = sub.add_parser("screenshot", help="render a seeded game in progress to a PNG, offscreen")
    shot.add_argument("game", metavar="GAME", help="a game id, e.g. held-hands")
    shot.add_argument("--seed", type=seed_int, required=True)
    shot.add_argument("--out", required=True, metavar="FILE.png")
    shot.add_argument("--size", type=window_size, default=None, metavar="WxH",
                      help="window size (default 1920x1080, projector 3840x2160)")
    shot.add_argument("--projector", action="store_true", help="render the projector window")
    shot.add_argument("--moves", type=non_negative_int, default=24, help="bot moves played first (default 24)")
    shot.add_argument("--what", default=None, metavar="NAME", help="a game-specific panel to show")
    shot.add_argument("--players", type=positive_int, default=None, help="number of seats (default: the game's least)")

    subparsers = {"simulate": sim, "screenshot": shot}
    if load_print:
        module = importlib.import_module("boardgames_desktop.printing.cli")
        printer = sub.add_parser("print", help="make print-and-play PDFs")
        module.add_arguments(printer)
        printer.set_defaults(_print_module=module)
    else:
        printer = sub.add_parser("print", help="make print-and-play PDFs", add_help=False)
        printer.add_argument("rest", nargs=argparse.REMAINDER)
    subparsers["print"] = printer
    return parser, subparsers


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    load_print = _wants_print(argv)
    try:
        parser, subparsers = build_parser(load_print=load_print)
    except ImportError as exc:
        print(f"boardgames-desktop: printing is not available ({exc}).", file=sys.stderr)
        return 2
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse: 2 for bad options, 0 for --help
        return int(exc.code or 0) if not isinstance(exc.code, str) else 2
    try:
        if args.command is None:
            from .ui.app import run_gui

            return run_gui()
        if args.command == "simulate":
            return run_simulate(subparsers["simulate"], args)
        if args.command == "screenshot":
            return run_screenshot(subparsers["screenshot"], args)
        if args.command == "print":
            return int(args._print_module.run(args) or 0)
    except SystemExit as exc:
        return int(exc.code or 0) if not isinstance(exc.code, str) else 2
    parser.error(f"unknown command {args.command}")
    return 2


def run_simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from . import games

    check_game(parser, args.game)
    try:
        module = importlib.import_module(f"{games.__name__}.{games.PACKAGES[args.game]}.simulate")
    except ModuleNotFoundError:
        print(f"boardgames-desktop: {args.game} cannot be simulated yet.", file=sys.stderr)
        return 2
    game = games.get_game(args.game)
    if args.players is not None and game is not None and not game.min_players <= args.players <= game.max_players:
        parser.error(f"{game.title} is for {game.min_players}-{game.max_players} players, not {args.players}")
    result = module.run(
        games=args.games, seed=args.seed, random_play=bool(args.random), players=args.players, out=sys.stdout
    )
    return int(result or 0)


def run_screenshot(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    check_game(parser, args.game)
    if not args.out.lower().endswith(".png"):
        parser.error(f"--out must name a .png file, not '{args.out}'")
    from . import games

    game = games.get_game(args.game)
    if args.players is not None and game is not None and not game.min_players <= args.players <= game.max_players:
        parser.error(f"{game.title} is for {game.min_players}-{game.max_players} players, not {args.players}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .ui.screenshot import render

    path = render(
        args.game, args.seed, args.out, size=args.size, projector=args.projector,
        moves=args.moves, what=args.what, players=args.players,
    )
    print(path)
    return 0
