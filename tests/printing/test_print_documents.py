"""The shared document machinery with made-up decks and sheets: every back
behind its own front (duplex, separate, fold), blank backs that keep duplex
parity, and the pen's refusals (text outside the safe zone, big ink-saver fills)."""

from __future__ import annotations

import pytest

from boardgames_desktop.printing import (
    Card,
    CardDeck,
    Document,
    LayoutError,
    PrintOptions,
    Rect,
    Sheet,
    render,
)
from boardgames_desktop.printing.layout import plan_grid

from .pdfread import Box, read, words_in


def numbered_deck(n: int, size=None) -> CardDeck:
    """Cards whose fronts say 'front 7' and whose own backs say 'back 7'."""

    def face(text):
        def draw(pen):
            pen.text(pen.width / 2, pen.height / 2, text, size=9, align="center")

        return draw

    cards = tuple(Card(face(f"front{i}"), back=face(f"back{i}")) for i in range(n))
    return CardDeck("Numbered cards", cards, size=size)


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


@pytest.mark.parametrize("offset", [(0.0, 0.0), (-2.0, 1.25)])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_back_is_behind_its_own_front_in_duplex(tmp_path, paper, offset):
    options = PrintOptions(paper=paper, back_offset=offset)
    doc = Document("Test", "numbered", "Numbered", (numbered_deck(11),))
    path, result = write(tmp_path, doc, options)
    pages = read(path)
    W = options.paper_size[0]
    per_page = plan_grid(*options.paper_size, *options.card_mm, options.bleed).per_page
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


def test_separate_backs_follow_all_fronts_in_the_same_order(tmp_path):
    options = PrintOptions(backs="separate", back_offset=(0.5, 0.5))
    path, _result = write(tmp_path, Document("Test", "n", "N", (numbered_deck(13),)), options)
    pages = read(path)
    half = len(pages) // 2
    assert all("fronts" in p.label for p in pages[:half])
    assert all("backs of page" in p.label for p in pages[half:])
    for front, back in zip(pages[:half], pages[half:]):
        fronts, backs = cards_on(front), cards_on(back)
        for word, trim in fronts.items():
            assert backs[word.replace("front", "back")].rounded(2) == _mirror_x(trim, 210.0, (0.5, 0.5))


@pytest.mark.parametrize("paper,card_size,bleed", [("a4", "poker", 3.0), ("letter", "poker", 0.0),
                                                   ("a4", "mini-euro", 6.0), ("letter", "bridge", 3.0)])
def test_fold_sheets_mirror_each_back_across_the_fold(tmp_path, paper, card_size, bleed):
    options = PrintOptions(paper=paper, card_size=card_size, bleed=bleed, backs="fold",
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
        # Nothing crosses the fold but the bleed that meets there.
        for trim in cards.values():
            if vertical_fold:
                assert trim.x1 <= W / 2 - 1.5 + 1e-6 or trim.x0 >= W / 2 + 1.5 - 1e-6
            else:
                assert trim.y1 <= H / 2 - 1.5 + 1e-6 or trim.y0 >= H / 2 + 1.5 - 1e-6


def test_without_backs_only_fronts_are_printed(tmp_path):
    document = Document("Test", "n", "N", (numbered_deck(7),))
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


def test_sheet_pieces_get_cut_lines_and_crop_marks(tmp_path):
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
