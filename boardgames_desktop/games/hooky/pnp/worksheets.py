"""Hooky's worksheet pads, for 3, 4 and 5 players (two a page for 3 players)."""

from __future__ import annotations

from dataclasses import dataclass

from .... import theme
from ....core.i18n import _
from ....printing import PrintOptions, Sheet, SheetPen
from ....printing.layout import LayoutError, Rect
from ....printing.pen import Pen
from ....printing.seatmarks import seat_mark, seat_style
from ....printing.typeset import (
    PT_PER_MM,
    ascent,
    cap_height,
    centred_caps,
    pt_to_mm,
)
from ..data import (
    COMPLETE_HAND_POINTS,
    HAND_LETTER_POINTS,
    LETTERS,
    ROUNDS,
    SETUPS,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
    WORD_LENGTH,
    clue_log_rows,
)
from .common import WORKSHEETS_A_PAGE, game_title

# -- worksheets ---------------------------------------------------------------------------------
#: Worksheet lines: thin and light inside, a little stronger around and between groups.
WS_THIN = 0.35
WS_GROUP = 0.6
WS_OUTER = 0.8
WS_LABEL = 6.5  # pt: column heads and small labels
WS_HEAD = 8.0   # pt: section titles
WS_SMALL = 6.0  # pt: the smallest words (column heads of the grid and the log): no print is smaller
WS_GAP = 4.0    # mm between the three columns


def _mark_legend(pen: Pen, x: float, y: float, size: float = WS_LABEL) -> float:
    """● has · ✕ has not · ? maybe, drawn (the font has no ● or ✕); returns the end x."""
    r = pt_to_mm(size) * 0.32
    cy = y + cap_height(size) / 2
    for kind, words in (("has", _("has")), ("has_not", _("has not")), ("maybe", _("maybe"))):
        if kind == "has":
            pen.circle(x + r, cy, r, fill=theme.INK)
            x += 2 * r + 1.0
        elif kind == "has_not":
            pen.line(x, cy - r, x + 2 * r, cy + r, stroke=theme.INK, width=0.9, cap=1)
            pen.line(x, cy + r, x + 2 * r, cy - r, stroke=theme.INK, width=0.9, cap=1)
            x += 2 * r + 1.0
        else:
            x += pen.text(x, y, "?", size=size + 1, bold=True) + 1.0
        x += pen.text(x, y, words, size=size, fill=theme.INK_SOFT) + 3.0
    return x


def _section_title(pen: Pen, x: float, top: float, text: str, note: str = "") -> float:
    """A section title with its top at ``top``; returns the y under it."""
    base = top - ascent(WS_HEAD, True) + 0.6
    w = pen.text(x, base, text, size=WS_HEAD, bold=True)
    if note:
        pen.text(x + w + 1.5, base, note, size=WS_LABEL, fill=theme.INK_SOFT)
    return top - pt_to_mm(WS_HEAD) * 1.25 - 0.6


def _boxes(pen: Pen, x: float, y: float, n: int, size: float, gap: float) -> float:
    """``n`` writing boxes with their bottom at ``y``; returns the end x."""
    for _n in range(n):
        pen.rect(x, y, size, size, stroke=theme.INK_SOFT, width=WS_THIN * 1.4, radius=0.6)
        x += size + gap
    return x - gap


@dataclass(frozen=True)
class WorksheetPlan:
    """The numbers of one worksheet: which columns, how many rows, how big."""

    players: int
    box: Rect
    title_h: float
    grid_head: float
    grid_row: float
    log_head: float
    log_row: float
    letter_w: float
    player_w: float
    playground_w: float
    truants_w: float
    round_w: float
    asker_w: float
    asked_w: float
    word_box: float
    answer_w: float
    unit: float  # writing boxes in the right-hand column

    @property
    def full(self) -> bool:
        return self.box.h > 200

    @property
    def grid_top(self) -> float:
        return self.box.y1 - (self.title_h if self.full else 0.0)

    @property
    def grid_w(self) -> float:
        return self.letter_w + (self.players - 1) * self.player_w + self.playground_w + self.truants_w

    @property
    def log_w(self) -> float:
        return self.round_w + self.asker_w + self.asked_w + WORD_LENGTH * self.word_box + self.answer_w

    @property
    def side_w(self) -> float:
        return self.box.w - self.grid_w - self.log_w - 2 * WS_GAP


