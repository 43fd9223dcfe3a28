"""The projector window: the public picture of the match, large and dark.

It is handed nothing but the public view (``game.view(state, None)``) and
public text (title, whose turn, status) through :meth:`ProjectorWindow.show_public`,
so no secret can reach a projected screen. Move it to any screen from its
context menu; F11 or a double-click toggles full screen, Esc leaves it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import QLabel, QMenu, QVBoxLayout, QWidget

from .. import theme


class ProjectorWindow(QWidget):
    def __init__(self, board: QWidget, title: str = "", parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(f"{title} — projector" if title else "Projector")
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
        #: Everything this window was given, for the secrecy tests.
        self.received: list[tuple[dict[str, Any], str, str, str]] = []

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.setSpacing(6)
        self.title_label = QLabel(title)
        self.turn_label = QLabel()
        self.status_label = QLabel()
        for label, size, bold, colour in (
            (self.title_label, 18, False, theme.RULE),
            (self.turn_label, 34, True, theme.PROJECTOR_INK),
            (self.status_label, 20, False, theme.PROJECTOR_INK),
        ):
            label.setWordWrap(True)
            label.setStyleSheet(
                f"color: {colour}; font-size: {size}pt; background: transparent;"
                + (" font-weight: bold;" if bold else "")
            )
            layout.addWidget(label)
        layout.addSpacing(8)
        layout.addWidget(board, 1)

        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        self.fullscreen_action = QAction("Full screen", self)
        self.fullscreen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.triggered.connect(self.toggle_full_screen)
        self.addAction(self.fullscreen_action)
        leave = QAction("Leave full screen", self)
        leave.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        leave.triggered.connect(self.leave_full_screen)
        self.addAction(leave)

    # -- what it shows ---------------------------------------------------------------
    def show_public(self, public_view: dict[str, Any], turn: str, status: str) -> None:
        """The public view plus public sentences; nothing else ever arrives here."""
        self.received.append((public_view, self.title_label.text(), turn, status))
        del self.received[:-50]
        self.turn_label.setText(turn)
        self.status_label.setText(status)
        self.status_label.setVisible(bool(status))
        self.board.show_public(public_view, status)

    def texts(self) -> list[str]:
        """Every text a widget in this window shows (labels, buttons, tooltips)."""
        out = [self.windowTitle()]
        for widget in [self, *self.findChildren(QWidget)]:
            for getter in ("text", "toolTip", "windowTitle", "accessibleName", "placeholderText"):
                fn = getattr(widget, getter, None)
                if callable(fn):
                    try:
                        value = fn()
                    except TypeError:
                        continue
                    if isinstance(value, str) and value:
                        out.append(value)
        return out

    # -- screens and full screen ----------------------------------------------------------
    def screen_actions(self) -> list[QAction]:
        actions = []
        for index, screen in enumerate(QGuiApplication.screens()):
            geometry = screen.geometry()
            action = QAction(
                f"Screen {index + 1}: {screen.name() or 'display'} ({geometry.width()}×{geometry.height()})",
                self,
            )
            action.setCheckable(True)
            action.setChecked(self.screen() is screen)
            action.triggered.connect(lambda _=False, s=screen: self.move_to_screen(s))
            actions.append(action)
        return actions

    def _context_menu(self, pos) -> None:
        menu = QMenu(self)
        menu.addSection("Show on")
        for action in self.screen_actions():
            menu.addAction(action)
        menu.addSeparator()
        self.fullscreen_action.setChecked(self.isFullScreen())
        menu.addAction(self.fullscreen_action)
        menu.exec(self.mapToGlobal(pos))

    def move_to_screen(self, screen) -> None:
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

    def mouseDoubleClickEvent(self, event) -> None:
        self.toggle_full_screen()
