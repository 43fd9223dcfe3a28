"""Pawns and cubes as printable tokens, the EP score pad, and the rules summary."""

from __future__ import annotations

from .... import theme
from ....core.i18n import _, join_list
from ....printing import Rect, Sheet, SheetPen
from ....printing.pen import WHITE, Pen
from .. import data
from .common import colour_of, mark_of, seat_mark, seat_token, symbol_on_paper

CUBE = 11.0
PAWN_D = 17.0
CUBES_PRINTED = data.CUBES + 1  # one spare a colour


def draw_cube(pen: Pen, seat: int) -> None:
    s = pen.width
    col = colour_of(seat)
    if pen.ink_saver:
        # The outline keeps clear of the shared cuts (nothing is stroked on a trim).
        pen.rect(1.6, 1.6, s - 3.2, s - 3.2, stroke=col, width=1.0)
        seat_mark(pen, mark_of(seat), s / 2, s / 2, s * 0.3, col)
    else:
        b = pen.bleed
        pen.rect(-b, -b, s + 2 * b, s + 2 * b, fill=col)
        seat_mark(pen, mark_of(seat), s / 2, s / 2, s * 0.3, WHITE)


def pawns_cubes_sheet() -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content
        size = sheet.fit_size(_("Inner Compass – pawns and cubes"), box.w, size=11, bold=True)
        sheet.text(box.cx, box.y1 - 5.5, _("Inner Compass – pawns and cubes"), size=size, bold=True,
                   align="center")
        sheet.paragraph(box.x + 4, box.y1 - 10, box.w - 8,
                        _("Cut out a pawn and 15 cubes (and a spare) for each player. Real cubes work better: "
                          "16 wooden cubes of 8-10 mm in each of four colours replace the printed ones."),
                        size=8, fill=theme.INK_SOFT)
        bleed = sheet.options.bleed
        gap = 2 * bleed + 3.0
        y = box.y1 - 26.0
        sheet.text(box.x + 4, y, _("Pawns"), size=9, bold=True)
        x = box.x + bleed + 2.0
        y -= 4.0
        for seat in range(4):
            trim = Rect(x, y - gap / 2 - PAWN_D, PAWN_D, PAWN_D).rounded()
            with sheet.piece(trim, shape="circle", safe_inset=1.5) as pen:
                seat_token(pen, seat, PAWN_D / 2, PAWN_D / 2, PAWN_D / 2, label=_("pawn"), size=6)
            x += PAWN_D + gap
        y -= PAWN_D + gap + 6.0
        # Cubes: a block of touching squares a player, so one cut serves two cubes.
        per_row = CUBES_PRINTED // 2
        block_w = per_row * CUBE
        for seat in range(4):
            sheet.text(box.x + 4, y, _("Cubes, {colour}").format(colour=theme.seat_colour_name(seat)),
                       size=8, bold=True)
            y -= 3.0 + 5.0
            x0 = box.cx - block_w / 2
            for k in range(CUBES_PRINTED):
                r, c = divmod(k, per_row)
                trim = Rect(x0 + c * CUBE, y - (r + 1) * CUBE, CUBE, CUBE).rounded()
                with sheet.piece(trim, bleed=0.0, safe_inset=0.5) as pen:
                    draw_cube(pen, seat)
            y -= 2 * CUBE + 9.0

    return Sheet(_("Pawns and cubes"), draw)


# -- the EP score pad -----------------------------------------------------------------------------
def _score_table(sheet: SheetPen, x: float, top: float, w: float) -> float:
    rows = [
        _("EP from memories (the track)"),
        _("First value tokens (+{n} each)").format(n=data.FIRST_BONUS),
        *[_("Quality tile: ________________") for _k in range(data.VALUE_TOKENS)],
        _("Inner Compass ({n})").format(n=data.COMPASS_EP),
        _("Total"),
        _("Cards in hand (breaks a tie)"),
    ]
    label_w = w * 0.42
    col_w = (w - label_w) / 4
    row_h = 8.0
    sheet.rect(x, top - row_h, w, row_h, fill=None if sheet.ink_saver else theme.PAPER_DEEP,
               stroke=theme.INK, width=0.5)
    sheet.text(x + 2.0, top - row_h + 2.6, _("Player"), size=8, bold=True)
    for k in range(4):
        cx = x + label_w + (k + 0.5) * col_w
        seat_mark(sheet, mark_of(k), cx - col_w * 0.32, top - row_h / 2, 2.2, colour_of(k))
    y = top - row_h
    for label in rows:
        bold = label == _("Total")
        sheet.rect(x, y - row_h, w, row_h, stroke=theme.INK, width=0.9 if bold else 0.4)
        sheet.text(x + 2.0, y - row_h + 2.6, label, size=7.4, bold=bold)
        y -= row_h
    for k in range(5):
        lx = x + label_w + k * col_w
        sheet.line(lx, top, lx, y, stroke=theme.INK, width=0.4)
    return y


