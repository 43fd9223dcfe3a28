"""The main window: a view of one table session (board, log, players), menus and files.

The hot-seat policy lives in :class:`~boardgames_desktop.core.table.TableSession`
(Qt-free): who is at the screen, when the curtain goes up, whose eyes the
board and the log are drawn for, who may take a move back, when a bot thinks,
deadlines and peeks. This window shows what the session says after every
change, sends the board's choices to it, runs its bot jobs off the GUI thread
(``ui/bots.py``) and Help > Hint for the seat at the screen (``ui/hint.py``),
ticks its deadline, and keeps the files, zoom, projector and menus.

    window = MainWindow(match)                  # the app
    window = MainWindow(match, bot_delay_ms=0,  # a test: no pause, no autosave,
                        autosave=False, remember=False, clock=fake_clock)

The window never opens the launcher itself (that would tie the two modules
together): "New game…" emits :attr:`MainWindow.new_game_requested`, and the
app (``ui/app.py``) answers it. Each match autosaves to a file of its own, so
starting another game never overwrites an unfinished one.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .. import games
from ..core.game import TABLE
from ..core.i18n import N_, _, ngettext, render, seat_people
from ..core.match import Match
from ..core.rng import NEW_SEED_MAX
from ..core.saves import SAVE_SUFFIX, Autosaver, autosave_dir
from ..core.table import Screen, TableSession
from . import settings as app_settings
from .boardarea import BoardArea
from .bots import BotDriver
from .curtain import Curtain
from .dialogs import show_message
from .endscreen import EndSummary
from .files import FileActions
from .header import StatusHeader
from .hint import Hints
from .keyshelp import KeysHelp, game_menu_title
from .kit.gameview import GameView
from .kit.motion import finish_motions, reduced_motion
from .kit.note import NOBODY, SeatNote
from .kit.seats import SeatRow
from .language_choice import Retranslator, language_menu
from .lesson import Lesson, LessonBar
from .lesson_actions import LessonActions
from .logpanel import MoveLog
from .look import prepare_current
from .phone_actions import PhoneActions
from .phones import PhoneHost, PhonesDialog
from .projector import ProjectorWindow
from .recent import RecentMenu
from .window_clock import BotsAndClock
from .window_view import FIRST_SIZE, ViewActions

if TYPE_CHECKING:
    from .review import ReviewWindow

#: How often a running deadline is looked at (the countdown shows whole seconds).
TICK_MS = 200
#: The window's size the first time (no remembered geometry), shrunk to fit a smaller screen.
BOT_SPEEDS = ((800, N_("Slow")), (400, N_("Normal")), (150, N_("Fast")), (0, N_("Instant")))


def new_autosave_path(match: Match) -> Path:
    """A fresh autosave file for ``match``: one file a match, never another match's."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"{match.game.id}-{stamp}-{uuid.uuid4().hex[:6]}{SAVE_SUFFIX}"


def is_host_mode(match: Match) -> bool:
    return match.game.info.is_host_mode(match.options)


def rematch_of(match: Match, seed: int | None = None) -> Match:
    """The same game, seats and options again, dealt from a new seed."""
    if seed is None:
        seed = random.SystemRandom().randint(1, NEW_SEED_MAX)
        while seed == match.seed:
            seed = random.SystemRandom().randint(1, NEW_SEED_MAX)
    return Match(match.game, match.seats, seed, match.options)


