"""Save files: versioned JSON, atomic writes, autosave and crash recovery.

A write goes to a temporary file in the same folder, is flushed to disk and
then renamed over the target, so a crash mid-write leaves the old file whole.
Loading never writes: a damaged file is refused with a :class:`SaveError`
that says what is wrong, and every other file stays as it was.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import SaveError, excerpt
from .game import Game
from .i18n import _
from .match import Match
from .paths import autosave_dir, data_dir  # noqa: F401 (data_dir: where it always was)

SAVE_SUFFIX = ".bgsave.json"
#: Save files are small; anything larger is not ours (and is not read whole).
MAX_SAVE_BYTES = 20 * 1024 * 1024


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
        _fsync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (power loss, not only a killed process)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows cannot open a folder; its rename is durable enough
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path, older_than_s: float = 60.0) -> int:
    """Delete ``.<name>.<random>.tmp`` files a killed write left behind; returns how many."""
    import time

    removed = 0
    now = time.time()
    try:
        candidates = list(Path(folder).glob(".*" + SAVE_SUFFIX + ".*.tmp"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if tmp.is_file() and not tmp.is_symlink() and now - tmp.stat().st_mtime > older_than_s:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def dumps(match: Match) -> str:
    """The save file's text: ``json.dumps(match.to_dict(), indent=1, ensure_ascii=False)``
    and a newline, from texts the entries keep (see :meth:`Match.to_json`)."""
    return match.to_json() + "\n"


def save_match(match: Match, path: Path) -> None:
    atomic_write_text(Path(path), dumps(match))


def read_save_data(path: Path) -> Any:
    """Parse a save file's JSON, turning every way it can be broken into SaveError.

    Only a regular file is opened (a FIFO named like a save would block the
    app's start for ever), and never more of it than a save can be.
    """
    path = Path(path)
    name = excerpt(path.name, 60)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(_("There is no file {name}.").format(name=name)) from None
    except OSError as exc:
        raise SaveError(_("{name} cannot be read: {why}.").format(name=name, why=exc.strerror)) from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(_("{name} is a folder, not a save file.").format(name=name))
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(_("{name} is not a regular file, so it is not a save file.").format(name=name))
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveError(_("{name} is far too large to be a save file.").format(name=name))
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_SAVE_BYTES + 1)  # it may have grown since stat()
    except OSError as exc:
        raise SaveError(_("{name} cannot be read: {why}.").format(name=name, why=exc.strerror)) from None
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(_("{name} is far too large to be a save file.").format(name=name))
    if b"\x00" in raw:  # JSON never holds a raw NUL; UTF-16 and UTF-32 text is full of them
        raise SaveError(_("{name} is not UTF-8 text, so it is not a save file.").format(name=name))
    try:
        # "utf-8-sig": a save opened and saved again in Windows Notepad starts with a BOM.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(_("{name} is not UTF-8 text, so it is not a save file.").format(name=name)) from None
    if not text or text.isspace():  # whitespace of any script counts as nothing
        raise SaveError(_("{name} is empty.").format(name=name))
    try:
        return json.loads(text)
    except RecursionError:  # "[[[[..." nested past Python's limit: not ours
        raise SaveError(_("{name} is nested far too deeply to be a save file.").format(name=name)) from None
    except json.JSONDecodeError as exc:
        # A string still open at the end of the text also means the file stops early.
        # (Not "Extra data": that is something after a whole JSON value.)
        ends_early = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        if ends_early and exc.msg != "Extra data":
            raise SaveError(
                _("{name} is cut short (it ends at line {line}); it was probably truncated.").format(
                    name=name, line=exc.lineno)
            ) from None
        raise SaveError(
            _("{name} is not valid JSON (line {line}, column {col}).").format(
                name=name, line=exc.lineno, col=exc.colno)
        ) from None
    except ValueError:  # e.g. an integer of thousands of digits
        raise SaveError(_("{name} holds a number far too long to be a save file.").format(name=name)) from None


def load_match(path: Path, lookup: Callable[[str], Game | None]) -> Match:
    data = read_save_data(path)
    try:
        return Match.from_dict(data, lookup)
    except SaveError as exc:
        raise SaveError(f"{excerpt(Path(path).name, 60)}: {exc}") from None


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
            self.error = _("Autosave failed: {why}").format(why=exc.strerror or exc)

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
    """Autosaved matches that are not over, newest first. Any file that cannot be
    read as a match (damaged, another game, a dangling link, a folder) is skipped
    and left untouched: one odd file never stops the app from starting."""
    matches, _skipped = scan_autosaves(lookup)
    return matches


def scan_autosaves(lookup: Callable[[str], Game | None]) -> tuple[list[tuple[Path, Match]], list[tuple[Path, str]]]:
    """Unfinished autosaved matches (newest first) and the files skipped, each with why."""
    folder = autosave_dir()
    if not folder.is_dir():
        return [], []
    remove_stale_temporaries(folder)
    dated = []
    for path in folder.glob("*" + SAVE_SUFFIX):
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:  # a dangling link, a file removed meanwhile
            dated.append((0.0, path))
    dated.sort(key=lambda item: (-item[0], item[1].name))
    found: list[tuple[Path, Match]] = []
    skipped: list[tuple[Path, str]] = []
    for _mtime, path in dated:
        try:
            match = load_match(path, lookup)
        except SaveError as exc:
            skipped.append((path, str(exc)))
            continue
        if not match.finished:
            found.append((path, match))
    return found, skipped
