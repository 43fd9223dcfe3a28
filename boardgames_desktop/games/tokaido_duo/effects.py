"""What each action does: the ``apply`` of every action type, a function of the
state before it (which the refusals have accepted: nothing here judges again)
to the state after it, and the steps that close a pick.
"""

from __future__ import annotations

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


def _trigger(state: State, seat: int, reason: str) -> State:
    if (seat, reason) in state.ending:
        return state
    return put(state, ending=state.ending + ((seat, reason),))


def _gain_coins(state: State, seat: int, coins: int) -> State:
    before = state.players[seat]
    after = exchange(put(before, coins=before.coins + coins))
    state = set_player(state, seat, after)
    if before.gold < GOLD_SPACES <= after.gold:
        state = _trigger(state, seat, "gold")
    return state


def on_roll(state: State, seat: int, action: Roll) -> State:
    rng = Rng(state.rng)
    dice = tuple(DICE[c][rng.below(len(DICE[c]))] for c in CHARACTERS)
    return put(state, rng=rng.state, dice=dice, phase=PICK)


def on_move(state: State, seat: int, action: Move) -> State:
    """Takes the die (unless the hot spring repeats it) and moves; a move to where the
    character stands is the stay of a die with no legal move: no action follows."""
    if state.phase == PICK:
        new = Pick(seat, action.character, die(state, action.character))
        state = put(state, picks=state.picks + ((seat, action.character),), pick=new)
    pick = state.pick
    assert pick is not None
    me = state.players[seat]
    if action.to == me.position(pick.character):  # no legal move of that length: it stays
        return after_action(state)
    dests = {d.space: d for d in destinations(state, seat, pick.character, pick.number)}
    state = set_player(state, seat, me.moved(pick.character, action.to))
    state = put(state, pick=put(pick, path=dests[action.to].path), phase=ACT)
    return state if act_actions(state) else after_action(state)


def on_visit(state: State, seat: int, action: Visit) -> State:
    me = state.players[seat]
    kind = STATION_KIND[me.pilgrim]
    if kind == "coastal":
        state = _gain_coins(state, seat, specialty(state, me.pilgrim)[1])
    elif kind == "temple":
        state = set_player(state, seat, put(me, temple=me.temple + 1))
        if me.temple + 1 == TEMPLE_MAX:
            state = _trigger(state, seat, "temple")
    elif kind == "garden":
        state = set_player(state, seat, put(me, garden=me.garden + 1))
        if me.garden + 1 == GARDEN_MAX:
            state = _trigger(state, seat, "garden")
    else:
        assert state.pick is not None
        state = put(state, spring=seat, pick=put(state.pick, spring_gained=True))
    return after_action(state)


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
    state = set_player(state, seat, put(me, turned=min(PAINTING_SLOTS, me.turned + n)))
    return after_action(state)


def on_give(state: State, seat: int, action: Give) -> State:
    me = state.players[seat]
    state = set_player(state, seat, put(me, given=me.given + 1))
    if me.given + 1 == PAINTING_SLOTS:
        state = _trigger(state, seat, "paintings")
    return after_action(state)


def draw_count(state: State, seat: int, extra: bool) -> int:
    me = state.players[seat]
    return min(MOUNTAIN_DRAW[me.merchant] + (1 if extra else 0), sum(state.bag))


def after_draw(state: State, seat: int, drawn: Goods, rng_state: int) -> State:
    me = state.players[seat]
    state = set_player(state, seat, put(me, goods=add_goods(me.goods, drawn)))
    state = put(state, bag=add_goods(state.bag, drawn, -1), rng=rng_state)
    if state.players[seat].goods_total > goods_limit(state, seat):
        return put(state, phase=KEEP)
    return after_action(state)


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
    state = set_player(state, seat, put(me, goods=action.goods))
    state = put(state, bag=add_goods(state.bag, back))
    return after_action(state)


def on_sell(state: State, seat: int, action: Sell) -> State:
    me = state.players[seat]
    good, price = specialty(state, me.merchant)
    sold = goods_of(good, action.count)
    state = set_player(state, seat, put(me, goods=add_goods(me.goods, sold, -1)))
    state = put(state, bag=add_goods(state.bag, sold))
    state = _gain_coins(state, seat, action.count * (price + (1 if action.cunning else 0)))
    return after_action(state)


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
    pick = state.pick
    assert pick is not None
    if state.spring == pick.seat and not pick.spring_gained and not pick.again:
        return put(state, phase=SPRING)
    return end_pick(state)


def end_pick(state: State) -> State:
    state = put(state, pick=None)
    if len(state.picks) < 3:
        return put(state, phase=PICK)
    if state.ending:
        return put(state, phase=OVER)
    return put(state, round=state.round + 1, phase=ROLL, dice=None, picks=())
