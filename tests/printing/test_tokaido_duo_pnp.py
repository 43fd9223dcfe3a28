"""The Tokaido Duo print set, read back from the PDFs the command writes."""

from __future__ import annotations

import io
from collections import Counter

import pytest
from pypdf import PdfReader

from boardgames_desktop.games.tokaido_duo import data
from boardgames_desktop.printing import cli
from boardgames_desktop.printing.pen import INK_SAVER_MAX_FILL

from .pdfread import Box, pdf, read, same_colour

PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}
PARTS = ("cover", "map", "map-small", "boards", "tiles", "tokens", "dice", "rules")


def files(printed, *argv):
    return printed("tokaido-duo", *argv)


def texts(pages) -> Counter:
    return Counter(w.text for p in pages for w in p.words)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_file_and_page_is_the_chosen_paper(printed, paper):
    folder = files(printed, "--paper", paper)
    names = {f.name for f in folder.glob("tokaido-duo-*.pdf")}
    assert names == {f"tokaido-duo-{part}-{paper}.pdf" for part in PARTS}
    for f in folder.glob("tokaido-duo-*.pdf"):
        for page in PdfReader(f).pages:
            w, h = float(page.mediabox.width), float(page.mediabox.height)
            assert (w, h) == pytest.approx(PAPER_PT[paper], abs=1e-3), f.name


def map_words_present(pages) -> None:
    found = texts(pages)
    joined = " ".join(found)
    for name in list(data.TOWN_NAMES.values()) + list(data.MOUNTAIN_NAMES.values()):
        assert name in found, name
    for name in data.REGION_NAMES.values():
        for word in name.split():
            assert word in joined, name
    for n in range(1, 29):
        assert str(n) in found, n
    for m in data.MOUNTAINS:
        assert f"+{data.MOUNTAIN_DRAW[m]}" in found


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_map_on_two_tiles_one_small_sheet_and_four_large_tiles(printed, paper):
    two = read(pdf(files(printed, "--paper", paper, "--backs", "none"), "-map-" + paper))
    assert len(two) == 2 and all(len(p.trims) == 1 for p in two)
    map_words_present(two)
    # Assembly marks: the west half's glue strip carries A, B, C; the east half, laid over
    # the strip, carries none (a mark on it would stay on the glued map).
    assert {"A", "B", "C"} <= set(texts([two[0]]))
    assert not {"A", "B", "C"} & set(texts([two[1]]))
    small = read(pdf(files(printed, "--paper", paper, "--backs", "none"), "map-small"))
    assert len(small) == 1 and len(small[0].trims) == 1
    map_words_present(small)
    large_folder = files(printed, "--paper", paper, "--backs", "none", "--board", "large")
    assert (large_folder / f"tokaido-duo-map-{paper}-large.pdf").exists()  # beside the two-tile map's name
    large = read(pdf(large_folder, "-map-" + paper))
    assert len(large) == 4
    map_words_present(large)
    letters = texts(large)
    assert all(letters[ch] == 1 for ch in "ABCDEFGHIJKL")  # each mark once, on the strip it stands on
    # The tiled map is bigger than the small one, the four-tile one bigger still.
    small_w = max(max(t.w, t.h) for t in small[0].trims)
    two_w = sum(min(t.w, t.h) if t.w < t.h else t.w for p in two for t in p.trims)
    large_area = sum(t.w * t.h for p in large for t in p.trims)
    assert two_w > small_w * 1.2
    assert large_area > sum(t.w * t.h for p in two for t in p.trims) * 1.5


def test_six_character_boards_with_their_tracks_and_values(printed):
    pages = read(pdf(files(printed, "--backs", "none"), "boards"))
    assert len(pages) == 2 and all(len(p.trims) == 3 for p in pages)
    for seat, page in enumerate(pages):
        words = texts([page])
        colour = data.SEATS[seat]["name"]
        for title in ("Pilgrim", "Merchant", "Artist"):
            assert words[title] == 1 and words[colour] >= 3
        for v in list(data.COMMERCE[1:]) + list(data.CULTURE[1:]):
            assert str(v) in words
        for v in range(1, 10):
            assert words[str(v)] >= 1
        assert "Faith" in words and "Commerce" in words and "Culture" in words
        # The seat's colour is printed on the board (its title band).
        assert any(same_colour(c, data.SEATS[seat]["colour"]) for _a, c in page.fills)


