"""Starting the GUI: the QApplication, the look, the language, the error hook and the windows.

``run_gui()`` is what ``boardgames-desktop`` without a subcommand runs.
:class:`Shell` holds the top-level windows (the recovery offer, the launcher,
the main window) and wires them to each other: the launcher and the main
window never import each other, or this module.

Start-up is measured against a bare PySide6 window (``bench/``), so this
module imports only what the first window needs: the launcher is imported
when it is shown, the main window and its dialogs when a match opens, and
the save machinery only when the autosave folder holds anything at all.

The app always starts: every file in the autosave folder that cannot be read
as a match (damaged, a folder, a dangling link, another game, a name that is
not text) is skipped, and the files skipped are reported once, in one line.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from .. import games
from ..core.i18n import _, ngettext
from ..core.paths import autosave_dir, folder_has_entries
from .kit.fonts import register_fonts
from .kit.interrupt import wake_on_interrupt
from .language_choice import apply_start_language
from .look import create_app, prepare_app, quiet_offscreen_notes

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..core.match import Match
    from .dialogs import ErrorDialog, RecoveryDialog
    from .launcher import Launcher, NewGame
    from .mainwindow import MainWindow

__all__ = ["Shell", "create_app", "install_excepthook", "prepare_app", "register_fonts", "run_gui", "show_error"]

#: Settings key: the skipped autosave files already reported ("name|size|mtime" each).
REPORTED_KEY = "autosave/reported"


def show_error(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
               parent: QWidget | None = None) -> ErrorDialog:
    """The error report dialog (imported on first use: most sessions never need it)."""
    from .dialogs import show_error as show

    return show(exc_type, exc, tb, parent=parent)


def excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    """sys.excepthook for the GUI: print the traceback, then show it in a dialog."""
    import traceback

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


def _signature(path: Path) -> str:
    """A skipped file as remembered: its name, and size and time where it has them."""
    try:
        info = path.lstat()
        stamp = f"{info.st_size}|{int(info.st_mtime)}"
    except OSError:
        stamp = "-"
    return f"{path.name.encode('utf-8', 'backslashreplace').decode('ascii', 'backslashreplace')}|{stamp}"


def skipped_report(skipped: Sequence[tuple[Path, str]]) -> tuple[str, str]:
    """One line for the files skipped at start-up, and the details (one file a line)."""
    if not skipped:
        return "", ""
    n = len(skipped)
    line = ngettext(
        "{n} file in the autosave folder could not be read and was skipped; it was left as it is.",
        "{n} files in the autosave folder could not be read and were skipped; they were left as they are.",
        n,
    ).format(n=n)
    details = "\n".join(why for _path, why in skipped[:20])
    if n > 20:
        details += "\n…"
    folder = _("Folder: {path}").format(path=autosave_dir())
    return line, f"{folder}\n{details}"


class Shell(QObject):
    """Keeps the top-level windows alive and leads from one to the next."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.recovery: RecoveryDialog | None = None
        self.launcher: Launcher | None = None
        self.window: MainWindow | None = None
        #: The line that reported skipped autosave files at this start ("" when none).
        self.skipped_note = ""

    def start(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_start_language(app)
        found: list = []
        skipped: list[tuple[Path, str]] = []
        if folder_has_entries(autosave_dir()):
            from ..core.saves import scan_autosaves

            found, skipped = scan_autosaves(games.get_game)
        note, details = skipped_report(self._not_yet_reported(skipped))
        self.skipped_note = note
        if found:
            from .dialogs import RecoveryDialog

            self.recovery = RecoveryDialog(found)
            self.recovery.set_note(note, details)
            self.recovery.resume.connect(self._resume)
            self.recovery.start_new.connect(self.show_launcher)
            self.recovery.rejected.connect(self._maybe_quit)
            self.recovery.show()
        else:
            self.show_launcher(note, details)

    @staticmethod
    def _not_yet_reported(skipped: list[tuple[Path, str]]) -> list[tuple[Path, str]]:
        """The skipped files not reported at an earlier start; remembers them all."""
        if not skipped:
            return []
        from .kit.settings import settings

        store = settings()
        before = store.value(REPORTED_KEY)
        seen = set(before.split("\n")) if isinstance(before, str) and before else set()
        now = {_signature(path): (path, why) for path, why in skipped}
        if set(now) != seen:
            store.setValue(REPORTED_KEY, "\n".join(sorted(now)))
            store.sync()
        return [item for key, item in now.items() if key not in seen]

    def _resume(self, path: Path, match: Match) -> None:
        self.open_window(match, autosave_path=path)  # it goes on autosaving to its own file

    @staticmethod
    def match_of(new: NewGame) -> Match:
        """The match the launcher's choice describes."""
        from ..core.match import Match

        return Match(games.part(new.game_id, "rules"), new.seats, new.seed, new.options)

    def show_launcher(self, note: str = "", details: str = "") -> None:
        from .launcher import Launcher

        self.launcher = Launcher()
        if note:
            self.launcher.show_note(note, details)
        self.launcher.start_requested.connect(self.start_new)
        self.launcher.learn_requested.connect(self.open_lesson)
        self.launcher.rejected.connect(self._maybe_quit)
        self.launcher.show()

    def start_new(self, new: NewGame) -> MainWindow:
        """The launcher's choice in a new window, with the phones on if it asks for them."""
        window = self.open_window(self.match_of(new))
        if new.phones:
            window.show_phones()
        return window

    def open_window(self, match: Match, autosave_path: Path | None = None) -> MainWindow:
        from .mainwindow import MainWindow

        self.window = MainWindow(match, autosave_path=autosave_path)
        self.wire(self.window)
        self.window.show()
        return self.window

    def open_lesson(self, game_id: str) -> MainWindow | None:
        """Learn to play ``game_id`` in a new window, resumed where it was left."""
        from .lesson import Lesson, run_for
        from .mainwindow import MainWindow

        run = run_for(games.part(game_id, "rules"))
        if run is None:
            return None
        lesson = Lesson(run)
        self.window = MainWindow(lesson.match(), lesson=lesson)
        self.wire(self.window)
        self.window.show()
        return self.window

    def wire(self, window: MainWindow) -> None:
        """Answer the window's "New game…" with a launcher over it."""
        window.new_game_requested.connect(lambda w=window: self.new_game_for(w))

    def new_game_for(self, window: MainWindow) -> Launcher:
        from .launcher import Launcher

        launcher = Launcher(window, initial_game=window.match.game.id if window.match else None)
        launcher.start_requested.connect(lambda new, w=window: self.start_in(w, new))
        launcher.learn_requested.connect(lambda _game_id, w=window: w.learn_to_play_game(_game_id))
        window.keep(launcher)
        launcher.open()
        return launcher

    def start_in(self, window: MainWindow, new: NewGame) -> None:
        """The launcher's choice in ``window`` (its match ends, and its phones with it)."""
        window.set_match(self.match_of(new))
        if new.phones:
            window.show_phones()

    def _maybe_quit(self) -> None:
        if self.window is None:
            app = QApplication.instance()
            if app is not None:
                app.quit()


def run_gui(argv: list[str] | None = None) -> int:
    app = create_app(argv)
    install_excepthook()
    if app.platformName() == "offscreen":
        quiet_offscreen_notes()
    waker = wake_on_interrupt(app)
    shell = Shell()
    shell.start()
    app.setQuitOnLastWindowClosed(True)
    try:
        return app.exec()
    finally:
        if waker is not None:
            waker.close()
