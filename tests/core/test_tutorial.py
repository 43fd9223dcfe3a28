"""core/tutorial.py: a scripted first game, played step by step, refused kindly, left and resumed."""

from __future__ import annotations

import dataclasses
import json

import pytest

from boardgames_desktop import games
from boardgames_desktop.core.game import TABLE, Game
from boardgames_desktop.core.i18n import T, Text
from boardgames_desktop.core.tutorial import Claim, Step, Tutorial, TutorialError, TutorialRun, check_claims

from .toygame import GAME, Mark, Pass, Roll


def tally_tutorial() -> Tutorial:
    """Seat 1 learns Tally: seat 0 marks and passes (the lead), the learner marks 3,
    reads a note, rolls and passes."""
    return Tutorial(
        game_id="tally", seats=2, seed=7, options={"goal": 15}, seat=1,
        steps=(
            Step(T("Mark 3 points."), T("A mark adds its points to your tally."), Mark(3),
                 lead=((0, Mark(1)), (0, Pass())),
                 why=T("Three is the most a mark can add."),
                 claim=Claim("a mark adds its points", lambda b, a: a.tallies[1] == b.tallies[1] + 3)),
            Step(T("Read on."), T("Nothing happens on a step to read."),
                 claim=Claim("reading changes nothing", lambda b, a: a == b)),
            Step(T("Roll the die."), T("The die shows 1 to 6."), Roll(),
                 claim=Claim("the die shows 1 to 6", lambda b, a: a.die in range(1, 7))),
            Step(T("Pass."), T("Passing hands the turn on."), Pass(),
                 claim=Claim("the turn passes to seat 0", lambda b, a: a.current == 0)),
        ),
    )


def test_a_run_plays_the_lead_then_waits_for_the_learners_action():
    run = TutorialRun(GAME, tally_tutorial())
    assert run.index == 0 and run.played == [(0, Mark(1)), (0, Pass())]
    assert run.state.tallies == (1, 0) and run.expected() == Mark(3)
    assert run.attempt(Mark(3)) is None
    assert run.index == 1 and run.state.tallies == (1, 3)
    assert run.expected() is None
    assert run.proceed() is None
    assert run.attempt(Roll()) is None and run.attempt(Pass()) is None
    assert run.done and run.step is None and run.state.current == 0


def test_another_move_is_refused_kindly_and_changes_nothing():
    run = TutorialRun(GAME, tally_tutorial())
    state = run.state
    legal_but_not_the_lesson = run.attempt(Mark(1))
    assert isinstance(legal_but_not_the_lesson, Text)
    assert legal_but_not_the_lesson.msgid.startswith("That is a legal move, but not this lesson's.")
    assert dict(legal_but_not_the_lesson.args)["lesson"] == T("Three is the most a mark can add.")
    assert run.state is state and run.index == 0
    run.attempt(Mark(3))
    # A step to read wants Continue, not a move; a move on it is refused too.
    assert run.attempt(Roll()) == T("Read the note, then click Continue.")
    run.proceed()
    assert run.proceed() == T("First do what the instruction line asks.")


def test_a_move_the_rules_refuse_names_the_rule_and_the_lesson():
    run = TutorialRun(GAME, tally_tutorial())
    refusal = run.attempt(Mark(9))
    assert isinstance(refusal, Text) and refusal.msgid == "{rule} {lesson}"
    assert dict(refusal.args)["rule"] == GAME.refusal(run.state, 1, Mark(9))


def test_restart_at_any_step_replays_the_script():
    tutorial = tally_tutorial()
    run = TutorialRun(GAME, tutorial)
    while not run.done:
        if run.expected() is None:
            run.proceed()
        else:
            run.attempt(run.expected())
    end = run.state
    for index in range(len(tutorial.steps) + 1):
        again = TutorialRun(GAME, tutorial)
        again.restart_at(index)
        assert again.index == index
        assert again.state == TutorialRun(GAME, tutorial, index).state
    run.restart_at(2)
    assert run.expected() == Roll() and run.state.tallies == (1, 3) and run.state.die is None
    run.attempt(Roll())
    run.attempt(Pass())
    assert run.state == end
    with pytest.raises(ValueError):
        run.restart_at(len(tutorial.steps) + 1)


def test_a_run_is_left_and_resumed_at_its_step():
    tutorial = tally_tutorial()
    run = TutorialRun(GAME, tutorial)
    run.attempt(Mark(3))
    resumed = TutorialRun.from_json(GAME, tutorial, run.to_json())
    assert resumed.index == 1 and resumed.state == run.state and resumed.played == run.played


@pytest.mark.parametrize("text", [
    "", "[]", "{}", '{"format": "boardgames-desktop tutorial", "version": 1, "game": "tally", "steps": 4}',
    '{"format": "boardgames-desktop tutorial", "version": 1, "game": "tally", "steps": 4, "step": 5}',
    '{"format": "boardgames-desktop tutorial", "version": 1, "game": "tally", "steps": 4, "step": true}',
    '{"format": "boardgames-desktop tutorial", "version": 1, "game": "tally", "steps": 3, "step": 1}',
    '{"format": "boardgames-desktop tutorial", "version": 1, "game": "other", "steps": 4, "step": 1}',
    '{"format": "boardgames-desktop tutorial", "version": 2, "game": "tally", "steps": 4, "step": 1}',
])
def test_a_stored_run_of_another_tutorial_or_damaged_is_refused(text):
    with pytest.raises(ValueError):
        TutorialRun.from_json(GAME, tally_tutorial(), text)


def test_every_claim_of_a_sound_tutorial_holds():
    assert check_claims(GAME, tally_tutorial()) == []


def test_a_planted_wrong_claim_is_caught():
    tutorial = tally_tutorial()
    wrong = dataclasses.replace(tutorial.steps[0], claim=Claim("a mark adds twice its points",
                                                               lambda b, a: a.tallies[1] == b.tallies[1] + 6))
    planted = dataclasses.replace(tutorial, steps=(wrong, *tutorial.steps[1:]))
    assert check_claims(GAME, planted) == ["step 1: a mark adds twice its points"]


def test_a_script_the_rules_refuse_fails_loudly():
    tutorial = tally_tutorial()
    bad = dataclasses.replace(tutorial.steps[0], lead=((1, Mark(1)),))  # not seat 1's turn
    with pytest.raises(TutorialError, match="step 1"):
        TutorialRun(GAME, dataclasses.replace(tutorial, steps=(bad, *tutorial.steps[1:])))


def test_a_game_without_a_tutorial_says_so():
    assert Game.tutorial(GAME) is None
    stored = json.loads(TutorialRun(GAME, tally_tutorial()).to_json())
    assert stored["game"] == "tally"


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_declares_a_tutorial_exactly_when_its_rules_have_one_and_its_claims_hold(game_id):
    game = games.get_game(game_id)
    tutorial = game.tutorial()
    assert game.info.tutorial == (tutorial is not None)
    if tutorial is not None:
        # The learner plays a seat, or the table where the table enters every step (a game night's host).
        assert tutorial.game_id == game_id and (0 <= tutorial.seat < tutorial.seats or tutorial.seat == TABLE)
        assert check_claims(game, tutorial) == []
