"""The panels right of the board: players, the situation track, the qualities
board, and below them the hand and memory panel (a seat's screen), the last
action (the projector) or the final score table (the end)."""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QTextDocument

from .... import theme
from ....core.game import Message
from ....core.i18n import N_, _, join_list, ngettext, render
from ....ui.kit.marks import paint_seat_token
from .. import data
from ..preview import MemoryPreview, chosen_space, cost_text, emptied_text
from .paint import (
    MARGIN,
    PW,
    PX,
    ROW_H,
    H,
    Palette,
    font,
    legible,
    paint_cube,
    paint_emotion_field,
    paint_symbol,
    paint_text,
    panel,
)

KIND_HEX = {"sticky": "#F5E6A6", "memo": "#D8E4EF"}
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
#: Heights (logical): the track and qualities row at most, and the hand and memory
#: panels below it at least.
MID_MAX, BOTTOM_MIN = 470.0, 240.0


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name as the table shows it ("Player 2" where none was given)."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return _("Player {n}").format(n=seat + 1)


@dataclass(frozen=True)
class Panels:
    """What the panels paint, passed in by the table for one paint: the view and
    the overlays the board view chose (targets, the discard, the memory preview)."""

    view: dict
    pal: Palette
    names: Sequence[str]
    #: The logical width painted (see ``Table.logical_w``): the panels reach its right edge.
    width: float
    interactive: bool = False
    tile_targets: frozenset[int] = frozenset()
    space_targets: frozenset[int] = frozenset()
    discard_need: int = 0
    discard_sel: tuple[str, ...] = ()
    preview: MemoryPreview | None = None
    #: Every memory the panel may be asked to show in this view (the pawn's cell, each
    #: cell a hover previews): the panel is laid out for the largest, so it never jumps.
    previews: tuple[MemoryPreview, ...] = ()
    #: The panel shows the memory on a hovered cell (not yet the pawn's).
    hovering: bool = False
    hover_space: int | None = None
    last_line: str = ""

    def name(self, seat: int) -> str:
        return seat_name(self.names, seat)

    def text(self, message: Message) -> str:
        return render(message, dict(enumerate(self.names)))


@dataclass
class Hits:
    """Where the panels lie, in logical coordinates, as the paint laid them out: what
    a click or a tooltip there is about."""

    tiles: dict[int, QRectF] = field(default_factory=dict)
    #: Where each tile's rule lies, wrapped.
    tile_texts: dict[int, QRectF] = field(default_factory=dict)
    spaces: dict[int, QRectF] = field(default_factory=dict)
    chips: dict[str, QRectF] = field(default_factory=dict)
    #: Lines of the memory panel left out for want of room (a test reads it: none should be).
    memory_cut: int = 0


def paint_right(p: QPainter, t: Panels) -> Hits:
    """Paint every panel right of the board; where they lie, for the clicks."""
    v = t.view
    n = v["players"]
    # The panels reach the right edge: a 16:9 window's extra width is theirs (Table.logical_w).
    pw = max(PW, t.width - PX - MARGIN)
    hand_w = _hand_w(p, pw)
    over = v["phase"] == "over"
    # The hand and memory panels need the height of their lines (more where the legible
    # minimum makes the letters large: a small screen).
    below = BOTTOM_MIN
    if v["hand"] is not None and not over:
        below = max(below, hand_need(p, t, hand_w), memory_need(p, t, pw - hand_w - 10))
    row_h = ROW_H
    # Where the tiles' rules would not read whole under rows of ROW_H, the rows close up
    # to their two lines of text.
    if not t.pal.projector and not over \
            and H - 10 - (14 + n * ROW_H + 44 + 10) - 10 - below < qualities_need(p, t, pw - 142):
        row_h = player_row_h(p)
    players = QRectF(PX, 14, pw, n * row_h + 44)
    paint_players(p, t, players, row_h)
    mid_top = players.bottom() + 10
    if over:
        # At the end the score table takes the track's and the tiles' place: it names
        # every tile with its score, and on a small screen its rows need the height.
        paint_scores(p, t, QRectF(PX, mid_top, pw, H - 10 - mid_top))
        return Hits()
    if t.pal.projector:
        # The projector window says the last action above the board; the quality tiles
        # take the height, so their rules read whole across the room.
        paint_track(p, t, QRectF(PX, mid_top, 132, H - 10 - mid_top))
        tiles, texts = paint_qualities(p, t, QRectF(PX + 142, mid_top, pw - 142, H - 10 - mid_top))
        return Hits(tiles, texts)
    # The quality tiles first get their whole rules (titles on lines of their own if
    # that fits, else leading the rules), then the height the panels below do not need.
    room = H - 10 - mid_top - 10 - below
    need = qualities_need(p, t, pw - 142)
    if need > room:
        need = qualities_need(p, t, pw - 142, compact=True)
    mid_h = max(need, min(MID_MAX, room))
    paint_track(p, t, QRectF(PX, mid_top, 132, mid_h))
    hits = Hits(*paint_qualities(p, t, QRectF(PX + 142, mid_top, pw - 142, mid_h)))
    bottom = QRectF(PX, mid_top + mid_h + 10, pw, H - 10 - (mid_top + mid_h + 10))
    if v["hand"] is None:
        paint_last(p, t, bottom)
    else:
        hits.chips = paint_hand(p, t, QRectF(bottom.left(), bottom.top(), hand_w, bottom.height()))
        hits.spaces, hits.memory_cut = paint_memory(p, t, QRectF(bottom.left() + hand_w + 10, bottom.top(),
                                                                 bottom.width() - hand_w - 10, bottom.height()))
    return hits


