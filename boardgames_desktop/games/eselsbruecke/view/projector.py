"""Eselsbrücke on the projector: what everyone in the room may see.

Large and dark: while a story is told, the storyteller's pictures fill the
screen (their names only when the host asks for them: "Names under the
pictures", in the game's menu and the projector's context menu, key N);
during the guessing, what a wrong guess costs and the card just named right
(who guesses is the window's headline, the deadline's countdown beside it),
the round table, and every seat's score pile (pictures and blockers); at the
end the seats in their order. Cards slide as they move (``moving.py``), and
the board is kept as a picture between frames, so a 4K frame stays quick. It is given the public view
only, so a card that was handed out can never reach it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QHideEvent, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ....core.i18n import N_, _
from ....ui.kit.gameview import ProjectorBoard as BaseProjectorBoard
from ....ui.kit.paintguard import guarded_paint
from . import moving, paint


class ProjectorBoard(BaseProjectorBoard):
    screenshots: ClassVar[dict[str, str]] = {"names": N_("the pictures' names shown under a story being told")}

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
        self.motion = moving.CardMotion(self, projector_places, dark=True)
        # Every pixel is the board's (its kept picture): Qt need not clear behind it first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.names_action.toggled.connect(self.motion.changed)
        self.addAction(self.names_action)

    @property
    def show_names(self) -> bool:
        return self.names_action.isChecked()

    def show_public(self, view: dict[str, Any], status: str) -> None:
        self.remember(view)
        self.status = status
        self.motion.show(view)
        self.update()

    def set_player_names(self, names: list[str]) -> None:
        self.names = dict(enumerate(names))
        self.motion.changed()

    def hideEvent(self, event: QHideEvent) -> None:
        self.motion.stop()
        super().hideEvent(event)

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
        if view is None:
            p.fillRect(self.rect(), QColor(paint.DARK.ground))
            p.end()
            return
        places = projector_places(view, float(self.width()), float(self.height()))
        self.motion.paint(p, lambda q: self._paint_board(q, view), places)
        p.end()

    def _paint_board(self, p: QPainter, view: dict[str, Any]) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = paint.DARK
        p.fillRect(self.rect(), QColor(pal.ground))
        w, h = float(self.width()), float(self.height())
        phase = view["phase"]
        if _story(view):
            # The story's pictures as large as the screen allows.
            paint.picture_row(p, QRectF(w * 0.02, h * 0.03, w * 0.96, h * 0.8), list(view["showing"]),
                              names=self.show_names, pal=pal, hidden=self.motion.hidden)
            paint.round_strip(p, QRectF(w * 0.15, h * 0.86, w * 0.7, h * 0.12), view["round"], pal)
            return
        paint.round_strip(p, QRectF(w * 0.03, h * 0.02, w * 0.94, h * 0.14), view["round"], pal)
        stage = QRectF(w * 0.03, h * 0.18, w * 0.94, h * 0.46)
        if phase == "guess":
            self._guess(p, stage, view, pal)
        elif phase == "over":
            # The result is the window's headline: here the seats in their order.
            paint.standings(p, stage, view, self.names, pal)
        # Other steps are said in the window's headline and status above: nothing twice.
        paint.seat_row(p, QRectF(w * 0.03, h * 0.67, w * 0.94, h * 0.31), view, self.names, pal)

    def _guess(self, p: QPainter, stage: QRectF, view: dict[str, Any], pal: paint.Palette) -> None:
        """What a wrong guess costs, and the card just named right or how many are left
        (who guesses is the headline's, and the guesser's tile is lit)."""
        left = QRectF(stage.left(), stage.top(), stage.width() * 0.4, stage.height())
        if view["penalty"]:
            paint.penalty_cloud(p, QPointF(left.center().x(), left.top() + left.height() * 0.4),
                                stage.height() * 0.2, view["penalty"])
            paint.text(p, QRectF(left.left(), left.top() + left.height() * 0.7, left.width(), left.height() * 0.2),
                       _("a wrong guess costs {n}").format(n=view["penalty"]), stage.height() * 0.11, pal.soft)
        news = view["news"] or {}
        area = QRectF(stage.left() + stage.width() * 0.42, stage.top(), stage.width() * 0.58, stage.height())
        if news.get("kind") in ("right", "cloud_right") and news.get("pictures"):
            paint.picture_row(p, area, list(news["pictures"]), names=True, pal=pal)
        else:
            paint.text(p, area, _("{n} cards still to name").format(n=sum(view["hands"])),
                       stage.height() * 0.14, pal.soft)


def _story(view: dict[str, Any]) -> bool:
    return view["phase"] in ("tell", "cloud_shown", "cloud_check") and bool(view["showing"])


def projector_places(view: dict[str, Any], w: float, h: float) -> moving.Places:
    """Where the projector draws things (``ProjectorBoard.paintEvent`` draws them there)."""
    if _story(view):
        row = paint.row_rects(QRectF(w * 0.02, h * 0.03, w * 0.96, h * 0.8), len(view["showing"]))
        return moving.Places(tuple(row), (), paint.round_cells(QRectF(w * 0.15, h * 0.86, w * 0.7, h * 0.12)),
                             paint.card_in(QRectF(w * 0.03, h * 0.18, w * 0.94, h * 0.46), 0.8))
    stage = QRectF(w * 0.03, h * 0.18, w * 0.94, h * 0.46)
    seats = QRectF(w * 0.03, h * 0.67, w * 0.94, h * 0.31)
    return moving.Places((), tuple(paint.tile_rects(seats, view["seats"])),
                         paint.round_cells(QRectF(w * 0.03, h * 0.02, w * 0.94, h * 0.14)), paint.card_in(stage, 0.8))
