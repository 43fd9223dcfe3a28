"""Inner Compass as plain data: every number, board, tile, colour and symbol.

Read by the rules, the bots, the Qt view and the printed sheets alike. Each
value the spec marks **[decision]** (the published numbers could not be found)
lives here once, and :data:`DECISIONS` lists them for the in-app rules, so a
correction is one edit.

Emotions are named by their colour letter throughout: Y yellow (joy),
B blue (sadness), K black (fear), W white (love), R red (anger).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ... import theme
from ...core.i18n import N_

# -- emotions -----------------------------------------------------------------------------
EMOTIONS = ("Y", "B", "K", "W", "R")
EMOTION_NAME = {"Y": N_("joy"), "B": N_("sadness"), "K": N_("fear"), "W": N_("love"), "R": N_("anger")}
COLOUR_NAME = {"Y": N_("yellow"), "B": N_("blue"), "K": N_("black"), "W": N_("white"), "R": N_("red")}
#: Cards of the cell's colour that a memory costs before discount and surcharge (the seed).
BASE_COST = {"Y": 1, "B": 2, "K": 2, "W": 3, "R": 3}
#: The deck: 69 emotion cards. **[decision]** 9 yellow, 12 blue, 12 black, 18 white, 18 red.
CARD_COUNTS = {"Y": 9, "B": 12, "K": 12, "W": 18, "R": 18}
DECK_SIZE = sum(CARD_COUNTS.values())

#: Screen and paper colours; every colour also carries a symbol (:data:`EMOTION_SYMBOL`).
EMOTION_HEX = {"Y": "#E9B93A", "B": "#3C71B0", "K": "#2F2B28", "W": "#FBF9F4", "R": "#C9443B"}
#: Ink that reads on each emotion's colour (symbols and names printed on a card or cell).
EMOTION_ON = {"Y": "#3A2E12", "B": "#FFFFFF", "K": "#FFFFFF", "W": "#2F2A25", "R": "#FFFFFF"}
#: Joy a sun, sadness a drop, fear a jagged spike, love a heart, anger a flame-bolt.
EMOTION_SYMBOL = {"Y": "sun", "B": "drop", "K": "spike", "W": "heart", "R": "bolt"}


def _sun() -> tuple[tuple[float, float], ...]:
    """A twelve-rayed sun: alternating radii."""
    pts = []
    for i in range(24):
        r = 1.0 if i % 2 == 0 else 0.62
        a = math.radians(-90 + i * 15)
        pts.append((r * math.cos(a), r * math.sin(a)))
    return tuple(pts)


def _drop() -> tuple[tuple[float, float], ...]:
    """A teardrop, point up."""
    pts = [(0.0, -1.0)]
    for i in range(19):
        a = math.radians(-30 + i * 240 / 18)
        pts.append((0.62 * math.cos(a), 0.32 + 0.62 * math.sin(a)))
    return tuple(pts)


def _heart() -> tuple[tuple[float, float], ...]:
    """The classic heart curve, scaled into the unit box (y down)."""
    pts = []
    for i in range(36):
        t = 2 * math.pi * i / 36
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x / 17.0, -y / 17.0 + 0.1))
    return tuple(pts)


#: Symbol outlines in a unit box, y down (screen), radius about 1.
SYMBOLS: dict[str, tuple[tuple[float, float], ...]] = {
    "sun": _sun(),
    "drop": _drop(),
    "spike": ((0.0, -1.0), (0.3, -0.2), (0.85, -0.45), (0.45, 0.25), (0.8, 0.9),
              (0.0, 0.5), (-0.8, 0.9), (-0.45, 0.25), (-0.85, -0.45), (-0.3, -0.2)),
    "heart": _heart(),
    "bolt": ((0.25, -1.0), (-0.55, 0.1), (-0.05, 0.1), (-0.3, 1.0), (0.6, -0.2), (0.08, -0.2), (0.45, -1.0)),
}

# -- the main board -----------------------------------------------------------------------
LIFE = 3          # a life board is 3 x 3 cells
GRID = 6          # four of them make the 6 x 6 main board
CELLS = GRID * GRID
#: The four life boards, rows top to bottom. **[decision]** (spec's table).
LIFE_BOARDS: dict[str, tuple[str, str, str]] = {
    "A": ("RWB", "KRY", "BWR"),
    "B": ("WWK", "RYB", "KRW"),
    "C": ("BRW", "WKW", "YBR"),
    "D": ("RKY", "WRW", "BKR"),
}
#: The sides of the main board, in the order the face-up cards are dealt.
SIDES = ("N", "E", "S", "W")
SIDE_NAME = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}
#: (row, column) change of one step in a direction.
DELTA = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
CORNERS = (0, GRID - 1, CELLS - GRID, CELLS - 1)


def rotate_life_board(rows: tuple[str, str, str], quarter_turns: int) -> tuple[str, str, str]:
    """A life board turned clockwise ``quarter_turns`` times."""
    grid = [list(r) for r in rows]
    for _ in range(quarter_turns % 4):
        grid = [[grid[LIFE - 1 - c][r] for c in range(LIFE)] for r in range(LIFE)]
    return tuple("".join(r) for r in grid)  # type: ignore[return-value]


def quadrant(cell: int) -> int:
    """Which life board (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) holds ``cell``."""
    r, c = divmod(cell, GRID)
    return (r // LIFE) * 2 + c // LIFE


def neighbours(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, GRID)
    out = []
    for dr, dc in DELTA.values():
        rr, cc = r + dr, c + dc
        if 0 <= rr < GRID and 0 <= cc < GRID:
            out.append(rr * GRID + cc)
    return tuple(out)


def step(cell: int, direction: str) -> int | None:
    """The cell one step from ``cell`` in ``direction``, or None off the board."""
    r, c = divmod(cell, GRID)
    dr, dc = DELTA[direction]
    r, c = r + dr, c + dc
    if 0 <= r < GRID and 0 <= c < GRID:
        return r * GRID + c
    return None


def cell_name(cell: int) -> str:
    """A cell as players read it: column letter a-f, row number 1-6 from the top."""
    r, c = divmod(cell, GRID)
    return f"{'abcdef'[c]}{r + 1}"


#: For each cell, the (direction, cell) steps that stay on the board.
STEPS: tuple[tuple[tuple[str, int], ...], ...] = tuple(
    tuple((d, to) for d in SIDES if (to := step(cell, d)) is not None) for cell in range(CELLS)
)

# -- player boards --------------------------------------------------------------------------
PB_ROWS = 3
PB_COLS = 5
#: Colours of the 15 cube spaces, rows top to bottom. **[decision]** (spec's table).
PLAYER_BOARD = ("YBKWR", "BKWRY", "KWRYB")
PB_COLOURS = tuple(ch for row in PLAYER_BOARD for ch in row)
CUBES = PB_ROWS * PB_COLS
VALUE_TOKENS = 2
#: Index sets of the player board's rows and columns (a "line" empties when all are gone).
PB_LINES: tuple[tuple[int, ...], ...] = tuple(
    tuple(r * PB_COLS + c for c in range(PB_COLS)) for r in range(PB_ROWS)
) + tuple(tuple(r * PB_COLS + c for r in range(PB_ROWS)) for c in range(PB_COLS))


def pb_line_name(index: int) -> str:
    """'row 2' or 'column 4' of a player board (message ids; translate where shown)."""
    return N_("row {n}") if index < PB_ROWS else N_("column {n}")


def pb_line_number(index: int) -> int:
    return index + 1 if index < PB_ROWS else index - PB_ROWS + 1


# -- the situation track -------------------------------------------------------------------
TRACK_TOKENS = ("Y", "B", "K", "W", "R", "X")
#: EP for a memory with the emotion on space 1 (top) .. 6 (bottom). **[decision]**
TRACK_EP = (6, 5, 4, 3, 2, 1)
#: The emotions on the bottom two spaces cost one card less, at least 1 (the seed).
DISCOUNT_SPACES = 2
DISCOUNT = 1
MIN_COST = 1
#: One more card when the cell already holds another player's cube, however many (the seed).
SURCHARGE = 1

# -- the turn and the end ------------------------------------------------------------------
HAND_LIMIT = 10
#: Cards dealt at set-up: the start player 1, the next 2, and so on.
START_CARDS = (1, 2, 3, 4)
FIRST_BONUS = 3   # the first value token beside a quality tile
COMPASS_EP = 3    # the Inner Compass token

# -- quality tiles -------------------------------------------------------------------------
STICKY_NOTES = 2
MEMOS = 3


@dataclass(frozen=True)
class QualityTile:
    """One quality tile. ``table[i]`` is the EP for ``i + 1`` things counted (the
    last entry for that many or more); ``per`` is EP per thing where there is no table."""

    id: str
    kind: str            # "sticky" or "memo"
    rule: str            # drawn, devoted, solitude, diversity, individuality, community, balance, structure
    title: str           # N_
    text: str            # N_: the tile's rule in a sentence
    colour: str | None = None
    table: tuple[int, ...] = ()
    per: int = 0


DRAWN_PER = 2
DEVOTED_TABLE = (2, 5, 9, 14, 20)
#: The memos' EP tables are **[decision]**s (spec).
SOLITUDE_TABLE = (3, 7, 12, 18)
DIVERSITY_TABLE = (2, 5, 9, 14)
DIVERSITY_MIN_CUBES = 2
INDIVIDUALITY_PER = 2
COMMUNITY_TABLE = (2, 5, 9, 14, 20)
BALANCE_TABLE = (6, 15)
STRUCTURE_TABLE = (4, 10, 18)
STRUCTURE_MIN = 3

_DRAWN_TITLE = {"Y": N_("Drawn to joy"), "B": N_("Drawn to sadness"), "K": N_("Drawn to fear"),
                "W": N_("Drawn to love"), "R": N_("Drawn to anger")}
_DRAWN_TEXT = {
    "Y": N_("2 EP for each of your cubes next to a yellow cell."),
    "B": N_("2 EP for each of your cubes next to a blue cell."),
    "K": N_("2 EP for each of your cubes next to a black cell."),
    "W": N_("2 EP for each of your cubes next to a white cell."),
    "R": N_("2 EP for each of your cubes next to a red cell."),
}
_DEVOTED_TITLE = {"Y": N_("Devoted to joy"), "B": N_("Devoted to sadness"), "K": N_("Devoted to fear"),
                  "W": N_("Devoted to love"), "R": N_("Devoted to anger")}
_DEVOTED_TEXT = {
    "Y": N_("Your cubes on yellow cells: 1/2/3/4/5+ give 2/5/9/14/20 EP."),
    "B": N_("Your cubes on blue cells: 1/2/3/4/5+ give 2/5/9/14/20 EP."),
    "K": N_("Your cubes on black cells: 1/2/3/4/5+ give 2/5/9/14/20 EP."),
    "W": N_("Your cubes on white cells: 1/2/3/4/5+ give 2/5/9/14/20 EP."),
    "R": N_("Your cubes on red cells: 1/2/3/4/5+ give 2/5/9/14/20 EP."),
}

QUALITY_TILES: tuple[QualityTile, ...] = (
    *(QualityTile(f"drawn-{c}", "sticky", "drawn", _DRAWN_TITLE[c], _DRAWN_TEXT[c], c, per=DRAWN_PER)
      for c in EMOTIONS),
    *(QualityTile(f"devoted-{c}", "sticky", "devoted", _DEVOTED_TITLE[c], _DEVOTED_TEXT[c], c,
                  table=DEVOTED_TABLE) for c in EMOTIONS),
    QualityTile("solitude", "memo", "solitude", N_("Solitude"),
                N_("Your cubes on the four corner cells: 1/2/3/4 give 3/7/12/18 EP."), table=SOLITUDE_TABLE),
    QualityTile("diversity", "memo", "diversity", N_("Diversity"),
                N_("Life boards holding at least 2 of your cubes: 1/2/3/4 give 2/5/9/14 EP."),
                table=DIVERSITY_TABLE),
    QualityTile("individuality", "memo", "individuality", N_("Individuality"),
                N_("2 EP for each different size among your groups of touching cubes (a lone cube is a group of 1)."),
                per=INDIVIDUALITY_PER),
    QualityTile("community", "memo", "community", N_("Community"),
                N_("Your cubes on cells that also hold another player's cube: 1/2/3/4/5+ give 2/5/9/14/20 EP."),
                table=COMMUNITY_TABLE),
    QualityTile("balance", "memo", "balance", N_("Balance"),
                N_("Squares of 2 x 2 of your cubes, no cube in two squares: 1/2+ give 6/15 EP."),
                table=BALANCE_TABLE),
    QualityTile("structure", "memo", "structure", N_("Structure"),
                N_("Straight lines of 3 or more of your cubes, no cube in two lines: 1/2/3+ give 4/10/18 EP."),
                table=STRUCTURE_TABLE),
)
TILE = {t.id: t for t in QUALITY_TILES}
STICKY_IDS = tuple(t.id for t in QUALITY_TILES if t.kind == "sticky")
MEMO_IDS = tuple(t.id for t in QUALITY_TILES if t.kind == "memo")
#: The option "tiles: intro": the spatial tiles that are easiest to read on the board.
INTRO_TILES = ("drawn-W", "devoted-R", "solitude", "diversity", "structure")


def table_ep(table: tuple[int, ...], count: int) -> int:
    """EP from a tile's table for ``count`` things (0 gives 0; beyond the table, its last entry)."""
    if count <= 0 or not table:
        return 0
    return table[min(count, len(table)) - 1]


# -- seats ----------------------------------------------------------------------------------
#: Player colours (each with a mark) from the shared palette, apart from the emotions.
PLAYER_COLOURS = tuple(theme.SEATS[i] for i in range(4))

# -- our decisions, named in the in-app rules -----------------------------------------------
#: Keys of every **[decision]**; rules_text.py words each one.
DECISIONS = (
    "life_boards",        # the four boards' cell colours
    "deck",               # 9 / 12 / 12 / 18 / 18 cards
    "player_board",       # the rows of the player boards
    "track_ep",           # 6..1 EP down the track
    "memo_tables",        # the memos' EP tables
    "tie",                # "remaining emotion tokens" read as cards in hand
    "two_lines",          # one cube emptying a row and a column at once
    "structure_runs",     # a run of 6 counts as two lines; largest disjoint set
    "discards_open",      # discards are face up
    "reshuffle",          # the discard pile is shuffled the moment the deck is empty
    "ep_in_log",          # others' log lines give no EP
)
