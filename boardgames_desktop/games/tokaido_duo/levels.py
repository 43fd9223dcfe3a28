"""Tokaido Duo's three levels (Easy, Normal, Hard) and the hint's advice.

All three see only their seat's view and look ahead with the real rules'
handlers on a :func:`determinize`\\ d state (see :mod:`.ai`).

- **Easy** plays like a beginner: it looks at its own pick only and at its own
  points only (what the pick leaves the opponent, or takes from them, never
  crosses its mind), and it is not precise: among the picks that look about as
  good (within :data:`EASY_SLACK` points) it takes any. It answers at once.
- **Normal** is today's search over the dice draft (:class:`.ai.Search`): for
  its four best picks it plays out the rest of the round and the next roll,
  with a fixed amount of look-ahead (:data:`NORMAL_WORK` picks played out) so
  that it plays the same on a slow machine as on a fast one; its level's half
  second stops it sooner on a very busy machine.
- **Hard** sees the whole next round at its horizon, not only the roller's
  first pick (:class:`.ai.RoundSearch`): at the next roll it deals each roll's
  three dice as the draft does (the roller's pick, the other player's reply,
  the roller's last, each pick's gain counted from the position before the
  roll), so the threats of the player who does not roll count as well as the
  roller's chances. It runs that search over three deals that fit its view instead of
  one (the face-down paintings and the bag's draws the look-ahead meets are
  sampled anew each time) and takes each candidate's mean, so one lucky or
  unlucky imagined draw does not decide its pick; a draw from the bag at the
  root is weighed over every draw at its odds. It has :data:`HARD_WORK` picks
  to play out, within two seconds. Measured against today's searching bot
  (``bench/strength_tokaido_duo.py 200 1 hard,search``, seeds 1-100, both
  seatings, one process): 61.2 % of 200 games, where the same Hard with
  Normal's search won 46.0 %. (Searching wider and deeper over one deal, eight
  candidates and four replies, measured no stronger than Normal; nor did
  giving a lead a share of the win's bonus, surer the fewer rounds are left:
  51.8 % of the same 200.)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ...core.game import N_, Advice, Bot, BotKind, BotTurn, Game, Level, level_kinds
from .ai import (
    Clock,
    GreedyBot,
    RoundSearch,
    Search,
    SearchBot,
    _best,
    _best_prices,
    advance,
    finish,
    option_values,
    player_value,
    rounds_left,
    static_choice,
)
from .rules import Draw, draw_outcomes
from .state import KEEP, OVER, RETURN, State, score
from .why import why_line

#: Easy takes any pick within this many points of its best one.
EASY_SLACK = 1.5
#: Picks the Normal search may play out for one decision (its slowest decisions
#: take about 0.3 s of one core of the reference machine).
NORMAL_WORK = 900
#: Picks the Hard search may play out for one decision, over all its deals (its
#: slowest decision over 200 games took 0.92 s of one core; most use far fewer).
HARD_WORK = 6000
#: The deals Hard searches for each decision.
HARD_DEALS = 3


def selfish_value(state: State, seat: int) -> float:
    """What a beginner counts: their own points and prospects, nothing of the opponent's."""
    if state.phase == OVER:
        return float(score(state.players[seat]))
    return player_value(state, seat, rounds_left(state), _best_prices(state.specialties))


class EasyBot(Bot):
    """A beginner: the pick that looks best for its own board now, give or take a little."""

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list) and legal
        if len(legal) == 1:
            return legal[0]
        state = turn.game.determinize(turn.view, turn.seat, turn.rng)
        if state.phase in (KEEP, RETURN):
            return static_choice(state, turn.seat, legal)
        seat = turn.seat
        options = []
        for action in legal:
            if isinstance(action, Draw):  # a beginner does weigh what a draw may bring
                value = sum(p * selfish_value(finish(after, seat), seat)
                            for p, _drawn, after in draw_outcomes(state, seat, action.extra))
            else:
                value = selfish_value(finish(advance(state, seat, action), seat), seat)
            options.append((action, value))
        top = max(v for _a, v in options)
        near = [a for a, v in options if v >= top - EASY_SLACK]
        return near[0] if len(near) == 1 else turn.rng.choice(near)


