"""Tokaido Duo bots: greedy, and a search over the dice draft (the levels players
choose from, Easy, Normal and Hard, are built on them in :mod:`.levels`; these two
stay as reference kinds, ``bot:search`` and ``bot:greedy``).

Both see only their seat's view. To look ahead they build a full state with
``determinize`` (the face-down paintings reshuffled from what is left, a new
random stream for the bag and the dice) and use the real rules' handlers.

- **Greedy** plays each pick for the best value when it ends: it tries every
  die and destination, follows each with its best actions (a draw from the
  bag is weighed over every possible draw, with the rules' chance outcomes),
  and compares the positions with :func:`evaluate`.
- **Search** looks further: for its best candidate picks it plays out the rest
  of the round, the opponent choosing what is worst for it and itself what is
  best, then takes the expectation over the next roll of the three dice
  (``chance_outcomes``' odds), in which the next roller picks the best die.
  It stops at a deadline (today's bot: 0.6 s) or, given ``work``, after that many
  picks played out, which the levels use so that they play alike on any machine.
- **RoundSearch** (Hard's) is the search with the whole next round at its
  horizon: at the roll each die's pick is worth its best gain to either player,
  and the three dice are dealt as the draft deals them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import lru_cache
from itertools import product
from typing import Any

from ...core.game import Bot, BotTurn
from ...core.rng import Rng
from .choices import move_actions
from .data import (
    CHARACTERS,
    COINS_PER_GOLD,
    COMMERCE,
    CULTURE,
    GARDEN_MAX,
    GOLD_SPACES,
    GOODS,
    PAINTING_SLOTS,
    TEMPLE_MAX,
    WAVE_SIDES,
    die_odds,
)
from .rules import (
    GAME,
    Draw,
    Keep,
    Move,
    ReturnGood,
    draw_outcomes,
    legal_actions,
    to_act,
)
from .state import (
    KEEP,
    OVER,
    PICK,
    RETURN,
    ROLL,
    Player,
    State,
    as_goods,
    goods_limit,
    put,
    roller,
    score,
)

WIN_BONUS = 15.0
#: Rounds a game usually has left when nothing has been reached yet.
FRESH_ROUNDS = 14.0
WAVE_VALUE = {"serene": 1.5, "hasty": 2.5, "skilled": 1.5, "inspired": 2.0, "cunning": 1.5, "powerful": 2.0}
SPRING_VALUE = 3.0


#: The declared effect of each action type (the rules' declarations, looked up once).
_EFFECTS: dict[type, Callable[[State, int, Any], State]] = {
    spec.type: spec.apply for spec in GAME.actions if spec.apply is not None}


def advance(state: State, actor: int, action: Any) -> State:
    """The declared effect of ``action``, without the last action remembered (bots pick
    from legal lists, and look ahead many steps)."""
    return _EFFECTS[type(action)](state, actor, action)


# -- the evaluation --------------------------------------------------------------------------
def rounds_left(state: State, fresh: float = FRESH_ROUNDS) -> float:
    """A guess at the rounds still to come, from how near the nearest end is (``fresh``:
    the rounds a game has left when nothing has been reached yet)."""
    if state.ending or state.phase == OVER:
        return 0.0
    near = 0.0
    for p in state.players:
        near = max(near, (p.temple - 1) / (TEMPLE_MAX - 1), (p.garden - 1) / (GARDEN_MAX - 1),
                   p.gold / GOLD_SPACES, p.given / PAINTING_SLOTS)
    return max(0.5, (1.0 - near) * fresh)


@lru_cache(maxsize=64)
def _best_prices(specialties: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
    """The best price each good fetches anywhere on the map."""
    best = dict.fromkeys(GOODS, 0)
    for g, price in specialties:
        best[g] = max(best[g], price)
    return tuple(best[g] for g in GOODS)


#: Value of holding each character's wave tile, by the side lying face up.
_WAVE_VALUES = tuple(tuple(WAVE_VALUE[name] for name in WAVE_SIDES[c]) for c in CHARACTERS)
_GOLD_STEP = tuple((COMMERCE[g + 1] - COMMERCE[g]) / COINS_PER_GOLD if g < GOLD_SPACES else 0.0
                   for g in range(GOLD_SPACES + 1))
_CULTURE_STEP = tuple(CULTURE[g + 1] - CULTURE[g] if g < PAINTING_SLOTS else 0
                      for g in range(PAINTING_SLOTS + 1))


def player_value(state: State, seat: int, rounds: float, prices: tuple[int, ...]) -> float:
    """Points ``seat`` has, plus what its position promises in the rounds left."""
    p: Player = state.players[seat]
    if rounds <= 0.0:
        return float(score(p))
    # Faith: both tracks projected forward (a pilgrim lands on a temple about
    # three times in ten moves, on a garden two).
    temple = min(TEMPLE_MAX, p.temple + 0.28 * rounds)
    garden = min(GARDEN_MAX, p.garden + 0.2 * rounds)
    value = temple * garden + COMMERCE[p.gold] + CULTURE[p.given]
    gold_step = _GOLD_STEP[p.gold]
    g = p.goods
    value += gold_step * (p.coins + 0.55 * (g[0] * prices[0] + g[1] * prices[1] + g[2] * prices[2]
                                            + g[3] * prices[3]))
    step = _CULTURE_STEP[p.given]
    if step:
        face_up = p.turned - p.given
        if face_up:
            value += 0.5 * step + 0.2 * step * (min(face_up, 4) - 1)
        value += 0.12 * step * min(len(p.paintings) - p.turned, 4)
    scale = 1.0 if rounds >= 3.0 else rounds / 3.0
    for i, holder in enumerate(state.wave_holders):
        if holder == seat:
            value += scale * _WAVE_VALUES[i][state.wave_sides[i]]
    if state.spring == seat:
        value += scale * SPRING_VALUE
    return value


def evaluate(state: State, seat: int, fresh: float = FRESH_ROUNDS) -> float:
    """How good ``state`` is for ``seat``: its value minus its opponent's."""
    if state.phase == OVER:
        a, b = score(state.players[seat]), score(state.players[1 - seat])
        if a == b:
            ca, cb = state.players[seat].coins, state.players[1 - seat].coins
            return 0.0 if ca == cb else (WIN_BONUS if ca > cb else -WIN_BONUS)
        return (a - b) + (WIN_BONUS if a > b else -WIN_BONUS)
    rounds = rounds_left(state, fresh)
    prices = _best_prices(state.specialties)
    return player_value(state, seat, rounds, prices) - player_value(state, 1 - seat, rounds, prices)


