"""The one search in core (ISMCTS over the contract), on toy cards: legal,
deterministic, blind to what the seat cannot see, and stronger than chance."""

from __future__ import annotations

import dataclasses

import pytest
from toy.rules import GAME

from boardgames_desktop.core.game import TABLE, BotTurn, Outcome
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.search import Budget, Search, SearchBot, rewards
from boardgames_desktop.core.simulate import RandomBot


def _play(seed: int, makers, check=None):
    state = GAME.setup(2, seed, GAME.default_options())
    bots = [make(GAME, seat, seed) for seat, make in enumerate(makers)]
    decisions = 0
    while GAME.outcome(state) is None:
        actor = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, actor)
        if actor == TABLE:
            state = GAME.apply(state, actor, legal[0])
            continue
        rng = Rng(seed_state(seed, f"bot/{actor}/{decisions}"))
        decisions += 1
        action = bots[actor].choose(BotTurn(GAME, actor, GAME.view(state, actor), legal, rng))
        if check is not None:
            check(state, actor, legal, action)
        state = GAME.apply(state, actor, action)
    return GAME.outcome(state)


def _searcher(iterations: int):
    return lambda game, seat, seed: SearchBot(game, seat, seed, Budget(iterations))


def test_every_choice_is_legal():
    def check(state, actor, legal, action):
        assert action in legal
        assert GAME.refusal(state, actor, action) is None

    for seed in range(1, 4):
        _play(seed, (_searcher(40), RandomBot), check)


def test_the_same_generator_gives_the_same_search():
    state = GAME.setup(2, 7, GAME.default_options())
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    runs = [Search(GAME, 0).run(view, legal, Rng(seed_state(7, "s")), Budget(120)) for _ in range(2)]
    assert runs[0].action == runs[1].action
    assert [(c.action, c.visits) for c in runs[0].choices] == [(c.action, c.visits) for c in runs[1].choices]


def test_the_search_cannot_tell_apart_deals_the_seat_cannot_see():
    """Two states that differ only in the other seat's hand and the deck look the
    same to seat 0: its search must think the same, visit for visit."""
    state = GAME.setup(2, 11, GAME.default_options())
    mine = state.hands[0]
    hidden = list(state.hands[1]) + list(state.deck)
    swapped = hidden[::-1]
    other = dataclasses.replace(
        state, hands=(mine, tuple(swapped[:len(state.hands[1])])), deck=tuple(swapped[len(state.hands[1]):]))
    assert GAME.view(other, 0) == GAME.view(state, 0)
    assert other.hands[1] != state.hands[1]
    runs = [Search(GAME, 0).run(GAME.view(s, 0), GAME.legal_actions(s, 0), Rng(seed_state(3, "s")), Budget(150))
            for s in (state, other)]
    assert [(c.action, c.visits, c.value) for c in runs[0].choices] == \
        [(c.action, c.visits, c.value) for c in runs[1].choices]


def test_notes_are_not_searched():
    state = GAME.setup(2, 5, GAME.default_options())
    result = Search(GAME, 0).run(GAME.view(state, 0), GAME.legal_actions(state, 0), Rng(1), Budget(60))
    assert result.choices
    assert all(type(c.action).__name__ != "Note" for c in result.choices)


def test_a_time_budget_stops_the_search_early():
    state = GAME.setup(2, 5, GAME.default_options())
    result = Search(GAME, 0).run(GAME.view(state, 0), GAME.legal_actions(state, 0), Rng(1),
                                 Budget(iterations=10_000, seconds=0.0))
    assert result.iterations == 1


def test_the_search_beats_random_play():
    wins = 0.0
    for seed in range(1, 11):
        for seats in ((_searcher(100), RandomBot), (RandomBot, _searcher(100))):
            outcome = _play(seed, seats)
            me = 0 if seats[1] is RandomBot else 1
            if me in outcome.winners:
                wins += 1 / len(outcome.winners)
    assert wins >= 16, f"the search won only {wins} of 20 games against random play"


@pytest.mark.parametrize(("winners", "scores", "expected"), [
    ((0,), (5, 3), {0: 1.0, 1: 0.0}),
    ((0, 1), (4, 4), {0: 0.5, 1: 0.5}),
    ((0, 1), (), {0: 0.5, 1: 0.5}),
    ((), (), {}),
])
def test_rewards_share_a_point_among_the_winners(winners, scores, expected):
    class Finished:
        def outcome(self, state):
            return Outcome(winners, "test", "", scores)

    got = rewards(Finished(), None)  # type: ignore[arg-type]
    assert got.keys() == expected.keys()
    for seat, value in expected.items():
        assert got[seat] == pytest.approx(value)
