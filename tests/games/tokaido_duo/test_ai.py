"""Tokaido Duo bots: legal, seeded, sensible, and the simulation command."""

from __future__ import annotations

import io
import math

import pytest

from boardgames_desktop import cli
from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import RandomBot, play_game
from boardgames_desktop.games.tokaido_duo.ai import (
    GreedyBot,
    RoundSearch,
    Search,
    SearchBot,
    best_keep,
    evaluate,
)
from boardgames_desktop.games.tokaido_duo.rules import (
    GAME,
    Keep,
    Move,
    Sell,
    Visit,
    legal_actions,
)

from .helpers import goods, play, situation


def turn(state, seat, seed=0):
    return BotTurn(GAME, seat, GAME.view(state, seat), legal_actions(state, seat), Rng(seed))


def test_bots_only_get_the_view():
    s = situation(dice=(2, 1, 1))
    t = turn(s, 0)
    assert "rng" not in t.view and all(
        sym is None for p in t.view["players"] for sym in p["paintings"][p["turned"]:])


def test_greedy_sells_for_the_gold_it_can_reach():
    s = situation(dice=(1, 1, 1), specialties={"s4": ("pottery", 3)},
                  players=({"merchant": "m2", "coins": 7, "goods": goods(pottery=3)}, {}))
    s = play(s, (0, Move("merchant", "s4")))
    assert GreedyBot(GAME, 0).choose(turn(s, 0)) == Sell(3)


def test_greedy_visits_the_temple_rather_than_passing():
    s = situation(dice=(1, 1, 1), players=({"pilgrim": "s1", "garden": 4}, {}))
    s = play(s, (0, Move("pilgrim", "s2")))
    assert GreedyBot(GAME, 0).choose(turn(s, 0)) == Visit()


def test_keep_holds_the_goods_that_sell_best():
    s = situation(specialties={"s1": ("kimono", 4)}, players=({"goods": goods(kimono=2, fan=4, doll=1)}, {}))
    # Best prices anywhere: kimono 4, doll 3, fan 2.
    assert best_keep(s, 0) == Keep(goods(kimono=2, doll=1, fan=2))


def test_evaluation_prefers_more_points_and_is_zero_sum():
    a = situation(players=({"temple": 3}, {}))
    b = situation(players=({"temple": 2}, {}))
    assert evaluate(a, 0) > evaluate(b, 0)
    assert evaluate(a, 0) == -evaluate(a, 1)


def test_the_round_search_weighs_the_other_players_reply_at_the_roll():
    """Hard's search (RoundSearch) deals each roll's three dice as the draft does: the
    roller's pick, the other player's reply, the roller's last. The reference search
    counts only the roller's first pick, so where the other player's pilgrim stands
    (seat 1 here, who does not roll) changes nothing for it; for the round search it
    does. Both are exactly zero-sum: one seat's value of a roll is the other's, turned."""
    def at_roll(pilgrim: str):
        return situation(phase="roll", dice=None, players=({}, {"pilgrim": pilgrim, "garden": 5, "temple": 6}))

    stands = [at_roll(station) for station in ("s8", "s14", "s26")]
    plain = [Search(0, math.inf).roll_value(s) for s in stands]
    whole = [RoundSearch(0, math.inf).roll_value(s) for s in stands]
    assert plain[0] == plain[1] == plain[2]
    assert len(set(whole)) == 3
    for s in stands:
        for kind in (Search, RoundSearch):
            assert kind(0, math.inf).roll_value(s) == -kind(1, math.inf).roll_value(s)
    search = RoundSearch(0, 0.0)  # past its deadline at once: the position as the judge sees it
    assert search.roll_value(stands[0]) == evaluate(stands[0], 0) and search.done == 0


def test_bots_play_whole_games_legally_and_replayably():
    game = play_game("tokaido-duo", 5, ("search", "greedy"))
    assert game.failures == [] and game.state.round > 3
    # Greedy is a pure function of the view and its seeded random source.
    runs = [play_game("tokaido-duo", 6, ("greedy", "random-legal")) for _ in range(2)]
    assert runs[0].state == runs[1].state and runs[0].actions == runs[1].actions and runs[0].failures == []


def test_search_settles_within_its_budget_at_any_time():
    s = situation(dice=(3, 2, 2))
    bot = SearchBot(GAME, 0)
    bot.budget = 0.0  # out of time at once: still a legal choice from the greedy candidates
    assert bot.choose(turn(s, 0)) in legal_actions(s, 0)
    assert RandomBot(GAME, 0).choose(turn(s, 0, 3)) in legal_actions(s, 0)


def test_simulate_command_prints_the_report():
    parser = cli.simulate_parser("tokaido-duo")  # the shared options, then the game's own
    out = io.StringIO()
    code = simulate.run("tokaido-duo", parser.parse_args(["--games", "2", "--bots", "greedy,random"]), out)
    text = out.getvalue()
    assert code == 0
    for needle in ("greedy", "random-legal", "by seat: seat 1", "mean points, greedy: faith", "decision time:",
                   "mean rounds", "games per second", "invariants:", "checked, 0 failures"):
        assert needle in text
    with pytest.raises(cli.CommandError, match="the bots are easy, normal, hard, search, greedy, random-legal"):
        parser.parse_args(["--bots", "clever,greedy"])  # refused while the command line is read
