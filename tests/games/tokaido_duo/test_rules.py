"""Tokaido Duo rules: set-up, the draft, every action and wave tile, the end."""

from __future__ import annotations

from collections import Counter

import pytest

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.tokaido_duo import data
from boardgames_desktop.games.tokaido_duo.movement import paint_count
from boardgames_desktop.games.tokaido_duo.rules import (
    GAME,
    Draw,
    Give,
    Keep,
    Move,
    Paint,
    Pass,
    ReturnGood,
    Roll,
    Sell,
    TakeWave,
    UseSpring,
    Visit,
    legal_actions,
    setup_state,
    to_act,
)

from .helpers import goods, play, player, situation

NAMES = {0: "Ada", 1: "Ben"}


def text(message) -> str:
    return render(message, NAMES)


def moves(state, seat, character):
    return sorted(a.to for a in legal_actions(state, seat) if isinstance(a, Move) and a.character == character)


# -- set-up ---------------------------------------------------------------------------------
def test_setup_follows_the_spec():
    s = setup_state(11, {"first": "random", "waves": "random"})
    assert sorted(s.specialties) == sorted(data.SPECIALTIES)
    assert s.bag == (5, 6, 7, 8) and sum(s.bag) == 26
    for seat in (0, 1):
        p = s.players[seat]
        assert (p.pilgrim, p.merchant, p.artist) == tuple(data.STARTS[seat][c] for c in data.CHARACTERS)
        assert Counter(p.paintings) == Counter(data.PAINTINGS[seat])
        assert (p.temple, p.garden, p.turned, p.given, p.coins, p.gold) == (1, 1, 0, 0, 0, 0)
    assert s.wave_holders == (None, None, None) and s.spring is None
    assert s.phase == "roll" and to_act(s) == (s.first,)


def test_setup_is_random_across_seeds_but_fixed_for_one():
    states = [setup_state(seed, {}) for seed in range(40)]
    assert len({s.specialties for s in states}) > 30
    assert {s.first for s in states} == {0, 1}
    assert {s.wave_sides for s in states} > {(0, 0, 0)}
    assert len({s.players[0].paintings for s in states}) > 30
    assert setup_state(7, {}) == setup_state(7, {})


def test_options_choose_player_a_and_wave_sides():
    assert setup_state(3, {"first": "seat2"}).first == 1
    assert setup_state(3, {"first": "seat1"}).first == 0
    assert setup_state(3, {"waves": "a"}).wave_sides == (0, 0, 0)
    assert setup_state(3, {"waves": "b"}).wave_sides == (1, 1, 1)


def test_map_facts():
    assert len(data.STATION_KIND) == 28
    assert Counter(data.STATION_KIND.values()) == {"coastal": 8, "temple": 8, "garden": 6, "seaside": 4,
                                                   "hot_spring": 2}
    assert [data.STATION_KIND[t] for t in data.TOWNS] == ["coastal"] * 8
    assert data.REGION_COAST["r8"] == ("s26", "s27", "s28", "s1")
    assert data.REGION_MOUNTAINS["r1"] == ("m1", "m2") and data.REGION_MOUNTAINS["r2"] == ("m2",)
    assert data.REGION_MOUNTAINS["r7"] == ("m1", "m4")
    assert sum(data.GOODS_COUNT.values()) == 26
    assert data.COMMERCE[4] == 26 and data.COMMERCE[5] == 35 and data.CULTURE[6] == 18


# -- the round --------------------------------------------------------------------------------
def test_roll_then_roller_other_roller_and_roles_alternate():
    s = situation(phase="roll", dice=None, first=1)
    assert to_act(s) == (1,)
    s = play(s, (1, Roll()))
    assert s.dice is not None and all(n in data.DICE[c] for n, c in zip(s.dice, data.CHARACTERS))
    order = []
    for _ in range(3):
        seat = to_act(s)[0]
        order.append(seat)
        legal = [a for a in legal_actions(s, seat) if isinstance(a, Move)]
        s = play(s, (seat, legal[0]))
        while s.phase not in ("pick", "roll"):
            seat2 = to_act(s)[0]
            s = play(s, (seat2, legal_actions(s, seat2)[-1]))
    assert order == [1, 0, 1]
    assert s.phase == "roll" and s.round == 2 and to_act(s) == (0,)


