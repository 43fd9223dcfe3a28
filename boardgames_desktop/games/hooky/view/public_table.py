"""Hooky's projector picture, painted from the public view alone.

Read across a room: light type on the dark ground, the clue log as large
rows (asker, asked, the word as letter tiles, the answer), the newest row in
the highlight colour and the most recent rows always in view; beside it the
players with their face-up cards, the playground and the truants. At the end
the score table takes the log's place and every hand turns face up.

Everything is laid out in logical units 1600 wide (the height follows the
window's shape), scaled to the widget, so it is as sharp at 3840 x 2160 as
in a small window. The clue log uses the height: one column of rows, two
once they are more than one column holds (the newest at the bottom right).
No word is smaller than the projector's legible minimum (``ui/kit/legible``).

Painting the whole table at 3840 x 2160 takes tens of milliseconds, too
slow for an animation frame, so the picture is kept as a pixmap (rebuilt
when the view, the names or the size change) and a frame draws the pixmap
and what moves over it: the newest clue sliding into its row, a card
turned face up dropping into its place (:mod:`ui.kit.motion`). What moved is
found by comparing the view shown before with the new one. The last move
stays marked (the newest clue's row, a dashed ring around the cards just
turned up) until the next.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QHideEvent, QPaintEngine, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from .... import theme
from ....core.i18n import _, join_list, ngettext, seat_label
from ....ui.kit.legible import min_screen_px
from ....ui.kit.marks import paint_seat_token
from ....ui.kit.motion import PLACE_MS, Motions, paint_last_mark
from ....ui.kit.paintguard import guarded_paint
from ..data import CARD_FACE, PROJECTOR_ROW_ALT, PROJECTOR_RULE, PROJECTOR_SOFT
from ..results import CLUE_LOG_COLUMNS, columns, score_lines, winner_note
from .widgets import font, paint_card, paint_round_track

#: A deferred painter: what moves is painted over the kept picture, ``t`` of the way in.
Deferred = Callable[[QPainter, float], None]

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
        self.motions = Motions(self)
        #: What the last view changed ("clue:7", "card:2:K", "ground:M"): it moves in, then stays marked.
        self.moved: set[str] = set()
        self._least = 1.0  # the legible minimum, in logical units (set before each paint)
        self._kept: tuple[Any, QPixmap] | None = None
        self._kept_view: dict[str, Any] | None = None
        self._deferred: dict[str, Deferred] = {}
        self._marks: list[QRectF] = []
        self._skip: set[str] = set()

    def set_view(self, view: dict[str, Any]) -> None:
        before, self.view = self.view, view
        moved = self.changes(before, view) if before is not None else set()
        if moved or before is None or view != before:
            self.moved = moved
        for key in moved if self.isVisible() else ():
            self.motions.start(key, PLACE_MS, on_done=self.update)
        self.update()

    def hideEvent(self, event: QHideEvent) -> None:
        self.motions.skip()  # the projector closed: nothing keeps running on it
        super().hideEvent(event)

    @staticmethod
    def changes(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
        """What the new view shows that the one before did not: a clue, cards turned face up."""
        out = set()
        if len(after["clues"]) > len(before["clues"]):
            out.add(f"clue:{len(after['clues']) - 1}")
        for seat, letters in enumerate(after["revealed"]):
            old = set(before["revealed"][seat]) if seat < len(before["revealed"]) else set()
            out |= {f"card:{seat}:{ch}" for ch in letters if ch not in old}
        out |= {f"ground:{ch}" for ch in after["playground_revealed"] if ch not in before["playground_revealed"]}
        return out

    def _shown(self) -> dict[str, Any]:
        """The view being painted: the painters run only once there is one."""
        assert self.view is not None
        return self.view

    def _font(self, px: float, bold: bool = False) -> QFont:
        """A font never under the projector's legible minimum (in logical units)."""
        return font(max(px, self._least), bold)

    # -- geometry ---------------------------------------------------------------------------
    def logical_size(self) -> tuple[float, float, float]:
        s = min(self.width() / LOGICAL_W, self.height() / MIN_H)
        return s, self.width() / s, self.height() / s

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        if self.view is None:
            p.fillRect(self.rect(), BG)
            p.end()
            return
        s, w, h = self.logical_size()
        self._least = min_screen_px(self) / s
        running = set(self.motions.keys())  # a tween that ended is no longer kept
        if p.paintEngine().type() != QPaintEngine.Type.Raster:
            # A vector device (the fit test's SVG, a print): every primitive, no pixmap.
            self._paint_whole(p, s, w, h, set())
            p.end()
            return
        p.drawPixmap(0, 0, self._layer(s, w, h, running))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.scale(s, s)
        for key in sorted(running):
            paint = self._deferred.get(key)
            if paint is not None:
                paint(p, self.motions.t(key))
        if not running:
            for rect in self._marks:
                paint_last_mark(p, rect, 1.0, on_dark=True)
        p.end()

    def _layer(self, s: float, w: float, h: float, running: set[str]) -> QPixmap:
        """The kept picture: everything but what moves now."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, tuple(self.names), frozenset(running),
               frozenset(self.moved), self._least)
        if self._kept is not None and self._kept[0] == key and self._kept_view is self.view:
            return self._kept[1]
        pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        q = QPainter(pixmap)
        self._paint_whole(q, s, w, h, running)
        q.end()
        self._kept = (key, pixmap)
        self._kept_view = self.view  # a new view is a new object (set_view), so identity says it
        return pixmap

    def _paint_whole(self, p: QPainter, s: float, w: float, h: float, running: set[str]) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(QRectF(0, 0, w * s + 1, h * s + 1), BG)
        p.save()
        p.scale(s, s)
        self._skip = running
        self._deferred = {}
        self._marks = []
        self.paint_table(p, w, h)
        p.restore()

    def _defer(self, key: str, paint: Deferred, p: QPainter, rect: QRectF) -> None:
        """Paint now, or (while ``key`` moves) keep the painter for the frames; a card the
        last move turned up keeps its mark."""
        if key in self.moved and key.startswith(("card:", "ground:")):
            self._marks.append(rect)
        if key in self._skip:
            self._deferred[key] = paint
        else:
            paint(p, 1.0)

    def paint_table(self, p: QPainter, w: float, h: float) -> None:
        v = self._shown()
        step = 0 if v["phase"] == "opening" else (7 if v["phase"] == "over" else v["round"])
        track_h = max(60.0, self._least * 3.2)
        paint_round_track(p, QRectF(0, 0, w, track_h), step, v["phase"], v["reveal_after"], dark=True,
                          least=self._least)
        split = w * 0.65
        top = track_h + 16
        if v["phase"] == "over":
            self._paint_scores(p, QRectF(0, top, split - 30, h - top))
        else:
            self._paint_log(p, QRectF(0, top, split - 24, h - top))
        self._paint_side(p, QRectF(split, top, w - split, h - top))

    # -- the clue log --------------------------------------------------------------------------
    #: A clue row's height, in logical units (the text in it is at least the legible minimum).
    ROW_H = 44.0

    def _row_h(self) -> float:
        return max(self.ROW_H, self._least * 2.1)

    def _paint_log(self, p: QPainter, r: QRectF) -> None:
        """The clues as rows: one column while they fit, then two side by side (the older
        on the left), and past that the newest the two hold, under how many came before."""
        v = self._shown()
        clues = v["clues"]
        row_h = self._row_h()
        head_h = max(34.0, self._least * 1.6)
        per_column = max(1, int((r.height() - head_h - 6) // row_h))
        two = len(clues) > per_column
        gap = 30.0
        width = (r.width() - gap) / 2 if two else r.width()
        fit = per_column * (2 if two else 1)
        earlier = max(0, len(clues) - fit)
        if earlier:
            fit -= 1  # one row says how many are above
        shown = clues[max(0, len(clues) - fit):] if fit else []
        earlier = len(clues) - len(shown)
        self.rows_shown = len(shown)
        slots = [QRectF(r.left() + (width + gap) * c, r.top(), width, r.height()) for c in range(2 if two else 1)]
        for box in slots:
            self._paint_log_head(p, box, head_h, compact=two)
        if not clues:
            p.setFont(self._font(26))
            p.setPen(SOFT)
            p.drawText(QRectF(r.left() + 8, r.top() + head_h + 6, r.width(), row_h * 2), Qt.AlignmentFlag.AlignVCenter,
                       _("No clues yet: each player opens with a word about their own hand."))
        places = [(c, i) for c in range(len(slots)) for i in range(per_column)]
        if earlier:
            box = slots[0]
            p.setFont(self._font(20))
            p.setPen(SOFT)
            p.drawText(QRectF(box.left() + 8, box.top() + head_h + 6, box.width(), row_h),
                       Qt.AlignmentFlag.AlignVCenter,
                       ngettext("\u2191 {n} earlier clue", "\u2191 {n} earlier clues", earlier).format(n=earlier))
            places = places[1:]
        for k, (c, (col, i)) in enumerate(zip(shown, places)):
            box = slots[col]
            row = QRectF(box.left(), box.top() + head_h + 6 + i * row_h, box.width(), row_h - 4)
            self._defer(f"clue:{c['index']}", self._clue_painter(c, row, c is clues[-1],
                                                                  (earlier + k) % 2 == 1, two), p, row)

    def _paint_log_head(self, p: QPainter, box: QRectF, head_h: float, compact: bool) -> None:
        cols = self._log_columns(box, compact)
        p.setFont(self._font(20, True))
        p.setPen(SOFT)
        titles = [_("Rd") if compact else _(CLUE_LOG_COLUMNS[0]), *(_(t) for t in CLUE_LOG_COLUMNS[1:])]
        last = len(CLUE_LOG_COLUMNS) - 1
        for k, (title, (x, cw)) in enumerate(zip(titles, cols)):
            align = Qt.AlignmentFlag.AlignLeft
            if k == last and compact:
                # A narrow answer column: its title ends at the column's end, over the word's room.
                x, cw = cols[k - 1][0] + cols[k - 1][1] * 0.5, cols[k - 1][1] * 0.5 + cw
                align = Qt.AlignmentFlag.AlignRight
            elif k == last:
                align = Qt.AlignmentFlag.AlignCenter
            p.drawText(QRectF(x, box.top(), cw, head_h), align | Qt.AlignmentFlag.AlignVCenter,
                       self._elide(p, title, cw))
        p.setPen(QPen(RULE, 1.5))
        p.drawLine(QPointF(box.left(), box.top() + head_h), QPointF(box.right(), box.top() + head_h))

    @staticmethod
    def _log_columns(r: QRectF, compact: bool = False) -> list[tuple[float, float]]:
        widths = [0.11, 0.25, 0.25, 0.30, 0.09] if compact else [0.13, 0.25, 0.25, 0.27, 0.10]
        out, x = [], r.left() + 10
        for f in widths:
            cw = (r.width() - 20) * f
            out.append((x, cw))
            x += cw
        return out

    def _clue_painter(self, c: dict, row: QRectF, newest: bool, alt: bool, compact: bool) -> Deferred:
        """The painter of one clue's row; while it moves in it slides up into place and its
        words fade in."""

        def paint(p: QPainter, t: float) -> None:
            p.save()
            if t < 1.0:
                p.translate(0, (1.0 - t) * row.height() * 0.8)
                p.setOpacity(max(0.0, min(1.0, t * 1.4)))
            if newest or alt:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(NEWEST if newest else ROW_ALT)
                p.drawRoundedRect(row, 10, 10)
            self._paint_clue(p, c, row, self._log_columns(row, compact), NEWEST_INK if newest else INK, newest,
                             compact)
            p.restore()

        return paint

    def _paint_clue(self, p: QPainter, c: dict, row: QRectF, cols, ink: QColor, newest: bool,
                    compact: bool = False) -> None:
        names = self.names
        opening = c["kind"] == "opening"
        cy = row.center().y()
        (x0, w0), (x1, w1), (x2, w2), (x3, w3), (x4, w4) = cols
        p.setPen(ink)
        p.setFont(self._font(20 if compact else 22, newest))
        if compact:
            label = _("Open") if opening else str(c["round"])
        else:
            label = _("Opening") if opening else _("Round {n}").format(n=c["round"])
        p.drawText(QRectF(x0, row.top(), w0, row.height()), Qt.AlignmentFlag.AlignVCenter,
                   self._elide(p, label, w0))
        token = min(14.0, row.height() * 0.32)
        for (x, cw), seat, text in (((x1, w1), c["asker"], names[c["asker"]]),
                                    ((x2, w2), c["asked"], _("own hand") if opening else names[c["asked"]])):
            p.setPen(ink)
            if opening and seat == c["asked"] and text != names[seat]:
                # An opening clue asks the asker's own hand: the asker's token is on the row already.
                quiet = self._font(20)
                quiet.setItalic(True)
                p.setFont(quiet)
                p.drawText(QRectF(x, row.top(), cw - 4, row.height()), Qt.AlignmentFlag.AlignVCenter,
                           self._elide(p, text, cw - 4))
                continue
            paint_seat_token(p, seat, QPointF(x + token + 2, cy), token, theme.PROJECTOR_BG)
            p.setPen(ink)
            p.setFont(self._font(24, True))
            room = cw - token * 2 - 12
            p.drawText(QRectF(x + token * 2 + 10, row.top(), room, row.height()),
                       Qt.AlignmentFlag.AlignVCenter, self._elide(p, text, room))
        tile = min(row.height() - 8, (w3 - 20) / 5)
        tx = x3
        for ch in c["word"]:
            rect = QRectF(tx, cy - tile / 2, tile, tile)
            p.setPen(QPen(QColor(theme.INK) if newest else RULE, 1.5))
            p.setBrush(QColor(CARD_FACE))
            p.drawRoundedRect(rect, 6, 6)
            p.setPen(QColor(theme.INK))
            p.setFont(self._font(tile * 0.62, True))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, ch)
            tx += tile + 4
        p.setPen(ink)
        p.setFont(self._font(32, True))
        p.drawText(QRectF(x4, row.top(), w4, row.height()), Qt.AlignmentFlag.AlignCenter, str(c["answer"]))

    @staticmethod
    def _elide(p: QPainter, text: str, width: float) -> str:
        return p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))

    # -- the scores ---------------------------------------------------------------------------------
    def _paint_scores(self, p: QPainter, r: QRectF) -> None:
        v = self._shown()
        lines = score_lines(v, self.names)
        p.setPen(INK)
        p.setFont(self._font(34, True))
        p.drawText(QRectF(r.left(), r.top(), r.width(), 50), Qt.AlignmentFlag.AlignVCenter, _("Scores"))
        widths = [0.22, 0.14, 0.14, 0.14, 0.11, 0.14, 0.11]
        xs, x = [], r.left()
        for f in widths:
            xs.append((x, r.width() * f))
            x += r.width() * f
        y = r.top() + 58
        p.setFont(self._font(19, True))
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
                    p.setFont(self._font(26, True))
                    label = text + ("  \u2605" if line.winner else "")
                    p.drawText(QRectF(cx + 46, row.top(), cw - 46, row.height()), Qt.AlignmentFlag.AlignVCenter,
                               self._elide(p, label, cw - 46))
                    continue
                p.setPen(ink)
                p.setFont(self._font(34 if i == len(cells) - 1 else 24, i == len(cells) - 1))
                p.drawText(QRectF(cx, row.top(), cw, row.height()), Qt.AlignmentFlag.AlignCenter, text)
            y += row_h
        p.setPen(INK)
        p.setFont(self._font(26, True))
        p.drawText(QRectF(r.left(), y + 10, r.width(), 90),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, winner_note(v, self.names))
        p.setPen(SOFT)
        p.setFont(self._font(19))
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
        p.setFont(self._font(22, True))
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
            p.setFont(self._font(25, True))
            p.drawText(QRectF(r.left() + 46, row.top(), name_w - 50, row.height()), Qt.AlignmentFlag.AlignVCenter,
                       self._elide(p, names[seat], name_w - 50))
            up = v["revealed"][seat]
            if over and seat < len(hands):
                cards = [(ch, "up" if ch in up else "hand") for ch in hands[seat]]
            else:
                cards = [(ch, "up") for ch in up]
            x = r.left() + name_w
            for ch, kind in cards:
                rect = QRectF(x, row.center().y() - card_w * 0.68, card_w, card_w * 1.36)
                self._defer(f"card:{seat}:{ch}", self._card_painter(rect, ch, kind), p, rect)
                x += card_w + 6
            if not over:
                hidden = v["hand_size"] - len(up)
                p.setPen(SOFT)
                p.setFont(self._font(20))
                p.drawText(QRectF(x + 6, row.top(), r.right() - x - 6, row.height()), Qt.AlignmentFlag.AlignVCenter,
                           _("+{n} face down").format(n=hidden) if hidden else _("all face up"))
            y += row_h
        y += 12
        # The playground and the truants.
        for title, cards, note in self._ground_rows():
            p.setPen(SOFT)
            p.setFont(self._font(22, True))
            p.drawText(QRectF(r.left(), y, name_w, 60), Qt.AlignmentFlag.AlignVCenter, title)
            x = r.left() + name_w
            for ch, kind in cards:
                rect = QRectF(x, y + 2, card_w * 1.1, card_w * 1.1 * 1.36)
                key = f"ground:{ch}" if title == _("Playground") and ch else f"still:{title}:{x}"
                self._defer(key, self._card_painter(rect, ch, kind), p, rect)
                x += card_w * 1.1 + 6
            p.setPen(SOFT)
            p.setFont(self._font(19))
            p.drawText(QRectF(x + 8, y, r.right() - x - 8, 60), Qt.AlignmentFlag.AlignVCenter,
                       self._elide(p, note, r.right() - x - 8))
            y += 72
        # Who peeked at whom (public; the letters never are).
        peeks = v["peeks"]
        if peeks and y + 40 < r.bottom():
            y += 8
            p.setPen(SOFT)
            p.setFont(self._font(22, True))
            p.drawText(QRectF(r.left(), y, r.width(), 34), Qt.AlignmentFlag.AlignVCenter, _("Peeks"))
            y += 36
            p.setFont(self._font(20))
            room = max(0, int((r.bottom() - y) // 30))
            for peek in peeks[-room:] if room else []:
                p.drawText(QRectF(r.left(), y, r.width(), 30), Qt.AlignmentFlag.AlignVCenter,
                           _("Round {n}: {seer} looked at a card of {target}").format(
                               n=peek["round"], seer=names[peek["seer"]], target=names[peek["target"]]))
                y += 30

    @staticmethod
    def _card_painter(rect: QRectF, letter: str, kind: str) -> Deferred:
        """A card's painter; turned face up just now, it drops into its place from above."""

        def paint(p: QPainter, t: float) -> None:
            p.save()
            if t < 1.0:
                p.translate(0, -(1.0 - t) * rect.height() * 0.9)
                p.setOpacity(max(0.0, min(1.0, t * 1.5)))
            paint_card(p, rect, letter, kind, dark=True)
            p.restore()

        return paint

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
