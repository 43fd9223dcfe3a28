"""Hooky's projector picture, painted from the public view alone.

Read across a room: light type on the dark ground, the clue log as large
rows (asker, asked, the word as letter tiles, the answer), the newest row in
the highlight colour and the most recent rows always in view; beside it the
players with their face-up cards, the playground and the truants. At the end
the score table takes the log's place and every hand turns face up.

Everything is laid out in logical units 1600 wide (the height follows the
window's shape), scaled to the widget, so it is as sharp at 3840 x 2160 as
in a small window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .... import theme
from ....core.i18n import _, join_list, ngettext, seat_label
from ....ui.kit.marks import paint_seat_token
from ....ui.kit.paintguard import guarded_paint
from ..data import CARD_FACE, PROJECTOR_ROW_ALT, PROJECTOR_RULE, PROJECTOR_SOFT
from ..results import CLUE_LOG_COLUMNS, columns, score_lines, winner_note
from .widgets import font, paint_card, paint_round_track

LOGICAL_W = 1600.0
MIN_H = 560.0
BG = QColor(theme.PROJECTOR_BG)
INK = QColor(theme.PROJECTOR_INK)
SOFT = QColor(PROJECTOR_SOFT)
RULE = QColor(PROJECTOR_RULE)
ROW_ALT = QColor(PROJECTOR_ROW_ALT)
NEWEST = QColor(theme.HIGHLIGHT)
NEWEST_INK = QColor(theme.INK)



def default_names(n: int = 5) -> list[str]:
    """The seats' names where the table named no one ("Player 1", ...)."""
    return [seat_label(i) for i in range(n)]


