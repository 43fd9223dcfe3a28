"""The hint on Hooky's board: the kit's hint mark around what the hinted move is
about, drawn on a transparent layer over the board (it takes no clicks).

* a question: the row of the player to ask;
* the opening clue: the cards of your hand that the word counts;
* reveal and peek: the card to reveal in your hand and the row of the player
  to peek at;
* a truant guess: the truants beside the playground;
* the hand guesses: the rows of the other players.

The words of the hint (which word, which letters, and why) are the shell's seat
note; the board only marks where the move is. The layer finds the widgets'
places when it paints, so a zoom or a new layout moves the marks along.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ....ui.kit.motion import paint_hint_mark
from ....ui.kit.paintguard import guarded_paint
from ..actions import Ask, GuessHands, GuessTruants, OpeningClue, RevealAndPeek

__all__ = ["HintLayer", "hint_targets"]


def hint_targets(board: Any, action: Any) -> list[QWidget]:
    """The widgets of ``board`` (the Hooky ``BoardView``, untyped here: it imports this
    module) that ``action`` is about (see the module doc)."""
    rows = board.seats_panel.rows
    hand = board.hand_panel.cards.cards

    def row(seat: int) -> list[QWidget]:
        return [rows[seat]] if 0 <= seat < len(rows) else []

    if isinstance(action, Ask):
        return row(action.target)
    if isinstance(action, OpeningClue):
        return [c for c in hand if c.letter and c.letter in action.word]
    if isinstance(action, RevealAndPeek):
        return [c for c in hand if c.letter == action.letter] + row(action.target)
    if isinstance(action, GuessTruants):
        return [board.seats_panel.truants]
    if isinstance(action, GuessHands):
        return [w for s, guess in enumerate(action.guesses) if guess for w in row(s)]
    return []


class HintLayer(QWidget):
    """A transparent layer over the board that marks the hinted move's targets."""

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.board = board
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.targets: list[QWidget] = []
        self.action: Any = None
        #: the rectangles the last paint marked, in the layer's coordinates (tests read them)
        self.painted: list[QRectF] = []
        self.scale = 1.0
        board.installEventFilter(self)
        self.setGeometry(board.rect())
        self.hide()

    def show_targets(self, action: Any, targets: Sequence[QWidget], scale: float) -> None:
        self.action = action
        self.targets = list(targets)
        self.scale = scale
        self.painted = []
        self.setGeometry(self.board.rect())
        self.setVisible(bool(self.targets))
        self.raise_()
        self.update()

    def clear(self) -> None:
        if self.action is None and not self.targets:
            return
        self.action = None
        self.targets = []
        self.painted = []
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self.setGeometry(self.board.rect())
            self.raise_()
        return False

    def rects(self) -> list[QRectF]:
        """Where the targets are now, in the layer's coordinates (the ones on show)."""
        out = []
        for w in self.targets:
            if not w.isVisibleTo(self.board) or not w.isVisible():
                continue
            top_left = w.mapTo(self.board, QPoint(0, 0))
            out.append(QRectF(top_left.x(), top_left.y(), w.width(), w.height()))
        return out

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        self.painted = self.rects()
        for rect in self.painted:
            paint_hint_mark(p, rect.adjusted(2, 2, -2, -2), self.scale * 0.7)
        p.end()
