"""The command line: ``boardgames-desktop [simulate|screenshot|print] ...``.

Without a command it starts the GUI. Every game comes from the one registry
(``games.ids()``, ``games.info(id)``, ``games.part(id, ...)``).

- ``simulate GAME ...`` plays through the one loop in ``core/simulate.py``: the
  command line gives every game ``--games`` (bounded by :data:`MAX_GAMES`),
  ``--seed``, ``--players`` (checked against the game's declared range;
  ``None`` when not given), ``--bots KIND,KIND,...`` (checked against the
  game's bots, at most one a seat), ``--random`` and ``--timeouts``; the game's ``simulate`` part adds its own
  options (``add_arguments(parser)``) and report lines. ``simulate GAME
  --help`` lists them.
- ``screenshot GAME ...`` renders a seeded game in progress offscreen.
- ``print GAME|all ...`` writes the print-and-play PDFs (``printing/cli.py``).

A bad command line prints one line and exits 2; a file that cannot be written,
one line and exit 1; Ctrl+C, one line and exit 130. No traceback reaches the
person for any of them (a traceback means a bug). Every refusal is one short
line on standard error, ``boardgames-desktop ...: error: ...``: a value typed
is quoted back short (a 5,000-digit number is "a number of 5,000 digits"), and
:func:`~.core.errors.one_line` guards what a library says in its own words.

Ctrl+C while Qt runs (``screenshot``, the app) is only noted, and taken up at a
safe point or by the woken event loop (``core/interrupt.py``): raised inside a
Qt callback it could not reach :func:`main`.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from . import __version__
from .core import interrupt
from .core.errors import excerpt, one_line, shorten

PROG = "boardgames-desktop"
#: The most games one ``simulate`` may play: about a day of the slowest bots, and a
#: typo such as ``--games 10000000000`` is refused instead of running for ever.
MAX_GAMES = 1_000_000
EXIT_USAGE = 2
EXIT_WRITE = 1
EXIT_INTERRUPTED = 130


class CommandError(Exception):
    """A command that cannot go on: its message is the one line the person reads."""

    def __init__(self, message: str, status: int = EXIT_USAGE):
        super().__init__(message)
        self.status = status


# -- argument types --------------------------------------------------------------------
#: The largest seed: what every generator and every save takes.
MAX_SEED = 2**63 - 1
#: The most opening moves a screenshot plays: more than any game lasts.
MAX_MOVES = 100_000


def shown(text: str) -> str:
    """A value the person typed, quoted back short (never a 5,000-digit echo)."""
    return excerpt(text, 24)


def shown_number(value: int | str) -> str:
    """A number for a message: with thousands separators, or, when it is very
    long, how many digits it has (a number cut in the middle reads as another)."""
    text = str(value).strip()
    digits = len(text.lstrip("+-"))
    if digits > 15:
        return f"{'minus ' if text.startswith('-') else ''}a number of {digits:,} digits"
    return f"{int(text):,}"


def _whole_number(text: str, minimum: int, maximum: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        digits = text.strip().lstrip("+-")
        if not (digits.isdecimal() and digits.isascii()):
            raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number") from None
        # More digits than int() reads (Python stops at 4,300): far too big, or far too small.
        if text.strip().startswith("-"):
            value = minimum - 1
        elif maximum is not None:
            value = maximum + 1
        else:
            raise argparse.ArgumentTypeError(f"{shown_number(text)} is too big") from None
    if value < minimum:
        raise argparse.ArgumentTypeError(
            f"must be at least 1, not {shown_number(text)}" if minimum == 1
            else f"must not be negative ({shown_number(text)})"
        )
    if maximum is not None and value > maximum:
        raise argparse.ArgumentTypeError(f"must be at most {maximum:,}, not {shown_number(text)}")
    return value


def positive_int(text: str) -> int:
    return _whole_number(text, 1)


def game_count(text: str) -> int:
    return _whole_number(text, 1, MAX_GAMES)


def seed_int(text: str) -> int:
    return _whole_number(text, 0, MAX_SEED)


def share(text: str) -> float:
    """A share from 0 to 1 (``0.25``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a number from 0 to 1") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be from 0 to 1, not {shown(text)}")
    return value


def move_count(text: str) -> int:
    return _whole_number(text, 0, MAX_MOVES)


