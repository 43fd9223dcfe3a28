"""The one palette and type scale shared by the screen and the printed sheets.

Plain data (hex strings, millimetres, point sizes) so that ``ui/`` (Qt) and
``printing/`` (ReportLab) read the same numbers and a printed card matches the
card on screen.
"""

from __future__ import annotations

import math

from .core.i18n import _, pgettext

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
HINT = "#2F6F8F"         # the hint's ring and its star badge (a shape too, not only a colour)
PROJECTOR_BG = "#1F1C19"  # the projector is dark: light on dark reads best across a room
PROJECTOR_INK = "#FAF6EE"

#: The light ring round a dark mark on the dark projector (a black node, a navy token).
RIM_ON_DARK = "#D8CFC1"

#: Seat colours, chosen apart from the four emotion colours, each with its own mark.
#: One entry a seat, for the most seats any game can have (12 people, one seat
#: each), so nothing ever wraps round to reuse a pair. Chosen so that every two
#: colours stay apart under simulated protanopia, deuteranopia and tritanopia
#: as well as normal vision (tests/test_seat_palette.py measures it); the first
#: seats, which every game uses, are the most distinct. Where colour alone is
#: not enough (twelve seats), the marks are all different shapes.
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
    {"colour": "#B39BD0", "mark": "hourglass", "name": "lilac"},
    {"colour": "#D8C27A", "mark": "heart", "name": "straw"},
    {"colour": "#2F6B4F", "mark": "pips", "name": "forest"},
)


def _seat_words() -> dict[str, str]:
    """The palette's colour and mark names in the current language (a context
    keeps them apart from the same English words elsewhere: a game's "heart")."""
    return {
        "plum": pgettext("seat colour", "plum"), "amber": pgettext("seat colour", "amber"),
        "teal": pgettext("seat colour", "teal"), "rose": pgettext("seat colour", "rose"),
        "olive": pgettext("seat colour", "olive"), "indigo": pgettext("seat colour", "indigo"),
        "mint": pgettext("seat colour", "mint"), "brown": pgettext("seat colour", "brown"),
        "navy": pgettext("seat colour", "navy"), "lilac": pgettext("seat colour", "lilac"),
        "straw": pgettext("seat colour", "straw"), "forest": pgettext("seat colour", "forest"),
        "ring": pgettext("seat mark", "ring"), "dot": pgettext("seat mark", "dot"),
        "bar": pgettext("seat mark", "bar"), "cross": pgettext("seat mark", "cross"),
        "star": pgettext("seat mark", "star"), "triangle": pgettext("seat mark", "triangle"),
        "square": pgettext("seat mark", "square"), "diamond": pgettext("seat mark", "diamond"),
        "crescent": pgettext("seat mark", "crescent"), "hourglass": pgettext("seat mark", "hourglass"),
        "heart": pgettext("seat mark", "heart"), "pips": pgettext("seat mark", "pips"),
    }


def seat_colour_name(seat: int) -> str:
    """The name of ``seat``'s colour, in the current language ("plum", 梅紫)."""
    return _seat_words()[SEATS[seat]["name"]]


def seat_mark_name(seat: int) -> str:
    """The name of the mark on ``seat``'s token, in the current language ("ring", 圓環)."""
    return _seat_words()[SEATS[seat]["mark"]]


def seat_description(seat: int) -> str:
    """Words for a seat's token, on screen and paper: "plum, ring" (梅紫色圓環)."""
    # Translators: a seat's token in words, its colour and the mark drawn on it ("plum, ring").
    return _("{colour}, {mark}").format(colour=seat_colour_name(seat), mark=seat_mark_name(seat))

#: The most seats a game may have: one colour and mark each.
MAX_SEATS = len(SEATS)

FONT_FAMILY = "Noto Sans"  # bundled in assets/fonts (OFL)

#: The smallest text any window paints, in pixels (about 8 pt at 96 dpi).
MIN_TEXT_PX = 11
#: Text on the projector is read across a room: never under this share of the screen's height.
PROJECTOR_TEXT_SHARE = 1 / 50


def relative_luminance(colour: str) -> float:
    """WCAG relative luminance of a ``#RRGGBB`` colour."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    h = colour.lstrip("#")
    r, g, b = (channel(int(h[i:i + 2], 16) / 255) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _darker(colour: str, share: float) -> str:
    h = colour.lstrip("#")
    return "#" + "".join(f"{round(int(h[i:i + 2], 16) * (1 - share)):02X}" for i in (0, 2, 4))


def token_edge(colour: str, ground: str = PAPER) -> str:
    """The edge of a seat token of ``colour`` lying on ``ground``: its colour a quarter
    darker, or, where that does not stand 3:1 from the ground, ink on a light ground and
    :data:`RIM_ON_DARK` on a dark one, so every token's outline shows on every ground."""
    edge = _darker(colour, 0.26)
    if contrast(edge, ground) >= 3.0:
        return edge
    return INK if relative_luminance(ground) > 0.18 else RIM_ON_DARK


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


