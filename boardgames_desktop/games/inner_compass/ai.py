"""Inner Compass bots. Pure Python; a bot sees only its seat's view.

Every bot searches the rest of the current turn with the real rules: the view
is turned into a plausible full state (``determinize``: other hands and the
deck sampled from the unseen cards), then every way the turn can go on is
played out with ``legal_actions`` and ``apply`` up to the end of the turn.

The three levels (``BOTS``: Easy, Normal, Hard) plan the whole turn at its
first decision (:func:`lookahead.turn_plans`) and play the plan out while the
view goes as foreseen; a view the plan did not foresee (a feel's bonus card)
makes them plan again.

- **Easy** plays like a beginner: the biggest gain this turn, the quality
  tiles beside its value tokens half in mind, every card alike, one guess at
  the unseen cards (:func:`beginner_value`).
- **Normal** judges a plan as the planner does (below), over three guesses.
- **Hard** judges its best plans two turns ahead (:func:`lookahead.two_turns`):
  the other seats reply with a quick greedy plan, then its own best next turn
  is found and judged as the planner judges a plan; over six guesses.

The earlier bots stay as reference kinds (``simulate --bots planner,greedy``,
the strength bench, old saves); they search again at every decision:

- **Greedy** scores a plan by the EP it holds now: the track, first value
  tokens, the compass, and the quality tiles beside its value tokens, plus a
  little for each card in hand.
- **Planner** adds what a plan sets up for the turns ahead: the best memory
  its pawn can reach next turn with the cards in hand (the real cost and
  track rules), how close each row and column of its player board is to
  emptying while value tokens and the compass are still to win, the tiles
  its unplaced value tokens could still take, and cards by their use. It
  averages the plans over several samples of the unseen cards.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...core.game import N_, Advice, Bot, BotKind, BotTurn, Game, Level, View, level_kinds
from . import data
from .actions import EndTurn, Feel, Memory, PlacePawn
from .advice import only_move, placement_why, why
from .lookahead import Foresight, Plan, turn_plans, two_turns
from .rules import legal_list
from .scoring import final_result, tile_score
from .state import State, evolve, memory_cost, track_ep

Evaluate = Callable[[State, int, tuple[str, ...]], float]

#: A cap on the states one search visits (a turn has a few hundred at most).
MAX_NODES = 6000


# -- the search -------------------------------------------------------------------------------
@dataclass
class Search:
    """Every way the current turn of ``seat`` can go on from ``state``; a plan
    ends where the seat would end its turn (the ``EndTurn`` itself, which
    draws and passes the turn, is not played: its discard is scored)."""

    game: Game
    seat: int
    evaluate: Evaluate
    nodes: int = 0

    def best(self, state: State) -> dict[Any, float]:
        """The best plan value reachable through each legal first action."""
        out: dict[Any, float] = {}
        seen: dict[State, float] = {}
        for action in legal_list(state, self.seat):
            out[action] = self._value_of(state, action, seen)
        return out

    def _value_of(self, state: State, action: Any, seen: dict[State, float]) -> float:
        if type(action) is EndTurn:
            return self.evaluate(state, self.seat, action.discard)
        after = self.game.apply(state, self.seat, action)
        if after.current != self.seat or after.phase != "play":
            return self.evaluate(after, self.seat, ())
        if after in seen:
            return seen[after]
        self.nodes += 1
        if self.nodes > MAX_NODES:
            value = self.evaluate(after, self.seat, ())
        else:
            value = max(self._value_of(after, a, seen) for a in legal_list(after, self.seat))
        seen[after] = value
        return value


# -- what a position is worth -----------------------------------------------------------------------
def ep_now(s: State, seat: int) -> int:
    return s.ep_track[seat] + s.ep_first[seat] + (data.COMPASS_EP if s.compass == seat else 0)


@lru_cache(maxsize=1 << 16)
def tile_ep(tile_id: str, grid: str, cubes: tuple[tuple[int, ...], ...], seat: int) -> int:
    """The EP of a quality tile for ``seat`` (:func:`scoring.tile_score`), kept: a search
    asks for the same board's tiles again and again."""
    return tile_score(tile_id, grid, cubes, seat)[1]