class MainWindow(FileActions, ViewActions, LessonActions, PhoneActions, BotsAndClock, KeysHelp, QMainWindow):
    #: Emitted after the window has shown a new situation (tests wait on it).
    refreshed = Signal()
    #: "New game…" was asked for; the app opens the launcher and calls :meth:`set_match`.
    new_game_requested = Signal()
    #: Emitted after the window was rebuilt in another language (the match went on as it was).
    retranslated = Signal()

    def __init__(
        self,
        match: Match,
        *,
        save_path: Path | None = None,
        autosave_path: Path | None = None,
        autosave: bool = True,
        bot_delay_ms: int | None = None,
        remember: bool = True,
        clock: Callable[[], float] = time.monotonic,
        lesson: Lesson | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        prepare_current()
        self.setObjectName("mainWindow")
        self.autosave_enabled = autosave
        self.remember = remember
        self.clock = clock
        self._bot_delay_override = bot_delay_ms
        self.match: Match | None = None
        self.session: TableSession | None = None
        self.save_path: Path | None = None
        self.autosaver: Autosaver | None = None
        self.board: GameView | None = None
        self.view_module: ModuleType | None = None
        self.projector: ProjectorWindow | None = None
        #: The phones' server of the match in the window, while the host has it on.
        self.phones: PhoneHost | None = None
        self.phones_dialog: PhonesDialog | None = None
        self.controls: QWidget | None = None
        self.last_message = None
        self._dialogs: list[QDialog] = []
        self._zoom = 1.0
        self._halted_shown: Any = None
        self._beeped: int | None = None
        self.seat_rows: list[SeatRow] = []
        self.reviews = []
        #: Learn to play, while a lesson runs in this window (``ui/lesson.py``).
        self.lesson: Lesson | None = None
        # Whose eyes the screen was last drawn for, and the state it showed: a seat's
        # note lives only while both stay (see _update_notes).
        self._note_owner: Any = NOBODY
        self._note_state: Any = None

        self.bots = BotDriver(self, on_error=self._bot_error, busy=self._moving)
        self.hints = Hints(self, self, self._bot_error)
        self.bots.set_delay(self.bot_delay_ms())
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self.refresh)
        self.bots.thinking_changed.connect(lambda _thinking: self._refresh_timer.start())
        self._tick_timer = QTimer(self)
        self._tick_timer.setInterval(TICK_MS)
        self._tick_timer.timeout.connect(self.tick)

        self._build_ui()
        self._build_menus()
        if remember:
            self._restore_window_state()
        else:
            self.resize(*FIRST_SIZE)
        self._fit_to_screen()
        # The size the window chose for itself: fitted again once shown (its frame then
        # known), unless someone sized the window in between (a test, a screenshot).
        self._own_size: QSize | None = self.size()
        self.set_match(match, save_path, autosave_path=autosave_path, lesson=lesson)
        if lesson is not None:
            lesson.store()
        # A language chosen in the menu (or in a launcher over this window) rebuilds the
        # window around the same table session: the game goes on where it was.
        self._retranslator = Retranslator(self, self.retranslate)

    # -- building -----------------------------------------------------------------------
    def _build_ui(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(6)
        outer.addWidget(self.splitter)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(16, 12, 8, 12)
        left_layout.setSpacing(8)
        self.header = StatusHeader()
        self.header.new_game_clicked.connect(self.new_game)
        self.header.rematch_clicked.connect(self.rematch)
        self.header.review_clicked.connect(self.review)
        left_layout.addWidget(self.header)

        self.stack = QStackedWidget()
        # The board scrolls inside this frame when zoomed in; at zoom 1.0 it fills it.
        self.board_holder = BoardArea()
        self.board_holder.zoom_requested.connect(lambda step: self.zoom_in() if step > 0 else self.zoom_out())
        self.stack.addWidget(self.board_holder)
        self.curtain = Curtain()
        self.curtain.lifted.connect(self.lift_curtain)
        self.stack.addWidget(self.curtain)
        left_layout.addWidget(self.stack, 1)
        # Words for the seat at the screen (refusals, hints): gone when the viewer changes.
        self.note = SeatNote()
        left_layout.addWidget(self.note)
        # A game's own controls (turn buttons) stay here, outside the zooming frame. The
        # curtain hides the box; whether the controls show under it is the game's choice.
        self.controls_box = QWidget()
        self.controls_holder = QVBoxLayout(self.controls_box)
        self.controls_holder.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.controls_box)
        self.splitter.addWidget(left)

        # Players and moves: a column that folds away (View menu, F9) and gives the board its width.
        self.side = side = QWidget()
        side.setObjectName("sidePanel")
        side.setMinimumWidth(220)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(8, 12, 16, 12)
        side_layout.setSpacing(8)
        # Learn to play: the step's note, the step list and the lesson's buttons, beside the
        # board (the board keeps its whole height; the players and moves give way).
        self.lesson_bar = LessonBar()
        self.lesson_bar.continue_clicked.connect(self.lesson_continue)
        self.lesson_bar.restart_requested.connect(self.lesson_restart)
        self.lesson_bar.leave_clicked.connect(self.leave_lesson)
        self.lesson_bar.real_game_clicked.connect(self.lesson_real_game)
        self.lesson_bar.hide()
        side_layout.addWidget(self.lesson_bar)
        players_heading = QLabel(_("Players"))
        players_heading.setProperty("role", "subheading")
        side_layout.addWidget(players_heading)
        self.players_box = QVBoxLayout()
        self.players_box.setSpacing(4)
        self.players_box.setContentsMargins(0, 0, 0, 0)
        side_layout.addLayout(self.players_box)
        side_layout.addSpacing(8)
        moves_heading = QLabel(_("Moves"))
        moves_heading.setProperty("role", "subheading")
        side_layout.addWidget(moves_heading)
        self.log = MoveLog()
        side_layout.addWidget(self.log, 1)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([980, 300])
        side.setVisible(self._side_shown())
        self.setCentralWidget(central)
        self.statusBar().setSizeGripEnabled(False)

    def _action(self, menu: QMenu, text: str, slot: Callable[..., object], shortcuts: Sequence[str] = (), *,
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        files = bar.addMenu(_("&File"))
        self.new_action = self._action(files, _("&New…"), self.new_game, ["Ctrl+N"])
        self.rematch_action = self._action(files, _("Re&match"), self.rematch)
        self.open_action = self._action(files, _("&Open…"), self.open_file, ["Ctrl+O"])
        self.open_review_action = self._action(files, _("Open for &review…"), self.open_for_review,
                                               ["Ctrl+Shift+O"])
        self.recent_menu = RecentMenu(self.open_file, self.recent_file_gone, files)
        files.addMenu(self.recent_menu)
        files.addSeparator()
        self.save_action = self._action(files, _("&Save"), self.save, ["Ctrl+S"])
        self.save_as_action = self._action(files, _("Save &As…"), self.save_as, ["Ctrl+Shift+S"])
        self.export_action = self._action(files, _("&Export public record…"), self.export_record)
        self.export_action.setToolTip(_("A file of what everyone saw (no hands, no notes) to share the game"))
        files.addSeparator()
        self.print_action = self._action(files, _("&Print and Play…"), self.print_and_play)
        self.print_action.setEnabled(importlib.util.find_spec("boardgames_desktop.ui.print_dialog") is not None)
        if not self.print_action.isEnabled():
            self.print_action.setToolTip(_("Printing is not available in this installation."))
        files.addSeparator()
        self.quit_action = self._action(files, _("&Quit"), self.close, ["Ctrl+Q"])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        edit = bar.addMenu(_("&Edit"))
        self.undo_action = self._action(edit, _("&Undo"), self.undo, ["Ctrl+Z"])
        self.redo_action = self._action(edit, _("&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"])

        view = bar.addMenu(_("&View"))
        self.zoom_in_action = self._action(view, _("Zoom &in"), self.zoom_in, ["Ctrl+=", "Ctrl++"])
        self.zoom_out_action = self._action(view, _("Zoom &out"), self.zoom_out, ["Ctrl+-"])
        self.zoom_reset_action = self._action(view, _("&Actual size"), self.zoom_reset, ["Ctrl+0"])
        view.addSeparator()
        self.projector_action = self._action(view, _("&Projector"), self.toggle_projector, ["Ctrl+P"],
                                             checkable=True)
        self.phones_action = self._action(view, _("P&hones…"), self.show_phones)
        self.phones_action.setToolTip(_("Let players hold their own seats on their phones"))
        self.fullscreen_action = self._action(view, _("&Full screen"), self.toggle_full_screen, ["F11"],
                                              checkable=True)
        self.side_action = self._action(view, _("Players and &moves"), self.toggle_side_panel, ["F9"],
                                        checkable=True)
        self.side_action.setChecked(self.side.isVisibleTo(self))
        self.reduce_motion_action = self._action(view, _("&Reduce motion"), self.set_reduced_motion,
                                                 checkable=True)
        self.reduce_motion_action.setToolTip(_("Moves appear at once instead of sliding into place"))
        self.reduce_motion_action.setChecked(reduced_motion())
        view.addSeparator()
        speed = view.addMenu(_("&Bot speed"))
        group = QActionGroup(self)
        current = self.bot_delay_ms()
        self.speed_actions: dict[int, QAction] = {}
        for delay, label in BOT_SPEEDS:
            action = QAction(_(label), self, checkable=True)
            action.setChecked(delay == current)
            action.triggered.connect(lambda _checked=False, d=delay: self.set_bot_delay(d))
            group.addAction(action)
            speed.addAction(action)
            self.speed_actions[delay] = action
        view.addSeparator()
        self.language_menu = language_menu(self)
        view.addMenu(self.language_menu)

        self.game_menu = bar.addMenu(_("&Play"))
        help_menu = bar.addMenu(_("&Help"))
        self.rules_action = self._action(help_menu, _("&Rules"), self.show_rules, ["F1"])
        self.keys_action = self._action(help_menu, _("&Keys"), self.show_keys)
        self.hint_action = self.hints.add_to(help_menu)
        self.learn_action = self._action(help_menu, _("&Learn to play"), self.learn_to_play)
        self.saves_help_action = self._action(help_menu, _("&Saves and sharing"), self.show_saves_help)
        self.about_action = self._action(help_menu, _("&About"), self.show_about)

    # -- the match ----------------------------------------------------------------------
    def current_match(self) -> Match:
        """The match shown: there is one from the constructor on (:meth:`set_match`)."""
        assert self.match is not None
        return self.match

    def current_session(self) -> TableSession:
        """The table session of the match shown (as :meth:`current_match`)."""
        assert self.session is not None
        return self.session

    def set_match(self, match: Match, save_path: Path | None = None, *, autosave_path: Path | None = None,
                  lesson: Lesson | None = None) -> None:
        """Show ``match`` (replacing any other); starts autosave and the bots.

        ``autosave_path``: the autosave file the match was resumed from (it goes on
        there); a new match autosaves to a new file of its own. ``lesson``: the
        match is that lesson's (Learn to play; the settings keep its place, so it
        is not autosaved); any other match ends the lesson shown.
        """
        game = match.game
        # Build the new board and session first: if either fails, the current match stays.
        view_module = games.part(game.id, "view")
        board = view_module.BoardView(game)
        session = TableSession(match, games.bots(game.id), clock=self.clock, host=is_host_mode(match),
                               scripted=() if lesson is None else lesson.scripted_seats())
        self._detach_match()
        self.match, self.session = match, session
        self.lesson = lesson
        self._show_lesson_bar()
        self.save_path = Path(save_path) if save_path else None
        self.view_module = view_module
        self._install_board(board)
        if self.autosave_enabled and not match.finished and lesson is None:
            # Subscribes first: it writes before we look.
            self.autosaver = Autosaver(match, Path(autosave_path) if autosave_path else new_autosave_path(match))
        session.subscribe(self._on_session_changed)
        self.bots.attach(session)
        self._zoom = app_settings.get_float(f"zoom/{game.id}", 1.0) if self.remember else 1.0
        board.set_zoom(self._zoom)
        self.board_holder.set_zoom(self._zoom)
        self._rebuild_game_menu()
        self._rebuild_players()
        if self.projector is not None:
            self._close_projector()
            self.toggle_projector(True)
        self.refresh()

    def _install_board(self, board: GameView) -> None:
        """Put ``board`` (and its controls) in the window, wired to the session."""
        match = self.current_match()
        self.board = board
        self.note.clear()
        self._note_owner = NOBODY  # a new board: nothing was said to anyone yet
        board.action_chosen.connect(self._on_action_chosen)
        board.undo_requested.connect(self.undo)
        board.message.connect(self._on_board_message)
        board.set_player_names([match.names[s] for s in range(len(match.seats))])
        self.board_holder.set_board(board)
        self.controls = board.controls()
        if self.controls is not None:
            self.controls_holder.addWidget(self.controls)

    def _detach_match(self) -> None:
        self._stop_phones()
        self.bots.attach(None)
        self._refresh_timer.stop()
        self._tick_timer.stop()
        if self.session is not None:
            self.session.close()
            self.session = None
        if self.autosaver is not None:
            self.autosaver.detach()  # the file stays: an unfinished match can be resumed
            self.autosaver = None
        self._drop_board()

    def _drop_board(self) -> None:
        if self.controls is not None:
            self.controls_holder.removeWidget(self.controls)
            self.controls.hide()
            self.controls.deleteLater()
            self.controls = None
        if self.board is not None:
            self.board.hide()
            self.board_holder.set_board(None)
            finish_motions(self.board)  # no animation outlives its board (see kit/motion.py)
            self.board.deleteLater()
            self.board = None

    def retranslate(self) -> None:
        """Rebuild every word of the window in the language now in force, around the same
        match and table session (the curtain, the bots, the deadline and the autosave go on)."""
        if self.session is None:
            return
        if self.lesson is not None:
            self.lesson.name_seats(self.current_match())  # "You" and the others, in the new words
        splitter = self.splitter.saveState()
        projector = self.projector
        # The projector comes back where the host put it: its screen, its place, full screen or not.
        placement = None if projector is None else (
            projector.screen(), projector.normalGeometry() if projector.isFullScreen() else projector.geometry(),
            projector.isFullScreen())
        self._close_projector()
        self._drop_board()
        self.seat_rows = []  # they go with the old central widget
        self._build_ui()
        central = self.centralWidget()
        assert central is not None  # _build_ui just set it
        central.show()  # at once (a layout would show it only later)
        self.splitter.restoreState(splitter)
        self.setMenuBar(QMenuBar(self))  # the old bar (and its menus) is deleted with it
        self._build_menus()
        assert self.view_module is not None  # set with the session
        board = self.view_module.BoardView(self.current_match().game)
        self._install_board(board)
        board.set_zoom(self._zoom)
        self.board_holder.set_zoom(self._zoom)
        self._rebuild_game_menu()
        self._rebuild_players()
        self._show_lesson_bar()
        if placement is not None:
            self.toggle_projector(True)
            reopened = self.projector
            assert reopened is not None  # toggle_projector(True) opens it
            screen, geometry, full = placement
            handle = reopened.windowHandle()
            if handle is not None and screen is not None:
                handle.setScreen(screen)
            reopened.setGeometry(geometry)
            if full:
                reopened.showFullScreen()
                reopened.fullscreen_action.setChecked(True)
        if self.phones_dialog is not None:
            # The phones go on (the bridge sends them their new words); the dialog is rebuilt.
            shown = self.phones_dialog.isVisible()
            self.phones_dialog.close()
            self.phones_dialog.deleteLater()
            self.phones_dialog = None
            if shown:
                self.show_phones()
        self.refresh()
        self.retranslated.emit()

    def _on_session_changed(self, session: TableSession, reasons: frozenset[str]) -> None:
        if "job" in reasons:
            self.bots.sync()  # at once: a stale answer must not be handed over meanwhile
        self._refresh_timer.start()

    def refresh(self) -> None:
        """Show what the session says: board or curtain, header, log, seats, menus, projector."""
        self._refresh_timer.stop()
        session, board = self.session, self.board
        if session is None or board is None:
            return
        self._autosave_done()
        self._update_notes()
        names = session.names
        screen: Screen | None = None
        if session.curtain_up:
            # The board keeps its old picture, hidden; the next seat's view waits for the click.
            seat = session.curtain_seat
            assert seat is not None
            self.curtain.set_seat(seat, names[seat])
            self.stack.setCurrentWidget(self.curtain)
            self.controls_box.hide()
            prompt = ngettext("The board stays hidden until {name} clicks the curtain.",
                              "The board stays hidden until {name} click the curtain.",
                              seat_people(seat, names)).format(name=names[seat])
        else:
            screen = session.screen()
            assert screen is not None
            if session.peeking is not None:
                board.show_peek(screen.view, session.peeking)
            else:
                board.show_view(screen.view, screen.seat, screen.legal, screen.interactive)
            self.stack.setCurrentWidget(self.board_holder)
            self.controls_box.show()
            prompt = board.prompt() if screen.interactive else ""
        outcome = session.match.outcome()
        end = EndSummary.of(outcome, names) if outcome is not None else None
        if self.lesson is not None:
            prompt = self.lesson.instruction()  # the lesson's step is the one instruction
            if not self.lesson.run.done:
                end = None  # the lesson goes on past the last action: its end comes after
        self.header.show_lines(self.headline(), self.public_status(), prompt, end)
        self.rematch_action.setEnabled(session.match.finished)
        self.log.show_log(session.log(session.viewer), names)
        self._update_players()
        self._update_actions()
        self.hints.follow(screen)
        self._light_lesson()
        self._update_projector()
        self._update_title()
        self.bots.sync()
        self._update_deadline()
        self._show_halt()
        self.refreshed.emit()

    def note_owner(self) -> Any:
        """The eyes the screen is drawn for now: ``("curtain",)`` while the curtain is up
        (nobody's), ``("peek", seat)``, or ``("seat", s)`` with ``s`` the seat shown,
        :data:`TABLE` or None (the public view)."""
        session = self.current_session()
        if session.curtain_up:
            return ("curtain",)
        if session.peeking is not None:
            return ("peek", session.peeking)
        # The seat ``session.screen()`` shows, without working out its legal actions.
        return ("seat", TABLE if session.screen_actor == TABLE else session.viewer)

    def _update_notes(self) -> None:
        """Drop what was said for other eyes before the screen is drawn again.

        A note (and anything the board shows for a seat, ``GameView.clear_notes``, and an
        open tooltip) goes when the viewer changes, a peek starts or ends, or the curtain
        is up; the window's note also goes once the match moved on (a refusal is about the
        position it was given in)."""
        owner, state = self.note_owner(), self.current_session().match.state
        if owner != self._note_owner or owner == ("curtain",):
            self.note.clear()
            if self.board is not None:
                self.board.clear_notes()
            QToolTip.hideText()
        elif state is not self._note_state:
            self.note.clear()
        self._note_owner, self._note_state = owner, state

    def _say(self, text: str) -> None:
        """Show ``text`` to the eyes the screen was drawn for (never the status bar, which
        stays for words anyone may read)."""
        self.note.say(text, self._note_owner)

    def _autosave_done(self) -> None:
        """A finished match needs no recovery: its autosave goes (after its last write)."""
        if self.autosaver is None:
            return
        if self.current_match().finished:
            self.autosaver.discard()
            self.autosaver = None
        elif self.autosaver.error:
            self.statusBar().showMessage(self.autosaver.error, 8000)

    def headline(self) -> str:
        return render(self.session.headline(self.bots.thinking), self.session.names) if self.session else ""

    def public_status(self) -> str:
        if self.session is None:
            return ""
        return "\n".join(render(m, self.session.names) for m in self.session.status())

    def status_text(self) -> str:
        return self.header.text()

    @property
    def curtain_up(self) -> bool:
        return self.session is not None and self.session.curtain_up

    def lift_curtain(self) -> None:
        if self.session is not None:
            self.session.lift_curtain()
            self.refresh()

    def peek(self, seat: int) -> None:
        self.current_session().peek(seat)
        self.refresh()

    def end_peek(self) -> None:
        if self.session is not None:
            self.session.end_peek()
            self.refresh()

    def _rebuild_players(self) -> None:
        """One row a seat, made once a match (then only restyled)."""
        for row in self.seat_rows:
            row.hide()
            self.players_box.removeWidget(row)
            row.deleteLater()
        self.seat_rows = []
        session = self.current_session()
        self.peek_buttons: dict[int, QPushButton] = {}
        for seat in range(len(session.match.seats)):
            row = SeatRow(seat, session.names[seat], _(session.kind_label(seat)))
            if session.host and session.is_human(seat):
                # A host runs the screen: a player holds this to see their own secrets.
                peek = QPushButton(_("Hold to look"))
                peek.setToolTip(_("{name}: hold to see your own view; let go to hide it.").format(
                    name=session.names[seat]))
                peek.pressed.connect(lambda s=seat: self.peek(s))
                peek.released.connect(self.end_peek)
                row.add_trailing(peek)
                self.peek_buttons[seat] = peek
            self.players_box.addWidget(row)
            self.seat_rows.append(row)

    def _update_players(self) -> None:
        session = self.current_session()
        to_act = set(session.match.to_act())
        for seat, row in enumerate(self.seat_rows):
            kind, phone = _(session.kind_label(seat)), self._phone_word(seat)
            kind = _("{kind}, {phone}").format(kind=kind, phone=phone) if phone else kind
            if kind != row.kind:
                row.set_seat(session.names[seat], kind)
            thinking = self.bots.thinking and not session.is_human(seat) and session.halted is None
            row.set_active(seat in to_act, _("thinking…") if thinking else _("to play"))
            if seat in self.peek_buttons:
                self.peek_buttons[seat].setVisible(session.at_screen(seat))  # a phone shows its own card

    def _rebuild_game_menu(self) -> None:
        self.game_menu.clear()
        self.game_menu.setTitle(game_menu_title(self.current_match().game.title or _("Play"), self.menuBar(),
                                                self.game_menu))
        assert self.board is not None  # the menu is the board's
        actions = list(self.board.menu_actions())
        if self.projector is not None:
            # How the projector draws the public view, switched from the host's screen.
            shown = self.projector.board.menu_actions()
            if actions and shown:
                separator = QAction(self.game_menu)  # deleted with the menu's next clear()
                separator.setSeparator(True)
                actions.append(separator)
            actions += shown
        for action in actions:
            self.game_menu.addAction(action)
        self.game_menu.menuAction().setVisible(bool(actions))

    def _update_actions(self) -> None:
        session = self.current_session()
        reason = session.undo_block_reason()
        tip = render(reason, session.names) if reason is not None else _("Take back the last move")
        self.undo_action.setEnabled(reason is None and self.lesson is None)
        self.undo_action.setStatusTip(tip)
        self.undo_action.setToolTip(tip)
        self.redo_action.setEnabled(session.can_redo() and self.lesson is None)
        teaches = self.current_match().game.info.tutorial
        self.learn_action.setEnabled(teaches)
        self.learn_action.setToolTip(_("A short guided first game that teaches the rules as you play them")
                                     if teaches else _("This game has no lesson yet."))

    def _update_title(self) -> None:
        name = self.save_path.name if self.save_path else _("Unsaved match")
        self.setWindowTitle(_("{game} — {file}").format(game=self.current_match().game.title, file=name))

    def _show_halt(self) -> None:
        session = self.current_session()
        halted = session.halted
        if halted is not None and halted != self._halted_shown:
            self.last_message = show_message(self, _("The bots are paused"), render(halted, session.names))
        self._halted_shown = halted

    # -- moves --------------------------------------------------------------------------
    def _on_action_chosen(self, actor: int, action: Any) -> None:
        if self.session is None:
            return
        if self.lesson is not None:
            self._lesson_action(actor, action)
            return
        reason = self.session.play(actor, action)
        if reason is not None:
            self._refuse(render(reason, self.session.names))

    def _refuse(self, reason: str) -> None:
        """The board says it: beside the field it is about, or in the seat note (the
        default ``GameView.refuse`` emits ``message``)."""
        if self.board is not None:
            self.board.refuse(reason)

    def _on_board_message(self, text: str) -> None:
        self._say(text)

    def undo(self) -> bool:
        session = self.current_session()
        if self.lesson is not None:
            self._refuse(_("In the lesson, start again from a step instead (the list above the board)."))
            return False
        reason = session.undo()
        if reason is not None:
            self._refuse(render(reason, session.names))
            return False
        # Said to whoever looks after the step back (the refresh that follows keeps it).
        self._update_notes()
        self._say(_("Move taken back."))
        return True

    def redo(self) -> bool:
        session = self.current_session()
        if self.lesson is not None:
            return False
        reason = session.redo()
        if reason is not None:
            self._refuse(render(reason, session.names))
            return False
        return True

    # -- dialogs ------------------------------------------------------------------------
    def keep(self, dialog: QDialog) -> QDialog:
        """Hold a non-modal dialog until it closes."""
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_args, d=dialog: self._dialogs.remove(d) if d in self._dialogs else None)
        return dialog

    def new_game(self) -> None:
        self.new_game_requested.emit()

    def rematch(self) -> Match:
        """The same seats and options again, with a new seed (the finished match is left)."""
        match = rematch_of(self.current_match())
        self.set_match(match)
        self.statusBar().showMessage(_("A rematch: the same players, a new deal."), 5000)
        return match

    def review(self) -> ReviewWindow:
        """Step through this game in a review window (from its end screen)."""
        return self.open_review(self.current_match())

    def print_and_play(self) -> None:
        module = importlib.import_module("boardgames_desktop.ui.print_dialog")
        dialog = module.PrintDialog(self, self.current_match().game.id)
        self.keep(dialog)
        dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._retranslator.stop()  # a closed window has nothing to rebuild
        finish_motions(self)  # the board's and the projector's: none outlives its widget
        if self.remember:
            s = app_settings.settings()
            s.setValue("window/geometry", self.saveGeometry())
            s.setValue("window/splitter", self.splitter.saveState())
            s.sync()
        self._stop_phones()
        self.bots.shutdown()
        self.hints.shutdown()
        self._tick_timer.stop()
        if self.session is not None:
            self.session.close()
        if self.autosaver is not None:
            self.autosaver.detach()
            self.autosaver = None
        self._close_projector()
        super().closeEvent(event)
