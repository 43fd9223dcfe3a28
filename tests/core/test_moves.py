"""One line a move: actions declared ``continues`` join the same actor's next
turn action into one log line per viewer, while undo stays one action at a time."""

from __future__ import annotations

from boardgames_desktop.core.game import ActionSpec, Log, SeatSpec, Undo, Who
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.review import Review
from boardgames_desktop.core.table import TableSession

from .toygame import Mark, Note, Pass, Roll, Tally


class Steps(Tally):
    """Tally where marks are steps of a move that passing ends."""

    actions = (
        ActionSpec(Mark, continues=True),
        ActionSpec(Roll, undo=Undo.REVEALS),
        ActionSpec(Pass),
        ActionSpec(Note, who=Who.ANY_SEAT, log=Log.ACTOR),
    )


GAME = Steps()


def new_match() -> Match:
    return Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 3, {"goal": 30})


def moves(m: Match, viewer: int | None) -> list[tuple[int, bool, str]]:
    return [(len(entries), entries[-1].undone, render(line, m.names)) for entries, line in m.moves(viewer)]


def test_a_move_of_several_actions_is_one_line_for_every_viewer():
    m = new_match()
    m.play(0, Mark(1))
    m.play(0, Mark(2))
    assert moves(m, None) == [(2, False, "Ada marked 1 Ada marked 2")]  # a move in progress
    m.play(1, Note("Ada is ahead"))  # another seat's note, read by that seat alone
    m.play(0, Mark(3))
    m.play(0, Pass())
    m.play(1, Mark(1))
    whole = (4, False, "Ada marked 1 Ada marked 2 Ada marked 3 Ada passed")
    assert moves(m, None) == moves(m, 0) == [whole, (1, False, "Ben marked 1")]
    # The note is a line of its own and splits nothing; the move stands at its newest entry.
    assert moves(m, 1) == [(1, False, "Ben noted Ada is ahead"), whole, (1, False, "Ben marked 1")]
    # The log itself keeps one entry an action.
    assert len(m.entries) == 6 and len(m.log_lines(None)) == 5 and len(m.log_lines(1)) == 6


def test_an_action_that_does_not_continue_is_read_as_before():
    m = new_match()
    m.play(0, Pass())
    m.play(1, Roll())
    assert [render(t, m.names) for _e, t in m.log_lines(None)] == [t for _n, _u, t in moves(m, None)]


def test_undo_takes_back_one_action_of_a_move():
    m = new_match()
    m.play(0, Mark(1))
    m.play(0, Mark(2))
    m.undo(0)
    assert m.state.tallies == (1, 0)
    assert moves(m, None) == [(1, False, "Ada marked 1"), (1, True, "Ada marked 2")]
    m.play(0, Mark(3))
    # The move goes on below the action taken back.
    assert moves(m, None) == [(1, True, "Ada marked 2"), (2, False, "Ada marked 1 Ada marked 3")]
    assert not m.can_redo(0)  # a new action clears what could be redone


def test_the_table_log_numbers_moves_and_the_review_steps_by_move():
    m = new_match()
    for actor, action in [(0, Mark(1)), (0, Mark(2)), (0, Pass()), (1, Mark(3)), (1, Pass()), (0, Roll())]:
        m.play(actor, action)
    session = TableSession(m)
    assert [(line.number, len(line.entries)) for line in session.log(None)] == [(1, 3), (2, 2), (3, 1)]
    assert session.last_public_line().text(m.names) == "Ada rolled " + str(m.state.die)
    review = Review.of_match(m, None)
    assert len(review) == 4  # the start and three moves
    assert review.text(1) == "Ada marked 1 Ada marked 2 Ada passed"
    # Each frame shows where its move ended, not a step in the middle of it.
    assert review.frames[0].view["tallies"] == [0, 0]
    assert review.frames[1].view["tallies"] == [3, 0] and review.frames[1].view["current"] == 1
    assert review.frames[2].view["tallies"] == [3, 3]
