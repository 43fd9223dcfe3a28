"""Starting the GUI: the QApplication, the look, the error hook and the windows.

``run_gui()`` is what ``boardgames-desktop`` without a subcommand runs.
:class:`Shell` holds the top-level windows (the recovery offer, the launcher,
the main window) and wires them to each other: the launcher and the main
window never import each other, or this module.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from .. import games
from ..core.match import Match
from ..core.saves import unfinished_autosaves
from .dialogs import RecoveryDialog, show_error
from .launcher import Launcher, NewGame
from .look import create_app, load_fonts, prepare_app
from .mainwindow import MainWindow

__all__ = ["Shell", "create_app", "install_excepthook", "load_fonts", "prepare_app", "run_gui", "show_error"]


def excepthook(exc_type, exc, tb) -> None:
    """sys.excepthook for the GUI: print the traceback, then show it in a dialog."""
    traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
    if issubclass(exc_type, KeyboardInterrupt):
        QApplication.quit()
        return
    if QApplication.instance() is None:
        return
    show_error(exc_type, exc, tb)


def install_excepthook() -> Callable:
    previous = sys.excepthook
    sys.excepthook = excepthook
    return previous


class Shell(QObject):
    """Keeps the top-level windows alive and leads from one to the next."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.recovery: RecoveryDialog | None = None
        self.launcher: Launcher | None = None
        self.window: MainWindow | None = None

    def start(self) -> None:
        found = unfinished_autosaves(games.get_game)
        if found:
            self.recovery = RecoveryDialog(found)
            self.recovery.resume.connect(self._resume)
            self.recovery.start_new.connect(self.show_launcher)
            self.recovery.rejected.connect(self._maybe_quit)
            self.recovery.show()
        else:
            self.show_launcher()

    def _resume(self, path: Path, match: Match) -> None:
        self.open_window(match, autosave_path=path)  # it goes on autosaving to its own file

    @staticmethod
    def match_of(new: NewGame) -> Match:
        """The match the launcher's choice describes."""
        return Match(games.part(new.game_id, "rules"), new.seats, new.seed, new.options)

    def show_launcher(self) -> None:
        self.launcher = Launcher()
        self.launcher.start_requested.connect(lambda new: self.open_window(self.match_of(new)))
        self.launcher.rejected.connect(self._maybe_quit)
        self.launcher.show()

    def open_window(self, match: Match, autosave_path: Path | None = None) -> MainWindow:
        self.window = MainWindow(match, autosave_path=autosave_path)
        self.wire(self.window)
        self.window.show()
        return self.window

    def wire(self, window: MainWindow) -> None:
        """Answer the window's "New game…" with a launcher over it."""
        window.new_game_requested.connect(lambda w=window: self.new_game_for(w))

    def new_game_for(self, window: MainWindow) -> Launcher:
        launcher = Launcher(window, initial_game=window.match.game.id if window.match else None)
        launcher.start_requested.connect(lambda new, w=window: w.set_match(self.match_of(new)))
        window.keep(launcher)
        launcher.open()
        return launcher

    def _maybe_quit(self) -> None:
        if self.window is None:
            app = QApplication.instance()
            if app is not None:
                app.quit()


def run_gui(argv: list[str] | None = None) -> int:
    app = create_app(argv)
    install_excepthook()
    shell = Shell()
    shell.start()
    app.setQuitOnLastWindowClosed(True)
    return app.exec()
