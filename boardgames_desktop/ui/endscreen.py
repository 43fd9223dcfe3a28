"""The end of a game, explained: how it ended, the tie-break that decided, the scores as a table.

Shown in the main window's header once the match is over (the board below
keeps the final position), and in a review on its last step. It reads only
the match's :class:`~boardgames_desktop.core.game.Outcome` (public by nature):
the outcome's message, its ``tiebreak`` when one decided, and its ``scores``
one row a seat, with the seat's mark and name and the winners marked in
words as well as in bold. Beside it: **Review** (step through the game),
**Rematch** (the same seats and options, a new seed) and **New game…**.

    panel = EndPanel(buttons=True)
    panel.show_outcome(EndSummary.of(outcome, names))
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..core.game import Outcome
from ..core.i18n import _, render
from .kit.layouts import taken_widgets
from .kit.marks import SeatMark

#: Rows in one column of the score table; more seats continue in a second (third) column.
ROWS_PER_COLUMN = 4


@dataclass(frozen=True)
class EndSummary:
    """An outcome in words, for one language and the table's names."""

    message: str
    tiebreak: str
    #: (seat, name, score or None, winner) for every seat, in seat order.
    rows: tuple[tuple[int, str, int | None, bool], ...]

    @classmethod
    def of(cls, outcome: Outcome, names: dict[int, str]) -> EndSummary:
        scores = outcome.scores
        rows = tuple(
            (seat, names[seat], scores[seat] if seat < len(scores) else None, seat in outcome.winners)
            for seat in sorted(names)
        )
        return cls(render(outcome.message, names), render(outcome.tiebreak, names) if outcome.tiebreak else "",
                   rows)

    @property
    def scored(self) -> bool:
        return any(score is not None for _seat, _name, score, _winner in self.rows)

    def ranking(self) -> tuple[tuple[int, int, str, int | None, bool], ...]:
        """``(place, seat, name, score, winner)`` best first: the winners, then the rest
        by score; seats level on both share a place ("1, 2, 2, 4"), in seat order.
        Empty when there is nothing to rank: nobody scores and every seat won (or lost)
        together, as in a cooperative game."""
        if not self.scored and len({winner for *_rest, winner in self.rows}) < 2:
            return ()

        def standing(row: tuple[int, str, int | None, bool]) -> tuple[bool, float]:
            _seat, _name, score, winner = row
            return (not winner, -score if score is not None else math.inf)

        ranked: list[tuple[int, int, str, int | None, bool]] = []
        place, previous = 0, None
        for index, row in enumerate(sorted(self.rows, key=standing)):  # stable: seat order among equals
            if standing(row) != previous:
                place, previous = index + 1, standing(row)
            ranked.append((place, *row))
        return tuple(ranked)

    def lines(self) -> list[str]:
        """Everything the panel says, one line each (tests, screen readers)."""
        out = [self.message]
        if self.tiebreak:
            out.append(self.tiebreak)
        for _seat, name, score, winner in self.rows:
            if score is None and not winner:
                continue
            parts = [name] + ([str(score)] if score is not None else []) + ([_("winner")] if winner else [])
            out.append(" · ".join(parts))
        return out


