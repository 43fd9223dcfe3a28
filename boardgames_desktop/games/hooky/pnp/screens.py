"""Hooky's player screens and the current-player marker.

A screen is printed on one side only: folded in half along its long middle
(the fold becomes its top edge) it is two layers thick, the seat's colour
outside and the reminder inside, and its two side panels fold towards the
player so it stands.
"""

from __future__ import annotations

from dataclasses import dataclass

from .... import theme
from ....core.i18n import N_, _, join_clauses, seat_label
from ....printing import PrintOptions, Sheet, SheetPen
from ....printing.layout import Rect, content_box, mark_zone
from ....printing.pen import Pen
from ....printing.seatmarks import seat_mark, seat_style
from ....printing.typeset import (
    Block,
    Table,
    cap_height,
    centred_caps,
    descent,
    draw_flow,
    fit_flow,
    line_lead,
    pt_to_mm,
)
from ..data import (
    COMPLETE_HAND_POINTS,
    HAND_LETTER_POINTS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    SETUPS,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
)
from .common import PLAYER_COUNTS, SHEET_BLEED, and_list, game_title


@dataclass(frozen=True)
class CountExample:
    """The counting rule, shown: a hand over a word, the counted letters of
    the word marked, and the answer."""

    hand: str
    word: str

    def _box(self, size: float) -> float:
        return pt_to_mm(size) * 1.75

    def height(self, pen: Pen, width: float, size: float) -> float:
        b = self._box(size)
        if self._label_w(pen, size) + 5 * b * 1.15 + pen.text_width("= 3", size=size * 1.3, bold=True) + 3 > width:
            return 1e6  # too wide at this size: the flow must shrink
        return 2 * b + b * 0.15 + 0.2

    def _label_w(self, pen: Pen, size: float) -> float:
        return max(pen.text_width(t, size=size * 0.85) for t in (_("hand"), _("word"))) + 1.5

    def draw(self, pen: Pen, x: float, top: float, width: float, size: float) -> float:
        b = self._box(size)
        gap = b * 0.15
        label = size * 0.85
        answer = sum(1 for ch in self.word if ch in self.hand)
        for row, (name, letters) in enumerate(((_("hand"), self.hand), (_("word"), self.word))):
            cy = top - b / 2 - row * (b + gap)
            pen.text(x, cy - cap_height(label) / 2, name, size=label, fill=theme.INK_SOFT)
            bx = x + self._label_w(pen, size)
            for ch in letters:
                counted = row == 1 and ch in self.hand
                if counted and not pen.ink_saver:
                    pen.rect(bx, cy - b / 2, b, b, fill=theme.HIGHLIGHT_SOFT)
                pen.rect(bx, cy - b / 2, b, b, stroke=theme.INK if counted else theme.RULE,
                         width=1.2 if counted else 0.6, radius=0.6)
                centred_caps(pen, bx + b / 2, cy, ch, size=size, bold=counted or row == 0)
                bx += b * 1.15
            if row == 1:
                bx += 1.5
                centred_caps(pen, bx, cy, f"= {answer}", size=size * 1.3, align="left")
        return top - 2 * b - gap - 0.2



# -- player screens ----------------------------------------------------------------------------
SCREEN_PANELS = 3
#: The seat-colour strip along the top of the inside (it hides a fold that
#: is not quite on the line).
SCREEN_BAND = 5.0


def _setup_table() -> Table:
    header = (_("players"), *(str(n) for n in PLAYER_COUNTS))
    rows = (
        (_("cards a hand"), *(str(SETUPS[n].hand) for n in PLAYER_COUNTS)),
        (_("playground"), *(str(SETUPS[n].playground) for n in PLAYER_COUNTS)),
        (_("truants"), *(str(SETUPS[n].truants) for n in PLAYER_COUNTS)),
    )
    return Table(header, rows, col_mm=7.5)


def _scoring_table() -> Table:
    rows = tuple(
        (_("each truant letter right in the round-{n} guess").format(n=r), str(TRUANT_POINTS[r]))
        for r in TRUANT_GUESS_ROUNDS
    ) + (
        (_("each letter rightly placed in another player's hand"), str(HAND_LETTER_POINTS)),
        (_("each other hand guessed completely"), str(COMPLETE_HAND_POINTS)),
    )
    return Table((), rows, col_mm=6.0)


def _playground_rounds_text() -> str:
    """"After rounds 1, 2 and 3 (3 players: 1 and 2)" from the set-up table."""
    longest = max((SETUPS[n].reveal_after for n in PLAYER_COUNTS), key=len)
    shorter = [(n, SETUPS[n].reveal_after) for n in PLAYER_COUNTS if SETUPS[n].reveal_after != longest]
    if not shorter:
        return _("After rounds {rounds}").format(rounds=and_list(longest))
    exceptions = join_clauses(_("{n} players: {rounds}").format(n=n, rounds=and_list(r)) for n, r in shorter)
    return _("After rounds {rounds} ({exceptions})").format(rounds=and_list(longest), exceptions=exceptions)


