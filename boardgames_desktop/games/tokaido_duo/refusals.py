"""Why an action is refused, in a player's words: the rule it breaks.

``refusal_reason`` answers ``None`` exactly when the action is among the legal
actions; otherwise it names the rule (the board shows it when a player clicks
a space that is no destination, the match when a save holds an illegal step).
"""

from __future__ import annotations

from typing import Any

from ...core.errors import IllegalAction
from ...core.i18n import T, Text, Tn
from .board import (
    can_give,
    destinations,
    merchant_blocked,
    paint_count,
    pilgrim_destinations,
    station_after,
)
from .data import (
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
    TOWN_NAMES,
    space_number,
)
from .state import (
    ACT,
    AGAIN,
    KEEP,
    PICK,
    RETURN,
    ROLL,
    SPRING,
    State,
    die,
    free_dice,
    goods_limit,
    holds,
    specialty,
)


def place_name(space: str) -> Text:
    """A space as people name it: a town, a numbered station, a mountain town, a region."""
    from .data import KIND_NAMES, MOUNTAIN_NAMES, REGION_NAMES

    if space in TOWN_NAMES:
        return T("{town} (station {n})", town=T(TOWN_NAMES[space]), n=space_number(space))
    if space.startswith("s"):
        return T("station {n}, {kind}", n=space_number(space), kind=T(KIND_NAMES[STATION_KIND[space]]))
    if space.startswith("m"):
        return T("{town} (mountain town)", town=T(MOUNTAIN_NAMES[space]))
    return T("{region} ({symbol})", region=T(REGION_NAMES[space]), symbol=T(SYMBOL_NAMES[REGION_SYMBOL[space]]))


def refusal_reason(game: Any, state: State, actor: int, action: Any) -> Any:
    from .rules import legal_actions

    try:
        spec = game.spec(action)
    except IllegalAction as exc:  # not an action of this game
        return exc.rule
    reason = game.who_refusal(state, actor, spec)
    if reason is not None:
        return reason
    if action in legal_actions(state, actor):
        return None
    return _why(state, actor, action) or T("That move is not allowed now.")


def _why(state: State, seat: int, action: Any) -> Text | None:
    from .rules import (
        Draw,
        Give,
        Keep,
        Move,
        Paint,
        Pass,
        ReturnGood,
        Roll,
        Sell,
        TakeWave,
        UseSpring,
        Visit,
    )

    phase = state.phase
    if phase == ROLL and not isinstance(action, Roll):
        return T("First roll the three dice.")
    if phase in (PICK, AGAIN) and not isinstance(action, Move):
        return T("First pick a die and move its character.")
    if phase == KEEP and not isinstance(action, Keep):
        return T("First choose which goods to keep.")
    if phase == RETURN and not isinstance(action, ReturnGood):
        return T("First return one good to the bag.")
    if phase == SPRING and not isinstance(action, (UseSpring, Pass)):
        return T("Use the hot spring on this die now, or keep it for later.")
    if isinstance(action, Move):
        return _why_move(state, seat, action)
    if isinstance(action, Keep):
        limit = goods_limit(state, seat)
        have = state.players[seat].goods
        if any(k < 0 or k > h for k, h in zip(action.goods, have)):
            return T("You can keep only goods you have.")
        return T("Keep exactly {n} goods; the others go back to the bag.", n=limit)
    if isinstance(action, ReturnGood):
        return T("You have no {good} to return.", good=T(GOODS_NAMES.get(action.good, action.good)))
    if phase != ACT or state.pick is None:
        return None
    me = state.players[seat]
    pick = state.pick
    if isinstance(action, (Visit, TakeWave)) and pick.character != PILGRIM:
        return T("Only the pilgrim visits stations.")
    if isinstance(action, (Paint, Give)) and pick.character != "artist":
        return T("Only the artist paints and gives paintings.")
    if isinstance(action, (Draw, Sell)) and pick.character != MERCHANT:
        return T("Only the merchant trades.")
    if isinstance(action, Visit):
        kind = STATION_KIND[me.pilgrim]
        if kind == "seaside":
            return T("At the seaside, choose a wave tile.")
        if kind == "hot_spring":
            return T("You hold the hot spring already.")
        return T("Your track is at its end already.")
    if isinstance(action, TakeWave):
        if STATION_KIND[me.pilgrim] != "seaside":
            return T("Wave tiles are taken at the seaside.")
        i = CHARACTERS.index(action.character) if action.character in CHARACTERS else -1
        if i < 0:
            return None
        holder = state.wave_holders[i]
        if holder == seat:
            return T("You hold that wave tile already.")
        if holder is not None:
            return T("While a wave tile lies on the board, take one from the board, not from your opponent.")
        return None
    if isinstance(action, Paint):
        if not me.face_down:
            return T("All your paintings are face up already.")
        if action.extra and not holds(state, seat, "skilled"):
            return T("Only the holder of Skilled paints one extra.")
        if paint_count(state, me.artist) == 0:
            return T("No pilgrim or merchant is on this region's coast or in its mountain towns: "
                     "there is nothing to paint.")
        return None
    if isinstance(action, Give):
        top = me.first_face_up
        if top is None:
            return T("You have no face-up painting to give.")
        if not can_give(state, seat, pick.path):
            return T("You can give your first face-up painting ({painting}) only in a region of its symbol; "
                     "this region shows {symbol}.", painting=T(SYMBOL_NAMES[top]),
                     symbol=T(SYMBOL_NAMES[REGION_SYMBOL[me.artist]]))
        return None
    if isinstance(action, Draw):
        if not me.merchant.startswith("m"):
            return T("Goods are drawn in the mountain towns; coastal towns buy them.")
        return T("Only the holder of Powerful draws one extra good.")
    if isinstance(action, Sell):
        if not me.merchant.startswith("s"):
            return T("Goods are sold in coastal towns.")
        good, _ = specialty(state, me.merchant)
        if action.cunning and not holds(state, seat, "cunning"):
            return T("Only the holder of Cunning earns an extra coin a good.")
        return T("This town buys {good} only, and you have {n}.", good=T(GOODS_NAMES[good]),
                 n=me.goods[GOODS.index(good)])
    return None


