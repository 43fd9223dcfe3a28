"""Does a window fit its screen? The checks behind ``test_fit.py``.

:func:`problems` looks at a shown top-level widget as a person would at one
screen size and names, in words, everything that makes it unusable there:

- **too big**: the window cannot be as small as the screen (a minimum size
  beyond it), so part of it would be off screen;
- **clipped**: a visible widget reaches outside its parent (scrolled content
  inside a scroll area's viewport excepted: that is what scrolling is for), or
  is squeezed below the size its text needs (a label, button or field cut
  short; a wrapped label shorter than its lines; a table cell's words wider
  than their column);
- **scrolls sideways**: a scroll area shows a horizontal scroll bar (people
  read down a page, not across it);
- **overlap**: two visible siblings cover each other (a widget that floats
  over its siblings on purpose carries the property ``fitOverlay``);
- **small text**: any text actually painted, by a label or by a game's own
  painter, smaller than ``min_text_px`` pixels on the screen. The window is
  painted into an SVG generator, which records every text run with its font
  and the painter's transform, so scaled boards are measured as drawn.

Each problem is one line naming the widget by its class and object name and
its path from the window.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

from PySide6.QtCore import QBuffer, QIODevice, QRect, QRectF, QSize
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QTransform
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollBar,
    QSpinBox,
    QStyle,
    QStyleOptionComboBox,
    QTableWidget,
    QWidget,
)

#: Widgets whose size hint is what their text needs: below it, the text is cut.
TEXT_WIDGETS = (QLabel, QAbstractButton, QLineEdit, QComboBox, QSpinBox)
#: One pixel of rounding either way is not a cut.
SLACK = 1
#: The room a table cell keeps on each side of its words (the style's item margin).
CELL_PADDING = 3
SVG = "{http://www.w3.org/2000/svg}"


def name(widget: QWidget, root: QWidget | None = None) -> str:
    """``Class#objectName`` of ``widget`` and its ancestors up to ``root``, outermost first."""
    parts = []
    w: QWidget | None = widget
    while w is not None and w is not root:
        label = type(w).__name__ + (f"#{w.objectName()}" if w.objectName() else "")
        if isinstance(w, QLabel | QAbstractButton) and w.text():
            label += f"({w.text()[:30]!r})"
        parts.append(label)
        w = w.parentWidget()
    # The widget and its nearest ancestors say enough; the whole path is a screen wide.
    return " > ".join(reversed(parts[:4])) if len(parts) <= 4 else "… > " + " > ".join(reversed(parts[:4]))


def visible_widgets(root: QWidget) -> list[QWidget]:
    """Every widget a person could see in ``root``'s window, ``root`` excluded."""
    found = []
    for w in root.findChildren(QWidget):
        if w.isWindow() or not w.isVisibleTo(root) or w.width() <= 0 or w.height() <= 0:
            continue
        if _inside_other_window(w, root):
            continue
        found.append(w)
    return found


def _inside_other_window(w: QWidget, root: QWidget) -> bool:
    p = w.parentWidget()
    while p is not None and p is not root:
        if p.isWindow():
            return True
        p = p.parentWidget()
    return False


def _is_scrolled_content(w: QWidget) -> bool:
    """Whether ``w`` is the widget a scroll area scrolls (it may be larger than the viewport)."""
    viewport = w.parentWidget()
    area = viewport.parentWidget() if viewport is not None else None
    return isinstance(area, QAbstractScrollArea) and area.viewport() is viewport


def _scroll_internal(w: QWidget) -> bool:
    """A scroll area's own parts (viewport, bars, their containers), placed by Qt."""
    parent = w.parentWidget()
    return isinstance(parent, QAbstractScrollArea) or isinstance(w, QScrollBar) or \
        w.objectName().startswith("qt_scrollarea")


def size_problems(window: QWidget, size: tuple[int, int]) -> list[str]:
    width, height = size
    out = []
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    if window.layout() is not None and window.layout().sizeConstraint() == window.layout().SizeConstraint.SetFixedSize:
        minimum = window.sizeHint()
    if minimum.width() > width or minimum.height() > height:
        out.append(f"too big: {name(window)} needs at least {minimum.width()}x{minimum.height()} "
                   f"on a {width}x{height} screen")
    if window.width() > width or window.height() > height:
        out.append(f"too big: {name(window)} came out {window.width()}x{window.height()} "
                   f"on a {width}x{height} screen")
    return out


def geometry_problems(root: QWidget) -> list[str]:
    out = []
    shown = visible_widgets(root)
    for w in shown:
        parent = w.parentWidget()
        if parent is None or w.property("fitOverlay"):
            continue
        if not _is_scrolled_content(w) and not QRect(QRect(0, 0, parent.width(), parent.height())).adjusted(
                -SLACK, -SLACK, SLACK, SLACK).contains(w.geometry()):
            g = w.geometry()
            out.append(f"clipped: {name(w, root)} at {g.x()},{g.y()} {g.width()}x{g.height()} "
                       f"reaches outside its parent ({parent.width()}x{parent.height()})")
        out.extend(_squeezed(w, root))
    for w in shown:
        if isinstance(w, QAbstractScrollArea):
            bar = w.horizontalScrollBar()
            if bar.isVisibleTo(root) and bar.maximum() > 0:
                out.append(f"scrolls sideways: {name(w, root)} is {bar.maximum()} px too narrow for its content")
    by_parent: dict[int, list[QWidget]] = {}
    for w in shown:
        if w.parentWidget() is not None and not w.property("fitOverlay") and not _scroll_internal(w):
            by_parent.setdefault(id(w.parentWidget()), []).append(w)
    for siblings in by_parent.values():
        for i, a in enumerate(siblings):
            for b in siblings[i + 1:]:
                common = a.geometry().intersected(b.geometry())
                if common.width() > SLACK and common.height() > SLACK:
                    out.append(f"overlap: {name(a, root)} and {name(b, root)} share "
                               f"{common.width()}x{common.height()} px")
    return out


