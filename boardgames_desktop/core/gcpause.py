"""Python's cyclic garbage collector paused while a long log is read or built.

Reading a save of 150,000 entries allocates millions of small objects (states,
their tuples, entries, lines) that live as long as the match. The collector
walks every live container each time it runs a full collection, and it runs
more of them the more is allocated, so a long log read with it on takes about
twice as long as with it off, and more than linearly so. None of these
objects form cycles that need collecting while the log is read; whatever
garbage a pause leaves is collected at the collector's next run afterwards.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
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


__all__ = ["LONG", "collection_paused"]
