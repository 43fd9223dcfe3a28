"""The map's words at every size it is shown: none covers another, none lies where a pawn may
stand, and a name written across a route lies on a plate (the rough boxes of ``mapfit``,
computed from the scene description itself, the one both screen and paper draw)."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.i18n import _, language, set_language
from boardgames_desktop.games.tokaido_duo import data, mapart, mapfit
from boardgames_desktop.games.tokaido_duo.vectors import Label, Shape

#: The smallest legible text in map units: paper (no minimum), the windows (a laptop's map is
#: drawn at about 0.56 of its size, so 11 px are about 19.5 units) and the projector's (36 px
#: on a 4K screen, about 21.2 units), with a little to spare.
SIZES = (0.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 19.5, 20.0, 21.0, 21.2, 22.0)
_SCENES: dict[tuple[str, float], tuple] = {}


@pytest.fixture(params=["en", "zh_TW"])
def lang(request):
    before = language()
    set_language(request.param)
    yield request.param
    set_language(before)


def _scene(least: float) -> tuple:
    """The scene, built once a language and size for all the tests here."""
    key = (language(), least)
    if key not in _SCENES:
        _SCENES[key] = mapart.map_scene(least)
    return _SCENES[key]


def _words(least: float) -> list[tuple[Label, mapfit.Box]]:
    """Each name with its box, the lines of a name broken in two joined into one box."""
    out: list[tuple[Label, mapfit.Box]] = []
    for item in _scene(least):
        if not isinstance(item, Label):
            continue
        box = mapfit.box_of(item)
        if out and item.italic and out[-1][0].italic and out[-1][0].x == item.x:
            first, fb = out.pop()  # the second line of a region's name
            box = (min(fb[0], box[0]), fb[1], max(fb[2], box[2]), box[3])
            item = first
        out.append((item, box))
    return out


def _station_of(label: Label) -> str | None:
    """The station a number or a town's name belongs to (a pawn there may stand on it)."""
    if label.text.isdigit():
        return f"s{label.text}"
    return next((t for t in data.TOWNS if _(data.TOWN_NAMES[t]) == label.text), None)


@pytest.mark.parametrize("least", SIZES)
def test_no_word_covers_another(lang, least):
    words = _words(least)
    clashes = [(a.text, b.text) for i, (a, ab) in enumerate(words) for b, bb in words[i + 1:]
               if mapfit.overlap(ab, bb)]
    assert clashes == []


@pytest.mark.parametrize("least", SIZES)
def test_no_word_where_a_pawn_may_stand(lang, least):
    spots = [(s, b) for s in data.STATION_IDS for b in mapfit.pawn_boxes(data.STATION_XY[s])]
    for seat in (0, 1):
        spots += [(m, b) for m in data.MOUNTAINS for b in mapfit.pawn_boxes(mapfit.merchant_tip(m, seat))]
        spots += [(r, b) for r in data.REGIONS for b in mapfit.pawn_boxes(mapfit.artist_tip(r, seat))]
    covered = []
    for label, box in _words(least):
        if label.text.startswith("+"):
            continue  # a mountain town's draw, on its badge under the medallion
        for space, spot in spots:
            # A station's own number or name may lie under a pawn standing on that station.
            if space != _station_of(label) and mapfit.overlap(box, spot):
                covered.append((label.text, space))
    assert covered == []


@pytest.mark.parametrize("least", SIZES)
def test_a_name_across_a_route_lies_on_a_plate(lang, least):
    items = _scene(least)
    plates = [s for s in items if isinstance(s, Shape) and s.alpha > 0.9 and s.fill in mapart.REGION_TINT.values()]
    for label, box in _words(least):
        if label.italic and mapfit.crosses_line(box):
            assert any(_inside(box, _bounds(p)) for p in plates), label.text


def test_merchants_stand_beside_a_mountain_town_clear_of_its_name():
    for m in data.MOUNTAINS:
        x, _y = data.MOUNTAIN_XY[m]
        tips = [mapfit.merchant_tip(m, seat) for seat in (0, 1)]
        assert tips[0][0] < x - mapfit.MOUNTAIN_R < x + mapfit.MOUNTAIN_R < tips[1][0]


def _bounds(shape: Shape) -> mapfit.Box:
    pts = [(c[i], c[i + 1]) for c in shape.path for i in range(1, len(c) - 1, 2)]
    return (min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts))


def _inside(box: mapfit.Box, outer: mapfit.Box) -> bool:
    return all(abs(a - b) < 1.0 for a, b in zip(box, outer))


@pytest.mark.parametrize("least", SIZES)
def test_the_key_lies_at_sea_and_holds_its_words(lang, least):
    items = _scene(least)
    plate = next(s for s in items if isinstance(s, Shape) and s.alpha == 0.82)  # the key's backing
    box = _bounds(plate)
    assert not any(box[0] < x < box[2] and box[1] < y < box[3] for x, y in mapfit.island())
    start = items.index(plate)
    key_words = [w for w in items[start:] if isinstance(w, Label)][:7]
    for word in key_words:
        inner = mapfit.box_of(word)
        assert box[0] < inner[0] and inner[2] < box[2] and box[1] < inner[1] and inner[3] < box[3], word.text
