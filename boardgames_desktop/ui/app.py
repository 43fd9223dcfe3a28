"""Starting the GUI: the QApplication, fonts, look, error hook and the first window.

``run_gui()`` is what ``boardgames-desktop`` without a subcommand runs.
:class:`Shell` holds the top-level windows: the recovery offer, the launcher,
then the main window.
"""

from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from .dialogs import ErrorDialog, RecoveryDialog, format_exception
from .kit import style

_PREPARED = "_boardgames_desktop_prepared"


def load_fonts() -> list[str]:
    """Register the bundled Noto Sans; returns the families Qt found in the files."""
    from .. import assets

    families: list[str] = []
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        font_id = QFontDatabase.addApplicationFont(str(assets.path("fonts", name)))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return families


def prepare_app(app: QApplication) -> QApplication:
    """Fonts, palette and style sheet; safe to call more than once."""
    if app.property(_PREPARED):
        return app
    load_fonts()
    fusion = QStyleFactory.create("Fusion")
    if fusion is not None:
        app.setStyle(fusion)
    app.setPalette(style.palette())
    app.setFont(style.app_font())
    app.setStyleSheet(style.stylesheet())
    app.setOrganizationName("boardgames-desktop")
    app.setApplicationName("boardgames-desktop")
    app.setApplicationDisplayName("boardgames-desktop")
    from PySide6.QtGui import QIcon

    from .. import assets

    icon = assets.path("icons", "boardgames-desktop.png")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    app.setProperty(_PREPARED, True)
    return app


def create_app(argv: list[str] | None = None) -> QApplication:
    """The one QApplication (made here with the HiDPI policy set first, or the existing one)."""
    app = QApplication.instance()
    if app is None:
        # Must happen before the application object exists: fractional scales
        # (125 %, 150 %) stay exact instead of being rounded to 1x or 2x.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
    return prepare_app(app)  # type: ignore[arg-type]


# -- unexpected errors ------------------------------------------------------------------
_open_error_dialogs: list[ErrorDialog] = []


def show_error(exc_type, exc, tb, parent: QWidget | None = None) -> ErrorDialog:
    """Show an error report dialog (non-blocking); the caller's match stays as it was."""
    details = format_exception(exc_type, exc, tb)
    summary = f"{exc_type.__name__}: {exc}" if str(exc) else exc_type.__name__
    if parent is None:
        parent = QApplication.activeWindow()
    dialog = ErrorDialog(summary, details, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _open_error_dialogs.append(dialog)
    dialog.finished.connect(lambda _=0, d=dialog: _open_error_dialogs.remove(d) if d in _open_error_dialogs else None)
    dialog.open()
    return dialog


def excepthook(exc_type, exc, tb) -> None:
    """sys.excepthook for the GUI: print the traceback, then show it in a dialog."""
    traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
    if issubclass(exc_type, KeyboardInterrupt):
        QApplication.quit()
        return
    if QApplication.instance() is None:
        return
    try:
        show_error(exc_type, exc, tb)
    except Exception:  # the report itself must never raise
        traceback.print_exc()


def install_excepthook() -> Callable:
    previous = sys.excepthook
    sys.excepthook = excepthook
    return previous


# -- the first windows --------------------------------------------------------------------
def safe_lookup(game_id: str):
    """games.get_game that answers None for a game that cannot be loaded."""
    from .. import games

    try:
        return games.get_game(game_id)
    except Exception:
        return None


def playable_lookup(game_id: str):
    """Like :func:`safe_lookup`, but only for games whose board view loads too."""
    from .. import games

    game = safe_lookup(game_id)
    if game is None:
        return None
    try:
        view = games.view_module(game_id)
    except Exception:
        return None
    return game if hasattr(view, "BoardView") else None


class Shell(QObject):
    """Keeps the top-level windows alive and leads from one to the next."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.recovery: RecoveryDialog | None = None
        self.launcher = None
        self.window = None

    def start(self) -> None:
        from ..core.saves import unfinished_autosaves

        found = unfinished_autosaves(playable_lookup)
        if found:
            self.recovery = RecoveryDialog(found)
            self.recovery.resume.connect(self._resume)
            self.recovery.start_new.connect(self.show_launcher)
            self.recovery.rejected.connect(self._maybe_quit)
            self.recovery.show()
        else:
            self.show_launcher()

    def _resume(self, path: Path, match) -> None:
        self.open_window(match, autosave_path=path)  # it goes on autosaving to its own file

    def show_launcher(self) -> None:
        from .launcher import Launcher

        self.launcher = Launcher()
        self.launcher.start_requested.connect(self.open_window)
        self.launcher.rejected.connect(self._maybe_quit)
        self.launcher.show()

    def open_window(self, match, autosave_path: Path | None = None) -> None:
        from .mainwindow import MainWindow

        self.window = MainWindow(match, autosave_path=autosave_path)
        self.window.show()

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
