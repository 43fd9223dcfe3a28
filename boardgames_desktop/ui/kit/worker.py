"""Work off the GUI thread: run a pure function on a pool thread, answer on the GUI thread.

A bot's move or a hint can take a second; run on the GUI thread it would
freeze the window. :class:`Worker` runs the function on its own thread pool
and calls back on the GUI thread. The newest task wins: starting another, or
:meth:`Worker.cancel`, turns the answer of an older one into nothing (a thread
cannot be stopped, but its answer is dropped), so a late answer to a question
no longer asked never arrives.

    worker = Worker(parent)
    worker.run(hint_for, view, on_done=self.show_hint)   # show_hint(result), GUI thread
    worker.cancel()                                      # the view changed: drop it

Only pure functions belong here (no widgets, no shared mutable state): they
run on another thread. An exception in the function comes back to
``on_error(exc)`` on the GUI thread; without ``on_error`` it is raised there,
where the app's error hook reports it.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


class Worker(QObject):
    #: Internal: a task ended (token, future); queued onto the GUI thread.
    _ended = Signal(int, object)

    def __init__(self, parent: QObject | None = None, *, threads: int = 1, name: str = "worker"):
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix=f"boardgames-{name}")
        self._token = 0
        self._callbacks: tuple[Callable[[Any], None], Callable[[BaseException], None] | None] | None = None
        self._closed = False
        self._ended.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        # A task may end after its window (and this object) is gone: the pool thread
        # then has no object to signal. A plain flag, not the QObject, tells it.
        self._alive = alive = [True]
        self.destroyed.connect(lambda *_args: alive.__setitem__(0, False))

    @property
    def busy(self) -> bool:
        """A task was started and its answer has not been delivered or dropped yet."""
        return self._callbacks is not None

    @property
    def token(self) -> int:
        return self._token

    def run(
        self,
        fn: Callable[..., Any],
        *args: Any,
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None] | None = None,
    ) -> int:
        """Start ``fn(*args)`` on a worker thread; returns the task's token. Any
        older task's answer is dropped from now on."""
        if self._closed:
            raise RuntimeError("the worker was shut down")
        self._token += 1
        token = self._token
        self._callbacks = (on_done, on_error)
        future = self._pool.submit(fn, *args)
        # The callback runs on the worker thread; the queued signal carries it over.
        ended, alive = self._ended, self._alive

        def hand_over(done: Future[Any]) -> None:
            if alive[0]:
                ended.emit(token, done)

        future.add_done_callback(hand_over)
        return token

    def cancel(self) -> None:
        """Drop the answer of the running task, if any."""
        self._token += 1
        self._callbacks = None

    def shutdown(self, wait: bool = True) -> None:
        """No more tasks or answers (the window closes); waits for a running one."""
        self.cancel()
        self._closed = True
        self._pool.shutdown(wait=wait, cancel_futures=True)
        self._alive[0] = False

    def _deliver(self, token: int, future: Future) -> None:
        if token != self._token or self._callbacks is None or future.cancelled():
            return  # superseded, cancelled or shut down
        on_done, on_error = self._callbacks
        self._callbacks = None
        error = future.exception()
        if error is None:
            on_done(future.result())
        elif on_error is not None:
            on_error(error)
        else:
            raise error
