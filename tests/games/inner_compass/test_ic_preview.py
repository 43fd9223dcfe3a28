"""The memory panel's preview, read off a seat's view: the cost with discount and
surcharge spelled out, the EP, the rows or columns it would empty, the quality tiles
it would help (board in helpers.py)."""

from __future__ import annotations

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.inner_compass.preview import (
    chosen_space,
    cost_text,
    emptied_text,
    memory_preview,
)
from boardgames_desktop.games.inner_compass.rules import GAME, Memory

from .helpers import cell, make_state, play

FULL = (True,) * 15


def spaces_without(*gone: int) -> tuple[bool, ...]:
    return tuple(i not in gone for i in range(15))


def preview(s, seat=0, where=None):
    view = GAME.view(s, seat)
    return memory_preview(view, seat, s.pawns[seat] if where is None else where)


def test_the_cost_says_only_the_base_when_neither_discount_nor_surcharge_applies():
    # Ada on c2 (yellow); joy is at the top of the track, the cell holds no cube.
    s = make_state(hands=("YY", ""), pawns=(cell("c2"), cell("f6")), moves=1, step2="N")
    p = preview(s)
    assert (p.base, p.discount, p.surcharge, p.cost, p.have, p.ep) == (1, 0, 0, 1, 2, 6)
    assert render(cost_text(p)) == "1 yellow card: 1 base"


def test_the_cost_spells_out_the_discount_and_the_surcharge():
    # Ada on c3 (red); red is on the bottom space of the track; Ben has a cube on c3.
    s = make_state(hands=("RR", ""), moves=1, step2="N", cubes=((), (cell("c3"),)))
    p = preview(s)
    assert (p.base, p.discount, p.surcharge, p.cost) == (3, 1, 1, 3)
    assert render(cost_text(p)) == ("3 red cards: 3 base, 1 less (bottom of the track), "
                                    "1 more (another player's cube here)")
    assert p.short == 1 and not p.possible


def test_the_preview_names_the_column_a_memory_empties_and_the_button_takes_that_space():
    # Column 1 is spaces 0 (Y), 5 (B), 10 (K); with 5 and 10 gone, a joy cube from space 0 empties it.
    s = make_state(hands=("Y", ""), pawns=(cell("c2"), cell("f6")), moves=1, step2="N",
                   spaces=(spaces_without(5, 10), FULL))
    p = preview(s)
    assert p.spaces == (0, 9, 13)
    assert chosen_space(p) == 0
    assert render(emptied_text(p)) == "Empties column 1."
    # Hovering another yellow space: that one empties nothing.
    assert chosen_space(p, 9) == 9
    assert render(emptied_text(p, 9)) == "Empties no row or column."
    # A hovered space the cube may not come from falls back to the proposed one.
    assert chosen_space(p, 1) == 0
    # The preview's promise holds: the memory from space 0 empties column 1 and asks for a value token.
    after = play(s, 0, Memory(0))
    assert after.pending == 1


def test_no_emptying_line_where_no_memory_can_be_made():
    s = make_state(hands=("RRR", ""), moves=1, step2="N", cubes=((cell("c3"),), ()))
    p = preview(s)
    assert p.own_cube and emptied_text(p) is None


def test_the_preview_counts_the_quality_tiles_a_memory_would_help():
    # The tiles on the board: drawn to love, devoted to anger, solitude, diversity, structure.
    # A red cube on c3 (anger) helps "Devoted to anger" (1 cube: 2 EP) and "Drawn to love"
    # (c3 has white neighbours, b3 and c4: 2 EP for the one cube).
    s = make_state(hands=("RRR", ""), moves=1, step2="N")
    p = preview(s)
    gains = {h.tile_id: h.after - h.before for h in p.tiles if h.after > h.before}
    assert gains == {"devoted-R": 2, "drawn-W": 2}
    assert not any(h.mine for h in p.tiles)