def screen_panels() -> tuple[list, list, list]:
    """The rules reminder inside a screen: turn order, the counting rule, the
    end of each round, scoring."""
    turn = [
        Block("h", _("Before round 1: opening clues")),
        Block("p", _("In seat order, each player names a word holding at least one of their own letters and says "
                     "how many of its letters are in their hand.")),
        Block("h", _("A round")),
        Block("p", _("Every player takes one turn, in seat order from Player 1 (the start player, who keeps "
                     "the round cards).")),
        Block("li", _("**Reveal and peek** (you may, from round {n}, once a turn, before you "
                      "ask): turn one face-down card of your hand face up (it stays yours), then look secretly "
                      "at one random card of another player's hand.").format(n=REVEAL_FROM_ROUND), "1."),
        Block("li", _("**Ask** another player a five-letter word."), "2."),
        Block("li", _("They **answer** how many of its letters are in their hand, by the counting rule."), "3."),
        Block("li", _("**Everyone notes** the word and the answer."), "4."),
        Block("h", _("Words")),
        Block("p", _("A real five-letter word; names of people and places count (PARIS, APRIL). Never a word "
                     "asked before, nor one made of exactly the same letters as an earlier one. No passing.")),
    ]
    counting = [
        Block("h", _("The counting rule")),
        Block("p", _("Count **every time** a letter of the word is in the hand: a letter twice in the word "
                     "counts 2, three times 3 (NEVER: E twice and N once make 3).")),
        CountExample("AGHLU", "MIRTH"),
        CountExample("AELNP", "NEVER"),
        CountExample("SMART", "QUICK"),
        Block("h", _("Set-up")),
        _setup_table(),
        Block("p", _("The start player never changes.")),
    ]
    ending = [
        Block("h", _("After each round")),
        Block("p", _("**{when}:** turn one playground card face up. It is not a truant.").format(
            when=_playground_rounds_text())),
        Block("p", _("**After rounds {rounds}:** everyone secretly writes a truant guess, {n} different "
                     "letters (a letter may be guessed again later).").format(
            rounds=and_list(TRUANT_GUESS_ROUNDS), n=TRUANT_COUNT)),
        Block("h", _("After round {n}").format(n=ROUNDS)),
        Block("p", _("For every other player write the letters you think are in their hand (face-up cards "
                     "included). Then the truants and the hands are shown.")),
        Block("h", _("Scoring")),
        _scoring_table(),
        Block("p", _("**Ties:** first to guess a truant right (earliest round), then earliest with the most truant "
                     "letters right, then fewest cards revealed; else a shared win.")),
    ]
    return turn, counting, ending


#: How to fold a screen (a message id, translated where printed).
ASSEMBLY = N_("Fold along the middle, print outside, and glue the halves. Fold the side panels towards you "
              "and stand the screen with the fold on top.")


def screen_trim(options: PrintOptions) -> Rect:
    box = content_box(*options.paper_size)
    zone = mark_zone(min(options.bleed, SHEET_BLEED))
    return Rect(box.x + zone, box.y + zone, box.w - 2 * zone, box.h - 2 * zone).rounded()


def _screen_outside(pen: Pen, seat: int, w: float, H: float) -> None:
    """The outside, in its own upright frame (``w`` x ``H``, top at the fold)."""
    style = seat_style(seat)
    colour, mark = style["colour"], style["mark"]
    ink = pen.ink_saver
    pw = w / SCREEN_PANELS
    if not ink:
        b = pen.bleed
        pen.rect(-b, 0.0, w + 2 * b, H + b, fill=colour)
    name = seat_label(seat)
    for k in range(SCREEN_PANELS):
        px = k * pw
        centre = k == SCREEN_PANELS // 2
        plate = Rect(px + 7.0, 14.0, pw - 14.0, H - 28.0) if centre else Rect(px + 10.0, H / 2 - 22.0, pw - 20.0, 44.0)
        if ink:
            pen.rect(plate.x, plate.y, plate.w, plate.h, stroke=colour, width=3.0, radius=5.0)
        else:
            pen.rect(plate.x, plate.y, plate.w, plate.h, fill=theme.PAPER, stroke=theme.PAPER, radius=5.0)
        if centre:
            r = min(plate.w, plate.h) * 0.27
            my = plate.y1 - 8.0 - r
            seat_mark(pen, mark, plate.cx, my, r, colour, outline=ink, width=3.0)
            size = pen.fit_size(name, plate.w - 8.0, size=30.0, bold=True)
            base = my - r - 7.0 - cap_height(size)
            pen.text(plate.cx, base, name, size=size, bold=True, align="center")
            words = f"{theme.seat_colour_name(seat)} · {theme.seat_mark_name(seat)}"
            pen.text(plate.cx, base - 7.0, words, size=11, fill=theme.INK_SOFT,
                     align="center")
            pen.text(plate.cx, plate.y + 4.0, game_title(), size=8.5, bold=True, fill=theme.INK_SOFT, align="center")
        else:
            r = 11.0
            seat_mark(pen, mark, plate.cx, plate.y1 - 4.0 - r, r, colour, outline=ink, width=2.4)
            size = pen.fit_size(name, plate.w - 6.0, size=16.0, bold=True)
            pen.text(plate.cx, plate.y + 5.0, name, size=size, bold=True, align="center")


