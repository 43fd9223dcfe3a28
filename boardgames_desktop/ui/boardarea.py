"""The scrolling frame around a game's board in the main window, and its zoom.

At zoom 1.0 the board exactly fills the space it is given (no scroll bars);
zoomed in, it is that many times larger and the frame scrolls; zoomed out it
is smaller and centred. The board's own ``set_zoom`` is still called (a game
may sharpen details or raise its minimum size); the board never shrinks below
its minimum size, so a tiny window scrolls instead of squashing it.
Ctrl + mouse wheel asks the window to zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class BoardArea(QScrollArea):
    #: +1 to zoom in, -1 to zoom out (Ctrl + wheel).
    zoom_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("boardArea")
        self.setWidgetResizable(False)  # we size the board ourselves, from the zoom
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QScrollArea#boardArea { background: transparent; border: none; }")
        self._zoom = 1.0

    @property
    def zoom(self) -> float:
        return self._zoom

    def set_board(self, board: QWidget | None) -> None:
        """Show ``board`` (or nothing); the previous board is handed back to its owner."""
        old = self.takeWidget()
        if old is not None:
            old.setParent(None)
        if board is not None:
            self.setWidget(board)
            board.show()
            self._fit()

    def set_zoom(self, factor: float) -> None:
        """Resize the board to ``factor`` times the space available, keeping the middle in view."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        fx = (h.value() + h.pageStep() / 2) / max(1, h.maximum() + h.pageStep())
        fy = (v.value() + v.pageStep() / 2) / max(1, v.maximum() + v.pageStep())
        self._zoom = factor
        self._fit()
        h.setValue(round(fx * (h.maximum() + h.pageStep()) - h.pageStep() / 2))
        v.setValue(round(fy * (v.maximum() + v.pageStep()) - v.pageStep() / 2))

    def board_size(self) -> QSize:
        """The size the board should have now."""
        board = self.widget()
        room = self.maximumViewportSize()  # the viewport without scroll bars
        size = QSize(round(room.width() * self._zoom), round(room.height() * self._zoom))
        if board is not None:
            least = board.minimumSizeHint().expandedTo(board.minimumSize())
            size = size.expandedTo(least)
            bar = self.verticalScrollBar().sizeHint().width()
            if size.height() > room.height() and room.width() - bar >= least.width() and size.width() <= room.width():
                # Taller than the room, so it scrolls down: its width leaves room for that bar,
                # or the bar would push it into scrolling sideways as well.
                size.setWidth(room.width() - bar)
        return size

    def _fit(self) -> None:
        board = self.widget()
        if board is not None:
            board.resize(self.board_size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The board's minimum size can change (a row of buttons appears): fit again.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.zoom_requested.emit(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)
