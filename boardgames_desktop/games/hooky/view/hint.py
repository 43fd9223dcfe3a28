"""The hint on Hooky's board: the kit's hint mark around what the hinted move is
about, drawn on a transparent layer over the board (it takes no clicks).

* a question: the row of the player to ask;
* the opening clue: the cards of your hand that the word counts;
* reveal and peek: the card to reveal in your hand and the row of the player
  to peek at;
* a truant guess: the truants beside the playground;
* the hand guesses: the rows of the other players.

The words of the hint (which word, which letters, and why) are the shell's seat
note; the board only marks where the move is, with the kit's hint layer
(:class:`~boardgames_desktop.ui.kit.hintlayer.HintLayer`) over the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ..actions import Ask, GuessHands, GuessTruants, OpeningClue, RevealAndPeek

__all__ = ["hint_targets"]


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
