"""The phone page in a real browser (headless Chromium, where it is installed): its script
connects, draws the seat's view (its card, its words) and nothing of another seat's."""

from __future__ import annotations

import shutil
import subprocess

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
