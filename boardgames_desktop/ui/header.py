"""The main window's header: who (bold), what they may do, how, and the time left.

Read top to bottom it says, always: whose turn it is or how the game ended
(the session's public headline), what the rules let them do (the game's
public status), and how to do it with the mouse (the board's prompt). A
deadline adds its countdown on the right. When the game is over the end
panel (``ui/endscreen.py``) takes the place of the status: the outcome's
message, the tie-break that decided, the scores as a table, and Review,
Rematch and New game….
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import theme
from .countdown import Countdown
from .endscreen import EndPanel, EndSummary


def same_words(text: str) -> str:
    return " ".join(text.lower().strip(" .!?:;—-").split())


class StatusHeader(QFrame):
    new_game_clicked = Signal()
    rematch_clicked = Signal()
    review_clicked = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("role", "panel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 10, 18, 10)
        outer.setSpacing(4)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
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
        outer.addLayout(row)
        self.end = EndPanel()
        self.end.new_game_clicked.connect(self.new_game_clicked)
        self.end.rematch_clicked.connect(self.rematch_clicked)
        self.end.review_clicked.connect(self.review_clicked)
        self.end.hide()
        outer.addWidget(self.end)

    @property
    def again_button(self) -> QPushButton:
        """"New game…" on the end panel."""
        assert self.end.new_game_button is not None
        return self.end.new_game_button

    def show_lines(self, turn: str, status: str, prompt: str, end: EndSummary | None = None) -> None:
        """The three lines; with ``end`` (the game is over) the end panel instead of status and prompt."""
        if end is not None:
            status, prompt = "", ""
            self.end.show_outcome(end)
        elif prompt and status and same_words(status) in same_words(prompt):
            status, prompt = prompt, ""  # the prompt says it all, and says how
        for label, text in ((self.turn_label, turn), (self.status_label, status), (self.prompt_label, prompt)):
            label.setText(text)
            label.setVisible(bool(text))
        self.end.setVisible(end is not None)

    def text(self) -> str:
        """Everything the header says now, one line each."""
        lines = [label.text() for label in (self.turn_label, self.status_label, self.prompt_label) if label.text()]
        if self.end.isVisibleTo(self):
            lines.append(self.end.text())
        return "\n".join(lines)
