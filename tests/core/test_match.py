"""The match: an action log with undo and redo that replays exactly, read per viewer."""

from __future__ import annotations

import sys

import pytest

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match

from .toygame import GAME, Mark, Note, Pass, Roll, lookup


def new_match(players: int = 2, seed: int = 3, **options) -> Match:
    return Match(GAME, [SeatSpec.single(f"P{i}") for i in range(players)], seed, options)


def lines(m: Match, viewer: int | None = None) -> list[tuple[bool, str]]:
    return [(e.undone, render(t, m.names)) for e, t in m.log_lines(viewer)]


def test_play_appends_and_changes_state():
    m = new_match()
    seen = []
    m.subscribe(lambda match: seen.append(len(match.entries)))
    m.play(0, Mark(2))
    assert m.state.tallies == (2, 0)
    assert lines(m) == [(False, "P0 marked 2")]
    assert seen == [1]
    assert len(m.states()) == 2 and m.initial_state.tallies == (0, 0)


def test_illegal_action_changes_nothing_and_names_the_rule():
    m = new_match()
    before = m.state
    with pytest.raises(IllegalAction) as info:
        m.play(1, Mark(1))
    assert render(info.value.rule, m.names) == "It is not P1's turn."
    with pytest.raises(IllegalAction, match="not allowed"):
        m.play(0, Mark(7))
    with pytest.raises(IllegalAction, match="not an action of this game"):
        m.play(0, "fly")
    assert m.state is before and m.entries == []


def test_options_are_checked_strictly():
    with pytest.raises(ValueError, match="cannot be"):
        new_match(goal=99)
    with pytest.raises(ValueError, match="cannot be"):
        new_match(goal=15.0)  # 15.0 == 15, but a save with a float is not ours
    with pytest.raises(ValueError, match="cannot be"):
        new_match(goal=True)
    with pytest.raises(ValueError, match="unknown option"):
        new_match(colour="red")
    assert new_match().options == {"goal": 15}


def test_undo_and_redo_in_order():
    m = new_match()
    m.play(0, Mark(1))
    m.play(0, Mark(2))
    m.play(0, Mark(3))
    m.undo(0)
    m.undo(0)
    assert m.state.tallies == (1, 0)
    assert lines(m) == [(False, "P0 marked 1"), (True, "P0 marked 2"), (True, "P0 marked 3")]
    assert m.can_redo(0)
    m.redo(0)
    assert m.state.tallies == (3, 0)
    m.redo(0)
    assert m.state.tallies == (6, 0) and not m.can_redo(0)
    with pytest.raises(IllegalAction, match="Nothing to redo"):
        m.redo(0)


def test_a_new_action_clears_redo_but_keeps_the_undone_entry_visible():
    m = new_match()
    m.play(0, Mark(1))
    m.undo(0)
    m.play(0, Mark(3))
    assert not m.can_redo()
    assert lines(m) == [(True, "P0 marked 1"), (False, "P0 marked 3")]
    assert m.state.tallies == (3, 0)


def test_undo_stops_at_a_reveal_another_turn_and_another_seat():
    m = new_match()
    assert render(m.undo_block_reason(0)) == "Nothing to undo."
    m.play(0, Roll())
    assert "revealed" in render(m.undo_block_reason(0))
    m.play(0, Mark(1))
    assert m.can_undo(0)
    assert render(m.undo_block_reason(1)) == "Nothing to undo."  # seat 1 has played nothing
    m.undo(0)
    assert "revealed" in render(m.undo_block_reason(0))  # back to the roll: stops there
    m.play(0, Pass())
    assert render(m.undo_block_reason(0)) == "Only moves of the current turn can be taken back."
    with pytest.raises(IllegalAction):
        m.undo(0)


def test_a_seat_takes_back_its_own_note_out_of_turn_and_nobody_elses():
    m = new_match()
    m.play(0, Mark(1))
    m.play(1, Note("P0 likes threes"))  # seat 1 notes while seat 0 is to act
    m.play(0, Mark(2))
    assert m.can_undo(1)  # its note, though it is not seat 1's turn
    m.undo(1)
    assert m.state.notes == ("", "") and m.state.tallies == (3, 0)
    assert m.can_undo(0)  # seat 0's turn moves are untouched
    m.redo(1)
    assert m.state.notes == ("", "P0 likes threes")


