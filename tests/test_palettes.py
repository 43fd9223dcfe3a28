"""Every game's colours under simulated deuteranopia, protanopia and tritanopia.

Two things a player must tell apart are told apart when, for every colour
vision (normal and the three dichromacies), a line can be seen between them:
somewhere along the chain of colours from one to the other (a fill, the
edges drawn round it, the other fill) two neighbours differ plainly, by a
contrast of 3:1 (WCAG's figure for shapes and outlines) or by an OKLab
distance of 0.1. Colours are read as data from ``theme.py`` and the games'
``data.py``; where a check needs the painting itself (Hooky's "in your hand"
tiles), the tiles are rendered and compared pixel by pixel.

Covered: the app's grounds (paper, panels, the dark projector, white paper)
under every seat token; held hands' nodes, pawns, chips and dots on the
light table and the dark projector; Hooky's tints, worksheet shades and
projector greys. Each known failure is shown caught by the same measure.
"""

from __future__ import annotations

import itertools

import pytest
from colourvision import VISIONS, distance, oklab, simulate

from boardgames_desktop import theme
from boardgames_desktop.games.held_hands import data as hh
from boardgames_desktop.games.hooky import data as hooky

EDGE_CONTRAST = 3.0
DIFFERENT = 0.1
#: Words on the grounds they are read on.
TEXT_CONTRAST = 4.5


def _contrast_seen(a: str, b: str, vision: str) -> float:
    la = 0.2126 * simulate(a, vision)[0] + 0.7152 * simulate(a, vision)[1] + 0.0722 * simulate(a, vision)[2]
    lb = 0.2126 * simulate(b, vision)[0] + 0.7152 * simulate(b, vision)[1] + 0.0722 * simulate(b, vision)[2]
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def unseen(*chain: str) -> list[str]:
    """The visions under which no line shows between the two ends of ``chain`` (a fill, the
    edges painted round it in order, the fill beside it)."""
    blind = []
    for vision in VISIONS:
        if not any(_contrast_seen(x, y, vision) >= EDGE_CONTRAST or distance(x, y, vision) >= DIFFERENT
                   for x, y in itertools.pairwise(chain)):
            blind.append(vision)
    return blind


def worst_text_contrast(ink: str, ground: str) -> float:
    return min(_contrast_seen(ink, ground, vision) for vision in VISIONS)


# -- the app's grounds and the seat tokens on them ----------------------------------------------------
GROUNDS = {
    "paper": theme.PAPER,
    "panel": theme.PAPER_DEEP,
    "white paper": "#FFFFFF",
    "projector": theme.PROJECTOR_BG,
    "held hands table": hh.SCREEN_PALETTES["light"]["field"],
    "held hands projector table": hh.SCREEN_PALETTES["projector"]["field"],
    "hooky card": hooky.CARD_FACE,
    "hooky projector row": hooky.PROJECTOR_ROW_ALT,
}


@pytest.mark.parametrize("ground", GROUNDS)
def test_every_seat_token_shows_its_outline_on_every_ground(ground):
    hidden = []
    for seat in theme.SEATS:
        colour, back = seat["colour"], GROUNDS[ground]
        blind = unseen(colour, theme.token_edge(colour, back), back)
        if blind:
            hidden.append(f"{seat['name']}: {blind}")
    assert hidden == []


def test_a_dark_token_with_a_darker_edge_would_vanish_on_the_projector():
    navy = next(s["colour"] for s in theme.SEATS if s["name"] == "navy")
    darker = "#" + "".join(f"{round(int(navy[i:i + 2], 16) * 0.74):02X}" for i in (1, 3, 5))
    assert "tritanopia" in unseen(navy, darker, theme.PROJECTOR_BG)  # the old edge: caught
    assert theme.token_edge(navy, theme.PROJECTOR_BG) == theme.RIM_ON_DARK


# -- ...and then we held hands ---------------------------------------------------------------------------
PALETTES = list(hh.SCREEN_PALETTES)


