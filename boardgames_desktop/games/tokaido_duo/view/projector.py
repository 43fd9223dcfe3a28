"""The Tokaido Duo projector picture (Qt): the public table, dark and large."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from .table import DARK, Table, seat_names


class ProjectorBoard(ProjectorBoardBase):
    """The public table for the projector: dark, large, nothing to click."""

    def __init__(self, game: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.public_view: dict[str, Any] | None = None
        self.table = Table(DARK, self)
        self.table.spectator = True
        self.table.names = seat_names([])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = seat_names(names)
        self.table.update()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.remember(view)
        self.table.selected = None
        self.table.targets = {}
        self.table.set_view(view)
