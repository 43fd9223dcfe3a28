"""The Inner Compass projector picture: the public table, dark and large, with
the last action in words (paints public views only; see :mod:`.table`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....core.i18n import render
from ....ui.kit.gameview import ProjectorBoard as ProjectorBoardBase
from ..preview import public_change
from .paint import DARK
from .table import Table


class ProjectorBoard(ProjectorBoardBase):
    """The public table for the projector: dark, large, never a hand or an EP total."""

    def __init__(self, game: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.public_view = None
        self.table = Table(DARK, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)

    def set_player_names(self, names: list[str]) -> None:
        self.table.names = list(names)
        self.table.update()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        change = public_change(self.public_view, view)
        # The last action, as this board saw it change (opened mid-game: none yet; the
        # projector window's own "Last:" line has the log's words meanwhile).
        if change is not None:
            self.table.last_line = render(change, dict(enumerate(self.table.names)))
        self.remember(view)
        self.table.interactive = False
        self.table.set_view(view)
