"""Remembered choices: the app's QSettings, and each game's own corner of them.

``$BOARDGAMES_DESKTOP_SETTINGS`` names an INI file to use instead of the
user's settings: the tests point it into a temporary folder so that they never
read or change a real person's choices.

A game's view keeps its choices (a hint toggle, a panel width) under its own
id with :class:`GameSettings`, never in another game's or the shell's keys:

    prefs = GameSettings("hooky")
    prefs.set("worksheet/visible", True)
    prefs.get_bool("worksheet/visible", False)
"""

from __future__ import annotations

import json
import os
from typing import Any

from PySide6.QtCore import QSettings

ORGANISATION = "boardgames-desktop"
APPLICATION = "boardgames-desktop"


def settings() -> QSettings:
    path = os.environ.get("BOARDGAMES_DESKTOP_SETTINGS")
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)


class GameSettings:
    """The settings of one game, under ``games/<game id>/``. Values read back with
    the type asked for (INI files store text); a value that does not read as
    that type gives the default."""

    def __init__(self, game_id: str):
        if not game_id or "/" in game_id:
            raise ValueError(f"not a game id: {game_id!r}")
        self.game_id = game_id
        self.prefix = f"games/{game_id}/"

    def key(self, name: str) -> str:
        return self.prefix + name

    def contains(self, name: str) -> bool:
        return settings().contains(self.key(name))

    def get(self, name: str, default: str = "") -> str:
        value = settings().value(self.key(name), default)
        return value if isinstance(value, str) else default

    def get_int(self, name: str, default: int) -> int:
        value = settings().value(self.key(name), default)
        if isinstance(value, bool):
            return default
        if isinstance(value, int):
            return value
        try:
            return int(str(value))
        except ValueError:
            return default

    def get_float(self, name: str, default: float) -> float:
        value = settings().value(self.key(name), default)
        if not isinstance(value, (str, bytes, int, float)):
            return default  # QSettings may hand back anything: only these read as a number
        try:
            return float(value)
        except ValueError:
            return default

    def get_bool(self, name: str, default: bool) -> bool:
        value = settings().value(self.key(name), default)
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("true", "1", "yes"):
            return True
        if text in ("false", "0", "no"):
            return False
        return default

    def get_json(self, name: str, default: Any = None) -> Any:
        raw = settings().value(self.key(name))
        if not isinstance(raw, str) or not raw:
            return default
        try:
            return json.loads(raw)
        except ValueError:
            return default

    def set(self, name: str, value: str | float | bool) -> None:
        s = settings()
        s.setValue(self.key(name), value)
        s.sync()

    def set_json(self, name: str, value: Any) -> None:
        self.set(name, json.dumps(value, ensure_ascii=False))

    def remove(self, name: str) -> None:
        s = settings()
        s.remove(self.key(name))
        s.sync()
