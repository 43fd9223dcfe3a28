"""Save files: versioned JSON, atomic writes, autosave and crash recovery.

A write goes to a temporary file in the same folder, is flushed to disk and
then renamed over the target, so a crash mid-write leaves the old file whole.
Loading never writes: a damaged file is refused with a :class:`SaveError`
that says what is wrong, and every other file stays as it was.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from .errors import SaveError
from .game import Game
from .match import Match

SAVE_SUFFIX = ".bgsave.json"
#: Save files are small; anything larger is not ours (and is not read whole).
MAX_SAVE_BYTES = 20 * 1024 * 1024


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


def atomic_write_text(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def dumps(match: Match) -> str:
    return json.dumps(match.to_dict(), indent=1, ensure_ascii=False) + "\n"


def save_match(match: Match, path: Path) -> None:
    atomic_write_text(Path(path), dumps(match))


def read_save_data(path: Path) -> Any:
    """Parse a save file's JSON, turning every way it can be broken into SaveError."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"There is no file {path.name}.") from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror}.") from None
    if size == 0:
        raise SaveError(f"{path.name} is empty.")
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is far too large to be a save file.")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror}.") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a text file, so it is not a save file.") from None
    try:
        return json.loads(text)
    except RecursionError:  # "[[[[..." nested past Python's limit: not ours
        raise SaveError(f"{path.name} is nested far too deeply to be a save file.") from None
    except json.JSONDecodeError as exc:
        # A string still open at the end of the text also means the file stops early.
        if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string"):
            raise SaveError(
                f"{path.name} is cut short (it ends at line {exc.lineno}); it was probably truncated."
            ) from None
        raise SaveError(
            f"{path.name} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})."
        ) from None


def load_match(path: Path, lookup: Callable[[str], Game | None]) -> Match:
    data = read_save_data(path)
    try:
        return Match.from_dict(data, lookup)
    except SaveError as exc:
        raise SaveError(f"{Path(path).name}: {exc}") from None


class Autosaver:
    """Writes the match after every change to one file per match."""

    def __init__(self, match: Match, path: Path | None = None):
        self.match = match
        self.path = Path(path) if path else autosave_dir() / f"current-{match.game.id}{SAVE_SUFFIX}"
        self.error: str | None = None
        match.subscribe(self._on_change)

    def _on_change(self, match: Match) -> None:
        try:
            save_match(match, self.path)
            self.error = None
        except OSError as exc:  # a full disk must not crash the game
            self.error = f"Autosave failed: {exc.strerror or exc}"

    def detach(self) -> None:
        self.match.unsubscribe(self._on_change)

    def discard(self) -> None:
        """Forget the autosave (the match was finished or abandoned on purpose)."""
        self.detach()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


def unfinished_autosaves(lookup: Callable[[str], Game | None]) -> list[tuple[Path, Match]]:
    """Autosaved matches that are not over, newest first; damaged files are skipped, untouched."""
    folder = autosave_dir()
    found = []
    if not folder.is_dir():
        return []
    for path in sorted(folder.glob("*" + SAVE_SUFFIX), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            match = load_match(path, lookup)
        except SaveError:
            continue
        if not match.finished:
            found.append((path, match))
    return found
