"""What a person looking at a window can read: the texts of its visible widgets.

Labels (rich text as plain words), buttons, list items and their tooltips,
text boxes, combo boxes, window titles, tooltips and accessible names (what a
hover or a screen reader says), for every widget that is shown: the window's
seat note (a label) and the status bar's message among them. A widget
hidden behind the curtain (or on another page of a stack) is not seen.
"""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QStatusBar,
    QTextEdit,
    QWidget,
)


def plain(text: str) -> str:
    if "<" not in text and "&" not in text:  # "Ada &amp; Ben" in a rich-text label reads "Ada & Ben"
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def visible_texts(root: QWidget) -> list[str]:
    out = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        out += [widget.toolTip(), widget.accessibleName(), widget.statusTip()]
        if isinstance(widget, QLabel):
            out.append(plain(widget.text()))
        elif isinstance(widget, QAbstractButton):
            out.append(widget.text())
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                out += [item.text(), item.toolTip()]
        elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
            out.append(widget.toPlainText())
        elif isinstance(widget, QLineEdit):
            out += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QStatusBar):
            out.append(widget.currentMessage())
        elif isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
    return [text for text in out if text]
