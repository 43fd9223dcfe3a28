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

#: Seat colours, chosen apart from the four emotion colours, each with a mark.
SEATS = (
    {"colour": "#8A5AA8", "mark": "ring", "name": "plum"},
    {"colour": "#D98E2B", "mark": "dot", "name": "amber"},
    {"colour": "#3E8E8C", "mark": "bar", "name": "teal"},
    {"colour": "#C2577E", "mark": "cross", "name": "rose"},
    {"colour": "#6B7F3A", "mark": "star", "name": "olive"},
)

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