def plan_worksheet(players: int, box: Rect) -> WorksheetPlan:
    full = box.h > 200  # a whole page, or half of one
    title_h = 12.0 if full else 9.0
    body = box.h - title_h
    grid_head = 10.0 if full else 8.0
    # On half a page the grid runs the whole height, the title beside it.
    grid_body = body if full else box.h
    grid_row = min(8.5, (grid_body - grid_head) / len(LETTERS))
    log_head = 6.0
    log_row = min(8.0, (body - log_head) / clue_log_rows(players))
    player_w = 10.5 if full else 9.5
    return WorksheetPlan(
        players=players, box=box, title_h=title_h, grid_head=grid_head, grid_row=grid_row,
        log_head=log_head, log_row=log_row,
        letter_w=7.0, player_w=player_w, playground_w=13.0, truants_w=11.0,
        round_w=8.0, asker_w=8.0, asked_w=9.5, word_box=min(7.0, max(5.5, log_row)), answer_w=10.0,
        unit=8.0 if full else 6.0,
    )


def _worksheet_title(pen: Pen, plan: WorksheetPlan) -> None:
    box = plan.box
    n = plan.players
    base = box.y1 - plan.title_h + 2.2
    x = box.x if plan.full else box.x + plan.grid_w + WS_GAP
    x += pen.text(x, base, _("{game} worksheet").format(game=game_title()), size=10.5, bold=True) + 2.0
    x += pen.text(x, base, _("{n} players").format(n=n), size=8.5, bold=True, fill=theme.INK_SOFT) + 7.0
    x += pen.text(x, base, _("name"), size=WS_LABEL, fill=theme.INK_SOFT) + 1.2
    line_w = 44.0 if plan.full else 34.0
    pen.line(x, base - 0.8, x + line_w, base - 0.8, stroke=theme.INK_SOFT, width=WS_THIN * 1.4)
    x += line_w + 5.0
    x += pen.text(x, base, _("seat (ring yours)"), size=WS_LABEL, fill=theme.INK_SOFT) + 2.0
    # The seats' marks and numbers, to ring: the screens and seat colours match them.
    r = 1.7
    for seat in range(n):
        style = seat_style(seat)
        cy = base + cap_height(WS_LABEL) / 2
        seat_mark(pen, style["mark"], x + r, cy, r, style["colour"])
        x += 2 * r + 0.8
        x += pen.text(x, base, str(seat + 1), size=8, bold=True) + 3.2


