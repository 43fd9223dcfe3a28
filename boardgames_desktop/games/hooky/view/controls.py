"""Hooky's turn controls, kept by the shell below the board.

One panel a kind of decision, shown for the seat at the screen only:

* :class:`WordPanel`: the opening clue (a word) and a question (a player to
  ask by a big button with their colour and mark, a word, Ask), with the
  optional reveal-and-peek before it (from round 2). In companion mode an
  answer field sits next to the word.
* :class:`GuessSheet`: letters on an A-Z keyboard, for one or more rows:
  the truant guess (three letters), the final hand guesses (one row for
  every other player), and in companion mode the playground card and the
  hand a player really holds.

The panels only collect choices; :class:`~.view.BoardView` turns them into
actions, and every refusal comes back from the rules and is shown next to
the field (which keeps what was typed).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .... import theme
from ....core.i18n import _, ngettext
from ....ui.kit.flow import FlowLayout
from ..data import REFUSAL_TINT
from .widgets import CARD_FACE, CardRow, LetterKeyboard, SeatButton, font, seat_icon

PANEL_STYLE = (
    f"QFrame#hookyControls {{ background: {theme.PAPER_DEEP}; border-radius: 10px; }}"
)


class ErrorLabel(QLabel):
    """A refusal, in words, right next to the field it is about."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hookyError")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(
            f"QLabel#hookyError {{ color: {theme.DANGER}; font-weight: bold; font-size: 12pt;"
            f" background: {REFUSAL_TINT}; border: 1px solid {theme.DANGER}; border-radius: 8px; padding: 6px 10px; }}"
        )
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.hide()

    def say(self, text: str) -> None:
        self.setText(f"\u26a0 {text}" if text else "")
        self.setVisible(bool(text))

    def reason(self) -> str:
        return self.text().removeprefix("\u26a0 ")


def instruction_label() -> QLabel:
    """The panel's words for the step now. They are said once, in the window's header
    (``BoardView.prompt``): the label keeps them for the board and stays hidden."""
    label = QLabel()
    label.setWordWrap(True)
    label.setFont(font(16, True))
    label.setStyleSheet(f"color: {theme.INK}; background: transparent;")
    label.hide()
    return label


def drop(widget: QWidget) -> None:
    """Take ``widget`` off the screen now and delete it later (a widget only scheduled
    for deletion still paints where it stood until the event loop comes round)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def primary(text: str) -> QPushButton:
    b = QPushButton(text)
    b.setProperty("primary", True)
    b.setMinimumHeight(48)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    b.setStyleSheet("font-size: 13pt;")
    return b


class OneLineFirst(QLabel):
    """A wrapping label that asks for its words' width on one line (a wrapping QLabel
    asks for a narrow column, and a flowing row would give it just that)."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        doc = QTextDocument()
        doc.setDefaultFont(self.font())
        doc.setHtml(self.text())
        m = self.contentsMargins()
        return QSize(max(hint.width(), math.ceil(doc.idealWidth()) + m.left() + m.right() + 4), hint.height())


class SeatPicker(QWidget):
    """One big button a player; exactly one can be chosen."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(8)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.buttonClicked.connect(lambda *_: self.changed.emit())
        self.buttons: dict[int, SeatButton] = {}

    def set_seats(self, seats: Sequence[int], names: Sequence[str], disabled: Mapping[int, str] | None = None) -> None:
        disabled = disabled or {}
        if list(self.buttons) != list(seats):
            for b in self.buttons.values():
                self.group.removeButton(b)
                self.row.removeWidget(b)
                drop(b)
            self.buttons = {}
            for s in seats:
                b = SeatButton(s)
                self.group.addButton(b, s)
                self.row.addWidget(b)
                self.buttons[s] = b
        for s, b in self.buttons.items():
            b.set_name(names[s])
            b.setEnabled(s not in disabled)
            if s in disabled:
                b.setToolTip(disabled[s])

    def chosen(self) -> int | None:
        b = self.group.checkedButton()
        return b.seat if isinstance(b, SeatButton) else None

    def clear(self) -> None:
        self.group.setExclusive(False)
        for b in self.buttons.values():
            b.setChecked(False)
        self.group.setExclusive(True)


class AnswerPicker(QWidget):
    """Companion mode: the count the player announced, one big button a number."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[int, QPushButton] = {}
        for n in range(6):
            b = QPushButton(str(n))
            b.setObjectName(f"answer{n}")
            b.setProperty("segment", True)
            b.setCheckable(True)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setStyleSheet("QPushButton { font-size: 15pt; padding: 0; min-width: 44px; max-width: 44px;"
                            " min-height: 44px; }")
            b.setAccessibleName(_("Answer {n}").format(n=n))
            self.group.addButton(b, n)
            row.addWidget(b)
            self.buttons[n] = b
        self.setToolTip(_("The count the player announced"))

    def set_minimum(self, low: int) -> None:
        for n, b in self.buttons.items():
            b.setEnabled(n >= low)
            if n < low and b.isChecked():
                self.clear()

    def value(self) -> int | None:
        b = self.group.checkedButton()
        return self.group.id(b) if b is not None else None

    def set_value(self, n: int) -> None:
        self.buttons[n].setChecked(True)

    def clear(self) -> None:
        self.group.setExclusive(False)
        for b in self.buttons.values():
            b.setChecked(False)
        self.group.setExclusive(True)


