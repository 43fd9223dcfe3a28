"""Toy cards' projector board: the public view only, for the room."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from boardgames_desktop.core.i18n import Tn, _, render
from boardgames_desktop.ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from boardgames_desktop.ui.kit.seats import SeatRow
from boardgames_desktop.ui.kit.style import FONT_FAMILY

from .card_face import CardFace


class ProjectorBoard(ProjectorBoardBase):
    """The table for the room: the card to beat, the deck, every seat's score and hand size."""

    def __init__(self, game: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.names: list[str] = []
        self.received: list[tuple[dict, str]] = []
        layout = QHBoxLayout(self)
        left = QVBoxLayout()
        self.top_card = CardFace(size=QSize(240, 336))
        left.addWidget(self.top_card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.deck_label = QLabel()
        self.deck_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        left.addWidget(self.deck_label)
        left.addStretch(1)
        layout.addLayout(left)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(12)
        self.rows: list[SeatRow] = []
        layout.addSpacing(48)
        layout.addLayout(self.rows_box, 1)

    def set_player_names(self, names: list[str]) -> None:
        self.names = list(names)

    def _px(self) -> int:
        """Type size for the room: about 1/25 of the window (the board is most of it)."""
        return max(16, round(self.window().height() * 0.035))

    def resizeEvent(self, event) -> None:
        side = max(120, min(self.height() * 0.7, self.width() * 0.3))
        self.top_card.set_card_size(QSize(round(side / 1.4), round(side)))
        font = QFont(FONT_FAMILY)
        font.setPixelSize(self._px())
        self.deck_label.setFont(font)
        for row in self.rows:
            row.set_pixel_size(self._px())
        super().resizeEvent(event)

    def show_public(self, view: dict, status: str) -> None:
        self.remember(view)
        self.received.append((view, status))
        self.top_card.set_card(view["top"])
        self.deck_label.setText(render(Tn("{n} card in the deck", "{n} cards in the deck", view["deck"])))
        while len(self.rows) < view["seats"]:
            seat = len(self.rows)
            row = SeatRow(seat, self.names[seat] if seat < len(self.names) else "", dark=True)
            row.set_pixel_size(self._px())
            self.rows_box.addWidget(row)
            self.rows.append(row)
        if not self.rows_box.count() or self.rows_box.itemAt(self.rows_box.count() - 1).widget() is not None:
            self.rows_box.addStretch(1)
        for seat, row in enumerate(self.rows):
            row.set_seat(row.name, render(Tn("{n} point", "{n} points", view["scores"][seat])))
            row.set_active(view["current"] == seat, _("to play"))
