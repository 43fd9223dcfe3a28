"""Qt painters shared by Eselsbrücke's host screen and its projector board.

Everything is drawn from a *view* (plain data) in widget pixels, sized from
the widget, so the same code serves a laptop screen and a 4K projector; the
pictures are the deck's SVGs drawn by QtSvg at the target size (vector sharp).
Light theme for the host screen, dark for the projector (``Palette``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from .... import theme
from ....core.i18n import _
from ....ui.kit.legible import legible_px
from ....ui.kit.marks import paint_seat_token
from .. import data

BACK_COLOUR = "#5B6F8C"
CLOUD_COLOUR = "#4A5160"
BLOCKER_COLOUR = "#E7A83A"
WARNING_COLOUR = "#D64541"


@dataclass(frozen=True)
class Palette:
    ground: str
    ink: str
    soft: str
    panel: str
    rule: str
    highlight: str


LIGHT = Palette(theme.PAPER, theme.INK, theme.INK_SOFT, theme.PAPER_DEEP, theme.RULE, theme.HIGHLIGHT)
DARK = Palette(theme.PROJECTOR_BG, theme.PROJECTOR_INK, "#CFC6B8", "#2E2A26", "#6F665C", theme.HIGHLIGHT)


@cache
def renderer(picture_id: str) -> QSvgRenderer:
    return QSvgRenderer(str(data.svg_path(picture_id)))


@cache
def component(name: str) -> QSvgRenderer:
    return QSvgRenderer(str(data.component_svg(name)))


#: The board whose text is painted now, where the painter's device is not the board
#: itself (a kept picture of it): its legible minimum is the board's, the projector's
#: share of the height included.
_painting_for: list[QWidget] = []


@contextmanager
def legible_for(widget: QWidget) -> Iterator[None]:
    """Text painted meanwhile is at least as large as ``widget`` needs, whatever the device."""
    _painting_for.append(widget)
    try:
        yield
    finally:
        _painting_for.pop()


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(theme.FONT_FAMILY)
    f.setPixelSize(max(8, math.ceil(px - 1e-6)))  # up, never under the size asked for
    f.setBold(bold)
    return f


def text(p: QPainter, rect: QRectF, words: str, px: float, colour: str, *, bold: bool = False,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """Words in ``rect``, shrunk until they fit on one line, but never under the legible
    minimum (``ui/kit/legible.py``): past it, the words end with an ellipsis instead."""
    smallest = legible_px(p, _painting_for[-1] if _painting_for else None)
    px = max(px, smallest)
    f = font(px, bold)
    p.setFont(f)
    while px * 0.92 >= smallest and p.fontMetrics().horizontalAdvance(words) > rect.width():
        px *= 0.92
        f = font(px, bold)
        p.setFont(f)
    p.setPen(QColor(colour))
    words = p.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, int(rect.width()))
    p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), words)


def card_face(p: QPainter, rect: QRectF, picture_id: str, *, names: bool = True, pal: Palette = LIGHT) -> None:
    """A picture card face up: the picture, and its names when asked for."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.06
    p.setPen(QPen(QColor(pal.rule), max(1.0, rect.width() * 0.01)))
    p.setBrush(QColor("#FFFFFF"))
    p.drawRoundedRect(rect, radius, radius)
    pad = rect.width() * 0.08
    name_h = rect.height() * 0.22 if names else 0.0
    side = min(rect.width() - 2 * pad, rect.height() - 2 * pad - name_h)
    pic = QRectF(rect.center().x() - side / 2, rect.top() + pad + (rect.height() - 2 * pad - name_h - side) / 2,
                 side, side)
    renderer(picture_id).render(p, pic)
    if names:
        picture = data.picture(picture_id)
        band = QRectF(rect.left() + pad / 2, rect.bottom() - pad / 2 - name_h, rect.width() - pad, name_h)
        text(p, QRectF(band.left(), band.top(), band.width(), band.height() * 0.55), picture.en,
             band.height() * 0.42, theme.INK, bold=True)
        text(p, QRectF(band.left(), band.top() + band.height() * 0.5, band.width(), band.height() * 0.5),
             picture.zh_TW, band.height() * 0.36, theme.INK)
    p.restore()


