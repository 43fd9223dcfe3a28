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
it, the status 2.6 %, the game's title 2.1 % (at 3840 x 2160: 97, 56 and 45
pixels; the last action as the status), never under
``theme.PROJECTOR_TEXT_SHARE`` of the height (1/50: 43 px). Light on dark, every
line at least 7:1 contrast. The board takes all the height the header leaves.

When the game is over the header says the result once: the outcome's message
in the turn line's type, the tie-break that decided (if one did) as the status,
and the seats ranked in one row (place, mark, name, score, a star for the
winners), from the shared :class:`~.endscreen.EndSummary`; the status lines and
the last action, which said the same again, give way, and the board is handed
no status to repeat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
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
from ..core.i18n import _, join_sentences
from .countdown import Countdown
from .endscreen import EndSummary
from .kit.flow import FlowLayout
from .kit.gameview import ProjectorBoard
from .kit.keys import describe_board
from .kit.layouts import taken_widgets
from .kit.marks import SeatMark
from .kit.motion import finish_motions
from .kit.style import FONT_FAMILY

#: Each header line's type as a share of the window's height, with a floor in
#: pixels so a small window stays readable; bold or not; its colour.
TITLE_SCALE, TURN_SCALE, STATUS_SCALE = 0.021, 0.045, 0.026
TITLE_MIN_PX, TURN_MIN_PX, STATUS_MIN_PX = 13, 24, 16
#: The ranked seats at the end: between the status and the turn line.
RANKING_SCALE = 0.032
TITLE_COLOUR = theme.RULE  # quieter than the turn, still 7.7:1 on the dark ground


def header_pixel_sizes(height: int) -> tuple[int, int, int]:
    """Pixel sizes of (title, turn line, status) for a projector window ``height`` tall."""
    return (
        max(TITLE_MIN_PX, round(height * TITLE_SCALE)),
        max(TURN_MIN_PX, round(height * TURN_SCALE)),
        max(STATUS_MIN_PX, round(height * STATUS_SCALE)),
    )


class Ranking(QWidget):
    """The seats in the order they finished, one entry each ("1. (mark) Ben 75 ★"),
    wrapping onto another line when a table of twelve needs it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("projectorRanking")
        self._flow = FlowLayout(self, spacing=24, line_spacing=8)
        self._px = STATUS_MIN_PX
        self.ranked: tuple[tuple[int, int, str, int | None, bool], ...] = ()

    def set_pixel_size(self, px: int) -> None:
        if px != self._px:
            self._px = px
            self._fill()

    def show_ranking(self, ranked: tuple[tuple[int, int, str, int | None, bool], ...]) -> None:
        if ranked != self.ranked:
            self.ranked = ranked
            self._fill()

    def _fill(self) -> None:
        for widget in taken_widgets(self._flow):
            widget.hide()
            widget.deleteLater()
        for place, seat, name, score, winner in self.ranked:
            self._flow.addWidget(self._entry(place, seat, name, score, winner))
        self.updateGeometry()

    def _entry(self, place: int, seat: int, name: str, score: int | None, winner: bool) -> QWidget:
        entry = QWidget()
        entry.setObjectName(f"rank{seat}")
        row = QHBoxLayout(entry)
        row.setContentsMargins(0, 0, self._px, 0)  # a wide gap before the next place
        row.setSpacing(max(6, self._px // 4))
        words = [_("{place}.").format(place=place), None, name]
        if score is not None:
            words.append(str(score))
        if winner:
            words.append("★")
        for text in words:
            if text is None:
                row.addWidget(SeatMark(seat, round(self._px * 1.1)))
                continue
            label = QLabel(text)
            font = QFont(FONT_FAMILY)
            font.setPixelSize(self._px)
            font.setBold(winner)
            label.setFont(font)
            label.setStyleSheet(f"color: {theme.PROJECTOR_INK}; background: transparent;")
            row.addWidget(label)
        return entry


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
        self.ranking = Ranking()
        self.ranking.hide()
        lines.addWidget(self.ranking)
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
        self.ranking.set_pixel_size(max(STATUS_MIN_PX, round(height * RANKING_SCALE)))
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
    def show_public(self, public_view: dict[str, Any], turn: str, status: str, last: str = "",
                    end: EndSummary | None = None) -> None:
        """The public view plus public sentences; nothing else ever arrives here. With
        ``end`` (the game is over, an outcome being public by nature) the header says
        the result once and ranks the seats, in place of ``turn``, ``status`` and ``last``."""
        if end is not None:
            turn, status, last = end.message, end.tiebreak, ""
        self.received.append((public_view, self.title_label.text(), turn, status, last))
        del self.received[:-50]
        self.turn_label.setText(turn)
        self.status_label.setText(status)
        self.status_label.setVisible(bool(status))
        self.last_label.setText(_("Last: {action}").format(action=last) if last else "")
        self.last_label.setVisible(bool(last))
        ranked = end.ranking() if end is not None else ()
        self.ranking.show_ranking(ranked)
        self.ranking.setVisible(bool(ranked))
        self.board.show_public(public_view, "" if end is not None else status)
        # A screen reader hears the same public sentences the room reads above the board.
        describe_board(self.board, _("Projector board"), join_sentences(turn, status, self.last_label.text()))

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

    def closeEvent(self, event: QCloseEvent) -> None:
        finish_motions(self)  # the window goes (it deletes itself on closing): its board's moves end first
        super().closeEvent(event)

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