class LevelSearchBot(Bot):
    """The search over the dice draft with a fixed amount of look-ahead (``work``) and
    its level's time as a guard; Normal and Hard differ in how wide and deep it looks."""

    def __init__(self, game: Game, seat: int, seed: int = 0, *, width: int, beam: int, work: int,
                 exact_draws: bool, level: Level, deals: int = 1,
                 search: type[Search] = Search) -> None:
        super().__init__(game, seat, seed)
        #: The search it runs (:class:`.ai.Search`, or Hard's :class:`.ai.RoundSearch`).
        self.search_kind = search
        self.deals = deals
        self.width = width
        self.beam = beam
        self.work = work
        self.exact_draws = exact_draws
        seconds = level.seconds
        assert seconds is not None
        self.seconds = seconds
        #: The clock its level's seconds are read on (the tests give a fake one).
        self.clock: Clock = time.perf_counter
        #: The last decision's search (what it played out, for the tests and the bench).
        self.search: Search | None = None

    def ranked(self, turn: BotTurn) -> tuple[State, list[tuple[Any, float, State]]]:
        """The determinized state and every candidate with its value, best first (those
        searched come first, by their mean searched value over the deals, then the rest
        by their greedy one)."""
        start = self.clock()
        seat = turn.seat
        state = turn.game.determinize(turn.view, seat, turn.rng)
        options = option_values(state, seat, exact_draws=self.exact_draws)
        options.sort(key=lambda o: -o[1])
        top = options[: self.width]
        search = self.search = self.search_kind(seat, start + self.seconds, beam=self.beam, work=self.work,
                                                clock=self.clock)
        totals = [0.0] * len(top)
        counted = [0] * len(top)
        for deal in range(self.deals):
            if deal == 0:
                afters = [after for _a, _v, after in top]
            else:
                if search.out_of_time():
                    break
                other = turn.game.determinize(turn.view, seat, turn.rng)
                afters = [finish(advance(other, seat, action), seat) for action, _v, _s in top]
            for i, after in enumerate(afters):
                if search.out_of_time():
                    break
                totals[i] += search.round_value(after)
                counted[i] += 1
        deep = [(action, totals[i] / counted[i] if counted[i] else shallow, after)
                for i, (action, shallow, after) in enumerate(top)]
        return state, deep + options[self.width:]

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        assert isinstance(legal, list) and legal
        if len(legal) == 1:
            return legal[0]
        if turn.view["phase"] in (KEEP, RETURN):
            return static_choice(turn.game.determinize(turn.view, turn.seat, turn.rng), turn.seat, legal)
        _state, ranked = self.ranked(turn)
        return _best(ranked[: self.width], turn.rng)

    def advise(self, turn: BotTurn) -> Advice:
        """The move :meth:`choose` plays, and what it gains or prevents in the game's words."""
        legal = turn.legal
        assert isinstance(legal, list) and legal
        if len(legal) == 1 or turn.view["phase"] in (KEEP, RETURN):
            state = turn.game.determinize(turn.view, turn.seat, turn.rng)
            action = legal[0] if len(legal) == 1 else static_choice(state, turn.seat, legal)
            return Advice(action, why_line(turn.view, turn.seat, action, state, []))
        state, ranked = self.ranked(turn)
        searched = ranked[: self.width]
        action = _best(searched, turn.rng)
        return Advice(action, why_line(turn.view, turn.seat, action, state, searched))


def easy(game: Game, seat: int, seed: int = 0) -> Bot:
    return EasyBot(game, seat, seed)


def normal(game: Game, seat: int, seed: int = 0) -> Bot:
    return LevelSearchBot(game, seat, seed, width=4, beam=3, work=NORMAL_WORK, exact_draws=False,
                          level=Level.NORMAL)


def hard(game: Game, seat: int, seed: int = 0) -> Bot:
    return LevelSearchBot(game, seat, seed, width=4, beam=3, work=HARD_WORK, exact_draws=True, level=Level.HARD,
                          deals=HARD_DEALS, search=RoundSearch)


def _kind(cls: type[Bot]) -> Callable[[Game, int, int], Bot]:
    def make(game: Game, seat: int, seed: int = 0) -> Bot:
        return cls(game, seat, seed)

    return make


#: Today's searching bot (its old key, for old saves, ``simulate --bots search`` and the
#: strength bench) and the greedy one (the pinned simulation figures seat it).
REFERENCE = (
    BotKind("bot:search", N_("Bot (searching)"), _kind(SearchBot),
            N_("Looks ahead over the rest of the round and the next roll.")),
    BotKind("bot:greedy", N_("Bot (greedy)"), _kind(GreedyBot), N_("Takes the best pick for now.")),
)

BOTS = level_kinds(easy, normal, hard, reference=REFERENCE)

__all__ = ["BOTS", "REFERENCE", "EasyBot", "LevelSearchBot", "easy", "hard", "normal", "selfish_value"]
