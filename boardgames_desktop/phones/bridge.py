"""Between the table session and the phones' server. Qt-free.

The bridge sends each seat's phone that seat's view and nothing else: on every
change of the table session it asks the game for the seat's view
(``match.view(seat)``), its legal actions and the game's description of them
(:meth:`Game.phone`), and sends the seat's session a JSON message made of those
alone (never a state, a seed or another seat's view); a message that did not
change is not sent again. When a phone asks for one of its choices the bridge
plays that choice's action through :meth:`TableSession.play_remote` as that
seat, the seat being the one the server found for the phone's session, and
only when it is still legal; a refusal goes back with the rule's reason.

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
from typing import Any, Protocol

from .. import theme
from ..core.game import Phone, TooMany
from ..core.i18n import _, language, on_language_changed, render
from ..core.table import TableSession
from .server import PAGE_TEXTS, page_texts

Post = Callable[[Callable[[], None]], None]

#: How many of the seat's newest log lines its phone shows.
LOG_LINES = 6

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
        #: Per seat: the versions whose choices are still the ones offered now (a choice
        #: named by any of them is current: a new headline alone does not spoil a tap),
        #: and the description last sent.
        self._phones: dict[int, tuple[frozenset[int], Phone]] = {}
        self._sent: dict[int, str] = {}
        self._version = 0
        session.subscribe(self._changed)
        #: The phones speak the table's language: a switch sends every seat its words anew.
        self._unlisten = on_language_changed(lambda _code: self.post(self.refresh))

    def attach(self, server: Sender) -> None:
        """Start sending to ``server`` (each seat's view at once)."""
        self.server = server
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
        phone = self.session.game.phone(view, seat, legal)
        names = match.names
        return phone, {
            "type": "view",
            "lang": language(),
            "texts": page_texts(),
            "game": self.session.game.title,
            "seat": seat,
            "name": names.get(seat, ""),
            "colour": theme.SEATS[seat % len(theme.SEATS)]["colour"],
            "headline": render(self.session.headline(), names),
            "view": _plain(view),
            "secret": [{"text": render(i.text, names), "detail": render(i.detail, names),
                        "picture": _svg_data(i.picture)} for i in phone.secret],
            "public": [render(line, names) for line in phone.public],
            "choices": [{"label": render(c.label, names)} for c in phone.choices],
            "elsewhere": render(phone.elsewhere, names),
            # The seat's own log lines (built from its views, as its log panel's), newest first.
            "log": [line.text(names) for line in [li for li in self.session.log(seat) if not li.undone][::-1]
                    [:LOG_LINES]],
        }

    def refresh(self) -> None:
        """Send every seat whose message changed its new one, with a new version (a
        choice names the version it was chosen from)."""
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
            old = self._phones.get(seat)
            same = old is not None and old[1].choices == phone.choices
            versions = (old[0] if same and old is not None else frozenset()) | {self._version}
            self._phones[seat] = (versions, phone)
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
        """Play the choice ``data`` names for ``seat``; the reason it was refused, or None."""
        if seat not in self.seats:
            return _(PAGE_TEXTS["not_yours"])
        if "seat" in data and data["seat"] != seat:
            return _(PAGE_TEXTS["not_yours"])
        if set(data) - {"seat"} != {"type", "version", "choice"} or data.get("type") != "choose":
            return _(PAGE_TEXTS["malformed"])
        version, choice = data["version"], data["choice"]
        if type(version) is not int or type(choice) is not int:
            return _(PAGE_TEXTS["malformed"])
        sent = self._phones.get(seat)
        if sent is None or version not in sent[0]:
            return _(PAGE_TEXTS["stale"])
        choices = sent[1].choices
        if not 0 <= choice < len(choices):
            return _(PAGE_TEXTS["malformed"])
        refusal = self.session.play_remote(seat, choices[choice].action)
        return None if refusal is None else render(refusal, self.session.match.names)


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
