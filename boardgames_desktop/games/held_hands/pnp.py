"""...and then we held hands: the complete print-and-play set.

All art is drawn here from ``data.py`` and ``theme.py`` (no publisher art):
the board from the node coordinates and lines, the cards from the deck lists,
every emotion always as its colour *and* its shape *and* its name, so the set
plays in black and white and for colour-blind players.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ... import theme
from ...core.i18n import N_, _
from ...printing import Card, CardDeck, Document, PrintOptions, Sheet, SheetPen
from ...printing.layout import Rect, mark_zone
from ...printing.pen import WHITE, Pen
from ...printing.tiling import TITLE_ROOM, one_page_size, tiled_sheets, two_page_size
from . import data

GAME = N_("…and then we held hands")
SEAT_NAMES = (N_("seat 1"), N_("seat 2"))
SEAT_SIDES = (N_("south"), N_("north"))
SEAT_COLOURS = (theme.SEATS[0], theme.SEATS[1])

#: A board is too small to play when neighbouring outer nodes are closer than
#: this: a pawn (PAWN_D) must fit on a node without covering the next one.
#: Pawns and balance markers are discs of PAWN_D (half an inch: a craft punch
#: cuts them), their colour running TOKEN_BLEED past the cut circle.
PAWN_D = 12.7
TOKEN_BLEED = 1.0
MIN_OUTER_SPACING = 14.5
BOARD_BLEED = 3.0

SIGN = {+1: "+1", -1: "–1"}
#: The goal card's instruction, a whole sentence for each emotion.
GOAL_TEXT = {
    "happy": N_("End a turn on a happy node of the ring you are playing on."),
    "calm": N_("End a turn on a calm node of the ring you are playing on."),
    "angry": N_("End a turn on an angry node of the ring you are playing on."),
    "sad": N_("End a turn on a sad node of the ring you are playing on."),
}
SHAPE_LABEL = {"circle": N_("circle"), "square": N_("square"), "triangle": N_("triangle"), "diamond": N_("diamond")}


# -- shared drawing -----------------------------------------------------------------------
def _safe(pen: Pen) -> Rect:
    """The card's safe zone for text (every card's pen has one)."""
    assert pen.text_box is not None, "a card is drawn with its safe zone"
    return pen.text_box


def _name(emotion: str) -> str:
    return _(data.EMOTION_LABEL[emotion])


def _colour(emotion: str) -> str:
    return _(data.COLOUR_LABEL[emotion])


def _shape(emotion: str) -> str:
    return _(SHAPE_LABEL[data.EMOTION_SHAPE[emotion]])


def _emotion_symbol(pen: Pen, emotion: str, cx: float, cy: float, r: float, *, on_colour: bool = False,
                    width: float = 0.8) -> None:
    """An emotion's shape: on its colour field (paper-coloured) or on paper (coloured)."""
    shape = data.EMOTION_SHAPE[emotion]
    if on_colour:
        pen.symbol(shape, cx, cy, r, fill=theme.PAPER, stroke=theme.PAPER, width=0.3)
    else:
        pen.symbol(shape, cx, cy, r, fill=data.EMOTION_HEX[emotion], stroke=data.EMOTION_HEX[emotion],
                   width=width)


def _split_heart(pen: Pen, cx: float, cy: float, half_w: float, left: str, right: str) -> None:
    """The emotion card's heart: left half one emotion, right half the other."""
    half_h = half_w * 0.92
    for side, emotion in ((-1, left), (1, right)):
        colour = data.EMOTION_HEX[emotion]
        with pen.state():
            pen.clip_path(pen.heart_path(cx, cy, half_w, half_h))
            x0 = cx if side > 0 else cx - half_w - 1
            if pen.ink_saver:
                # Colour carried by a broad inner edge, not a filled half.
                pen.clip_rect(Rect(x0, cy - half_h - 1, half_w + 1, 2 * half_h + 2))
                pen.draw_path(pen.heart_path(cx, cy, half_w, half_h), stroke=colour, width=10.0)
            else:
                pen.rect(x0, cy - half_h - 1, half_w + 1, 2 * half_h + 2, fill=colour)
    r = half_w * 0.24
    for side, emotion in ((-1, left), (1, right)):
        sx = cx + side * half_w * 0.47
        sy = cy + half_h * 0.22
        _emotion_symbol(pen, emotion, sx, sy, r, on_colour=not pen.ink_saver)
    pen.line(cx, cy - half_h, cx, cy + half_h * 0.64, stroke=theme.INK if pen.ink_saver else theme.PAPER,
             width=1.0, dash=(2, 1.5) if pen.ink_saver else None)
    pen.heart(cx, cy, half_w, half_h, stroke=theme.INK, width=1.0)


