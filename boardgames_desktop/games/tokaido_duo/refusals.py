"""Why an action is refused, in a player's words: the rule it breaks.

One ``refuse`` per action type that can be refused within its phases (the rules
declare them), each ``None`` exactly when the action is among the legal actions
and otherwise the rule it breaks (the board shows it when a player clicks a
space that is no destination, the match when a save holds an illegal step);
and the misplaced texts, what each phase asks for instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.game import Message
from ...core.i18n import N_, T, Text, Tn
from .actions import Draw, Give, Keep, Move, Paint, ReturnGood, Sell, TakeWave, Visit
from .choices import legal_actions
from .data import (
    ARTIST,
    CHARACTER_NAMES,
    CHARACTERS,
    GOODS,
    GOODS_NAMES,
    MERCHANT,
    PILGRIM,
    REGION_SYMBOL,
    SPACES_OF,
    STATION_KIND,
    SYMBOL_NAMES,
)
from .movement import (
    can_give,
    destinations,
    merchant_blocked,
    paint_count,
    pilgrim_destinations,
    station_after,
)
from .places import place_name
from .state import ACT, AGAIN, KEEP, PICK, RETURN, ROLL, SPRING, State, die, free_dice, goods_limit, holds, specialty

Why = Callable[[State, int, Any], "Text | None"]
Refuse = Callable[[State, int, Any], "Message | None"]


# -- what each phase asks for ---------------------------------------------------------------------
_MISPLACED = {
    ROLL: N_("First roll the three dice."),
    PICK: N_("First pick a die and move its character."),
    AGAIN: N_("First pick a die and move its character."),
    KEEP: N_("First choose which goods to keep."),
    RETURN: N_("First return one good to the bag."),
    SPRING: N_("Use the hot spring on this die now, or keep it for later."),
}


def misplaced(state: State) -> Text:
    """The rule broken by an action of another phase: what this phase asks for."""
    if state.phase == ACT and state.pick is not None:
        return T("First choose the {character}'s action, or pass.",
                 character=T(CHARACTER_NAMES[state.pick.character]))
    if state.phase in _MISPLACED:
        return T(_MISPLACED[state.phase])
    return T("That move is not allowed now.")


# -- the shape of every refusal -------------------------------------------------------------------
def _unless_listed(why: Why) -> Refuse:
    """A refusal that accepts exactly the listed legal actions and names ``why`` not
    (or the plain rule when ``why`` has nothing more to say)."""

    def refuse(state: State, seat: int, action: Any) -> Message | None:
        if action in legal_actions(state, seat):
            return None
        return why(state, seat, action) or T("That move is not allowed now.")

    return refuse


def _by(character: str, rule: str, why: Why) -> Why:
    """An action of one character's space: taken with another character's die it breaks ``rule``."""

    def judged(state: State, seat: int, action: Any) -> Text | None:
        assert state.pick is not None
        if state.pick.character != character:
            return T(rule)
        return why(state, seat, action)

    return judged


# -- moves ------------------------------------------------------------------------------------------
_OFF_TRACK = {
    PILGRIM: N_("The pilgrim walks the coast road only."),
    MERCHANT: N_("The merchant travels the trade routes between towns only."),
    ARTIST: N_("The artist moves from region to region."),
}


def _wrong_die(state: State, character: str) -> Text | None:
    """A die this pick may not use: not the hot spring's repeat, or taken already."""
    pick = state.pick
    if state.phase == AGAIN and pick is not None and character != pick.character:
        return T("The hot spring repeats the same die: move the {character} again.",
                 character=T(CHARACTER_NAMES[pick.character]))
    if state.phase == PICK and character not in free_dice(state):
        return T("The {character} die has been used this round.", character=T(CHARACTER_NAMES[character]))
    return None


def _pilgrim_miss(state: State, seat: int, action: Move, number: int) -> Text:
    here = state.players[seat].pilgrim
    for steps in range(1, 6):
        if station_after(here, steps) == action.to:
            landing = [d for d in pilgrim_destinations(state, seat, number) if steps in d.steps]
            if landing:
                return T("That station is occupied: a pilgrim landing there goes on to the next empty "
                         "station, {place}.", place=place_name(landing[0].space))
    return Tn("The pilgrim walks clockwise exactly {n} station (occupied stations count).",
              "The pilgrim walks clockwise exactly {n} stations (occupied stations count).", number)


def _merchant_miss(state: State, seat: int, action: Move, number: int) -> Text:
    if action.to in merchant_blocked(state, seat, number):
        return T("A coastal town holds one character at a time, and {place} is occupied.",
                 place=place_name(action.to))
    return Tn("The merchant must travel exactly {n} town along the trade routes, no town twice.",
              "The merchant must travel exactly {n} towns along the trade routes, no town twice.", number)


def _artist_miss(state: State, seat: int, action: Move, number: int) -> Text:
    return Tn("The artist must move exactly {n} region, one neighbouring region at a time, no region twice.",
              "The artist must move exactly {n} regions, one neighbouring region at a time, no region twice.",
              number)


_MISSES: dict[str, Callable[[State, int, Move, int], Text]] = {
    PILGRIM: _pilgrim_miss, MERCHANT: _merchant_miss, ARTIST: _artist_miss,
}