def test_roll_chance_outcomes_are_the_dice_odds():
    s = situation(phase="roll", dice=None)
    outcomes = GAME.chance_outcomes(s, 0, Roll())
    assert len(outcomes) == 4 * 3 * 3
    assert sum(c.probability for c in outcomes) == pytest.approx(1.0)
    p4 = sum(c.probability for c in outcomes if c.state.dice[0] == 4)
    assert p4 == pytest.approx(1 / 6)
    p_m1 = sum(c.probability for c in outcomes if c.state.dice[1] == 1)
    assert p_m1 == pytest.approx(1 / 3)
    assert all(c.state.phase == "pick" for c in outcomes)


def test_a_picked_die_cannot_be_picked_again():
    s = situation(picks=((0, "pilgrim"),), players=({"pilgrim": "s1"}, {}))
    assert to_act(s) == (1,)
    assert not any(a.character == "pilgrim" for a in legal_actions(s, 1))
    reason = GAME.refusal(s, 1, Move("pilgrim", "s16"))
    assert "has been used" in text(reason)
    assert "not" in text(GAME.refusal(s, 0, Move("merchant", "m2")))  # not Ada's turn


# -- movement ---------------------------------------------------------------------------------
def test_pilgrim_moves_clockwise_exactly_the_number():
    s = situation(dice=(3, 1, 1), players=({"pilgrim": "s27"}, {"pilgrim": "s14"}))
    assert moves(s, 0, "pilgrim") == ["s2"]
    reason = GAME.refusal(s, 0, Move("pilgrim", "s26"))
    assert "clockwise" in text(reason)


def test_occupied_stations_count_as_steps_and_landing_bumps_on():
    # Ben's pilgrim on s3 and merchant in the coastal town s4: Ada's 2 lands on s3, goes on past s4 to s5.
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s1", "merchant": "m1"},
                                           {"pilgrim": "s3", "merchant": "s4"}))
    assert moves(s, 0, "pilgrim") == ["s5"]
    reason = GAME.refusal(s, 0, Move("pilgrim", "s3"))
    assert "occupied" in text(reason) and "station 5" in text(reason)
    s = play(s, (0, Move("pilgrim", "s5")))
    # Only the new station's action: a temple.
    assert legal_actions(s, 0) == [Visit(), Pass()]
    s = play(s, (0, Visit()))
    assert player(s, 0).temple == 2 and player(s, 0).coins == 0


def test_passing_occupied_stations_counts_them():
    s = situation(dice=(3, 1, 1), players=({"pilgrim": "s1"}, {"pilgrim": "s2"}))
    assert moves(s, 0, "pilgrim") == ["s4"]


def test_serene_and_hasty_change_the_count():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s1"}, {}), waves={"pilgrim": ("serene", 0)})
    assert moves(s, 0, "pilgrim") == ["s2", "s3"]
    s = situation(dice=(1, 1, 1), players=({"pilgrim": "s1"}, {}), waves={"pilgrim": ("serene", 0)})
    assert moves(s, 0, "pilgrim") == ["s2"]  # at least 1
    s = situation(dice=(4, 1, 1), players=({"pilgrim": "s1"}, {}), waves={"pilgrim": ("hasty", 0)})
    assert moves(s, 0, "pilgrim") == ["s5", "s6"]
    # The other player's tile does nothing for Ada.
    s = situation(dice=(4, 1, 1), players=({"pilgrim": "s1"}, {}), waves={"pilgrim": ("hasty", 1)})
    assert moves(s, 0, "pilgrim") == ["s5"]


