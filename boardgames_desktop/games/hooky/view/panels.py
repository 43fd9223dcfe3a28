"""Hooky's board panels (the clue log is ``cluelog.py``): the players at the table, the seat's own
hand and peeks, and the results page. Each draws one view it is handed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .... import theme
from ....core.i18n import _, join_list, ngettext
from ....ui.kit.flow import FlowLayout
from ....ui.kit.marks import SeatMark
from ..data import WHOLE_HAND_TINT
from ..results import (
    COLUMN_COUNT,
    ScoreLine,
    columns,
    hand_guess_cells,
    score_lines,
    winner_note,
)
from .cluelog import table_item
from .widgets import CARD_FACE, CardRow, font, seat_icon


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



class Panel(QFrame):
    """A calm rounded panel (the shell's ``role=panel`` look)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(14, 10, 14, 12)
        self.box.setSpacing(6)


# -- the clue log ---------------------------------------------------------------------------------
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
        self.table.setAccessibleName(_("Scores"))
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
        self.guesses.setAccessibleName(_("Hand guesses"))
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
        return [[table_item(self.table, r, c).text() for c in range(self.table.columnCount())]
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
    "HandPanel", "Panel", "Placeholder", "ResultsPanel", "SeatsPanel", "heading", "muted",
]
