"""Small helpers over Qt layouts that a shell panel or a game's view may share."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox


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


def fit_choices(box: QComboBox) -> None:
    """A list as wide as its longest choice needs, drawn closed: the style sheet's padding
    and the arrow are measured, not guessed, so "Everyone (what was public)" keeps its ")"
    whichever choice is shown and whatever the language."""
    # Imported here: the launcher imports this module, and building QStyle's enums would
    # cost its start-up (see ui/kit/marks.py).
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    box.ensurePolished()
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    hint = box.sizeHint()
    option.rect = QRect(0, 0, hint.width(), hint.height())
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    metrics = box.fontMetrics()
    widest = max((metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count())), default=0)
    box.setMinimumWidth(hint.width() - field.width() + widest + 4)
