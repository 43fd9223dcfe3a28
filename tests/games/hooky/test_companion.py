"""Companion mode: the table plays with printed cards, the app keeps the log
and scores. Checked against the same game played in app mode."""

from __future__ import annotations

import json
import random

import pytest

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import TABLE, SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.hooky.rules import (
    GAME,
    Ask,
    EnterHand,
    FixAnswer,
    GuessHands,
    GuessTruants,
    OpeningClue,
    RevealAndPeek,
    RevealPlayground,
)

from .helpers import random_policy, suggested

COMPANION = {"mode": "companion"}


def twin_games(players: int, seed: int, fix_slip: bool = False):
    """Play a random app-mode game and type the same game into companion mode.
    Returns (app final state, companion match)."""
    rng = random.Random(seed)
    choose = random_policy(rng, reveal=0.3, marks=0.0)
    app = GAME.setup(players, seed, {})
    match = Match(GAME, [SeatSpec.single(f"P{i}") for i in range(players)], seed, COMPANION)
    truant_guesses = {}
    hand_guesses = {}
    while GAME.outcome(app) is None:
        seat = GAME.to_act(app)[0]
        _, action = choose(app, seat, suggested(app, seat))
        before = app
        app = GAME.apply(app, seat, action)
        # The table types in the clue log: the clues, the answers, the reveals.
        if isinstance(action, OpeningClue):
            match.play(TABLE, OpeningClue(action.word, app.clues[-1].answer))
        elif isinstance(action, Ask):
            answer = app.clues[-1].answer
            if fix_slip and len(app.clues) == 7:
                wrong = 1 if answer == 0 else answer - 1
                match.play(TABLE, Ask(action.target, action.word, wrong))
                match.play(TABLE, FixAnswer(6, answer))  # the table corrects it
            else:
                match.play(TABLE, Ask(action.target, action.word, answer))
        elif isinstance(action, RevealAndPeek):
            match.play(TABLE, RevealAndPeek(action.letter, action.target))
        elif isinstance(action, GuessTruants):
            truant_guesses[(seat, action.round)] = action.letters
        elif isinstance(action, GuessHands):
            hand_guesses[seat] = action.guesses
        if len(app.playground_revealed) > len(before.playground_revealed):
            assert GAME.to_act(match.state) == (TABLE,)
            match.play(TABLE, RevealPlayground(app.playground_revealed[-1]))
    # after round 6 the table types in the guesses, then the hands
    assert match.state.phase == "final"
    for seat in range(players):
        for rnd in (6, 4, 5):
            match.play(seat, GuessTruants(rnd, truant_guesses[(seat, rnd)]))
        match.play(seat, GuessHands(hand_guesses[seat]))
    assert match.state.phase == "hands"
    for seat in reversed(range(players)):
        match.play(TABLE, EnterHand(seat, "".join(app.hands[seat])))
    return app, match


@pytest.mark.parametrize("players", [3, 4, 5])
def test_companion_scores_like_the_app(players):
    for seed in range(30):
        app, match = twin_games(players, seed)
        assert match.finished
        assert match.state.truants == app.truants
        assert match.outcome() == GAME.outcome(app)
        assert GAME.view(match.state, None)["score_table"] == GAME.view(app, None)["score_table"]
        assert GAME.view(match.state, None)["mismatched_clues"] == []
        # the log replays and reloads
        data = json.loads(json.dumps(match.to_dict()))
        assert Match.from_dict(data, lambda g: GAME).states() == match.states()


def test_a_mistyped_answer_can_be_corrected():
    app, match = twin_games(4, 3, fix_slip=True)
    assert match.outcome() == GAME.outcome(app)
    assert GAME.view(match.state, None)["mismatched_clues"] == []
    assert any(isinstance(e.action, FixAnswer) for e in match.entries)