# -- the word panel: opening clue and question ---------------------------------------------------------
class WordPanel(QWidget):
    """Choose a player (questions only), type a word, and (companion) the answer."""

    submit = Signal()
    reveal_submit = Signal()
    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        self.instruction = instruction_label()
        outer.addWidget(self.instruction)
        self.reveal_toggle = QPushButton(_("Reveal & peek…").replace("&", "&&"))
        self.reveal_toggle.setObjectName("revealToggle")
        self.reveal_toggle.setCheckable(True)
        self.reveal_toggle.setMinimumHeight(44)
        self.reveal_toggle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reveal_toggle.setToolTip(_(
            "From round 2, once a turn, before you ask: put one of your face-down cards face up, "
            "then look at a random face-down card of another player."
        ))
        self.reveal_toggle.toggled.connect(self._toggle_reveal)

        # Whom to ask, the word, the button and the reveal toggle: one line where there is
        # room, wrapped onto a second on a laptop (never a wider window).
        row = FlowLayout(spacing=10, line_spacing=8)
        ask_box = QWidget()
        ask_row = QHBoxLayout(ask_box)
        ask_row.setContentsMargins(0, 0, 0, 0)
        ask_row.setSpacing(8)
        self.ask_label = QLabel(_("Ask:"))
        self.ask_label.setFont(font(15, True))
        ask_row.addWidget(self.ask_label)
        self.targets = SeatPicker()
        ask_row.addWidget(self.targets)
        self.ask_box = ask_box
        row.addWidget(ask_box)
        word_box = QWidget()
        word_row = QHBoxLayout(word_box)
        word_row.setContentsMargins(0, 0, 0, 0)
        word_row.setSpacing(8)
        self.word_label = QLabel(_("Word:"))
        self.word_label.setFont(font(15, True))
        word_row.addWidget(self.word_label)
        self.word = QLineEdit()
        self.word.setObjectName("wordField")
        self.word.setPlaceholderText(_("five letters"))
        self.word.setMaxLength(12)
        self.word.setMinimumHeight(46)
        self.word.setFont(font(22, True))
        self.word.setFixedWidth(max(150, QFontMetrics(self.word.font()).horizontalAdvance("WWWWW") + 24))
        self.word.setAccessibleName(_("Word"))
        self.word.textEdited.connect(self._upper)
        self.word.returnPressed.connect(self.submit)
        word_row.addWidget(self.word)
        self.answer_label = QLabel(_("Answer:"))
        self.answer_label.setFont(font(15, True))
        word_row.addWidget(self.answer_label)
        self.answer = AnswerPicker()
        word_row.addWidget(self.answer)
        self.go = primary(_("Ask"))
        self.go.setObjectName("askButton")
        self.go.setMinimumWidth(100)
        self.go.clicked.connect(self.submit)
        word_row.addWidget(self.go)
        self.word_box = word_box
        row.addWidget(word_box)
        row.addWidget(self.reveal_toggle)
        # The optional reveal and peek, in place of the question while it is open (it
        # comes first): the card to reveal, whom to peek at, the button; wrapped, never wider.
        self.reveal_box = QFrame()
        self.reveal_box.setObjectName("revealBox")
        self.reveal_box.setStyleSheet(
            f"QFrame#revealBox {{ background: {theme.PAPER}; border: 1px dashed {theme.RULE}; border-radius: 10px; }}"
        )
        rb = QVBoxLayout(self.reveal_box)
        rb.setContentsMargins(12, 6, 12, 6)
        rb.setSpacing(6)
        line = FlowLayout(spacing=12, line_spacing=6)
        first = QWidget()
        first_row = QHBoxLayout(first)
        first_row.setContentsMargins(0, 0, 0, 0)
        first_row.setSpacing(10)
        self.reveal_label = QLabel(_("Reveal:"))
        self.reveal_label.setFont(font(14, True))
        first_row.addWidget(self.reveal_label)
        self.reveal_cards = CardRow(width=36, spacing=6)
        self.reveal_cards.card_clicked.connect(self.select_reveal)
        first_row.addWidget(self.reveal_cards)
        self.reveal_keys = LetterKeyboard(limit=1, key_size=40)
        first_row.addWidget(self.reveal_keys, 1)
        line.addWidget(first)
        second = QWidget()
        second_row = QHBoxLayout(second)
        second_row.setContentsMargins(0, 0, 0, 0)
        second_row.setSpacing(10)
        peek_label = QLabel(_("then peek at:"))
        peek_label.setFont(font(14, True))
        second_row.addWidget(peek_label)
        self.peek_targets = SeatPicker()
        second_row.addWidget(self.peek_targets)
        line.addWidget(second)
        self.reveal_button = primary(_("Reveal and peek"))
        self.reveal_button.setObjectName("revealButton")
        self.reveal_button.clicked.connect(self.reveal_submit)
        line.addWidget(self.reveal_button)
        self.reveal_cancel = QPushButton(_("Do not reveal"))
        self.reveal_cancel.setObjectName("revealCancel")
        self.reveal_cancel.setMinimumHeight(44)
        self.reveal_cancel.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reveal_cancel.clicked.connect(lambda: self.reveal_toggle.setChecked(False))
        line.addWidget(self.reveal_cancel)
        rb.addLayout(line)
        self.reveal_error = ErrorLabel()
        rb.addWidget(self.reveal_error)
        row.addWidget(self.reveal_box)
        self.reveal_box.hide()

        # What the peek showed: only ever in this seat's own view.
        self.peek_banner = OneLineFirst()
        self.peek_banner.setObjectName("peekBanner")
        self.peek_banner.setWordWrap(True)
        self.peek_banner.setTextFormat(Qt.TextFormat.RichText)
        self.peek_banner.setStyleSheet(
            f"QLabel#peekBanner {{ background: {CARD_FACE}; border: 2px dashed {theme.INK_SOFT};"
            f" border-radius: 10px; padding: 4px 12px; font-size: 12pt; }}"
        )
        row.addWidget(self.peek_banner)
        self.peek_banner.hide()

        outer.addLayout(row)
        # A refusal on a line of its own: it never pushes the row wider than the window.
        self.error = ErrorLabel()
        outer.addWidget(self.error)
        self.companion = False
        self._asking = True
        self._may_reveal = False

    def set_may_reveal(self, on: bool) -> None:
        """Whether the reveal and peek is open to the seat now (once a turn, from round 2)."""
        self._may_reveal = on
        if not on and self.reveal_toggle.isChecked():
            self.reveal_toggle.setChecked(False)
        self.reveal_toggle.setVisible(on and not self.reveal_toggle.isChecked())

    def set_asking(self, on: bool) -> None:
        """A question (whom to ask shows) or the opening clue (only the word)."""
        self._asking = on
        self.ask_box.setVisible(on and not self.reveal_toggle.isChecked())

    def _upper(self, text: str) -> None:
        pos = self.word.cursorPosition()
        if text != text.upper():
            self.word.setText(text.upper())
            self.word.setCursorPosition(pos)
        self.error.say("")
        self.edited.emit()

    def _toggle_reveal(self, on: bool) -> None:
        # The reveal comes before the question: while it is open it takes the question's
        # place (one step at a time, and the panel keeps its height on a laptop).
        self.reveal_box.setVisible(on)
        self.word_box.setVisible(not on)
        self.ask_box.setVisible(not on and self._asking)
        self.reveal_toggle.setVisible(self._may_reveal and not on)

    def select_reveal(self, letter: str) -> None:
        if self.reveal_cards.card(letter) is None:
            return
        if not self.reveal_toggle.isChecked():
            self.reveal_toggle.setChecked(True)
        for card in self.reveal_cards.cards:
            card.set_selected(card.letter == letter)

    def reveal_letter(self) -> str:
        if self.companion:
            return self.reveal_keys.selected()
        return next((c.letter for c in self.reveal_cards.cards if c.selected), "")

    def answer_value(self) -> int | None:
        return self.answer.value()

    def reset(self) -> None:
        self.word.clear()
        self.answer.clear()
        self.targets.clear()
        self.peek_targets.clear()
        self.reveal_keys.set_selected("")
        for card in self.reveal_cards.cards:
            card.set_selected(False)
        self.reveal_toggle.setChecked(False)
        self.error.say("")


