"""The shared document machinery with made-up decks and sheets: every back
behind its own front (duplex, separate, fold) in both card layouts, blank
backs that keep duplex parity, nothing drawn on any trim, and the pen's
refusals (text outside the safe zone, big ink-saver fills)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from boardgames_desktop.printing import Card, CardDeck, Document, LayoutError, PrintOptions, Rect, Sheet, render
from boardgames_desktop.printing.document import card_slots
from boardgames_desktop.printing.layout import FOLD_LINE_PT

from .pdfread import PT, Box, read, strokes_on_trims, words_in


def numbered_deck(n: int, size=None, full_bleed=False) -> CardDeck:
    """Cards whose fronts say 'front 7' and whose own backs say 'back 7', framed
    inside the safe zone and filled to the bleed (so a test sees where the art goes)."""

    def face(text):
        def draw(pen):
            b = pen.bleed_box
            pen.rect(b.x, b.y, b.w, b.h, fill="#F4D9A3")
            t = pen.text_box
            pen.rect(t.x, t.y, t.w, t.h, stroke="#2F2A25", width=0.6)
            pen.text(pen.width / 2, pen.height / 2, text, size=9, align="center")

        return draw

    cards = tuple(Card(face(f"front{i}"), back=face(f"back{i}")) for i in range(n))
    return CardDeck("Numbered cards", cards, size=size, full_bleed=full_bleed)


def write(tmp_path, doc, options, name="doc.pdf"):
    path = tmp_path / name
    result = render(doc, options)
    path.write_bytes(result.pdf)
    return path, result


def cards_on(page) -> dict[str, Box]:
    """card word -> its trim box."""
    found = {}
    for trim in page.trims:
        words = [w.text for w in words_in(page, trim) if w.text.startswith(("front", "back"))]
        assert len(words) == 1, (page.number, words)
        found[words[0]] = trim
    return found


def _mirror_x(b: Box, W: float, offset=(0.0, 0.0)):
    return Box(W - b.x1 + offset[0], b.y0 + offset[1], W - b.x0 + offset[0], b.y1 + offset[1]).rounded(2)


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
@pytest.mark.parametrize("offset", [(0.0, 0.0), (-2.0, 1.25)])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_back_is_behind_its_own_front_in_duplex(tmp_path, paper, offset, layout):
    options = PrintOptions(paper=paper, back_offset=offset, layout=layout)
    doc = Document("Test", "numbered", "Numbered", (numbered_deck(11),))
    path, result = write(tmp_path, doc, options)
    pages = read(path)
    W = options.paper_size[0]
    per_page = card_slots(options).per_page
    assert per_page == (9 if layout == "gutterless" else 6)
    assert result.pages == 2 * -(-11 // per_page)
    seen = 0
    for front, back in zip(pages[0::2], pages[1::2]):
        fronts, backs = cards_on(front), cards_on(back)
        assert len(fronts) == len(backs)
        for word, trim in fronts.items():
            i = word.removeprefix("front")
            assert backs[f"back{i}"].rounded(2) == _mirror_x(trim, W, offset)
            seen += 1
    assert seen == 11


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
def test_separate_backs_follow_all_fronts_in_the_same_order(tmp_path, layout):
    options = PrintOptions(backs="separate", back_offset=(0.5, 0.5), layout=layout)
    path, _result = write(tmp_path, Document("Test", "n", "N", (numbered_deck(13),)), options)
    pages = read(path)
    half = len(pages) // 2
    assert all("fronts" in p.label for p in pages[:half])
    assert all("backs of page" in p.label for p in pages[half:])
    for front, back in zip(pages[:half], pages[half:]):
        fronts, backs = cards_on(front), cards_on(back)
        for word, trim in fronts.items():
            assert backs[word.replace("front", "back")].rounded(2) == _mirror_x(trim, 210.0, (0.5, 0.5))


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
@pytest.mark.parametrize("paper,card_size,bleed", [("a4", "poker", 3.0), ("letter", "poker", 0.0),
                                                   ("a4", "mini-euro", 6.0), ("letter", "bridge", 3.0)])
def test_fold_sheets_mirror_each_back_across_the_fold(tmp_path, paper, card_size, bleed, layout):
    options = PrintOptions(paper=paper, card_size=card_size, bleed=bleed, backs="fold", layout=layout,
                           back_offset=(3.0, 3.0))  # an offset means nothing when folding
    path, _ = write(tmp_path, Document("Test", "n", "N", (numbered_deck(7),)), options)
    W, H = options.paper_size
    for page in read(path):
        assert "fold in half" in page.label
        cards = cards_on(page)
        fronts = {k: v for k, v in cards.items() if k.startswith("front")}
        vertical_fold = all(b.x1 <= W / 2 + 1e-6 for b in fronts.values())
        for word, trim in fronts.items():
            back = cards[word.replace("front", "back")]
            if vertical_fold:
                assert back.rounded(2) == _mirror_x(trim, W)
            else:
                mirrored = Box(trim.x0, H - trim.y1, trim.x1, H - trim.y0)
                assert trim.y0 >= H / 2 and back.rounded(2) == mirrored.rounded(2)
        # The fold is shown (dashed, beside the marks), its word never on a card.
        fold_lines = [st for st in page.strokes if abs(st[4] - FOLD_LINE_PT * PT) < 1e-3
                      and (abs(st[0] - st[2]) < 1e-3 if vertical_fold else abs(st[1] - st[3]) < 1e-3)]
        assert fold_lines
        assert all(w.text != "fold" for t in page.trims for w in words_in(page, t))
        # Nothing crosses the fold but the bleed that meets there.
        for trim in cards.values():
            if vertical_fold:
                assert trim.x1 <= W / 2 - 1.5 + 1e-6 or trim.x0 >= W / 2 + 1.5 - 1e-6
            else:
                assert trim.y1 <= H / 2 - 1.5 + 1e-6 or trim.y0 >= H / 2 + 1.5 - 1e-6


def test_without_backs_only_fronts_are_printed(tmp_path):
    document = Document("Test", "n", "N", (numbered_deck(11),))
    path, result = write(tmp_path, document, PrintOptions(backs="none"))
    pages = read(path)
    assert result.pages == len(pages) == 2
    assert all(w.text.startswith("front") for p in pages for w in p.words)


def test_single_sided_sheets_get_a_blank_back_in_duplex_documents(tmp_path):
    def sheet_text(text):
        return lambda pen: pen.text(pen.content.cx, pen.content.cy, text, size=12, align="center")

    doc = Document("Test", "mixed", "Mixed", (
        Sheet("Intro", sheet_text("intro")),
        numbered_deck(2),
        Sheet("Both sides", sheet_text("outside"), back=sheet_text("inside")),
    ))
    path, result = write(tmp_path, doc, PrintOptions())
    pages = read(path)
    assert result.pages == 6
    assert [p.number for p in pages if "blank back" in p.label] == [2]
    assert "backs of page 3" in pages[3].label and "backs of page 5" in pages[5].label
    # Fronts always on odd pages, so every back prints behind its own front.
    for page in pages[0::2]:
        assert "back" not in page.label.split("·")[2]


def test_text_outside_a_cards_safe_zone_is_refused():
    deck = CardDeck("Bad", (Card(lambda pen: pen.text(1.0, 1.0, "too close to the edge")),))
    with pytest.raises(LayoutError, match="safe zone"):
        render(Document("Test", "bad", "Bad", (deck,)), PrintOptions())


def test_ink_saver_refuses_large_fills_but_allows_symbols():
    def big(pen):
        pen.rect(0, 0, pen.width, pen.height, fill="#3A72B5")

    def small(pen):
        pen.symbol("circle", pen.width / 2, pen.height / 2, 8.0, fill="#3A72B5")
        pen.rect(0, 0, pen.width, pen.height, fill="#FFFFFF")  # white is no ink

    with pytest.raises(LayoutError, match="ink-saver"):
        render(Document("T", "x", "X", (CardDeck("Big", (Card(big),)),)), PrintOptions(ink_saver=True))
    render(Document("T", "x", "X", (CardDeck("Small", (Card(small),)),)), PrintOptions(ink_saver=True))
    render(Document("T", "x", "X", (CardDeck("Big", (Card(big),)),)), PrintOptions(ink_saver=False))


def test_sheet_pieces_get_crop_marks_and_round_ones_a_cut_circle(tmp_path):
    def draw(sheet):
        with sheet.piece(Rect(30.0, 100.0, 150.0, 40.0)) as pen:
            pen.text(5.0, 10.0, "strip")
        with sheet.piece(Rect(60.0, 40.0, 20.0, 20.0), shape="circle", safe_inset=2.0) as pen:
            pen.text(10.0, 8.0, "o", align="center")

    path, _ = write(tmp_path, Document("Test", "s", "S", (Sheet("Pieces", draw),)), PrintOptions())
    (page,) = read(path)
    assert [t.rounded(2) for t in page.trims] == [(30.0, 100.0, 180.0, 140.0)]
    assert len(page.marks) == 8  # two at each corner of the strip; none for the round token
    for m in page.marks:
        assert not m.meets(Box(27.0, 97.0, 183.0, 143.0)) and not m.meets(Box(57.0, 37.0, 83.0, 63.0))
    # The strip's trim carries no line; the round token keeps its cut circle.
    assert strokes_on_trims(page) == []
    assert any(abs(x0 - x1) > 1e-3 and 50.0 < min(x0, x1) and max(x0, x1) < 90.0
               for x0, y0, x1, y1, _w in page.strokes if 35.0 < y0 < 65.0)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_nine_poker_cards_abut_on_a4_and_letter(tmp_path, paper):
    """The gutterless layout: 3 x 3 upright poker cards, one cut between
    neighbours, every cut line marked beyond both ends of the block."""
    options = PrintOptions(paper=paper)
    path, result = write(tmp_path, Document("Test", "n", "N", (numbered_deck(9),)), options)
    front = read(path)[0]
    assert len(front.trims) == 9
    xs = sorted({round(v, 2) for t in front.trims for v in (t.x0, t.x1)})
    ys = sorted({round(v, 2) for t in front.trims for v in (t.y0, t.y1)})
    assert len(xs) == 4 and len(ys) == 4  # shared cut lines: 4 + 4 cuts, not 6 + 6
    assert [b - a for a, b in pairwise(xs)] == pytest.approx([63.0] * 3)
    assert [b - a for a, b in pairwise(ys)] == pytest.approx([88.0] * 3)
    block = Box(xs[0], ys[0], xs[-1], ys[-1])
    for m in front.marks:
        assert not m.meets(block)
    for x in xs:
        ends = [m for m in front.marks if m.vertical and abs(m.x0 - x) < 0.01]
        assert any(min(m.y0, m.y1) > block.y1 for m in ends) and any(max(m.y0, m.y1) < block.y0 for m in ends)
    for y in ys:
        ends = [m for m in front.marks if not m.vertical and abs(m.y0 - y) < 0.01]
        assert any(min(m.x0, m.x1) > block.x1 for m in ends) and any(max(m.x0, m.x1) < block.x0 for m in ends)
    # The reader's trims are the renderer's.
    assert sorted(t.rounded(2) for t in front.trims) == sorted(
        Box(r.x, r.y, r.x1, r.y1).rounded(2) for r in result.trims[0])
    # On Letter the block needs the page's height, so the label runs up the left side.
    assert "page 1 of 2" in front.label and "shared cut lines" in front.label


def test_gutterless_art_stops_at_shared_cuts_and_bleeds_only_outside(tmp_path):
    """A card's fill reaches past its trim only where no neighbour is: the art
    of neighbours meets exactly on their shared cut line."""
    options = PrintOptions(paper="a4", bleed=3.0)
    write(tmp_path, Document("Test", "n", "N", (numbered_deck(9),)), options)
    grid = card_slots(options)
    block = grid.block
    for slot in grid.slots:
        clip, trim = slot.clip, slot.trim
        for inner, outer, at_edge in ((trim.x, clip.x, trim.x == block.x),
                                      (trim.y, clip.y, trim.y == block.y)):
            assert (inner - outer > 0.4) == at_edge
        for inner, outer, at_edge in ((trim.x1, clip.x1, trim.x1 == block.x1),
                                      (trim.y1, clip.y1, trim.y1 == block.y1)):
            assert (outer - inner > 0.4) == at_edge
    assert grid.zone_y.bleed == 3.0 and 0.5 <= grid.zone_x.bleed < 3.0  # A4 is narrow for 3 x 63 mm


def test_full_bleed_decks_keep_the_bleed_layout(tmp_path):
    options = PrintOptions()
    doc = Document("Test", "n", "N", (numbered_deck(9, full_bleed=True),))
    path, _result = write(tmp_path, doc, options)
    front = read(path)[0]
    assert len(front.trims) == 6 and "bleed 3 mm" in front.label
    gaps = sorted({round(b.x0 - a.x1, 2) for a in front.trims for b in front.trims if b.x0 > a.x1})
    assert gaps[0] == pytest.approx(6.0)  # two cuts, a card's bleed on each side
    # Its file name does not change with the layout chosen: it is the same file.
    assert doc.filename("t", PrintOptions(layout="bleed")) == doc.filename("t", options) == "t-n-a4.pdf"
    gutterless = Document("Test", "n", "N", (numbered_deck(9),))
    assert gutterless.filename("t", PrintOptions(layout="bleed")) == "t-n-a4-bleed.pdf"


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
@pytest.mark.parametrize("backs", ["duplex", "fold"])
def test_nothing_is_drawn_on_a_trim(tmp_path, layout, backs):
    """Frames inside the safe zone are fine; a line on a trim is not (the reader
    sees the frames, so it would see a line on a trim)."""
    options = PrintOptions(layout=layout, backs=backs)
    path, _result = write(tmp_path, Document("Test", "n", "N", (numbered_deck(11),)), options)
    pages = read(path)
    assert sum(len(p.trims) for p in pages) == 22
    for page in pages:
        assert page.strokes, "the frames are read"
        assert strokes_on_trims(page) == [], page.number


def fronts_only_deck(n: int) -> CardDeck:
    """The numbered cards without any back: a deck printed on one side only."""
    with_backs = numbered_deck(n)
    return CardDeck("Fronts only", tuple(Card(c.front) for c in with_backs.cards))


@pytest.mark.parametrize("layout", ["gutterless", "bleed"])
def test_a_deck_without_backs_fills_whole_sheets_when_backs_are_folded(tmp_path, layout):
    """Folding puts fronts and backs on one sheet; a deck with no back has nothing
    to fold onto, so it takes the whole sheet, as in duplex, with no fold line."""
    folded, duplex = PrintOptions(backs="fold", layout=layout), PrintOptions(layout=layout)
    doc = Document("Test", "fronts", "Fronts", (fronts_only_deck(11),))
    path, result = write(tmp_path, doc, folded)
    per_page = card_slots(duplex).per_page
    assert card_slots(folded).per_page < per_page  # the fold grid would hold fewer
    assert result.pages == -(-11 // per_page) == render(doc, duplex).pages
    pages = read(path)
    assert sum(len(cards_on(p)) for p in pages) == 11
    assert all("fold" not in w.text for p in pages for w in p.words)
