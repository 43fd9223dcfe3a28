"""The held-hands print set, read back from the PDFs the command writes."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest
from pypdf import PdfReader

from .pdfread import Box, card_local_u, char_box, pdf, read, words_in

EMOTIONS = ("happy", "calm", "angry", "sad")
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}
# Poker cards with 3 mm bleed: two columns of quarter-turned cards, three rows,
# 6 mm between neighbours, centred left-right, worked out by hand.
EXPECTED_TRIMS = {
    "a4": {
        (x0, y0, x0 + 88.9, y0 + 63.5)
        for x0 in (13.1, 108.0)
        for y0 in (188.0, 118.5, 49.0)
    },
    "letter": {
        (x0, y0, x0 + 88.9, y0 + 63.5)
        for x0 in (16.05, 110.95)
        for y0 in (179.2, 109.7, 40.2)
    },
}
CARD_FILES = ("emotion-cards", "goal-cards")


def _r(box: Box) -> tuple[float, float, float, float]:
    return box.rounded(2)


def _expected(paper):
    return {tuple(round(v, 2) + 0.0 for v in t) for t in EXPECTED_TRIMS[paper]}


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
    for page in pages:
        # Fronts and backs alike: the same cut lines on every sheet of the deck.
        assert {_r(t) for t in page.trims} == _expected(paper), f"page {page.number}"
        assert len(page.trims) == 6


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_crop_marks_are_outside_every_card_and_guide_every_cut(printed, paper):
    folder = printed("held-hands", "--paper", paper)
    W, H = PAPER_MM[paper]
    bleed = 3.0
    for part in (*CARD_FILES, "board", "tracks-pawns"):
        for page in read(pdf(folder, part)):
            assert page.marks, f"{part} page {page.number} has no crop marks"
            bleeds = [t.grow(bleed) for t in page.trims]
            for m in page.marks:
                assert not any(m.meets(b) for b in bleeds), (part, page.number, m)
                # Printable: 5 mm from every edge, above the label band.
                for x, y in ((m.x0, m.y0), (m.x1, m.y1)):
                    assert 5.0 - 1e-3 <= x <= W - 5.0 + 1e-3 and 8.5 - 1e-3 <= y <= H - 5.0 + 1e-3
                assert m.length == pytest.approx(3.5, abs=0.01)
                # Each mark continues a cut line.
                edges = {round(v, 2) for t in page.trims for v in ((t.x0, t.x1) if m.vertical else (t.y0, t.y1))}
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


@pytest.mark.parametrize("offset", [(0.0, 0.0), (1.5, -0.7)])
@pytest.mark.parametrize("part", CARD_FILES)
def test_duplex_backs_land_exactly_behind_their_fronts(printed, part, offset):
    argv = ("held-hands", "--paper", "a4")
    if offset != (0.0, 0.0):
        argv += ("--back-offset", f"{offset[0]},{offset[1]}")
    pages = read(pdf(printed(*argv), part))
    assert len(pages) % 2 == 0
    for front, back in zip(pages[0::2], pages[1::2]):
        assert "fronts" in front.label and f"backs of page {front.number}" in back.label
        assert {_behind(t, 210.0, offset) for t in front.trims} == {_r(t) for t in back.trims}
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
            for ch in page.chars:
                box = char_box(ch, h_pt)
                if box.y1 < 9.0:
                    continue  # the page label, in the margin
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
                assert "poker 63.5 × 88.9 mm" in page.label and "bleed 3 mm" in page.label
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
    for page in pages:
        words = [w.text for w in page.words]
        assert {"A", "B", "C"} <= set(words)
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
