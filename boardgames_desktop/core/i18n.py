"""One translation mechanism for the model and the Qt shell: gettext catalogues.

Every string a person reads goes through :func:`_` (translate now) or is marked
with :func:`N_` (translate later, at the place it is shown: class-level titles,
option labels, data tables). Text that is kept and shown later, possibly after
the language changed (log lines, refusal reasons, outcome messages), is a
:class:`Text`: a message id with its arguments, rendered in the language in
force when a person reads it.

Catalogues live in ``boardgames_desktop/locale/<lang>/LC_MESSAGES/
boardgames_desktop.mo`` (compiled from ``.po`` files that Babel extracts and
updates; see ``docs/translating.md``). English is the source language, so it
needs no catalogue.
"""

from __future__ import annotations

import gettext as _gettext
import locale as _locale
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping

DOMAIN = "boardgames_desktop"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

#: Languages the app offers: code -> the language's own name (never translated).
LANGUAGES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文"}
DEFAULT_LANGUAGE = "en"

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def system_language() -> str:
    """The offered language closest to the system locale (English otherwise)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            break
    else:
        value = (_locale.getlocale()[0] or "") if hasattr(_locale, "getlocale") else ""
    value = value.split(".")[0].split(":")[0].replace("-", "_")
    if value.startswith("zh"):
        return "zh_TW"  # the only Chinese we offer; Traditional is the games' own script
    return DEFAULT_LANGUAGE


def set_language(code: str) -> None:
    """Switch every later lookup to ``code`` (one of :data:`LANGUAGES`)."""
    global _translations, _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    if code == DEFAULT_LANGUAGE:
        _translations = _gettext.NullTranslations()
    else:
        _translations = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _language = code
    for callback in list(_listeners):
        callback(code)


def language() -> str:
    return _language


def on_language_changed(callback: Callable[[str], None]) -> None:
    _listeners.append(callback)


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` in ``context`` (the same English word meaning two things)."""
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction; it is translated where it is shown."""
    return message


@dataclass(frozen=True)
class SeatName:
    """A seat named in a message: rendered with the names the table gave the seats
    ("Ada & Ben" for a team); ``seat == TABLE`` is the table itself."""

    seat: int


@dataclass(frozen=True)
class Text:
    """A message kept for later: ``msgid`` with ``{name}`` fields filled from ``args``.

    Arguments may be plain values, :class:`SeatName` or other :class:`Text`
    (rendered first). With ``plural`` and ``n``, ngettext picks the form. A
    ``Text`` is immutable and comparable, so log lines and refusals can be
    stored, compared in tests and rendered again after a language switch.
    """

    msgid: str
    args: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    n: int | None = None

    def render(self, seat_names: Mapping[int, str] | None = None) -> str:
        if self.plural is not None:
            template = ngettext(self.msgid, self.plural, int(self.n or 0))
        else:
            template = _(self.msgid) if self.msgid else ""
        values = {key: _render_value(value, seat_names) for key, value in self.args}
        if self.n is not None:
            values.setdefault("n", self.n)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not hide the message: fall back to English.
            return self.msgid.format(**values) if self.plural is None else template

    def __str__(self) -> str:
        return self.render()


def _render_value(value: Any, seat_names: Mapping[int, str] | None) -> Any:
    if isinstance(value, Text):
        return value.render(seat_names)
    if isinstance(value, SeatName):
        return seat_label(value.seat, seat_names)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_render_value(v, seat_names)) for v in value)
    return value


TABLE_SEAT = -1


def seat_label(seat: int, seat_names: Mapping[int, str] | None = None) -> str:
    if seat == TABLE_SEAT:
        return _("The table")
    if seat_names and seat in seat_names:
        return seat_names[seat]
    return _("Player {n}").format(n=seat + 1)


def T(msgid: str, **args: Any) -> Text:
    """Shorthand: ``T("{who} draws a card.", who=SeatName(0))``."""
    return Text(msgid, tuple(sorted(args.items())))


def Tn(singular: str, plural: str, n: int, **args: Any) -> Text:
    return Text(singular, tuple(sorted(args.items())), plural=plural, n=n)


def render(message: "Text | str", seat_names: Mapping[int, str] | None = None) -> str:
    """Render a message that may be a :class:`Text` or an already translated string."""
    if isinstance(message, Text):
        return message.render(seat_names)
    return message