def owned_tiles(s: State, seat: int) -> int:
    return sum(tile_ep(s.qualities[t], s.grid, s.cubes, seat) for t in s.values[seat])


#: Greedy: what one card in hand is worth: enough that a plan that feels beats one that does
#: nothing, too little to skip a memory (a memory costs at most 4 cards and gives at least 1 EP).
GREEDY_CARD = 0.2


def greedy_value(s: State, seat: int, discard: tuple[str, ...]) -> float:
    return ep_now(s, seat) + owned_tiles(s, seat) + GREEDY_CARD * (len(s.hands[seat]) - len(discard))


@dataclass(frozen=True)
class Weights:
    cards: tuple[float, ...] = (0.9,) * 5 + (0.5,) * 5   # the n-th card in hand; none beyond 10
    next_memory: float = 0.75  # share of the best memory reachable next turn
    token: float = 0.55        # share of a tile an unplaced value token could take
    first: float = 0.6         # share of a first-token bonus still free
    line_reward: float = 4.0   # what emptying a row or column is worth (token or compass)
    closeness: tuple[float, ...] = (1.0, 0.5, 0.3, 0.18, 0.1, 0.05)  # by cubes left in the line


WEIGHTS = Weights()


def planner_value(s: State, seat: int, discard: tuple[str, ...], w: Weights = WEIGHTS) -> float:
    hand = list(s.hands[seat])
    for card in discard:
        hand.remove(card)
    value: float = ep_now(s, seat) + owned_tiles(s, seat)
    left = data.VALUE_TOKENS - len(s.values[seat]) - (s.pending if s.current == seat else 0)
    if left > 0:
        value += _token_prospects(s, seat, left, w)
    # The rows and columns nearest to empty, as many as emptying still pays for
    # (each unplaced value token, then the compass if it is free). Always less
    # than the reward itself, so emptying a line never looks like a loss.
    paying = max(0, left) + (1 if s.compass is None else 0)
    if paying:
        value += _line_prospects(s.spaces[seat], paying, w)
    value += next_turn_memory(s, seat, tuple(hand)) * w.next_memory
    value += sum(w.cards[: len(hand)])
    return value


def _token_prospects(s: State, seat: int, left: int, w: Weights) -> float:
    """Tiles the ``left`` unplaced value tokens could still take (the best free ones)."""
    free = sorted(
        (tile_ep(s.qualities[t], s.grid, s.cubes, seat) * w.token
         + (data.FIRST_BONUS * w.first if s.first[t] is None else 0.0)
         for t in range(len(s.qualities)) if t not in s.values[seat]),
        reverse=True,
    )
    return sum(free[:left])


def _line_prospects(spaces: tuple[bool, ...], paying: int, w: Weights) -> float:
    """The ``paying`` rows and columns of a player board nearest to empty, by closeness."""
    left_in = sorted(k for k in (sum(1 for i in line if spaces[i]) for line in data.PB_LINES) if k)
    return sum(w.line_reward * w.closeness[min(k, len(w.closeness) - 1)] for k in left_in[:paying])


def reachable(s: State, cell: int) -> set[int]:
    """Cells a pawn on ``cell`` can stand on after next turn's moves (free move, step, step)."""
    return set(_reachable(s.grid, cell))


@lru_cache(maxsize=1 << 12)
def _reachable(grid: str, cell: int) -> frozenset[int]:
    starts = {cell} | {to for _d, to in data.STEPS[cell] if grid[to] == grid[cell]}
    one = {to for c in starts for _d, to in data.STEPS[c]}
    return frozenset(one | {to for c in one for _d, to in data.STEPS[c]})


