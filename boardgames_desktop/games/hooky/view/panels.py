"""Hooky's board panels: the clue log, the players at the table, the seat's own
hand and peeks, and the results page. Each draws one view it is handed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QHideEvent, QPainter, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .... import theme
from ....core.i18n import _, join_list, ngettext
from ....ui.kit.flow import FlowLayout
from ....ui.kit.marks import SeatMark
from ....ui.kit.motion import PLACE_MS, Motions
from ..data import IN_HAND_EDGE, IN_HAND_TINT, MISMATCH_TINT, WHOLE_HAND_TINT
from ..results import (
    CLUE_LOG_COLUMNS,
    COLUMN_COUNT,
    ScoreLine,
    columns,
    hand_guess_cells,
    score_lines,
    winner_note,
)
from .widgets import CARD_FACE, CardRow, font, seat_icon

WORD_ROLE = Qt.ItemDataRole.UserRole + 1
CLUE_ROLE = Qt.ItemDataRole.UserRole + 2


def heading(text: str, scale: float = 1.0) -> QLabel:
    label = QLabel(text)
    label.setProperty("hookyHeading", True)
    label.setFont(font(17 * scale, True))
    label.setStyleSheet(f"color: {theme.INK}; background: transparent;")
    return label


def muted(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
    return label



def _item(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """A cell the panel filled (every cell of its tables holds an item)."""
    item = table.item(row, column)
    assert item is not None
    return item

class Panel(QFrame):
    """A calm rounded panel (the shell's ``role=panel`` look)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(14, 10, 14, 12)
        self.box.setSpacing(6)


# -- the clue log ---------------------------------------------------------------------------------
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
                _item(self, r, 0).data(Qt.ItemDataRole.AccessibleTextRole),
                _item(self, r, 1).text(), _item(self, r, 2).text(),
                _item(self, r, 3).data(WORD_ROLE), _item(self, r, 4).text(),
            ))
        return out


# -- the players at the table ------------------------------------------------------------------------
class TagLabel(QLabel):
    """What is said of a seat, on one line: cut with "…" where the row is narrow (a laptop's
    window), whole in its tooltip, so a row never grows a second line and the table stays
    whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full(self, text: str) -> None:
        self.full = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, max(0, self.width() - 2))
        if shown != self.text():
            self.setText(shown)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())


class SeatRow(QFrame):
    """One player on one line: token, name, tags (start player, asking now, you) and face-up cards."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"hookySeat{seat}")
        self.setMinimumHeight(44)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 3, 8, 3)
        row.setSpacing(10)
        self.mark = SeatMark(seat, 26)
        row.addWidget(self.mark)
        self.name_label = QLabel()
        self.name_label.setFont(font(15, True))
        row.addWidget(self.name_label)
        self.tag_label = TagLabel()
        self.tag_label.setStyleSheet(f"color: {theme.INK_SOFT};")
        row.addWidget(self.tag_label, 1)
        self.cards = CardRow(width=30, spacing=4)
        row.addWidget(self.cards, 0)
        self.active: bool | None = None
        self.set_active(False)

    def set_compact(self, on: bool) -> None:
        """Smaller face-up cards and a lower row on a laptop's window."""
        self.setMinimumHeight(34 if on else 44)
        self.cards.card_width = 22 if on else 30
        self.cards.set_cards([(c.letter, c.kind, c.caption) for c in self.cards.cards])

    def set_active(self, on: bool) -> None:
        if on == self.active:
            return
        self.active = on
        name = self.objectName()
        self.setStyleSheet(
            f"QFrame#{name} {{ background: {theme.HIGHLIGHT_SOFT}; border: 1px solid {theme.HIGHLIGHT};"
            f" border-radius: 8px; }}" if on else
            f"QFrame#{name} {{ background: transparent; border: 1px solid transparent; }}"
        )


