"""...and then we held hands: the board, the decks and the emotions as plain data.

Read by the rules, the bots, the Qt view and the printed sheets alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import permutations

from ... import theme
from ...core.i18n import N_

# -- emotions -------------------------------------------------------------------------
EMOTIONS = ("happy", "calm", "angry", "sad")
COLOUR_LETTER = {"G": "happy", "B": "calm", "R": "angry", "K": "sad"}
BALANCE_CHANGE = {"happy": +1, "calm": +1, "angry": -1, "sad": -1}
COLOUR_NAME = {"happy": "green", "calm": "blue", "angry": "red", "sad": "black"}
#: What a person reads for each emotion and colour (message ids, translated where shown).
EMOTION_LABEL = {"happy": N_("happy"), "calm": N_("calm"), "angry": N_("angry"), "sad": N_("sad")}
COLOUR_LABEL = {"happy": N_("green"), "calm": N_("blue"), "angry": N_("red"), "sad": N_("black")}
#: Screen and paper colours (the spec's green, blue, red, black, softened to the palette).
EMOTION_HEX = {"happy": "#3E9B5F", "calm": "#3A72B5", "angry": "#D0473D", "sad": "#34302C"}
#: The shape that carries each emotion besides its colour (see theme.SHAPES).
EMOTION_SHAPE = {"happy": "circle", "calm": "square", "angry": "triangle", "sad": "diamond"}

#: The white of the shapes on emotion colours (and on the pawns).
SYMBOL_HEX = "#FFFFFF"

#: The table on screen: the main window's light table and the projector's dark one (the
#: cards stay paper-light on both, as on a real table). ``rim`` rings every emotion-coloured
#: node, chip and dot, so even the black (sad) ones stand out from a dark ground.
SCREEN_PALETTES = {
    "light": {"bg": theme.PAPER, "field": theme.PAPER_DEEP, "ink": theme.INK, "soft": theme.INK_SOFT,
              "rule": theme.RULE, "card": "#FFFDF8", "panel": "#FFFDF8", "rim": theme.PAPER},
    "projector": {"bg": theme.PROJECTOR_BG, "field": "#2A2622", "ink": theme.PROJECTOR_INK, "soft": "#C9C0B3",
                  "rule": "#6D655B", "card": "#F3EDE2", "panel": "#2A2622", "rim": theme.RIM_ON_DARK},
}
#: A pawn's two edges: white inside, ink outside. Its seat colour may match a node's
#: under a colour-vision deficiency (plum and blue for deuteranopia); the edges never do.
PAWN_EDGE_HEX = "#FFFFFF"
PAWN_RIM_HEX = theme.INK

BALANCE_MIN, BALANCE_MAX = -2, 2
HAND_SIZE = 6
RESET_STEP = 6  # the 6th card of a turn, and every one after, resets the balance to 0
GOALS_PER_RING = 4

#: The rings as a person reads them (whole phrases, so each translates on its own).
RING_LABEL = (N_("the outer ring"), N_("the middle ring"), N_("the inner ring"))
RING_COLOURS = (
    "BGRBGKGRKBKGRKRBGKGRBRBKRGRBKBKG",
    "KGRBGRBKRBKGBKGR",
    "GBRKBGKR",
)
RING_RADIUS = (1.0, 0.68, 0.38)  # fraction of the board radius
HEART = "H"
#: The heart in the middle of the board, on screen and on paper.
HEART_HEX = "#C9415F"


@dataclass(frozen=True)
class Node:
    id: str            # "O0".."O31", "M0".."M15", "I0".."I7", "H"
    ring: int          # 0 outer, 1 middle, 2 inner, 3 heart
    index: int
    emotion: str | None  # None for the heart
    angle: float       # degrees, counter-clockwise from east
    x: float           # unit board coordinates, y up
    y: float

    @property
    def side(self) -> str | None:
        """'W' or 'E' half of the board, None on the north-south axis (a middle node)."""
        if self.ring == 3:
            return None
        a = self.angle % 360
        if a in (90.0, 270.0):
            return None
        return "E" if (a < 90 or a > 270) else "W"


def _build_nodes() -> dict[str, Node]:
    nodes: dict[str, Node] = {}
    for ring, colours in enumerate(RING_COLOURS):
        count = len(colours)
        for i, letter in enumerate(colours):
            angle = i * 360.0 / count
            r = RING_RADIUS[ring]
            nid = f"{'OMI'[ring]}{i}"
            nodes[nid] = Node(
                nid, ring, i, COLOUR_LETTER[letter], angle,
                r * math.cos(math.radians(angle)), r * math.sin(math.radians(angle)),
            )
    nodes[HEART] = Node(HEART, 3, 0, None, 0.0, 0.0, 0.0)
    return nodes


def _build_lines() -> tuple[tuple[str, str], ...]:
    lines: set[tuple[str, str]] = set()

    def join(a: str, b: str) -> None:
        lines.add((a, b) if a < b else (b, a))

    for ring, colours in enumerate(RING_COLOURS):
        n = len(colours)
        p = "OMI"[ring]
        for i in range(n):
            join(f"{p}{i}", f"{p}{(i + 1) % n}")
    # Spokes: even outer nodes straight to a middle node; odd ones meet the
    # middle circle at a junction and are adjacent to both neighbours there.
    for outer, inner_prefix, inner_count in ((("O", 32), "M", 16), (("M", 16), "I", 8)):
        prefix, count = outer
        for k in range(count):
            j = k // 2
            if k % 2 == 0:
                join(f"{prefix}{k}", f"{inner_prefix}{j}")
            else:
                join(f"{prefix}{k}", f"{inner_prefix}{j}")
                join(f"{prefix}{k}", f"{inner_prefix}{(j + 1) % inner_count}")
    for i in (0, 2, 4, 6):
        join(f"I{i}", HEART)
    return tuple(sorted(lines))


NODES: dict[str, Node] = _build_nodes()
LINES: tuple[tuple[str, str], ...] = _build_lines()
ADJACENT: dict[str, tuple[str, ...]] = {
    nid: tuple(sorted({b for a, b in LINES if a == nid} | {a for a, b in LINES if b == nid}))
    for nid in NODES
}
#: For drawing the odd spokes that meet a circle at a junction (not a node).
JUNCTION_SPOKES: tuple[tuple[str, float, float], ...] = tuple(
    (
        f"{'OM'[ring]}{k}",
        RING_RADIUS[ring + 1] * math.cos(math.radians(k * 360.0 / len(RING_COLOURS[ring]))),
        RING_RADIUS[ring + 1] * math.sin(math.radians(k * 360.0 / len(RING_COLOURS[ring]))),
    )
    for ring in (0, 1)
    for k in range(len(RING_COLOURS[ring]))
    if k % 2 == 1
)

START_NODES = ("O24", "O8")  # seat 1 (south, 270 degrees), seat 2 (north, 90 degrees)


# -- the cards --------------------------------------------------------------------------
@dataclass(frozen=True)
class EmotionCard:
    id: int
    left: str
    right: str

    def half(self, perspective: str) -> str:
        return self.left if perspective == "L" else self.right


#: 12 ordered pairs of different emotions, 4 copies each: 48 cards.
EMOTION_CARDS: tuple[EmotionCard, ...] = tuple(
    EmotionCard(i, left, right)
    for i, (left, right) in enumerate(
        pair for pair in permutations(EMOTIONS, 2) for _copy in range(4)
    )
)
#: 24 goal cards, 6 of each emotion; goal i has emotion GOAL_CARDS[i].
GOAL_CARDS: tuple[str, ...] = tuple(e for e in EMOTIONS for _ in range(6))
