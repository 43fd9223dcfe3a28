"""What each action does: the ``apply`` of every action type, a function of the
state before it (which the refusals have accepted: nothing here judges again)
to the state after it, and the steps that close a pick.
"""

from __future__ import annotations

from typing import Any

from ...core.rng import Rng
from .actions import Draw, Give, Keep, Move, Paint, Pass, ReturnGood, Roll, Sell, TakeWave, UseSpring, Visit
from .choices import act_actions
from .data import (
    CHARACTERS,
    DICE,
    GARDEN_MAX,
    GOLD_SPACES,
    MOUNTAIN_DRAW,
    PAINTING_SLOTS,
    STATION_KIND,
    TEMPLE_MAX,
)
from .movement import destinations, paint_count
from .state import (
    ACT,
    AGAIN,
    KEEP,
    OVER,
    PICK,
    RETURN,
    ROLL,
    SPRING,
    Goods,
    Pick,
    Player,
    State,
    add_goods,
    as_goods,
    die,
    exchange,
    goods_limit,
    goods_of,
    put,
    set_player,
    specialty,
)

#: Changes to a state, gathered so that an action makes one copy of the state (a bot's
#: look-ahead applies hundreds of thousands of actions).
Changes = dict[str, Any]


def _players(state: State, seat: int, player: Player) -> tuple[Player, Player]:
    return (player, state.players[1]) if seat == 0 else (state.players[0], player)


def _ending(ending: tuple[tuple[int, str], ...], seat: int, reason: str) -> tuple[tuple[int, str], ...]:
    return ending if (seat, reason) in ending else ending + ((seat, reason),)


def _coins(state: State, seat: int, before: Player, coins: int) -> Changes:
    """The changes of ``seat`` (``before``: its player now) gaining ``coins``, exchanged
    for gold at once (the sixth gold ends the game)."""
    after = exchange(put(before, coins=before.coins + coins))
    changes: Changes = {"players": _players(state, seat, after)}
    if before.gold < GOLD_SPACES <= after.gold:
        changes["ending"] = _ending(state.ending, seat, "gold")
    return changes


def _pick_end(state: State, picks: tuple[tuple[int, str], ...], ending: tuple[tuple[int, str], ...]) -> Changes:
    """The changes that end a pick: the next pick, the end of the game, or the next round."""
    if len(picks) < 3:
        return {"pick": None, "picks": picks, "phase": PICK}
    if ending:
        return {"pick": None, "picks": picks, "phase": OVER}
    return {"pick": None, "round": state.round + 1, "phase": ROLL, "dice": None, "picks": ()}


def _done(state: State, changes: Changes) -> State:
    """``state`` with ``changes``, and then the die's action done (:func:`after_action`),
    in one copy."""
    pick = changes.get("pick", state.pick)
    assert pick is not None
    if changes.get("spring", state.spring) == pick.seat and not pick.spring_gained and not pick.again:
        changes["phase"] = SPRING
    else:
        changes.update(_pick_end(state, changes.get("picks", state.picks), changes.get("ending", state.ending)))
    return put(state, **changes)


def on_roll(state: State, seat: int, action: Roll) -> State:
    rng = Rng(state.rng)
    dice = tuple(DICE[c][rng.below(len(DICE[c]))] for c in CHARACTERS)
    return put(state, rng=rng.state, dice=dice, phase=PICK)


def on_move(state: State, seat: int, action: Move) -> State:
    """Takes the die (unless the hot spring repeats it) and moves; a move to where the
    character stands is the stay of a die with no legal move: no action follows."""
    pick, picks = state.pick, state.picks
    if state.phase == PICK:
        pick = Pick(seat, action.character, die(state, action.character))
        picks = picks + ((seat, action.character),)
    assert pick is not None
    me = state.players[seat]
    if action.to == me.position(pick.character):  # no legal move of that length: it stays
        return _done(state, {"pick": pick, "picks": picks})
    path = next(d.path for d in destinations(state, seat, pick.character, pick.number) if d.space == action.to)
    pick = put(pick, path=path)
    moved = put(state, players=_players(state, seat, me.moved(pick.character, action.to)), picks=picks,
                pick=pick, phase=ACT)
    return moved if act_actions(moved) else _done(moved, {})


