"""Python's cyclic garbage collector paused while a long log is read or built.

Reading a save of 150,000 entries allocates millions of small objects (states,
their tuples, entries, lines) that live as long as the match. The collector
walks every live container each time it runs a full collection, and it runs
more of them the more is allocated, so a long log read with it on takes about
twice as long as with it off, and more than linearly so. None of these
objects form cycles that need collecting while the log is read; whatever
garbage a pause leaves is collected at the collector's next run afterwards.

In a process with windows the collector never runs on its own at all: the
app turns automatic collection off and calls :func:`collect_if_due` from a
timer on the GUI thread (``ui/kit/collector.py``). Left on, the collector runs
wherever an allocation happens to cross its threshold, on a bot's thread or
inside Qt's dispatch of an event, and a cycle it frees there may hold a Qt
object that Qt is using at that moment: the process crashes.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

#: Below this many entries (or lines) a pause is not worth a thought.
LONG = 5_000


@contextmanager
def collection_paused(count: int = LONG) -> Iterator[None]:
    """Pause the collector for the block when ``count`` things are to be made."""
    if count < LONG or not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


#: A full collection (the oldest generation) walks every object alive, which in a long
#: match is millions: the automatic collector holds it back until enough new objects
#: have survived into that generation, a count Python does not show. Here instead a
#: full collection waits at least this many times as long as the last one took, so
#: however large the heap, full collections take at most a fiftieth of the time.
FULL_SPACING = 50.0

_last_full = {"ended": float("-inf"), "took": 0.0}


def collect_if_due(clock: Callable[[], float] = time.perf_counter) -> int:
    """Collect what Python's automatic collector would have collected by now: the
    oldest generation whose count has passed its threshold (and the younger ones
    with it), or nothing. Returns the number of unreachable objects found.

    The same thresholds as the automatic collector (``gc.get_threshold()``), so a
    caller that runs this often (a timer, the end of a test) keeps memory as it
    would be with the collector on, only at a moment of its own choosing; a full
    collection is spaced by :data:`FULL_SPACING`."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    due = -1
    for generation in range(3):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            due = generation
    if due == 2 and clock() < _last_full["ended"] + FULL_SPACING * _last_full["took"]:
        due = 1
    if due < 0:
        return 0
    if due < 2:
        return gc.collect(due)
    start = clock()
    found = gc.collect(2)
    ended = clock()
    _last_full["ended"], _last_full["took"] = ended, ended - start
    return found


__all__ = ["LONG", "collect_if_due", "collection_paused"]
