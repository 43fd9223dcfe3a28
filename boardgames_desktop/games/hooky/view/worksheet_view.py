"""Hooky's digital worksheet: the printed sheet of one seat, on screen.

    sheet = WorksheetWidget()
    sheet.set_player_names(["Ada", "Ben", "Cleo"])
    sheet.mark_chosen.connect(lambda col, letter, mark: ...)   # play Mark(col, letter, mark)
    sheet.show_worksheet(GAME.view(state, seat), interactive=True)
    sheet.assist = True   # also show what follows from the clue log

It only ever reads the *view* it is given (one seat's, or the public one), so
it can show nothing that seat may not see. What it shows:

* the grid, rows A to Z against every other player, the playground and the
  truants (and a "You" column with the seat's own hand). Four kinds of cell,
  told apart by shape and shading, not colour alone:

  - the player's own marks (``view["notes"]``): ● has, ✕ has not, ? maybe,
    in ink on a light cell. A click cycles empty → ● → ✕ → ? → empty; a
    right-click clears. Each change is emitted as ``mark_chosen`` and shown at
    once (the next view confirms it).
  - facts the seat has seen (:func:`.worksheet.known_facts`: its hand, face-up
    cards, playground cards turned up, its own peeks): a solid dark cell with
    a light ●, and the places those letters cannot be as a soft ✕ on a shaded
    cell. Locked: clicks do nothing.
  - with :attr:`WorksheetWidget.assist` on, the marks :func:`.worksheet.assist`
    deduces from the clue log, in blue with a small "A" in the corner.
  - soft ✕ where the player's own ● (or a column whose every card is placed)
    rules a letter out: presentation only, still clickable.

  A player's mark that disagrees with what is certain gets a red corner and
  a note above the grid, as does a clue log that cannot be right.
* the seat's hand, the clue log (with reveals, peeks and playground cards in
  the order they happened), the truant guesses and the hand guesses, read
  only; and a legend.

Hovering a cell highlights its row and column, and the letter in the clue
log's words. The keyboard works too: arrows move, Space cycles, Delete clears,
a letter key jumps to its row.
"""


from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QMargins, QRect, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from .... import theme
from ....core.i18n import _, join_clauses, ngettext, render, seat_label
from ....ui.kit.flow import FlowLayout
from ..data import LETTERS, NOTICE_TINT, TRUANT_GUESS_ROUNDS
from ..worksheet import (
    ASSIST,
    CYCLE,
    FACT,
    IMPLIED,
    MARK_WORDS,
    ME,
    NOTE,
    Cell,
    Sheet,
    build_sheet,
    column_title,
    log_entries,
)
from ..worksheet import assist as deduce_assist
from .worksheet_grid import WorksheetGrid
from .worksheet_parts import (
    LEGEND,
    OPEN_BG,
    ClueLog,
    LetterBoxes,
    SampleCell,
    _font,
    _label,
    _LogScroll,
)

#: Between the grid and the column beside it, or (the column under it) the grid and the column.
BESIDE_SPACING, UNDER_SPACING = 16, 10


