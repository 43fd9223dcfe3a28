"""Hooky's Learn to play: the script plays to its end on the real rules, every rule a
note states holds in the engine's states, and a wrong claim is caught."""

from __future__ import annotations

import dataclasses

from boardgames_desktop.core.i18n import Text
from boardgames_desktop.core.tutorial import Claim, TutorialRun, check_claims
from boardgames_desktop.games.hooky import tutorial as lesson
from boardgames_desktop.games.hooky.actions import (
    Ask,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
)
from boardgames_desktop.games.hooky.rules import GAME
from boardgames_desktop.games.hooky.state import OVER


def test_the_game_declares_its_tutorial():
    tutorial = GAME.tutorial()
    assert GAME.info.tutorial and tutorial.game_id == GAME.id and tutorial.seat == lesson.LEARNER
    assert tutorial.seats == 3 and len(tutorial.steps) <= 30  # a short first game: about ten minutes


def test_each_step_is_the_learners_move_and_the_lesson_plays_the_game_to_its_end():
    run = TutorialRun(GAME, GAME.tutorial())
    kinds = set()
    while not run.done:
        action = run.expected()
        if action is None:
            assert run.proceed() is None
            continue
        assert run.state.phase != OVER
        if not isinstance(action, Mark):  # a note may be written at any time
            assert lesson.LEARNER in GAME.to_act(run.state)
        assert GAME.refusal(run.state, lesson.LEARNER, action) is None
        kinds.add(type(action))
        assert run.attempt(action) is None
    assert run.state.phase == OVER and GAME.outcome(run.state).winners == (lesson.LEARNER,)
    # Every kind of action a player takes in app mode falls to the learner at least once.
    assert {OpeningClue, Ask, Mark, RevealAndPeek, GuessTruants, GuessHands} <= kinds
    # The truant guesses after rounds 4, 5 and 6 are all the learner's.
    assert all(run.state.truant_guesses[lesson.LEARNER])


def test_a_wrong_count_is_caught():
    """Counting distinct letters instead of every occurrence would say NEVER answers 2."""
    tutorial = GAME.tutorial()
    steps = list(tutorial.steps)
    steps[1] = dataclasses.replace(steps[1], claim=Claim(
        "NEVER answers 2 (E once, V once)", lambda b, a: a.clues[-1].answer == 2))
    assert check_claims(GAME, dataclasses.replace(tutorial, steps=tuple(steps))) == [
        "step 2: NEVER answers 2 (E once, V once)"]


def test_another_word_or_target_is_refused_kindly_with_the_reason():
    run = TutorialRun(GAME, GAME.tutorial(), 2)  # ask Cy MOMMY
    assert run.expected() == Ask(lesson.CY, "MOMMY")
    legal_other = run.attempt(Ask(lesson.BEA, "MOMMY"))
    assert isinstance(legal_other, Text)
    assert legal_other.msgid.startswith("That is a legal move, but not this lesson's.")
    asked_before = run.attempt(Ask(lesson.CY, "NEVER"))  # NEVER was the opening clue
    assert isinstance(asked_before, Text) and asked_before.msgid == "{rule} {lesson}"
    assert run.index == 2 and len(run.state.clues) == 3


def test_every_step_states_a_rule_the_engine_checks():
    assert all(step.claim is not None for step in GAME.tutorial().steps)


def test_left_and_resumed_at_the_truant_guess():
    tutorial = GAME.tutorial()
    index = next(i for i, s in enumerate(tutorial.steps) if isinstance(s.action, GuessTruants))
    run = TutorialRun(GAME, tutorial, index)
    again = TutorialRun.from_json(GAME, tutorial, run.to_json())
    assert again.state == run.state and again.state.round == 4 and again.expected() == GuessTruants(4, "ALN")
