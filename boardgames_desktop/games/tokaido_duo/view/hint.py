"""The hint on the board (Help > Hint): where the advised move is.

A die and its destination on the map for a pick; the three dice for a roll;
for a space's action, the character's space on the map and the action's
button under it. Every mark is the kit's one hint mark
(:func:`~boardgames_desktop.ui.kit.motion.paint_hint_mark`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ....ui.kit.motion import paint_hint_mark
from ....ui.kit.paintguard import guarded_paint
from .. import data
from ..actions import Keep, Move, Roll
from ..mapart import space_radius, space_xy


def map_targets(view: dict[str, Any], seat: int | None, action: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The map spaces and the dice (by character) the hint lights for ``action``."""
    if action is None:
        return (), ()
    if isinstance(action, Roll):
        return (), data.CHARACTERS
    if isinstance(action, Move):
        return (action.to,), ((action.character,) if view["phase"] == "pick" else ())
    pick = view.get("pick")
    if seat is not None and pick is not None and pick["seat"] == seat:
        return (view["players"][seat][pick["character"]],), ()
    return (), ()


def same_button(hinted: Any, action: Any) -> bool:
    """Whether a button playing ``action`` is the hinted one (the keep button is, whatever
    its counters show: the hint's words name the goods)."""
    if isinstance(hinted, Keep):
        return isinstance(action, Keep)
    return bool(hinted == action)


class HintOverlay(QWidget):
    """A see-through layer over the row of buttons (wherever the shell puts it) that
    rings the hinted button."""

    #: The widget the layer covers (None until set, so a late event finds it unset).
    holder: QWidget | None = None

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target: QWidget | None = None
        self.holder = parent
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        holder = self.holder
        if holder is not None and watched is holder \
                and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.setGeometry(holder.rect())
            self.raise_()
        return False

    def ring(self, target: QWidget | None) -> None:
        self.target = target
        if self.holder is not None:
            self.setGeometry(self.holder.rect())
        self.setVisible(target is not None)
        if target is not None:
            self.raise_()
        self.update()

    def target_rect(self) -> QRectF | None:
        """The hinted button's rectangle in this layer (None: no button marked)."""
        if self.target is None or not self.target.isVisible() or self.holder is None:
            return None
        top_left = self.target.mapTo(self.holder, self.target.rect().topLeft())
        return QRectF(top_left.x(), top_left.y(), self.target.width(), self.target.height())

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        box = self.target_rect()
        if box is None:
            return
        p = QPainter(self)
        paint_hint_mark(p, box.adjusted(2, 2, -2, -2), 0.6)  # inside the row's margins
        p.end()


def paint_map_hint(p: QPainter, spaces: tuple[str, ...], dark: bool) -> None:
    """The hint's rings on the map (logical units, as the table paints)."""
    for space in spaces:
        x, y = space_xy(space)
        r = space_radius(space) + 8
        paint_hint_mark(p, QRectF(x - r, y - r, 2 * r, 2 * r), 1.3, on_dark=dark)


def paint_dice_hint(p: QPainter, rects: list[QRectF], dark: bool) -> None:
    for r in rects:
        paint_hint_mark(p, r, 1.0, on_dark=dark)


__all__ = ["HintOverlay", "map_targets", "paint_dice_hint", "paint_map_hint", "same_button"]
