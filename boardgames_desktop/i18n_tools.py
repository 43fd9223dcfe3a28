"""Translation tooling: extract, update, compile and check the gettext catalogues.

    python -m boardgames_desktop.i18n_tools update      # extract + update every .po + compile
    python -m boardgames_desktop.i18n_tools check       # fails on anything a reader would miss
    python -m boardgames_desktop.i18n_tools init ja     # start a new language
    python -m boardgames_desktop.i18n_tools extract     # only the template (.pot)
    python -m boardgames_desktop.i18n_tools compile     # only the .mo files

Messages are extracted from ``boardgames_desktop/**.py`` by Babel with the
keywords of :mod:`.core.i18n` (``_ N_ T Tn:1,2 Tseat:1,2 ngettext:1,2 pgettext:1c,2``;
comments starting ``Translators:`` go along) into
``boardgames_desktop/locale/boardgames_desktop.pot``. Each language has
``locale/<lang>/LC_MESSAGES/boardgames_desktop.po`` (edited by translators)
and its compiled ``.mo`` (read by the app).

The compiled ``.mo`` files are committed: a plain ``pip install .`` and the
PyInstaller build then ship them as package data with no build step and no
Babel at install time, and :func:`check` (run by ``tests/test_i18n.py``)
fails when one is stale. Files are rewritten only when their messages change,
so running ``update`` twice leaves no diff. Babel is a development dependency;
the app itself reads catalogues with the standard library's gettext.
"""

from __future__ import annotations

import argparse
import gettext
import io
import re
import string
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .core.i18n import DOMAIN, LOCALE_DIR

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog, Message

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
#: The keyword specs, as ``pybabel extract -k`` takes them.
KEYWORDS = ("_", "N_", "T", "Tn:1,2", "Tseat:1,2", "ngettext:1,2", "pgettext:1c,2")
COMMENT_TAGS = ("Translators:",)
PROJECT = "boardgames-desktop"
WIDTH = 79
HEADER = """\
# Messages of boardgames-desktop{language}.
# This file is distributed under the same licence as the boardgames-desktop
# project (MIT). How to translate: docs/translating.md
#"""


def _catalog(code: str | None = None) -> Catalog:
    from babel.messages.catalog import Catalog

    language = f", in {code}" if code else " (template)"
    return Catalog(locale=code, domain=DOMAIN, project=PROJECT, charset="utf-8", fuzzy=False,
                   header_comment=HEADER.format(language=language))


@dataclass(frozen=True)
class Problem:
    language: str
    kind: str  # untranslated, fuzzy, fields, stale-mo, stale-pot, glyph, missing-catalogue
    msgid: str
    detail: str = ""

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.language}: {self.kind}: {self.msgid!r}{extra}"


# -- extraction ------------------------------------------------------------------------
def extract() -> Catalog:
    """Every message of the sources, as a template catalogue."""
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_keywords

    catalog = _catalog()
    found = extract_from_dir(
        str(PACKAGE_DIR),
        method_map=[("**.py", "python")],
        keywords=parse_keywords(list(KEYWORDS)),
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        path = f"{PACKAGE_DIR.name}/{Path(filename).as_posix()}"
        catalog.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    return catalog


def _shown(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def languages() -> list[str]:
    """Every language with a catalogue (including ones not yet offered in the app)."""
    return sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _read_po(path: Path, locale: str | None = None) -> Catalog:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=locale, domain=DOMAIN)


def _po_bytes(catalog: Catalog) -> bytes:
    from babel.messages.pofile import write_po

    buf = io.BytesIO()
    # No line numbers: moving code must not rewrite every catalogue.
    write_po(buf, catalog, width=WIDTH, include_lineno=False, sort_output=False)
    return buf.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    from babel.messages.mofile import write_mo

    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


_HEADER_DATES = re.compile(rb'^"(POT-Creation-Date|PO-Revision-Date|Generated-By): .*\\n"\n', re.MULTILINE)


def _same_messages(old: bytes, new: bytes) -> bool:
    return _HEADER_DATES.sub(b"", old) == _HEADER_DATES.sub(b"", new)


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and _same_messages(path.read_bytes(), data):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_template() -> Catalog:
    template = extract()
    if TEMPLATE.exists():
        # Keep the old date when nothing changed, so a re-run leaves no diff.
        template.creation_date = _read_po(TEMPLATE).creation_date
    if _write_if_changed(TEMPLATE, _po_bytes(template)):
        print(f"wrote {_shown(TEMPLATE)} ({len(template)} messages)")
    return template


def init(code: str) -> Path:
    """Start a catalogue for a new language from the template."""
    path = po_path(code)
    if path.exists():
        raise SystemExit(f"{_shown(path)} exists already; use 'update'")
    template = write_template()
    catalog = _catalog(code)
    catalog.update(template)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_po_bytes(catalog))
    print(f"wrote {_shown(path)}: translate it, then run 'update'")
    return path


def update(codes: Iterable[str] | None = None) -> None:
    """Extract, merge the template into every catalogue, compile."""
    template = write_template()
    for code in codes or languages():
        path = po_path(code)
        catalog = _read_po(path, locale=code)
        catalog.update(template, update_creation_date=False)
        _own_format_flags(catalog)
        if _write_if_changed(path, _po_bytes(catalog)):
            print(f"updated {_shown(path)}")
    compile_all(codes)


