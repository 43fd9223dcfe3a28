"""core/interrupt: Ctrl+C is held until the command can report it, only noted
while Qt runs (raised on the way out, or where the code asks), and ignored once
the command has said its last word. The real signal, in this process; the
handler and the module's state are put back afterwards."""

from __future__ import annotations

import signal

import pytest

from boardgames_desktop.core import interrupt


@pytest.fixture
def taken_over(monkeypatch):
    previous = signal.getsignal(signal.SIGINT)
    for name, value in (("_installed", False), ("_deferring", 0), ("_requested", False)):
        monkeypatch.setattr(interrupt, name, value)
    interrupt.install()
    yield
    signal.signal(signal.SIGINT, previous)


def test_a_ctrl_c_before_the_command_starts_is_held_then_raised(taken_over):
    signal.raise_signal(signal.SIGINT)  # nothing raised: start-up runs outside any try
    assert interrupt.requested()
    with pytest.raises(KeyboardInterrupt):
        interrupt.release()


def test_inside_deferred_it_is_only_noted_and_raised_on_the_way_out(taken_over):
    interrupt.release()
    reached = []
    with pytest.raises(KeyboardInterrupt), interrupt.deferred():
        signal.raise_signal(signal.SIGINT)
        reached.append("the line after the signal")  # what a Qt callback would be running
    assert reached == ["the line after the signal"]


def test_check_is_where_a_deferred_request_stops_the_work(taken_over):
    interrupt.release()
    steps = []
    with pytest.raises(KeyboardInterrupt), interrupt.deferred():
        for step in range(5):
            interrupt.check()
            steps.append(step)
            if step == 1:
                signal.raise_signal(signal.SIGINT)
    assert steps == [0, 1]


def test_outside_deferred_it_is_an_ordinary_keyboard_interrupt(taken_over):
    interrupt.release()
    with pytest.raises(KeyboardInterrupt):
        signal.raise_signal(signal.SIGINT)


def test_after_settle_a_ctrl_c_changes_nothing(taken_over):
    interrupt.release()
    interrupt.settle()
    signal.raise_signal(signal.SIGINT)  # ignored: the command has ended
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def test_an_ignored_sigint_stays_ignored(monkeypatch):
    """A job started in the background ignores Ctrl+C: install leaves that alone."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    monkeypatch.setattr(interrupt, "_installed", False)
    try:
        interrupt.install()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN and not interrupt.installed()
    finally:
        signal.signal(signal.SIGINT, previous)


def test_without_install_nothing_is_taken_over(monkeypatch):
    """Library use and the in-process tests: deferred() and check() change nothing."""
    monkeypatch.setattr(interrupt, "_installed", False)
    monkeypatch.setattr(interrupt, "_requested", False)
    with interrupt.deferred():
        interrupt.check()
