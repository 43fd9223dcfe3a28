"""Toy cards, the living example of protocol v2, keeps its own promises."""

from __future__ import annotations

import random

import pytest
from toy import INFO
from toy.ai import BOTS
from toy.leakcheck import model_leaks
from toy.leaky import LEAKY_STATUS, LEAKY_SWAP
from toy.rules import DECK, GAME, Confirm, Note, Pass, Play, Stake, Swap, card_name

from boardgames_desktop.core.game import TABLE, BotTurn, SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng


def _match(seats: int = 3, seed: int = 1, game=GAME, **options) -> Match:
    return Match(game, [SeatSpec.single(f"P{i}") for i in range(seats)], seed, options)


def test_info_seats_up_to_twelve_people_in_teams_above_six():
    assert INFO.seating(6) == tuple((i,) for i in range(6))
    assert INFO.seating(7) == ((0, 1), (2, 3), (4, 5), (6,))
    assert INFO.seating(12) == tuple((i, i + 1) for i in range(0, 12, 2))
    assert INFO.seat_range() == (2, 6)
    with pytest.raises(ValueError):
        INFO.seating(13)


def test_every_card_is_somewhere_exactly_once():
    match = _match(6)
    state = match.state
    cards = [c for hand in state.hands for c in hand] + list(state.deck) + list(state.played)
    assert sorted(cards) == sorted(DECK)


def test_refusals_name_the_rule():
    match = _match(2)
    words = lambda a, actor=0: render(GAME.refusal(match.state, actor, a), {0: "Ada", 1: "Ben"})
    assert words(Pass(), 1) == "It is not Ben's turn."
    assert words(Play("ruby-99")) == "Ada does not hold that card."
    assert words(Note(0, "high")) == "Notes are about the other players."
    assert words(Note(1, "maybe")) == "A note says high or low."
    assert words(Confirm(), TABLE) == "There is nothing to confirm now."
    assert words(Confirm(), 0) == "Only the table enters this."
    match.play(0, Note(1, "high"))
    assert words(Note(1, "high")) == "You have noted that already."
    match.play(0, Stake())
    assert words(Stake()) == "Ada has already staked this turn."
    assert GAME.refusal(match.state, 1, Note(0, "low")) is None  # notes out of turn are fine


@pytest.mark.parametrize("seed", range(30))
def test_determinize_agrees_with_the_view_and_chance_sums_to_one(seed):
    rng = random.Random(seed)
    match = _match(rng.randint(2, 6), seed)
    for _ in range(rng.randint(0, 12)):
        if match.finished:
            return
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if not isinstance(a, Note)]
        match.play(seat, rng.choice(legal))
    if match.finished:
        return
    seat = match.to_act()[0]
    view = match.view(seat)
    world = GAME.determinize(view, seat, Rng(seed))
    assert GAME.view(world, seat) == view
    assert sorted([c for h in world.hands for c in h] + list(world.deck) + list(world.played)
                  + [c for _s, c in world.discards]) == sorted(DECK)
    for action in match.legal_actions(seat):
        outcomes = GAME.chance_outcomes(match.state, seat, action)
        if isinstance(action, (Play, Swap)) and match.state.deck:
            assert abs(sum(o.probability for o in outcomes) - 1.0) < 1e-9
            assert GAME.apply(match.state, seat, action) in [o.state for o in outcomes]
        else:
            assert outcomes is None


def test_the_deadline_passes_and_the_host_table_confirms():
    match = _match(2, timer=10, mode="host")
    deadline = GAME.deadline(match.state)
    assert deadline.actor == 0 and deadline.seconds == 10.0 and deadline.action == Pass()
    match.play(0, Pass(), expired=True)
    match.play(1, Pass())
    assert match.to_act() == (TABLE,) and GAME.deadline(match.state) is None
    match.play(TABLE, Confirm())
    assert match.to_act() == (1,)  # round two starts with the second seat


def test_ties_go_to_fewer_swaps():
    match = _match(2, rounds=2)
    match.play(0, Swap(match.state.hands[0][0]))
    for _ in range(3):
        match.play(match.to_act()[0], Pass())
    outcome = match.outcome()
    assert outcome.winners == (1,)
    assert render(outcome.tiebreak) == "Tied on points: fewer swaps decided."
    assert render(outcome.message, {1: "Ben"}) == "Ben wins with 0 points."


def test_card_names_read_as_words():
    assert render(card_name("ruby-7")) == "Ruby 7"


@pytest.mark.parametrize("kind", BOTS, ids=lambda k: k.key)
def test_bots_choose_legal_turn_actions_from_the_view(kind):
    match = _match(4, 9)
    bots = {s: kind.factory(GAME, s, s) for s in range(4)}
    while not match.finished:
        seat = match.to_act()[0]
        turn = BotTurn(GAME, seat, match.view(seat), match.legal_actions(seat), Rng(len(match.entries)))
        action = bots[seat].choose(turn)
        assert not isinstance(action, Note)
        match.play(seat, action)


@pytest.mark.parametrize("leaky", [LEAKY_SWAP, LEAKY_STATUS], ids=["swap", "status"])
def test_the_model_leak_check_catches_the_leaky_variants(leaky):
    def leaks_in(game) -> list[str]:
        match = _match(3, 4, game=game)
        problems: list[str] = []
        while not match.finished:
            seat = match.to_act()[0]
            hand = match.state.hands[seat]
            action = Swap(hand[0]) if hand and match.state.deck else Pass()
            match.play(seat, action)
            problems += model_leaks(match)
        return problems

    assert leaks_in(GAME) == []
    assert leaks_in(leaky) != []