def test_an_answer_that_does_not_match_the_hands_is_listed_at_the_end():
    _app, match = twin_games(4, 5)
    log = [(e.seat, e.action) for e in match.active_entries()]
    # replay with one answer changed to another possible count
    changed = Match(GAME, match.seats, match.seed, COMPANION)
    index = None
    for seat, action in log:
        if isinstance(action, Ask) and index is None and action.answer == 0:
            index = len(changed.state.clues)
            try:
                changed.play(seat, Ask(action.target, action.word, 1))
                continue
            except IllegalAction:
                index = None
        changed.play(seat, action)
    assert index is not None
    assert GAME.view(changed.state, None)["mismatched_clues"] == [index]


def test_companion_views_hold_no_hands_until_the_end():
    state = GAME.setup(4, 1, COMPANION)
    for seat in (None, 0, 1, 2, 3):
        v = GAME.view(state, seat)
        assert v["mode"] == "companion" and v["hand"] is None
    assert state.hands == ((), (), (), ()) and state.truants == ()
    assert "Opening clues" in render(GAME.status(GAME.view(state, None)))


def test_companion_answers_are_typed_in_and_checked():
    state = GAME.setup(4, 1, COMPANION)
    with pytest.raises(IllegalAction, match="type in the number"):
        GAME.apply(state, TABLE, OpeningClue("PARIS"))
    with pytest.raises(IllegalAction, match="at least 1"):
        GAME.apply(state, TABLE, OpeningClue("PARIS", 0))
    with pytest.raises(IllegalAction, match="between 1 and 5"):
        GAME.apply(state, TABLE, OpeningClue("PARIS", 6))
    five = GAME.setup(5, 1, COMPANION)  # four cards a hand: PARIS cannot score 5
    with pytest.raises(IllegalAction, match="between 1 and 4"):
        GAME.apply(five, TABLE, OpeningClue("PARIS", 5))
    assert GAME.apply(five, TABLE, OpeningClue("PARIS", 4)).clues[-1].answer == 4


def test_app_mode_refuses_a_typed_answer():
    state = GAME.setup(4, 1, {})
    with pytest.raises(IllegalAction, match="leave it out"):
        GAME.apply(state, 0, OpeningClue("PARIS", 1))
    with pytest.raises(IllegalAction, match="app mode"):
        GAME.apply(state, TABLE, FixAnswer(0, 1))


def test_entering_hands_is_checked():
    app, match = twin_games(4, 8)
    m = Match(GAME, match.seats, match.seed, COMPANION)
    for e in match.active_entries():
        if isinstance(e.action, EnterHand):
            break
        m.play(e.actor, e.action)
    state = m.state
    assert state.phase == "hands" and GAME.to_act(state) == (TABLE,)
    hand0 = set(app.hands[0])
    with pytest.raises(IllegalAction, match="exactly 5 letters"):
        GAME.apply(state, TABLE, EnterHand(0, "ABC"))
    swap = sorted(hand0 - set(state.revealed[0]))[0]
    pg = state.playground_revealed[0]
    with pytest.raises(IllegalAction, match="playground"):
        GAME.apply(state, TABLE, EnterHand(0, "".join(hand0 - {swap} | {pg})))
    other = sorted(set(app.hands[1]) - set(state.revealed[1]))[0]
    after1 = GAME.apply(state, TABLE, EnterHand(1, "".join(app.hands[1])))
    with pytest.raises(IllegalAction, match="belongs to Player 2"):
        GAME.apply(after1, TABLE, EnterHand(0, "".join(hand0 - {swap} | {other})))
    with pytest.raises(IllegalAction, match="already entered"):
        GAME.apply(after1, TABLE, EnterHand(1, "".join(app.hands[1])))
    truant = app.truants[0]
    revealed = set(state.revealed[0])
    if revealed:
        shown = sorted(revealed)[0]
        with pytest.raises(IllegalAction, match="revealed"):
            GAME.apply(state, TABLE, EnterHand(0, "".join(hand0 - {shown} | {truant})))


def test_companion_truant_guesses_wait_for_the_end():
    state = GAME.setup(3, 1, COMPANION)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, GuessTruants(4, "ABC"))
