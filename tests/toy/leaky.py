"""Deliberately broken variants of toy cards, each putting a secret where others read it.

They exist so that the leak tests can show they fail when a game leaks:

- :data:`LEAKY_SWAP` declares the swap ``Log.PUBLIC`` (it should be
  ``SECRET``) and describes it with the action, so every log names the card
  put face down, a card only its owner may know.
- :data:`LEAKY_STATUS` puts the current seat's hand into the public view and
  names its best card in the status line, which the header, the projector
  and the curtain screen all show.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from boardgames_desktop.core.game import Log, View
from boardgames_desktop.core.i18n import SeatName, T, Text
from boardgames_desktop.core.shape import Dict, ListOf, Shape, Str

from .actions import Swap
from .data import DECK, HAND
from .rules import ToyCards
from .state import card_name, value_of


class LeakySwap(ToyCards):
    actions = tuple(
        dataclasses.replace(spec, log=Log.PUBLIC) if spec.type is Swap else spec
        for spec in ToyCards.actions
    )

    def describe(self, before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Text:
        if isinstance(action, Swap):
            return T("{who} swaps {old} face down.", who=SeatName(actor), old=card_name(action.card))
        return super().describe(before, after, actor, action, viewer)


class LeakyStatus(ToyCards):
    def view(self, state: Any, seat: int | None) -> View:
        out = super().view(state, seat)
        if out["current"] is not None:
            out["current_hand"] = list(state.hands[out["current"]])  # the bug: a secret in every view
        return out

    def public_view_shape(self, seats: int) -> Shape:
        """The leak declared, as a game that means it would: its records carry the hand."""
        base = super().public_view_shape(seats)
        assert isinstance(base, Dict)
        return Dict({**base.fields, "current_hand": ListOf(Str(choices=DECK), hi=HAND)},
                    optional=base.optional | {"current_hand"})

    def status(self, public: View) -> Text | str:
        hand = public.get("current_hand")
        if hand:
            best = max(hand, key=value_of)
            return T("{who} could play {card}.", who=SeatName(public["current"]), card=card_name(best))
        return super().status(public)


LEAKY_SWAP = LeakySwap()
LEAKY_STATUS = LeakyStatus()
