"""The one registry of the games the app implements, in the launcher's order.

Every game is a package ``boardgames_desktop.games.<pkg>`` with the same files
(the table in ``docs/adding-a-game.md``: ``state.py``, ``actions.py``,
``rules.py``, ``refusals.py``, ``effects.py``, ``views.py``, ... pure; the
``view/`` package Qt; ``pnp.py`` or ``pnp/`` print; ``simulate.py`` headless;
``tests/test_one_shape.py`` checks it) whose ``__init__`` declares ``PACKAGE``, a
:class:`~boardgames_desktop.core.registry.GamePackage`. Importing a game's
``__init__`` is cheap (no rules, bots or Qt); parts load on first use. Only
games listed here appear anywhere: no placeholders.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core.game import BotKind, Game, GameInfo
    from ..core.registry import GamePackage

#: id -> package name. The order is the launcher's order.
PACKAGES: dict[str, str] = {
    "held-hands": "held_hands",
    "inner-compass": "inner_compass",
    "hooky": "hooky",
    "tokaido-duo": "tokaido_duo",
    "eselsbruecke": "eselsbruecke",
}


def ids() -> list[str]:
    return list(PACKAGES)


@cache
def package(game_id: str) -> "GamePackage":
    if game_id not in PACKAGES:
        raise KeyError(game_id)
    # Every game's ``__init__`` declares it (tests/test_registry.py checks each one).
    declared: GamePackage = importlib.import_module(f"{__name__}.{PACKAGES[game_id]}").PACKAGE
    return declared


def info(game_id: str) -> "GameInfo":
    return package(game_id).info


def part(game_id: str, name: str) -> Any:
    """A part of a game (``rules``, ``bots``, ``view``, ``pnp``, ``simulate``), imported now."""
    return package(game_id).load(name)


def get_game(game_id: str) -> "Game | None":
    """The rules of ``game_id``, or ``None`` for an id no game has (an old save)."""
    if game_id not in PACKAGES:
        return None
    rules: Game = part(game_id, "rules")  # the package's ``rules`` part names its GAME
    return rules


def bots(game_id: str) -> "tuple[BotKind, ...]":
    return tuple(part(game_id, "bots"))
