"""A phone table over loopback for the tests: a match, its session, the bridge and the
server, and phones as aiohttp clients; and the leak check every test applies."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import aiohttp

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession
from boardgames_desktop.phones.bridge import PhoneBridge, _svg_data, run_locked
from boardgames_desktop.phones.server import PhoneServer


class Table:
    """One match with phones on: every seat a person's, each may join by its code."""

    def __init__(self, game_id: str = "eselsbruecke", people: int = 4, seed: int = 7,
                 options: dict[str, Any] | None = None, bridge: type[PhoneBridge] = PhoneBridge):
        game = games.get_game(game_id)
        assert game is not None
        self.match = Match(game, [SeatSpec.single(n) for n in ("Ada", "Ben", "Cleo", "Dev", "Eve")[:people]],
                           seed, options or {})
        self.session = TableSession(self.match)
        self.bridge = bridge(self.session, list(range(people)), run_locked())
        self.server = PhoneServer(range(people), self.bridge.handler())
        self.bridge.attach(self.server)
        self.host, self.port = self.server.start()

    def url(self, path: str) -> str:
        return f"http://{self.host}:{self.port}{path}"

    def join_url(self, seat: int) -> str:
        path = self.server.join_path(seat)
        assert path is not None
        return self.url(path)

    def close(self) -> None:
        self.server.stop()
        self.bridge.close()
        self.session.close()

    def secrets_of_others(self, seat: int) -> set[str]:
        """Every word another seat's view or phone holds that ``seat``'s own view and
        phone, and the public view, do not: what ``seat``'s phone may never receive."""
        own = _strings(self.match.view(seat)) | _strings(self.match.view(None)) | _phone_strings(self, seat)
        own |= set(self.match.names.values())  # the seats' names are the table's, public
        own |= {line.text(self.match.names) for line in self.session.log(seat)}  # built from its views
        out: set[str] = set()
        for other in range(len(self.match.seats)):
            if other != seat:
                out |= (_strings(self.match.view(other)) | _phone_strings(self, other)) - own
        # A word that is part of one the seat may read itself tells it nothing (Ben's face-up
        # letters "K M P" inside the hand guess "F K M P" the seat filled in).
        return {s for s in out if len(s) >= 3 and not any(s in word for word in own)}


def _phone_strings(table: Table, seat: int) -> set[str]:
    match = table.match
    legal = [] if match.finished else match.legal_actions(seat)
    phone = match.game.phone(match.view(seat), seat, legal)
    names = match.names
    texts = {render(i.text, names) for i in phone.secret} | {render(i.detail, names) for i in phone.secret}
    texts |= {_svg_data(i.picture) for i in phone.secret if i.picture}
    texts |= {render(c.label, names) for c in phone.choices} | {render(line, names) for line in phone.public}
    # A form's and a cell's own words are the page's; what a seat has filled in or seen is its own.
    for form in phone.forms:
        for f in form.fields:
            texts |= {f.value} | {render(o.label, names) for o in f.options}
    if phone.sheet is not None:
        texts |= {render(line, names) for line in phone.sheet.notes}
        texts |= {render(c.title, names) for grid in (phone.sheet.cells, phone.sheet.helped) for row in grid
                  for c in row}
    return texts


def _strings(data: Any) -> set[str]:
    out: set[str] = set()
    for leaf in _leaves(data):
        if isinstance(leaf, str):
            out.add(leaf)
    return out


def _leaves(data: Any) -> Iterator[Any]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from _leaves(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _leaves(value)
    else:
        yield data


def private_parts(table: Table, seat: int) -> list[tuple[str, Any]]:
    """What another seat's view holds that the public view has no key for and ``seat``'s
    own view holds otherwise (another seat's hand): ``(key, value)`` pairs."""
    match = table.match
    public, own = match.view(None), match.view(seat)
    out = []
    for other in range(len(match.seats)):
        if other == seat:
            continue
        for key, value in match.view(other).items():
            if key not in public and isinstance(value, list | dict) and value and value != own.get(key):
                out.append((key, value))
    return out


def _dicts(data: Any) -> Iterator[dict[str, Any]]:
    if isinstance(data, dict):
        yield data
        for value in data.values():
            yield from _dicts(value)
    elif isinstance(data, list):
        for value in data:
            yield from _dicts(value)


def leaks(table: Table, seat: int, messages: list[str]) -> list[str]:
    """The other seats' secrets found in any of ``messages`` (received by ``seat``'s phone):
    a word of theirs ``seat`` may not read, or a part of their views (a hand) as it is."""
    secrets = table.secrets_of_others(seat)
    parts = private_parts(table, seat)
    found = []
    for text in messages:
        data = json.loads(text)
        words = _strings(data)
        found += [secret for secret in secrets if any(secret in word for word in words)]
        found += [f"{key}={value!r}" for d in _dicts(data) for key, value in parts if d.get(key) == value]
    return found


class Phone:
    """A phone: an aiohttp client with its own cookie jar, and its socket."""

    def __init__(self, table: Table):
        self.table = table
        self.http = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.received: list[str] = []

    async def join(self, url: str) -> aiohttp.ClientResponse:
        async with self.http.get(url, allow_redirects=False) as response:
            await response.read()
            return response

    async def connect(self, **kwargs: Any) -> None:
        self.ws = await self.http.ws_connect(self.table.url("/socket"), **kwargs)

    async def receive(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """The next message, or None once the socket closed."""
        assert self.ws is not None
        msg = await self.ws.receive(timeout=timeout)
        if msg.type is not aiohttp.WSMsgType.TEXT:
            return None
        self.received.append(msg.data)
        data: dict[str, Any] = json.loads(msg.data)
        return data

    async def until(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        while True:
            msg = await self.receive(timeout)
            assert msg is not None, f"the socket closed before a {kind!r} message"
            if msg["type"] == kind:
                return msg

    async def send(self, data: Any) -> None:
        assert self.ws is not None
        await self.ws.send_str(data if isinstance(data, str) else json.dumps(data))

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        await self.http.close()


def run(coro: Any) -> Any:
    return asyncio.run(coro)