@pytest.mark.parametrize("palette", PALETTES)
def test_every_node_and_the_heart_stand_out_from_the_table(palette):
    pal = hh.SCREEN_PALETTES[palette]
    for emotion, colour in hh.EMOTION_HEX.items():
        assert unseen(colour, pal["rim"], pal["field"]) == [], emotion
    assert unseen(hh.HEART_HEX, pal["bg"], pal["field"]) == []


@pytest.mark.parametrize("palette", PALETTES)
def test_emotion_chips_and_dots_stand_out_from_their_panel(palette):
    pal = hh.SCREEN_PALETTES[palette]
    for ground in (pal["panel"], pal["bg"]):
        for emotion, colour in hh.EMOTION_HEX.items():
            assert unseen(colour, pal["rim"], ground) == [], (emotion, ground)


def test_the_sad_chip_alone_vanished_on_the_projector():
    pal = hh.SCREEN_PALETTES["projector"]
    assert unseen(hh.EMOTION_HEX["sad"], pal["panel"]) == list(VISIONS)  # caught, before the rim


def test_emotions_that_look_alike_differ_by_a_shape_that_shows():
    for emotion, colour in hh.EMOTION_HEX.items():
        assert worst_text_contrast(hh.SYMBOL_HEX, colour) >= EDGE_CONTRAST, emotion
    close = [(a, b) for a, b in itertools.combinations(hh.EMOTIONS, 2)
             if min(distance(hh.EMOTION_HEX[a], hh.EMOTION_HEX[b], v) for v in VISIONS) < DIFFERENT]
    assert ("happy", "angry") in close  # green and red, under deuteranopia
    for a, b in close:
        assert hh.EMOTION_SHAPE[a] != hh.EMOTION_SHAPE[b]


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("palette", PALETTES)
def test_a_pawn_stands_apart_from_every_node_and_the_table(seat, palette):
    pawn = theme.SEATS[seat]["colour"]
    pal = hh.SCREEN_PALETTES[palette]
    for under in (*hh.EMOTION_HEX.values(), pal["field"], pal["bg"]):
        assert unseen(pawn, hh.PAWN_EDGE_HEX, hh.PAWN_RIM_HEX, under) == [], under


def test_a_plum_pawn_without_its_edges_is_lost_on_a_blue_node():
    assert "deuteranopia" in unseen(theme.SEATS[0]["colour"], hh.EMOTION_HEX["calm"])


@pytest.mark.parametrize("palette", PALETTES)
def test_words_on_the_held_hands_table_read(palette):
    pal = hh.SCREEN_PALETTES[palette]
    for ground in (pal["bg"], pal["panel"]):
        assert worst_text_contrast(pal["ink"], ground) >= TEXT_CONTRAST
        assert worst_text_contrast(pal["soft"], ground) >= TEXT_CONTRAST
    assert worst_text_contrast(theme.INK, pal["card"]) >= TEXT_CONTRAST  # the words on the cards


# -- Hooky ---------------------------------------------------------------------------------------------
def test_in_your_hand_is_an_ink_edge_and_bar_not_the_tint_alone():
    # The tint is a light shade on a light tile: a hue, not a line (under 3:1 for every
    # vision), too faint to carry the meaning on a washed-out projector or for low vision.
    assert max(_contrast_seen(hooky.IN_HAND_TINT, hooky.CARD_FACE, v) for v in VISIONS) < EDGE_CONTRAST
    for ground in (hooky.IN_HAND_TINT, hooky.CARD_FACE, theme.PAPER):
        assert worst_text_contrast(hooky.IN_HAND_EDGE, ground) >= EDGE_CONTRAST


def test_the_worksheet_marks_read_on_their_cells():
    assert worst_text_contrast(hooky.ASSIST_INK, hooky.ASSIST_TINT) >= TEXT_CONTRAST
    assert worst_text_contrast(theme.INK, theme.PAPER) >= TEXT_CONTRAST
    assert worst_text_contrast(theme.PAPER, hooky.FACT_FILL) >= EDGE_CONTRAST  # the dot in a seen cell
    assert unseen(hooky.FACT_FILL, hooky.LOCKED_BG) == []


