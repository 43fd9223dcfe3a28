"""The match: an action log with undo and redo that replays exactly."""

from __future__ import annotations

import pytest

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import PlayerSpec
from boardgames_desktop.core.match import Match

from .toygame import GAME, Mark, Pass, Roll, lookup


def new_match(players: int = 2, seed: int = 3, **options) -> Match:
    return Match(GAME, [PlayerSpec(f"P{i}") for i in range(players)], seed, options)


def test_play_appends_and_changes_state():
    m = new_match()
    seen = []
    m.subscribe(lambda match: seen.append(len(match.entries)))
    m.play(0, Mark(2))
    assert m.state.tallies == (2, 0)
    assert [line for _, line in m.log_lines()] == ["marked 2"]
    assert seen == [1]
    assert len(m.states()) == 2 and m.initial_state.tallies == (0, 0)


def test_illegal_action_changes_nothing():
    m = new_match()
    before = m.state
    with pytest.raises(IllegalAction) as info:
        m.play(1, Mark(1))
    assert info.value.rule == "It is not this player's turn."
    with pytest.raises(IllegalAction):
        m.play(0, Mark(7))
    assert m.state is before and m.entries == []


def test_options_are_checked():
    with pytest.raises(ValueError, match="cannot be"):
        new_match(goal=99)
    with pytest.raises(ValueError, match="unknown option"):
        new_match(colour="red")
    with pytest.raises(ValueError, match="2-4 players"):
        new_match(players=5)
    assert new_match().options == {"goal": 15}


def test_undo_and_redo_in_order():
    m = new_match()
    m.play(0, Mark(1))
    m.play(0, Mark(2))
    m.play(0, Mark(3))
    m.undo()
    m.undo()
    assert m.state.tallies == (1, 0)
    assert [(e.undone, line) for e, line in m.log_lines()] == [
        (False, "marked 1"), (True, "marked 2"), (True, "marked 3")
    ]
    assert m.can_redo()
    m.redo()
    assert m.state.tallies == (3, 0)
    m.redo()
    assert m.state.tallies == (6, 0) and not m.can_redo()
    with pytest.raises(IllegalAction, match="Nothing to redo"):
        m.redo()


def test_a_new_action_clears_redo_but_keeps_the_undone_entry_visible():
    m = new_match()
    m.play(0, Mark(1))
    m.undo()
    m.play(0, Mark(3))
    assert not m.can_redo()
    assert [(e.undone, line) for e, line in m.log_lines()] == [(True, "marked 1"), (False, "marked 3")]
    assert m.state.tallies == (3, 0)


def test_undo_stops_at_a_reveal_another_turn_and_another_seat():
    m = new_match()
    assert m.undo_block_reason() == "Nothing to undo."
    m.play(0, Roll())
    assert "revealed" in m.undo_block_reason()
    m.play(0, Mark(1))
    assert m.can_undo(0)
    assert m.undo_block_reason(1) == "That move belongs to another player."
    m.undo(0)
    assert "revealed" in m.undo_block_reason()  # back to the roll: stops there
    m.play(0, Pass())
    assert m.undo_block_reason() == "Only the current player's moves of this turn can be taken back."
    with pytest.raises(IllegalAction):
        m.undo()


def test_no_undo_once_the_game_is_over():
    m = new_match()
    for _ in range(5):
        m.play(0, Mark(3))
    assert m.finished and m.to_act() == ()
    assert m.undo_block_reason() == "The game is over."
    assert m.outcome().winners == (0,)


def test_replaying_the_log_reproduces_the_state_exactly():
    m = new_match(players=3, seed=11)
    script = [(0, Roll()), (0, Mark(2)), (0, Pass()), (1, Roll()), (1, Roll()), (1, Mark(1)),
              (1, Pass()), (2, Mark(3)), (2, Roll())]
    for seat, action in script:
        m.play(seat, action)
    m.undo_block_reason()
    copy = Match.from_dict(m.to_dict(), lookup)
    assert copy.state == m.state
    assert copy.states() == m.states()
    assert [line for _, line in copy.log_lines()] == [line for _, line in m.log_lines()]


def test_undone_and_redoable_entries_survive_a_round_trip():
    m = new_match()
    m.play(0, Mark(1))
    m.play(0, Mark(2))
    m.undo()
    copy = Match.from_dict(m.to_dict(), lookup)
    assert [(e.undone, e.redoable) for e in copy.entries] == [(False, False), (True, True)]
    copy.redo()
    assert copy.state.tallies == (3, 0)


def test_unsubscribe():
    m = new_match()
    seen = []
    callback = lambda match: seen.append(1)  # noqa: E731
    m.subscribe(callback)
    m.unsubscribe(callback)
    m.unsubscribe(callback)  # twice is harmless
    m.play(0, Mark(1))
    assert seen == []