def card_back(p: QPainter, rect: QRectF) -> None:
    """A card face down (the deck's back: dusk blue, the donkey)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.08
    p.setPen(QPen(QColor("#8FA0B8"), max(1.0, rect.width() * 0.02)))
    p.setBrush(QColor(BACK_COLOUR))
    p.drawRoundedRect(rect, radius, radius)
    r = min(rect.width(), rect.height()) * 0.34
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#FFFFFF"))
    p.drawEllipse(rect.center(), r, r)
    component("donkey").render(p, QRectF(rect.center().x() - r * 0.85, rect.center().y() - r * 0.85,
                                         r * 1.7, r * 1.7))
    p.restore()


def countdown(p: QPainter, centre: QPointF, r: float, left: float | None, total: float, pal: Palette) -> None:
    """A ring that empties as the guess time runs out, the whole seconds inside;
    red in the last seconds (the warning)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    p.setPen(QPen(QColor(pal.rule), r * 0.16))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(box)
    if left is not None:
        warn = left <= 5.0
        colour = WARNING_COLOUR if warn else pal.highlight
        p.setPen(QPen(QColor(colour), r * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        span = int(360 * 16 * max(0.0, min(1.0, left / total)))
        p.drawArc(box, 90 * 16, span)
        if warn:
            p.setPen(Qt.PenStyle.NoPen)
            glow = QColor(WARNING_COLOUR)
            glow.setAlpha(60)
            p.setBrush(glow)
            p.drawEllipse(centre, r * 0.84, r * 0.84)
        text(p, box, str(math.ceil(left)), r * 0.95, colour if warn else pal.ink, bold=True)
    p.restore()


def penalty_cloud(p: QPainter, centre: QPointF, r: float, number: int) -> None:
    """The dark cloud of a penalty: a wide puff with the number of cards lost."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(CLOUD_COLOUR))
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)  # the puffs overlap: fill them as one cloud, no holes
    path.addRoundedRect(QRectF(centre.x() - 1.5 * r, centre.y() - 0.6 * r, 3.0 * r, 1.3 * r), 0.6 * r, 0.6 * r)
    for dx, k in ((-0.55, 0.55), (0.35, 0.7)):
        path.addEllipse(QPointF(centre.x() + dx * r, centre.y() - 0.45 * r), k * r, k * r)
    p.drawPath(path.simplified())
    text(p, QRectF(centre.x() - 1.5 * r, centre.y() - 0.75 * r, 3.0 * r, 1.5 * r), f"–{number}", r * 1.05,
         "#FFFFFF", bold=True)
    p.restore()


def round_cells(rect: QRectF) -> tuple[QRectF, ...]:
    """The round table's cells in ``rect``, round 1 first (a round's slot lies there)."""
    w = rect.width() / data.ROUNDS
    return tuple(QRectF(rect.left() + i * w, rect.top(), w, rect.height()) for i in range(data.ROUNDS))


def round_strip(p: QPainter, rect: QRectF, current: int, pal: Palette) -> None:
    """The player board's table: seven rounds, the current one lit."""
    w = rect.width() / data.ROUNDS
    for row, cell in zip(data.ROUND_TABLE, round_cells(rect), strict=True):
        lit = row.round == current
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(pal.highlight if lit else pal.rule), max(1.0, rect.height() * (0.05 if lit else 0.02))))
        p.setBrush(QColor(pal.panel))
        p.drawRoundedRect(cell.adjusted(w * 0.04, 0, -w * 0.04, 0), rect.height() * 0.12, rect.height() * 0.12)
        p.restore()
        h = rect.height()
        text(p, QRectF(cell.left(), cell.top(), cell.width(), h * 0.3), data.round_label(row.round),
             h * 0.2, pal.ink, bold=lit)
        if row.draw:
            text(p, QRectF(cell.left(), cell.top() + h * 0.3, cell.width(), h * 0.3),
                 _("draw {n}").format(n=row.draw), h * 0.16, pal.soft)
        if row.penalty:
            penalty_cloud(p, QPointF(cell.center().x(), cell.top() + h * 0.76), h * 0.17, row.penalty)


