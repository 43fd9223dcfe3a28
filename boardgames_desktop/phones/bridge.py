"""Between the table session and the phones' server. Qt-free.

The bridge sends each seat's phone that seat's view and nothing else: on every
change of the table session it asks the game for the seat's view
(``match.view(seat)``), its legal actions and the game's description of them
(:meth:`Game.phone`), and sends the seat's session a JSON message made of those
alone (never a state, a seed or another seat's view); a message that did not
change is not sent again. When a phone taps one of its choices or a cell of its
sheet, or sends a filled-in form (read back by :meth:`Game.phone_form`), the
bridge plays that action through :meth:`TableSession.play_remote` as that seat,
the seat being the one the server found for the phone's session, and only while
the newest phone still offers it; a refusal goes back with the rule's reason.

The session is not thread-safe and the server runs on its own thread, so
everything a phone asks is handed to ``post``, which runs it on the session's
thread (the window's event loop; tests pass a function that runs it at once
under a lock).
"""

from __future__ import annotations

import base64
import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .. import theme
from ..core.game import PHONE_CELL_STYLES, Phone, PhoneCell, PhoneForm, TooMany
from ..core.i18n import _, language, on_language_changed, render
from ..core.table import TableSession
from .server import PAGE_TEXTS, page_texts

Post = Callable[[Callable[[], None]], None]

#: How many of the seat's newest log lines its phone shows.
LOG_LINES = 6
#: How many of a seat's phones sent last are kept to read a tap against: a tap chosen a
#: few messages ago (marks tapped in a row) still names what it meant.
KEPT_VERSIONS = 16

class Sender(Protocol):
    """The server's half the bridge uses (:class:`~.server.PhoneServer`)."""

    def send(self, seat: int, message: dict[str, Any]) -> None: ...

    def reply(self, seat: int, message: dict[str, Any]) -> None: ...


def run_locked() -> Post:
    """A ``post`` that runs each call at once, one at a time (tests, the command line)."""
    lock = threading.Lock()

    def post(call: Callable[[], None]) -> None:
        with lock:
            call()

    return post