def _screen_inside(pen: Pen, seat: int, w: float, H: float) -> None:
    """The inside, as printed (``w`` x ``H``, top at the fold): three panels of reminders."""
    style = seat_style(seat)
    colour = style["colour"]
    ink = pen.ink_saver
    pw = w / SCREEN_PANELS
    if not ink:
        pen.rect(-pen.bleed, H - SCREEN_BAND, w + 2 * pen.bleed, SCREEN_BAND + 1.0, fill=colour)
    else:
        pen.line(0.0, H - SCREEN_BAND, w, H - SCREEN_BAND, stroke=colour, width=2.0)
    # The panel folds, dashed.
    for k in range(1, SCREEN_PANELS):
        pen.line(k * pw, 0.0, k * pw, H - SCREEN_BAND, stroke=theme.RULE, width=0.6, dash=(3, 2))
    pad = 5.0
    top = H - SCREEN_BAND - 4.0
    # Whose screen: mark and name in the top left of the left panel's heading row.
    heading_size = 8.0
    r = 2.6
    seat_mark(pen, style["mark"], pad + r, top - r, r, colour)
    heading = _("{who} · {game}").format(who=seat_label(seat), game=game_title())
    pen.text(pad + 2 * r + 2.0, top - r - cap_height(heading_size) / 2, heading,
             size=heading_size, bold=True, fill=theme.INK_SOFT)
    top_first = top - 2 * r - 2.5
    panels = screen_panels()
    note_size = 6.5
    note_lines = pen.wrap(_(ASSEMBLY), pw - 2 * pad, size=note_size)
    note_h = len(note_lines) * line_lead(note_size) + 2.0
    tops = (top_first, top, top)
    bottoms = (5.5, 5.5 + note_h, 5.5)
    width = pw - 2 * pad
    size = min(fit_flow(pen, items, width, tops[k] - bottoms[k], size=9.0)
               for k, items in enumerate(panels))
    for k, items in enumerate(panels):
        draw_flow(pen, items, k * pw + pad, tops[k], width, size)
    # How to fold, at the foot of the middle panel.
    last = 4.3 + descent(note_size)
    for i, line in enumerate(reversed(note_lines)):
        pen.text(pw + pad, last + i * line_lead(note_size), line, size=note_size, fill=theme.INK_SOFT)


def screen_sheet(seat: int, options: PrintOptions) -> Sheet:
    bleed = min(options.bleed, SHEET_BLEED)

    def draw(sheet: SheetPen) -> None:
        trim = screen_trim(options)
        w, h = trim.w, trim.h
        H = h / 2
        with sheet.piece(trim, bleed=bleed) as pen:
            if not pen.ink_saver:
                b = pen.bleed_box
                pen.rect(b.x, b.y, b.w, b.h, fill=theme.PAPER)
            _screen_inside(pen, seat, w, H)
            with pen.state():
                # The outside is the upper half turned half round: folded along
                # the middle, its top meets the inside's top at the fold.
                pen.translate(w, h)
                pen.rotate(180)
                _screen_outside(pen, seat, w, H)
        # Fold marks in the margins: the middle and the two panel folds.
        sheet.fold_line(trim.x - 20, trim.cy, trim.x1 + 20, trim.cy)
        for k in range(1, SCREEN_PANELS):
            x = trim.x + k * w / SCREEN_PANELS
            sheet.fold_line(x, trim.y - 20, x, trim.y1 + 20)

    return Sheet(_("Player screens"), draw, note=_("{who} ({colour}, {mark})").format(
        who=seat_label(seat), colour=theme.seat_colour_name(seat), mark=theme.seat_mark_name(seat)))


# -- the current-player marker ----------------------------------------------------------------
#: A tent: two sloping faces, a base and a glue tab, folded from one strip.
MARKER_LENGTH = 100.0
MARKER_FACE = 38.0
MARKER_TAB = 12.0
MARKER_TOKEN = 50.0