# -- emotion cards ------------------------------------------------------------------------
def emotion_front(left: str, right: str) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        w, h = pen.width, pen.height
        safe = _safe(pen)
        pen.card_background(theme.PAPER)
        pen.card_frame()
        # Corner indices: a hand fanned to the left shows the top-left corners,
        # fanned to the right the top-right ones.
        name_size = 7.5 * s
        r = 3.0 * s
        for emotion, x, align in ((left, safe.x, "left"), (right, safe.x1, "right")):
            sx = x + r if align == "left" else x - r
            _emotion_symbol(pen, emotion, sx, safe.y1 - r - 0.4, r)
            pen.text(x, safe.y1 - 2 * r - 4.0 * s, _name(emotion), size=name_size, bold=True,
                     fill=data.EMOTION_HEX[emotion], align=align)
        _split_heart(pen, w / 2, h * 0.47, w * 0.37, left, right)
        # Under each half: its name and what entering that emotion does to the balance.
        y = safe.y + 6.2 * s
        for emotion, x, align in ((left, safe.x + 1.0, "left"), (right, safe.x1 - 1.0, "right")):
            pen.text(x, y, _name(emotion), size=10 * s, bold=True, fill=data.EMOTION_HEX[emotion], align=align)
            pen.text(x, safe.y + 1.2,
                     _("{colour} · {change}").format(colour=_colour(emotion),
                                                     change=SIGN[data.BALANCE_CHANGE[emotion]]),
                     size=6.5 * s, fill=theme.INK_SOFT, align=align)

    return draw


def emotion_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER_DEEP)
    cx, cy = w / 2, h * 0.55
    half_w = w * 0.30
    if not pen.ink_saver:
        pen.heart(cx, cy, half_w, half_w * 0.92, fill=theme.PAPER, stroke=theme.INK, width=1.0)
    else:
        pen.heart(cx, cy, half_w, half_w * 0.92, stroke=theme.INK, width=1.0)
    r = half_w * 0.17
    for emotion, (dx, dy) in zip(data.EMOTIONS, ((-0.42, 0.38), (0.42, 0.38), (-0.22, -0.12), (0.22, -0.12))):
        _emotion_symbol(pen, emotion, cx + dx * half_w, cy + dy * half_w, r)
    # The title over two lines: a translation sets its own break with the newline.
    first, _newline, second = _("…and then\nwe held hands").partition("\n")
    pen.text(cx, h * 0.22, first, size=9 * s, fill=theme.INK, align="center")
    pen.text(cx, h * 0.22 - 5.0 * s, second, size=11 * s, bold=True, fill=theme.INK, align="center")
    pen.text(cx, _safe(pen).y + 1.0, _("emotion card"), size=6.5 * s, fill=theme.INK_SOFT, align="center")


