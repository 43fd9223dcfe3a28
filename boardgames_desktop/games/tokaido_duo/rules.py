"""Tokaido Duo: the complete rules, pure Python, in phases and handlers.

Everything the spec (shared/rules/tokaido_duo.md) says, with each point it
marks **[decision]** taken from ``data.py``. A round: the roller rolls the
three dice (``Roll``, a reveal); then three picks (roller, other, roller).
A pick is a ``Move`` (the die and the destination), then the space's action
(``Visit``, ``TakeWave``, ``Paint``, ``Give``, ``Draw`` then ``Keep``,
``Sell``, or ``Pass``), then, for a holder of the hot spring, ``UseSpring``
(the same die again) or ``Pass``. When a move leaves nothing to do, the pick
ends by itself. Losing Powerful with six goods asks its old holder for a
``ReturnGood`` at once.

Each handler takes the state and the action and returns the next state;
``HANDLERS`` says which actions each phase accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import product
from math import comb
from typing import Any

from ...core.game import ActionSpec, Chance, Game, Outcome, TooMany, Undo
from ...core.i18n import SeatName, T
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from . import INFO
from .board import (
    can_give,
    destinations,
    paint_count,
)
from .data import (
    ARTIST,
    CHARACTERS,
    DICE,
    GARDEN_MAX,
    GOLD_SPACES,
    GOODS,
    GOODS_COUNT,
    GOODS_NAMES,
    MERCHANT,
    MOUNTAIN_DRAW,
    PAINTING_SLOTS,
    PAINTINGS,
    PILGRIM,
    SPECIALTIES,
    STARTS,
    STATION_KIND,
    TEMPLE_MAX,
    die_odds,
)
from .invariants import check_state
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
    commerce,
    culture,
    die,
    exchange,
    faith,
    free_dice,
    goods_limit,
    goods_of,
    holds,
    other,
    picker,
    put,
    roller,
    score,
    set_player,
    specialty,
)


# -- actions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Roll:
    """The roller rolls the three dice."""


@dataclass(frozen=True)
class Move:
    """Pick the die of ``character`` (or, after the hot spring, use it again) and move
    that character to ``to``. ``to`` is where it stands when it has no legal move."""

    character: str
    to: str


@dataclass(frozen=True)
class Visit:
    """The pilgrim's station: coins in a coastal town, a temple or garden step, the hot spring."""


@dataclass(frozen=True)
class TakeWave:
    """The pilgrim at the seaside takes the wave tile of ``character``."""

    character: str


@dataclass(frozen=True)
class Paint:
    """Turn face-down paintings; ``extra``: one more with Skilled."""

    extra: bool = False


@dataclass(frozen=True)
class Give:
    """Give away the first face-up painting."""


@dataclass(frozen=True)
class Draw:
    """Draw goods in a mountain town; ``extra``: one more with Powerful."""

    extra: bool = False


@dataclass(frozen=True)
class Keep:
    """After drawing: the goods kept (counts in GOODS order); the rest go back to the bag."""

    goods: tuple[int, int, int, int]


@dataclass(frozen=True)
class Sell:
    """Sell ``count`` goods of the town's specialty; ``cunning``: +1 coin each."""

    count: int
    cunning: bool = False


@dataclass(frozen=True)
class UseSpring:
    """Spend the hot spring: the same character moves the same number again."""


@dataclass(frozen=True)
class Pass:
    """Take no action here (or keep the hot spring for later)."""


@dataclass(frozen=True)
class ReturnGood:
    """Powerful was taken from you while you held 6 goods: return one."""

    good: str