def _tile_frame(p: QPainter, rect: QRectF, guessing: bool, pal: Palette) -> None:
    """The tile itself, its edge bright while the seat guesses."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = pal.highlight if guessing else pal.rule
    p.setPen(QPen(QColor(edge), max(1.5, rect.height() * (0.04 if guessing else 0.012))))
    p.setBrush(QColor(pal.panel))
    p.drawRoundedRect(rect, rect.height() * 0.08, rect.height() * 0.08)
    p.restore()


def _tile_score(p: QPainter, rect: QRectF, pile: list[str], pal: Palette) -> None:
    """A big number of picture cards, blockers beside it (and whether one is on top)."""
    h, w = rect.height(), rect.width()
    pictures = sum(1 for c in pile if c == "card")
    blockers = len(pile) - pictures
    score_box = QRectF(rect.left() + w * 0.05, rect.top() + h * 0.32, w * 0.42, h * 0.36)
    text(p, score_box, str(pictures), h * 0.3, pal.ink, bold=True)
    text(p, QRectF(score_box.left(), score_box.bottom() - h * 0.03, score_box.width(), h * 0.13),
         _("pictures"), h * 0.09, pal.soft)
    block_box = QRectF(rect.left() + w * 0.52, rect.top() + h * 0.36, h * 0.26, h * 0.26)
    component("blocker").render(p, block_box)
    text(p, QRectF(block_box.right(), block_box.top(), w * 0.95 - (block_box.right() - rect.left()),
                   block_box.height()), f"× {blockers}", h * 0.16, pal.ink, bold=True,
         align=Qt.AlignmentFlag.AlignLeft)
    if pile and pile[-1] == "blocker":
        text(p, QRectF(block_box.left() - w * 0.02, block_box.bottom(), w * 0.46, h * 0.14), _("on top"),
             h * 0.09, pal.soft)


def _seat_part(view: dict[str, Any], seat: int, storyteller: bool) -> str:
    """The seat's part now: storyteller, guessed wrong, no card, or nothing to say."""
    if storyteller:
        return _("storyteller")
    if view["phase"] in ("guess", "cloud_check"):
        if seat in view["failed"]:
            return _("guessed wrong")
        if seat in view["dealt_none"] and not view["hands"][seat]:
            return _("no card")
    return ""


def _tile_bottom(p: QPainter, rect: QRectF, held: int, part: str, storyteller: bool, pal: Palette) -> None:
    """The bottom line: the cards held (backs: how many, never which) and the seat's part."""
    h, w = rect.height(), rect.width()
    for i in range(held):
        back = QRectF(rect.left() + w * 0.05 + i * h * 0.09, rect.bottom() - h * 0.19, h * 0.11, h * 0.15)
        card_back(p, back)
    if part:
        right = h * 0.24 if storyteller else w * 0.04
        text(p, QRectF(rect.left() + w * 0.3, rect.bottom() - h * 0.2, w * 0.7 - right, h * 0.17), part, h * 0.1,
             WARNING_COLOUR if part == _("guessed wrong") else pal.soft, align=Qt.AlignmentFlag.AlignRight)


