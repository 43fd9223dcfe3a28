"""The scroll areas of Hooky's table and worksheet pages: a column that scrolls up and
down, never sideways, and the worksheet page's one scroll area, which decides whether
the letter grid stands in one column or two halves and where the clue log goes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .panels import Panel
from .worksheet_view import WorksheetWidget


class ColumnScroll(QScrollArea):
    """A column that scrolls up and down, never sideways: it is at least as wide as
    its content needs, and asks for no more height than a few lines."""

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width() + 2, 120)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content's needs changed: tell the board's layout
        return super().eventFilter(watched, event)


class SheetPage(Panel):
    """The worksheet's panel. Its height is its minimum (the page fits the scroll area's
    height when tall, and scrolls at its minimum otherwise), never the preferred height
    its wrapping parts would compute for a width."""

    def heightForWidth(self, width: int) -> int:
        return self.minimumSizeHint().height()


class SheetScroll(ColumnScroll):
    """The worksheet page's one scroll area. When the window is tall enough for the grid
    from A to Z, the page fits exactly (nothing to scroll; the clue log scrolls on its
    own); otherwise the page scrolls as a whole with the clue log shown whole, so one
    scroll area never sits in another."""

    def __init__(self, sheet: WorksheetWidget, margins: int) -> None:
        super().__init__()
        self.sheet = sheet
        self.margins = margins
        self._fitting = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Fitting changes the page's size constraints, which can resize this area again
        # before fit() returns: a nested call would recurse without end (it did).
        if not self._fitting:
            self._fitting = True
            try:
                self.fit()
            finally:
                self._fitting = False

    def fit(self) -> None:
        height = self.maximumViewportSize().height() - self.margins
        # A to Z in one column where the height allows it, else in two halves, so every
        # letter is on screen at a laptop's height too: the clue log beside the halves
        # where the width allows, else under them (the page scrolls down to it).
        sheet, grid = self.sheet, self.sheet.grid
        margins = sheet.margins()
        room, blocks, under = self._room(), 1, False
        if height < grid.minimum_height(1) + margins.top() + margins.bottom():
            if sheet.width_for(2, False) <= room:
                blocks = 2
            elif sheet.width_for(2, True) <= room:
                blocks, under = 2, True
        changed = blocks != grid.blocks or under != sheet.under()
        sheet.set_under(under)
        grid.set_blocks(blocks)
        tall = not under and height >= sheet.tall_height()
        if changed or tall != sheet.is_tall():
            sheet.set_tall(tall)
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if tall else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if policy != self.verticalScrollBarPolicy():
            self.setVerticalScrollBarPolicy(policy)
        if changed:
            sheet.relayout()  # the grid's new width, placed now (see set_under)
            # A scroll area does not pass its page's new minimum on: the board would keep the width before.
            w = self.parentWidget()
            while w is not None and not isinstance(w, QScrollArea):
                w.updateGeometry()
                w = w.parentWidget()

    def _room(self) -> int:
        """The width the worksheet may take without the board's frame (the nearest scroll
        area around the board) scrolling sideways, less what stands around the worksheet."""
        frame = self.parentWidget()
        while frame is not None and not isinstance(frame, QScrollArea):
            frame = frame.parentWidget()
        content = frame.widget() if frame is not None else None
        if frame is None or content is None:
            return 1 << 20
        return frame.maximumViewportSize().width() - (content.width() - self.sheet.width())


def scroller(content: QWidget, area: QScrollArea | None = None) -> QScrollArea:
    """``content`` in a frameless scroll area: a column taller than the window scrolls
    on its own, and the board never needs more height than the window gives it."""
    area = area or ColumnScroll()
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.viewport().setAutoFillBackground(False)
    content.setAutoFillBackground(False)
    area.setStyleSheet("QScrollArea { background: transparent; border: none; }")
    return area
