"""A note for the person at the screen: a refusal, a hint, "Move taken back."

Anything said *for a seat* belongs to the eyes it was said to. The rules'
reason why Ada's opening clue is refused names letters Ada does not hold; a
memory's cost counts the cards in her hand. Such words must not wait in a
status bar for six seconds, behind the curtain and in front of the next
player. So the shell shows them in a :class:`SeatNote`, which remembers its
owner (the viewer it was shown to, as the shell names viewers) and is cleared
as soon as the shell draws the screen for anyone else, the curtain comes
down, or a peek starts or ends. Words for everyone (a file saved, the zoom)
stay in the status bar.

    note = SeatNote()
    note.say("FRESH holds none of your letters.", owner=0)
    note.owner        # 0
    note.clear()      # hidden, no text, no owner
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ... import theme

#: No note is showing.
NOBODY = object()


class SeatNote(QLabel):
    """One line (wrapping) of words shown to one viewer; hidden when empty.

    Signals:
      said(text, owner): a note is shown (tests record who saw which words).
    """

    said = Signal(str, object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("seatNote")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.setStyleSheet(
            f"QLabel#seatNote {{ color: {theme.INK}; background: {theme.HIGHLIGHT_SOFT}; font-size: 12pt;"
            f" border: 1px solid {theme.HIGHLIGHT}; border-radius: 8px; padding: 6px 12px; }}"
        )
        self._owner: Any = NOBODY
        self.hide()

    @property
    def owner(self) -> Any:
        """Whose note this is (:data:`NOBODY` when none shows)."""
        return self._owner

    def say(self, text: str, owner: Any) -> None:
        """Show ``text`` to ``owner`` (replacing any note); an empty text clears."""
        if not text:
            self.clear()
            return
        self._owner = owner
        self.setText(text)
        self.show()
        self.said.emit(text, owner)

    def clear(self) -> None:
        self._owner = NOBODY
        self.setText("")
        self.hide()
