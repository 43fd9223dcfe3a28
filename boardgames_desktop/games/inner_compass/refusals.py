"""Why an action is not allowed now, in a player's words: the ``refuse`` function
of each action type (declared in :mod:`rules`) and the misplaced texts.

:meth:`rules.InnerCompass.legal_actions` lists exactly the candidates these
accept. The "who" part (whose turn it is, the game being over) and the phase
are checked before, by the protocol (``who_refusal``, ``ActionSpec.phases``).
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import T, Text, Tn
from . import data
from .actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from .data import EMOTIONS, HAND_LIMIT, SIDES
from .names import colour_text, emotion_text
from .state import State, memory_cost, others_here, pawn_start_ok, spaces_for


# -- outside its phase -------------------------------------------------------------------------
def misplaced(s: State, kind: type, phase: str) -> Text:
    """What the current ``phase`` asks for, where an action of type ``kind`` was taken."""
    if phase == "over":
        return T("The game is over.")
    if phase == "place":
        return T("First every player places their pawn.")
    if kind is PlacePawn:
        return T("The pawns are already placed.")
    if phase == "value":
        return Tn("First place your value token beside a quality tile.",
                  "First place your {n} value tokens beside quality tiles.", s.pending)
    return T("A value token is placed only when a row or column of your player board empties.")


# -- in its phase ----------------------------------------------------------------------------------
def place_pawn(s: State, seat: int, a: PlacePawn) -> Text | None:
    cell = a.cell
    if not _is_int(cell) or not 0 <= cell < data.CELLS:
        return T("There is no such cell on the board.")
    if cell in s.pawns:
        return T("Another pawn already stands on this cell.")
    if not pawn_start_ok(s.grid, s.pawns, cell):
        return T("A pawn may not start next to a cell of the same colour that holds another pawn.")
    return None


def _direction(direction: Any) -> Text | None:
    if direction not in SIDES:
        return T("Move north, east, south or west.")
    return None


def free_move(s: State, seat: int, a: FreeMove) -> Text | None:
    bad = _direction(a.direction)
    if bad:
        return bad
    if s.moves or s.felt or s.memory:
        return T("The free move comes first, before the required move.")
    if s.free_moved:
        return T("You have already made your free move this turn.")
    here = s.pawns[seat]
    assert here is not None
    to = data.step(here, a.direction)
    if to is None:
        return T("Your pawn may not leave the board.")
    if s.grid[to] != s.grid[here]:
        return T("A free move only goes to a neighbouring cell of the same colour ({colour}).",
                 colour=colour_text(s.grid[here]))
    return None


def move(s: State, seat: int, a: Move) -> Text | None:
    bad = _direction(a.direction)
    if bad:
        return bad
    if s.memory:
        return T("You have made a memory: the moves of this turn are over.")
    if s.felt:
        return T("You chose to feel, so you cannot also move again.")
    if s.moves >= 2:
        return T("You have already moved twice this turn.")
    here = s.pawns[seat]
    assert here is not None
    if data.step(here, a.direction) is None:
        return T("Your pawn may not leave the board.")
    return None


def feel(s: State, seat: int, a: Feel) -> Text | None:
    if s.moves == 0:
        return T("You feel after the required move: first move one step.")
    if s.memory:
        return T("You have made a memory: it is too late to feel.")
    if s.felt:
        return T("You have already felt this turn.")
    if s.moves >= 2:
        return T("You moved again, so you cannot also feel this turn.")
    assert s.step2 is not None
    if s.side[SIDES.index(s.step2)] is None:
        return T("No card lies face up on that side.")
    return None


def memory(s: State, seat: int, a: Memory) -> Text | None:
    if s.moves == 0:
        return T("Make a memory after the required move: first move one step.")
    if s.memory:
        return T("You have already made a memory this turn.")
    cell = s.pawns[seat]
    assert cell is not None
    if cell in s.cubes[seat]:
        return T("You already have a cube on this cell, so you cannot make a memory here.")
    colour = s.grid[cell]
    _base, _discount, _surcharge, cost = memory_cost(s.track, colour, others_here(s.cubes, seat, cell))
    have = s.hands[seat].count(colour)
    if have < cost:
        return Tn(
            "A memory of {emotion} here costs {n} {colour} card; you hold {have}.",
            "A memory of {emotion} here costs {n} {colour} cards; you hold {have}.",
            cost, emotion=emotion_text(colour), colour=colour_text(colour), have=have,
        )
    if not _is_int(a.space) or not 0 <= a.space < data.CUBES:
        return T("There is no such space on your player board.")
    if not s.spaces[seat][a.space]:
        return T("That space of your player board holds no cube any more.")
    if a.space not in spaces_for(s.spaces[seat], colour):
        return T("The cube must come from a {colour} space of your player board while one is left.",
                 colour=colour_text(colour))
    return None


def place_value(s: State, seat: int, a: PlaceValue) -> Text | None:
    if not _is_int(a.tile) or not 0 <= a.tile < len(s.qualities):
        return T("There is no such quality tile.")
    if a.tile in s.values[seat]:
        return T("You already have a value token beside this quality tile.")
    return None


def end_turn(s: State, seat: int, a: EndTurn) -> Text | None:
    if s.moves == 0:
        return T("You must move one step before your turn can end.")
    hand = list(s.hands[seat])
    excess = max(0, len(hand) - HAND_LIMIT)
    if len(a.discard) != excess:
        return Tn("Discard down to {limit} cards: choose {n} card to discard.",
                  "Discard down to {limit} cards: choose {n} cards to discard.", excess, limit=HAND_LIMIT)
    for card in a.discard:
        if card not in EMOTIONS or card not in hand:
            return T("You can only discard cards from your hand.")
        hand.remove(card)
    if tuple(a.discard) != tuple(sorted(a.discard, key=EMOTIONS.index)):
        # One spelling for each choice, so the list of legal actions is a list of distinct choices.
        return T("List the cards to discard in colour order.")
    return None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
