"""Held hands' declared public-view shape (``rules.public_view_shape``): it fits
every public view of careful bots' games to the heart, and refuses a view that a
damaged record could carry (a card whose halves are not its id's, a node not on
the board, a half shown on a discard pile, a balance past the range in play)."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.core.shape import ShapeError
from boardgames_desktop.core.simulate import play_game
from boardgames_desktop.games.held_hands.data import EMOTION_CARDS
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.views import public_view_shape

SHAPE = public_view_shape(2)


@pytest.fixture(scope="module")
def heart_views() -> list[dict]:
    """Every public view of a careful game that ends with both hearts in the centre."""
    game = play_game("held-hands", 1, ["careful"])
    match, problems = game.match, game.failures
    outcome = match.outcome()
    assert not problems and outcome is not None and outcome.reason == "heart"
    return [GAME.view(state, None) for state in match.states()]


def _first(views: list[dict], phase: str, test=lambda v: True) -> dict:
    return copy.deepcopy(next(v for v in views if v["phase"] == phase and test(v)))


def test_every_view_of_a_game_to_the_heart_fits(heart_views):
    for view in heart_views:
        SHAPE.check(view)
    assert {v["phase"] for v in heart_views} == {"fan", "play", "over"}
    assert heart_views[-1]["ring"] == 3 and heart_views[-1]["outcome"] == {"winners": [0, 1], "reason": "heart"}
    assert GAME.public_view_shape(2) is SHAPE  # built once


def _refused(view: dict, path: str) -> None:
    with pytest.raises(ShapeError) as error:
        SHAPE.check(view)
    assert error.value.path.startswith(path), error.value


def test_a_card_is_the_card_its_id_names(heart_views):
    view = _first(heart_views, "play", lambda v: v["hands"][0])
    card = view["hands"][0][0]
    other = next(c for c in EMOTION_CARDS if (c.left, c.right) != (card["left"], card["right"]))
    card["left"], card["right"] = other.left, other.right
    _refused(view, "hands[0][0]")
    view = _first(heart_views, "play", lambda v: v["hands"][0])
    view["hands"][0][0]["id"] = len(EMOTION_CARDS)
    _refused(view, "hands[0][0].id")


def test_a_hand_shows_one_of_its_halves_and_a_discard_none(heart_views):
    view = _first(heart_views, "play", lambda v: v["hands"][1])
    card = view["hands"][1][0]
    card["visible"] = next(e for e in ("happy", "calm", "angry", "sad") if e not in (card["left"], card["right"]))
    _refused(view, "hands[1][0].visible")
    view = _first(heart_views, "play", lambda v: v["discards"][0])
    view["discards"][0][0]["visible"] = view["discards"][0][0]["left"]
    _refused(view, "discards[0][0].visible")


def test_places_are_nodes_of_the_board(heart_views):
    for key, value in (("positions", ["O24", "Z9"]), ("turn_start", "O32"), ("path", ["H", "<b>"])):
        view = _first(heart_views, "play")
        view[key] = value
        _refused(view, key)


def test_each_phase_holds_only_what_it_can(heart_views):
    # In play the balance stays within -2..+2; only the step that ends the game leaves it.
    view = _first(heart_views, "play")
    view["balances"] = [3, 0]
    _refused(view, "balances[0]")
    view["phase"], view["outcome"] = "over", {"winners": [], "reason": "balance"}
    SHAPE.check(view)
    # The heart is won together; no other ending has a winner.
    view["outcome"] = {"winners": [0], "reason": "heart"}
    _refused(view, "outcome")
    view["outcome"] = {"winners": [0, 1], "reason": "stuck"}
    _refused(view, "outcome")
    # While the hands are fanned, nothing has been played or revealed.
    view = _first(heart_views, "fan")
    view["cards_played"] = [3]
    _refused(view, "cards_played")
    view = _first(heart_views, "fan")
    view["phase"] = "setup"
    _refused(view, "phase")
