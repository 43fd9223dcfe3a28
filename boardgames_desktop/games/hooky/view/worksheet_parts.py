"""Pieces of Hooky's on-screen worksheet: how a cell is painted, the clue log as a
painted table, rows of letter boxes and the legend. Qt; the sheet's model is
:mod:`.worksheet` (pure), the widget that puts it together :mod:`.worksheet_view`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QLabel, QScrollArea, QSizePolicy, QWidget

from .... import theme
from ....core.i18n import N_, _
from ....ui.kit.marks import paint_seat_token
from ....ui.kit.paintguard import guarded_paint
from ....ui.kit.style import FONT_FAMILY, SURFACE
from ..data import ASSIST_INK, ASSIST_TINT, FACT_FILL, IN_HAND_EDGE, IN_HAND_TINT, LOCKED_BG
from ..results import CLUE_LOG_COLUMNS
from ..worksheet import ASSIST, FACT, IMPLIED, NOTE, Cell, LogEntry

#: A to Z and the two-line head (28.2 cells) fit a 1080p window beside every phase's controls;
#: 20 px cells are still a fair click target and hold a 11 px letter.
MIN_CELL = 20
MAX_CELL = 40

OPEN_BG = SURFACE


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font



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



def event_text(e: LogEntry, me: int | None, name: Callable[[int], str]) -> str:
    """A reveal-and-peek or a playground card in the clue log, in words (the card
    seen only in the seer's own log, where the view holds it)."""
    if e.kind == "playground":
        return _("Playground card {letter} turns up: not a truant.").format(letter=e.letter)
    who, target = name(e.seer), name(e.target)
    if e.seer == me:
        if e.revealed and e.seen:
            text = _("You turned up {revealed} and saw {seen} in {target}'s hand.")
        elif e.revealed:
            text = _("You turned up {revealed} and peeked at {target}.")
        elif e.seen:
            text = _("You turned up a card and saw {seen} in {target}'s hand.")
        else:
            text = _("You turned up a card and peeked at {target}.")
    elif e.revealed:
        text = _("{who} turned up {revealed} and peeked at {target}.")
    else:
        text = _("{who} turned up a card and peeked at {target}.")
    return text.format(who=who, target=target, revealed=e.revealed, seen=e.seen)


class ClueLog(QWidget):
    """The clue log as a painted table: round, asker, asked, word, answer."""

    ROW = 28.0
    HEAD = 26.0
    PAD = 6.0

    #: The names' columns: at least this wide, and no wider than this however wide the log is.
    NAME_MIN, NAME_MAX = 50.0, 320.0
    #: Lines the log shows at the least beside the grid (more scroll).
    MIN_ROWS = 3

    def __init__(self, seat_name: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: A seat's name as the worksheet says it ("You" for its own seat).
        self._seat_name = seat_name
        #: The worksheet's seat, and the grid's cell under the mouse (its letter stands out).
        self.seat: int | None = None
        self.hover_letter = ""
        self.hover_column = ""
        self.entries: list[LogEntry] = []
        #: The seat's own letters: tinted, outlined and underlined in the words, as on the table.
        self.hand: set[str] = set()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(_("Clue log"))

    def set_hover(self, letter: str, column: str) -> None:
        self.hover_letter, self.hover_column = letter, column
        self.update()

    def set_entries(self, entries: list[LogEntry]) -> None:
        self.entries = entries
        self.setFixedHeight(round(self.HEAD + max(1, len(entries)) * self.ROW + self.PAD))
        self.update()

    def minimum_rows_height(self) -> int:
        return round(self.HEAD + self.MIN_ROWS * self.ROW + self.PAD)

    def widths(self) -> tuple[float, float, float, float, float]:
        """round, asker, asked, word (five boxes), answer: the names share what the width leaves."""
        fixed = 44.0 + 5 * 24.0 + 8 + 44.0
        name = min(self.NAME_MAX, max(self.NAME_MIN, (self.width() - 2 * self.PAD - fixed) / 2))
        return 44.0, name, name, 5 * 24.0 + 8, 44.0

    def sizeHint(self) -> QSize:
        return QSize(round(216 + 2 * 120 + 2 * self.PAD), round(self.height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(round(216 + 2 * self.NAME_MIN + 2 * self.PAD), round(self.HEAD + self.ROW))

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        wr, wa, wq, ww, _wn = self.widths()
        x0 = self.PAD
        xs = [x0, x0 + wr, x0 + wr + wa, x0 + wr + wa + wq, x0 + wr + wa + wq + ww]
        total = sum(self.widths())
        head_font = _font(12, bold=True)
        p.setFont(head_font)
        p.setPen(QColor(theme.INK_SOFT))
        for x, w, label in zip(xs, self.widths(), CLUE_LOG_COLUMNS):
            p.drawText(QRectF(x, 0, w, self.HEAD), Qt.AlignmentFlag.AlignCenter, _(label))
        p.setPen(QPen(QColor(theme.INK_SOFT), 1.2))
        p.drawLine(QPointF(x0, self.HEAD - 0.5), QPointF(x0 + total, self.HEAD - 0.5))
        if not self.entries:
            p.setFont(_font(13))
            p.setPen(QColor(theme.INK_SOFT))
            p.drawText(QRectF(x0, self.HEAD, total, self.ROW), Qt.AlignmentFlag.AlignCenter,
                       _("No clues yet."))
            p.end()
            return
        letter, column = self.hover_letter, self.hover_column
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
                label = _("Open") if e.round == 0 else str(e.round)
                p.setFont(_font(13 if e.round else 12, bold=e.round > 0))
                p.setPen(QColor(theme.INK if e.round else theme.INK_SOFT))
                p.drawText(QRectF(xs[0], y, wr, self.ROW), Qt.AlignmentFlag.AlignCenter, label)
                last_round = e.round
            elif i:
                p.setPen(QPen(QColor(theme.PAPER_DEEP), 1.0))
                p.drawLine(QPointF(xs[1], y), QPointF(x0 + total, y))
            if e.kind == "clue" and e.clue is not None:  # a clue entry always holds its clue
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
        name = QFontMetricsF(p.font()).elidedText(self._seat_name(seat), Qt.TextElideMode.ElideRight,
                                                  text_r.width())
        p.drawText(text_r, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)

    def _paint_clue(self, p: QPainter, clue: Mapping[str, Any], y: float, xs: list[float], letter: str) -> None:
        _wr, wa, wq, ww, wn = self.widths()
        self._who(p, clue["asker"], QRectF(xs[1], y, wa, self.ROW))
        if clue["kind"] == "opening":
            p.setFont(_font(12))
            p.setPen(QColor(theme.INK_SOFT))
            p.drawText(QRectF(xs[2], y, wq, self.ROW), Qt.AlignmentFlag.AlignCenter, _("own hand"))
        else:
            self._who(p, clue["asked"], QRectF(xs[2], y, wq, self.ROW))
        box = 22.0
        bx = xs[3] + (ww - 5 * 24.0) / 2 + 1
        by = y + (self.ROW - box) / 2
        for k, ch in enumerate(clue["word"]):
            r = QRectF(bx + k * 24.0, by, box, box)
            hit = bool(letter) and ch == letter
            mine = ch in self.hand
            # As on the table: a letter of the own hand is tinted, outlined in ink and underlined
            # (never the tint alone); the letter under the mouse in the grid has a gold edge.
            edge = theme.HIGHLIGHT if hit else (IN_HAND_EDGE if mine else theme.RULE)
            p.setPen(QPen(QColor(edge), 2.2 if (hit or mine) else 1.0))
            p.setBrush(QColor(IN_HAND_TINT if (hit or mine) else OPEN_BG))
            p.drawRoundedRect(r, 3, 3)
            p.setFont(_font(14, bold=True))
            p.setPen(QColor(theme.INK))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, ch)
            if mine:
                bar = QRectF(r.left() + box * 0.28, r.bottom() - box * 0.17, box * 0.44, 1.6)
                p.fillRect(bar, QColor(IN_HAND_EDGE))
        p.setFont(_font(16, bold=True))
        p.setPen(QColor(theme.INK))
        p.drawText(QRectF(xs[4], y, wn, self.ROW), Qt.AlignmentFlag.AlignCenter, str(clue["answer"]))

    def _paint_event(self, p: QPainter, e: LogEntry, r: QRectF) -> None:
        text = event_text(e, self.seat, self._seat_name)
        # Never cut a line short: a smaller font first; only past the smallest one, an ellipsis.
        px = 12.0
        font = _font(px)
        while px > 9 and QFontMetricsF(font).horizontalAdvance(text) > r.width() - 8:
            px -= 0.5
            font = _font(px)
        font.setItalic(True)
        p.setFont(font)
        p.setPen(QColor(theme.INK_SOFT))
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, r.width() - 8)
        p.drawText(r.adjusted(6, 0, -2, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)


class _LogScroll(QScrollArea):
    """The clue log's scroll area: it takes the height the grid leaves, and asks for little."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumHeight())

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width() + 2, self.minimumHeight())



# -- rows of letter boxes (hand, truant guesses, hand guesses) ---------------------------------
class LetterBoxes(QWidget):
    """``count`` boxes holding ``letters``. ``faint`` letters are drawn on a
    shaded box (face up); ``hits``/``misses`` mark a guess once the answer is known."""

    BOX = 26.0
    GAP = 4.0

    def __init__(self, count: int = 0, parent: QWidget | None = None) -> None:
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
        self.setAccessibleName(" ".join(letters) if letters else _("empty"))
        self.update()

    def sizeHint(self) -> QSize:
        n = max(1, self.count)
        return QSize(round(n * self.BOX + (n - 1) * self.GAP + 2), round(self.BOX + 2))

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
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

    def __init__(self, cell: Cell, conflict: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cell = cell
        self.conflict = conflict
        self.setFixedSize(26, 26)

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
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


#: The legend: (key, a sample cell, drawn as a conflict, what it means: a message id).
LEGEND = (
    ("has", Cell("has", NOTE), False, N_("has")),
    ("has_not", Cell("has_not", NOTE), False, N_("has not")),
    ("maybe", Cell("maybe", NOTE), False, N_("maybe")),
    ("fact", Cell("has", FACT, True), False, N_("seen: there for sure")),
    ("fact_not", Cell("has_not", FACT, True), False, N_("seen: not there")),
    ("implied", Cell("has_not", IMPLIED), False, N_("ruled out by your ●")),
    ("assist", Cell("has", ASSIST), False, N_("assist: follows from the clues")),
    ("conflict", Cell("has", NOTE), True, N_("does not fit")),
)


def _label(text: str, role: str = "", px: int = 13, bold: bool = False) -> QLabel:
    label = QLabel(text)
    label.setFont(_font(px, bold))
    if role:
        label.setProperty("role", role)
    if role == "muted":
        label.setStyleSheet(f"color: {theme.INK_SOFT};")
    return label

