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
                    # The seat going onto its phone changes the headline first; the move, the view.
                    if after["type"] == "view" and after["view"] != first["view"]:
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


def test_a_seat_on_its_phone_gets_no_curtain_and_the_laptop_shows_the_public_table(qtbot, window):
    match, session = window.match, window.current_session()
    actor = match.to_act()[0]
    assert window.curtain_up and session.curtain_seat == actor  # three people, secret hands
    window.phones_action.trigger()
    host, dialog = window.phones, window.phones_dialog
    url, base = host.join_url(actor), host.base

    async def phone() -> None:
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
            async with http.get(url, allow_redirects=False) as response:
                assert response.status == 303
            async with http.ws_connect(base + "/socket") as ws:
                await ws.receive(timeout=5)

    in_thread(qtbot, phone())
    qtbot.waitUntil(lambda: session.on_phone(actor), timeout=3000)
    qtbot.waitUntil(lambda: not window.curtain_up, timeout=3000)
    # The laptop (and so the projector) shows the public table while the phone is to act.
    board = window.board
    qtbot.waitUntil(lambda: board.current is not None and board.current.seat is None, timeout=3000)
    assert board.current.view == match.view(None) and not board.current.interactive
    name = match.names[actor]
    assert window.header.turn_label.text() == f"{name}'s turn, on the phone"
    assert window.seat_rows[actor].text().startswith(f"{name} · Human, phone away")  # the test's phone left
    assert session.play(actor, match.legal_actions(actor)[0]) is not None  # the laptop cannot play it
    # A new code puts the phone out: the seat plays at the laptop again, behind the curtain.
    qtbot.mouseClick(dialog.new_buttons[actor], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not session.on_phone(actor), timeout=3000)
    qtbot.waitUntil(lambda: window.curtain_up, timeout=3000)
    assert session.curtain_seat == actor


def test_the_launcher_s_phones_choice_opens_the_game_with_its_codes(qtbot, monkeypatch):
    from boardgames_desktop.ui import settings as app_settings
    from boardgames_desktop.ui.app import Shell
    from boardgames_desktop.ui.launcher import HUMAN

    from .launch import click, open_launcher, pick_game

    monkeypatch.setattr(phones_ui, "local_address", lambda: "127.0.0.1")
    launcher = open_launcher(qtbot)
    pick_game(qtbot, launcher, "hooky")
    box = launcher.phones_box
    assert box.isVisible() and not box.isChecked() and "phone" in box.toolTip()
    click(qtbot, launcher.player_count.buttons[3])
    for seat in range(3):
        kind = launcher.seat_widgets[seat].kind
        kind.setCurrentIndex(kind.findData(HUMAN))
    box.click()
    with qtbot.waitSignal(launcher.start_requested) as blocker:
        click(qtbot, launcher.start_button)
    new = blocker.args[0]
    assert new.phones and new.game_id == "hooky"
    assert app_settings.get_json("launcher/hooky", {})["phones"] is True  # remembered for next time
    shell = Shell()
    window = shell.start_new(new)
    qtbot.addWidget(window)
    try:
        assert window.phones is not None and window.phones.server.running
        assert window.phones_dialog is not None and window.phones_dialog.isVisible()
        assert sorted(window.phones_dialog.codes) == [0, 1, 2]
        # Until a phone opens a code, every seat plays at this screen, behind the curtain.
        assert window.current_session().phone_seats == frozenset() and window.curtain_up
    finally:
        window.close()
    assert window.phones is None  # the phones stop with the match
    # Next time the launcher offers phones again for Hooky.
    again = open_launcher(qtbot)
    pick_game(qtbot, again, "hooky")
    assert again.phones_box.isChecked()
