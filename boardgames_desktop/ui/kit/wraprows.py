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

A long list (a move log of 100,000 lines) cannot afford that: a list view lays
out every row again whenever one is added, and a delegate asked for each row's
size answers from Python, row by row. :class:`KeptRows` keeps each row's height
on its item instead (a size hint, which the view reads without calling back),
measured once at the width it is shown at; rows in sight and near the newest
are measured at once, the others (after a new width, or a log opened whole)
carry an estimate from their length until an idle moment measures them, newest
first.

    rows = KeptRows.install(list_widget)
    rows.changed(first_row)   # rows from first_row on are new or have new words
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

#: Space around a row's text: above and below, and at its sides.
PAD_Y = 4
PAD_X = 4
FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

Index = QModelIndex | QPersistentModelIndex


class _Rows(QStyledItemDelegate):
    """Paints a row's words wrapped at the list's width; tells when that width changes."""

    def __init__(self, view: QAbstractItemView):
        super().__init__(view)
        self._view = view
        self._width = -1
        view.viewport().installEventFilter(self)

    @classmethod
    def _prepare(cls, view: QListView) -> None:
        view.setWordWrap(True)
        view.setUniformItemSizes(False)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._view.viewport():
            width = self._view.viewport().width()
            if width != self._width:
                self._width = width
                self._width_changed()
        return False

    def _width_changed(self) -> None:
        raise NotImplementedError

    def text_width(self) -> int:
        """The width the words wrap at: the list's visible width less the row's sides."""
        return max(1, self._view.viewport().width() - 2 * PAD_X)

    def text_rect(self, option: QStyleOptionViewItem, index: Index) -> QRect:
        """Where a row's words go, measured at the current width."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return opt.fontMetrics.boundingRect(QRect(0, 0, self.text_width(), 1_000_000), FLAGS, opt.text)

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


class WrappedRows(_Rows):
    """Every row measured whenever the view lays it out: right for a short list."""

    @classmethod
    def install(cls, view: QListView) -> "WrappedRows":
        cls._prepare(view)
        view.setResizeMode(QListView.ResizeMode.Adjust)  # rows measured again at every new width
        delegate = cls(view)
        view.setItemDelegate(delegate)
        return delegate

    def _width_changed(self) -> None:
        self._view.doItemsLayout()  # now, at the new width (see the module's docstring)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        height = self.text_rect(option, index).height()
        return QSize(self._view.viewport().width(), height + 2 * PAD_Y)


#: The text width a row's height was measured at (the item's own record).
MEASURED_ROLE = Qt.ItemDataRole.UserRole + 41


class KeptRows(_Rows):
    """Rows that keep their heights on their items (see the module's docstring).

    Rows up to :attr:`AT_ONCE` from the newest, and those in sight, are measured
    before the list is painted; the rest in idle moments, :attr:`PER_TURN` at a
    time. ``pending`` is the highest row that may still carry an estimate."""

    AT_ONCE = 400
    PER_TURN = 300

    def __init__(self, view: QListWidget):
        super().__init__(view)
        self._list = view
        self.pending = -1
        self._idle = QTimer(self)
        self._idle.setInterval(0)
        self._idle.timeout.connect(self._measure_some)
        view.verticalScrollBar().valueChanged.connect(lambda _value: self._measure_in_sight())

    @classmethod
    def install(cls, view: QListWidget) -> "KeptRows":
        cls._prepare(view)
        delegate = cls(view)
        view.setItemDelegate(delegate)
        return delegate

    # -- heights ------------------------------------------------------------------------
    def measure(self, item: QListWidgetItem) -> bool:
        """Give ``item`` its height at the current width; whether it changed."""
        width = self.text_width()
        font = item.font() if item.data(Qt.ItemDataRole.FontRole) is not None else self._list.font()
        rect = QFontMetrics(font).boundingRect(QRect(0, 0, width, 1_000_000), FLAGS, item.text())
        item.setData(MEASURED_ROLE, width)
        return self._set_height(item, rect.height() + 2 * PAD_Y)

    def preparer(self) -> Callable[[QListWidgetItem, bool], None]:
        """``prepare(item, new)`` for a new row, or a row with new words: a height
        from the words' length for now (set before the row is in the list, it costs
        the list nothing); :meth:`changed` then measures the rows that need it."""
        metrics = QFontMetrics(self._list.font())
        per_char = metrics.averageCharWidth() / self.text_width()
        first, more = metrics.height() + 2 * PAD_Y, metrics.lineSpacing()

        def prepare(item: QListWidgetItem, new: bool = False) -> None:
            lines = max(1, math.ceil(len(item.text()) * per_char))
            if new:
                item.setSizeHint(QSize(1, first + (lines - 1) * more))
            else:
                item.setData(MEASURED_ROLE, None)
                self._set_height(item, first + (lines - 1) * more)

        return prepare

    def _set_height(self, item: QListWidgetItem, height: int) -> bool:
        if item.sizeHint().height() == height:
            return False
        item.setSizeHint(QSize(1, height))  # the list gives every row its whole width
        return True

    def is_measured(self, item: QListWidgetItem) -> bool:
        return bool(item.data(MEASURED_ROLE) == self.text_width())

    # -- when ---------------------------------------------------------------------------
    def changed(self, first: int) -> None:
        """Rows from ``first`` on are new or have new words (each went through
        :meth:`preparer`): the newest are measured now, the others later."""
        view = self._list
        count = view.count()
        start = max(first, count - self.AT_ONCE)
        if start > first:
            self._later(start - 1)
        for row in range(start, count):
            self.measure(view.item(row))
        self._relayout()

    def _width_changed(self) -> None:
        count = self._list.count()
        if count <= self.AT_ONCE:
            for row in range(count):
                self.measure(self._list.item(row))
        else:
            for row in range(count - self.AT_ONCE, count):
                self.measure(self._list.item(row))
            self._later(count - self.AT_ONCE - 1)
        self._view.doItemsLayout()  # now, at the new width (see the module's docstring)
        self._measure_in_sight()

    def _later(self, row: int) -> None:
        self.pending = max(self.pending, row)
        if self.pending >= 0 and not self._idle.isActive():
            self._idle.start()

    def _measure_some(self) -> None:
        """An idle moment: measure the next rows still estimated, newest first."""
        view = self._list
        self.pending = min(self.pending, view.count() - 1)
        rows: list[int] = []
        checked = 0
        while self.pending >= 0 and len(rows) < self.PER_TURN and checked < 20 * self.PER_TURN:
            row = self.pending
            self.pending -= 1
            checked += 1
            if not self.is_measured(view.item(row)):
                rows.append(row)
        if self.pending < 0:
            self._idle.stop()
        self._measure_keeping_place(rows)

    def _measure_in_sight(self) -> None:
        """Rows in sight (and a screen's worth around them) are measured before they are painted."""
        view = self._list
        if self.pending < 0 or view.count() == 0:
            return
        height = view.viewport().height()
        top = view.indexAt(QPoint(0, 0)).row()
        bottom = view.indexAt(QPoint(0, max(0, height - 1))).row()
        if top < 0:
            top = 0
        if bottom < 0:
            bottom = view.count() - 1
        span = bottom - top + 1
        rows = [row for row in range(max(0, top - span), min(view.count(), bottom + span + 1))
                if not self.is_measured(view.item(row))]
        self._measure_keeping_place(rows)

    def _measure_keeping_place(self, rows: list[int]) -> None:
        """Measure ``rows``; a reader who scrolled up keeps the row at the top of the
        list where it was (rows above it may have grown or shrunk)."""
        view = self._list
        bar = view.verticalScrollBar()
        anchor = view.indexAt(QPoint(0, 0)) if bar.value() < bar.maximum() else None
        place = view.visualRect(anchor).top() if anchor is not None and anchor.isValid() else None
        moved = False
        for row in rows:
            moved |= self.measure(view.item(row))
        if not moved:
            return
        self._view.doItemsLayout()
        if place is not None and anchor is not None:
            bar.setValue(bar.value() + view.visualRect(anchor).top() - place)

    def _relayout(self) -> None:
        """New heights take effect at the view's next layout (soon, and before it paints)."""
        self._view.scheduleDelayedItemsLayout()


__all__ = ["FLAGS", "PAD_X", "PAD_Y", "KeptRows", "WrappedRows"]
