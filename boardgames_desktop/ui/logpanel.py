"""The move log panel: the lines one viewer may read, newest at the bottom.

The window hands it :class:`~boardgames_desktop.core.table.LogLine` objects
from ``session.log(viewer)``: the public lines while the curtain is up, the
seat's own lines while its view is on the screen. Undone lines stay, struck
through and grey; a line played by a deadline says so.

It follows the game: it opens at the newest line and stays there as lines
arrive, unless the reader scrolled up to read an older one (then it stays put
until they scroll back down). Word-wrapped rows get their height only once
laid out, so following is done when the scroll range changes, not once.

A line is a move (``session.log`` gives one line a move, however many actions
it took), its words wrapped at the panel's width by :class:`WrappedRows`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from .. import theme
from ..core.i18n import _
from ..core.table import LogLine
from .kit.wraprows import WrappedRows

UNDONE_ROLE = Qt.ItemDataRole.UserRole


def format_lines(lines: list[LogLine], names: dict[int, str]) -> list[tuple[str, bool]]:
    """(text, undone) for each line: "3. Ada plays Ruby 7 …"; undone lines unnumbered."""
    out = []
    for line in lines:
        text = line.text(names)
        out.append((f"    {text}" if line.number is None else f"{line.number}. {text}", line.undone))
    return out


class MoveLog(QListWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Rows as tall as their wrapped words at the current width, no blank line under them.
        self.rows = WrappedRows.install(self)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)

    def set_lines(self, lines: list[tuple[str, bool]]) -> None:
        """``lines``: (text, undone) for every line this viewer reads, oldest first."""
        if self.lines() == lines:
            return
        self.clear()
        for text, undone in lines:
            item = QListWidgetItem(text)
            item.setData(UNDONE_ROLE, undone)
            if undone:
                font = QFont(self.font())
                font.setStrikeOut(True)
                item.setFont(font)
                item.setForeground(QBrush(QColor(theme.INK_SOFT)))
                item.setToolTip(_("Taken back"))
            self.addItem(item)
        self._follow = True  # a new line: show it
        self.scrollToBottom()

    def lines(self) -> list[tuple[str, bool]]:
        return [(self.item(i).text(), bool(self.item(i).data(UNDONE_ROLE))) for i in range(self.count())]

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def undone_rows(self) -> list[int]:
        return [i for i in range(self.count()) if self.item(i).data(UNDONE_ROLE)]

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        # The reader's own scrolling decides whether we follow: at the bottom, yes.
        self._follow = value >= self.verticalScrollBar().maximum()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._follow:
            self.scrollToBottom()
