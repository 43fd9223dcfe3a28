"""The main window: one match, its board, the move log, menus, bots and projector.

The window owns the :class:`~boardgames_desktop.core.match.Match`. After every
change it hands the game's ``BoardView`` the view of the seat at the screen
(the first human seat that must act), and the projector the public view; the
board answers with ``action_chosen`` and the window plays it.

    window = MainWindow(match)                  # the app
    window = MainWindow(match, bot_delay_ms=0,  # a test: no pause, no autosave,
                        autosave=False, remember=False)  # no remembered geometry

The header says, always: who is to act (or how the game ended), what they may
do (the game's public status), and how to do it with the mouse (the board's
prompt). Each match autosaves to a file of its own, so starting another game
never overwrites an unfinished one; a resumed match goes on in its old file.
"""

from __future__ import annotations

import importlib
import importlib.util
import time
import uuid
from pathlib import Path
from typing import Any, Container

from PySide6.QtCore import QByteArray, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from .. import games, theme
from ..core.errors import IllegalAction, SaveError
from ..core.match import Match
from ..core.saves import SAVE_SUFFIX, Autosaver, autosave_dir, load_match, save_match
from . import settings as app_settings
from .boardarea import BoardArea
from .bots import BotRunner, bot_kinds, make_bots
from .curtain import Curtain
from .dialogs import AboutDialog, MarkdownDialog, show_message
from .kit.marks import SeatMark
from .logpanel import MoveLog, format_log, with_names

ZOOM_STEP = 1.25
ZOOM_MIN, ZOOM_MAX = 0.5, 4.0
SAVE_FILTER = f"Saved matches (*{SAVE_SUFFIX} *.json);;All files (*)"


def seat_colour(seat: int) -> str:
    return theme.SEATS[seat % len(theme.SEATS)]["colour"]


def join_names(names: list[str]) -> str:
    """"Ada", "Ada and Ben", "Ada, Ben and Cleo"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def outcome_text(match: Match) -> str:
    """The turn line once the game is over: who won, in the players' names."""
    outcome = match.outcome()
    winners = [match.players[s].name for s in outcome.winners if 0 <= s < len(match.players)]
    if not winners:
        return "Game over — nobody wins"
    if len(winners) == 1:
        return f"Game over — {winners[0]} wins"
    together = " together" if len(winners) == len(match.players) else ""
    return f"Game over — {join_names(winners)} win{together}"


def turn_text(match: Match, bots: Container[int] = (), bots_halted: bool = False) -> str:
    """Whose turn it is ("Ben (bot) is thinking…" for a bot), or how the game ended.

    Public words only: the same line heads the main window and the projector.
    """
    if match.finished:
        return outcome_text(match)
    seats = list(match.to_act())
    if not seats:
        return ""
    thinking = [s for s in seats if s in bots]
    if thinking and len(thinking) == len(seats) and not bots_halted:
        names = [f"{match.players[s].name} (bot)" for s in thinking]
        return f"{join_names(names)} {'is' if len(names) == 1 else 'are'} thinking…"
    names = [match.players[s].name for s in seats]
    text = f"{names[0]}'s turn" if len(names) == 1 else f"{join_names(names)} to play"
    if thinking and bots_halted:
        text += " — the bots are paused"
    return text


def scores_text(match: Match) -> str:
    outcome = match.outcome()
    if outcome is None or not outcome.scores:
        return ""
    return "Scores: " + " · ".join(
        f"{p.name} {score}" for p, score in zip(match.players, outcome.scores)
    )


def public_status(match: Match, addressed: int | None = None) -> str:
    """What the player to act may do (the game's status), or how the game ended and the scores.

    The rules say "Player 2: keep stepping…"; with the names filled in, a
    leading "Ben: " is dropped when ``addressed`` is Ben's seat, because the
    turn line above already says it is Ben's turn.
    """
    if match.finished:
        message = with_names(match.outcome().message, match.players)
        return "\n".join(t for t in (message, scores_text(match)) if t)
    text = with_names(match.game.status(match.state), match.players)
    if addressed is not None and 0 <= addressed < len(match.players):
        prefix = f"{match.players[addressed].name}: "
        rest = text[len(prefix):].strip()
        if text.startswith(prefix) and rest:
            text = rest[:1].upper() + rest[1:]
    return text