# -- goal cards ---------------------------------------------------------------------------
def goal_front(emotion: str) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        w, h = pen.width, pen.height
        safe = _safe(pen)
        colour = data.EMOTION_HEX[emotion]
        pen.card_background(theme.PAPER)
        pen.card_frame(colour=colour, width=1.4)
        pen.text(w / 2, safe.y1 - 4.6 * s, _("goal"), size=11 * s, bold=True, fill=theme.INK, align="center")
        cy = h * 0.56
        r = 13.0 * s
        if pen.ink_saver:
            pen.symbol(data.EMOTION_SHAPE[emotion], w / 2, cy, r, stroke=colour, width=3.0)
            _emotion_symbol(pen, emotion, w / 2, cy, r * 0.42)
        else:
            pen.symbol(data.EMOTION_SHAPE[emotion], w / 2, cy, r, fill=colour, stroke=colour)
        pen.text(w / 2, h * 0.30, _name(emotion), size=15 * s, bold=True, fill=colour, align="center")
        pen.text(w / 2, h * 0.30 - 5.0 * s,
                 _("{colour} {shape} · {change}").format(colour=_colour(emotion), shape=_shape(emotion),
                                                         change=SIGN[data.BALANCE_CHANGE[emotion]]),
                 size=7 * s, fill=theme.INK_SOFT, align="center")
        pen.paragraph(safe.x + 1, h * 0.30 - 8.5 * s, safe.w - 2, _(GOAL_TEXT[emotion]),
                      size=7.2 * s, fill=theme.INK, align="center")

    return draw


def goal_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.HIGHLIGHT_SOFT)
    cx, cy = w / 2, h * 0.56
    R = w * 0.30
    for frac in data.RING_RADIUS:
        pen.circle(cx, cy, R * frac, stroke=theme.INK, width=1.0)
    pen.heart(cx, cy, R * 0.2, fill=None if pen.ink_saver else theme.HIGHLIGHT, stroke=theme.INK, width=0.8)
    pen.text(cx, h * 0.22, _("goal"), size=14 * s, bold=True, fill=theme.INK, align="center")
    pen.text(cx, _safe(pen).y + 1.0, _(GAME), size=6.5 * s, fill=theme.INK_SOFT,
             align="center")


# -- the board ------------------------------------------------------------------------------
def _node_radius(R: float) -> float:
    return R * 0.062


def board_radius(side: float) -> float:
    """The outer ring's radius on a square board of ``side`` mm."""
    return (side / 2 - 12.5) / 1.062


def outer_spacing(side: float) -> float:
    return 2 * math.pi * board_radius(side) / len(data.RING_COLOURS[0])


def draw_board(pen: Pen, side: float) -> None:
    """The board in a ``side`` x ``side`` mm frame (origin bottom-left), north up."""
    cx = cy = side / 2
    R = board_radius(side)
    ink_saver = pen.ink_saver
    if not ink_saver:
        # The whole square and its bleed (the pen may be drawing one tile of it).
        bleed = pen.bleed
        pen.rect(-bleed, -bleed, side + 2 * bleed, side + 2 * bleed, fill=theme.PAPER_DEEP)

    def at(x: float, y: float) -> tuple[float, float]:
        return (cx + x * R, cy + y * R)

    # The north-south axis: nodes on it are "middle" nodes, on either half.
    pen.line(cx, 0.0, cx, side, stroke=theme.INK_SOFT, width=0.9, dash=(3, 2))
    _board_lines(pen, cx, cy, R, at)
    # The heart in the centre.
    heart_w = R * 0.15
    pen.heart(cx, cy, heart_w, heart_w * 0.92, fill=WHITE if ink_saver else data.HEART_HEX,
              stroke=data.HEART_HEX if ink_saver else theme.INK, width=2.0 if ink_saver else 1.2)
    _board_nodes(pen, _node_radius(R), at)
    _board_seats(pen, side, R, at)


Place = Callable[[float, float], tuple[float, float]]


def _board_lines(pen: Pen, cx: float, cy: float, R: float, at: Place) -> None:
    """The rings, the spokes between them and the junction spokes."""
    rn = _node_radius(R)
    line_colour, line_w = theme.INK_SOFT, max(1.2, R * 0.016)
    for radius in data.RING_RADIUS:
        pen.circle(cx, cy, radius * R, stroke=line_colour, width=line_w)
    junction_nodes = {nid for nid, _, _ in data.JUNCTION_SPOKES}
    for a, b in data.LINES:
        na, nb = data.NODES[a], data.NODES[b]
        if na.ring == nb.ring:
            continue  # drawn as the ring's circle
        outer = na if na.ring < nb.ring else nb
        if outer.id in junction_nodes:
            continue  # drawn to its junction below
        pen.line(*at(na.x, na.y), *at(nb.x, nb.y), stroke=line_colour, width=line_w)
    for nid, jx, jy in data.JUNCTION_SPOKES:
        n = data.NODES[nid]
        pen.line(*at(n.x, n.y), *at(jx, jy), stroke=line_colour, width=line_w)
        pen.circle(*at(jx, jy), max(0.9, rn * 0.2), fill=line_colour)


