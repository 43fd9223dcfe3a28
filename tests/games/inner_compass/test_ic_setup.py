"""Inner Compass set-up, exactly as the spec: boards, tiles, track, cards, pawns."""

from __future__ import annotations

from collections import Counter

import pytest

from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.rules import (
    GAME,
    PlacePawn,
    build_grid,
    setup_state,
)

from .helpers import card_total, cell, make_state, reason


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(12))
def test_setup_as_the_spec(players, seed):
    s = setup_state(players, seed, {})
    # Four different life boards, each turned, make the 6 x 6 grid.
    assert sorted(b for b, _ in s.boards) == ["A", "B", "C", "D"]
    assert all(0 <= t < 4 for _, t in s.boards)
    assert s.grid == build_grid(s.boards) and len(s.grid) == 36
    assert Counter(s.grid) == {"Y": 4, "B": 6, "K": 6, "W": 10, "R": 10}
    # 2 sticky notes then 3 memos, all different.
    assert len(set(s.qualities)) == 5
    assert all(data.TILE[t].kind == "sticky" for t in s.qualities[:2])
    assert all(data.TILE[t].kind == "memo" for t in s.qualities[2:])
    # The track holds the six tokens, X never on top.
    assert sorted(s.track) == sorted(data.TRACK_TOKENS) and s.track[0] != "X"
    # One face-up card a side; 1, 2, 3, 4 cards from the start player on; 69 cards in all.
    assert len(s.side) == 4 and all(c in data.EMOTIONS for c in s.side)
    for k in range(players):
        assert len(s.hands[(s.start + k) % players]) == k + 1
    assert card_total(s) == 69
    in_hands = Counter("".join("".join(h) for h in s.hands))
    assert Counter(s.deck) + Counter(s.side) + in_hands == Counter(data.CARD_COUNTS)
    # Every player has 15 cubes on the player board, none on the main board, no pawn yet.
    assert all(all(sp) and len(sp) == 15 for sp in s.spaces)
    assert s.cubes == ((),) * players and s.pawns == (None,) * players
    # Pawns are placed in reverse order, starting with the last player.
    assert s.phase == "place" and s.current == (s.start - 1) % players


def test_x_is_never_on_top_and_reaches_every_other_space():
    seen = Counter(setup_state(2, seed, {}).track.index("X") for seed in range(300))
    assert 0 not in seen and set(seen) == {1, 2, 3, 4, 5}
    assert min(seen.values()) > 30  # roughly uniform over the five allowed spaces


def test_setups_differ_with_the_seed_and_repeat_with_it():
    assert setup_state(3, 5, {}) == setup_state(3, 5, {})
    assert len({setup_state(3, seed, {}).grid for seed in range(20)}) > 10


def test_intro_tiles_option():
    s = GAME.setup(2, 9, {"tiles": "intro"})
    assert s.qualities == data.INTRO_TILES
    with pytest.raises(ValueError):
        GAME.setup(2, 9, {"tiles": "all"})


def test_the_rules_refuse_a_table_of_one_or_five():
    for n in (1, 5):
        with pytest.raises(ValueError):
            setup_state(n, 1, {})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pawns_are_placed_in_reverse_order_then_the_start_player_begins(players):
    s = setup_state(players, 3, {})
    order = []
    free = [0, 35, 5, 30]  # corners: never neighbours of one another
    for k in range(players):
        seat = s.current
        order.append(seat)
        s = GAME.apply(s, seat, PlacePawn(free[k]))
    assert order == [(s.start - k - 1) % players for k in range(players)]
    assert s.phase == "play" and s.current == s.start and s.turn == 1


def test_a_pawn_may_not_start_on_or_beside_a_same_coloured_cell_with_a_pawn():
    # Another pawn stands on d5 (white). Its neighbours: d4 red, c5 white, e5 red, d6 blue.
    s = make_state(2, phase="place", pawns=(None, cell("d5")), current=0)
    assert "Another pawn" in reason(s, 0, PlacePawn(cell("d5")))
    assert "same colour" in reason(s, 0, PlacePawn(cell("c5")))
    for name in ("d4", "e5", "d6", "a1"):
        assert GAME.refusal(s, 0, PlacePawn(cell(name))) is None
    legal = {a.cell for a in GAME.legal_actions(s, 0)}
    assert legal == set(range(36)) - {cell("d5"), cell("c5")}
    assert "no such cell" in reason(s, 0, PlacePawn(36))
