"""A layout that places its items left to right and wraps to a new line when the width runs out.

For panels that must fit a laptop's window as well as a wide screen: a legend,
a row of blocks side by side when there is room and stacked when there is not.
It answers ``heightForWidth``, so the layouts above give it the lines it needs.

    flow = FlowLayout(spacing=12)
    for widget in parts:
        flow.addWidget(widget)
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, *, spacing: int = 8, line_spacing: int | None = None):
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._line_spacing = spacing if line_spacing is None else line_spacing
        self._width = 0  # the width last laid out at
        self.setContentsMargins(0, 0, 0, 0)

    # -- the QLayout protocol ----------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, move=True)
        if rect.width() != self._width:
            # Another width, another number of lines: the minimum height above must follow
            # (a box layout asks minimumSize, not heightForWidth, when room is short).
            self._width = rect.width()
            self.invalidate()

    def sizeHint(self) -> QSize:
        # Everything on one line.
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802
        # As wide as the widest item (never more is needed); as tall as the lines are at the
        # width the layout last had.
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        size += QSize(m.left() + m.right(), m.top() + m.bottom())
        if self._width > 0:
            size.setHeight(max(size.height(), self.heightForWidth(self._width)))
        return size

    # -- placing ------------------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not _hidden(i.widget())]

    def _arrange(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._shown():
            hint = item.sizeHint()
            width = min(hint.width(), area.width())
            if x > area.x() and x + width > area.right() + 1:
                x, y, line = area.x(), y + line + self._line_spacing, 0
            height = item.heightForWidth(width) if item.hasHeightForWidth() else hint.height()
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(width, height)))
            x += width + self._spacing
            line = max(line, height)
        return y + line - rect.y() + m.bottom()


def _hidden(widget: QWidget | None) -> bool:
    """Whether an item's widget is hidden (an item without a widget, a spacer, is not)."""
    return widget is not None and widget.isHidden()