def _grid(pen: Pen, plan: WorksheetPlan, x: float, top: float) -> None:
    """Who has which letter: A to Z against every other player, the playground
    and the truants."""
    n = plan.players
    setup = SETUPS[n]
    cols = [(_("player"), "", plan.player_w)] * (n - 1) + [
        (_("playground"), _("{n} cards").format(n=setup.playground), plan.playground_w),
        (_("truants"), _("{n} cards").format(n=setup.truants), plan.truants_w),
    ]
    head, row = plan.grid_head, plan.grid_row
    w = plan.grid_w
    bottom = top - head - len(LETTERS) * row
    body_top = top - head
    # Column heads.
    cx = x + plan.letter_w
    for label, sub, cw in cols:
        pen.text(cx + cw / 2, top - 1.0 - ascent(WS_SMALL), label, size=WS_SMALL,
                 fill=theme.INK_SOFT, align="center")
        if sub:
            pen.text(cx + cw / 2, body_top + 1.2, sub, size=WS_SMALL, fill=theme.INK_SOFT, align="center")
        else:  # write the player's seat here
            pen.line(cx + cw * 0.3, body_top + 1.4, cx + cw * 0.7, body_top + 1.4, stroke=theme.INK_SOFT,
                     width=WS_THIN * 1.4)
        cx += cw
    # Rows: the letter, then a box in every column.
    size = min(9.0, row * PT_PER_MM * 0.55)
    for i, letter in enumerate(LETTERS):
        cy = body_top - (i + 0.5) * row
        centred_caps(pen, x + plan.letter_w / 2, cy, letter, size=size)
        if i:
            y = body_top - i * row
            strong = i % 5 == 0
            pen.line(x, y, x + w, y, stroke=theme.INK_SOFT if strong else theme.RULE,
                     width=WS_GROUP if strong else WS_THIN)
    # Column lines; the heads are open boxes to write the other players' seats in.
    cx = x + plan.letter_w
    pen.line(cx, bottom, cx, top, stroke=theme.INK_SOFT, width=WS_GROUP)
    for k, (_label, _sub, cw) in enumerate(cols):
        cx += cw
        if k < len(cols) - 1:
            strong = k == n - 2  # between the players and the playground
            pen.line(cx, bottom, cx, top, stroke=theme.INK_SOFT if strong else theme.RULE,
                     width=WS_GROUP if strong else WS_THIN)
    pen.line(x, body_top, x + w, body_top, stroke=theme.INK_SOFT, width=WS_GROUP)
    pen.rect(x, bottom, w, top - bottom, stroke=theme.INK_SOFT, width=WS_OUTER)


def _log(pen: Pen, plan: WorksheetPlan, x: float, top: float) -> None:
    """The clue log: the opening clues, then six rounds of one question a player."""
    n = plan.players
    head, row = plan.log_head, plan.log_row
    widths = [plan.round_w, plan.asker_w, plan.asked_w, WORD_LENGTH * plan.word_box, plan.answer_w]
    labels = [_("round"), _("asker"), _("asked"), _("word"), _("answer")]
    w = plan.log_w
    rows = clue_log_rows(n)
    body_top = top - head
    bottom = body_top - rows * row
    cx = x
    for label, cw in zip(labels, widths):
        pen.text(cx + cw / 2, body_top + 1.6, label, size=WS_SMALL, bold=True, fill=theme.INK_SOFT,
                 align="center")
        cx += cw
    groups = [_("open")] + [str(r) for r in range(1, ROUNDS + 1)]
    word_x = x + plan.round_w + plan.asker_w + plan.asked_w
    num = min(7.0, row * PT_PER_MM * 0.5)
    for g, name in enumerate(groups):
        gy = body_top - g * n * row
        centred_caps(pen, x + plan.round_w / 2, gy - n * row / 2, name,
                      size=(WS_LABEL if g == 0 else 9.0), bold=g > 0, fill=theme.INK)
        for k in range(n):
            y = gy - k * row
            cy = y - row / 2
            # Turns go in seat order from Player 1: the asker of every row is known.
            centred_caps(pen, x + plan.round_w + plan.asker_w / 2, cy, str(k + 1), size=num, bold=False,
                          fill=theme.INK_SOFT)
            if g == 0:
                # Translators: the "asked" cell of an opening clue: the player asks about their own hand.
                own = _("own")
                pen.text(x + plan.round_w + plan.asker_w + plan.asked_w / 2, cy - cap_height(WS_SMALL) / 2,
                         own, size=WS_SMALL, fill=theme.INK_SOFT, align="center")
            if k:
                pen.line(x + plan.round_w, y, x + w, y, stroke=theme.RULE, width=WS_THIN)
        if g:
            pen.line(x, gy, x + w, gy, stroke=theme.INK_SOFT, width=WS_GROUP)
    # Columns: the word is five letter boxes.
    cx = x
    for k, cw in enumerate(widths[:-1]):
        cx += cw
        pen.line(cx, bottom, cx, body_top, stroke=theme.INK_SOFT if k in (0, 2, 3) else theme.RULE,
                 width=WS_GROUP if k in (0, 2, 3) else WS_THIN)
    for k in range(1, WORD_LENGTH):
        bx = word_x + k * plan.word_box
        pen.line(bx, bottom, bx, body_top, stroke=theme.RULE, width=WS_THIN, dash=(0.6, 0.6))
    pen.line(x, body_top, x + w, body_top, stroke=theme.INK_SOFT, width=WS_GROUP)
    pen.rect(x, bottom, w, body_top - bottom, stroke=theme.INK_SOFT, width=WS_OUTER)