def _board_nodes(pen: Pen, rn: float, at: Place) -> None:
    """Every node but the heart: its emotion's colour and shape."""
    for node in data.NODES.values():
        if node.emotion is None:
            continue
        x, y = at(node.x, node.y)
        colour = data.EMOTION_HEX[node.emotion]
        if pen.ink_saver:
            pen.circle(x, y, rn, fill=WHITE, stroke=colour, width=2.2)
            pen.symbol(data.EMOTION_SHAPE[node.emotion], x, y, rn * 0.5, fill=colour, stroke=colour, width=0.3)
        else:
            pen.circle(x, y, rn, fill=colour, stroke=theme.INK, width=0.6)
            pen.symbol(data.EMOTION_SHAPE[node.emotion], x, y, rn * 0.52, fill=theme.PAPER,
                       stroke=theme.PAPER, width=0.3)


def _board_seats(pen: Pen, side: float, R: float, at: Place) -> None:
    """Start nodes and seat labels: seat 1 reads from the south, seat 2 from the north."""
    rn = _node_radius(R)
    cx = cy = side / 2
    for seat, nid in enumerate(data.START_NODES):
        node = data.NODES[nid]
        x, y = at(node.x, node.y)
        seat_colour = SEAT_COLOURS[seat]["colour"]
        pen.circle(x, y, rn + 1.4, stroke=seat_colour, width=2.4)
        label = _("start {seat}").format(seat=_(SEAT_NAMES[seat]))
        size = max(6.5, min(9.0, R * 0.085))
        with pen.state():
            # In the seat's own frame: just right of the axis, below the node.
            pen.translate(x, y)
            pen.rotate(0 if seat == 0 else 180)
            pen.text(1.6, -rn - 1.4 - 4.2, label, size=size, bold=True, fill=seat_colour)
    for seat in (0, 1):
        with pen.state():
            pen.translate(cx, cy)
            pen.rotate(0 if seat == 0 else 180)
            words = _("{seat} sits on this side").format(seat=_(SEAT_NAMES[seat]))
            pen.text(-side / 2 + 5.0, -side / 2 + 5.0, words, size=7, fill=theme.INK_SOFT)


def board_sheets(options: PrintOptions) -> list[Sheet]:
    # A board is not cut to the edge of its art like a card: 3 mm of bleed is
    # plenty, and a 6 mm bleed should not shrink it below playing size.
    bleed = min(options.bleed, BOARD_BLEED)
    fit = one_page_size(options, bleed=bleed)
    if options.board == "fit" and outer_spacing(fit) >= MIN_OUTER_SPACING:
        def draw(sheet: SheetPen) -> None:
            box = sheet.content
            zone = mark_zone(bleed)
            x = box.x + (box.w - fit) / 2
            # The title and the board, as one block in the middle of the page.
            block = TITLE_ROOM + zone + fit + zone
            top = box.cy + block / 2
            sheet.text(box.cx, top - 5.5, _("{game} – board").format(game=_(GAME)), size=11, bold=True,
                       align="center")
            y = top - TITLE_ROOM - zone - fit
            with sheet.piece(Rect(x, y, fit, fit).rounded(), bleed=bleed) as pen:
                draw_board(pen, fit)

        return [Sheet(_("Board"), draw)]
    side = two_page_size(options, bleed=bleed)
    return tiled_sheets(_("Board"), side, side, lambda pen: draw_board(pen, side), options,
                        title=_("{game} – board").format(game=_(GAME)),
                        names=(_("south half"), _("north half")), bleed=bleed)