# -- the widget -------------------------------------------------------------------------------
class WorksheetWidget(QWidget):
    """One seat's worksheet: grid, hand, clue log, guesses and legend.

    Signals:
      mark_chosen(column, letter, mark): the player clicked a cell; ``mark`` is
        "has", "has_not", "maybe" or "" (clear). Play it as ``Mark(column,
        letter, mark)``.
      assist_toggled(on): the player ticked or unticked the assist box.
    """

    mark_chosen = Signal(str, str, str)
    assist_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.interactive = False
        self._assist = False
        self._assist_cache: tuple[dict[str, Any], dict[str, Any]] | None = None
        self._notes: dict[str, dict[str, str]] = {}
        self._names: list[str] = []
        self._sheet: Sheet | None = None
        self._tall = True
        self.hover_letter = ""
        self.hover_column = ""
        self.setAccessibleName(_("Hooky worksheet"))
        self._build()

    # layout -------------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(BESIDE_SPACING)
        # The grid on the left takes the height (A to Z in one column, or A-M beside N-Z on a
        # screen too short for that); everything else stands beside it, the clue log filling
        # what the rest leaves, or under it where the width is short (see set_under).
        self.grid = WorksheetGrid(self.column_title, self.describe_cell, self)
        self.grid.cell_clicked.connect(self._cell_clicked)
        self.grid.hovered.connect(self._hovered)
        # The grid's row: the grid alone, or (the rest under it) the guesses beside it.
        self.head = QHBoxLayout()
        self.head.setSpacing(BESIDE_SPACING)
        self.head.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(self.head)

        right = QVBoxLayout()
        right.setSpacing(6)
        top = QHBoxLayout()
        self.title = _label(_("Worksheet"), px=17, bold=True)
        top.addWidget(self.title)
        self.read_only = _label(_("read only"), "muted", px=12)
        top.addWidget(self.read_only)
        top.addStretch(1)
        self.assist_box = QCheckBox(_("Assist: fill in what the clues prove"))
        self.assist_box.setFont(_font(13))
        self.assist_box.setToolTip(_(
            "Adds every mark that follows for certain from the clue log, the face-up cards and "
            "your peeks, in blue with an A. Your own marks stay as you made them."))
        self.assist_box.toggled.connect(self._assist_box_toggled)
        top.addWidget(self.assist_box)
        right.addLayout(top)

        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setFont(_font(13))
        self.notice.setStyleSheet(
            f"QLabel {{ background: {NOTICE_TINT}; color: {theme.INK}; border: 1px solid {theme.DANGER};"
            f" border-left: 5px solid {theme.DANGER}; border-radius: 6px; padding: 6px 10px; }}")
        self.notice.setAccessibleName(_("Worksheet warning"))
        self.notice.hide()
        right.addWidget(self.notice)
        hand_row = QHBoxLayout()
        hand_row.setSpacing(8)
        self.hand_title = _label(_("Your hand"), px=13, bold=True)
        hand_row.addWidget(self.hand_title)
        self.hand_boxes = LetterBoxes()
        hand_row.addWidget(self.hand_boxes)
        self.hand_note = _label("", "muted", px=12)
        self.hand_note.setWordWrap(True)  # a narrow page (the grid in halves) wraps it
        hand_row.addWidget(self.hand_note)
        hand_row.addStretch(1)
        right.addLayout(hand_row)

        right.addWidget(_label(_("Clue log"), px=15, bold=True))
        self.log = ClueLog(self.seat_name, self)
        self.log_scroll = _LogScroll()
        self.log_scroll.setWidget(self.log)
        self.log_scroll.setWidgetResizable(True)
        self.log_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.log_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_scroll.setStyleSheet(
            f"QScrollArea {{ background: {OPEN_BG}; border: 1px solid {theme.PAPER_DEEP}; border-radius: 8px; }}")
        self.log.setAutoFillBackground(False)
        right.addWidget(self.log_scroll, 1)

        # The guesses and the legend: side by side where the width allows, else one under another.
        self.guesses = QWidget()
        below = FlowLayout(self.guesses, spacing=24, line_spacing=8)
        truants = QWidget()
        grid = QGridLayout(truants)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        grid.addWidget(_label(_("Truant guesses"), px=15, bold=True), 0, 0, 1, 3)
        self.truant_rows: list[LetterBoxes] = []
        for i, rnd in enumerate(TRUANT_GUESS_ROUNDS):
            grid.addWidget(_label(_("after round {n}").format(n=rnd), "muted", px=13), i + 1, 0)
            boxes = LetterBoxes(3)
            boxes.set_letters("", 3)
            self.truant_rows.append(boxes)
            grid.addWidget(boxes, i + 1, 1)
        self.truant_result = _label("", "muted", px=12)
        grid.addWidget(self.truant_result, len(TRUANT_GUESS_ROUNDS) + 1, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        below.addWidget(truants)
        hands = QWidget()
        self.hand_guess_grid = QGridLayout(hands)
        self.hand_guess_grid.setContentsMargins(0, 0, 0, 0)
        self.hand_guess_grid.setHorizontalSpacing(10)
        self.hand_guess_grid.setVerticalSpacing(4)
        self.hand_guess_grid.addWidget(_label(_("Hand guesses"), px=15, bold=True), 0, 0, 1, 3)
        self.hand_guess_grid.setColumnStretch(3, 1)
        self.hand_guess_rows: dict[int, tuple[QLabel, LetterBoxes, QLabel]] = {}
        below.addWidget(hands)
        right.addWidget(self.guesses)
        right.addWidget(self._legend())
        self.right = right
        outer.addLayout(right, 1)
        self.set_tall(True)

    def _legend(self) -> QWidget:
        box = QWidget()
        flow = FlowLayout(box, spacing=14, line_spacing=4)
        self.legend_items: dict[str, tuple[SampleCell, QLabel]] = {}
        for key, cell, conflict, words in LEGEND:
            item = QWidget()
            row = QHBoxLayout(item)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(6)
            sample = SampleCell(cell, conflict)
            text = _label(_(words), px=12)
            row.addWidget(sample)
            row.addWidget(text)
            flow.addWidget(item)
            self.legend_items[key] = (sample, text)
        self.how_to = _label(_("Click a cell: empty → ● → ✕ → ? → empty. Right-click clears."), "muted", px=12)
        flow.addWidget(self.how_to)
        box.setAccessibleName(_("Legend: ● has, ✕ has not, ? maybe"))
        self.legend = box
        return box

    # fitting the page -----------------------------------------------------------------------------
    def width_for(self, blocks: int, under: bool) -> int:
        """The least width of the page with the grid in ``blocks`` blocks, and the hand,
        clue log and guesses beside it or (``under``) below it, the guesses then beside
        the grid."""
        m = self._outer.contentsMargins()
        right = self.right.minimumSize().width()
        grid = self.grid.minimum_width(blocks)
        if under:
            inner = max(grid + BESIDE_SPACING + self.guesses.minimumSizeHint().width(), right)
        else:
            inner = grid + BESIDE_SPACING + right
        return inner + m.left() + m.right()

    def set_under(self, under: bool) -> None:
        """Under: the hand and clue log stand below the grid, not beside it, the guesses
        in the room beside the grid; for a window too narrow for the clue log beside the
        grid in halves (four or five players on a laptop): every letter stays in view,
        the log scrolls up under the grid."""
        outer = self._outer
        direction = QBoxLayout.Direction.TopToBottom if under else QBoxLayout.Direction.LeftToRight
        if outer.direction() != direction:
            outer.setDirection(direction)
            outer.setSpacing(UNDER_SPACING if under else BESIDE_SPACING)
            if under:
                self.right.removeWidget(self.guesses)
                self.head.addWidget(self.guesses, 1, Qt.AlignmentFlag.AlignTop)
            else:
                self.head.removeWidget(self.guesses)
                self.right.insertWidget(self.right.indexOf(self.legend), self.guesses)
            # Placed now: the change may come in the middle of a layout pass (the scroll
            # area's resize), which would otherwise leave the old places standing.
            outer.activate()
            self.updateGeometry()

    def margins(self) -> QMargins:
        """The page's margins around the grid and what stands beside it."""
        return self._outer.contentsMargins()

    def relayout(self) -> None:
        """Place the parts now (after :meth:`set_under` or a new grid width)."""
        self._outer.activate()

    def is_tall(self) -> bool:
        return self._tall

    def under(self) -> bool:
        return self._outer.direction() == QBoxLayout.Direction.TopToBottom

    def set_tall(self, tall: bool) -> None:
        """Tall: the page has the height it needs, so the grid fills it and the clue log
        scrolls on its own. Not tall: the page scrolls as a whole (in the board's one scroll
        area) and the clue log is shown whole, so no scroll area sits in another."""
        self._tall = tall
        self.log_scroll.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded if tall else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fit_log()

    def _fit_log(self) -> None:
        if self._tall:
            self.log_scroll.setMinimumHeight(self.log.minimum_rows_height())
            self.log_scroll.setMaximumHeight(16777215)
            self.grid.setMaximumHeight(16777215)
        else:
            self.log_scroll.setFixedHeight(self.log.height() + 2)
            # Scrolling anyway: the grid keeps its smallest cells rather than grow with the log.
            self.grid.setMaximumHeight(self.grid.minimumSizeHint().height())

    def tall_height(self) -> int:
        """The height the page needs to be tall: the grid at its smallest cells, or the column
        beside it with the clue log at a few lines, whichever is more."""
        margins = self._outer.contentsMargins()
        right = self.right
        beside = right.minimumSize().height() - self.log_scroll.minimumHeight() + self.log.minimum_rows_height()
        return max(self.grid.minimumSizeHint().height(), beside) + margins.top() + margins.bottom()

    # the contract ---------------------------------------------------------------------------------
    @property
    def assist(self) -> bool:
        return self._assist

    @assist.setter
    def assist(self, on: bool) -> None:
        on = bool(on)
        if on == self._assist:
            return
        self._assist = on
        if self.assist_box.isChecked() != on:
            self.assist_box.blockSignals(True)
            self.assist_box.setChecked(on)
            self.assist_box.blockSignals(False)
        self._rebuild()


    def set_player_names(self, names: Sequence[str]) -> None:
        self._names = list(names)
        self._rebuild()

    def show_worksheet(self, view: dict[str, Any], interactive: bool) -> None:
        """Show the worksheet of ``view["seat"]`` (marks, facts, log, guesses);
        ``interactive`` False makes it read only."""
        self.view = view
        self.interactive = bool(interactive) and view.get("seat") is not None and view.get("phase") != "over"
        self._notes = {col: dict(m) for col, m in (view.get("notes") or {}).items()}
        self._rebuild()

    # reading the sheet (for the main view and tests) -------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.view.get("seat") if self.view else None

    def seat_name(self, seat: int) -> str:
        if seat == self.seat:
            return _("You")
        if 0 <= seat < len(self._names) and self._names[seat]:
            return self._names[seat]
        return seat_label(seat)

    def column_title(self, column: str) -> str:
        if column.isdigit():
            return self.seat_name(int(column))
        return render(column_title(column))

    def columns(self) -> list[str]:
        return list(self._sheet.columns) if self._sheet else []

    def cell(self, column: str, letter: str) -> Cell:
        return self._sheet.cells[(column, letter)] if self._sheet else Cell()

    def cell_rect(self, column: str, letter: str) -> QRect:
        """The cell's rectangle in :attr:`grid` coordinates (click its centre)."""
        return self.grid.cell_rect(column, letter)

    def notice_text(self) -> str:
        return self.notice.text() if not self.notice.isHidden() else ""

    def describe_cell(self, ci: int, ri: int) -> str:
        if not self._sheet or not (0 <= ci < len(self._sheet.columns) and 0 <= ri < len(LETTERS)):
            return ""
        col, ch = self._sheet.columns[ci], LETTERS[ri]
        c = self._sheet.cells[(col, ch)]
        where = self.column_title(col)
        parts = [f"{ch} · {where}"]
        reason = render(c.reason)
        if c.source == FACT:
            certain = _("has (certain).") if c.mark == "has" else _("has not (certain).")
            parts.append(f"{certain} {reason}".strip())
        elif c.source == NOTE:
            parts.append(_("your mark: {mark}").format(mark=_(MARK_WORDS[c.mark])))
        elif c.source == ASSIST:
            parts.append(_("{mark}: {reason}").format(mark=_(MARK_WORDS[c.mark]), reason=reason))
        elif c.source == IMPLIED:
            parts.append(_("not here? {reason}").format(reason=reason))
        if c.conflict:
            parts.append(_("This mark does not fit: {why}.").format(why=render(c.conflict)))
        if not c.locked and self.interactive:
            parts.append(_("Click: {mark}. Right-click: clear.").format(mark=_(MARK_WORDS[CYCLE[c.note]])))
        return "\n".join(parts)

    # behaviour ------------------------------------------------------------------------------------
    def _assist_box_toggled(self, on: bool) -> None:
        self.assist = on
        self.assist_toggled.emit(on)

    def _cell_clicked(self, column: str, letter: str, clear: bool) -> None:
        if not self.interactive or self._sheet is None:
            return
        cell = self._sheet.cells[(column, letter)]
        if cell.locked or column == ME:
            return
        new = "" if clear else CYCLE[cell.note]
        if new == cell.note:
            return
        if new:
            self._notes.setdefault(column, {})[letter] = new
        else:
            self._notes.get(column, {}).pop(letter, None)
        self._rebuild()  # at once; the next view confirms it
        self.mark_chosen.emit(column, letter, new)

    def _hovered(self, column: str, letter: str) -> None:
        self.hover_letter, self.hover_column = letter, column
        self.log.set_hover(letter, column)

    def _assist_result(self) -> dict[str, Any] | None:
        if not self._assist or self.view is None:
            return None
        # Deduced once a view: the cache holds the view itself, so a new view never reuses it.
        if self._assist_cache is None or self._assist_cache[0] is not self.view:
            self._assist_cache = (self.view, deduce_assist(self.view))
        return self._assist_cache[1]

    def _rebuild(self) -> None:
        view = self.view
        if view is None:
            return
        sheet = self._sheet = build_sheet(view, self._notes, self._assist_result())
        self.read_only.setVisible(not self.interactive)
        self.legend_items["assist"][0].setVisible(self._assist)
        self.legend_items["assist"][1].setVisible(self._assist)
        self.how_to.setVisible(self.interactive)
        self._show_notice(view, sheet)
        self._show_hand(view)
        self._show_log(view)
        self._show_truant_guesses(view)
        self._show_hand_guesses(view)
        self.grid.show_sheet(sheet, view, self.interactive)
        self.grid.refit()
        self.grid.update_cursor()
        self.grid.update()

    def _show_notice(self, view: dict[str, Any], sheet: Sheet) -> None:
        lines = []
        if sheet.contradiction:
            if view.get("mode") == "companion":
                lines.append(_("<b>The clue log does not fit together:</b> no deal of the cards matches every "
                               "answer. One answer was probably typed in wrong; check the log."))
            else:
                lines.append(_("<b>The clue log does not fit together:</b> the assist cannot deduce anything."))
        if sheet.conflicts:
            shown = join_clauses(
                _("{letter} under {column} ({why})").format(letter=ch, column=self.column_title(col), why=render(why))
                for col, ch, why in sheet.conflicts[:4])
            more = len(sheet.conflicts) - 4
            if more > 0:
                lines.append(ngettext("<b>Some of your marks do not fit:</b> {marks} and {n} more.",
                                      "<b>Some of your marks do not fit:</b> {marks} and {n} more.", more)
                             .format(marks=shown, n=more))
            else:
                lines.append(_("<b>Some of your marks do not fit:</b> {marks}.").format(marks=shown))
        self.notice.setText("<br>".join(lines))
        self.notice.setVisible(bool(lines))

    def _show_hand(self, view: dict[str, Any]) -> None:
        me = view.get("seat")
        visible = me is not None
        for w in (self.hand_title, self.hand_boxes, self.hand_note):
            w.setVisible(visible)
        if not visible:
            return
        face_up = list(view["revealed"][me])
        hand = view.get("hand")
        letters = "".join(hand) if hand is not None else "".join(sorted(face_up))
        self.hand_boxes.set_letters(letters, view["hand_size"], set(face_up))
        if face_up:
            self.hand_note.setText(_("face up: {letters} (shaded)").format(letters=" ".join(face_up)))
        elif hand is None:
            self.hand_note.setText(_("(your printed cards)"))
        else:
            self.hand_note.setText("")

    def _show_log(self, view: dict[str, Any]) -> None:
        entries = log_entries(view)
        grew = len(entries) != len(self.log.entries)
        self.log.hand = set(view.get("hand") or ())
        self.log.seat = self.seat
        self.log.set_entries(entries)
        self._fit_log()
        if grew:
            bar = self.log_scroll.verticalScrollBar()
            bar.setValue(bar.maximum())
            self.log_scroll.ensureVisible(0, self.log.height(), 0, 0)

    def _show_truant_guesses(self, view: dict[str, Any]) -> None:
        guesses = view.get("my_truant_guesses")
        truants = set(view.get("truants") or ())
        for i, boxes in enumerate(self.truant_rows):
            letters = guesses[i] if guesses else ""
            boxes.set_letters(letters, 3, hits=truants if truants and letters else None)
        if truants:
            self.truant_result.setText(_("The truants were {letters} (✓ right).").format(
                letters=" ".join(sorted(truants))))
        else:
            self.truant_result.setText(_("Written after rounds 4, 5 and 6."))

    def _show_hand_guesses(self, view: dict[str, Any]) -> None:
        """One row per other seat: the guess of its hand and, at the end, how right it was."""
        me = view.get("seat")
        others = [s for s in range(view["players"]) if s != me]
        for seat in list(self.hand_guess_rows):
            if seat not in others:
                for w in self.hand_guess_rows.pop(seat):
                    w.deleteLater()
        mine = view.get("my_hand_guesses")
        hands = view.get("hands")
        for row, seat in enumerate(others):
            name, boxes, result = self._hand_guess_row(seat, row)
            name.setText(self.seat_name(seat))
            letters = mine[seat] if mine and seat < len(mine) else ""
            truth = set(hands[seat]) if hands else None
            boxes.set_letters(letters, view["hand_size"], hits=truth if truth is not None and letters else None)
            if truth is not None and letters:
                right = sum(1 for ch in letters if ch in truth)
                result.setText((_("{n} right, complete") if set(letters) == truth else _("{n} right")).format(n=right))
            else:
                result.setText("")

    def _hand_guess_row(self, seat: int, row: int) -> tuple[QLabel, LetterBoxes, QLabel]:
        """The row of ``seat``'s hand guess, made the first time it is shown."""
        if seat not in self.hand_guess_rows:
            name = QLabel()
            name.setFont(_font(13))
            boxes = LetterBoxes()
            result = _label("", "muted", px=12)
            self.hand_guess_rows[seat] = (name, boxes, result)
            self.hand_guess_grid.addWidget(name, row + 1, 0)  # under the heading
            self.hand_guess_grid.addWidget(boxes, row + 1, 1)
            self.hand_guess_grid.addWidget(result, row + 1, 2)
        return self.hand_guess_rows[seat]

