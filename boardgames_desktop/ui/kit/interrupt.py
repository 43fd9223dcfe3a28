"""Ctrl+C in a terminal that started the app: the event loop wakes and ends.

While Qt waits for events no Python code runs, so a Python signal handler
would wait for the next mouse move. ``signal.set_wakeup_fd`` makes the
C-level handler write the signal's number to a pipe; a notifier on its
other end wakes the loop, which closes every window (each close stops its
bots and its autosave, which already holds every move) and leaves ``exec()``.
``cli.main`` then says "Interrupted." and exits 130 (see ``core/interrupt.py``).
"""

from __future__ import annotations

import os
import signal
import sys

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication

from ...core import interrupt

#: What leaves ``exec()`` on Ctrl+C (the command line's status for it).
EXIT_INTERRUPTED = 130


class InterruptWaker(QObject):
    """Owns the wake-up channel and its notifier for as long as the app runs: a
    pipe, or on Windows (whose wake-up fd must be a socket) a socket pair. The
    pipe spares the app's start the socket module."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self._app = app
        self._sockets: tuple | None = None
        if sys.platform == "win32":
            import socket

            self._sockets = socket.socketpair()
            for end in self._sockets:
                end.setblocking(False)
            read, write = (end.fileno() for end in self._sockets)
        else:
            read, write = os.pipe()
            os.set_blocking(read, False)
            os.set_blocking(write, False)
        self._read, self._write = read, write
        self._previous = signal.set_wakeup_fd(write, warn_on_full_buffer=False)
        self._notifier = QSocketNotifier(read, QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _take(self) -> bytes:
        try:
            if self._sockets is not None:
                return bytes(self._sockets[0].recv(512))
            return os.read(self._read, 512)
        except OSError:  # nothing there after all
            return b""

    def _woken(self, *_args: object) -> None:
        data = self._take()
        if signal.SIGINT in data:
            interrupt.request()  # the Python-level handler may not have run yet
        if interrupt.requested():
            self._app.closeAllWindows()
            self._app.exit(EXIT_INTERRUPTED)

    def close(self) -> None:
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._previous)
        if self._sockets is not None:
            for end in self._sockets:
                end.close()
        else:
            os.close(self._read)
            os.close(self._write)


def wake_on_interrupt(app: QApplication) -> InterruptWaker | None:
    """Let Ctrl+C end the event loop, when the command line took SIGINT over."""
    if not interrupt.installed():
        return None
    return InterruptWaker(app)
