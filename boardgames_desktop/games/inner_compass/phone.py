"""What a seat's phone shows in Inner Compass: the hand (only its player sees it)
and the EP so far, the public status, and the seat's moves in words."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.game import Phone, PhoneChoice, PhoneItem, TooMany, View
from ...core.i18n import T, Text, Tn
from . import data
from .actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from .describe import public_status
from .names import colour_text, emotion_text
from .preview import cost_text, memory_preview


def _cell(view: View, cell: int) -> Text:
    return T("{cell} ({colour})", cell=data.cell_name(cell), colour=colour_text(view["grid"][cell]))


def _space(space: int) -> Text:
    row, column = divmod(space, data.PB_COLS)
    return T("row {row}, column {column} of your player board", row=row + 1, column=column + 1)


def action_label(view: View, seat: int, action: Any) -> Text:
    """A move of ``seat`` in a few words, from its view."""
    if isinstance(action, PlacePawn):
        return T("Place your pawn on {cell}", cell=_cell(view, action.cell))
    if isinstance(action, FreeMove):
        return T("Move freely {direction}", direction=T(data.SIDE_NAME[action.direction]))
    if isinstance(action, Move):
        return T("Move {direction}", direction=T(data.SIDE_NAME[action.direction]))
    if isinstance(action, Feel):
        return T("Feel: draw a card")
    if isinstance(action, Memory):
        cell = view["pawns"][seat]
        preview = memory_preview(view, seat, cell)
        return T("Make a memory of {emotion} ({cost}), the cube from {space}",
                 emotion=emotion_text(view["grid"][cell]), cost=cost_text(preview), space=_space(action.space))
    if isinstance(action, PlaceValue):
        return T("Place a value token beside {tile}", tile=T(data.TILE[view["qualities"][action.tile]].title))
    assert isinstance(action, EndTurn)
    if not action.discard:
        return T("End the turn")
    return T("End the turn, discarding {cards}", cards=tuple(colour_text(c) for c in action.discard))


def phone(view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
    hand = view["hand"] or []
    secret = tuple(PhoneItem(Tn("{n} {colour} card", "{n} {colour} cards", n, colour=colour_text(colour)),
                             emotion_text(colour))
                   for colour, n in sorted(Counter(hand).items()))
    public: list[Text | str] = [public_status(view)]
    ep = view["ep"]
    if ep is not None:
        public.append(T("Your EP so far: {ep}", ep=ep["total"]))
    choices = () if isinstance(legal, TooMany) else tuple(PhoneChoice(action_label(view, seat, a), a) for a in legal)
    return Phone(secret=secret, public=tuple(public), choices=choices)
