"""The three levels of held hands' bots: Easy, Normal and Hard. Pure Python.

- **Easy** is :class:`~.ai.CasualBot`: it heads for its own goal by the shortest
  way, a little at random, and never looks at what its move leaves the partner:
  a beginner's habit, and the blind spot that breaks most couples.
- **Normal** is the careful bot (:class:`~.ai.CarefulBot`: goals, balance,
  refills, the partner's next move) with a guard on its time: past its budget it
  stops weighing more replies of the partner and plays the best plan weighed so far.
- **Hard** weighs the careful bot's best plans again over several deals the view
  could come from (:class:`SampledBot`): the cards a refill would draw are sampled
  and counted on, so a plan whose refill is likely to leave the partner a move
  is told from one that leaves them stuck whatever comes.

Every level sees only its seat's view; a sampled deal is one ``determinize``.
"""

from __future__ import annotations

import time
from typing import Any

from ...core.game import Advice, BotTurn, Game, Level
from ...core.rng import Rng
from .actions import EndTurn, Step
from .advice import why
from .moves import Ctx, Plan, SearchTimeout, enumerate_moves
from .planning import CarefulBot, Choice, Seen
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

    def best_plan(self, game: Game, state: State, rng: Rng) -> tuple[Plan, Side | None] | None:
        seen = Seen.of(state)
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
        if after.phase != "play" or needs_reveal(after, after.current):
            return 0.0
        ctx = Ctx.of(after)
        ctx.cards = tuple(c for c in ctx.cards if c[0] in seen.cards)
        deadline = None if self._deadline is None else self._deadline + (1 - self.SHARE) * (self.seconds or 0) * 0.5
        try:
            plans = enumerate_moves(ctx, include_stop=False, exact=False, deadline=deadline)
        except SearchTimeout:
            return None
        best = self.ranked(game, after, rng, plans, seen, 1)
        return best[0][0] if best else -1e7


class SampledBot(TimedCarefulBot):
    """Hard: the careful bot's best few plans, each weighed again over ``samples``
    deals the view could come from, the cards its refill would draw counted on
    (they are sampled, so a plan is judged over what the refill may bring)."""

    seconds = Level.HARD.seconds
    samples = 6
    lookahead = 8

    def _planned(self, turn: BotTurn) -> tuple[Plan, Side | None] | None:
        cached = self._continue_plan(turn.view)
        if cached is not None:
            return cached
        state = turn.game.determinize(turn.view, self.seat, turn.rng)
        plan = self.best_plan(turn.game, state, turn.rng)
        if plan is None:
            return None
        return self._resampled(turn, state, plan)

    def _resampled(self, turn: BotTurn, state: State,
                   first: tuple[Plan, Side | None]) -> tuple[Plan, Side | None]:
        """Among the plans the careful look ranks highest, the one whose mean over
        sampled deals (refill draws counted) is best."""
        game, rng = turn.game, turn.rng
        seen = Seen.of(state)
        plans = enumerate_moves(Ctx.of(state), include_stop=True, exact=False)
        scored = self.ranked(game, state, rng, plans, seen, self.lookahead)
        partner = 1 - state.current
        if (len(scored) < 2 or needs_reveal(state, partner) or state.in_heart[partner]
                or scored[0][0] >= 4e5 or scored[1][0] <= -1e6):
            return first
        options = [(plan, side) for value, plan, side, _after in scored if value > -1e6]
        totals = [0.0] * len(options)
        counted = 0
        for _sample in range(self.samples):
            if counted and self.late():
                break
            deal = game.determinize(turn.view, self.seat, rng)
            values = self._values(game, deal, options, rng)
            if values is None:
                break
            totals = [t + v for t, v in zip(totals, values, strict=True)]
            counted += 1
        if not counted:
            return first
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]

    def _values(self, game: Game, deal: State, options: list[tuple[Plan, Side | None]],
                rng: Rng) -> list[float] | None:
        """Each option's score in ``deal`` with the partner's best reply, the
        mover's refill seen (None: the time ran out)."""
        out = []
        for plan, side in options:
            state = deal
            for node, card in plan.steps:
                state = game.apply(state, state.current, Step(node, card))
            mid = state
            if not plan.loses and side is not None:
                state = game.apply(state, state.current, EndTurn(side))
            seen = Seen.of(state) if not plan.loses else Seen.of(deal)
            seen = Seen(seen.cards | Seen.of(deal).cards, seen.goals | Seen.of(deal).goals)
            value = self.score(deal, plan, mid, state, seen, rng)
            if value > -1e6 and state.phase == "play":
                reply = self._timed_reply(game, state, seen, rng)
                if reply is None:
                    return None
                value += 0.7 * reply
            out.append(value)
        return out
