"""The move log: every entry, undone ones struck through and grey; follows the game."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
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
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)

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


_PLAYER = re.compile(r"\bPlayer ([1-9])\b")


def with_names(text: str, players) -> str:
    """The rules say "Player 2" (they know no names); the table knows her as "Ben"."""

    def name(m: re.Match) -> str:
        index = int(m.group(1)) - 1
        return players[index].name if index < len(players) else m.group(0)

    return _PLAYER.sub(name, text)


def format_log(match) -> list[tuple[str, bool]]:
    """The log panel's lines: 'N. Name: what they did' (or 'N. Name steps ...' when the
    description names its player); undone entries unnumbered."""
    out = []
    number = 0
    quiet = tuple(getattr(match.game, "quiet_actions", ()) or ())
    for entry, description in match.log_lines():
        if quiet and isinstance(entry.action, quiet):
            continue
        seat = entry.seat
        name = match.players[seat].name if 0 <= seat < len(match.players) else f"Seat {seat + 1}"
        if description.startswith(f"Player {seat + 1} "):
            line = with_names(description, match.players)
        else:
            line = f"{name}: {with_names(description, match.players)}"
        if entry.undone:
            out.append((f"    {line}", True))
        else:
            number += 1
            out.append((f"{number}. {line}", False))
    return out
