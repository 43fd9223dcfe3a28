"""Hooky's small Qt pieces: letter cards, seat buttons, the A-Z keyboard, the round track.

Every piece paints from plain values (a letter, a seat, a round), so the
board, the action panel and the results page share them. Sizes are in pixels
at zoom 1.0 and scale with :meth:`set_scale`; every click target is at least
40 pixels, and everything clickable lights up under the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QHideEvent,
    QIcon,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from .... import theme
from ....core.i18n import _, join_clauses, join_list, ngettext, seat_label
from ....ui.kit.legible import legible_px
from ....ui.kit.marks import paint_seat_token, seat_description, seat_style
from ....ui.kit.motion import PLACE_MS, Motions, paint_last_mark
from ....ui.kit.paintguard import guarded_paint
from ..data import (
    CARD_BACK,
    CARD_BACK_EDGE,
    CARD_BACK_LINE,
    CARD_FACE,
    CARD_TRUANT_FACE,
    CARD_UP_FACE,
    LETTERS,
    PROJECTOR_CARD_EDGE,
    PROJECTOR_DONE,
    PROJECTOR_SOFT,
    ROUNDS,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
)

FONT = theme.FONT_FAMILY


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(FONT)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def seat_icon(seat: int, size: int = 28) -> QIcon:
    """The seat's token (colour disc with its mark) as an icon, sharp on HiDPI screens."""
    ratio = 2.0
    pix = QPixmap(round(size * ratio), round(size * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_seat_token(p, seat, QPointF(size / 2, size / 2), size / 2 - 1.5)
    p.end()
    return QIcon(pix)


# -- a letter card ----------------------------------------------------------------------------
class LetterCard(QWidget):
    """One letter card. ``kind``:

    * ``"hand"``: a card of the seat's own hand, face down on the table;
    * ``"up"``: face up for everyone (a revealed card, a playground card);
    * ``"peek"``: a card the seat looked at in another hand (dashed edge);
    * ``"back"``: a face-down card nobody at the screen knows;
    * ``"truant"``: a truant shown at the end.
    """

    clicked = Signal(str)

    def __init__(self, letter: str = "", kind: str = "hand", width: int = 64, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.letter = letter
        self.kind = kind
        self.base_width = width
        self.scale = 1.0
        self.selected = False
        self.clickable = False
        self.hover = False
        self.caption = ""
        #: The last move put this card here (dealt, turned up, shown at the end): ringed until the next.
        self.marked = False
        self.motions = Motions(self)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self._describe()

    def arrive(self) -> None:
        """The card slides into its place (dealt, handed out, turned face up). Only a card
        in sight moves: a tween on a card nobody sees would outlive it unseen."""
        row = self.parentWidget()
        if row is not None and row.isVisible():
            self.motions.start("arrive", PLACE_MS)

    def set_marked(self, on: bool) -> None:
        if on != self.marked:
            self.marked = on
            self.update()

    def hideEvent(self, event: QHideEvent) -> None:
        # Hidden (its window closed, the card taken away): it arrived. A tween left running
        # on a widget about to be deleted would be finished by the next click anywhere.
        self.motions.skip()
        super().hideEvent(event)

    def set_card(self, letter: str, kind: str, caption: str = "") -> None:
        if (letter, kind, caption) != (self.letter, self.kind, self.caption):
            self.letter, self.kind, self.caption = letter, kind, caption
            self._describe()
            self.update()

    def _describe(self) -> None:
        words = {
            "hand": _("in your hand, face down"),
            "up": _("face up"),
            "peek": _("seen by your peek"),
            "back": _("face down"),
            "truant": _("a truant"),
        }
        name = self.letter if self.kind != "back" else _("a card")
        self.setAccessibleName(join_list(w for w in (name, words.get(self.kind, "")) if w))

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.updateGeometry()
        self.update()

    def set_clickable(self, on: bool) -> None:
        self.clickable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.update()

    def sizeHint(self) -> QSize:
        w = round(self.base_width * self.scale)
        extra = max(18, round(w * 0.3)) if self.caption else 0
        return QSize(w, round(w * 1.36) + extra)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hover = True
        self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self.hover = False
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.clickable:
            self.clicked.emit(self.letter)
        else:
            super().mousePressEvent(event)

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        card_h = min(self.height(), round(w * 1.36))
        rect = QRectF(3, 3, w - 6, card_h - 6)
        if self.clickable and self.hover and not self.selected:
            rect.translate(0, -1)
        t = self.motions.t("arrive")
        p.save()
        if t < 1.0:
            # Arriving: it drops in from above its place and firms up.
            p.translate(0, -(1.0 - t) * card_h * 0.6)
            p.setOpacity(max(0.0, min(1.0, 0.2 + t)))
        paint_card(p, rect, self.letter, self.kind, selected=self.selected,
                   hover=self.clickable and self.hover)
        p.restore()
        if self.marked and t >= 1.0:
            paint_last_mark(p, rect.adjusted(1, 1, -1, -1), 0.5)
        if self.caption:
            p.setPen(QColor(theme.INK_SOFT))
            p.setFont(font(max(12, w * 0.2)))
            p.drawText(QRectF(0, card_h, w, self.height() - card_h),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.caption)
        p.end()


def paint_card(p: QPainter, rect: QRectF, letter: str, kind: str, *, selected: bool = False,
               hover: bool = False, dark: bool = False) -> None:
    """Paint a letter card into ``rect`` (also used by the projector)."""
    r = rect.width() * 0.12
    p.save()
    if kind == "back":
        p.setPen(QPen(QColor(CARD_BACK).darker(130), max(1.0, rect.width() * 0.025)))
        p.setBrush(QColor(CARD_BACK))
        p.drawRoundedRect(rect, r, r)
        # A quiet cross-hatch, like a printed card back.
        clip = QPainterPath()
        inner = rect.adjusted(rect.width() * 0.12, rect.width() * 0.12, -rect.width() * 0.12, -rect.width() * 0.12)
        clip.addRoundedRect(inner, r * 0.6, r * 0.6)
        p.setClipPath(clip)
        p.setPen(QPen(QColor(CARD_BACK_LINE), max(1.0, rect.width() * 0.035)))
        step = rect.width() * 0.18
        x = inner.left() - inner.height()
        while x < inner.right():
            p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            x += step
        p.setClipping(False)
        p.setPen(QPen(QColor(CARD_BACK_EDGE), max(1.0, rect.width() * 0.03)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, r * 0.6, r * 0.6)
        p.restore()
        return
    face = QColor(CARD_FACE)
    edge = QColor(theme.RULE) if not dark else QColor(PROJECTOR_CARD_EDGE)
    width = max(1.0, rect.width() * 0.03)
    pen_style = Qt.PenStyle.SolidLine
    if kind == "up":
        face = QColor(CARD_UP_FACE)
        edge = QColor(theme.HIGHLIGHT)
        width = max(1.5, rect.width() * 0.05)
    elif kind == "peek":
        edge = QColor(theme.INK_SOFT)
        pen_style = Qt.PenStyle.DashLine
        width = max(1.2, rect.width() * 0.035)
    elif kind == "truant":
        face = QColor(CARD_TRUANT_FACE)
        edge = QColor(theme.DANGER)
        width = max(1.5, rect.width() * 0.05)
    if hover:
        edge = QColor(theme.HIGHLIGHT)
        width = max(width, rect.width() * 0.05)
    if selected:
        edge = QColor(theme.INK)
        width = max(2.5, rect.width() * 0.08)
    pen = QPen(edge, width)
    pen.setStyle(pen_style)
    p.setPen(pen)
    p.setBrush(face)
    p.drawRoundedRect(rect, r, r)
    p.setPen(QColor(theme.INK))
    p.setFont(font(rect.height() * 0.52, True))
    p.drawText(rect.adjusted(0, -rect.height() * 0.04, 0, 0), Qt.AlignmentFlag.AlignCenter, letter)
    if kind == "up":
        # A small eye-like band: this card is public.
        band = QRectF(rect.left() + rect.width() * 0.18, rect.bottom() - rect.height() * 0.17,
                      rect.width() * 0.64, rect.height() * 0.09)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.HIGHLIGHT))
        p.drawRoundedRect(band, band.height() / 2, band.height() / 2)
    p.restore()


class CardRow(QWidget):
    """A row of letter cards that reuses its card widgets."""

    card_clicked = Signal(str)

    def __init__(self, width: int = 64, spacing: int = 8, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_width = width
        self.spacing = spacing
        self.scale = 1.0
        self.cards: list[LetterCard] = []
        from PySide6.QtWidgets import QHBoxLayout

        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(spacing)
        self._layout.addStretch(1)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_cards(self, cards: Sequence[tuple[str, str, str]], moved: bool = False, mark: bool = True) -> None:
        """``cards``: (letter, kind, caption) for each card, left to right. With ``moved``
        (a new view), every card that was not there before slides in, and (with ``mark``,
        where the row held cards already) stays marked as the last move's until
        :meth:`clear_marks`."""
        before = [(c.letter, c.kind) for c in self.cards]
        while len(self.cards) < len(cards):
            card = LetterCard(width=self.card_width)
            card.set_scale(self.scale)
            card.clicked.connect(self.card_clicked)
            self._layout.insertWidget(len(self.cards), card, 0, Qt.AlignmentFlag.AlignTop)
            self.cards.append(card)
        while len(self.cards) > len(cards):
            card = self.cards.pop()
            self._layout.removeWidget(card)
            card.motions.skip()
            card.hide()
            card.deleteLater()
        for i, (card, (letter, kind, caption)) in enumerate(zip(self.cards, cards)):
            card.base_width = self.card_width
            card.set_card(letter, kind, caption)
            card.updateGeometry()
            if moved and (i >= len(before) or before[i] != (letter, kind)):
                card.arrive()
                card.set_marked(mark and bool(before))
        self._fit()
        self.updateGeometry()

    def clear_marks(self) -> None:
        for card in self.cards:
            card.set_marked(False)

    def marked(self) -> list[str]:
        """The letters of the cards the last move put here (tests read it)."""
        return [c.letter for c in self.cards if c.marked]

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self._layout.setSpacing(round(self.spacing * scale))
        self._fit()
        self.updateGeometry()

    #: A row narrower than its cards shrinks them, down to this share of their size.
    SMALLEST = 0.6

    def _natural(self, share: float = 1.0) -> int:
        n = len(self.cards)
        return round(n * self.card_width * self.scale * share + max(0, n - 1) * self.spacing * self.scale)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self._natural(), hint.height())

    def minimumSizeHint(self) -> QSize:
        # A narrow column gets smaller cards, not a wider window.
        return QSize(self._natural(self.SMALLEST), round(self.card_width * self.SMALLEST * self.scale * 1.36))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        natural = self._natural()
        share = 1.0 if not natural or self.width() >= natural else max(self.SMALLEST, self.width() / natural)
        for card in self.cards:
            if abs(card.scale - self.scale * share) > 1e-3:
                card.set_scale(self.scale * share)

    def letters(self) -> list[str]:
        return [c.letter for c in self.cards]

    def card(self, letter: str) -> LetterCard | None:
        return next((c for c in self.cards if c.letter == letter), None)


# -- seat buttons -------------------------------------------------------------------------------
class SeatButton(QPushButton):
    """A big, checkable button for a player: their token (colour and mark) and name."""

    def __init__(self, seat: int, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setCheckable(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(44)
        self.setIcon(seat_icon(seat, 24))
        self.setIconSize(QSize(24, 24))
        colour = seat_style(seat)["colour"]
        self.setObjectName(f"seatButton{seat}")
        self.setStyleSheet(
            f"QPushButton#seatButton{seat} {{ padding: 6px 12px 6px 8px; font-size: 12pt; text-align: left;"
            f" border: 2px solid {theme.RULE}; border-radius: 10px; background: {theme.PAPER}; }}"
            f"QPushButton#seatButton{seat}:hover {{ border-color: {colour}; background: {theme.HIGHLIGHT_SOFT}; }}"
            f"QPushButton#seatButton{seat}:checked {{ border: 3px solid {colour}; background: {theme.HIGHLIGHT_SOFT};"
            f" font-weight: bold; }}"
            f"QPushButton#seatButton{seat}:disabled {{ color: {theme.RULE}; border-color: {theme.PAPER_DEEP}; }}"
        )
        self.set_name(name or seat_label(seat))

    #: A long name is shortened on the button (whole in the tooltip), so a row of
    #: players never grows wider than the window.
    NAME_WIDTH = 140

    def set_name(self, name: str) -> None:
        self.name = name
        self.ensurePolished()
        self.setText(self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, self.NAME_WIDTH))
        # Chosen, the name is bold: room for the bold name, or its end is cut ("Clec").
        bold = QFont(self.font())
        bold.setBold(True)
        self.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(self.text()) + self.iconSize().width() + 34)
        # Translators: a player's name with their seat's token in words: "Ada (plum, ring)".
        self.setToolTip(_("{name} ({mark})").format(name=name, mark=seat_description(self.seat)))
        self.setAccessibleName(_("{name}, seat {n}, {mark}").format(
            name=name, n=self.seat + 1, mark=seat_description(self.seat)))


# -- the A-Z keyboard -----------------------------------------------------------------------------
class LetterKeyboard(QWidget):
    """26 toggle keys, in as many rows as the width asks (two rows of 13 when there is
    room, down to four rows of 7): the keyboard reflows instead of widening the window.
    ``limit`` caps how many may be chosen at once (a limit of 1 makes a new click
    replace the old choice)."""

    changed = Signal()
    refused = Signal(str)
    GAP = 5
    WIDEST, NARROWEST = 13, 7  # keys a row

    def __init__(self, limit: int = 3, key_size: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.limit = limit
        self.key_size = key_size
        self.locked: set[str] = set()
        self.keys: dict[str, QPushButton] = {}
        for ch in LETTERS:
            key = QPushButton(ch, self)
            key.setObjectName(f"key{ch}")
            key.setCheckable(True)
            key.setFixedSize(key_size, key_size)
            key.setCursor(Qt.CursorShape.PointingHandCursor)
            key.setAccessibleName(_("Letter {letter}").format(letter=ch))
            key.setStyleSheet(
                f"QPushButton {{ padding: 0; font-size: 15pt; font-weight: bold; border-radius: 8px;"
                f" background: {CARD_FACE}; border: 1px solid {theme.RULE}; }}"
                f"QPushButton:hover {{ background: {theme.HIGHLIGHT_SOFT}; border: 2px solid {theme.HIGHLIGHT}; }}"
                f"QPushButton:checked {{ background: {theme.INK}; color: {theme.PAPER};"
                f" border: 2px solid {theme.INK}; }}"
                f"QPushButton:disabled {{ background: {theme.PAPER}; color: {theme.RULE};"
                f" border: 1px dashed {theme.PAPER_DEEP}; }}"
            )
            key.clicked.connect(lambda checked, ch=ch: self._toggled(ch, checked))
            self.keys[ch] = key
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._place()

    # -- reflow --------------------------------------------------------------------------------
    def _span(self, count: int) -> int:
        return count * self.key_size + (count - 1) * self.GAP

    def columns_for(self, width: int) -> int:
        fit = max(self.NARROWEST, min(self.WIDEST, (width + self.GAP) // (self.key_size + self.GAP)))
        rows = self._rows(fit)
        return -(-len(LETTERS) // rows)  # as few rows as fit, evenly filled (9 9 8, not 12 12 2)

    def _rows(self, columns: int) -> int:
        return -(-len(LETTERS) // columns)

    def sizeHint(self) -> QSize:
        return QSize(self._span(self.WIDEST), self._span(self._rows(self.WIDEST)))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._span(self.NARROWEST), self._span(self._rows(self.WIDEST)))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._span(self._rows(self.columns_for(width)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place()
        super().resizeEvent(event)

    def _place(self) -> None:
        columns = self.columns_for(self.width())
        step = self.key_size + self.GAP
        for i, ch in enumerate(LETTERS):
            row, col = divmod(i, columns)
            self.keys[ch].move(col * step, row * step)
        if self.minimumHeight() != self.heightForWidth(self.width()):
            # Taller or shorter now: the layout above gives the rows their room.
            self.setMinimumHeight(self.heightForWidth(self.width()))
            self.updateGeometry()

    def _toggled(self, ch: str, checked: bool) -> None:
        if ch in self.locked:
            self.keys[ch].setChecked(True)
            self.refused.emit(_("{letter} is face up in your hand, so it is part of it.").format(letter=ch))
            return
        if checked:
            chosen = self.selected()
            if len(chosen) > self.limit:
                if self.limit == 1:
                    for other in chosen:
                        if other != ch:
                            self.keys[other].setChecked(False)
                else:
                    self.keys[ch].setChecked(False)
                    self.refused.emit(ngettext(
                        "At most {n} letter: click a chosen letter to take it back first.",
                        "At most {n} letters: click a chosen letter to take it back first.",
                        self.limit).format(n=self.limit))
                    return
        self.changed.emit()

    def selected(self) -> str:
        return "".join(ch for ch in LETTERS if self.keys[ch].isChecked())

    def set_selected(self, letters: Iterable[str]) -> None:
        want = set(letters)
        for ch, key in self.keys.items():
            key.setChecked(ch in want)
        self.changed.emit()

    def set_disabled(self, letters: Iterable[str], why: str = "") -> None:
        off = set(letters)
        for ch, key in self.keys.items():
            key.setEnabled(ch not in off)
            key.setToolTip(why if ch in off else "")
            if ch in off:
                key.setChecked(False)

    def set_locked(self, letters: Iterable[str]) -> None:
        self.locked = set(letters)
        for ch in self.locked:
            self.keys[ch].setChecked(True)



# -- the round track --------------------------------------------------------------------------------
class RoundTrack(QWidget):
    """Opening, rounds 1-6, and what happens at the end of each round.

    The current step is filled; past steps are ticked. Under each round a
    short note says what its end brings: a playground card, a truant guess
    (with its points per correct letter), the final hand guesses.
    """

    def __init__(self, dark: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dark = dark
        self.round = 0
        self.phase = "opening"
        self.reveal_after: tuple[int, ...] = (1, 2, 3)
        self.scale = 1.0
        self.compact = False  # pills only, no end-of-round notes (the worksheet wants the height)
        self.low = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(420)

    def set_state(self, phase: str, rnd: int, reveal_after: Sequence[int]) -> None:
        self.phase, self.round, self.reveal_after = phase, rnd, tuple(reveal_after)
        self.setToolTip(self.describe())
        self.update()

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.updateGeometry()
        self.update()

    def set_compact(self, on: bool) -> None:
        if on != self.compact:
            self.compact = on
            self.updateGeometry()
            self.update()

    def set_low(self, on: bool) -> None:
        """A laptop's window: the pills and their notes in less height (the notes in their
        short words where the full ones do not fit)."""
        if on != self.low:
            self.low = on
            self.updateGeometry()
            self.update()

    def _height(self) -> int:
        return round((38 if self.compact else (60 if self.low else 74)) * self.scale)

    def sizeHint(self) -> QSize:
        return QSize(round(640 * self.scale), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(420, self._height())

    @staticmethod
    def end_note(rnd: int, reveal_after: Sequence[int], short: bool = False) -> str:
        notes = []
        if rnd in reveal_after:
            notes.append(_("card") if short else _("playground card"))
        if rnd in TRUANT_GUESS_ROUNDS:
            notes.append(_("truants") if short else _("truants +{n}").format(n=TRUANT_POINTS[rnd]))
        if rnd == ROUNDS:
            notes.append(_("hands"))
        if not notes:
            return ""
        if short:
            return "▸ " + join_list(notes)
        return _("then {what}").format(what=" · ".join(notes))

    def describe(self) -> str:
        lines = [_("Opening clues, then six rounds.")]
        for r in range(1, ROUNDS + 1):
            what = []
            if r in self.reveal_after:
                what.append(_("a playground card turns face up"))
            if r in TRUANT_GUESS_ROUNDS:
                what.append(_("everyone guesses three truants ({n} points a correct letter)").format(
                    n=TRUANT_POINTS[r]))
            if r == ROUNDS:
                what.append(_("everyone guesses the other hands"))
            if what:
                lines.append(_("After round {n}: {what}.").format(n=r, what=join_clauses(what)))
        return "\n".join(lines)

    def current_step(self) -> int:
        """0 = opening, 1-6 = rounds, 7 = after the game."""
        if self.phase == "opening":
            return 0
        if self.phase == "over":
            return ROUNDS + 1
        return self.round

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_round_track(p, QRectF(self.rect()), self.current_step(), self.phase, self.reveal_after, self.dark,
                          notes=not self.compact)
        p.end()


def track_pills(rect: QRectF, notes: bool = True) -> list[QRectF]:
    """The seven pills (opening, rounds 1-6) of a track in ``rect``; the notes go under them."""
    n = ROUNDS + 1
    gap = rect.width() * 0.012
    pill_w = (rect.width() - gap * (n - 1)) / n
    pill_h = rect.height() * (0.52 if notes else 0.9)
    return [QRectF(rect.left() + i * (pill_w + gap), rect.top() + 2, pill_w, pill_h) for i in range(n)]


def paint_round_track(p: QPainter, rect: QRectF, step: int, phase: str, reveal_after: Sequence[int],
                      dark: bool = False, notes: bool = True, least: float | None = None) -> None:
    """The track in ``rect``: seven pills (opening, 1-6), each with its end-of-round note.
    ``least``: the smallest text in the painter's units, where the painter's device does
    not tell it (the projector's kept pixmap)."""
    ink = QColor(theme.PROJECTOR_INK if dark else theme.INK)
    soft = QColor(PROJECTOR_SOFT if dark else theme.INK_SOFT)
    pills = track_pills(rect, notes)
    pill_w, pill_h = pills[0].width(), pills[0].height()
    placed, room = fit_notes(p, rect, pill_w, pill_h, reveal_after, least) if notes else ({}, 0.0)
    for i, pill in enumerate(pills):
        current = i == step and phase not in ("over",)
        _paint_pill_frame(p, pill, i, step, phase, dark)
        label = _("Opening") if i == 0 else _("Round {n}").format(n=i)
        if pill_w < pill_h * 3.2 and i:
            label = str(i)
        p.setPen(QColor(theme.INK) if current else (soft if i < step else ink))
        px = min(pill_h * 0.42, 16.0 if not notes else 1e9)
        text, px = _pill_label(p, ("✓ " if i < step else "") + label, px, current,
                               pill_w - pill_h * 0.6, least)  # the round ends are no room for words
        p.setFont(font(px, current))
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
        if i in placed:
            note_px, lines = placed[i]
            p.setFont(font(note_px, current))
            p.setPen(ink if current else soft)
            note = QRectF(pill.center().x() - room / 2, pill.bottom() + 2, room, rect.bottom() - pill.bottom() - 2)
            p.drawText(note, _NOTE_FLAGS, lines)


def _pill_label(p: QPainter, text: str, px: float, bold: bool, room: float,
                least_px: float | None = None) -> tuple[str, float]:
    """The pill's words and size inside ``room``: smaller down to the legible minimum,
    then without the tick (the shaded pill says "done" too), never cut by the pill's edge."""
    least = math.ceil((legible_px(p) if least_px is None else least_px) - 0.01)
    px = max(px, least)
    for words in (text, text.removeprefix("✓ ")):
        size = px
        while size >= least:
            if QFontMetricsF(font(size, bold)).horizontalAdvance(words) <= room:
                return words, size
            size -= 1
    return text.removeprefix("✓ "), float(max(least, 1))


def _paint_pill_frame(p: QPainter, pill: QRectF, i: int, step: int, phase: str, dark: bool) -> None:
    """Pill ``i``'s outline and fill: gold for the round now (paler while it ends),
    shaded once done, open ahead."""
    pill_h = pill.height()
    rule = QColor(PROJECTOR_CARD_EDGE if dark else theme.RULE)
    current = i == step and phase not in ("over",)
    ending = i == step and phase in ("playground", "truants", "final", "hands")
    if current:
        p.setPen(QPen(QColor(theme.HIGHLIGHT), max(2.0, pill_h * 0.07)))
        p.setBrush(QColor(theme.HIGHLIGHT if not ending else theme.HIGHLIGHT_SOFT))
    elif i < step:
        p.setPen(QPen(rule, 1.2))
        p.setBrush(QColor(PROJECTOR_DONE if dark else theme.PAPER_DEEP))
    else:
        p.setPen(QPen(rule, 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(pill, pill_h / 2, pill_h / 2)


#: How a note is set under its pill: centred, wrapped at spaces (or between CJK characters).
_NOTE_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def fit_notes(p: QPainter, rect: QRectF, pill_w: float, pill_h: float, reveal_after: Sequence[int],
              least_px: float | None = None) -> tuple[dict[int, tuple[float, str]], float]:
    """The end-of-round notes as they fit under their pills: {round: (px, text)} and the
    width each may use. Every note stays inside its own pill's width (a neighbour's words
    never run into it), all in one wording and one size: the full words on one line, else
    on two, else the short words on one line, then two; never under the legible minimum
    (past that the short words are cut with "…")."""
    room = pill_w * 0.94
    height = rect.bottom() - (rect.top() + 2 + pill_h) - 2
    least = math.ceil((legible_px(p) if least_px is None else least_px) - 0.01)  # font() sets whole pixels
    base = float(max(least, round(rect.height() * 0.2)))
    rounds = range(1, ROUNDS + 1)
    full = {r: RoundTrack.end_note(r, reveal_after).replace(" +", "\u00a0+") for r in rounds}
    short = {r: RoundTrack.end_note(r, reveal_after, short=True) for r in rounds}
    for notes, lines in ((full, 1), (full, 2), (short, 1), (short, 2)):
        px = base
        while px >= least:
            f = font(px, True)  # the current pill's bold is the widest: measure all so
            fm = QFontMetricsF(f)
            if all(_note_fits(fm, text, room, height, lines) for text in notes.values() if text):
                return {r: (px, text) for r, text in notes.items() if text}, room
            if lines == 1:
                break
            px -= 1
    px = float(max(least, min(base, math.floor(height / 2.4))))
    fm = QFontMetricsF(font(px, True))
    return {r: (px, fm.elidedText(text, Qt.TextElideMode.ElideRight, room))
            for r, text in short.items() if text}, room


def _note_fits(fm: QFontMetricsF, text: str, room: float, height: float, lines: int) -> bool:
    box = fm.boundingRect(QRectF(0, 0, room, 1e6), int(_NOTE_FLAGS), text)
    return (box.width() <= room + 0.01 and box.height() <= min(height, lines * fm.lineSpacing()) + 0.5
            and (lines > 1 or "\n" not in text))
