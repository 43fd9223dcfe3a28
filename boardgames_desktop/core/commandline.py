"""What both command lines share (``cli.py`` and ``printing/cli.py``): the language a
command line speaks, argparse's own words in it, and help wrapped for a terminal.

Qt-free and import-light: ``boardgames-desktop --help`` reads only this, the
registry and the catalogue.

- :func:`command_language`: the language of a command, from its ``--language`` or
  the environment, read before any parser is built (a parser's words are fixed when
  it is built: argparse translates its headings then).
- :func:`argparse_speaks_ours`: argparse asks gettext for its own words ("usage:",
  "options", "show this help message and exit", its refusals) through its module's
  ``_`` and ``ngettext``; inside the block those are :mod:`.i18n`'s, and
  :data:`ARGPARSE_WORDS` puts the words into our catalogue.
- :class:`HelpFormatter`: Chinese help wrapped by the columns a terminal gives it.
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from .i18n import LANGUAGES, N_, Tn, _, environment_language, ngettext

# -- argparse's own words ----------------------------------------------------------------------
#: What CPython's ``argparse`` says to a person in its own words: its headings, its help
#: option, its refusals. argparse asks gettext for them through its module's ``_`` and
#: ``ngettext`` when it builds a parser or refuses a command line; while a command runs,
#: :func:`argparse_speaks_ours` routes those through :mod:`.core.i18n`, and these marks
#: put the words into our catalogue (``tests/ui/test_cli.py`` finds each in argparse's
#: source, so a Python that rewords one is noticed).
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("subcommands"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)
#: argparse's words with a plural (``ngettext``).
ARGPARSE_PLURALS = (Tn("expected %s argument", "expected %s arguments", 2),)


def refusal_line(prog: str, message: str) -> str:
    """``boardgames-desktop ...: error: message`` in the language of the moment."""
    return _("{prog}: error: {message}").format(prog=prog, message=message)


@contextmanager
def argparse_speaks_ours() -> Iterator[None]:
    """argparse's own words in the language of the moment, until the block ends."""
    namespace = vars(argparse)
    saved = namespace["_"], namespace["ngettext"]
    namespace["_"], namespace["ngettext"] = _, ngettext
    try:
        yield
    finally:
        namespace["_"], namespace["ngettext"] = saved


def is_language_option(word: str) -> bool:
    """``--language``, ``--language=zh_TW`` or a prefix argparse takes for it (``--lang``)."""
    name = word.partition("=")[0]
    return len(name) >= len("--lan") and "--language".startswith(name)


def command_language(argv: Sequence[str]) -> str:
    """The language a command line speaks: the last offered ``--language`` in it (the
    top command's, ``screenshot``'s, ``print``'s or ``simulate GAME``'s), else the
    environment's (:func:`~.core.i18n.environment_language`). Read before any parser
    is built, so ``--help`` and every refusal speak it too."""
    chosen = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        if is_language_option(word):
            _name, sep, value = word.partition("=")
            if not sep:
                value = argv[i + 1] if i + 1 < len(argv) else ""
            if value in LANGUAGES:
                chosen = value
    return chosen or environment_language()


# -- help on a terminal ------------------------------------------------------------------------
#: The characters a terminal gives two columns (Chinese, Japanese, Korean and their full-width marks).
_WIDE = ("\u1100-\u115f\u2e80-\u303f\u3040-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
         "\uf900-\ufaff\ufe30-\ufe6f\uff00-\uff60")
_PIECES = re.compile(rf"\s+|[{_WIDE}]|[^\s{_WIDE}]+")
_HAS_WIDE = re.compile(rf"[{_WIDE}]")
#: A line never starts with these, nor ends with the opening ones (Chinese typesetting).
_CLOSING = frozenset("，。、；：？！）」』》〉")
#: A section's heading as argparse ends it, with an ASCII colon (a translated heading: wide).
_WIDE_HEADING = re.compile(rf"^( *[^\s:][^\n:]*[{_WIDE}][^\n:]*):$", re.MULTILINE)
_OPENING = frozenset("（「『《〈")


def columns(text: str) -> int:
    """How many columns ``text`` takes on a terminal: a Chinese character two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrap_columns(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` terminal columns: English breaks at spaces,
    Chinese between any two characters, but never before a closing mark or after an
    opening one. A word longer than a line gets a line of its own."""
    units: list[tuple[bool, str]] = []  # (a space before it, a piece no line breaks inside)
    spaced = False
    for match in _PIECES.finditer(text):
        piece = match.group()
        if piece.isspace():
            spaced = True
            continue
        if units and not spaced and (piece[0] in _CLOSING or units[-1][1][-1] in _OPENING):
            units[-1] = (units[-1][0], units[-1][1] + piece)
        else:
            units.append((spaced, piece))
        spaced = False
    lines: list[str] = []
    line = ""
    for space, piece in units:
        trial = f"{line} {piece}" if line and space else line + piece
        if line and columns(trial) > width:
            lines.append(line)
            line = piece
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, with Chinese wrapped by the columns it takes (argparse counts a
    Chinese character as one column, and breaks only at spaces). English is left to
    argparse, line for line as before. A Chinese heading ends in a full-width colon
    (argparse adds an ASCII one to every heading, translated or not)."""

    def format_help(self) -> str:
        return _WIDE_HEADING.sub(r"\1：", super().format_help())

    def _split_lines(self, text: str, width: int) -> list[str]:
        if not _HAS_WIDE.search(text):
            return super()._split_lines(text, width)
        return wrap_columns(re.sub(r"\s+", " ", text).strip(), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if not _HAS_WIDE.search(text):
            return super()._fill_text(text, width, indent)
        lines = wrap_columns(re.sub(r"\s+", " ", text).strip(), max(width - len(indent), 11))
        return "\n".join(indent + line for line in lines)


class RawDescriptionHelpFormatter(HelpFormatter):
    """The description and epilog as written (``screenshot``'s list of names)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "".join(indent + line for line in text.splitlines(keepends=True))