# -- seat marks as geometry, for the Qt painter and the printed sheets alike ----------------
#: A part of a mark: ``("circle", cx, cy, r)`` or ``("polygon", points)``, in a
#: unit circle (radius 1, y down). A mark's parts are filled together with the
#: even-odd rule, so a circle inside another cuts a hole (the ring).
MarkPart = tuple


def _circle(r: float, cx: float = 0.0, cy: float = 0.0) -> MarkPart:
    return ("circle", cx, cy, r)


def _polygon(points) -> MarkPart:
    return ("polygon", tuple((round(x, 4), round(y, 4)) for x, y in points))


def _rotated(points, degrees: float):
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return [(x * c - y * s, x * s + y * c) for x, y in points]


def _rounded_rect(w: float, h: float, r: float, steps: int = 4):
    """Corners rounded with ``steps`` segments each, centred on the origin."""
    points = []
    for cx, cy, start in ((w / 2 - r, h / 2 - r, 0), (-w / 2 + r, h / 2 - r, 90),
                          (-w / 2 + r, -h / 2 + r, 180), (w / 2 - r, -h / 2 + r, 270)):
        for i in range(steps + 1):
            a = math.radians(start + 90.0 * i / steps)
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def _cross():
    # Two bars at 45 degrees as one outline: arm half-width 0.25, arm length 0.95.
    arm, half = 0.95, 0.25
    plus = [(half, arm), (-half, arm), (-half, half), (-arm, half), (-arm, -half), (-half, -half),
            (-half, -arm), (half, -arm), (half, -half), (arm, -half), (arm, half), (half, half)]
    return _rotated(plus, 45.0)


def _star():
    return [((1.0 if i % 2 == 0 else 0.42) * math.cos(math.radians(-90.0 + 36.0 * i)),
             (1.0 if i % 2 == 0 else 0.42) * math.sin(math.radians(-90.0 + 36.0 * i))) for i in range(10)]


def _crescent(steps: int = 24):
    # The outer arc of a circle of radius 0.9, closed by a circle of radius 0.74 shifted
    # right: a waxing moon opening to the right.
    r_out, r_in, shift = 0.9, 0.74, 0.4
    # Where the two circles meet (x from the circle equations).
    x = (r_out ** 2 - r_in ** 2 + shift ** 2) / (2 * shift)
    y = math.sqrt(max(0.0, r_out ** 2 - x ** 2))
    a_out = math.atan2(y, x)
    a_in = math.atan2(y, x - shift)
    outer = [(r_out * math.cos(t), r_out * math.sin(t))
             for t in (a_out + (2 * math.pi - 2 * a_out) * i / steps for i in range(steps + 1))]
    inner = [(shift + r_in * math.cos(t), r_in * math.sin(t))
             for t in (-a_in + (2 * a_in - 2 * math.pi) * i / steps for i in range(steps + 1))]
    return outer + inner


def _heart(steps: int = 36):
    # The classic heart curve, point down (y down), centred and scaled to reach 0.9.
    raw = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    ys = [y for _, y in raw]
    middle = (max(ys) + min(ys)) / 2
    scale = 0.9 / max(math.hypot(x, y - middle) for x, y in raw)
    return [(x * scale, (y - middle) * scale) for x, y in raw]


#: Every seat mark, by name (see :data:`SEATS`).
SEAT_MARKS: dict[str, tuple[MarkPart, ...]] = {
    "ring": (_circle(0.82), _circle(0.45)),
    "dot": (_circle(0.68),),
    "bar": (_polygon(_rounded_rect(1.8, 0.62, 0.18)),),
    "cross": (_polygon(_cross()),),
    "star": (_polygon(_star()),),
    # Lowered a little: a triangle's optical centre sits below its circumcentre.
    "triangle": (_polygon((x * 0.88, y * 0.88 + 0.1) for x, y in regular_polygon(3)),),
    "square": (_polygon(_rounded_rect(1.36, 1.36, 0.1)),),
    "diamond": (_polygon(((0.0, -0.95), (0.68, 0.0), (0.0, 0.95), (-0.68, 0.0))),),
    "crescent": (_polygon(_crescent()),),
    "hourglass": (_polygon(((-0.58, -0.8), (0.58, -0.8), (0.13, 0.0), (0.58, 0.8), (-0.58, 0.8),
                            (-0.13, 0.0))),),
    "heart": (_polygon(_heart()),),
    "pips": tuple(_circle(0.28, 0.52 * math.cos(math.radians(a)), 0.52 * math.sin(math.radians(a)))
                  for a in (-90.0, 30.0, 150.0)),
}
