"""Tokaido Duo's pieces fit the places printed for them, measured on the paper.

The map's places are the dashed, paper-filled outlines in the sea's ink: rounded
squares by the eight coastal towns (specialty tokens, the smallest squares) and in
Tosa Bay (wave tiles, the largest), and the largest dashed circle (the hot spring).
The pieces are measured where they are cut: round tokens along their cut circles,
tiles inside their crop marks. Every map (two tiles, four tiles, one sheet) on both
papers is measured against the pieces made for it.
"""

from __future__ import annotations

from collections import Counter

import pdfplumber
import pytest

from boardgames_desktop.games.tokaido_duo.mapart import SEA_INK
from boardgames_desktop.games.tokaido_duo.vectors import PAPER
from boardgames_desktop.printing.document import CUT_COLOUR
from boardgames_desktop.printing.layout import TRIM_LINE_PT

from .pdfread import PT, pdf, read, same_colour

#: A piece must leave at least this much of its place showing on each side in total (mm).
CLEARANCE = 0.5


def places(path) -> dict[str, float]:
    """The smallest size of each kind of place on any page of a map file (mm)."""
    squares: list[float] = []
    circles: list[float] = []
    with pdfplumber.open(str(path)) as doc:
        for page in doc.pages:
            for o in page.curves + page.rects:
                if not (o.get("stroke") and o.get("fill") and o.get("dash")):
                    continue
                if not (same_colour(o["stroking_color"], SEA_INK) and same_colour(o["non_stroking_color"], PAPER)):
                    continue
                w, h = o["width"] * PT, o["height"] * PT
                if abs(w - h) > 0.3:
                    continue  # the glue strips' hatching frames and such
                # A rounded square has straight sides between its corners; a circle only curves.
                (squares if len(o["pts"]) > 8 else circles).append(min(w, h))
    sizes = sorted({round(s, 2) for s in squares})
    assert len(sizes) >= 2, sizes
    counted = Counter(round(s, 2) for s in squares)
    token = [s for s in squares if round(s, 2) <= sizes[0] + 0.3]
    wave = [s for s in squares if round(s, 2) >= sizes[-1] - 0.3]
    assert sum(counted[round(s, 2)] for s in set(token)) >= 8 and len(wave) >= 3, counted
    return {"specialty": min(token), "wave": min(wave), "spring": max(circles)}


def cut_circles(path) -> Counter:
    """Diameters (mm, to 0.1) of every round piece's cut circle, counted."""
    found: Counter = Counter()
    with pdfplumber.open(str(path)) as doc:
        for page in doc.pages:
            for o in page.curves:
                if (o.get("stroke") and not o.get("fill") and abs(o["linewidth"] - TRIM_LINE_PT) < 1e-3
                        and same_colour(o["stroking_color"], CUT_COLOUR)):
                    found[round(o["width"] * PT, 1)] += 1
    return found


def pieces(folder, paper: str) -> dict[str, dict[str, float]]:
    """The specialty tokens, wave tiles and hot springs as printed: for the tiled map
    (the larger of each pair) and for the map on one sheet (the smaller)."""
    tokens = cut_circles(pdf(folder, f"tokens-{paper}"))
    specialty = sorted(d for d, n in tokens.items() if n == 8)
    tiles_pdf = pdf(folder, f"tiles-{paper}")
    fronts = read(tiles_pdf)[0]
    squares = Counter(round(t.w, 1) for t in fronts.trims if abs(t.w - t.h) < 0.1)
    waves = sorted(s for s, n in squares.items() if n == 3)
    rounds = cut_circles(tiles_pdf)
    springs = sorted(d for d, n in rounds.items() if n in (1, 2))  # a front, and its back behind it
    assert len(specialty) == 2 and len(waves) == 2 and len(springs) == 2, (tokens, squares, rounds)
    return {"map": {"specialty": specialty[1], "wave": waves[1], "spring": springs[1]},
            "small": {"specialty": specialty[0], "wave": waves[0], "spring": springs[0]}}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_piece_fits_its_place_on_every_map(printed, paper):
    fit = printed("tokaido-duo", "--paper", paper)
    large = printed("tokaido-duo", "--paper", paper, "--board", "large")
    made = pieces(fit, paper)
    for folder, part, kind in ((fit, f"-map-{paper}", "map"), (large, f"-map-{paper}", "map"),
                               (fit, "map-small", "small")):
        room = places(pdf(folder, part))
        for piece, size in made[kind].items():
            assert size + CLEARANCE <= room[piece], (paper, part, piece, size, room[piece])


def test_the_measure_catches_a_token_bigger_than_its_spot(printed):
    """The old 22 mm specialty token on the two-tile map's 13 mm square fails the check."""
    room = places(pdf(printed("tokaido-duo"), "-map-a4"))
    assert 22.0 + CLEARANCE > room["specialty"]
    assert 11.5 + CLEARANCE <= room["specialty"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_two_colour_markers(printed, paper):
    page = read(pdf(printed("tokaido-duo", "--paper", paper), f"tokens-{paper}"))[0]
    words = Counter(w.text for w in page.words)
    assert words["purple"] == 1 and words["green"] == 1
    assert cut_circles(pdf(printed("tokaido-duo", "--paper", paper), f"tokens-{paper}"))[22.0] == 2