def next_turn_memory(s: State, seat: int, hand: tuple[str, ...]) -> float:
    """EP of the best memory the pawn could make next turn with ``hand``
    (the track as it stands after this turn; tiles beside its tokens included)."""
    here = s.pawns[seat]
    if here is None:
        return 0.0
    best = 0.0
    track = s.track
    mine = set(s.cubes[seat])
    others = {c for k, cells in enumerate(s.cubes) if k != seat for c in cells}
    base_tiles = owned_tiles(s, seat)
    for cell in sorted(_reachable(s.grid, here)):
        if cell in mine:
            continue
        colour = s.grid[cell]
        if hand.count(colour) < memory_cost(track, colour, cell in others)[3]:
            continue
        gain = float(track_ep(track, colour))
        if s.values[seat]:
            cubes = tuple(c + (cell,) if k == seat else c for k, c in enumerate(s.cubes))
            gain += sum(tile_ep(s.qualities[t], s.grid, cubes, seat) for t in s.values[seat]) - base_tiles
        best = max(best, gain)
    return best


# -- pawn placement -------------------------------------------------------------------------------
def placement_value(s: State, seat: int, cell: int) -> float:
    """How good a start cell is: the memories within reach of the starting hand, and
    the colours around it (more kinds of cells in reach, more ways to spend cards)."""
    probe = evolve(s, pawns=tuple(cell if k == seat else p for k, p in enumerate(s.pawns)))
    around = {s.grid[c] for c in reachable(probe, cell)}
    return next_turn_memory(probe, seat, s.hands[seat]) + 0.8 * len(around)


# -- the bots ---------------------------------------------------------------------------------------
class _SearchBot(Bot):
    evaluate: Evaluate = staticmethod(greedy_value)
    samples = 1

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list) and legal
        if len(legal) == 1:
            return legal[0]
        rng = turn.rng
        view = turn.view
        if view["phase"] == "place":
            state = turn.game.determinize(view, turn.seat, rng)
            return max(legal, key=lambda a: (placement_value(state, turn.seat, a.cell), -a.cell)
                       if isinstance(a, PlacePawn) else (0.0, 0))
        totals: dict[Any, float] = {}
        for _ in range(self.samples):
            state = turn.game.determinize(view, turn.seat, rng)
            search = Search(turn.game, turn.seat, type(self).evaluate)
            for action, value in search.best(state).items():
                totals[action] = totals.get(action, 0.0) + value
        # Ties go to the earliest listed action, so choices replay exactly.
        return max(legal, key=lambda a: totals.get(a, float("-inf")))


class GreedyBot(_SearchBot):
    """Best EP this turn, quality tiles included."""

    evaluate = staticmethod(greedy_value)
    samples = 1


class PlannerBot(_SearchBot):
    """This turn with the real rules, and what it sets up for the next (see module doc)."""

    evaluate = staticmethod(planner_value)
    samples = 3



# -- the levels: whole turns planned at once ---------------------------------------------------------
#: Easy: what one card in hand is worth to a beginner, and how much of the quality tiles
#: beside its value tokens it keeps in mind (a beginner chases the track and half forgets them).
BEGINNER_CARD = 0.25
BEGINNER_TILES = 0.5


def beginner_value(s: State, seat: int, discard: tuple[str, ...]) -> float:
    """The EP a plan gains now, the quality tiles half counted, every card alike."""
    cards = len(s.hands[seat]) - len(discard)
    return ep_now(s, seat) + BEGINNER_TILES * owned_tiles(s, seat) + BEGINNER_CARD * cards


def finished_value(s: State, seat: int) -> float:
    """A game that ends inside the look-ahead: the seat's final EP."""
    return float(final_result(s)[0][seat])


@dataclass
class _Kept:
    """A plan being played out: the views it foresaw after each of its actions."""

    actions: tuple[Any, ...]
    views: tuple[View, ...]
    plan: Plan
    state: State   # the determinization the plan was found in


