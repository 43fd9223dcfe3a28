"""Rows of a list that wrap their words and are exactly as tall as their text.

A ``QListWidget`` with word wrap asks the style for each row's height, and the
style measures the text at whatever width the row had when it was last laid
out (or without the item's side padding): a row laid out narrower than it is
drawn keeps the height of more lines than it shows, a blank line under it.
This delegate measures and paints the text itself, at the list's current
width, so the height it gives is the height it draws. A list lays its rows out
again only 100 ms after a resize (``ResizeMode.Adjust`` waits for the resizing
to stop), and anything painted meanwhile (a window grabbed right after it was
sized) shows rows of the old width: so the delegate lays the rows out at once
when the list's width changes.

    WrappedRows.install(list_widget)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

#: Space around a row's text: above and below, and at its sides.
PAD_Y = 4
PAD_X = 4
FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

Index = QModelIndex | QPersistentModelIndex


class WrappedRows(QStyledItemDelegate):
    def __init__(self, view: QAbstractItemView):
        super().__init__(view)
        self._view = view
        self._width = -1
        view.viewport().installEventFilter(self)

    @classmethod
    def install(cls, view: QListView) -> "WrappedRows":
        view.setWordWrap(True)
        view.setUniformItemSizes(False)
        view.setResizeMode(QListView.ResizeMode.Adjust)  # rows measured again at every new width
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        delegate = cls(view)
        view.setItemDelegate(delegate)
        return delegate

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._view.viewport():
            width = self._view.viewport().width()
            if width != self._width:
                self._width = width
                self._view.doItemsLayout()  # now, at the new width (see the module's docstring)
        return False

    def text_width(self) -> int:
        """The width the words wrap at: the list's visible width less the row's sides."""
        return max(1, self._view.viewport().width() - 2 * PAD_X)

    def text_rect(self, option: QStyleOptionViewItem, index: Index) -> QRect:
        """Where a row's words go, measured at the current width."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return opt.fontMetrics.boundingRect(QRect(0, 0, self.text_width(), 1_000_000), FLAGS, opt.text)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        height = self.text_rect(option, index).height()
        return QSize(self._view.viewport().width(), height + 2 * PAD_Y)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = self._view
        style = widget.style()
        # The row's ground (hover, selection) as the style sheet draws it; the words are ours.
        text = opt.text
        opt.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        painter.setFont(opt.font)
        # The style sheet keeps the ink of a selected row (a pale ground): the text colour throughout.
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        painter.setPen(brush.color() if brush is not None else opt.palette.color(opt.palette.ColorRole.Text))
        box = opt.rect.adjusted(PAD_X, PAD_Y, -PAD_X, -PAD_Y)
        painter.drawText(box, FLAGS, text)
        painter.restore()