def _private_slip(sheet: SheetPen, x: float, top: float, w: float, h: float, seat: int) -> None:
    """A player's own EP slip, kept face down: EP totals are secret until the end."""
    sheet.rect(x, top - h, w, h, stroke=theme.INK_SOFT, width=0.4, dash=(2.0, 1.2))
    seat_mark(sheet, mark_of(seat), x + 4.0, top - 4.5, 2.4, colour_of(seat))
    sheet.text(x + 8.0, top - 5.6, _("My EP (keep face down)"), size=7, bold=True)
    box = 7.0
    per_row = int((w - 6.0) // box)
    rows = int((h - 11.0) // box)
    for r in range(rows):
        for c in range(per_row):
            sheet.rect(x + 3.0 + c * box, top - 9.0 - (r + 1) * box, box, box, stroke=theme.RULE, width=0.3)


def score_pad_sheet() -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(4.0)
        sheet.text(box.cx, box.y1 - 5.5, _("Inner Compass – EP score pad"), size=11, bold=True, align="center")
        sheet.paragraph(box.x, box.y1 - 10.0, box.w,
                        _("During the game each player writes the EP of every memory, first value token and the "
                          "compass on their own slip and keeps it face down. At the end, fill in the table: "
                          "most EP wins; a tie goes to most cards in hand, then the win is shared."),
                        size=7.5, fill=theme.INK_SOFT)
        y = _score_table(sheet, box.x, box.y1 - 22.0, box.w)
        sw = (box.w - 6.0) / 2
        sh = (y - 6.0 - box.y - 6.0) / 2
        for k in range(4):
            r, c = divmod(k, 2)
            _private_slip(sheet, box.x + c * (sw + 6.0), y - 6.0 - r * (sh + 6.0), sw, sh, k)

    return Sheet(_("EP score pad"), draw)


# -- rules summary ---------------------------------------------------------------------------------
def rule_sections() -> list[tuple[str, str]]:
    d = _("Our decision:")
    costs = {c: data.BASE_COST[c] for c in data.EMOTIONS}
    return [
        (_("The aim"),
         _("Walk your pawn over the board of life, feel emotions (cards) and turn them into memories (your "
           "cubes). Memories earn enlightenment points (EP); the qualities you value score at the end. Your "
           "cards and EP stay secret until the end. Most EP wins.")),
        (_("Set-up"),
         _("Shuffle the four life boards into a 2 x 2 square, each turned at random. Each player takes a "
           "player board with a cube on each of its 15 spaces, 2 value tokens and a pawn. Shuffle the quality "
           "tiles by their backs; lay 2 sticky notes and 3 memos on the qualities board. Put the 6 situation "
           "tokens on the track in random order, X never on top. Shuffle the {n} cards; lay one face up beside "
           "each side of the board (north, east, south, west). The start player gets 1 card, the next 2, and "
           "so on. From the last player back, each places their pawn on a cell with no pawn, and no pawn on a "
           "neighbouring cell of the same colour.").format(n=data.DECK_SIZE)),
        (_("1. Free move (optional)"), _("To a neighbouring cell of your cell's colour.")),
        (_("2. Move (required)"), _("One cell north, east, south or west; pawns may share a cell.")),
        (_("3. Move again or feel (optional)"),
         _("Another step, or take the face-up card on the side you moved towards in step 2. If its colour "
           "matches your cell, also draw the top card of the deck.")),
        (_("4. Make a memory (optional)"),
         _("Discard cards of your cell's colour: joy {y}, sadness {b}, fear {k}, love {w}, anger {r}. The two "
           "emotions on the bottom two track spaces cost {d} less (at least {m}); a cell holding another "
           "player's cube costs {s} more. Move a cube from a space of that colour (any, if none is left) onto "
           "your cell; never two of your cubes on one cell. Gain the EP beside that emotion on the track ({top} "
           "at the top to {bottom} at the bottom), then move its token to the bottom. X reaching the top goes "
           "straight to the bottom.").format(
             y=costs["Y"], b=costs["B"], k=costs["K"], w=costs["W"], r=costs["R"], d=data.DISCOUNT,
             m=data.MIN_COST, s=data.SURCHARGE, top=data.TRACK_EP[0], bottom=data.TRACK_EP[-1])),
        (_("Value tokens"),
         _("Empty a row or column of your player board: place a value token beside a quality tile without one "
           "of yours. The first beside a tile gains {n} EP. {d} one cube emptying a row and a column counts "
           "twice.").format(d=d, n=data.FIRST_BONUS)),
        (_("5. Clean up (required)"),
         _("Discard down to {n} cards and refill the face-up card you took. {d} discards lie face up; an empty "
           "deck is at once replaced by the shuffled discard pile.").format(d=d, n=data.HAND_LIMIT)),
        (_("The end"),
         _("With both value tokens placed, the next row or column you empty takes the Inner Compass ({n} EP); "
           "every other player has one more turn. Add EP, each quality tile beside your value tokens, and the "
           "compass. {d} a tie goes to most cards in hand, then the win is shared.").format(
             d=d, n=data.COMPASS_EP)),
        (_("Quality tiles"),
         _("Sticky notes: Drawn to a colour: {per} EP for each of your cubes next to a cell of that colour. "
           "Devoted to a colour: your cubes on cells of that colour, 1/2/3/4/5+ give {devoted} EP.").format(
             per=data.DRAWN_PER, devoted="/".join(map(str, data.DEVOTED_TABLE)))
         + "\n" + "\n".join(_("{title}: {contents}").format(title=_(t.title), contents=_(t.text))
                     for t in data.QUALITY_TILES if t.kind == "memo")),
        (_("Our numbers"),
         _("{d} the life boards' cells, the deck of {counts} cards, the player boards' rows, the track's EP "
           "and the memos' tables are ours (the published ones could not be found). A run of 6 cubes counts "
           "as two Structure lines.").format(
             d=d, counts=join_list(f"{data.CARD_COUNTS[c]} {_(data.COLOUR_NAME[c])}" for c in data.EMOTIONS))),
    ]


def rules_sheet() -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(4.0)
        top = box.y1
        sheet.text(box.x, top - 6.0, _("Inner Compass"), size=16, bold=True)
        sheet.text(box.x, top - 12.0, _("Rules summary · 2 to 4 players · about 60 minutes"), size=9,
                   fill=theme.INK_SOFT)
        y = top - 20.0
        col = box.w / 5
        for i, colour in enumerate(data.EMOTIONS):
            x = box.x + i * col
            symbol_on_paper(sheet, colour, x + 3.5, y + 1.4, 3.0)
            sheet.text(x + 8.5, y + 0.2, _(data.EMOTION_NAME[colour]), size=9, bold=True,
                       fill=theme.INK if colour in "WY" else data.EMOTION_HEX[colour])
            sheet.text(x + 8.5, y - 3.4, _(data.COLOUR_NAME[colour]), size=6.5, fill=theme.INK_SOFT)
        sheet.line(box.x, y - 6.5, box.x1, y - 6.5, stroke=theme.RULE, width=0.6)
        sections = rule_sections()
        gutter = 7.0
        cw = (box.w - gutter) / 2
        size = 8.6
        split = 5
        for x, part in ((box.x, sections[:split]), (box.x + cw + gutter, sections[split:])):
            yy = y - 10.0
            for heading, body in part:
                sheet.text(x, yy - 3.0, heading, size=9, bold=True)
                yy -= 5.2
                yy = sheet.paragraph(x, yy, cw, body, size=size) - 2.6
        sheet.paragraph(box.x, box.y + 7.0, box.w,
                        _("Design: Asger Harding Granerud and Daniel Skjold Pedersen (AEG, 2020). This summary "
                          "and every drawing in this set are our own, made for boardgames-desktop."),
                        size=6.8, fill=theme.INK_SOFT)

    return Sheet(_("Rules summary"), draw)
