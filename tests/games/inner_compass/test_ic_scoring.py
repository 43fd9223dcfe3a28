"""Every quality tile on hand-made boards, the final score by source, the
tie-breaks, and a scripted last round scored by hand (board in helpers.py):

    a b c d e f
 1  R W B W W K
 2  K R Y R Y B
 3  B W R K R W
 4  B R W R K Y
 5  W K W W R W
 6  Y B R B K R
"""

from __future__ import annotations

import pytest

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.inner_compass import data, scoring
from boardgames_desktop.games.inner_compass.rules import GAME, EndTurn, Memory, Move
from boardgames_desktop.games.inner_compass.scoring import (
    breakdown,
    final_result,
    tile_score,
)

from .helpers import GRID, cell, make_state, play


def cubes(*names: str) -> tuple[int, ...]:
    return tuple(sorted(cell(n) for n in names))


def score(tile: str, mine: tuple[int, ...], others: tuple[tuple[int, ...], ...] = ()) -> tuple[int, int]:
    return tile_score(tile, GRID, (mine, *others), 0)


# -- sticky notes ------------------------------------------------------------------------------
def test_drawn_to_counts_each_cube_next_to_the_colour_once():
    # c1 touches yellow c2; d2 touches yellow c2 and e2 (counts once); f5 touches yellow f4; a1 touches none.
    assert score("drawn-Y", cubes("c1", "d2", "f5", "a1")) == (3, 6)
    # A cube on a black cell counts only if a neighbour is black: a2's neighbours are R, R, B.
    assert score("drawn-K", cubes("a2")) == (0, 0)
    assert score("drawn-K", cubes("a2", "e5")) == (1, 2)  # e5 touches e4 and e6, both black
    assert score("drawn-W", ()) == (0, 0)


@pytest.mark.parametrize("colour", data.EMOTIONS)
def test_every_drawn_to_tile_counts_its_own_colour(colour):
    target = next(c for c in range(36) if GRID[c] == colour)
    beside = data.neighbours(target)[0]
    count, ep = score(f"drawn-{colour}", (beside,))
    assert (count, ep) == (1, 2)


def test_devoted_to_by_cubes_on_the_colour():
    assert score("devoted-R", cubes("a1", "b2", "c3", "b1")) == (3, 9)  # b1 is white
    reds = [c for c in range(36) if GRID[c] == "R"]
    expected = {1: 2, 2: 5, 3: 9, 4: 14, 5: 20, 6: 20, 10: 20}
    for n, ep in expected.items():
        assert score("devoted-R", tuple(reds[:n])) == (n, ep)
    assert score("devoted-Y", cubes("c2", "e2")) == (2, 5)
    for colour in data.EMOTIONS:
        own = tuple(c for c in range(36) if GRID[c] == colour)[:1]
        assert score(f"devoted-{colour}", own) == (1, 2)


# -- memos ---------------------------------------------------------------------------------------
def test_solitude_by_corner_cubes():
    assert score("solitude", cubes("a1", "f6", "c3")) == (2, 7)
    assert score("solitude", cubes("a1")) == (1, 3)
    assert score("solitude", cubes("a1", "f1", "a6")) == (3, 12)
    assert score("solitude", cubes("a1", "f1", "a6", "f6")) == (4, 18)
    assert score("solitude", cubes("b2")) == (0, 0)


def test_diversity_by_life_boards_with_two_cubes():
    # top-left 2 (a1 b1), top-right 1 (f1), bottom-left 2 (a6 b6), bottom-right 3 (d4 e5 f6)
    mine = cubes("a1", "b1", "f1", "a6", "b6", "d4", "e5", "f6")
    assert score("diversity", mine) == (3, 9)
    assert score("diversity", cubes("a1", "c3")) == (1, 2)
    assert score("diversity", cubes("a1", "c3", "d1", "f3", "a4", "c6", "d4", "f6")) == (4, 14)
    assert score("diversity", cubes("a1", "d1", "a4", "d4")) == (0, 0)


def test_individuality_by_different_group_sizes():
    # groups: {a1} 1, {f1} 1, {c3 d3} 2, {a5 a6 b6} 3 -> sizes {1, 2, 3}
    assert score("individuality", cubes("a1", "f1", "c3", "d3", "a5", "a6", "b6")) == (3, 6)
    assert score("individuality", cubes("a1", "c1")) == (1, 2)  # two lone cubes: one size
    assert score("individuality", cubes("a1", "b2")) == (1, 2)  # diagonal is not touching
    assert score("individuality", ()) == (0, 0)


