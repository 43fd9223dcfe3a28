"""The main window's files: save, open, open for review, export a public record.

A **save** (``*.bgsave.json``) holds the whole game: its seed and every
action, so every hand, every secret and every private note can be rebuilt
from it. A **public record** (``*.bgrecord.json``) holds only what everyone
at the table saw (``core/review.py``): it is the way to share a game with
someone who was not there, and it opens as a review. Help > Saves and
sharing says so in words, as the README does.

:class:`FileActions` is mixed into the main window; it reads the window's
``match`` (``current_match``), ``save_path``, ``set_match``, ``keep``,
``reviews`` and status bar, declared below for the type checker.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from .. import games
from ..core.errors import SaveError
from ..core.i18n import _, fill
from ..core.match import Match
from ..core.review import RECORD_SUFFIX, Review, dumps_record, is_record, review_of_record
from ..core.savefile import excerpt
from ..core.saves import SAVE_SUFFIX, atomic_write_text, read_save_data, save_match
from . import recent
from . import settings as app_settings
from .dialogs import MarkdownDialog, show_message

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

    from .review import ReviewWindow

    # The type checker sees the mixin as the main window it is mixed into.
    _Window = QMainWindow
else:
    _Window = object


def save_filter() -> str:
    return _("Saved games (*{suffix} *.json);;All files (*)").format(suffix=SAVE_SUFFIX)


def open_filter() -> str:
    return ";;".join((
        _("Saved games and public records (*{save} *{record} *.json)").format(save=SAVE_SUFFIX, record=RECORD_SUFFIX),
        _("Saved games (*{suffix})").format(suffix=SAVE_SUFFIX),
        _("Public records (*{suffix})").format(suffix=RECORD_SUFFIX),
        _("All files (*)"),
    ))


def record_filter() -> str:
    return _("Public records (*{suffix});;All files (*)").format(suffix=RECORD_SUFFIX)


def read_game_file(path: Path) -> Match | Review:
    """A save as its match, or a public record as its (public) review; SaveError says why not."""
    data = read_save_data(path)
    try:
        if is_record(data):
            return review_of_record(data, games.get_game)
        return Match.from_dict(data, games.get_game)
    except SaveError as exc:
        raise SaveError(f"{excerpt(Path(path).name, 60)}: {exc}") from None


def saves_help_markdown() -> str:
    return _(
        "# Saves and sharing\n\n"
        "**A save file holds the whole game.** It keeps the seed that dealt the cards and every "
        "action, so anyone who opens it, or reads it, can rebuild every hand, every secret and "
        "every private note, even those nobody saw at the table. The same holds for the "
        "autosaves the app keeps of unfinished games. At one shared screen that is no secret "
        "from the players; just treat a save like the box with the cards in it.\n\n"
        "**To share a game with someone who was not at the table, export a public record** "
        "(File > Export public record…). It holds only what everyone at the table saw: no seed, "
        "no hand, no private note. It opens as a review (File > Open…), step by step.\n\n"
        "**Review** (File > Open for review…, or Review at the end of a game) steps through a "
        "game forwards and backwards, as everyone saw it or as one player did: a player's view "
        "shows that player's own cards and notes, and nobody else's."
    )


class FileActions(_Window):
    """File menu actions for the main window (a mixin; see the module docstring)."""

    # -- what the main window provides ---------------------------------------------------
    match: Match | None
    save_path: Path | None
    #: The last message box shown (tests read it).
    last_message: QMessageBox | None
    #: The open review windows.
    reviews: list[ReviewWindow]

    if TYPE_CHECKING:
        def current_match(self) -> Match: ...

        def set_match(self, match: Match, save_path: Path | None = None, *,
                      autosave_path: Path | None = None) -> None: ...

        def keep(self, dialog: QDialog) -> QDialog: ...

        def _update_title(self) -> None: ...

    # -- where --------------------------------------------------------------------------
    def _default_dir(self) -> str:
        saved = app_settings.settings().value("files/last_dir")
        if isinstance(saved, str) and Path(saved).is_dir():
            return saved
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())

    def ask_save_path(self) -> Path | None:
        """Where to save (a file dialog; tests replace this method)."""
        suggested = str(Path(self._default_dir()) / f"{self.current_match().game.id}{SAVE_SUFFIX}")
        path, _filter = QFileDialog.getSaveFileName(self, _("Save game"), suggested, save_filter())
        return Path(path) if path else None

    def ask_open_path(self) -> Path | None:
        """Which file to open (a file dialog; tests replace this method)."""
        path, _filter = QFileDialog.getOpenFileName(self, _("Open a saved game or a public record"),
                                                    self._default_dir(), open_filter())
        return Path(path) if path else None

    def ask_review_path(self) -> Path | None:
        """Which file to open as a review (a file dialog; tests replace this method)."""
        path, _filter = QFileDialog.getOpenFileName(self, _("Open a game for review"), self._default_dir(),
                                                    open_filter())
        return Path(path) if path else None

    def ask_export_path(self) -> Path | None:
        """Where to write the public record (a file dialog; tests replace this method)."""
        stamp = time.strftime("%Y-%m-%d")
        suggested = str(Path(self._default_dir()) / f"{self.current_match().game.id}-{stamp}{RECORD_SUFFIX}")
        path, _filter = QFileDialog.getSaveFileName(self, _("Export public record"), suggested, record_filter())
        return Path(path) if path else None

    # -- saving -------------------------------------------------------------------------------
    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self._write(self.save_path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        if path is None:
            return False
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self._write(path)

    def _write(self, path: Path) -> bool:
        try:
            save_match(self.current_match(), path)
        except OSError as exc:
            self.last_message = show_message(
                self, _("Could not save"),
                _("{path} could not be written: {why}.").format(path=path, why=exc.strerror or exc),
            )
            return False
        self.save_path = path
        app_settings.set_value("files/last_dir", str(path.parent))
        recent.remember(path, recent.SAVE, self.current_match().game.id)
        self.statusBar().showMessage(fill(_("Saved to {name}."), name=path.name), 5000)
        self._update_title()
        return True

    def export_record(self, path: Path | None = None) -> bool:
        """Write what the public saw of this game (no seed, no hands, no notes), atomically."""
        if not isinstance(path, (str, Path)):
            path = self.ask_export_path()
        if path is None:
            return False
        path = Path(path)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + RECORD_SUFFIX)
        try:
            atomic_write_text(path, dumps_record(self.current_match()))
        except OSError as exc:
            self.last_message = show_message(
                self, _("Could not export"),
                _("{path} could not be written: {why}.").format(path=path, why=exc.strerror or exc),
            )
            return False
        app_settings.set_value("files/last_dir", str(path.parent))
        recent.remember(path, recent.RECORD, self.current_match().game.id)
        self.statusBar().showMessage(
            fill(_("Exported the public record to {name}: it holds only what everyone saw."), name=path.name),
            6000)
        return True

    # -- opening ----------------------------------------------------------------------------------
    def _read(self, path: Path) -> Match | Review | None:
        try:
            found = read_game_file(Path(path))
        except SaveError as exc:
            self.last_message = show_message(self, _("This file cannot be opened"), str(exc))
            return None
        app_settings.set_value("files/last_dir", str(Path(path).parent))
        if isinstance(found, Review):
            recent.remember(Path(path), recent.RECORD, found.game_id)
        else:
            recent.remember(Path(path), recent.SAVE, found.game.id)
        return found

    def open_file(self, path: Path | None = None) -> bool:
        """Open a saved game to play on, or a public record as a review; a damaged file
        is refused with its reason and changes nothing."""
        if not isinstance(path, (str, Path)):
            path = self.ask_open_path()
        if path is None:
            return False
        found = self._read(Path(path))
        if found is None:
            return False
        if isinstance(found, Review):
            self.open_review(found)
            self.statusBar().showMessage(
                fill(_("{name} is a public record: it opens as a review."), name=Path(path).name), 6000)
            return True
        self.set_match(found, Path(path))
        self.statusBar().showMessage(fill(_("Opened {name}."), name=Path(path).name), 5000)
        return True

    def open_for_review(self, path: Path | None = None) -> ReviewWindow | None:
        """Open a save (as any viewer) or a public record (as the public) in a review window;
        the game at the table stays as it is."""
        if not isinstance(path, (str, Path)):
            path = self.ask_review_path()
        if path is None:
            return None
        found = self._read(Path(path))
        if found is None:
            return None
        return self.open_review(found)

    def open_review(self, source: Match | Review, viewer: int | None = None) -> ReviewWindow:
        """A review window over this one: of a match (any viewer) or of a review (a record)."""
        from .review import ReviewWindow

        if isinstance(source, Match):
            window = ReviewWindow.of_match(source, viewer, parent=self)
        else:
            window = ReviewWindow(source, parent=self)
        self.reviews.append(window)
        window.destroyed.connect(lambda *_args, w=window: self.reviews.remove(w) if w in self.reviews else None)
        window.show()
        return window

    def recent_file_gone(self, path: Path) -> None:
        """A file chosen in File > Open Recent is no longer there (moved, renamed or deleted)."""
        self.last_message = show_message(
            self, _("This file is no longer there"),
            fill(_("{path} was moved, renamed or deleted since it was last used; it was taken off "
                   "File > Open Recent."), path=path),
        )

    def show_saves_help(self) -> MarkdownDialog:
        dialog = MarkdownDialog(_("Saves and sharing"), saves_help_markdown(), self)
        self.keep(dialog)
        dialog.open()
        self.saves_help_dialog = dialog
        return dialog
