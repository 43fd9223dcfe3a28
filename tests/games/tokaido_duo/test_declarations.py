"""The one way Tokaido Duo refuses and applies: every action type declared with its phases
and effect, the misplaced texts saying what the phase asks for, the refusals accepting exactly
the listed actions, and the invariants catching a broken state."""

from __future__ import annotations

from dataclasses import replace

import pytest

from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo import choices, effects, refusals
from boardgames_desktop.games.tokaido_duo.actions import ACTION_TYPES, CODEC
from boardgames_desktop.games.tokaido_duo.rules import (
    GAME,
    Draw,
    Give,
    Keep,
    Move,
    Paint,
    Pass,
    ReturnGood,
    Roll,
    Sell,
    TakeWave,
    TokaidoDuo,
    UseSpring,
    Visit,
    legal_actions,
    to_act,
)
from boardgames_desktop.games.tokaido_duo.state import PHASES, Pick

from .helpers import goods, play, situation


def text(message) -> str:
    return render(message, {0: "Ada", 1: "Ben"})


def test_every_action_type_is_declared_with_its_phases_and_effect():
    assert tuple(spec.type for spec in GAME.actions) == ACTION_TYPES
    for spec in GAME.actions:
        assert spec.phases and set(spec.phases) <= set(PHASES), spec.type
        assert spec.apply is not None and spec.apply.__module__ == effects.__name__, spec.type
        assert spec.refuse is None or spec.refuse.__module__ == refusals.__name__, spec.type
    # The game adds only the last action round the declared effects, and judges nothing itself.
    assert "refusal" not in TokaidoDuo.__dict__
    assert GAME.codec.encode(Sell(2, True)) == CODEC.encode(Sell(2, True))


@pytest.mark.parametrize(("phase", "action", "words"), [
    ("roll", Visit(), "First roll the three dice."),
    ("pick", Keep((0, 0, 0, 0)), "First pick a die and move its character."),
    ("spring", Roll(), "Use the hot spring on this die now, or keep it for later."),
])
def test_an_action_of_another_phase_hears_what_the_phase_asks_for(phase, action, words):
    extra = {"pick": Pick(0, "pilgrim", 2)} if phase == "spring" else {}
    s = situation(phase=phase, dice=None if phase == "roll" else (2, 1, 1), **extra)
    assert text(GAME.refusal(s, to_act(s)[0], action)) == words


def test_the_action_phase_asks_for_its_characters_action():
    s = situation(dice=(1, 1, 1), players=({"merchant": "m2"}, {}))
    s = play(s, (0, Move("merchant", "m3")))
    assert s.phase == "act"
    assert text(GAME.refusal(s, 0, Roll())) == "First choose the merchant's action, or pass."
    assert text(GAME.refusal(s, 0, Keep((0, 0, 0, 0)))) == "First choose the merchant's action, or pass."
    assert text(GAME.refusal(s, 0, Visit())) == "Only the pilgrim visits stations."
    assert GAME.refusal(s, 0, Draw(False)) is None


def test_keep_and_return_refusals_keep_their_words():
    s = situation(seed=9, dice=(1, 1, 1), players=({"merchant": "m2", "goods": goods(fan=3)}, {}))
    s = play(s, (0, Move("merchant", "m3")), (0, Draw(False)))
    assert s.phase == "keep"
    assert text(GAME.refusal(s, 0, Keep((9, 0, 0, 0)))) == "You can keep only goods you have."
    assert text(GAME.refusal(s, 0, UseSpring())) == "First choose which goods to keep."


def _candidates(state) -> list:
    """Every action a person could try now: the listed ones and many that are not."""
    spaces = [f"s{i}" for i in range(1, 29)] + ["m1", "m2", "m3", "m4"] + [f"r{i}" for i in range(1, 9)]
    out: list = [Roll(), Visit(), Give(), UseSpring(), Pass(), Paint(False), Paint(True), Draw(False), Draw(True)]
    out += [Move(c, sp) for c in ("pilgrim", "merchant", "artist") for sp in spaces]
    out += [TakeWave(c) for c in ("pilgrim", "merchant", "artist")]
    out += [Sell(n, c) for n in range(1, 7) for c in (False, True)]
    out += [ReturnGood(g) for g in ("kimono", "pottery", "doll", "fan")]
    out += [Keep(k) for k in ((0, 0, 0, 5), (1, 1, 1, 2), (2, 2, 1, 0), (0, 0, 0, 0))]
    return out + list(legal_actions(state, to_act(state)[0]))


@pytest.mark.parametrize("seed", range(6))
def test_refusal_accepts_exactly_the_listed_actions(seed):
    rng = Rng(seed)
    state = GAME.setup(2, seed, {})
    for _step in range(160):
        if GAME.outcome(state) is not None:
            break
        actor = to_act(state)[0]
        listed = legal_actions(state, actor)
        for action in _candidates(state):
            reason = GAME.refusal(state, actor, action)
            assert (reason is None) == (action in listed), (state.phase, action, reason)
            assert reason is None or text(reason)
        state = GAME.apply(state, actor, listed[rng.below(len(listed))])
        assert GAME.invariants(state) == []
        assert state.last == (actor, state.last[1])


def test_a_list_that_loses_an_action_is_caught(monkeypatch):
    """The check above can fail: with a legal action dropped from the list, refusal disagrees."""
    state = GAME.setup(2, 3, {})
    state = GAME.apply(state, to_act(state)[0], Roll())
    actor = to_act(state)[0]
    dropped = legal_actions(state, actor)[0]
    real = choices.legal_actions
    monkeypatch.setattr(choices, "legal_actions", lambda s, a: [x for x in real(s, a) if x != dropped])
    monkeypatch.setattr(refusals, "legal_actions", choices.legal_actions)
    assert GAME.refusal(state, actor, dropped) is not None


@pytest.mark.parametrize(("planted", "words"), [
    (lambda s: replace(s, bag=(s.bag[0] + 1,) + s.bag[1:]), "kimono: bag"),
    (lambda s: replace(s, players=(replace(s.players[0], temple=10), s.players[1])), "seat 0 tracks 10/1"),
    (lambda s: replace(s, players=(replace(s.players[0], coins=12), s.players[1])), "seat 0 holds 12 coins"),
    (lambda s: replace(s, players=(s.players[0], replace(s.players[1], artist="s3"))), "seat 1 artist on s3"),
    (lambda s: replace(s, players=(replace(s.players[0], given=3), s.players[1])), "seat 0 paintings given 3"),
    (lambda s: replace(s, spring=2), "a token held by nobody"),
])
def test_invariants_catch_a_planted_defect(planted, words):
    state = GAME.setup(2, 5, {})
    assert GAME.invariants(state) == []
    problems = GAME.invariants(planted(state))
    assert any(words in p for p in problems), problems
