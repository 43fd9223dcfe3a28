"""Bots playing in the window: the session's jobs, thought out off the GUI thread.

The table session says which bot must answer which question (a
:class:`~boardgames_desktop.core.table.BotJob` with a token); this driver
runs the job on a :class:`~boardgames_desktop.ui.kit.worker.Worker` thread
and hands the answer back to the session on the GUI thread, after the bot
pause people need to follow the game (the pause runs while the bot thinks, so
a slow bot adds no extra wait). The session drops an answer whose token is no
longer current; a job the session keeps (a note did not change what the bot
sees) is not started again.

A bot's move is seen whole: at any pause but "Instant" (0) an answer also
waits while the window says a move is still animating (``busy``), for at most
:data:`~.kit.motion.MAX_MS` more, so the next move never cuts the last one
short (a move animates within that time; the default pause, 400 ms, is as long).
At 0 the answer goes at once, and the next move's animation finishes the last.

A bot still thinking after :data:`~boardgames_desktop.core.table.THINKING_SECONDS`
(its answer not back; the pause after an answer is not thinking) is said to be
thinking: :attr:`BotDriver.thinking` turns True and ``thinking_changed`` tells the
window, which says "Ben (bot) is thinking…" until the bot plays.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..core.table import THINKING_SECONDS, BotJob, TableSession
from .kit.motion import MAX_MS
from .kit.worker import Worker

#: How often a held answer looks again whether the move on screen has finished.
HOLD_STEP_MS = 20


class BotDriver(QObject):
    """Runs the session's bot job, one at a time.

    ``on_error(exc)`` is called (GUI thread) when a bot raises; the session is
    halted first, so the window only has to show the report.

    Signals:
      thinking_changed(bool): the running bot has been thinking a while (True), or it
      answered, failed or its job was dropped (False).
    """

    thinking_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, on_error: Callable[[BaseException], None] | None = None,
                 busy: Callable[[], bool] = lambda: False):
        super().__init__(parent)
        self.busy = busy
        self._held_ms = 0  # how long the answer has waited for a move to finish animating
        # Two threads: a new question need not wait for a stale one to finish thinking.
        self.worker = Worker(self, threads=2, name="bot")
        self.session: TableSession | None = None
        self.delay_ms = 0
        self.on_error = on_error
        self._running: int | None = None  # token of the job started
        self._started = 0.0
        self._answer: tuple[int, Any] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._hand_over)
        self._thinking = False
        self._think_timer = QTimer(self)
        self._think_timer.setSingleShot(True)
        self._think_timer.setInterval(round(THINKING_SECONDS * 1000))
        self._think_timer.timeout.connect(lambda: self._set_thinking(self._running is not None
                                                                     and self._answer is None))

    @property
    def thinking(self) -> bool:
        """The running bot has been thinking longer than ``THINKING_SECONDS``, no answer yet."""
        return self._thinking

    def _set_thinking(self, thinking: bool) -> None:
        if not thinking:
            self._think_timer.stop()
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)

    @property
    def running_token(self) -> int | None:
        return self._running

    def attach(self, session: TableSession | None) -> None:
        self.cancel()
        self.session = session

    def set_delay(self, delay_ms: int) -> None:
        """A new pause (the player changed the bot speed); an answer waiting goes at the new speed."""
        self.delay_ms = max(0, int(delay_ms))
        if self._timer.isActive():
            self._timer.start(self._remaining_ms())

    def sync(self) -> None:
        """Start the session's current job unless it runs already; drop a stale one."""
        job = self.session.bot_job if self.session is not None else None
        if job is None:
            self.cancel()
            return
        if job.token == self._running:
            return
        self.cancel()
        self._start(job)

    def cancel(self) -> None:
        self.worker.cancel()
        self._timer.stop()
        self._running = None
        self._answer = None
        self._set_thinking(False)

    def shutdown(self) -> None:
        self.cancel()
        self.worker.shutdown(wait=True)

    def _start(self, job: BotJob) -> None:
        self._running = job.token
        self._held_ms = 0
        self._started = time.monotonic()
        self._think_timer.start()
        self.worker.run(
            job.run,
            on_done=partial(self._answered, job.token),
            on_error=partial(self._failed, job.token),
        )

    def _remaining_ms(self) -> int:
        elapsed = (time.monotonic() - self._started) * 1000.0
        return max(0, round(self.delay_ms - elapsed))

    def _answered(self, token: int, action: Any) -> None:
        self._answer = (token, action)
        self._set_thinking(False)
        self._timer.start(self._remaining_ms())

    def _hand_over(self) -> None:
        if self._answer is None or self.session is None:
            return
        if self.delay_ms > 0 and self._held_ms < MAX_MS and self.busy():
            self._held_ms += HOLD_STEP_MS
            self._timer.start(HOLD_STEP_MS)  # the move on screen ends first
            return
        token, action = self._answer
        self._answer = None
        self._running = None
        self.session.bot_answer(token, action)

    def _failed(self, token: int, exc: BaseException) -> None:
        self._running = None
        self._set_thinking(False)
        if self.session is None:
            return
        self.session.bot_failed(token, "".join(traceback.format_exception_only(type(exc), exc)).strip())
        if self.on_error is not None:
            self.on_error(exc)