def window_size(text: str) -> tuple[int, int]:
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a size like 1920x1080") from None
    if not (64 <= width <= 16384 and 64 <= height <= 16384):
        raise argparse.ArgumentTypeError(f"{shown(text)}: width and height must be between 64 and 16384")
    return width, height


def _game_ids() -> list[str]:
    from . import games

    return games.ids()


def check_game(game_id: str) -> None:
    ids = _game_ids()
    if game_id not in ids:
        raise CommandError(f"unknown game {shown(game_id)}; the games are: {', '.join(ids)}")


def check_people(game_id: str, people: int | None) -> None:
    if people is None:
        return
    from . import games

    info = games.info(game_id)
    if not info.min_people <= people <= info.max_people:
        raise CommandError(
            f"{info.title} is for {info.min_people}-{info.max_people} players, not {shown_number(people)}")


# -- the parser ------------------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    """argparse, but an error raises :class:`CommandError` instead of exiting, so
    :func:`main` prints it the one way every error is printed."""

    def error(self, message: str) -> NoReturn:
        # argparse quotes what it was given whole ("invalid choice: '...'"): cut each long word.
        words = " ".join(shorten(word, 40) for word in message.split())
        raise CommandError(f"{self.prog}: error: {words}")


def _command(argv: Sequence[str]) -> str | None:
    positional = [a for a in argv if not a.startswith("-")]
    return positional[0] if positional else None


def _wants_help(argv: Sequence[str]) -> bool:
    return any(a in ("-h", "--help") for a in argv)


def add_simulate_arguments(parser: argparse.ArgumentParser, kinds: Sequence[Any] = (),
                           default_bots: Sequence[str] = ()) -> None:
    """What every game's simulation takes; the game's ``add_arguments`` adds the rest.
    ``kinds`` are the game's bot kinds, which ``--bots`` is checked against while the
    command line is read."""
    from .core.simulate import bots_type, level_names, short

    parser.add_argument("--games", type=game_count, default=100, metavar="N",
                        help=f"how many games to play, 1 to {MAX_GAMES:,} (default 100)")
    parser.add_argument("--seed", type=seed_int, default=1,
                        help=f"the first game's seed, 0 to {MAX_SEED:,}; game i uses seed + i (default 1)")
    parser.add_argument("--players", type=positive_int, default=None, metavar="N",
                        help="how many people play (default: the game's choice)")
    levels, others = level_names(kinds)
    names = (f"levels: {', '.join(levels)} (e.g. --bots easy,hard); other bots: {', '.join(others)}" if levels
             else f"kinds: {', '.join(others)}")
    default = ",".join(short(k) for k in default_bots) or "every kind in turn"
    parser.add_argument("--bots", type=bots_type(kinds), default=None, metavar="KIND,KIND,...",
                        help=f"the bots seated in turn, one per seat, shifted one seat each game so every kind "
                             f"plays every seat equally often; {names} (default {default})")
    parser.add_argument("--random", action="store_true",
                        help="every seat plays random legal moves (the same as --bots random-legal)")
    parser.add_argument("--timeouts", type=share, default=0.0, metavar="SHARE",
                        help="the share of decisions under a deadline left to run out, 0 to 1 (default 0)")


Parsers = dict[str, argparse.ArgumentParser]


def build_parser(argv: Sequence[str] = ()) -> tuple[argparse.ArgumentParser, Parsers]:
    """The top-level parser. ``argv`` decides what is worth importing: the print
    options only for ``print``, the screenshot names only for ``screenshot --help``."""
    parser = _Parser(
        prog=PROG,
        description="Play, print and project tabletop games. Without a command, the app opens.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}",
                        help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    command = _command(argv)

    sim = sub.add_parser(
        "simulate", help="bots play each other headless; prints win rates and speed",
        description="Bots play each other headless. 'simulate GAME --help' lists that game's options.",
    )
    sim.add_argument("game", metavar="GAME", help="a game id: " + ", ".join(_game_ids()))
    sim.add_argument("rest", nargs=argparse.REMAINDER, metavar="...",
                     help="the game's options, e.g. --games 1000 --seed 1")

    shot = sub.add_parser("screenshot", help="render a seeded game in progress to a PNG, offscreen",
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    shot.add_argument("game", metavar="GAME", help="a game id: " + ", ".join(_game_ids()))
    shot.add_argument("--seed", type=seed_int, required=True,
                      help=f"the game's seed, 0 to {MAX_SEED:,} (the same seed, the same picture)")
    shot.add_argument("--out", required=True, metavar="FILE.png", help="the PNG file to write")
    shot.add_argument("--size", type=window_size, default=None, metavar="WxH",
                      help="window size (default 1920x1080, projector 3840x2160)")
    shot.add_argument("--projector", action="store_true", help="render the projector window")
    shot.add_argument("--moves", type=move_count, default=24,
                      help=f"bot moves played first, 0 to {MAX_MOVES:,} (default 24)")
    shot.add_argument("--what", default=None, metavar="NAME",
                      help="what to show besides the board (names below; default: the board)")
    shot.add_argument("--players", type=positive_int, default=None, metavar="N",
                      help="number of people at the table (default: the game's least)")
    shot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="a set-up option, as the launcher offers it (e.g. mode=digital); repeatable")
    shot.add_argument("--language", default=None, metavar="CODE",
                      help="the language to render in: " + ", ".join(_languages()) + " (default: the "
                           "environment's, as gettext reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG; else English)")
    if command == "screenshot" and _wants_help(argv):
        shot.epilog = _screenshot_names_text()

    subparsers: Parsers = {"simulate": sim, "screenshot": shot}
    if command == "print":
        print_cli = importlib.import_module(f"{__package__}.printing.cli")  # ReportLab only when printing

        printer = sub.add_parser("print", help="make print-and-play PDFs",
                                 description="Write print-and-play PDFs.")
        print_cli.add_arguments(printer)
        printer.set_defaults(_print_module=print_cli)
    else:
        printer = sub.add_parser("print", help="make print-and-play PDFs", add_help=False)
        printer.add_argument("rest", nargs=argparse.REMAINDER, help="the print options ('print --help')")
    subparsers["print"] = printer
    return parser, subparsers


def _screenshot_names_text() -> str:
    from .ui import screenshot

    lines = ["--what NAME, for every game:"]
    lines += [f"  {name:<12} {text}" for name, text in screenshot.SHELL_SHOTS.items()]
    for game_id in _game_ids():
        names = screenshot.game_shots(game_id)
        if names:
            lines.append(f"--what NAME, {game_id} only:")
            lines += [f"  {name:<12} {text}" for name, text in names.items()]
    return "\n".join(lines)


# -- running ---------------------------------------------------------------------------------
def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        interrupt.release()  # a Ctrl+C held since start-up is reported from here
        return _main(argv)
    except CommandError as exc:
        message = str(exc) if str(exc).startswith(PROG) else f"{PROG}: error: {exc}"
        print(one_line(message), file=sys.stderr)
        return exc.status
    except KeyboardInterrupt:
        return report_interrupted(argv)
    except BrokenPipeError:
        # The reader went away (``... | head``): nothing more to say to it.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_WRITE


def report_interrupted(argv: Sequence[str]) -> int:
    """Ctrl+C: one line on standard error, and the status for it."""
    interrupt.settle()  # a second Ctrl+C while this line is printed changes nothing
    print(f"{PROG}: {interrupted_text(_command(argv))}", file=sys.stderr)
    return EXIT_INTERRUPTED


def interrupted_text(command: str | None) -> str:
    """The one line Ctrl+C leaves, in the language of the moment."""
    from .core.i18n import _

    if command == "print":
        return _("Interrupted; the PDFs already written are complete.")
    return _("Interrupted.")


def _main(argv: list[str]) -> int:
    try:
        parser, _ = build_parser(argv)
    except ImportError as exc:
        raise CommandError(f"printing is not available ({exc}).") from None
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help and --version print, then exit 0
        return int(exc.code or 0) if not isinstance(exc.code, str) else EXIT_USAGE
    if args.command is None:
        with interrupt.deferred():  # Qt from the first import: Ctrl+C is taken up by the event loop
            from .ui.app import run_gui

            return run_gui()
    if args.command == "simulate":
        return run_simulate(args)
    if args.command == "screenshot":
        with interrupt.deferred():  # Qt renders: Ctrl+C is taken up between the steps
            return run_screenshot(args)
    return int(args._print_module.run(args) or 0)


def simulate_parser(game_id: str) -> argparse.ArgumentParser:
    """The options of ``simulate GAME``: the common ones, then the game's own."""
    from . import games
    from .core import simulate

    sim = simulate.simulation(game_id)
    parser = _Parser(prog=f"{PROG} simulate {game_id}",
                     description=f"Bots play {games.info(game_id).title} headless.")
    add_simulate_arguments(parser, games.bots(game_id), sim.default_bots)
    if sim.add_arguments is not None:
        sim.add_arguments(parser)
    return parser


