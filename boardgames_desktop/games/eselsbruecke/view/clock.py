"""The guess countdown both boards draw: 15 seconds from the moment a guess
is asked for, a beep a second in the last five, and a signal when time is up.

The table session (``core/table.py``) owns the real clock of a deadline and
plays its expiry into the log. A shell that runs the session feeds the boards
with :meth:`GuessClock.drive` (seconds left), which stops the clock's own
timer; without it (a board on its own, the tests) the clock counts by itself
from the view: a new guess decision restarts it, and ``expired`` fires once at
zero, for the owner to play the deadline's action.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from .. import data

WARNING_SECONDS = 5.0


def decision_key(view: dict[str, Any]) -> tuple | None:
    """What identifies one guess decision in a view (None: no guess is asked for)."""
    if view["phase"] != "guess" or view["must_take"]:
        return None
    news = view["news"] or {}
    return (view["round"], view["active"], view["guesser"], tuple(view["hands"]), tuple(view["failed"]),
            len(view["named"]), view["out"], news.get("kind"), news.get("seat"))


class GuessClock(QObject):
    changed = Signal()
    expired = Signal()

    def __init__(self, parent: QObject | None = None, *, sound: bool = True):
        super().__init__(parent)
        self.total = data.GUESS_SECONDS
        self._key: tuple | None = None
        self._started: float | None = None
        self._driven: float | None = None
        self._external = False
        self._fired = False
        self._last_beep = -1
        self.sound = sound
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._tick)

    def follow(self, view: dict[str, Any]) -> None:
        """Start (or keep) the countdown for the decision the view shows."""
        key = decision_key(view)
        if key == self._key:
            return
        self._key, self._fired, self._last_beep = key, False, -1
        self._started = None if key is None else time.monotonic()
        if key is not None and not self._external:
            self._timer.start()
        else:
            self._timer.stop()
        self.changed.emit()

    def drive(self, seconds_left: float | None) -> None:
        """The shell's session says how long is left (None: no deadline now)."""
        self._external = True
        self._timer.stop()
        self._driven = seconds_left
        self._beep_if_due()
        self.changed.emit()

    def left(self) -> float | None:
        if self._external:
            return self._driven
        if self._key is None or self._started is None:
            return None
        return max(0.0, self.total - (time.monotonic() - self._started))

    def warning(self) -> bool:
        left = self.left()
        return left is not None and left <= WARNING_SECONDS

    def _tick(self) -> None:
        left = self.left()
        self._beep_if_due()
        self.changed.emit()
        if left is not None and left <= 0 and not self._fired:
            self._fired = True
            self._timer.stop()
            self.expired.emit()

    def _beep_if_due(self) -> None:
        left = self.left()
        if left is None or left > WARNING_SECONDS or left <= 0:
            return
        second = int(left)
        if second != self._last_beep:
            self._last_beep = second
            if self.sound:
                QApplication.beep()
