"""The actions a state offers: every legal action of the player to act, listed
(the rules' ``legal_actions``, the refusals' test of an action, the bots' moves).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any

from .actions import Draw, Give, Keep, Move, Paint, Pass, ReturnGood, Roll, Sell, TakeWave, UseSpring, Visit
from .data import CHARACTERS, GARDEN_MAX, GOODS, MERCHANT, PILGRIM, STATION_KIND, TEMPLE_MAX
from .movement import can_give, destinations, paint_count
from .state import (
    ACT,
    AGAIN,
    KEEP,
    PICK,
    RETURN,
    ROLL,
    SPRING,
    Goods,
    State,
    as_goods,
    die,
    free_dice,
    goods_limit,
    holds,
    other,
    specialty,
    to_act,
)


def stays(state: State, seat: int, character: str, number: int) -> bool:
    return not destinations(state, seat, character, number)


def move_actions(state: State, seat: int, characters: tuple[str, ...]) -> list[Move]:
    """The moves of those characters' dice; a character with no legal move stays where it is."""
    out: list[Move] = []
    for character in characters:
        number = state.pick.number if state.phase == AGAIN and state.pick else die(state, character)
        dests = destinations(state, seat, character, number)
        if dests:
            out += [Move(character, d.space) for d in dests]
        else:
            out.append(Move(character, state.players[seat].position(character)))
    return out


# -- the space's action, by character ----------------------------------------------------------
def _visit_open(state: State, seat: int) -> bool:
    """Whether the pilgrim's station still gives something (a track not at its end,
    a hot spring not held already); coastal towns always pay."""
    me = state.players[seat]
    kind = STATION_KIND[me.pilgrim]
    if kind == "temple":
        return me.temple < TEMPLE_MAX
    if kind == "garden":
        return me.garden < GARDEN_MAX
    if kind == "hot_spring":
        return state.spring != seat
    return True


def pilgrim_actions(state: State, seat: int) -> list[Any]:
    """A station's visit; at the seaside a wave tile from the board, else one of the opponent's."""
    if STATION_KIND[state.players[seat].pilgrim] != "seaside":
        return [Visit()] if _visit_open(state, seat) else []
    on_board = [c for c, h in zip(CHARACTERS, state.wave_holders) if h is None]
    if on_board:
        return [TakeWave(c) for c in on_board]
    return [TakeWave(c) for c, h in zip(CHARACTERS, state.wave_holders) if h == other(seat)]


def merchant_actions(state: State, seat: int) -> list[Any]:
    """A draw in a mountain town (one more with Powerful); sales of the town's specialty on the coast."""
    me = state.players[seat]
    if me.merchant.startswith("m"):
        return [Draw(False)] + ([Draw(True)] if holds(state, seat, "powerful") else [])
    good, _ = specialty(state, me.merchant)
    have = me.goods[GOODS.index(good)]
    cunning = (False, True) if holds(state, seat, "cunning") else (False,)
    return [Sell(n, c) for c in cunning for n in range(1, have + 1)]


def artist_actions(state: State, seat: int) -> list[Any]:
    """Painting (one more with Skilled) while a painting lies face down; a give where its symbol allows."""
    assert state.pick is not None
    me = state.players[seat]
    out: list[Any] = []
    if me.face_down:
        if paint_count(state, me.artist) >= 1:
            out.append(Paint(False))
        if holds(state, seat, "skilled"):
            out.append(Paint(True))
    if can_give(state, seat, state.pick.path):
        out.append(Give())
    return out


_SPACE_ACTIONS: dict[str, Callable[[State, int], list[Any]]] = {
    PILGRIM: pilgrim_actions, MERCHANT: merchant_actions, "artist": artist_actions,
}


def act_actions(state: State) -> list[Any]:
    """The space's actions for the pick in progress (without ``Pass``)."""
    pick = state.pick
    assert pick is not None
    return _SPACE_ACTIONS[pick.character](state, pick.seat)


def keep_choices(goods: Goods, limit: int) -> list[Keep]:
    """Every way to keep exactly ``limit`` of ``goods``."""
    ranges = [range(n + 1) for n in goods]
    return [Keep(as_goods(k)) for k in product(*ranges) if sum(k) == limit]


def return_choices(state: State, seat: int) -> list[ReturnGood]:
    """One good of each kind the player has."""
    return [ReturnGood(g) for g, n in zip(GOODS, state.players[seat].goods) if n]


# -- every phase --------------------------------------------------------------------------------
def _picks(state: State, actor: int) -> list[Any]:
    return list(move_actions(state, actor, free_dice(state)))


def _again(state: State, actor: int) -> list[Any]:
    assert state.pick is not None
    return list(move_actions(state, actor, (state.pick.character,)))


def _keeps(state: State, actor: int) -> list[Any]:
    return list(keep_choices(state.players[actor].goods, goods_limit(state, actor)))


_BY_PHASE: dict[str, Callable[[State, int], list[Any]]] = {
    ROLL: lambda state, actor: [Roll()],
    PICK: _picks,
    AGAIN: _again,
    ACT: lambda state, actor: act_actions(state) + [Pass()],
    KEEP: _keeps,
    SPRING: lambda state, actor: [UseSpring(), Pass()],
    RETURN: lambda state, actor: list(return_choices(state, actor)),
}


def legal_actions(state: State, actor: int) -> list[Any]:
    """Every legal action of ``actor`` now (none for a player the game does not wait for)."""
    if actor not in to_act(state):
        return []
    listing = _BY_PHASE.get(state.phase)
    return listing(state, actor) if listing is not None else []
