"""The held-hands print set, read back from the PDFs the command writes."""

from __future__ import annotations

import math
from collections import Counter
from itertools import permutations

import pdfplumber
import pytest
from pypdf import PdfReader

from boardgames_desktop import theme
from boardgames_desktop.games.held_hands import data
from boardgames_desktop.printing.document import CUT_COLOUR
from boardgames_desktop.printing.layout import TRIM_LINE_PT

from .pdfread import (
    PT,
    Box,
    art_chars,
    card_local_u,
    char_box,
    pdf,
    read,
    same_colour,
    strokes_on_trims,
    words_in,
)

EMOTIONS = ("happy", "calm", "angry", "sad")
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}
# Poker cards (63 x 88 mm), gutterless: three upright columns and three rows
# edge to edge, centred left-right, worked out by hand. A4: centred between
# the label band (5 + 3.5 mm) and the top edge (5 mm). Letter: its 279.4 mm
# leave 7.7 mm above and below 3 x 88 mm, no room for the label band, which
# moves up the left side; the block is centred between the paper's 5 mm edges.
EXPECTED_TRIMS = {
    "a4": {
        (x0, y0, x0 + 63.0, y0 + 88.0)
        for x0 in (10.5, 73.5, 136.5)
        for y0 in (194.25, 106.25, 18.25)
    },
    "letter": {
        (x0, y0, x0 + 63.0, y0 + 88.0)
        for x0 in (13.45, 76.45, 139.45)
        for y0 in (183.7, 95.7, 7.7)
    },
}
# The same cards in the bleed layout: two columns of quarter-turned cards,
# three rows, 6 mm between neighbours.
EXPECTED_BLEED_TRIMS = {
    "a4": {(x0, y0, x0 + 88.0, y0 + 63.0) for x0 in (14.0, 108.0) for y0 in (187.75, 118.75, 49.75)},
    "letter": {(x0, y0, x0 + 88.0, y0 + 63.0) for x0 in (16.95, 110.95) for y0 in (178.95, 109.95, 40.95)},
}
CARD_FILES = ("emotion-cards", "goal-cards")


def _r(box: Box) -> tuple[float, float, float, float]:
    return box.rounded(2)


def _expected(paper, table=EXPECTED_TRIMS):
    return {tuple(round(v, 2) + 0.0 for v in t) for t in table[paper]}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_page_is_exactly_the_chosen_paper(printed, paper):
    folder = printed("held-hands", "--paper", paper)
    files = sorted(folder.glob("*.pdf"))
    assert {f.name for f in files} >= {
        f"held-hands-{part}-{paper}.pdf" for part in ("emotion-cards", "goal-cards", "board", "tracks-pawns", "rules")
    }
    for f in files:
        for page in PdfReader(f).pages:
            w, h = float(page.mediabox.width), float(page.mediabox.height)
            assert (w, h) == pytest.approx(PAPER_PT[paper], abs=1e-3), f.name
        for page in read(f):
            assert (page.width, page.height) == pytest.approx(PAPER_MM[paper], abs=0.01)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("part", CARD_FILES)
def test_card_trim_boxes_sit_where_expected_on_every_page(printed, paper, part):
    pages = read(pdf(printed("held-hands", "--paper", paper), part))
    full = [page for page in pages if len(page.trims) == 9]
    assert len(full) >= 4
    for page in full:
        # Fronts and backs alike: the same cut lines on every full sheet of the deck.
        assert {_r(t) for t in page.trims} == _expected(paper), f"page {page.number}"
    for page in pages:  # the last sheet's cards sit in the first slots of the same grid
        assert {_r(t) for t in page.trims} <= _expected(paper)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("part", CARD_FILES)
