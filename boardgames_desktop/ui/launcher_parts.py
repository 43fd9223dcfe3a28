"""The launcher's parts: the people picker, a game's card, who plays a seat, a seat's widgets.

Kept apart from :mod:`.launcher`, which lays them out and reads the choices.
Like the launcher they read only what a game declares up front.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..core.game import GameInfo, Hidden
from ..core.i18n import _, ngettext
from .kit.layouts import taken_widgets
from .kit.marks import SeatMark
from .kit.style import SEGMENT_PADDING_X

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent  # building QEvent's 179 enums costs start-up time


def players_text(info: GameInfo) -> str:
    if info.min_people == info.max_people:
        return ngettext("{n} player", "{n} players", info.min_people).format(n=info.min_people)
    return _("{lo}–{hi} players").format(lo=info.min_people, hi=info.max_people)


def seating_text(info: GameInfo, people: int) -> str:
    """How ``people`` sit, when the game seats teams ("8 people: 4 teams of two")."""
    if info.team_above is None:
        return ""
    seats = info.seating(people)
    if len(seats) == people:
        return _("Up to {n} people each play alone; above that, in teams of two.").format(n=info.team_above)
    teams = sum(1 for s in seats if len(s) == 2)
    if teams == len(seats):
        text = ngettext("{people} people: {teams} team of two.",
                        "{people} people: {teams} teams of two.", teams)
    else:
        text = ngettext("{people} people: {teams} team of two and one player alone.",
                        "{people} people: {teams} teams of two and one player alone.", teams)
    return text.format(people=people, teams=teams)


def fit_bold(button: QPushButton) -> None:
    """Room for a segment button's text in bold, as it is drawn when checked."""
    font = QFont(button.font())
    font.setBold(True)
    # The app's style sheet gives segments padding but no min-width (one would win
    # over this; a style sheet of the button's own costs start-up time).
    text = max(24, QFontMetrics(font).horizontalAdvance(button.text()) + 4)
    button.setMinimumWidth(text + 2 * SEGMENT_PADDING_X + 2)


class CountPicker(QWidget):
    """How many people, as a row of large toggle buttons (one click, no tiny arrows)."""

    valueChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.buttons: dict[int, QPushButton] = {}
        self._value = 0

    def setRange(self, low: int, high: int) -> None:  # noqa: N802 (Qt naming)
        for widget in taken_widgets(self._layout):
            widget.deleteLater()
        self.buttons = {}
        for n in range(low, high + 1):
            button = QPushButton(str(n))
            button.setObjectName(f"players{n}")
            button.setCheckable(True)
            button.setProperty("segment", True)
            fit_bold(button)
            button.setToolTip(ngettext("{n} player", "{n} players", n).format(n=n))
            button.setAccessibleName(button.toolTip())  # "2 players", not "2"
            button.clicked.connect(lambda _checked=False, v=n: self.setValue(v))
            self._layout.addWidget(button)
            self.buttons[n] = button
        self._layout.addStretch(0)
        self._value = 0

    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:  # noqa: N802 (Qt naming)
        if value not in self.buttons:
            return
        for n, button in self.buttons.items():
            button.setChecked(n == value)
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)