def best_keep(state: State, seat: int) -> Keep:
    """The goods worth most (by the best price they fetch), as many as may be kept:
    the keep :func:`evaluate` ranks first, found without trying every keep."""
    prices = _best_prices(state.specialties)
    units = sorted((i for i, n in enumerate(state.players[seat].goods) for _ in range(n)),
                   key=lambda i: (-prices[i], i))
    kept = [0, 0, 0, 0]
    for i in units[: goods_limit(state, seat)]:
        kept[i] += 1
    return Keep(as_goods(kept))


def worst_good(state: State, seat: int) -> ReturnGood:
    prices = _best_prices(state.specialties)
    goods = state.players[seat].goods
    i = min((i for i in range(4) if goods[i]), key=lambda i: (prices[i], -i))
    return ReturnGood(GOODS[i])


# -- playing out a pick ------------------------------------------------------------------------
def pick_over(state: State) -> bool:
    return state.pick is None and state.returning is None and state.phase in (PICK, ROLL, OVER)


def static_choice(state: State, actor: int, legal: list[Any]) -> Any:
    """Keep or return goods: the most valuable goods stay (no look-ahead needed)."""
    return best_keep(state, actor) if state.phase == KEEP else worst_good(state, actor)


#: How a look-ahead judges a position for a seat. A judge is zero-sum, as
#: :func:`evaluate` is: ``judge(s, seat) == -judge(s, 1 - seat)``, exactly (a difference
#: of the two seats' values is), so the search judges each position once and turns the
#: sign for the other seat.
Judge = Callable[[State, int], float]


def finish_value(state: State, seat: int, judge: Judge = evaluate) -> tuple[State, float]:
    """:func:`finish`, and the judge's value of the end for ``seat``."""
    while not pick_over(state):
        actor = to_act(state)[0]
        if state.phase in (KEEP, RETURN):
            state = advance(state, actor, static_choice(state, actor, []))
            continue
        best, best_value = None, -1e9
        for action in legal_actions(state, actor):
            after, v = finish_value(advance(state, actor, action), seat, judge)
            if v > best_value:
                best, best_value = after, v
        assert best is not None
        return best, best_value
    return state, judge(state, seat)