def _own_format_flags(catalog: Catalog) -> None:
    """Give every message the format flags of its own msgid. A fuzzy match copies
    the old message's flags ("It is not your turn." took python-brace-format from
    "It is not {who}'s turn."); reading the file back recomputes them from the
    msgid, so without this a second update would rewrite the catalogue."""
    for message in catalog:
        if not message.id:
            continue
        for flag, wanted in (("python-format", message.python_format),
                             ("python-brace-format", message.python_brace_format)):
            if wanted:
                message.flags.add(flag)
            else:
                message.flags.discard(flag)


def compile_all(codes: Iterable[str] | None = None) -> None:
    for code in codes or languages():
        catalog = _read_po(po_path(code), locale=code)
        data = _mo_bytes(catalog)
        path = mo_path(code)
        if not path.exists() or _mo_messages(path.read_bytes()) != _mo_messages(data):
            path.write_bytes(data)
            print(f"compiled {_shown(path)}")


def _mo_messages(data: bytes) -> dict:
    """The messages of a compiled catalogue, without its header (which names
    the Babel version and dates)."""
    messages = dict(gettext.GNUTranslations(io.BytesIO(data))._catalog)  # type: ignore[attr-defined]
    messages.pop("", None)
    return messages


# -- checking -----------------------------------------------------------------------------
def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def _texts(value: object) -> tuple[str, ...]:
    """A message's id or string as a tuple of texts (one, or one per plural form)."""
    if isinstance(value, (tuple, list)):
        return tuple(str(v or "") for v in value)
    return (str(value or ""),)


def _msgid(message: Message) -> str:
    """A message's id (its singular, for a plural message)."""
    msgid = message.id
    return msgid[0] if isinstance(msgid, (tuple, list)) else msgid


def check(codes: Iterable[str] | None = None, *, glyphs: bool = True) -> list[Problem]:
    """Everything that would show English (or garbage) to a reader of a catalogue:

    * a message of the sources missing from the catalogue, untranslated or fuzzy;
    * a translation whose ``{fields}`` differ from the English (it would fail to
      render and fall back to English);
    * a compiled ``.mo`` that differs from its ``.po``; a template behind the sources;
    * a translated character that no bundled font has (it would print as a refusal).
    """
    problems: list[Problem] = []
    sources = extract()
    template_ids = {(m.id, m.context) for m in _read_po(TEMPLATE) if m.id} if TEMPLATE.exists() else set()
    for message in sources:
        if message.id and (message.id, message.context) not in template_ids:
            problems.append(Problem("pot", "stale-pot", _msgid(message), "run 'update'"))
    coverage = _font_coverage() if glyphs else None
    for code in codes or languages():
        path = po_path(code)
        if not path.exists():
            problems.append(Problem(code, "missing-catalogue", "", str(_shown(path))))
            continue
        catalog = _read_po(path, locale=code)
        for source in sources:
            if not source.id:
                continue
            found = catalog.get(source.id, context=source.context)
            if found is None:
                problems.append(Problem(code, "untranslated", _msgid(source), "not in the catalogue"))
                continue
            message = found
            strings = _texts(message.string)
            if not all(strings):
                problems.append(Problem(code, "untranslated", _msgid(source)))
                continue
            if message.fuzzy:
                problems.append(Problem(code, "fuzzy", _msgid(source)))
                continue
            wanted = set().union(*(_fields(i) for i in _texts(message.id)))
            for text in strings:
                if not _fields(text) <= wanted:
                    problems.append(Problem(code, "fields", _msgid(source),
                                            f"{sorted(_fields(text))} vs {sorted(wanted)}"))
                if coverage is not None:
                    missing = sorted({c for c in text if ord(c) not in coverage and not c.isspace()})
                    if missing:
                        problems.append(Problem(code, "glyph", _msgid(source),
                                                "no bundled font has " + " ".join(missing)))
        mo = mo_path(code)
        if not mo.exists() or _mo_messages(mo.read_bytes()) != _mo_messages(_mo_bytes(catalog)):
            problems.append(Problem(code, "stale-mo", "", f"{_shown(mo)}: run 'compile'"))
    return problems


def _font_coverage() -> frozenset[int]:
    from .printing import fonts

    return fonts.chain_coverage(fonts.REGULAR) & fonts.chain_coverage(fonts.BOLD)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m boardgames_desktop.i18n_tools",
                                     description="Extract, update, compile and check the translations.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("extract", help="write the template locale/boardgames_desktop.pot from the sources")
    p_update = sub.add_parser("update", help="extract, merge into every .po, compile every .mo")
    p_update.add_argument("languages", nargs="*")
    p_compile = sub.add_parser("compile", help="compile every .po into its .mo")
    p_compile.add_argument("languages", nargs="*")
    p_init = sub.add_parser("init", help="start the catalogue of a new language")
    p_init.add_argument("language", help="a locale code such as ja or zh_HK")
    p_check = sub.add_parser("check", help="fail on untranslated, fuzzy or broken messages and stale files")
    p_check.add_argument("languages", nargs="*")
    args = parser.parse_args(argv)
    if args.command == "extract":
        write_template()
    elif args.command == "update":
        update(args.languages or None)
    elif args.command == "compile":
        compile_all(args.languages or None)
    elif args.command == "init":
        init(args.language)
    elif args.command == "check":
        problems = check(args.languages or None)
        for problem in problems:
            print(problem)
        counts: dict[str, int] = {}
        for problem in problems:
            counts[problem.kind] = counts.get(problem.kind, 0) + 1
        summary = ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())) or "all translated"
        print(f"{len(problems)} problems: {summary}")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
