"""The held-hands table on the projector: the public view, dark and large."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....core.game import Game
from ....ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from .layout import DARK, default_names
from .table import Table


class ProjectorBoard(ProjectorBoardBase):
    """The public table for the projector: dark, large, nothing interactive."""

    def __init__(self, game: Game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.public_view: dict[str, Any] | None = None
        self.table = Table(DARK, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = [n or d for n, d in zip(list(names) + ["", ""], default_names())]
        self.table.update()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.public_view = view
        self.table.interactive = False
        self.table.set_view(view)
