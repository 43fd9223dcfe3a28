"""Painting the pieces around the map: tokens, pawns, dice, the bag, the status
box, both players' boards and the final scores. QPainter in the table's
logical space; pictures from the shared :mod:`..art`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....core.i18n import _, ngettext
from ....ui.kit.legible import legible_px
from .. import art, data
from ..mapart import KIND_COLOUR, KIND_ICON
from . import qtart

DIE_COLOUR = {"pilgrim": "#7B4A35", "merchant": "#B5483B", "artist": "#2F6E95"}
GOLD = "#D9AE35"
COIN = "#C9A66B"


# -- small pieces ------------------------------------------------------------------------------
def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def specialty_token(x: float, y: float, r: float, good: str, price: int) -> list[art.Item]:
    colour = data.GOODS_COLOUR[good]
    return [
        art.Shape(art.circle(x, y, r), fill=art.PAPER, stroke=colour, width=2.6),
        *art.icon(good, x - r * 0.3, y, r * 0.52, colour),
        art.Label(x + r * 0.42, y + r * 0.3, str(price), r * 0.9, fill=art.INK, bold=True),
    ]


def wave_tile(x: float, y: float, size: float, character: str, name: str) -> list[art.Item]:
    side = data.WAVE_SIDES[character].index(name)
    h = size / 2
    return [
        art.Shape(art.rect(x - h, y - h, size, size, size * 0.12), fill="#DCEBEF" if side == 0 else "#F3E2D3",
                  stroke="#2F6E95", width=2.0),
        *art.icon("seaside", x - size * 0.2, y - size * 0.12, size * 0.2, "#2F6E95"),
        *art.icon(character, x + size * 0.2, y - size * 0.12, size * 0.18, art.INK),
        art.Label(x, y + size * 0.34, _(data.WAVE_NAMES[name]), size * 0.2, fill=art.INK, bold=True),
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
    px = 15.0 if strong else 13.0
    w = qtart.text_width(text, px, bold=strong) + 14
    r = QRectF(anchor.x() - w / 2, anchor.y() - 22, w, 24)
    r.moveLeft(min(max(r.left(), 4.0), data.MAP_W - w - 4.0))
    p.setPen(QPen(QColor("#B07A1E"), 1.5))
    p.setBrush(QColor("#FFF7E6" if not strong else "#FFE2A8"))
    p.drawRoundedRect(r, 8, 8)
    qtart.draw(p, [art.Label(r.center().x(), r.bottom() - 7, text, px, fill="#3B2A10", bold=strong)])


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
    qtart.draw(p, [art.Label(0, r.height() / 2 - 8, _(data.CHARACTER_NAMES[character]), 13, fill=ink)])
    p.restore()


def bag(p: QPainter, r: QRectF, counts: dict[str, int], palette: Any) -> None:
    """The bag's contents (public: every good not on a merchant board)."""
    qtart.draw(p, [art.Label(r.x(), r.y() + 14, _("In the bag:"), 15, fill=palette.soft, align="left")])
    x = r.x() + 100
    for good in data.GOODS:
        qtart.draw(p, art.icon(good, x + 16, r.y() + 8, 15, data.GOODS_COLOUR[good]))
        qtart.draw(p, [art.Label(x + 38, r.y() + 14, f"× {counts[good]}", 16, fill=palette.ink, align="left",
                                 bold=True)])
        x += 96


def status_box(p: QPainter, r: QRectF, view: dict[str, Any], names: list[str], palette: Any) -> None:
    """Whose turn it is, and what happens now, in words."""
    from ..describe import status

    text = status(view).render(dict(enumerate(names)))
    p.setPen(QColor(palette.ink))
    p.setFont(qtart.font(max(16.0, legible_px(p))))
    p.drawText(r, int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)


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
    role = _("rolls this round") if view["roller"] == seat else ""
    to_act = _("to act")  # outside the f-string below, where extraction finds it
    qtart.draw(p, [art.Label(x0 + 46, y0 + 20, name, 22, fill=palette.ink, bold=True, align="left"),
                   art.Label(x0 + 46, y0 + 40, f"{_(data.SEATS[seat]['name'])}"
                             + (f" · {role}" if role else "") + (f" · {to_act}" if acting else ""),
                             14, fill=palette.soft, align="left")])
    score = pv["score"]
    qtart.draw(p, [
        art.Label(r.right() - 18, y0 + 26, _points(score["total"]), 24, fill=palette.ink, bold=True,
                  align="right"),
        art.Label(r.right() - 18, y0 + 44, _("faith {f} · commerce {c} · culture {a}").format(
            f=score["faith"], c=score["commerce"], a=score["culture"]), 13, fill=palette.soft, align="right"),
    ])
    held = _held_tiles(view, seat)
    _pilgrim(p, QRectF(r.x() + 12, r.y() + 62, r.width() - 24, 118), pv, seat, palette, held)
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
    qtart.draw(p, [*art.icon(character, r.x() + 30, r.y() + 36, 20, DIE_COLOUR[character]),
                   art.Label(r.x() + 30, r.y() + 80, title, 13, fill=palette.soft)])