def test_community_by_cubes_sharing_a_cell_with_others():
    mine = cubes("a1", "b1", "c1", "d1")
    assert score("community", mine, (cubes("a1", "b1"), cubes("c1", "b1"))) == (3, 9)
    assert score("community", mine, (cubes("e1"),)) == (0, 0)
    five = cubes("a1", "b1", "c1", "d1", "e1", "f1")
    assert score("community", five, (five,)) == (6, 20)


def test_balance_by_disjoint_squares():
    assert score("balance", cubes("a1", "b1", "a2", "b2")) == (1, 6)
    # a 3 x 2 block holds two squares that share cubes: one counts.
    assert score("balance", cubes("a1", "b1", "c1", "a2", "b2", "c2")) == (1, 6)
    # a 3 x 3 block: every square holds the centre: one.
    block = cubes("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3")
    assert score("balance", block) == (1, 6)
    assert score("balance", cubes("a1", "b1", "c1", "d1", "a2", "b2", "c2", "d2")) == (2, 15)
    three = cubes("a1", "b1", "a2", "b2", "c1", "d1", "c2", "d2", "e1", "f1", "e2", "f2")
    assert score("balance", three) == (2, 15)  # 2+ pays 15
    assert score("balance", cubes("a1", "b1", "a2")) == (0, 0)


def test_structure_by_disjoint_lines_of_three_or_more():
    assert score("structure", cubes("a1", "b1", "c1")) == (1, 4)
    assert score("structure", cubes("a1", "b1")) == (0, 0)
    # our decision: a run of six is two lines
    assert score("structure", cubes("a1", "b1", "c1", "d1", "e1", "f1")) == (2, 10)
    # a run of 5 is one line
    assert score("structure", cubes("a1", "b1", "c1", "d1", "e1")) == (1, 4)
    # a row and a column sharing their end cube: one of them
    assert score("structure", cubes("a1", "b1", "c1", "c2", "c3")) == (1, 4)
    # a row of 4 and a column from its last cube: the row gives up that cube
    assert score("structure", cubes("a1", "b1", "c1", "d1", "d2", "d3")) == (2, 10)
    # three lines, and more pay the same
    three = cubes("a1", "b1", "c1", "a3", "b3", "c3", "a5", "b5", "c5")
    assert score("structure", three) == (3, 18)
    assert score("structure", three + cubes("f1", "f2", "f3")) == (3, 18)
    # not a line: a gap
    assert score("structure", cubes("a1", "b1", "d1")) == (0, 0)


def test_every_tile_has_a_scorer_and_a_rule_text():
    assert len(data.QUALITY_TILES) == 16
    assert len(data.STICKY_IDS) == 10 and len(data.MEMO_IDS) == 6
    for tile in data.QUALITY_TILES:
        assert tile_score(tile.id, GRID, ((), ()), 0) == (0, 0)
        assert tile.title and tile.text


def test_max_disjoint_stops_at_the_cap():
    shapes = [frozenset({i}) for i in range(10)]
    assert scoring.max_disjoint(shapes, 3) == 3
    assert scoring.max_disjoint(shapes, 99) == 10


# -- the final score ---------------------------------------------------------------------------------
def over(players: int = 2, **changes):
    return make_state(players, phase="over", **changes)


def test_breakdown_by_source():
    s = over(values=((1, 2), (0,)), cubes=(cubes("a1", "b2", "f6"), cubes("a5")),
             ep_track=(20, 11), ep_first=(3, 3), compass=0)
    b = breakdown(s, 0)
    # devoted-R: a1, b2, f6 red -> 3 -> 9 EP; solitude: a1, f6 -> 2 -> 7 EP.
    assert b == {"track": 20, "first": 3, "tiles": {"devoted-R": 9, "solitude": 7}, "compass": 3, "total": 42}
    # drawn-W: a5 (white) touches b5 black, a4 blue, a6 yellow: 0.
    assert breakdown(s, 1) == {"track": 11, "first": 3, "tiles": {"drawn-W": 0}, "compass": 0, "total": 14}


