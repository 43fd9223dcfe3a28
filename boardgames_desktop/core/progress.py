"""Progress of a long headless run (``simulate``), with an estimate of the time left.

Qt-free. Quiet for the first few seconds (a short run prints nothing), then one
line: redrawn in place on a terminal (at most once a second), a new line at
most every ten seconds elsewhere (a log file). The estimate is the mean time of
the games done so far times the games left.

    progress = Progress("inner-compass", games, sys.stderr)
    for i in range(games):
        play(...)
        progress.update(i + 1)
    progress.finish()
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

from .i18n import _

#: Runs shorter than this print no progress line.
QUIET_SECONDS = 3.0


def seconds_in_words(seconds: float) -> str:
    """``seconds`` in words: "12 s", "3 min 05 s"."""
    seconds = max(0, round(seconds))
    if seconds >= 60:
        return _("{m} min {s:02d} s").format(m=seconds // 60, s=seconds % 60)
    return _("{s} s").format(s=seconds)


class Progress:
    """Games done of ``total`` and about how long the rest will take, on ``err``."""

    def __init__(self, label: str, total: int, err: TextIO | None = None,
                 clock: Callable[[], float] | None = None):
        self.label = label
        self.total = total
        # Both looked up now, not bound at import: the stream may be redirected, the clock faked.
        self.err = sys.stderr if err is None else err
        self.clock = time.perf_counter if clock is None else clock
        self.start = self.clock()
        self.shown = 0.0
        self.drawn = False
        self.tty = self.err.isatty()

    def update(self, done: int) -> None:
        now = self.clock()
        elapsed = now - self.start
        if elapsed < QUIET_SECONDS or done >= self.total or now - self.shown < (1.0 if self.tty else 10.0):
            return
        self.shown = now
        left = elapsed / max(done, 1) * (self.total - done)
        line = _("{game}: {done} of {total} games, about {left} left").format(
            game=self.label, done=done, total=self.total, left=seconds_in_words(left))
        if self.tty:
            self.err.write("\r" + line.ljust(60))
        else:
            self.err.write(line + "\n")
        self.err.flush()
        self.drawn = True

    def finish(self) -> None:
        """Clear a line redrawn in place, so the report starts on a clean line."""
        if self.drawn and self.tty:
            self.err.write("\r" + " " * 60 + "\r")
            self.err.flush()
