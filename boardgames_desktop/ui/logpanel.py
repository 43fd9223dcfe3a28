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
it took), its words wrapped at the panel's width by :class:`KeptRows`.

A long game stays quick: the panel changes only the rows that changed (a new
move adds one at the bottom; an undo changes the tail), renders words only for
lines it has not shown yet (the session hands back the very same line objects
for moves that did not change), and its rows keep their heights (see
``ui/kit/wraprows.py``). Any order of updates leaves the rows a fresh panel
would show for the same lines.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from .. import theme
from ..core import i18n
from ..core.game import Message
from ..core.gcpause import collection_paused
from ..core.i18n import _
from ..core.table import LogLine
from .kit.wraprows import KeptRows

UNDONE_ROLE = Qt.ItemDataRole.UserRole


def format_lines(lines: list[LogLine], names: dict[int, str]) -> list[tuple[str, bool]]:
    """(text, undone) for each line: "3. Ada plays Ruby 7 …"; undone lines unnumbered.
    A message met again (a long game's notes repeat) is rendered once."""
    out = []
    rendered: dict[Message, str] = {}
    for line in lines:
        try:
            text = rendered.get(line.message) or rendered.setdefault(line.message, line.text(names))
        except TypeError:  # a message holding something unhashable: rendered each time
            text = line.text(names)
        out.append((f"    {text}" if line.number is None else f"{line.number}. {text}", line.undone))
    return out


class MoveLog(QListWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setAccessibleName(_("Moves"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Rows as tall as their wrapped words at the current width, no blank line under them.
        self.rows = KeptRows.install(self)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._follow = True
        #: (text, undone) of every row, as the rows show them.
        self._rows: list[tuple[str, bool]] = []
        #: The session's lines the rows were rendered from, and how (names, language).
        self._shown: list[LogLine] = []
        self._rendered_for: tuple[dict[int, str], str] | None = None
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)

    def show_log(self, lines: list[LogLine], names: dict[int, str]) -> None:
        """The session's lines for this viewer (``session.log(viewer)``), oldest first:
        words are rendered only for lines not shown before."""
        how = (dict(names), i18n.language())
        same = self._same_lines(lines) if how == self._rendered_for else 0
        self._rendered_for = how
        self._shown = list(lines)
        with collection_paused(len(lines) - same):  # a long log: see core/gcpause.py
            self._update(self._rows[:same] + format_lines(lines[same:], names), same)

    def _same_lines(self, lines: list[LogLine]) -> int:
        """How many leading lines are those shown (the same objects, or equal ones)."""
        shown = self._shown
        count = min(len(lines), len(shown))
        if lines[:count] == shown[:count]:  # the usual case, one pass in C: lines were added
            return count
        for row in range(count):
            if lines[row] is not shown[row] and lines[row] != shown[row]:
                return row
        return count

    def set_lines(self, lines: list[tuple[str, bool]]) -> None:
        """``lines``: (text, undone) for every line this viewer reads, oldest first."""
        self._shown, self._rendered_for = [], None
        self._update(lines, 0)

    def _update(self, lines: list[tuple[str, bool]], start: int) -> None:
        """Show ``lines``, of which the first ``start`` are known to be the rows already."""
        old = self._rows
        first = start
        if first < len(old) and lines[first:len(old)] == old[first:]:  # one pass in C: rows were added
            first = len(old)
        while first < min(len(old), len(lines)) and old[first] == lines[first]:
            first += 1
        if first == len(old) == len(lines):
            return
        if first == 0 and old:  # nothing in common (another viewer's log): start afresh
            self.clear()
            old = []
        prepare = self.rows.preparer()
        struck = self._struck()
        for row in range(first, min(len(old), len(lines))):
            if old[row] != lines[row]:
                item = self.item(row)
                item.setText(lines[row][0])
                self._style(item, lines[row][1], struck)
                prepare(item, False)
        if len(old) > len(lines):
            self.model().removeRows(len(lines), len(old) - len(lines), QModelIndex())  # one removal, however many rows
        added = lines[len(old):]
        if added:
            start = self.count()
            self.addItems([text for text, _undone in added])  # one insertion, however many rows
            # The new rows are not laid out yet, and the layout that follows reads them whole:
            # styled without a signal per row.
            model = self.model()
            blocked = model.blockSignals(True)
            try:
                for row, (_text, undone) in enumerate(added, start):
                    item = self.item(row)
                    if undone:
                        self._style(item, True, struck)
                    prepare(item, True)
            finally:
                model.blockSignals(blocked)
        self._rows = list(lines)
        self.rows.changed(first)
        self._follow = True  # a new line: show it
        self.scrollToBottom()

    def _struck(self) -> tuple[QFont, QBrush, str]:
        """How an undone line looks: struck through, grey, and says so."""
        font = QFont(self.font())
        font.setStrikeOut(True)
        return font, QBrush(QColor(theme.INK_SOFT)), _("Taken back")

    def _style(self, item: QListWidgetItem, undone: bool, struck: tuple[QFont, QBrush, str]) -> None:
        """Undone lines are struck through, grey, and say so; others plain."""
        item.setData(UNDONE_ROLE, undone)
        if undone:
            font, ink, tip = struck
            item.setFont(font)
            item.setForeground(ink)
            item.setToolTip(tip)
        else:
            item.setData(Qt.ItemDataRole.FontRole, None)
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setData(Qt.ItemDataRole.ToolTipRole, None)

    def lines(self) -> list[tuple[str, bool]]:
        return [(self.item(i).text(), bool(self.item(i).data(UNDONE_ROLE))) for i in range(self.count())]

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def undone_rows(self) -> list[int]:
        return [i for i in range(self.count()) if self.item(i).data(UNDONE_ROLE)]

    def at_bottom(self) -> bool:
        """Whether the newest line is in view (the log follows it unless the reader scrolled up)."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

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