def test_the_bleed_layout_keeps_a_bleed_around_every_card(printed, paper, part):
    folder = printed("held-hands", "--paper", paper, "--layout", "bleed")
    pages = read(pdf(folder, f"{part}-{paper}-bleed"))
    for page in pages:
        assert {_r(t) for t in page.trims} <= _expected(paper, EXPECTED_BLEED_TRIMS), f"page {page.number}"
        assert "bleed 3 mm" in page.label
    assert any(len(page.trims) == 6 for page in pages)


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_crop_marks_are_outside_every_card_and_guide_every_cut(printed, paper, layout):
    folder = printed("held-hands", "--paper", paper, "--layout", layout)
    W, H = PAPER_MM[paper]
    # Gutterless: as much of the bleed as fits, and marks at least 0.5 mm beyond it.
    clear = 3.0 if layout == "bleed" else 0.45
    for part in (*CARD_FILES, "board", "tracks-pawns"):
        pages = read(pdf(folder, part))
        # Every sheet of a deck carries the marks of the whole grid, a last sheet
        # with fewer cards too (a stack is cut together).
        all_trims = [t for p in pages for t in p.trims]
        for page in pages:
            assert page.marks, f"{part} page {page.number} has no crop marks"
            bleeds = [t.grow(clear) for t in page.trims]
            left_label = paper == "letter" and layout == "gutterless" and part in CARD_FILES
            for m in page.marks:
                assert not any(m.meets(b) for b in bleeds), (part, page.number, m)
                # Printable: 5 mm from every edge, beside the label band.
                for x, y in ((m.x0, m.y0), (m.x1, m.y1)):
                    assert 5.0 - 1e-3 <= x <= W - 5.0 + 1e-3 and 5.0 - 1e-3 <= y <= H - 5.0 + 1e-3
                    assert (x >= 8.5 - 1e-3) if left_label else (y >= 8.5 - 1e-3)
                assert 2.0 - 0.01 <= m.length <= 3.5 + 0.01
                # Each mark continues a cut line.
                edges = {round(v, 2) for t in all_trims
                         for v in ((t.x0, t.x1) if m.vertical else (t.y0, t.y1))}
                assert round(m.x0 if m.vertical else m.y0, 2) in edges
            # Every cut line is marked at both of its ends.
            for t in page.trims:
                for x in (t.x0, t.x1):
                    ys = [m for m in page.marks if m.vertical and abs(m.x0 - x) < 0.01]
                    assert any(min(m.y0, m.y1) > t.y1 for m in ys) and any(max(m.y0, m.y1) < t.y0 for m in ys)
                for y in (t.y0, t.y1):
                    xs = [m for m in page.marks if not m.vertical and abs(m.y0 - y) < 0.01]
                    assert any(min(m.x0, m.x1) > t.x1 for m in xs) and any(max(m.x0, m.x1) < t.x0 for m in xs)


def _behind(front: Box, W: float, offset=(0.0, 0.0)) -> tuple[float, ...]:
    """Where a front's trim box must be on the back page after a long-edge flip."""
    dx, dy = offset
    return Box(W - front.x1 + dx, front.y0 + dy, W - front.x0 + dx, front.y1 + dy).rounded(2)


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("offset", [(0.0, 0.0), (1.5, -0.7)])
@pytest.mark.parametrize("part", CARD_FILES)
def test_duplex_backs_land_exactly_behind_their_fronts(printed, part, offset, paper, layout):
    argv = ("held-hands", "--paper", paper, "--layout", layout)
    if offset != (0.0, 0.0):
        argv += ("--back-offset", f"{offset[0]},{offset[1]}")
    pages = read(pdf(printed(*argv), part))
    assert len(pages) % 2 == 0
    for front, back in zip(pages[0::2], pages[1::2]):
        assert "fronts" in front.label and f"backs of page {front.number}" in back.label
        assert front.trims
        assert {_behind(t, PAPER_MM[paper][0], offset) for t in front.trims} == {_r(t) for t in back.trims}
        if offset != (0.0, 0.0):
            assert "back offset 1.5,-0.7 mm" in back.label


def _card_sides(page, trim):
    """(left, right) emotion names on a card, in the card's own left and right."""
    words = [w for w in words_in(page, trim) if w.text in EMOTIONS]
    assert words, f"no emotion named on a card on page {page.number}"
    direction = words[0].direction
    left = {w.text for w in words if card_local_u(w, trim, direction) < 0}
    right = {w.text for w in words if card_local_u(w, trim, direction) > 0}
    return left, right


def _fronts(pages):
    return [p for p in pages if "fronts" in p.label]


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter"), ("--ink-saver",)])
def test_48_emotion_cards_each_ordered_pair_four_times(printed, argv):
    pages = read(pdf(printed("held-hands", *argv), "emotion-cards"))
    pairs = Counter()
    for page in _fronts(pages):
        for trim in page.trims:
            left, right = _card_sides(page, trim)
            assert len(left) == 1 and len(right) == 1, (page.number, left, right)
            pairs[(left.pop(), right.pop())] += 1
    assert sum(pairs.values()) == 48
    assert pairs == Counter(dict.fromkeys(permutations(EMOTIONS, 2), 4))
    backs = [p for p in pages if "backs of page" in p.label]
    assert sum(len(p.trims) for p in backs) == 48
    for page in backs:
        for trim in page.trims:
            assert "emotion" in {w.text for w in words_in(page, trim)}


