"""The app's remembered choices (QSettings, organisation "boardgames-desktop").

``$BOARDGAMES_DESKTOP_SETTINGS`` names an INI file to use instead of the
user's settings: the tests point it into a temporary folder so that they never
read or change a real person's choices.
"""

from __future__ import annotations

import json
from typing import Any

from .kit.settings import (
    settings,  # one QSettings factory, shared with the games' own settings
)

#: Pause before each bot action so people can follow the game.
DEFAULT_BOT_DELAY_MS = 400


def get_int(key: str, default: int) -> int:
    value = settings().value(key, default)
    if not isinstance(value, (str, bytes, int, float)):
        return default  # QSettings may hand back anything: only these read as a number
    try:
        return int(value)
    except ValueError:
        return default


def get_float(key: str, default: float) -> float:
    value = settings().value(key, default)
    if not isinstance(value, (str, bytes, int, float)):
        return default
    try:
        return float(value)
    except ValueError:
        return default


def get_json(key: str, default: Any = None) -> Any:
    """A structured value stored as JSON text (INI files keep only strings well)."""
    raw = settings().value(key)
    if not isinstance(raw, str) or not raw:
        return default
    try:
        return json.loads(raw)
    except ValueError:
        return default


def set_value(key: str, value: Any) -> None:
    s = settings()
    s.setValue(key, value)
    s.sync()


def set_json(key: str, value: Any) -> None:
    set_value(key, json.dumps(value, ensure_ascii=False))


def bot_delay_ms() -> int:
    return max(0, get_int("bots/delay_ms", DEFAULT_BOT_DELAY_MS))
