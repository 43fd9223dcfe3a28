"""``boardgames-desktop print <game|all>``: write the print-and-play PDFs.

The application's command line (``boardgames_desktop/cli.py``) adds these
arguments to its ``print`` sub-command and calls :func:`run`; ``python -m
boardgames_desktop.printing.cli`` runs it on its own. Bad options print one
clear line and exit with status 2.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Sequence
from typing import TextIO

from ..core.commandline import HelpFormatter, argparse_speaks_ours, command_language, refusal_line
from ..core.errors import excerpt, one_line, shorten
from ..core.i18n import LANGUAGES, _, environment_language, language, ngettext, set_language
from .generate import printable_games, resolve_games, write
from .layout import LayoutError
from .options import (
    BACKS,
    BOARD_SIZES,
    CARD_SIZES,
    LAYOUTS,
    PAPERS,
    OptionsError,
    PrintOptions,
    parse_back_offset,
    parse_bleed,
)

PROG = "boardgames-desktop print"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Let "--back-offset -1.5,0" through: argparse would take "-1.5,0" for an option.
    parser._negative_number_matcher = re.compile(r"^-\d+$|^-\d*\.\d+$|^-?[\d.]+,-?[\d.]+$")
    parser.add_argument(
        "game", metavar="GAME",
        help=_("the game to print, or 'all' ({games})").format(games=", ".join(printable_games() + ["all"])),
    )
    parser.add_argument("--paper", default="a4", metavar="|".join(PAPERS),
                        help=_("paper size (default: a4)"))
    parser.add_argument("--card-size", default="poker", metavar="|".join(CARD_SIZES),
                        help=_("card size (default: poker, 63 x 88 mm)"))
    parser.add_argument("--layout", default="gutterless", metavar="|".join(LAYOUTS),
                        help=_("gutterless: cards edge to edge, one cut between neighbours, bleed only around "
                               "the block (9 poker cards a sheet); bleed: every card with its own bleed, "
                               "two cuts between neighbours. Decks whose art runs to the edge always use bleed "
                               "(default: gutterless)"))
    parser.add_argument("--bleed", default="3", metavar="MM",
                        help=_("bleed around every card: 0, 3 or 6 mm (default: 3)"))
    parser.add_argument("--backs", default="duplex", metavar="|".join(BACKS),
                        help=_("duplex: each back page after its front, for a long-edge flip; separate: all "
                               "fronts then all backs; fold: fronts and backs on one sheet, folded in half; "
                               "none: fronts only (default: duplex)"))
    parser.add_argument("--back-offset", default="0,0", metavar="X,Y",
                        help=_("move every back X mm right and Y mm up (as seen on the back), to correct a "
                               "printer that shifts the back side; the calibration page measures it "
                               "(default: 0,0)"))
    parser.add_argument("--ink-saver", action="store_true",
                        help=_("no large filled areas: colour carried by outlines and symbols"))
    parser.add_argument("--board", default="fit", metavar="|".join(BOARD_SIZES),
                        help=_("fit: each board as few pages as keep it big enough to play (Tokaido Duo's map: "
                               "two); large: bigger, tiled over more pages (held hands: two; Tokaido Duo's map: "
                               "four) (default: fit)"))
    parser.add_argument("--out", default="print", metavar="DIR",
                        help=_("folder to write the PDFs to (default: print)"))
    parser.add_argument("--language", default=None, metavar="|".join(LANGUAGES),
                        help=_("the language of the printed words and of what the command says: en, English; "
                               "zh_TW: Traditional Chinese (default: the environment's, as gettext reads "
                               "LANGUAGE, LC_ALL, LC_MESSAGES and LANG; else English). Hooky's letters stay "
                               "English: that is the game"))


def options_from_args(args: argparse.Namespace) -> PrintOptions:
    paper = _choice("--paper", args.paper, PAPERS)
    backs = _choice("--backs", args.backs, BACKS)
    card_size = _choice("--card-size", getattr(args, "card_size", "poker"), CARD_SIZES)
    board = _choice("--board", getattr(args, "board", "fit"), BOARD_SIZES)
    layout = _choice("--layout", getattr(args, "layout", "gutterless"), LAYOUTS)
    bleed = parse_bleed(args.bleed)
    offset = parse_back_offset(getattr(args, "back_offset", "0,0"))
    return PrintOptions(
        paper=paper, card_size=card_size, bleed=bleed, backs=backs, back_offset=offset,
        ink_saver=bool(getattr(args, "ink_saver", False)), board=board, layout=layout,
    )


def _choice(option: str, value: object, choices: Iterable[str]) -> str:
    """``value`` as one of ``choices`` (any case), or the refusal that names ``option``."""
    chosen = str(value).lower()
    if chosen not in choices:
        raise OptionsError(_("{option} must be one of {choices}, not {value}").format(
            option=option, choices=", ".join(choices), value=excerpt(value)))
    return chosen


def say(refusal: str, err: TextIO) -> None:
    """A refusal: one short line on standard error, prefixed as every command's."""
    print(one_line(refusal_line(PROG, refusal)), file=err)


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Write the PDFs ``args`` ask for and say what was written, in the language of
    ``--language`` (else the command line's, else the environment's): the printed
    words and what the command says. The language in force before comes back."""
    out = out or sys.stdout
    err = err or sys.stderr
    chosen = args.language if args.language is not None else (
        getattr(args, "cli_language", None) or environment_language())
    if chosen not in LANGUAGES:
        say(_("{option} must be one of {choices}, not {value}").format(
            option="--language", choices=", ".join(LANGUAGES), value=excerpt(args.language)), err)
        return 2
    was = language()
    set_language(chosen)
    try:
        return _write(args, out, err)
    finally:
        set_language(was)


def _write(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        options = options_from_args(args)
        games = resolve_games(str(args.game))
        if not str(args.out).strip():
            raise OptionsError(_("--out must name a folder (use --out . for this one)"))
    except (OptionsError, ValueError) as e:
        say(str(e), err)
        return 2
    try:
        written = write(games, options, args.out)
    except (OptionsError, LayoutError) as e:
        say(str(e), err)
        return 2
    except OSError as e:
        say(_("cannot write to {path}: {why}").format(path=shorten(str(args.out), 100), why=e.strerror or e), err)
        return 1
    width = max(len(str(w.path)) for w in written)
    for w in written:
        print(ngettext("wrote {path}  {n:>3} page", "wrote {path}  {n:>3} pages", w.pages).format(
            path=f"{w.path!s:<{width}}", n=w.pages), file=out)
    total = sum(w.pages for w in written)
    files = ngettext("{n} file", "{n} files", len(written)).format(n=len(written))
    pages = ngettext("{n} page", "{n} pages", total).format(n=total)
    print(_("{files}, {pages} ({options})").format(files=files, pages=pages, options=options.describe()), file=out)
    if options.backs == "duplex":
        print(_("Print double-sided, flipping on the long edge, at actual size (100%)."), file=out)
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``python -m boardgames_desktop.printing.cli``, in the language of the moment."""
    parser = argparse.ArgumentParser(prog=PROG, description=_("Write print-and-play PDFs."),
                                     formatter_class=HelpFormatter)
    add_arguments(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m boardgames_desktop.printing.cli``: in the language of its ``--language``,
    else the environment's, argparse's own words too."""
    argv = list(sys.argv[1:] if argv is None else argv)
    was = language()
    set_language(command_language(argv))
    try:
        with argparse_speaks_ours():
            parser = build_parser()
            try:
                args = parser.parse_args(argv)
            except SystemExit as e:  # argparse has already printed its message
                return int(e.code or 0)
            try:
                return run(args)
            except KeyboardInterrupt:
                line = _("Interrupted; the PDFs already written are complete.")
                print(f"boardgames-desktop: {line}", file=sys.stderr)
                return 130
    finally:
        set_language(was)


if __name__ == "__main__":
    sys.exit(main())
