"""The phones' web server: one page, its two files, a join route and one websocket.

At a game night each player may hold their own seat on their phone while the
laptop and the projector show the table. This module is the network half of
it, and knows nothing of games: it hands every message a phone sends to a
:class:`Handler` *with the seat of the phone's session*, and sends a seat's
session what the handler gives it for that seat (:meth:`PhoneServer.send`).
What a seat may see and do is the bridge's business (``bridge.py``).

Safety, in the order a phone meets it:

- **Joining.** Every seat has a single-use join code: a token of 256 bits from
  :mod:`secrets`. Opening ``/join/<token>`` claims the seat, spends the token
  and sets a session cookie (HttpOnly, SameSite=Strict); the session is a
  second secret of its own, never the token. The host may give a seat a new
  code (:meth:`PhoneServer.new_code`: the seat's old session is out, its
  socket closed) and lock joining (:meth:`PhoneServer.lock`). A phone that
  reloads the page, or opens its spent code again, with its cookie keeps its
  seat.
- **Routes.** Only ``/`` (the page), ``/phone.css`` and ``/phone.js`` (a fixed
  list of the package's files, read once, never a path from a request),
  ``/join/<token>`` and ``/socket``. Everything else is aiohttp's plain 404.
- **The socket** accepts only a session's cookie (and only from a page of this
  server: a foreign ``Origin`` is refused). Every message is size-limited
  (:data:`MAX_MESSAGE` bytes; a larger one closes the socket), rate-limited (a
  bucket of :data:`BURST` messages refilled at :data:`RATE` a second; a
  message over it is refused, and a socket that keeps flooding is closed) and
  must be a JSON object; the seat it speaks for is always the session's.

The server runs on its own thread with its own asyncio loop
(:meth:`PhoneServer.start`, :meth:`PhoneServer.stop`); every public method may
be called from any thread.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Protocol

from aiohttp import WSMsgType, web

from ..core.i18n import N_, _

#: The largest message a phone may send, in bytes (an action is a few dozen).
MAX_MESSAGE = 2048
#: How many messages a phone may send at once, and how many a second after that.
BURST = 10
RATE = 5.0
#: Messages refused for flooding before the socket is closed.
FLOOD_LIMIT = 40
#: The session cookie's name, and how long a phone keeps it.
COOKIE = "bgd_phone"
COOKIE_SECONDS = 12 * 3600
#: The page's files, by route: the only files the server ever serves.
STATIC = {
    "/": ("phone.html", "text/html"),
    "/phone.css": ("phone.css", "text/css"),
    "/phone.js": ("phone.js", "text/javascript"),
}

Presence = Callable[[], None]

#: The page's own words (message ids), sent translated with every view.
PAGE_TEXTS: dict[str, str] = {
    "away": N_("The connection to the table dropped. Trying again…"),
    "secret": N_("Only you see this"),
    "table": N_("On the table"),
    "log": N_("The last moves"),
    "choices": N_("Your moves"),
    "filter": N_("Type to find it in the list"),
    "waiting": N_("Nothing to do now: wait for your turn."),
    "elsewhere": N_("At the laptop"),
    "refused_join": N_("This code cannot join: it was used already, or joining is locked. "
                       "Ask the host for a new code."),
    "no_seat": N_("This phone holds no seat. Scan your seat's code on the laptop's screen."),
    "kicked": N_("Your seat was given a new code, so this phone is out. Ask the host if that was a mistake."),
    "flood": N_("Too many messages: wait a moment."),
    "malformed": N_("The table did not understand that message."),
    "stale": N_("The table moved on before your choice arrived: choose again."),
    "not_yours": N_("A phone plays only its own seat."),
    "pick": N_("Choose one for “{field}” first."),
}


def page_texts() -> dict[str, str]:
    """The page's words in the current language."""
    return {key: _(msgid) for key, msgid in PAGE_TEXTS.items()}


class Handler(Protocol):
    """What the server hands on: always with the seat of the phone's session."""

    def joined(self, seat: int) -> None:
        """A phone of ``seat`` connected (claimed the seat, or came back)."""

    def message(self, seat: int, data: dict[str, Any]) -> None:
        """``seat``'s phone sent ``data`` (a JSON object, within the limits)."""


@dataclass
class _Seat:
    token: str | None = None
    session: str | None = None
    sockets: set[web.WebSocketResponse] = field(default_factory=set)
    #: The newest message for this seat, sent again to a socket that connects.
    last: str | None = None


