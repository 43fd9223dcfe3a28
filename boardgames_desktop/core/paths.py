"""Where the app keeps its files: the user data folder and the autosave folder.

Apart from :mod:`.saves` so that start-up can look whether the autosave folder
holds anything (one ``os.scandir``) without importing the save machinery, the
match and the JSON decoder: an empty folder, the usual case, costs nothing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def data_dir() -> Path:
    """Where autosaves live: $BOARDGAMES_DESKTOP_DATA, else the platform's user data folder."""
    override = os.environ.get("BOARDGAMES_DESKTOP_DATA")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "boardgames-desktop"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def folder_has_entries(folder: Path) -> bool:
    """Whether ``folder`` holds anything at all (False when it is missing or unreadable)."""
    try:
        with os.scandir(folder) as entries:
            return next(entries, None) is not None
    except OSError:
        return False
