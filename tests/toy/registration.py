"""Offer toy cards through the one registry (``games/__init__.py``) for a test.

The registry imports ``boardgames_desktop.games.<package>`` and reads its
``PACKAGE``; a test puts the toy package there for its own duration, so the
shell finds the toy exactly as it finds a real game.
"""

from __future__ import annotations

import dataclasses
import sys
import types

from boardgames_desktop import games

from . import GAME_ID, PACKAGE
from .messages import with_test_messages

MODULE = "_toy_cards"


def register(monkeypatch, rules: str = PACKAGE.rules) -> None:
    """Register toy cards (or, with ``rules="toy.leaky:LEAKY_SWAP"``, a leaky variant)
    until the test ends, its messages readable in records as the app's are; call
    :func:`forget` then (the registry caches packages)."""
    module = types.ModuleType(f"{games.__name__}.{MODULE}")
    module.PACKAGE = dataclasses.replace(PACKAGE, rules=rules)  # type: ignore[attr-defined]
    monkeypatch.setitem(games.PACKAGES, GAME_ID, MODULE)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    with_test_messages(monkeypatch)
    games.package.cache_clear()


def forget() -> None:
    games.package.cache_clear()
