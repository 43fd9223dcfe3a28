"""Tokaido Duo's Learn to play: the script plays to its end on the real rules and every
rule a note states holds in the engine's states; a wrong claim is caught."""

from __future__ import annotations

from boardgames_desktop.core.i18n import Text
from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.tokaido_duo import tutorial as lesson
from boardgames_desktop.games.tokaido_duo.actions import Give, Move, Roll, Sell, TakeWave, UseSpring, Visit
from boardgames_desktop.games.tokaido_duo.rules import GAME
from boardgames_desktop.games.tokaido_duo.state import OVER


def test_each_step_is_a_legal_move_of_the_learner_and_the_tutorial_ends_the_game():
    run = TutorialRun(GAME, GAME.tutorial())
    kinds = set()
    while not run.done:
        action = run.expected()
        if action is None:
            assert run.proceed() is None
            continue
        assert run.state.phase != OVER
        assert lesson.LEARNER in GAME.to_act(run.state)
        assert action in GAME.legal_actions(run.state, lesson.LEARNER)
        kinds.add(type(action))
        assert run.attempt(action) is None
    assert run.state.phase == OVER and GAME.outcome(run.state).winners == (lesson.LEARNER,)
    # Every kind of action the issue names falls to the learner at least once.
    assert {Roll, Move, Visit, TakeWave, Give, Sell, UseSpring} <= kinds


def test_the_gold_claim_is_the_rules_own():
    """10 coins became a gold: the rules made exactly one gold of 7 + 3 coins."""
    tutorial = GAME.tutorial()
    index = next(i for i, s in enumerate(tutorial.steps) if s.claim and s.claim.says == "10 coins became a gold")
    run = TutorialRun(GAME, tutorial, index)
    before = run.before
    run.attempt(run.expected())
    assert tutorial.steps[index].claim.holds(before, run.state)
    assert run.state.players[0].gold == 1 and run.state.players[0].coins == 0


def test_another_die_is_refused_kindly_with_the_reason():
    run = TutorialRun(GAME, GAME.tutorial(), 2)  # pick the pilgrim die
    legal = GAME.legal_actions(run.state, lesson.LEARNER)
    other = next(a for a in legal if a != run.expected())
    refusal = run.attempt(other)
    assert isinstance(refusal, Text) and refusal.msgid.startswith("That is a legal move, but not this lesson's.")
    assert run.index == 2
    wrong_seat_move = run.attempt(Give())
    assert isinstance(wrong_seat_move, Text) and wrong_seat_move.msgid == "{rule} {lesson}"


def test_left_and_resumed_at_the_skip():
    tutorial = GAME.tutorial()
    skip = next(i for i, s in enumerate(tutorial.steps) if s.lead and len(s.lead) > 50)
    run = TutorialRun(GAME, tutorial, skip)
    again = TutorialRun.from_json(GAME, tutorial, run.to_json())
    assert again.state == run.state and again.state.round == 33