def progresses(plan: Plan) -> bool:
    """A plan that changes the game for good: it feels a card or makes a memory (a turn
    of moves alone can be undone by the next one)."""
    return any(isinstance(a, (Feel, Memory)) for a in plan.actions)


#: After this many turns in a row of moves alone, a level plays a turn that feels or
#: makes a memory where it can. Two players who each only walk could walk forever:
#: the game ends only by emptying rows and columns (a bot far ahead once saw nothing
#: better than walking back and forth while its rival could only walk too).
IDLE_TURNS = 3


class PlanBot(Bot):
    """Plans its whole turn at its first decision (every way the turn can end, with the
    real rules, over ``samples`` determinizations), then plays the plan out while the
    view goes as foreseen; a card drawn that the plan did not foresee makes it plan
    again. With a :class:`Foresight`, the ``top`` best plans are judged two turns ahead
    (:func:`lookahead.two_turns`). After :data:`IDLE_TURNS` turns of moves alone it
    plans only among the turns that feel or make a memory, when there are any."""

    evaluate: Evaluate = staticmethod(planner_value)
    samples = 3
    foresight: Foresight | None = None
    top = 6
    #: A guard on the thinking time of one decision (the level's seconds); None: none.
    seconds: float | None = None

    def __init__(self, game: Game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self._kept: _Kept | None = None
        #: Turns in a row this bot played moves alone (see :data:`IDLE_TURNS`).
        self._idle = 0

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list) and legal
        view = turn.view
        if view["phase"] == "place":
            state = turn.game.determinize(view, turn.seat, turn.rng)
            return max(legal, key=lambda a: (placement_value(state, turn.seat, a.cell), -a.cell)
                       if isinstance(a, PlacePawn) else (0.0, 0))
        kept = self._kept
        if kept is not None and kept.views and kept.views[0] == view and kept.actions[1] in legal:
            self._kept = _Kept(kept.actions[1:], kept.views[1:], kept.plan, kept.state)
            return kept.actions[1]
        if len(legal) == 1:
            self._kept = None
            return legal[0]
        plan, state = self.plan(turn)
        self._idle = 0 if progresses(plan) else self._idle + 1
        views = []
        s = state
        for action in plan.actions[:-1]:
            s = turn.game.apply(s, turn.seat, action)
            views.append(turn.game.view(s, turn.seat))
        self._kept = _Kept(plan.actions, tuple(views), plan, state)
        return plan.actions[0]

    def advise(self, turn: BotTurn) -> Advice:
        """The move and what it gains (:mod:`advice`), from a fresh plan of this view."""
        self._kept = None
        action = self.choose(turn)
        kept = self._kept
        if turn.view["phase"] == "place":
            state = turn.game.determinize(turn.view, turn.seat, turn.rng)
            probe = evolve(state, pawns=tuple(action.cell if k == turn.seat else p
                                              for k, p in enumerate(state.pawns)))
            kinds = len({state.grid[c] for c in reachable(probe, action.cell)})
            return Advice(action, placement_why(state, action.cell, kinds))
        if kept is None:  # the only legal move
            return Advice(action, only_move(turn.game, turn.game.determinize(turn.view, turn.seat, turn.rng),
                                            turn.seat, action))
        return Advice(action, why(turn.game, kept.state, turn.seat, kept.plan))

    def plan(self, turn: BotTurn) -> tuple[Plan, State]:
        """The plan to play, and the determinization it was found in."""
        started = time.perf_counter()
        game, seat = turn.game, turn.seat
        totals: dict[Any, float] = {}
        best: dict[Any, tuple[float, Plan]] = {}
        first_state: State | None = None
        candidates: set[Any] | None = None
        # The time guard: no new guess after half the level's time, and a guess still
        # unfinished near its end is left out (the first is always finished, if shortened).
        seconds = self.seconds
        deadline = None if seconds is None else started + seconds
        for k in range(self.samples):
            if k and seconds is not None and time.perf_counter() > started + seconds / 2:
                break
            state = game.determinize(turn.view, seat, turn.rng)
            plans = turn_plans(game, state, seat)
            if self._idle >= IDLE_TURNS:
                plans = [p for p in plans if progresses(p)] or plans
            scored = sorted(((type(self).evaluate(p.before_end, seat, p.end.discard), i, p)
                             for i, p in enumerate(plans)), key=lambda t: (-t[0], t[1]))
            values = self._judge(game, state, seat, scored, candidates, deadline)
            if values is None:
                break
            if candidates is None:
                first_state = state
                candidates = set(values)
                for a, (v, p) in values.items():
                    best[a] = (v, p)
            for a in candidates:
                totals[a] = totals.get(a, 0.0) + values.get(a, (float("-inf"), plans[0]))[0]
        assert first_state is not None and candidates
        # Ties go to the earliest listed action, so choices replay exactly.
        legal = turn.legal
        assert isinstance(legal, list)
        chosen = max((a for a in legal if a in totals), key=lambda a: totals[a])
        return best[chosen][1], first_state

    def _judge(self, game: Game, state: State, seat: int, scored: list[tuple[float, int, Plan]],
               candidates: set[Any] | None, deadline: float | None) -> dict[Any, tuple[float, Plan]] | None:
        """The best value and plan through each first action (``candidates``: those
        asked for, None for the first guess), with the foresight where there is one;
        None where a later guess runs into the ``deadline``."""
        out: dict[Any, tuple[float, Plan]] = {}
        sight = self.foresight
        if sight is None:
            for v, _i, p in scored:
                a = p.actions[0]
                if a not in out and (candidates is None or a in candidates):
                    out[a] = (v, p)
            return out
        chosen: list[Plan] = [p for _v, _i, p in scored[: self.top]]
        if candidates is not None:
            have = {p.actions[0] for p in chosen}
            for _v, _i, p in scored:
                a = p.actions[0]
                if a in candidates and a not in have:
                    have.add(a)
                    chosen.append(p)
        for p in chosen:
            a = p.actions[0]
            if candidates is not None and a not in candidates:
                continue
            if out and deadline is not None and time.perf_counter() > deadline - 0.15 * (self.seconds or 0):
                if candidates is not None:
                    return None
                break
            v = two_turns(game, state, seat, p, sight)
            if a not in out or v > out[a][0]:
                out[a] = (v, p)
        return out