def _hand_w(p: QPainter, pw: float) -> float:
    """The hand keeps its five chips; width beyond the narrowest panels goes mostly to
    the memory's wrapped lines, and all of it where the letters are large (a small
    screen: the memory's lines wrap most there)."""
    if legible(p) > 16:
        return 250.0
    return 250 + (pw - PW) * 0.3


# -- players --------------------------------------------------------------------------------
def line_h(p: QPainter, px: float, bold: bool = False) -> float:
    """The height of one line of text at ``px`` (or the legible minimum)."""
    return QFontMetricsF(font(max(px, legible(p)), bold)).height()


def player_row_h(p: QPainter) -> float:
    """A player's row closed up to its name and its line of facts (at most ROW_H)."""
    # Lines 1.15 letters high (the font's own line height leaves a gap as wide again).
    return min(ROW_H, max(56.0, 1.15 * (max(19, legible(p)) + max(15, legible(p))) + 12))


def paint_players(p: QPainter, t: Panels, rect: QRectF, row_h: float = ROW_H) -> None:
    v = t.view
    pal = t.pal
    room = panel(p, rect, pal, _("Players"))
    for seat in range(v["players"]):
        row = QRectF(room.left(), room.top() + seat * row_h, room.width(), row_h - 6)
        if seat == v["current"] and v["phase"] != "over":
            glow = QColor(theme.HIGHLIGHT)
            glow.setAlpha(60 if not pal.projector else 90)
            p.setPen(QPen(QColor(theme.HIGHLIGHT), 2.0))
            p.setBrush(glow)
            p.drawRoundedRect(row, 8, 8)
        paint_seat_token(p, seat, QPointF(row.left() + 24, row.center().y()), 17)
        # The EP, value tokens and compass stand in a column left of the mini board; the
        # name and the facts take all the width before it.
        compass_w = text_width(p, "✦ " + _("compass"), 13, bold=True)
        ep_x = row.right() - 118 - max(182.0, 60 + compass_w + 8)
        text_w = ep_x - (row.left() + 50) - 8
        name_h = min(28.0, (row.height() - 4) / 2)
        name = t.name(seat)
        if seat == v["viewer"]:
            name = _("{name} (you)").format(name=name)
        paint_text(p, QRectF(row.left() + 50, row.top() + 2, text_w, name_h), name, 19, pal.ink, bold=True)
        cubes_left = sum(v["spaces"][seat])
        facts = ngettext("{n} card in hand", "{n} cards in hand", v["hand_sizes"][seat]).format(
            n=v["hand_sizes"][seat])
        facts += " · " + ngettext("{n} cube left", "{n} cubes left", cubes_left).format(n=cubes_left)
        paint_text(p, QRectF(row.left() + 50, row.top() + 2 + name_h, text_w, row.bottom() - row.top() - name_h - 4),
                   facts, 15, pal.soft)
        paint_text(p, QRectF(ep_x, row.top() + 2, 160, name_h), _ep_text(v, seat), 17, pal.ink, bold=True)
        # Value tokens placed and the compass.
        _paint_value_tokens(p, t, seat, QPointF(ep_x, row.top() + 2 + name_h + (row.height() - name_h - 2) / 2))
        if v["compass"] == seat:
            paint_text(p, QRectF(ep_x + 60, row.top() + 2 + name_h, compass_w + 4, row.height() - name_h - 4),
                       "✦ " + _("compass"), 13, pal.ink, bold=True)
        s = min(14.0, (row.height() - 4 - 2 * 5) / 3)
        _mini_board(p, t, seat, QPointF(row.right() - 112, row.center().y() - (3 * s + 10) / 2), s)


