"""The games the app really implements, by id.

Each game is a package ``boardgames_desktop.games.<pkg>`` whose ``__init__``
exposes ``GAME`` (a :class:`~boardgames_desktop.core.game.Game`) and ``BOTS``
(a tuple of :class:`~boardgames_desktop.core.game.BotKind`), with the same
files in every folder: ``rules.py``, ``data.py``, ``ai.py`` (pure), ``view.py``
(Qt: ``BoardView`` and ``ProjectorBoard``) and ``pnp.py`` (print and play).
Only games listed here appear in the launcher: no placeholders.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.game import BotKind, Game

#: id -> package name. The order is the launcher's order.
PACKAGES: dict[str, str] = {
    "held-hands": "held_hands",
    "hooky": "hooky",
}


def package(game_id: str):
    return importlib.import_module(f"{__name__}.{PACKAGES[game_id]}")


def get_game(game_id: str) -> "Game | None":
    if game_id not in PACKAGES:
        return None
    return package(game_id).GAME


def bots(game_id: str) -> "tuple[BotKind, ...]":
    return tuple(getattr(package(game_id), "BOTS", ()))


def all_games() -> "list[Game]":
    return [package(g).GAME for g in PACKAGES]


def view_module(game_id: str):
    """The game's Qt module (imports Qt: only the UI calls this)."""
    return importlib.import_module(f"{__name__}.{PACKAGES[game_id]}.view")


def pnp_module(game_id: str):
    return importlib.import_module(f"{__name__}.{PACKAGES[game_id]}.pnp")