def _squeezed(w: QWidget, root: QWidget) -> list[str]:
    if not isinstance(w, TEXT_WIDGETS):
        return []
    if isinstance(w, QLabel):
        if not w.text() or (w.pixmap() is not None and not w.pixmap().isNull()):
            return []
        if w.wordWrap():
            need = w.heightForWidth(w.contentsRect().width() + w.contentsMargins().left()
                                    + w.contentsMargins().right())
            if need > w.height() + SLACK:
                return [f"clipped: {name(w, root)} needs {need} px of height for its lines, has {w.height()}"]
            return []
    # Qt's own rule: a minimum size set on the widget stands for its hint (the widget's
    # author says that much is enough); across, the text must have that room; down, one
    # line of its font.
    hint = w.minimumSizeHint()
    need_width = w.minimumWidth() or hint.width()
    need_height = w.fontMetrics().height()
    if w.width() + SLACK < need_width or w.height() + SLACK < need_height:
        return [(f"clipped: {name(w, root)} is {w.width()}x{w.height()}, its text needs "
                 f"{need_width}x{need_height}")]
    return []


def cell_problems(root: QWidget) -> list[str]:
    """Table cells whose words do not fit their column (Qt would end them with "…")."""
    out = []
    for table in root.findChildren(QTableWidget):
        if not table.isVisibleTo(root) or _inside_other_window(table, root):
            continue
        view = table.viewport().rect()
        for row in range(table.rowCount()):
            for col in range(table.columnCount()):
                item = table.item(row, col)
                if item is None or not item.text():
                    continue
                rect = table.visualItemRect(item)
                if not view.intersects(rect) or table.isColumnHidden(col):
                    continue
                font = item.font() if item.font() != QFont() else table.font()
                icon = table.iconSize().width() + 4 if not item.icon().isNull() else 0
                need = QFontMetrics(font).horizontalAdvance(item.text()) + icon + 2 * CELL_PADDING
                if need > rect.width() + SLACK:
                    out.append(f"clipped: {name(table, root)} cell {row},{col} {item.text()[:30]!r} needs "
                               f"{need} px, has {rect.width()}")
    return out


# -- text as painted ----------------------------------------------------------------------------
_MATRIX = re.compile(r"matrix\(([^)]*)\)")


def painted_texts(root: QWidget) -> list[tuple[str, float]]:
    """Every text run painted when ``root`` is drawn, with its height in screen pixels."""
    found = []
    for node, matrix in _svg_texts(root):
        text = "".join(node.itertext()).strip()
        size = node.get("font-size")
        if text and size:
            found.append((text, float(size) * math.sqrt(abs(matrix.determinant()))))
    return found


def painted_text_boxes(root: QWidget) -> list[tuple[str, QRectF]]:
    """Every text run painted when ``root`` is drawn, with the box it covers in ``root``'s
    pixels (from its baseline start, its font's advance, ascent and descent)."""
    found = []
    for node, matrix in _svg_texts(root):
        text = "".join(node.itertext())
        if not text.strip():
            continue
        font = QFont(node.get("font-family") or "")
        font.setPixelSize(max(1, round(float(node.get("font-size") or 1))))
        font.setWeight(QFont.Weight(int(float(node.get("font-weight") or 400))))
        fm = QFontMetricsF(font)
        x, y = float(node.get("x") or 0), float(node.get("y") or 0)
        box = QRectF(x, y - fm.ascent(), fm.horizontalAdvance(text), fm.ascent() + fm.descent())
        found.append((text.strip(), matrix.mapRect(box)))
    return found


def _svg_texts(root: QWidget) -> list[tuple[ET.Element, QTransform]]:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(root.width(), root.height()))
    generator.setResolution(round(root.logicalDpiY()))
    root.render(generator)
    buffer.close()
    tree = ET.fromstring(bytes(buffer.data()).decode("utf-8"))
    found = []

    def walk(node, matrix: QTransform) -> None:
        m = _MATRIX.search(node.get("transform") or "")
        if m:
            a, b, c, d, e, f = (float(v) for v in m.group(1).split(",")[:6])
            matrix = QTransform(a, b, c, d, e, f)  # each group's whole transform, as above
        if node.tag == f"{SVG}text":
            found.append((node, matrix))
        for child in node:
            walk(child, matrix)

    walk(tree, QTransform())
    return found


def text_problems(root: QWidget, min_text_px: float) -> list[str]:
    small: dict[str, float] = {}
    for text, px in painted_texts(root):
        if px + 0.01 < min_text_px:
            small[text] = min(px, small.get(text, px))
    return [f"small text: {text[:40]!r} at {px:.1f} px (at least {min_text_px:.1f})"
            for text, px in sorted(small.items(), key=lambda item: item[1])]


def problems(window: QWidget, size: tuple[int, int], min_text_px: float) -> list[str]:
    """Everything that keeps ``window`` from being usable at ``size`` (see the module doc)."""
    return (size_problems(window, size) + geometry_problems(window) + cell_problems(window)
            + text_problems(window, min_text_px))


def cut_choices(box: QComboBox) -> list[str]:
    """Each choice of ``box`` that would be cut if chosen: wider than the field the closed
    list draws its text in (the style's edit field, padding and arrow measured)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    metrics = box.fontMetrics()
    return [box.itemText(i) for i in range(box.count())
            if metrics.horizontalAdvance(box.itemText(i)) > field.width() + SLACK]