def _ep_text(v: dict, seat: int) -> str:
    """A seat's EP as its row shows it: one's own total; others' stay secret until the end."""
    if v["final"] is not None:
        return _("{n} EP").format(n=v["final"]["scores"][seat]["total"])
    if v["ep"] is not None and seat == v["viewer"]:
        return _("{n} EP").format(n=v["ep"]["total"])
    return _("EP secret")


def _paint_value_tokens(p: QPainter, t: Panels, seat: int, left: QPointF) -> None:
    """A seat's value tokens in a row from ``left`` (its left edge, at mid-height): filled once placed."""
    for k in range(data.VALUE_TOKENS):
        c = QPointF(left.x() + 15 + k * 24, left.y())
        placed = k < len(t.view["values"][seat])
        p.setPen(QPen(QColor(t.pal.soft), 1.5))
        p.setBrush(QColor(data.PLAYER_COLOURS[seat]["colour"]) if placed else Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, 8, 8)


def _mini_board(p: QPainter, t: Panels, seat: int, origin: QPointF, s: float) -> None:
    """A seat's player board: the cubes still on it, by colour (public)."""
    v = t.view
    spaces = v["spaces"][seat]
    for i, full in enumerate(spaces):
        r, c = divmod(i, data.PB_COLS)
        rect = QRectF(origin.x() + c * (s + 5), origin.y() + r * (s + 5), s, s)
        colour = data.PB_COLOURS[i]
        if full:
            p.setPen(QPen(QColor(t.pal.edge), 1.0))
            p.setBrush(QColor(data.EMOTION_HEX[colour]))
        else:
            p.setPen(QPen(QColor(t.pal.rule), 1.0, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, 3, 3)


# -- the situation track ------------------------------------------------------------------------
def paint_track(p: QPainter, t: Panels, rect: QRectF) -> None:
    v = t.view
    pal = t.pal
    room = panel(p, rect, pal, _("Track"))
    slot = room.height() / len(data.TRACK_EP)
    for i, token in enumerate(v["track"]):
        y = room.top() + i * slot
        c = QPointF(room.left() + 24, y + slot / 2)
        if token == "X":
            p.setPen(QPen(QColor(pal.edge), 2.0))
            p.setBrush(QColor(pal.card))
            p.drawEllipse(c, 21, 21)
            paint_text(p, QRectF(c.x() - 20, c.y() - 20, 40, 40), "X", 22, theme.INK, bold=True, align=CENTER)
        else:
            p.setPen(QPen(QColor(pal.edge), 1.5))
            p.setBrush(QColor(data.EMOTION_HEX[token]))
            p.drawEllipse(c, 21, 21)
            paint_symbol(p, token, c, 12, on_colour=True)
        ep = _("{n} EP").format(n=data.TRACK_EP[i])
        discounted = i >= len(data.TRACK_EP) - data.DISCOUNT_SPACES
        top = y + (4 if discounted else slot / 4)
        paint_text(p, QRectF(room.left() + 50, top, 70, slot / 2), ep, 19, pal.ink, bold=True)
        if discounted:
            # Where the letters are large (the projector, a small screen) the words would be
            # cut: the discount shows as its number, "−1".
            less = _("1 card less")
            if text_width(p, less, 12) > 70:
                less = f"−{data.DISCOUNT}"
            paint_text(p, QRectF(room.left() + 50, y + slot / 2, 70, slot / 2 - 4), less, 12,
                       theme.DANGER if not pal.projector else "#F08C7E", bold=less != _("1 card less"))


# -- the qualities board -------------------------------------------------------------------------
#: Right of each tile: the value tokens beside it, or "first: +3 EP".
SIDE_COL = 120.0
#: Room for the tile's colour symbol before its title.
SYMBOL_W = 24.0


def _tile_doc(p: QPainter, tile: data.QualityTile, width: float) -> QTextDocument:
    """A tile's title and rule as one wrapped paragraph, the title in bold leading it:
    where large letters leave no room for a title line of its own (a small screen)."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(font(max(14.0, legible(p))))
    indent = f"text-indent:{SYMBOL_W:.0f}px; " if tile.colour else ""
    doc.setHtml(f'<p style="{indent}color:{theme.INK_SOFT}"><b style="color:{theme.INK}">'
                f"{html.escape(_(tile.title))}</b>&nbsp; {html.escape(_(tile.text))}</p>")
    doc.setTextWidth(width)
    return doc


def _tile_needs(p: QPainter, t: Panels, width: float, compact: bool, grow: float = 1.0) -> list[float]:
    """Each quality tile's height with its whole rule, in a panel ``width`` wide (its
    letters ``grow`` times their least size)."""
    v = t.view
    text_w = width - 20 - SIDE_COL - 16
    # Beside the tile, "first: +3 EP" takes two lines where its letters are large.
    first_text = _("first: +{n} EP").format(n=data.FIRST_BONUS)
    least = text_height(p, first_text, 12, SIDE_COL - 8) + 4
    needs = []
    for tile_id in v["qualities"]:
        tile = data.TILE[tile_id]
        if compact:
            need = 4 + _tile_doc(p, tile, text_w).size().height() + 4
        else:
            need = 3 + line_h(p, 16 * grow, True) + text_height(p, _(tile.text), 13 * grow, text_w) + 6
        needs.append(max(need, least))
    return needs


def qualities_need(p: QPainter, t: Panels, width: float, compact: bool = False) -> float:
    """The qualities panel's height with every tile's rule whole (title on its own line,
    or ``compact``: leading the rule)."""
    return 44 + sum(need + 6 for need in _tile_needs(p, t, width, compact))


def paint_qualities(p: QPainter, t: Panels, rect: QRectF) -> tuple[dict[int, QRectF], dict[int, QRectF]]:
    """Paint the quality tiles; where each tile lies, and where its rule lies."""
    v = t.view
    room = panel(p, rect, t.pal, _("Quality tiles"))
    # Each tile as high as its whole rule needs, the rest shared out; where a title line
    # of its own leaves the rules no room, the title leads the rule's first line.
    compact = qualities_need(p, t, rect.width()) > rect.height() + 1
    grow = 1.0 if compact else tile_grow(p, t, rect.width(), rect.height())
    needs = [need + 6 for need in _tile_needs(p, t, rect.width(), compact, grow)]
    extra = max(0.0, room.height() - sum(needs)) / len(needs)
    top = room.top()
    holders: dict[int, list[int]] = {}
    for seat, held in enumerate(v["values"]):
        for tile in held:
            holders.setdefault(tile, []).append(seat)
    boxes: dict[int, QRectF] = {}
    texts: dict[int, QRectF] = {}
    for i, tile_id in enumerate(v["qualities"]):
        slot = needs[i] + extra
        box = QRectF(room.left(), top + 2, room.width() - SIDE_COL, slot - 6)
        top += slot
        boxes[i] = box
        texts[i] = _paint_tile(p, t, data.TILE[tile_id], box, glow=i in t.tile_targets and t.interactive,
                               compact=compact, grow=grow)
        _paint_tokens(p, t, box, holders.get(i, []), v["first"][i], 12 * min(grow, 1.3))
    return boxes, texts


#: How much larger than their least size the tiles' words may grow, tried largest first.
GROWTHS = (1.8, 1.6, 1.4, 1.2)


def tile_grow(p: QPainter, t: Panels, width: float, height: float) -> float:
    """How much the tiles' words grow: where the panel is large (a wide screen, the
    projector) they take the room, the largest size at which every rule still reads
    whole; 1 where the least size only fits."""
    for grow in GROWTHS:
        if 44 + sum(need + 6 for need in _tile_needs(p, t, width, False, grow)) <= height:
            return grow
    return 1.0


def _paint_tile(p: QPainter, t: Panels, tile: data.QualityTile, box: QRectF, glow: bool,
                compact: bool, grow: float = 1.0) -> QRectF:
    """One quality tile in ``box``; where its rule lies."""
    p.setPen(QPen(QColor(theme.HIGHLIGHT) if glow else QColor(t.pal.frame), 5.0 if glow else 1.2))
    p.setBrush(QColor(KIND_HEX[tile.kind]))
    p.drawRoundedRect(box, 7, 7)
    x = box.left() + 10
    text_w = box.width() - 16
    if compact:
        doc = _tile_doc(p, tile, text_w)
        line = QFontMetricsF(doc.defaultFont()).height()
        y = box.top() + max(3.0, (box.height() - doc.size().height()) / 2)
        if tile.colour:
            paint_symbol(p, tile.colour, QPointF(x + 9, y + line / 2), 9, on_colour=False)
        p.save()
        p.translate(x, y)
        doc.drawContents(p, QRectF(0, 0, text_w, doc.size().height()))
        p.restore()
        return QRectF(x, y, text_w, doc.size().height())
    title_h = line_h(p, 16 * grow, True)
    if tile.colour:
        paint_symbol(p, tile.colour, QPointF(x + 9 * grow, box.top() + 3 + title_h / 2), 9 * grow, on_colour=False)
        x += SYMBOL_W * grow
    paint_text(p, QRectF(x, box.top() + 3, box.right() - x - 6, title_h), _(tile.title), 16 * grow, theme.INK,
               bold=True)
    rule_px = 13 * grow
    paint_text(p, QRectF(box.left() + 10, box.top() + 3 + title_h, text_w, box.bottom() - box.top() - 3
                         - title_h), _(tile.text), rule_px, theme.INK_SOFT, wrap=True, align=TOP_LEFT)
    return QRectF(box.left() + 10, box.top() + 3 + title_h, text_w, text_height(p, _(tile.text), rule_px, text_w))


def _paint_tokens(p: QPainter, t: Panels, box: QRectF, seats: list[int], first: int | None,
                  px: float = 12) -> None:
    """Right of a tile: the value tokens beside it (the first one's leading), or "first: +3 EP"."""
    for k, seat in enumerate(sorted(seats, key=lambda s: (s != first, s))):
        c = QPointF(box.right() + 22 + k * 26, box.center().y())
        paint_seat_token(p, seat, c, 11)
    if first is not None:
        paint_text(p, QRectF(box.right() + 6, box.bottom() - 14, 40, 14), "+" + str(data.FIRST_BONUS), 11,
                   t.pal.soft, bold=True, align=CENTER)
    elif not seats:
        # Where the letters are large it takes two lines rather than lose its end.
        first_text = _("first: +{n} EP").format(n=data.FIRST_BONUS)
        paint_text(p, QRectF(box.right() + 6, box.top(), SIDE_COL - 8, box.height()), first_text, px, t.pal.soft,
                   align=LEFT, wrap=text_width(p, first_text, px) > SIDE_COL - 8)


# -- a seat's hand and memory panel -----------------------------------------------------------------
def text_width(p: QPainter, text: str, px: float, bold: bool = False) -> float:
    """The width ``text`` takes on one line at ``px`` (or the legible minimum)."""
    return QFontMetricsF(font(max(px, legible(p)), bold)).horizontalAdvance(text)


def text_height(p: QPainter, text: str, px: float, width: float, bold: bool = False) -> float:
    """The height ``text`` takes wrapped to ``width`` at ``px`` (or the legible minimum)."""
    metrics = QFontMetricsF(font(max(px, legible(p)), bold))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()


def paint_hand(p: QPainter, t: Panels, rect: QRectF) -> dict[str, QRectF]:
    """Paint the viewer's hand; where each colour's chip lies."""
    v = t.view
    pal = t.pal
    hand = v["hand"] or []
    room = panel(p, rect, pal, ngettext("Your hand: {n} card", "Your hand: {n} cards", len(hand)).format(
        n=len(hand)))
    chip_w = (room.width() - 4 * 6) / 5
    chip_h, below = _hand_rows(p)
    chips: dict[str, QRectF] = {}
    for k, colour in enumerate(data.EMOTIONS):
        count = hand.count(colour)
        box = QRectF(room.left() + k * (chip_w + 6), room.top() + 4, chip_w, chip_h)
        chips[colour] = box
        if count:
            paint_emotion_field(p, colour, box, radius=7, symbol=0.24)
        else:
            p.setPen(QPen(QColor(pal.rule), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box, 7, 7)
        paint_text(p, QRectF(box.left(), box.bottom() + 2, box.width(), below - chip_h - 6), f"×{count}", 18,
                   pal.ink if count else pal.soft, bold=True, align=CENTER)
        chosen = t.discard_sel.count(colour)
        if chosen:
            p.setPen(QPen(QColor(theme.DANGER), 4.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box.adjusted(-3, -3, 3, 3), 9, 9)
            paint_text(p, QRectF(box.left(), room.top() + below, box.width(), 22), f"−{chosen}", 15, theme.DANGER,
                       bold=True, align=CENTER)
    if v["ep"] is not None:
        # Under the counts, or under the discard marks (the header says what to discard);
        # only where it reads whole (the player's row says the total anyway).
        top = room.top() + below + (26 if t.discard_need else 4)
        line = _("Your EP: {total} ({track} track, {first} first tokens, {compass} compass)").format(**v["ep"])
        if top + text_height(p, line, 14, room.width()) <= room.bottom() + 2:
            paint_text(p, QRectF(room.left(), top, room.width(), room.bottom() - top), line, 14, pal.soft,
                       wrap=True, align=TOP_LEFT)
    return chips


def _memory_lines(t: Panels, pre: MemoryPreview) -> list[tuple[str, str, bool]]:
    """What a memory on ``pre``'s cell would cost and bring, line by line, with its ink
    and weight; last, the rows or columns of the player board it empties."""
    if pre.own_cube:
        return [(_("You already have a cube here: no memory on this cell."), theme.DANGER, False)]
    lines = [(t.text(cost_text(pre)), t.pal.ink, False)]
    short = pre.short
    have = _("You hold {n}.").format(n=pre.have) if not short else ngettext(
        "You hold {have}: {n} card short.", "You hold {have}: {n} cards short.", short).format(have=pre.have,
                                                                                            n=short)
    lines.append((have, t.pal.ink if not short else theme.DANGER, False))
    lines.append((_("It gains {ep} EP from the track.").format(ep=pre.ep), t.pal.ink, False))
    helped = [h for h in pre.tiles if h.after > h.before]
    if helped:
        parts = join_list(
            _("{tile} +{d}").format(tile=_(data.TILE[h.tile_id].title), d=h.after - h.before)
            + (" ★" if h.mine else "") for h in helped)
        legend = _("Quality tiles: {parts} (★ beside your value token)") if any(h.mine for h in helped) \
            else _("Quality tiles: {parts}")
        lines.append((legend.format(parts=parts), t.pal.soft, False))
    else:
        lines.append((_("Quality tiles: no gain for you here."), t.pal.soft, False))
    # The rows or columns this memory empties, for the hovered space or the one the
    # Memory button would take ("empties no row" only for a hovered space: it asked).
    emptied = emptied_text(pre, t.hover_space)
    if emptied is not None:
        empties = bool(pre.empties[pre.spaces.index(chosen_space(pre, t.hover_space))])
        if empties or t.hover_space in pre.spaces:
            lines.append((t.text(emptied), theme.SUCCESS if empties else t.pal.soft, empties))
    return lines


#: Right of the memory's lines, at least: the viewer's player board and what a memory empties.
BOARD_COL = 150.0
#: Between the memory's lines (logical).
LINE_GAP = 2.0
#: The smallest a player-board space is on the screen, in pixels: a target to click.
SPACE_PX = 24.0


def screen_scale(p: QPainter) -> float:
    """Screen pixels per logical unit of ``p`` now."""
    m = p.combinedTransform()
    return math.sqrt(abs(m.m11() * m.m22() - m.m12() * m.m21())) or 1.0


def space_size(p: QPainter) -> tuple[float, float]:
    """A player-board space's side and the gap between spaces, logical: at least
    :data:`SPACE_PX` on the screen."""
    s = max(22.0, SPACE_PX / screen_scale(p))
    return s, max(5.0, s * 0.18)


def _board_col(p: QPainter) -> tuple[float, float]:
    """The player board's column: its width and the board's height."""
    s, gap = space_size(p)
    return max(BOARD_COL, data.PB_COLS * s + (data.PB_COLS - 1) * gap), data.PB_ROWS * s + (data.PB_ROWS - 1) * gap


def _previewing(t: Panels) -> bool:
    v = t.view
    seat = v["viewer"]
    return t.preview is not None and seat is not None and v["pawns"][seat] is not None


def memory_need(p: QPainter, t: Panels, width: float) -> float:
    """The memory panel's height with all its lines whole, in a panel ``width`` wide, for
    the largest of the memories it may show in this view."""
    if not _previewing(t):
        return 44 + text_height(p, _("Your pawn's cell shows here what a memory would cost and bring."), 14,
                                width - 20)
    col, board_h = _board_col(p)
    need = 0.0
    for pre in t.previews or (t.preview,):
        assert pre is not None
        lines = sum(text_height(p, text, 14, width - 20 - col - 10, bold) + LINE_GAP
                    for text, _colour, bold in _memory_lines(t, pre))
        need = max(need, lines)
    return 44 + max(need, board_h + 4)


def hand_need(p: QPainter, t: Panels, width: float) -> float:
    """The hand panel's height with its chips and the discard marks whole (the EP line
    under them reads where there is room: the player's row says the total)."""
    return 44 + _hand_rows(p)[1] + (26 if t.discard_need else 4)


def _hand_rows(p: QPainter) -> tuple[float, float]:
    """The chips' height, and where their counts end: where letters are large (a small
    screen) the chips are lower, leaving the EP line its height."""
    chip_h = 74.0 if legible(p) <= 16 else 58.0
    return chip_h, 4 + chip_h + 2 + max(24.0, line_h(p, 18, True))


def _memory_title(t: Panels, pre: MemoryPreview) -> str:
    emotion = _(data.EMOTION_NAME[pre.colour])
    if t.hovering:
        return _("If you go to {cell}: a memory of {emotion}").format(cell=data.cell_name(pre.cell), emotion=emotion)
    return _("Memory on {cell}: {emotion}").format(cell=data.cell_name(pre.cell), emotion=emotion)


def paint_memory(p: QPainter, t: Panels, rect: QRectF) -> tuple[dict[int, QRectF], int]:
    """Paint the memory panel; where each space of the viewer's player board lies, and
    how many of its lines were left out for want of room."""
    pal = t.pal
    pre = t.preview
    if pre is None or not _previewing(t):
        room = panel(p, rect, pal, _("Memory"))
        paint_text(p, room, _("Your pawn's cell shows here what a memory would cost and bring."), 14, pal.soft,
                   wrap=True, align=TOP_LEFT)
        return {}, 0
    room = panel(p, rect, pal, _memory_title(t, pre))
    y = room.top()
    col, board_h = _board_col(p)
    spaces = _own_board(p, t, QRectF(room.right() - col, room.top(), col, board_h))
    # Each line as high as its wrapped text (on a small screen the legible minimum makes
    # the letters large, so the lines wrap more); what no longer fits is left out whole.
    width = room.width() - col - 10  # a gap before the player board
    px = 14 * _memory_grow(p, t, width, room.height())
    lines = _memory_lines(t, pre)
    for k, (text, colour, bold) in enumerate(lines):
        high = text_height(p, text, px, width, bold)
        if y + high > room.bottom() + 2:
            return spaces, len(lines) - k
        paint_text(p, QRectF(room.left(), y, width, high), text, px, colour, bold=bold, wrap=True, align=TOP_LEFT)
        y += high + LINE_GAP
    return spaces, 0


def _memory_grow(p: QPainter, t: Panels, width: float, height: float) -> float:
    """How much the memory's lines grow where the panel has room (a large window): the
    largest size at which every memory this view may show reads whole."""
    shown = [_memory_lines(t, pre) for pre in t.previews or (t.preview,) if pre is not None]
    for grow in GROWTHS[2:]:  # beside the hand's own lines, no larger than 1.4 times
        if all(sum(text_height(p, text, 14 * grow, width, bold) + LINE_GAP for text, _colour, bold in lines)
               <= height for lines in shown):
            return grow
    return 1.0


def _own_board(p: QPainter, t: Panels, rect: QRectF) -> dict[int, QRectF]:
    """The viewer's player board: click a glowing space to take the cube from it; the
    space under the mouse glows brighter and fills."""
    v = t.view
    seat = v["viewer"]
    s, gap = space_size(p)
    spaces: dict[int, QRectF] = {}
    for i, full in enumerate(v["spaces"][seat]):
        r, c = divmod(i, data.PB_COLS)
        box = QRectF(rect.left() + c * (s + gap), rect.top() + r * (s + gap), s, s)
        spaces[i] = box
        paint_emotion_field(p, data.PB_COLOURS[i], box, radius=s * 0.18, symbol=0.0)
        if full:
            paint_cube(p, seat, box.center(), s * 0.68)
        if i in t.space_targets and t.interactive:
            hovered = i == t.hover_space
            if hovered:
                fill = QColor(theme.HIGHLIGHT)
                fill.setAlpha(90)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(fill)
                p.drawRoundedRect(box.adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2), s * 0.25, s * 0.25)
            p.setPen(QPen(QColor(theme.HIGHLIGHT), gap * (0.9 if hovered else 0.6)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box.adjusted(-gap / 3, -gap / 3, gap / 3, gap / 3), s * 0.22, s * 0.22)
    return spaces


# -- the projector's last action, and the end ---------------------------------------------------------
def paint_last(p: QPainter, t: Panels, rect: QRectF) -> None:
    room = panel(p, rect, t.pal, _("Last action"))
    paint_text(p, room, t.last_line or "–", 22, t.pal.ink, wrap=True, align=TOP_LEFT)


def _score_rows(v: dict) -> list[tuple[str, list[str]]]:
    """The final score table's rows: how many memories each player made (a count, not
    EP), then one row a source of EP: the track (what the memories earned), the first
    value token beside a tile, each quality tile on the board, the compass; then the
    total, and the cards in hand when they broke a tie."""
    scores = v["final"]["scores"]
    rows: list[tuple[str, list[str]]] = [
        (_("Memories made"), [str(len(c)) for c in v["cubes"]]),
        (_("Track EP (from memories)"), [str(s["track"]) for s in scores]),
        (_("First value tokens"), [str(s["first"]) for s in scores]),
    ]
    for tile_id in v["qualities"]:
        rows.append((_(data.TILE[tile_id].title),
                     [str(s["tiles"][tile_id]) if tile_id in s["tiles"] else "·" for s in scores]))
    rows.append((_("Compass"), [str(s["compass"]) for s in scores]))
    rows.append((_("Total"), [str(s["total"]) for s in scores]))
    if v["final"]["tiebreak"]:
        rows.append((_("Cards in hand"), [str(k) for k in v["hand_sizes"]]))
    return rows


#: The note under the score table, by the rule that broke a tie.
TIEBREAK_NOTES = {
    "cards": N_("Tied on EP: the most emotion cards in hand decided."),
    "shared": N_("Tied on EP and on cards in hand: the win is shared."),
}


def paint_scores(p: QPainter, t: Panels, rect: QRectF) -> None:
    v = t.view
    final = v["final"]
    pal = t.pal
    room = panel(p, rect, pal, _("Final score"))
    n = v["players"]
    rows = _score_rows(v)
    total_row = len(rows) - (2 if final["tiebreak"] else 1)
    label_w = room.width() * 0.4
    col_w = (room.width() - label_w) / n
    # Rows roomy enough for text at the legible minimum; the tie-break's note needs a
    # line under the table.
    room_h = room.height() - (2 * legible(p) + 4 if final["tiebreak"] else 4)
    row_h = min(max(36.0, 1.3 * legible(p)), room_h / (len(rows) + 1))
    for seat in range(n):
        x = room.left() + label_w + seat * col_w
        paint_seat_token(p, seat, QPointF(x + 14, room.top() + row_h / 2), 11)
        paint_text(p, QRectF(x + 30, room.top(), col_w - 32, row_h), t.name(seat), 17, pal.ink, bold=True)
    for i, (label, cells) in enumerate(rows):
        y = room.top() + (i + 1) * row_h
        bold = i == total_row
        ink = pal.soft if i == 0 else pal.ink  # the count of memories is no EP
        paint_text(p, QRectF(room.left(), y, label_w, row_h), label, 18, ink, bold=bold)
        for seat, cell in enumerate(cells):
            win = bold and seat in final["winners"]
            paint_text(p, QRectF(room.left() + label_w + seat * col_w, y, col_w, row_h), cell, 19,
                       theme.SUCCESS if win else ink, bold=bold, align=CENTER)
    note = TIEBREAK_NOTES.get(final["tiebreak"])
    if note:
        paint_text(p, QRectF(room.left(), room.top() + (len(rows) + 1) * row_h + 4, room.width(),
                             room.bottom() - room.top() - (len(rows) + 1) * row_h - 4),
                   _(note), 17, pal.soft, wrap=True, align=TOP_LEFT)
