"""Ctrl+C on the command line: a request taken up at a safe point, never an
exception thrown into whatever happens to run.

Python turns SIGINT into ``KeyboardInterrupt`` at the next bytecode. In plain
Python code (``simulate``, ``print``) that is what we want: the exception
unwinds to ``cli.main``, which prints one line and exits 130, and every file
is written through a temporary that a ``finally`` removes. Inside Qt it is
not: the next bytecode may be a paint event or a slot called from C++, where
the exception cannot reach ``cli.main`` (PySide prints it and carries on, or
the process dies in a half-torn-down widget). So while Qt runs, the command
enters :func:`deferred`: the handler only notes the request, the code asks
:func:`check` where stopping is safe (between the opening moves, between
renders, before a file is written), and an idle event loop is woken through
:func:`signal.set_wakeup_fd` (``ui/kit/interrupt.py``).

:func:`install` is the first thing the command line does; Qt-free, like
``core``.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

_installed = False
_deferring = 0
_requested = False


def _handler(signum: int, frame: FrameType | None) -> None:
    global _requested
    _requested = True
    if not _deferring:
        raise KeyboardInterrupt


def install() -> None:
    """Take over SIGINT for this process (the command line's main thread only),
    holding it (noted, not raised) until :func:`release`: the first lines run
    outside any ``try`` that could report it.

    A SIGINT the parent ignores (a job started in the background) stays
    ignored. One it blocked is unblocked: held pending for ever, Ctrl+C would
    never arrive (and a Ctrl+C sent while the interpreter started is taken up
    here, once something can report it)."""
    global _installed, _deferring
    if _installed or signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        return
    _deferring += 1
    signal.signal(signal.SIGINT, _handler)
    _installed = True
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def release() -> None:
    """Inside the command's ``try``: a held Ctrl+C is raised now, later ones at once."""
    global _deferring
    if _installed and _deferring:
        _deferring -= 1
    check()


def installed() -> bool:
    return _installed


def requested() -> bool:
    """Whether Ctrl+C was pressed (and not yet acted upon by :func:`check`)."""
    return _requested


def request() -> None:
    """Note Ctrl+C seen some other way (an event loop woken by the signal)."""
    global _requested
    _requested = True


def check() -> None:
    """Raise ``KeyboardInterrupt`` here if Ctrl+C was pressed: a safe point."""
    if _requested:
        raise KeyboardInterrupt


@contextmanager
def deferred() -> Iterator[None]:
    """While inside, Ctrl+C is only noted; on the way out it is raised.

    Outside :func:`install` (the app's own code run by tests, or a library
    user) this changes nothing: SIGINT is not ours to take."""
    global _deferring
    if not _installed:
        yield
        return
    _deferring += 1
    try:
        yield
    finally:
        _deferring -= 1
        # Raised in the finally on purpose: an error caused by stopping half-way
        # (a window closed under a render) is not the person's problem.
        if not _deferring and _requested:
            raise KeyboardInterrupt


def settle() -> None:
    """After the command: a later Ctrl+C (while the interpreter and Qt shut
    down) is ignored, so it cannot turn into a traceback or kill the process
    half-way through its exit (Python gives SIGINT back to the system before
    Qt's objects are destroyed)."""
    global _deferring
    if _installed:
        _deferring += 1  # first: from here on the handler raises nothing
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def reset() -> None:
    """Forget a request (a test that runs several commands in one process)."""
    global _requested
    _requested = False
