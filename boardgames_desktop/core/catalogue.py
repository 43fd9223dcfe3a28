"""The messages the app itself has: what a public record's lines may name.

A log line in a public record is a message id with arguments, rendered in
the reader's language (``core/review.py``). A record comes from outside, so
its message ids are untrusted: used as a format template, ``{nope}`` or
``{`` raise, ``{who!z}`` raises, and ``{who:>100000000}`` asks for a string of
a hundred million characters. So a line is accepted only when its id is a
message of the app's own catalogue, and the template that is rendered is then
always the app's (its English id, or its translation), never the file's.

Where the messages come from: the compiled catalogues (``locale/<lang>/
LC_MESSAGES/boardgames_desktop.mo``). They are the one file every way of
running the app carries: a source checkout and a ``pip install`` (package
data) and the PyInstaller app (``installer/`` collects the ``.mo`` files and
leaves out the ``.po``/``.pot`` sources). Every message the app can log is
in them, because ``i18n_tools check`` (a CI test) fails on an untranslated
message, and a ``.mo`` keeps each entry's English id and plural. The ``.mo``
is read here directly (its table of originals) rather than through
:mod:`gettext`, whose catalogue forgets the plural's English form.

Each message is kept with the ``{fields}`` its English forms take and the
format spec of each field, so a line can be checked for exactly the
arguments the message takes, each of a kind its field can format.
"""

from __future__ import annotations

import string
import struct
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .i18n import DOMAIN, LOCALE_DIR

_MAGIC_LE = 0x950412DE
_MAGIC_BE = 0xDE120495


@dataclass(frozen=True)
class Entry:
    """One message: its plural's English form (``None`` for a message without one) and,
    for each ``{field}`` of its English forms, the format specs it is written with."""

    msgid: str
    plural: str | None
    fields: Mapping[str, frozenset[str]] = field(default_factory=dict)
    #: False when a field is more than a plain name (``{0}``, ``{who.name}``, ``{n!r}``):
    #: no argument a record can hold formats safely into it.
    recordable: bool = True


def _fields(template: str) -> tuple[dict[str, set[str]], bool] | None:
    """``{name: {specs}}`` of a template and whether every field is a plain name; None if
    the template does not parse."""
    out: dict[str, set[str]] = {}
    plain = True
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return None
    for _literal, name, spec, conversion in parsed:
        if name is None:
            continue
        if not name.isidentifier() or conversion is not None or "{" in (spec or ""):
            plain = False
        out.setdefault(name, set()).add(spec or "")
    return out, plain


def entry(msgid: str, plural: str | None = None) -> Entry | None:
    """The entry of one English message (None if its template does not parse)."""
    fields: dict[str, set[str]] = {}
    recordable = True
    for template in (msgid, plural):
        if template is None:
            continue
        parsed = _fields(template)
        if parsed is None:
            return None
        found, plain = parsed
        recordable = recordable and plain
        for name, specs in found.items():
            fields.setdefault(name, set()).update(specs)
    return Entry(msgid, plural, {k: frozenset(v) for k, v in fields.items()}, recordable)


class Catalogue:
    """Message id -> :class:`Entry`, for the messages a record may name."""

    def __init__(self, entries: Iterable[Entry] = ()):
        self.entries: dict[str, Entry] = {e.msgid: e for e in entries}

    def __len__(self) -> int:
        return len(self.entries)

    def __contains__(self, msgid: object) -> bool:
        return msgid in self.entries

    def get(self, msgid: str) -> Entry | None:
        return self.entries.get(msgid)

    def union(self, other: Catalogue) -> Catalogue:
        return Catalogue([*self.entries.values(), *other.entries.values()])

    @classmethod
    def of_messages(cls, messages: Iterable[tuple[str, str | None]]) -> Catalogue:
        """A catalogue of ``(msgid, plural or None)`` pairs (the header's empty id and
        templates that do not parse left out)."""
        found = (entry(msgid, plural) for msgid, plural in messages if msgid)
        return cls(e for e in found if e is not None)


def mo_originals(data: bytes) -> list[tuple[str, str | None]]:
    """The ``(msgid, plural)`` pairs of a compiled catalogue, without context-qualified
    entries (a line is rendered without a context) or the header. ValueError if damaged."""
    if len(data) < 20:
        raise ValueError("too short for a message catalogue")
    magic = struct.unpack("<I", data[:4])[0]
    if magic == _MAGIC_LE:
        order = "<"
    elif magic == _MAGIC_BE:
        order = ">"
    else:
        raise ValueError("not a message catalogue")
    _revision, count, originals = struct.unpack(order + "3I", data[4:16])
    out: list[tuple[str, str | None]] = []
    for i in range(count):
        start = originals + 8 * i
        if start + 8 > len(data):
            raise ValueError("the catalogue's table is cut short")
        length, offset = struct.unpack(order + "2I", data[start:start + 8])
        if offset + length > len(data):
            raise ValueError("the catalogue's table is cut short")
        raw = data[offset:offset + length]
        if not raw or b"\x04" in raw:
            continue
        parts = raw.decode("utf-8").split("\x00")
        out.append((parts[0], parts[1] if len(parts) > 1 else None))
    return out


def catalogue_files(locale_dir: Path = LOCALE_DIR) -> list[Path]:
    return sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))


@cache
def shipped() -> Catalogue:
    """Every message of the app's compiled catalogues (read once). Empty where the app
    was installed without catalogues: a record's lines are then refused, not trusted."""
    messages: dict[str, str | None] = {}
    for path in catalogue_files():
        try:
            pairs = mo_originals(path.read_bytes())
        except (OSError, ValueError):
            continue  # a damaged catalogue: its language falls back to English, its ids are not trusted
        for msgid, plural in pairs:
            messages.setdefault(msgid, plural)
    return Catalogue.of_messages(messages.items())


def app_messages() -> Catalogue:
    """The messages a record's lines are checked against. A function of its own so that
    a test game (``tests/toy``), whose messages the app does not ship, can add its own."""
    return shipped()