def test_merchant_walks_the_trade_routes_no_town_twice():
    s = situation(dice=(1, 1, 1), players=({"merchant": "m1", "pilgrim": "s2"}, {"pilgrim": "s14"}))
    assert moves(s, 0, "merchant") == ["m2", "m4", "s1", "s26"]
    s = situation(dice=(1, 2, 1), players=({"merchant": "m1", "pilgrim": "s2"}, {"pilgrim": "s14"}))
    assert moves(s, 0, "merchant") == ["m3", "s19", "s22", "s4", "s8"]
    s = situation(dice=(1, 2, 1), players=({"merchant": "s1", "pilgrim": "s2"}, {"pilgrim": "s14"}))
    # From a coastal town the only way is inland: s1 -> m1 -> ...
    assert moves(s, 0, "merchant") == ["m2", "m4", "s26"]
    reason = GAME.refusal(s, 0, Move("merchant", "m1"))
    assert "exactly 2" in text(reason)


def test_a_merchant_may_not_end_in_an_occupied_coastal_town():
    s = situation(dice=(1, 1, 1), players=({"merchant": "m2", "pilgrim": "s28"},
                                           {"pilgrim": "s4", "merchant": "m2"}))
    assert "s4" not in moves(s, 0, "merchant") and "s8" in moves(s, 0, "merchant")
    reason = GAME.refusal(s, 0, Move("merchant", "s4"))
    assert "one character at a time" in text(reason)
    # Two merchants share a mountain town.
    assert "m2" in moves(situation(dice=(1, 1, 1), players=({"merchant": "m1"}, {"merchant": "m2"})),
                         0, "merchant")


def test_artist_moves_round_the_regions_either_way():
    s = situation(dice=(1, 1, 3), players=({"artist": "r8"}, {}))
    assert moves(s, 0, "artist") == ["r3", "r5"]
    s = play(s, (0, Move("artist", "r3")))
    assert s.pick.path == ("r8", "r1", "r2", "r3")


def test_no_legal_move_means_the_character_stays_with_no_action(monkeypatch):
    from boardgames_desktop.games.tokaido_duo import choices, movement

    s = situation(dice=(1, 1, 1), players=({"merchant": "m1"}, {}))
    monkeypatch.setattr(choices, "destinations", lambda *a: [])
    monkeypatch.setattr(movement, "destinations", lambda *a: [])
    assert [a for a in legal_actions(s, 0) if a.character == "merchant"] == [Move("merchant", "m1")]
    s = play(s, (0, Move("merchant", "m1")))
    assert s.phase == "pick" and to_act(s) == (1,) and player(s, 0).goods_total == 0


# -- the pilgrim's stations ------------------------------------------------------------------------
def test_coastal_town_gives_the_specialty_price_in_coins():
    s = situation(dice=(3, 1, 1), players=({"pilgrim": "s1", "coins": 2}, {}), specialties={"s4": ("kimono", 4)})
    s = play(s, (0, Move("pilgrim", "s4")), (0, Visit()))
    assert player(s, 0).coins == 6


def test_temple_and_garden_tracks():
    s = situation(dice=(1, 1, 1), players=({"pilgrim": "s1"}, {}))
    s = play(s, (0, Move("pilgrim", "s2")), (0, Visit()))
    assert player(s, 0).temple == 2
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s1"}, {}))
    s = play(s, (0, Move("pilgrim", "s3")), (0, Visit()))
    assert player(s, 0).garden == 2
    # At the top of a track, the station does nothing: the pick ends by itself.
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s1", "garden": 6}, {}))
    s = play(s, (0, Move("pilgrim", "s3")))
    assert s.phase == "pick" and to_act(s) == (1,)


def test_hot_spring_from_the_board_then_from_the_opponent():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s10"}, {"pilgrim": "s23"}))
    s = play(s, (0, Move("pilgrim", "s12")), (0, Visit()))
    assert s.spring == 0
    s = situation(dice=(2, 1, 1), spring=0, picks=((0, "merchant"),), players=({}, {"pilgrim": "s23"}))
    before = play(s, (1, Move("pilgrim", "s25")))
    after = play(before, (1, Visit()))
    assert after.spring == 1
    line = text(GAME.describe(GAME.view(before, None), GAME.view(after, None), 1, Visit(), None))
    assert "from Ada" in line
    # Holding it already: the station does nothing.
    s = situation(dice=(2, 1, 1), spring=1, picks=((0, "merchant"),), players=({}, {"pilgrim": "s23"}))
    s = play(s, (1, Move("pilgrim", "s25")))
    assert s.phase == "spring"  # nothing to do there; Ben may use the spring he held before


