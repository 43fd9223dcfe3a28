"""Ctrl+C in a terminal that started the app: the event loop wakes and ends.

While Qt waits for events no Python code runs, so a Python signal handler
would wait for the next mouse move. ``signal.set_wakeup_fd`` makes the
C-level handler write the signal's number to a socket; a notifier on its
other end wakes the loop, which closes every window (each close stops its
bots and its autosave, which already holds every move) and leaves ``exec()``.
``cli.main`` then says "Interrupted." and exits 130 (see ``core/interrupt.py``).
"""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication

from ...core import interrupt

#: What leaves ``exec()`` on Ctrl+C (the command line's status for it).
EXIT_INTERRUPTED = 130


class InterruptWaker(QObject):
    """Owns the socket pair and the notifier for as long as the app runs."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self._app = app
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._previous = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self, *_args: object) -> None:
        try:
            data = self._read.recv(512)
        except OSError:
            data = b""
        if signal.SIGINT in data:
            interrupt.request()  # the Python-level handler may not have run yet
        if interrupt.requested():
            self._app.closeAllWindows()
            self._app.exit(EXIT_INTERRUPTED)

    def close(self) -> None:
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._previous)
        self._read.close()
        self._write.close()


def wake_on_interrupt(app: QApplication) -> InterruptWaker | None:
    """Let Ctrl+C end the event loop, when the command line took SIGINT over."""
    if not interrupt.installed():
        return None
    return InterruptWaker(app)
