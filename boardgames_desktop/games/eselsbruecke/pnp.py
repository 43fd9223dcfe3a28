"""Eselsbrücke: the complete print-and-play set.

180 picture cards and 30 blockers (one back for both, so a score pile looks
the same from above whatever it holds), six player boards (a sheet each) with
the round table and six places the size of the chosen card (the five rounds'
stacks and the score pile; tarot cards take more sheets a board), the
thought-cloud board with two donkey markers, and a one-page rules summary.
The round table comes from ``data.py``; the pictures are the deck's own SVGs,
painted as vectors (``pdfsvg.py``).

CC BY-SA asks for credit wherever the pictures appear: every card carries a
small credit line on its face and its back, and every other sheet a line at
its foot, so the credit is on every sheet and on every cut card.

Each picture card names its picture in English and in Traditional Chinese
(the bundled Chinese face covers every name; the deck tests check it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ... import theme
from ...core.i18n import N_, _
from ...printing import Card, CardDeck, Document, PrintOptions, Sheet, SheetPen, fonts
from ...printing.layout import Rect, content_box, mark_zone
from ...printing.pen import MIN_TEXT_PT, WHITE, Pen
from . import data
from .pdfsvg import draw_svg

TITLE = N_("Eselsbrücke")  # translated where printed: 驢橋
BACK_COLOUR = "#5B6F8C"      # dusk blue: the backs read as one deck across the table
CLOUD_COLOUR = "#4A5160"     # the dark cloud of the penalty
BLOCKER_COLOUR = "#E7A83A"
BOARDS = 6
#: The frame of a board lies this far inside its trim: nothing is stroked on a cut.
FRAME_INSET = 2.0


def credit() -> str:
    return _("Pictures: OpenMoji (openmoji.org), CC BY-SA 4.0")


def _text_box(pen: Pen) -> Rect:
    """The box text must stay in: every card and board of this set has one."""
    assert pen.text_box is not None, "a piece of this print set is drawn without its text box"
    return pen.text_box


def _picture(pen: Pen, path: Path, x: float, y: float, size: float) -> None:
    draw_svg(pen.canvas, path, x, y, size, lines_only=pen.ink_saver)


def _card_credit(pen: Pen, fill: str = theme.INK_SOFT) -> None:
    text = "OpenMoji · CC BY-SA 4.0"
    safe = _text_box(pen)
    size = MIN_TEXT_PT  # the smallest size any print of ours uses
    _, down = fonts.ascent_descent_mm(fonts.font_name(), size)
    pen.text(pen.width / 2, safe.y + down + 0.1, text, size=size, fill=fill, align="center")


# -- cards -----------------------------------------------------------------------------------


def picture_front(picture_id: str) -> Callable[[Pen], None]:
    picture = data.picture(picture_id)

    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        w, h = pen.width, pen.height
        safe = _text_box(pen)
        pen.card_background(WHITE)
        pen.card_frame()
        # both names, small at the bottom: English above, Traditional Chinese below
        en_size = pen.fit_size(picture.en, safe.w, size=11.5 * s, bold=True, smallest=MIN_TEXT_PT)
        zh_size = pen.fit_size(picture.zh_TW, safe.w, size=10.5 * s, smallest=MIN_TEXT_PT)
        zh_y = safe.y + 4.2 * s
        en_y = zh_y + 5.0 * s
        side = min(w - 2 * 6.0 * s, h - (en_y + 5.5 * s) - 6.0 * s)
        top = h - 6.0 * s
        _picture(pen, data.svg_path(picture.id), (w - side) / 2, top - side, side)
        pen.text(w / 2, en_y, picture.en, size=en_size, bold=True, align="center")
        pen.text(w / 2, zh_y, picture.zh_TW, size=zh_size, fill=theme.INK, align="center")
        _card_credit(pen)

    return draw


def card_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    ink = theme.INK if pen.ink_saver else WHITE
    pen.card_background(BACK_COLOUR)
    pen.card_frame(colour=theme.RULE if pen.ink_saver else "#8FA0B8")
    r = min(w, h) * 0.33
    cx, cy = w / 2, h * 0.56
    pen.circle(cx, cy, r, fill=None if pen.ink_saver else WHITE, stroke=ink, width=0.8)
    side = r * 1.75
    _picture(pen, data.component_svg("donkey"), cx - side / 2, cy - side / 2, side)
    title_size = pen.fit_size(_(TITLE), _text_box(pen).w, size=14.0 * s, bold=True)
    up, _down = fonts.ascent_descent_mm(fonts.font_name(True), title_size)
    pen.text(cx, cy - r - 2.5 * s - up, _(TITLE), size=title_size, bold=True, fill=ink, align="center")
    _card_credit(pen, fill=ink)


def blocker_front(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    safe = _text_box(pen)
    pen.card_background(WHITE)
    pen.card_frame(colour=BLOCKER_COLOUR, width=1.6)
    side = min(w - 2 * 8.0 * s, h * 0.5)
    _picture(pen, data.component_svg("blocker"), (w - side) / 2, h - 8.0 * s - side, side)
    word = _("Blocker")
    pen.text(w / 2, h - 8.0 * s - side - 9.0 * s, word, bold=True, align="center",
             size=pen.fit_size(word, safe.w, size=15.0 * s, bold=True))
    y = h - 8.0 * s - side - 13.0 * s
    pen.paragraph(safe.x, y, safe.w, _("A penalty that reaches this card stops at once. "
                                        "It stays on the pile and counts in a tie."),
                  size=6.8 * s, align="center", fill=theme.INK_SOFT)
    _card_credit(pen)


def picture_deck() -> CardDeck:
    cards = tuple(Card(picture_front(p), name=p) for p in data.picture_ids())
    return CardDeck(_("picture cards"), cards, back=card_back)


def blocker_deck() -> CardDeck:
    return CardDeck(_("blockers"), tuple(Card(blocker_front) for _i in range(data.BLOCKERS)), back=card_back)


# -- sheets ---------------------------------------------------------------------------------


def _sheet_credit(sheet: SheetPen) -> None:
    box = sheet.content
    _, down = fonts.ascent_descent_mm(fonts.font_name(), 6.5)
    sheet.text(box.x + box.w / 2, box.y + down + 0.2, credit(), size=6.5, fill=theme.INK_SOFT, align="center")


def _cloud(pen: Pen, cx: float, cy: float, r: float, number: int) -> None:
    """The dark cloud of a penalty, with its number."""
    fill = None if pen.ink_saver else CLOUD_COLOUR
    ink = theme.INK if pen.ink_saver else WHITE
    for dx, dy, k in ((-0.55, -0.1, 0.62), (0.55, -0.1, 0.62), (0.0, 0.25, 0.75), (0.0, -0.25, 0.62)):
        pen.circle(cx + dx * r, cy + dy * r, k * r, fill=fill, stroke=CLOUD_COLOUR, width=0.6)
    pen.text(cx, cy - r * 0.42, f"–{number}", size=r * 2.6, bold=True, fill=ink, align="center")


def _mini_cards(pen: Pen, cx: float, cy: float, n: int, h: float) -> None:
    w = h * 0.7
    step = w * 0.45
    x0 = cx - (w + step * (n - 1)) / 2
    for i in range(n):
        pen.rect(x0 + i * step, cy - h / 2, w, h, fill=WHITE, stroke=theme.INK, width=0.4, radius=0.6)


#: Between two card places on a player board, and from the board's frame to them (mm).
PLACE_GAP = 1.5
PLACE_PAD = FRAME_INSET + 1.0
#: A player board's heading and round table above its places, and a continued board's heading (mm).
TABLE_H = 46.5
CONTINUED_H = 12.0
#: The places on a player board: one a round with a story (1 to 5), then the score pile.
PLACES = tuple(range(1, 6)) + (0,)


def place_size(options: PrintOptions) -> tuple[float, float, int]:
    """A card place on a player board (a millimetre bigger than the card all round,
    the card upright or lying, whichever takes less paper) and how many a row."""
    cw, ch = options.card_mm
    inner = _board_width(options) - 2 * PLACE_PAD
    best: tuple[float, float, float, int] | None = None
    for pw, ph in ((cw + 2.0, ch + 2.0), (ch + 2.0, cw + 2.0)):
        cols = min(len(PLACES), int((inner + PLACE_GAP) // (pw + PLACE_GAP)))
        if cols < 1:
            continue
        height = -(-len(PLACES) // cols) * (ph + PLACE_GAP)
        if best is None or height < best[0] - 1e-6:
            best = (height, pw, ph, cols)
    assert best is not None, "a card wider than the page"
    return best[1], best[2], best[3]


def _board_box(options: PrintOptions) -> Rect:
    """Where a player board's piece may lie on its sheet: clear of the crop marks and the credit."""
    zone = mark_zone(0.0) + 0.5
    box = content_box(*options.paper_size)
    return Rect(box.x + zone, box.y + zone + 4.0, box.w - 2 * zone, box.h - 2 * zone - 4.0)