def test_hot_spring_is_not_usable_in_the_action_that_gained_it():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s10"}, {}))
    s = play(s, (0, Move("pilgrim", "s12")), (0, Visit()))
    assert s.spring == 0 and s.phase == "pick" and to_act(s) == (1,)  # no offer on this die
    s = play(s, (1, Move("merchant", "m4")))
    if s.phase == "act":
        s = play(s, (1, Pass()))
    # Ada's next die: now she may use it.
    s = play(s, (0, Move("artist", "r1")))
    if s.phase == "act":
        s = play(s, (0, Pass()))
    assert s.phase == "spring" and legal_actions(s, 0) == [UseSpring(), Pass()]


def test_hot_spring_repeats_the_die_then_returns_to_the_board():
    s = situation(dice=(2, 1, 2), spring=0, players=({"artist": "r8", "pilgrim": "s28"}, {}))
    s = play(s, (0, Move("artist", "r2")))
    if s.phase == "act":
        s = play(s, (0, Pass()))
    s = play(s, (0, UseSpring()))
    assert s.spring is None and s.phase == "again"
    # The same character, the same number, from where it stands now.
    assert sorted(a.to for a in legal_actions(s, 0)) == ["r4", "r8"]
    assert "same die" in text(GAME.refusal(s, 0, Move("pilgrim", "s2")))
    s = play(s, (0, Move("artist", "r4")))
    if s.phase == "act":
        s = play(s, (0, Pass()))
    assert s.phase == "pick" and to_act(s) == (1,)  # no second use


def test_hot_spring_repeat_of_the_pilgrim_may_use_hasty_again():
    s = situation(dice=(2, 1, 1), spring=0, players=({"pilgrim": "s1"}, {}), waves={"pilgrim": ("hasty", 0)})
    s = play(s, (0, Move("pilgrim", "s4")), (0, Visit()), (0, UseSpring()))
    assert sorted(a.to for a in legal_actions(s, 0)) == ["s6", "s7"]


def test_seaside_takes_a_wave_tile_from_the_board_first():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s4"}, {}),
                  waves={"pilgrim": ("serene", None), "artist": ("skilled", 1), "merchant": ("cunning", None)})
    s = play(s, (0, Move("pilgrim", "s6")))
    assert legal_actions(s, 0) == [TakeWave("pilgrim"), TakeWave("merchant"), Pass()]
    reason = GAME.refusal(s, 0, TakeWave("artist"))
    assert "from the board" in text(reason)
    s = play(s, (0, TakeWave("merchant")))
    assert s.wave_holders[data.CHARACTERS.index("merchant")] == 0


def test_seaside_takes_from_the_opponent_when_the_board_is_empty_and_nothing_with_all_three():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s4"}, {}),
                  waves={"pilgrim": ("serene", 0), "artist": ("skilled", 1), "merchant": ("cunning", 1)})
    s = play(s, (0, Move("pilgrim", "s6")))
    assert legal_actions(s, 0) == [TakeWave("merchant"), TakeWave("artist"), Pass()]
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s4"}, {}),
                  waves={"pilgrim": ("serene", 0), "artist": ("skilled", 0), "merchant": ("cunning", 0)})
    s = play(s, (0, Move("pilgrim", "s6")))
    assert s.phase == "pick" and to_act(s) == (1,)


# -- the merchant --------------------------------------------------------------------------------
def test_mountain_town_draws_its_number_and_keeps_five():
    s = situation(seed=9, dice=(1, 1, 1), players=({"merchant": "m2", "goods": goods(fan=3)}, {}))
    s = play(s, (0, Move("merchant", "m3")))
    assert legal_actions(s, 0) == [Draw(False), Pass()]
    outcomes = GAME.chance_outcomes(s, 0, Draw(False))
    assert sum(c.probability for c in outcomes) == pytest.approx(1.0)
    s = play(s, (0, Draw(False)))
    assert player(s, 0).goods_total == 7 and s.phase == "keep"
    keeps = legal_actions(s, 0)
    assert keeps and all(sum(k.goods) == 5 for k in keeps)
    assert "Keep exactly 5" in text(GAME.refusal(s, 0, Keep((0, 0, 0, 4))) or "") or \
        "only goods you have" in text(GAME.refusal(s, 0, Keep((0, 0, 0, 4))))
    before_bag = s.bag
    s = play(s, (0, keeps[0]))
    assert player(s, 0).goods == keeps[0].goods
    assert sum(s.bag) == sum(before_bag) + 2
    assert sum(s.bag) + player(s, 0).goods_total + player(s, 1).goods_total == 26


