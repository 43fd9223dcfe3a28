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
from collections.abc import Sequence
from typing import TextIO

from ..core.errors import excerpt, one_line, shorten
from ..core.i18n import LANGUAGES, _, environment_language, language, set_language
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
        help=f"the game to print, or 'all' ({', '.join(printable_games() + ['all'])})",
    )
    parser.add_argument("--paper", default="a4", metavar="|".join(PAPERS),
                        help="paper size (default: a4)")
    parser.add_argument("--card-size", default="poker", metavar="|".join(CARD_SIZES),
                        help="card size (default: poker, 63 x 88 mm)")
    parser.add_argument("--layout", default="gutterless", metavar="|".join(LAYOUTS),
                        help="gutterless: cards edge to edge, one cut between neighbours, bleed only around "
                             "the block (9 poker cards a sheet); bleed: every card with its own bleed, "
                             "two cuts between neighbours. Decks whose art runs to the edge always use bleed "
                             "(default: gutterless)")
    parser.add_argument("--bleed", default="3", metavar="MM",
                        help="bleed around every card: 0, 3 or 6 mm (default: 3)")
    parser.add_argument("--backs", default="duplex", metavar="|".join(BACKS),
                        help="duplex: each back page after its front, for a long-edge flip; separate: all "
                             "fronts then all backs; fold: fronts and backs on one sheet, folded in half; "
                             "none: fronts only (default: duplex)")
    parser.add_argument("--back-offset", default="0,0", metavar="X,Y",
                        help="move every back X mm right and Y mm up (as seen on the back), to correct a "
                             "printer that shifts the back side; the calibration page measures it "
                             "(default: 0,0)")
    parser.add_argument("--ink-saver", action="store_true",
                        help="no large filled areas: colour carried by outlines and symbols")
    parser.add_argument("--board", default="fit", metavar="|".join(BOARD_SIZES),
                        help="fit: each board as few pages as keep it big enough to play (Tokaido Duo's map: "
                             "two); large: bigger, tiled over more pages (held hands: two; Tokaido Duo's map: "
                             "four) (default: fit)")
    parser.add_argument("--out", default="print", metavar="DIR",
                        help="folder to write the PDFs to (default: print)")
    parser.add_argument("--language", default=None, metavar="|".join(LANGUAGES),
                        help="the language of the printed words: en, English; zh_TW: Traditional Chinese "
                             "(default: the environment's, as gettext reads LANGUAGE, LC_ALL, LC_MESSAGES "
                             "and LANG; else English). Hooky's letters stay English: that is the game")


def options_from_args(args: argparse.Namespace) -> PrintOptions:
    paper = str(args.paper).lower()
    if paper not in PAPERS:
        raise OptionsError(f"--paper must be one of {', '.join(PAPERS)}, not {excerpt(args.paper)}")
    backs = str(args.backs).lower()
    if backs not in BACKS:
        raise OptionsError(f"--backs must be one of {', '.join(BACKS)}, not {excerpt(args.backs)}")
    card_size = str(getattr(args, "card_size", "poker")).lower()
    if card_size not in CARD_SIZES:
        raise OptionsError(f"--card-size must be one of {', '.join(CARD_SIZES)}, not {excerpt(card_size)}")
    board = str(getattr(args, "board", "fit")).lower()
    if board not in BOARD_SIZES:
        raise OptionsError(f"--board must be one of {', '.join(BOARD_SIZES)}, not {excerpt(board)}")
    layout = str(getattr(args, "layout", "gutterless")).lower()
    if layout not in LAYOUTS:
        raise OptionsError(f"--layout must be one of {', '.join(LAYOUTS)}, not {excerpt(layout)}")
    try:
        bleed = parse_bleed(args.bleed)
    except OptionsError as e:
        raise OptionsError(f"--{e}") from None
    try:
        offset = parse_back_offset(getattr(args, "back_offset", "0,0"))
    except OptionsError as e:
        raise OptionsError(f"--{e}".replace("--back offset", "--back-offset")) from None
    return PrintOptions(
        paper=paper, card_size=card_size, bleed=bleed, backs=backs, back_offset=offset,
        ink_saver=bool(getattr(args, "ink_saver", False)), board=board, layout=layout,
    )


def say(refusal: str, err: TextIO) -> None:
    """A refusal: one short line on standard error, prefixed as every command's."""
    print(one_line(f"{PROG}: error: {refusal}"), file=err)


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        options = options_from_args(args)
        games = resolve_games(str(args.game))
        if not str(args.out).strip():
            raise OptionsError("--out must name a folder (use --out . for this one)")
    except (OptionsError, ValueError) as e:
        say(str(e), err)
        return 2
    chosen = environment_language() if args.language is None else args.language
    if chosen not in LANGUAGES:
        say(f"--language must be one of {', '.join(LANGUAGES)}, not {excerpt(args.language)}", err)
        return 2
    was = language()
    set_language(chosen)
    try:
        written = write(games, options, args.out)
    except (OptionsError, LayoutError) as e:
        say(str(e), err)
        return 2
    except OSError as e:
        say(f"cannot write to {shorten(str(args.out), 100)}: {e.strerror or e}", err)
        return 1
    finally:
        set_language(was)
    width = max(len(str(w.path)) for w in written)
    for w in written:
        print(f"wrote {w.path!s:<{width}}  {w.pages:>3} page{'s' if w.pages != 1 else ''}", file=out)
    total = sum(w.pages for w in written)
    print(f"{len(written)} files, {total} pages ({options.describe()})", file=out)
    if options.backs == "duplex":
        print("Print double-sided, flipping on the long edge, at actual size (100%).", file=out)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Write print-and-play PDFs.")
    add_arguments(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
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


if __name__ == "__main__":
    sys.exit(main())