def seat_tile(p: QPainter, rect: QRectF, seat: int, name: str, view: dict[str, Any], pal: Palette) -> None:
    """One seat: token and name, score pile (pictures, blockers), cards held,
    and its part now (storyteller, guessing, guessed wrong, no card)."""
    guessing = view["phase"] in ("guess", "cloud_check") and view["guesser"] == seat
    storyteller = view["active"] == seat and view["phase"] != "over"
    _tile_frame(p, rect, guessing, pal)
    h, w = rect.height(), rect.width()
    r = h * 0.12
    paint_seat_token(p, seat, QPointF(rect.left() + r * 1.5, rect.top() + r * 1.6), r)
    text(p, QRectF(rect.left() + r * 3, rect.top() + r * 0.4, w - r * 3.4, r * 2.4), name, h * 0.14, pal.ink,
         bold=True, align=Qt.AlignmentFlag.AlignLeft)
    if storyteller:
        # the donkey marker stands in the bottom corner of the storyteller's tile
        component("donkey").render(p, QRectF(rect.right() - h * 0.21, rect.bottom() - h * 0.21, h * 0.18, h * 0.18))
    _tile_score(p, rect, view["piles"][seat], pal)
    _tile_bottom(p, rect, view["hands"][seat], _seat_part(view, seat, storyteller), storyteller, pal)


def tile_rects(rect: QRectF, seats: int) -> list[QRectF]:
    """Where each seat's tile lies in the seat row ``rect``."""
    gap = rect.width() * 0.012
    w = (rect.width() - gap * (seats - 1)) / seats
    return [QRectF(rect.left() + seat * (w + gap), rect.top(), w, rect.height()) for seat in range(seats)]


def seat_row(p: QPainter, rect: QRectF, view: dict[str, Any], names: dict[int, str], pal: Palette) -> None:
    for seat, tile in enumerate(tile_rects(rect, view["seats"])):
        seat_tile(p, tile, seat, names.get(seat, _("Player {n}").format(n=seat + 1)), view, pal)


def card_in(rect: QRectF, share: float = 0.7) -> QRectF:
    """A card standing in ``rect`` (a tile, the stage): ``share`` of its height, centred."""
    h = rect.height() * share
    w = h * 0.78
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


def row_rects(rect: QRectF, count: int) -> list[QRectF]:
    """Where each of ``count`` cards face up lies in a row, as large as ``rect`` allows."""
    n = max(1, count)
    gap = rect.width() * 0.02
    w = min((rect.width() - gap * (n - 1)) / n, rect.height() * 0.78)
    h = w / 0.78
    left = rect.center().x() - (n * w + (n - 1) * gap) / 2
    return [QRectF(left + i * (w + gap), rect.center().y() - h / 2, w, h) for i in range(count)]


def picture_row(p: QPainter, rect: QRectF, pictures: list[str], *, names: bool, pal: Palette,
                hidden: frozenset[int] = frozenset()) -> None:
    """Cards face up in a row, as large as the rectangle allows (but the ``hidden``
    places, whose cards are still on their way there)."""
    for i, (picture, place) in enumerate(zip(pictures, row_rects(rect, len(pictures)), strict=True)):
        if i not in hidden:
            card_face(p, place, picture, names=names, pal=pal)


def pile_score(pile: list[str]) -> tuple[int, int]:
    """(picture cards, blockers) of a score pile as a view shows it."""
    pictures = sum(1 for c in pile if c == "card")
    return pictures, len(pile) - pictures


def standings(p: QPainter, body: QRectF, view: dict[str, Any], names: dict[int, str], pal: Palette) -> None:
    """The seats ranked as the rules rank them (picture cards, then blockers), each
    with its place; seats tied on both share it. The result itself is the header's."""
    scores = {s: pile_score(view["piles"][s]) for s in range(view["seats"])}
    rows = sorted(scores, key=lambda s: (-scores[s][0], -scores[s][1], s))
    line = body.height() / max(7, len(rows) + 1)
    place = 0
    for i, seat in enumerate(rows):
        if i == 0 or scores[seat] != scores[rows[i - 1]]:
            place = i + 1
        pictures, blockers = scores[seat]
        # Counts after a colon, so "1" reads right in every language without plural forms.
        words = _("{place}. {who} – pictures: {pictures}, blockers: {blockers}").format(
            place=place, who=names.get(seat, str(seat + 1)), pictures=pictures, blockers=blockers)
        text(p, QRectF(body.left(), body.top() + i * line, body.width(), line), words, line * 0.6,
             pal.ink, bold=place == 1)
