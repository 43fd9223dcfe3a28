"""Eselsbrücke on the projector: what everyone in the room may see.

Large and dark: while a story is told, the storyteller's pictures fill the
screen (their names only when the host asks for them: "Names under the
pictures", in the game's menu and the projector's context menu, key N);
during the guessing, whose guess it is (the projector window shows the
deadline's countdown above), the card just named right, the round table, and
every seat's score pile (pictures and blockers). It is given the public view
only, so a card that was handed out can never reach it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ....core.i18n import _
from ....ui.kit.gameview import ProjectorBoard as BaseProjectorBoard
from ....ui.kit.paintguard import guarded_paint
from . import paint


class ProjectorBoard(BaseProjectorBoard):
    screenshots: ClassVar[dict[str, str]] = {"names": "the pictures' names shown under a story being told"}

    def __init__(self, game: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.public_view: dict[str, Any] | None = None
        self.status = ""
        self.names: dict[int, str] = {}
        self.setMinimumSize(480, 270)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # The pictures' names are public (the cards lie face up); whether they show
        # while a story is told is the host's choice.
        self.names_action = QAction(_("Names under the pictures"), self)
        self.names_action.setCheckable(True)
        self.names_action.setShortcut(QKeySequence("N"))
        self.names_action.setToolTip(_("Show each face-up picture's name on the projector while a story is told."))
        self.names_action.toggled.connect(self.update)
        self.addAction(self.names_action)

    @property
    def show_names(self) -> bool:
        return self.names_action.isChecked()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.remember(view)
        self.status = status
        self.update()

    def set_player_names(self, names: list[str]) -> None:
        self.names = dict(enumerate(names))

    def menu_actions(self) -> list[QAction]:
        return [self.names_action]

    def prepare_screenshot(self, what: str) -> None:
        if what == "names":
            self.names_action.setChecked(True)

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
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
            left = QRectF(stage.left(), stage.top(), stage.width() * 0.5, stage.height())
            paint.text(p, QRectF(left.left(), left.top(), left.width(), left.height() * 0.45),
                       _("{who}'s guess").format(who=guesser), stage.height() * 0.22, pal.ink, bold=True)
            if view["penalty"]:
                paint.penalty_cloud(p, QPointF(left.center().x(), left.top() + left.height() * 0.66),
                                    stage.height() * 0.12, view["penalty"])
                paint.text(p, QRectF(left.left(), left.top() + left.height() * 0.82, left.width(),
                                     left.height() * 0.16),
                           _("a wrong guess costs {n}").format(n=view["penalty"]), stage.height() * 0.09, pal.soft)
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
