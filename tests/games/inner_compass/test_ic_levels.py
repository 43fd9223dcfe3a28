"""The three levels: declared alike, each plays whole seeded games legally, a plan
is played out while the view goes as foreseen, the advice names a legal move and
what it gains, and Easy is weaker than Normal over a fixed seeded set."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.game import BotTurn, Level
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.simulate import play_game
from boardgames_desktop.games.inner_compass import ai
from boardgames_desktop.games.inner_compass.rules import GAME, EndTurn, Feel, Memory, Move, PlaceValue
from boardgames_desktop.games.inner_compass.simulate import DEFAULT_BOTS
from boardgames_desktop.games.inner_compass.state import evolve

from .helpers import cell, make_state
from .test_ic_properties import perturbed


class Untimed:
    """A level without its time guard: its choices depend on the seed alone."""

    seconds = None


class EasyBot(Untimed, ai.EasyBot):
    pass


class NormalBot(Untimed, ai.NormalBot):
    pass


class HardBot(Untimed, ai.HardBot):
    pass


LEVELS = (EasyBot, NormalBot, HardBot)


def turn(s, seat, seed=0):
    return BotTurn(GAME, seat, GAME.view(s, seat), GAME.legal_actions(s, seat), Rng(seed))


def test_the_levels_and_the_earlier_bots_are_declared():
    assert [k.key for k in ai.BOTS] == ["bot:easy", "bot:normal", "bot:hard", "bot:planner", "bot:greedy"]
    assert [k.level for k in ai.BOTS] == [Level.EASY, Level.NORMAL, Level.HARD, None, None]
    assert ai.NormalBot.seconds == Level.NORMAL.seconds and ai.HardBot.seconds == Level.HARD.seconds
    assert DEFAULT_BOTS == ("normal", "easy")


def play(kinds, seed):
    """One seeded two-player game of bot classes; the scores and the winners."""
    s = GAME.setup(2, seed, {})
    bots = [k(GAME, seat, seed) for seat, k in enumerate(kinds)]
    n = 0
    while GAME.outcome(s) is None:
        assert n < 600, "the game did not end"
        seat = GAME.to_act(s)[0]
        legal = GAME.legal_actions(s, seat)
        action = bots[seat].choose(BotTurn(GAME, seat, GAME.view(s, seat), legal,
                                           Rng(seed_state(seed, f"{seat}/{n}"))))
        assert action in legal, (type(bots[seat]).__name__, action)
        s = GAME.apply(s, seat, action)
        assert GAME.invariants(s) == []
        n += 1
    return GAME.outcome(s)


def test_every_level_plays_a_seeded_game_to_its_end():
    first, again = play((EasyBot, NormalBot), 4), play((EasyBot, NormalBot), 4)
    assert first == again  # the same seed, the same game
    assert play((HardBot, EasyBot), 5) is not None


def test_the_levels_play_through_simulate():
    game = play_game("inner-compass", 3, ["easy", "normal"])
    assert game.outcome is not None and game.failures == []


@pytest.mark.parametrize("cls", LEVELS)
def test_a_level_decides_from_its_view_alone(cls):
    s = make_state(3, hands=("RRRWW", "YYBKK", "WWWR"), moves=1, step2="N")
    first = cls(GAME, 0, 5).choose(turn(s, 0, 9))
    for k in range(3):
        other = perturbed(s, 0, Rng(k))
        assert GAME.view(other, 0) == GAME.view(s, 0)
        assert cls(GAME, 0, 5).choose(turn(other, 0, 9)) == first


@pytest.mark.parametrize("cls", LEVELS)
def test_a_level_takes_an_obvious_memory(cls):
    s = make_state(hands=("RR", ""), moves=1, step2="N", felt=True)
    assert isinstance(cls(GAME, 0, 1).choose(turn(s, 0)), Memory)


def test_a_plan_is_played_out_and_made_again_when_the_view_surprises_it(monkeypatch):
    # From c3 north to the yellow c2, joy on top of the track: one card makes 6 EP.
    s = make_state(hands=("Y", ""), track="YBKWXR", pawns=(cell("c3"), cell("f6")))
    bot = NormalBot(GAME, 0, 2)
    planned = []
    real_plan = bot.plan
    monkeypatch.setattr(bot, "plan", lambda t: planned.append(t.view) or real_plan(t))
    chosen = [bot.choose(turn(s, 0))]
    after = GAME.apply(s, 0, chosen[0])
    # The next view is the one the plan foresaw: it is played out without planning again.
    s = after
    while s.current == 0 and s.phase == "play":
        action = bot.choose(turn(s, 0, len(chosen)))
        assert action in GAME.legal_actions(s, 0)
        chosen.append(action)
        s = GAME.apply(s, 0, action)
    assert len(planned) == 1 and chosen[0] == Move("N") and any(isinstance(a, Memory) for a in chosen)
    assert isinstance(chosen[-1], EndTurn)
    # A view the plan did not foresee (a card more in hand) makes it plan again.
    bot = NormalBot(GAME, 0, 2)
    monkeypatch.setattr(bot, "plan", lambda t: planned.append(t.view) or real_plan(t))
    planned.clear()
    start = make_state(hands=("Y", ""), track="YBKWXR", pawns=(cell("c3"), cell("f6")))
    bot.choose(turn(start, 0))
    surprise = GAME.apply(start, 0, Move("N"))
    deck = list(surprise.deck)
    deck.remove("Y")
    surprise = evolve(surprise, hands=(("Y", "Y"), ()), deck=tuple(deck))
    bot.choose(turn(surprise, 0, 1))
    assert len(planned) == 2


def words(advice) -> str:
    assert advice.why is not None
    return render(advice.why, {0: "Ada", 1: "Ben"})


def test_the_advice_is_a_legal_move_with_what_it_gains():
    s = make_state(hands=("RR", ""), moves=1, step2="N", felt=True)
    advice = ai.NormalBot(GAME, 0, 1).advise(turn(s, 0))
    assert isinstance(advice.action, Memory)
    assert words(advice).startswith("Makes a memory of anger") and "EP" in words(advice)
    # From c3 the yellow c2 lies north, joy on top of the track: one card makes 6 EP.
    s = make_state(hands=("Y", ""), track="YBKWXR", pawns=(cell("c3"), cell("f6")))
    advice = ai.NormalBot(GAME, 0, 1).advise(turn(s, 0))
    assert advice.action == Move("N")
    assert words(advice) == "Heads for c2 (yellow): a memory of joy (+6 EP) this turn."


def test_the_advice_of_a_feel_names_the_card_and_of_a_value_token_the_tile():
    s = make_state(hands=("", ""), moves=1, step2="N")
    advice = ai.NormalBot(GAME, 0, 1).advise(turn(s, 0))
    if isinstance(advice.action, Feel):
        assert words(advice).startswith("Takes the yellow card on the north side")
    s = make_state(hands=("", ""), moves=1, step2="N", felt=True, memory=True, pending=1)
    advice = ai.NormalBot(GAME, 0, 1).advise(turn(s, 0))
    assert isinstance(advice.action, PlaceValue) and words(advice).startswith("Values ")


def test_advice_through_a_whole_game_is_legal_and_worded():
    s = GAME.setup(2, 8, {})
    bots = [NormalBot(GAME, 0, 1), EasyBot(GAME, 1, 1)]
    n = 0
    while GAME.outcome(s) is None and n < 80:
        seat = GAME.to_act(s)[0]
        t = turn(s, seat, n)
        advice = ai.NormalBot(GAME, seat, 3).advise(t)
        assert advice.action in t.legal and words(advice)
        s = GAME.apply(s, seat, bots[seat].choose(turn(s, seat, n)))
        n += 1


def test_easy_is_weaker_than_normal_over_ten_seeded_games():
    # Untimed, both replay exactly: a fixed set of ten games, each level in each seat
    # five times. bench/strength_inner_compass.py measures the levels over hundreds.
    wins = {EasyBot: 0.0, NormalBot: 0.0}
    points = {EasyBot: 0, NormalBot: 0}
    for i in range(10):
        kinds = (EasyBot, NormalBot) if i % 2 == 0 else (NormalBot, EasyBot)
        outcome = play(kinds, 40 + i)
        for seat, k in enumerate(kinds):
            points[k] += outcome.scores[seat]
            wins[k] += (seat in outcome.winners) / len(outcome.winners)
    assert wins[NormalBot] > wins[EasyBot] and points[NormalBot] > points[EasyBot]


def test_a_level_that_only_walks_for_turns_on_end_feels_or_makes_a_memory(monkeypatch):
    """Seed 14, Easy against Hard (both untimed): Hard, far ahead, once walked north and
    back every turn while Easy could only walk, and the game never ended (40,000 actions).
    After ai.IDLE_TURNS turns of moves alone a level takes a turn that feels or makes a
    memory, and the game ends; without that rule it does not."""
    for level in (ai.EasyBot, ai.NormalBot, ai.HardBot):
        monkeypatch.setattr(level, "seconds", None)
    result = play_game("inner-compass", 14, ["bot:easy", "bot:hard"])
    assert result.outcome is not None and not result.failures
    monkeypatch.setattr(ai, "IDLE_TURNS", 10**9)
    import dataclasses

    from boardgames_desktop.core import simulate

    short = dataclasses.replace(simulate.simulation("inner-compass"), max_actions=600)
    monkeypatch.setattr(simulate, "simulation", lambda game_id: short)
    stuck = play_game("inner-compass", 14, ["bot:easy", "bot:hard"])
    assert stuck.outcome is None and stuck.failures == ["seed 14: no end after 600 actions"]


def test_a_plan_progresses_when_it_feels_or_makes_a_memory():
    from boardgames_desktop.games.inner_compass.lookahead import Plan

    s = make_state()
    assert not ai.progresses(Plan((Move("N"), EndTurn(())), s))
    assert ai.progresses(Plan((Move("N"), Feel(), EndTurn(())), s))
