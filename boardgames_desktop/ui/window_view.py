"""The main window's view of the table: zoom, the side panel, full screen, the
projector window, reduced motion, and the window's own size and place on its screen.

:class:`ViewActions` is mixed into the main window, as :class:`~.files.FileActions`
is; it reads the window's board, board holder, side panel, session and actions,
declared below for the type checker. The projector receives the public view, the
public headline and status, the last public line and the countdown: nothing
drawn for a seat.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QShowEvent

from ..core.i18n import _
from ..core.match import Match
from ..core.table import TableSession
from . import settings as app_settings
from .boardarea import BoardArea
from .endscreen import EndSummary
from .kit.gameview import GameView
from .kit.motion import finish_motions, motions_running, set_reduced_motion
from .projector import ProjectorWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QSplitter, QWidget

    # The type checker sees the mixin as the main window it is mixed into.
    _Window = QMainWindow
else:
    _Window = object

#: The window's size the first time, before any is remembered (fitted to its screen).
FIRST_SIZE = (1280, 800)
ZOOM_STEP = 1.25
ZOOM_MIN, ZOOM_MAX = 0.5, 4.0


class ViewActions(_Window):
    """View menu and projector actions for the main window (a mixin; see the module docstring)."""

    # -- what the main window provides ---------------------------------------------------
    match: Match | None
    session: TableSession | None
    board: GameView | None
    board_holder: BoardArea
    side: QWidget
    view_module: ModuleType | None
    projector: ProjectorWindow | None
    remember: bool
    _zoom: float
    undo_action: QAction
    redo_action: QAction
    zoom_in_action: QAction
    zoom_out_action: QAction
    zoom_reset_action: QAction
    projector_action: QAction
    side_action: QAction
    fullscreen_action: QAction
    reduce_motion_action: QAction
    splitter: QSplitter
    #: The size the window chose for itself, until it is first shown (see showEvent).
    _own_size: QSize | None

    if TYPE_CHECKING:
        def current_match(self) -> Match: ...

        def headline(self) -> str: ...

        def public_status(self) -> str: ...

        def _rebuild_game_menu(self) -> None: ...

    # -- view ---------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self._zoom

    def set_zoom(self, factor: float) -> None:
        self._zoom = max(ZOOM_MIN, min(ZOOM_MAX, factor))
        if abs(self._zoom - 1.0) < 1e-6:
            self._zoom = 1.0  # in and out again lands on exactly "fits the window"
        if self.board is not None:
            self.board.set_zoom(self._zoom)  # the game first: it may change its minimum size
        self.board_holder.set_zoom(self._zoom)
        if self.remember and self.match is not None:
            app_settings.set_value(f"zoom/{self.match.game.id}", self._zoom)
        self.statusBar().showMessage(_("Zoom {percent} %").format(percent=round(self._zoom * 100)), 2000)

    def zoom_in(self) -> None:
        self.set_zoom(self._zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self._zoom / ZOOM_STEP)

    def zoom_reset(self) -> None:
        self.set_zoom(1.0)

    def _side_shown(self) -> bool:
        return not self.remember or app_settings.settings().value("window/side_panel", "shown") != "hidden"

    def toggle_side_panel(self, checked: bool | None = None) -> None:
        """Show or fold away the players and the move log (remembered)."""
        shown = (not self.side.isVisibleTo(self)) if not isinstance(checked, bool) else checked
        self.side.setVisible(shown)
        self.side_action.setChecked(shown)
        if self.remember:
            app_settings.set_value("window/side_panel", "shown" if shown else "hidden")

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    # -- projector ----------------------------------------------------------------------
    def toggle_projector(self, checked: bool | None = None) -> None:
        want = (self.projector is None) if not isinstance(checked, bool) else checked
        if not want:
            self._close_projector()
            return
        if self.projector is None:
            match = self.current_match()
            assert self.view_module is not None  # set with the match
            board = self.view_module.ProjectorBoard(match.game)
            board.set_player_names([match.names[s] for s in range(len(match.seats))])
            self.projector = ProjectorWindow(board, match.game.title)
            self.projector.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            # The table's keys work whichever window has focus (the projector is often
            # the one just clicked). Its own F11 and Esc stay its own; the board's keys
            # (a guess, a pass) go to the board as if pressed on it.
            self.projector.addActions(self.shared_actions())
            self.projector.forward_keys_to(lambda: self.board)
            self.projector.destroyed.connect(lambda *_args, gone=self.projector: self._projector_gone(gone))
            self._update_projector()
            self.projector.show()
            self._rebuild_game_menu()
        self.projector_action.setChecked(True)

    def shared_actions(self) -> list[QAction]:
        """The main window's actions whose shortcuts also work in the projector window."""
        return [
            self.undo_action, self.redo_action, self.zoom_in_action, self.zoom_out_action,
            self.zoom_reset_action, self.projector_action,
        ]

    def _close_projector(self) -> None:
        if self.projector is not None:
            projector, self.projector = self.projector, None
            projector.close()
        self.projector_action.setChecked(False)
        if self.board is not None:
            self._rebuild_game_menu()

    def _projector_gone(self, gone: ProjectorWindow) -> None:
        if self.projector is not gone:  # an old one, closed for a new one (a language switch)
            return
        self.projector = None
        self.projector_action.setChecked(False)
        if self.board is not None:
            self._rebuild_game_menu()

    def _update_projector(self) -> None:
        """The projector gets the public view and public words only."""
        if self.projector is None or self.session is None:
            return
        session = self.session
        last = session.last_public_line()
        outcome = session.match.outcome()
        self.projector.show_public(
            session.match.view(None), self.headline(), self.public_status(),
            last.text(session.names) if last is not None else "",
            EndSummary.of(outcome, session.names) if outcome is not None else None,
        )
        self.projector.set_countdown(session.countdown(), session.warning())

    # -- motion -------------------------------------------------------------------------
    def set_reduced_motion(self, on: bool) -> None:
        """View > Reduce motion: every move appears at once (remembered for next time);
        a move animating now ends at once too."""
        set_reduced_motion(bool(on))
        self.reduce_motion_action.setChecked(bool(on))
        if on:
            finish_motions(self)
            if self.projector is not None:
                finish_motions(self.projector)

    def _moving(self) -> bool:
        """Whether a move still animates here or on the projector (the bots wait for it)."""
        return motions_running(self.board_holder) or (
            self.projector is not None and motions_running(self.projector))

    # -- window state -------------------------------------------------------------------
    def _restore_window_state(self) -> None:
        s = app_settings.settings()
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(*FIRST_SIZE)
        splitter = s.value("window/splitter")
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)

    def _fit_to_screen(self) -> None:
        """Never larger than the room its screen leaves (a laptop's 720 px, a remembered
        size from a larger screen): a window taller than the screen hides its status line
        and the bottom of the board. A window off every screen comes back to the main one."""
        if self.isMaximized() or self.isFullScreen():
            return
        screen = QGuiApplication.screenAt(self.geometry().center()) or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry()
        frame = self.frameGeometry()
        # The title bar and borders count: the frame, not only the inside, must fit.
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        width = min(self.width(), free.width() - extra_w)
        height = min(self.height(), free.height() - extra_h)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        frame = self.frameGeometry()
        if not free.contains(frame):
            self.move(min(max(frame.x(), free.left()), free.right() + 1 - frame.width()),
                      min(max(frame.y(), free.top()), free.bottom() + 1 - frame.height()))

    def showEvent(self, event: QShowEvent) -> None:
        """Fitted once more when first shown, but only at the size it chose itself: a size
        someone set since (the fit test's 1280x720 on a smaller offscreen screen) is theirs,
        and shrinking it under them would lay the board out for a window they never asked for."""
        super().showEvent(event)
        own, self._own_size = self._own_size, None
        if own is not None and own == self.size():
            self._fit_to_screen()