def _side(pen: Pen, plan: WorksheetPlan, x: float, top: float, bottom: float, *, draw: bool = True) -> float:
    """The right-hand column: the hand, the playground, the truant guesses, the
    hand guesses and the score. Returns the height used."""
    n = plan.players
    setup = SETUPS[n]
    u = plan.unit
    gap = u * 0.22
    w = plan.side_w
    label = WS_LABEL
    y = top

    def title(text: str, note: str = "") -> None:
        nonlocal y
        if draw:
            _section_title(pen, x, y, text, note)
        y -= pt_to_mm(WS_HEAD) * 1.25 + 0.6

    def label_text(lx: float, cy: float, text: str, *, align: str = "left", colour=theme.INK_SOFT,
                   size: float = label, bold: bool = False) -> float:
        if draw:
            return pen.text(lx, cy - cap_height(size) / 2, text, size=size, fill=colour, align=align, bold=bold)
        return pen.text_width(text, size=size, bold=bold)

    def boxes(bx: float, by: float, k: int, size: float = u) -> float:
        if draw:
            return _boxes(pen, bx, by, k, size, gap)
        return bx + k * size + (k - 1) * gap

    space = 5.0 if plan.box.h > 200 else 2.0
    # How to mark the grid.
    if draw:
        _mark_legend(pen, x, y - cap_height(label) - 0.6)
    y -= cap_height(label) + 0.6 + space
    # Your hand.
    title(_("Your hand"), _("{n} cards").format(n=setup.hand))
    boxes(x, y - u, setup.hand)
    y -= u + space
    # The playground cards as they turn up.
    title(_("Playground"), _("turned up after round"))
    bx = x
    for r in setup.reveal_after:
        cy = y - u / 2
        bx += label_text(bx, cy, str(r), colour=theme.INK_SOFT, size=label, bold=True) + 1.0
        bx = boxes(bx, y - u, 1) + 3.0
    y -= u + space
    # Truant guesses.
    title(_("Truant guesses"), _("{n} different letters").format(n=TRUANT_COUNT))
    lab_w = max(pen.text_width(_("after round {n}").format(n=r), size=label) for r in TRUANT_GUESS_ROUNDS) + 1.5
    for r in TRUANT_GUESS_ROUNDS:
        cy = y - u / 2
        label_text(x, cy, _("after round {n}").format(n=r))
        boxes(x + lab_w, y - u, TRUANT_COUNT)
        y -= u + gap
    y -= space - gap
    # Hand guesses after round 6.
    title(_("Hands"), _("after round {n}: who holds what").format(n=ROUNDS))
    small = min(u, (w - pen.text_width(_("player"), size=label) - 1.5 - u * 0.8 - 2.0
                    - (setup.hand - 1) * gap) / setup.hand)
    for _n in range(n - 1):
        cy = y - u / 2
        bx = x + label_text(x, cy, _("player")) + 1.0
        if draw:
            pen.line(bx, y - u + 0.6, bx + u * 0.8, y - u + 0.6, stroke=theme.INK_SOFT, width=WS_THIN * 1.4)
        bx += u * 0.8 + 2.0
        boxes(bx, y - u + (u - small), setup.hand, small)
        y -= u + gap
    y -= space - gap
    # The score.
    title(_("Score"))
    rows = [(_("truants, round {n}").format(n=r), f"× {TRUANT_POINTS[r]}") for r in TRUANT_GUESS_ROUNDS] + [
        (_("hand letters right"), f"× {HAND_LETTER_POINTS}"),
        (_("hands complete"), f"× {COMPLETE_HAND_POINTS}"),
    ]
    sb = u * 0.85
    total_w = sb * 1.6
    col_total = x + w - total_w
    col_times = col_total - 2.0
    col_count = col_times - pen.text_width("× 10", size=label) - 1.5 - sb
    for text, times in rows:
        cy = y - sb / 2
        label_text(x, cy, text)
        if draw:
            pen.rect(col_count, y - sb, sb, sb, stroke=theme.INK_SOFT, width=WS_THIN * 1.4, radius=0.5)
            pen.rect(col_total, y - sb, total_w, sb, stroke=theme.INK_SOFT, width=WS_THIN * 1.4, radius=0.5)
        label_text(col_times, cy, times, align="right")
        y -= sb + gap * 0.8
    cy = y - sb / 2 - 0.6
    label_text(col_times, cy, _("total"), align="right", colour=theme.INK, bold=True)
    if draw:
        pen.rect(col_total, y - sb - 1.2, total_w, sb + 1.2, stroke=theme.INK, width=WS_OUTER, radius=0.5)
    y -= sb + 1.2
    return top - y


