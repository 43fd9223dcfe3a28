"""The Tokaido Duo table, painted: the map with its pawns and tokens, the dice
tray, and both players' boards.

Everything is painted in one logical space scaled to the widget, so it stays
vector-sharp at any size, zoom and screen density (4K included). Two
arrangements of that space: ``WIDE`` (1600 x 1000: the map with the dice under
it, both players' boards beside it) where the room holds it at a legible
scale, and ``side`` for a laptop's window (the map fills the room's height; the
column beside it holds the dice and both players' compact boards), so the whole
table is in view while a player decides, nothing scrolls, and no word falls
under the legible minimum (``ui/kit/legible.py``). The same painter draws the
play table (light) and the projector (dark, no highlights); it is only ever
given a view.

Moves animate with the motion kit (``ui/kit/motion.py``): what moved is found
by comparing the view shown before with the new one; the pilgrim walks station
by station, the merchant along its trade routes, the artist from region to
region, the dice tumble; the last move stays marked until the next one. Into
pixels, everything that stands still is one picture painted once a view and
size, and a frame copies it and draws the pawns (kept as small pictures) on it.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QImage,
    QMouseEvent,
    QPaintEngine,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QScrollArea, QWidget

from ....core.i18n import _, language
from ....ui.kit.legible import min_screen_px
from ....ui.kit.motion import PLACE_MS, Motions, along, paint_last_mark, walk_ms
from ....ui.kit.paintguard import guarded_paint
from .. import data, mapfit
from .. import vectors as art
from ..mapart import map_scene, space_radius, space_xy
from ..places import place_name
from . import panels, qtart
from .hint import map_hint_rects, paint_dice_hint, paint_map_hint

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
    compact: bool  # the side arrangement: compact boards beside the map, no key on the map
    die: float = 112.0  # a die's side
    die_gap: float = 40.0
    inset: float = 24.0  # the tray's margin left and right of what it holds


_PANEL_X = data.MAP_W + 10.0
WIDE = Layout(1600.0, 1000.0, QRectF(0.0, data.MAP_H + 8.0, data.MAP_W, 1000.0 - data.MAP_H - 8.0),
              (QRectF(_PANEL_X, 0.0, 1600.0 - _PANEL_X, 494.0), QRectF(_PANEL_X, 506.0, 1600.0 - _PANEL_X, 494.0)),
              False)


def side(column_w: float = 480.0, least: float = 17.0) -> Layout:
    """The map and a column ``column_w`` wide beside it, as tall as the map: the dice tray on
    top, both players' compact boards under it (``least``: the legible minimum the column's
    rows are measured for). A laptop sees the whole table, and nothing scrolls."""
    gap, inset = 16.0, 14.0
    die = min(max((column_w - 2 * inset - 2 * gap) / 3, 72.0), 96.0)
    line = max(least, 15.0)
    faces = max(least, 12.0)
    tray_h = 16.0 + max(least, 17.0) + die + 6 + line + 4 + faces + 8 + max(34.0, least * 1.5) + 8
    board_h = panels.compact_height(least)
    spare = max(0.0, data.MAP_H - tray_h - 2 * board_h - 16.0)
    tray = QRectF(_PANEL_X, 0.0, column_w, tray_h + spare / 3)
    first = QRectF(_PANEL_X, tray.bottom() + 8.0, column_w, board_h + spare / 3)
    second = QRectF(_PANEL_X, first.bottom() + 8.0, column_w, data.MAP_H - first.bottom() - 8.0)
    return Layout(_PANEL_X + column_w, max(data.MAP_H, second.bottom()), tray, (first, second), True, die=die,
                  die_gap=gap, inset=max(inset, (column_w - 3 * die - 2 * gap) / 2))


SIDE = side()
#: The wide arrangement is used where the room shows it at least this large (its words then
#: grow little over their designed sizes); below, the side one, where the boards are compact.
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


def _shortest(start: str, end: str, neighbours: dict[str, tuple[str, ...]]) -> list[str]:
    """The spaces from ``start`` to ``end`` by the fewest steps of ``neighbours`` (both ends
    included; just the two where no way joins them)."""
    before: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == end:
            break
        for there in neighbours.get(here, ()):
            if there not in before:
                before[there] = here
                queue.append(there)
    if end not in before:
        return [start, end]
    way: list[str] = [end]
    while (back := before[way[-1]]) is not None:
        way.append(back)
    return way[::-1]


def walk(character: str, start: str, end: str) -> list[str]:
    """The spaces a character passes from ``start`` to ``end``, as a player would trace the
    move: the pilgrim station by station clockwise, the merchant along its trade routes, the
    artist from region to region."""
    if character == "pilgrim":
        a, b = data.space_number(start), data.space_number(end)
        steps = (b - a) % data.STATIONS
        # A pilgrim walks a few stations on; a longer way round is a review stepping back.
        way = 1 if steps <= data.STATIONS // 2 else -1
        count = steps if way == 1 else data.STATIONS - steps
        return [f"s{(a - 1 + way * i) % data.STATIONS + 1}" for i in range(count + 1)]
    if character == "merchant":
        return _shortest(start, end, data.TRADE_NEIGHBOURS)
    return _shortest(start, end, dict(data.REGION_NEIGHBOURS))


def pawn_tip(seat: int, character: str, space: str) -> QPointF:
    """Where a pawn's pin points on ``space`` (see ``mapfit``)."""
    if character == "pilgrim":
        return QPointF(*data.STATION_XY[space])
    if character == "merchant":
        return QPointF(*mapfit.merchant_tip(space, seat))
    return QPointF(*mapfit.artist_tip(space, seat))


