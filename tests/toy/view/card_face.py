"""A toy card drawn on screen, named as well as coloured: shared by the board and the projector."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QSizePolicy,
    QWidget,
)

from boardgames_desktop import theme
from boardgames_desktop.core.i18n import _, render
from boardgames_desktop.ui.kit.motion import paint_hint_mark
from boardgames_desktop.ui.kit.paintguard import guarded_paint
from boardgames_desktop.ui.kit.style import FONT_FAMILY

from ..data import INKS
from ..state import card_name, colour_of, value_of


class CardFace(QAbstractButton):
    """One card, painted: its colour, its value large, its name small. In a hand it
    is a button (a glowing edge when it may be clicked); on the table it only shows."""

    def __init__(self, card: str | None = None, parent: QWidget | None = None, *, size: QSize | None = None,
                 clickable: bool = False):
        super().__init__(parent)
        self.card = card
        self._size = size or QSize(90, 126)
        self.clickable = clickable
        self.hinted = False  # Help > Hint names this card: the kit's hint mark on it
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if clickable else Qt.FocusPolicy.NoFocus)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.set_card(card)

    def set_card(self, card: str | None) -> None:
        self.card = card
        name = render(card_name(card)) if card else _("No card")
        self.setText(name)
        self.setAccessibleName(name)
        self.setToolTip(name)
        self.update()

    def set_card_size(self, size: QSize) -> None:
        self._size = size or QSize(90, 126)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return self._size

    @guarded_paint
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        radius = rect.width() * 0.1
        if self.card is None:
            painter.setPen(QPen(QColor(theme.RULE), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, radius, radius)
            return
        ink = QColor(INKS[colour_of(self.card)])
        glowing = self.clickable and self.isEnabled()
        if self.clickable and not glowing:
            painter.setOpacity(0.55)  # not playable now
        if glowing:
            painter.setPen(QPen(QColor(theme.HIGHLIGHT), 6 if self.underMouse() else 4))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
            rect = rect.adjusted(4, 4, -4, -4)
        painter.setPen(QPen(ink.darker(130), 2))
        painter.setBrush(QColor("#FFFDF8"))
        painter.drawRoundedRect(rect, radius, radius)
        band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.22)
        painter.setBrush(ink)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(band, radius, radius)
        painter.setPen(QColor(theme.INK))
        value = QFont(FONT_FAMILY)
        value.setPixelSize(max(10, round(rect.height() * 0.42)))
        value.setBold(True)
        painter.setFont(value)
        painter.drawText(rect.adjusted(0, rect.height() * 0.18, 0, 0), Qt.AlignmentFlag.AlignCenter,
                         str(value_of(self.card)))
        label = QFont(FONT_FAMILY)
        label.setPixelSize(max(9, round(rect.height() * 0.12)))
        painter.setFont(label)
        painter.setPen(QColor("#FFFFFF"))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, render(card_name(self.card)))
        if self.hinted:
            paint_hint_mark(painter, QRectF(self.rect()).adjusted(14, 14, -14, -14))
        painter.end()
