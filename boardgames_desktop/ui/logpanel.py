"""The move log: every entry, undone ones struck through and grey; follows the game."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from .. import theme


class MoveLog(QListWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(self.focusPolicy().NoFocus)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def set_lines(self, lines: list[tuple[str, bool]]) -> None:
        """``lines``: (text, undone) for every log entry, oldest first."""
        current = [(self.item(i).text(), bool(self.item(i).data(0x0100))) for i in range(self.count())]
        if current == lines:
            return
        self.clear()
        for text, undone in lines:
            item = QListWidgetItem(text)
            item.setData(0x0100, undone)  # Qt.UserRole
            if undone:
                font = QFont(self.font())
                font.setStrikeOut(True)
                item.setFont(font)
                item.setForeground(QBrush(QColor(theme.RULE)))
                item.setToolTip("Taken back")
            self.addItem(item)
        self.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def undone_rows(self) -> list[int]:
        return [i for i in range(self.count()) if self.item(i).font().strikeOut()]


def format_log(match) -> list[tuple[str, bool]]:
    """The log panel's lines: 'N. Name: what they did'; undone entries unnumbered."""
    out = []
    number = 0
    for entry, description in match.log_lines():
        name = match.players[entry.seat].name if 0 <= entry.seat < len(match.players) else f"Seat {entry.seat + 1}"
        if entry.undone:
            out.append((f"    {name}: {description}", True))
        else:
            number += 1
            out.append((f"{number}. {name}: {description}", False))
    return out
