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

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from .... import theme
from ....core.i18n import _, ngettext, render, seat_label
from ....ui.kit.flow import FlowLayout
from ....ui.kit.marks import paint_seat_token
from ..data import LETTERS, NOTICE_TINT, PLAYGROUND, TRUANT_GUESS_ROUNDS, TRUANTS
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
    column_capacity,
    log_entries,
)
from ..worksheet import assist as deduce_assist
from .worksheet_parts import (
    LEGEND,
    MAX_CELL,
    MIN_CELL,
    OPEN_BG,
    ClueLog,
    LetterBoxes,
    SampleCell,
    _font,
    _label,
    _LogScroll,
    paint_cell_background,
    paint_cell_symbol,
    paint_conflict,
)


# -- the grid ---------------------------------------------------------------------------------
class WorksheetGrid(QWidget):
    """Rows A to Z by the sheet's columns; click to mark. Painted, so it scales."""

    cell_clicked = Signal(str, str, bool)  # column, letter, clear (right-click / Delete)
    hovered = Signal(str, str)             # column, letter ("" when off the grid)

    def __init__(self, owner: "WorksheetWidget"):
        super().__init__(owner)
        self._owner = owner
        self.hover: tuple[int, int] = (-1, -1)   # (column index, row index)
        self.focus_cell: tuple[int, int] = (0, 0)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(_("Worksheet grid: letters A to Z by player, playground and truants"))

    # geometry -------------------------------------------------------------------------------
    @property
    def sheet(self) -> Sheet | None:
        return self._owner._sheet

    def _columns(self) -> list[str]:
        return self.sheet.columns if self.sheet else []

    def cell_size(self) -> float:
        rows = len(LETTERS) + 2.2  # the letters and the two-line head
        return max(float(MIN_CELL), min(float(MAX_CELL), (self.height() - 2) / rows))

    def _widths(self, cell: float) -> list[float]:
        small = QFontMetricsF(_font(self._label_px(cell)))
        names = [self._owner.column_title(col) for col in self._columns()]
        out = []
        seat_w = cell * 1.2
        for col, name in zip(self._columns(), names):
            if col not in (PLAYGROUND, TRUANTS, ME):
                seat_w = max(seat_w, min(small.horizontalAdvance(name) + 12, cell * 2.3))
        for col, name in zip(self._columns(), names):
            if col in (PLAYGROUND, TRUANTS):
                out.append(max(cell * 1.2, small.horizontalAdvance(name) + 12))
            elif col == ME:
                out.append(max(cell * 1.2, small.horizontalAdvance(name) + 10))
            else:
                out.append(seat_w)
        return out

    @staticmethod
    def _label_px(cell: float) -> float:
        return max(11.0, cell * 0.36)

    def layout_for(self, cell: float) -> tuple[float, float, list[float]]:
        """(letter column width, head height, column widths) at cell size ``cell``."""
        return cell * 1.05, cell * 2.2, self._widths(cell)

    def _geometry(self) -> tuple[float, float, float, list[float]]:
        cell = self.cell_size()
        letter_w, head, widths = self.layout_for(cell)
        return cell, letter_w, head, widths

    def cell_rect(self, column: str, letter: str) -> QRect:
        """Where the cell of ``column`` and ``letter`` is, in this widget's pixels."""
        return self._cell_rectf(self._columns().index(column), LETTERS.index(letter)).toAlignedRect()

    def _cell_rectf(self, ci: int, ri: int) -> QRectF:
        cell, letter_w, head, widths = self._geometry()
        x = letter_w + sum(widths[:ci])
        return QRectF(x + 0.5, head + ri * cell + 0.5, widths[ci], cell)

    def _hit(self, pos: QPointF) -> tuple[int, int]:
        cell, letter_w, head, widths = self._geometry()
        ri = int((pos.y() - head) // cell) if pos.y() >= head else -1
        if ri >= len(LETTERS):
            ri = -1
        ci = -1
        x = letter_w
        if pos.x() >= x:
            for i, w in enumerate(widths):
                if pos.x() < x + w:
                    ci = i
                    break
                x += w
        return ci, ri

    def sizeHint(self) -> QSize:
        cell = 32.0
        letter_w, head, widths = self.layout_for(cell)
        return QSize(round(letter_w + sum(widths)) + 2, round(head + cell * len(LETTERS)) + 2)

    def minimumSizeHint(self) -> QSize:
        cell = float(MIN_CELL)
        letter_w, head, widths = self.layout_for(cell)
        return QSize(round(letter_w + sum(widths)) + 2, round(head + cell * len(LETTERS)) + 2)

    def resizeEvent(self, event) -> None:
        self.refit()  # the width follows the cell size the height allows
        super().resizeEvent(event)

    def refit(self) -> None:
        cell = self.cell_size()
        letter_w, _head, widths = self.layout_for(cell)
        want = round(letter_w + sum(widths)) + 2
        if self.minimumWidth() != want or self.maximumWidth() != want:
            self.setFixedWidth(want)

    # painting ---------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        sheet = self.sheet
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if sheet is None:
            p.end()
            return
        cell, letter_w, head, widths = self._geometry()
        cols = sheet.columns
        total_w = letter_w + sum(widths)
        body = QRectF(letter_w + 0.5, head + 0.5, sum(widths), cell * len(LETTERS))
        hc, hr = self.hover
        interactive = self._owner.interactive
        # cells
        for ri, ch in enumerate(LETTERS):
            for ci, col in enumerate(cols):
                paint_cell_background(p, self._cell_rectf(ci, ri), sheet.cells[(col, ch)])
        # hover: the row and the column, under the marks
        band = QColor(theme.HIGHLIGHT_SOFT)
        band.setAlpha(120)
        if 0 <= hr < len(LETTERS):
            p.fillRect(QRectF(0.5, head + hr * cell + 0.5, total_w, cell), band)
        if 0 <= hc < len(cols):
            x = letter_w + sum(widths[:hc]) + 0.5
            p.fillRect(QRectF(x, 0.5, widths[hc], head + cell * len(LETTERS)), band)
        for ri, ch in enumerate(LETTERS):
            for ci, col in enumerate(cols):
                c = sheet.cells[(col, ch)]
                r = self._cell_rectf(ci, ri)
                paint_cell_symbol(p, r, c)
                if c.conflict:
                    paint_conflict(p, r)
        self._paint_lines(p, cell, letter_w, head, widths, body)
        self._paint_heads(p, cell, letter_w, head, widths)
        self._paint_letters(p, cell, letter_w, head)
        # the cell under the mouse (clickable) and the keyboard's cell
        hovered = interactive and 0 <= hc < len(cols) and 0 <= hr < len(LETTERS)
        if hovered and not sheet.cells[(cols[hc], LETTERS[hr])].locked:
            p.setPen(QPen(QColor(theme.HIGHLIGHT), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self._cell_rectf(hc, hr).adjusted(1, 1, -1, -1))
        if self.hasFocus() and interactive:
            fc, fr = self.focus_cell
            if 0 <= fc < len(cols):
                pen = QPen(QColor(theme.INK), 1.5, Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(self._cell_rectf(fc, fr).adjusted(2, 2, -2, -2))
        p.end()

    def _paint_lines(self, p: QPainter, cell: float, letter_w: float, head: float,
                     widths: list[float], body: QRectF) -> None:
        cols = self._columns()
        thin = QPen(QColor(theme.RULE), 1.0)
        strong = QPen(QColor(theme.INK_SOFT), 1.3)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for ri in range(1, len(LETTERS)):
            y = head + ri * cell + 0.5
            p.setPen(strong if ri % 5 == 0 else thin)
            p.drawLine(QPointF(0.5, y), QPointF(body.right(), y))
        x = letter_w + 0.5
        p.setPen(strong)
        p.drawLine(QPointF(x, 0.5 + head * 0.15), QPointF(x, body.bottom()))
        for ci, w in enumerate(widths[:-1]):
            x += w
            # heavier after "You" and between the players and the playground
            heavy = cols[ci] == ME or (cols[ci + 1] == PLAYGROUND)
            p.setPen(strong if heavy else thin)
            p.drawLine(QPointF(x, 0.5 + head * 0.15), QPointF(x, body.bottom()))
        p.setPen(strong)
        p.drawLine(QPointF(0.5, body.top()), QPointF(body.right(), body.top()))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(0.5, body.top(), body.right() - 0.5, body.height()))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)

    def _paint_heads(self, p: QPainter, cell: float, letter_w: float, head: float,
                     widths: list[float]) -> None:
        me = self._owner.seat
        label_px = self._label_px(cell)
        small = _font(label_px)
        bold = _font(label_px, bold=True)
        hc = self.hover[0]
        x = letter_w
        view = self._owner.view or {}
        for ci, col in enumerate(self._columns()):
            w = widths[ci]
            bottom = QRectF(x + 3, head * 0.52, w - 6, head * 0.44)
            name = self._owner.column_title(col)
            p.setFont(bold if ci == hc else small)
            if col in (PLAYGROUND, TRUANTS):
                p.setPen(QColor(theme.INK))
                p.drawText(QRectF(x, head * 0.12, w, head * 0.44),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, name)
                p.setFont(_font(max(11.0, label_px * 0.9)))
                p.setPen(QColor(theme.INK_SOFT))
                p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                           _("{n} cards").format(n=column_capacity(view, col)))
            else:
                seat = me if col == ME else int(col)
                paint_seat_token(p, seat, QPointF(x + w / 2, head * 0.3), min(cell * 0.3, head * 0.2))
                p.setPen(QColor(theme.INK))
                elided = QFontMetricsF(p.font()).elidedText(name, Qt.TextElideMode.ElideRight, bottom.width())
                p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, elided)
            x += w

    def _paint_letters(self, p: QPainter, cell: float, letter_w: float, head: float) -> None:
        sheet = self.sheet
        hr = self.hover[1]
        for ri, ch in enumerate(LETTERS):
            r = QRectF(0, head + ri * cell, letter_w, cell)
            settled = ch in sheet.settled
            p.setFont(_font(cell * 0.56, bold=True))
            p.setPen(QColor(theme.INK_SOFT if settled and ri != hr else theme.INK))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, ch)

    # mouse and keyboard -----------------------------------------------------------------------
    def _set_hover(self, hover: tuple[int, int]) -> None:
        if hover != self.hover:
            self.hover = hover
            column, letter = self._hovered_cell()
            self.update_cursor()
            self.hovered.emit(column, letter)
            self.update()

    def _hovered_cell(self) -> tuple[str, str]:
        ci, ri = self.hover
        cols = self._columns()
        column = cols[ci] if 0 <= ci < len(cols) else ""
        letter = LETTERS[ri] if 0 <= ri < len(LETTERS) else ""
        return column, letter

    def update_cursor(self) -> None:
        """A pointing hand over a cell a click would change, else the arrow."""
        column, letter = self._hovered_cell()
        clickable = bool(column and letter and self.sheet and self._owner.interactive
                         and not self.sheet.cells[(column, letter)].locked)
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)

    def mouseMoveEvent(self, event) -> None:
        self._set_hover(self._hit(event.position()))

    def leaveEvent(self, event) -> None:
        self._set_hover((-1, -1))
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:
        ci, ri = self._hit(event.position())
        self._set_hover((ci, ri))
        if ci < 0 or ri < 0:
            return super().mousePressEvent(event)
        self.focus_cell = (ci, ri)
        if event.button() == Qt.MouseButton.LeftButton:
            self.cell_clicked.emit(self._columns()[ci], LETTERS[ri], False)
        elif event.button() == Qt.MouseButton.RightButton:
            self.cell_clicked.emit(self._columns()[ci], LETTERS[ri], True)
        event.accept()

    def contextMenuEvent(self, event) -> None:
        event.accept()  # a right-click clears a cell; no menu from the parents

    def keyPressEvent(self, event) -> None:
        cols = self._columns()
        if not cols:
            return super().keyPressEvent(event)
        ci, ri = self.focus_cell
        key = event.key()
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                 Qt.Key.Key_Down: (0, 1)}
        if key in moves:
            dc, dr = moves[key]
            self.focus_cell = (min(max(ci + dc, 0), len(cols) - 1), min(max(ri + dr, 0), len(LETTERS) - 1))
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.cell_clicked.emit(cols[ci], LETTERS[ri], False)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.cell_clicked.emit(cols[ci], LETTERS[ri], True)
        elif event.text() and event.text().upper() in LETTERS and len(event.text()) == 1:
            self.focus_cell = (ci, LETTERS.index(event.text().upper()))
        else:
            return super().keyPressEvent(event)
        fc, fr = self.focus_cell
        self.hovered.emit(cols[fc], LETTERS[fr])
        self.update()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.sheet:
            ci, ri = self._hit(QPointF(event.pos()))
            text = self._owner.describe_cell(ci, ri)
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)



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

    def __init__(self, parent: QWidget | None = None):
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
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(16)
        # The grid on the left takes the height (A to Z in one column); everything else stands
        # beside it, the clue log filling what the rest leaves.
        self.grid = WorksheetGrid(self)
        self.grid.cell_clicked.connect(self._cell_clicked)
        self.grid.hovered.connect(self._hovered)
        outer.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignTop)

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
        hand_row.addWidget(self.hand_note)
        hand_row.addStretch(1)
        right.addLayout(hand_row)

        right.addWidget(_label(_("Clue log"), px=15, bold=True))
        self.log = ClueLog(self)
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
        below = FlowLayout(spacing=24, line_spacing=8)
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
        right.addLayout(below)
        right.addWidget(self._legend())
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
        return box

    # fitting the page -----------------------------------------------------------------------------
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
        margins = self.layout().contentsMargins()
        right = self.layout().itemAt(1).layout()
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

    def set_assist_toggle_visible(self, visible: bool) -> None:
        """Hide the assist tick box when the main view offers its own switch."""
        self.assist_box.setVisible(visible)

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
        if column == ME:
            return _("You")
        if column == PLAYGROUND:
            return _("Playground")
        if column == TRUANTS:
            return _("Truants")
        return self.seat_name(int(column))

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
        self.log.update()

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
        self._sheet = build_sheet(view, self._notes, self._assist_result())
        self.read_only.setVisible(not self.interactive)
        self.legend_items["assist"][0].setVisible(self._assist)
        self.legend_items["assist"][1].setVisible(self._assist)
        self.how_to.setVisible(self.interactive)
        self._show_notice()
        self._show_hand()
        self._show_log()
        self._show_guesses()
        self.grid.refit()
        self.grid.update_cursor()
        self.grid.update()

    def _show_notice(self) -> None:
        sheet = self._sheet
        lines = []
        if sheet.contradiction:
            if self.view.get("mode") == "companion":
                lines.append(_("<b>The clue log does not fit together:</b> no deal of the cards matches every "
                               "answer. One answer was probably typed in wrong; check the log."))
            else:
                lines.append(_("<b>The clue log does not fit together:</b> the assist cannot deduce anything."))
        if sheet.conflicts:
            shown = "; ".join(
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

    def _show_hand(self) -> None:
        view = self.view
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

    def _show_log(self) -> None:
        entries = log_entries(self.view)
        grew = len(entries) != len(self.log.entries)
        self.log.hand = set(self.view.get("hand") or ())
        self.log.set_entries(entries)
        self._fit_log()
        if grew:
            bar = self.log_scroll.verticalScrollBar()
            bar.setValue(bar.maximum())
            self.log_scroll.ensureVisible(0, self.log.height(), 0, 0)

    def _show_guesses(self) -> None:
        view = self.view
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
        # one row per other seat
        me = view.get("seat")
        others = [s for s in range(view["players"]) if s != me]
        for seat in list(self.hand_guess_rows):
            if seat not in others:
                for w in self.hand_guess_rows.pop(seat):
                    w.deleteLater()
        mine = view.get("my_hand_guesses")
        hands = view.get("hands")
        for row, seat in enumerate(others):
            if seat not in self.hand_guess_rows:
                name = QLabel()
                name.setFont(_font(13))
                boxes = LetterBoxes()
                result = _label("", "muted", px=12)
                self.hand_guess_rows[seat] = (name, boxes, result)
                self.hand_guess_grid.addWidget(name, row + 1, 0)  # under the heading
                self.hand_guess_grid.addWidget(boxes, row + 1, 1)
                self.hand_guess_grid.addWidget(result, row + 1, 2)
            name, boxes, result = self.hand_guess_rows[seat]
            name.setText(self.seat_name(seat))
            letters = mine[seat] if mine and seat < len(mine) else ""
            truth = set(hands[seat]) if hands else None
            boxes.set_letters(letters, view["hand_size"], hits=truth if truth is not None and letters else None)
            if truth is not None and letters:
                right = sum(1 for ch in letters if ch in truth)
                result.setText((_("{n} right, complete") if set(letters) == truth else _("{n} right")).format(n=right))
            else:
                result.setText("")

