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

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ... import theme
from ...ui.kit.marks import paint_seat_token
from ...ui.kit.style import FONT_FAMILY, SURFACE
from .data import LETTERS, PLAYGROUND, TRUANT_GUESS_ROUNDS, TRUANTS, worksheet_columns
from .worksheet import assist as deduce_assist
from .worksheet import known_facts

#: The grid's column for the seat's own hand (not a Mark column: it is never clicked).
ME = "me"

#: Where a cell's mark comes from.
FACT = "fact"        # seen for certain (locked)
NOTE = "note"        # the player's own mark
ASSIST = "assist"    # deduced from the clue log (assist on)
IMPLIED = "implied"  # ruled out by the player's own ● or a full column: presentation only

#: A click moves a cell on by one.
CYCLE = {"": "has", "has": "has_not", "has_not": "maybe", "maybe": ""}
MARK_WORDS = {"has": "has", "has_not": "has not", "maybe": "maybe", "": "empty"}

MIN_CELL = 24  # 26 rows fit a 1080p window; still a comfortable click target
MAX_CELL = 40

# Colours beyond the shared palette, kept calm and apart from every seat colour.
ASSIST_INK = "#2F67A8"     # assist marks: a quiet blue, plus an "A" badge
ASSIST_TINT = "#EAF0F8"
LOCKED_BG = "#EDE5D6"      # cells the seat knows for certain
FACT_FILL = "#5A5249"      # a letter seen in that place: a solid cell
OPEN_BG = SURFACE


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


# -- the model of the sheet (plain Python) ----------------------------------------------------
@dataclass(frozen=True)
class Cell:
    """What one grid cell shows. ``note`` is the player's own mark underneath
    (clicks cycle it); ``conflict`` says why that mark cannot be right, or ""."""

    mark: str = ""
    source: str = ""
    locked: bool = False
    note: str = ""
    conflict: str = ""
    reason: str = ""


def column_capacity(view: Mapping[str, Any], column: str) -> int:
    if column == PLAYGROUND:
        return view["playground_size"]
    if column == TRUANTS:
        return view["truant_count"]
    return view["hand_size"]


def own_letters(view: Mapping[str, Any]) -> list[str]:
    """The seat's own cards as its view shows them (companion mode: only those face up)."""
    me = view.get("seat")
    if me is None:
        return []
    letters = set(view.get("hand") or ())
    letters.update(view["revealed"][me])
    return sorted(letters)


@dataclass
class Sheet:
    """The whole grid for one view: columns, cells and the notes above it."""

    columns: list[str]
    cells: dict[tuple[str, str], Cell]
    contradiction: bool
    conflicts: list[tuple[str, str, str]]  # (column, letter, why)
    settled: set[str]                      # letters whose place the seat knows for certain