# -- the letter sheet: truant guesses, hand guesses, playground card, hand entry ------------------------
@dataclass
class Row:
    key: str
    label: str
    limit: int
    exact: bool = False
    seat: int | None = None
    letters: str = ""
    locked: set[str] = field(default_factory=set)
    disabled: set[str] = field(default_factory=set)
    #: The button stays disabled until this row holds exactly ``limit`` letters.
    required: bool = False

    @property
    def complete(self) -> bool:
        return len(self.letters) == self.limit


class GuessSheet(QWidget):
    """Rows of letters (one for each guess), filled from one A-Z keyboard: click
    a row, then click letters to put them in or take them out.

    The keyboard stands left of the rows and the button (rows two abreast when
    there are more than two), and the keyboard takes as many lines as its width
    asks, so the sheet fits a laptop's window in every phase.
    """

    submit = Signal()
    error: ErrorLabel  # made after the keyboard whose refusals it shows

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        self.instruction = instruction_label()
        outer.addWidget(self.instruction)
        body = QHBoxLayout()
        body.setSpacing(16)
        left = QVBoxLayout()
        left.setSpacing(8)
        self.rows_box = QGridLayout()
        self.rows_box.setHorizontalSpacing(8)
        self.rows_box.setVerticalSpacing(4)
        left.addLayout(self.rows_box)
        self.go = primary(_("Write my guess"))
        self.go.setObjectName("guessButton")
        self.go.clicked.connect(self.submit)
        # What the button waits for, beside it while it cannot be pressed (honest controls).
        go_row = QHBoxLayout()
        go_row.setSpacing(10)
        go_row.addWidget(self.go, 0)
        self.go_reason = QLabel()
        self.go_reason.setObjectName("guessReason")
        self.go_reason.setWordWrap(True)
        self.go_reason.setStyleSheet(f"color: {theme.INK_SOFT}; background: transparent;")
        go_row.addWidget(self.go_reason, 1)
        left.addLayout(go_row)
        left.addStretch(1)
        # The keyboard first, in two lines of 13 where the window allows: the rows and the
        # button beside it take what is left (the sheet stays low on a laptop).
        self.keyboard = LetterKeyboard(limit=3, key_size=36)
        self.keyboard.changed.connect(self._keys_changed)
        self.keyboard.refused.connect(lambda text: self.error.say(text))
        body.addWidget(self.keyboard, 0, Qt.AlignmentFlag.AlignTop)
        body.addLayout(left, 1)
        outer.addLayout(body)
        self.error = ErrorLabel()
        outer.addWidget(self.error)
        self.rows: list[Row] = []
        self.row_buttons: list[QPushButton] = []
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.active = 0
        self._key: Any = None

    def configure(self, key: Any, instruction: str, rows: list[Row], button: str) -> None:
        """Show ``rows`` (kept as the player left them while ``key`` stays the same)."""
        self.instruction.setText(instruction)
        self.go.setText(button)
        if key == self._key:
            return
        self._key = key
        self.error.say("")
        for b in self.row_buttons:
            self.group.removeButton(b)
            self.rows_box.removeWidget(b)
            drop(b)
        self.rows = rows
        self.row_buttons = []
        abreast = 2 if len(rows) > 2 else 1
        per_column = -(-len(rows) // abreast)
        for i, row in enumerate(rows):
            b = QPushButton()
            b.setObjectName(f"guessRow_{row.key}")
            b.setCheckable(True)
            b.setMinimumHeight(38)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setStyleSheet(
                f"QPushButton {{ text-align: left; padding: 3px 10px; font-size: 12pt; background: {theme.PAPER};"
                f" border: 1px solid {theme.RULE}; border-radius: 8px; }}"
                f"QPushButton:hover {{ background: {theme.HIGHLIGHT_SOFT}; border-color: {theme.HIGHLIGHT}; }}"
                f"QPushButton:checked {{ background: {CARD_FACE}; border: 2px solid {theme.INK}; font-weight: bold; }}"
            )
            if row.seat is not None:
                b.setIcon(seat_icon(row.seat, 22))
            b.clicked.connect(lambda _=False, i=i: self.select_row(i))
            self.group.addButton(b, i)
            column, line = divmod(i, per_column)
            self.rows_box.addWidget(b, line, column)
            self.row_buttons.append(b)
        # One row needs no row buttons: the keyboard is the whole choice.
        for b in self.row_buttons:
            b.setVisible(len(rows) > 1 or rows[0].limit > 1)
        self.select_row(0)
        self._refresh_rows()

    def select_row(self, i: int) -> None:
        if not self.rows:
            return
        self.active = i
        row = self.rows[i]
        self.row_buttons[i].setChecked(True)
        self.keyboard.limit = row.limit
        self.keyboard.set_disabled(row.disabled, _("This letter is already face up elsewhere."))
        self.keyboard.set_locked(row.locked)
        self.keyboard.blockSignals(True)
        self.keyboard.set_selected(row.letters)
        self.keyboard.blockSignals(False)
        self.error.say("")

    def _keys_changed(self) -> None:
        if not self.rows:
            return
        self.rows[self.active].letters = self.keyboard.selected()
        self.error.say("")
        self._refresh_rows()

    def _refresh_rows(self) -> None:
        for row, b in zip(self.rows, self.row_buttons):
            slots = list(row.letters) + ["·"] * max(0, row.limit - len(row.letters))
            count = f"{len(row.letters)}/{row.limit}" if not row.exact else (
                "✓" if row.complete else f"{len(row.letters)}/{row.limit}")
            b.setText(f"{row.label}:  {' '.join(slots)}  {count}")
            # The chosen row is drawn bold: room for the bold words, or its end is cut off.
            bold = QFont(b.font())
            bold.setBold(True)
            icon = b.iconSize().width() + 6 if row.seat is not None else 0
            b.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(b.text()) + icon + 30)
        missing = [row for row in self.rows if row.required and not row.complete]
        # Nothing to write until every guess that must be whole is whole (3 of 3 truants).
        self.go.setEnabled(not missing)
        reason = ngettext("Choose {n} letter first.", "Choose {n} letters first.",
                          missing[0].limit).format(n=missing[0].limit) if missing else ""
        self.go.setToolTip(reason)
        self.go_reason.setText(reason)
        self.go_reason.setVisible(bool(reason))

    def values(self) -> dict[str, str]:
        return {row.key: row.letters for row in self.rows}

    def click_letter(self, ch: str) -> QPushButton:
        return self.keyboard.keys[ch]


