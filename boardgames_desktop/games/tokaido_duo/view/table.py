"""The Tokaido Duo table, painted: the map with its pawns and tokens, the dice
tray, and both players' boards.

Everything is painted in one logical 1600 x 1000 space scaled to the widget,
so it stays vector-sharp at any size, zoom and screen density (4K included).
The same painter draws the play table (light) and the projector (dark, no
highlights); it is only ever given a view.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ....core.i18n import _
from .. import art, data
from ..mapart import map_scene, space_radius, space_xy
from . import panels, qtart

W, H = 1600.0, 1000.0
MAP = QRectF(0.0, 0.0, data.MAP_W, data.MAP_H)
TRAY = QRectF(0.0, data.MAP_H + 8.0, data.MAP_W, H - data.MAP_H - 8.0)
PANEL_X = data.MAP_W + 10.0
PANELS = (QRectF(PANEL_X, 0.0, W - PANEL_X, 494.0), QRectF(PANEL_X, 506.0, W - PANEL_X, 494.0))
DIE = 112.0
PAWN_R = 16.0
DIE_COLOUR = {"pilgrim": "#7B4A35", "merchant": "#B5483B", "artist": "#2F6E95"}


@dataclass(frozen=True)
class Palette:
    bg: str
    panel: str
    ink: str
    soft: str
    rule: str
    highlight: str
    dark: bool


LIGHT = Palette("#F7F2E8", "#EFE6D4", "#2F2A25", "#6F665C", "#B9AE9C", "#E7A83A", False)
DARK = Palette("#1F1C19", "#2A2622", "#FAF6EE", "#D2C9BC", "#6D655B", "#F2B84B", True)


def die_rect(i: int) -> QRectF:
    x = TRAY.x() + 24.0 + i * (DIE + 40.0)
    return QRectF(x, TRAY.y() + 34.0, DIE, DIE)


class Table(QWidget):
    """Paints a view; reports clicks on dice and map spaces."""

    die_clicked = Signal(str)
    space_clicked = Signal(str)
    hovered = Signal(str)
    right_clicked = Signal()

    def __init__(self, palette: Palette = LIGHT, parent: QWidget | None = None):
        super().__init__(parent)
        self.palette_ = palette
        self.view: dict[str, Any] | None = None
        self.names = [_("Purple"), _("Green")]
        #: The character whose die the player is looking at, and where it may go.
        self.selected: str | None = None
        self.targets: dict[str, str] = {}   # space -> what it gives, in words
        self.hover: str | None = None
        self.rolling: dict[str, int] | None = None  # faces shown while the dice tumble
        self._roll_anim: QVariantAnimation | None = None
        self._tumble = 0.0
        self.setMouseTracking(True)
        self.setMinimumSize(640, 400)
        self._island = qtart.qpath(art.smooth(data.COAST_OUTLINE))
        self._regions = {
            r: qtart.qpath(art.polygon(data.region_polygon(r))).intersected(self._island) for r in data.REGIONS
        }

    # -- geometry ---------------------------------------------------------------------------
    def _transform(self) -> tuple[float, float, float]:
        s = min(self.width() / W, self.height() / H)
        return s, (self.width() - W * s) / 2, (self.height() - H * s) / 2

    def to_logical(self, p: QPointF) -> QPointF:
        s, dx, dy = self._transform()
        return QPointF((p.x() - dx) / s, (p.y() - dy) / s)

    def to_widget(self, p: QPointF) -> QPointF:
        s, dx, dy = self._transform()
        return QPointF(p.x() * s + dx, p.y() * s + dy)

    def space_at(self, p: QPointF) -> str | None:
        """The map space under a logical point: a station, a mountain town or a region."""
        best, best_d = None, 1e9
        for space in data.STATION_IDS + data.MOUNTAINS:
            x, y = space_xy(space)
            d = math.hypot(p.x() - x, p.y() - y)
            if d <= space_radius(space) + 5 and d < best_d:
                best, best_d = space, d
        if best is not None:
            return best
        for region in data.REGIONS:
            x, y = data.REGION_XY[region]
            if math.hypot(p.x() - x, p.y() - y) <= 30 or self._regions[region].contains(p):
                return region
        return None

    def die_at(self, p: QPointF) -> str | None:
        for i, character in enumerate(data.CHARACTERS):
            if die_rect(i).contains(p):
                return character
        return None

    def space_centre(self, space: str) -> QPointF:
        """Widget coordinates of a space (for tests that click like a person)."""
        x, y = space_xy(space)
        return self.to_widget(QPointF(x, y))

    def die_centre(self, character: str) -> QPointF:
        return self.to_widget(die_rect(data.CHARACTERS.index(character)).center())

    # -- state -------------------------------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        old = self.view
        self.view = view
        if view is not None and view.get("dice") and (old is None or old.get("dice") != view["dice"]
                                                       or old.get("round") != view["round"]) \
                and old is not None and not view["picks"]:
            self._start_roll()
        self.update()

    def _start_roll(self) -> None:
        """A short tumble of the dice before they show the roll."""
        if self._roll_anim is not None:
            self._roll_anim.stop()
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(650)
        shuffle = random.Random()

        def step(value: float) -> None:
            self._tumble = float(value)
            if value < 0.85:
                self.rolling = {c: shuffle.choice(data.DICE[c]) for c in data.CHARACTERS}
            else:
                self.rolling = None
            self.update()

        def done() -> None:
            self.rolling = None
            self._tumble = 0.0
            self._roll_anim = None
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._roll_anim = anim
        anim.start()

    # -- mouse ------------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        p = self.to_logical(event.position())
        space = self.space_at(p) if MAP.contains(p) else None
        if space != self.hover:
            self.hover = space
            self.hovered.emit(space or "")
            self.update()
        tip = self.targets.get(space or "", "")
        self.setToolTip(tip)
        over = space in self.targets or self.die_at(p) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)

    def leaveEvent(self, event) -> None:
        self.hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        p = self.to_logical(event.position())
        character = self.die_at(p)
        if character is not None:
            self.die_clicked.emit(character)
            return
        if MAP.contains(p):
            space = self.space_at(p)
            if space is not None:
                self.space_clicked.emit(space)

    # -- painting ------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(self.palette_.bg))
        s, dx, dy = self._transform()
        p.translate(dx, dy)
        p.scale(s, s)
        self.paint_table(p)
        p.end()

    def paint_table(self, p: QPainter) -> None:
        p.save()
        p.setClipRect(MAP)
        qtart.draw(p, map_scene())
        if self.view is not None:
            self._paint_tokens(p)
            self._paint_targets(p)
            self._paint_pawns(p)
        p.restore()
        # A thin frame round the map.
        p.setPen(QPen(QColor(self.palette_.rule), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(MAP)
        if self.view is None:
            return
        self._paint_tray(p)
        for seat in (0, 1):
            panels.paint_player(p, PANELS[seat], self.view, seat, self.names[seat], self.palette_)
        if self.view["phase"] == "over":
            panels.paint_scores(p, QRectF(170.0, 150.0, 660.0, 420.0), self.view, self.names, self.palette_)

    def _paint_tokens(self, p: QPainter) -> None:
        v = self.view
        assert v is not None
        for town, (good, price) in zip(data.TOWNS, v["specialties"]):
            x, y = data.TOKEN_XY[town]
            qtart.draw(p, panels.specialty_token(x, y, 19.0, good, price))
        for i, wave in enumerate(v["waves"]):
            if wave["holder"] is None:
                x, y = data.WAVE_SPOTS[i]
                qtart.draw(p, panels.wave_tile(x, y, 56.0, wave["character"], wave["name"]))
        if v["spring"] is None:
            x, y = data.SPRING_SPOT
            qtart.draw(p, panels.spring_token(x, y, 24.0))

    def _paint_targets(self, p: QPainter) -> None:
        """Every legal destination of the chosen die, glowing, with what it gives."""
        for space in self.targets:
            x, y = space_xy(space)
            r = space_radius(space) + 7
            glow = QColor(self.palette_.highlight)
            glow.setAlphaF(0.35 if space != self.hover else 0.6)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(glow)
            p.drawEllipse(QPointF(x, y), r + 6, r + 6)
            p.setPen(QPen(QColor(self.palette_.highlight), 4.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(x, y), r, r)
        for space, note in self.targets.items():
            if not note:
                continue
            x, y = space_xy(space)
            panels.note_bubble(p, QPointF(x, y - space_radius(space) - 16), note, space == self.hover)

    def _pawn_places(self) -> list[tuple[int, str, QPointF]]:
        v = self.view
        assert v is not None
        out = []
        merchants_at: dict[str, list[int]] = {}
        for seat, pv in enumerate(v["players"]):
            merchants_at.setdefault(pv["merchant"], []).append(seat)
        for seat, pv in enumerate(v["players"]):
            x, y = data.STATION_XY[pv["pilgrim"]]
            out.append((seat, "pilgrim", QPointF(x, y)))
            mx, my = space_xy(pv["merchant"])
            if pv["merchant"].startswith("m"):
                share = merchants_at[pv["merchant"]]
                off = 0.0 if len(share) == 1 else (-17.0 if seat == share[0] else 17.0)
                out.append((seat, "merchant", QPointF(mx + off, my)))
            else:
                out.append((seat, "merchant", QPointF(mx, my)))
            rx, ry = data.REGION_XY[pv["artist"]]
            out.append((seat, "artist", QPointF(rx + (-30.0 if seat == 0 else 30.0), ry + 16.0)))
        return out

    def _paint_pawns(self, p: QPainter) -> None:
        for seat, character, c in self._pawn_places():
            lift = 1.18 if character == self.selected and self._my_turn_seat() == seat else 1.0
            panels.pawn(p, c, PAWN_R * lift, seat, character)

    def _my_turn_seat(self) -> int | None:
        v = self.view
        return v["to_act"][0] if v and v["to_act"] else None

    def _paint_tray(self, p: QPainter) -> None:
        v = self.view
        assert v is not None
        pal = self.palette_
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pal.panel))
        p.drawRoundedRect(TRAY, 12, 12)
        picks = {c: s for s, c in v["picks"]}
        roller = v["roller"]
        title = _("Round {n} · {who} rolls and picks first and third").format(n=v["round"], who=self.names[roller])
        qtart.draw(p, [art.Label(TRAY.x() + 24, TRAY.y() + 24, title, 17, fill=pal.ink, bold=True, align="left")])
        dice = self.rolling or v["dice"]
        for i, character in enumerate(data.CHARACTERS):
            r = die_rect(i)
            taken = character in picks
            number = None if dice is None else dice[character]
            wobble = math.sin(self._tumble * 31.0 + i * 2.0) * 9.0 * (1.0 - self._tumble) if self.rolling else 0.0
            panels.die(p, r, character, number, selected=character == self.selected, taken=taken,
                       angle=wobble, palette=pal)
            if taken:
                who = self.names[picks[character]]
                line = _("taken by {who}").format(who=who)
                colour = data.SEATS[picks[character]]["colour"]
            elif dice is None:
                line, colour = _("not rolled yet"), pal.soft
            else:
                line, colour = _("free"), pal.soft
            qtart.draw(p, [art.Label(r.center().x(), r.bottom() + 22, line, 15, fill=colour if not pal.dark
                                     else pal.ink, bold=taken)])
            faces = " ".join(str(n) for n in data.DICE[character])
            qtart.draw(p, [art.Label(r.center().x(), r.bottom() + 42, faces, 12, fill=pal.soft)])
        panels.bag(p, QRectF(TRAY.x() + 490, TRAY.y() + 40, 490, 60), v["bag"], pal)
        panels.status_box(p, QRectF(TRAY.x() + 490, TRAY.y() + 112, 490, 100), v, self.names, pal)
