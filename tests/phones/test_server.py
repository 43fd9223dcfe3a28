"""The phones' server and bridge over loopback, with aiohttp's client: what a phone
without a right seat, a wrong message or a flood gets (a refusal, nothing of anyone
else's, an unchanged match), and what a seat's own phone gets (its view, its moves)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from boardgames_desktop.core.i18n import set_language
from boardgames_desktop.games.eselsbruecke.actions import TimeUp
from boardgames_desktop.phones import server as server_module
from boardgames_desktop.phones.bridge import PhoneBridge, _plain
from boardgames_desktop.phones.server import COOKIE, MAX_MESSAGE

from .helpers import Phone, Table, leaks, run


def advance(table: Table) -> None:
    """Play the match on (the first legal move, the clock's for a guess) until three
    seats hold a card each: a seat guesses, and every phone has secrets to keep."""
    match = table.match
    for _ in range(100):
        if sum(bool(match.view(s).get("hand")) for s in range(len(match.seats))) >= 3:
            return
        actor = match.to_act()[0]
        legal = match.legal_actions(actor)
        assert isinstance(legal, list)
        match.play(actor, TimeUp() if TimeUp() in legal else legal[0])
    raise AssertionError("the match never dealt the cards")


@pytest.fixture
def table() -> Iterator[Table]:
    t = Table("eselsbruecke", 4, options={"mode": "digital"})
    advance(t)
    yield t
    t.close()


def entries(table: Table) -> int:
    return len(table.match.entries)


async def joined(table: Table, seat: int) -> Phone:
    phone = Phone(table)
    response = await phone.join(table.join_url(seat))
    assert response.status == 303
    await phone.connect()
    msg = await phone.until("view")
    assert msg["seat"] == seat
    return phone


def test_seats_join_get_only_their_views_and_play_their_moves_until_the_cards_are_dealt():
    table = Table("eselsbruecke", 4, options={"mode": "digital"})

    async def go() -> None:
        phones = {s: await joined(table, s) for s in range(4)}
        while not any(table.match.view(s).get("hand") for s in range(4)):
            actor = table.match.to_act()[0]
            mine = json.loads(phones[actor].received[-1])
            assert mine["choices"], "every step before the guesses is a phone's"
            before = entries(table)
            await phones[actor].send({"type": "choose", "version": mine["version"], "choice": 0})
            await phones[actor].until("view")
            assert entries(table) == before + 1 and table.match.entries[-1].actor == actor
            for seat, phone in phones.items():
                while json.loads(phone.received[-1])["view"] != _plain(table.match.view(seat)):
                    await phone.until("view")
                assert not leaks(table, seat, phone.received[-1:])
                lines = [line.text(table.match.names) for line in table.session.log(seat) if not line.undone]
                assert json.loads(phone.received[-1])["log"] == lines[::-1][:6]
        held = [json.loads(phone.received[-1])["secret"] for phone in phones.values()]
        assert sum(bool(h) for h in held) == 3, "three seats now see the card they hold"
        assert all(h[0]["picture"].startswith("data:image/svg+xml;base64,") for h in held if h)
        for phone in phones.values():
            await phone.close()

    try:
        run(go())
    finally:
        table.close()


def test_the_session_cookie_is_httponly_and_strict_and_the_code_is_spent(table):
    async def go() -> None:
        phone = Phone(table)
        url = table.join_url(0)
        async with phone.http.get(url, allow_redirects=False) as response:
            cookie = response.headers["Set-Cookie"]
        assert COOKIE in cookie and "HttpOnly" in cookie and "SameSite=Strict" in cookie
        assert url.rsplit("/", 1)[1] not in cookie  # the session is not the code
        assert table.server.join_path(0) is None
        second = Phone(table)
        assert (await second.join(url)).status == 403
        await second.connect()
        assert (await second.receive())["type"] == "no_seat"
        assert await second.receive() is None
        await phone.close()
        await second.close()

    run(go())


def test_no_token_a_wrong_token_and_no_cookie_are_refused(table):
    async def go() -> None:
        before = entries(table)
        phone = Phone(table)
        assert (await phone.join(table.url("/join/"))).status == 404
        assert (await phone.join(table.url("/join/" + "A" * 43))).status == 403
        assert not phone.http.cookie_jar.filter_cookies(table.url("/"))
        await phone.connect()
        msg = await phone.receive()
        assert msg is not None and msg["type"] == "no_seat"
        assert await phone.receive() is None
        assert entries(table) == before
        assert not leaks(table, 0, phone.received)
        await phone.close()

    run(go())


def test_only_the_page_its_files_the_join_route_and_the_socket_are_served(table):
    async def go() -> None:
        phone = Phone(table)
        for path in ("/", "/phone.css", "/phone.js"):
            async with phone.http.get(table.url(path)) as response:
                assert response.status == 200
                assert response.headers["Cache-Control"] == "no-store"
        for path in ("/phone.html", "/static/phone.js", "/../server.py", "/bridge.py", "/socket/x", "/state",
                     "/%2e%2e/server.py"):
            async with phone.http.get(table.url(path)) as response:
                assert response.status == 404, path
        async with phone.http.post(table.url("/join/x")) as response:
            assert response.status == 405
        await phone.close()

    run(go())


def test_a_phone_holding_a_seat_cannot_take_another_seats_code(table):
    async def go() -> None:
        ada = await joined(table, 0)
        ben_code = table.join_url(1)
        assert (await ada.join(ben_code)).status == 303
        assert table.server.join_path(1) is not None, "Ben's code was not spent by Ada's phone"
        await ada.ws.close()
        await ada.connect()
        assert (await ada.until("view"))["seat"] == 0
        ben = await joined(table, 1)
        assert not leaks(table, 0, ada.received)
        assert not leaks(table, 1, ben.received)
        await ada.close()
        await ben.close()

    run(go())


def test_a_reconnecting_phone_gets_its_seat_and_newest_view_back(table):
    async def go() -> None:
        ada = await joined(table, 0)
        await ada.ws.close()
        actor = table.match.to_act()[0]
        table.session.play_remote(actor, TimeUp())
        await ada.connect()
        msg = await ada.until("view")
        assert msg["seat"] == 0 and msg["view"] == _plain(table.match.view(0))
        # Reloading the page (or the spent code) with the cookie keeps the seat too.
        assert (await ada.join(table.url("/join/" + "B" * 43))).status == 303
        assert table.server.claimed(0)
        await ada.close()

    run(go())


def test_a_new_code_puts_the_old_phone_out(table):
    async def go() -> None:
        ada = await joined(table, 0)
        path = table.server.new_code(0)
        assert (await ada.until("kicked"))["type"] == "kicked"
        assert await ada.receive() is None
        await ada.connect()
        assert (await ada.receive())["type"] == "no_seat"
        before = entries(table)
        newcomer = Phone(table)
        assert (await newcomer.join(table.url(path))).status == 303
        await newcomer.connect()
        assert (await newcomer.until("view"))["seat"] == 0
        assert entries(table) == before
        await ada.close()
        await newcomer.close()

    run(go())


def test_a_locked_table_takes_no_new_phone(table):
    async def go() -> None:
        table.server.lock()
        phone = Phone(table)
        assert (await phone.join(table.join_url(2))).status == 403
        table.server.lock(False)
        assert (await phone.join(table.join_url(2))).status == 303
        await phone.close()

    run(go())


def test_a_socket_from_a_foreign_page_is_refused(table):
    async def go() -> None:
        phone = Phone(table)
        await phone.join(table.join_url(0))
        with pytest.raises(Exception, match="403"):
            await phone.connect(origin="http://evil.example")
        await phone.close()

    run(go())


MALFORMED: list[Any] = [
    "not json",
    "[1, 2]",
    "42",
    {"type": "choose"},
    {"type": "choose", "version": "1", "choice": 0},
    {"type": "choose", "version": 1, "choice": 0.0},
    {"type": "choose", "version": 1, "choice": True},
    {"type": "play", "version": 1, "choice": 0},
    {"type": "choose", "version": 1, "choice": 0, "action": {"type": "Draw"}},
]


def test_malformed_messages_are_refused_and_change_nothing(table):
    async def go() -> None:
        actor = table.match.to_act()[0]
        phone = await joined(table, actor)
        before = entries(table)
        mine = json.loads(phone.received[-1])
        version, beyond = mine["version"], len(mine["choices"])
        for data in [*MALFORMED, {"type": "choose", "version": version, "choice": beyond},
                     {"type": "choose", "version": version, "choice": -1},
                     {"type": "choose", "version": version - 1, "choice": 0}]:
            await phone.send(data)
            refused = await phone.until("refused")
            assert refused["reason"], data
        assert entries(table) == before
        assert not leaks(table, actor, phone.received)
        await phone.close()

    run(go())


def test_an_action_for_another_seat_is_refused(table):
    async def go() -> None:
        actor = table.match.to_act()[0]
        other = (actor + 1) % 4
        phone = await joined(table, other)
        before = entries(table)
        mine = json.loads(phone.received[-1])
        assert mine["choices"] == []
        actors_version = max(table.bridge._phones[actor])  # a version the actor's phone may name
        for data in [{"type": "choose", "version": mine["version"], "choice": 0},
                     {"type": "choose", "version": actors_version, "choice": 0},
                     {"type": "choose", "version": actors_version, "choice": 0, "seat": actor}]:
            await phone.send(data)
            assert (await phone.until("refused"))["reason"]
        assert entries(table) == before
        assert not leaks(table, other, phone.received)
        await phone.close()

    run(go())


def test_an_oversized_message_closes_the_socket_and_changes_nothing(table):
    async def go() -> None:
        actor = table.match.to_act()[0]
        phone = await joined(table, actor)
        before = entries(table)
        version = json.loads(phone.received[-1])["version"]
        await phone.send(json.dumps({"type": "choose", "version": version, "choice": 0, "pad": "x" * MAX_MESSAGE}))
        assert await phone.receive() is None
        assert entries(table) == before
        await phone.close()

    run(go())


def test_a_flood_is_refused_then_cut_off(table, monkeypatch):
    async def go() -> None:
        actor = table.match.to_act()[0]
        phone = await joined(table, actor)
        before = entries(table)
        stale = json.loads(phone.received[-1])["version"] - 1
        for _ in range(server_module.BURST + server_module.FLOOD_LIMIT + 5):
            if phone.ws.closed:
                break
            await phone.send({"type": "choose", "version": stale, "choice": 0})
        reasons = []
        while (msg := await phone.receive()) is not None:
            reasons.append(msg.get("reason"))
        flood = table.bridge.server.texts()["flood"]  # type: ignore[union-attr]
        assert flood in reasons
        assert entries(table) == before
        assert not leaks(table, actor, phone.received)
        await phone.close()

    run(go())


class LeakyBridge(PhoneBridge):
    """Plants a leak: every phone gets the next seat's view as well."""

    def message(self, seat: int) -> tuple[Any, dict[str, Any]]:
        phone, msg = super().message(seat)
        other = (seat + 1) % len(self.session.match.seats)
        return phone, {**msg, "extra": _plain(self.session.match.view(other))}


def test_the_leak_check_finds_a_planted_leak():
    table = Table("eselsbruecke", 4, options={"mode": "digital"}, bridge=LeakyBridge)
    try:
        advance(table)

        async def go() -> list[str]:
            phone = await joined(table, 0)
            found = leaks(table, 0, phone.received)
            await phone.close()
            return found

        assert run(go())
    finally:
        table.close()


def test_the_phone_speaks_the_tables_language(table):
    async def go() -> dict[str, Any]:
        phone = await joined(table, 0)
        await phone.close()
        return json.loads(phone.received[-1])

    try:
        set_language("zh_TW")  # the bridge sends every seat its words anew
        msg = run(go())
    finally:
        set_language("en")
    assert msg["lang"] == "zh_TW"
    assert all(any("\u4e00" <= ch <= "\u9fff" for ch in text) for text in msg["texts"].values())