# -- balance tracks and pawns -----------------------------------------------------------
TRACK_CELL = 20.0
TRACK_END = 27.0
TRACK_HEAD = 10.0
TRACK_FOOT = 8.5
TRACK_SAFE = 3.0


def _broken_heart(pen: Pen, cx: float, cy: float, half_w: float) -> None:
    for side in (-1, 1):
        with pen.state():
            pen.translate(side * 0.9, -0.3 * side)
            pen.clip_rect(Rect(cx - half_w - 1 if side < 0 else cx, cy - half_w - 1, half_w + 1, 2 * half_w + 2))
            pen.heart(cx, cy, half_w, stroke=theme.DANGER, width=0.9)


def draw_track(pen: Pen, seat: int) -> None:
    w, h = pen.width, pen.height
    seat_info = SEAT_COLOURS[seat]
    seat_colour = seat_info["colour"]
    ink = pen.ink_saver
    pen.card_background(theme.PAPER)
    cells_y = TRACK_FOOT
    head_y = cells_y + TRACK_CELL
    # Header: whose track.
    if ink:
        pen.rect(1.5, head_y + 1.0, w - 3.0, h - head_y - 2.5, stroke=seat_colour, width=1.2, radius=1.5)
    else:
        b = pen.bleed
        pen.rect(-b, head_y, w + 2 * b, h - head_y + b, fill=seat_colour)
    title = _("{seat} ({side}) · balance").format(seat=_(SEAT_NAMES[seat]), side=_(SEAT_SIDES[seat]))
    pen.text(w / 2, head_y + 3.4, title, size=8.5, bold=True,
             fill=seat_colour if ink else theme.PAPER, align="center")
    # Cells: break up | -2 .. +2 | break up.
    x = 0.0
    cells: list[tuple[int | str, float]] = [("break", TRACK_END)]
    cells += [(v, TRACK_CELL) for v in range(data.BALANCE_MIN, data.BALANCE_MAX + 1)]
    cells += [("break", TRACK_END)]
    for value, cw in cells:
        _track_cell(pen, x, cells_y, cw, value)
        x += cw
    _track_foot(pen, w)


def _track_cell(pen: Pen, x: float, cells_y: float, cw: float, value: int | str) -> None:
    """One cell of the track at ``x``: a balance, or "break up" past either end."""
    if value == 0 and not pen.ink_saver:
        pen.rect(x, cells_y, cw, TRACK_CELL, fill=theme.HIGHLIGHT_SOFT)
    # Cell borders, none along the track's own cut edges (a miscut would leave a line there).
    for y in (cells_y, cells_y + TRACK_CELL):
        pen.line(x, y, x + cw, y, stroke=theme.INK, width=0.8)
    if x > 0:
        pen.line(x, cells_y, x, cells_y + TRACK_CELL, stroke=theme.INK, width=0.8)
    mid = x + cw / 2
    if isinstance(value, str):  # "break"
        _broken_heart(pen, mid, cells_y + 12.0, 4.2)
        pen.text(mid, cells_y + 2.6, _("break up"), size=7, bold=True, fill=theme.DANGER, align="center")
        return
    label = "0" if value == 0 else f"{value:+d}".replace("-", "–")
    pen.text(mid, cells_y + 7.5, label, size=15, bold=True, fill=theme.INK, align="center")
    if value == 0:
        pen.text(mid, cells_y + 2.6, _("start"), size=6, fill=theme.INK_SOFT, align="center")


def _track_foot(pen: Pen, w: float) -> None:
    """Under the cells: which way each emotion moves the marker."""
    y = 3.9
    left_x = TRACK_END + 1.5
    r = 1.5
    for emotion in ("angry", "sad"):
        _emotion_symbol(pen, emotion, left_x + r, y + 1.4, r)
        left_x += 2 * r + 1.2
    pen.text(left_x, y, _("angry, sad: –1 (move left)"), size=6.5, fill=theme.INK_SOFT)
    right_x = w - TRACK_END - 1.5
    for emotion in ("calm", "happy"):
        _emotion_symbol(pen, emotion, right_x - r, y + 1.4, r)
        right_x -= 2 * r + 1.2
    pen.text(right_x, y, _("happy, calm: +1 (move right)"), size=6.5, fill=theme.INK_SOFT, align="right")