def test_powerful_draws_one_more_and_keeps_six():
    s = situation(dice=(1, 1, 1), players=({"merchant": "m2", "goods": goods(fan=3)}, {}),
                  waves={"merchant": ("powerful", 0)})
    s = play(s, (0, Move("merchant", "m1")))
    assert legal_actions(s, 0) == [Draw(False), Draw(True), Pass()]
    s = play(s, (0, Draw(True)))
    assert player(s, 0).goods_total == 6 and s.phase != "keep"  # 3 + 2 + 1, within 6


def test_selling_with_carry_over_to_gold():
    s = situation(dice=(1, 1, 1), specialties={"s4": ("pottery", 3)},
                  players=({"merchant": "m2", "coins": 7, "gold": 1, "goods": goods(pottery=3, fan=1)}, {}))
    s = play(s, (0, Move("merchant", "s4")))
    assert list(legal_actions(s, 0)) == [Sell(1), Sell(2), Sell(3), Pass()]
    s = play(s, (0, Sell(2)))
    p = player(s, 0)
    assert (p.coins, p.gold, p.goods) == (3, 2, goods(pottery=1, fan=1))


def test_cunning_earns_a_coin_more_per_good():
    s = situation(dice=(1, 1, 1), specialties={"s4": ("fan", 2)}, waves={"merchant": ("cunning", 0)},
                  players=({"merchant": "m2", "goods": goods(fan=3)}, {}))
    s = play(s, (0, Move("merchant", "s4")))
    assert Sell(3, True) in legal_actions(s, 0)
    s = play(s, (0, Sell(3, True)))
    assert player(s, 0).coins == 9


def test_losing_powerful_with_six_goods_returns_one_at_once():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s4"}, {"goods": goods(fan=4, doll=2)}),
                  waves={"pilgrim": ("serene", 0), "artist": ("skilled", 1), "merchant": ("powerful", 1)})
    s = play(s, (0, Move("pilgrim", "s6")), (0, TakeWave("merchant")))
    assert s.phase == "return" and to_act(s) == (1,)
    assert legal_actions(s, 1) == [ReturnGood("doll"), ReturnGood("fan")]
    assert "kimono" in text(GAME.refusal(s, 1, ReturnGood("kimono")))
    s = play(s, (1, ReturnGood("fan")))
    assert player(s, 1).goods == goods(fan=3, doll=2)
    assert s.phase == "pick" and to_act(s) == (1,)  # Ben's own pick comes next
    assert sum(s.bag) == 26 - 5


def test_losing_powerful_with_five_goods_costs_nothing():
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s4"}, {"goods": goods(fan=5)}),
                  waves={"pilgrim": ("serene", 0), "artist": ("skilled", 1), "merchant": ("powerful", 1)})
    s = play(s, (0, Move("pilgrim", "s6")), (0, TakeWave("merchant")))
    assert s.phase == "pick" and player(s, 1).goods_total == 5


# -- the artist -----------------------------------------------------------------------------------
def test_paint_counts_pilgrims_and_merchants_around_the_region_not_artists():
    s = situation(dice=(1, 1, 1), players=(
        {"artist": "r8", "pilgrim": "s2", "merchant": "m2"},
        {"artist": "r2", "pilgrim": "s4", "merchant": "s1"},
    ))
    # Region 1: stations s1..s4 and mountain towns m1, m2: Ada's pilgrim s2, Ada's merchant m2,
    # Ben's pilgrim s4, Ben's merchant s1 = 4; Ben's artist is not counted.
    assert paint_count(s, "r1") == 4
    s = play(s, (0, Move("artist", "r1")))
    assert Paint(False) in legal_actions(s, 0)
    s = play(s, (0, Paint(False)))
    assert player(s, 0).turned == 4


