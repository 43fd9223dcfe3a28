"""The Inner Compass print set, read back from the PDFs the command writes:
what a person finds on the paper, not what the generator meant to draw."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from pypdf import PdfReader

from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass import pnp as ic_pnp
from boardgames_desktop.printing import PrintOptions, render
from boardgames_desktop.printing.document import card_slots
from boardgames_desktop.printing.options import BACKS, BLEEDS, CARD_SIZES, PAPERS
from boardgames_desktop.printing.pen import INK_SAVER_MAX_FILL

from .pdfread import pdf, read, words_in

PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}
PARTS = ("cover", "life-boards", "player-boards", "emotion-cards", "quality-tiles", "track-tokens", "pawns-cubes",
         "score-pad", "rules")
NAMES = {"joy": "Y", "sadness": "B", "fear": "K", "love": "W", "anger": "R"}


def folder(printed, paper="a4", *more):
    return printed("inner-compass", "--paper", paper, *more)


def texts(page, box) -> list[str]:
    return [w.text for w in words_in(page, box)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_file_every_page_is_the_chosen_paper(printed, paper):
    out = folder(printed, paper)
    names = {f.name for f in out.glob("inner-compass-*.pdf")}
    assert names == {f"inner-compass-{part}-{paper}.pdf" for part in PARTS}
    for f in out.glob("inner-compass-*.pdf"):
        for page in PdfReader(f).pages:
            assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
                PAPER_PT[paper], abs=1e-3), f.name
        for page in read(f):
            assert page.label.startswith("Inner Compass"), (f.name, page.label)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_69_emotion_cards_with_their_names_and_backs_behind_them(printed, paper):
    pages = read(pdf(folder(printed, paper), "emotion-cards"))
    fronts = [p for p in pages if "fronts" in p.label]
    backs = [p for p in pages if "backs of page" in p.label]
    assert len(fronts) == len(backs)
    seen = Counter()
    for page in fronts:
        for trim in page.trims:
            words = texts(page, trim)
            names = [NAMES[w] for w in words if w in NAMES]
            assert len(names) == 1, (page.number, words)
            seen[names[0]] += 1
            colour = data.COLOUR_NAME[names[0]]
            assert colour in words  # colour and name, for black-and-white printing
    assert seen == Counter(data.CARD_COUNTS) and sum(seen.values()) == 69
    W = PAPER_MM[paper][0]
    for front, back in zip(fronts, backs):
        mirrored = {(round(W - t.x1, 2), round(t.y0, 2), round(W - t.x0, 2), round(t.y1, 2)) for t in front.trims}
        assert mirrored == {(round(t.x0, 2), round(t.y0, 2), round(t.x1, 2), round(t.y1, 2)) for t in back.trims}
        for trim in back.trims:
            assert "Compass" in texts(back, trim)


def test_16_quality_tiles_with_rules_tables_and_kind_on_the_back(printed):
    pages = read(pdf(folder(printed), "quality-tiles"))
    fronts = [p for p in pages if "fronts" in p.label]
    backs = [p for p in pages if "backs of page" in p.label]
    tiles = [(p, t) for p in fronts for t in p.trims]
    assert len(tiles) == 16
    for _p, t in tiles:
        assert {round(t.w, 1), round(t.h, 1)} == {62.0, 38.0}
    words = Counter(w for p, t in tiles for w in texts(p, t))
    assert words["Drawn"] == 5 and words["Devoted"] == 5
    for title in ("Solitude", "Diversity", "Individuality", "Community", "Balance", "Structure"):
        assert words[title] == 1, title
    assert sum(n for w, n in words.items() if w.startswith("EP")) >= 16  # every tile names its EP
    assert words["20"] == 6  # the EP tables of devoted (5 tiles) and community
    back_words = Counter(w for p in backs for t in p.trims for w in texts(p, t))
    assert back_words["sticky"] == 10 and back_words["memo"] == 6


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_four_life_boards_large_enough_to_play_on(printed, paper):
    pages = read(pdf(folder(printed, paper), "life-boards"))
    boards = [(p, t) for p in pages for t in p.trims]
    assert len(boards) == 4
    for page, trim in boards:
        assert trim.w == pytest.approx(trim.h, abs=0.01) and trim.w >= 95.0  # cells over 30 mm
        words = texts(page, trim)
        assert sum(1 for w in words if w in NAMES) == 9
    letters = sorted(w for p, t in boards for w in texts(p, t) if w in "ABCD")
    assert letters == ["A", "B", "C", "D"]
    # Each board's cells, read in place, are the data's (board A's; the boards
    # abut, so which trim is found first says nothing).
    page, trim = next((p, t) for p, t in boards if "A" in texts(p, t))
    cell = trim.w / 3
    for r in range(3):
        for c in range(3):
            cx, cy = trim.x0 + (c + 0.5) * cell, trim.y1 - (r + 0.5) * cell
            names = [w.text for w in page.words if abs(w.x - cx) < cell / 2 and abs(w.y - cy) < cell / 2
                     and w.text in NAMES]
            assert [NAMES[n] for n in names] == [data.LIFE_BOARDS["A"][r][c]]


def test_four_player_boards_three_rows_five_columns(printed):
    pages = read(pdf(folder(printed), "player-boards"))
    boards = [(p, t) for p in pages for t in p.trims]
    assert len(boards) == 4
    for page, trim in boards:
        assert (round(trim.w, 1), round(trim.h, 1)) == (140.0, 96.0)
        words = texts(page, trim)
        # 5 column and 3 row labels, and the reminder ("a row or column:", "row or column you").
        assert words.count("column") == 6 and words.count("row") == 5
        assert words.count("value") >= 2 and "board" in words
    colours = [w for p, t in boards for w in texts(p, t) if w in {"plum", "amber", "teal", "rose"}]
    assert sorted(colours) == ["amber", "plum", "rose", "teal"]


def test_track_tokens_and_qualities_board(printed):
    pages = read(pdf(folder(printed), "track-tokens"))
    track_page, board_page = pages
    words = [w.text for w in track_page.words]
    for ep in data.TRACK_EP:
        assert str(ep) in words
    assert words.count("X") >= 2  # the X token, and the rule beside the track
    assert sum(1 for w in words if w in NAMES) == 5  # the five emotion tokens
    assert words.count("value") == 8  # 2 value tokens a player
    assert "Qualities" in [w.text for w in board_page.words]
    assert [w.text for w in board_page.words].count("sticky") == 2
    assert [w.text for w in board_page.words].count("memo") == 3
    # The tile slots fit the printed tiles.
    assert len(board_page.trims) == 1 and board_page.trims[0].w > 62.0


def test_pawns_cubes_score_pad_and_rules(printed):
    out = folder(printed)
    page = read(pdf(out, "pawns-cubes"))[0]
    small = [t for t in page.trims if round(t.w, 1) == 11.0]
    assert len(small) == 4 * 16
    assert [w.text for w in page.words].count("pawn") == 5  # 4 tokens and "a pawn" in the note
    pad = read(pdf(out, "score-pad"))[0]
    words = [w.text for w in pad.words]
    assert words.count("Total") == 1 and words.count("down)") == 4
    rules = read(pdf(out, "rules"))
    assert len(rules) == 1
    text = " ".join(w.text for w in rules[0].words)
    assert "Our decision:" in text and "Free move" in text and "Inner Compass" in text


def test_ink_saver_fills_nothing_large(printed):
    out = folder(printed, "a4", "--ink-saver")
    for part in PARTS:
        for page in read(pdf(out, part)):
            for area, colour in page.fills:
                if colour in (None, (1.0, 1.0, 1.0), (1,), [1.0, 1.0, 1.0]):
                    continue
                assert area <= INK_SAVER_MAX_FILL + 1.0, (part, page.number, area, colour)


def test_the_same_options_give_the_same_bytes():
    options = PrintOptions(paper="letter")
    for doc in ic_pnp.documents(options)[:4]:
        assert render(doc, options).pdf == render(doc, options).pdf


COMBOS = [
    (paper, size, bleed, BACKS[i % len(BACKS)], i % 2 == 1)
    for i, (paper, size, bleed) in enumerate(itertools.product(PAPERS, CARD_SIZES, BLEEDS))
    if i % 3 == 0 or size == "poker"
]


@pytest.mark.parametrize("paper,size,bleed,backs,ink_saver", COMBOS)
def test_every_option_renders_and_the_deck_is_complete(paper, size, bleed, backs, ink_saver):
    options = PrintOptions(paper=paper, card_size=size, bleed=bleed, backs=backs, ink_saver=ink_saver,
                           back_offset=(0.4, -0.4))
    per_page = card_slots(options).per_page
    for doc in ic_pnp.documents(options):
        result = render(doc, options)
        assert result.pdf.startswith(b"%PDF-") and result.pages >= 1
        if doc.slug == "emotion-cards":
            sheets = -(-69 // per_page)
            assert result.pages == sheets * (2 if backs in ("duplex", "separate") else 1)
