"""What a choice would do, read off a seat's *view* (Qt-free): the memory panel,
the hover previews, the projector's "last action" line.

Everything here uses the rules' own arithmetic (:mod:`state`, :mod:`scoring`),
never a private copy of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...core.game import Message, View
from ...core.i18n import SeatName, T, Tn
from . import data
from .names import colour_text, emotion_text
from .scoring import tile_score
from .state import empty_lines, memory_cost, spaces_for, track_ep


@dataclass(frozen=True)
class TileHelp:
    index: int          # on the qualities board
    tile_id: str
    before: int         # EP of the tile for the seat now
    after: int          # with a cube on the cell
    mine: bool          # the seat has a value token beside it


@dataclass(frozen=True)
class MemoryPreview:
    """A memory of ``seat`` on ``cell``: what it costs and what it brings."""

    cell: int
    colour: str
    base: int
    discount: int
    surcharge: int
    cost: int
    have: int
    own_cube: bool
    ep: int
    spaces: tuple[int, ...]            # player-board spaces the cube may come from
    empties: tuple[tuple[int, ...], ...]  # for each space, the rows/columns it would empty
    tiles: tuple[TileHelp, ...]

    @property
    def possible(self) -> bool:
        return not self.own_cube and self.have >= self.cost and bool(self.spaces)

    @property
    def short(self) -> int:
        return max(0, self.cost - self.have)


def memory_preview(view: View, seat: int, cell: int) -> MemoryPreview:
    grid = view["grid"]
    colour = grid[cell]
    cubes = view["cubes"]
    others = any(cell in c for s, c in enumerate(cubes) if s != seat)
    base, discount, surcharge, cost = memory_cost(view["track"], colour, others)
    hand = view["hand"] if view.get("viewer") == seat and view["hand"] is not None else []
    spaces = tuple(view["spaces"][seat])
    allowed = spaces_for(spaces, colour)
    before = empty_lines(spaces)
    empties = []
    for space in allowed:
        after = list(spaces)
        after[space] = False
        empties.append(tuple(sorted(empty_lines(after) - before)))
    with_cube = [list(c) + ([cell] if s == seat else []) for s, c in enumerate(cubes)]
    tiles = []
    for i, tile_id in enumerate(view["qualities"]):
        now = tile_score(tile_id, grid, cubes, seat)[1]
        then = tile_score(tile_id, grid, with_cube, seat)[1]
        tiles.append(TileHelp(i, tile_id, now, then, i in view["values"][seat]))
    return MemoryPreview(
        cell=cell, colour=colour, base=base, discount=discount, surcharge=surcharge, cost=cost,
        have=hand.count(colour), own_cube=cell in cubes[seat], ep=track_ep(view["track"], colour),
        spaces=allowed, empties=tuple(empties), tiles=tuple(tiles),
    )


def cost_text(p: MemoryPreview) -> Message:
    """The cost spelled out, saying only what changes it: "3 white cards: 3 base",
    "2 red cards: 3 base, 1 less (bottom of the track)"."""
    colour = colour_text(p.colour)
    parts: list[Message] = [T("{n} base", n=p.base)]
    if p.discount:
        parts.append(T("{n} less (bottom of the track)", n=p.discount))
    if p.surcharge:
        parts.append(T("{n} more (another player's cube here)", n=p.surcharge))
    return Tn("{n} {colour} card: {parts}", "{n} {colour} cards: {parts}", p.cost, colour=colour,
              parts=tuple(parts))


def line_names(lines: tuple[int, ...]) -> tuple[Message, ...]:
    return tuple(T(data.pb_line_name(i), n=data.pb_line_number(i)) for i in lines)


def chosen_space(p: MemoryPreview, hovered: int | None = None) -> int | None:
    """The player-board space the cube would come from: the hovered one if allowed,
    else the first that empties the most rows and columns (what the Memory button takes)."""
    if not p.spaces:
        return None
    if hovered in p.spaces:
        return hovered
    best = max(range(len(p.spaces)), key=lambda i: (len(p.empties[i]), -i))
    return p.spaces[best]


def emptied_text(p: MemoryPreview, hovered: int | None = None) -> Message | None:
    """Which rows or columns of the player board the memory would empty (None: no memory here)."""
    space = chosen_space(p, hovered)
    if space is None or p.own_cube:
        return None
    lines = p.empties[p.spaces.index(space)]
    if not lines:
        return T("Empties no row or column.")
    return T("Empties {lines}.", lines=line_names(lines))


# -- the projector's last action ------------------------------------------------------------
def public_change(before: View | None, after: View) -> Message | None:
    """What visibly happened between two public views, in words (None: nothing)."""
    if before is None or before.get("game") != after.get("game"):
        return None
    for change in _CHANGES:
        line = change(before, after)
        if line is not None:
            return line
    return None


def _memory_made(before: View, after: View) -> Message | None:
    for seat in range(after["players"]):
        new = set(after["cubes"][seat]) - set(before["cubes"][seat])
        if new:
            cell = new.pop()
            return T("{who} made a memory of {emotion} on {cell}.", who=SeatName(seat),
                     emotion=emotion_text(after["grid"][cell]), cell=data.cell_name(cell))
    return None


def _value_placed(before: View, after: View) -> Message | None:
    for seat in range(after["players"]):
        if len(after["values"][seat]) > len(before["values"][seat]):
            tile = after["qualities"][after["values"][seat][-1]]
            return T("{who} placed a value token beside {tile}.", who=SeatName(seat), tile=T(data.TILE[tile].title))
    return None


def _felt(before: View, after: View) -> Message | None:
    for k, (old, new_card) in enumerate(zip(before["side"], after["side"])):
        if old is not None and new_card is None:
            return T("{who} felt {emotion}: took the {colour} card from the {side}.", who=SeatName(after["current"]),
                     emotion=emotion_text(old), colour=colour_text(old), side=T(data.SIDE_NAME[data.SIDES[k]]))
    return None


def _moved(before: View, after: View) -> Message | None:
    for seat in range(after["players"]):
        if after["pawns"][seat] != before["pawns"][seat] and after["pawns"][seat] is not None:
            cell = after["pawns"][seat]
            return T("{who} moved to {cell} ({colour}).", who=SeatName(seat), cell=data.cell_name(cell),
                     colour=colour_text(after["grid"][cell]))
    return None


def _turn_over(before: View, after: View) -> Message | None:
    if after["phase"] == "over" and before["phase"] != "over":
        return T("The game is over.")
    if after["current"] != before["current"] or after["turn"] != before["turn"]:
        return T("{who} ended the turn.", who=SeatName(before["current"]))
    return None


#: The changes a public view can show, the most telling first (a memory moves no pawn,
#: but a feel and a move can come in one step of the log).
_CHANGES: tuple[Callable[[View, View], Message | None], ...] = (
    _memory_made, _value_placed, _felt, _moved, _turn_over,
)


def reachable_after(view: View, cell: int) -> set[int]:
    """Cells one more step from ``cell`` (the "move again" of step 3)."""
    return {to for _d, to in data.STEPS[cell]}




# -- what moved, for the boards' animations ------------------------------------------------------
@dataclass(frozen=True)
class Moved:
    """What moved between two views of one match: each pawn's walk (the cells it passes,
    from where it stood; one cell where it was placed), the cubes that landed, and
    where the move happened (cells and sides) to mark until the next one."""

    walks: dict[int, tuple[int, ...]]
    cubes: tuple[tuple[int, int], ...]     # (seat, cell)
    mark_cells: tuple[int, ...]
    mark_sides: tuple[int, ...]

    def __bool__(self) -> bool:
        return bool(self.mark_cells or self.mark_sides)


def walk(start: int, end: int) -> tuple[int, ...]:
    """The cells a pawn passes from ``start`` to ``end``, one orthogonal step at a time
    (one step in play; a longer way only where views were skipped, as in a review)."""
    (r, c), (r2, c2) = divmod(start, data.GRID), divmod(end, data.GRID)
    cells = [start]
    while (r, c) != (r2, c2):
        if r != r2:
            r += 1 if r2 > r else -1
        else:
            c += 1 if c2 > c else -1
        cells.append(r * data.GRID + c)
    return tuple(cells)


def moved(before: View, after: View) -> Moved:
    """What moved from ``before`` to ``after`` (views for one viewer, so an animation
    shows nothing the views do not)."""
    walks: dict[int, tuple[int, ...]] = {}
    for seat, (was, now) in enumerate(zip(before["pawns"], after["pawns"])):
        if now is not None and was != now:
            walks[seat] = (now,) if was is None else walk(was, now)
    cubes = tuple((seat, cell) for seat in range(after["players"])
                  for cell in sorted(set(after["cubes"][seat]) - set(before["cubes"][seat])))
    sides = tuple(k for k, (was, now) in enumerate(zip(before["side"], after["side"])) if was != now and was)
    cells = tuple(sorted({path[-1] for path in walks.values()} | {cell for _seat, cell in cubes}))
    return Moved(walks, cubes, cells, sides)
