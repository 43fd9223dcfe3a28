"""The Eselsbrücke print set, read back from the PDFs the print command writes."""

from __future__ import annotations

import itertools
import re

import pdfplumber
import pytest
from pypdf import PdfReader

from boardgames_desktop import theme
from boardgames_desktop.games.eselsbruecke import data, pnp
from boardgames_desktop.printing import PrintOptions, render
from boardgames_desktop.printing.document import card_slots
from boardgames_desktop.printing.options import BACKS, BLEEDS, CARD_SIZES, PAPERS

from .pdfread import PT, pdf, read, same_colour, words_in

PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}
PARTS = ("cover", "picture-cards", "blockers", "player-boards", "thought-cloud", "rules")


def card_texts(page) -> list[str]:
    """The text inside each cut-out card of a page, in reading order."""
    out = []
    for trim in page.trims:
        words = words_in(page, trim)

        def reading_order(w):
            # in the card's own frame (cards may lie turned on the sheet): lines
            # from the top, words from the left
            dx, dy = w.direction
            return (-round(-w.x * dy + w.y * dx, 0), w.x * dx + w.y * dy)

        out.append(" ".join(w.text for w in sorted(words, key=reading_order)))
    return out


def page_text(page) -> str:
    return "".join(c["text"] for c in page.chars)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_file_on_the_chosen_paper_with_the_credit_on_every_page(printed, paper):
    folder = printed("eselsbruecke", "--paper", paper)
    names = {f.name for f in folder.glob("eselsbruecke-*.pdf")}
    assert names == {f"eselsbruecke-{part}-{paper}.pdf" for part in PARTS}
    for part in PARTS:
        path = pdf(folder, f"eselsbruecke-{part}")
        for page in PdfReader(path).pages:
            assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
                PAPER_PT[paper], abs=1e-3)
        for page in read(path) if part != "cover" else ():  # the cover shows no picture
            # CC BY-SA: the credit is on every sheet (on each card, or at the foot)
            assert "OpenMoji" in page_text(page), (part, page.number)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_180_picture_cards_each_with_its_name_and_a_back(printed, paper):
    pages = read(pdf(printed("eselsbruecke", "--paper", paper), "picture-cards"))
    fronts = [p for p in pages if "fronts" in p.label]
    backs = [p for p in pages if "backs of page" in p.label]
    assert len(fronts) == len(backs) == len(pages) // 2
    named = []
    for page in fronts:
        for text in card_texts(page):
            assert "OpenMoji" in text and "CC BY-SA 4.0" in text
            named.append(text.split(" OpenMoji")[0])
    # both names, English then Traditional Chinese, on each card
    assert sorted(named) == sorted(f"{p.en} {p.zh_TW}" for p in data.pictures())
    for page in backs:
        texts = card_texts(page)
        assert texts and all("Eselsbrücke" in t and "OpenMoji" in t for t in texts)
    assert sum(len(p.trims) for p in fronts) == 180


def test_30_blockers_with_the_same_back(printed):
    pages = read(pdf(printed("eselsbruecke", "--paper", "a4"), "blockers"))
    fronts = [t for p in pages if "fronts" in p.label for t in card_texts(p)]
    assert len(fronts) == 30 and all(t.startswith("Blocker") for t in fronts)
    backs = [t for p in pages if "backs" in p.label for t in card_texts(p)]
    assert len(backs) == 30 and all("Eselsbrücke" in t for t in backs)


def test_six_player_boards_with_the_round_table_and_six_card_places(printed):
    pages = read(pdf(printed("eselsbruecke", "--paper", "a4"), "player-boards"))
    # one board a sheet, each one piece
    assert len(pages) == 6 and all(len(p.trims) == 1 for p in pages)
    for n, page in enumerate(pages, start=1):
        text = " ".join(w.text for w in words_in(page, page.trims[0]))
        assert re.search(rf"\bboard {n}\b", text), text
        # rounds 1-7 head the table, the hand-out sources, five places; the penalties 1, 1, 2, 2, 2
        assert text.count("round") == 7 + 5 + 5
        penalties = re.findall(r"–(\d)", text)
        assert penalties == [str(data.PENALTY[r]) for r in range(3, 8)]
        assert text.count("stack") == 5 and text.count("score pile") == 1


