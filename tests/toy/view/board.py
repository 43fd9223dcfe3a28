"""Toy cards' board for the seat at the screen.

A game view receives views and legal actions (never the state) and answers
with actions; the kit (``ui/kit``) keeps the bookkeeping (``remember`` and
``choose``), the seat rows and the marks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.core.game import TABLE
from boardgames_desktop.core.i18n import Tn, _, render
from boardgames_desktop.ui.kit.gameview import GameView
from boardgames_desktop.ui.kit.seats import SeatRow

from ..actions import Confirm, Note, Pass, Play, Stake, Swap
from .card_face import CardFace


class BoardView(GameView):
    """The seat's hand as cards to click, the table, the scores, and notes."""

    def __init__(self, game: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.names: list[str] = []
        self.zoom = 1.0
        self.refusals: list[str] = []
        self.swap_mode = False
        self.hinted: Any | None = None  # the action Help > Hint lit (show_hint)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(16)

        table = QVBoxLayout()
        self.round_label = QLabel()
        self.round_label.setProperty("role", "subheading")
        table.addWidget(self.round_label)
        self.top_card = CardFace(size=QSize(100, 140))
        table.addWidget(QLabel(_("Card to beat")))
        table.addWidget(self.top_card)
        self.deck_label = QLabel()
        table.addWidget(self.deck_label)
        table.addStretch(1)
        outer.addLayout(table)

        middle = QVBoxLayout()
        self.hand_heading = QLabel(_("Your hand"))
        self.hand_heading.setProperty("role", "subheading")
        middle.addWidget(self.hand_heading)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(10)
        self.hand_row.addStretch(1)  # the cards go before it
        self.hand_buttons: list[CardFace] = []
        middle.addLayout(self.hand_row)
        buttons = QHBoxLayout()
        self.stake_button = QPushButton(_("Stake"))
        self.stake_button.setToolTip(_("This turn's play scores double; a turn that scores nothing costs 2 points."))
        self.stake_button.clicked.connect(lambda: self.choose(Stake()))
        self.swap_button = QPushButton(_("Swap a card…"))
        self.swap_button.setCheckable(True)
        self.swap_button.toggled.connect(self._swap_toggled)
        self.pass_button = QPushButton(_("Pass"))
        self.pass_button.clicked.connect(lambda: self.choose(Pass()))
        self.confirm_button = QPushButton(_("Confirm the end of the round"))
        self.confirm_button.setProperty("primary", True)
        self.confirm_button.clicked.connect(lambda: self.choose(Confirm()))
        for button in (self.stake_button, self.swap_button, self.pass_button, self.confirm_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        middle.addLayout(buttons)
        self.notes_heading = QLabel(_("Your notes"))
        self.notes_heading.setProperty("role", "subheading")
        middle.addWidget(self.notes_heading)
        self.notes_grid = QGridLayout()
        self.notes_grid.setHorizontalSpacing(8)
        self.notes_grid.setVerticalSpacing(4)
        self.notes_grid.setColumnStretch(3, 1)
        middle.addLayout(self.notes_grid)
        self.note_widgets: list[QWidget] = []
        middle.addStretch(1)
        outer.addLayout(middle, 1)

        scores = QVBoxLayout()
        heading = QLabel(_("Scores"))
        heading.setProperty("role", "subheading")
        scores.addWidget(heading)
        self.score_box = QVBoxLayout()
        scores.addLayout(self.score_box)
        scores.addStretch(1)
        self.score_rows: list[SeatRow] = []
        outer.addLayout(scores)

    # -- the contract -------------------------------------------------------------------------
    def set_player_names(self, names: list[str]) -> None:
        self.names = list(names)

    def show_view(self, view, seat, legal, interactive) -> None:
        shown = self.remember(view, seat, legal, interactive)
        self.show_hint(None)  # a new view: the shell lights a hint still current again
        self.round_label.setText(_("Round {r} of {n}").format(r=view["round"], n=view["rounds"]))
        self.top_card.set_card(view["top"])
        self.deck_label.setText(render(Tn("{n} card in the deck", "{n} cards in the deck", view["deck"])))
        hand = view.get("hand", [])
        self._show_hand(hand, shown)
        seat_here = seat is not None and seat != TABLE
        self.hand_heading.setVisible(seat_here)
        self.notes_heading.setVisible(seat_here)
        self.stake_button.setVisible(seat_here)
        self.swap_button.setVisible(seat_here)
        self.pass_button.setVisible(seat_here)
        self.stake_button.setEnabled(shown.allows(Stake()))
        self.swap_button.setEnabled(bool(shown.of_type(Swap)))
        if not shown.of_type(Swap):
            self.swap_button.setChecked(False)
        self.pass_button.setEnabled(shown.allows(Pass()))
        self.confirm_button.setVisible(shown.is_table)
        self.confirm_button.setEnabled(shown.allows(Confirm()))
        self._show_notes(view, shown)
        self._show_scores(view)

    def show_hint(self, action: Any | None) -> None:
        """Light the hinted card in the hand (a stake, a swap or a pass: the note alone)."""
        self.hinted = action
        card = action.card if isinstance(action, (Play, Swap)) else None
        for button in self.hand_buttons:
            button.hinted = card is not None and button.card == card
            button.update()

    def prompt(self) -> str:
        shown = self.current
        if shown is None or not shown.interactive:
            return ""
        if shown.is_table:
            return _("Confirm the end of the round when the table is ready.")
        if shown.of_type(Play):
            if self.swap_mode:
                return _("Click the card to put face down.")
            return _("Click a card to play it, or stake, swap or pass.")
        return _("You may keep notes on the others while you wait.")

    def refuse(self, reason: str) -> None:
        self.refusals.append(reason)
        super().refuse(reason)

    def set_zoom(self, factor: float) -> None:
        self.zoom = factor
        for button in self.hand_buttons:
            button.set_card_size(QSize(round(84 * factor), round(118 * factor)))

    # -- parts ------------------------------------------------------------------------------------
    def _swap_toggled(self, on: bool) -> None:
        self.swap_mode = on

    def _show_hand(self, hand: list[str], shown) -> None:
        for button in self.hand_buttons:
            self.hand_row.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop, and a card must not linger
            button.deleteLater()
        self.hand_buttons = []
        for card in hand:
            button = CardFace(card, size=QSize(round(84 * self.zoom), round(118 * self.zoom)), clickable=True)
            button.setObjectName(f"card-{card}")
            button.setEnabled(shown.allows(Play(card)) or shown.allows(Swap(card)))
            button.clicked.connect(lambda _checked=False, c=card: self._card_clicked(c))
            self.hand_row.insertWidget(len(self.hand_buttons), button)
            self.hand_buttons.append(button)

    def _card_clicked(self, card: str) -> None:
        if self.swap_mode:
            self.swap_button.setChecked(False)
            self.choose(Swap(card))
        else:
            self.choose(Play(card))

    def _show_notes(self, view: dict, shown) -> None:
        for widget in self.note_widgets:
            self.notes_grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.note_widgets = []
        seat = shown.seat
        if seat is None or seat == TABLE:
            return
        mine = dict(view.get("notes", []))
        for row, other in enumerate(o for o in range(view["seats"]) if o != seat):
            name = self.names[other] if other < len(self.names) else _("Seat {n}").format(n=other + 1)
            guess = mine.get(other)
            label = QLabel(_("{name}: high cards").format(name=name) if guess == "high" else
                           _("{name}: low cards").format(name=name) if guess == "low" else
                           _("{name}: no note").format(name=name))
            high = QPushButton(_("High"))
            low = QPushButton(_("Low"))
            for button in (high, low):
                button.setStyleSheet("QPushButton { padding: 3px 12px; min-height: 0; }")
            for col, (widget, action) in enumerate(((label, None), (high, Note(other, "high")),
                                                    (low, Note(other, "low")))):
                if action is not None:
                    widget.setEnabled(shown.allows(action))
                    widget.clicked.connect(lambda _checked=False, a=action: self.choose(a))
                self.notes_grid.addWidget(widget, row, col)
                self.note_widgets.append(widget)

    def _show_scores(self, view: dict) -> None:
        while len(self.score_rows) < view["seats"]:
            seat = len(self.score_rows)
            row = SeatRow(seat, self.names[seat] if seat < len(self.names) else "")
            self.score_box.addWidget(row)
            self.score_rows.append(row)
        for seat, row in enumerate(self.score_rows):
            row.set_seat(row.name, render(Tn("{n} point", "{n} points", view["scores"][seat])))
            row.set_active(view["current"] == seat, _("to play"))
