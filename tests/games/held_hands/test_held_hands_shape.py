"""Held hands in the one shape every game shares: each action type declared once
(phases, refusal, effect) and dispatched by the contract's ``Game.refusal`` and
``Game.apply``; ``Game.invariants`` from ``invariants.py``, each of its checks
shown to catch the defect it is there for."""

from __future__ import annotations

from dataclasses import replace

import pytest
from held_hands_helpers import fresh, table

from boardgames_desktop.core.game import Game
from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.data import HAND_SIZE, HEART, START_NODES
from boardgames_desktop.games.held_hands.invariants import invariants
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import phase_of


def test_every_action_is_declared_with_its_phase_and_effect_and_the_contract_dispatches():
    phases = {spec.type: spec.phases for spec in GAME.actions}
    assert phases == {Fan: ("fan",), RevealGoal: ("reveal",), Step: ("move",), EndTurn: ("move",)}
    assert all(spec.apply is not None for spec in GAME.actions)
    # Refusing and applying are the contract's own dispatch, not the game's.
    assert type(GAME).refusal is Game.refusal and type(GAME).apply is Game.apply
    assert GAME.phase(fresh()) == "fan"


def test_an_action_of_another_phase_is_told_what_the_phase_asks_for():
    start = fresh()
    assert phase_of(start) == "fan"
    assert render(GAME.refusal(start, start.current, RevealGoal())) == (
        "First each player fans their hand to the left or to the right.")
    revealing = GAME.apply(GAME.apply(start, start.current, Fan("L")), 1 - start.current, Fan("L"))
    assert GAME.phase(revealing) == "reveal"
    seat = revealing.current
    assert render(GAME.refusal(revealing, seat, EndTurn("L"))) == (
        "You have no active goal: this turn you reveal your next goal.")
    assert render(GAME.refusal(revealing, seat, Fan("R"))) == "Hands are fanned only at the start of the game."
    moving = table()
    assert GAME.phase(moving) == "move"
    assert render(GAME.refusal(moving, moving.current, RevealGoal())) == "You already have an active goal."
    # Whose turn it is, in the game's own words.
    assert render(GAME.refusal(moving, 1 - moving.current, EndTurn("L")), {0: "Ada", 1: "Ben"}) == (
        f"It is {('Ada', 'Ben')[moving.current]}'s turn.")


def test_game_invariants_reads_invariants_py_and_holds_on_play():
    state = table()
    assert GAME.invariants(state) == invariants(state) == []


def _plant(name: str):
    """A sound state in play with one defect planted, by name."""
    state = table()
    if name == "card lost":
        return replace(state, deck=state.deck[:-1])
    if name == "card twice":
        return replace(state, deck=state.deck + (state.deck[0],))
    if name == "goal lost":
        return replace(state, goal_deck=state.goal_deck[:-1])
    if name == "pawns together":
        return replace(state, positions=(START_NODES[0], START_NODES[0]))
    if name == "balance":
        return replace(state, balances=(3, state.balances[1]))
    if name == "hand":
        return replace(state, hands=(state.deck[-HAND_SIZE - 2:], state.hands[1]), deck=state.deck[:-HAND_SIZE - 2])
    if name == "too far in":
        return replace(state, positions=("I0", state.positions[1]) if state.positions[1] != "I0" else ("I2", "M0"))
    if name == "goals done":
        done = tuple(state.goal_deck[:5])
        return replace(state, goal_deck=state.goal_deck[5:], goals_done=(done, state.goals_done[1]))
    if name == "entered twice":
        return replace(state, path=("O1", "O1"), cards_played=(0, 1))
    if name == "steps and cards":
        return replace(state, path=("O1",), cards_played=())
    raise AssertionError(name)


PLANTED = {
    "card lost": "emotion cards not conserved",
    "card twice": "emotion cards not conserved",
    "goal lost": "goal cards not conserved",
    "pawns together": "both pawns on one node",
    "balance": "balance out of range while playing: 3",
    "hand": f"hand of {HAND_SIZE + 2} cards",
    "too far in": "a pawn stands further in than the current ring",
    "goals done": "more goals done than rings allow",
    "entered twice": "a node entered twice in one turn",
    "steps and cards": "steps and cards played differ",
}


@pytest.mark.parametrize("name", sorted(PLANTED))
def test_each_invariant_catches_its_planted_defect(name):
    problems = GAME.invariants(_plant(name))
    assert any(p.startswith(PLANTED[name]) for p in problems), problems


def test_both_pawns_in_the_heart_is_no_defect():
    state = table()
    assert GAME.invariants(replace(state, ring=3, positions=(HEART, HEART))) == []