def _why_move(state: State, seat: int, action: Move) -> Text | None:
    character = action.character
    if character not in CHARACTERS:
        return None
    wrong = _wrong_die(state, character)
    if wrong is not None:
        return wrong
    if action.to not in SPACES_OF[character]:
        return T(_OFF_TRACK[character])
    number = state.pick.number if state.phase == AGAIN and state.pick else die(state, character)
    if not destinations(state, seat, character, number):
        return T("The {character} cannot move exactly {n}: it stays where it is.",
                 character=T(CHARACTER_NAMES[character]), n=number)
    return _MISSES[character](state, seat, action, number)


# -- goods ------------------------------------------------------------------------------------------
def _why_keep(state: State, seat: int, action: Keep) -> Text:
    have = state.players[seat].goods
    if any(k < 0 or k > h for k, h in zip(action.goods, have)):
        return T("You can keep only goods you have.")
    return T("Keep exactly {n} goods; the others go back to the bag.", n=goods_limit(state, seat))


def _why_return_good(state: State, seat: int, action: ReturnGood) -> Text:
    return T("You have no {good} to return.", good=T(GOODS_NAMES.get(action.good, action.good)))


# -- the pilgrim's stations -------------------------------------------------------------------------
def _why_visit(state: State, seat: int, action: Visit) -> Text:
    kind = STATION_KIND[state.players[seat].pilgrim]
    if kind == "seaside":
        return T("At the seaside, choose a wave tile.")
    if kind == "hot_spring":
        return T("You hold the hot spring already.")
    return T("Your track is at its end already.")


def _why_take_wave(state: State, seat: int, action: TakeWave) -> Text | None:
    if STATION_KIND[state.players[seat].pilgrim] != "seaside":
        return T("Wave tiles are taken at the seaside.")
    if action.character not in CHARACTERS:
        return None
    holder = state.wave_holders[CHARACTERS.index(action.character)]
    if holder == seat:
        return T("You hold that wave tile already.")
    if holder is not None:
        return T("While a wave tile lies on the board, take one from the board, not from your opponent.")
    return None


# -- the artist's paintings -------------------------------------------------------------------------
def _why_paint(state: State, seat: int, action: Paint) -> Text | None:
    me = state.players[seat]
    if not me.face_down:
        return T("All your paintings are face up already.")
    if action.extra and not holds(state, seat, "skilled"):
        return T("Only the holder of Skilled paints one extra.")
    if paint_count(state, me.artist) == 0:
        return T("No pilgrim or merchant is on this region's coast or in its mountain towns: "
                 "there is nothing to paint.")
    return None


def _why_give(state: State, seat: int, action: Give) -> Text | None:
    me = state.players[seat]
    top = me.first_face_up
    if top is None:
        return T("You have no face-up painting to give.")
    assert state.pick is not None
    if not can_give(state, seat, state.pick.path):
        return T("You can give your first face-up painting ({painting}) only in a region of its symbol; "
                 "this region shows {symbol}.", painting=T(SYMBOL_NAMES[top]),
                 symbol=T(SYMBOL_NAMES[REGION_SYMBOL[me.artist]]))
    return None


# -- the merchant's trade ---------------------------------------------------------------------------
def _why_draw(state: State, seat: int, action: Draw) -> Text:
    if not state.players[seat].merchant.startswith("m"):
        return T("Goods are drawn in the mountain towns; coastal towns buy them.")
    return T("Only the holder of Powerful draws one extra good.")


def _why_sell(state: State, seat: int, action: Sell) -> Text:
    me = state.players[seat]
    if not me.merchant.startswith("s"):
        return T("Goods are sold in coastal towns.")
    good, _ = specialty(state, me.merchant)
    if action.cunning and not holds(state, seat, "cunning"):
        return T("Only the holder of Cunning earns an extra coin a good.")
    return T("This town buys {good} only, and you have {n}.", good=T(GOODS_NAMES[good]),
             n=me.goods[GOODS.index(good)])


_PILGRIM_ONLY = N_("Only the pilgrim visits stations.")
_ARTIST_ONLY = N_("Only the artist paints and gives paintings.")
_MERCHANT_ONLY = N_("Only the merchant trades.")

# -- the refusals the rules declare -----------------------------------------------------------------
refuse_move = _unless_listed(_why_move)
refuse_keep = _unless_listed(_why_keep)
refuse_return_good = _unless_listed(_why_return_good)
refuse_visit = _unless_listed(_by(PILGRIM, _PILGRIM_ONLY, _why_visit))
refuse_take_wave = _unless_listed(_by(PILGRIM, _PILGRIM_ONLY, _why_take_wave))
refuse_paint = _unless_listed(_by(ARTIST, _ARTIST_ONLY, _why_paint))
refuse_give = _unless_listed(_by(ARTIST, _ARTIST_ONLY, _why_give))
refuse_draw = _unless_listed(_by(MERCHANT, _MERCHANT_ONLY, _why_draw))
refuse_sell = _unless_listed(_by(MERCHANT, _MERCHANT_ONLY, _why_sell))