NOTES_LINE = 7.0


def _notes(pen: Pen, x: float, top: float, bottom: float, w: float) -> None:
    """Ruled lines for notes in whatever room the column has left."""
    lines = int((top - bottom - pt_to_mm(WS_HEAD) * 1.25 - 0.6) // NOTES_LINE)
    if lines < 3:
        return
    y = _section_title(pen, x, top, _("Notes"))
    for _n in range(lines):
        y -= NOTES_LINE
        pen.line(x, y, x + w, y, stroke=theme.RULE, width=WS_THIN)


def draw_worksheet(pen: Pen, box: Rect, players: int) -> None:
    plan = plan_worksheet(players, box)
    if plan.side_w < 40.0:
        raise LayoutError(f"a {players}-player worksheet does not fit {box.w:.0f} mm")
    _worksheet_title(pen, plan)
    top = box.y1 - plan.title_h
    x = box.x
    _grid(pen, plan, x, plan.grid_top)
    _notes(pen, x, plan.grid_top - plan.grid_head - len(LETTERS) * plan.grid_row - 5.0, box.y, plan.grid_w)
    x += plan.grid_w + WS_GAP
    _log(pen, plan, x, top)
    x += plan.log_w + WS_GAP
    # The right-hand column, its boxes as big as the height allows.
    for unit in (plan.unit, 7.5, 7.0, 6.5, 6.0, 5.5, 5.0, 4.5):
        if unit > plan.unit:
            continue
        trial = WorksheetPlan(**{**plan.__dict__, "unit": unit})
        if _side(pen, trial, x, top, box.y, draw=False) <= top - box.y:
            used = _side(pen, trial, x, top, box.y)
            _notes(pen, x, top - used - 5.0, box.y, trial.side_w)
            return
    raise LayoutError(f"the {players}-player worksheet's right-hand column does not fit")


def worksheet_sheet(players: int, options: PrintOptions) -> Sheet:
    per_page = WORKSHEETS_A_PAGE[players]

    def draw(sheet: SheetPen) -> None:
        box = sheet.content.inset(1.0)
        if per_page == 1:
            draw_worksheet(sheet, box, players)
            return
        # Two to a page, one above the other, with a line to cut along.
        mid = box.cy
        half = (box.h - 7.0) / 2
        draw_worksheet(sheet, Rect(box.x, mid + 3.5, box.w, half), players)
        draw_worksheet(sheet, Rect(box.x, mid - 3.5 - half, box.w, half), players)
        sheet.line(sheet.content.x, mid, sheet.content.x1, mid, stroke=theme.INK_SOFT, width=0.5, dash=(3, 2))
        sheet.text(sheet.content.x1, mid + 0.9, _("cut"), size=6, fill=theme.INK_SOFT, align="right")

    return Sheet(_("Worksheets, {n} players").format(n=players), draw,
                 note=_("{n} a page").format(n=per_page) if per_page > 1 else "")

