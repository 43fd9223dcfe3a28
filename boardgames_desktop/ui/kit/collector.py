"""Python's garbage collector runs on the GUI thread, between events, and nowhere else.

Python's cyclic collector runs whenever allocations pass a threshold: on a
bot's or a hint's pool thread, or on the GUI thread in the middle of Qt's
dispatch of an event (an event filter, a paint). A cycle it frees there may
hold the last reference to a Qt object (a wrapper, a pixmap, a widget made
in Python) that Qt is using at that moment or that belongs to another thread,
and the process crashes. The known remedy, which long-lived PySide and PyQt
apps use, is to turn automatic collection off and collect from a timer on the
GUI thread: the timer's slot runs from the event loop, with no other event
half-dispatched, and the pool threads never collect.

:func:`install_collector` does that once for the application (``prepare_app``
calls it, so every window, test and screenshot has it). The timer collects
only what the automatic collector would have by then
(:func:`..core.gcpause.collect_if_due`), so memory stays as it was.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ...core.gcpause import collect_if_due

#: How often the GUI thread looks whether a collection is due, in milliseconds.
INTERVAL_MS = 500


class GuiCollector(QObject):
    """The application's collector: a timer on the GUI thread (see the module)."""

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self.setObjectName("gui-collector")
        self.checks = 0
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    def collect(self) -> int:
        """Collect now if the automatic collector would have; the objects found."""
        self.checks += 1
        return collect_if_due()


def install_collector(app: QCoreApplication) -> GuiCollector:
    """Turn automatic collection off and collect from a GUI-thread timer instead;
    idempotent (the one collector of ``app`` is returned)."""
    collector = collector_of(app) or GuiCollector(app)
    gc.disable()
    return collector


def collector_of(app: QCoreApplication) -> GuiCollector | None:
    """The collector installed on ``app``, if any."""
    found = app.findChild(GuiCollector, "gui-collector")
    return found if isinstance(found, GuiCollector) else None


__all__ = ["INTERVAL_MS", "GuiCollector", "collector_of", "install_collector"]
