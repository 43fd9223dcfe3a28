"""The three levels of held hands' bots: Easy, Normal and Hard. Pure Python.

- **Easy** is :class:`~.ai.CasualBot`: it heads for its own goal by the shortest
  way, a little at random, and never looks at what its move leaves the partner:
  a beginner's habit, and the blind spot that breaks most couples.
- **Hard** looks one turn deeper than the careful bot (:class:`TwoTurnBot`): each
  of the careful bot's best eight plans (goals, balance, refills, the partner's
  mobility) is weighed with the partner's best reply and then with this seat's
  own best move after it, so a plan that leaves its hand dry or its balance
  cornered a turn later is seen. It also weighs the cards more thriftily than the
  careful bot (:class:`~.planning.Thrift`): a refill at balance 0 counts 8 a card
  drawn, and ending at -2/+2 or off 0 with a thin hand costs more, since the
  careful look's lost deals were mostly a pair stuck on the outer ring with thin
  hands off balance 0 (it chased a goal rather than refill).
- **Normal** is Hard's look, narrower (:class:`NarrowTwoTurnBot`): the same
  thrift, the partner's reply and this seat's own move after it, but over the
  careful bot's best three plans instead of eight, under a half-second guard.
  On deals 1-1000 (guards off) its pair won 80.4 %; on deals 1-200 77.5 %, where
  Hard won 83.5 % and the careful bot 65.0 %. Its slowest decision took about a
  second of processor time, but only 32 of its 150,368 decisions passed half a
  second (the guard cuts those short); Hard's deals take 1.7 s, Normal's 0.7 s.
  Today's careful bot stays as the reference kind ``bot:careful``.

Both stop weighing further plans once their level's time is nearly spent and
play the best plan weighed so far.

Every level sees only its seat's view: the deck and the goal piles it looks past
come from one ``determinize`` of it.
"""

from __future__ import annotations

import time
from typing import Any

from ...core.game import Advice, BotTurn, Game, Level
from ...core.rng import Rng
from .advice import why
from .moves import Ctx, Plan, SearchTimeout, enumerate_moves
from .planning import CarefulBot, Choice, Seen, Thrift
from .state import Side, State, needs_reveal


