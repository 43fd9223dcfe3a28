"""The phone page in a real browser (headless Chromium, where it is installed): its script
connects, draws the seat's view (its card, its words) and nothing of another seat's."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from typing import Any

import pytest

from .helpers import Table
from .test_server import advance

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed")


def page_dom(url: str, tmp_path) -> str:
    """The page's DOM after its script ran (the browser opens the join code, follows it
    to the page, and the page's socket brings the seat's view)."""
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--user-data-dir={tmp_path}", "--window-size=360,780", "--virtual-time-budget=5000",
         "--dump-dom", url],
        capture_output=True, text=True, timeout=90, check=True)
    return done.stdout


def test_two_seats_pages_show_their_own_card_and_no_other(tmp_path):
    table = Table("eselsbruecke", 4, options={"mode": "digital"})
    try:
        advance(table)
        holders = [s for s in range(4) if table.match.view(s).get("hand")][:2]
        for seat in holders:
            own = table.bridge.message(seat)[1]
            assert own["secret"]
            dom = page_dom(table.join_url(seat), tmp_path / f"seat{seat}")
            for _again in range(2):
                if own["secret"][0]["text"] in dom:
                    break
                # Headless Chromium's virtual clock may run out before the socket's first
                # message on a busy machine: the same phone (its cookie) opens the page again.
                dom = page_dom(table.url("/"), tmp_path / f"seat{seat}")
            assert own["secret"][0]["text"] in dom
            assert own["name"] in dom and own["texts"]["secret"] in dom
            others = table.secrets_of_others(seat)
            assert others, "the other seats hold cards"
            assert not [s for s in others if s in dom]
    finally:
        table.close()


class Browser:
    """Headless Chromium driven over its DevTools protocol (aiohttp's websocket client,
    nothing more to install): open a page, read its text, click a button of it."""

    def __init__(self, profile) -> None:
        assert CHROMIUM is not None
        self.profile = profile
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             f"--user-data-dir={profile}", "--window-size=360,780", "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.ws: Any = None
        self.http: Any = None
        self._id = 0

    async def start(self) -> None:
        import aiohttp

        port_file = self.profile / "DevToolsActivePort"
        for _ in range(200):
            if port_file.exists() and port_file.read_text().strip():
                break
            await asyncio.sleep(0.05)
        port = int(port_file.read_text().split()[0])
        self.http = aiohttp.ClientSession()
        async with self.http.get(f"http://127.0.0.1:{port}/json") as response:
            pages = [t for t in await response.json(content_type=None) if t["type"] == "page"]
        self.ws = await self.http.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0)

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        self._id += 1
        await self.ws.send_json({"id": self._id, "method": method, "params": params})
        while True:
            msg = await self.ws.receive_json(timeout=20)
            if msg.get("id") == self._id:
                return dict(msg.get("result", {}))

    async def evaluate(self, expression: str) -> Any:
        result = await self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    async def wait_for(self, expression: str, timeout: float = 10.0) -> Any:
        for _ in range(int(timeout / 0.05)):
            value = await self.evaluate(expression)
            if value:
                return value
            await asyncio.sleep(0.05)
        raise AssertionError(f"the page never showed {expression}")

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.http is not None:
            await self.http.close()
        self.process.terminate()
        self.process.wait(timeout=10)


def test_tapping_a_button_on_the_page_plays_the_seats_move(tmp_path):
    table = Table("eselsbruecke", 4, options={"mode": "digital"})

    async def go() -> None:
        actor = table.match.to_act()[0]
        browser = Browser(tmp_path / "profile")
        try:
            await browser.start()
            await browser.call("Page.navigate", url=table.join_url(actor))
            label = await browser.wait_for("document.querySelector('#choices button')?.textContent")
            assert label == table.bridge.message(actor)[1]["choices"][0]["label"]
            before = len(table.match.entries)
            await browser.evaluate("document.querySelector('#choices button').click()")
            for _ in range(200):
                if len(table.match.entries) > before:
                    break
                await asyncio.sleep(0.05)
            assert len(table.match.entries) == before + 1 and table.match.entries[-1].actor == actor
            # The page drew the next view: its first button is the seat's next move now.
            after = table.bridge.message(actor)[1]
            assert after["choices"] and after["choices"][0]["label"] != label
            await browser.wait_for("document.querySelector('#choices button')?.textContent === " +
                                   json.dumps(after["choices"][0]["label"]))
            text = await browser.evaluate("document.body.innerText")
            assert not [s for s in table.secrets_of_others(actor) if s in text]
        finally:
            await browser.close()

    try:
        asyncio.run(go())
    finally:
        table.close()
