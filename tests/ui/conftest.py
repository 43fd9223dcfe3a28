"""Fixtures for the shell's GUI tests: the fake game, windows and launchers."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.game import PlayerSpec
from boardgames_desktop.core.match import Match

from . import fakegame


@pytest.fixture
def fake(monkeypatch):
    """The test-only game with secrets, registered as if it were a real game."""
    fakegame.register(monkeypatch)
    return fakegame


@pytest.fixture
def make_match(fake):
    def make(*kinds: str, seed: int = 7, target: int = 10) -> Match:
        kinds = kinds or ("human", "bot:counter")
        names = ("Ada", "Ben", "Cleo")
        players = [PlayerSpec(names[i], kind) for i, kind in enumerate(kinds)]
        return Match(fake.GAME, players, seed, {"target": target})

    return make


@pytest.fixture
def make_window(qtbot):
    """A shown, active MainWindow for a match: no bot pause, no remembered geometry."""
    from boardgames_desktop.ui.mainwindow import MainWindow

    def make(match: Match, **kwargs):
        kwargs.setdefault("bot_delay_ms", 0)
        kwargs.setdefault("remember", False)
        window = MainWindow(match, **kwargs)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        return window

    return make


def settle(qtbot, window, condition=None, timeout: int = 3000) -> None:
    """Wait until the window has drawn the latest change (and ``condition`` holds)."""

    def done() -> bool:
        if window._refresh_timer.isActive():
            return False
        return condition() if condition else True

    qtbot.waitUntil(done, timeout=timeout)
