"""Inner Compass's Learn to play: the script plays to its end on the real rules, every
rule a note states holds in the engine's states (and its opposite is caught), and the
rules the issue lists for this game each come up in a step the learner takes."""

from __future__ import annotations

from boardgames_desktop.core.i18n import Text
from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.inner_compass import tutorial as lesson
from boardgames_desktop.games.inner_compass.actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from boardgames_desktop.games.inner_compass.rules import GAME
from boardgames_desktop.games.inner_compass.state import memory_cost, others_here


def test_each_step_is_a_legal_move_of_the_learner_and_the_lesson_meets_every_rule_of_the_list():
    run = TutorialRun(GAME, GAME.tutorial())
    kinds, met = set(), set()
    while not run.done:
        action = run.expected()
        if action is None:
            assert run.proceed() is None
            continue
        s = run.state
        assert s.phase != "over" and GAME.to_act(s) == (lesson.LEARNER,)
        assert action in GAME.legal_actions(s, lesson.LEARNER)
        kinds.add(type(action))
        assert run.attempt(action) is None
        a = run.state
        if isinstance(action, FreeMove):
            met.add("free move along a colour")
        if isinstance(action, Move) and s.moves == 0:
            met.add("the main move")
        if isinstance(action, Feel) and len(a.hands[0]) == len(s.hands[0]) + 2:
            met.add("feeling and its bonus card")
        if isinstance(action, Memory):
            here = s.pawns[0]
            _base, discount, surcharge, _total = memory_cost(s.track, s.grid[here], others_here(s.cubes, 0, here))
            met |= {"memory"} | ({"discount"} if discount else set()) | ({"surcharge"} if surcharge else set())
            if s.track[1] == "X" and s.track[0] == s.grid[here]:
                met.add("the X to the bottom")
            if a.compass == 0 and s.compass is None:
                met.add("the compass")
        if isinstance(action, PlaceValue) and s.first[action.tile] is None:
            met.add("value token and first-placer bonus")
        if isinstance(action, EndTurn) and action.discard:
            met.add("discard down to 10")
    assert run.state.phase == "over" and GAME.outcome(run.state).winners == (lesson.LEARNER,)
    assert kinds == {PlacePawn, FreeMove, Move, Feel, Memory, PlaceValue, EndTurn}  # every action type
    assert met == {"free move along a colour", "the main move", "feeling and its bonus card", "memory",
                   "discount", "surcharge", "the X to the bottom", "the compass",
                   "value token and first-placer bonus", "discard down to 10"}


def test_the_surcharge_claim_is_the_rules_own():
    """3 - 1 + 1: the rules took exactly three white cards where amber's cube stood."""
    tutorial = GAME.tutorial()
    index = next(i for i, s in enumerate(tutorial.steps)
                 if s.claim and s.claim.says.startswith("3 - 1 discount + 1 surcharge"))
    run = TutorialRun(GAME, tutorial, index)
    here = run.state.pawns[0]
    assert here in run.state.cubes[1] and run.state.grid[here] == "W"
    whites = run.state.hands[0].count("W")
    run.attempt(run.expected())
    assert run.state.hands[0].count("W") == whites - 3 and here in run.state.cubes[0]


def test_another_move_is_refused_kindly_with_the_reason():
    run = TutorialRun(GAME, GAME.tutorial(), 3)  # the move south
    assert run.expected() == Move("S")
    other = next(a for a in GAME.legal_actions(run.state, lesson.LEARNER) if a != run.expected())
    refusal = run.attempt(other)
    assert isinstance(refusal, Text) and refusal.msgid.startswith("That is a legal move, but not this lesson's.")
    assert run.index == 3
    refused = run.attempt(PlaceValue(0))  # no row or column emptied
    assert isinstance(refused, Text) and refused.msgid == "{rule} {lesson}"