def _why_move(state: State, seat: int, action: Any) -> Text | None:
    character = action.character
    if character not in CHARACTERS:
        return None
    who = T(CHARACTER_NAMES[character])
    if state.phase == AGAIN and state.pick is not None and character != state.pick.character:
        return T("The hot spring repeats the same die: move the {character} again.",
                 character=T(CHARACTER_NAMES[state.pick.character]))
    if state.phase == PICK and character not in free_dice(state):
        return T("The {character} die has been used this round.", character=who)
    if action.to not in SPACES_OF[character]:
        if character == PILGRIM:
            return T("The pilgrim walks the coast road only.")
        if character == MERCHANT:
            return T("The merchant travels the trade routes between towns only.")
        return T("The artist moves from region to region.")
    number = state.pick.number if state.phase == AGAIN and state.pick else die(state, character)
    here = state.players[seat].position(character)
    dests = destinations(state, seat, character, number)
    if not dests:
        return T("The {character} cannot move exactly {n}: it stays where it is.", character=who, n=number)
    if character == PILGRIM:
        for steps in range(1, 6):
            if station_after(here, steps) == action.to:
                landing = [d for d in pilgrim_destinations(state, seat, number) if steps in d.steps]
                if landing:
                    return T("That station is occupied: a pilgrim landing there goes on to the next empty "
                             "station, {place}.", place=place_name(landing[0].space))
        return Tn("The pilgrim walks clockwise exactly {n} station (occupied stations count).",
                  "The pilgrim walks clockwise exactly {n} stations (occupied stations count).", number)
    if character == MERCHANT:
        if action.to in merchant_blocked(state, seat, number):
            return T("A coastal town holds one character at a time, and {place} is occupied.",
                     place=place_name(action.to))
        return Tn("The merchant must travel exactly {n} town along the trade routes, no town twice.",
                  "The merchant must travel exactly {n} towns along the trade routes, no town twice.", number)
    return Tn("The artist must move exactly {n} region, one neighbouring region at a time, no region twice.",
              "The artist must move exactly {n} regions, one neighbouring region at a time, no region twice.",
              number)