class SeatsPanel(Panel):
    """Every player in seat order, their face-up cards and how many stay face down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = heading(_("At the table"))
        self.box.addWidget(self.title)
        self.rows: list[SeatRow] = []
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(2)
        self.box.addLayout(self.rows_box)
        sep = QFrame()
        sep.setFrameShape(QFrame.Shape.HLine)
        sep.setStyleSheet(f"color: {theme.RULE};")
        self.box.addSpacing(4)
        self.box.addWidget(sep)
        ground = QHBoxLayout()
        ground.setSpacing(10)
        self.playground_label = QLabel(_("Playground"))
        self.playground_label.setFont(font(15, True))
        self.playground = CardRow(width=38, spacing=5)
        self.truant_label = QLabel(_("Truants"))
        self.truant_label.setFont(font(15, True))
        self.truants = CardRow(width=38, spacing=5)
        ground.addWidget(self.playground_label)
        ground.addWidget(self.playground)
        ground.addSpacing(22)
        ground.addWidget(self.truant_label)
        ground.addWidget(self.truants)
        ground.addStretch(1)
        self.box.addLayout(ground)
        self.ground_note = muted()
        self.box.addWidget(self.ground_note)
        self.peeks = QLabel()
        self.peeks.setWordWrap(True)
        self.peeks.setTextFormat(Qt.TextFormat.RichText)
        self.peeks.setStyleSheet(f"color: {theme.INK_SOFT};")
        self.box.addWidget(self.peeks)

        self.compact = False
        self.moved = False

    def clear_marks(self) -> None:
        for cards in [row.cards for row in self.rows] + [self.playground, self.truants]:
            cards.clear_marks()

    def set_compact(self, on: bool) -> None:
        """On a laptop's window: lower rows, smaller cards, and the line under the playground
        in its tooltip, so every player, the playground and the truants show without scrolling."""
        self.compact = on
        # The rows say whose they are; the heading goes (the height is the table's).
        self.title.setVisible(not on)
        self.box.setSpacing(3 if on else 6)
        self.box.setContentsMargins(14, 6 if on else 10, 14, 8 if on else 12)
        for row in self.rows:
            row.set_compact(on)
        width = 30 if on else 38
        for cards in (self.playground, self.truants):
            cards.card_width = width
            cards.set_cards([(c.letter, c.kind, c.caption) for c in cards.cards])
        self.ground_note.setVisible(not on and bool(self.ground_note.text()))
        self.peeks.setVisible(not on and bool(self.peeks.text()))

    def show_table(self, view: Mapping[str, Any], names: Sequence[str], moved: bool = False) -> None:
        """``moved``: the view follows a move (its new cards slide in and stay marked)."""
        self.moved = moved
        n = view["players"]
        while len(self.rows) < n:
            row = SeatRow(len(self.rows))
            row.set_compact(self.compact)
            self.rows_box.addWidget(row)
            self.rows.append(row)
        for seat, row in enumerate(self.rows):
            self._show_seat(row, seat, view, names)
        self._show_ground(view)
        self._show_peeks(view, names)

    @staticmethod
    def _seat_tags(view: Mapping[str, Any], seat: int) -> list[str]:
        """What is said of a seat beside its name: start player, you, whose turn."""
        tags = []
        if seat == view["start_player"]:
            tags.append(_("start player"))
        if seat == view.get("seat"):
            tags.append(_("you"))
        if view.get("turn") == seat:
            tags.append(_("asking now") if view["phase"] == "question" else _("to play"))
        elif seat in view["to_act"] and view["phase"] not in ("opening", "question"):
            tags.append(_("writing…"))
        return tags

    def _show_seat(self, row: SeatRow, seat: int, view: Mapping[str, Any], names: Sequence[str]) -> None:
        """One seat's row: its name, what is said of it, its cards (face up; all at the end)."""
        hands = view.get("hands") or []
        k = view["hand_size"]
        up = view["revealed"][seat]
        tags = self._seat_tags(view, seat)
        row.name_label.setText(names[seat])
        if view["phase"] == "over" and seat < len(hands):
            cards = [(ch, "up" if ch in up else "hand", "") for ch in hands[seat]]
            row.tag_label.set_full(" · ".join(tags + [_("{n} revealed").format(n=len(up))]))
        else:
            # Face up and face down, card by card: the row says how many stay hidden
            # without a line of words (one line a player keeps the table whole on a laptop).
            hidden = k - len(up)
            cards = [(ch, "up", "") for ch in up] + [("", "back", "")] * hidden
            row.tag_label.set_full(" · ".join(tags))
        row.cards.set_cards(cards, self.moved)
        row.set_active(view.get("turn") == seat)
        row.cards.setAccessibleName(_("{n} face down").format(n=k - len(up)) if k > len(up)
                                    else _("every card face up"))
        row.setToolTip(_("{who} holds {n} cards; face up: {letters}.").format(
            who=names[seat], n=k, letters=" ".join(up) or _("none")))

    def _show_ground(self, view: Mapping[str, Any]) -> None:
        """The playground and the truants, and the line under them."""
        over = view["phase"] == "over"
        shown = list(view["playground_revealed"])
        full = view.get("playground") if over else None
        if full:
            pg = [(ch, "up" if ch in shown else "hand", "") for ch in full]
        else:
            pg = [(ch, "up", "") for ch in shown] + [("", "back", "")] * view["playground_hidden"]
        self.playground.set_cards(pg, self.moved)
        truants = view.get("truants")
        if truants:
            self.truants.set_cards([(ch, "truant", "") for ch in truants], self.moved)
        else:
            self.truants.set_cards([("", "back", "")] * view["truant_count"], self.moved)
        note = self._ground_note(view, over, shown, truants)
        self.ground_note.setText(note)
        self.ground_note.setVisible(not self.compact and bool(note))
        for w in (self.playground_label, self.playground, self.truant_label, self.truants):
            w.setToolTip(note)

    @staticmethod
    def _ground_note(view: Mapping[str, Any], over: bool, shown: list[str], truants: Any) -> str:
        if over:
            return _("The truants were {letters}.").format(letters=" ".join(truants or ()))
        if shown and view["playground_hidden"]:
            return _("Playground: {letters} turned up (not truants), {n} still face down. "
                     "Truants: face down until the end.").format(letters=" ".join(shown), n=view["playground_hidden"])
        if shown:
            return _("Playground: {letters} all turned up; none is a truant. "
                     "Truants: face down until the end.").format(letters=" ".join(shown))
        return _("Playground cards turn up after rounds {rounds}. Truants: face down until the end.").format(
            rounds=join_list(map(str, view["reveal_after"])))

    def _show_peeks(self, view: Mapping[str, Any], names: Sequence[str]) -> None:
        """Peeks: who looked at whom is public; the letter only the seer's own view holds."""
        parts = []
        for p in view["peeks"]:
            seer = _("you") if p["seer"] == view.get("seat") else names[p["seer"]]
            text = _("R{n} {seer} → {target}").format(n=p["round"], seer=seer, target=names[p["target"]])
            if p.get("letter"):
                text += f": <b style='color:{theme.INK}'>{p['letter']}</b>"
            parts.append(text)
        self.peeks.setText(_("<b>Peeks</b> (who looked at whose hand): {peeks}").format(peeks=" · ".join(parts))
                           if parts else "")
        # On a laptop's window the line goes to the title's tooltip (the moves say it too).
        self.peeks.setVisible(bool(parts) and not self.compact)
        self.setToolTip(self.peeks.text())


