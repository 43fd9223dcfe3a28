"""Eselsbrücke's Learn to play: the game night's script plays to its end on the real
rules, the learner (the host, the table) takes a legal step each time, every rule a
note states holds in the engine's states, and a wrong claim is caught."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from boardgames_desktop.core.game import TABLE
from boardgames_desktop.core.i18n import Text
from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.eselsbruecke import tutorial as lesson
from boardgames_desktop.games.eselsbruecke.actions import (
    CheckCloud,
    Draw,
    HandOut,
    Hide,
    Right,
    RightCloud,
    TimeUp,
    Wrong,
)
from boardgames_desktop.games.eselsbruecke.data import BLOCKER
from boardgames_desktop.games.eselsbruecke.rules import GAME


def test_the_game_declares_its_tutorial_for_the_host():
    tutorial = GAME.tutorial()
    assert GAME.info.tutorial and tutorial.game_id == GAME.id
    assert tutorial.seat == TABLE and tutorial.options == {"mode": "host"} and tutorial.seats == 3
    assert len(tutorial.steps) <= 40  # a short first game: at most about ten minutes


def test_each_step_is_a_legal_step_of_the_host_and_the_lesson_ends_the_game():
    run = TutorialRun(GAME, GAME.tutorial())
    kinds = set()
    while not run.done:
        action = run.expected()
        if action is None:
            assert run.proceed() is None
            continue
        assert GAME.to_act(run.state) == (TABLE,)
        assert action in GAME.legal_actions(run.state, TABLE)
        kinds.add(type(action))
        assert run.attempt(action) is None
    assert run.state.phase == "over" and GAME.outcome(run.state).winners == (lesson.YOU,)
    # Every kind of step the host enters falls to the learner at least once.
    assert {Draw, Hide, HandOut, Right, Wrong, CheckCloud, RightCloud, TimeUp} <= kinds


def step_saying(words: str) -> int:
    return next(i for i, s in enumerate(GAME.tutorial().steps) if s.claim and words in s.claim.says)


def test_the_blocker_stops_the_penalty_in_the_rules_own_states():
    """Round 5's penalty is 2; one card lies above the blocker: one is lost, the blocker stays."""
    index = step_saying("a blocker stops the penalty")
    run = TutorialRun(GAME, GAME.tutorial(), index)
    pile = run.state.piles[lesson.YOU]
    assert run.state.round == 5 and pile[-2] == BLOCKER and pile[-1] != BLOCKER
    assert run.attempt(Wrong()) is None
    assert run.state.piles[lesson.YOU] == pile[:-1] and pile[-1] in run.state.out


def test_the_time_up_step_wants_the_deadline_s_own_action():
    index = step_saying("time up counts as wrong")
    run = TutorialRun(GAME, GAME.tutorial(), index)
    deadline = GAME.deadline(run.state)
    assert deadline is not None and deadline.seconds == 15 and deadline.actor == TABLE
    assert run.expected() == deadline.action == TimeUp()
    # Confirming a guess instead is refused kindly: the lesson waits for the clock.
    refusal = run.attempt(Right(0, 0))
    assert isinstance(refusal, Text) and refusal.msgid.startswith("That is a legal move, but not this lesson's.")
    assert run.index == index


def test_a_move_the_rules_refuse_names_the_rule_and_the_lesson():
    run = TutorialRun(GAME, GAME.tutorial(), 8)  # Ben names Cleo's whale
    refusal = run.attempt(RightCloud())
    assert isinstance(refusal, Text) and refusal.msgid == "{rule} {lesson}"
    assert run.index == 8


def test_left_and_resumed_after_a_skip():
    tutorial = GAME.tutorial()
    index = step_saying("round 7 hands out")
    run = TutorialRun(GAME, tutorial, index)
    again = TutorialRun.from_json(GAME, tutorial, run.to_json())
    assert again.state == run.state and again.state.round == 7 and again.state.phase == "hand_out"


def test_the_script_s_opening_is_what_the_lesson_plays_and_the_skips_are_the_tool_s():
    """The tool (tools/eselsbruecke_tutorial_script.py) starts from OPENING and writes the
    stretches the lesson skips: both stay what the lesson plays."""
    tutorial = GAME.tutorial()
    index = next(i for i, s in enumerate(tutorial.steps) if s.lead == lesson.lead(lesson.FIRST))
    run = TutorialRun(GAME, tutorial, index - 1)
    assert [a for _seat, a in run.played] == [lesson.parse(w) for w in lesson.words(lesson.OPENING)]
    path = Path(__file__).parents[3] / "tools" / "eselsbruecke_tutorial_script.py"
    spec = importlib.util.spec_from_file_location("eselsbruecke_tutorial_script", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.stretches() == (lesson.words(lesson.FIRST), lesson.words(lesson.SECOND))