def draw_token(pen: Pen, seat: int, kind: str) -> None:
    d = pen.width
    c = d / 2
    seat_info = SEAT_COLOURS[seat]
    colour = seat_info["colour"]
    ink = pen.ink_saver
    number = str(seat + 1)
    if kind == "pawn":
        if ink:
            pen.circle(c, c, c - 0.9, stroke=colour, width=3.0)
        else:
            pen.circle(c, c, c + pen.bleed, fill=colour)
        pen.circle(c, c, c * 0.62, stroke=theme.INK if ink else theme.PAPER, width=0.8)
        pen.text(c, c - 2.1, number, size=12, bold=True, fill=theme.INK if ink else theme.PAPER, align="center")
    else:
        # A balance marker: a ring in the seat colour around a heart with the seat's number.
        if not ink:
            pen.circle(c, c, c + pen.bleed, fill=colour)
            pen.circle(c, c, c * 0.7, fill=theme.PAPER)
            pen.heart(c, c, c * 0.52, fill=colour)
        else:
            pen.circle(c, c, c - 0.9, stroke=colour, width=3.0)
            pen.heart(c, c, c * 0.52, stroke=colour, width=1.0)
        pen.text(c, c - 1.0, number, size=7, bold=True, fill=theme.INK if ink else theme.PAPER, align="center")