# -- the seat's own hand --------------------------------------------------------------------------------
class HandPanel(Panel):
    """The seat's own hand as big letter cards (face-up ones marked), and its peeks."""

    card_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # One line where there is room: the title, the cards, the peeks (a laptop's window
        # needs the height for the table and the log).
        line = FlowLayout(spacing=12, line_spacing=6)
        head = QWidget()
        head_box = QVBoxLayout(head)
        head_box.setContentsMargins(0, 0, 0, 0)
        head_box.setSpacing(2)
        self.title = heading(_("Your hand"))
        head_box.addWidget(self.title)
        self.legend = muted("")
        self.legend.setWordWrap(False)
        head_box.addWidget(self.legend)
        head_box.addStretch(1)
        line.addWidget(head)
        self.cards = CardRow(width=60, spacing=8)
        self.cards.card_clicked.connect(self.card_clicked)
        line.addWidget(self.cards)
        self.peek_box = QWidget()
        peek_row = QHBoxLayout(self.peek_box)
        peek_row.setContentsMargins(0, 0, 0, 0)
        peek_row.setSpacing(8)
        self.peek_title = QLabel(_("Your peeks"))
        self.peek_title.setFont(font(14, True))
        self.peek_cards = CardRow(width=48, spacing=14)
        peek_row.addWidget(self.peek_title)
        peek_row.addWidget(self.peek_cards)
        line.addWidget(self.peek_box)
        self.box.addLayout(line)
        self.note = muted()
        self.box.addWidget(self.note)
        self.compact = False

    def set_compact(self, on: bool) -> None:
        """On a laptop's window: smaller cards on one line, the legend and the peeks'
        title in tooltips."""
        self.compact = on
        self.box.setContentsMargins(14, 6 if on else 10, 14, 6 if on else 12)
        self.peek_cards.spacing = 6 if on else 14
        self.peek_cards.set_scale(self.peek_cards.scale)

    def show_hand(self, view: Mapping[str, Any], names: Sequence[str], table: bool = False,
                  moved: bool = False, same_seat: bool = True) -> None:
        """``table``: the table at the screen (companion mode, typing in the log); ``moved``:
        the view follows a move (new cards slide in; marked as the last move's when the
        same seat still looks: another seat's hand is dealt to new eyes, not played)."""
        me = view.get("seat")
        hand = view.get("hand")
        up = set(view["revealed"][me]) if me is not None else set()
        k = view["hand_size"]
        sizes = {7: 40, 5: 46, 4: 48} if self.compact else {7: 64, 5: 76, 4: 80}
        self.cards.card_width = sizes.get(k, 48 if self.compact else 70)
        self.peek_cards.card_width = 30 if self.compact else 48
        if table:
            self.title.setText(_("The table"))
            self.cards.set_cards([])
            self.note.setText(_("Companion mode: type in what the players announce; every hand stays "
                                "in the printed cards."))
        elif me is None:
            self.title.setText(_("Watching"))
            self.cards.set_cards([])
            self.note.setText(_("The public table: no hand is shown."))
        elif hand:
            self.title.setText(_("Your hand"))
            caption = "" if self.compact else _("face up")  # the legend says it (its tooltip, compact)
            self.cards.set_cards([(ch, "up" if ch in up else "hand", caption if ch in up else "")
                                  for ch in hand], moved, mark=same_seat)
            self.note.setText("")
        else:  # companion mode: the cards are on the real table
            self.title.setText(_("Your face-up cards") if up else _("Your cards"))
            self.cards.set_cards([(ch, "up", _("face up")) for ch in view["revealed"][me]])
            self.note.setText(_("Companion mode: your hand is the printed cards in front of you."))
        self.note.setVisible(bool(self.note.text()))
        self.legend.setText(_("gold band = face up") if up else "")
        self.legend.setVisible(bool(up) and not self.compact)
        self.title.setToolTip(self.legend.text())
        self.peek_title.setVisible(not self.compact)
        self.peek_cards.setToolTip(self.peek_title.text() if self.compact else "")
        peeks = [p for p in view["peeks"] if p["seer"] == me and p.get("letter")]
        self.peek_cards.set_cards([(p["letter"], "peek", names[p["target"]]) for p in peeks], moved, same_seat)
        self.peek_box.setVisible(bool(peeks))
        for card, p in zip(self.peek_cards.cards, peeks):
            card.setToolTip(_("Round {n}: a random face-down card of {who}. Only you saw it.").format(
                n=p["round"], who=names[p["target"]]))

    def set_clickable(self, letters: Sequence[str], selected: str = "") -> None:
        for card in self.cards.cards:
            card.set_clickable(card.letter in letters)
            card.set_selected(bool(selected) and card.letter == selected)
            card.setToolTip(_("Click to reveal this card and peek") if card.letter in letters else "")