def build_sheet(view: Mapping[str, Any], notes: Mapping[str, Mapping[str, str]],
                assist_result: Mapping[str, Any] | None) -> Sheet:
    """Every cell of the grid: facts first, then the player's marks, then the
    assist's, then what the player's own ● imply. Pure; the widget paints it."""
    me = view.get("seat")
    mark_columns = list(view.get("worksheet_columns") or worksheet_columns(view["players"], me))
    show_me = me is not None and view.get("hand") is not None
    columns = ([ME] if show_me else []) + mark_columns
    facts = {col: dict(m) for col, m in known_facts(view).items()}
    mine = set(own_letters(view))
    # A column whose every card is placed for certain rules every other letter out.
    for col in mark_columns:
        col_facts = facts.setdefault(col, {})
        sure = [ch for ch, m in col_facts.items() if m == "has"]
        if len(sure) >= column_capacity(view, col):
            for ch in LETTERS:
                col_facts.setdefault(ch, "has_not")
    deduced = dict(assist_result["marks"]) if assist_result else {}
    settled = set(mine)
    for col in mark_columns:
        settled.update(ch for ch, m in facts.get(col, {}).items() if m == "has")

    # What the table of certain + own + assist "has" looks like, for the implied ✕ and conflicts.
    def has_in(col: str, ch: str) -> str:
        fact = facts.get(col, {}).get(ch)
        if fact:  # a fact hides the player's mark beneath it
            return FACT if fact == "has" else ""
        sure = deduced.get(col, {}).get(ch)
        if notes.get(col, {}).get(ch) == "has" and sure != "has_not":
            return NOTE
        if sure == "has":
            return ASSIST
        return ""

    row_has: dict[str, list[str]] = {ch: [] for ch in LETTERS}
    col_has: dict[str, int] = {col: 0 for col in mark_columns}
    for col in mark_columns:
        for ch in LETTERS:
            if has_in(col, ch):
                row_has[ch].append(col)
                col_has[col] += 1

    cells: dict[tuple[str, str], Cell] = {}
    conflicts: list[tuple[str, str, str]] = []
    for ch in LETTERS:
        if show_me:
            if ch in mine:
                cells[(ME, ch)] = Cell("has", FACT, True, reason=f"{ch} is in your hand.")
            else:
                cells[(ME, ch)] = Cell("", "", True)
        for col in mark_columns:
            fact = facts.get(col, {}).get(ch, "")
            note = notes.get(col, {}).get(ch, "")
            sure = deduced.get(col, {}).get(ch, "")
            why = ""
            if fact:
                if note in ("has", "has_not") and note != fact:
                    why = "you have seen otherwise"
                cell = Cell(fact, FACT, True, note, why, _fact_reason(view, ch, col, fact, mine))
            elif note:
                if sure and note in ("has", "has_not") and note != sure:
                    why = "the clue log proves otherwise"
                elif note == "has" and (len(row_has[ch]) > 1 or ch in mine):
                    why = f"{ch} cannot be in two places"
                elif note == "has" and col_has[col] > column_capacity(view, col):
                    why = "more letters than the column holds"
                cell = Cell(note, NOTE, False, note, why)
            elif sure:
                cell = Cell(sure, ASSIST, False, reason="Follows from the clue log (assist).")
            elif row_has[ch] or col_has[col] >= column_capacity(view, col):
                cell = Cell("has_not", IMPLIED, False,
                            reason="Ruled out by your ● elsewhere in this row or column.")
            else:
                cell = Cell()
            if cell.conflict:
                conflicts.append((col, ch, cell.conflict))
            cells[(col, ch)] = cell
    contradiction = bool(assist_result and assist_result.get("contradiction"))
    return Sheet(columns, cells, contradiction, conflicts, settled)


def _fact_reason(view: Mapping[str, Any], ch: str, col: str, fact: str, mine: set[str]) -> str:
    if fact == "has":
        if col == PLAYGROUND and ch in view["playground_revealed"]:
            return f"{ch} turned up in the playground."
        if col.isdigit() and ch in view["revealed"][int(col)]:
            return f"{ch} is face up in front of this player."
        if col.isdigit() and any(p.get("letter") == ch and str(p["target"]) == col for p in view["peeks"]):
            return f"You saw {ch} when you peeked."
        return f"{ch} was shown at the end of the game."
    if ch in mine:
        return f"{ch} is in your hand."
    return f"{ch} is known to be elsewhere (or this column is full)."


# -- painting a cell (shared by the grid and the legend) -----------------------------------------
def paint_cell_background(p: QPainter, r: QRectF, cell: Cell) -> None:
    if cell.source == FACT or cell.locked:
        p.fillRect(r, QColor(LOCKED_BG))
    elif cell.source == ASSIST:
        p.fillRect(r, QColor(ASSIST_TINT))
    else:
        p.fillRect(r, QColor(OPEN_BG))


def _cross(p: QPainter, c: QPointF, half: float, colour: str, width: float) -> None:
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.drawLine(QPointF(c.x() - half, c.y() - half), QPointF(c.x() + half, c.y() + half))
    p.drawLine(QPointF(c.x() - half, c.y() + half), QPointF(c.x() + half, c.y() - half))


def _dot(p: QPainter, c: QPointF, radius: float, colour: str) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(colour))
    p.drawEllipse(c, radius, radius)


