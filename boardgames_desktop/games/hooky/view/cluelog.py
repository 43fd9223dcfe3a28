"""Hooky's clue log on the board: every question and answer a seat has seen, the
word's letters as tiles (the seat's own letters marked), the newest in sight.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QHideEvent, QPainter, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .... import theme
from ....core.i18n import _
from ....ui.kit.motion import PLACE_MS, Motions
from ..data import IN_HAND_EDGE, IN_HAND_TINT, MISMATCH_TINT
from ..results import (
    CLUE_LOG_COLUMNS,
)
from .widgets import CARD_FACE, font, seat_icon

WORD_ROLE = Qt.ItemDataRole.UserRole + 1
CLUE_ROLE = Qt.ItemDataRole.UserRole + 2


def table_item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """A cell the panel filled (every cell of its tables holds an item)."""
    item = table.item(row, column)
    assert item is not None
    return item



class WordDelegate(QStyledItemDelegate):
    """The word as five letter tiles; letters of the seat's own hand are tinted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand: set[str] = set()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        bg = index.data(Qt.ItemDataRole.BackgroundRole)
        painter.save()
        if isinstance(bg, QBrush):
            painter.fillRect(option.rect, bg)
        word = index.data(WORD_ROLE) or ""
        r = QRectF(option.rect).adjusted(4, 5, -4, -5)
        size = min(r.height(), (r.width() - 4 * 3) / 5, 34.0)
        x = r.left()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        log = self.parent()
        t = log.arriving(index.row()) if isinstance(log, ClueLog) else 1.0
        for k, ch in enumerate(word):
            if t < 1.0:
                # The newest clue's tiles come in one after the other from the right.
                share = max(0.0, min(1.0, t * 1.6 - k * 0.15))
                painter.setOpacity(share)
                tile = QRectF(x + (1.0 - share) * size * 1.5, r.center().y() - size / 2, size, size)
            else:
                tile = QRectF(x, r.center().y() - size / 2, size, size)
            mine = ch in self.hand
            # A letter of the own hand: tinted, and (for eyes that miss the tint) a heavy
            # dark outline and a bar under the letter.
            painter.setPen(QPen(QColor(IN_HAND_EDGE if mine else theme.RULE), 2.6 if mine else 1.0))
            painter.setBrush(QColor(IN_HAND_TINT if mine else CARD_FACE))
            painter.drawRoundedRect(tile, 4, 4)
            painter.setPen(QColor(theme.INK))
            painter.setFont(font(size * 0.6, True))
            painter.drawText(tile, Qt.AlignmentFlag.AlignCenter, ch)
            if mine:
                bar = QRectF(tile.left() + size * 0.28, tile.bottom() - size * 0.16, size * 0.44, max(1.5, size * 0.06))
                painter.fillRect(bar, QColor(IN_HAND_EDGE))
            x += size + 3
        painter.restore()

    def sizeHint(self, option, index) -> QSize:
        return QSize(5 * 36, 36)


class AnswerDelegate(QStyledItemDelegate):
    """Companion mode: double-click an answer to correct a typing slip."""

    fix_requested = Signal(int, int)

    def createEditor(self, parent, option, index):  # noqa: N802
        spin = QSpinBox(parent)
        spin.setRange(0, 5)
        spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return spin

    def setEditorData(self, editor, index) -> None:  # noqa: N802
        try:
            editor.setValue(int(index.data(Qt.ItemDataRole.DisplayRole)))
        except (TypeError, ValueError):
            editor.setValue(0)

    def setModelData(self, editor, model, index) -> None:  # noqa: N802
        clue = index.data(CLUE_ROLE)
        old = index.data(Qt.ItemDataRole.DisplayRole)
        if clue is not None and str(editor.value()) != str(old):
            # The rules decide; the next view shows the result (the log keeps both).
            self.fix_requested.emit(int(clue), editor.value())