def test_painting_and_wave_tiles_with_backs_behind_them(printed):
    pages = read(pdf(files(printed), "tiles"))
    assert len(pages) == 2
    front, back = pages
    # The tiles are squares: 20 paintings, 3 wave tiles for the tiled map and 3 for the map on
    # one sheet. (Packed in blocks of their own, lines of one block and another also frame
    # empty rectangles; the tiles' own are the squares of their sizes.)
    def tiles(page):
        return [t for t in page.trims if abs(t.w - t.h) < 0.05 and round(t.w, 1) in (22.0, 18.5, 14.0)]

    assert Counter(round(t.w, 1) for t in tiles(front)) == {22.0: 20, 18.5: 3, 14.0: 3}
    assert len(tiles(back)) == 26
    words = texts([front])
    symbols = Counter(data.PAINTINGS[0]) + Counter(data.PAINTINGS[1])
    for symbol, n in symbols.items():
        assert words[symbol] == n
    for character in data.CHARACTERS:
        a, b = data.WAVE_SIDES[character]
        assert words[a.capitalize()] == 2 and texts([back])[b.capitalize()] == 2
    # Long-edge duplex: each back trim is the mirror of a front trim across the page's middle.
    W = front.width
    mirrored = {Box(W - t.x1, t.y0, W - t.x0, t.y1).rounded(1) for t in tiles(front)}
    assert {t.rounded(1) for t in tiles(back)} == mirrored
    # A painting's face is never on the back: backs show no symbol names.
    assert not any(texts([back])[s] for s in data.SYMBOLS)


def test_tokens_goods_coins_and_gold(printed):
    pages = read(pdf(files(printed, "--backs", "none"), "tokens"))
    assert len(pages) == 1  # one sheet, one side
    words = texts(pages)
    prices = Counter(str(p) for _g, p in data.SPECIALTIES)
    for price, n in prices.items():  # the specialty tokens in both sizes
        assert words[price] == 2 * n + {"1": 20, "5": 4}.get(price, 0)
    assert words["1"] >= 20 and words["5"] >= 4  # coins; goods and gold are pictures
    assert words["purple"] == 1 and words["green"] == 1  # the colour markers
    tiles = texts(read(pdf(files(printed, "--backs", "none"), "tiles")))
    assert tiles["hot"] == 1 and tiles["spring"] == 1  # the small hot spring is a picture only


def test_dice_nets_and_the_table_for_ordinary_dice(printed):
    (page,) = read(pdf(files(printed, "--backs", "none"), "dice"))
    words = texts([page])
    assert words["die"] == 3
    # Each face number is on its net and in the table.
    for n in (1, 2, 3, 4):
        faces = sum(data.DICE[c].count(n) for c in data.CHARACTERS)
        assert words[str(n)] >= faces * 2 - (1 if n == 4 else 0)
    assert "ordinary" in words


def test_rules_summary_on_one_page(printed):
    (page,) = read(pdf(files(printed, "--backs", "none"), "rules"))
    words = " ".join(w.text for w in page.words)
    for needle in ("Faith", "Commerce", "Culture", "Pilgrim", "Merchant", "Artist", "Serene", "Powerful", "45."):
        assert needle in words


def test_same_options_give_the_same_bytes(tmp_path):
    outs = []
    for k in range(2):
        out = tmp_path / str(k)
        args = cli.build_parser().parse_args(["tokaido-duo", "--out", str(out), "--backs", "none"])
        assert cli.run(args, out=io.StringIO(), err=io.StringIO()) == 0
        outs.append({f.name: f.read_bytes() for f in out.glob("*.pdf")})
    assert outs[0] == outs[1]


def test_ink_saver_fills_nothing_large(printed):
    folder = files(printed, "--ink-saver", "--backs", "none", "--paper", "letter", "--board", "large")
    for part in PARTS:
        for page in read(pdf(folder, f"{part}-letter")):
            for area, colour in page.fills:
                white = colour is not None and len(colour) == 3 and min(colour) >= 0.999
                assert area <= INK_SAVER_MAX_FILL + 1 or white, (part, page.number, area, colour)


@pytest.mark.parametrize("paper,bleed,backs,ink_saver,board", [
    ("a4", 0.0, "fold", False, "fit"),
    ("letter", 6.0, "separate", True, "large"),
    ("a4", 6.0, "duplex", False, "large"),
    ("letter", 0.0, "none", False, "fit"),
    ("letter", 3.0, "fold", True, "large"),
])
def test_every_option_renders(paper, bleed, backs, ink_saver, board):
    from boardgames_desktop.games.tokaido_duo import pnp
    from boardgames_desktop.printing import PrintOptions, render

    options = PrintOptions(paper=paper, bleed=bleed, backs=backs, ink_saver=ink_saver, board=board,
                           back_offset=(0.4, -0.4))
    slugs = []
    for doc in pnp.documents(options):
        result = render(doc, options)
        assert result.pdf.startswith(b"%PDF-") and result.pages >= 1
        slugs.append(doc.slug)
        if doc.slug == "map":
            assert result.pages == (4 if board == "large" else 2)
    assert slugs == ["map", "map-small", "boards", "tiles", "tokens", "dice", "rules"]
