"""Painting the pieces around the map: tokens, pawns, dice, the bag, the status
box, both players' boards and the final scores. QPainter in the table's
logical space; pictures from the shared :mod:`..art`. Every word is drawn at
least ``qtart.least`` tall (legible on the screen at hand); where that would
crowd a piece, its words give way to its picture (a wave tile's name moves
under it, a board section keeps its icon) or end with an ellipsis.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....core.i18n import _, ngettext
from .. import data
from .. import vectors as art
from ..mapart import KIND_COLOUR, KIND_ICON
from . import qtart

DIE_COLOUR = {"pilgrim": "#7B4A35", "merchant": "#B5483B", "artist": "#2F6E95"}
GOLD = "#D9AE35"
COIN = "#C9A66B"


# -- small pieces ------------------------------------------------------------------------------
def _coins_left(n: int) -> str:
    return ngettext("{n} coin left", "{n} coins left", n).format(n=n)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def specialty_token(x: float, y: float, r: float, good: str, price: int) -> list[art.Item]:
    colour = data.GOODS_COLOUR[good]
    return [
        art.Shape(art.circle(x, y, r), fill=art.PAPER, stroke=colour, width=2.6),
        *art.icon(good, x - r * 0.3, y, r * 0.52, colour),
        art.Label(x + r * 0.42, y + r * 0.3, str(price), r * 0.9, fill=art.INK, bold=True),
    ]


def wave_name_inside(size: float, name: str) -> bool:
    """Whether a wave tile this large has room for its name (a key of ``data.WAVE_NAMES``) at a
    legible size."""
    return not qtart.grows(size * 0.2, 1.25) and qtart.text_width(_(data.WAVE_NAMES[name]), size * 0.2,
                                                                  bold=True) <= size - 6


def wave_tile(x: float, y: float, size: float, character: str, name: str) -> list[art.Item]:
    side = data.WAVE_SIDES[character].index(name)
    h = size / 2
    return [
        art.Shape(art.rect(x - h, y - h, size, size, size * 0.12), fill="#DCEBEF" if side == 0 else "#F3E2D3",
                  stroke="#2F6E95", width=2.0),
        *art.icon("seaside", x - size * 0.2, y - size * 0.12, size * 0.2, "#2F6E95"),
        *art.icon(character, x + size * 0.2, y - size * 0.12, size * 0.18, art.INK),
        *([art.Label(x, y + size * 0.34, _(data.WAVE_NAMES[name]), size * 0.2, fill=art.INK, bold=True)]
          if wave_name_inside(size, name) else []),
    ]


def spring_token(x: float, y: float, r: float) -> list[art.Item]:
    colour = KIND_COLOUR[data.HOT_SPRING]
    return [art.Shape(art.circle(x, y, r), fill=colour, stroke=art.PAPER, width=2.0),
            *art.icon("hot_spring", x, y, r * 0.62, art.PAPER)]


def pin_path(tip: QPointF, r: float) -> art.Path:
    """A map pin: a round head of radius ``r`` above a point whose tip is at ``tip``."""
    tx, ty = tip.x(), tip.y()
    cx, cy = tx, ty - 1.9 * r
    k = art.KAPPA * r
    return (
        ("M", tx, ty),
        ("C", tx - 0.3 * r, ty - 0.45 * r, cx - r, cy + 0.8 * r, cx - r, cy),
        ("C", cx - r, cy - k, cx - k, cy - r, cx, cy - r),
        ("C", cx + k, cy - r, cx + r, cy - k, cx + r, cy),
        ("C", cx + r, cy + 0.8 * r, tx + 0.3 * r, ty - 0.45 * r, tx, ty),
        ("Z",),
    )


def pawn(p: QPainter, tip: QPointF, r: float, seat: int, character: str) -> None:
    """A character's pawn, a pin standing on its space: the seat's colour, the
    character's picture, the seat's mark."""
    colour = data.SEATS[seat]["colour"]
    cx, cy = tip.x(), tip.y() - 1.9 * r
    shadow = art.Shape(art.ellipse(tip.x() + 2, tip.y(), r * 0.55, r * 0.2), fill="#000000", alpha=0.25)
    qtart.draw(p, [shadow,
                   art.Shape(pin_path(tip, r), fill=colour, stroke="#FFFFFF", width=max(2.0, r * 0.13)),
                   art.Shape(pin_path(tip, r), stroke=QColor(colour).darker(150).name(), width=1.0),
                   *art.icon(character, cx, cy, r * 0.62, "#FFFFFF", paper=colour)])
    mark(p, seat, QPointF(cx + r * 0.82, cy - r * 0.8), r * 0.34)


def mark(p: QPainter, seat: int, c: QPointF, r: float) -> None:
    """Purple's ring, green's dot, on a white backing so it reads on any ground."""
    colour = data.SEATS[seat]["colour"]
    items: list[art.Item] = [art.Shape(art.circle(c.x(), c.y(), r * 1.25), fill="#FFFFFF")]
    if data.SEATS[seat]["mark"] == "ring":
        items.append(art.Shape(art.circle(c.x(), c.y(), r * 0.72), stroke=colour, width=r * 0.55))
    else:
        items.append(art.Shape(art.circle(c.x(), c.y(), r * 0.95), fill=colour))
    qtart.draw(p, items)


def note_bubble(p: QPainter, anchor: QPointF, text: str, strong: bool) -> None:
    """What a destination gives, in a small label above it."""
    px = qtart.size(15.0 if strong else 13.0)
    w = min(qtart.text_width(text, px, bold=strong) + 14, data.MAP_W - 8.0)
    h = px * 1.6
    r = QRectF(anchor.x() - w / 2, anchor.y() + 2 - h, w, h)
    r.moveLeft(min(max(r.left(), 4.0), data.MAP_W - w - 4.0))
    r.moveTop(max(r.top(), 4.0))
    p.setPen(QPen(QColor("#B07A1E"), 1.5))
    p.setBrush(QColor("#FFF7E6" if not strong else "#FFE2A8"))
    p.drawRoundedRect(r, 8, 8)
    qtart.draw_label(p, art.Label(r.center().x(), r.center().y() + px * 0.36, text, px, fill="#3B2A10", bold=strong),
                     room=w - 10)


def die(p: QPainter, r: QRectF, character: str, number: int | None, *, selected: bool, taken: bool,
        angle: float, palette: Any) -> None:
    colour = QColor(DIE_COLOUR[character])
    p.save()
    p.translate(r.center())
    p.rotate(angle)
    box = QRectF(-r.width() / 2, -r.height() / 2, r.width(), r.height())
    if selected:
        p.setPen(Qt.PenStyle.NoPen)
        glow = QColor(palette.highlight)
        glow.setAlphaF(0.45)
        p.setBrush(glow)
        p.drawRoundedRect(box.adjusted(-10, -10, 10, 10), 24, 24)
    face = QColor("#FFFDF7")
    if taken:
        face = QColor("#D9D2C5") if not palette.dark else QColor("#5A534B")
    p.setPen(QPen(colour if not taken else QColor(palette.rule), 5.0))
    p.setBrush(face)
    p.drawRoundedRect(box, 18, 18)
    ink = DIE_COLOUR[character] if not taken else palette.soft
    qtart.draw(p, art.icon(character, -r.width() * 0.24, -r.height() * 0.22, r.width() * 0.16, ink))
    if number is not None:
        qtart.draw(p, [art.Label(r.width() * 0.12, r.height() * 0.3, str(number), r.height() * 0.62, fill=ink,
                                 bold=True)])
    else:
        qtart.draw(p, [art.Label(r.width() * 0.12, r.height() * 0.26, "?", r.height() * 0.5, fill=palette.rule,
                                 bold=True)])
    if not qtart.grows(13, 1.25):  # else the picture alone names the character
        qtart.draw(p, [art.Label(0, r.height() / 2 - 8, _(data.CHARACTER_NAMES[character]), 13, fill=ink)])
    p.restore()


def bag(p: QPainter, r: QRectF, counts: dict[str, int], palette: Any, tight: bool = False) -> float:
    """The bag's contents (public: every good not on a merchant board), wrapping onto a second
    line where the width runs out (``tight``: the goods closer together); answers the height used."""
    px = qtart.size(16)
    line = max(34.0, px * 1.5)
    head = _("In the bag:")
    qtart.draw(p, [art.Label(r.x(), r.y() + 8 + px * 0.36, head, 15, fill=palette.soft, align="left")])
    x, y = r.x() + qtart.text_width(head, 15) + 14, r.y()
    step = (30 if tight else 36) + qtart.text_width("× 00", 16, bold=True) + (4 if tight else 12)
    if x + step * len(data.GOODS) > r.right() + 1:
        x, y = r.x() + 10, y + line  # the goods together on a line of their own
    for good in data.GOODS:
        if x + step > r.right() + 1 and x > r.x() + 40:
            x, y = r.x() + 10, y + line
        qtart.draw(p, art.icon(good, x + 16, y + 8, 13 if tight else 15, data.GOODS_COLOUR[good]))
        qtart.draw(p, [art.Label(x + (32 if tight else 38), y + 8 + px * 0.36, f"× {counts[good]}", 16,
                                 fill=palette.ink, align="left", bold=True)])
        x += step
    return y - r.y() + line


def last_box(p: QPainter, r: QRectF, view: dict[str, Any], names: list[str], palette: Any) -> float:
    """The last action in words (whose turn it is stands in the window's header);
    answers the height used."""
    from ..describe import last_said

    said = last_said(view)
    if said is None:
        return 0.0
    text = said.render(dict(enumerate(names)))
    p.setPen(QColor(palette.ink))
    p.setFont(qtart.font(qtart.size(16.0)))
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    used = p.boundingRect(r, flags, text)
    p.drawText(r, flags, text)
    return min(used.height(), r.height())


# -- a player's boards -----------------------------------------------------------------------
def paint_player(p: QPainter, r: QRectF, view: dict[str, Any], seat: int, name: str, palette: Any) -> None:
    pv = view["players"][seat]
    colour = data.SEATS[seat]["colour"]
    acting = seat in view["to_act"]
    p.setPen(QPen(QColor(colour), 4.0) if acting else Qt.PenStyle.NoPen)
    p.setBrush(QColor(palette.panel))
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 14, 14)
    x0, y0 = r.x() + 16, r.y() + 12
    # Header: token, name, role, score.
    qtart.draw(p, [art.Shape(art.circle(x0 + 18, y0 + 20, 17), fill=colour)])
    mark(p, seat, QPointF(x0 + 18, y0 + 20), 9.0)
    score = pv["score"]
    total = _points(score["total"])
    parts = _("faith {f} · commerce {c} · culture {a}").format(f=score["faith"], c=score["commerce"],
                                                               a=score["culture"])
    # Two lines: the name and the points, then the role and the score's parts; where the width is
    # short, the role (which the frame and the tray also show) gives way to the score.
    sub = qtart.size(14)
    first = y0 + 20
    second = max(y0 + 40, first + 4 + sub)
    room = r.width() - 46 - 36 - qtart.text_width(total, 24, bold=True) - 12
    qtart.draw_label(p, art.Label(x0 + 46, first, name, 22, fill=palette.ink, bold=True, align="left"), room=room)
    qtart.draw_label(p, art.Label(r.right() - 18, first + 6, total, 24, fill=palette.ink, bold=True, align="right"))
    right = qtart.text_width(parts, 13)
    qtart.draw_label(p, art.Label(r.right() - 18, second + 4, parts, 13, fill=palette.soft, align="right"),
                     room=r.width() - 36)
    # The role's parts by importance, shown in their reading order as many as fit whole.
    parts_by_need = [(2, _("to act"))] if acting else []
    if view["roller"] == seat:
        parts_by_need.append((1, _("rolls this round")))
    parts_by_need.append((0, _(data.SEATS[seat]["name"])))
    room = r.width() - 46 - 36 - right - 16
    shown: list[tuple[int, str]] = []
    for part in parts_by_need:
        trial = sorted([*shown, part])
        if qtart.text_width(" · ".join(t for _o, t in trial), 14) <= room:
            shown = trial
    if shown:
        qtart.draw(p, [art.Label(x0 + 46, second, " · ".join(t for _o, t in shown), 14, fill=palette.soft,
                                 align="left")])
    held = _held_tiles(view, seat)
    # Larger words make the header taller: the pilgrim's board, which has room to spare, gives way.
    grow = min(16.0, max(0.0, second + sub * 0.3 + 8 - (r.y() + 62)))
    _pilgrim(p, QRectF(r.x() + 12, r.y() + 62 + grow, r.width() - 24, 118 - grow), pv, seat, palette, held)
    _merchant(p, QRectF(r.x() + 12, r.y() + 186, r.width() - 24, 118), pv, seat, palette, held)
    _artist(p, QRectF(r.x() + 12, r.y() + 310, r.width() - 24, 176), pv, seat, palette, held)


def _held_tiles(view: dict[str, Any], seat: int) -> dict[str, Any]:
    held: dict[str, Any] = {w["character"]: w["name"] for w in view["waves"] if w["holder"] == seat}
    if view["spring"] == seat:
        held["spring"] = True
    return held


def _section(p: QPainter, r: QRectF, character: str, title: str, palette: Any) -> None:
    p.setPen(QPen(QColor(palette.rule), 1.0))
    p.setBrush(QColor(palette.bg))
    p.drawRoundedRect(r, 10, 10)
    qtart.draw(p, art.icon(character, r.x() + 30, r.y() + 36, 20, DIE_COLOUR[character]))
    if not qtart.grows(13, 1.25):  # else the picture alone names the character
        qtart.draw(p, [art.Label(r.x() + 30, r.y() + 80, title, 13, fill=palette.soft)])


def _pilgrim(p: QPainter, r: QRectF, pv: dict[str, Any], seat: int, palette: Any, held: dict[str, Any]) -> None:
    _section(p, r, "pilgrim", _("pilgrim"), palette)
    colour = data.SEATS[seat]["colour"]
    cell, gap = 36.0, 4.0
    for row, (kind, top, value) in enumerate(((data.TEMPLE, data.TEMPLE_MAX, pv["temple"]),
                                              (data.GARDEN, data.GARDEN_MAX, pv["garden"]))):
        y = r.y() + r.height() / 2 - cell - 6 + row * (cell + 12)
        x = r.x() + 66
        qtart.draw(p, art.icon(KIND_ICON[kind], x + 14, y + cell / 2, 13, KIND_COLOUR[kind]))
        x += 34
        for v in range(1, top + 1):
            cx = x + (v - 1) * (cell + gap)
            here = v == value
            p.setPen(QPen(QColor(palette.rule), 1.2))
            p.setBrush(QColor(colour) if here else QColor("#FFFDF7" if not palette.dark else "#3A3530"))
            p.drawRoundedRect(QRectF(cx, y, cell, cell), 7, 7)
            ink = "#FFFFFF" if here else palette.soft
            qtart.draw(p, [art.Label(cx + cell / 2, y + cell / 2 + 7, str(v), 19, fill=ink, bold=here)])
    below = "pilgrim" in held and not wave_name_inside(62.0, held["pilgrim"])  # room for the name under it
    _held(p, QPointF(r.right() - 44, r.y() + (37 if below else r.height() / 2)), held, "pilgrim", palette)


def _merchant(p: QPainter, r: QRectF, pv: dict[str, Any], seat: int, palette: Any, held: dict[str, Any]) -> None:
    _section(p, r, "merchant", _("merchant"), palette)
    x = r.x() + 72
    y = r.y() + 12
    goods = [g for g in data.GOODS for _ in range(pv["goods"][g])]
    slot = 40.0
    for i in range(pv["goods_limit"]):
        sx = x + i * (slot + 6)
        p.setPen(QPen(QColor(palette.rule), 1.2, Qt.PenStyle.DashLine if i >= 5 else Qt.PenStyle.SolidLine))
        p.setBrush(QColor("#FFFDF7" if not palette.dark else "#3A3530"))
        p.drawRoundedRect(QRectF(sx, y, slot, slot), 8, 8)
        if i < len(goods):
            qtart.draw(p, art.icon(goods[i], sx + slot / 2, y + slot / 2, 15, data.GOODS_COLOUR[goods[i]]))
    for i in range(pv["goods_limit"], len(goods)):  # over the limit, until kept
        sx = x + i * (slot + 6)
        qtart.draw(p, art.icon(goods[i], sx + slot / 2, y + slot / 2, 15, data.GOODS_COLOUR[goods[i]]))
    cx = x + 6 * (slot + 6) + 12
    qtart.draw(p, [*art.icon("coin", cx + 14, y + slot / 2, 14, COIN),
                   art.Label(cx + 34, y + slot / 2 + 7, f"× {pv['coins']}", 19, fill=palette.ink, bold=True,
                             align="left")])
    gy = y + slot + 14
    for g in range(1, data.GOLD_SPACES + 1):
        gx = x + (g - 1) * (slot + 6)
        earned = g <= pv["gold"]
        p.setPen(QPen(QColor(palette.rule), 1.2))
        p.setBrush(QColor("#F6EBC8") if not palette.dark else QColor("#4A4132"))
        p.drawRoundedRect(QRectF(gx, gy, slot, slot + 10), 8, 8)
        lift = max(0.0, qtart.size(13) - 13) * 0.5  # a larger number below lifts the coin
        if earned:
            qtart.draw(p, art.icon("gold", gx + slot / 2, gy + slot / 2 - 1 - lift, 14, GOLD, paper="#FFF4CF"))
        qtart.draw(p, [art.Label(gx + slot / 2, gy + slot + 6, str(data.COMMERCE[g]), 13,
                                 fill=palette.ink if earned else palette.soft, bold=earned)])
    _held(p, QPointF(r.right() - 44, r.y() + r.height() / 2), held, "merchant", palette)


def _artist(p: QPainter, r: QRectF, pv: dict[str, Any], seat: int, palette: Any, held: dict[str, Any]) -> None:
    _section(p, r, "artist", _("artist"), palette)
    colour = data.SEATS[seat]["colour"]
    slot, gap = 52.0, 10.0
    for i, symbol in enumerate(pv["paintings"]):
        row, col = divmod(i, 5)
        sx = r.x() + 72 + col * (slot + gap)
        sy = r.y() + 10 + row * (slot + 28)
        box = QRectF(sx, sy, slot, slot)
        value = data.CULTURE[i + 1]
        if i < pv["given"]:
            p.setPen(QPen(QColor(palette.rule), 1.4, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box, 8, 8)
            qtart.draw(p, [art.Label(box.center().x(), box.center().y() + 8, "✓", 24, fill=palette.soft)])
        elif symbol is not None:
            sc = data.SYMBOL_COLOUR[symbol]
            p.setPen(QPen(QColor(sc), 2.4))
            p.setBrush(QColor("#FFFDF7"))
            p.drawRoundedRect(box, 8, 8)
            qtart.draw(p, art.icon(symbol, box.center().x(), box.center().y(), 19, sc))
        else:
            # Face down: the back in the player's colour, never the picture.
            p.setPen(QPen(QColor(colour).darker(130), 1.4))
            p.setBrush(QColor(colour))
            p.drawRoundedRect(box, 8, 8)
            qtart.draw(p, art.icon("artist", box.center().x(), box.center().y(), 14, "#FFFFFF", paper=colour))
        qtart.draw(p, [art.Label(box.center().x(), box.bottom() + 17, str(value), 14,
                                 fill=palette.ink if i < pv["given"] else palette.soft, bold=i < pv["given"])])
    _held(p, QPointF(r.right() - 44, r.y() + 60), held, "artist", palette)
    if held.get("spring"):
        qtart.draw(p, spring_token(r.right() - 44, r.y() + 136, 22.0))


def _held(p: QPainter, c: QPointF, held: dict[str, Any], character: str, palette: Any) -> None:
    if character in held:
        size = 62.0
        qtart.draw(p, wave_tile(c.x(), c.y(), size, character, held[character]))
        if not wave_name_inside(size, held[character]):  # the name under the tile, where it has room
            below = c.y() + size / 2 + 2 + qtart.size(13)
            name = _(data.WAVE_NAMES[held[character]])
            x = min(c.x(), c.x() + 38 - qtart.text_width(name, 13, bold=True) / 2)  # kept inside its board
            qtart.draw_label(p, art.Label(x, below, name, 13, fill=palette.ink, bold=True), room=124)


# -- a player's boards, compact: beside the map on a laptop --------------------------------------
def compact_rows(least: float) -> tuple[float, float]:
    """The height of the header and of each of the four rows of a compact board, at the
    legible minimum ``least`` (the rows grow with their words)."""
    return max(36.0, least * 1.9), max(30.0, least * 1.6)


def compact_height(least: float) -> float:
    head, row = compact_rows(least)
    return 10 + head + 4 * (row + 4) + 8


def paint_player_compact(p: QPainter, r: QRectF, view: dict[str, Any], seat: int, name: str,
                         palette: Any) -> None:
    """Everything of a player's boards in a few rows, for the column beside the map on a
    laptop (the map stays whole and both boards in view): the name, the held tiles and the
    points; the temple and garden tracks; the goods and coins; the gold and the score's
    parts; the paintings."""
    pv = view["players"][seat]
    colour = data.SEATS[seat]["colour"]
    acting = seat in view["to_act"]
    p.setPen(QPen(QColor(colour), 4.0) if acting else QPen(QColor(palette.rule), 1.0))
    p.setBrush(QColor(palette.panel))
    p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 12, 12)
    head, row = compact_rows(qtart.least)
    row = max(row, min(row * 1.3, (r.height() - 18 - head) / 4 - 4))  # a taller board: larger rows
    x0, right = r.x() + 14, r.right() - 14
    y = r.y() + 10
    _compact_header(p, QRectF(x0, y, right - x0, head), view, seat, name, palette)
    y += head + 4
    _compact_tracks(p, QRectF(x0, y, right - x0, row), pv, colour, palette)
    y += row + 4
    _compact_goods(p, QRectF(x0, y, right - x0, row), pv, palette)
    y += row + 4
    _compact_gold(p, QRectF(x0, y, right - x0, row), pv, palette)
    y += row + 4
    _compact_paintings(p, QRectF(x0, y, right - x0, row), pv, colour, palette)


def _compact_header(p: QPainter, r: QRectF, view: dict[str, Any], seat: int, name: str, palette: Any) -> None:
    pv = view["players"][seat]
    cy = r.center().y()
    qtart.draw(p, [art.Shape(art.circle(r.x() + 14, cy, 14), fill=data.SEATS[seat]["colour"])])
    mark(p, seat, QPointF(r.x() + 14, cy), 7.5)
    total = _points(pv["score"]["total"])
    total_w = qtart.text_width(total, 21, bold=True)
    qtart.draw_label(p, art.Label(r.right(), cy + qtart.size(21) * 0.36, total, 21, fill=palette.ink, bold=True,
                                  align="right"))
    held = _held_tiles(view, seat)
    tiles = [c for c in data.CHARACTERS if c in held]
    tile = min(30.0, r.height() - 4)
    tx = r.right() - total_w - 12 - (tile + 4) * (len(tiles) + (1 if held.get("spring") else 0))
    for character in tiles:
        qtart.draw(p, wave_tile(tx + tile / 2, cy, tile, character, held[character]))
        tx += tile + 4
    if held.get("spring"):
        qtart.draw(p, spring_token(tx + tile / 2, cy, tile / 2 - 1))
        tx += tile + 4
    room = r.right() - total_w - 12 - (tile + 4) * (len(tiles) + (1 if held.get("spring") else 0)) - (r.x() + 36)
    qtart.draw_label(p, art.Label(r.x() + 36, cy + qtart.size(19) * 0.36, name, 19, fill=palette.ink, bold=True,
                                  align="left"), room=room)


def _row_icon(p: QPainter, r: QRectF, character: str) -> float:
    """The row's character, drawn at its start; answers where the row's contents begin."""
    qtart.draw(p, art.icon(character, r.x() + 12, r.center().y(), 11, DIE_COLOUR[character]))
    return r.x() + 30


def _cell(p: QPainter, box: QRectF, fill: str, palette: Any, dashed: bool = False) -> None:
    p.setPen(QPen(QColor(palette.rule), 1.2, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(box, 5, 5)


def _compact_tracks(p: QPainter, r: QRectF, pv: dict[str, Any], colour: str, palette: Any) -> None:
    """Temple and garden: a cell a space, the one reached in the seat's colour."""
    x = _row_icon(p, r, "pilgrim")
    blank = "#FFFDF7" if not palette.dark else "#3A3530"
    gap = 2.0
    cell = min(r.height() - 4, (r.right() - x - 2 * 24 - 8 - 13 * gap) / 15)
    for kind, top, value in ((data.TEMPLE, data.TEMPLE_MAX, pv["temple"]),
                             (data.GARDEN, data.GARDEN_MAX, pv["garden"])):
        qtart.draw(p, art.icon(KIND_ICON[kind], x + 10, r.center().y(), 9, KIND_COLOUR[kind]))
        x += 24
        for v in range(1, top + 1):
            box = QRectF(x, r.center().y() - cell / 2, cell, cell)
            here = v == value
            _cell(p, box, colour if here else blank, palette)
            qtart.draw(p, [art.Label(box.center().x(), box.center().y() + qtart.size(13) * 0.36, str(v), 13,
                                     fill="#FFFFFF" if here else palette.soft, bold=here)])
            x += cell + gap
        x += 8


def _compact_goods(p: QPainter, r: QRectF, pv: dict[str, Any], palette: Any) -> None:
    """The goods in the merchant's slots (past the limit until kept), then the coins."""
    x = _row_icon(p, r, "merchant")
    goods = [g for g in data.GOODS for _ in range(pv["goods"][g])]
    slot = min(r.height() - 2, 34.0)
    blank = "#FFFDF7" if not palette.dark else "#3A3530"
    for i in range(max(pv["goods_limit"], len(goods))):
        box = QRectF(x + i * (slot + 3), r.y() + 1, slot, slot)
        if i < pv["goods_limit"]:
            _cell(p, box, blank, palette, dashed=i >= 5)
        if i < len(goods):
            qtart.draw(p, art.icon(goods[i], box.center().x(), box.center().y(), slot * 0.36,
                                   data.GOODS_COLOUR[goods[i]]))
    cx = x + max(7, len(goods)) * (slot + 3) + 10
    qtart.draw(p, [*art.icon("coin", cx + 11, r.center().y(), 11, COIN),
                   art.Label(cx + 26, r.center().y() + qtart.size(18) * 0.36, f"× {pv['coins']}", 18,
                             fill=palette.ink, bold=True, align="left")])


def _compact_gold(p: QPainter, r: QRectF, pv: dict[str, Any], palette: Any) -> None:
    """The gold earned (a coin a space), then the score's parts."""
    x = r.x() + 30
    qtart.draw(p, art.icon("gold", r.x() + 12, r.center().y(), 10, GOLD, paper="#FFF4CF"))
    slot = min(r.height() - 2, 30.0)
    for g in range(1, data.GOLD_SPACES + 1):
        box = QRectF(x, r.y() + 1, slot, slot)
        _cell(p, box, "#F6EBC8" if not palette.dark else "#4A4132", palette)
        if g <= pv["gold"]:
            qtart.draw(p, art.icon("gold", box.center().x(), box.center().y(), slot * 0.34, GOLD, paper="#FFF4CF"))
        x += slot + 3
    s = pv["score"]
    parts = _("faith {f} · commerce {c} · culture {a}").format(f=s["faith"], c=s["commerce"], a=s["culture"])
    qtart.draw_label(p, art.Label(r.right(), r.center().y() + qtart.size(14) * 0.36, parts, 14, fill=palette.soft,
                                  align="right"), room=r.right() - x - 10)


def _compact_paintings(p: QPainter, r: QRectF, pv: dict[str, Any], colour: str, palette: Any) -> None:
    """The ten paintings: given (a tick), face up (its symbol) or face down (the seat's back)."""
    x = _row_icon(p, r, "artist")
    slot = min(r.height() - 2, (r.right() - x - 9 * 3) / 10)
    for i, symbol in enumerate(pv["paintings"]):
        box = QRectF(x + i * (slot + 3), r.center().y() - slot / 2, slot, slot)
        if i < pv["given"]:
            _cell(p, box, palette.bg, palette, dashed=True)
            qtart.draw(p, [art.Label(box.center().x(), box.center().y() + qtart.size(14) * 0.36, "✓", 14,
                                     fill=palette.soft)])
        elif symbol is not None:
            sc = data.SYMBOL_COLOUR[symbol]
            p.setPen(QPen(QColor(sc), 2.0))
            p.setBrush(QColor("#FFFDF7"))
            p.drawRoundedRect(box, 5, 5)
            qtart.draw(p, art.icon(symbol, box.center().x(), box.center().y(), slot * 0.36, sc))
        else:
            p.setPen(QPen(QColor(colour).darker(130), 1.2))
            p.setBrush(QColor(colour))
            p.drawRoundedRect(box, 5, 5)
            qtart.draw(p, art.icon("artist", box.center().x(), box.center().y(), slot * 0.28, "#FFFFFF",
                                   paper=colour))


def _verdict(view: dict[str, Any], names: list[str]) -> tuple[str, str]:
    """Who won, and the tie-break that decided ("" when the points did)."""
    totals = [pv["score"]["total"] for pv in view["players"]]
    coins = [pv["coins"] for pv in view["players"]]
    if totals[0] != totals[1]:
        return _("{who} wins!").format(who=names[0 if totals[0] > totals[1] else 1]), ""
    if coins[0] != coins[1]:
        return (_("{who} wins!").format(who=names[0 if coins[0] > coins[1] else 1]),
                _("Tied on points: more coins wins ({a} to {b}).").format(a=max(coins), b=min(coins)))
    return _("A shared win!"), _("Tied on points and on coins: the win is shared.")


def paint_scores(p: QPainter, r: QRectF, view: dict[str, Any], names: list[str], palette: Any) -> None:
    """The end, in the dice tray (the map stays in sight): the winner, and each player's
    faith, commerce and culture with the arithmetic where the tray has room for it."""
    verdict, rule = _verdict(view, names)
    size = qtart.size
    p.setPen(QPen(QColor(palette.rule), 2.0))
    p.setBrush(QColor(palette.bg))
    p.drawRoundedRect(r, 12, 12)
    y = r.y() + 10 + size(30)
    qtart.draw_label(p, art.Label(r.center().x(), y, verdict, 30, fill=palette.ink, bold=True), room=r.width() - 24)
    if rule:
        y += 6 + size(15)
        qtart.draw_label(p, art.Label(r.center().x(), y, rule, 15, fill=palette.soft), room=r.width() - 24)
    step = size(16) * 1.45
    detail = y + 12 + size(20) + 3 * step + 8 + size(22) <= r.bottom() - 6  # room for the arithmetic
    column = r.width() / 2 - 24
    for seat, pv in enumerate(view["players"]):
        x = r.x() + 16 + seat * (r.width() / 2)
        sc = pv["score"]
        line = y + 12 + size(20)
        texts = [(line, names[seat], 20, data.SEATS[seat]["colour"], True)]
        if detail:
            for i, text in enumerate((
                    _("faith {t} × {g} = {f}").format(t=pv["temple"], g=pv["garden"], f=sc["faith"]),
                    _("commerce: {n} gold = {c}").format(n=pv["gold"], c=sc["commerce"]),
                    _("culture: {n} given = {a}").format(n=pv["given"], a=sc["culture"]))):
                texts.append((line + (i + 1) * step, text, 16, palette.ink, False))
            line += 3 * step
        total = _points(sc["total"]) + " · " + _coins_left(pv["coins"])
        texts.append((line + 6 + size(20), total, 20, palette.ink, True))
        for ty, text, px, fill, bold in texts:
            qtart.draw_label(p, art.Label(x, ty, text, px, fill=fill, bold=bold, align="left"), room=column)


__all__ = [
    "KIND_ICON",
    "bag",
    "die",
    "last_box",
    "mark",
    "note_bubble",
    "paint_player",
    "paint_player_compact",
    "paint_scores",
    "pawn",
    "specialty_token",
    "spring_token",
    "wave_tile",
]
