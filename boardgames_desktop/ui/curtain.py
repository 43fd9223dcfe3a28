"""The hot-seat curtain: hides the board until the next player alone looks.

The table session decides when it goes up (``session.curtain_up``); the
window puts it in front of the board and gives the board the new seat's view
only after the click. It shows nothing but whose turn it is: the seat's name,
colour and mark.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .. import theme
from ..core.i18n import _, label_people, ngettext
from .kit.marks import SeatMark
from .kit.paintguard import guarded_paint
from .kit.seats import seat_colour


class Curtain(QWidget):
    lifted = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name = ""
        self.colour = theme.INK
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 40, 40, 40)
        layout.addStretch(1)
        # The seat's token, large: the colour bands alone would say it in colour only.
        self.mark = SeatMark(0, 64)
        self.mark.hide()
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setStyleSheet(f"color: {theme.PAPER}; font-size: 28pt; font-weight: bold;")
        layout.addWidget(self.label)
        self.hint = QLabel(_("Everyone else, please look away."))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet(f"color: {theme.PAPER_DEEP}; font-size: 14pt;")
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        self.button = QPushButton()
        self.button.setProperty("primary", True)
        self.button.setMinimumHeight(56)
        self.button.setStyleSheet(
            f"QPushButton {{ background: {theme.HIGHLIGHT}; color: {theme.INK}; font-size: 15pt;"
            f" border-radius: 10px; padding: 12px 36px; border: none; font-weight: bold; }}"
            f"QPushButton:hover {{ background: {theme.HIGHLIGHT_SOFT}; }}"
        )
        self.button.clicked.connect(self.lifted)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

    def set_seat(self, seat: int, name: str) -> None:
        self.name = name
        self.colour = seat_colour(seat)
        self.mark.set_seat(seat)
        self.mark.show()
        self.label.setText(_("{name}'s turn: click when only {name} can see the screen").format(name=name))
        self.button.setText(ngettext("I am {name}: show my turn", "We are {name}: show our turn",
                                     label_people(name)).format(name=name))
        self.update()

    def text(self) -> str:
        return self.label.text()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.lifted.emit()
        else:
            super().mousePressEvent(event)

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(theme.INK))
        band = QColor(self.colour)
        painter.fillRect(0, 0, self.width(), 10, band)
        painter.fillRect(0, self.height() - 10, self.width(), 10, band)
        painter.end()
