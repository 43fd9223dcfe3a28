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
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from . import __version__
from .core import interrupt
from .core.commandline import (
    HelpFormatter,
    RawDescriptionHelpFormatter,
    argparse_speaks_ours,
    command_language,
    is_language_option,
    refusal_line,
    wrap_columns,
)
from .core.errors import excerpt, one_line, shorten
from .core.i18n import LANGUAGES, _, environment_language, language, ngettext, set_language

PROG = "boardgames-desktop"
#: The most games one ``simulate`` may play: about a day of the slowest bots, and a
#: typo such as ``--games 10000000000`` is refused instead of running for ever.
MAX_GAMES = 1_000_000
EXIT_USAGE = 2
EXIT_WRITE = 1
EXIT_INTERRUPTED = 130


class CommandError(Exception):
    """A command that cannot go on: its message is the one line the person reads
    (``prefixed``: it already names the command, ``PROG simulate GAME: error: ...``)."""

    def __init__(self, message: str, status: int = EXIT_USAGE, prefixed: bool = False):
        super().__init__(message)
        self.status = status
        self.prefixed = prefixed


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
        if text.startswith("-"):
            return _("minus a number of {digits:,} digits").format(digits=digits)
        return _("a number of {digits:,} digits").format(digits=digits)
    return f"{int(text):,}"


def _whole_number(text: str, minimum: int, maximum: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        digits = text.strip().lstrip("+-")
        if not (digits.isdecimal() and digits.isascii()):
            raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=shown(text))) from None
        # More digits than int() reads (Python stops at 4,300): far too big, or far too small.
        if text.strip().startswith("-"):
            value = minimum - 1
        elif maximum is not None:
            value = maximum + 1
        else:
            raise argparse.ArgumentTypeError(_("{value} is too big").format(value=shown_number(text))) from None
    if value < minimum:
        raise argparse.ArgumentTypeError(
            _("must be at least 1, not {value}").format(value=shown_number(text)) if minimum == 1
            else _("must not be negative ({value})").format(value=shown_number(text))
        )
    if maximum is not None and value > maximum:
        raise argparse.ArgumentTypeError(
            _("must be at most {most:,}, not {value}").format(most=maximum, value=shown_number(text)))
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
        raise argparse.ArgumentTypeError(_("{value} is not a number from 0 to 1").format(value=shown(text))) from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(_("must be from 0 to 1, not {value}").format(value=shown(text)))
    return value


def move_count(text: str) -> int:
    return _whole_number(text, 0, MAX_MOVES)


def window_size(text: str) -> tuple[int, int]:
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a size like 1920x1080").format(value=shown(text))) from None
    if not (64 <= width <= 16384 and 64 <= height <= 16384):
        raise argparse.ArgumentTypeError(
            _("{value}: width and height must be between 64 and 16384").format(value=shown(text)))
    return width, height


def language_code(text: str) -> str:
    """A language the command line speaks (``--language``)."""
    if text not in LANGUAGES:
        raise argparse.ArgumentTypeError(_("choose one of {codes}, not {value}").format(
            codes=", ".join(LANGUAGES), value=shown(text)))
    return text


def _game_ids() -> list[str]:
    from . import games

    return games.ids()


def check_game(game_id: str) -> None:
    ids = _game_ids()
    if game_id not in ids:
        raise CommandError(_("unknown game {value}; the games are: {ids}").format(
            value=shown(game_id), ids=", ".join(ids)))


def check_people(game_id: str, people: int | None) -> None:
    if people is None:
        return
    from . import games

    info = games.info(game_id)
    if not info.min_people <= people <= info.max_people:
        raise CommandError(_("{title} is for {least}-{most} players, not {value}").format(
            title=_(info.title), least=info.min_people, most=info.max_people, value=shown_number(people)))


