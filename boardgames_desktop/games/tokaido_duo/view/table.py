"""The Tokaido Duo table, painted: the map with its pawns and tokens, the dice
tray, and both players' boards.

Everything is painted in one logical space scaled to the widget, so it stays
vector-sharp at any size, zoom and screen density (4K included). Two
arrangements of that space: ``WIDE`` (1600 x 1000: the map with the dice under
it, both players' boards beside it) where the room holds it at a legible
scale, and ``TALL`` for a laptop's window (the map with the dice and the key
beside it fill the room, both boards below it, reached by scrolling), so the
map stays the face of the game and no word falls under the legible minimum
(``ui/kit/legible.py``). The same painter draws the play table (light) and the
projector (dark, no highlights); it is only ever given a view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPaintEngine, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QScrollArea, QWidget

from ....core.i18n import _, language
from ....ui.kit.legible import min_screen_px
from ....ui.kit.paintguard import guarded_paint
from .. import data, mapfit
from .. import vectors as art
from ..mapart import key_sign, legend_rows, map_scene, space_radius, space_xy
from ..places import place_name
from . import panels, qtart

MAP = QRectF(0.0, 0.0, data.MAP_W, data.MAP_H)


def seat_names(names: Sequence[str]) -> list[str]:
    """The two seats' names, the seat's colour where a name is missing."""
    defaults = [_("Purple"), _("Green")]
    return [n or d for n, d in zip(list(names) + ["", ""], defaults)]


@dataclass(frozen=True)
class Layout:
    """Where the map, the dice tray and the players' boards lie in the logical space."""

    w: float
    h: float
    tray: QRectF
    panels: tuple[QRectF, QRectF]
    tall: bool
    die: float = 112.0  # a die's side
    die_gap: float = 40.0
    inset: float = 24.0  # the tray's margin left and right of what it holds


_PANEL_X = data.MAP_W + 10.0
WIDE = Layout(1600.0, 1000.0, QRectF(0.0, data.MAP_H + 8.0, data.MAP_W, 1000.0 - data.MAP_H - 8.0),
              (QRectF(_PANEL_X, 0.0, 1600.0 - _PANEL_X, 494.0), QRectF(_PANEL_X, 506.0, 1600.0 - _PANEL_X, 494.0)),
              False)


def tall(tray_w: float = 420.0) -> Layout:
    """The map and a tray column ``tray_w`` wide beside it, both boards below."""
    w = _PANEL_X + tray_w
    half = (w - 10.0) / 2
    gap = 22.0
    die = min(max((tray_w - 48.0 - 2 * gap) / 3, 104.0), 150.0)
    inset = max(24.0, (tray_w - 3 * die - 2 * gap) / 2)  # a wide column holds its contents centred
    return Layout(w, data.MAP_H + 10.0 + 494.0, QRectF(_PANEL_X, 0.0, tray_w, data.MAP_H),
                  (QRectF(0.0, data.MAP_H + 10.0, half, 494.0), QRectF(half + 10.0, data.MAP_H + 10.0, half, 494.0)),
                  True, die=die, die_gap=gap, inset=inset)


TALL = tall()
#: The wide arrangement is used where the room shows it at least this large (its words then
#: grow little over their designed sizes); below, the tall one, which scrolls.
WIDE_FROM_SCALE = 0.7
PAWN_R = mapfit.PAWN_R
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


#: Paint engines that paint pixels, where a cached picture of the map looks the same as the map.
_PIXEL_ENGINES = frozenset({QPaintEngine.Type.Raster, QPaintEngine.Type.OpenGL, QPaintEngine.Type.OpenGL2,
                            QPaintEngine.Type.CoreGraphics})


def die_rect(i: int, layout: Layout = WIDE, least: float = 0.0) -> QRectF:
    """Die ``i`` in the tray, under the tray's title (``least``: its legible size)."""
    tray = layout.tray
    x = tray.x() + layout.inset + i * (layout.die + layout.die_gap)
    return QRectF(x, tray.y() + 16.0 + max(least, 17.0), layout.die, layout.die)