def _marker_face(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """One face of the tent, upright in (x, y, w, h)."""
    cx = x + w / 2
    title = _("current player")
    size = 20.0
    pen.text(cx, y + h / 2 + 3.0, title, size=size, bold=True, align="center")
    pen.text(cx, y + h / 2 - 4.0, _("reveal and peek (from round {n}), then ask a word").format(n=REVEAL_FROM_ROUND),
             size=7.5, fill=theme.INK_SOFT, align="center")
    pen.text(cx, y + h / 2 - 7.6, _("at the end of your turn, pass me on in seat order"), size=7.5,
             fill=theme.INK_SOFT, align="center")


def draw_marker_tent(pen: Pen) -> None:
    """The tent in its frame (``MARKER_LENGTH`` wide): from the top face A,
    face B, the base, the glue tab. Folded, A and B meet at the top, both
    reading upright."""
    w, h = pen.width, pen.height
    F = MARKER_FACE
    ink = pen.ink_saver
    if not ink:
        b = pen.bleed
        pen.rect(-b, h - 2 * F, w + 2 * b, 2 * F + b, fill=theme.HIGHLIGHT_SOFT)
        pen.rect(-b, -b, w + 2 * b, h - 2 * F + b, fill=theme.PAPER)
    # Face B, upright, its top at the ridge.
    _marker_face(pen, 0.0, h - 2 * F, w, F)
    # Face A, turned half round: its top also at the ridge.
    with pen.state():
        pen.translate(w, 2 * h - F)
        pen.rotate(180)
        _marker_face(pen, 0.0, h - F, w, F)
    base_y = h - 3 * F
    pen.text(w / 2, base_y + F / 2 - 1.2, _("base (stands on the table)"), size=7, fill=theme.INK_SOFT,
             align="center")
    pen.text(w / 2, MARKER_TAB / 2 - 1.2, _("glue tab: under the free edge of the top face"), size=6.5,
             fill=theme.INK_SOFT, align="center")
    for fy in (h - F, h - 2 * F, base_y):
        pen.line(0.0, fy, w, fy, stroke=theme.INK_SOFT, width=0.6, dash=(3, 2))
    if ink:
        pen.rect(1.5, h - 2 * F + 1.5, w - 3.0, 2 * F - 3.0, stroke=theme.HIGHLIGHT, width=2.0, radius=2.0)


def draw_marker_token(pen: Pen) -> None:
    d = pen.width
    c = d / 2
    if pen.ink_saver:
        pen.circle(c, c, c - 1.2, stroke=theme.HIGHLIGHT, width=3.0)
    else:
        pen.circle(c, c, c + pen.bleed, fill=theme.HIGHLIGHT_SOFT)
        pen.circle(c, c, c - 1.6, stroke=theme.HIGHLIGHT, width=1.6)
    pen.text(c, c + 2.0, _("current"), size=12, bold=True, align="center")
    pen.text(c, c - 3.4, _("player"), size=12, bold=True, align="center")
    pen.text(c, c - 10.5, game_title(), size=7, fill=theme.INK_SOFT, align="center")


def marker_sheet(options: PrintOptions) -> Sheet:
    bleed = min(options.bleed, SHEET_BLEED)

    def draw(sheet: SheetPen) -> None:
        box = sheet.content
        zone = mark_zone(bleed)
        sheet.text(box.cx, box.y1 - 6.0, _("{game} – current-player marker").format(game=game_title()), size=11,
                   bold=True, align="center")
        sheet.paragraph(box.x + 10, box.y1 - 10.5, box.w - 20,
                        _("Cut out the strip, fold along the dashed lines (print outside) into a tent and glue the "
                          "tab under the free edge of the top face. It stands in front of the player whose turn "
                          "it is and moves on in seat order. The round token is a flat spare."),
                        size=8, fill=theme.INK_SOFT)
        tent_h = 3 * MARKER_FACE + MARKER_TAB
        space_top = box.y1 - 24.0
        block = zone + tent_h + zone + 6.0 + zone + MARKER_TOKEN + zone
        top = space_top - max(0.0, (space_top - box.y - block) / 2)
        trim = Rect(box.cx - MARKER_LENGTH / 2, top - zone - tent_h, MARKER_LENGTH, tent_h).rounded()
        with sheet.piece(trim, bleed=bleed, safe_inset=2.0) as pen:
            draw_marker_tent(pen)
        for k in range(1, 4):
            fy = trim.y1 - k * MARKER_FACE
            sheet.fold_line(trim.x - 20, fy, trim.x1 + 20, fy)
        ty = trim.y - zone - 6.0 - zone - MARKER_TOKEN
        token = Rect(box.cx - MARKER_TOKEN / 2, ty, MARKER_TOKEN, MARKER_TOKEN).rounded()
        with sheet.piece(token, bleed=bleed, shape="circle", safe_inset=3.0) as pen:
            draw_marker_token(pen)

    return Sheet(_("Current-player marker"), draw)