# -- the parser ------------------------------------------------------------------------------
class _Parser(argparse.ArgumentParser):
    """argparse, but an error raises :class:`CommandError` instead of exiting, so
    :func:`main` prints it the one way every error is printed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        # argparse quotes what it was given whole ("invalid choice: '...'"): cut each long word.
        words = " ".join(shorten(word, 40) for word in message.split())
        raise CommandError(refusal_line(self.prog, words), prefixed=True)


def _command(argv: Sequence[str]) -> str | None:
    after_language = False
    for word in argv:
        if after_language:
            after_language = False
        elif is_language_option(word):
            after_language = "=" not in word
        elif not word.startswith("-"):
            return word
    return None


def _wants_help(argv: Sequence[str]) -> bool:
    return any(a in ("-h", "--help") for a in argv)


def add_language_argument(parser: argparse.ArgumentParser, dest: str = "language",
                          default: Any = None) -> None:
    """``--language CODE``: the language the command line speaks."""
    parser.add_argument("--language", dest=dest, type=language_code, default=default, metavar="CODE",
                        help=_("the language the command line speaks: {codes} (default: the environment's, "
                               "as gettext reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG; else English)").format(
                                   codes=", ".join(LANGUAGES)))


def add_simulate_arguments(parser: argparse.ArgumentParser, kinds: Sequence[Any] = (),
                           default_bots: Sequence[str] = ()) -> None:
    """What every game's simulation takes; the game's ``add_arguments`` adds the rest.
    ``kinds`` are the game's bot kinds, which ``--bots`` is checked against while the
    command line is read."""
    from .core.simulate import bots_type, level_names, short

    parser.add_argument("--games", type=game_count, default=100, metavar="N",
                        help=_("how many games to play, 1 to {most:,} (default 100)").format(most=MAX_GAMES))
    parser.add_argument("--seed", type=seed_int, default=1,
                        help=_("the first game's seed, 0 to {most:,}; game i uses seed + i (default 1)").format(
                            most=MAX_SEED))
    parser.add_argument("--players", type=positive_int, default=None, metavar="N",
                        help=_("how many people play (default: the game's choice)"))
    levels, others = level_names(kinds)
    names = (_("levels: {levels} (e.g. --bots easy,hard); other bots: {others}").format(
        levels=", ".join(levels), others=", ".join(others)) if levels
        else _("kinds: {kinds}").format(kinds=", ".join(others)))
    default = ",".join(short(k) for k in default_bots) or _("every kind in turn")
    parser.add_argument("--bots", type=bots_type(kinds), default=None, metavar="KIND,KIND,...",
                        help=_("the bots seated in turn, one per seat, shifted one seat each game so every kind "
                               "plays every seat equally often; {names} (default {default})").format(
                                   names=names, default=default))
    parser.add_argument("--random", action="store_true",
                        help=_("every seat plays random legal moves (the same as --bots random-legal)"))
    parser.add_argument("--timeouts", type=share, default=0.0, metavar="SHARE",
                        help=_("the share of decisions under a deadline left to run out, 0 to 1 (default 0)"))
    # Read by main before any parser (command_language); not handed to the loop.
    add_language_argument(parser, default=argparse.SUPPRESS)


Parsers = dict[str, argparse.ArgumentParser]


def _ids_help() -> str:
    return _("a game id: {ids}").format(ids=", ".join(_game_ids()))


def build_parser(argv: Sequence[str] = ()) -> tuple[argparse.ArgumentParser, Parsers]:
    """The top-level parser. ``argv`` decides what is worth importing: the print
    options only for ``print``, the screenshot names only for ``screenshot --help``.
    Its words are in the language of the moment (:func:`main` sets it first)."""
    parser = _Parser(
        prog=PROG,
        description=_("Play, print and project tabletop games. Without a command, the app opens."),
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}",
                        help=_("print the version and exit"))
    add_language_argument(parser, dest="cli_language")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    command = _command(argv)

    sim = sub.add_parser(
        "simulate", help=_("bots play each other headless; prints win rates and speed"),
        description=_("Bots play each other headless. 'simulate GAME --help' lists that game's options."),
    )
    sim.add_argument("game", metavar="GAME", help=_ids_help())
    sim.add_argument("rest", nargs=argparse.REMAINDER, metavar="...",
                     help=_("the game's options, e.g. --games 1000 --seed 1"))

    shot = sub.add_parser("screenshot", help=_("render a seeded game in progress to a PNG, offscreen"),
                          formatter_class=RawDescriptionHelpFormatter)
    shot.add_argument("game", metavar="GAME", help=_ids_help())
    shot.add_argument("--seed", type=seed_int, required=True,
                      help=_("the game's seed, 0 to {most:,} (the same seed, the same picture)").format(most=MAX_SEED))
    shot.add_argument("--out", required=True, metavar="FILE.png", help=_("the PNG file to write"))
    shot.add_argument("--size", type=window_size, default=None, metavar="WxH",
                      help=_("window size (default 1920x1080, projector 3840x2160)"))
    shot.add_argument("--projector", action="store_true", help=_("render the projector window"))
    shot.add_argument("--moves", type=move_count, default=24,
                      help=_("bot moves played first, 0 to {most:,} (default 24)").format(most=MAX_MOVES))
    shot.add_argument("--what", default=None, metavar="NAME",
                      help=_("what to show besides the board (names below; default: the board)"))
    shot.add_argument("--players", type=positive_int, default=None, metavar="N",
                      help=_("number of people at the table (default: the game's least)"))
    shot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help=_("a set-up option, as the launcher offers it (e.g. mode=digital); repeatable"))
    shot.add_argument("--language", default=None, metavar="CODE",
                      help=_("the language to render in and to speak: {codes} (default: the environment's, as "
                             "gettext reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG; else English)").format(
                                 codes=", ".join(_languages())))
    if command == "screenshot" and _wants_help(argv):
        shot.epilog = _screenshot_names_text()

    subparsers: Parsers = {"simulate": sim, "screenshot": shot}
    if command == "print":
        print_cli = importlib.import_module(f"{__package__}.printing.cli")  # ReportLab only when printing

        printer = sub.add_parser("print", help=_("make print-and-play PDFs"),
                                 description=_("Write print-and-play PDFs."))
        print_cli.add_arguments(printer)
        printer.set_defaults(_print_module=print_cli)
    else:
        printer = sub.add_parser("print", help=_("make print-and-play PDFs"), add_help=False)
        printer.add_argument("rest", nargs=argparse.REMAINDER, help=_("the print options ('print --help')"))
    subparsers["print"] = printer
    return parser, subparsers


def _screenshot_names_text() -> str:
    """The ``--what`` names with what each shows, each text wrapped under itself to the
    terminal's width as argparse wraps help (by the columns it takes, for Chinese)."""
    from .ui import screenshot

    width = max(shutil.get_terminal_size().columns - 2, 40)

    def entry(name: str, text: str) -> list[str]:
        head = f"  {name:<12} "
        body = wrap_columns(_(text), width - len(head))
        return [head + body[0], *(" " * len(head) + line for line in body[1:])]

    lines = [_("--what NAME, for every game:")]
    lines += [line for name, text in screenshot.SHELL_SHOTS.items() for line in entry(name, text)]
    for game_id in _game_ids():
        names = screenshot.game_shots(game_id)
        if names:
            lines.append(_("--what NAME, {game} only:").format(game=game_id))
            lines += [line for name, text in names.items() for line in entry(name, text)]
    return "\n".join(lines)


