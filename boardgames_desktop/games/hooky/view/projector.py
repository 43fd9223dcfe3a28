"""Hooky's projector window: the public table, large and dark (Qt)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....core.game import Game
from ....ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from .public_table import PublicTable, default_names


class ProjectorBoard(ProjectorBoardBase):
    """The public table for the projector: the round, the clue log, face-up cards,
    the playground, and at the end the scores. Dark and large; nothing clickable."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.public_view: dict[str, Any] | None = None
        self.table = PublicTable(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def set_player_names(self, names: list[str]) -> None:
        defaults = default_names(max(5, len(names)))
        self.table.names = [n or d for n, d in zip(list(names) + [""] * (len(defaults) - len(names)), defaults)]
        self.table.update()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.public_view = view
        self.table.set_view(view)


__all__ = ["ProjectorBoard"]
