"""File > Open Recent: the last few saves and public records, with their games and dates.

A file is remembered (in the settings, ``files/recent``) when it is saved,
exported as a public record or opened; the newest first, each file once, at
most :data:`MAX_RECENT`. Autosaves are not listed: the app offers an
unfinished match again at start-up.

The menu is filled each time it opens, so it is always in the language of the
moment and never lists a file that is gone: a remembered file that no longer
exists is dropped from the list, and the menu says so in a line of its own; a
file that goes between opening the menu and choosing it is dropped with a
message. A file that is there but cannot be read stays listed (File > Open
says why it cannot be opened), since it may be put right.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from .. import games
from ..core.i18n import _, fill, ngettext
from . import settings as app_settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

KEY = "files/recent"
#: How many files the menu lists.
MAX_RECENT = 8
#: What a remembered file is: a save (a match to play on) or a public record (a review).
SAVE, RECORD = "save", "record"


@dataclass(frozen=True)
class RecentFile:
    path: Path
    kind: str      # SAVE or RECORD
    game_id: str
    when: float    # seconds since the epoch: when it was last saved or opened

    def to_json(self) -> dict[str, Any]:
        return {"path": str(self.path), "kind": self.kind, "game": self.game_id, "when": self.when}

    @staticmethod
    def from_json(item: Any) -> RecentFile | None:
        """One remembered entry, or None for anything that is not one (a hand-edited file)."""
        if not isinstance(item, dict):
            return None
        path, kind, game_id, when = item.get("path"), item.get("kind"), item.get("game"), item.get("when")
        if not (isinstance(path, str) and path and kind in (SAVE, RECORD) and isinstance(game_id, str)
                and isinstance(when, (int, float)) and not isinstance(when, bool)):
            return None
        return RecentFile(Path(path), kind, game_id, float(when))

    def label(self) -> str:
        """The menu's line: the game, the file's name, whether it is a record, the date."""
        info = games.info(self.game_id) if self.game_id in games.ids() else None
        title = _(info.title) if info is not None else self.game_id
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.when))
        text = (_("{game} — {name} (public record) — {date}") if self.kind == RECORD
                else _("{game} — {name} — {date}"))
        return fill(text, game=title, name=self.path.name, date=stamp).replace("&", "&&")


def recent_files() -> list[RecentFile]:
    """The remembered files, newest first."""
    stored = app_settings.get_json(KEY, [])
    found = [RecentFile.from_json(item) for item in stored] if isinstance(stored, list) else []
    return [item for item in found if item is not None][:MAX_RECENT]


def _store(items: list[RecentFile]) -> None:
    app_settings.set_json(KEY, [item.to_json() for item in items[:MAX_RECENT]])


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


def remember(path: Path, kind: str, game_id: str, when: float | None = None) -> None:
    """``path`` was just saved, exported or opened: first in the list, once."""
    path = Path(path).absolute()
    entry = RecentFile(path, kind, game_id, time.time() if when is None else when)
    _store([entry, *(item for item in recent_files() if not _same(item.path, path))])


def forget(paths: list[Path]) -> None:
    _store([item for item in recent_files() if not any(_same(item.path, p) for p in paths)])


def clear() -> None:
    _store([])


def drop_missing() -> list[RecentFile]:
    """Take the files that no longer exist off the list; returns them."""
    items = recent_files()
    gone = [item for item in items if not item.path.is_file()]
    if gone:
        _store([item for item in items if item not in gone])
    return gone


def gone_note(gone: list[RecentFile]) -> str:
    """The line that says which remembered files were taken off the list."""
    names = ", ".join(item.path.name for item in gone[:3]) + (", …" if len(gone) > 3 else "")
    return ngettext("No longer found, taken off the list: {names}",
                    "{n} files no longer found, taken off the list: {names}", len(gone)).format(
        n=len(gone), names=names).replace("&", "&&")


class RecentMenu(QMenu):
    """File > Open Recent; ``open_path(path)`` opens a chosen file (the main window's
    File > Open), ``missing(path)`` tells that a chosen file is no longer there."""

    def __init__(self, open_path: Callable[[Path], object], missing: Callable[[Path], object],
                 parent: QWidget | None = None):
        super().__init__(_("Open Re&cent"), parent)
        self.setObjectName("recentMenu")
        self._open_path = open_path
        self._missing = missing
        #: The note shown the last time the menu was filled ("" when nothing was dropped).
        self.note = ""
        self.aboutToShow.connect(self.fill)
        # Filled now too, so that it is never an empty menu; the files that are gone
        # are looked for when it opens, where the note that says so can be read.
        self.fill(look=False)

    def fill(self, look: bool = True) -> None:
        """List the remembered files; ``look``: first drop (and note) those that are gone."""
        self.clear()
        gone = drop_missing() if look else []
        self.note = gone_note(gone) if gone else ""
        items = recent_files()
        for number, item in enumerate(items, start=1):
            prefix = f"&{number} " if number < 10 else ""
            action = QAction(prefix + item.label(), self)
            action.setToolTip(str(item.path))
            action.setStatusTip(str(item.path))
            action.setData(str(item.path))
            action.triggered.connect(lambda _checked=False, p=item.path: self.choose(p))
            self.addAction(action)
        if not items:
            empty = self.addAction(_("No recent files"))
            empty.setEnabled(False)
        if self.note:
            self.addSeparator()
            self.addAction(self.note).setEnabled(False)
        if items:
            self.addSeparator()
            self.addAction(_("&Clear the list"), self.clear_list)

    def file_actions(self) -> list[QAction]:
        """The actions that open a file (tests choose among them)."""
        return [a for a in self.actions() if isinstance(a.data(), str) and a.data()]

    def choose(self, path: Path) -> None:
        if not path.is_file():
            forget([path])
            self.fill()
            self._missing(path)
            return
        self._open_path(path)

    def clear_list(self) -> None:
        clear()
        self.fill()
