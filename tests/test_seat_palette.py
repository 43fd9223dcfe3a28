"""The seat palette: a colour and a mark for every seat, told apart by everyone.

Qt-free: it reads ``theme`` as data. The marks' drawing is checked in
``tests/ui/test_marks.py``; that every game fits the palette, in
``tests/test_registry.py``.
"""

from __future__ import annotations

import itertools
import math

import pytest

from boardgames_desktop import theme

from colourvision import VISIONS, contrast, distance, worst_distance

#: Every two seat colours differ at least this much (OKLab) under normal vision and
#: each simulated dichromacy. About three just-noticeable differences: enough to
#: tell two tokens side by side apart, with the mark to confirm.
MIN_DISTANCE = 0.06
#: The first eight seats (every game but the largest tables) stay further apart.
MIN_DISTANCE_FIRST_EIGHT = 0.065


def colours() -> list[str]:
    return [s["colour"] for s in theme.SEATS]


def test_twelve_seats_each_with_its_own_colour_mark_and_name():
    assert theme.MAX_SEATS == len(theme.SEATS) >= 12
    for key in ("colour", "mark", "name"):
        values = [s[key] for s in theme.SEATS]
        assert len(set(values)) == len(values), f"two seats share a {key}"
    assert {s["mark"] for s in theme.SEATS} <= set(theme.SEAT_MARKS)


def test_the_first_five_seats_keep_their_marks_and_names():
    # Held hands' pawns and Hooky's screens are known by these; only teal's shade moved.
    assert [(s["mark"], s["name"]) for s in theme.SEATS[:5]] == [
        ("ring", "plum"), ("dot", "amber"), ("bar", "teal"), ("cross", "rose"), ("star", "olive"),
    ]


@pytest.mark.parametrize("count, minimum", [(8, MIN_DISTANCE_FIRST_EIGHT), (len(theme.SEATS), MIN_DISTANCE)])
def test_seat_colours_are_told_apart_under_colour_vision_deficiencies(count, minimum):
    too_close = []
    for (i, a), (j, b) in itertools.combinations(enumerate(colours()[:count]), 2):
        d, vision = worst_distance(a, b)
        if d < minimum:
            too_close.append(f"{theme.SEATS[i]['name']}/{theme.SEATS[j]['name']}: {d:.3f} ({vision})")
    assert too_close == []


def test_the_measure_catches_a_pair_that_looks_alike():
    # The first teal and the rose read as one colour under deuteranopia: the check
    # above would have failed on them (and did; that is why teal is lighter now).
    d, vision = worst_distance("#3E8E8C", "#C2577E")
    assert d < MIN_DISTANCE and vision == "deuteranopia"
    assert distance("#3E8E8C", "#C2577E", "normal") > 0.2  # while plainly different to most eyes


def test_every_mark_reads_on_its_disc():
    # The mark is painted white or ink on the seat colour, whichever contrasts more.
    for style in theme.SEATS:
        best = max(contrast(style["colour"], "#FFFFFF"), contrast(style["colour"], theme.INK))
        assert best >= 3.0, style["name"]


def test_mark_geometry_is_plain_data_inside_the_unit_circle():
    for name, parts in theme.SEAT_MARKS.items():
        assert parts, name
        for part in parts:
            if part[0] == "circle":
                _, cx, cy, r = part
                assert math.hypot(cx, cy) + r <= 1.0 + 1e-3, name
            else:
                assert part[0] == "polygon" and len(part[1]) >= 3, name
                assert all(math.hypot(x, y) <= 1.0 + 1e-3 for x, y in part[1]), name


def test_visions_cover_the_common_deficiencies():
    assert set(VISIONS) == {"normal", "protanopia", "deuteranopia", "tritanopia"}