def finish(state: State, seat: int, judge: Judge = evaluate) -> State:
    """Play ``seat``'s pick in progress to its end, each choice the best for ``seat``."""
    return finish_value(state, seat, judge)[0]


def option_values(state: State, seat: int, exact_draws: bool,
                  judge: Judge = evaluate) -> list[tuple[Any, float, State]]:
    """Every legal action of ``seat`` now, with the value (and one end state) of the pick
    it leads to. ``exact_draws`` weighs a draw over every possible draw."""
    out = []
    for action in legal_actions(state, seat):
        if exact_draws and isinstance(action, Draw):
            total, last = 0.0, state
            for p, _drawn, after in draw_outcomes(state, seat, action.extra):
                last, v = finish_value(after, seat, judge)
                total += p * v
            out.append((action, total, last))
            continue
        after, v = finish_value(advance(state, seat, action), seat, judge)
        out.append((action, v, after))
    return out


# -- the search ------------------------------------------------------------------------------------
#: A clock: seconds, as ``time.perf_counter`` counts them (the tests give a fake one).
Clock = Callable[[], float]


class Search:
    """Expectimax over the rest of the round and the next roll, for ``seat``.

    Two things stop it: ``work`` (picks played out, which replays alike on any machine)
    is looked at between whole look-aheads; the ``deadline`` (by ``clock``) at every
    position it expands, so that past it the search settles within a few picks for the
    values it has (a position it has no time for is worth what the judge says)."""

    def __init__(self, seat: int, deadline: float, beam: int = 3, work: int | None = None,
                 judge: Judge = evaluate, clock: Clock = time.perf_counter) -> None:
        self.seat = seat
        self.judge = judge
        self.deadline = deadline
        self.beam = beam
        #: At most this many picks played out (None: the clock alone stops the search).
        self.work = work
        self.clock = clock
        self.done = 0

    def out_of_time(self) -> bool:
        if self.work is not None and self.done >= self.work:
            return True
        return self.late()

    def late(self) -> bool:
        """Past the deadline (the clock is read at every position the search expands)."""
        return self.clock() > self.deadline

    def round_value(self, state: State) -> float:
        """The value of ``state`` (a pick just ended) when the round is played out: each
        player's picks are played greedily, and the ``beam`` most promising of them (for
        the one who picks) are followed to the end of the round and the next roll."""
        judge = self.judge
        if state.phase == OVER:
            return judge(state, self.seat)
        if state.phase == ROLL:
            return self.roll_value(state) if not self.out_of_time() else judge(state, self.seat)
        if self.late():
            return judge(state, self.seat)
        actor = to_act(state)[0]
        mine = actor == self.seat
        children = [finish_value(advance(state, actor, a), actor, judge) for a in legal_actions(state, actor)]
        self.done += len(children)
        ranked = sorted(((v if mine else -v, i) for i, (_c, v) in enumerate(children)), reverse=mine)
        values = [self.round_value(children[i][0]) for _, i in ranked[: self.beam]]
        return max(values) if mine else min(values)

    def _die_values(self, rolled: State, r: int, i: int) -> dict[int, float] | None:
        """For each number the ``i``-th die may show, the value of the roller's best pick of
        it (None: the deadline came first)."""
        character = CHARACTERS[i]
        out: dict[int, float] = {}
        for n in die_odds(character):
            if self.late():
                return None
            dice = tuple(n if j == i else 1 for j in range(3))
            s = put(rolled, dice=dice)
            values = [finish_value(advance(s, r, m), r, self.judge)[1]
                      for m in legal_actions(s, r) if isinstance(m, Move) and m.character == character]
            self.done += len(values)
            out[n] = max(values) if r == self.seat else -max(values)
        return out

    def roll_value(self, state: State) -> float:
        """Expected value over the next roll, the roller taking the die best for them."""
        rolled = put(state, phase=PICK, dice=(1, 1, 1), picks=())
        r = roller(state)
        best: dict[str, dict[int, float]] = {}
        for i, character in enumerate(CHARACTERS):
            values = self._die_values(rolled, r, i)
            if values is None:
                return self.judge(state, self.seat)
            best[character] = values
        odds = [die_odds(c) for c in CHARACTERS]
        total = 0.0
        for numbers in product(*(sorted(o) for o in odds)):
            p = odds[0][numbers[0]] * odds[1][numbers[1]] * odds[2][numbers[2]]
            vals = [best[c][n] for c, n in zip(CHARACTERS, numbers)]
            total += p * (max(vals) if r == self.seat else min(vals))
        return total