def test_tie_broken_by_cards_in_hand():
    s = over(hands=("RR", "RRR"), ep_track=(10, 10))
    scores, winners, tie = final_result(s)
    assert scores == (10, 10) and winners == (1,) and tie == "cards"
    outcome = GAME.outcome(s)
    assert outcome.winners == (1,) and "most emotion cards" in render(outcome.tiebreak)
    assert render(outcome.message, {1: "Ben"}) == "Ben wins with 10 EP."


def test_tie_on_cards_too_is_a_shared_win():
    s = over(3, hands=("RR", "RY", "W"), ep_track=(10, 10, 9))
    outcome = GAME.outcome(s)
    assert outcome.winners == (0, 1) and outcome.scores == (10, 10, 9)
    assert render(outcome.message, {0: "Ada", 1: "Ben"}) == "Ada, Ben share the win with 10 EP each."
    assert "shared" in render(outcome.tiebreak)


def test_no_tiebreak_named_without_a_tie():
    outcome = GAME.outcome(over(ep_track=(3, 10)))
    assert outcome.winners == (1,) and outcome.tiebreak == ""


def test_no_outcome_while_the_game_runs():
    assert GAME.outcome(make_state()) is None


# -- a scripted last round, scored by hand ----------------------------------------------------------
def test_scripted_last_round_scored_by_hand():
    # Tiles: 0 drawn-W, 1 devoted-R, 2 solitude, 3 diversity, 4 structure.
    # Seat 0 has emptied columns 1 and 2 and holds only space 2 (black) of column 3;
    # it was first beside devoted-R and solitude (3 + 3 EP) and has 20 EP from the track.
    s0_gone = (0, 5, 10, 1, 6, 11, 7, 12)
    s0_cubes = cubes("c2", "a3", "d6", "a2", "d3", "b1", "c4", "a1")
    # Seat 1 has emptied row 3 and column 1, was first beside drawn-W and structure, 22 EP.
    s1_gone = (0, 5, 10, 11, 12, 13, 14)
    s1_cubes = cubes("a6", "b6", "b5", "c5", "e5", "e2", "f2")
    s = make_state(
        hands=("KK", "WWW"), track="YBKWXR", pawns=(cell("e3"), cell("d4")),
        spaces=(tuple(i not in s0_gone for i in range(15)), tuple(i not in s1_gone for i in range(15))),
        cubes=(s0_cubes, s1_cubes), values=((1, 2), (0, 4)), first=(1, 0, 0, None, 1),
        ep_track=(20, 22), ep_first=(6, 6),
    )
    # Seat 0: e3 -> south to e4 (black). Black is on space 3 (4 EP), no discount, no other cube: 2 cards.
    # Space 2 (black) empties column 3: both value tokens are placed, so seat 0 takes the compass.
    s = play(s, 0, Move("S"), Memory(2))
    assert s.ep_track[0] == 24 and s.compass == 0 and s.track == tuple("YBWXRK")
    s = play(s, 0, EndTurn())
    assert s.phase == "play" and s.current == 1
    # Seat 1's last turn: d4 -> south to d5 (white). White is now on space 3 (4 EP); 3 cards.
    s = play(s, 1, Move("S"), Memory(3))
    assert s.ep_track[1] == 26 and s.hands[1] == ()
    s = play(s, 1, EndTurn())
    assert s.phase == "over"
    # Seat 0: 24 track + 6 first + 3 compass; devoted-R: a1 only -> 2; solitude: a1 only -> 3. Total 38.
    assert breakdown(s, 0) == {"track": 24, "first": 6, "tiles": {"devoted-R": 2, "solitude": 3},
                               "compass": 3, "total": 38}
    # Seat 1: 26 + 6; drawn-W: a6 (a5), b5 (a5), c5 (c4), e5 (d5), e2 (e1), f2 (f3), d5 (c5) = 7 -> 14;
    # b6 touches no white. Structure: b5 c5 d5 e5 -> one line -> 4. Total 50.
    assert breakdown(s, 1) == {"track": 26, "first": 6, "tiles": {"drawn-W": 14, "structure": 4},
                               "compass": 0, "total": 50}
    outcome = GAME.outcome(s)
    assert outcome.winners == (1,) and outcome.scores == (38, 50) and outcome.tiebreak == ""
