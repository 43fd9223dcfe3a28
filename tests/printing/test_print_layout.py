"""Sheet geometry for every paper, card size, bleed, backs and layout choice."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames_desktop.printing.layout import (
    EDGE,
    LABEL_BAND,
    MIN_CROP_LEN,
    TIGHT_CROP_GAP,
    Affine,
    LayoutError,
    Piece,
    Rect,
    back_transform,
    crop_marks,
    label_box,
    plan_grid,
)
from boardgames_desktop.printing.options import BLEEDS, CARD_SIZES, PAPERS

COMBOS = list(itertools.product(PAPERS, CARD_SIZES, BLEEDS, ("duplex", "fold")))


@pytest.mark.parametrize("paper,size,bleed,backs", COMBOS)
def test_grids_fit_the_printable_area_with_room_for_marks(paper, size, bleed, backs):
    W, H = PAPERS[paper]
    cw, ch = CARD_SIZES[size]
    grid = plan_grid(W, H, cw, ch, bleed, backs)
    assert grid.per_page >= 1
    printable = Rect(EDGE, EDGE + LABEL_BAND, W - 2 * EDGE, H - 2 * EDGE - LABEL_BAND)
    pieces = [Piece(s.trim, bleed) for s in grid.slots]
    for slot in grid.slots:
        w, h = (ch, cw) if slot.rotation % 180 else (cw, ch)
        assert (slot.trim.w, slot.trim.h) == pytest.approx((w, h))
        assert printable.contains_rect(slot.trim.expand(bleed))
        # Bleed boxes never overlap: each card keeps its own bleed.
        for other in grid.slots:
            if other is not slot:
                a, b = slot.trim.expand(bleed), other.trim.expand(bleed)
                assert a.x1 <= b.x + 1e-6 or b.x1 <= a.x + 1e-6 or a.y1 <= b.y + 1e-6 or b.y1 <= a.y + 1e-6
        # The card's own frame lands exactly on its trim box.
        assert slot.transform.map_rect(Rect(0, 0, cw, ch)).rounded() == slot.trim.rounded()
    marks = crop_marks(pieces, W, H, keep_out=[Rect(EDGE, EDGE, W - 2 * EDGE, LABEL_BAND)])
    assert marks
    for m in marks:
        assert not any(p.bleed_box.touches_segment(m) for p in pieces)
        assert printable.touches_segment(m)


@pytest.mark.parametrize("paper,size,bleed", list(itertools.product(PAPERS, CARD_SIZES, BLEEDS)))
def test_duplex_grids_are_their_own_mirror_image(paper, size, bleed):
    """Backs land on the same cut lines as the fronts, so a stack cuts together."""
    W, H = PAPERS[paper]
    grid = plan_grid(W, H, *CARD_SIZES[size], bleed)
    fronts = {s.trim.rounded(4) for s in grid.slots}
    backs = {
        back_transform(s.transform, grid.card_w, grid.turn)
        .map_rect(Rect(0, 0, grid.card_w, grid.card_h))
        .rounded(4)
        for s in grid.slots
    }
    assert fronts == backs


def test_default_grids_are_the_ones_we_expect():
    assert (plan_grid(210, 297, 63.5, 88.9, 3.0).cols, plan_grid(210, 297, 63.5, 88.9, 3.0).rows) == (2, 3)
    assert plan_grid(210, 297, 63.5, 88.9, 0.0).per_page == 9  # A4, no bleed: 3 x 3 upright
    assert plan_grid(215.9, 279.4, 63.5, 88.9, 0.0).per_page == 8
    # Gutterless: nine poker cards, upright, on both papers, whatever the bleed.
    for (W, H), bleed in itertools.product(PAPERS.values(), BLEEDS):
        grid = plan_grid(W, H, *CARD_SIZES["poker"], bleed, layout="gutterless")
        assert (grid.cols, grid.rows, grid.rotated) == (3, 3, False), (W, bleed)
    # A4 keeps its label at the bottom; Letter's height goes to the cards, the label up the side.
    assert plan_grid(210, 297, *CARD_SIZES["poker"], 3.0, layout="gutterless").label == "bottom"
    assert plan_grid(215.9, 279.4, *CARD_SIZES["poker"], 3.0, layout="gutterless").label == "left"


GUTTERLESS = list(itertools.product(PAPERS, CARD_SIZES, BLEEDS, ("duplex", "fold")))


@pytest.mark.parametrize("paper,size,bleed,backs", GUTTERLESS)
def test_gutterless_grids_abut_and_mark_every_cut_outside_the_block(paper, size, bleed, backs):
    W, H = PAPERS[paper]
    cw, ch = CARD_SIZES[size]
    grid = plan_grid(W, H, cw, ch, bleed, backs, layout="gutterless")
    if backs == "duplex":  # at least as many cards as with a bleed around each
        assert grid.per_page >= plan_grid(W, H, cw, ch, bleed, backs).per_page
    label = label_box(W, H, grid.label)
    printable = Rect(EDGE, EDGE, W - 2 * EDGE, H - 2 * EDGE)
    block = grid.block
    assert block.w == pytest.approx(grid.cols * grid.slots[0].trim.w)  # no gutters
    assert block.h == pytest.approx(grid.rows * grid.slots[0].trim.h)
    for slot in grid.slots:
        # Art reaches past the trim only on the block's outer sides, and stays printable.
        assert slot.clip.contains_rect(slot.trim) and block.expand(6.0).contains_rect(slot.clip)
        assert printable.contains_rect(slot.clip) and not _overlap(slot.clip, label)
        for other in grid.slots:
            if other is not slot:
                assert not _overlap(slot.clip, other.clip)
    xs, ys = grid.cut_lines()
    assert len(xs) == grid.cols + 1 and len(ys) == grid.rows + 1
    marks = grid.crop_marks()
    for m in marks:
        box = Rect(min(m.x0, m.x1), min(m.y0, m.y1), abs(m.x1 - m.x0), abs(m.y1 - m.y0))
        assert printable.contains_rect(box)
        assert not label.inset(0.01).touches_segment(m)  # may end where the label band begins
        assert not any(s.clip.expand(TIGHT_CROP_GAP - 1e-3).touches_segment(m) for s in grid.slots)
        assert m.length >= MIN_CROP_LEN - 1e-6
    # Every cut line is marked at both ends of the block, but towards a fold.
    for x in xs:
        ends = [m for m in marks if m.x0 == m.x1 == x]
        assert any(min(m.y0, m.y1) > block.y1 for m in ends)
        assert grid.mode == "fold-h" or any(max(m.y0, m.y1) < block.y for m in ends)
    for y in ys:
        ends = [m for m in marks if m.y0 == m.y1 == y]
        assert any(max(m.x0, m.x1) < block.x for m in ends)
        assert grid.mode == "fold-v" or any(min(m.x0, m.x1) > block.x1 for m in ends)


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x1 - 1e-6 and b.x < a.x1 - 1e-6 and a.y < b.y1 - 1e-6 and b.y < a.y1 - 1e-6


@pytest.mark.parametrize("paper,size,bleed", list(itertools.product(PAPERS, CARD_SIZES, BLEEDS)))
def test_gutterless_duplex_grids_are_their_own_mirror_image(paper, size, bleed):
    """Fronts and backs share the cut lines and the bleed: a back's art covers
    exactly the mirror of its front's."""
    W, H = PAPERS[paper]
    grid = plan_grid(W, H, *CARD_SIZES[size], bleed, layout="gutterless")
    fronts = {(s.trim.rounded(4), s.clip.rounded(4)) for s in grid.slots}
    backs = {
        (back_transform(s.transform, grid.card_w, grid.turn)
         .map_rect(Rect(0, 0, grid.card_w, grid.card_h)).rounded(4),
         grid.turn.map_rect(s.clip).rounded(4))
        for s in grid.slots
    }
    assert fronts == backs


