"""One translation mechanism for the model and the Qt shell: gettext catalogues.

Every string a person reads goes through :func:`_` (translate now) or is marked
with :func:`N_` (translate later, at the place it is shown: class-level titles,
option labels, data tables). Text that is kept and shown later, possibly after
the language changed (log lines, refusal reasons, outcome messages), is a
:class:`Text`: a message id with its arguments, rendered in the language in
force when a person reads it.

Catalogues live in ``boardgames_desktop/locale/<lang>/LC_MESSAGES/
boardgames_desktop.mo`` (compiled from ``.po`` files that Babel extracts and
updates: ``python -m boardgames_desktop.i18n_tools``; see
``docs/translating.md``). English is the source language, so it needs no
catalogue.

The language is process-wide, like gettext's own. The Qt shell remembers the
player's choice (QSettings) and calls :func:`set_language` at start-up and
when it changes; :func:`preferred_language` turns a remembered choice (or
none) into the language to use, defaulting to the system's.
"""

from __future__ import annotations

import gettext as _gettext
import os
import string as _string
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DOMAIN = "boardgames_desktop"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

#: Languages the app offers: code -> the language's own name (never translated).
LANGUAGES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文"}
DEFAULT_LANGUAGE = "en"

_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


# -- which language ------------------------------------------------------------------
def match_language(tags: Iterable[str]) -> str | None:
    """The first offered language among locale tags in order of preference
    ("zh-Hant-TW", "zh_TW.UTF-8", "en-GB", ...), or None.

    Any Chinese tag picks our Traditional Chinese: it is the games' own script,
    and a reader of Simplified Chinese reads it more easily than English.
    """
    for tag in tags:
        value = tag.split(".")[0].split("@")[0].replace("-", "_").strip()
        if not value or value in ("C", "POSIX"):
            continue
        if value in LANGUAGES:
            return value
        base = value.split("_")[0].lower()
        if base == "zh" or base.startswith("chinese"):
            return "zh_TW"
        for code in LANGUAGES:
            if code.split("_")[0].lower() == base:
                return code
    return None


def _system_tags() -> list[str]:
    """The system's locale tags, most preferred first (gettext's own order)."""
    import locale as _locale  # here, not at import: the app starts without it when Qt knows the answer

    tags: list[str] = []
    language = os.environ.get("LANGUAGE", "")
    tags += [t for t in language.split(":") if t]
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            tags.append(value)
            break
    if sys.platform == "win32":  # GUI processes there have no LANG
        try:
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            tags.append(_locale.windows_locale.get(lcid, ""))
        except (AttributeError, OSError):
            pass
    try:
        tags.append(_locale.getlocale(_locale.LC_CTYPE)[0] or "")
    except ValueError:
        pass
    return [t for t in tags if t]


#: The variables gettext reads for the language of messages, in its order.
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The offered language the environment asks for, read as gettext reads it: the
    first of :data:`LANGUAGE_VARIABLES` that is set (``LANGUAGE`` a list of
    preferences, ``zh_TW:en``), its first tag that is offered or is ``C``/``POSIX``
    (English, untranslated); English when none is. The headless commands
    (``print``, ``screenshot``) speak it unless ``--language`` says otherwise."""
    environ = os.environ if environ is None else environ
    for variable in LANGUAGE_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for tag in value.split(":"):
            if tag.split(".")[0].split("@")[0] in ("C", "POSIX"):
                return DEFAULT_LANGUAGE
            found = match_language([tag])
            if found is not None:
                return found
        return DEFAULT_LANGUAGE  # gettext reads only the first variable set
    return DEFAULT_LANGUAGE


def system_language(ui_languages: Iterable[str] = ()) -> str:
    """The offered language closest to the system's (English otherwise).

    ``ui_languages`` are the desktop's preferred UI languages when the caller
    knows them (Qt's ``QLocale.system().uiLanguages()``, which also works on
    macOS and Windows); they come before the environment.
    """
    # The desktop's languages first; the environment only when they match nothing.
    return match_language(ui_languages) or match_language(_system_tags()) or DEFAULT_LANGUAGE


def preferred_language(saved: str | None, ui_languages: Iterable[str] = ()) -> str:
    """The language to start in: the remembered choice if it is still offered,
    else the system's."""
    if saved in LANGUAGES:
        return str(saved)
    return system_language(ui_languages)


def catalogue_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _load(code: str) -> _gettext.NullTranslations:
    if code == DEFAULT_LANGUAGE:
        return _gettext.NullTranslations()
    path = catalogue_path(code)
    try:
        with path.open("rb") as f:
            # Read the file ourselves rather than through gettext.translation,
            # whose cache would keep a stale catalogue after a recompile.
            return _gettext.GNUTranslations(f)
    except FileNotFoundError:
        return _gettext.NullTranslations()  # an installation without catalogues: English