class RoundSearch(Search):
    """The search with the whole next round at its horizon, not only the roller's first
    pick: at the roll, each die at each number is worth what the roller's best pick of
    it gains, or what the other player's best pick of it gains, and for each roll the
    three dice are dealt as the draft deals them (the roller's first pick, the other's
    reply among the two left, the roller's last), each pick's gain counted from the
    position before the roll. So the next round's threats of the player who does not
    roll count as much as the roller's chances."""

    def _gains(self, rolled: State, actor: int, i: int, base: float) -> dict[int, float] | None:
        """For each number the ``i``-th die may show, what ``actor``'s best pick of it gains
        (for the search's seat: a gain of the opponent's is negative); None: out of time."""
        character = CHARACTERS[i]
        sign = 1.0 if actor == self.seat else -1.0
        out: dict[int, float] = {}
        for n in die_odds(character):
            if self.late():
                return None
            s = put(rolled, dice=tuple(n if j == i else 1 for j in range(3)))
            values = [finish_value(advance(s, actor, m), actor, self.judge)[1]
                      for m in move_actions(s, actor, (character,))]
            self.done += len(values)
            out[n] = sign * max(values) - base
        return out

    def roll_value(self, state: State) -> float:
        rolled = put(state, phase=PICK, dice=(1, 1, 1), picks=())
        r = roller(state)
        o = 1 - r
        base = self.judge(rolled, self.seat)
        mine: list[dict[int, float]] = []
        theirs: list[dict[int, float]] = []
        for i in range(3):
            a = self._gains(rolled, r, i, base)
            b = self._gains(rolled, o, i, base) if a is not None else None
            if a is None or b is None:
                return base
            mine.append(a)
            theirs.append(b)
        first = max if r == self.seat else min
        reply = max if o == self.seat else min
        odds = [die_odds(c) for c in CHARACTERS]
        total = 0.0
        for numbers in product(*(sorted(d) for d in odds)):
            p = odds[0][numbers[0]] * odds[1][numbers[1]] * odds[2][numbers[2]]
            g_r = [mine[i][numbers[i]] for i in range(3)]
            g_o = [theirs[i][numbers[i]] for i in range(3)]
            total += p * first(
                g_r[a] + reply(g_o[b] + g_r[3 - a - b] for b in range(3) if b != a) for a in range(3))
        return base + total


# -- the bots ---------------------------------------------------------------------------------------
class GreedyBot(Bot):
    """Best value at the end of its own pick."""

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list) and legal
        if len(legal) == 1:
            return legal[0]
        state = turn.game.determinize(turn.view, turn.seat, turn.rng)
        if state.phase in (KEEP, RETURN):
            return static_choice(state, turn.seat, legal)
        options = option_values(state, turn.seat, exact_draws=True)
        return _best(options, turn.rng)


class SearchBot(Bot):
    """Greedy candidates, then expectimax over the draft for the best few."""

    #: How many candidate actions get the full look-ahead.
    width = 4
    #: Seconds before the search settles for what it has.
    budget = 0.6
    #: The last decision's search (what it played out, for the tests and the bench).
    search: Search | None = None

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list) and legal
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        state = turn.game.determinize(turn.view, turn.seat, turn.rng)
        if state.phase in (KEEP, RETURN):
            return static_choice(state, turn.seat, legal)
        options = option_values(state, turn.seat, exact_draws=False)
        options.sort(key=lambda o: -o[1])
        search = self.search = Search(turn.seat, start + self.budget)
        deep = []
        for action, shallow, after in options[: self.width]:
            if search.out_of_time():
                deep.append((action, shallow, after))
                continue
            deep.append((action, search.round_value(after), after))
        return _best(deep, turn.rng)


def _best(options: list[tuple[Any, float, State]], rng: Rng) -> Any:
    top = max(v for _, v, _ in options)
    best = [a for a, v, _ in options if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


__all__ = ["GreedyBot", "RoundSearch", "Search", "SearchBot", "advance", "evaluate", "finish", "finish_value",
           "option_values"]
