"""The five steps of a turn, each edge case the spec implies (board in helpers.py)."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.rules import (
    GAME,
    EndTurn,
    Feel,
    FreeMove,
    Memory,
    Move,
    PlacePawn,
    PlaceValue,
)
from boardgames_desktop.games.inner_compass.state import (
    evolve,
    memory_cost,
    shift_track,
)

from .helpers import card_total, cell, make_state, new_match, play, reason

FULL = (True,) * 15


def spaces_without(*gone: int) -> tuple[bool, ...]:
    return tuple(i not in gone for i in range(15))


# -- step 1: the free move --------------------------------------------------------------------
def test_free_move_goes_to_a_neighbour_of_the_same_colour_once():
    s = make_state(pawns=(cell("c4"), cell("f6")))  # c4 white; c5 below it is white too
    assert [a for a in GAME.legal_actions(s, 0) if isinstance(a, FreeMove)] == [FreeMove("S")]
    assert "same colour" in reason(s, 0, FreeMove("E"))  # d4 is red
    s = play(s, 0, FreeMove("S"))
    assert s.pawns[0] == cell("c5") and s.free_moved and s.moves == 0
    assert "already made your free move" in reason(s, 0, FreeMove("E"))  # d5 white, but only one


def test_free_move_comes_before_the_required_step_and_is_optional():
    s = make_state(pawns=(cell("c4"), cell("f6")))
    s = play(s, 0, Move("N"))  # straight to step 2
    assert "comes first" in reason(s, 0, FreeMove("S"))


def test_free_move_off_the_board_is_refused():
    s = make_state(pawns=(cell("a3"), cell("f6")))  # a3 blue, a4 blue below
    assert "leave the board" in reason(s, 0, FreeMove("W"))
    assert GAME.refusal(s, 0, FreeMove("S")) is None


# -- step 2: the required step ------------------------------------------------------------------
def test_a_step_off_the_board_is_refused_with_its_reason():
    s = make_state(pawns=(cell("a1"), cell("f6")))
    assert reason(s, 0, Move("N")) == "Your pawn may not leave the board."
    assert "leave the board" in reason(s, 0, Move("W"))
    assert {a.direction for a in GAME.legal_actions(s, 0) if isinstance(a, Move)} == {"E", "S"}


def test_a_pawn_may_share_a_cell_with_another_pawn():
    s = make_state(pawns=(cell("c3"), cell("c4")))
    s = play(s, 0, Move("S"))
    assert s.pawns == (cell("c4"), cell("c4"))


def test_the_turn_cannot_end_without_the_required_step():
    s = make_state()
    assert "move one step" in reason(s, 0, EndTurn())
    assert "first move one step" in reason(s, 0, Feel())
    assert "first move one step" in reason(s, 0, Memory(0))


def test_only_the_player_to_act_may_act():
    s = make_state()
    assert GAME.refusal(s, 1, Move("N")).render({1: "Ben"}) == "It is not Ben's turn."


def test_a_bad_direction_is_refused():
    assert "north, east, south or west" in reason(make_state(), 0, Move("up"))


# -- step 3: move again or feel -------------------------------------------------------------------
def test_move_again_then_no_feel_and_no_third_move():
    s = play(make_state(), 0, Move("N"), Move("N"))  # c3 -> c2 -> c1
    assert s.pawns[0] == cell("c1") and s.moves == 2 and s.step2 == "N"
    assert "moved again" in reason(s, 0, Feel())
    assert "twice" in reason(s, 0, Move("S"))


def test_feel_takes_the_card_on_the_side_of_the_step2_move_and_no_more_moves():
    # side: north Y, east B, south K, west W. c3 -> east to d3 (black): takes the blue card, no bonus.
    s = make_state(hands=("R", "RR"))
    s = play(s, 0, Move("E"), Feel())
    assert s.hands[0] == ("B", "R") and s.side == ("Y", None, "K", "W") and s.took == "E"
    assert "chose to feel" in reason(s, 0, Move("E"))
    assert "already felt" in reason(s, 0, Feel())
    assert card_total(s) == 69


def test_feel_uses_the_step2_direction_even_after_a_free_move():
    s = make_state(pawns=(cell("c4"), cell("f6")))
    s = play(s, 0, FreeMove("S"), Move("W"), Feel())  # c4 -> c5 -> b5; takes the west (white) card
    assert s.hands[0] == ("W",) and s.side[3] is None


def test_feel_bonus_when_the_card_matches_the_cell():
    # c3 -> north to c2 (yellow); the north card is yellow: take it and draw the top card (black).
    s = make_state(hands=("", ""), deck_top="K")
    s = play(s, 0, Move("N"), Feel())
    assert s.hands[0] == ("Y", "K") and card_total(s) == 69


def test_clean_up_refills_the_taken_face_up_card_from_the_deck():
    s = make_state(deck_top="RW")
    s = play(s, 0, Move("E"), Feel(), EndTurn())
    assert s.side == ("Y", "R", "K", "W") and s.current == 1 and s.turn == 2
    assert s.took is None and s.moves == 0 and not s.felt


# -- step 4: the memory -----------------------------------------------------------------------------
@pytest.mark.parametrize("track, colour, others, expected", [
    ("YBKWXR", "R", False, (3, 1, 0, 2)),   # red on the bottom: one card less
    ("YBKWXR", "W", False, (3, 0, 0, 3)),   # white on the 4th space: full price
    ("YBKWRX", "W", False, (3, 0, 0, 3)),   # X on the bottom: only red (5th) is discounted
    ("YBKWRX", "R", True, (3, 1, 1, 3)),    # discount and surcharge together
    ("BKWRXY", "Y", False, (1, 0, 0, 1)),   # joy discounted stays at least 1
    ("YKWRBX", "B", True, (2, 1, 1, 2)),
    ("YBKWXR", "K", True, (2, 0, 1, 3)),    # surcharge: one more card
])
def test_memory_cost_with_discount_and_surcharge(track, colour, others, expected):
    assert memory_cost(track, colour, others) == expected


def test_memory_pays_cards_moves_a_cube_gains_ep_and_shifts_the_track():
    # c3 is red; track Y B K W X R: red is on the bottom (1 EP, one card less: 2 cards).
    s = make_state(hands=("RRRW", ""), moves=1, step2="N")
    s = play(s, 0, Memory(4))  # space 4: the red space of row 1
    assert s.hands[0] == ("W", "R") and s.discard == ("R", "R")
    assert s.cubes[0] == (cell("c3"),) and not s.spaces[0][4] and sum(s.spaces[0]) == 14
    assert s.ep_track[0] == 1 and s.track == tuple("YBKWXR") and s.memory
    assert "already made a memory" in reason(s, 0, Memory(8))
    assert "memory" in reason(s, 0, Move("N"))
    assert "too late to feel" in reason(s, 0, Feel())


def test_memory_ep_from_the_track_and_the_x_jump():
    # c2 is yellow, on the top space (6 EP). Y X B K W R -> X B K W R Y -> X jumps: B K W R Y X.
    s = make_state(hands=("Y", ""), track="YXBKWR", pawns=(cell("c2"), cell("f6")), moves=1, step2="N")
    s = play(s, 0, Memory(0))
    assert s.ep_track[0] == 6
    assert s.track == tuple("BKWRYX")
    assert shift_track("BXKWRY", "B") == tuple("KWRYBX")  # X reaches the top: to the bottom at once
    assert shift_track("BKXWRY", "B") == tuple("KXWRYB")  # not on top: X stays


def test_memory_surcharge_however_many_other_cubes():
    s = make_state(3, hands=("RRR", "", ""), track="YBKWRX", moves=1, step2="N",
                   cubes=((), (cell("c3"),), (cell("c3"),)))
    # red is discounted (5th space): 3 - 1 + 1 = 3 cards, not 4.
    s = play(s, 0, Memory(4))
    assert s.hands[0] == () and s.cubes[0] == (cell("c3"),)


def test_memory_refused_on_a_cell_with_ones_own_cube():
    s = make_state(hands=("RRRRR", ""), moves=1, step2="N", cubes=((cell("c3"),), ()),
                   spaces=(spaces_without(4), FULL))
    assert reason(s, 0, Memory(8)) == "You already have a cube on this cell, so you cannot make a memory here."
    assert not any(isinstance(a, Memory) for a in GAME.legal_actions(s, 0))


def test_memory_refused_without_enough_cards_of_the_colour():
    s = make_state(hands=("RWWW", ""), moves=1, step2="N")
    assert reason(s, 0, Memory(4)) == "A memory of anger here costs 2 red cards; you hold 1."


def test_the_cube_comes_from_a_space_of_that_colour_while_one_is_left():
    s = make_state(hands=("RRR", ""), moves=1, step2="N")
    assert "red space" in reason(s, 0, Memory(0))  # space 0 is yellow
    red = [i for i, c in enumerate(data.PB_COLOURS) if c == "R"]
    assert {a.space for a in GAME.legal_actions(s, 0) if isinstance(a, Memory)} == set(red)
    # All red spaces empty: any space with a cube.
    s = make_state(hands=("RRR", ""), moves=1, step2="N", spaces=(spaces_without(*red), FULL))
    legal = {a.space for a in GAME.legal_actions(s, 0) if isinstance(a, Memory)}
    assert legal == set(range(15)) - set(red)
    assert "holds no cube" in reason(s, 0, Memory(red[0]))


# -- step 4b: value tokens ---------------------------------------------------------------------------
def test_emptying_a_column_gives_a_value_token_and_the_first_beside_a_tile_gains_3_ep():
    # Column 1 is spaces 0 (Y), 5 (B), 10 (K). With 5 and 10 gone, a memory of joy from space 0 empties it.
    s = make_state(hands=("Y", ""), pawns=(cell("c2"), cell("f6")), moves=1, step2="N",
                   spaces=(spaces_without(5, 10), FULL), cubes=((cell("a3"), cell("b5")), ()))
    s = play(s, 0, Memory(0))
    assert s.pending == 1
    assert "value token" in reason(s, 0, EndTurn())
    assert [a.tile for a in GAME.legal_actions(s, 0)] == [0, 1, 2, 3, 4]
    s = play(s, 0, PlaceValue(2))
    assert s.values[0] == (2,) and s.first[2] == 0 and s.ep_first[0] == data.FIRST_BONUS and s.pending == 0
    assert "only when a row or column" in reason(s, 0, PlaceValue(3))


def test_the_first_bonus_is_paid_once_a_tile():
    s = make_state(first=(0, None, None, None, None), values=((0,), ()), pending=1, current=1,
                   moves=1, step2="N")
    s = play(s, 1, PlaceValue(0))
    assert s.ep_first[1] == 0 and s.first[0] == 0 and s.values[1] == (0,)


def test_never_two_value_tokens_of_one_player_beside_a_tile():
    s = make_state(values=((3,), ()), pending=1, moves=1, step2="N")
    assert "already have a value token beside this" in reason(s, 0, PlaceValue(3))
    assert 3 not in [a.tile for a in GAME.legal_actions(s, 0)]


def test_one_cube_emptying_a_row_and_a_column_earns_two_tokens():
    # Row 1 is spaces 0-4, column 1 spaces 0, 5, 10: all gone but space 0.
    gone = (1, 2, 3, 4, 5, 10)
    s = make_state(hands=("Y", ""), pawns=(cell("c2"), cell("f6")), moves=1, step2="N",
                   spaces=(spaces_without(*gone), FULL))
    s = play(s, 0, Memory(0))
    assert s.pending == 2
    s = play(s, 0, PlaceValue(0), PlaceValue(1))
    assert s.values[0] == (0, 1) and s.ep_first[0] == 6 and s.compass is None


# -- the end ------------------------------------------------------------------------------------------
def compass_state(players: int, seat: int):
    """``seat`` has placed both value tokens and is one joy memory away from emptying column 1."""
    spaces = [FULL] * players
    spaces[seat] = spaces_without(5, 10, 1, 6, 11)  # columns 2 and... (1, 6, 11) = column 2 empty
    values = [()] * players
    values[seat] = (0, 1)
    pawns = [cell("f6")] * players
    pawns[seat] = cell("c2")
    hands = [""] * players
    hands[seat] = "Y"
    return make_state(players, hands=tuple(hands), pawns=tuple(pawns), spaces=tuple(spaces),
                      values=tuple(values), current=seat, moves=1, step2="N")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seat", [0, 1])
def test_the_compass_then_exactly_one_more_turn_for_every_other_player(players, seat):
    s = compass_state(players, seat)
    s = play(s, seat, Memory(0))
    assert s.compass == seat and s.pending == 0
    s = play(s, seat, EndTurn())
    turns = []
    while s.phase != "over":
        turns.append(s.current)
        s = play(s, s.current, Move("N" if s.pawns[s.current] != cell("c1") else "S"), EndTurn())
    assert turns == [(seat + k) % players for k in range(1, players)]
    assert GAME.outcome(s) is not None and GAME.to_act(s) == ()
    assert GAME.legal_actions(s, 0) == []


def test_only_one_compass():
    s = evolve(compass_state(2, 1), compass=0)
    s = play(s, 1, Memory(0))
    assert s.compass == 0 and s.pending == 0  # already taken: emptying a line gives nothing more


# -- step 5: clean up ---------------------------------------------------------------------------------
def test_clean_up_discards_down_to_ten_cards_face_up():
    s = make_state(hands=("RRRRRWWWWW", ""), deck_top="W")  # 10 cards; c3 -> c2 (yellow): feel north
    s = play(s, 0, Move("N"), Feel())  # the yellow north card matches: bonus white -> 12 cards
    assert len(s.hands[0]) == 12
    assert reason(s, 0, EndTurn()) == "Discard down to 10 cards: choose 2 cards to discard."
    assert "only discard cards from your hand" in reason(s, 0, EndTurn(("B", "B")))
    assert "colour order" in reason(s, 0, EndTurn(("R", "Y")))
    choices = [a.discard for a in GAME.legal_actions(s, 0) if isinstance(a, EndTurn)]
    assert ("Y", "W") in choices and ("W", "W") in choices and ("Y", "Y") not in choices
    s = play(s, 0, EndTurn(("Y", "R")))
    assert len(s.hands[0]) == 10 and s.discard == ("Y", "R") and card_total(s) == 69


def test_the_discard_pile_becomes_the_deck_the_moment_the_deck_is_empty():
    s = make_state(deck_top="K")
    s = evolve(s, deck=s.deck[-1:], discard=s.deck[:-1])  # one card left in the deck
    s = play(s, 0, Move("N"), Feel())  # yellow on yellow: the bonus draw takes the last card
    assert s.hands[0][-1] == "K"
    assert s.discard == () and len(s.deck) == 69 - 3 - 2 and card_total(s) == 69
    s = play(s, 0, EndTurn())  # the refill draws from the new deck
    assert s.side[0] is not None and card_total(s) == 69


# -- undo in the match ---------------------------------------------------------------------------------
def placed_match(players: int = 2, seed: int = 4):
    m = new_match(players, seed)
    while m.state.phase == "place":
        seat = m.to_act()[0]
        m.play(seat, GAME.legal_actions(m.state, seat)[0])
    return m


def test_undo_within_the_turn_until_a_card_is_drawn():
    m = placed_match()
    seat = m.to_act()[0]
    move = next(a for a in GAME.legal_actions(m.state, seat) if isinstance(a, Move))
    before = m.state
    m.play(seat, move)
    assert m.can_undo(seat)
    m.undo(seat)
    assert m.state == before
    m.play(seat, move)
    m.play(seat, Feel())
    assert not m.can_undo(seat)
    assert "revealed" in str(m.undo_block_reason(seat))


def test_the_match_refuses_with_the_rules_reason():
    m = placed_match()
    seat = m.to_act()[0]
    with pytest.raises(IllegalAction) as info:
        m.play(seat, EndTurn())
    assert "move one step" in str(info.value.rule)
    with pytest.raises(IllegalAction):
        m.play(seat, PlacePawn(3))
