"""The worksheet helpers: certain facts and the deduction assist, from views only."""

from __future__ import annotations

import random

import pytest

from boardgames_desktop.games.hooky.data import LETTERS
from boardgames_desktop.games.hooky.rules import GAME, Ask, RevealAndPeek
from boardgames_desktop.games.hooky.worksheet import assist, known_facts

from .helpers import dealt, play_until, random_game


def _true_column(state, letter):
    for seat, hand in enumerate(state.hands):
        if letter in hand:
            return str(seat)
    return "truants" if letter in state.truants else "playground"


def _asking(state):
    return play_until(state, lambda s: s.phase == "question")


def test_known_facts_are_what_the_seat_has_seen():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    state = play_until(state, lambda s: s.round == 2)  # the playground card U is up
    state = GAME.apply(state, 0, RevealAndPeek("A", 1))
    seen = state.peeks[-1].letter
    facts = known_facts(GAME.view(state, 0))
    assert set(facts) == {"1", "2", "3", "playground", "truants"}
    for col in facts:  # own letters are in no other column
        assert all(facts[col][ch] == "has_not" for ch in "ABCDE")
    assert facts["1"][seen] == "has" and facts["2"][seen] == "has_not"
    assert facts["playground"]["U"] == "has" and facts["truants"]["U"] == "has_not"
    assert "K" not in facts["2"]  # not seen: open
    other = known_facts(GAME.view(state, 2))  # seat 2 sees the face-up A, not the peek
    assert other["0"]["A"] == "has" and seen not in other["1"]


def test_the_assist_follows_the_clue_log():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    state = GAME.apply(state, 0, Ask(1, "QUARK"))   # seat 1: 0 -> Q U A R K are not seat 1's
    view = GAME.view(state, 3)
    marks = assist(view)["marks"]
    for ch in "QUK":
        assert marks["1"][ch] == "has_not"
    assert not assist(view)["contradiction"]
    # seat 0 asks seat 2 a word whose letters seat 0 knows are elsewhere but one
    state = GAME.apply(state, 1, Ask(2, "MONTH"))  # M O N in seat 2: 3
    view0 = GAME.view(state, 0)
    facts = known_facts(view0)
    derived = assist(view0)["marks"]
    for col in facts:
        for ch, mark in facts[col].items():
            assert derived[col][ch] == mark  # the assist never forgets a fact


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_assist_is_always_right(players):
    rng = random.Random(players)
    for seed in range(12):
        states, _ = random_game(players, 500 + seed, reveal=0.3, marks=0.0)
        for state in rng.sample(states, 4) + [states[-1]]:
            for seat in list(range(players)) + [None]:
                result = assist(GAME.view(state, seat))
                assert not result["contradiction"]
                for col, marks in result["marks"].items():
                    for ch, mark in marks.items():
                        truth = _true_column(state, ch) == col
                        assert (mark == "has") == truth, (seed, seat, col, ch, mark)
                for ch in LETTERS:  # the truth is always still possible
                    assert _true_column(state, ch) in result["possible"][ch] or (
                        seat is not None and state.hands[seat] and ch in state.hands[seat]
                    )


def test_at_the_end_the_assist_knows_everything():
    state = play_until(GAME.setup(4, 3, {}), lambda s: s.phase == "over")
    marks = assist(GAME.view(state, 1))["marks"]
    for ch in LETTERS:
        assert [col for col in marks if marks[col].get(ch) == "has"] == (
            [] if ch in state.hands[1] else [_true_column(state, ch)]
        )
