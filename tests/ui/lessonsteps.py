"""What every lesson's window test checks around one step, whichever game: the
step about to be clicked (:func:`before_click`), then, once the click is made,
that the window moved on by exactly that step (:func:`step_was_played`): the
window's match is the run's, the learner's own action is the log's next entry,
and the step's claim holds in the window's own states."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .conftest import settle


@dataclass(frozen=True)
class Before:
    index: int
    expected: Any
    played: int
    state: Any


def before_click(lesson) -> Before:
    """The step the window shows now, before its lit place is clicked."""
    run = lesson.run
    expected = lesson.expected()
    return Before(run.index, expected, len(run.played), run.before if expected is not None else run.start)


def step_was_played(qtbot, window, before: Before) -> None:
    """The click played the step: the run is at the next one, and the window's match shows it."""
    run = window.lesson.run
    settle(qtbot, window, lambda: run.index == before.index + 1)
    match = window.current_match()
    assert match.state == run.state  # the window shows the run
    # The step's claim holds in the window's own match, right after the step (before the next lead).
    step = run.steps[before.index]
    entries = match.active_entries()
    if before.expected is None:
        after = entries[before.played - 1].after if before.played else match.initial_state
    else:
        entry = entries[before.played]
        assert entry.actor == run.seat and entry.action == before.expected
        after = entry.after
    assert after == run.after
    assert step.claim is None or step.claim.holds(before.state, after), step.claim.says