def test_24_goal_cards_six_of_each_emotion(printed):
    pages = read(pdf(printed("held-hands", "--paper", "a4"), "goal-cards"))
    goals = Counter()
    for page in _fronts(pages):
        for trim in page.trims:
            words = {w.text for w in words_in(page, trim)}
            assert "goal" in words
            named = words & set(EMOTIONS)
            assert len(named) == 1, named
            goals[named.pop()] += 1
    assert goals == Counter(dict.fromkeys(EMOTIONS, 6))
    backs = [p for p in pages if "backs of page" in p.label]
    assert sum(len(p.trims) for p in backs) == 24


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_card_text_stays_in_the_safe_zone(printed, paper):
    folder = printed("held-hands", "--paper", paper)
    for part in CARD_FILES:
        for page in read(pdf(folder, part)):
            safe = [t.grow(-4.0) for t in page.trims]
            h_pt = page.height / (25.4 / 72)
            for ch in art_chars(page):  # the page label is in the margin
                box = char_box(ch, h_pt)
                assert any(s.contains_box(box, tol=0.05) for s in safe), (part, page.number, ch["text"], box)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_sheet_says_what_it_is(printed, paper):
    folder = printed("held-hands", "--paper", paper)
    name = {"a4": "A4", "letter": "US Letter"}[paper]
    components = {
        "emotion-cards": "Emotion cards", "goal-cards": "Goal cards", "board": "Board",
        "tracks-pawns": "Balance tracks and pawns", "rules": "Rules summary", "calibration": "Printer calibration",
    }
    for part, component in components.items():
        pages = read(pdf(folder, part))
        for page in pages:
            assert component in page.label
            assert f"page {page.number} of {len(pages)}" in page.label
            assert name in page.label and "actual size (100%)" in page.label
            if part in CARD_FILES:
                assert "…and then we held hands" in page.label
                assert "poker 63 × 88 mm" in page.label and "shared cut lines" in page.label
                assert "flip on long edge" in page.label


def test_board_fits_one_page_and_marks_both_seats(printed):
    for paper in ("a4", "letter"):
        (page,) = read(pdf(printed("held-hands", "--paper", paper), "board"))
        assert len(page.trims) == 1
        board = page.trims[0]
        assert board.w == pytest.approx(board.h, abs=0.01)
        assert board.w > 180
        text = " ".join(w.text for w in page.words)
        assert "start seat 1" in text and "start seat 2" in text


def test_large_board_is_tiled_over_two_pages_with_assembly_marks(printed):
    pages = read(pdf(printed("held-hands", "--paper", "letter", "--board", "large"), "board"))
    assert len(pages) == 2
    assert "tile 1 of 2" in pages[0].label and "tile 2 of 2" in pages[1].label
    # The marks A, B, C stand on the glue strip only: tile 2 covers them, and nothing of
    # them is left on the board (its nodes, its heart) once it is glued.
    assert {"A", "B", "C"} <= {w.text for w in pages[0].words}
    assert not {"A", "B", "C"} & {w.text for w in pages[1].words}
    for page in pages:
        assert len(page.trims) == 1
    # The tiles are the two halves of one square board: the same length along the
    # seam, and together (less the glue strip) as wide as they are long.
    first, second = pages[0].trims[0], pages[1].trims[0]
    assert first.h == pytest.approx(second.h, abs=0.01)
    assert first.w - 12.0 + second.w == pytest.approx(first.h, abs=0.01)
    assert "glue" in " ".join(w.text for w in pages[0].words)


def test_tracks_run_from_minus_two_to_plus_two_with_break_up_ends(printed):
    (page,) = read(pdf(printed("held-hands", "--paper", "a4"), "tracks-pawns"))
    words = [w.text for w in page.words]
    assert len(page.trims) == 2  # two tracks; the round tokens have circle cut lines
    for value in ("–2", "–1", "0", "+1", "+2"):
        assert words.count(value) >= 2, value
    assert words.count("break") == 4  # both ends of both tracks
    assert "seat 1 (south)" in " ".join(words) and "seat 2 (north)" in " ".join(words)


def test_rules_summary_is_one_page(printed):
    (page,) = read(pdf(printed("held-hands", "--paper", "letter"), "rules"))
    text = " ".join(w.text for w in page.words)
    for heading in ("The aim", "Setting up", "Perspective", "A turn", "Rings", "Holding hands"):
        assert heading in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 3.0, 6.0])