def run_simulate(args: argparse.Namespace) -> int:
    from . import games
    from .core import simulate

    check_game(args.game)
    parser = simulate_parser(args.game)
    try:
        game_args = parser.parse_args(args.rest)
    except SystemExit as exc:  # --help
        return int(exc.code or 0) if not isinstance(exc.code, str) else EXIT_USAGE
    try:
        check_people(args.game, game_args.players)
    except CommandError as exc:
        parser.error(f"--players: {exc}")
    info = games.info(args.game)
    seats = len(info.seating(simulate.people_of(simulate.simulation(args.game), info, game_args)))
    if game_args.bots and len(game_args.bots) > seats:
        parser.error(f"--bots: {len(game_args.bots)} kinds for {seats} seats; name at most one a seat")
    if game_args.random and game_args.bots:
        parser.error("--random and --bots: choose one")
    try:
        return simulate.run(args.game, game_args)
    except (argparse.ArgumentError, argparse.ArgumentTypeError) as exc:
        # A command-line value the loop itself refuses (a line-up it cannot seat):
        # the same one line, with this game's prefix, as every refusal above.
        parser.error(str(exc))


def shown_path(path: str | Path) -> str:
    """A path for a message: whole when it is of a sensible length."""
    return shorten(str(path), 100)


def check_out_file(out: str) -> Path:
    """Refuse, before any rendering, an ``--out`` that cannot become a PNG file."""
    if not out.lower().endswith(".png"):
        raise CommandError(f"--out must name a .png file, not {shown(out)}")
    path = Path(out)
    try:
        if path.is_dir():
            raise CommandError(f"cannot write {shown_path(out)}: it is a folder", EXIT_WRITE)
        above = path.parent
        while not above.exists() and above != above.parent:
            above = above.parent
        if above.exists() and not above.is_dir():
            # ``above`` is a part of the path just shown: its name says which.
            raise CommandError(f"cannot write {shown_path(out)}: {shown(above.name)} is a file, not a folder",
                               EXIT_WRITE)
        path.parent.mkdir(parents=True, exist_ok=True)
        existed = path.exists()
        with open(path, "ab"):  # appending nothing: an existing picture stays as it is
            pass
        if not existed:
            path.unlink()
    except OSError as exc:  # a name too long, a folder without permission, a read-only disk
        raise CommandError(f"cannot write {shown_path(out)}: {exc.strerror or exc}", EXIT_WRITE) from None
    return path


