"""The hint on the board (Help > Hint): where the advised move is.

A die and its destination on the map for a pick; the three dice for a roll;
for a space's action, the character's space on the map and the action's
button under it. Every mark is the kit's one hint mark
(:func:`~boardgames_desktop.ui.kit.motion.paint_hint_mark`); the button's is the
kit's hint layer (:class:`~boardgames_desktop.ui.kit.hintlayer.HintLayer`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ....ui.kit.motion import paint_hint_mark
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


def map_hint_rects(spaces: tuple[str, ...]) -> list[QRectF]:
    """Where the hint's rings lie on the map (logical units, as the table paints)."""
    out = []
    for space in spaces:
        x, y = space_xy(space)
        r = space_radius(space) + 8
        out.append(QRectF(x - r, y - r, 2 * r, 2 * r))
    return out


def paint_map_hint(p: QPainter, spaces: tuple[str, ...], dark: bool) -> None:
    """The hint's rings on the map (logical units, as the table paints)."""
    for rect in map_hint_rects(spaces):
        paint_hint_mark(p, rect, 1.3, on_dark=dark)


def paint_dice_hint(p: QPainter, rects: list[QRectF], dark: bool) -> None:
    for r in rects:
        paint_hint_mark(p, r, 1.0, on_dark=dark)


__all__ = ["map_hint_rects", "map_targets", "paint_dice_hint", "paint_map_hint", "same_button"]
