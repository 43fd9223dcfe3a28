"""Painting that fails safely: every ``paintEvent`` of the kit, the shell and the games.

An exception that leaves a ``paintEvent`` goes into Qt with the widget's
painter still active ("QBackingStore::endPaint() called with active
painter"), and tearing the widget down later ends the process (SIGSEGV). A
view a board was never meant to meet (a damaged public record that slipped
past its checks, a bug) must cost one picture, not the app. So every
``paintEvent`` is decorated with :func:`guarded_paint`:

- the painters the failed paint left active (its frames' local ``QPainter``
  objects) are ended, so the widget is never left with an active painter;
- the exception is logged (once for as long as it keeps recurring), never
  raised into Qt;
- the widget paints a calm "This view could not be drawn." instead, and the
  next paint tries again (the view may have changed).

``tests/ui/test_paint_guard.py`` checks that every ``paintEvent`` in the
package carries the decorator.
"""

from __future__ import annotations

import functools
import logging
import sys
from collections.abc import Callable
from types import TracebackType
from typing import Any, TypeVar

from PySide6.QtCore import QMessageLogContext, QRectF, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ...core.i18n import _

LOG = logging.getLogger("boardgames_desktop.paint")

W = TypeVar("W", bound=QWidget)
#: The attribute a widget keeps its last paint failure in (what was logged).
FAILED = "_paint_failure"


def failure_text() -> str:
    return _("This view could not be drawn.")


def guarded_paint(method: Callable[[W, Any], None]) -> Callable[[W, Any], None]:
    """Decorate a ``paintEvent``: a failing paint ends its painters, is logged, and draws
    :func:`failure_text` instead of raising into Qt."""

    @functools.wraps(method)
    def paintEvent(self: W, event: Any) -> None:
        try:
            method(self, event)
        except Exception as exc:  # noqa: BLE001 - logged and shown on the widget; Qt must never see it
            end_painters(exc.__traceback__)
            note_failure(self, exc)
            del exc  # the traceback holds the failed paint's frames (and its painters)
            paint_failure(self)
            return
        if getattr(self, FAILED, None) is not None:
            setattr(self, FAILED, None)  # drawn again: a later failure is news

    paintEvent.guarded = True  # type: ignore[attr-defined]
    return paintEvent


def end_painters(tb: TracebackType | None) -> int:
    """End every active ``QPainter`` held by a local of the failed frames; how many."""
    ended = 0
    seen: set[int] = set()
    while tb is not None:
        for value in tuple(tb.tb_frame.f_locals.values()):
            if isinstance(value, QPainter) and id(value) not in seen:
                seen.add(id(value))
                if value.isActive():
                    _end_quietly(value)
                    ended += 1
        tb = tb.tb_next
    return ended


def _end_quietly(painter: QPainter) -> None:
    """End a painter a failed paint left behind. It may have stopped between a ``save()``
    and its ``restore()``; Qt's warning about the saved states says nothing new then."""
    previous = None

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith("QPainter::end: Painter ended with"):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        painter.end()
    finally:
        qInstallMessageHandler(previous)


def note_failure(widget: QWidget, exc: BaseException) -> None:
    """Log a paint failure, once while the same failure keeps recurring on ``widget``."""
    what = f"{type(exc).__name__}: {exc}"
    if getattr(widget, FAILED, None) == what:
        return
    setattr(widget, FAILED, what)
    LOG.error("%s could not be drawn", type(widget).__name__, exc_info=(type(exc), exc, exc.__traceback__))


def paint_failure(widget: QWidget) -> None:
    """The widget's calm "could not be drawn": its window colour, a thin frame and the words."""
    if widget.paintingActive():  # a painter the guard could not reach: nothing more can be drawn
        return
    # Imported here: the launcher's seat marks are guarded too, and the Qt namespace's
    # enums cost a start-up tens of milliseconds (tests/ui/test_launcher.py).
    from PySide6.QtCore import Qt

    p = QPainter(widget)
    try:
        palette = widget.palette()
        rect = QRectF(widget.rect())
        p.fillRect(rect, palette.color(QPalette.ColorRole.Window))
        ink = QColor(palette.color(QPalette.ColorRole.WindowText))
        ink.setAlpha(150)
        p.setPen(QPen(ink, 1.0, Qt.PenStyle.DashLine))
        p.drawRect(rect.adjusted(0.5, 0.5, -1.0, -1.0))
        if rect.width() >= 60 and rect.height() >= 24:
            p.setPen(ink)
            p.drawText(rect.adjusted(8, 4, -8, -4),
                       int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), failure_text())
    finally:
        p.end()
