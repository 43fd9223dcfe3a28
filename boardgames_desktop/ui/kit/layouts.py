"""Small helpers over Qt layouts that a shell panel or a game's view may share."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QLayout, QWidget


def taken_widgets(layout: QLayout) -> Iterator[QWidget]:
    """Take every item out of ``layout``, yielding the widgets among them for the
    caller to hide or delete; spacers and nested layouts just leave the layout.

    (``QLayout.takeAt`` and ``QLayoutItem.widget`` may both answer None: this is
    the one place that says so, not every panel that empties a layout.)"""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            yield widget