class PublicTable(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.names = [seat_label(i) for i in range(5)]
        self.setMinimumSize(480, 270)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        #: How many clue rows the last paint showed (tests read it).
        self.rows_shown = 0

    def set_view(self, view: dict[str, Any]) -> None:
        self.view = view
        self.update()

    def _shown(self) -> dict[str, Any]:
        """The view being painted: the painters run only once there is one."""
        assert self.view is not None
        return self.view

    # -- geometry ---------------------------------------------------------------------------
    def logical_size(self) -> tuple[float, float, float]:
        s = min(self.width() / LOGICAL_W, self.height() / MIN_H)
        return s, self.width() / s, self.height() / s

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), BG)
        if self.view is None:
            p.end()
            return
        s, w, h = self.logical_size()
        p.scale(s, s)
        self.paint_table(p, w, h)
        p.end()

    def paint_table(self, p: QPainter, w: float, h: float) -> None:
        v = self._shown()
        step = 0 if v["phase"] == "opening" else (7 if v["phase"] == "over" else v["round"])
        paint_round_track(p, QRectF(0, 0, w, 78), step, v["phase"], v["reveal_after"], dark=True)
        split = w * 0.63
        top = 100.0
        if v["phase"] == "over":
            self._paint_scores(p, QRectF(0, top, split - 30, h - top))
        else:
            self._paint_log(p, QRectF(0, top, split - 30, h - top))
        self._paint_side(p, QRectF(split + 10, top, w - split - 10, h - top))

    # -- the clue log --------------------------------------------------------------------------
    def _paint_log(self, p: QPainter, r: QRectF) -> None:
        v = self._shown()
        clues = v["clues"]
        row_h = 56.0
        head_h = 40.0
        cols = self._log_columns(r)
        p.setFont(font(22, True))
        p.setPen(SOFT)
        for k, (title, (x, cw)) in enumerate(zip(CLUE_LOG_COLUMNS, cols)):
            align = Qt.AlignmentFlag.AlignCenter if k == len(CLUE_LOG_COLUMNS) - 1 else Qt.AlignmentFlag.AlignLeft
            p.drawText(QRectF(x, r.top(), cw, head_h), align | Qt.AlignmentFlag.AlignVCenter, _(title))
        p.setPen(QPen(RULE, 1.5))
        p.drawLine(QPointF(r.left(), r.top() + head_h), QPointF(r.right(), r.top() + head_h))
        room = r.height() - head_h - 8
        fit = max(1, int(room // row_h))
        earlier = max(0, len(clues) - fit)
        if earlier:
            fit -= 1  # one row says how many are above
        shown = clues[len(clues) - fit:] if fit else []
        earlier = len(clues) - len(shown)
        self.rows_shown = len(shown)
        y = r.top() + head_h + 6
        if earlier:
            p.setFont(font(20))
            p.setPen(SOFT)
            p.drawText(QRectF(r.left() + 8, y, r.width(), row_h), Qt.AlignmentFlag.AlignVCenter,
                       ngettext("\u2191 {n} earlier clue", "\u2191 {n} earlier clues", earlier).format(n=earlier))
            y += row_h
        if not clues:
            p.setFont(font(26))
            p.setPen(SOFT)
            p.drawText(QRectF(r.left() + 8, y, r.width(), row_h * 2), Qt.AlignmentFlag.AlignVCenter,
                       _("No clues yet: each player opens with a word about their own hand."))
        for i, c in enumerate(shown):
            newest = c is clues[-1]
            row = QRectF(r.left(), y, r.width(), row_h - 4)
            if newest:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(NEWEST)
                p.drawRoundedRect(row, 10, 10)
            elif (len(clues) - len(shown) + i) % 2:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(ROW_ALT)
                p.drawRoundedRect(row, 10, 10)
            ink = NEWEST_INK if newest else INK
            self._paint_clue(p, c, row, cols, ink, newest)
            y += row_h

    @staticmethod
    def _log_columns(r: QRectF) -> list[tuple[float, float]]:
        widths = [0.13, 0.25, 0.25, 0.27, 0.10]
        out, x = [], r.left() + 10
        for f in widths:
            cw = (r.width() - 20) * f
            out.append((x, cw))
            x += cw
        return out

    def _paint_clue(self, p: QPainter, c: dict, row: QRectF, cols, ink: QColor, newest: bool) -> None:
        names = self.names
        opening = c["kind"] == "opening"
        cy = row.center().y()
        (x0, w0), (x1, w1), (x2, w2), (x3, w3), (x4, w4) = cols
        p.setPen(ink)
        p.setFont(font(24, newest))
        p.drawText(QRectF(x0, row.top(), w0, row.height()), Qt.AlignmentFlag.AlignVCenter,
                   _("Opening") if opening else _("Round {n}").format(n=c["round"]))
        for (x, cw), seat, text in (((x1, w1), c["asker"], names[c["asker"]]),
                                    ((x2, w2), c["asked"], _("own hand") if opening else names[c["asked"]])):
            paint_seat_token(p, seat, QPointF(x + 16, cy), 15, theme.PROJECTOR_BG)
            p.setPen(ink)
            p.setFont(font(26, True))
            p.drawText(QRectF(x + 40, row.top(), cw - 44, row.height()),
                       Qt.AlignmentFlag.AlignVCenter, self._elide(p, text, cw - 44))
        tile = min(44.0, (w3 - 24) / 5)
        tx = x3
        for ch in c["word"]:
            rect = QRectF(tx, cy - tile / 2, tile, tile)
            p.setPen(QPen(QColor(theme.INK) if newest else RULE, 1.5))
            p.setBrush(QColor(CARD_FACE))
            p.drawRoundedRect(rect, 6, 6)
            p.setPen(QColor(theme.INK))
            p.setFont(font(tile * 0.62, True))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, ch)
            tx += tile + 5
        p.setPen(ink)
        p.setFont(font(36, True))
        p.drawText(QRectF(x4, row.top(), w4, row.height()), Qt.AlignmentFlag.AlignCenter, str(c["answer"]))

    @staticmethod
    def _elide(p: QPainter, text: str, width: float) -> str:
        return p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))

    # -- the scores ---------------------------------------------------------------------------------
    def _paint_scores(self, p: QPainter, r: QRectF) -> None:
        v = self._shown()
        lines = score_lines(v, self.names)
        p.setPen(INK)
        p.setFont(font(34, True))
        p.drawText(QRectF(r.left(), r.top(), r.width(), 50), Qt.AlignmentFlag.AlignVCenter, _("Scores"))
        widths = [0.22, 0.14, 0.14, 0.14, 0.11, 0.14, 0.11]
        xs, x = [], r.left()
        for f in widths:
            xs.append((x, r.width() * f))
            x += r.width() * f
        y = r.top() + 58
        p.setFont(font(19, True))
        p.setPen(SOFT)
        heads = columns()
        for k, ((cx, cw), title) in enumerate(zip(xs, heads)):
            align = Qt.AlignmentFlag.AlignLeft if k == 0 else Qt.AlignmentFlag.AlignHCenter
            p.drawText(QRectF(cx, y, cw, 34), align | Qt.AlignmentFlag.AlignVCenter, title)
        y += 40
        row_h = 62.0
        for line in lines:
            row = QRectF(r.left(), y, r.width(), row_h - 6)
            if line.winner:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(NEWEST)
                p.drawRoundedRect(row, 10, 10)
            ink = NEWEST_INK if line.winner else INK
            cells = line.cells()
            for i, ((cx, cw), text) in enumerate(zip(xs, cells)):
                if i == 0:
                    paint_seat_token(p, line.seat, QPointF(cx + 22, row.center().y()), 15, theme.PROJECTOR_BG)
                    p.setPen(ink)
                    p.setFont(font(26, True))
                    label = text + ("  \u2605" if line.winner else "")
                    p.drawText(QRectF(cx + 46, row.top(), cw - 46, row.height()), Qt.AlignmentFlag.AlignVCenter,
                               self._elide(p, label, cw - 46))
                    continue
                p.setPen(ink)
                p.setFont(font(34 if i == len(cells) - 1 else 24, i == len(cells) - 1))
                p.drawText(QRectF(cx, row.top(), cw, row.height()), Qt.AlignmentFlag.AlignCenter, text)
            y += row_h
        p.setPen(INK)
        p.setFont(font(26, True))
        p.drawText(QRectF(r.left(), y + 10, r.width(), 90),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, winner_note(v, self.names))
        p.setPen(SOFT)
        p.setFont(font(19))
        p.drawText(QRectF(r.left(), y + 100, r.width(), 80), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                   _("Round 4 and 5 guesses: 5 points a correct truant; round 6: 10. "
                     "1 point a letter placed in the right hand, 1 more for a whole hand."))

    # -- players, playground, truants ---------------------------------------------------------
    def _paint_side(self, p: QPainter, r: QRectF) -> None:
        v = self._shown()
        names = self.names
        over = v["phase"] == "over"
        hands = v.get("hands") or []
        y = r.top()
        p.setPen(SOFT)
        p.setFont(font(22, True))
        p.drawText(QRectF(r.left(), y, r.width(), 40), Qt.AlignmentFlag.AlignVCenter,
                   _("Hands") if over else _("Face-up cards"))
        y += 44
        card_w = 40.0
        name_w = min(230.0, r.width() * 0.4)
        row_h = 66.0
        for seat in range(v["players"]):
            row = QRectF(r.left(), y, r.width(), row_h - 6)
            acting = v.get("turn") == seat
            if acting:
                p.setPen(QPen(NEWEST, 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(row, 10, 10)
            paint_seat_token(p, seat, QPointF(r.left() + 22, row.center().y()), 15, theme.PROJECTOR_BG)
            p.setPen(INK)
            p.setFont(font(25, True))
            p.drawText(QRectF(r.left() + 46, row.top(), name_w - 50, row.height()), Qt.AlignmentFlag.AlignVCenter,
                       self._elide(p, names[seat], name_w - 50))
            up = v["revealed"][seat]
            if over and seat < len(hands):
                cards = [(ch, "up" if ch in up else "hand") for ch in hands[seat]]
            else:
                cards = [(ch, "up") for ch in up]
            x = r.left() + name_w
            for ch, kind in cards:
                paint_card(p, QRectF(x, row.center().y() - card_w * 0.68, card_w, card_w * 1.36), ch, kind, dark=True)
                x += card_w + 6
            if not over:
                hidden = v["hand_size"] - len(up)
                p.setPen(SOFT)
                p.setFont(font(20))
                p.drawText(QRectF(x + 6, row.top(), r.right() - x - 6, row.height()), Qt.AlignmentFlag.AlignVCenter,
                           _("+{n} face down").format(n=hidden) if hidden else _("all face up"))
            y += row_h
        y += 12
        # The playground and the truants.
        for title, cards, note in self._ground_rows():
            p.setPen(SOFT)
            p.setFont(font(22, True))
            p.drawText(QRectF(r.left(), y, name_w, 60), Qt.AlignmentFlag.AlignVCenter, title)
            x = r.left() + name_w
            for ch, kind in cards:
                paint_card(p, QRectF(x, y + 2, card_w * 1.1, card_w * 1.1 * 1.36), ch, kind, dark=True)
                x += card_w * 1.1 + 6
            p.setPen(SOFT)
            p.setFont(font(19))
            p.drawText(QRectF(x + 8, y, r.right() - x - 8, 60), Qt.AlignmentFlag.AlignVCenter,
                       self._elide(p, note, r.right() - x - 8))
            y += 72
        # Who peeked at whom (public; the letters never are).
        peeks = v["peeks"]
        if peeks and y + 40 < r.bottom():
            y += 8
            p.setPen(SOFT)
            p.setFont(font(22, True))
            p.drawText(QRectF(r.left(), y, r.width(), 34), Qt.AlignmentFlag.AlignVCenter, _("Peeks"))
            y += 36
            p.setFont(font(20))
            room = max(0, int((r.bottom() - y) // 30))
            for peek in peeks[-room:] if room else []:
                p.drawText(QRectF(r.left(), y, r.width(), 30), Qt.AlignmentFlag.AlignVCenter,
                           _("Round {n}: {seer} looked at a card of {target}").format(
                               n=peek["round"], seer=names[peek["seer"]], target=names[peek["target"]]))
                y += 30

    def _ground_rows(self) -> list[tuple[str, list[tuple[str, str]], str]]:
        v = self._shown()
        over = v["phase"] == "over"
        shown = list(v["playground_revealed"])
        if over and v.get("playground"):
            pg = [(ch, "up") for ch in v["playground"]]
            pg_note = ""
        else:
            pg = [(ch, "up") for ch in shown] + [("", "back")] * v["playground_hidden"]
            pg_note = _("not truants") if shown else _("turn up after rounds {rounds}").format(
                rounds=join_list(map(str, v["reveal_after"])))
        truants = v.get("truants")
        if truants:
            tr = [(ch, "truant") for ch in truants]
            tr_note = _("playing hooky")
        else:
            tr = [("", "back")] * v["truant_count"]
            tr_note = _("shown at the end")
        return [(_("Playground"), pg, pg_note), (_("Truants"), tr, tr_note)]
