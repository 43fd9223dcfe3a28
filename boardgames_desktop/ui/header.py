"""The main window's header: who (bold), what they may do, how, and the time left.

Read top to bottom it says, always: whose turn it is or how the game ended
(the session's public headline), what the rules let them do (the game's
public status, or the ending with its tie-break and scores), and how to do it
with the mouse (the board's prompt). A deadline adds its countdown on the
right; when the game is over, "New game…" appears there.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..core.i18n import _
from .countdown import Countdown


def same_words(text: str) -> str:
    return " ".join(text.lower().strip(" .!?:;—-").split())


class StatusHeader(QFrame):
    new_game_clicked = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("role", "panel")
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 10, 18, 10)
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setStyleSheet("font-size: 17pt; font-weight: bold;")
        self.status_label = QLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setStyleSheet("font-size: 12pt;")
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("promptLabel")
        self.prompt_label.setStyleSheet(f"font-size: 12pt; color: {theme.INK_SOFT};")
        for label in (self.turn_label, self.status_label, self.prompt_label):
            label.setWordWrap(True)
            column.addWidget(label)
        row.addLayout(column, 1)
        self.countdown = Countdown()
        row.addWidget(self.countdown, 0, Qt.AlignmentFlag.AlignVCenter)
        self.again_button = QPushButton(_("New game…"))
        self.again_button.setProperty("primary", True)
        self.again_button.setToolTip(_("Start another game (Ctrl+N)"))
        self.again_button.clicked.connect(self.new_game_clicked)
        self.again_button.hide()
        row.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignVCenter)

    def show_lines(self, turn: str, status: str, prompt: str, finished: bool) -> None:
        if prompt and status and same_words(status) in same_words(prompt):
            status, prompt = prompt, ""  # the prompt says it all, and says how
        for label, text in ((self.turn_label, turn), (self.status_label, status), (self.prompt_label, prompt)):
            label.setText(text)
            label.setVisible(bool(text))
        self.again_button.setVisible(finished)

    def text(self) -> str:
        """Everything the header says now, one line each."""
        return "\n".join(
            label.text() for label in (self.turn_label, self.status_label, self.prompt_label) if label.text()
        )