class PhoneBridge:
    """Sends ``seats``' phones their views, and plays their choices, for ``session``."""

    def __init__(self, session: TableSession, seats: list[int], post: Post):
        self.session = session
        self.seats = [s for s in seats if session.is_human(s)]
        self.post = post
        self.server: Sender | None = None
        #: Per seat: the phones last sent, by version (the newest :data:`KEPT_VERSIONS`).
        self._phones: dict[int, dict[int, Phone]] = {}
        self._sent: dict[int, str] = {}
        #: Per seat: what its view and legal actions were last made into (the key, the
        #: game's description and the message's part of it).
        self._made: dict[int, tuple[Any, Phone, dict[str, Any]]] = {}
        self._version = 0
        session.subscribe(self._changed)
        #: The phones speak the table's language: a switch sends every seat its words anew.
        self._unlisten = on_language_changed(lambda _code: self.post(self.refresh))

    def attach(self, server: Sender) -> None:
        """Start sending to ``server`` (each seat's view at once: a new server has none)."""
        self.server = server
        self._sent.clear()
        self.refresh()

    def close(self) -> None:
        self.session.unsubscribe(self._changed)
        self._unlisten()
        self.server = None

    # -- what a phone sees ---------------------------------------------------------------
    def message(self, seat: int) -> tuple[Phone, dict[str, Any]]:
        """What ``seat``'s phone gets now (but its version): the game's description of
        the seat's view, and the message made of it and of the view alone, rendered
        with the table's names in the current language."""
        match = self.session.match
        view = match.view(seat)
        legal: list[Any] | TooMany = [] if match.finished else match.legal_actions(seat)
        names = match.names
        # The game's description is a function of the view and the legal actions alone
        # (the contract): a seat whose view did not change (another seat's mark) reuses it.
        made = (json.dumps(dict(view), sort_keys=True, ensure_ascii=False, default=repr), repr(legal), language(),
                tuple(sorted(names.items())))
        cached = self._made.get(seat)
        if cached is not None and cached[0] == made:
            phone, part = cached[1], cached[2]
        else:
            phone = self.session.game.phone(view, seat, legal)
            part = self._phone_part(phone, view, names)
            self._made[seat] = (made, phone, part)
        return phone, {
            "type": "view",
            "lang": language(),
            "texts": page_texts(),
            "game": self.session.game.title,
            "seat": seat,
            "name": names.get(seat, ""),
            "colour": theme.SEATS[seat % len(theme.SEATS)]["colour"],
            "headline": render(self.session.headline(), names),
            **part,
            # The seat's own log lines (built from its views, as its log panel's), newest first.
            "log": [line.text(names) for line in [li for li in self.session.log(seat) if not li.undone][::-1]
                    [:LOG_LINES]],
        }

    @staticmethod
    def _phone_part(phone: Phone, view: Mapping[str, Any], names: Mapping[int, str]) -> dict[str, Any]:
        """The part of a phone's message made of the seat's view and the game's description."""
        def say(text: Any) -> str:
            return render(text, names)

        return {
            "view": _plain(view),
            "secret": [{"text": say(i.text), "detail": say(i.detail), "picture": _svg_data(i.picture)}
                       for i in phone.secret],
            "public": [say(line) for line in phone.public],
            # A choice is tap ``i`` (its place in :func:`taps`), as a sheet's cell is.
            "choices": [{"label": say(c.label)} for c in phone.choices],
            "forms": [_form_message(f, say) for f in phone.forms],
            "sheet": _sheet_message(phone, say),
            "elsewhere": say(phone.elsewhere),
        }

    def refresh(self) -> None:
        """Send every seat whose message changed its new one, with a new version (a
        tap or a form names the version it was chosen from)."""
        server = self.server
        if server is None:
            return
        for seat in self.seats:
            phone, message = self.message(seat)
            key = json.dumps(message, sort_keys=True, ensure_ascii=False)
            if self._sent.get(seat) == key:
                continue
            self._sent[seat] = key
            self._version += 1
            kept = self._phones.setdefault(seat, {})
            kept[self._version] = phone
            for old in sorted(kept)[:-KEPT_VERSIONS]:
                del kept[old]
            server.send(seat, {**message, "version": self._version})

    def _changed(self, session: TableSession, reasons: frozenset[str]) -> None:
        self.refresh()

    # -- what a phone asks (the server's thread) -----------------------------------------
    def joined(self, seat: int) -> None:
        """A phone of ``seat`` connected: the server already sent it the newest message."""

    def message_from(self, seat: int, data: Mapping[str, Any]) -> None:
        self.post(lambda: self._answer(seat, data))

    # The server's Handler protocol names it ``message``; the bridge's own ``message``
    # builds the view, so the server is handed :meth:`handler`.
    def handler(self) -> _Handler:
        return _Handler(self)

    def _answer(self, seat: int, data: Mapping[str, Any]) -> None:
        server = self.server
        if server is None:
            return
        reason = self._play(seat, data)
        if reason is not None:
            server.reply(seat, {"type": "refused", "reason": reason})

    def _play(self, seat: int, data: Mapping[str, Any]) -> str | None:
        """Play the tap or the form ``data`` names for ``seat``; the reason it was
        refused, or None.

        A message names the version of the phone it was chosen on: a tap's action, or a
        form, counts while the newest phone still offers it (another seat's move, or a
        mark in another cell, spoils nothing), and only then."""
        if seat not in self.seats:
            return _(PAGE_TEXTS["not_yours"])
        if "seat" in data and data["seat"] != seat:
            return _(PAGE_TEXTS["not_yours"])
        kind = data.get("type")
        fields = {"choose": {"type", "version", "choice"}, "form": {"type", "version", "form", "values"}}
        if kind not in fields or set(data) - {"seat"} != fields[kind] or type(data["version"]) is not int:
            return _(PAGE_TEXTS["malformed"])
        kept = self._phones.get(seat, {})
        sent = kept.get(data["version"])
        if sent is None:
            return _(PAGE_TEXTS["stale"])
        now = kept[max(kept)]
        if kind == "choose":
            action = _tapped(sent, now, data["choice"])
        else:
            action = self._filled(seat, sent, now, data["form"], data["values"])
        if isinstance(action, _Refused):
            return _(PAGE_TEXTS[action.reason])
        refusal = self.session.play_remote(seat, action)
        return None if refusal is None else render(refusal, self.session.match.names)

    def _filled(self, seat: int, sent: Phone, now: Phone, index: Any, values: Any) -> Any:
        """The action a filled-in form names, or why it cannot be read."""
        if type(index) is not int or not 0 <= index < len(sent.forms) or not isinstance(values, dict):
            return _Refused("malformed")
        current = {f.key: f for f in now.forms}
        form = current.get(sent.forms[index].key)
        if form is None:
            return _Refused("stale")
        if set(values) != {f.key for f in form.fields}:
            return _Refused("malformed")
        for f in form.fields:
            value = values[f.key]
            if not isinstance(value, str) or len(value) > f.most:
                return _Refused("malformed")
            if f.options and value not in {o.value for o in f.options}:
                return _Refused("malformed")
        match = self.session.match
        action = self.session.game.phone_form(match.view(seat), seat, form.key, dict(values))
        return _Refused("malformed") if action is None else action