@dataclass
class _Bucket:
    tokens: float = BURST
    stamp: float = field(default_factory=time.monotonic)
    refused: int = 0

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * RATE)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.refused += 1
        return False


def new_token() -> str:
    """A join code or session: 32 random bytes (256 bits) from :mod:`secrets`."""
    return secrets.token_urlsafe(32)


class PhoneServer:
    """The server of one match's phones: ``seats`` are the seats that may join."""

    def __init__(self, seats: Iterable[int], handler: Handler, *, host: str = "127.0.0.1", port: int = 0):
        self.handler = handler
        self.host = host
        self.port = port
        #: The page's words in the current language (sent with every refusal of the socket).
        self.texts = page_texts
        self._seats: dict[int, _Seat] = {seat: _Seat(token=new_token()) for seat in seats}
        self._locked = False
        self._lock = threading.Lock()
        self._presence: list[Presence] = []
        self._files = {route: (_read(name), kind) for route, (name, kind) in STATIC.items()}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        #: Sends under way (kept, so none is collected before it is done).
        self._tasks: set[asyncio.Future[None]] = set()

    # -- running ------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Start serving on a thread of its own; returns the address it listens on."""
        if self._thread is not None:
            raise RuntimeError("the phone server is already running")
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            self._thread.join()
            self._thread = None
            raise self._error
        return self.host, self.port

    def stop(self) -> None:
        """Close every socket and stop the server (it cannot be started again)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(timeout=10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._thread = None
        self._loop = None

    @property
    def running(self) -> bool:
        return self._loop is not None

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._serve())
        except OSError as exc:  # the port is taken, the address is not ours
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    async def _serve(self) -> None:
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/", self._static)
        app.router.add_get("/phone.css", self._static)
        app.router.add_get("/phone.js", self._static)
        app.router.add_get("/join/{token}", self._join)
        app.router.add_get("/socket", self._socket)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        for address in self._runner.addresses:
            self.port = int(address[1])
            break

    async def _shutdown(self) -> None:
        for seat in self._seats.values():
            for ws in list(seat.sockets):
                await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- the host's controls (any thread) --------------------------------------------------
    def seats(self) -> list[int]:
        return sorted(self._seats)

    def join_path(self, seat: int) -> str | None:
        """The seat's join path (``/join/<token>``), or None once its code is spent."""
        with self._lock:
            token = self._seats[seat].token
        return None if token is None else f"/join/{token}"

    def new_code(self, seat: int) -> str:
        """A new join code for ``seat``: the old code and the old session are out."""
        with self._lock:
            entry = self._seats[seat]
            entry.token = new_token()
            entry.session = None
            sockets = list(entry.sockets)
            entry.sockets.clear()
            path = f"/join/{entry.token}"
        self._close_later(sockets, "kicked")
        self._tell_presence()
        return path

    def lock(self, locked: bool = True) -> None:
        """Lock (or unlock) joining: no code claims a seat while locked; a phone that
        already holds a session keeps it."""
        with self._lock:
            self._locked = locked

    @property
    def locked(self) -> bool:
        return self._locked

    def connected(self, seat: int) -> bool:
        """Whether a phone of ``seat`` is connected now."""
        with self._lock:
            return bool(self._seats[seat].sockets)

    def claimed(self, seat: int) -> bool:
        """Whether a phone holds ``seat``'s session (connected or away)."""
        with self._lock:
            return self._seats[seat].session is not None

    def on_presence(self, callback: Presence) -> None:
        """``callback()`` when a phone joins or leaves (on the server's thread) or is put out
        by a new code (on the host's)."""
        self._presence.append(callback)

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Send ``message`` to ``seat``'s phone (and to it again when it reconnects)."""
        text = json.dumps(message, ensure_ascii=False)
        loop = self._loop
        if loop is None:
            with self._lock:
                self._seats[seat].last = text
            return
        loop.call_soon_threadsafe(self._deliver, seat, text, True)

    def reply(self, seat: int, message: dict[str, Any]) -> None:
        """Send ``message`` to ``seat``'s phone now, not kept for a reconnect (a refusal)."""
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._deliver, seat, json.dumps(message, ensure_ascii=False), False)

    # -- on the server's loop ------------------------------------------------------------------
    def _deliver(self, seat: int, text: str, keep: bool) -> None:
        with self._lock:
            entry = self._seats[seat]
            if keep:
                entry.last = text
            sockets = list(entry.sockets)
        for ws in sockets:
            if not ws.closed:
                task = asyncio.ensure_future(_say(ws, text))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    def _close_later(self, sockets: list[web.WebSocketResponse], why: str) -> None:
        loop = self._loop
        if loop is None or not sockets:
            return

        async def close() -> None:
            for ws in sockets:
                if not ws.closed:
                    await _say(ws, json.dumps({"type": why, "texts": self.texts()}, ensure_ascii=False))
                    await ws.close()

        asyncio.run_coroutine_threadsafe(close(), loop)

    def _tell_presence(self) -> None:
        for callback in list(self._presence):
            callback()

    def _session_seat(self, request: web.Request) -> int | None:
        session = request.cookies.get(COOKIE)
        if not session:
            return None
        with self._lock:
            for seat, entry in self._seats.items():
                if entry.session is not None and secrets.compare_digest(entry.session, session):
                    return seat
        return None

    async def _static(self, request: web.Request) -> web.Response:
        body, kind = self._files[request.path]
        return web.Response(body=body, content_type=kind, charset="utf-8", headers=_HEADERS)

    async def _join(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        if self._session_seat(request) is not None:
            return _see_page()  # a reload after joining: the seat is kept
        claimed: tuple[int, str] | None = None
        with self._lock:
            if not self._locked:
                for seat, entry in self._seats.items():
                    if entry.token is not None and secrets.compare_digest(entry.token, token):
                        entry.token = None  # spent
                        entry.session = new_token()
                        claimed = seat, entry.session
                        break
        if claimed is None:
            return web.Response(status=403, text=self.texts().get("refused_join", "This code cannot join."),
                                headers=_HEADERS)
        _seat, session = claimed
        response = _see_page()
        # Kept for an evening, so a phone whose browser was closed still finds its seat.
        response.set_cookie(COOKIE, session, httponly=True, samesite="Strict", path="/", max_age=COOKIE_SECONDS)
        self._tell_presence()
        return response

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        origin = request.headers.get("Origin")
        if origin is not None and origin not in {f"http://{request.host}", f"https://{request.host}"}:
            raise web.HTTPForbidden()
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=20.0)
        await ws.prepare(request)
        seat = self._session_seat(request)
        if seat is None:
            await _say(ws, json.dumps({"type": "no_seat", "texts": self.texts()}, ensure_ascii=False))
            await ws.close()
            return ws
        with self._lock:
            entry = self._seats[seat]
            entry.sockets.add(ws)
            last = entry.last
        self._tell_presence()
        try:
            if last is not None:
                await _say(ws, last)
            self.handler.joined(seat)
            await self._listen(ws, seat)
        finally:
            with self._lock:
                entry.sockets.discard(ws)
            self._tell_presence()
        return ws

    async def _listen(self, ws: web.WebSocketResponse, seat: int) -> None:
        bucket = _Bucket()
        async for msg in ws:
            if msg.type is not WSMsgType.TEXT:
                break  # binary, or an error (an oversized message): the socket closes
            if self._session_seat_of(ws) != seat:
                break  # the seat got a new code while this message was on its way
            if not bucket.take():
                if bucket.refused >= FLOOD_LIMIT:
                    break
                await _say(ws, json.dumps({"type": "refused", "reason": self.texts().get("flood", "")},
                                             ensure_ascii=False))
                continue
            try:
                data = json.loads(msg.data)
            except ValueError:
                data = None
            if not isinstance(data, dict):
                await _say(ws, json.dumps({"type": "refused", "reason": self.texts().get("malformed", "")},
                                             ensure_ascii=False))
                continue
            self.handler.message(seat, data)
        await ws.close()

    def _session_seat_of(self, ws: web.WebSocketResponse) -> int | None:
        with self._lock:
            for seat, entry in self._seats.items():
                if ws in entry.sockets:
                    return seat
        return None


#: Every answer: no caching of the page's state, no framing by other pages, no sniffing.
_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:",
}


async def _say(ws: web.WebSocketResponse, text: str) -> None:
    """Send ``text`` unless the phone has gone meanwhile (then there is no one to tell)."""
    if ws.closed:
        return
    try:
        await ws.send_str(text)
    except ConnectionError:  # closed between the check and the send
        pass


def _see_page() -> web.Response:
    return web.Response(status=303, headers={**_HEADERS, "Location": "/"})


def _read(name: str) -> bytes:
    return resources.files("boardgames_desktop.phones").joinpath("static", name).read_bytes()