class ClueLog(QTableWidget):
    """Every clue so far: round, asker, asked, word, answer; the newest highlighted."""

    fix_requested = Signal(int, int)
    COLUMNS = CLUE_LOG_COLUMNS

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(self.COLUMNS), parent)
        self.setObjectName("clueLog")
        self.setAccessibleName(_("Clue log"))
        self.setHorizontalHeaderLabels([_(c) for c in self.COLUMNS])
        self.verticalHeader().setVisible(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for col, mode in ((0, QHeaderView.ResizeMode.ResizeToContents),
                          (3, QHeaderView.ResizeMode.Fixed),
                          (4, QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(col, mode)
        self.word_delegate = WordDelegate(self)
        self.setItemDelegateForColumn(3, self.word_delegate)
        self.answer_delegate = AnswerDelegate(self)
        self.answer_delegate.fix_requested.connect(self.fix_requested)
        self.setItemDelegateForColumn(4, self.answer_delegate)
        self.setStyleSheet(
            f"QTableWidget#clueLog {{ background: {CARD_FACE}; alternate-background-color: {theme.PAPER};"
            f" border: 1px solid {theme.PAPER_DEEP}; border-radius: 8px; }}"
            f"QTableWidget#clueLog QHeaderView::section {{ background: {theme.PAPER_DEEP}; color: {theme.INK};"
            f" border: none; padding: 6px; font-weight: bold; }}"
        )
        self._shown: Any = None
        self._args: Any = None
        self._following = True
        self._count = 0
        self.motions = Motions(self.viewport())
        self.compact = False
        self.scale = 1.0
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setFont(font(16 * scale))
        self.verticalHeader().setDefaultSectionSize(round(42 * scale))
        self._fit_word_column()
        self.horizontalHeader().setFont(font(13 * scale, True))
        self._shown = None

    def least_width(self) -> int:
        """The narrowest this log shows every column whole: the round and the answer as
        wide as their words, the names at Qt's least, the word at its least."""
        header = self.horizontalHeader()
        full = round(5 * 36 * self.scale + 20)
        return (header.sectionSizeHint(0) + 2 * self.name_width() + round(full * 0.7)
                + max(header.sectionSizeHint(4), self.sizeHintForColumn(4)) + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width())

    def name_width(self) -> int:
        """A name column's least width: the longest name whole beside its token (names
        cut to "…" told nobody who asked whom)."""
        names = self._args[0][1] if self._args is not None else ()
        fm = self.fontMetrics()
        widest = max((fm.horizontalAdvance(n) for n in names), default=0)
        return max(self.horizontalHeader().minimumSectionSize(), widest + 22 + 20)

    def whole_height(self) -> int:
        """The height that shows every row without scrolling."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        return rows + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth() + 2

    def _fit_word_column(self) -> None:
        """Five tiles of up to 34 pixels; fewer pixels in a narrow window, so names stay legible."""
        full = round(5 * 36 * self.scale + 20)
        room = round(self.viewport().width() * 0.36)
        self.horizontalHeader().resizeSection(3, max(round(full * 0.7), min(full, room)))

    def _at_newest(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def _show_newest(self) -> None:
        """The newest clue in sight: now, and again once the rows and the viewport have
        their sizes (a log filled behind the curtain or before its first layout was
        scrolled while it had none, and showed the opening clues)."""
        self._following = True
        self.scrollToBottom()
        QTimer.singleShot(0, self, self._follow)  # dropped with the log

    def _follow(self) -> None:
        if self._following:
            self.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._following:
            self._show_newest()

    def hideEvent(self, event: QHideEvent) -> None:
        if shiboken6.isValid(self.motions.owner):  # hidden while torn down: the viewport went first
            self.motions.skip()  # hidden: the clue is in; nothing runs on a log about to go
        super().hideEvent(event)

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        super().scrollContentsBy(dx, dy)
        # A reader who scrolled up keeps their place until the next clue; at the bottom the
        # log follows the newest.
        if self.isVisible() and self.verticalScrollBar().maximum() > 0:
            self._following = self._at_newest()

    def resizeEvent(self, event: QResizeEvent) -> None:
        following = self._following
        super().resizeEvent(event)
        self._following = following
        if following:
            self.scrollToBottom()
        self._fit_word_column()
        compact = self.viewport().width() < 560 * self.scale
        if compact != self.compact:
            self.compact = compact  # a narrow window: "1" for "Round 1", the names keep the room
            self.setHorizontalHeaderItem(0, QTableWidgetItem(_("Rd") if compact else _("Round")))
            if self._args is not None:
                self._shown = None
                self.set_clues(*self._args[0], **self._args[1])

    def set_clues(self, clues: Sequence[Mapping[str, Any]], names: Sequence[str], hand: Sequence[str] = (),
                  mismatched: Sequence[int] = (), editable: bool = False) -> None:
        key = (tuple((c["index"], c["asker"], c["asked"], c["word"], c["answer"]) for c in clues),
               tuple(names), tuple(hand), tuple(mismatched), editable)
        self._args = ((clues, names, hand, mismatched, editable), {})
        if key == self._shown:
            return
        self._shown = key
        self.word_delegate.hand = set(hand)
        self.setRowCount(len(clues))
        newest = len(clues) - 1
        bad = set(mismatched)
        for row, c in enumerate(clues):
            opening = c["kind"] == "opening"
            round_name = _("Opening") if opening else _("Round {n}").format(n=c["round"])
            cells = [
                QTableWidgetItem((_("Open") if self.compact else round_name) if opening else
                                 (str(c["round"]) if self.compact else round_name)),
                QTableWidgetItem(seat_icon(c["asker"], 22), names[c["asker"]]),
                # An opening clue asks the asker's own hand: the asker's token is already on the
                # row, and "own hand" keeps its room in a narrow log.
                QTableWidgetItem(_("own hand")) if opening else QTableWidgetItem(seat_icon(c["asked"], 22),
                                                                                  names[c["asked"]]),
                QTableWidgetItem(""),
                QTableWidgetItem(str(c["answer"])),
            ]
            if opening:
                quiet = font(13 * self.scale)
                quiet.setItalic(True)
                cells[2].setFont(quiet)  # secondary words, smaller (never under 11 px): "own hand"
                cells[2].setForeground(QBrush(QColor(theme.INK_SOFT)))
            cells[0].setData(Qt.ItemDataRole.AccessibleTextRole, round_name)
            cells[3].setData(WORD_ROLE, c["word"])
            cells[3].setToolTip(c["word"])
            cells[3].setData(Qt.ItemDataRole.AccessibleTextRole, c["word"])
            cells[4].setData(CLUE_ROLE, c["index"])
            cells[4].setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            cells[4].setFont(font(20 * self.scale, True))
            tip = (_("{who} named {word}: {n} of its letters in their own hand") if opening else
                   _("{who} asked {asked} {word}: {n}")).format(
                who=names[c["asker"]], asked=names[c["asked"]], word=c["word"], n=c["answer"])
            for col, item in enumerate(cells):
                flags = Qt.ItemFlag.ItemIsEnabled
                if editable and col == 4:
                    flags |= Qt.ItemFlag.ItemIsEditable
                item.setFlags(flags)
                if col != 3:
                    item.setToolTip(_("{tip} (double-click the answer to correct it)").format(tip=tip)
                                    if editable else tip)
                if row == newest:
                    item.setBackground(QBrush(QColor(theme.HIGHLIGHT_SOFT)))
                if c["index"] in bad:
                    item.setBackground(QBrush(QColor(MISMATCH_TINT)))
                    item.setToolTip(_("{tip}. This answer does not fit the hands entered at the end.").format(tip=tip))
                self.setItem(row, col, item)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked if editable
                             else QAbstractItemView.EditTrigger.NoEditTriggers)
        if len(clues) != self._count or self._following:
            self._show_newest()
        if self._count and len(clues) > self._count and self.isVisible():
            self.motions.start("clue", PLACE_MS)  # a new clue comes into the log
        self._count = len(clues)

    def arriving(self, row: int) -> float:
        """How far the clue in ``row`` has come in (1.0: in place; only the newest moves)."""
        return self.motions.t("clue") if row == self.rowCount() - 1 else 1.0

    def newest_in_sight(self) -> bool:
        """Whether the newest clue's row is wholly in the viewport (tests read it)."""
        if not self.rowCount():
            return True
        row = self.rowCount() - 1
        top = self.rowViewportPosition(row)
        return top >= 0 and top + self.rowHeight(row) <= self.viewport().height() + 1

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """The table as text, for tests and screen readers."""
        out = []
        for r in range(self.rowCount()):
            out.append((
                table_item(self, r, 0).data(Qt.ItemDataRole.AccessibleTextRole),
                table_item(self, r, 1).text(), table_item(self, r, 2).text(),
                table_item(self, r, 3).data(WORD_ROLE), table_item(self, r, 4).text(),
            ))
        return out


# -- the players at the table ------------------------------------------------------------------------


__all__ = ["ClueLog", "table_item"]