class TimedCarefulBot(CarefulBot):
    """The careful bot under a time budget: once ``seconds`` have gone on one
    decision it weighs no further replies of the partner (the best plan weighed so
    far is played; the first is always weighed whole). ``seconds=None``: no guard,
    the careful bot itself (reproducible)."""

    seconds: float | None = Level.NORMAL.seconds
    #: The share of the budget spent before the partner's replies are cut short.
    SHARE = 0.8

    def __init__(self, game: Game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self._deadline: float | None = None

    def choose(self, turn: BotTurn) -> Any:
        self._deadline = None if self.seconds is None else time.monotonic() + self.SHARE * self.seconds
        try:
            return super().choose(turn)
        finally:
            self._deadline = None

    def advise(self, turn: BotTurn) -> Advice:
        """The move this bot plays, and what it gains in the game's words
        (:func:`~.advice.why`), from the seat's view alone."""
        self._plan = None
        action = self.choose(turn)
        plan = self._plan[2] if self._plan is not None and self._plan[0] == turn.view["turn"] else None
        return Advice(action, why(turn.view, self.seat, action, plan))

    def late(self) -> bool:
        return self._deadline is not None and time.monotonic() > self._deadline

    def seen_of(self, state: State) -> Seen:
        """The cards and goals this bot counts on in ``state`` (:class:`~.planning.Seen`)."""
        return Seen.of(state)

    def best_plan(self, game: Game, state: State, rng: Rng) -> tuple[Plan, Side | None] | None:
        seen = self.seen_of(state)
        plans = enumerate_moves(Ctx.of(state), include_stop=True, exact=False)
        scored = self.ranked(game, state, rng, plans, seen, self.lookahead)
        if not scored:
            return None
        partner = 1 - state.current
        if needs_reveal(state, partner) or state.in_heart[partner] or scored[0][0] >= 4e5:
            return scored[0][1], scored[0][2]
        best = self.weigh_replies(game, scored, seen, rng)
        return (best[1], best[2]) if best is not None else (scored[0][1], scored[0][2])

    def weigh_replies(self, game: Game, scored: list[Choice], seen: Seen,
                      rng: Rng) -> tuple[float, Plan, Side | None] | None:
        """The best of ``scored`` with the partner's best reply weighed in (as the
        careful bot does), stopping once the time is up."""
        best = None
        for value, plan, side, after in scored:
            if value <= -1e6 or (best is not None and self.late()):
                break
            reply = self._timed_reply(game, after, seen, rng)
            if reply is None:
                break
            total = value + 0.7 * reply
            if best is None or total > best[0]:
                best = (total, plan, side)
        return best

    def _timed_reply(self, game: Game, after: State, seen: Seen, rng: Rng) -> float | None:
        """:meth:`_best_reply`, or None when the time ran out while listing the
        partner's moves."""
        reply = self.reply(game, after, seen, rng)
        return None if reply is None else reply[0]

    def reply(self, game: Game, after: State, seen: Seen, rng: Rng) -> tuple[float, State | None] | None:
        """The best move of the seat to act in ``after`` with the cards in ``seen``, as
        this bot scores it, and the state it leaves (None: that seat does not move);
        None when the time ran out while listing the moves."""
        if after.phase != "play" or needs_reveal(after, after.current):
            return 0.0, None
        ctx = Ctx.of(after)
        ctx.cards = tuple(c for c in ctx.cards if c[0] in seen.cards)
        deadline = None if self._deadline is None else self._deadline + (1 - self.SHARE) * (self.seconds or 0) * 0.5
        try:
            plans = enumerate_moves(ctx, include_stop=False, exact=False, deadline=deadline)
        except SearchTimeout:
            return None
        best = self.ranked(game, after, rng, plans, seen, 1)
        return (best[0][0], best[0][3]) if best else (-1e7, None)


class TwoTurnBot(TimedCarefulBot):
    """Hard: the careful look one turn deeper. Each of the best plans is weighed with
    the partner's best reply and then with this seat's own best move after it, so a
    plan that leaves this seat's hand dry or its balance cornered a turn later is
    seen. The own move counts the cards this seat would draw (as one sampled deal
    has them: an honest guess, never the real deck)."""

    seconds = Level.HARD.seconds
    lookahead = 8
    #: Hard's thrift: a refill is worth 8 a card drawn (the careful bot: 3), and ending
    #: at -2 or +2, or off 0 with a hand of fewer than three cards, costs more (most of
    #: the careful look's lost deals were a pair stuck with thin hands off balance 0).
    thrift = Thrift(per_card=8, edge=30, short=12)
    #: The weight of this seat's own next move.
    OWN = 0.5

    def weigh_replies(self, game: Game, scored: list[Choice], seen: Seen,
                      rng: Rng) -> tuple[float, Plan, Side | None] | None:
        best = None
        for value, plan, side, after in scored:
            if value <= -1e6 or (best is not None and self.late()):
                break
            reply = self.reply(game, after, seen, rng)
            if reply is None:
                break
            total = value + 0.7 * reply[0]
            then = reply[1]
            if then is not None and then.result is None and reply[0] > -1e6:
                drawn = self.seen_of(then)
                own = self.reply(game, then, Seen(seen.cards | drawn.cards, seen.goals | drawn.goals), rng)
                if own is None:
                    break
                total += self.OWN * own[0]
            if best is None or total > best[0]:
                best = (total, plan, side)
        return best


class NarrowTwoTurnBot(TwoTurnBot):
    """Normal: Hard's two-turn look and thrift over the careful bot's best three plans
    (Hard: eight), under Normal's half-second guard. Three plans keep nearly every
    decision inside half a second of processor time (four put a decision past it in
    13 deals of 100, three in 4); the best plan weighed so far is played when the
    guard runs out."""

    seconds = Level.NORMAL.seconds
    lookahead = 3
