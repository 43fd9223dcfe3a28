"""Every game's Learn to play, checked alike: the lesson is declared, its script
plays to its end on the real rules with every step a move the learner may make,
every rule a note states holds in the engine's states and its opposite is caught,
and a run left at a step resumes there. A game added to the registry with a
tutorial is checked here without a line more; what a lesson teaches (the rules
it must meet) is checked in the game's own ``test_tutorial``."""

from __future__ import annotations

import dataclasses

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.game import TABLE
from boardgames_desktop.core.i18n import Text
from boardgames_desktop.core.tutorial import Claim, Tutorial, TutorialRun, check_claims

LESSONS = [g for g in games.ids() if games.info(g).tutorial]


def test_every_game_has_a_lesson():
    assert LESSONS == games.ids()


def lesson(game_id: str) -> tuple[object, Tutorial]:
    game = games.get_game(game_id)
    assert game is not None
    tutorial = game.tutorial()
    assert tutorial is not None
    return game, tutorial


@pytest.mark.parametrize("game_id", LESSONS)
def test_the_lesson_is_the_game_s_and_short(game_id):
    game, tutorial = lesson(game_id)
    assert tutorial.game_id == game.id
    assert tutorial.seat == TABLE or 0 <= tutorial.seat < tutorial.seats
    assert 0 < len(tutorial.steps) <= 40  # a short first game: at most about ten minutes
    for step in tutorial.steps:
        assert isinstance(step.instruction, Text) and isinstance(step.note, Text)
        assert step.why is None or isinstance(step.why, Text)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_claim_holds_on_the_real_rules(game_id):
    game, tutorial = lesson(game_id)
    assert check_claims(game, tutorial) == []


@pytest.mark.parametrize("game_id", LESSONS)
def test_each_step_is_a_move_the_learner_may_make_and_the_lesson_ends_the_game(game_id):
    game, tutorial = lesson(game_id)
    run = TutorialRun(game, tutorial)
    acted = 0
    while not run.done:
        action = run.expected()
        if action is None:
            assert run.proceed() is None
            continue
        assert tutorial.seat in game.to_act(run.state)
        assert game.refusal(run.state, tutorial.seat, action) is None
        assert run.attempt(action) is None
        acted += 1
    assert acted >= len(tutorial.steps) // 2  # a lesson to play, not to read
    assert game.outcome(run.state) is not None


def claimed(game_id: str) -> list[int]:
    return [i for i, s in enumerate(lesson(game_id)[1].steps) if s.claim is not None]


@pytest.mark.parametrize("game_id", LESSONS)
def test_most_steps_state_a_rule_the_engine_checks(game_id):
    assert len(claimed(game_id)) >= len(lesson(game_id)[1].steps) * 3 // 4


@pytest.mark.parametrize(("game_id", "index"), [(g, i) for g in LESSONS for i in claimed(g)])
def test_a_planted_opposite_claim_is_caught(game_id, index):
    game, tutorial = lesson(game_id)
    steps = list(tutorial.steps)
    right = steps[index].claim
    assert right is not None
    steps[index] = dataclasses.replace(steps[index], claim=Claim(
        "the opposite of " + right.says, lambda b, a, right=right: not right.holds(b, a)))
    planted = dataclasses.replace(tutorial, steps=tuple(steps))
    assert check_claims(game, planted) == [f"step {index + 1}: the opposite of {right.says}"]


@pytest.mark.parametrize("game_id", LESSONS)
def test_left_after_the_longest_lead_and_resumed_there(game_id):
    game, tutorial = lesson(game_id)
    longest = max(range(len(tutorial.steps)), key=lambda i: len(tutorial.steps[i].lead))
    assert tutorial.steps[longest].lead  # every lesson lets the script play a stretch
    run = TutorialRun(game, tutorial, longest + 1)
    again = TutorialRun.from_json(game, tutorial, run.to_json())
    assert again.index == longest + 1 and again.state == run.state