# -- the whole controls area ---------------------------------------------------------------------------------
class ActionPanel(QFrame):
    """The shell keeps this below the zooming board; it shows the panel the seat needs now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hookyControls")
        self.setStyleSheet(PANEL_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.setSpacing(6)
        self.word_panel = WordPanel()
        self.sheet = GuessSheet()
        self.idle = QLabel()
        self.idle.setObjectName("hookyIdle")
        self.idle.setWordWrap(True)
        self.idle.setStyleSheet(f"color: {theme.INK_SOFT}; font-size: 13pt; background: transparent;")
        for w in (self.word_panel, self.sheet, self.idle):
            layout.addWidget(w)
            w.hide()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def show_page(self, page: QWidget | None) -> None:
        for w in (self.word_panel, self.sheet, self.idle):
            w.setVisible(w is page)
        self.setVisible(page is not None)

    def current_instruction(self) -> str:
        """The words the visible panel says about what to do now ("" when none shows)."""
        for panel in (self.word_panel, self.sheet):
            if panel.isVisibleTo(self):
                return panel.instruction.text()
        return ""

    def current_error(self) -> ErrorLabel | None:
        if self.word_panel.isVisibleTo(self):
            return self.word_panel.error
        if self.sheet.isVisibleTo(self):
            return self.sheet.error
        return None
