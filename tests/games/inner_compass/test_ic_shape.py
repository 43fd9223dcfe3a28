"""Inner Compass in the one shape: every action type declared with its phases,
refusal and effect; an action taken in another phase refused with what that
phase asks for; the invariants catch a state that breaks each of them."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.actions import ACTIONS
from boardgames_desktop.games.inner_compass.rules import (
    GAME,
    EndTurn,
    Feel,
    FreeMove,
    InnerCompass,
    Memory,
    Move,
    PlacePawn,
    PlaceValue,
)
from boardgames_desktop.games.inner_compass.state import evolve

from .helpers import cell, make_state, play


def test_every_action_type_is_declared_with_its_phases_refusal_and_effect():
    assert {spec.type for spec in GAME.actions} == set(ACTIONS)
    for spec in GAME.actions:
        assert spec.phases and spec.refuse is not None and spec.apply is not None, spec.type.__name__
    # The protocol's own dispatch: the game overrides neither refusal nor apply.
    assert "refusal" not in InnerCompass.__dict__ and "apply" not in InnerCompass.__dict__


def test_the_phases_are_named_from_the_state():
    s = make_state()
    assert GAME.phase(s) == "play"
    assert GAME.phase(evolve(s, pending=1)) == "value"
    assert GAME.phase(evolve(s, phase="place")) == "place"
    assert GAME.phase(evolve(s, phase="over")) == "over"


@pytest.mark.parametrize(("changes", "action", "words"), [
    ({"phase": "place", "pawns": (None, None)}, Move("N"), "First every player places their pawn."),
    ({"phase": "place", "pawns": (None, None)}, PlaceValue(0), "First every player places their pawn."),
    ({}, PlacePawn(0), "The pawns are already placed."),
    ({"pending": 1, "moves": 1, "step2": "N"}, PlacePawn(0), "The pawns are already placed."),
    ({"pending": 1, "moves": 1, "step2": "N"}, EndTurn(), "First place your value token beside a quality tile."),
    ({"pending": 2, "moves": 1, "step2": "N"}, Feel(), "First place your 2 value tokens beside quality tiles."),
    ({}, PlaceValue(0), "A value token is placed only when a row or column of your player board empties."),
])
def test_an_action_in_another_phase_is_refused_with_what_the_phase_asks_for(changes, action, words):
    s = make_state(**changes)
    assert render(GAME.refusal(s, 0, action), {}) == words


def test_an_action_in_its_phase_goes_to_its_own_refusal():
    s = make_state()
    assert render(GAME.refusal(s, 0, Feel()), {}) == "You feel after the required move: first move one step."
    assert render(GAME.refusal(s, 0, FreeMove("up")), {}) == "Move north, east, south or west."
    assert render(GAME.refusal(s, 0, Memory(0)), {}) == "Make a memory after the required move: first move one step."


# -- invariants ----------------------------------------------------------------------------------
def test_the_invariants_hold_through_a_played_turn():
    s = make_state(hands=("RRW", ""))
    assert GAME.invariants(s) == []
    s = play(s, 0, Move("N"), Feel(), EndTurn())
    assert GAME.invariants(s) == []


@pytest.mark.parametrize(("plant", "words"), [
    (lambda s: evolve(s, deck=s.deck[:-1]), "cards are not the 69"),
    (lambda s: evolve(s, hands=(s.hands[0] + ("R",), s.hands[1])), "cards are not the 69"),
    (lambda s: evolve(s, cubes=((cell("a1"),), ())), "cubes on the board"),
    (lambda s: evolve(s, cubes=((cell("a1"), cell("a1")), ()),
                      spaces=((False, False) + (True,) * (data.CUBES - 2), s.spaces[1])), "two cubes on one cell"),
    (lambda s: evolve(s, ep_track=(-1, 0)), "negative EP"),
    (lambda s: evolve(s, values=((1, 1), ())), "value tokens"),
    (lambda s: evolve(s, first=(1, None, None, None, None)), "first token of seat 1 is missing"),
    (lambda s: evolve(s, track=("X", "Y", "B", "K", "W", "R")), "track"),
    (lambda s: evolve(s, compass=1), "compass holder"),
    (lambda s: evolve(s, pawns=(None, cell("d4"))), "a pawn is missing"),
    (lambda s: evolve(s, pawns=(36, cell("d4"))), "off the table"),
    (lambda s: evolve(s, current=2), "off the table"),
])
def test_the_invariants_catch_a_planted_defect(plant, words):
    s = plant(make_state(hands=("RRW", "YB")))
    problems = GAME.invariants(s)
    assert any(words in p for p in problems), problems
