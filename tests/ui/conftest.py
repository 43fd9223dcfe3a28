"""Fixtures for the shell's GUI tests: toy cards (``tests/toy``), matches and windows."""

from __future__ import annotations

import types

import pytest
from toy import GAME_ID, registration
from toy.ai import BOTS

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay")


@pytest.fixture
def toy(monkeypatch):
    """Toy cards, registered as if it were a real game (its rules, bots and views)."""
    registration.register(monkeypatch)
    from toy.rules import GAME

    yield types.SimpleNamespace(GAME_ID=GAME_ID, GAME=GAME, BOTS=BOTS)
    registration.forget()


@pytest.fixture
def toy_only(toy, monkeypatch):
    """Toy cards as the only registered game (the launcher lists nothing else)."""
    from boardgames_desktop import games

    monkeypatch.setattr(games, "PACKAGES", {GAME_ID: registration.MODULE})
    games.package.cache_clear()
    yield toy
    games.package.cache_clear()


@pytest.fixture
def fake(toy):
    """The shell's test game under its older fixture name."""
    return toy


@pytest.fixture
def make_match(toy):
    """``make_match("human", "bot:eager", seed=7, rounds=2)``: one person a seat."""

    def make(*kinds: str, seed: int = 7, **options) -> Match:
        kinds = kinds or ("human", "bot:eager")
        seats = [SeatSpec.single(NAMES[i], kind) for i, kind in enumerate(kinds)]
        return Match(toy.GAME, seats, seed, options)

    return make


class FakeClock:
    """A clock the test moves by hand, for deadlines."""

    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock():
    return FakeClock()


def pretend_screen(monkeypatch, width: int, height: int):
    """What a window asks of its screen's free room is answered ``width`` x ``height``
    (the offscreen platform's own screen is whatever size other tests' windows left it)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication

    real = QGuiApplication.primaryScreen()

    class Screen:
        def availableGeometry(self) -> QRect:  # noqa: N802 (Qt's name)
            return QRect(0, 0, width, height)

        def __getattr__(self, name):
            return getattr(real, name)

    monkeypatch.setattr(QGuiApplication, "primaryScreen", staticmethod(lambda: Screen()))
    monkeypatch.setattr(QGuiApplication, "screenAt", staticmethod(lambda _point: Screen()))
    return Screen()


@pytest.fixture
def make_window(qtbot):
    """A shown, active MainWindow for a match: no bot pause, no remembered geometry.

    The window fits its screen's free room when it opens: it opens on a 1920x1080 desktop
    unless the test passes ``desk=False`` (it gives the window a screen of its own)."""
    from boardgames_desktop.ui.mainwindow import MainWindow

    def make(match: Match, *, desk: bool = True, **kwargs):
        kwargs.setdefault("bot_delay_ms", 0)
        kwargs.setdefault("remember", False)
        with pytest.MonkeyPatch.context() as patch:
            if desk:
                pretend_screen(patch, 1920, 1080)
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