def _languages() -> list[str]:
    from .core.i18n import LANGUAGES

    return list(LANGUAGES)


def run_screenshot(args: argparse.Namespace) -> int:
    from .core.i18n import environment_language, set_language

    if args.language is not None and args.language not in _languages():
        raise CommandError(f"--language {shown(args.language)}: choose one of {', '.join(_languages())}")
    set_language(args.language if args.language is not None else environment_language())
    check_game(args.game)
    check_people(args.game, args.players)
    out = check_out_file(args.out)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .ui import screenshot

    if args.what is not None:
        names = screenshot.shot_names(args.game)
        if args.what not in names:
            raise CommandError(
                f"--what {shown(args.what)} is not a view of {args.game}; choose one of: {', '.join(names)}"
            )
    try:
        options = screenshot.parse_options(args.game, args.option)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    if args.what == "peek":
        from . import games

        if not games.info(args.game).is_host_mode(options):
            raise CommandError(f"--what peek needs a host mode, where seats hold their view up; "
                               f"{args.game} is not in one with these options")
    try:
        path = screenshot.render(
            args.game, args.seed, out, size=args.size, projector=args.projector,
            moves=args.moves, what=args.what, players=args.players, options=options,
        )
    except screenshot.ShotRefused as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:
        raise CommandError(f"cannot write {shown_path(out)}: {exc.strerror or exc}", EXIT_WRITE) from None
    print(path)
    return 0
