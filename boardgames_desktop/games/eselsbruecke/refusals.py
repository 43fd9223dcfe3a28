"""Why Eselsbrücke refuses an action (no Qt): the ``refuse`` of each declaration
in ``rules.py`` that has one, and the texts for an action taken in another phase.

The declarations already hold *who* may act and in which phases; these say what
else a rule asks, in a player's words.
"""

from __future__ import annotations

from functools import cache

from ...core.game import Message
from ...core.i18n import T
from . import data
from .actions import CheckCloud, Name, Right, RightCloud, Take, TimeUp, Wrong
from .describe import joined, status
from .state import State, cloud_case, take_choices
from .views import view


def not_allowed() -> Message:
    return T("That move is not allowed now.")


def take_rule() -> Message:
    return T("A seat may take a card only if it got none, and only from a seat earlier "
             "in the guessing order once every seat holding a card has guessed wrong.")


def cannot_name() -> Message:
    return T("That card cannot be named now.")


@cache
def _pictures() -> frozenset[str]:
    return frozenset(data.picture_ids())


# -- one function an action type that has a rule of its own ------------------------------------


def refuse_take(state: State, actor: int, action: Take) -> Message | None:
    if (action.holder, action.slot) in take_choices(state, state.guesser):
        return None
    return take_rule()


def refuse_name(state: State, actor: int, action: Name) -> Message | None:
    """At one screen a seat names any picture of the deck it does not hold, not named yet."""
    if action.picture in state.hands[state.guesser]:
        return T("You hold that card yourself: name a card another seat holds.")
    if action.picture in state.named:
        return T("That picture was already named; name another one.")
    if state.must_take:
        return T("First take a card from a seat earlier in the guessing order.")
    if state.mode != "digital" or action.picture not in _pictures():
        # In host mode the table confirms guesses; nobody names a picture here.
        return T("That is not a picture of this deck.")
    return None


def _host_judges(state: State) -> bool:
    """The host judges the guess now (no seat must take a card first)."""
    return state.mode == "host" and not state.must_take


def refuse_right(state: State, actor: int, action: Right) -> Message | None:
    holder, slot = action.holder, action.slot
    held = 0 <= holder < state.seats and holder != state.guesser and 0 <= slot < len(state.hands[holder])
    if _host_judges(state) and not cloud_case(state) and held:
        return None
    return cannot_name()


def refuse_check_cloud(state: State, actor: int, action: CheckCloud) -> Message | None:
    return None if _host_judges(state) and cloud_case(state) else cannot_name()


def refuse_wrong(state: State, actor: int, action: Wrong) -> Message | None:
    # While the thought-cloud card lies face up, the host may always say "wrong".
    return None if state.phase == "cloud_check" or _host_judges(state) else not_allowed()


def refuse_time_up(state: State, actor: int, action: TimeUp) -> Message | None:
    return not_allowed() if state.must_take else None


# -- another phase -----------------------------------------------------------------------

#: Action types whose rule reads the same in every phase.
_OUT_OF_PHASE = {Take: take_rule, Right: cannot_name, RightCloud: cannot_name, CheckCloud: cannot_name}


def misplaced(state: State, kind: type) -> Message:
    """An action of type ``kind`` taken outside its phases: its own rule where it
    has one that holds in every phase, else what the current phase asks for
    (the status line: "Round 2: Ada draws 3 pictures for a story.")."""
    rule = _OUT_OF_PHASE.get(kind)
    if rule is not None:
        return rule()
    return joined([not_allowed(), status(view(state, None))])


__all__ = ["misplaced", "refuse_check_cloud", "refuse_name", "refuse_right", "refuse_take",
           "refuse_time_up", "refuse_wrong"]