def moved(old: dict[str, Any] | None, new: dict[str, Any] | None) -> list[tuple[int, str, str, str]]:
    """The pawns that stand elsewhere in ``new`` than in ``old``: (seat, character, from, to).
    Views only: an animation never shows more than the views do."""
    if old is None or new is None:
        return []
    out = []
    for seat, (before, after) in enumerate(zip(old["players"], new["players"])):
        for character in data.CHARACTERS:
            if before[character] != after[character]:
                out.append((seat, character, before[character], after[character]))
    return out


def _last_move_of(view: dict[str, Any]) -> tuple[int, str, str] | None:
    """The last move a view names itself (its last action, where that was a move)."""
    last = view.get("last")
    if not isinstance(last, dict):
        return None
    action = last.get("action")
    if not isinstance(action, dict) or action.get("type") != "Move":
        return None
    character, to = action.get("character"), action.get("to")
    if character not in data.CHARACTERS or not isinstance(to, str):
        return None
    return int(last["seat"]), str(character), to


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
        self._tumble = 0.0
        #: The moves animating: pawn key -> the points its pin passes.
        self.motions = Motions(self)
        # The kit's skip-on-input filter keeps the Motions of a running animation; a table
        # destroyed mid-move (its window deleted without being hidden first) must leave it,
        # or the next click would reach animations whose objects are gone.
        self._walks: dict[str, list[QPointF]] = {}
        #: The last move, marked until the next one: (seat, character, space).
        self.last_move: tuple[int, str, str] | None = None
        #: The hint (Help > Hint): the map spaces and the dice it rings, until taken away.
        self.hint: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self._shuffle = random.Random()
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it paints every pixel itself
        self.layout_ = WIDE
        self.base_minimum = QSize(640, 400)  # times the zoom
        self.setMinimumSize(self.base_minimum)
        self._static: tuple[tuple, QPixmap] | None = None
        #: Everything that stands still while a move animates, painted once a view and size.
        self._still: tuple[tuple, QImage] | None = None
        self._view_revision = 0
        self._sprites: dict[tuple, tuple[QPixmap, tuple[float, float]]] = {}
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
        """Choose the arrangement for the room. The room is the scroll area's whole viewport
        (the buttons under it keep their height whatever the phase), so the map keeps its size
        from one phase to the next."""
        area = self._area()
        room = None if area is None else area.maximumViewportSize()
        wide = room is None or min(room.width() / WIDE.w, room.height() / WIDE.h) >= WIDE_FROM_SCALE
        if wide or room is None:
            self.layout_ = WIDE
        else:
            self.layout_ = self._side_for(room.width(), room.height())
        if self.base_minimum != self.minimumSize():
            self.setMinimumSize(self.base_minimum)
        self.update()

    def _side_for(self, width: int, height: int) -> Layout:
        """The side arrangement whose column takes the width the map leaves when the map fills
        the room's height, measured for the legible minimum at that scale."""
        width, height = max(width, self.base_minimum.width()), max(height, self.base_minimum.height())
        lay = SIDE
        for _round in range(2):  # the column's rows depend on the scale, the scale on the column
            s = min(width / lay.w, height / lay.h)
            column = min(max(width / s - _PANEL_X, 440.0), 700.0)
            lay = side(column, min_screen_px(self) / s)
        return lay

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

    def hint_rects(self) -> list[QRectF]:
        """Where the hint's rings are painted, in widget coordinates (the map's spaces and the dice)."""
        least = self.least()
        logical = map_hint_rects(self.hint[0]) + [
            die_rect(data.CHARACTERS.index(c), self.layout_, least) for c in self.hint[1]]
        return [QRectF(self.to_widget(r.topLeft()), self.to_widget(r.bottomRight())) for r in logical]

    def die_centre(self, character: str) -> QPointF:
        return self.to_widget(die_rect(data.CHARACTERS.index(character), self.layout_, self.least()).center())

    # -- state -------------------------------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        old = self.view
        self.view = view
        self._view_revision += 1
        if view is None:
            self.last_move = None
        else:
            self._animate(old, view)
        self.update()

    def hideEvent(self, event: QHideEvent) -> None:
        # A hidden table (a window closing, a board replaced) ends its moves at once: no
        # animation may outlive the widget it paints.
        self.motions.skip()
        super().hideEvent(event)

    def _animate(self, old: dict[str, Any] | None, view: dict[str, Any]) -> None:
        """Start what the change from ``old`` to ``view`` shows moving: pawns walk their way,
        new dice tumble (only on a table in sight); the last move is marked until the next one."""
        walks = moved(old, view)
        if walks:
            seat, character, _start, end = walks[-1]
            self.last_move = (seat, character, end)
        elif old is None:
            self.last_move = _last_move_of(view)
        if not self.isVisible():
            return
        for seat, character, start, end in walks:
            points = [pawn_tip(seat, character, space) for space in walk(character, start, end)]
            key = f"{character}-{seat}"
            self._walks[key] = points
            self.motions.start(key, walk_ms(len(points) - 1), on_done=self._walked(key))
        if old is not None and view.get("dice") and not view["picks"] and (
                old.get("dice") != view["dice"] or old.get("round") != view["round"]):
            self.motions.start("roll", PLACE_MS, on_done=self._rolled)

    def _walked(self, key: str) -> Callable[[], None]:
        """What to do when ``key``'s walk ends: forget its way."""
        def done() -> None:
            self._walks.pop(key, None)
        return done

    def _rolled(self) -> None:
        self.rolling = None
        self._tumble = 0.0

    def _roll_frame(self) -> None:
        """While the dice tumble: random faces, then the roll, tilting less and less."""
        if not self.motions.running("roll"):
            self.rolling = None
            self._tumble = 0.0
            return
        self._tumble = self.motions.t("roll")
        if self._tumble < 0.85:
            self.rolling = {c: self._shuffle.choice(data.DICE[c]) for c in data.CHARACTERS}
        else:
            self.rolling = None

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
        s, dx, dy = self._transform()
        least = self.least()
        self._roll_frame()
        # Into pixels (the screen, a grab) everything that stands still comes from a picture
        # painted once a view and size (the map from one painted once a size), so an animation
        # frame on a 4K projector costs a copy and the pieces that move; into vectors (SVG, PDF,
        # a recorded picture) it stays shapes and words.
        bitmap = p.paintEngine().type() in _PIXEL_ENGINES
        if bitmap:
            p.drawImage(0, 0, self._still_picture(s, least, dx, dy))
            if self.view is not None:
                p.save()
                p.setClipRect(QRectF(dx, dy, MAP.width() * s, MAP.height() * s))
                for seat, character, tip in self._pawn_places():
                    lift = self._lift(seat, character)
                    sprite, (ox, oy) = self._pawn_sprite(seat, character, lift, s)
                    p.drawPixmap(QPointF(dx + tip.x() * s - ox, dy + tip.y() * s - oy), sprite)
                p.restore()
        p.translate(dx, dy)
        p.scale(s, s)
        with qtart.legible(least):
            if not bitmap:
                p.fillRect(QRectF(-dx / s, -dy / s, self.width() / s, self.height() / s), QColor(self.palette_.bg))
                self.paint_table(p)
            elif self.rolling is not None:
                self._paint_tray(p)
        p.end()

    def _pawn_sprite(self, seat: int, character: str, lift: float, s: float) -> tuple[QPixmap, tuple[float, float]]:
        """A pawn painted once a size, and where its tip lies in the picture (device pixels)."""
        ratio = self.devicePixelRatioF()
        key = (seat, character, round(lift, 3), round(s, 4), ratio)
        found = self._sprites.get(key)
        if found is None:
            r = PAWN_R * lift
            left, top, w, h = -1.6 * r, -3.4 * r, 3.4 * r, 3.8 * r
            picture = QPixmap(max(1, math.ceil(w * s * ratio)), max(1, math.ceil(h * s * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            q = QPainter(picture)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.scale(s, s)
            q.translate(-left, -top)
            panels.pawn(q, QPointF(0.0, 0.0), r, seat, character)
            q.end()
            found = (picture, (-left * s, -top * s))
            if len(self._sprites) > 64:
                self._sprites.clear()
            self._sprites[key] = found
        return found

    def _picture(self, w: float, h: float, s: float) -> tuple[QPixmap, QPainter]:
        """A blank picture ``w`` x ``h`` logical units at scale ``s``, and a painter on it."""
        ratio = self.devicePixelRatioF()
        picture = QPixmap(max(1, math.ceil(w * s * ratio)), max(1, math.ceil(h * s * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(QColor(self.palette_.bg))
        q = QPainter(picture)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return picture, q

    def _map_picture(self, s: float, least: float) -> QPixmap:
        key = (round(s, 4), round(least, 2), language(), self.devicePixelRatioF(), self.layout_.compact)
        if self._static is None or self._static[0] != key:
            picture, q = self._picture(MAP.width(), MAP.height(), s)
            q.scale(s, s)
            with qtart.legible(least):
                q.setClipRect(MAP)
                qtart.draw(q, map_scene(least, key=not self.layout_.compact))
            q.end()
            self._static = (key, picture)
        return self._static[1]

    def _still_key(self, s: float, least: float) -> tuple:
        """Everything the still picture shows: a new view, names, a chosen die, the pointer
        over a destination, the dice starting or ending a tumble make a new one."""
        return (self._view_revision, tuple(self.names), self.selected, tuple(sorted(self.targets.items())),
                self.hint, self.hover, self.motions.running("roll"), self.spectator, self.layout_,
                round(s, 4), round(least, 2), language(), self.devicePixelRatioF())

    def _still_picture(self, s: float, least: float, dx: float, dy: float) -> QImage:
        """The whole widget as it stands still, in the format a blit copies fastest."""
        key = (*self._still_key(s, least), self.width(), self.height())
        if self._still is None or self._still[0] != key:
            ratio = self.devicePixelRatioF()
            picture = QImage(max(1, math.ceil(self.width() * ratio)), max(1, math.ceil(self.height() * ratio)),
                             QImage.Format.Format_ARGB32_Premultiplied)
            picture.setDevicePixelRatio(ratio)
            picture.fill(QColor(self.palette_.bg))
            q = QPainter(picture)
            q.setRenderHint(QPainter.RenderHint.Antialiasing)
            q.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            q.drawPixmap(round(dx), round(dy), self._map_picture(s, least))
            q.translate(dx, dy)
            q.scale(s, s)
            with qtart.legible(least):
                self.paint_still(q, map_drawn=True)
            q.end()
            self._still = (key, picture)
        return self._still[1]

    def paint_table(self, p: QPainter, map_drawn: bool = False) -> None:
        """Everything in logical units (``map_drawn``: the static map is already on the device)."""
        self.paint_still(p, map_drawn)
        self.paint_moving(p)

    def paint_still(self, p: QPainter, map_drawn: bool = False) -> None:
        """What stands still while a move animates: the map, its tokens, the last move's mark,
        the lit destinations, the tray (unless the dice tumble) and both players' boards."""
        p.save()
        p.setClipRect(MAP)
        if not map_drawn:
            qtart.draw(p, map_scene(qtart.least, key=not self.layout_.compact))
        if self.view is not None:
            self._paint_tokens(p)
            self._paint_last_move(p)
            self._paint_targets(p)
            paint_map_hint(p, self.hint[0], self.palette_.dark)
        p.restore()
        # A thin frame round the map.
        p.setPen(QPen(QColor(self.palette_.rule), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(MAP)
        if self.view is None:
            return
        if self.rolling is None:
            self._paint_tray(p)
            paint_dice_hint(p, [die_rect(data.CHARACTERS.index(c), self.layout_, qtart.least) for c in self.hint[1]],
                            self.palette_.dark)
        paint = panels.paint_player_compact if self.layout_.compact else panels.paint_player
        for seat in (0, 1):
            paint(p, self.layout_.panels[seat], self.view, seat, self.names[seat], self.palette_)

    def paint_moving(self, p: QPainter) -> None:
        """What moves: the pawns (walking or standing) and, while they tumble, the dice."""
        if self.view is None:
            return
        p.save()
        p.setClipRect(MAP)
        self._paint_pawns(p)
        p.restore()
        if self.rolling is not None:
            self._paint_tray(p)

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
            for character in data.CHARACTERS:
                key = f"{character}-{seat}"
                if key in self._walks and self.motions.running(key):
                    tip = along(self._walks[key], self.motions.t(key))
                else:
                    tip = pawn_tip(seat, character, pv[character])
                out.append((seat, character, tip))
        # A walking pawn is drawn last, over those it passes.
        return sorted(out, key=lambda place: self.motions.running(f"{place[1]}-{place[0]}"))

    def _paint_last_move(self, p: QPainter) -> None:
        """A dashed ring round the space the last move ended on, until the next move."""
        if self.last_move is None:
            return
        _seat, _character, space = self.last_move
        x, y = space_xy(space)
        r = space_radius(space) + 6
        paint_last_mark(p, QRectF(x - r, y - r, 2 * r, 2 * r), 1.3, on_dark=self.palette_.dark)

    def _lift(self, seat: int, character: str) -> float:
        """The chosen die's pawn stands a little larger."""
        return 1.18 if character == self.selected and self._my_turn_seat() == seat else 1.0

    def _paint_pawns(self, p: QPainter) -> None:
        for seat, character, c in self._pawn_places():
            panels.pawn(p, c, PAWN_R * self._lift(seat, character), seat, character)

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
        if v["phase"] == "over":  # the dice are done with: the tray says how it ended
            panels.paint_scores(p, tray.adjusted(6, 6, -6, -6), v, self.names, pal)
            return
        picks = {c: s for s, c in v["picks"]}
        roller = v["roller"]
        if lay.compact:  # a narrow column: the boards' frames say who acts
            title = _("Round {n} · {who} rolls").format(n=v["round"], who=self.names[roller])
        else:
            title = _("Round {n} · {who} rolls and picks first and third").format(n=v["round"],
                                                                                   who=self.names[roller])
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
        if lay.compact:
            # Beside the map: the bag; the log says the last action, the boards stand below.
            panels.bag(p, QRectF(inner.x(), below + 8, inner.width(), 60), v["bag"], pal, tight=True)
        else:
            top = max(tray.y() + 40, die_rect(0, lay, least).top())  # under the title, however large
            bag_h = panels.bag(p, QRectF(tray.x() + 490, top, 490, 60), v["bag"], pal)
            if not self.spectator:  # the projector has its own "Last:" line
                panels.last_box(p, QRectF(tray.x() + 490, top + 8 + bag_h, 490,
                                tray.bottom() - top - 16 - bag_h), v, self.names, pal)
