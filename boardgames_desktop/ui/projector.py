"""The projector window: the public picture of the match, large and dark.

It is handed nothing but the public view (``game.view(state, None)``) and
public text (title, whose turn, the public status, the last public log line)
through :meth:`ProjectorWindow.show_public`, and a deadline's countdown
through :meth:`ProjectorWindow.set_countdown`, so no secret can reach a
projected screen. Spectators read the last action in words ("Ada plays
Ruby 7 and scores 7."), not instructions meant for the player. Move it to any screen from its
context menu; F11 or a double-click toggles full screen, Esc leaves full
screen (and does nothing else: the window stays open). Every other key goes
to the host's board (:meth:`ProjectorWindow.forward_keys_to`), so the host's
keys work whichever window was clicked last.

Across a room a projected picture is read at a distance, so the header's type
is sized from the window's height, not in points: the turn line is 4.5 % of
it, the status 2.6 %, the game's title 1.8 % (at 3840 x 2160: 97, 56 and 39
pixels; the last action as the status). Light on dark, every line at least
7:1 contrast. The board takes all the height the header leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPalette,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..core.i18n import _
from .countdown import Countdown
from .kit.gameview import ProjectorBoard
from .kit.style import FONT_FAMILY

#: Each header line's type as a share of the window's height, with a floor in
#: pixels so a small window stays readable; bold or not; its colour.
TITLE_SCALE, TURN_SCALE, STATUS_SCALE = 0.018, 0.045, 0.026
TITLE_MIN_PX, TURN_MIN_PX, STATUS_MIN_PX = 13, 24, 16
TITLE_COLOUR = theme.RULE  # quieter than the turn, still 7.7:1 on the dark ground


def header_pixel_sizes(height: int) -> tuple[int, int, int]:
    """Pixel sizes of (title, turn line, status) for a projector window ``height`` tall."""
    return (
        max(TITLE_MIN_PX, round(height * TITLE_SCALE)),
        max(TURN_MIN_PX, round(height * TURN_SCALE)),
        max(STATUS_MIN_PX, round(height * STATUS_SCALE)),
    )


class ProjectorWindow(QWidget):
    def __init__(self, board: ProjectorBoard, title: str = "", parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(_("{game} — projector").format(game=title) if title else _("Projector"))
        self.setObjectName("projector")
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor(theme.PROJECTOR_BG))
        pal.setColor(QPalette.ColorRole.WindowText, QColor(theme.PROJECTOR_INK))
        self.setPalette(pal)
        self.setStyleSheet(
            f"QWidget#projector {{ background: {theme.PROJECTOR_BG}; }}"
            f"QWidget {{ color: {theme.PROJECTOR_INK}; }}"
        )
        self.resize(1280, 720)
        self.board = board
        self._key_target: Callable[[], QWidget | None] = lambda: None
        #: Everything this window was given, for the secrecy tests.
        self.received: list[tuple[dict[str, Any], str, str, str, str]] = []

        self._layout = layout = QVBoxLayout(self)
        layout.setSpacing(0)
        self.title_label = QLabel(title)
        self.title_label.setObjectName("projectorTitle")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("projectorTurn")
        self.status_label = QLabel()
        self.status_label.setObjectName("projectorStatus")
        self.last_label = QLabel()
        self.last_label.setObjectName("projectorLast")
        self.countdown = Countdown(dark=True)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        lines = QVBoxLayout()
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(0)
        for label, colour in (
            (self.title_label, TITLE_COLOUR),
            (self.turn_label, theme.PROJECTOR_INK),
            (self.status_label, theme.PROJECTOR_INK),
            (self.last_label, theme.PROJECTOR_INK),
        ):
            label.setWordWrap(True)
            # Colour only: the size is set in pixels from the window's height.
            label.setStyleSheet(f"color: {colour}; background: transparent;")
            lines.addWidget(label)
        top.addLayout(lines, 1)
        top.addWidget(self.countdown, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self._board_gap = layout.count()
        layout.addSpacing(8)
        # The board takes the room the header leaves and fits itself into it: its own
        # minimum size must never hold the window larger than the screen it is on.
        board.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        layout.addWidget(board, 1)
        self._scaled_for = -1
        self._scale_type()

        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.fullscreen_action = QAction(_("Full screen"), self)
        self.fullscreen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.triggered.connect(self.toggle_full_screen)
        self.addAction(self.fullscreen_action)
        leave = QAction(_("Leave full screen"), self)
        leave.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        leave.triggered.connect(self.leave_full_screen)
        self.addAction(leave)

    # -- type that grows with the window ---------------------------------------------
    def _scale_type(self) -> None:
        height = self.height()
        if height == self._scaled_for:
            return
        self._scaled_for = height
        title, turn, status = header_pixel_sizes(height)
        for label, px, bold in zip(
            (self.title_label, self.turn_label, self.status_label, self.last_label),
            (title, turn, status, status), (False, True, False, False),
        ):
            font = QFont(FONT_FAMILY)
            font.setPixelSize(px)
            font.setBold(bold)
            label.setFont(font)
        self.countdown.set_pixel_size(turn)
        margin = max(16, round(height * 0.022))
        self._layout.setContentsMargins(round(margin * 1.5), margin, round(margin * 1.5), margin)
        gap = self._layout.itemAt(self._board_gap)
        spacer = gap.spacerItem() if gap is not None else None
        if spacer is not None:
            spacer.changeSize(0, max(8, round(height * 0.012)))
            self._layout.invalidate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._scale_type()
        super().resizeEvent(event)

    # -- what it shows ---------------------------------------------------------------
    def show_public(self, public_view: dict[str, Any], turn: str, status: str, last: str = "") -> None:
        """The public view plus public sentences; nothing else ever arrives here."""
        self.received.append((public_view, self.title_label.text(), turn, status, last))
        del self.received[:-50]
        self.turn_label.setText(turn)
        self.status_label.setText(status)
        self.status_label.setVisible(bool(status))
        self.last_label.setText(_("Last: {action}").format(action=last) if last else "")
        self.last_label.setVisible(bool(last))
        self.board.show_public(public_view, status)

    def set_countdown(self, seconds: int | None, warning: bool = False) -> None:
        """A deadline's whole seconds left (None: no deadline)."""
        self.countdown.show_seconds(seconds, warning)

    # -- screens and full screen ----------------------------------------------------------
    def screen_actions(self) -> list[QAction]:
        actions = []
        for index, screen in enumerate(QGuiApplication.screens()):
            geometry = screen.geometry()
            action = QAction(
                _("Screen {n}: {name} ({width}×{height})").format(
                    n=index + 1, name=screen.name() or _("display"), width=geometry.width(), height=geometry.height()
                ),
                self,
            )
            action.setCheckable(True)
            action.setChecked(self.screen() is screen)
            action.triggered.connect(lambda _checked=False, s=screen: self.move_to_screen(s))
            actions.append(action)
        return actions

    def _context_menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        menu.addSection(_("Show on"))
        for action in self.screen_actions():
            menu.addAction(action)
        shown = self.board.menu_actions()
        if shown:
            menu.addSection(_("Show"))
            for action in shown:
                menu.addAction(action)
        menu.addSeparator()
        self.fullscreen_action.setChecked(self.isFullScreen())
        menu.addAction(self.fullscreen_action)
        menu.exec(self.mapToGlobal(pos))

    def move_to_screen(self, screen: QScreen) -> None:
        full = self.isFullScreen()
        if full:
            self.showNormal()
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        available = screen.availableGeometry()
        self.move(available.topLeft())
        self.resize(min(self.width(), available.width()), min(self.height(), available.height()))
        if full:
            self.showFullScreen()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        self.fullscreen_action.setChecked(False)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.toggle_full_screen()

    # -- the host's keys ----------------------------------------------------------------
    def forward_keys_to(self, target: Callable[[], QWidget | None]) -> None:
        """Keys this window does not use itself go to ``target()`` (the host's board,
        asked at each key: a new match brings a new board), as if pressed there."""
        self._key_target = target

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The projector takes the focus when it opens and whenever the host clicks it;
        # its own keys (F11, Esc) and the shared actions (Ctrl+Z) are shortcuts and
        # never come here. The board answers a key pressed on it with its focus.
        target = self._key_target()
        if target is None:
            super().keyPressEvent(event)
            return
        forwarded = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(),
                              event.isAutoRepeat(), event.count())
        QCoreApplication.sendEvent(target, forwarded)
        event.setAccepted(forwarded.isAccepted())