def _question(p: QPainter, r: QRectF, size: float, colour: str) -> None:
    p.setPen(QColor(colour))
    p.setFont(_font(size * 0.56, bold=True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")


def paint_cell_symbol(p: QPainter, r: QRectF, cell: Cell) -> None:
    """The mark of ``cell`` in ``r``: ● ✕ ? in the style of its source."""
    if not cell.mark:
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(r.width(), r.height())
    c = r.center()
    if cell.source == FACT:
        if cell.mark == "has":
            side = s - 5
            solid = QRectF(c.x() - side / 2, c.y() - side / 2, side, side)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(FACT_FILL))
            p.drawRoundedRect(solid, s * 0.12, s * 0.12)
            _dot(p, c, s * 0.17, theme.PAPER)
        else:
            _cross(p, c, s * 0.13, theme.RULE, max(1.2, s * 0.045))
    elif cell.source == IMPLIED:
        _cross(p, c, s * 0.13, theme.RULE, max(1.2, s * 0.045))
    else:
        colour = ASSIST_INK if cell.source == ASSIST else theme.INK
        if cell.mark == "has":
            _dot(p, c, s * (0.19 if cell.source == ASSIST else 0.22), colour)
        elif cell.mark == "has_not":
            width = max(1.6, s * (0.06 if cell.source == ASSIST else 0.075))
            _cross(p, c, s * (0.16 if cell.source == ASSIST else 0.19), colour, width)
        elif cell.mark == "maybe":
            _question(p, r, s, colour)
        if cell.source == ASSIST:
            p.setPen(QColor(ASSIST_INK))
            p.setFont(_font(s * 0.27, bold=True))
            badge = QRectF(r.right() - s * 0.34, r.top() + 1, s * 0.32, s * 0.34)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "A")
    p.restore()


