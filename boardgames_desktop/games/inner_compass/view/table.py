"""The painted Inner Compass table: the 2 x 2 grid of life boards, the face-up
side cards, pawns and cubes, and the panels on the right (see :mod:`.panels`).

It shows one *view* (a seat's or the public one) and reports clicks in the
game's own terms; it never holds the state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPaintEngine, QPainter, QPen, QPicture, QPixmap
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from .... import theme
from ....core.i18n import _, render
from ....ui.kit.legible import min_screen_px
from ....ui.kit.motion import PLACE_MS, Motions, along, paint_hint_mark, paint_last_mark, walk_ms
from ....ui.kit.paintguard import guarded_paint
from .. import data
from ..actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from ..preview import MemoryPreview, moved
from .paint import (
    BS,
    BX,
    BY,
    CELL,
    LIGHT,
    W_MAX,
    H,
    Palette,
    W,
    cell_rect,
    font,
    legible,
    paint_card,
    paint_cube,
    paint_emotion_field,
    paint_pawn,
    paint_symbol,
    paint_text,
    painting,
    quadrant_label_rect,
    quadrant_rect,
    side_rect,
)
from .panels import Panels, line_h, paint_right, screen_scale, seat_name, text_height

#: A cube on the main board, logical, and at least this many pixels on the screen.
CUBE, CUBE_PX = 36.0, 16.0
PAWN_R = 19.0


class Table(QWidget):
    cell_clicked = Signal(int, bool)   # cell, shift held
    side_clicked = Signal(int)
    tile_clicked = Signal(int)
    space_clicked = Signal(int)
    chip_clicked = Signal(str)
    hover_changed = Signal()

    def __init__(self, palette: Palette = LIGHT, parent: QWidget | None = None):
        super().__init__(parent)
        self.pal = palette
        self.names: list[str] = []
        self.view: dict[str, Any] | None = None
        self.interactive = False
        # Overlays set by the BoardView:
        self.targets: dict[int, str] = {}        # cell -> "move", "free", "place"
        self.free_mode = False
        self.after_hover: set[int] = set()        # cells one more step from the hovered target
        self.feel_side: int | None = None
        self.tile_targets: set[int] = set()
        self.space_targets: set[int] = set()
        self.discard_need = 0
        self.discard_sel: list[str] = []
        self.preview: MemoryPreview | None = None  # a memory on the pawn's cell
        self.hover_preview: MemoryPreview | None = None  # a memory on the hovered target cell
        self.previews: tuple[MemoryPreview, ...] = ()    # every memory the panel may show in this view
        self.caption = ""                          # under the board: what the hovered choice does
        self.caption_cut = False                   # the caption did not fit its place (a test reads it)
        self.last_line = ""                        # the projector's last action
        self.hover_cell: int | None = None
        self.hover_space: int | None = None
        # Hit areas, in logical coordinates, as the last paint laid the panels out:
        self.tile_rects: dict[int, QRectF] = {}
        self.tile_text_rects: dict[int, QRectF] = {}  # where each tile's rule lies, wrapped
        self.space_rects: dict[int, QRectF] = {}
        self.chip_rects: dict[str, QRectF] = {}
        self.memory_cut = 0                        # memory lines left out at the last paint
        self.card_fields: dict[int, QRectF | None] = {}  # each side card's field under its name
        # Motion: the pawns' walks under way, and where the last move happened (logical).
        self.motions = Motions(self)
        self._walks: dict[int, list[QPointF]] = {}
        self.last_marks: list[QRectF] = []
        self.hint: Any | None = None   # the hinted action (Help > Hint), marked where it acts
        self._layer: tuple[tuple, QPixmap] | None = None
        self.setMouseTracking(True)
        # Every paint covers the whole widget (the kept layer, or the ground first): Qt need
        # not fill the background before (a 4K projector's frame saves a full fill).
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setMinimumSize(640, 400)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # -- geometry -----------------------------------------------------------------------
    def logical_w(self) -> float:
        """The logical width painted: at least ``W``; a window wider than the board's
        proportions (a laptop's 16:9) gives its extra width to the panels on the right
        instead of leaving empty margins left and right."""
        if self.height() <= 0 or self.width() <= 0:
            return W
        wide = max(W, self.width() / self.height() * H)
        # The projector's wall is all the table's: no margins, the panels take the width.
        return wide if self.pal.projector else min(W_MAX, wide)

    def _transform(self) -> tuple[float, float, float]:
        w = self.logical_w()
        s = min(self.width() / w, self.height() / H)
        return s, (self.width() - w * s) / 2, (self.height() - H * s) / 2

    def to_widget(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF(ox + p.x() * s, oy + p.y() * s)

    def to_logical(self, p: QPointF) -> QPointF:
        s, ox, oy = self._transform()
        return QPointF((p.x() - ox) / s, (p.y() - oy) / s)

    def cell_at(self, p: QPointF) -> int | None:
        for cell in range(data.CELLS):
            if cell_rect(cell).contains(p):
                return cell
        return None

    def side_at(self, p: QPointF) -> int | None:
        for k in range(4):
            if side_rect(k).contains(p):
                return k
        return None

    @staticmethod
    def _hit(rects: dict, p: QPointF):
        for key, rect in rects.items():
            if rect.contains(p):
                return key
        return None

    def name(self, seat: int) -> str:
        return seat_name(self.names, seat)

    def text(self, message) -> str:
        return render(message, dict(enumerate(self.names)))

    # -- events -------------------------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        """Show ``view``; what moved since the view shown before it animates (a pawn steps
        cell by cell, a cube lands) and stays marked until the next move."""
        self._start_motions(self.view, view)
        self.view = view
        self.lay_out()
        self.update()

    def _start_motions(self, before: dict[str, Any] | None, after: dict[str, Any] | None) -> None:
        if before is None or after is None or before.get("game") != after.get("game") \
                or before["grid"] != after["grid"]:
            self.last_marks = []  # another match (or none): nothing moved
            return
        change = moved(before, after)
        for seat, path in change.walks.items():
            self._walks[seat] = [cell_rect(c).center() for c in path]
            self.motions.start(f"pawn-{seat}", walk_ms(len(path) - 1) if len(path) > 1 else PLACE_MS)
        for seat, cell in change.cubes:
            self.motions.start(f"cube-{seat}-{cell}", PLACE_MS, QEasingCurve.Type.OutBounce)
        if change:
            self.last_marks = [cell_rect(c).adjusted(2, 2, -2, -2) for c in change.mark_cells] + [
                side_rect(k) for k in change.mark_sides]

    def lay_out(self) -> None:
        """Lay the panels out now (their hit areas are found while painting), so a
        click right after a new view, before the next paint, lands where it should."""
        picture = QPicture()
        p = QPainter(picture)
        s, ox, oy = self._transform()  # the paint's own scale, so its legible minimum and layout
        p.translate(ox, oy)
        p.scale(s, s)
        with painting(self):
            self.paint_table(p)
        p.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        p = self.to_logical(event.position())
        cell = self.cell_at(p)
        space = self._hit(self.space_rects, p)
        if cell != self.hover_cell or space != self.hover_space:
            self.hover_cell, self.hover_space = cell, space
            self.hover_changed.emit()
            self.update()
        over = self.interactive and self._clickable(p, cell, space)
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)

    def _clickable(self, p: QPointF, cell: int | None, space: int | None) -> bool:
        """Whether a click at ``p`` (over ``cell`` and ``space``) would choose something."""
        return bool((cell is not None and cell in self.targets) or self.side_at(p) == self.feel_side
                    or self._hit(self.tile_rects, p) in self.tile_targets or space in self.space_targets
                    or (self.discard_need and self._hit(self.chip_rects, p) is not None))

    def hideEvent(self, event) -> None:
        # Nothing animates out of sight: a move under way ends (also before the table is
        # torn down with its window, so no animation outlives it).
        self.motions.skip()
        super().hideEvent(event)

    def leaveEvent(self, event) -> None:
        self.hover_cell = self.hover_space = None
        self.hover_changed.emit()
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        p = self.to_logical(event.position())
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        side = self.side_at(p)
        if side is not None:
            self.side_clicked.emit(side)
            return
        tile = self._hit(self.tile_rects, p)
        if tile is not None:
            self.tile_clicked.emit(tile)
            return
        space = self._hit(self.space_rects, p)
        if space is not None:
            self.space_clicked.emit(space)
            return
        chip = self._hit(self.chip_rects, p)
        if chip is not None:
            self.chip_clicked.emit(chip)
            return
        cell = self.cell_at(p)
        if cell is not None:
            self.cell_clicked.emit(cell, shift)

    def event(self, e) -> bool:
        if e.type() == e.Type.ToolTip and self.view is not None:
            p = self.to_logical(QPointF(e.pos()))
            tile = self._hit(self.tile_rects, p)
            if tile is not None and tile < len(self.view["qualities"]):
                t = data.TILE[self.view["qualities"][tile]]
                tip = _("{title}: {contents}").format(title=_(t.title), contents=_(t.text))
                QToolTip.showText(e.globalPos(), tip, self)
                return True
        return super().event(e)

    # -- painting -----------------------------------------------------------------------
    @guarded_paint
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        s, ox, oy = self._transform()
        with painting(self):
            if p.paintEngine().type() != QPaintEngine.Type.Raster:
                # A vector device (an SVG, a recorded picture): every primitive, as drawn.
                self._paint_static(p, s, ox, oy)
            else:
                # The board, the cards and the panels are kept as a picture, painted again
                # only when what they show changes; the cubes, pawns and the last move's mark
                # are painted every frame (an animation's frame repaints only those).
                p.drawPixmap(0, 0, self._static_layer(s, ox, oy))
            p.translate(ox, oy)
            p.scale(s, s)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            if self.view is not None:
                self.paint_live(p)
        p.end()

    def _paint_static(self, p: QPainter, s: float, ox: float, oy: float) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(QRectF(0, 0, self.width(), self.height()), QColor(self.pal.bg))
        p.translate(ox, oy)
        p.scale(s, s)
        self.paint_table(p)
        p.restore()

    def _static_key(self) -> tuple:
        """Everything the kept layer shows: the view, the size, the names, the overlays."""
        return (self.width(), self.height(), self.devicePixelRatioF(), self.pal, tuple(self.names), self.view,
                self.interactive, tuple(sorted(self.targets.items())), self.free_mode, frozenset(self.after_hover),
                self.feel_side, frozenset(self.tile_targets), frozenset(self.space_targets), self.discard_need,
                tuple(self.discard_sel), self.preview, self.hover_preview, self.previews, self.hover_cell,
                self.hover_space, self.caption, self.last_line, min_screen_px(self))

    def _static_layer(self, s: float, ox: float, oy: float) -> QPixmap:
        key = self._static_key()
        if self._layer is not None and self._layer[0] == key:
            return self._layer[1]
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        p = QPainter(pixmap)
        self._paint_static(p, s, ox, oy)
        p.end()
        self._layer = (key, pixmap)
        return pixmap

    def paint_table(self, p: QPainter) -> None:
        if self.view is None:
            self.tile_rects, self.tile_text_rects, self.space_rects, self.chip_rects = {}, {}, {}, {}
            return
        self._paint_board(p)
        self._paint_sides(p)
        hits = paint_right(p, self.panels())
        self.tile_rects, self.tile_text_rects = hits.tiles, hits.tile_texts
        self.space_rects, self.chip_rects = hits.spaces, hits.chips
        self.memory_cut = hits.memory_cut
        self.caption_cut = False
        if not self.pal.projector and self.caption:
            self._paint_caption(p)

    def _paint_caption(self, p: QPainter) -> None:
        """What stepping to the hovered cell does: left of the south card, under the lower
        left life board's letter, wrapped to the room there."""
        south = side_rect(2)
        top = max(south.top() - 6, quadrant_label_rect(2).bottom() + 6)
        box = QRectF(24, top, south.left() - 44, H - 4 - top)
        self.caption_cut = text_height(p, self.caption, 16, box.width()) > box.height() + 1
        paint_text(p, box, self.caption, 16, self.pal.ink, wrap=True,
                   align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def panels(self) -> Panels:
        """What the panels right of the board paint now."""
        assert self.view is not None
        return Panels(
            view=self.view, pal=self.pal, names=tuple(self.names), width=self.logical_w(),
            interactive=self.interactive, tile_targets=frozenset(self.tile_targets),
            space_targets=frozenset(self.space_targets), discard_need=self.discard_need,
            discard_sel=tuple(self.discard_sel), preview=self.hover_preview or self.preview,
            previews=self.previews, hovering=self.hover_preview is not None, hover_space=self.hover_space,
            last_line=self.last_line,
        )

    def _paint_board(self, p: QPainter) -> None:
        v = self.view
        assert v is not None
        pal = self.pal
        for q in range(4):
            frame = quadrant_rect(q).adjusted(-4, -4, 4, 4)
            p.setPen(QPen(QColor(pal.frame), 2.5))
            p.setBrush(QColor(pal.field))
            p.drawRoundedRect(frame, 12, 12)
            letter, _turns = v["boards"][q]
            badge = quadrant_label_rect(q)
            p.setPen(QPen(QColor(pal.frame), 1.5))
            p.setBrush(QColor(pal.card))
            p.drawEllipse(badge)
            paint_text(p, badge, letter, 22, theme.INK, bold=True, align=Qt.AlignmentFlag.AlignCenter)
        grid = v["grid"]
        # The cell's name sits on its lower edge; where letters are large (the projector,
        # a small screen) it rises, so that the next row's cells do not cut its descenders.
        name_h = max(21.0, 1.3 * legible(p))
        # Where even the legible minimum is too wide for a cell (a short window at the end,
        # under the result), the cells show their symbols alone rather than cut names.
        p.setFont(font(max(15.0, legible(p))))
        named = max(p.fontMetrics().horizontalAdvance(_(n)) for n in data.EMOTION_NAME.values()) <= CELL - 10
        for cell in range(data.CELLS):
            rect = cell_rect(cell).adjusted(5, 5, -5, -5)
            colour = grid[cell]
            paint_emotion_field(p, colour, rect, radius=12, symbol=0.0 if named else 0.2, edge=pal.edge)
            if named:
                # The symbol in the room above the name (large letters take more of the cell).
                above = rect.height() - name_h - 4
                paint_symbol(p, colour, QPointF(rect.center().x(), rect.top() + above / 2 + 2),
                             min(0.2 * rect.width(), 0.36 * above), on_colour=True)
                paint_text(p, QRectF(rect.left(), rect.bottom() - name_h - 4, rect.width(), name_h),
                           _(data.EMOTION_NAME[colour]), 15, data.EMOTION_ON[colour],
                           align=Qt.AlignmentFlag.AlignCenter)
            kind = self.targets.get(cell)
            if kind and self.interactive:
                self._paint_target(p, rect, kind, cell == self.hover_cell)
            elif cell in self.after_hover:
                p.setPen(QPen(QColor(theme.HIGHLIGHT), 3.0, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 10, 10)
        self._paint_coordinates(p)

    def _paint_coordinates(self, p: QPainter) -> None:
        """Column letters and row numbers, as the log names cells."""
        pal = self.pal
        for c in range(data.GRID):
            r = cell_rect(c)
            paint_text(p, QRectF(r.left(), BY - 26, CELL, 18), "abcdef"[c], 14, pal.soft, bold=True,
                       align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
        for r_ in range(data.GRID):
            r = cell_rect(r_ * data.GRID)
            paint_text(p, QRectF(BX - 30, r.top(), 18, CELL), str(r_ + 1), 14, pal.soft, bold=True,
                       align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _paint_target(self, p: QPainter, rect: QRectF, kind: str, hovered: bool) -> None:
        glow = QColor(theme.HIGHLIGHT)
        p.save()
        if hovered:
            fill = QColor(theme.HIGHLIGHT)
            fill.setAlpha(70)
            p.setBrush(fill)
        else:
            p.setBrush(Qt.BrushStyle.NoBrush)
        style = Qt.PenStyle.DashLine if kind == "free" and not self.free_mode else Qt.PenStyle.SolidLine
        p.setPen(QPen(glow, 6.0 if hovered else 4.5, style))
        p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 13, 13)
        p.restore()

    def _paint_sides(self, p: QPainter) -> None:
        v = self.view
        assert v is not None
        for k, card in enumerate(v["side"]):
            rect = side_rect(k)
            field = paint_card(p, card, rect, self.pal, glow=self.interactive and self.feel_side == k)
            self.card_fields[k] = field
            named = field is not None or card is None
            label = _(data.SIDE_NAME[data.SIDES[k]])
            lines = 1
            if not named and card is not None:
                # The name did not fit on the card: it goes beside it, over the side's name.
                label = _(data.EMOTION_NAME[card]) + "\n" + label
                lines = 2
            # Each line as tall as its letters (descenders too: "joy", "sadness").
            high = lines * line_h(p, 14, True)
            if k in (0, 2):
                box = QRectF(rect.right() + 8, rect.center().y() - max(rect.height(), high) / 2, 140,
                             max(rect.height(), high))
                align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            else:
                box = QRectF(rect.left() - 24, rect.bottom() + 4, rect.width() + 48, high)
                align = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
            paint_text(p, box, label, 14, self.pal.soft, bold=True, align=align, wrap=lines > 1)

    def paint_live(self, p: QPainter) -> None:
        """What a frame of an animation repaints: the cubes, the pawns, the last move's mark."""
        on_dark = self.pal.projector
        for rect in self.last_marks:
            paint_last_mark(p, rect, 1.0, on_dark)
        self._paint_cubes(p)
        self._paint_pawns(p)
        # The hint reads at its full size on the screen however small the table is drawn.
        hint_scale = max(1.0, 1.0 / screen_scale(p))
        for rect in self.hint_rects():
            paint_hint_mark(p, rect, hint_scale, on_dark)

    def hint_rects(self) -> list[QRectF]:
        """Where the hinted action acts, in logical coordinates: the cell a pawn goes to,
        the card felt, the space of one's board a memory's cube leaves (or the pawn's
        cell where that board is not shown), the quality tile valued, the hand's
        colours discarded. Empty for no hint, and for an ending without discards (the
        *End turn* button carries that mark)."""
        a, v = self.hint, self.view
        if a is None or v is None:
            return []
        here = v["pawns"][v["current"]] if v["phase"] == "play" else None
        if isinstance(a, PlacePawn):
            return [cell_rect(a.cell).adjusted(2, 2, -2, -2)]
        if isinstance(a, (FreeMove, Move)) and here is not None:
            to = data.step(here, a.direction)
            return [] if to is None else [cell_rect(to).adjusted(2, 2, -2, -2)]
        if isinstance(a, Feel) and v["stage"]["step2"] is not None:
            return [side_rect(data.SIDES.index(v["stage"]["step2"]))]
        if isinstance(a, Memory):
            if a.space in self.space_rects:
                return [self.space_rects[a.space]]
            return [] if here is None else [cell_rect(here).adjusted(2, 2, -2, -2)]
        if isinstance(a, PlaceValue) and a.tile in self.tile_rects:
            return [self.tile_rects[a.tile]]
        if isinstance(a, EndTurn):
            return [self.chip_rects[c] for c in dict.fromkeys(a.discard) if c in self.chip_rects]
        return []

    def _paint_cubes(self, p: QPainter) -> None:
        v = self.view
        assert v is not None
        corners = ((-1, -1), (1, -1), (-1, 1), (1, 1))
        # Large enough to tell the owners apart by colour and mark, on any screen.
        cube = max(CUBE, CUBE_PX / screen_scale(p))
        for seat, cells in enumerate(v["cubes"]):
            for cell in cells:
                c = cell_rect(cell).center()
                dx, dy = corners[seat % 4]
                # A cube just placed drops onto its corner of the cell.
                drop = (1.0 - self.motions.t(f"cube-{seat}-{cell}")) * CELL
                paint_cube(p, seat, QPointF(c.x() + dx * 30, c.y() + dy * 28 - 3 - drop), cube)

    def _paint_pawns(self, p: QPainter) -> None:
        v = self.view
        assert v is not None
        by_cell: dict[int, list[int]] = {}
        for seat, cell in enumerate(v["pawns"]):
            if cell is not None:
                by_cell.setdefault(cell, []).append(seat)
        for cell, seats in by_cell.items():
            for i, seat in enumerate(seats):
                off = (i - (len(seats) - 1) / 2) * 22
                c = self._pawn_centre(seat, cell)
                centre = QPointF(c.x() + off, c.y() - 2)
                if seat == v["current"] and v["phase"] != "over":
                    p.setPen(QPen(QColor(theme.HIGHLIGHT), 4.0))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawEllipse(centre, PAWN_R + 9, PAWN_R + 9)
                paint_pawn(p, seat, centre, PAWN_R)

    def _pawn_centre(self, seat: int, cell: int) -> QPointF:
        """Where ``seat``'s pawn stands now: on its cell, or on its way there."""
        key = f"pawn-{seat}"
        path = self._walks.get(seat)
        if path and self.motions.running(key):
            return along(path, self.motions.t(key))
        return cell_rect(cell).center()

    # -- for tests and the board view -------------------------------------------------------
    def cell_pos(self, cell: int):
        return self.to_widget(cell_rect(cell).center()).toPoint()

    def side_pos(self, k: int):
        return self.to_widget(side_rect(k).center()).toPoint()

    def rect_pos(self, rect: QRectF):
        return self.to_widget(rect.center()).toPoint()


__all__ = ["BS", "Table", "font"]
