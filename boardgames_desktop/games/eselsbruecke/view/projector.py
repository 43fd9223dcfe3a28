"""Eselsbrücke on the projector: what everyone in the room may see.

Large and dark: while a story is told, the storyteller's pictures fill the
screen (their names only when the host asks for them); during the guessing,
whose guess it is with the countdown, the card just named right, the round
table, and every seat's score pile (pictures and blockers). It is given the
public view only, so a card that was handed out can never reach it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from ....core.i18n import _
from ....ui.kit.gameview import ProjectorBoard as BaseProjectorBoard
from .. import data
from . import paint
from .clock import GuessClock


class ProjectorBoard(BaseProjectorBoard):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.public_view: dict[str, Any] | None = None
        self.status = ""
        self.names: dict[int, str] = {}
        self.show_names = False
        self.clock = GuessClock(self, sound=False)  # the host's screen beeps; one sound is enough
        self.clock.changed.connect(self.update)
        self.setMinimumSize(480, 270)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.public_view, self.status = view, status
        self.clock.follow(view)
        self.update()

    def set_player_names(self, names: list[str]) -> None:
        self.names = dict(enumerate(names))

    def set_show_names(self, on: bool) -> None:
        """The host asked for the pictures' names (they are public: the cards are face up)."""
        self.show_names = bool(on)
        self.update()

    def show_deadline(self, seconds_left: float | None) -> None:
        self.clock.drive(seconds_left)

    def paintEvent(self, event: Any) -> None:
        view = self.public_view
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = paint.DARK
        p.fillRect(self.rect(), QColor(pal.ground))
        if view is None:
            p.end()
            return
        w, h = float(self.width()), float(self.height())
        phase = view["phase"]
        if phase in ("tell", "cloud_shown", "cloud_check") and view["showing"]:
            # The story's pictures as large as the screen allows.
            paint.picture_row(p, QRectF(w * 0.02, h * 0.03, w * 0.96, h * 0.8), list(view["showing"]),
                              names=self.show_names, pal=pal)
            paint.round_strip(p, QRectF(w * 0.15, h * 0.86, w * 0.7, h * 0.12), view["round"], pal)
            p.end()
            return
        paint.round_strip(p, QRectF(w * 0.03, h * 0.02, w * 0.94, h * 0.14), view["round"], pal)
        stage = QRectF(w * 0.03, h * 0.18, w * 0.94, h * 0.46)
        if phase == "guess":
            guesser = self.names.get(view["guesser"], _("Player {n}").format(n=view["guesser"] + 1))
            paint.text(p, QRectF(stage.left(), stage.top(), stage.width() * 0.5, stage.height() * 0.3),
                       _("{who}'s guess").format(who=guesser), stage.height() * 0.2, pal.ink, bold=True)
            left = self.clock.left()
            paint.countdown(p, QPointF(stage.left() + stage.width() * 0.25, stage.top() + stage.height() * 0.65),
                            stage.height() * 0.3, left, data.GUESS_SECONDS, pal)
            news = view["news"] or {}
            area = QRectF(stage.left() + stage.width() * 0.52, stage.top(), stage.width() * 0.48, stage.height())
            if news.get("kind") in ("right", "cloud_right") and news.get("pictures"):
                paint.picture_row(p, area, list(news["pictures"]), names=True, pal=pal)
            else:
                paint.text(p, area, _("{n} cards still to name").format(n=sum(view["hands"])),
                           stage.height() * 0.12, pal.soft)
        else:
            paint.text(p, stage, self.status, stage.height() * 0.13, pal.ink, bold=True)
        paint.seat_row(p, QRectF(w * 0.03, h * 0.67, w * 0.94, h * 0.31), view, self.names, pal)
        p.end()
