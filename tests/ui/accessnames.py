"""Which controls of a window a screen reader could not name.

A control is what a person can operate or read from as one thing: a button, a
list or table, a line or text field, a combo or spin box, a slider, and every
widget that takes the keyboard focus (the painted boards). Its name is what Qt's
accessibility interface reports (a button's text, a set accessible name); a
combo box is read by its current text on Linux, so it must carry a name of its
own or a label whose buddy it is, and so must a spin box. A name must hold a word: "2" or "−" say
nothing to a person who cannot see the row it is in.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)

CONTROLS = (QAbstractButton, QAbstractItemView, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractSlider, QTextEdit,
            QPlainTextEdit)


def is_control(widget: QWidget) -> bool:
    if isinstance(widget, (QScrollBar, QHeaderView)):
        return False  # a part of the list, table or page it belongs to (a header names its columns)
    if isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
        return False  # the field inside a spin box or an editable combo box: named with it
    if isinstance(widget, CONTROLS):
        return True
    if isinstance(widget, (QAbstractScrollArea, QLabel)):
        return False  # a frame around controls, or words beside one
    return widget.focusPolicy() != Qt.FocusPolicy.NoFocus


def has_words(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def accessible_name(widget: QWidget, window: QWidget) -> str:
    """What a screen reader would say for ``widget``."""
    if widget.accessibleName():
        return widget.accessibleName()
    for label in window.findChildren(QLabel):
        if label.buddy() is widget:
            return label.text().replace("&", "")
    if isinstance(widget, (QComboBox, QAbstractSpinBox)):
        return ""  # read by its value, which names nothing
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def unnamed(window: QWidget) -> list[str]:
    """Every control shown in ``window`` that has no name with a word in it, described."""
    found = []
    for widget in [window, *window.findChildren(QWidget)]:
        if widget is not window and not widget.isVisibleTo(window):
            continue
        if not is_control(widget):
            continue
        name = accessible_name(widget, window)
        if not has_words(name):
            parent = widget.parentWidget()
            found.append(f"{type(widget).__name__} {widget.objectName()!r} named {name!r} "
                         f"in {type(parent).__name__ if parent else '-'} of {type(window).__name__}")
    return found