def on_visit(state: State, seat: int, action: Visit) -> State:
    me = state.players[seat]
    kind = STATION_KIND[me.pilgrim]
    if kind == "coastal":
        changes = _coins(state, seat, me, specialty(state, me.pilgrim)[1])
    elif kind == "temple":
        changes = {"players": _players(state, seat, put(me, temple=me.temple + 1))}
        if me.temple + 1 == TEMPLE_MAX:
            changes["ending"] = _ending(state.ending, seat, "temple")
    elif kind == "garden":
        changes = {"players": _players(state, seat, put(me, garden=me.garden + 1))}
        if me.garden + 1 == GARDEN_MAX:
            changes["ending"] = _ending(state.ending, seat, "garden")
    else:
        assert state.pick is not None
        changes = {"spring": seat, "pick": put(state.pick, spring_gained=True)}
    return _done(state, changes)


def on_take_wave(state: State, seat: int, action: TakeWave) -> State:
    i = CHARACTERS.index(action.character)
    was = state.wave_holders[i]
    holders = tuple(seat if j == i else h for j, h in enumerate(state.wave_holders))
    state = put(state, wave_holders=holders)
    if was is not None and was != seat:
        loser = state.players[was]
        if loser.goods_total > goods_limit(state, was):
            # Lost Powerful with 6 goods: the old holder returns down to 5 at once.
            return put(state, returning=was, phase=RETURN)
    return after_action(state)


def on_return_good(state: State, seat: int, action: ReturnGood) -> State:
    me = state.players[seat]
    one = goods_of(action.good)
    state = set_player(state, seat, put(me, goods=add_goods(me.goods, one, -1)))
    state = put(state, bag=add_goods(state.bag, one), returning=None)
    if state.players[seat].goods_total > goods_limit(state, seat):
        return put(state, returning=seat, phase=RETURN)
    return after_action(state)


def on_paint(state: State, seat: int, action: Paint) -> State:
    me = state.players[seat]
    n = paint_count(state, me.artist) + (1 if action.extra else 0)
    return _done(state, {"players": _players(state, seat, put(me, turned=min(PAINTING_SLOTS, me.turned + n)))})


def on_give(state: State, seat: int, action: Give) -> State:
    me = state.players[seat]
    changes: Changes = {"players": _players(state, seat, put(me, given=me.given + 1))}
    if me.given + 1 == PAINTING_SLOTS:
        changes["ending"] = _ending(state.ending, seat, "paintings")
    return _done(state, changes)


def draw_count(state: State, seat: int, extra: bool) -> int:
    me = state.players[seat]
    return min(MOUNTAIN_DRAW[me.merchant] + (1 if extra else 0), sum(state.bag))


def after_draw(state: State, seat: int, drawn: Goods, rng_state: int) -> State:
    me = state.players[seat]
    mine = put(me, goods=add_goods(me.goods, drawn))
    changes: Changes = {"players": _players(state, seat, mine), "bag": add_goods(state.bag, drawn, -1),
                        "rng": rng_state}
    if mine.goods_total > goods_limit(state, seat):
        return put(state, phase=KEEP, **changes)
    return _done(state, changes)


def on_draw(state: State, seat: int, action: Draw) -> State:
    rng = Rng(state.rng)
    bag = list(state.bag)
    drawn = [0, 0, 0, 0]
    for _ in range(draw_count(state, seat, action.extra)):
        r = rng.below(sum(bag))
        for i, n in enumerate(bag):
            if r < n:
                bag[i] -= 1
                drawn[i] += 1
                break
            r -= n
    return after_draw(state, seat, as_goods(drawn), rng.state)


def on_keep(state: State, seat: int, action: Keep) -> State:
    me = state.players[seat]
    back = add_goods(me.goods, action.goods, -1)
    return _done(state, {"players": _players(state, seat, put(me, goods=action.goods)),
                         "bag": add_goods(state.bag, back)})


def on_sell(state: State, seat: int, action: Sell) -> State:
    me = state.players[seat]
    good, price = specialty(state, me.merchant)
    sold = goods_of(good, action.count)
    changes = _coins(state, seat, put(me, goods=add_goods(me.goods, sold, -1)),
                     action.count * (price + (1 if action.cunning else 0)))
    changes["bag"] = add_goods(state.bag, sold)
    return _done(state, changes)


def on_use_spring(state: State, seat: int, action: UseSpring) -> State:
    # The token goes back to the board when spent, before the second move, so a
    # pilgrim whose second move ends on a hot spring takes it again.
    assert state.pick is not None
    return put(state, spring=None, pick=put(state.pick, again=True, path=()), phase=AGAIN)


def on_pass(state: State, seat: int, action: Pass) -> State:
    if state.phase == SPRING:
        return end_pick(state)
    return after_action(state)


def after_action(state: State) -> State:
    """The die's action is done: the hot spring, if it may be used now, else the pick ends."""
    return _done(state, {})


def end_pick(state: State) -> State:
    return put(state, **_pick_end(state, state.picks, state.ending))