def test_hookys_warnings_and_marks_read_on_their_tints():
    assert worst_text_contrast(theme.DANGER, hooky.REFUSAL_TINT) >= TEXT_CONTRAST
    for tint in (hooky.NOTICE_TINT, hooky.MISMATCH_TINT, hooky.WHOLE_HAND_TINT, hooky.CARD_UP_FACE):
        assert worst_text_contrast(theme.INK, tint) >= TEXT_CONTRAST, tint


def test_hooky_projector_greys_read_across_a_room():
    for ink in (theme.PROJECTOR_INK, hooky.PROJECTOR_SOFT):
        for ground in (theme.PROJECTOR_BG, hooky.PROJECTOR_ROW_ALT):
            assert worst_text_contrast(ink, ground) >= 7.0
    assert worst_text_contrast(theme.INK, theme.HIGHLIGHT) >= TEXT_CONTRAST  # the newest clue's row


def _tiles(delegate_hand: set[str], qtbot):
    """Hooky's two clue logs (the table's and the worksheet's) drawn with one clue, USUAL,
    for a seat holding ``delegate_hand``: the word's pixels of each, as QImages."""
    from boardgames_desktop.games.hooky.view.cluelog import ClueLog as TableLog
    from boardgames_desktop.games.hooky.view.worksheet_parts import ClueLog as SheetLog
    from boardgames_desktop.games.hooky.view.worksheet_view import WorksheetWidget
    from boardgames_desktop.games.hooky.worksheet import LogEntry

    clue = {"index": 0, "kind": "opening", "round": 0, "asker": 0, "asked": 0, "word": "USUAL", "answer": 1}
    table = TableLog()
    qtbot.addWidget(table)
    table.resize(640, 140)
    table.set_clues([clue], ["Ada", "Ben", "Cleo"], sorted(delegate_hand))
    table.show()
    qtbot.waitExposed(table)
    cell = table.visualItemRect(table.item(0, 3))
    owner = WorksheetWidget()
    qtbot.addWidget(owner)
    sheet = SheetLog(owner.seat_name, owner)  # the clue log gets the names it paints passed in
    sheet.hand = set(delegate_hand)
    sheet.set_entries([LogEntry(kind="clue", round=0, clue=clue)])
    sheet.resize(640, sheet.height())
    return [table.viewport().grab(cell).toImage(), sheet.grab().toImage()]


def test_in_your_hand_tiles_differ_in_light_and_dark_under_every_vision(qtbot):
    mine, plain = _tiles({"L"}, qtbot), _tiles(set(), qtbot)
    for a, b in zip(mine, plain):
        for vision in VISIONS:
            assert _dark_line_pixels(a, b, vision) >= 20, vision


def test_a_tint_alone_would_not_count(qtbot):
    from PySide6.QtGui import QColor, QImage

    a, b = QImage(40, 40, QImage.Format.Format_RGB32), QImage(40, 40, QImage.Format.Format_RGB32)
    a.fill(QColor(hooky.IN_HAND_TINT))
    b.fill(QColor(hooky.CARD_FACE))
    assert _dark_line_pixels(a, b, "deuteranopia") == 0


def _dark_line_pixels(a, b, vision: str) -> int:
    """How many pixels differ between the two pictures by a contrast of 3:1 or more, as
    ``vision`` sees them: the outline and bar a tint alone would not draw."""
    width, height = min(a.width(), b.width()), min(a.height(), b.height())
    seen: dict[int, float] = {}

    def luminance(rgb: int) -> float:
        if rgb not in seen:
            r, g, bl = simulate(f"#{rgb & 0xFFFFFF:06X}", vision)
            seen[rgb] = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        return seen[rgb]

    count = 0
    for y in range(height):
        for x in range(width):
            la, lb = luminance(a.pixel(x, y)), luminance(b.pixel(x, y))
            if (max(la, lb) + 0.05) / (min(la, lb) + 0.05) >= EDGE_CONTRAST:
                count += 1
    return count


def test_oklab_reads_black_and_white_as_plainly_different():
    assert oklab(simulate("#FFFFFF", "normal"))[0] > 0.99 and distance("#000000", "#FFFFFF") > 0.9