class EndPanel(QWidget):
    """The outcome with its reasons and scores; with ``buttons`` the three ways on."""

    review_clicked = Signal()
    rematch_clicked = Signal()
    new_game_clicked = Signal()

    def __init__(self, parent: QWidget | None = None, *, buttons: bool = True):
        super().__init__(parent)
        self.setObjectName("endPanel")
        self.summary: EndSummary | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 4, 0, 0)
        row.setSpacing(24)
        words = QVBoxLayout()
        words.setSpacing(4)
        self.message_label = QLabel()
        self.message_label.setObjectName("outcomeMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setProperty("role", "outcome")
        self.tiebreak_label = QLabel()
        self.tiebreak_label.setObjectName("tiebreak")
        self.tiebreak_label.setWordWrap(True)
        self.tiebreak_label.setProperty("role", "tiebreak")
        words.addWidget(self.message_label)
        words.addWidget(self.tiebreak_label)
        words.addStretch(1)
        row.addLayout(words, 1)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(10)
        self.table.setVerticalSpacing(2)
        self.table_holder = QWidget()
        self.table_holder.setObjectName("scoreTable")
        self.table_holder.setLayout(self.table)
        row.addWidget(self.table_holder, 0, Qt.AlignmentFlag.AlignTop)
        self.review_button = self.rematch_button = self.new_game_button = None
        if buttons:
            # New game above, Rematch and Review side by side: two rows of buttons, so the
            # header stays low and the final board fits a laptop's screen below it.
            column = QGridLayout()
            column.setSpacing(6)
            self.new_game_button = QPushButton(_("New game…"))
            self.new_game_button.setProperty("primary", True)
            self.new_game_button.setToolTip(_("Choose another game or other players (Ctrl+N)"))
            self.new_game_button.clicked.connect(self.new_game_clicked)
            self.rematch_button = QPushButton(_("Rematch"))
            self.rematch_button.setToolTip(_("The same players and options again, with a new deal"))
            self.rematch_button.clicked.connect(self.rematch_clicked)
            self.review_button = QPushButton(_("Review"))
            self.review_button.setToolTip(_("Step through this game, as everyone saw it or as one player did"))
            self.review_button.clicked.connect(self.review_clicked)
            column.addWidget(self.new_game_button, 0, 0, 1, 2)
            column.addWidget(self.rematch_button, 1, 0)
            column.addWidget(self.review_button, 1, 1)
            column.setRowStretch(2, 1)
            row.addLayout(column)

    def show_outcome(self, summary: EndSummary) -> None:
        self.summary = summary
        self.message_label.setText(summary.message)
        self.tiebreak_label.setText(summary.tiebreak)
        self.tiebreak_label.setVisible(bool(summary.tiebreak))
        self._fill_table(summary)

    def _fill_table(self, summary: EndSummary) -> None:
        for widget in taken_widgets(self.table):
            widget.hide()
            widget.deleteLater()
        shown = summary.scored
        self.table_holder.setVisible(shown)
        if not shown:
            return
        columns = -(-len(summary.rows) // ROWS_PER_COLUMN)
        rows = -(-len(summary.rows) // columns)
        for group in range(columns):
            base = group * 5
            for col, text in ((1, _("Player")), (2, _("Score"))):
                heading = QLabel(text)
                heading.setProperty("role", "tableHeading")
                self.table.addWidget(heading, 0, base + col,
                                     Qt.AlignmentFlag.AlignRight if col == 2 else Qt.AlignmentFlag.AlignLeft)
            if group:
                self.table.setColumnMinimumWidth(base - 1, 16)  # room between two columns of seats
        for index, (seat, name, score, winner) in enumerate(summary.rows):
            group, line = divmod(index, rows)
            base, r = group * 5, line + 1
            mark = SeatMark(seat, 18)
            name_label = QLabel(f"<b>{escape(name)}</b>" if winner else escape(name))
            name_label.setTextFormat(Qt.TextFormat.RichText)
            name_label.setObjectName(f"scoreName{seat}")
            score_label = QLabel("" if score is None else str(score))
            score_label.setObjectName(f"score{seat}")
            score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if winner:
                score_label.setText(f"<b>{score_label.text()}</b>")
            # The winners are named in words, not by weight alone.
            mark_text = QLabel(_("★ winner") if winner else "")
            mark_text.setProperty("role", "muted")
            self.table.addWidget(mark, r, base)
            self.table.addWidget(name_label, r, base + 1)
            self.table.addWidget(score_label, r, base + 2)
            self.table.addWidget(mark_text, r, base + 3)

    def text(self) -> str:
        return "\n".join(self.summary.lines()) if self.summary is not None else ""
