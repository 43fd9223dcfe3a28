"""The Hooky print set, read back from the PDFs the command writes: what a
person finds on the paper, not what the generator meant to draw."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest
from pypdf import PdfReader

from boardgames_desktop import theme
from boardgames_desktop.printing import fonts
from boardgames_desktop.printing.pen import INK_SAVER_MAX_FILL

from .pdfread import Box, art_chars, char_box, pdf, read, same_colour, words_in

PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
PARTS = ("cover", "cards", "screens", "worksheets-3-players", "worksheets-4-players", "worksheets-5-players",
         "rules")
# From the rules: cards a hand, and the seats' colours and marks.
HAND = {3: 7, 4: 5, 5: 4}
SEATS = (("plum", "ring"), ("amber", "dot"), ("teal", "bar"), ("rose", "cross"), ("olive", "star"))
# Worksheet pads: pages, and worksheets a page.
PADS = {3: (2, 2), 4: (4, 1), 5: (5, 1)}


def files(printed, *argv):
    return printed("hooky", *argv)


def lines(words, tol: float = 0.4) -> list[str]:
    """Words as lines of text, in each reading direction (a card may be turned on
    the page, a screen's outside is upside down): top to bottom, left to right
    as the reader of each line sees them."""
    keyed = []
    for w in words:
        dx, dy = w.direction
        keyed.append((w.direction, -w.x * dy + w.y * dx, w.x * dx + w.y * dy, w.text))
    keyed.sort(key=lambda k: (k[0], -k[1], k[2]))
    rows: list[list] = []
    for k in keyed:
        if rows and rows[-1][0][0] == k[0] and abs(rows[-1][0][1] - k[1]) < tol:
            rows[-1].append(k)
        else:
            rows.append([k])
    return [" ".join(k[3] for k in sorted(row, key=lambda k: k[2])) for row in rows]


def font_size(ch) -> float:
    """A character's font size in points, whichever way it is turned (pdfplumber's
    "size" is the height of its box, which a quarter turn makes its advance)."""
    return ch["height"] if ch["upright"] else ch["width"]


def biggest_text(page, trim: Box) -> str:
    """The characters drawn largest inside a trim box."""
    h_pt = page.height / (25.4 / 72)
    inside = [c for c in page.chars if trim.contains_box(char_box(c, h_pt), tol=0.5)]
    top = max(font_size(c) for c in inside)
    return "".join(c["text"] for c in sorted(inside, key=lambda c: (c["x0"], -c["top"]))
                   if abs(font_size(c) - top) < 0.01)


# -- the files ------------------------------------------------------------------------------------
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_files_and_their_pages_are_exactly_the_chosen_paper(printed, paper):
    folder = files(printed, "--paper", paper)
    names = {f.name for f in folder.glob("hooky-*.pdf")}
    assert names == {f"hooky-{part}-{paper}.pdf" for part in PARTS}
    counts = {}
    for part in PARTS:
        f = pdf(folder, f"hooky-{part}-")
        reader = PdfReader(f)
        counts[part] = len(reader.pages)
        for page in reader.pages:
            w, h = float(page.mediabox.width), float(page.mediabox.height)
            assert (w, h) == pytest.approx(PAPER_PT[paper], abs=1e-3), f.name
    # Letters on 3 sheets (9 cards abut on each) and rounds on 1, fronts and backs;
    # 5 screens and the marker.
    assert counts == {"cover": 1, "cards": 8, "screens": 6, "worksheets-3-players": 2, "worksheets-4-players": 4,
                      "worksheets-5-players": 5, "rules": 1}


def test_same_options_give_identical_bytes_for_both_papers(printed, tmp_path):
    """A fresh process makes the same bytes as the command did, A4 and Letter."""
    out = tmp_path / "again"
    script = ("import sys\n"
              "from boardgames_desktop.printing import PrintOptions\n"
              "from boardgames_desktop.printing.generate import write\n"
              "for paper in ('a4', 'letter'):\n"
              "    write(['hooky'], PrintOptions(paper=paper), sys.argv[1])\n")
    subprocess.run([sys.executable, "-c", script, str(out)], check=True, capture_output=True)
    for paper in ("a4", "letter"):
        folder = files(printed, "--paper", paper)
        for part in PARTS:
            name = f"hooky-{part}-{paper}.pdf"
            assert (folder / name).read_bytes() == (out / name).read_bytes(), name
    assert (out / "hooky-cards-a4.pdf").read_bytes() != (out / "hooky-cards-letter.pdf").read_bytes()


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter", "--ink-saver", "--backs", "fold")])
def test_every_character_drawn_is_in_the_font(printed, argv):
    regular, bold = fonts.coverage(fonts.REGULAR), fonts.coverage(fonts.BOLD)
    drawn = 0
    for f in files(printed, *argv).glob("hooky-*.pdf"):
        for page in read(f):
            for ch in page.chars:
                have = bold if "Bold" in ch["fontname"] else regular
                assert len(ch["text"]) == 1 and ord(ch["text"]) in have, (f.name, ch["text"], ch["fontname"])
                assert "+NotoSans" in ch["fontname"], (f.name, ch["fontname"])
                drawn += 1
    assert drawn > 5000


# -- the cards ------------------------------------------------------------------------------------
def _pages(pages, words: str):
    return [p for p in pages if words in p.label]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_26_distinct_letter_cards_large_and_clear(printed, paper):
    pages = read(pdf(files(printed, "--paper", paper), "hooky-cards-"))
    found = Counter()
    for page in _pages(pages, "Letter cards · fronts"):
        for trim in page.trims:
            letter = biggest_text(page, trim)
            assert len(letter) == 1, (page.number, letter)
            found[letter] += 1
            # Nothing else on a letter card but its letter (big, and in the corners).
            assert {w.text for w in words_in(page, trim)} == {letter}
            h_pt = page.height / (25.4 / 72)
            big = max((c for c in page.chars if trim.contains_box(char_box(c, h_pt), tol=0.5)), key=font_size)
            assert font_size(big) * 25.4 / 72 * 0.714 > 30.0  # capitals over 3 cm tall on poker cards
    assert found == Counter(LETTERS)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_6_round_cards_say_what_happens_in_their_round(printed, paper):
    pages = read(pdf(files(printed, "--paper", paper), "hooky-cards-"))
    rounds = {}
    for page in _pages(pages, "Round cards · fronts"):
        for trim in page.trims:
            number = biggest_text(page, trim)
            rounds[int(number)] = " ".join(lines(words_in(page, trim)))
    assert sorted(rounds) == [1, 2, 3, 4, 5, 6]
    for r, text in rounds.items():
        assert "ROUND" in text and "of 6" in text and f"After round {r}" in text
        assert ("opening clues" in text) == (r == 1)
        assert ("reveal one face-down card" in text) == (r >= 2)  # reveal and peek from round 2
        assert ("playground card" in text) == (r <= 3)
        assert ("truant guess" in text) == (r >= 4)
    assert "Each one right scores 5" in rounds[4] and "Each one right scores 5" in rounds[5]
    assert "Each one right scores 10" in rounds[6] and "reveal the truants" in rounds[6]
    assert "With 4 or 5 players" in rounds[3]  # 3 players turn up their last playground card after round 2


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_duplex_backs_land_behind_their_fronts_and_tell_the_decks_apart(printed, paper):
    pages = read(pdf(files(printed, "--paper", paper), "hooky-cards-"))
    W = PAPER_MM[paper][0]
    backs = Counter()
    assert len(pages) % 2 == 0
    for front, back in zip(pages[0::2], pages[1::2]):
        assert "fronts" in front.label and f"backs of page {front.number}" in back.label
        mirrored = {Box(W - t.x1, t.y0, W - t.x0, t.y1).rounded(2) for t in front.trims}
        assert mirrored == {t.rounded(2) for t in back.trims}
        deck = "letter" if "Letter cards" in front.label else "round"
        for trim in back.trims:
            assert f"{deck} card" in lines(words_in(back, trim))
            backs[deck] += 1
    assert backs == {"letter": 26, "round": 6}


def test_card_text_stays_in_the_safe_zone(printed):
    for paper in ("a4", "letter"):
        for page in read(pdf(files(printed, "--paper", paper), "hooky-cards-")):
            safe = [t.grow(-4.0) for t in page.trims]
            h_pt = page.height / (25.4 / 72)
            for ch in art_chars(page):  # the page label is in the margin
                box = char_box(ch, h_pt)
                assert any(s.contains_box(box, tol=0.05) for s in safe), (paper, page.number, ch["text"])


# -- the screens and the marker ------------------------------------------------------------------------
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_five_screens_in_each_seats_colour_and_mark_with_the_reminder_inside(printed, paper):
    pages = read(pdf(files(printed, "--paper", paper), "hooky-screens-"))
    screens = _pages(pages, "Player screens")
    assert len(screens) == 5
    for seat, (page, (colour_name, mark)) in enumerate(zip(screens, SEATS)):
        assert f"Player {seat + 1} ({colour_name}, {mark})" in page.label
        (trim,) = page.trims
        assert trim.w > 180 and trim.h > 240  # two halves of at least 12 cm: a screen that hides
        text = lines(page.words)
        # Outside (three panels) and inside (the heading) name the seat.
        assert sum(f"Player {seat + 1}" in t for t in text) >= 3
        assert any(f"{colour_name} · {mark}" in t for t in text)
        colour = theme.SEATS[seat]["colour"]
        assert any(area > 10000 and same_colour(c, colour) for area, c in page.fills), "the outside in colour"
        joined = " ".join(text)
        for heading in ("Before round 1: opening clues", "A round", "Reveal and peek", "Words",
                        "The counting rule", "Set-up", "After each round", "After round 6", "Scoring", "Ties:"):
            assert heading in joined, (seat, heading)
        for example in ("M I R T H = 1", "N E V E R = 3", "Q U I C K = 0"):
            assert example in joined
        assert "After rounds 4, 5 and 6:" in joined and "After rounds 1, 2 and 3 (3 players: 1" in joined
        # The outside reads upright from the table: turned half round on the paper.
        assert any(w.direction == (-1.0, 0.0) and w.text == "Player" for w in page.words)


def test_the_current_player_marker_folds_into_a_tent(printed):
    pages = read(pdf(files(printed, "--paper", "a4"), "hooky-screens-"))
    (page,) = _pages(pages, "Current-player marker")
    (tent,) = page.trims  # the round spare is cut along its circle
    text = lines(page.words)
    assert sum("current player" in t for t in text) >= 2  # both faces
    assert any(w.direction == (-1.0, 0.0) for w in words_in(page, tent))  # one face turned half round
    assert any("glue" in t for t in text)


# -- the worksheets ------------------------------------------------------------------------------------
def _worksheets(page):
    """The words of each worksheet on a page (two halves for 3 players)."""
    titles = [w for w in page.words if w.text == "worksheet"]
    if len(titles) == 1:
        return [page.words]
    mid = page.height / 2
    return [[w for w in page.words if w.y > mid], [w for w in page.words if w.y < mid]]


def _head(words, text):
    found = [w for w in words if w.text == text]
    assert found, text
    return max(found, key=lambda w: w.y)


def _column(words, head, tol=2.5):
    below = [w for w in words if abs(w.x - head.x) < tol and w.y < head.y - 0.5]
    return [w.text for w in sorted(below, key=lambda w: -w.y)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_worksheet_mirrors_the_in_app_one(printed, paper, players):
    pages = read(pdf(files(printed, "--paper", paper), f"hooky-worksheets-{players}-players-"))
    n_pages, per_page = PADS[players]
    assert len(pages) == n_pages
    for page in pages:
        sheets = _worksheets(page)
        assert len(sheets) == per_page
        for words in sheets:
            text = lines(words)
            joined = " ".join(text)
            assert f"Hooky worksheet {players} players" in joined
            assert "name" in joined and "seat" in joined
            # The grid: A to Z against each other player, the playground and the truants.
            playground = _head(words, "playground")
            heads = [w for w in words if abs(w.y - playground.y) < 0.3]
            assert [w.text for w in sorted(heads, key=lambda w: w.x)] == ["player"] * (players - 1) + [
                "playground", "truants"]
            first = min(w.x for w in heads)
            letters = [w for w in words if w.x < first - 3 and len(w.text) == 1 and w.text.isupper()]
            assert "".join(w.text for w in sorted(letters, key=lambda w: -w.y)) == LETTERS
            assert "has has not ? maybe" in joined
            # The clue log: the opening clues and six rounds, one row a player each.
            assert any("round asker asked word answer" in t for t in text)
            asker = _head(words, "asker")
            assert _column(words, asker) == [str(k) for k in range(1, players + 1)] * 7
            rnd = next(w for w in words if w.text == "round" and abs(w.y - asker.y) < 0.3)
            assert _column(words, rnd) == ["open", "1", "2", "3", "4", "5", "6"]
            # Your hand, the truant guesses after rounds 4, 5, 6, the hand guesses and the score.
            assert f"Your hand {HAND[players]} cards" in joined
            for r in (4, 5, 6):
                assert any(t.endswith(f"after round {r}") for t in text), r
            answer = _head(words, "answer")
            side = [w for w in words if w.x > answer.x + 8]
            assert sum(w.text == "player" for w in side) == players - 1
            assert "Hands after round 6" in joined
            for row in ("truants, round 4", "truants, round 5", "truants, round 6", "hand letters right",
                        "hands complete", "total"):
                assert row in joined, row


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_worksheets_are_ink_light(printed, paper):
    """Thin lines and no filled areas beyond a few small marks."""
    for players in (3, 4, 5):
        for page in read(pdf(files(printed, "--paper", paper), f"hooky-worksheets-{players}-players-")):
            big = [(round(area), c) for area, c in page.fills if area > 20.0]
            assert big == [], (players, page.number)


def test_ink_saver_has_no_large_filled_areas(printed):
    folder = files(printed, "--paper", "letter", "--ink-saver", "--backs", "fold")
    for f in folder.glob("hooky-*.pdf"):
        for page in read(f):
            for area, colour in page.fills:
                if isinstance(colour, (tuple, list)) and len(colour) == 3 and min(colour) > 0.999:
                    continue
                assert area <= INK_SAVER_MAX_FILL * 1.3, (f.name, page.number, round(area), colour)


def test_print_hooky_works_before_the_game_is_in_the_launcher():
    from boardgames_desktop.games import PACKAGES
    from boardgames_desktop.printing.generate import printable_games, resolve_games

    assert resolve_games("hooky") == ["hooky"]
    assert "hooky" in printable_games() and "hooky" in resolve_games("all")
    assert printable_games()[: len(PACKAGES)] == [g for g in PACKAGES if g in printable_games()]
