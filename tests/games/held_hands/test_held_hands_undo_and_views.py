"""Held hands: undo through ``core.match.Match``, and what the views show."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import BotTurn, Hidden, SeatSpec, Undo
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import RandomBot
from boardgames_desktop.games import get_game
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.rules import GAME

PLAYERS = [SeatSpec.single("Player 1"), SeatSpec.single("Player 2")]


def undo_policy(before, action, after) -> Undo:
    return GAME.spec(action).undo_policy(before, after)


def flags(match: Match) -> list:
    """(actor, action, undone, redoable) of every entry, as the save file keeps them."""
    return [
        (e.actor, e.action, item.get("undone", False), item.get("redoable", False))
        for e, item in zip(match.entries, match.to_dict()["log"])
    ]


def safe_steps(match: Match) -> list[Step]:
    seat = match.to_act()[0]
    return [
        a for a in match.legal_actions(seat)
        if isinstance(a, Step) and GAME.apply(match.state, seat, a).phase == "play"
    ]


def ready_match(seed: int) -> Match:
    match = Match(GAME, PLAYERS, seed, {"first": 0})
    match.play(0, Fan("L"))
    match.play(1, Fan("L"))
    match.play(0, RevealGoal())
    match.play(1, RevealGoal())
    return match


@pytest.fixture
def two_steps():
    """A match where Player 1 has taken two safe steps of a move, and the states."""
    for seed in range(200):
        match = ready_match(seed)
        if match.finished or not safe_steps(match):
            continue
        s0 = match.state
        first = safe_steps(match)[0]
        match.play(0, first)
        if not safe_steps(match):
            continue
        s1 = match.state
        second = safe_steps(match)[0]
        match.play(0, second)
        return match, (s0, s1, match.state), (first, second)
    raise AssertionError("no seed gives two safe steps")


def test_steps_are_undone_one_by_one_and_redone(two_steps):
    match, (s0, s1, s2), _ = two_steps
    assert match.can_undo(0) and match.undo_block_reason() is None
    match.undo(0)
    assert match.state == s1
    match.undo(0)
    assert match.state == s0
    # The reveal before is the partner's turn: not this turn's to take back.
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()
    assert match.can_redo()
    match.redo()
    assert match.state == s1
    match.redo()
    assert match.state == s2
    assert not match.can_redo()
    with pytest.raises(IllegalAction):
        match.redo()


def test_undone_entries_stay_in_the_log(two_steps):
    match, _states, (_first, second) = two_steps
    n = len(match.entries)
    match.undo(0)
    assert len(match.entries) == n
    assert match.entries[-1].action == second and match.entries[-1].undone
    assert second not in [e.action for e in match.active_entries()]
    assert any(entry.undone for entry, _text in match.log_lines(None))
    saved = match.to_dict()["log"][-1]
    assert saved.get("undone") is True and saved.get("redoable") is True


def test_a_new_action_clears_redo(two_steps):
    match, (_s0, _s1, _s2), (first, _second) = two_steps
    match.undo(0)
    match.undo(0)
    assert match.can_redo()
    match.play(0, first)
    assert not match.can_redo()
    assert not any(redoable for *_rest, redoable in flags(match))
    assert [e.undone for e in match.entries[-3:]] == [True, True, False]


def test_end_turn_cannot_be_undone(two_steps):
    match, _states, _steps = two_steps
    before = match.state
    end = next(a for a in match.legal_actions(0) if isinstance(a, EndTurn))
    match.play(0, end)
    assert undo_policy(before, end, match.state) is Undo.REVEALS
    assert match.undo_block_reason() is not None
    assert match.undo_block_reason(0) is not None
    with pytest.raises(IllegalAction):
        match.undo()
    assert match.entries[-1].action == end and not match.entries[-1].undone


def test_reveal_goal_cannot_be_undone():
    match = Match(GAME, PLAYERS, 3, {"first": 0})
    match.play(0, Fan("R"))
    match.play(1, Fan("L"))
    before = match.state
    match.play(0, RevealGoal())
    assert undo_policy(before, RevealGoal(), match.state) is Undo.REVEALS
    reason = match.undo_block_reason()
    assert reason is not None
    with pytest.raises(IllegalAction):
        match.undo()


def test_a_step_reveals_nothing_so_undo_may_take_it_back(two_steps):
    _match, (s0, s1, _s2), (first, _second) = two_steps
    assert undo_policy(s0, first, s1) is Undo.STEP


def test_undo_is_refused_to_the_other_player(two_steps):
    match, _states, _steps = two_steps
    assert match.undo_block_reason(1) is not None
    with pytest.raises(IllegalAction):
        match.undo(1)


def test_undone_and_redoable_entries_survive_save_and_load(two_steps):
    match, (_s0, _s1, s2), _ = two_steps
    match.undo(0)
    data = json.loads(json.dumps(match.to_dict()))
    loaded = Match.from_dict(data, get_game)
    assert loaded.states() == match.states()
    assert flags(loaded) == flags(match)
    loaded.redo()
    assert loaded.state == s2


# == views ======================================================================================
def random_states(games: int, seed: int):
    out = []
    for g in range(games):
        state = GAME.setup(2, seed + g, {})
        bot, rng = RandomBot(GAME, 0, seed + g), Rng(seed + g)
        out.append(state)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            turn = BotTurn(GAME, seat, GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
            state = GAME.apply(state, seat, bot.choose(turn))
            out.append(state)
    return out


@pytest.fixture(scope="module")
def states():
    return random_states(60, 4000)


def test_views_are_plain_json(states):
    for state in states:
        for seat in (None, 0, 1):
            view = GAME.view(state, seat)
            assert json.loads(json.dumps(view)) == view


def test_seat_views_equal_the_public_view_but_for_the_seat(states):
    """Both hands lie face up: nothing is private to a seat."""
    assert GAME.info.hidden is Hidden.FROM_ALL
    for state in states[::5]:
        public = GAME.view(state, None)
        assert public.pop("seat") is None
        for seat in (0, 1):
            view = GAME.view(state, seat)
            assert view.pop("seat") == seat
            assert view == public


def _hide_differently(state, rng: random.Random):
    """The same table with a different deck order, different face-down goal piles
    and goal deck (same counts), and another generator state."""
    hidden = list(state.goal_deck) + [g for p in state.goal_piles for g in p]
    rng.shuffle(hidden)
    n0, n1 = (len(p) for p in state.goal_piles)
    piles = (tuple(hidden[:n0]), tuple(hidden[n0 : n0 + n1]))
    deck = list(state.deck)
    rng.shuffle(deck)
    return replace(state, deck=tuple(deck), goal_piles=piles, goal_deck=tuple(hidden[n0 + n1 :]),
                   rng=rng.getrandbits(64))


def test_views_never_show_the_deck_order_or_the_face_down_goals(states):
    rng = random.Random(11)
    changed = 0
    for state in states:
        other = _hide_differently(state, rng)
        changed += other.goal_piles != state.goal_piles
        for seat in (None, 0, 1):
            assert GAME.view(other, seat) == GAME.view(state, seat)
    assert changed > len(states) // 2  # the piles' contents really differed


def test_views_show_only_counts_of_the_hidden_piles(states):
    for state in states[::7]:
        view = GAME.view(state, None)
        assert view["deck_count"] == len(state.deck)
        assert view["goal_pile_counts"] == [len(p) for p in state.goal_piles]
        assert view["goal_deck_count"] == len(state.goal_deck)
        text = json.dumps(view)
        assert "goal_piles" not in text and '"deck"' not in text and '"rng"' not in text


def test_views_show_the_open_table(states):
    for state in states[::7]:
        view = GAME.view(state, 0)
        assert view["positions"] == list(state.positions)
        assert view["balances"] == list(state.balances)
        assert [[c["id"] for c in h] for h in view["hands"]] == [list(h) for h in state.hands]
        assert [[c["id"] for c in d] for d in view["discards"]] == [list(d) for d in state.discards]