# -- set-up ----------------------------------------------------------------------------------
def setup_state(seed: int, options: Mapping[str, Any]) -> State:
    rng = Rng(seed_state(seed, "tokaido-duo"))
    specialties = rng.shuffled(SPECIALTIES)
    waves = options.get("waves", "random")
    if waves == "a":
        sides = (0, 0, 0)
    elif waves == "b":
        sides = (1, 1, 1)
    else:
        sides = (rng.below(2), rng.below(2), rng.below(2))
    players = tuple(
        Player(
            pilgrim=STARTS[seat][PILGRIM], merchant=STARTS[seat][MERCHANT], artist=STARTS[seat][ARTIST],
            paintings=rng.shuffled(PAINTINGS[seat]),
        )
        for seat in (0, 1)
    )
    first = {"seat1": 0, "seat2": 1}.get(options.get("first", "random"))
    if first is None:
        first = rng.below(2)
    return State(
        rng=rng.state, first=first, round=1, phase=ROLL, players=players,  # type: ignore[arg-type]
        specialties=specialties, bag=tuple(GOODS_COUNT[g] for g in GOODS),  # type: ignore[arg-type]
        wave_sides=sides, wave_holders=(None, None, None), spring=None, dice=None,
    )


# -- what the game waits for -------------------------------------------------------------------
def to_act(state: State) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    if state.phase == ROLL:
        return (roller(state),)
    if state.phase == PICK:
        return (picker(state),)
    if state.phase == RETURN:
        assert state.returning is not None
        return (state.returning,)
    assert state.pick is not None
    return (state.pick.seat,)


def stays(state: State, seat: int, character: str, number: int) -> bool:
    return not destinations(state, seat, character, number)


def move_actions(state: State, seat: int, characters: tuple[str, ...]) -> list[Move]:
    out: list[Move] = []
    for character in characters:
        number = state.pick.number if state.phase == AGAIN and state.pick else die(state, character)
        dests = destinations(state, seat, character, number)
        if dests:
            out += [Move(character, d.space) for d in dests]
        else:
            out.append(Move(character, state.players[seat].position(character)))
    return out


def act_actions(state: State) -> list[Any]:
    """The space's actions for the pick in progress (without ``Pass``)."""
    pick = state.pick
    assert pick is not None
    seat = pick.seat
    me = state.players[seat]
    if pick.character == PILGRIM:
        kind = STATION_KIND[me.pilgrim]
        if kind == "coastal":
            return [Visit()]
        if kind == "temple":
            return [Visit()] if me.temple < TEMPLE_MAX else []
        if kind == "garden":
            return [Visit()] if me.garden < GARDEN_MAX else []
        if kind == "hot_spring":
            return [Visit()] if state.spring != seat else []
        on_board = [c for c, h in zip(CHARACTERS, state.wave_holders) if h is None]
        if on_board:
            return [TakeWave(c) for c in on_board]
        return [TakeWave(c) for c, h in zip(CHARACTERS, state.wave_holders) if h == other(seat)]
    if pick.character == MERCHANT:
        if me.merchant.startswith("m"):
            return [Draw(False)] + ([Draw(True)] if holds(state, seat, "powerful") else [])
        good, _ = specialty(state, me.merchant)
        have = me.goods[GOODS.index(good)]
        cunning = (False, True) if holds(state, seat, "cunning") else (False,)
        return [Sell(n, c) for c in cunning for n in range(1, have + 1)]
    out: list[Any] = []
    if me.face_down:
        if paint_count(state, me.artist) >= 1:
            out.append(Paint(False))
        if holds(state, seat, "skilled"):
            out.append(Paint(True))
    if can_give(state, seat, pick.path):
        out.append(Give())
    return out


def keep_choices(goods: Goods, limit: int) -> list[Keep]:
    """Every way to keep exactly ``limit`` of ``goods``."""
    ranges = [range(n + 1) for n in goods]
    return [Keep(k) for k in product(*ranges) if sum(k) == limit]  # type: ignore[arg-type]