def card_places(path) -> list[list[tuple[float, float]]]:
    """Each page's card places as printed (mm): the dashed outlines in the boards' soft ink."""
    out = []
    with pdfplumber.open(str(path)) as doc:
        for page in doc.pages:
            out.append([(o["width"] * PT, o["height"] * PT) for o in page.curves + page.rects
                        if o.get("stroke") and o.get("dash") and same_colour(o["stroking_color"], theme.INK_SOFT)])
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", ["poker", "bridge", "mini-euro", "tarot"])
def test_every_place_on_the_boards_holds_a_card(printed, paper, size):
    """The five rounds' stacks and the score pile of every player board, and the
    thought-cloud card's place, are each at least a card of the chosen size (upright
    or lying), measured on the paper, with the card's own cut size from its crop marks."""
    folder = printed("eselsbruecke", "--paper", paper, "--card-size", size)
    fronts = [p for p in read(pdf(folder, "blockers")) if "fronts" in p.label]
    cw, ch = sorted((round(fronts[0].trims[0].w, 1), round(fronts[0].trims[0].h, 1)))
    assert (cw, ch) == pytest.approx(sorted(CARD_SIZES[size]), abs=0.15)
    boards = card_places(pdf(folder, "player-boards"))
    assert sum(len(p) for p in boards) == 6 * 6
    for places in boards + card_places(pdf(folder, "thought-cloud")):
        for w, h in places:
            short, long = sorted((w, h))
            assert short >= cw + 1.0 and long >= ch + 1.0, (paper, size, w, h)


def test_the_measure_catches_the_old_stack_places(printed):
    """The 34 x 57.5 mm stack places boards had before would fail the check above."""
    cw, ch = CARD_SIZES["poker"]
    assert not (34.0 >= cw + 1.0 and 57.5 >= ch + 1.0)
    places = card_places(pdf(printed("eselsbruecke", "--paper", "a4"), "player-boards"))[0]
    assert len(places) == 6 and min(min(p) for p in places) >= cw + 1.0


def test_the_thought_cloud_board_and_two_donkey_markers(printed):
    (page,) = read(pdf(printed("eselsbruecke", "--paper", "letter"), "thought-cloud"))
    text = page_text(page)
    assert "thought cloud" in " ".join(w.text for w in page.words) and "blockers" in text
    assert "donkey marker" in " ".join(w.text for w in page.words)
    assert len(page.trims) == 1  # the board; the two round markers are circles


def test_the_rules_summary_names_every_decision(printed):
    (page,) = read(pdf(printed("eselsbruecke", "--paper", "a4"), "rules"))
    text = " ".join(w.text for w in page.words)
    assert "Our decisions" in text and "Design: Stefan Dorra" in text
    for decision in data.DECISIONS:
        assert " ".join(decision.split()[:5]) in text, decision


def test_the_same_options_give_the_same_bytes():
    options = PrintOptions(paper="letter", card_size="bridge")
    for doc in pnp.documents(options)[1:]:
        assert render(doc, options).pdf == render(doc, options).pdf


COMBOS = [
    (paper, size, BLEEDS[i % len(BLEEDS)], BACKS[i % len(BACKS)], i % 2 == 1)
    for i, (paper, size) in enumerate(itertools.product(PAPERS, CARD_SIZES))
]


@pytest.mark.parametrize("paper,size,bleed,backs,ink_saver", COMBOS)
def test_every_paper_card_size_bleed_back_and_ink_choice_renders(paper, size, bleed, backs, ink_saver):
    options = PrintOptions(paper=paper, card_size=size, bleed=bleed, backs=backs, ink_saver=ink_saver,
                           back_offset=(0.4, -0.4))
    per_page = card_slots(options).per_page
    for doc in pnp.documents(options):
        if doc.slug == "picture-cards" and (size, paper) not in (("mini-euro", "a4"), ("tarot", "letter")):
            continue  # the 180 pictures at two sizes; the smaller decks at every size
        result = render(doc, options)
        assert result.pdf.startswith(b"%PDF-") and result.pages >= 1
        count = {"picture-cards": 180, "blockers": 30}.get(doc.slug)
        if count:
            sheets = -(-count // per_page)
            assert result.pages == sheets * (2 if backs in ("duplex", "separate") else 1)