def test_paint_more_than_are_left_turns_them_all():
    s = situation(dice=(1, 1, 1), players=({"artist": "r8", "pilgrim": "s2", "turned": 8, "given": 7},
                                           {"pilgrim": "s4"}))
    s = play(s, (0, Move("artist", "r1")), (0, Paint(False)))
    assert player(s, 0).turned == 10


def test_skilled_paints_one_extra_even_alone():
    s = situation(dice=(1, 1, 1), players=({"artist": "r3", "pilgrim": "s28", "merchant": "m1"},
                                           {"pilgrim": "s26", "merchant": "m1"}), waves={"artist": ("skilled", 0)})
    s = play(s, (0, Move("artist", "r4")))
    assert legal_actions(s, 0) == [Paint(True), Pass()]
    s = play(s, (0, Paint(True)))
    assert player(s, 0).turned == 1


def test_give_needs_the_region_symbol_of_the_first_face_up_painting():
    paintings = ("moon", "bamboo") + ("waterfall",) * 8
    s = situation(dice=(1, 1, 1), players=({"artist": "r3", "paintings": paintings, "turned": 2}, {}))
    s = play(s, (0, Move("artist", "r4")))  # region 4: moon
    assert Give() in legal_actions(s, 0)
    s = play(s, (0, Give()))
    assert player(s, 0).given == 1
    s = situation(dice=(1, 1, 1), players=({"artist": "r3", "paintings": paintings, "turned": 2, "given": 1},
                                           {}))
    s = play(s, (0, Move("artist", "r4")))
    reason = GAME.refusal(s, 0, Give())
    assert "bamboo" in text(reason) and "moon" in text(reason)


def test_inspired_gives_on_any_region_of_the_move():
    paintings = ("bamboo",) + ("moon",) * 9
    s = situation(dice=(1, 1, 2), players=({"artist": "r3", "paintings": paintings, "turned": 1}, {}),
                  waves={"artist": ("inspired", 0)})
    s = play(s, (0, Move("artist", "r5")))  # r3 (bamboo) -> r4 -> r5 (mountain)
    assert Give() in legal_actions(s, 0)
    s = situation(dice=(1, 1, 2), players=({"artist": "r3", "paintings": paintings, "turned": 1}, {}))
    s = play(s, (0, Move("artist", "r5")))
    assert Give() not in legal_actions(s, 0)


def test_tenth_painting_given_ends_the_game_after_the_round():
    paintings = ("moon",) * 10
    s = situation(dice=(1, 1, 1), picks=((0, "pilgrim"), (1, "pilgrim")), players=(
        {"artist": "r3", "paintings": paintings, "turned": 10, "given": 9}, {}))
    s = play(s, (0, Move("artist", "r4")), (0, Give()))
    assert s.phase == "over" and s.ending == ((0, "paintings"),)
    assert GAME.outcome(s) is not None


# -- the end -------------------------------------------------------------------------------------
def test_end_mid_round_finishes_the_round():
    s = situation(dice=(1, 1, 1), players=({"pilgrim": "s1", "temple": 8}, {}))
    s = play(s, (0, Move("pilgrim", "s2")), (0, Visit()))
    assert s.ending == ((0, "temple"),) and s.phase == "pick" and GAME.outcome(s) is None
    assert "last round" in text(GAME.status(GAME.view(s, None)))
    s = play(s, (1, Move("merchant", "m2")), (1, Pass()))
    assert s.phase == "act" or s.phase == "pick" or s.phase == "over"
    seat = to_act(s)[0]
    assert seat == 0
    s = play(s, (0, Move("artist", "r1")))
    if s.phase == "act":
        s = play(s, (0, Pass()))
    assert s.phase == "over" and to_act(s) == ()


