"""Hooky's worksheet scroll area refits on a resize; a resize that arrives while it
is fitting (a relayout of the page's new constraints can send one synchronously)
does not start a nested fit. Without the guard the two recursed until the
interpreter crashed, once, on a clean CI run."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent

from boardgames_desktop.games.hooky.view.scrolling import SheetScroll
from boardgames_desktop.games.hooky.view.worksheet_view import WorksheetWidget


def test_a_resize_during_a_fit_does_not_fit_again(qtbot):
    calls = []

    class Nested(SheetScroll):
        def fit(self) -> None:
            calls.append(len(calls))
            if len(calls) > 20:
                raise AssertionError("fit re-entered without end")
            # What a synchronous relayout does: the area gets a resize event mid-fit.
            self.resizeEvent(QResizeEvent(QSize(400, 310), QSize(400, 300)))

    area = Nested(WorksheetWidget(), 0)
    qtbot.addWidget(area)
    area.resize(400, 300)
    area.show()
    calls.clear()
    area.resizeEvent(QResizeEvent(QSize(400, 320), QSize(400, 300)))
    assert calls == [0]
    area.resizeEvent(QResizeEvent(QSize(400, 330), QSize(400, 320)))
    assert calls == [0, 1]  # the guard is down again after a fit
