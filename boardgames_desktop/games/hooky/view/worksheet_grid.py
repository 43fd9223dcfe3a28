"""The worksheet's letter grid: rows A to Z against every column of one seat's
sheet, painted from the sheet model (see :mod:`.worksheet_view` for what each
kind of cell means and how a player marks it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QToolTip,
    QWidget,
)

from .... import theme
from ....core.i18n import _
from ....ui.kit.keys import key_names, paint_focus_mark
from ....ui.kit.marks import paint_seat_token
from ....ui.kit.motion import paint_hint_mark
from ....ui.kit.paintguard import guarded_paint
from ..data import LETTERS, PLAYGROUND, TRUANTS
from ..worksheet import (
    ME,
    Sheet,
    column_capacity,
)
from .worksheet_parts import (
    MAX_CELL,
    MIN_CELL,
    _font,
    paint_cell_background,
    paint_cell_symbol,
    paint_conflict,
)


# -- the grid ---------------------------------------------------------------------------------
class WorksheetGrid(QWidget):
    """Rows A to Z by the sheet's columns; click to mark. Painted, so it scales."""

    cell_clicked = Signal(str, str, bool)  # column, letter, clear (right-click / Delete)
    hovered = Signal(str, str)             # column, letter ("" when off the grid)

    def __init__(self, column_title: Callable[[str], str], describe_cell: Callable[[int, int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: The column's heading and a cell's tooltip, in the worksheet's words (its names).
        self._column_title = column_title
        self._describe_cell = describe_cell
        #: What the grid paints, given by :meth:`show_sheet`.
        self.sheet: Sheet | None = None
        self.view: Mapping[str, Any] = {}
        self.interactive = False
        self.hover: tuple[int, int] = (-1, -1)   # (column index, row index)
        self.focus_cell: tuple[int, int] = (0, 0)
        #: The hinted note's cell (column, letter), marked with the hint's mark; None: none.
        self.hint_cell: tuple[str, str] | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(_("Worksheet grid: letters A to Z by player, playground and truants"))
        #: 1: A to Z in one column; 2: A to M beside N to Z, for a screen too short for one
        #: column at legible cells (a laptop), so every letter stays on screen.
        self.blocks = 1

    # geometry -------------------------------------------------------------------------------
    def show_sheet(self, sheet: Sheet, view: Mapping[str, Any], interactive: bool) -> None:
        """Paint ``sheet``, the worksheet of ``view``'s seat; ``interactive``: clicks mark."""
        self.sheet, self.view, self.interactive = sheet, view, interactive

    def _columns(self) -> list[str]:
        return self.sheet.columns if self.sheet else []

    def rows_per_block(self) -> int:
        return -(-len(LETTERS) // self.blocks)

    def set_blocks(self, blocks: int) -> None:
        if blocks != self.blocks:
            self.blocks = blocks
            self.hover = (-1, -1)
            self.updateGeometry()
            self.refit()
            self.update()

    def minimum_height(self, blocks: int) -> int:
        """The least height of the grid in ``blocks`` blocks (legible cells)."""
        _letter_w, head, _widths = self.layout_for(float(MIN_CELL))
        return round(head + MIN_CELL * -(-len(LETTERS) // blocks)) + 2

    def minimum_width(self, blocks: int) -> int:
        """The least width of the grid in ``blocks`` blocks (legible cells)."""
        cell = float(MIN_CELL)
        letter_w, _head, widths = self.layout_for(cell)
        return round(blocks * (letter_w + sum(widths)) + (blocks - 1) * self._gap(cell)) + 2

    def cell_size(self) -> float:
        rows = self.rows_per_block() + 2.2  # the letters and the two-line head
        return max(float(MIN_CELL), min(float(MAX_CELL), (self.height() - 2) / rows))

    def _widths(self, cell: float) -> list[float]:
        small = QFontMetricsF(_font(self._label_px(cell)))
        names = [self._column_title(col) for col in self._columns()]
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

    @staticmethod
    def _gap(cell: float) -> float:
        return cell * 0.5  # between the two halves of a split grid

    def _origin(self, block: int, cell: float, letter_w: float, widths: list[float]) -> float:
        """The left edge of block ``block`` (0: A..., 1: the second half)."""
        return block * (letter_w + sum(widths) + self._gap(cell))

    def _block_rows(self, block: int) -> range:
        per = self.rows_per_block()
        return range(block * per, min(len(LETTERS), (block + 1) * per))

    def _size_at(self, cell: float) -> QSize:
        letter_w, head, widths = self.layout_for(cell)
        width = self.blocks * (letter_w + sum(widths)) + (self.blocks - 1) * self._gap(cell)
        return QSize(round(width) + 2, round(head + cell * self.rows_per_block()) + 2)

    def cell_rect(self, column: str, letter: str) -> QRect:
        """Where the cell of ``column`` and ``letter`` is, in this widget's pixels."""
        return self._cell_rectf(self._columns().index(column), LETTERS.index(letter)).toAlignedRect()

    def _cell_rectf(self, ci: int, ri: int) -> QRectF:
        cell, letter_w, head, widths = self._geometry()
        block, row = divmod(ri, self.rows_per_block())
        x = self._origin(block, cell, letter_w, widths) + letter_w + sum(widths[:ci])
        return QRectF(x + 0.5, head + row * cell + 0.5, widths[ci], cell)

    def _hit(self, pos: QPointF) -> tuple[int, int]:
        cell, letter_w, head, widths = self._geometry()
        block_w = letter_w + sum(widths)
        for block in range(self.blocks):
            x0 = self._origin(block, cell, letter_w, widths)
            if x0 <= pos.x() < x0 + block_w:
                break
        else:
            return -1, -1
        rows = self._block_rows(block)
        row = int((pos.y() - head) // cell) if pos.y() >= head else -1
        ri = rows.start + row if 0 <= row < len(rows) else -1
        ci = -1
        x = x0 + letter_w
        if pos.x() >= x:
            for i, w in enumerate(widths):
                if pos.x() < x + w:
                    ci = i
                    break
                x += w
        return ci, ri

    def sizeHint(self) -> QSize:
        return self._size_at(32.0)

    def minimumSizeHint(self) -> QSize:
        return self._size_at(float(MIN_CELL))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.refit()  # the width follows the cell size the height allows
        super().resizeEvent(event)

    def refit(self) -> None:
        want = self._size_at(self.cell_size()).width()
        if self.minimumWidth() != want or self.maximumWidth() != want:
            self.setFixedWidth(want)

    # painting ---------------------------------------------------------------------------------
    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        sheet = self.sheet
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if sheet is None:
            p.end()
            return
        cell, letter_w, head, widths = self._geometry()
        cols = sheet.columns
        total_w = letter_w + sum(widths)
        per = self.rows_per_block()
        hc, hr = self.hover
        interactive = self.interactive
        # cells
        for ri, ch in enumerate(LETTERS):
            for ci, col in enumerate(cols):
                paint_cell_background(p, self._cell_rectf(ci, ri), sheet.cells[(col, ch)])
        # hover: the row and the column, under the marks
        band = QColor(theme.HIGHLIGHT_SOFT)
        band.setAlpha(120)
        if 0 <= hr < len(LETTERS):
            x0 = self._origin(hr // per, cell, letter_w, widths)
            p.fillRect(QRectF(x0 + 0.5, head + (hr % per) * cell + 0.5, total_w, cell), band)
        for block in range(self.blocks):
            if 0 <= hc < len(cols):
                x = self._origin(block, cell, letter_w, widths) + letter_w + sum(widths[:hc]) + 0.5
                p.fillRect(QRectF(x, 0.5, widths[hc], head + cell * len(self._block_rows(block))), band)
        for ri, ch in enumerate(LETTERS):
            for ci, col in enumerate(cols):
                c = sheet.cells[(col, ch)]
                r = self._cell_rectf(ci, ri)
                paint_cell_symbol(p, r, c)
                if c.conflict:
                    paint_conflict(p, r)
        for block in range(self.blocks):
            # Each half drawn as a whole sheet of its own, shifted right.
            rows = self._block_rows(block)
            x0 = self._origin(block, cell, letter_w, widths)
            p.save()
            p.translate(x0, 0)
            body = QRectF(letter_w + 0.5, head + 0.5, sum(widths), cell * len(rows))
            self._paint_lines(p, cell, letter_w, head, widths, body, rows)
            self._paint_heads(p, cell, letter_w, head, widths)
            self._paint_letters(p, cell, letter_w, head, rows)
            p.restore()
        # the cell under the mouse (clickable) and the keyboard's cell
        hovered = interactive and 0 <= hc < len(cols) and 0 <= hr < len(LETTERS)
        if hovered and not sheet.cells[(cols[hc], LETTERS[hr])].locked:
            p.setPen(QPen(QColor(theme.HIGHLIGHT), 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self._cell_rectf(hc, hr).adjusted(1, 1, -1, -1))
        if self.hasFocus() and interactive:
            fc, fr = self.focus_cell
            if 0 <= fc < len(cols):  # the focus mark every board's keys move (ui/kit/keys.py)
                paint_focus_mark(p, self._cell_rectf(fc, fr).adjusted(4, 4, -4, -4), 0.6)
        hint = self.hint_cell
        if hint is not None and hint[0] in cols and hint[1] in LETTERS:
            paint_hint_mark(p, self._cell_rectf(cols.index(hint[0]), LETTERS.index(hint[1])).adjusted(2, 2, -2, -2),
                            0.6)
        p.end()

    def show_hint_cell(self, cell: tuple[str, str] | None) -> None:
        """Mark the cell of a hinted note (None: no mark)."""
        if cell != self.hint_cell:
            self.hint_cell = cell
            self.update()

    def _paint_lines(self, p: QPainter, cell: float, letter_w: float, head: float,
                     widths: list[float], body: QRectF, rows: range) -> None:
        cols = self._columns()
        thin = QPen(QColor(theme.RULE), 1.0)
        strong = QPen(QColor(theme.INK_SOFT), 1.3)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for row in range(1, len(rows)):
            y = head + row * cell + 0.5
            p.setPen(strong if (rows.start + row) % 5 == 0 else thin)
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
        me = self.view.get("seat")
        label_px = self._label_px(cell)
        small = _font(label_px)
        bold = _font(label_px, bold=True)
        hc = self.hover[0]
        x = letter_w
        view = self.view
        for ci, col in enumerate(self._columns()):
            w = widths[ci]
            bottom = QRectF(x + 3, head * 0.52, w - 6, head * 0.44)
            name = self._column_title(col)
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
                assert isinstance(seat, int)  # the own column is there only on a seat's sheet
                paint_seat_token(p, seat, QPointF(x + w / 2, head * 0.3), min(cell * 0.3, head * 0.2))
                p.setPen(QColor(theme.INK))
                elided = QFontMetricsF(p.font()).elidedText(name, Qt.TextElideMode.ElideRight, bottom.width())
                p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, elided)
            x += w

    def _paint_letters(self, p: QPainter, cell: float, letter_w: float, head: float, rows: range) -> None:
        sheet = self.sheet
        assert sheet is not None  # painted only with a sheet
        hr = self.hover[1]
        for ri in rows:
            ch = LETTERS[ri]
            r = QRectF(0, head + (ri - rows.start) * cell, letter_w, cell)
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
        clickable = bool(column and letter and self.sheet and self.interactive
                         and not self.sheet.cells[(column, letter)].locked)
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._set_hover(self._hit(event.position()))

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover((-1, -1))
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
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

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        event.accept()  # a right-click clears a cell; no menu from the parents

    def keyPressEvent(self, event: QKeyEvent) -> None:
        cols = self._columns()
        if not cols:
            return super().keyPressEvent(event)
        ci, ri = self.focus_cell
        key = event.key()
        moves: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
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

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            # A letter typed on the grid is its row, not a window's one-key shortcut
            # (Help > Hint is H): the grid takes the key before the shortcut does.
            key = cast(QKeyEvent, event)
            if self._columns() and not key.modifiers() & ~Qt.KeyboardModifier.KeypadModifier \
                    and len(key.text()) == 1 and key.text().upper() in LETTERS:
                event.accept()
                return True
        if event.type() == QEvent.Type.ToolTip and self.sheet:
            event = cast(QHelpEvent, event)  # a ToolTip event is a help event
            ci, ri = self._hit(QPointF(event.pos()))
            text = self._describe_cell(ci, ri)
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


def hooky_keys() -> list[tuple[str, str]]:
    """The worksheet's keys, for Help > Keys (the menu's shortcuts are listed with the window's)."""
    return [
        (_("Arrow keys"), _("Move the focus mark on the worksheet grid")),
        (_("A letter"), _("Go to that letter's row of the worksheet")),
        (_("Enter, Space"), _("Mark the cell, as a click does")),
        (key_names("Del", "Backspace"), _("Clear the cell, as a right-click does")),
        (key_names("Tab", "Shift+Tab"), _("Go to the next or previous field or button")),
    ]