def set_language(code: str) -> None:
    """Switch every later lookup to ``code`` (one of :data:`LANGUAGES`) and tell
    the listeners (:func:`on_language_changed`)."""
    global _translations, _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    _translations = _load(code)
    _language = code
    for callback in tuple(_listeners):  # a listener may remove itself
        callback(code)


def language() -> str:
    return _language


def on_language_changed(callback: Callable[[str], None]) -> Callable[[], None]:
    """Call ``callback(code)`` after every :func:`set_language`; returns a
    function that stops it (a window that closes should call it)."""
    _listeners.append(callback)

    def remove() -> None:
        if callback in _listeners:
            _listeners.remove(callback)

    return remove


# -- lookups ---------------------------------------------------------------------------
class Translated(str):
    """A translated message: a plain ``str`` whose :meth:`format` spaces Latin
    names and numbers from Chinese characters (see :func:`spaced_format`), so
    ``_("{who} wins.").format(who="Ada")`` reads "Ada 獲勝。" without every call
    site having to remember :func:`fill`."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> str:
        if args:
            return str.format(self, *args, **kwargs)
        return spaced_format(self, kwargs)


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    text = _translations.gettext(message)
    return Translated(text) if _language.startswith("zh") and text is not message else text


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for ``n`` things (Chinese has one form for all n)."""
    text = _translations.ngettext(singular, plural, n)
    return Translated(text) if _language.startswith("zh") and text not in (singular, plural) else text


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` in ``context`` (the same English word meaning two things)."""
    text = _translations.pgettext(context, message)
    return Translated(text) if _language.startswith("zh") and text is not message else text


def N_(message: str) -> str:
    """Mark ``message`` for extraction; it is translated where it is shown."""
    return message


@dataclass(frozen=True)
class SeatName:
    """A seat named in a message: rendered with the names the table gave the seats
    ("Ada & Ben" for a team); ``seat == TABLE`` is the table itself."""

    seat: int


class SeatLabel(str):
    """A seat's name as the table gives it ("Ada & Ben"), knowing how many people
    sit in the seat. How many people share a seat is public (the table seats
    them), so a message whose subject is a seat can agree with it: "Ada draws",
    "Ada & Ben draw" (see :func:`Tseat`). It is a plain ``str`` everywhere else."""

    people: int

    def __new__(cls, name: str, people: int = 1) -> "SeatLabel":
        label = super().__new__(cls, name)
        label.people = max(1, int(people))
        return label

    def __reduce__(self) -> tuple[Any, ...]:
        return (SeatLabel, (str(self), self.people))


def label_people(name: str | None) -> int:
    """How many people a seat's name stands for: its :class:`SeatLabel`'s count,
    else one. For text shown now: ``ngettext("{who} draws", "{who} draw", label_people(name))``."""
    return name.people if isinstance(name, SeatLabel) else 1


def seat_people(seat: int, seat_names: Mapping[int, str] | None = None) -> int:
    """How many people sit in ``seat``: the count its :class:`SeatLabel` carries,
    else one (the table itself, or names given without counts)."""
    return label_people(seat_names.get(seat) if seat_names and seat != TABLE_SEAT else None)


@dataclass(frozen=True)
class Text:
    """A message kept for later: ``msgid`` with ``{name}`` fields filled from ``args``.

    Arguments may be plain values, :class:`SeatName` or other :class:`Text`
    (rendered first). With ``plural`` and ``n``, ngettext picks the form (one
    form in Chinese, two in English). A ``Text`` is immutable and comparable,
    so log lines and refusals can be stored, compared in tests and rendered
    again after a language switch.
    """

    msgid: str
    args: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    n: int | None = None
    seats: tuple[int, ...] | None = None

    def render(self, seat_names: Mapping[int, str] | None = None) -> str:
        if self.seats is not None:
            n = sum(seat_people(seat, seat_names) for seat in self.seats)
        else:
            n = int(self.n or 0)
        if self.plural is not None:
            template = ngettext(self.msgid, self.plural, n)
            english = self.msgid if n == 1 else self.plural
        else:
            template = _(self.msgid) if self.msgid else ""
            english = self.msgid
        values = {key: _render_value(value, seat_names) for key, value in self.args}
        if self.n is not None:
            values.setdefault("n", self.n)
        try:
            if _language.startswith("zh") and template is not english:
                return spaced_format(template, values)
            return template.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            # A broken translation must not hide the message: fall back to English.
            return english.format(**values)

    def __str__(self) -> str:
        return self.render()


def join_list(items: Iterable[Any]) -> str:
    """Items of a list shown to a person, joined in the current language's way:
    "9 yellow, 12 blue" in English, "9 黃色、12 藍色" in Chinese."""
    # Translators: joins the items of a list ("Ada, Ben, Cy"); Chinese uses 、
    return pgettext("list separator", ", ").join(str(item) for item in items)


def join_clauses(items: Iterable[Any]) -> str:
    """Clauses shown in one line, each a whole statement: "a; b" in English, "a；b" in Chinese."""
    # Translators: between two clauses of one line ("3 players: 1 and 2; 4 players: 1"); Chinese uses ；
    return pgettext("clause separator", "; ").join(str(item) for item in items)


def join_sentences(*sentences: str) -> str:
    """Whole sentences one after another: a space between them in English, none in Chinese
    ("時間到了。輪到 Ada 了。")."""
    out = ""
    for sentence in sentences:
        if not sentence:
            continue
        # Translators: two whole sentences in a row; Chinese puts no space between them.
        out = pgettext("two sentences", "{first} {second}").format(first=out, second=sentence) if out else sentence
    return out


def _render_value(value: Any, seat_names: Mapping[int, str] | None) -> Any:
    if isinstance(value, Text):
        return value.render(seat_names)
    if isinstance(value, SeatName):
        return seat_label(value.seat, seat_names)
    if isinstance(value, (list, tuple)):
        return join_list(_render_value(v, seat_names) for v in value)
    return value


def _is_han(ch: str) -> bool:
    """A Chinese character (not punctuation, which needs no space beside Latin)."""
    code = ord(ch)
    return 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x3FFFF


def _is_latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def spaced_format(template: str, values: Mapping[str, Any]) -> str:
    """``template.format(**values)``, with a space wherever a field's value
    starts or ends with a Latin letter or digit right beside a Chinese
    character of the template: "輪到{who}了" gives "輪到 Ada 了" and "輪到小明了".

    Translators write Chinese messages with no spaces around ``{fields}``; the
    space between Chinese and Latin text that Taiwanese typesetting expects
    then appears only where it belongs.
    """
    out: list[str] = []
    formatter = _string.Formatter()
    for literal, field, spec, conversion in formatter.parse(template):
        out.append(literal)
        if field is None:
            continue
        value, _key = formatter.get_field(field, (), values)
        value = formatter.convert_field(value, conversion)
        text = formatter.format_field(value, spec or "")
        before = out[-1][-1:] if out and out[-1] else ""
        if text and before and _is_han(before) and _is_latin(text[0]):
            text = " " + text
        out.append(text)
        out.append("\0")  # marks the end of a field, for the check below
    result = "".join(out)
    # A field that ends in Latin and is followed by a Chinese character gets a space too.
    pieces = result.split("\0")
    for i in range(len(pieces) - 1):
        if pieces[i] and pieces[i + 1] and _is_latin(pieces[i][-1]) and _is_han(pieces[i + 1][0]):
            pieces[i + 1] = " " + pieces[i + 1]
    return "".join(pieces)


def fill(template: str, **values: Any) -> str:
    """``template.format(**values)`` for a template already translated with
    :func:`_`, spaced like a :class:`Text` in Chinese:
    ``fill(_("{who} wins."), who="Ada")`` gives "Ada 獲勝。"."""
    if _language.startswith("zh"):
        return spaced_format(template, values)
    return template.format(**values)


TABLE_SEAT = -1


def seat_label(seat: int, seat_names: Mapping[int, str] | None = None) -> str:
    if seat == TABLE_SEAT:
        # Translators: the players together, as the one who enters shared answers.
        return _("The table")
    if seat_names and seat in seat_names:
        return seat_names[seat]
    return _("Player {n}").format(n=seat + 1)


def T(msgid: str, **args: Any) -> Text:
    """Shorthand: ``T("{who} draws a card.", who=SeatName(0))``."""
    return Text(msgid, tuple(sorted(args.items())))


def Tn(singular: str, plural: str, n: int, **args: Any) -> Text:
    """A kept message with a plural: ``Tn("{n} card", "{n} cards", n)``."""
    return Text(singular, tuple(sorted(args.items())), plural=plural, n=n)


def seat_named(seat: int) -> Text:
    """A seat's name alone as a message (a button that names a seat), rendered with the
    table's names: nothing in it to translate."""
    return Text("{who}", (("who", SeatName(seat)),))


def Tseat(singular: str, plural: str, seat: SeatName | int | Iterable[SeatName | int], **args: Any) -> Text:
    """A kept message whose subject is a seat, with a singular and a plural (team)
    form: ``Tseat("{who} draws a card.", "{who} draw a card.", who, who=who)``.

    ``seat`` (a :class:`SeatName`, a seat number, or several) decides the form by
    the number of people in it when the message is rendered: one person reads
    the singular, a team of two the plural (gettext's plural forms, so every
    language gets the forms it needs; Chinese has one). A message that also
    counts things puts the count in a nested :func:`Tn` argument.
    """
    items = [seat] if isinstance(seat, (SeatName, int)) else list(seat)
    seats = tuple(s.seat if isinstance(s, SeatName) else int(s) for s in items)
    return Text(singular, tuple(sorted(args.items())), plural=plural, seats=seats)


def render(message: Text | str, seat_names: Mapping[int, str] | None = None) -> str:
    """Render a message that may be a :class:`Text` or an already translated string."""
    if isinstance(message, Text):
        return message.render(seat_names)
    return message
