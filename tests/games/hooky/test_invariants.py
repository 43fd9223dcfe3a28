"""Hooky's invariants (``invariants.py``): they hold in every state of whole random
games in both modes, and each kind of damage a bug could do is caught."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames_desktop.games.hooky.rules import GAME, Clue, Peek

from .helpers import random_game


@pytest.mark.parametrize("mode", ["app", "companion"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_state_of_whole_games_is_sound(players, mode):
    states, _log = random_game(players, 3 * players, {"mode": mode}, reveal=0.6, marks=0.2)
    assert states[-1].phase == "over"
    for state in states:
        assert GAME.invariants(state) == []


def _mid_game():
    states, _log = random_game(4, 5, {"mode": "app"}, reveal=0.9, marks=0.3)
    return next(s for s in states if s.phase == "question" and s.peeks and any(s.notes) and s.round >= 3)


def _swap_a_card(s):
    hands = list(s.hands)
    hands[0] = tuple(sorted(hands[0][1:] + (s.truants[0],)))
    return replace(s, hands=tuple(hands))


PLANTED = {
    "a card twice": _swap_a_card,
    "a wrong answer": lambda s: replace(
        s, clues=s.clues[:-1] + (replace(s.clues[-1], answer=(s.clues[-1].answer + 1) % 6),)),
    "an own-hand question": lambda s: replace(s, clues=s.clues + (Clue("question", s.round, 1, 1, "PARIS", 0),)),
    "a peek at oneself": lambda s: replace(s, peeks=s.peeks + (Peek(s.round, 2, 2, s.hands[2][0]),)),
    "a round out of range": lambda s: replace(s, round=9),
    "no turn in a round": lambda s: replace(s, turn=-1),
    "a foreign card revealed": lambda s: replace(s, revealed=(s.revealed[0] + (s.hands[1][0],),) + s.revealed[1:]),
    "a two-letter truant guess": lambda s: replace(s, truant_guesses=(("AB", "", ""),) + s.truant_guesses[1:]),
    "a note on one's own column": lambda s: replace(s, notes=((("0", "A", "has"),),) + s.notes[1:]),
}


@pytest.mark.parametrize("damage", sorted(PLANTED))
def test_a_planted_defect_is_caught(damage):
    state = _mid_game()
    assert GAME.invariants(state) == []
    assert GAME.invariants(PLANTED[damage](state)) != []