def _same_words(text: str) -> str:
    return " ".join(text.lower().strip(" .!?:;—-").split())


def new_autosave_path(match: Match) -> Path:
    """A fresh autosave file for ``match``: one file a match, never another match's."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"{match.game.id}-{stamp}-{uuid.uuid4().hex[:6]}{SAVE_SUFFIX}"


class PlayerRow(QFrame):
    """A seat in the players panel: its token (colour and mark), name, kind, and "to play"."""

    def __init__(self, seat: int, name: str, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"player{seat}")
        self.setMinimumHeight(40)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 3, 10, 3)
        row.setSpacing(8)
        self.mark = SeatMark(seat)
        row.addWidget(self.mark)
        self.label = QLabel(
            f"<b>{_html(name)}</b> <span style='color:{theme.INK_SOFT}'>· {_html(kind)}</span>"
        )
        self.label.setTextFormat(Qt.TextFormat.RichText)
        row.addWidget(self.label, 1)
        self.state_label = QLabel()
        self.state_label.setStyleSheet("font-weight: bold; background: transparent;")
        row.addWidget(self.state_label)
        self.active: bool | None = None
        self.set_active(False)

    def set_active(self, active: bool, text: str = "to play") -> None:
        """Highlight the row; the words ("to play") carry what the highlight colour says."""
        self.state_label.setText(text if active else "")
        if self.active == active:
            return
        self.active = active
        name = self.objectName()
        self.setStyleSheet(
            f"QFrame#{name} {{ background: {theme.HIGHLIGHT_SOFT}; border-radius: 8px; border: 1px solid {theme.HIGHLIGHT}; }}"
            if active
            else f"QFrame#{name} {{ background: transparent; border: 1px solid transparent; }}"
        )

    def text(self) -> str:
        return " ".join(t for t in (self.label.text(), self.state_label.text()) if t)


class MainWindow(QMainWindow):
    #: Emitted after the window has shown a new situation (tests wait on it).
    refreshed = Signal()

    def __init__(
        self,
        match: Match,
        *,
        save_path: Path | None = None,
        autosave_path: Path | None = None,
        autosave: bool = True,
        bot_delay_ms: int | None = None,
        remember: bool = True,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        from .app import prepare_app

        prepare_app(QApplication.instance())  # type: ignore[arg-type]
        self.setObjectName("mainWindow")
        self.autosave_enabled = autosave
        self.remember = remember
        self._bot_delay_override = bot_delay_ms
        self.match: Match | None = None
        self.save_path: Path | None = None
        self.autosaver: Autosaver | None = None
        self.board = None
        self.view_module = None
        self.projector = None
        self.bots: dict = {}
        self.token = 0
        self.bots_halted = False
        self.screen_seat: int | None = None
        self.revealed_seat: int | None = None
        self.curtain_up = False
        self.interactive = False
        self.last_message = None  # the last message box shown (tests read it)
        self._dialogs: list[QWidget] = []
        self._zoom = 1.0
        self.player_rows: list[PlayerRow] = []

        self.runner = BotRunner(self)
        self.runner.chosen.connect(self._on_bot_chosen)
        self.runner.failed.connect(self._on_bot_failed)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self.refresh)

        self._build_ui()
        self._build_menus()
        if remember:
            self._restore_window_state()
        else:
            self.resize(1280, 800)
        self.set_match(match, save_path, autosave_path=autosave_path)

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
        header = QFrame()
        header.setProperty("role", "panel")
        header_row = QHBoxLayout(header)
        header_row.setContentsMargins(18, 10, 18, 10)
        header_layout = QVBoxLayout()
        header_layout.setContentsMargins(0, 0, 0, 0)
        header_layout.setSpacing(2)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setStyleSheet("font-size: 17pt; font-weight: bold;")
        self.turn_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setStyleSheet("font-size: 12pt;")
        self.status_label.setWordWrap(True)
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("promptLabel")
        self.prompt_label.setStyleSheet(f"font-size: 12pt; color: {theme.INK_SOFT};")
        self.prompt_label.setWordWrap(True)
        for label in (self.turn_label, self.status_label, self.prompt_label):
            header_layout.addWidget(label)
        header_row.addLayout(header_layout, 1)
        self.again_button = QPushButton("New game…")
        self.again_button.setProperty("primary", True)
        self.again_button.setToolTip("Start another game (Ctrl+N)")
        self.again_button.clicked.connect(self.new_game)
        self.again_button.hide()
        header_row.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignVCenter)
        left_layout.addWidget(header)

        self.stack = QStackedWidget()
        # The board scrolls inside this frame when zoomed in; at zoom 1.0 it fills it.
        self.board_holder = BoardArea()
        self.board_holder.zoom_requested.connect(lambda step: self.zoom_in() if step > 0 else self.zoom_out())
        self.stack.addWidget(self.board_holder)
        self.curtain = Curtain()
        self.curtain.lifted.connect(self.lift_curtain)
        self.stack.addWidget(self.curtain)
        left_layout.addWidget(self.stack, 1)
        # A game's own controls (turn buttons) stay here, outside the zooming frame.
        self.controls_holder = QVBoxLayout()
        self.controls_holder.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(self.controls_holder)
        self.controls = None
        self.splitter.addWidget(left)

        side = QWidget()
        side.setMinimumWidth(240)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(8, 12, 16, 12)
        side_layout.setSpacing(8)
        players_heading = QLabel("Players")
        players_heading.setProperty("role", "subheading")
        side_layout.addWidget(players_heading)
        self.players_box = QVBoxLayout()
        self.players_box.setSpacing(4)
        self.players_box.setContentsMargins(0, 0, 0, 0)
        side_layout.addLayout(self.players_box)
        side_layout.addSpacing(8)
        moves_heading = QLabel("Moves")
        moves_heading.setProperty("role", "subheading")
        side_layout.addWidget(moves_heading)
        self.log = MoveLog()
        side_layout.addWidget(self.log, 1)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([980, 300])
        self.setCentralWidget(central)
        self.statusBar().setSizeGripEnabled(False)

    def _action(self, menu: QMenu, text: str, slot, shortcuts=(), *, checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&File")
        self.new_action = self._action(game, "&New…", self.new_game, ["Ctrl+N"])
        self.open_action = self._action(game, "&Open…", self.open_file, ["Ctrl+O"])
        game.addSeparator()
        self.save_action = self._action(game, "&Save", self.save, ["Ctrl+S"])
        self.save_as_action = self._action(game, "Save &As…", self.save_as, ["Ctrl+Shift+S"])
        game.addSeparator()
        self.print_action = self._action(game, "&Print and Play…", self.print_and_play)
        self.print_action.setEnabled(
            importlib.util.find_spec("boardgames_desktop.ui.print_dialog") is not None
        )
        if not self.print_action.isEnabled():
            self.print_action.setToolTip("Printing is not available in this installation.")
        game.addSeparator()
        self.quit_action = self._action(game, "&Quit", self.close, ["Ctrl+Q"])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        edit = bar.addMenu("&Edit")
        self.undo_action = self._action(edit, "&Undo", self.undo, ["Ctrl+Z"])
        self.redo_action = self._action(edit, "&Redo", self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"])

        view = bar.addMenu("&View")
        self.zoom_in_action = self._action(view, "Zoom &in", self.zoom_in, ["Ctrl+=", "Ctrl++"])
        self.zoom_out_action = self._action(view, "Zoom &out", self.zoom_out, ["Ctrl+-"])
        self.zoom_reset_action = self._action(view, "&Actual size", self.zoom_reset, ["Ctrl+0"])
        view.addSeparator()
        self.projector_action = self._action(view, "&Projector", self.toggle_projector, ["Ctrl+P"], checkable=True)
        self.fullscreen_action = self._action(view, "&Full screen", self.toggle_full_screen, ["F11"], checkable=True)
        view.addSeparator()
        speed = view.addMenu("&Bot speed")
        group = QActionGroup(self)
        current = self.bot_delay_ms()
        self.speed_actions: dict[int, QAction] = {}
        for delay, label in app_settings.BOT_DELAY_CHOICES:
            action = QAction(label, self, checkable=True)
            action.setChecked(delay == current)
            action.triggered.connect(lambda _=False, d=delay: self.set_bot_delay(d))
            group.addAction(action)
            speed.addAction(action)
            self.speed_actions[delay] = action

        self.game_menu = bar.addMenu("&Play")
        help_menu = bar.addMenu("&Help")
        self.rules_action = self._action(help_menu, "&Rules", self.show_rules, ["F1"])
        self.about_action = self._action(help_menu, "&About", self.show_about)

    # -- the match ----------------------------------------------------------------------
    def set_match(self, match: Match, save_path: Path | None = None, *, autosave_path: Path | None = None) -> None:
        """Show ``match`` (replacing any other); starts autosave and the bots.

        ``autosave_path``: the autosave file the match was resumed from (it goes on
        there); a new match autosaves to a new file of its own.
        """
        game = match.game
        # Build the new board first: if it fails, the current match stays as it was.
        view_module = games.view_module(game.id)
        board = view_module.BoardView(game)
        self._detach_match()
        self.match = match
        self.save_path = Path(save_path) if save_path else None
        self.token += 1
        self.bots_halted = False
        self.screen_seat = None
        self.revealed_seat = None
        self.view_module = view_module
        self.board = board
        self.board.action_chosen.connect(self._on_action_chosen)
        self.board.undo_requested.connect(self._on_undo_requested)
        self.board.message.connect(self._on_board_message)
        self.board_holder.set_board(self.board)
        controls = getattr(self.board, "controls", None)
        self.controls = controls() if callable(controls) else None
        if self.controls is not None:
            self.controls_holder.addWidget(self.controls)
        names = [p.name for p in match.players]
        set_names = getattr(self.board, "set_player_names", None)
        if callable(set_names):
            set_names(names)
        self.bots = make_bots(game, match.players, match.seed, bot_kinds(game.id))
        if self.autosave_enabled and not match.finished:
            # Subscribes first: it writes before we look.
            self.autosaver = Autosaver(match, Path(autosave_path) if autosave_path else new_autosave_path(match))
        match.subscribe(self._on_match_changed)
        self._zoom = app_settings.get_float(f"zoom/{game.id}", 1.0) if self.remember else 1.0
        self.board.set_zoom(self._zoom)
        self.board_holder.set_zoom(self._zoom)
        self._rebuild_game_menu()
        self._rebuild_players()
        if self.projector is not None:
            self._close_projector()
            self.toggle_projector(True)
        self.refresh()

    def _detach_match(self) -> None:
        self.runner.cancel()
        self._refresh_timer.stop()
        if self.match is not None:
            self.match.unsubscribe(self._on_match_changed)
        if self.autosaver is not None:
            self.autosaver.detach()  # the file stays: an unfinished match can be resumed
            self.autosaver = None
        if self.controls is not None:
            self.controls_holder.removeWidget(self.controls)
            self.controls.hide()
            self.controls.deleteLater()
            self.controls = None
        if self.board is not None:
            self.board.hide()
            self.board_holder.set_board(None)
            self.board.deleteLater()
            self.board = None

    def _on_match_changed(self, match: Match) -> None:
        self.token += 1  # any bot answer in flight is now stale
        self.runner.cancel()
        if match.finished and self.autosaver is not None:
            self.autosaver.discard()
            self.autosaver = None
        elif self.autosaver is not None and self.autosaver.error:
            self.statusBar().showMessage(self.autosaver.error, 8000)
        self._refresh_timer.start()

    def is_human(self, seat: int) -> bool:
        return seat not in self.bots

    def human_seats(self) -> list[int]:
        return [s for s in range(len(self.match.players)) if self.is_human(s)]

    def _choose_screen_seat(self) -> int | None:
        humans_to_act = [s for s in self.match.to_act() if self.is_human(s)]
        if humans_to_act:
            return humans_to_act[0]
        if self.screen_seat is not None:
            return self.screen_seat
        humans = self.human_seats()
        return humans[0] if humans else None

    def _needs_curtain(self, seat: int | None) -> bool:
        return (
            self.match.game.needs_curtain(self.match.state)
            and seat is not None
            and len(self.human_seats()) > 1
            and seat != self.revealed_seat
            and not self.match.finished
        )

    def refresh(self) -> None:
        """Show the current situation: board, curtain, status, log, menus, projector, bots."""
        self._refresh_timer.stop()
        match = self.match
        if match is None or self.board is None:
            return
        seat = self._choose_screen_seat()
        self.screen_seat = seat
        finished = match.finished
        self.curtain_up = self._needs_curtain(seat)
        if self.curtain_up:
            # The board keeps the old picture hidden; the new seat's view waits for the click.
            self.interactive = False
            self.curtain.set_player(match.players[seat].name, seat_colour(seat), seat)
            self.stack.setCurrentWidget(self.curtain)
            if self.controls is not None:
                self.controls.hide()
        else:
            self.stack.setCurrentWidget(self.board_holder)
            if self.controls is not None:
                self.controls.show()
            to_act = match.to_act()
            legal: list[Any] = []
            if seat is not None and not finished and seat in to_act and self.is_human(seat):
                legal = list(match.legal_actions(seat))
            self.interactive = bool(legal)
            self.board.show_view(match.view(seat), seat, legal, self.interactive)
        self._update_status()
        self.log.set_lines(format_log(match))
        self._update_players()
        self._update_actions()
        self._update_projector()
        self._update_title()
        self._schedule_bot()
        self.refreshed.emit()

    def lift_curtain(self) -> None:
        if not self.curtain_up:
            return
        self.revealed_seat = self.screen_seat
        self.refresh()

    def _addressed_seat(self) -> int | None:
        """The one human seat to act: the status speaks to them ("Keep stepping…"), since
        the turn line already names them. A bot's status keeps its name ("Ben: fan…")."""
        to_act = self.match.to_act()
        return to_act[0] if len(to_act) == 1 and self.is_human(to_act[0]) else None

    def headline(self) -> str:
        return turn_text(self.match, self.bots, self.bots_halted)

    def _update_status(self) -> None:
        """Who (bold), what they may do (the public status), how (the board's prompt)."""
        match = self.match
        self.turn_label.setText(self.headline())
        status = public_status(match, self._addressed_seat())
        prompt = ""
        if self.curtain_up and self.screen_seat is not None:
            prompt = f"The board stays hidden until {match.players[self.screen_seat].name} clicks the curtain."
        elif self.interactive:
            prompt = self.board.prompt()
        if prompt and status and _same_words(status) in _same_words(prompt):
            status, prompt = prompt, ""  # the prompt says it all, and says how
        self.status_label.setText(status)
        self.status_label.setVisible(bool(status))
        self.prompt_label.setText(prompt)
        self.prompt_label.setVisible(bool(prompt))
        self.again_button.setVisible(match.finished)

    def status_text(self) -> str:
        """Everything the status area says now, one line each."""
        return "\n".join(
            label.text() for label in (self.turn_label, self.status_label, self.prompt_label) if label.text()
        )

    def _rebuild_players(self) -> None:
        """One row a seat, made once a match (then only restyled)."""
        for row in self.player_rows:
            row.hide()
            self.players_box.removeWidget(row)
            row.deleteLater()
        self.player_rows = []
        kinds = {k.key: k.label for k in bot_kinds(self.match.game.id)}
        for seat, player in enumerate(self.match.players):
            kind = "Human" if self.is_human(seat) else kinds.get(player.kind, "Bot")
            row = PlayerRow(seat, player.name, kind)
            self.players_box.addWidget(row)
            self.player_rows.append(row)

    def _update_players(self) -> None:
        to_act = set(self.match.to_act()) if not self.match.finished else set()
        for seat, row in enumerate(self.player_rows):
            thinking = not self.is_human(seat) and not self.bots_halted
            row.set_active(seat in to_act, "thinking…" if thinking else "to play")

    def _rebuild_game_menu(self) -> None:
        self.game_menu.clear()
        self.game_menu.setTitle(self.match.game.title.replace("&", "&&") or "Play")
        actions = list(self.board.menu_actions() or [])
        for action in actions:
            self.game_menu.addAction(action)
        self.game_menu.menuAction().setVisible(bool(actions))

    def _update_actions(self) -> None:
        match = self.match
        seat = self._undo_seat()
        reason = match.undo_block_reason(seat)
        self.undo_action.setEnabled(reason is None)
        self.undo_action.setStatusTip(reason or "Take back the last move")
        self.undo_action.setToolTip(reason or "Take back the last move")
        self.redo_action.setEnabled(match.can_redo())

    def _update_title(self) -> None:
        name = self.save_path.name if self.save_path else "Unsaved match"
        self.setWindowTitle(f"{self.match.game.title} — {name}")

    # -- moves --------------------------------------------------------------------------
    def _on_action_chosen(self, seat: int, action: Any) -> None:
        if self.match is None:
            return
        # A free action (a worksheet note) is the screen seat's own business at any time.
        free = isinstance(action, tuple(self.match.game.free_actions or ()))
        if (self.curtain_up or seat != self.screen_seat or not self.is_human(seat)
                or not (self.interactive or free)):
            self._refuse("It is not your turn.")
            return
        try:
            self.match.play(seat, action)
        except IllegalAction as exc:
            self._refuse(exc.rule)

    def _refuse(self, reason: str) -> None:
        if self.board is not None:
            self.board.refuse(reason)
        self.statusBar().showMessage(reason, 6000)

    def _on_board_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _undo_seat(self) -> int | None:
        seat = self.screen_seat
        return seat if seat is not None and self.is_human(seat) else None

    def undo(self) -> bool:
        reason = self.match.undo_block_reason(self._undo_seat())
        if reason:
            self._refuse(reason)
            return False
        self.match.undo(self._undo_seat())
        self.statusBar().showMessage("Move taken back.", 3000)
        return True

    def _on_undo_requested(self) -> None:
        self.undo()

    def redo(self) -> bool:
        if not self.match.can_redo():
            self.statusBar().showMessage("Nothing to redo.", 4000)
            return False
        try:
            self.match.redo()
        except IllegalAction as exc:
            self._refuse(exc.rule)
            return False
        return True

    # -- bots ---------------------------------------------------------------------------
    def bot_delay_ms(self) -> int:
        if self._bot_delay_override is not None:
            return self._bot_delay_override
        return app_settings.bot_delay_ms()

    def set_bot_delay(self, delay: int) -> None:
        self._bot_delay_override = None
        app_settings.set_value("bots/delay_ms", int(delay))
        self.runner.set_delay(int(delay))  # a bot already waiting goes at the new speed

    def _schedule_bot(self) -> None:
        match = self.match
        if match.finished or self.bots_halted or self.runner.busy_token == self.token:
            return
        for seat in match.to_act():
            if seat in self.bots:
                legal = list(match.legal_actions(seat))
                if legal:
                    self.runner.request(
                        self.token, self.bots[seat], seat, match.view(seat), legal, self.bot_delay_ms()
                    )
                return

    def _on_bot_chosen(self, token: Any, seat: int, action: Any) -> None:
        if token != self.token or self.match is None:
            return  # the match changed while the bot was thinking
        self.runner.busy_token = None
        try:
            self.match.play(seat, action)
        except IllegalAction as exc:
            self.bots_halted = True
            name = self.match.players[seat].name
            self.last_message = show_message(
                self, "A bot made a mistake",
                f"{name} chose a move the rules forbid ({exc.rule}). The bots are paused; "
                "you can save the match and report this.",
            )
            self.refresh()

    def _on_bot_failed(self, token: Any, exc_info: Any) -> None:
        if token != self.token:
            return
        self.bots_halted = True
        self.runner.busy_token = None
        from .app import show_error

        show_error(*exc_info, parent=self)
        self.refresh()

    # -- files --------------------------------------------------------------------------
    def _default_dir(self) -> str:
        saved = app_settings.settings().value("files/last_dir")
        if isinstance(saved, str) and Path(saved).is_dir():
            return saved
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())

    def ask_save_path(self) -> Path | None:
        """Where to save (a file dialog; tests replace this method)."""
        suggested = str(Path(self._default_dir()) / f"{self.match.game.id}{SAVE_SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, "Save match", suggested, SAVE_FILTER)
        return Path(path) if path else None

    def ask_open_path(self) -> Path | None:
        """Which file to open (a file dialog; tests replace this method)."""
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved match", self._default_dir(), SAVE_FILTER)
        return Path(path) if path else None

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
            save_match(self.match, path)
        except OSError as exc:
            self.last_message = show_message(self, "Could not save", f"{path} could not be written: {exc.strerror or exc}.")
            return False
        self.save_path = path
        app_settings.set_value("files/last_dir", str(path.parent))
        self.statusBar().showMessage(f"Saved to {path.name}.", 5000)
        self._update_title()
        return True

    def open_file(self, path: Path | None = None) -> bool:
        """Open a saved match; a damaged file is refused with its reason and changes nothing."""
        if not isinstance(path, (str, Path)):
            path = self.ask_open_path()
        if path is None:
            return False
        from .app import playable_lookup

        try:
            match = load_match(Path(path), playable_lookup)
        except SaveError as exc:
            self.last_message = show_message(self, "This file cannot be opened", str(exc))
            return False
        app_settings.set_value("files/last_dir", str(Path(path).parent))
        self.set_match(match, Path(path))
        self.statusBar().showMessage(f"Opened {Path(path).name}.", 5000)
        return True

    # -- dialogs ------------------------------------------------------------------------
    def _keep(self, dialog: QWidget) -> QWidget:
        self._dialogs.append(dialog)
        if hasattr(dialog, "finished"):
            dialog.finished.connect(lambda *_ , d=dialog: self._dialogs.remove(d) if d in self._dialogs else None)
        return dialog

    def new_game(self) -> None:
        from .launcher import Launcher

        launcher = Launcher(self, initial_game=self.match.game.id if self.match else None)
        launcher.start_requested.connect(lambda match: self.set_match(match))
        self._keep(launcher)
        launcher.open()

    def print_and_play(self) -> None:
        try:
            module = importlib.import_module("boardgames_desktop.ui.print_dialog")
        except ImportError:
            self.last_message = show_message(self, "Print and Play", "Printing is not available in this installation.")
            return
        dialog = module.PrintDialog(self, self.match.game.id)
        self._keep(dialog)
        dialog.open()

    def show_rules(self) -> None:
        text = self.match.game.rules_text() or f"# {self.match.game.title}\n\nThe rules are not written yet."
        dialog = MarkdownDialog(f"Rules — {self.match.game.title}", text, self)
        self._keep(dialog)
        dialog.open()
        self.rules_dialog = dialog

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        self._keep(dialog)
        dialog.open()
        self.about_dialog = dialog

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
        self.statusBar().showMessage(f"Zoom {round(self._zoom * 100)} %", 2000)

    def zoom_in(self) -> None:
        self.set_zoom(self._zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self._zoom / ZOOM_STEP)

    def zoom_reset(self) -> None:
        self.set_zoom(1.0)

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
            from .projector import ProjectorWindow

            board = self.view_module.ProjectorBoard(self.match.game)
            set_names = getattr(board, "set_player_names", None)
            if callable(set_names):
                set_names([p.name for p in self.match.players])
            self.projector = ProjectorWindow(board, self.match.game.title)
            self.projector.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            # The table's keys work whichever window has focus (the projector is often
            # the one just clicked). Its own F11 and Esc stay its own.
            self.projector.addActions(self.shared_actions())
            self.projector.destroyed.connect(self._projector_gone)
            self._update_projector()
            self.projector.show()
        self.projector_action.setChecked(True)

    def shared_actions(self) -> list[QAction]:
        """The main window's actions whose shortcuts also work in the projector window."""
        return [
            self.undo_action,
            self.redo_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.zoom_reset_action,
            self.projector_action,
        ]

    def _close_projector(self) -> None:
        if self.projector is not None:
            projector, self.projector = self.projector, None
            projector.close()
        self.projector_action.setChecked(False)

    def _projector_gone(self, *_: Any) -> None:
        self.projector = None
        self.projector_action.setChecked(False)

    def _update_projector(self) -> None:
        if self.projector is None or self.match is None:
            return
        match = self.match
        self.projector.show_public(match.view(None), self.headline(), public_status(match, self._addressed_seat()))

    # -- window state -------------------------------------------------------------------
    def _restore_window_state(self) -> None:
        s = app_settings.settings()
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        splitter = s.value("window/splitter")
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)

    def closeEvent(self, event) -> None:
        if self.remember:
            s = app_settings.settings()
            s.setValue("window/geometry", self.saveGeometry())
            s.setValue("window/splitter", self.splitter.saveState())
            s.sync()
        self.runner.shutdown()
        self.token += 1
        if self.autosaver is not None:
            self.autosaver.detach()
            self.autosaver = None
        if self.match is not None:
            self.match.unsubscribe(self._on_match_changed)
        self._close_projector()
        super().closeEvent(event)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
