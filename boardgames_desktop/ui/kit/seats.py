"""Seat rows: a seat's token (colour and mark), its name, what plays it, and its state.

The shell's players panel is a column of these; a game's panels (scores,
worksheets) can use the same row so a seat looks the same everywhere.

    row = SeatRow(1, "Ben & Cleo", _("Careful bot"))
    row.set_active(True, _("thinking…"))
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ... import theme
from .marks import SeatMark, seat_style


def seat_colour(seat: int) -> str:
    return seat_style(seat)["colour"]


class SeatRow(QFrame):
    """One seat in a list of seats; highlighted (with words, not colour alone) when active.

    ``dark=True`` draws it for the projector's dark ground; :meth:`set_pixel_size`
    sizes its type (and token) from a window's height there.
    """

    def __init__(self, seat: int, name: str, kind: str = "", parent: QWidget | None = None, *, dark: bool = False):
        super().__init__(parent)
        self.seat = seat
        self.dark = dark
        self.setObjectName(f"seat{seat}")
        self.setMinimumHeight(36)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 3, 10, 3)
        row.setSpacing(8)
        self.mark = SeatMark(seat)
        row.addWidget(self.mark)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        # The name, and under it any control the row carries: a narrow column of twelve
        # seats keeps each control whole instead of squeezing it beside the name.
        self._words = QVBoxLayout()
        self._words.setSpacing(2)
        self._words.addWidget(self.label)
        row.addLayout(self._words, 1)
        self._row = row
        self.state_label = QLabel()
        ink = theme.PROJECTOR_INK if dark else theme.INK
        self.state_label.setStyleSheet(f"font-weight: bold; background: transparent; color: {ink};")
        self.label.setStyleSheet(f"background: transparent; color: {ink};")
        row.addWidget(self.state_label)
        self.active: bool | None = None
        self.set_seat(name, kind)
        self.set_active(False)

    def set_seat(self, name: str, kind: str = "") -> None:
        self.name, self.kind = name, kind
        soft = theme.RULE if self.dark else theme.INK_SOFT
        extra = f" <span style='color:{soft}'>· {escape(kind)}</span>" if kind else ""
        self.label.setText(f"<b>{escape(name)}</b>{extra}")

    def add_trailing(self, widget: QWidget) -> None:
        """A control for the seat, under its name (the shell's "hold to look" button)."""
        self._words.addWidget(widget, 0, Qt.AlignmentFlag.AlignLeft)

    def set_pixel_size(self, px: int) -> None:
        """Type ``px`` pixels high, the token a little larger (the projector's rows)."""
        for label in (self.label, self.state_label):
            font = QFont(label.font())
            font.setPixelSize(px)
            label.setFont(font)
        self.mark.set_diameter(round(px * 1.3))
        self.setMinimumHeight(round(px * 1.8))

    def set_active(self, active: bool, text: str = "") -> None:
        """Highlight the row; ``text`` ("to play") says in words what the highlight says."""
        self.state_label.setText(text if active else "")
        if self.active == active:
            return
        self.active = active
        name = self.objectName()
        if active:
            # On the dark ground the highlight is a frame: ink on a pale fill would vanish there.
            fill = "transparent" if self.dark else theme.HIGHLIGHT_SOFT
            width = 3 if self.dark else 1
            style = f"background: {fill}; border-radius: 8px; border: {width}px solid {theme.HIGHLIGHT};"
        else:
            style = f"background: transparent; border: {3 if self.dark else 1}px solid transparent;"
        self.setStyleSheet(f"QFrame#{name} {{ {style} }}")

    def text(self) -> str:
        """What the row says, as plain words."""
        kind = f" · {self.kind}" if self.kind else ""
        state = f" {self.state_label.text()}" if self.state_label.text() else ""
        return f"{self.name}{kind}{state}"