class EasyBot(PlanBot):
    """A beginner: the biggest gain this turn, the quality tiles half in mind, every
    card alike, one guess at the unseen cards."""

    evaluate = staticmethod(beginner_value)
    samples = 1


class NormalBot(PlanBot):
    """The planner's judgement of a position, over three guesses at the unseen cards."""

    evaluate = staticmethod(planner_value)
    samples = 3
    seconds = Level.NORMAL.seconds


class HardBot(PlanBot):
    """Its six best plans judged two turns ahead (the others' replies, then its own next
    turn), over six guesses at the unseen cards (three won 57.0 % of 200 games against
    the planner, six 61.5 % and 63.0 % on two runs of 200, eight no more than six)."""

    evaluate = staticmethod(planner_value)
    samples = 6
    top = 6
    foresight = Foresight(mine=planner_value, others=greedy_value, finished=finished_value)
    seconds = Level.HARD.seconds


PLANNER = BotKind("bot:planner", N_("Planner bot (looks a turn ahead)"), PlannerBot,
                  N_("Plans this turn with the real rules and weighs what it sets up for the next."))
GREEDY = BotKind("bot:greedy", N_("Greedy bot (best EP now)"), GreedyBot,
                 N_("Takes the plan that scores the most EP this turn, quality tiles included."))

BOTS = level_kinds(EasyBot, NormalBot, HardBot, reference=(PLANNER, GREEDY))
