"""The one palette and type scale shared by the screen and the printed sheets.

Plain data (hex strings, millimetres, point sizes) so that ``ui/`` (Qt) and
``printing/`` (ReportLab) read the same numbers and a printed card matches the
card on screen.
"""

from __future__ import annotations

import math

# A calm, warm paper-and-ink palette.
PAPER = "#F7F2E8"        # window and sheet background
PAPER_DEEP = "#ECE3D2"   # panels, board field
INK = "#2F2A25"          # text and lines
INK_SOFT = "#6F665C"     # secondary text
RULE = "#B9AE9C"         # thin lines, ring circles
HIGHLIGHT = "#E7A83A"    # legal targets, selection
HIGHLIGHT_SOFT = "#F4D9A3"
DANGER = "#B23A3A"       # refusals, losing moves
SUCCESS = "#3F8F5A"
PROJECTOR_BG = "#1F1C19"  # the projector is dark: light on dark reads best across a room
PROJECTOR_INK = "#FAF6EE"

#: Seat colours, chosen apart from the four emotion colours, each with its own mark.
#: One entry a seat, for the most seats any game can have (12 people, one seat
#: each), so nothing ever wraps round to reuse a pair. Chosen so that every two
#: colours stay apart under simulated protanopia, deuteranopia and tritanopia
#: as well as normal vision (tests/test_seat_palette.py measures it); the first
#: seats, which every game uses, are the most distinct. Where colour alone is
#: not enough (twelve seats), the marks are all different shapes, and the
#: closest colours carry the most different marks (forest's hexagon beside
#: indigo's triangle, lilac's chevron beside teal's bar).
SEATS = (
    {"colour": "#8A5AA8", "mark": "ring", "name": "plum"},
    {"colour": "#D98E2B", "mark": "dot", "name": "amber"},
    # Lighter than the first teal (#3E8E8C), which read as rose under deuteranopia.
    {"colour": "#62A6A2", "mark": "bar", "name": "teal"},
    {"colour": "#C2577E", "mark": "cross", "name": "rose"},
    {"colour": "#6B7F3A", "mark": "star", "name": "olive"},
    {"colour": "#4A4A8C", "mark": "triangle", "name": "indigo"},
    {"colour": "#8CC7A8", "mark": "square", "name": "mint"},
    {"colour": "#5C4632", "mark": "diamond", "name": "brown"},
    {"colour": "#24406B", "mark": "crescent", "name": "navy"},
    {"colour": "#B39BD0", "mark": "chevron", "name": "lilac"},
    {"colour": "#D8C27A", "mark": "heart", "name": "straw"},
    {"colour": "#2F6B4F", "mark": "hexagon", "name": "forest"},
)

#: The most seats a game may have: one colour and mark each.
MAX_SEATS = len(SEATS)

FONT_FAMILY = "Noto Sans"  # bundled in assets/fonts (OFL)


def regular_polygon(sides: int, rotation_deg: float = -90.0) -> tuple[tuple[float, float], ...]:
    """Unit polygon (radius 1, y down) for symbol drawing."""
    return tuple(
        (
            math.cos(math.radians(rotation_deg + i * 360.0 / sides)),
            math.sin(math.radians(rotation_deg + i * 360.0 / sides)),
        )
        for i in range(sides)
    )


#: Symbols that carry colour for colour-blind players and black-and-white printers.
#: "circle" is drawn as a circle; the others are polygons in a unit box, y down.
SHAPES: dict[str, tuple[tuple[float, float], ...] | None] = {
    "circle": None,
    "square": ((-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)),
    "triangle": regular_polygon(3),
    "diamond": ((0.0, -1.0), (0.8, 0.0), (0.0, 1.0), (-0.8, 0.0)),
}