class GameCard(QWidget):
    """A game in the launcher's list: its title, large, and how many play."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 7, 14, 7)
        layout.setSpacing(2)
        title = QLabel(_(info.title))
        title.setProperty("role", "cardTitle")
        title.setWordWrap(True)
        details = players_text(info)
        if info.hidden is Hidden.PER_SEAT:
            details = _("{players} · secrets between players").format(players=details)
        sub = QLabel(details)
        sub.setWordWrap(True)
        sub.setProperty("role", "cardDetails")
        layout.addStretch(1)  # spare height goes around the text, not between its lines
        layout.addWidget(title)
        layout.addWidget(sub)
        layout.addStretch(1)
        # Clicks and hovering reach the list through the card: plain widgets and
        # labels without text interaction leave mouse events to their parents.


class KindBox(QComboBox):
    """Who plays a seat: Human or one of the game's bots. The full list loads the
    first time it is opened or focused (see the module docstring)."""

    def __init__(self, need_kinds: Callable[[], object], parent: QWidget | None = None):
        super().__init__(parent)
        self._need_kinds = need_kinds
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setMinimumWidth(180)
        #: The tooltip while the chosen kind has no line of its own (Human, a list not yet loaded).
        self.base_tip = ""
        # The closed list's tooltip is the chosen kind's one line.
        self.currentIndexChanged.connect(lambda index: self._tip(index))

    def _tip(self, index: int) -> None:
        self.setToolTip(self.description(index) or self.base_tip)

    def showPopup(self) -> None:  # noqa: N802 (Qt naming)
        self._need_kinds()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._need_kinds()  # arrow keys choose without opening the list
        super().focusInEvent(event)

    def key(self) -> str:
        return str(self.currentData())

    def fill(self, choices: list[tuple[str, str]], key: str, descriptions: dict[str, str] | None = None) -> None:
        """Replace the items by ``(key, label)`` pairs and select ``key`` (else the first).
        ``descriptions``: a kind's one line by key, its tooltip and the line under its name
        in the open list (the same words in every game for the levels)."""
        self.blockSignals(True)
        self.clear()
        for k, label in choices:
            self.addItem(label, k)
        if descriptions:
            describe_items(self, [descriptions.get(k, "") for k, _label in choices])
        index = self.findData(key)
        self.setCurrentIndex(index if index >= 0 else 0)
        self._tip(self.currentIndex())
        self.blockSignals(False)

    def description(self, index: int) -> str:
        """The one line under item ``index`` in the open list ("" for none)."""
        text = self.itemData(index, DESCRIPTION_ROLE)
        return text if isinstance(text, str) else ""


#: The item role a kind's description is kept in (``Qt.ItemDataRole.UserRole + 1``, as a
#: number: naming the ``Qt`` namespace costs start-up time, see the launcher's docstring).
#: The kind of a seat a person plays (the bots' kinds are their keys).
HUMAN = "human"
#: The longest name a person may type for themselves.
NAME_LENGTH = 24
DESCRIPTION_ROLE = 0x0100 + 1
#: ``Qt.ItemDataRole.ToolTipRole``, as a number (as above).
TOOLTIP_ROLE = 3


def describe_items(box: QComboBox, descriptions: list[str]) -> None:
    """Give the items of ``box`` their one line each: as a tooltip, and as a second,
    quieter line under the name in the open list. Only once a game's bots are loaded
    (never at start-up: the item delegate builds Qt's enums)."""
    for index, text in enumerate(descriptions):
        if text:
            box.setItemData(index, text, TOOLTIP_ROLE)
            box.setItemData(index, text, DESCRIPTION_ROLE)
    view = box.view()
    delegate = _described_items_class()
    if not isinstance(view.itemDelegate(), delegate):
        view.setItemDelegate(delegate(view))
    # The open list is as wide as its longest line (a list is never narrower than its box).
    metrics = QFontMetrics(view.font())
    view.setMinimumWidth(max((metrics.horizontalAdvance(text) for text in descriptions), default=0) + 40)


@cache
def _described_items_class() -> type:
    from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

    from .. import theme

    class DescribedItems(QStyledItemDelegate):
        """A kind's name, and under it its description, smaller and muted."""

        def _small(self, option: QStyleOptionViewItem) -> QFont:
            font = QFont(option.font)
            font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
            return font

        def sizeHint(self, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QSize:
            size = super().sizeHint(option, index)
            text = index.data(DESCRIPTION_ROLE)
            if not text:
                return size
            metrics = QFontMetrics(self._small(option))
            return QSize(max(size.width(), metrics.horizontalAdvance(text) + 28), size.height() + metrics.height() + 4)

        def paint(self, painter: QPainter, option: QStyleOptionViewItem,
                  index: QModelIndex | QPersistentModelIndex) -> None:
            text = index.data(DESCRIPTION_ROLE)
            if not text:
                super().paint(painter, option, index)
                return
            opt = QStyleOptionViewItem(option)
            self.initStyleOption(opt, index)
            name, opt.text = opt.text, ""
            widget = opt.widget
            style = widget.style() if widget is not None else None
            if style is not None:
                style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
            selected = bool(opt.state & QStyle.StateFlag.State_Selected)
            rect = opt.rect.adjusted(12, 3, -8, -3)
            top = QRect(rect)
            top.setHeight(QFontMetrics(opt.font).height())
            painter.save()
            painter.setFont(opt.font)
            ink = opt.palette.highlightedText().color() if selected else QColor(theme.INK)
            painter.setPen(ink)
            painter.drawText(top, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)
            small = self._small(opt)
            below = QRect(rect.left(), top.bottom() + 2, rect.width(), QFontMetrics(small).height())
            painter.setFont(small)
            painter.setPen(ink if selected else QColor(theme.INK_SOFT))
            painter.drawText(below, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
            painter.restore()

    return DescribedItems


class SeatWidgets:
    """The widgets of one seat: its token (colour and mark) and who plays it.
    The people's name fields belong to the launcher: they keep their text while
    the seating changes (a person stays a person when teams form)."""

    def __init__(self, seat: int, need_kinds: Callable[[], object]):
        self.seat = seat
        self.mark = SeatMark(seat, 26)
        self.mark.setObjectName(f"seatMark{seat}")
        self.kind = KindBox(need_kinds)
        self.kind.setObjectName(f"seatKind{seat}")
        self.kind.setAccessibleName(_("Who plays seat {n}").format(n=seat + 1))
        self.kind.base_tip = _("A person at this screen, or a bot, plays seat {n}").format(n=seat + 1)
        self.kind.setToolTip(self.kind.description(self.kind.currentIndex()) or self.kind.base_tip)
        self.amp = QLabel("&")
        self.amp.setObjectName(f"seatAmp{seat}")
        self.amp.setProperty("role", "muted")