def test_notes_are_read_only_by_their_author():
    m = new_match()
    m.play(1, Note("secret plan"))
    m.play(0, Mark(1))
    assert lines(m, 1) == [(False, "P1 noted secret plan"), (False, "P0 marked 1")]
    assert lines(m, 0) == [(False, "P0 marked 1")]
    assert lines(m, None) == [(False, "P0 marked 1")]


def test_no_undo_once_the_game_is_over():
    m = new_match()
    for _ in range(5):
        m.play(0, Mark(3))
    assert m.finished and m.to_act() == ()
    assert render(m.undo_block_reason(0)) == "The game is over."
    assert m.outcome().winners == (0,)


def test_replaying_the_log_reproduces_the_state_exactly():
    m = new_match(players=3, seed=11)
    script = [(0, Roll()), (0, Mark(2)), (0, Pass()), (1, Roll()), (1, Roll()), (1, Mark(1)),
              (1, Pass()), (2, Mark(3)), (2, Note("x")), (2, Roll())]
    for seat, action in script:
        m.play(seat, action)
    copy = Match.from_dict(m.to_dict(), lookup)
    assert copy.state == m.state
    assert copy.states() == m.states()
    for viewer in (None, 0, 1, 2):
        assert lines(copy, viewer) == lines(m, viewer)


def test_undone_and_redoable_entries_survive_a_round_trip():
    m = new_match()
    m.play(0, Mark(1))
    m.play(0, Mark(2))
    m.undo(0)
    copy = Match.from_dict(m.to_dict(), lookup)
    assert [e.undone for e in copy.entries] == [False, True]
    assert copy.can_redo(0)
    copy.redo(0)
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


def _work_of_loading(n: int, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """Loading a log of ``n`` notes: how often the game's ``apply`` ran, and how many
    function calls (Python's and C's) the whole load made. Counted, not timed: the
    same on a busy machine as on an idle one (bench/bench_long_games.py times it)."""
    m = new_match(goal=30)
    data = m.to_dict()
    data["log"] = [{"actor": 1, "action": {"type": "Note", "text": "n"}} for _ in range(n)]
    applied = calls = 0
    apply = GAME.apply

    def counted_apply(state, actor, action):
        nonlocal applied
        applied += 1
        return apply(state, actor, action)

    def profile(_frame, event, _arg):
        nonlocal calls
        if event in ("call", "c_call"):
            calls += 1

    monkeypatch.setattr(GAME, "apply", counted_apply)
    sys.setprofile(profile)
    try:
        copy = Match.from_dict(data, lookup)
    finally:
        sys.setprofile(None)
    monkeypatch.undo()
    assert len(copy.entries) == n
    return applied, calls


def test_loading_a_long_log_is_linear(monkeypatch):
    # Each entry is applied once, and 6x the entries cost 6x the calls (a quadratic
    # step, such as regrouping or re-encoding the whole log after each entry, would
    # cost 36x); a little more than 6 for the calls made once per load.
    (applied_small, small), (applied_large, large) = (
        _work_of_loading(1_000, monkeypatch), _work_of_loading(6_000, monkeypatch))
    assert (applied_small, applied_large) == (1_000, 6_000)
    assert large / small < 6.3, (small, large)


def test_rename_seats_keeps_the_kinds_and_the_log():
    from boardgames_desktop.core.game import Person

    team = SeatSpec((Person("Cy"), Person("Di")), "human")
    match = Match(GAME, [team, SeatSpec.single("Ben", "bot:easy")], 1)
    with pytest.raises(ValueError):
        match.rename_seats(["A"])
    match.rename_seats(["ignored", "Amber"])
    assert match.seats == [team, SeatSpec.single("Amber", "bot:easy")]  # a team keeps its people's names
    assert match.names[1] == "Amber"