def test_gold_and_garden_end_triggers():
    s = situation(dice=(1, 1, 1), specialties={"s4": ("kimono", 4)},
                  players=({"merchant": "m2", "gold": 5, "coins": 6, "goods": goods(kimono=1)}, {}))
    s = play(s, (0, Move("merchant", "s4")), (0, Sell(1)))
    assert player(s, 0).gold == 6 and s.ending == ((0, "gold"),)
    s = situation(dice=(2, 1, 1), players=({"pilgrim": "s1", "garden": 5}, {}))
    s = play(s, (0, Move("pilgrim", "s3")), (0, Visit()))
    assert s.ending == ((0, "garden"),)


def test_coins_past_six_gold_stay_coins():
    s = situation(dice=(3, 1, 1), specialties={"s4": ("kimono", 4)},
                  players=({"pilgrim": "s1", "gold": 6, "coins": 8}, {}))
    s = play(s, (0, Move("pilgrim", "s4")), (0, Visit()))
    assert (player(s, 0).gold, player(s, 0).coins) == (6, 12)


def test_the_seed_worked_example_scores_95():
    # Four pottery sold at 3: 12 coins -> 1 gold and 2 coins (the fifth gold: 26 -> 35 points).
    s = situation(dice=(2, 1, 1), specialties={"s4": ("pottery", 3)}, players=(
        {"merchant": "m2", "gold": 4, "goods": goods(pottery=4), "pilgrim": "s1", "temple": 7, "garden": 5,
         "paintings": ("moon",) * 10, "turned": 6, "given": 6},
        {"pilgrim": "s20"},
    ))
    s = play(s, (0, Move("merchant", "s4")), (0, Sell(4)))
    p = player(s, 0)
    assert (p.gold, p.coins) == (5, 2)
    # Garden to 6 ends the game; the round finishes.
    s = play(s, (1, Move("artist", "r5")))
    if s.phase == "act":
        s = play(s, (1, Pass()))
    s = play(s, (0, Move("pilgrim", "s3")), (0, Visit()))
    assert s.phase == "over"
    outcome = GAME.outcome(s)
    p = player(s, 0)
    assert (p.temple * p.garden, data.COMMERCE[p.gold], data.CULTURE[p.given]) == (42, 35, 18)
    assert outcome.scores[0] == 95
    assert outcome.winners == (0,)
    assert "faith 7 × 6 = 42, commerce 35, culture 18: 95 points" in text(outcome.message)


def test_ties_go_to_coins_then_are_shared():
    base = {"phase": "over", "dice": None, "picks": ((0, "pilgrim"), (1, "merchant"), (0, "artist")),
                "ending": ((0, "temple"),)}
    s = situation(players=({"temple": 3, "coins": 4}, {"temple": 3, "coins": 2}), **base)
    o = GAME.outcome(s)
    assert o.winners == (0,) and "more coins" in text(o.tiebreak)
    s = situation(players=({"temple": 3, "coins": 2}, {"temple": 3, "coins": 2}), **base)
    o = GAME.outcome(s)
    assert o.winners == (0, 1) and "shared" in text(o.tiebreak)


def test_refusals_name_the_rule():
    s = situation(phase="roll", dice=None)
    assert "roll" in text(GAME.refusal(s, 0, Move("pilgrim", "s30")))
    s = situation(dice=(2, 1, 1))
    assert "coast road" in text(GAME.refusal(s, 0, Move("pilgrim", "m1")))
    assert "First pick a die" in text(GAME.refusal(s, 0, Visit()))
    assert GAME.refusal(s, 0, Move("pilgrim", "s2")) is None


def test_rules_text_names_every_decision():
    body = GAME.rules_text()
    assert body.count("our decision") + body.count("Our decision") >= 9
    for needle in ("5, 11, 18, 26, 35, 45", "2, 4, 7, 10, 14, 18, 23, 29, 36, 45", "1 2 2 3 3 4", "1 1 2 2 3 3",
                   "kimono 4", "fan 2", "1C 2T 3G 4C", "28S", "draws 4", "artists are not counted",
                   "stays where it is", "station 28", "station 14", "exactly the excess", "six gold"):
        assert needle in body, needle
    for name in data.REGION_NAMES.values():
        assert name in body
