"""Held hands: the board, the components and the set-up, checked against the spec
(shared/rules/held_hands.md). Expected values are written out from the spec here,
not read back from ``data.py``."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest
from held_hands_helpers import fresh

from boardgames_desktop.games.held_hands import data
from boardgames_desktop.games.held_hands.actions import Fan
from boardgames_desktop.games.held_hands.data import (
    ADJACENT,
    BALANCE_CHANGE,
    COLOUR_NAME,
    EMOTION_CARDS,
    EMOTION_SHAPE,
    EMOTIONS,
    GOAL_CARDS,
    HEART,
    LINES,
    NODES,
    START_NODES,
)
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.rules import GAME

# -- the spec, verbatim ----------------------------------------------------------------
SPEC_OUTER = "B G R B G K G R K B K G R K R B G K G R B R B K R G R B K B K G".split()  # noqa: SIM905
SPEC_MIDDLE = "K G R B G R B K R B K G B K G R".split()  # noqa: SIM905
SPEC_INNER = "G B R K B G K R".split()  # noqa: SIM905
SPEC_LETTER = {"B": "calm", "G": "happy", "R": "angry", "K": "sad"}
SPEC_COLOUR = {"happy": "green", "calm": "blue", "angry": "red", "sad": "black"}
SPEC_BALANCE = {"happy": +1, "calm": +1, "angry": -1, "sad": -1}
SPEC_RINGS = [("O", SPEC_OUTER, 32), ("M", SPEC_MIDDLE, 16), ("I", SPEC_INNER, 8)]


def edge(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def spec_ring_edges() -> set[frozenset[str]]:
    out = set()
    for p, _colours, n in SPEC_RINGS:
        out |= {edge(f"{p}{i}", f"{p}{(i + 1) % n}") for i in range(n)}
    return out


def spec_spoke_edges() -> tuple[set, set]:
    straight, junction = set(), set()
    for outer, inner, n_inner in (("O", "M", 16), ("M", "I", 8)):
        for j in range(n_inner):
            straight.add(edge(f"{outer}{2 * j}", f"{inner}{j}"))
            junction.add(edge(f"{outer}{2 * j + 1}", f"{inner}{j}"))
            junction.add(edge(f"{outer}{2 * j + 1}", f"{inner}{(j + 1) % n_inner}"))
    return straight, junction


SPEC_HEART_EDGES = {edge(f"I{i}", HEART) for i in (0, 2, 4, 6)}
ALL_EDGES = {frozenset(line) for line in LINES}


# -- emotions ------------------------------------------------------------------------------
def test_emotions_colours_and_balance_changes_are_the_spec_table():
    assert set(EMOTIONS) == set(SPEC_COLOUR)
    assert COLOUR_NAME == SPEC_COLOUR
    assert BALANCE_CHANGE == SPEC_BALANCE


def test_each_emotion_has_its_own_shape_for_colour_blind_players():
    assert set(EMOTION_SHAPE) == set(EMOTIONS)
    assert len(set(EMOTION_SHAPE.values())) == 4


# -- nodes ------------------------------------------------------------------------------------
def test_board_has_32_16_8_nodes_and_a_heart():
    rings = Counter(n.ring for n in NODES.values())
    assert rings == {0: 32, 1: 16, 2: 8, 3: 1}
    assert NODES[HEART].ring == 3 and NODES[HEART].emotion is None
    for p, _colours, n in SPEC_RINGS:
        assert {nid for nid in NODES if nid.startswith(p)} == {f"{p}{i}" for i in range(n)}


@pytest.mark.parametrize("prefix,colours,count", SPEC_RINGS)
def test_ring_colours_are_the_spec_strings(prefix, colours, count):
    assert len(colours) == count
    for i, letter in enumerate(colours):
        assert NODES[f"{prefix}{i}"].emotion == SPEC_LETTER[letter], f"{prefix}{i}"


@pytest.mark.parametrize("prefix,per_colour", [("O", 8), ("M", 4), ("I", 2)])
def test_each_ring_has_equally_many_nodes_of_each_colour(prefix, per_colour):
    counts = Counter(n.emotion for nid, n in NODES.items() if nid.startswith(prefix))
    assert counts == dict.fromkeys(EMOTIONS, per_colour)


@pytest.mark.parametrize("prefix,count", [("O", 32), ("M", 16), ("I", 8)])
def test_node_angles_are_evenly_spaced_counter_clockwise_from_east(prefix, count):
    for i in range(count):
        assert NODES[f"{prefix}{i}"].angle == pytest.approx(i * 360 / count)


def test_start_nodes_are_outer_24_red_for_seat_1_and_outer_8_black_for_seat_2():
    assert START_NODES == ("O24", "O8")
    assert NODES["O24"].emotion == "angry" and COLOUR_NAME["angry"] == "red"
    assert NODES["O24"].angle == pytest.approx(270)
    assert NODES["O8"].emotion == "sad" and COLOUR_NAME["sad"] == "black"
    assert NODES["O8"].angle == pytest.approx(90)


def test_middle_nodes_on_the_north_south_axis_have_no_side():
    on_axis = {nid for nid, n in NODES.items() if n.ring < 3 and round(n.angle, 6) % 180 == 90}
    assert on_axis == {"O8", "O24", "M4", "M12", "I2", "I6"}
    for nid, node in NODES.items():
        if nid in on_axis or nid == HEART:
            assert node.side is None, nid
        elif 90 < node.angle < 270:
            assert node.side == "W", nid
        else:
            assert node.side == "E", nid


# -- lines ------------------------------------------------------------------------------------
def test_each_ring_is_a_closed_circle():
    assert spec_ring_edges() <= ALL_EDGES
    for p, _colours, n in SPEC_RINGS:
        for i in range(n):
            assert f"{p}{(i + 1) % n}" in ADJACENT[f"{p}{i}"]
            assert f"{p}{(i - 1) % n}" in ADJACENT[f"{p}{i}"]


def test_even_nodes_have_straight_spokes_inward():
    straight, _junction = spec_spoke_edges()
    assert straight <= ALL_EDGES
    assert "M0" in ADJACENT["O0"] and "M15" not in ADJACENT["O0"] and "M1" not in ADJACENT["O0"]
    assert "I3" in ADJACENT["M6"] and "I2" not in ADJACENT["M6"] and "I4" not in ADJACENT["M6"]


def test_decision_junction_spokes_join_odd_nodes_to_both_inner_neighbours():
    """[decision] A junction is not a node: outer 2j+1 is adjacent to middle j and
    j+1 (mod 16), middle 2j+1 to inner j and j+1 (mod 8)."""
    _straight, junction = spec_spoke_edges()
    assert junction <= ALL_EDGES
    assert {"M0", "M1"} <= set(ADJACENT["O1"])
    assert {"M15", "M0"} <= set(ADJACENT["O31"])  # wraps round
    assert {"I7", "I0"} <= set(ADJACENT["M15"])
    assert not any(nid.startswith("J") for nid in NODES)  # no junction nodes


def test_heart_joins_only_inner_0_2_4_6():
    assert set(ADJACENT[HEART]) == {"I0", "I2", "I4", "I6"}
    for i in (1, 3, 5, 7):
        assert HEART not in ADJACENT[f"I{i}"]


def test_the_lines_are_exactly_the_specs_and_symmetric():
    straight, junction = spec_spoke_edges()
    assert ALL_EDGES == spec_ring_edges() | straight | junction | SPEC_HEART_EDGES
    for a, neighbours in ADJACENT.items():
        for b in neighbours:
            assert a in ADJACENT[b]
    # Nothing skips a ring.
    for a, b in LINES:
        assert abs(NODES[a].ring - NODES[b].ring) <= 1


# -- components ---------------------------------------------------------------------------
def test_decision_48_emotion_cards_every_ordered_pair_four_times():
    """[decision] 12 ordered pairs of two different emotions x 4 = 48."""
    assert len(EMOTION_CARDS) == 48
    assert [c.id for c in EMOTION_CARDS] == list(range(48))
    pairs = Counter((c.left, c.right) for c in EMOTION_CARDS)
    assert pairs == dict.fromkeys(permutations(EMOTIONS, 2), 4)
    assert all(c.left != c.right for c in EMOTION_CARDS)


def test_card_half_follows_the_perspective():
    card = next(c for c in EMOTION_CARDS if (c.left, c.right) == ("happy", "sad"))
    assert card.half("L") == "happy" and card.half("R") == "sad"


def test_decision_24_goal_cards_six_of_each_emotion():
    assert len(GOAL_CARDS) == 24
    assert Counter(GOAL_CARDS) == dict.fromkeys(EMOTIONS, 6)
    assert data.GOALS_PER_RING * 2 * 3 == 24  # 4 a player, 2 players, 3 rings


# -- set-up ---------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 2, 99, 12345])
def test_setup_deals_six_and_six_four_goals_each_balances_zero_pawns_on_start(seed):
    state = fresh(seed)
    assert check_invariants(state) == []
    assert state.phase == "fan"
    assert [len(h) for h in state.hands] == [6, 6]
    assert len(state.deck) == 48 - 12
    assert [len(p) for p in state.goal_piles] == [4, 4]
    assert len(state.goal_deck) == 24 - 8
    assert state.active_goals == (None, None)
    assert state.goals_done == ((), ())
    assert state.balances == (0, 0)
    assert state.positions == ("O24", "O8")
    assert state.perspectives == (None, None)
    assert state.discards == ((), ())
    assert state.ring == 0 and state.in_heart == (False, False)
    assert state.turn == 0 and state.result is None


def test_setup_is_shuffled_by_the_seed_and_repeats_for_the_same_seed():
    assert fresh(5) == fresh(5)
    hands = {fresh(s).hands for s in range(20)}
    assert len(hands) == 20


def test_fan_phase_each_player_chooses_left_or_right_then_play_begins():
    state = fresh(3, first=1)
    assert GAME.to_act(state) == (1,)
    assert GAME.legal_actions(state, 1) == [Fan("L"), Fan("R")]
    assert GAME.legal_actions(state, 0) == []
    state = GAME.apply(state, 1, Fan("R"))
    assert state.phase == "fan" and state.perspectives == (None, "R")
    assert GAME.to_act(state) == (0,)
    state = GAME.apply(state, 0, Fan("L"))
    assert state.perspectives == ("L", "R")
    if state.phase == "play":  # (a hand that cannot move at all loses at once)
        assert state.current == 1 and state.turn_start == "O8"


@pytest.mark.parametrize("first", [0, 1])
def test_who_starts_option_player_1_or_player_2(first):
    for seed in range(5):
        state = fresh(seed, first=first)
        assert state.first == first and state.current == first
        assert state.turn_start == START_NODES[first]


def test_who_starts_option_random_is_the_default_gives_both_and_repeats():
    option = next(o for o in GAME.options if o.key == "first")
    assert option.default == "random"
    assert [c[0] for c in option.choices] == ["random", 0, 1]
    firsts = [fresh(seed).first for seed in range(40)]
    assert set(firsts) == {0, 1}
    assert firsts == [fresh(seed, first="random").first for seed in range(40)]


def test_who_starts_refuses_other_values():
    with pytest.raises(ValueError):
        fresh(1, first=2)
    with pytest.raises(ValueError):
        GAME.setup(3, 1, {})