def legal_actions(state: State, actor: int) -> list[Any]:
    if actor not in to_act(state):
        return []
    phase = state.phase
    if phase == ROLL:
        return [Roll()]
    if phase == PICK:
        return move_actions(state, actor, free_dice(state))
    assert state.phase == RETURN or state.pick is not None
    if phase == AGAIN:
        assert state.pick is not None
        return move_actions(state, actor, (state.pick.character,))
    if phase == ACT:
        return act_actions(state) + [Pass()]
    if phase == KEEP:
        me = state.players[actor]
        return keep_choices(me.goods, goods_limit(state, actor))
    if phase == SPRING:
        return [UseSpring(), Pass()]
    if phase == RETURN:
        return [ReturnGood(g) for g, n in zip(GOODS, state.players[actor].goods) if n]
    return []


# -- handlers ----------------------------------------------------------------------------------
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
    if state.phase == PICK:
        new = Pick(seat, action.character, die(state, action.character))
        state = put(state, picks=state.picks + ((seat, action.character),), pick=new)
    pick = state.pick
    assert pick is not None
    dests = {d.space: d for d in destinations(state, seat, pick.character, pick.number)}
    me = state.players[seat]
    if not dests:  # no legal move of that length: it stays, no action
        return after_action(state)
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
    return after_draw(state, seat, tuple(drawn), rng.state)  # type: ignore[arg-type]


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


Handler = Callable[[State, int, Any], State]
HANDLERS: dict[str, dict[type, Handler]] = {
    ROLL: {Roll: on_roll},
    PICK: {Move: on_move},
    AGAIN: {Move: on_move},
    ACT: {Visit: on_visit, TakeWave: on_take_wave, Paint: on_paint, Give: on_give, Draw: on_draw,
          Sell: on_sell, Pass: on_pass},
    KEEP: {Keep: on_keep},
    SPRING: {UseSpring: on_use_spring, Pass: on_pass},
    RETURN: {ReturnGood: on_return_good},
    OVER: {},
}


# -- chance ----------------------------------------------------------------------------------
def roll_outcomes(state: State) -> list[tuple[float, State]]:
    """Every roll of the three dice with its probability."""
    after = on_roll(state, roller(state), Roll())
    odds = [die_odds(c) for c in CHARACTERS]
    out = []
    for numbers in product(*(sorted(o) for o in odds)):
        p = odds[0][numbers[0]] * odds[1][numbers[1]] * odds[2][numbers[2]]
        out.append((p, put(after, dice=numbers, last=(roller(state), Roll()))))
    return out


def draw_outcomes(state: State, seat: int, extra: bool) -> list[tuple[float, Goods, State]]:
    """Every multiset a draw can bring (hypergeometric odds) and the state after it."""
    k = draw_count(state, seat, extra)
    bag = state.bag
    total = comb(sum(bag), k)
    rng_after = on_draw(state, seat, Draw(extra)).rng
    out = []
    for drawn in product(*(range(min(n, k) + 1) for n in bag)):
        if sum(drawn) != k:
            continue
        ways = 1
        for n, x in zip(bag, drawn):
            ways *= comb(n, x)
        after = put(after_draw(state, seat, drawn, rng_after), last=(seat, Draw(extra)))  # type: ignore[arg-type]
        out.append((ways / total, drawn, after))
    return out  # type: ignore[return-value]


# -- the end ---------------------------------------------------------------------------------
def outcome(state: State) -> Outcome | None:
    if state.phase != OVER:
        return None
    totals = tuple(score(p) for p in state.players)
    lines = tuple(
        T("{who}: faith {temple} × {garden} = {faith}, commerce {commerce}, culture {culture}: "
          "{total} points.", who=SeatName(s), temple=p.temple, garden=p.garden, faith=faith(p),
          commerce=commerce(p), culture=culture(p), total=totals[s])
        for s, p in enumerate(state.players)
    )
    coins = tuple(p.coins for p in state.players)
    tiebreak: Any = ""
    if totals[0] != totals[1]:
        winners: tuple[int, ...] = (0,) if totals[0] > totals[1] else (1,)
        verdict = T("{who} wins, {a} to {b}.", who=SeatName(winners[0]), a=max(totals), b=min(totals))
    elif coins[0] != coins[1]:
        winners = (0,) if coins[0] > coins[1] else (1,)
        tiebreak = T("Tied on points: more coins wins ({a} to {b}).", a=max(coins), b=min(coins))
        verdict = T("{who} wins on coins after a tie at {a} points.", who=SeatName(winners[0]), a=totals[0])
    else:
        winners = (0, 1)
        tiebreak = T("Tied on points and on coins: the win is shared.")
        verdict = T("A shared win at {a} points and {c} coins each.", a=totals[0], c=coins[0])
    message = T("{verdict} {first} {second}", verdict=verdict, first=lines[0], second=lines[1])
    return Outcome(winners, "score", message, totals, tiebreak)