def tracks_and_pawns_sheet(options: PrintOptions) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content
        b = options.bleed
        zone = mark_zone(b)
        sheet.text(box.cx, box.y1 - 5.5, _("{game} – balance tracks and pawns").format(game=_(GAME)), size=11,
                   bold=True, align="center")
        sheet.paragraph(box.x + 4, box.y1 - 10, box.w - 8,
                        _("Cut out both tracks and all tokens. Each player puts their track on their own "
                          "side of the board, with the balance marker on 0 and the pawn on their start node. "
                          "A second copy of every token is a spare (or glue two back to back)."),
                        size=8, fill=theme.INK_SOFT)
        track_w = 2 * TRACK_END + 5 * TRACK_CELL
        track_h = TRACK_FOOT + TRACK_CELL + TRACK_HEAD
        # Tokens: for each seat a pawn and a marker, twice; as many rows as the bleed needs.
        tokens = [(seat, kind) for seat in (0, 1) for kind in ("pawn", "marker") for _ in range(2)]
        gap = 2 * TOKEN_BLEED + 4.0
        fit = min(len(tokens), int((box.w - 8.0 + gap) // (PAWN_D + gap)))
        per_row = -(-len(tokens) // -(-len(tokens) // fit))  # rows as even as they can be
        rows = [tokens[i : i + per_row] for i in range(0, len(tokens), per_row)]
        # From the top: each track with its crop-mark zones, then a caption and the token rows,
        # as one block centred in the space under the text.
        track_step = zone + track_h + zone + 6.0
        caption = 8.0
        block = 2 * track_step + caption + len(rows) * (PAWN_D + gap)
        top = (box.y + box.y1 - 22.0) / 2 + block / 2
        x = box.cx - track_w / 2
        for seat in (0, 1):
            y = top - zone - track_h - seat * track_step
            with sheet.piece(Rect(x, y, track_w, track_h).rounded(), safe_inset=TRACK_SAFE) as pen:
                draw_track(pen, seat)
        ty = top - 2 * track_step
        sheet.text(box.cx, ty - 4.0, _("pawns (on the board) and balance markers (on the tracks)"),
                   size=8, bold=True, align="center")
        ty -= caption
        for row in rows:
            row_w = len(row) * PAWN_D + (len(row) - 1) * gap
            tx = box.cx - row_w / 2
            for seat, kind in row:
                trim = Rect(tx, ty - gap / 2 - PAWN_D, PAWN_D, PAWN_D).rounded()
                with sheet.piece(trim, shape="circle", bleed=TOKEN_BLEED, safe_inset=1.5) as pen:
                    draw_token(pen, seat, kind)
                tx += PAWN_D + gap
            ty -= PAWN_D + gap

    return Sheet(_("Balance tracks and pawns"), draw)


# -- rules summary ----------------------------------------------------------------------------
RULES = (
    (N_('The aim'),
     N_('Together, and without a word, reach the heart in the middle of the board and both end there with a '
        'balance of 0. Talking is not allowed: understand each other through the cards you play.')),
    (N_('Setting up'),
     N_('Seat 1 sits at the south edge, seat 2 at the north edge, each with their balance track. Pawns go on '
        'the start nodes marked for each seat, balance markers on 0. Shuffle the emotion cards and deal 6 to '
        'each player, face up; each player fans their hand to the left or to the right, which is their first '
        'perspective. Shuffle the goal cards and give each player 4, face down. The partner who has been in a '
        'relationship longer begins.')),
    (N_('In the set'),
     N_('The board; 48 emotion cards, each a heart of two different emotions; 24 goal cards, 6 of each '
        'emotion; 2 balance tracks; for each player a pawn and a balance marker.')),
    (N_('Perspective'),
     N_("Of each card only one half counts: the half on its hand's perspective side (left or right). Either "
        'player may play from either hand. Your perspective is the half of the board your pawn is on, as seen '
        'from your seat; the dashed line splits the board. End a move on the other half and your perspective '
        'switches; end on the dashed line (a middle node) and you choose.')),
    (N_('A turn'),
     N_('1. Goal: with no goal face up, turn over your next goal card; that is your whole turn (at a balance '
        'of 0 you refill, as after any turn).\n'
        "2. Move: play cards one at a time from either hand. Each card's counting colour must match the next "
        "node along a line. Never enter or pass your partner's node, never enter a node twice in one turn, "
        'never go further in than the ring you are playing. Played cards go to your discard pile.\n'
        '3. Balance: each node you enter moves your marker at once: happy and calm +1, angry and sad –1. From '
        'the 6th card of a turn on, each step sets the balance to 0 instead.\n'
        "4. Goal reached: end on a node of your goal's emotion in the ring you are playing, and reveal your "
        'next goal.\n'
        '5. Refill: ending a turn with a balance of 0, draw back up to 6 cards (if the deck runs out, shuffle '
        'the larger discard pile into a new one).')),
    (N_('Rings'),
     N_('When both of you have reached your 4 goals, each takes 4 new goals and you may now move one ring '
        'further in. The player with more discarded cards shuffles them back into the deck.')),
    (N_('Holding hands, breaking up'),
     N_("Once the inner ring's goals are done, a player on an inner node joined to the heart may play any "
        "card to step into it; that card's emotion must bring the balance to exactly 0. The partner must "
        'follow on their very next turn, also ending at 0: you hold hands and win together. You break up (and '
        'lose) if a balance ever leaves –2..+2, if a player cannot take a legal turn, or if the partner fails '
        'to follow into the heart.')),
)


def _perspective_example(sheet: SheetPen, x: float, top: float, width: float) -> None:
    """A card and what it counts as from each perspective."""
    card_w, card_h = 30.0, 42.0
    y = top - card_h
    sheet.rect(x, y, card_w, card_h, stroke=theme.RULE, width=0.8, radius=2.0,
               fill=None if sheet.ink_saver else theme.PAPER)
    _split_heart(sheet, x + card_w / 2, y + card_h * 0.52, card_w * 0.36, "happy", "calm")
    tx = x + card_w + 5.0
    lines = (
        (_("Hand fanned to the left (perspective left):"), _("this card is happy, green circle, +1.")),
        (_("Hand fanned to the right (perspective right):"), _("this card is calm, blue square, +1.")),
    )
    ty = top - 4.0
    for first, second in lines:
        ty = sheet.paragraph(tx, ty, width - card_w - 5.0, first, size=8.2, bold=True)
        ty = sheet.paragraph(tx, ty, width - card_w - 5.0, second, size=8.2) - 3.0


def rules_sheet(options: PrintOptions) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(4.0)
        top = box.y1
        sheet.text(box.x, top - 6.0, _(GAME), size=16, bold=True)
        sheet.text(box.x, top - 12.0, _("Rules summary · a silent cooperative game for two · about 30 minutes"),
                   size=9, fill=theme.INK_SOFT)
        # The four emotions, as the cards and the board show them.
        y = top - 22.0
        col_w = box.w / 4
        for i, emotion in enumerate(data.EMOTIONS):
            x = box.x + i * col_w
            _emotion_symbol(sheet, emotion, x + 4.0, y + 1.6, 3.2)
            sheet.text(x + 9.5, y + 0.4, _name(emotion), size=10, bold=True, fill=data.EMOTION_HEX[emotion])
            sheet.text(x + 9.5, y - 3.6,
                       _("{colour} {shape} · balance {change}").format(
                           colour=_colour(emotion), shape=_shape(emotion), change=SIGN[data.BALANCE_CHANGE[emotion]]),
                       size=7, fill=theme.INK_SOFT)
        sheet.line(box.x, y - 7.5, box.x1, y - 7.5, stroke=theme.RULE, width=0.6)
        # Two columns of sections.
        gutter = 8.0
        cw = (box.w - gutter) / 2
        size = 8.6
        columns = ((box.x, RULES[:4]), (box.x + cw + gutter, RULES[4:]))
        bottoms = []
        for x, sections in columns:
            yy = y - 11.0
            for heading, body in sections:
                sheet.text(x, yy - 3.2, _(heading), size=10, bold=True)
                yy -= 6.0
                for para in _(body).split("\n"):
                    yy = sheet.paragraph(x, yy, cw, para, size=size) - 1.4
                yy -= 3.0
            bottoms.append(yy)
        _perspective_example(sheet, box.x, bottoms[0] - 2.0, cw)
        foot = _("Design: David Chircop and Yannick Massa (Global Game Jam 2014). This summary, the cards and the "
                 "board drawings are our own, made for boardgames-desktop.")
        sheet.paragraph(box.x, box.y + 8.0, box.w, foot, size=7, fill=theme.INK_SOFT)

    return Sheet(_("Rules summary"), draw)


# -- the pnp interface ------------------------------------------------------------------------
def emotion_deck() -> CardDeck:
    cards = tuple(
        Card(emotion_front(card.left, card.right), name=f"{card.left}|{card.right}")
        for card in data.EMOTION_CARDS
    )
    return CardDeck(_("Emotion cards"), cards, back=emotion_back)


def goal_deck() -> CardDeck:
    return CardDeck(_("Goal cards"), tuple(Card(goal_front(e), name=e) for e in data.GOAL_CARDS), back=goal_back)


def documents(options: PrintOptions) -> list[Document]:
    board = board_sheets(options)
    board_note = (
        _("Cut out the board square (optional).")
        if len(board) == 1
        else _("Cut tile 2 along its south edge, lay it over the glue strip of tile 1 so the crosses A, B, C "
               "meet the pointers, and glue.")
    )
    game = _(GAME)
    return [
        Document(game, "emotion-cards", _("Emotion cards"), (emotion_deck(),),
                 _("48 emotion cards with backs: every ordered pair of two different emotions 4 times.")),
        Document(game, "goal-cards", _("Goal cards"), (goal_deck(),),
                 _("24 goal cards with backs, 6 of each emotion.")),
        Document(game, "board", _("Board"), tuple(board), board_note),
        Document(game, "tracks-pawns", _("Balance tracks and pawns"), (tracks_and_pawns_sheet(options),),
                 _("2 balance tracks; 2 pawns and 2 balance markers (one each per player), plus a spare set.")),
        Document(game, "rules", _("Rules summary"), (rules_sheet(options),),
                 _("One page of rules in our own words."), stock="paper"),
    ]