# -- running ---------------------------------------------------------------------------------
def main(argv: Sequence[str] | None = None) -> int:
    """Run a command line in its language (:func:`command_language`): its help, its
    refusals and its reports, argparse's own words too. The language in force
    before comes back when it returns."""
    argv = list(sys.argv[1:] if argv is None else argv)
    was = language()
    set_language(command_language(argv))
    try:
        with argparse_speaks_ours():
            return _guarded(argv)
    finally:
        set_language(was)


def _guarded(argv: list[str]) -> int:
    try:
        interrupt.release()  # a Ctrl+C held since start-up is reported from here
        return _main(argv)
    except CommandError as exc:
        message = str(exc) if exc.prefixed else refusal_line(PROG, str(exc))
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
    if command == "print":
        return _("Interrupted; the PDFs already written are complete.")
    return _("Interrupted.")


def _main(argv: list[str]) -> int:
    try:
        parser, _subparsers = build_parser(argv)
    except ImportError as exc:
        raise CommandError(_("printing is not available ({why}).").format(why=exc)) from None
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
                     description=_("Bots play {title} headless.").format(title=_(games.info(game_id).title)))
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
    vars(game_args).pop("language", None)  # already in force (command_language)
    try:
        check_people(args.game, game_args.players)
    except CommandError as exc:
        parser.error(f"--players: {exc}")
    info = games.info(args.game)
    seats = len(info.seating(simulate.people_of(simulate.simulation(args.game), info, game_args)))
    if game_args.bots and len(game_args.bots) > seats:
        parser.error(ngettext("--bots: {n} kinds for {seats} seat; name at most one a seat",
                              "--bots: {n} kinds for {seats} seats; name at most one a seat", seats).format(
                                  n=len(game_args.bots), seats=seats))
    if game_args.random and game_args.bots:
        parser.error(_("--random and --bots: choose one"))
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
        raise CommandError(_("--out must name a .png file, not {value}").format(value=shown(out)))
    path = Path(out)
    try:
        if path.is_dir():
            raise CommandError(_("cannot write {path}: it is a folder").format(path=shown_path(out)), EXIT_WRITE)
        above = path.parent
        while not above.exists() and above != above.parent:
            above = above.parent
        if above.exists() and not above.is_dir():
            # ``above`` is a part of the path just shown: its name says which.
            raise CommandError(_("cannot write {path}: {name} is a file, not a folder").format(
                path=shown_path(out), name=shown(above.name)), EXIT_WRITE)
        path.parent.mkdir(parents=True, exist_ok=True)
        existed = path.exists()
        with open(path, "ab"):  # appending nothing: an existing picture stays as it is
            pass
        if not existed:
            path.unlink()
    except OSError as exc:  # a name too long, a folder without permission, a read-only disk
        raise cannot_write(out, exc) from None
    return path