@dataclass(frozen=True)
class _Refused:
    """Why a phone's message names no action (a key of :data:`PAGE_TEXTS`)."""

    reason: str


def taps(phone: Phone) -> list[Any]:
    """The actions a phone's taps name, by number: its choices, then its sheet's cells
    row by row (a fixed cell names none)."""
    out = [c.action for c in phone.choices]
    if phone.sheet is not None:
        out += [cell.action for row in phone.sheet.cells for cell in row]
    return out


def _tapped(sent: Phone, now: Phone, index: Any) -> Any:
    """The action of tap ``index`` on the phone ``sent``, while ``now`` still offers it."""
    offered = taps(sent)
    if type(index) is not int or not 0 <= index < len(offered) or offered[index] is None:
        return _Refused("malformed")
    action = offered[index]
    return action if action in taps(now) else _Refused("stale")


def _form_message(form: PhoneForm, say: Callable[[Any], str]) -> dict[str, Any]:
    return {
        "key": form.key, "title": say(form.title), "detail": say(form.detail), "button": say(form.button),
        "fields": [{"key": f.key, "label": say(f.label), "placeholder": say(f.placeholder), "value": f.value,
                    "most": f.most, "options": [{"value": o.value, "label": say(o.label)} for o in f.options]}
                   for f in form.fields],
    }


def _sheet_message(phone: Phone, say: Callable[[Any], str]) -> dict[str, Any] | None:
    sheet = phone.sheet
    if sheet is None:
        return None
    first = len(phone.choices)
    width = len(sheet.columns)

    def grid(rows: tuple[tuple[PhoneCell, ...], ...]) -> list[list[dict[str, Any]]]:
        # A helped cell is tapped as the plain cell in its place: the tap cycles the player's note.
        return [[{"text": c.text, "style": c.style if c.style in PHONE_CELL_STYLES else "",
                  "title": say(c.title),
                  "tap": None if sheet.cells[r][k].action is None else first + r * width + k}
                 for k, c in enumerate(row)] for r, row in enumerate(rows)]

    return {
        "title": say(sheet.title), "columns": [say(c) for c in sheet.columns], "rows": list(sheet.rows),
        "cells": grid(sheet.cells), "helped": grid(sheet.helped) if sheet.helped else None,
        "help_label": say(sheet.help_label), "legend": [say(line) for line in sheet.legend],
        "notes": [say(line) for line in sheet.notes],
    }


class _Handler:
    """The server's :class:`~.server.Handler` for a bridge."""

    def __init__(self, bridge: PhoneBridge):
        self.bridge = bridge

    def joined(self, seat: int) -> None:
        self.bridge.joined(seat)

    def message(self, seat: int, data: dict[str, Any]) -> None:
        self.bridge.message_from(seat, data)


def _svg_data(svg: str) -> str:
    """An SVG picture as a ``data:`` address the page may show (its policy allows no other)."""
    if not svg:
        return ""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def _plain(view: Mapping[str, Any]) -> Any:
    """The view as plain JSON data (a view is JSON-able by the contract)."""
    return json.loads(json.dumps(dict(view), ensure_ascii=False))


__all__ = ["PAGE_TEXTS", "PhoneBridge", "page_texts", "run_locked"]
