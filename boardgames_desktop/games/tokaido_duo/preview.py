"""What a move would give, in a few words, before the player commits to it.

Built from the player's view with the real rules (a determinized state: the
face-down paintings never decide what a space offers), so the board on screen
shows for every highlighted destination the action it leads to.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import T, Text, Tn
from ...core.rng import Rng
from .actions import Draw, Give, Move, Paint, Sell, TakeWave, Visit
from .choices import act_actions
from .data import GOODS_NAMES, MOUNTAIN_DRAW, STATION_KIND, SYMBOL_NAMES, WAVE_NAMES
from .effects import on_move
from .movement import paint_count
from .state import ACT, State, specialty, wave_name
from .views import determinize


def after_move(view: dict[str, Any], seat: int, move: Move) -> State:
    return on_move(determinize(view, seat, Rng(0)), seat, move)


def preview(view: dict[str, Any], seat: int, move: Move) -> Text:
    """A short note of what ``move`` leads to ("+3 coins", "temple 5", "draw 3", "paint 2 · give")."""
    after = after_move(view, seat, move)
    if after.phase != ACT or after.pick is None or after.pick.seat != seat:
        if view["players"][seat][move.character] == move.to:
            return T("stays")
        return T("nothing to do")
    options = act_actions(after)
    me = after.players[seat]
    notes: list[Text] = []
    waves = tuple(T(WAVE_NAMES[wave_name(after, a.character)]) for a in options if isinstance(a, TakeWave))
    if waves:
        notes.append(T("a wave tile: {waves}", waves=waves))
    for a in options:
        if isinstance(a, Visit):
            notes.append(_visit_note(after, seat))
        elif isinstance(a, Draw) and not a.extra:
            notes.append(Tn("draw {n} good", "draw {n} goods", MOUNTAIN_DRAW[me.merchant]))
        elif isinstance(a, Paint) and not a.extra:
            n = min(paint_count(after, me.artist), me.face_down)
            notes.append(Tn("paint {n}", "paint {n}", n))
        elif isinstance(a, Paint) and a.extra and not any(isinstance(o, Paint) and not o.extra for o in options):
            notes.append(T("paint 1 (Skilled)"))
        elif isinstance(a, Give):
            notes.append(T("give {symbol}", symbol=T(SYMBOL_NAMES[me.first_face_up or "moon"])))
    sells = [a for a in options if isinstance(a, Sell) and not a.cunning]
    if sells:
        good, price = specialty(after, me.merchant)
        n = max(a.count for a in sells)
        notes.append(T("sell {good} up to {n} × {price}", good=T(GOODS_NAMES[good]), n=n, price=price))
    if not notes and move.character == "merchant" and me.merchant.startswith("s"):
        good, price = specialty(after, me.merchant)
        return T("buys {good} at {price}: you have none", good=T(GOODS_NAMES[good]), price=price)
    if not notes:
        return T("nothing to do")
    return _join(notes)


def _visit_note(state: State, seat: int) -> Text:
    me = state.players[seat]
    kind = STATION_KIND[me.pilgrim]
    if kind == "coastal":
        return Tn("+{n} coin", "+{n} coins", specialty(state, me.pilgrim)[1])
    if kind == "temple":
        return T("temple {n}", n=me.temple + 1)
    if kind == "garden":
        return T("garden {n}", n=me.garden + 1)
    if state.spring is None:
        return T("hot spring")
    return T("hot spring from the opponent")


def _join(notes: list[Text]) -> Text:
    if len(notes) == 1:
        return notes[0]
    return T("{first} · {rest}", first=notes[0], rest=_join(notes[1:]))

