"""...and then we held hands: why an action is refused, in a player's words.

The ``refuse`` function of each action type that has one (its declaration in
:mod:`.rules` names the phases it belongs to), the step rule's words, whose
turn it is, and what each phase asks for instead (:func:`misplaced`).
"""

from __future__ import annotations

from ...core.game import TABLE
from ...core.i18n import SeatName, T, Text
from .actions import EndTurn, Fan, Step
from .data import ADJACENT, BALANCE_CHANGE, HEART, NODES
from .describe import colour_text, emotion_text, signed
from .state import State, balance_after, card_owner, end_choices, pays, phase_of, showing, visible

# -- whose turn, and what the phase asks for -------------------------------------------
FAN_FIRST = T("First each player fans their hand to the left or to the right.")
REVEAL_FIRST = T("You have no active goal: this turn you reveal your next goal.")
FANNED_AT_START = T("Hands are fanned only at the start of the game.")


def who_refusal(state: State, actor: int) -> Text | None:
    """Only the two partners play, one at a time (the table enters nothing)."""
    if state.result is not None:
        return T("The game is over.")
    if actor == TABLE:
        return T("Only a player can do this.")
    if actor != state.current:
        return T("It is {who}'s turn.", who=SeatName(state.current))
    return None


def misplaced(state: State, seat: int, action_type: type) -> Text:
    """What the current phase asks for instead of an action of ``action_type``
    (one of another phase): fanning at the start, revealing when no goal is
    active, moving once one is."""
    phase = phase_of(state)
    if phase == "fan":
        return FAN_FIRST
    if action_type is Fan:
        return FANNED_AT_START
    if phase == "reveal":
        return REVEAL_FIRST
    # The move phase, asked to reveal a goal.
    if state.active_goals[seat] is not None:
        return T("You already have an active goal.")
    return T("Your goals for this ring are all done.")


# -- the refusals of each action type ------------------------------------------------------
def refuse_fan(state: State, seat: int, action: Fan) -> Text | None:
    if action.side not in ("L", "R"):
        return FAN_FIRST
    return None


def refuse_step(state: State, seat: int, action: Step) -> Text | None:
    return step_refusal(state, seat, action.node, action.card)


def refuse_end(state: State, seat: int, action: EndTurn) -> Text | None:
    if not state.path:
        return T("A move must enter at least one node before the turn ends.")
    if action.perspective not in end_choices(state, seat):
        return T("Ending on this side of the board sets your perspective; you cannot choose it.")
    return None


# -- the step rule's words ------------------------------------------------------------
FURTHER_IN = (
    T("You may not go further in than the outer ring yet."),
    T("You may not go further in than the middle ring yet."),
    T("You may not go further in than the inner ring yet."),
)
IN_HEART = T("You are in the heart already.")
HEART_ENDS_MOVE = T("Entering the heart ends your move.")
NOT_JOINED = T("You can only step to a node joined to yours by a line.")
PARTNERS_NODE = T("You may not enter or pass your partner's node.")
TWICE = T("You may not enter a node twice in one turn (the node you started on counts).")
HEART_CLOSED = T("The heart opens only when both of you have done the inner ring's goals.")


def enter_refusal(state: State, seat: int, node: str) -> Text | None:
    """Why ``seat`` may not enter ``node`` now, whatever card pays (or None)."""
    here = state.positions[seat]
    if here == HEART:
        return IN_HEART
    if state.path and state.path[-1] == HEART:
        return HEART_ENDS_MOVE
    if node not in NODES:
        return T("There is no node '{node}'.", node=node[:12])
    reason = _blocked(state, seat, here, node)
    if reason is not None:
        return reason
    return _locked(state.ring, node)


def _blocked(state: State, seat: int, here: str, node: str) -> Text | None:
    """Whether the way to ``node`` is blocked: no line, the partner there, or entered before."""
    if node not in ADJACENT[here]:
        return NOT_JOINED
    if node == state.positions[1 - seat] and node != HEART:
        return PARTNERS_NODE
    if node in state.path or node == state.turn_start:
        return TWICE
    return None


def _locked(ring: int, node: str) -> Text | None:
    """Whether ``node`` lies further in than the rings open (``ring``) allow."""
    if node == HEART:
        return HEART_CLOSED if ring < 3 else None
    return FURTHER_IN[ring] if NODES[node].ring > ring else None


def step_refusal(state: State, seat: int, node: str, card: int | None) -> Text | None:
    """Why ``seat`` may not enter ``node`` now paying with ``card`` (or None).
    ``card=None`` asks about the node alone."""
    reason = enter_refusal(state, seat, node)
    if reason is not None or card is None:
        return reason
    owner = card_owner(state, card)
    if owner is None:
        return T("That card is in neither hand.")
    shown = visible(card, state.perspectives[owner])
    if pays(state, seat, node, shown):
        return None
    if node == HEART:
        return _heart_unpaid(state, seat, shown)
    return _wrong_emotion(state, node, shown)


def _heart_unpaid(state: State, seat: int, shown: str) -> Text:
    """A card showing ``shown`` would not bring the balance to 0 entering the heart."""
    after = balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown])
    if not any(pays(state, seat, HEART, e) for e in showing(state)):
        return T(
            "To enter the heart your balance must then be 0; this {shown} card would leave it "
            "at {balance}; no card in either hand would leave it at 0.",
            shown=emotion_text(shown), balance=signed(after),
        )
    return T(
        "To enter the heart your balance must then be 0; this {shown} card would leave it at {balance}.",
        shown=emotion_text(shown), balance=signed(after),
    )


def _wrong_emotion(state: State, node: str, shown: str) -> Text:
    """A card showing ``shown`` does not pay for ``node`` (a node of another emotion)."""
    want = NODES[node].emotion
    assert want is not None  # only the heart has no emotion, and it is answered apart
    args = {"shown": emotion_text(shown), "colour": colour_text(shown), "want": emotion_text(want),
            "want_colour": colour_text(want)}
    if want not in showing(state):
        return T(
            "That card shows {shown} ({colour}) from its owner's perspective, and no card in either "
            "hand shows {want} ({want_colour}), the emotion of this node.",
            **args,
        )
    return T("That card shows {shown} ({colour}) from its owner's perspective; this node is {want} ({want_colour}).",
             **args)
