"""How a game package declares its parts, and how they are loaded: lazily, loudly.

Each ``boardgames_desktop/games/<pkg>/__init__.py`` holds only its
:class:`GameInfo` and a :class:`GamePackage` naming its parts by import path,
so the launcher can list every game without importing any rules, bots or Qt
views. A part is imported the first time it is asked for; an import error is
not caught here (a broken game must fail loudly, not turn bots into humans).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .game import GameInfo


@dataclass(frozen=True)
class GamePackage:
    """A game's parts, as ``"module:attribute"`` (or ``"module"``) import paths.

    - ``rules``: the :class:`~boardgames_desktop.core.game.Game` instance.
    - ``bots``: a tuple of :class:`~boardgames_desktop.core.game.BotKind`.
    - ``view``: the Qt module with ``BoardView`` and ``ProjectorBoard``.
    - ``pnp``: the module with ``documents(options) -> list[Document]``, or ``""``
      for a game without a print set (printing then leaves it out).
    - ``simulate``: the module with ``add_arguments(parser)`` and ``run(args) -> int``.
    """

    info: GameInfo
    rules: str
    bots: str
    view: str
    pnp: str
    simulate: str

    def load(self, part: str) -> Any:
        path = getattr(self, part)
        module_name, _, attribute = path.partition(":")
        module = importlib.import_module(module_name)
        return getattr(module, attribute) if attribute else module