def _board_width(options: PrintOptions) -> float:
    return _board_box(options).w


def board_pages(options: PrintOptions) -> list[tuple[int, tuple[int, ...]]]:
    """Each player board's sheets, in order: (board number, its places on that sheet).
    The first sheet of a board holds the round table and as many rows of places as
    fit; the rest of its places (tarot cards) continue on the next sheet."""
    _pw, ph, cols = place_size(options)
    box = _board_box(options)
    pages: list[tuple[int, tuple[int, ...]]] = []
    for number in range(1, BOARDS + 1):
        left, head = list(PLACES), TABLE_H
        while left:
            rows = max(1, int((box.h - head - 2 * PLACE_PAD + PLACE_GAP) // (ph + PLACE_GAP)))
            pages.append((number, tuple(left[:rows * cols])))
            left, head = left[rows * cols:], CONTINUED_H
    return pages


def _round_table(pen: Pen, safe: Rect, top: float) -> None:
    """The round table: one column a round (cards drawn, the stack handed out, the penalty)."""
    left = safe.x + 24.0
    col = (safe.x1 - left) / data.ROUNDS
    rows = {"round": top - 6.0, "draw": top - 14.0, "out": top - 21.5, "penalty": top - 29.0}
    labels = {"draw": _("cards drawn"), "out": _("hand out"), "penalty": _("penalty")}
    for key, label in labels.items():
        pen.text(safe.x, rows[key] - 1.2, label, size=7, fill=theme.INK_SOFT)
    for row in data.ROUND_TABLE:
        cx = left + (row.round - 0.5) * col
        pen.text(cx, rows["round"], data.round_label(row.round), size=8, bold=True, align="center")
        if row.draw:
            _mini_cards(pen, cx - 3.0, rows["draw"], row.draw, 7.0)
            pen.text(cx + col / 2 - 2.0, rows["draw"] - 1.5, str(row.draw), size=9, bold=True, align="right")
        else:
            pen.text(cx, rows["draw"] - 1.5, "–", size=9, fill=theme.INK_SOFT, align="center")
        if row.hand_out_from:
            pen.text(cx, rows["out"] - 1.2, data.round_label(row.hand_out_from), size=7.5, align="center")
        else:
            pen.text(cx, rows["out"] - 1.2, "–", size=9, fill=theme.INK_SOFT, align="center")
        if row.penalty:
            _cloud(pen, cx, rows["penalty"], 3.6, row.penalty)
        else:
            pen.text(cx, rows["penalty"] - 1.5, "–", size=9, fill=theme.INK_SOFT, align="center")
        if row.round > 1:
            x = left + (row.round - 1) * col
            pen.line(x, rows["penalty"] - 5.0, x, rows["round"] + 3.5, stroke=theme.RULE, width=0.3)
    pen.line(safe.x, rows["round"] - 3.2, safe.x1, rows["round"] - 3.2, stroke=theme.RULE, width=0.4)


def _card_place(pen: Pen, x: float, y: float, w: float, h: float, place: int) -> None:
    """A place the size of a card (a millimetre to spare all round): a round's stack, or the score pile."""
    pen.rect(x, y, w, h, fill=None if pen.ink_saver else WHITE, stroke=theme.INK_SOFT, width=0.5, radius=2.0,
             dash=(2.0, 1.2))
    cx, cy = x + w / 2, y + h / 2
    if place:
        pen.text(cx, cy + 1.0, data.round_label(place), size=11, bold=True, fill=theme.INK_SOFT, align="center")
        pen.text(cx, cy - 5.0, _("stack"), size=8, fill=theme.INK_SOFT, align="center")
    else:
        pen.text(cx, cy + 1.0, _("score pile"), size=11, bold=True, fill=theme.INK_SOFT, align="center")
        pen.text(cx, cy - 5.0, _("face down"), size=8, fill=theme.INK_SOFT, align="center")


def player_board(sheet: SheetPen, options: PrintOptions, number: int, places: tuple[int, ...]) -> None:
    """One sheet of player board ``number``: its heading, the round table on its first
    sheet, and ``places`` at card size in rows below."""
    pw, ph, cols = place_size(options)
    box = _board_box(options)
    first = places[0] == PLACES[0]
    head = TABLE_H if first else CONTINUED_H
    rows = -(-len(places) // cols)
    h = head + 2 * PLACE_PAD + rows * (ph + PLACE_GAP) - PLACE_GAP
    trim = Rect(box.x, box.y1 - h, box.w, h)
    with sheet.piece(trim, bleed=0.0) as pen:
        w = pen.width
        safe = _text_box(pen)
        # Nothing is stroked on the trim (the crop marks show the cut): the paper
        # colour fills the board and its frame lies inside, clear of a cut gone astray.
        if not pen.ink_saver:
            pen.rect(0, 0, w, h, fill=theme.PAPER)
        pen.rect(FRAME_INSET, FRAME_INSET, w - 2 * FRAME_INSET, h - 2 * FRAME_INSET, stroke=theme.RULE,
                 width=0.6, radius=2.0)
        pen.text(safe.x, h - 10.0, _(TITLE), size=13, bold=True)
        tag = (_("player board {n}") if first else _("player board {n}, continued")).format(n=number)
        pen.text(safe.x1, h - 10.0, tag, size=9, fill=theme.INK_SOFT, align="right")
        if first:
            _round_table(pen, safe, h - 10.0)
        # the places, where each story's stack waits face down, and the score pile
        span = cols * (pw + PLACE_GAP) - PLACE_GAP
        x0 = (w - span) / 2
        top = h - head - PLACE_PAD
        for i, place in enumerate(places):
            row, col = divmod(i, cols)
            _card_place(pen, x0 + col * (pw + PLACE_GAP), top - (row + 1) * ph - row * PLACE_GAP, pw, ph, place)


def boards_sheet(options: PrintOptions, number: int, places: tuple[int, ...]) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        player_board(sheet, options, number, places)
        _sheet_credit(sheet)

    # Its places are the chosen card's size: the file's name carries a size not the default.
    return Sheet(_("player boards"), draw, note=_("board {n}").format(n=number), uses=("card_size",))


CLOUD_PUFFS = ((0.30, 0.45, 0.22), (0.50, 0.62, 0.26), (0.72, 0.48, 0.22), (0.62, 0.28, 0.20),
               (0.38, 0.27, 0.19), (0.50, 0.42, 0.25))


def _cloud_shape(pen: Pen, w: float, h: float) -> None:
    """A soft cloud of overlapping circles: outlines first, then the fills over
    them, so only the outer edge stays (white in ink-saver mode)."""
    r0 = min(w, h)
    fill = WHITE if pen.ink_saver else "#E6EBF2"
    for fx, fy, fr in CLOUD_PUFFS:
        pen.circle(fx * w, fy * h, fr * r0, stroke=theme.INK, width=1.2)
    for fx, fy, fr in CLOUD_PUFFS:
        pen.circle(fx * w, fy * h, fr * r0 - 0.3, fill=fill)
    for fx, fy, fr in ((0.16, 0.12, 0.035), (0.09, 0.05, 0.022)):
        pen.circle(fx * w, fy * h, fr * r0, fill=fill, stroke=theme.INK, width=1.0)


def cloud_sheet(options: PrintOptions) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(2.0)
        cw, ch = options.card_mm
        side = min(box.w, 190.0)
        trim = Rect(box.x + (box.w - side) / 2, box.y1 - side * 0.8, side, side * 0.8)
        with sheet.piece(trim, bleed=0.0) as pen:
            w, h = pen.width, pen.height
            if not pen.ink_saver:
                pen.rect(0, 0, w, h, fill=theme.PAPER)
            pen.rect(FRAME_INSET, FRAME_INSET, w - 2 * FRAME_INSET, h - 2 * FRAME_INSET, stroke=theme.RULE,
                     width=0.6, radius=2.0)
            _cloud_shape(pen, w, h)
            # The title above the cloud, clear of its outline.
            pen.text(w * 0.5, h - FRAME_INSET - 9.0, _("thought cloud"), size=15, bold=True, align="center")
            # The face-down card lies here: its place a millimetre bigger than a card all round.
            sw, sh = cw + 2.0, ch + 2.0
            sx, sy = w * 0.5 - sw / 2, h * 0.43 - sh / 2
            pen.rect(sx, sy, sw, sh, fill=None if pen.ink_saver else WHITE, stroke=theme.INK_SOFT, width=0.6,
                     radius=2.0, dash=(2, 1.2))
            pen.text(w * 0.5, sy + sh / 2 - 5.0, "?", size=34, bold=True, fill=theme.INK_SOFT, align="center")
            pen.text(w * 0.5, sy + 4.0, _("one picture, face down"), size=7.5, fill=theme.INK_SOFT,
                     align="center")
            # the blockers' supply
            bw = min(32.0, w * 0.2)
            pen.rect(w - bw - 6.0, 6.0, bw, bw * 1.2, stroke=BLOCKER_COLOUR, width=1.0, radius=2.0)
            _picture(pen, data.component_svg("blocker"), w - bw - 6.0 + bw * 0.15, 6.0 + bw * 0.35, bw * 0.7)
            pen.text(w - bw / 2 - 6.0, 9.0, _("blockers"), size=8, bold=True, align="center")
        # two donkey markers (one spare): round tokens
        y = trim.y - 46.0
        for i in range(2):
            cx = box.x + box.w / 2 + (i - 0.5) * 60.0
            with sheet.piece(Rect(cx - 18.0, y, 36.0, 36.0), shape="circle", bleed=0.0) as pen:
                pen.circle(18.0, 18.0, 17.6, fill=None if pen.ink_saver else WHITE, stroke=theme.INK, width=0.6)
                _picture(pen, data.component_svg("donkey"), 4.0, 4.0, 28.0)
        sheet.text(box.x + box.w / 2, y - 6.0, _("the donkey marker (and a spare): it shows whose turn it is"),
                   size=8, fill=theme.INK_SOFT, align="center")
        _sheet_credit(sheet)

    return Sheet(_("thought cloud and donkey"), draw, uses=("card_size",))


def rules_sheet(options: PrintOptions) -> Sheet:
    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(4.0)
        top = box.y1
        sheet.text(box.x, top - 6.0, _(TITLE), size=16, bold=True)
        sheet.text(box.x, top - 12.0, _("Rules summary · 3 to 12 people (teams of two above six) · "
                                        "about 45 minutes"), size=9, fill=theme.INK_SOFT)
        y = top - 18.0
        size, cw = 9.4, box.w
        for heading, body in _rules_paragraphs():
            if heading:
                sheet.text(box.x, y - 3.4, heading, size=10, bold=True)
                y -= 5.6
            y = sheet.paragraph(box.x, y, cw, body, size=size) - 2.0
        # the round table
        y -= 2.0
        cols = [data.round_label()] + [str(r.round) for r in data.ROUND_TABLE]
        rows = [
            [_("cards drawn")] + [str(r.draw or "–") for r in data.ROUND_TABLE],
            [_("handed out (from round)")] + [str(r.hand_out_from or "–") for r in data.ROUND_TABLE],
            [_("penalty")] + [str(r.penalty or "–") for r in data.ROUND_TABLE],
        ]
        first = 50.0
        step = (cw - first) / data.ROUNDS
        for i, line in enumerate([cols] + rows):
            yy = y - 4.0 - i * 5.2
            for j, cell in enumerate(line):
                x = box.x if j == 0 else box.x + first + (j - 0.5) * step
                sheet.text(x, yy, cell, size=8.4, bold=(i == 0 or j == 0), align="left" if j == 0 else "center")
        sheet.line(box.x, y - 5.6, box.x1, y - 5.6, stroke=theme.RULE, width=0.4)
        y -= 4 * 5.2 + 4.0
        sheet.text(box.x, y - 3.4, _("Our decisions"), size=10, bold=True)
        y -= 5.6
        for decision in data.DECISIONS:
            y = sheet.paragraph(box.x + 3.0, y, cw - 3.0, "– " + _(decision), size=8.4) - 0.8
        foot = _("Design: Stefan Dorra (Schmidt Spiele, 2011). This summary, the boards and the card layout "
                 "are our own, made for boardgames-desktop.")
        sheet.paragraph(box.x, box.y + 9.0, box.w, foot, size=7, fill=theme.INK_SOFT)
        _sheet_credit(sheet)

    return Sheet(_("rules summary"), draw)


def _rules_paragraphs() -> list[tuple[str, str]]:
    seconds = int(data.GUESS_SECONDS)
    return [
        ("", _("Set-up: the picture cards go into a bag. The start player draws one picture, shows it to "
               "everyone and lays it face down on the thought cloud. Blockers lie by the thought cloud.")),
        (_("A turn"), _("Seven rounds; each round every seat has one turn, in order, the donkey marker showing "
                        "whose. Rounds 1 to 5: draw the round's cards, show them and tell one story that links "
                        "them, then stack them face down in the round's slot. Rounds 3 to 7: deal the stack from "
                        "two rounds earlier face down, one card a seat from your left; any left over you keep, "
                        "and when there are too few the last seats get none.")),
        (_("Guessing"), _("From the storyteller's left, seats take turns to name the picture of a card another "
                          "seat holds; the storyteller never guesses. Right: the holder hands it over, onto the "
                          "guesser's score pile. Wrong, or no answer within {s} seconds: discard the round's "
                          "penalty from the top of your score pile; a blocker stops it at once. When the only card "
                          "left is your own, name the thought-cloud card instead, then lay your card on the "
                          "thought cloud. When every card is named or nobody can name more, the rest leave the "
                          "game; if nobody guessed wrong, the storyteller puts a blocker on its pile.").format(
                              s=seconds)),
        (_("The end"), _("After round 7, most picture cards on the score pile wins; a tie goes to the most "
                         "blockers; still tied, the win is shared.")),
    ]


def documents(options: PrintOptions) -> list[Document]:
    return [
        Document(_(TITLE), "picture-cards", _("Picture cards"), (picture_deck(),),
                 _("180 picture cards with backs: cut them out and put them in a bag.")),
        Document(_(TITLE), "blockers", _("Blockers"), (blocker_deck(),),
                 _("30 blocker cards with the same back as the pictures.")),
        Document(_(TITLE), "player-boards", _("Player boards"),
                 tuple(boards_sheet(options, n, places) for n, places in board_pages(options)),
                 _("6 player boards, each with the round table and six places the size of a card (the "
                   "stacks of rounds 1 to 5 and the score pile): cut each out along its crop marks.")
                 if len(board_pages(options)) == BOARDS else
                 _("6 player boards, each with the round table and six places the size of a card (the "
                   "stacks of rounds 1 to 5 and the score pile) over {n} sheets: cut each part out along "
                   "its crop marks and lay a board's parts side by side.").format(
                       n=len(board_pages(options)) // BOARDS)),
        Document(_(TITLE), "thought-cloud", _("Thought cloud and donkey"), (cloud_sheet(options),),
                 _("The thought-cloud board and two round donkey markers (one spare).")),
        Document(_(TITLE), "rules", _("Rules summary"), (rules_sheet(options),),
                 _("One page of rules in our own words, with the round table and our decisions."), stock="paper"),
    ]