def cannot_write(out: str | Path, exc: OSError) -> CommandError:
    """A file that cannot be written: its path, and why as the system says it."""
    return CommandError(_("cannot write {path}: {why}").format(path=shown_path(out), why=exc.strerror or exc),
                        EXIT_WRITE)


def _languages() -> list[str]:
    return list(LANGUAGES)


def run_screenshot(args: argparse.Namespace) -> int:
    if args.language is not None and args.language not in _languages():
        raise CommandError(_("--language {value}: choose one of {codes}").format(
            value=shown(args.language), codes=", ".join(_languages())))
    set_language(args.language if args.language is not None
                 else getattr(args, "cli_language", None) or environment_language())
    check_game(args.game)
    check_people(args.game, args.players)
    out = check_out_file(args.out)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .ui import screenshot

    if args.what is not None:
        names = screenshot.shot_names(args.game)
        if args.what not in names:
            raise CommandError(_("--what {value} is not a view of {game}; choose one of: {names}").format(
                value=shown(args.what), game=args.game, names=", ".join(names)))
    try:
        options = screenshot.parse_options(args.game, args.option)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    if args.what == "peek":
        from . import games

        if not games.info(args.game).is_host_mode(options):
            raise CommandError(_("--what peek needs a host mode, where seats hold their view up; "
                                 "{game} is not in one with these options").format(game=args.game))
    try:
        path = screenshot.render(
            args.game, args.seed, out, size=args.size, projector=args.projector,
            moves=args.moves, what=args.what, players=args.players, options=options,
        )
    except screenshot.ShotRefused as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:
        raise cannot_write(out, exc) from None
    print(path)
    return 0
