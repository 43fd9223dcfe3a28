"""Hooky's cards: 26 letter cards and 6 round cards, each kind with its back."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .... import theme
from ....core.i18n import _
from ....printing import Card, CardDeck
from ....printing.layout import Rect
from ....printing.pen import WHITE, Pen
from ....printing.typeset import (
    PT_PER_MM,
    Block,
    ascent,
    cap_height,
    centred_caps,
    descent,
    draw_flow,
    fit_flow,
    pt_to_mm,
)
from ..data import (
    LETTERS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    SETUPS,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
)
from .common import PLAYER_COUNTS, and_list, or_list, safe_box


# -- letter cards ----------------------------------------------------------------------------
def _underlined(pen: Pen, x: float, base: float, letter: str, *, size: float, align: str = "left",
                fill=theme.INK, bar=theme.HIGHLIGHT) -> None:
    """A letter with a bar under it: the bar says which way up the letter is
    (M and W, N and Z look alike upside down on the table)."""
    w = pen.text(x, base, letter, size=size, bold=True, fill=fill, align=align)
    x0 = {"left": x, "center": x - w / 2, "right": x - w}[align]
    thick = max(0.35, pt_to_mm(size) * 0.055)
    gap = pt_to_mm(size) * 0.09
    pen.rect(x0, base - gap - thick, w, thick, fill=bar)


def letter_size(pen: Pen) -> float:
    """One size for every big letter, so W fits as well as I."""
    s = pen.card_scale()
    widest = max(pen.text_width(ch, size=1.0, bold=True) for ch in LETTERS)
    return min(140.0 * s, (safe_box(pen).w - 6.0) / widest)


def letter_front(letter: str) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        w, h = pen.width, pen.height
        safe = safe_box(pen)
        pen.card_background(theme.PAPER)
        pen.card_frame()
        size = letter_size(pen)
        base = h / 2 - cap_height(size) / 2 + 1.5 * s
        _underlined(pen, w / 2, base, letter, size=size, align="center")
        # Corner indices, both ends, so the letter shows in a hand fanned either
        # way and reads from either side of the table.
        isize = 15.0 * s
        up = ascent(isize, True)
        for turn in (0, 180):
            with pen.state():
                if turn:
                    pen.translate(w, h)
                    pen.rotate(180)
                base = safe.y1 - up
                _underlined(pen, safe.x + 0.3, base, letter, size=isize, align="left")
                _underlined(pen, safe.x1 - 0.3, base, letter, size=isize, align="right")

    return draw


def _hooky_boxes(pen: Pen, cx: float, cy: float, box: float, *, ink=theme.INK, paper=theme.PAPER) -> None:
    """H O O K Y in five letter boxes, one of them slipping out of line: the
    truant who is playing hooky."""
    word = "HOOKY"
    gap = box * 0.18
    total = len(word) * box + (len(word) - 1) * gap
    x = cx - total / 2
    size = box * PT_PER_MM * 0.62
    for i, ch in enumerate(word):
        with pen.state():
            bx, by = x + box / 2, cy
            if i == 3:  # the K slips off
                pen.translate(bx + box * 0.12, by + box * 0.55)
                pen.rotate(14)
            else:
                pen.translate(bx, by)
            fill = None if pen.ink_saver else paper
            dash = (1.6, 1.0) if i == 3 else None
            pen.rect(-box / 2, -box / 2, box, box, fill=fill, stroke=ink, width=0.9, radius=box * 0.12, dash=dash)
            centred_caps(pen, 0.0, 0.0, ch, size=size, fill=ink)
        x += box + gap


def letter_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.PAPER_DEEP)
    pen.card_frame(colour=theme.INK_SOFT, width=1.0)
    # A faint worksheet grid behind the word: the game is a grid of deductions.
    inner = Rect(2.4, 2.4, w - 4.8, h - 4.8).inset(3.0 * s)
    step = 6.0 * s
    nx = int(inner.w // step)
    ny = int(inner.h // step)
    gx = (w - nx * step) / 2
    gy = (h - ny * step) / 2
    for i in range(nx + 1):
        pen.line(gx + i * step, gy, gx + i * step, gy + ny * step, stroke=theme.RULE, width=0.35)
    for j in range(ny + 1):
        pen.line(gx, gy + j * step, gx + nx * step, gy + j * step, stroke=theme.RULE, width=0.35)
    _hooky_boxes(pen, w / 2, h / 2, 9.0 * s)
    # The words sit on a plate of the card's own ground: no grid line runs through them.
    words, size = _("letter card"), 7 * s
    base = safe_box(pen).y + 1.0
    tw = pen.text_width(words, size=size)
    pen.rect(w / 2 - tw / 2 - 1.5, base - 1.2 * s, tw + 3.0, 4.0 * s,
             fill=WHITE if pen.ink_saver else theme.PAPER_DEEP)
    pen.text(w / 2, base, words, size=size, fill=theme.INK_SOFT, align="center")


# -- round cards -------------------------------------------------------------------------------
def _round_list(rounds: Sequence[int]) -> str:
    return and_list(rounds)


def playground_counts(rnd: int) -> list[int]:
    """The player counts that turn up a playground card after round ``rnd``."""
    return [n for n in PLAYER_COUNTS if rnd in SETUPS[n].reveal_after]


def round_blocks(rnd: int) -> list[Block]:
    """What happens in round ``rnd``, from the spec (see the module doc)."""
    blocks: list[Block] = []
    if rnd == 1:
        blocks += [
            Block("h", _("Before round 1: opening clues")),
            Block("p", _("In seat order from Player 1, each player names a five-letter word holding at least "
                         "one of their own letters and says how many of its letters are in their hand.")),
        ]
    blocks.append(Block("h", _("Each turn, in seat order")))
    step = 1
    if rnd >= REVEAL_FROM_ROUND:
        blocks.append(Block("li", _("**May first** (once a turn): reveal one face-down card of your hand, "
                                    "then look secretly at a random card of another player."), f"{step}."))
        step += 1
    else:
        blocks.append(Block("p", _("No reveal-and-peek yet: it starts in round {n}.").format(n=REVEAL_FROM_ROUND)))
    blocks += [
        Block("li", _("**Ask** another player a five-letter word."), f"{step}."),
        Block("li", _("They **answer** how many of its letters are in their hand; everyone notes it."),
              f"{step + 1}."),
    ]
    blocks.append(Block("h", _("After round {n}").format(n=rnd)))
    counts = playground_counts(rnd)
    if counts and len(counts) == len(PLAYER_COUNTS):
        blocks.append(Block("p", _("Turn **one playground card** face up: it is not a truant.")))
    elif counts:
        others = [n for n in PLAYER_COUNTS if n not in counts]
        blocks.append(Block("p", _("With {counts} players, turn the **last playground card** face up. "
                                   "(With {others} players it is up already.)").format(
            counts=or_list(counts), others=and_list(others))))
    if rnd in TRUANT_GUESS_ROUNDS:
        blocks.append(Block("p", _("Everyone secretly writes a **truant guess**: {n} different letters. "
                                   "Each one right scores **{points}**.").format(
            n=TRUANT_COUNT, points=TRUANT_POINTS[rnd])))
    if rnd == ROUNDS:
        blocks.append(Block("p", _("Then write the letters of every other hand, reveal the truants and score.")))
    if not counts and rnd not in TRUANT_GUESS_ROUNDS:
        blocks.append(Block("p", _("Nothing else happens.")))
    return blocks


def round_front(rnd: int) -> Callable[[Pen], None]:
    def draw(pen: Pen) -> None:
        s = pen.card_scale()
        safe = safe_box(pen)
        pen.card_background(theme.PAPER)
        pen.card_frame(colour=theme.HIGHLIGHT, width=1.4)
        # Head: "round" and the number, big.
        nsize = 34.0 * s
        top = safe.y1
        pen.text(safe.x, top - ascent(8.0 * s, True), _("ROUND"), size=8.0 * s, bold=True, fill=theme.INK_SOFT)
        pen.text(safe.x, top - ascent(8.0 * s, True) - 0.6 - cap_height(nsize) - 1.0 * s, str(rnd),
                 size=nsize, bold=True, fill=theme.INK)
        pen.text(safe.x1, top - ascent(8.0 * s, True), _("of {n}").format(n=ROUNDS), size=8.0 * s,
                 fill=theme.INK_SOFT,
                 align="right")
        # The six rounds as pips, this one filled.
        r = 2.1 * s
        gap = 1.9 * s
        px = safe.x1 - r
        py = top - ascent(8.0 * s, True) - 4.5 * s - r
        for k in range(ROUNDS, 0, -1):
            if k == rnd:
                pen.circle(px, py, r, fill=theme.HIGHLIGHT if not pen.ink_saver else theme.INK,
                           stroke=theme.INK, width=0.6)
            else:
                pen.circle(px, py, r, stroke=theme.INK_SOFT, width=0.6)
            px -= 2 * r + gap
        text_top = top - ascent(8.0 * s, True) - 0.6 - cap_height(nsize) - 1.0 * s - descent(nsize) - 1.5 * s
        pen.line(safe.x, text_top + 1.0 * s, safe.x1, text_top + 1.0 * s, stroke=theme.RULE, width=0.6)
        blocks = round_blocks(rnd)
        height = text_top - 1.0 * s - safe.y
        size = fit_flow(pen, blocks, safe.w, height, size=8.0 * s)
        draw_flow(pen, blocks, safe.x, text_top - 1.0 * s, safe.w, size, accent=theme.INK)

    return draw


def round_back(pen: Pen) -> None:
    s = pen.card_scale()
    w, h = pen.width, pen.height
    pen.card_background(theme.HIGHLIGHT_SOFT)
    pen.card_frame(colour=theme.HIGHLIGHT if pen.ink_saver else theme.INK_SOFT, width=2.0 if pen.ink_saver else 1.0)
    cx, cy = w / 2, h * 0.54
    R = min(w, h) * 0.30
    pen.circle(cx, cy, R, stroke=theme.INK, width=1.0)
    for k in range(ROUNDS):
        a = math.radians(90 - k * 360 / ROUNDS)
        x, y = cx + R * math.cos(a), cy + R * math.sin(a)
        pen.circle(x, y, 4.2 * s, fill=theme.PAPER if not pen.ink_saver else None, stroke=theme.INK, width=0.8)
        centred_caps(pen, x, y, str(k + 1), size=9 * s)
    centred_caps(pen, cx, cy, "HOOKY", size=10 * s)
    pen.text(w / 2, safe_box(pen).y + 1.0, _("round card"), size=7 * s, fill=theme.INK_SOFT, align="center")


def letter_deck() -> CardDeck:
    cards = tuple(Card(letter_front(ch), name=ch) for ch in LETTERS)
    return CardDeck(_("Letter cards"), cards, back=letter_back)


def round_deck() -> CardDeck:
    cards = tuple(Card(round_front(r), name=_("round {n}").format(n=r)) for r in range(1, ROUNDS + 1))
    return CardDeck(_("Round cards"), cards, back=round_back)