# -- the results --------------------------------------------------------------------------------------
class ResultsPanel(Panel):
    """The end: winners, the score table, and who guessed which letters of each hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = heading(_("Scores"))
        self.box.addWidget(self.title)
        self.winner = QLabel()
        self.winner.setWordWrap(True)
        self.winner.setFont(font(17, True))
        self.box.addWidget(self.winner)
        self.table = QTableWidget(0, COLUMN_COUNT)
        self.table.setObjectName("scoreTable")
        self.table.setHorizontalHeaderLabels(columns())
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        # Every column as wide as its words (a winner's name is never cut short). No stretched
        # last section: Qt keeps one at least 100 px wide, which cut the total off on a laptop.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().sectionResized.connect(lambda *_args: self._fit_table_width())
        for c, tip in ((4, _("1 point for each letter placed in the right hand")),
                       (5, _("1 point for each hand guessed exactly")),):
            head = self.table.horizontalHeaderItem(c)
            assert head is not None  # the columns' headings are set above
            head.setToolTip(tip)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setStyleSheet(
            f"QTableWidget#scoreTable {{ background: {CARD_FACE}; border: 1px solid {theme.PAPER_DEEP};"
            f" border-radius: 8px; }}"
            f"QTableWidget#scoreTable QHeaderView::section {{ background: {theme.PAPER_DEEP}; border: none;"
            f" padding: 6px; font-weight: bold; color: {theme.INK}; }}"
        )
        self.box.addWidget(self.table)
        self.legend = muted(_(
            "Rounds 4, 5, 6: the truant guess written after that round and its points "
            "(5, 5 and 10 a correct letter). Letters: 1 point for each letter placed in the "
            "right hand. Whole hands: 1 point for each hand guessed exactly."
        ))
        self.box.addWidget(self.legend)
        self.guess_title = heading(_("Hand guesses"))
        self.box.addWidget(self.guess_title)
        self.guesses = QTableWidget(0, 1)
        self.guesses.setObjectName("guessTable")
        self.guesses.verticalHeader().setVisible(True)
        self.guesses.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.guesses.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.guesses.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.guesses.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.guesses.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.guesses.setStyleSheet(
            f"QTableWidget#guessTable {{ background: {CARD_FACE}; border: 1px solid {theme.PAPER_DEEP};"
            f" border-radius: 8px; }}"
            f"QTableWidget#guessTable QHeaderView::section {{ background: {theme.PAPER_DEEP}; border: none;"
            f" padding: 6px; font-weight: bold; color: {theme.INK}; }}"
        )
        self.box.addWidget(self.guesses)
        self.mismatch = QLabel()
        self.mismatch.setWordWrap(True)
        self.mismatch.setStyleSheet(f"color: {theme.DANGER}; font-weight: bold;")
        self.box.addWidget(self.mismatch)
        self.box.addStretch(1)
        self.lines: list = []

    def show_results(self, view: Mapping[str, Any], names: Sequence[str]) -> None:
        self.lines = score_lines(view, names)
        self.winner.setText(winner_note(view, names))
        self.winner.setStyleSheet(f"color: {theme.SUCCESS};")
        self._show_scores()
        self._show_hand_guesses(view, names)
        bad = view.get("mismatched_clues") or []
        if bad:
            words = join_list(view["clues"][i]["word"] for i in bad)
            self.mismatch.setText(ngettext(
                "Check the clue log: the answer to {words} does not fit the hands entered (highlighted in red).",
                "Check the clue log: the answers to {words} do not fit the hands entered (highlighted in red).",
                len(bad)).format(words=words))
        self.mismatch.setVisible(bool(bad))

    def _show_scores(self) -> None:
        """The score table: a row a seat, the winners starred and tinted."""
        t = self.table
        t.setRowCount(len(self.lines))
        row_h = 40
        t.verticalHeader().setDefaultSectionSize(row_h)
        for r, line in enumerate(self.lines):
            for c, text in enumerate(line.cells()):
                t.setItem(r, c, self._score_item(line, c, text))
        t.setFixedHeight(row_h * len(self.lines) + t.horizontalHeader().sizeHint().height() + 6)
        t.resizeColumnsToContents()
        self._fit_table_width()

    @staticmethod
    def _score_item(line: ScoreLine, c: int, text: str) -> QTableWidgetItem:
        """Column ``c`` of a seat's score line: the name with its mark, the truant
        guesses with what they hit, the points."""
        item = QTableWidgetItem(text)
        if c == 0:
            item.setIcon(seat_icon(line.seat, 22))
            if line.winner:
                item.setText(_("{name}  ★ wins").format(name=text))
        if c > 0:
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if 1 <= c <= 3:
            guess, hits, pts = line.truants[c - 1]
            item.setToolTip(_("Guess {guess}; correct: {hits}; {n} points").format(
                guess=" ".join(guess) or "—", hits=" ".join(hits) or _("none"), n=pts))
        if c == COLUMN_COUNT - 1:
            item.setFont(font(18, True))
        if line.winner:
            item.setBackground(QBrush(QColor(theme.HIGHLIGHT_SOFT)))
        return item

    def _show_hand_guesses(self, view: Mapping[str, Any], names: Sequence[str]) -> None:
        """Who guessed what: rows are the guessers, columns the hands."""
        n = view["players"]
        g = self.guesses
        g.setColumnCount(n)
        g.setRowCount(n)
        hands = view.get("hands") or [[] for _ in range(n)]
        g.setHorizontalHeaderLabels([_("{title}: {contents}").format(title=names[s], contents="".join(hands[s]))
                                     for s in range(n)])
        g.setVerticalHeaderLabels([names[s] for s in range(n)])
        g.verticalHeader().setDefaultSectionSize(34)
        for guesser in range(n):
            for target, (guess, hits) in enumerate(hand_guess_cells(view, guesser)):
                item = QTableWidgetItem("—")
                if guesser != target:
                    item = self._guess_item(names, guesser, target, guess, hits, hands[target])
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                g.setItem(guesser, target, item)
        g.setFixedHeight(34 * n + g.horizontalHeader().sizeHint().height() + 6)

    @staticmethod
    def _guess_item(names: Sequence[str], guesser: int, target: int, guess: str, hits: str,
                    hand: Sequence[str]) -> QTableWidgetItem:
        item = QTableWidgetItem(" ".join(guess) or _("(none)"))
        item.setToolTip(_("{who} guessed {guess} for {target}: {n} correct").format(
            who=names[guesser], guess=" ".join(guess) or _("nothing"), target=names[target], n=len(hits)))
        if guess and set(guess) == set(hand):
            # A whole hand: green, and a tick for eyes the green does not reach.
            item.setBackground(QBrush(QColor(WHOLE_HAND_TINT)))
            item.setText(f"{item.text()}  ✓")
        return item

    def _fit_table_width(self) -> None:
        """The score table at least as wide as its columns' words, so the total is never cut
        off; again whenever a column changes (the header's bold font is only known once the
        table is styled and shown)."""
        t = self.table
        want = t.horizontalHeader().length() + 2 * t.frameWidth() + 2
        if t.minimumWidth() != want or t.maximumWidth() != want:
            t.setFixedWidth(want)  # as wide as its columns: no empty band beside the total

    def texts(self) -> list[list[str]]:
        return [[_item(self.table, r, c).text() for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]


class Placeholder(QLabel):
    """Shown where the worksheet goes when it cannot be shown (companion mode, watching)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(f"color: {theme.INK_SOFT}; font-size: 13pt; padding: 24px;")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)


__all__ = [
    "ClueLog", "HandPanel", "Panel", "Placeholder", "ResultsPanel", "SeatsPanel", "heading", "muted",
]