def paint_conflict(p: QPainter, r: QRectF) -> None:
    """A red frame and a red corner: this mark cannot be right."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = min(r.width(), r.height())
    p.setPen(QPen(QColor(theme.DANGER), 2.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5))
    corner = QPolygonF([r.topLeft(), QPointF(r.left() + s * 0.38, r.top()), QPointF(r.left(), r.top() + s * 0.38)])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(theme.DANGER))
    p.drawPolygon(corner)
    p.restore()


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
        self.setAccessibleName("Worksheet grid: letters A to Z by player, playground and truants")

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

    def sizeHint(self) -> QSize:  # noqa: N802
        cell = 32.0
        letter_w, head, widths = self.layout_for(cell)
        return QSize(round(letter_w + sum(widths)) + 2, round(head + cell * len(LETTERS)) + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        cell = float(MIN_CELL)
        letter_w, head, widths = self.layout_for(cell)
        return QSize(round(letter_w + sum(widths)) + 2, round(head + cell * len(LETTERS)) + 2)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self.refit()  # the width follows the cell size the height allows
        super().resizeEvent(event)

    def refit(self) -> None:
        cell = self.cell_size()
        letter_w, head, widths = self.layout_for(cell)
        want = round(letter_w + sum(widths)) + 2
        if self.minimumWidth() != want or self.maximumWidth() != want:
            self.setFixedWidth(want)

    # painting ---------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
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
        if interactive and 0 <= hc < len(cols) and 0 <= hr < len(LETTERS):
            if not sheet.cells[(cols[hc], LETTERS[hr])].locked:
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
                p.setFont(_font(label_px * 0.9))
                p.setPen(QColor(theme.INK_SOFT))
                p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                           f"{column_capacity(view, col)} cards")
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

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        self._set_hover(self._hit(event.position()))

    def leaveEvent(self, event) -> None:  # noqa: N802
        self._set_hover((-1, -1))
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
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

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        event.accept()  # a right-click clears a cell; no menu from the parents

    def keyPressEvent(self, event) -> None:  # noqa: N802
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


# -- the clue log -------------------------------------------------------------------------------
@dataclass(frozen=True)
class LogEntry:
    kind: str                 # "clue", "peek" or "playground"
    round: int
    clue: Mapping[str, Any] | None = None
    seer: int = -1
    target: int = -1
    revealed: str = ""        # the card the seer turned up
    seen: str = ""            # the card seen (own peeks only)
    letter: str = ""          # the playground card


def log_entries(view: Mapping[str, Any]) -> list[LogEntry]:
    """The clue log with the reveals, peeks and playground cards where they happened:
    a peek comes just before its seer's question of that round, a playground card
    after the last question of its round."""
    peeks = list(view["peeks"])
    taken = [False] * len(peeks)
    revealed_index: dict[int, int] = {}
    peek_cards: list[str] = []
    for p in peeks:
        k = revealed_index.get(p["seer"], 0)
        revealed_index[p["seer"]] = k + 1
        cards = view["revealed"][p["seer"]]
        peek_cards.append(cards[k] if k < len(cards) else "")
    grounds = list(view["playground_revealed"])
    after = list(view.get("reveal_after") or ())
    placed = 0
    out: list[LogEntry] = []

    def peek_entry(i: int) -> LogEntry:
        p = peeks[i]
        taken[i] = True
        return LogEntry("peek", p["round"], seer=p["seer"], target=p["target"],
                        revealed=peek_cards[i], seen=p.get("letter") or "")

    def flush_playground(up_to_round: int) -> None:
        nonlocal placed
        while placed < len(grounds) and placed < len(after) and after[placed] <= up_to_round:
            out.append(LogEntry("playground", after[placed], letter=grounds[placed]))
            placed += 1

    for clue in view["clues"]:
        flush_playground(clue["round"] - 1)
        if clue["kind"] == "question":
            for i, p in enumerate(peeks):
                if not taken[i] and p["round"] == clue["round"] and p["seer"] == clue["asker"]:
                    out.append(peek_entry(i))
        out.append(LogEntry("clue", clue["round"], clue=clue))
    flush_playground(99)
    for i in range(len(peeks)):
        if not taken[i]:
            out.append(peek_entry(i))
    while placed < len(grounds):  # (companion corrections) anything left, at the end
        out.append(LogEntry("playground", view.get("round", 0), letter=grounds[placed]))
        placed += 1
    return out


class ClueLog(QWidget):
    """The clue log as a painted table: round, asker, asked, word, answer."""

    ROW = 28.0
    HEAD = 26.0
    PAD = 6.0

    def __init__(self, owner: "WorksheetWidget"):
        super().__init__(owner)
        self._owner = owner
        self.entries: list[LogEntry] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName("Clue log")

    def set_entries(self, entries: list[LogEntry]) -> None:
        self.entries = entries
        self.setFixedHeight(round(self.HEAD + max(1, len(entries)) * self.ROW + self.PAD))
        self.update()

    def widths(self) -> tuple[float, float, float, float, float]:
        """round, asker, asked, word (five boxes), answer"""
        return 44.0, 96.0, 96.0, 5 * 24.0 + 8, 44.0

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(round(sum(self.widths()) + 2 * self.PAD), round(self.height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(round(sum(self.widths()) + 2 * self.PAD), round(self.HEAD + self.ROW))

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        wr, wa, wq, ww, wn = self.widths()
        x0 = self.PAD
        xs = [x0, x0 + wr, x0 + wr + wa, x0 + wr + wa + wq, x0 + wr + wa + wq + ww]
        total = sum(self.widths())
        head_font = _font(12, bold=True)
        p.setFont(head_font)
        p.setPen(QColor(theme.INK_SOFT))
        for x, w, label in zip(xs, self.widths(), ("Round", "Asker", "Asked", "Word", "Answer")):
            p.drawText(QRectF(x, 0, w, self.HEAD), Qt.AlignmentFlag.AlignCenter, label)
        p.setPen(QPen(QColor(theme.INK_SOFT), 1.2))
        p.drawLine(QPointF(x0, self.HEAD - 0.5), QPointF(x0 + total, self.HEAD - 0.5))
        if not self.entries:
            p.setFont(_font(13))
            p.setPen(QColor(theme.INK_SOFT))
            p.drawText(QRectF(x0, self.HEAD, total, self.ROW), Qt.AlignmentFlag.AlignCenter,
                       "No clues yet.")
            p.end()
            return
        letter, column = self._owner.hover_letter, self._owner.hover_column
        hover_seat = int(column) if column and column.isdigit() else None
        last_round = None
        for i, e in enumerate(self.entries):
            y = self.HEAD + i * self.ROW
            row = QRectF(x0, y, total, self.ROW)
            involves = hover_seat is not None and (
                (e.clue is not None and e.clue["asked"] == hover_seat) or e.target == hover_seat)
            if involves:
                band = QColor(theme.HIGHLIGHT_SOFT)
                band.setAlpha(110)
                p.fillRect(row, band)
            if e.round != last_round:
                if last_round is not None:
                    p.setPen(QPen(QColor(theme.INK_SOFT), 1.0))
                    p.drawLine(QPointF(x0, y), QPointF(x0 + total, y))
                label = "Open" if e.round == 0 else str(e.round)
                p.setFont(_font(13 if e.round else 12, bold=e.round > 0))
                p.setPen(QColor(theme.INK if e.round else theme.INK_SOFT))
                p.drawText(QRectF(xs[0], y, wr, self.ROW), Qt.AlignmentFlag.AlignCenter, label)
                last_round = e.round
            elif i:
                p.setPen(QPen(QColor(theme.PAPER_DEEP), 1.0))
                p.drawLine(QPointF(xs[1], y), QPointF(x0 + total, y))
            if e.kind == "clue":
                self._paint_clue(p, e.clue, y, xs, letter)
            else:
                self._paint_event(p, e, QRectF(xs[1], y, total - wr, self.ROW))
        p.end()

    def _who(self, p: QPainter, seat: int, r: QRectF) -> None:
        radius = 7.0
        paint_seat_token(p, seat, QPointF(r.left() + radius + 3, r.center().y()), radius)
        p.setFont(_font(13))
        p.setPen(QColor(theme.INK))
        text_r = r.adjusted(2 * radius + 8, 0, -2, 0)
        name = QFontMetricsF(p.font()).elidedText(self._owner.seat_name(seat), Qt.TextElideMode.ElideRight,
                                                  text_r.width())
        p.drawText(text_r, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)

    def _paint_clue(self, p: QPainter, clue: Mapping[str, Any], y: float, xs: list[float], letter: str) -> None:
        wr, wa, wq, ww, wn = self.widths()
        self._who(p, clue["asker"], QRectF(xs[1], y, wa, self.ROW))
        if clue["kind"] == "opening":
            p.setFont(_font(12))
            p.setPen(QColor(theme.INK_SOFT))
            p.drawText(QRectF(xs[2], y, wq, self.ROW), Qt.AlignmentFlag.AlignCenter, "own hand")
        else:
            self._who(p, clue["asked"], QRectF(xs[2], y, wq, self.ROW))
        box = 22.0
        bx = xs[3] + (ww - 5 * 24.0) / 2 + 1
        by = y + (self.ROW - box) / 2
        for k, ch in enumerate(clue["word"]):
            r = QRectF(bx + k * 24.0, by, box, box)
            hit = bool(letter) and ch == letter
            p.setPen(QPen(QColor(theme.HIGHLIGHT if hit else theme.RULE), 1.6 if hit else 1.0))
            p.setBrush(QColor(theme.HIGHLIGHT_SOFT if hit else OPEN_BG))
            p.drawRoundedRect(r, 3, 3)
            p.setFont(_font(14, bold=True))
            p.setPen(QColor(theme.INK))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, ch)
        p.setFont(_font(16, bold=True))
        p.setPen(QColor(theme.INK))
        p.drawText(QRectF(xs[4], y, wn, self.ROW), Qt.AlignmentFlag.AlignCenter, str(clue["answer"]))

    def _paint_event(self, p: QPainter, e: LogEntry, r: QRectF) -> None:
        name = self._owner.seat_name
        if e.kind == "playground":
            text = f"Playground card {e.letter} turns up: not a truant."
        elif e.seer == self._owner.seat:
            up = f"turned up {e.revealed}" if e.revealed else "turned up a card"
            seen = f"saw {e.seen} in {name(e.target)}’s hand" if e.seen else f"peeked at {name(e.target)}"
            text = f"You {up} and {seen}."
        else:
            up = f"turned up {e.revealed}" if e.revealed else "turned up a card"
            text = f"{name(e.seer)} {up} and peeked at {name(e.target)}."
        font = _font(12)
        font.setItalic(True)
        p.setFont(font)
        p.setPen(QColor(theme.INK_SOFT))
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, r.width() - 8)
        p.drawText(r.adjusted(6, 0, -2, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)


class _LogScroll(QScrollArea):
    """The clue log's scroll area: it takes the height the grid leaves, and asks for little."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), min(hint.height(), 300))


