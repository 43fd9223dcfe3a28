"""Why an action is refused, in a player's words: each declaration's ``refuse``.

``Game.refusal`` has already checked the declaration's *who* and *phases*, so
each function here judges only its own action in its own phase.
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.core.game import Message
from boardgames_desktop.core.i18n import SeatName, T

from .actions import Confirm, Note, Play, Stake, Swap
from .data import GUESSES
from .state import State


def note(state: State, actor: int, action: Note) -> Message | None:
    if action.about == actor or not 0 <= action.about < state.seats:
        return T("Notes are about the other players.")
    if action.guess not in GUESSES:
        return T("A note says high or low.")
    if (action.about, action.guess) in state.notes[actor]:
        return T("You have noted that already.")
    return None


def stake(state: State, actor: int, action: Stake) -> Message | None:
    if state.staked:
        return T("{who} has already staked this turn.", who=SeatName(actor))
    if not state.hands[actor]:
        return T("With no cards in hand there is nothing to stake on.")
    return None


def play(state: State, actor: int, action: Play) -> Message | None:
    if action.card not in state.hands[actor]:
        return T("{who} does not hold that card.", who=SeatName(actor))
    return None


def swap(state: State, actor: int, action: Swap) -> Message | None:
    if action.card not in state.hands[actor]:
        return T("{who} does not hold that card.", who=SeatName(actor))
    if not state.deck:
        return T("The deck is empty: there is nothing to swap for.")
    return None


def misplaced(state: State, actor: int, action_type: type[Any]) -> Message:
    """What the phase asks for instead: only a confirmation can come out of its phase
    (a seat's turn actions are refused by *who* first, as only the seat to act may)."""
    if action_type is Confirm:
        return T("There is nothing to confirm now.")
    return T("That move is not allowed now.")