def _pilgrim(p: QPainter, r: QRectF, pv: dict[str, Any], seat: int, palette: Any, held: dict[str, Any]) -> None:
    _section(p, r, "pilgrim", _("pilgrim"), palette)
    colour = data.SEATS[seat]["colour"]
    cell, gap = 36.0, 4.0
    for row, (kind, top, value) in enumerate(((data.TEMPLE, data.TEMPLE_MAX, pv["temple"]),
                                              (data.GARDEN, data.GARDEN_MAX, pv["garden"]))):
        y = r.y() + 14 + row * (cell + 12)
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
    _held(p, QPointF(r.right() - 44, r.y() + r.height() / 2), held, "pilgrim", palette)


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
        if earned:
            qtart.draw(p, art.icon("gold", gx + slot / 2, gy + slot / 2 - 1, 14, GOLD, paper="#FFF4CF"))
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
        qtart.draw(p, wave_tile(c.x(), c.y(), 62.0, character, held[character]))


def paint_scores(p: QPainter, r: QRectF, view: dict[str, Any], names: list[str], palette: Any) -> None:
    """The end: each player's faith, commerce and culture with the arithmetic, and the winner."""
    p.setPen(QPen(QColor(palette.rule), 2.0))
    p.setBrush(QColor(palette.bg))
    p.drawRoundedRect(r, 18, 18)
    totals = [pv["score"]["total"] for pv in view["players"]]
    coins = [pv["coins"] for pv in view["players"]]
    if totals[0] != totals[1]:
        w = 0 if totals[0] > totals[1] else 1
        verdict, rule = _("{who} wins!").format(who=names[w]), ""
    elif coins[0] != coins[1]:
        w = 0 if coins[0] > coins[1] else 1
        verdict = _("{who} wins!").format(who=names[w])
        rule = _("Tied on points: more coins wins ({a} to {b}).").format(a=max(coins), b=min(coins))
    else:
        verdict = _("A shared win!")
        rule = _("Tied on points and on coins: the win is shared.")
    items: list[art.Item] = [art.Label(r.center().x(), r.y() + 54, verdict, 36, fill=palette.ink, bold=True)]
    if rule:
        items.append(art.Label(r.center().x(), r.y() + 84, rule, 16, fill=palette.soft))
    for seat, pv in enumerate(view["players"]):
        x = r.x() + 40 + seat * (r.width() / 2)
        y = r.y() + 130
        s = pv["score"]
        items += [
            art.Label(x, y, names[seat], 24, fill=data.SEATS[seat]["colour"], bold=True, align="left"),
            art.Label(x, y + 40, _("faith {t} × {g} = {f}").format(t=pv["temple"], g=pv["garden"], f=s["faith"]), 19,
                      fill=palette.ink, align="left"),
            art.Label(x, y + 72, _("commerce: {n} gold = {c}").format(n=pv["gold"], c=s["commerce"]), 19,
                      fill=palette.ink, align="left"),
            art.Label(x, y + 104, _("culture: {n} given = {a}").format(n=pv["given"], a=s["culture"]), 19,
                      fill=palette.ink, align="left"),
            art.Label(x, y + 150, _points(s["total"]), 28, fill=palette.ink, bold=True, align="left"),
            art.Label(x, y + 178, _("{n} coins left").format(n=pv["coins"]), 15, fill=palette.soft, align="left"),
        ]
    qtart.draw(p, items)


__all__ = [
    "KIND_ICON",
    "bag",
    "die",
    "mark",
    "note_bubble",
    "paint_player",
    "paint_scores",
    "pawn",
    "specialty_token",
    "spring_token",
    "status_box",
    "wave_tile",
]
