"""What a game declares about hidden information and chance holds in its rules.

``GameInfo.hidden`` decides the curtain and which viewers a review offers:
a game declared ``NONE`` or ``FROM_ALL`` must show every seat exactly the
public view (only the view's own ``seat`` label may differ), or a review
would hide what a seat saw. ``Game.chance_outcomes``, where a game answers it,
must be a distribution (probabilities above zero, summing to one) whose
outcomes include the state the rules reach, so a look-ahead that weighs them
weighs what can really happen.
"""

from __future__ import annotations

import math
import random

import pytest
from realsaves.samples import play, random_move

from boardgames_desktop import games
from boardgames_desktop.core.game import Game, Hidden
from boardgames_desktop.core.match import Match

#: The one key a seat's view may label differently from the public view.
LABELS = {"seat", "viewer"}


def _public_but_labels(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in LABELS}


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_without_secrets_per_seat_shows_every_seat_the_public_view(game_id):
    game = games.get_game(game_id)
    if game.info.hidden is Hidden.PER_SEAT:
        pytest.skip("seats hold secrets: their views differ by design")
    for seed in range(3):
        match = play(game_id, seed)
        for state in match.states():
            public = _public_but_labels(game.view(state, None))
            for seat in range(len(match.seats)):
                assert _public_but_labels(game.view(state, seat)) == public, (seed, seat)


def test_the_check_catches_a_seat_view_with_more_than_the_public(monkeypatch):
    game = games.get_game("tokaido-duo")
    real = type(game).view

    def leaky(self, state, seat):
        view = real(self, state, seat)
        return {**view, "bag_order": "secret"} if seat is not None else view

    monkeypatch.setattr(type(game), "view", leaky)
    with pytest.raises(AssertionError):
        test_a_game_without_secrets_per_seat_shows_every_seat_the_public_view("tokaido-duo")


def _check_chance(match: Match, rng: random.Random, actions: int) -> int:
    """Play ``actions`` random moves; at each, where the rules answer chance outcomes,
    check the distribution and that the real next state is one of its outcomes.
    Returns how many distributions were checked."""
    game = match.game
    checked = 0
    for _ in range(actions):
        if match.finished:
            break
        move = random_move(match, rng)
        if move is None:
            break
        actor, action = move
        outcomes = game.chance_outcomes(match.state, actor, action)
        match.play(actor, action)
        if outcomes is None:
            continue
        checked += 1
        assert outcomes and all(o.probability > 0 for o in outcomes), action
        assert math.isclose(sum(o.probability for o in outcomes), 1.0, rel_tol=1e-9), action
        assert match.state in [o.state for o in outcomes], f"{action}: the state reached is not an outcome"
    return checked


@pytest.mark.parametrize("game_id", games.ids())
def test_chance_outcomes_are_a_distribution_that_holds_what_happens(game_id):
    game = games.get_game(game_id)
    checked = 0
    for seed in range(3):
        rng = random.Random(f"chance/{game_id}/{seed}")
        match = play(game_id, seed, actions=0)
        checked += _check_chance(match, rng, 150)
    if type(game).chance_outcomes is Game.chance_outcomes:
        assert checked == 0  # the default: every result is certain
    else:
        assert checked > 0, "the game answers chance outcomes, but none came up"
