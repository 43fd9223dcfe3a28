"""held hands' Learn to play: the script plays to its end on the real rules, every rule a
note states holds in the engine's states, the couple wins, and a wrong claim is caught."""

from __future__ import annotations

import dataclasses

from boardgames_desktop.core.tutorial import Claim, TutorialRun, check_claims
from boardgames_desktop.games.held_hands import tutorial as lesson
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.rules import GAME


def test_each_step_is_a_legal_action_of_the_learner_and_the_couple_wins():
    run = TutorialRun(GAME, GAME.tutorial())
    kinds = set()
    partner_cards = 0
    while not run.done:
        action = run.expected()
        if action is None:
            assert run.proceed() is None
            continue
        assert GAME.to_act(run.state) == (lesson.LEARNER,)
        assert GAME.refusal(run.state, lesson.LEARNER, action) is None
        kinds.add(type(action))
        if isinstance(action, Step) and action.card in run.state.hands[lesson.PARTNER]:
            partner_cards += 1
        assert run.attempt(action) is None
    assert {Fan, RevealGoal, Step, EndTurn} <= kinds and partner_cards >= 3
    assert GAME.outcome(run.state).winners == (0, 1)


def test_a_planted_wrong_claim_fails():
    tutorial = GAME.tutorial()
    index = next(i for i, s in enumerate(tutorial.steps) if s.claim and "sixth card" in s.claim.says)
    wrong = dataclasses.replace(tutorial.steps[index], claim=Claim(
        "the sixth card changes the balance as usual", lambda b, a: a.balances[0] == b.balances[0] + 1
        and len(a.cards_played) == 7))
    planted = dataclasses.replace(tutorial, steps=(*tutorial.steps[:index], wrong, *tutorial.steps[index + 1:]))
    assert check_claims(GAME, planted) == [f"step {index + 1}: the sixth card changes the balance as usual"]


def test_another_card_is_refused_kindly():
    tutorial = GAME.tutorial()
    index = next(i for i, s in enumerate(tutorial.steps) if isinstance(s.action, Step))
    run = TutorialRun(GAME, tutorial, index)
    other = next(a for a in GAME.legal_actions(run.state, 0) if isinstance(a, Step) and a != run.expected())
    refusal = run.attempt(other)
    assert refusal is not None and refusal.msgid.startswith("That is a legal move, but not this lesson's.")
    assert run.index == index