# -- rows of letter boxes (hand, truant guesses, hand guesses) ---------------------------------
class LetterBoxes(QWidget):
    """``count`` boxes holding ``letters``. ``faint`` letters are drawn on a
    shaded box (face up); ``hits``/``misses`` mark a guess once the answer is known."""

    BOX = 26.0
    GAP = 4.0

    def __init__(self, count: int = 0, parent: QWidget | None = None):
        super().__init__(parent)
        self.count = count
        self.letters = ""
        self.faint: set[str] = set()
        self.hits: set[str] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_letters(self, letters: str, count: int, faint: set[str] | None = None,
                    hits: set[str] | None = None) -> None:
        self.letters, self.count = letters, max(count, len(letters))
        self.faint = faint or set()
        self.hits = hits
        self.setFixedSize(self.sizeHint())
        self.setAccessibleName(" ".join(letters) if letters else "empty")
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        n = max(1, self.count)
        return QSize(round(n * self.BOX + (n - 1) * self.GAP + 2), round(self.BOX + 2))

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(self.count):
            r = QRectF(1 + k * (self.BOX + self.GAP), 1, self.BOX, self.BOX)
            ch = self.letters[k] if k < len(self.letters) else ""
            hit = self.hits is not None and ch in self.hits
            fill = LOCKED_BG if ch in self.faint else OPEN_BG
            edge = QPen(QColor(theme.SUCCESS if hit else theme.INK_SOFT), 2.2 if hit else 1.0)
            p.setPen(edge)
            p.setBrush(QColor(fill))
            p.drawRoundedRect(r, 4, 4)
            if ch:
                p.setFont(_font(15, bold=True))
                p.setPen(QColor(theme.INK))
                p.drawText(r.adjusted(0, 0, -5, 0) if hit else r, Qt.AlignmentFlag.AlignCenter, ch)
            if hit:  # a tick in the corner: right, without colour alone
                pen = QPen(QColor(theme.SUCCESS), 1.6)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                p.setPen(pen)
                x, y = r.right() - 6, r.bottom() - 4
                p.drawPolyline(QPolygonF([QPointF(x - 2.5, y - 2.5), QPointF(x, y), QPointF(x + 3.5, y - 6)]))
        p.end()