class Table(QWidget):
    """Paints a view; reports clicks on dice and map spaces."""

    die_clicked = Signal(str)
    space_clicked = Signal(str)
    hovered = Signal(str)
    right_clicked = Signal()

    def __init__(self, palette: Palette = LIGHT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = palette
        self.view: dict[str, Any] | None = None
        self.names = [_("Purple"), _("Green")]
        #: On the projector: the window around says the last action, so the table does not.
        self.spectator = False
        #: The character whose die the player is looking at, and where it may go.
        self.selected: str | None = None
        self.targets: dict[str, str] = {}   # space -> what it gives, in words
        self.hover: str | None = None
        self.rolling: dict[str, int] | None = None  # faces shown while the dice tumble
        self._roll_anim: QVariantAnimation | None = None
        self._tumble = 0.0
        self.setMouseTracking(True)
        self.layout_ = WIDE
        self.base_minimum = QSize(640, 400)  # times the zoom
        self.setMinimumSize(self.base_minimum)
        self._static: tuple[tuple, QPixmap] | None = None
        self._watched: QScrollArea | None = None  # the map's painted picture, and what it shows
        self._island = qtart.qpath(art.smooth(data.COAST_OUTLINE))
        self._regions = {
            r: qtart.qpath(art.polygon(data.region_polygon(r))).intersected(self._island) for r in data.REGIONS
        }

    # -- geometry ---------------------------------------------------------------------------
    def _transform(self) -> tuple[float, float, float]:
        lay = self.layout_
        s = min(self.width() / lay.w, self.height() / lay.h)
        return s, (self.width() - lay.w * s) / 2, (self.height() - lay.h * s) / 2

    def least(self) -> float:
        """The smallest legible text in logical units at the present scale."""
        return min_screen_px(self) / self._transform()[0]

    def set_base_minimum(self, size: QSize) -> None:
        self.base_minimum = size
        self._arrange()

    def _area(self) -> QScrollArea | None:
        """The scrolling board area the table lies in (None: not in one, as on the projector)."""
        w = self.parentWidget()
        while w is not None:
            if isinstance(w, QScrollArea):
                if self._watched is not w:
                    # The room can change with the table's width unchanged (a row of buttons
                    # comes and goes under the board): arrange again when it does.
                    w.installEventFilter(self)
                    self._watched = w
                return w
            w = w.parentWidget()
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._arrange()
        return False

    def _arrange(self) -> None:
        """Choose the arrangement for the room, and the height it needs at this width."""
        area = self._area()
        room = None if area is None else area.maximumViewportSize()
        wide = room is None or min(room.width() / WIDE.w, room.height() / WIDE.h) >= WIDE_FROM_SCALE
        if wide or area is None or room is None:
            self.layout_ = WIDE
        else:
            # The tray column takes the width the map leaves when the map fills the room's
            # height (a scroll bar's width spared), so the map is seen whole before scrolling.
            bar = area.verticalScrollBar().sizeHint().width()
            fits = data.MAP_H * (room.width() - bar) / max(1, room.height()) - _PANEL_X
            self.layout_ = tall(min(max(fits, 420.0), 760.0))
        least = self.base_minimum
        if not wide:
            least = least.expandedTo(QSize(0, math.ceil(self.width() * self.layout_.h / self.layout_.w)))
        if least != self.minimumSize():
            self.setMinimumSize(least)
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

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
            if die_rect(i, self.layout_, self.least()).contains(p):
                return character
        return None

    def space_centre(self, space: str) -> QPointF:
        """Widget coordinates of a space (for tests that click like a person)."""
        x, y = space_xy(space)
        return self.to_widget(QPointF(x, y))

    def die_centre(self, character: str) -> QPointF:
        return self.to_widget(die_rect(data.CHARACTERS.index(character), self.layout_, self.least()).center())

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
        self.setToolTip(self._tip(p, space))
        over = space in self.targets or self.die_at(p) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)

    def _tip(self, p: QPointF, space: str | None) -> str:
        """What the place under the pointer is, and what moving there would give: the map's small
        words may be left out on a small screen, the tooltip always says them."""
        if space is not None:
            lines = [place_name(space).render({})]
            if self.targets.get(space):
                lines.append(self.targets[space])
            return "\n".join(lines)
        if self.view is None or not MAP.contains(p):
            return ""
        for i, wave in enumerate(self.view["waves"]):
            x, y = data.WAVE_SPOTS[i]
            if wave["holder"] is None and abs(p.x() - x) <= 30 and abs(p.y() - y) <= 30:
                return _(data.WAVE_NAMES[wave["name"]]) + "\n" + _(data.WAVE_EFFECTS[wave["name"]])
        x, y = data.SPRING_SPOT
        if self.view["spring"] is None and math.hypot(p.x() - x, p.y() - y) <= 26:
            return _(data.KIND_NAMES[data.HOT_SPRING])
        return ""

    def leaveEvent(self, event: QEvent) -> None:
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
    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), QColor(self.palette_.bg))
        s, dx, dy = self._transform()
        least = self.least()
        # Into pixels (the screen, a grab) the static map comes from a picture painted once a
        # size, so a 4K repaint costs a copy; into vectors (SVG, PDF, a recorded picture) it
        # stays shapes and words.
        bitmap = p.paintEngine().type() in _PIXEL_ENGINES
        if bitmap:
            p.drawPixmap(round(dx), round(dy), self._map_picture(s, least))
        p.translate(dx, dy)
        p.scale(s, s)
        with qtart.legible(least):
            self.paint_table(p, map_drawn=bitmap)
        p.end()

    def _map_picture(self, s: float, least: float) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (round(s, 4), round(least, 2), language(), ratio, self.layout_.tall)
        if self._static is None or self._static[0] != key:
            picture = QPixmap(math.ceil(MAP.width() * s * ratio), math.ceil(MAP.height() * s * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(QColor(self.palette_.bg))
            q = QPainter(picture)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            q.scale(s, s)
            with qtart.legible(least):
                q.setClipRect(MAP)
                qtart.draw(q, map_scene(least, key=not self.layout_.tall))
            q.end()
            self._static = (key, picture)
        return self._static[1]

    def paint_table(self, p: QPainter, map_drawn: bool = False) -> None:
        """Everything in logical units (``map_drawn``: the static map is already on the device)."""
        p.save()
        p.setClipRect(MAP)
        if not map_drawn:
            qtart.draw(p, map_scene(qtart.least, key=not self.layout_.tall))
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
            panels.paint_player(p, self.layout_.panels[seat], self.view, seat, self.names[seat], self.palette_)
        if self.view["phase"] == "over":
            panels.paint_scores(p, QRectF(150.0, 20.0, 700.0, data.MAP_H - 40.0), self.view, self.names,
                                self.palette_)

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
        """Where each pawn's pin points: pilgrims on their stations, merchants on their towns
        (beside a mountain town's medallion, clear of its name), artists beside their region's
        badge (``mapfit`` keeps every word clear of these spots)."""
        v = self.view
        assert v is not None
        out = []
        for seat, pv in enumerate(v["players"]):
            out.append((seat, "pilgrim", QPointF(*data.STATION_XY[pv["pilgrim"]])))
            out.append((seat, "merchant", QPointF(*mapfit.merchant_tip(pv["merchant"], seat))))
            out.append((seat, "artist", QPointF(*mapfit.artist_tip(pv["artist"], seat))))
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
        pal, lay, least = self.palette_, self.layout_, qtart.least
        tray = lay.tray
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pal.panel))
        p.drawRoundedRect(tray, 12, 12)
        picks = {c: s for s, c in v["picks"]}
        roller = v["roller"]
        title = _("Round {n} · {who} rolls and picks first and third").format(n=v["round"], who=self.names[roller])
        inner = tray.adjusted(lay.inset, 0, -lay.inset, 0)
        qtart.draw_label(p, art.Label(inner.x(), tray.y() + 8 + qtart.size(17), title, 17, fill=pal.ink,
                                      bold=True, align="left"), room=inner.width())
        dice = self.rolling or v["dice"]
        line_px, faces_px = qtart.size(15), qtart.size(12)
        for i, character in enumerate(data.CHARACTERS):
            r = die_rect(i, lay, least)
            taken = character in picks
            number = None if dice is None else dice[character]
            wobble = math.sin(self._tumble * 31.0 + i * 2.0) * 9.0 * (1.0 - self._tumble) if self.rolling else 0.0
            panels.die(p, r, character, number, selected=character == self.selected, taken=taken,
                       angle=wobble, palette=pal)
            room = lay.die + lay.die_gap - 4
            if taken:
                who = self.names[picks[character]]
                line = _("taken by {who}").format(who=who)
                if qtart.text_width(line, 15, bold=True) > room:
                    line = who  # the name alone, in its colour, under a greyed die
                colour = data.SEATS[picks[character]]["colour"]
            elif dice is None:
                line, colour = _("not rolled yet"), pal.soft
            else:
                line, colour = _("free"), pal.soft
            y = r.bottom() + 6 + line_px
            qtart.draw_label(p, art.Label(r.center().x(), y, line, 15, fill=colour if not pal.dark else pal.ink,
                                          bold=taken), room=room)
            faces = " ".join(str(n) for n in data.DICE[character])
            qtart.draw_label(p, art.Label(r.center().x(), y + 4 + faces_px, faces, 12, fill=pal.soft),
                             room=room)
        below = die_rect(0, lay, least).bottom() + 16 + line_px + faces_px
        if lay.tall:
            # Beside the map: the bag, what happens now, and the key of the map's signs.
            bag_h = panels.bag(p, QRectF(inner.x(), below + 8, inner.width(), 60), v["bag"], pal)
            top = below + 8 + bag_h + 10
            status_h = 0.0 if self.spectator else panels.last_box(
                p, QRectF(inner.x(), top, inner.width(), 240), v, self.names, pal)
            self._paint_key(p, QRectF(inner.x(), top + status_h + 14, inner.width(),
                                      tray.bottom() - top - status_h - 30))
        else:
            bag_h = panels.bag(p, QRectF(tray.x() + 490, tray.y() + 40, 490, 60), v["bag"], pal)
            if not self.spectator:  # the projector has its own "Last:" line
                panels.last_box(p, QRectF(tray.x() + 490, tray.y() + 48 + bag_h, 490,
                                tray.bottom() - tray.y() - 56 - bag_h), v, self.names, pal)

    def _paint_key(self, p: QPainter, r: QRectF) -> None:
        """The map's key where the map has no room for it: a station kind a line, in two columns."""
        rows = legend_rows()
        px = qtart.size(15)
        step = max(30.0, px * 1.6)
        per_column = math.ceil(len(rows) / 2)
        if r.height() < step * per_column:
            return  # no room: the icons and the tooltips carry the kinds
        top = r.bottom() - step * per_column  # at the foot of the column, under the map's coast
        for i, (kind, text) in enumerate(rows):
            col, row = divmod(i, per_column)
            x, y = r.x() + col * r.width() / 2, top + row * step + step / 2
            qtart.draw(p, key_sign(x + 14, y, 12, kind))
            qtart.draw_label(p, art.Label(x + 36, y + px * 0.36, text, 15, fill=self.palette_.ink, align="left"),
                             room=r.width() / 2 - 44)
