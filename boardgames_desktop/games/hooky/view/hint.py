"""The hint on Hooky's board: the kit's hint mark around what the hinted move is
about, drawn on a transparent layer over the board (it takes no clicks).

* a question: the row of the player to ask;
* the opening clue: the cards of your hand that the word counts;
* reveal and peek: the card to reveal in your hand and the row of the player
  to peek at;
* a truant guess: the truants beside the playground;
* the hand guesses: the rows of the other players.

Below the board the controls that take the move are marked with a second layer
over the action panel (:func:`control_targets`): the player to ask, the word
field and Ask (or Give clue); Reveal & peek, the card, the player to peek at
and the button; the letters of a truant guess and its button; the rows of the
hand guesses and their button. A worksheet note is taken on the worksheet: its
page button is marked.

The words of the hint (which word, which letters, and why) are the shell's seat
note; the board only marks where the move is, with the kit's hint layer
(:class:`~boardgames_desktop.ui.kit.hintlayer.HintLayer`) over the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ..actions import Ask, GuessHands, GuessTruants, Mark, OpeningClue, RevealAndPeek

__all__ = ["control_targets", "hint_targets"]


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


def control_targets(board: Any, action: Any) -> list[QWidget]:
    """The controls below the board (and the page buttons above it) that take ``action``
    (see the module doc); the hint layer marks those on show."""
    wp = board.actions.word_panel
    sheet = board.actions.sheet
    if isinstance(action, OpeningClue):
        return [wp.word, wp.go]
    if isinstance(action, Ask):
        button = wp.targets.buttons.get(action.target)
        return [b for b in (button, wp.word, wp.go) if b is not None]
    if isinstance(action, RevealAndPeek):
        card = wp.reveal_cards.card(action.letter)
        peek = wp.peek_targets.buttons.get(action.target)
        return [w for w in (wp.reveal_toggle, card, peek, wp.reveal_button) if w is not None]
    if isinstance(action, GuessTruants):
        return [sheet.click_letter(ch) for ch in action.letters if ch in sheet.keyboard.keys] + [sheet.go]
    if isinstance(action, GuessHands):
        rows = [b for row, b in zip(sheet.rows, sheet.row_buttons)
                if row.seat is not None and row.seat < len(action.guesses) and action.guesses[row.seat]]
        return [*rows, sheet.go]
    if isinstance(action, Mark):
        return [board.page_buttons["sheet"]]
    return []