# -- the legend ---------------------------------------------------------------------------------
class SampleCell(QWidget):
    """One grid cell, for the legend."""

    def __init__(self, cell: Cell, conflict: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.cell = cell
        self.conflict = conflict
        self.setFixedSize(26, 26)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        r = QRectF(0.5, 0.5, 25, 25)
        paint_cell_background(p, r, self.cell)
        paint_cell_symbol(p, r, self.cell)
        if self.conflict:
            paint_conflict(p, r)
        p.setPen(QPen(QColor(theme.RULE), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r)
        p.end()


LEGEND = (
    ("has", Cell("has", NOTE), False, "has"),
    ("has_not", Cell("has_not", NOTE), False, "has not"),
    ("maybe", Cell("maybe", NOTE), False, "maybe"),
    ("fact", Cell("has", FACT, True), False, "seen: there for sure"),
    ("fact_not", Cell("has_not", FACT, True), False, "seen: not there"),
    ("implied", Cell("has_not", IMPLIED), False, "ruled out by your ●"),
    ("assist", Cell("has", ASSIST), False, "assist: follows from the clues"),
    ("conflict", Cell("has", NOTE), True, "does not fit"),
)


def _label(text: str, role: str = "", px: int = 13, bold: bool = False) -> QLabel:
    label = QLabel(text)
    label.setFont(_font(px, bold))
    if role:
        label.setProperty("role", role)
    if role == "muted":
        label.setStyleSheet(f"color: {theme.INK_SOFT};")
    return label


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
        self.hover_letter = ""
        self.hover_column = ""
        self.setAccessibleName("Hooky worksheet")
        self._build()

    # layout -------------------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)

        top = QHBoxLayout()
        self.title = _label("Worksheet", px=17, bold=True)
        top.addWidget(self.title)
        self.read_only = _label("read only", "muted", px=12)
        top.addWidget(self.read_only)
        top.addStretch(1)
        self.assist_box = QCheckBox("Assist: fill in what the clues prove")
        self.assist_box.setFont(_font(13))
        self.assist_box.setToolTip(
            "Adds every mark that follows for certain from the clue log, the face-up cards and "
            "your peeks, in blue with an A. Your own marks stay as you made them.")
        self.assist_box.toggled.connect(self._assist_box_toggled)
        top.addWidget(self.assist_box)
        outer.addLayout(top)

        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setFont(_font(13))
        self.notice.setStyleSheet(
            f"QLabel {{ background: #F6E3DF; color: {theme.INK}; border: 1px solid {theme.DANGER};"
            f" border-left: 5px solid {theme.DANGER}; border-radius: 6px; padding: 6px 10px; }}")
        self.notice.setAccessibleName("Worksheet warning")
        self.notice.hide()

        body = QHBoxLayout()
        body.setSpacing(16)
        left = QVBoxLayout()
        left.setSpacing(6)
        right = QVBoxLayout()
        right.setSpacing(6)
        right.addWidget(self.notice)
        hand_row = QHBoxLayout()
        hand_row.setSpacing(8)
        self.hand_title = _label("Your hand", px=13, bold=True)
        hand_row.addWidget(self.hand_title)
        self.hand_boxes = LetterBoxes()
        hand_row.addWidget(self.hand_boxes)
        self.hand_note = _label("", "muted", px=12)
        hand_row.addWidget(self.hand_note)
        hand_row.addStretch(1)
        right.addLayout(hand_row)
        self.grid = WorksheetGrid(self)
        self.grid.cell_clicked.connect(self._cell_clicked)
        self.grid.hovered.connect(self._hovered)
        left.addWidget(self.grid, 1)
        body.addLayout(left, 0)

        right.addWidget(_label("Clue log", px=15, bold=True))
        self.log = ClueLog(self)
        self.log_scroll = _LogScroll()
        self.log_scroll.setWidget(self.log)
        self.log_scroll.setWidgetResizable(True)
        self.log_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.log_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_scroll.setMinimumWidth(self.log.minimumSizeHint().width() + 14)
        self.log_scroll.setStyleSheet(
            f"QScrollArea {{ background: {OPEN_BG}; border: 1px solid {theme.PAPER_DEEP}; border-radius: 8px; }}")
        self.log.setAutoFillBackground(False)
        right.addWidget(self.log_scroll, 1)

        right.addWidget(_label("Truant guesses", px=15, bold=True))
        self.truant_rows: list[LetterBoxes] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        for i, rnd in enumerate(TRUANT_GUESS_ROUNDS):
            grid.addWidget(_label(f"after round {rnd}", "muted", px=13), i, 0)
            boxes = LetterBoxes(3)
            boxes.set_letters("", 3)
            self.truant_rows.append(boxes)
            grid.addWidget(boxes, i, 1)
        self.truant_result = _label("", "muted", px=12)
        grid.addWidget(self.truant_result, len(TRUANT_GUESS_ROUNDS), 0, 1, 3)
        grid.setColumnStretch(2, 1)
        right.addLayout(grid)

        right.addWidget(_label("Hand guesses", px=15, bold=True))
        self.hand_guess_grid = QGridLayout()
        self.hand_guess_grid.setHorizontalSpacing(10)
        self.hand_guess_grid.setVerticalSpacing(4)
        self.hand_guess_grid.setColumnStretch(3, 1)
        right.addLayout(self.hand_guess_grid)
        self.hand_guess_rows: dict[int, tuple[QLabel, LetterBoxes, QLabel]] = {}
        right.addWidget(self._legend())
        body.addLayout(right, 1)
        outer.addLayout(body, 1)

    def _legend(self) -> QWidget:
        box = QWidget()
        lay = QGridLayout(box)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.setHorizontalSpacing(6)
        lay.setVerticalSpacing(4)
        self.legend_items: dict[str, tuple[SampleCell, QLabel]] = {}
        per_row = 3
        for i, (key, cell, conflict, words) in enumerate(LEGEND):
            sample = SampleCell(cell, conflict)
            text = _label(words, px=12)
            r, c = divmod(i, per_row)
            lay.addWidget(sample, r, 2 * c)
            lay.addWidget(text, r, 2 * c + 1)
            self.legend_items[key] = (sample, text)
            for w in (sample, text):  # the assist's entry comes and goes without moving the rest
                policy = w.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                w.setSizePolicy(policy)
        self.how_to = _label("Click a cell: empty → ● → ✕ → ? → empty. Right-click clears.", "muted", px=12)
        self.how_to.setWordWrap(True)
        lay.addWidget(self.how_to, (len(LEGEND) + per_row - 1) // per_row, 0, 1, 2 * per_row)
        lay.setColumnStretch(2 * per_row - 1, 1)
        box.setAccessibleName("Legend: ● has, ✕ has not, ? maybe")
        return box

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
            return "You"
        if 0 <= seat < len(self._names) and self._names[seat]:
            return self._names[seat]
        return f"Player {seat + 1}"

    def column_title(self, column: str) -> str:
        if column == ME:
            return "You"
        if column == PLAYGROUND:
            return "Playground"
        if column == TRUANTS:
            return "Truants"
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
        if c.source == FACT:
            parts.append(f"{'has' if c.mark == 'has' else 'has not'} (certain). {c.reason}".strip())
        elif c.source == NOTE:
            parts.append(f"your mark: {MARK_WORDS[c.mark]}")
        elif c.source == ASSIST:
            parts.append(f"{MARK_WORDS[c.mark]}: {c.reason}")
        elif c.source == IMPLIED:
            parts.append(f"not here? {c.reason}")
        if c.conflict:
            parts.append(f"This mark does not fit: {c.conflict}.")
        if not c.locked and self.interactive:
            parts.append(f"Click: {MARK_WORDS[CYCLE[c.note]]}. Right-click: clear.")
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
                lines.append("<b>The clue log does not fit together:</b> no deal of the cards matches every "
                             "answer. One answer was probably typed in wrong; check the log.")
            else:
                lines.append("<b>The clue log does not fit together:</b> the assist cannot deduce anything.")
        if sheet.conflicts:
            shown = [f"{ch} under {self.column_title(col)} ({why})" for col, ch, why in sheet.conflicts[:4]]
            more = len(sheet.conflicts) - len(shown)
            tail = f" and {more} more" if more > 0 else ""
            lines.append("<b>Some of your marks do not fit:</b> " + "; ".join(shown) + tail + ".")
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
            self.hand_note.setText(f"face up: {' '.join(face_up)} (shaded)")
        elif hand is None:
            self.hand_note.setText("(your printed cards)")
        else:
            self.hand_note.setText("")

    def _show_log(self) -> None:
        entries = log_entries(self.view)
        grew = len(entries) != len(self.log.entries)
        self.log.set_entries(entries)
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
            self.truant_result.setText(f"The truants were {' '.join(sorted(truants))} (✓ right).")
        else:
            self.truant_result.setText("Written after rounds 4, 5 and 6.")
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
                self.hand_guess_grid.addWidget(name, row, 0)
                self.hand_guess_grid.addWidget(boxes, row, 1)
                self.hand_guess_grid.addWidget(result, row, 2)
            name, boxes, result = self.hand_guess_rows[seat]
            name.setText(self.seat_name(seat))
            letters = mine[seat] if mine and seat < len(mine) else ""
            truth = set(hands[seat]) if hands else None
            boxes.set_letters(letters, view["hand_size"], hits=truth if truth is not None and letters else None)
            if truth is not None and letters:
                right = sum(1 for ch in letters if ch in truth)
                result.setText(f"{right} right" + (", complete" if set(letters) == truth else ""))
            else:
                result.setText("")
