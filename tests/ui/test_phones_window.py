"""View > Phones… in the main window: the server starts for the match, the dialog shows a
code a seat and who is connected, a phone plays its seat's move (run on the window's
thread), "New code" puts a phone out, "Lock joining" keeps new ones out, and the
server stops with the match."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.ui import phones as phones_ui


@pytest.fixture
def window(make_window, monkeypatch):
    monkeypatch.setattr(phones_ui, "local_address", lambda: "127.0.0.1")  # the tests stay on loopback
    game = games.get_game("inner-compass")
    assert game is not None
    match = Match(game, [SeatSpec.single(n) for n in ("Ada", "Ben", "Cleo")], 5)
    return make_window(match, autosave=False)


def in_thread(qtbot, coro: Any) -> Any:
    """Run a phone (an aiohttp client) on a thread of its own while the window's loop runs."""
    out: dict[str, Any] = {}

    def go() -> None:
        try:
            out["value"] = asyncio.run(coro)
        except Exception as exc:  # noqa: BLE001 (handed to the test below)
            out["error"] = exc

    thread = threading.Thread(target=go)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    if "error" in out:
        raise out["error"]
    return out.get("value")


def test_a_phone_joins_from_the_dialog_and_plays_its_seat(qtbot, window):
    match = window.match
    window.phones_action.trigger()
    dialog = window.phones_dialog
    assert dialog is not None and dialog.isVisible()
    host = window.phones
    assert host is not None and host.server.running
    assert sorted(dialog.codes) == [0, 1, 2]
    assert all(not dialog.codes[s].pixmap().isNull() for s in dialog.codes)
    assert dialog.states[0].text() == "Waiting for a phone (the seat plays at this screen)"
    actor = match.to_act()[0]
    url = host.join_url(actor)
    base = host.base
    before = len(match.entries)

    async def phone() -> tuple[dict[str, Any], dict[str, Any]]:
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
            async with http.get(url, allow_redirects=False) as response:
                assert response.status == 303
            async with http.ws_connect(base + "/socket") as ws:
                first = json.loads((await ws.receive(timeout=5)).data)
                await ws.send_str(json.dumps({"type": "choose", "version": first["version"], "choice": 0}))
                while True:
                    after = json.loads((await ws.receive(timeout=5)).data)
                    if after["type"] == "view" and after["version"] != first["version"]:
                        return first, after

    first, after = in_thread(qtbot, phone())
    assert first["seat"] == actor and first["name"] == match.names[actor]
    assert len(match.entries) == before + 1 and match.entries[-1].actor == actor
    assert after["view"] == json.loads(json.dumps(match.view(actor)))
    qtbot.waitUntil(lambda: dialog.codes[actor].text() == "Code used", timeout=3000)
    # The phone closed its socket: the players panel and the dialog say it is away.
    qtbot.waitUntil(lambda: "phone away" in window.seat_rows[actor].text(), timeout=3000)
    assert window.seat_rows[actor].text().startswith(match.names[actor] + " · Human, phone away")
    qtbot.waitUntil(lambda: dialog.states[actor].text() == "Phone away: it gets its seat back when it reconnects",
                    timeout=3000)

    # "New code" gives the seat a fresh code; "Lock joining" takes every code away.
    qtbot.mouseClick(dialog.new_buttons[actor], Qt.MouseButton.LeftButton)
    assert host.join_url(actor) not in (None, url)
    assert not dialog.codes[actor].pixmap().isNull()
    dialog.lock.click()
    assert host.server.locked
    assert all(dialog.codes[s].text() == "Joining is locked" for s in dialog.codes)

    # The phones stop with the match.
    window.close()
    assert window.phones is None and not host.server.running


def test_the_dialog_at_1280x720(qtbot, window, tmp_path):
    window.resize(1280, 720)
    window.phones_action.trigger()
    dialog = window.phones_dialog
    assert dialog is not None
    dialog.resize(1000, 560)
    qtbot.waitExposed(dialog)
    picture = dialog.grab()
    assert picture.width() == 1000
    picture.save(str(tmp_path / "phones.png"))
    window.close()


def test_the_phones_go_on_through_a_language_switch(qtbot, window):
    from boardgames_desktop.core.i18n import set_language

    window.phones_action.trigger()
    host = window.phones
    assert host is not None
    try:
        set_language("zh_TW")
        qtbot.waitUntil(lambda: window.phones_dialog is not None and window.phones_dialog.lock.text() == "鎖定加入",
                        timeout=5000)
        assert window.phones is host and host.server.running
    finally:
        set_language("en")
    window.close()