def test_the_fitted_board_is_one_page_and_big_enough_to_play(paper, bleed):
    from boardgames_desktop.games.held_hands import pnp
    from boardgames_desktop.printing import PrintOptions
    from boardgames_desktop.printing.tiling import one_page_size

    options = PrintOptions(paper=paper, bleed=bleed)
    assert len(pnp.board_sheets(options)) == 1
    side = one_page_size(options, bleed=min(bleed, pnp.BOARD_BLEED))
    # Neighbouring outer nodes further apart than a pawn is wide.
    assert pnp.outer_spacing(side) >= pnp.MIN_OUTER_SPACING > pnp.PAWN_D
    assert len(pnp.board_sheets(PrintOptions(paper=paper, bleed=bleed, board="large"))) == 2


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter", "--ink-saver"),
                                  ("--layout", "bleed", "--backs", "fold"), ("--bleed", "6", "--ink-saver")])
def test_nothing_is_drawn_on_any_trim(printed, argv):
    """A card, a track or the board cut half a millimetre off shows no line.
    (A tiled board is left out: its upper tile is cut along the seam of art
    that runs on under it, where lines may cross or follow the cut.)"""
    folder = printed("held-hands", *argv)
    for part in (*CARD_FILES, "board", "tracks-pawns"):
        pages = read(pdf(folder, part))
        assert any(p.trims for p in pages), part
        for page in pages:
            assert strokes_on_trims(page) == [], (part, page.number)


def _discs(path, colours):
    """(centre x, centre y, diameter) of every filled round shape in one of ``colours``, mm."""
    found = []
    with pdfplumber.open(path) as doc:
        p = doc.pages[0]
        h = p.height
        for o in p.curves:
            colour = o["non_stroking_color"]
            if o["fill"] and any(same_colour(colour, c) for c in colours):
                w, hh = (o["x1"] - o["x0"]) * PT, (o["bottom"] - o["top"]) * PT
                if abs(w - hh) < 0.05:
                    found.append(((o["x0"] + o["x1"]) / 2 * PT, (h - (o["top"] + o["bottom"]) / 2) * PT, w))
    return found


def _cut_circles(path):
    with pdfplumber.open(path) as doc:
        p = doc.pages[0]
        return [(o["x1"] - o["x0"]) * PT for o in p.curves
                if o["stroke"] and not o["fill"] and same_colour(o["stroking_color"], CUT_COLOUR)
                and abs(o["linewidth"] - TRIM_LINE_PT) < 1e-3]


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter"),
                                  ("--paper", "a4", "--bleed", "6")])
def test_pawns_and_markers_fit_the_printed_boards_nodes(printed, argv):
    """Measured on paper: the nodes of the printed board and the discs cut out for it."""
    folder = printed("held-hands", *argv)
    nodes = _discs(pdf(folder, "board"), data.EMOTION_HEX.values())
    node_d = max(d for _x, _y, d in nodes)
    assert len(nodes) == 56 and 9.0 < node_d < 10.5
    spacing = min(math.dist(a[:2], b[:2]) for a in nodes for b in nodes if a is not b)
    assert 14.5 < spacing < 16.0
    cuts = _cut_circles(pdf(folder, "tracks-pawns"))
    assert len(cuts) == 8  # a pawn and a marker for each seat, and a spare of each
    seat_colours = [s["colour"] for s in theme.SEATS[:2]]
    # Each token's outer disc (the markers' hearts are seat-coloured too, and smaller).
    printed_discs = [disc for disc in _discs(pdf(folder, "tracks-pawns"), seat_colours) if disc[2] > 10.0]
    assert len(printed_discs) == 8
    for d in cuts + [d for _x, _y, d in printed_discs]:
        # At most the node spacing, colour and all: two pawns on neighbouring nodes
        # never overlap, and a pawn never hides the next node.
        assert node_d < d <= spacing, (d, spacing)
    for d in cuts:
        assert spacing - d >= 1.5  # room to see which node a pawn stands on


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter", "--ink-saver")])
def test_the_printed_heart_has_the_screens_colour(printed, argv):
    (page,) = read(pdf(printed("held-hands", *argv), "board"))
    board = page.trims[0]
    ink_saver = "--ink-saver" in argv
    with pdfplumber.open(pdf(printed("held-hands", *argv), "board")) as doc:
        p = doc.pages[0]
        hearts = [o for o in p.curves
                  if same_colour(o["stroking_color" if ink_saver else "non_stroking_color"], data.HEART_HEX)
                  and (o["stroke"] if ink_saver else o["fill"])]
    assert len(hearts) == 1
    (heart,) = hearts
    cx = (heart["x0"] + heart["x1"]) / 2 * PT
    assert cx == pytest.approx(board.cx, abs=0.5)