# -- the game ----------------------------------------------------------------------------------
class TokaidoDuo(Game):
    info = INFO
    actions = (
        ActionSpec(Roll, undo=Undo.REVEALS),
        ActionSpec(Move),
        ActionSpec(Visit),
        ActionSpec(TakeWave),
        ActionSpec(Paint, undo=Undo.REVEALS),
        ActionSpec(Give),
        ActionSpec(Draw, undo=Undo.REVEALS),
        ActionSpec(Keep),
        ActionSpec(Sell),
        ActionSpec(UseSpring),
        ActionSpec(Pass),
        ActionSpec(ReturnGood),
    )

    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        if seats != 2:
            raise ValueError(T("Tokaido Duo is for exactly two players.").render())
        return setup_state(seed, self.check_options(dict(options)))

    def to_act(self, state: State) -> tuple[int, ...]:
        return to_act(state)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        return legal_actions(state, actor)

    def refusal(self, state: State, actor: int, action: Any) -> Any:
        from .refusals import refusal_reason

        return refusal_reason(self, state, actor, action)

    def apply(self, state: State, actor: int, action: Any) -> State:
        handler = HANDLERS[state.phase].get(type(action))
        if handler is None or action not in legal_actions(state, actor):
            from ...core.errors import IllegalAction

            raise IllegalAction(self.refusal(state, actor, action) or T("That move is not allowed now."))
        return put(handler(state, actor, action), last=(actor, action))

    def invariants(self, state: State) -> list[str]:  # stopgap until invariants.py lands
        return check_state(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        from .views import state_view

        return state_view(state, seat)

    def public_view_shape(self, seats: int) -> Shape:
        from .views import public_view_shape

        return public_view_shape(seats)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def describe(self, before, after, actor, action, viewer):
        from .describe import describe

        return describe(before, after, actor, action)

    def status(self, public: dict[str, Any]) -> Any:
        from .describe import status

        return status(public)

    def rules_text(self) -> str:
        from .rules_text import rules_text

        return rules_text()

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> State:
        from .views import state_from_view

        return state_from_view(view, rng)

    def chance_outcomes(self, state: State, actor: int, action: Any) -> list[Chance] | None:
        if isinstance(action, Roll):
            return [Chance(p, s, T("pilgrim {p}, merchant {m}, artist {a}", p=d[0], m=d[1], a=d[2]))
                    for p, s in roll_outcomes(state) for d in (s.dice or (0, 0, 0),)]
        if isinstance(action, Draw):
            return [Chance(p, s, T("{goods}", goods=_goods_words(drawn)))
                    for p, drawn, s in draw_outcomes(state, actor, action.extra)]
        return None


def _goods_words(goods: Goods) -> tuple[Any, ...]:
    return tuple(T(GOODS_NAMES[g]) for g, n in zip(GOODS, goods) for _ in range(n))


GAME = TokaidoDuo()

__all__ = [
    "GAME",
    "HANDLERS",
    "Draw",
    "Give",
    "Keep",
    "Move",
    "Paint",
    "Pass",
    "ReturnGood",
    "Roll",
    "Sell",
    "State",
    "TakeWave",
    "TokaidoDuo",
    "UseSpring",
    "Visit",
    "act_actions",
    "draw_outcomes",
    "legal_actions",
    "outcome",
    "roll_outcomes",
    "setup_state",
    "stays",
    "to_act",
]
