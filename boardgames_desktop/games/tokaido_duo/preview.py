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
    notes = _wave_notes(after, options) + [n for a in options for n in _note(after, seat, a, options)]
    notes += _sell_notes(after, seat, options)
    if not notes and move.character == "merchant" and me.merchant.startswith("s"):
        good, price = specialty(after, me.merchant)
        return T("buys {good} at {price}: you have none", good=T(GOODS_NAMES[good]), price=price)
    if not notes:
        return T("nothing to do")
    return _join(notes)


def _wave_notes(state: State, options: list[Any]) -> list[Text]:
    """The wave tiles the seaside offers, in one note."""
    waves = tuple(T(WAVE_NAMES[wave_name(state, a.character)]) for a in options if isinstance(a, TakeWave))
    return [T("a wave tile: {waves}", waves=waves)] if waves else []


def _note(state: State, seat: int, action: Any, options: list[Any]) -> list[Text]:
    """The note of one of the space's actions (none for those said elsewhere or not worth saying)."""
    me = state.players[seat]
    if isinstance(action, Visit):
        return [_visit_note(state, seat)]
    if isinstance(action, Draw) and not action.extra:
        return [Tn("draw {n} good", "draw {n} goods", MOUNTAIN_DRAW[me.merchant])]
    if isinstance(action, Paint):
        return _paint_note(state, seat, action, options)
    if isinstance(action, Give):
        return [T("give {symbol}", symbol=T(SYMBOL_NAMES[me.first_face_up or "moon"]))]
    return []


def _paint_note(state: State, seat: int, action: Paint, options: list[Any]) -> list[Text]:
    """How many paintings turn; Skilled's one only where it is the only way to paint."""
    me = state.players[seat]
    if not action.extra:
        n = min(paint_count(state, me.artist), me.face_down)
        return [Tn("paint {n}", "paint {n}", n)]
    if not any(isinstance(o, Paint) and not o.extra for o in options):
        return [T("paint 1 (Skilled)")]
    return []


def _sell_notes(state: State, seat: int, options: list[Any]) -> list[Text]:
    """The most the town buys, at its price."""
    sells = [a for a in options if isinstance(a, Sell) and not a.cunning]
    if not sells:
        return []
    good, price = specialty(state, state.players[seat].merchant)
    n = max(a.count for a in sells)
    return [T("sell {good} up to {n} × {price}", good=T(GOODS_NAMES[good]), n=n, price=price)]


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