def test_cards_too_big_for_the_paper_are_refused_clearly():
    with pytest.raises(LayoutError, match="does not fit"):
        plan_grid(210, 297, 200, 300, 3.0)


@settings(max_examples=200, deadline=None)
@given(
    paper=st.sampled_from(sorted(PAPERS)),
    size=st.sampled_from(sorted(CARD_SIZES)),
    bleed=st.sampled_from(BLEEDS),
    dx=st.floats(-10, 10, allow_nan=False),
    dy=st.floats(-10, 10, allow_nan=False),
    u=st.floats(0, 1),
    v=st.floats(0, 1),
    layout=st.sampled_from(("gutterless", "bleed")),
)
def test_a_point_of_a_back_sits_behind_the_same_point_of_its_front(paper, size, bleed, dx, dy, u, v, layout):
    """Turn the sheet over its long edge (x -> W - x), undo the offset, turn the
    card back over its own vertical axis: every back point is behind its front point."""
    W, H = PAPERS[paper]
    cw, ch = CARD_SIZES[size]
    grid = plan_grid(W, H, cw, ch, bleed, layout=layout)
    for slot in grid.slots:
        back = back_transform(slot.transform, cw, grid.turn, (dx, dy))
        assert back.determinant == pytest.approx(1.0)  # a turn, never a mirror image
        # A point (u, v) of the back, seen from the back, is the point (cw - u, v) of the front.
        bx, by = back.apply(u * cw, v * ch)
        fx, fy = slot.transform.apply(cw - u * cw, v * ch)
        assert (W - (bx - dx), by - dy) == pytest.approx((fx, fy), abs=1e-9)


def test_affine_composition_and_quarter_turns_are_exact():
    r = Affine.rotate(90)
    assert r.apply(1.0, 0.0) == (0.0, 1.0)
    assert r.then(r).then(r).then(r) == Affine()
    t = Affine.translate(2.0, 3.0)
    assert r.then(t).apply(1.0, 0.0) == (2.0, 4.0)
    assert Affine.mirror_x(5.0).apply(1.0, 7.0) == (9.0, 7.0)
