"""What a seat's phone shows in Tokaido Duo: nothing is secret, so its player's
boards in words and that seat's moves, each labelled as the hint names it."""

from __future__ import annotations

from typing import Any

from ...core.game import Phone, PhoneChoice, TooMany
from ...core.i18n import T, Text, Tn
from .actions import Draw, Give, Keep, Move, Paint, Pass, ReturnGood, Sell, TakeWave, UseSpring, Visit
from .data import CHARACTER_NAMES, GOODS, GOODS_NAMES, SYMBOL_NAMES, WAVE_NAMES
from .describe import status
from .places import place_name


def action_label(view: dict[str, Any], seat: int, action: Any) -> Text:
    """The move in a few words (the hint's and the phone's)."""
    me = view["players"][seat]
    if isinstance(action, Move):
        return T("Move the {character} to {place}", character=T(CHARACTER_NAMES[action.character]),
                 place=place_name(action.to))
    if isinstance(action, Visit):
        return T("Use {place}", place=place_name(me["pilgrim"]))
    if isinstance(action, TakeWave):
        wave = next(w for w in view["waves"] if w["character"] == action.character)
        return T("Take the wave tile {wave}", wave=T(WAVE_NAMES[wave["name"]]))
    if isinstance(action, Paint):
        return T("Paint")
    if isinstance(action, Give):
        return T("Give the {symbol} painting", symbol=T(SYMBOL_NAMES[me["paintings"][me["given"]]]))
    if isinstance(action, Draw):
        return T("Draw goods")
    if isinstance(action, Sell):
        return Tn("Sell {n} good", "Sell {n} goods", action.count)
    if isinstance(action, UseSpring):
        return T("Use the hot spring")
    if isinstance(action, Pass):
        return T("Keep the hot spring for later") if view["phase"] == "spring" else T("Take no action")
    if isinstance(action, Keep):
        return T("Keep {goods}", goods=tuple(T(GOODS_NAMES[g]) for g, n in zip(GOODS, action.goods)
                                             for _ in range(n)))
    if isinstance(action, ReturnGood):
        return T("Return a {good}", good=T(GOODS_NAMES[action.good]))
    return T("Roll the dice")



def phone(view: dict[str, Any], seat: int, legal: list[Any] | TooMany) -> Phone:
    """The seat's moves, and its boards' score and purse, from its view."""
    me = view["players"][seat]
    score = me["score"]
    goods = tuple(T(GOODS_NAMES[g]) for g in GOODS for _ in range(me["goods"][g]))
    public: list[Text] = [
        status(view),
        T("Faith {faith}, commerce {commerce}, culture {culture}: {total} in all.", **score),
        Tn("{n} coin", "{n} coins", me["coins"]),
    ]
    if goods:
        public.append(T("Goods: {goods}", goods=goods))
    choices = () if isinstance(legal, TooMany) else tuple(PhoneChoice(action_label(view, seat, a), a) for a in legal)
    return Phone(public=tuple(public), choices=choices)
