"""held hands' part of the strength table: how often each level's pair holds hands.

    python bench/strength_held_hands.py [--games N] [--seed S]

Both seats of a deal are played by the same level (the game is cooperative, so a
win is the pair's). Beside the levels: today's careful bot (the reference kind
``bot:careful``, the look Normal and Hard build on, with its own thrift), and the
ceiling, a bot that knows the order of the deck and the goal piles
(:class:`DeckKnowingBot`): Hard's own look, played on the true state with every
card counted on (the cards a refill will draw included). It is a measuring
instrument only, never a bot the app offers: what a fair bot could reach if
guessing the hidden cards cost nothing.

Deal ``i`` is seed ``seed + i``, the same deals for every row. The levels play with
their time guards off (``seconds = None``), so the figures are the same on any
machine: each decision's longest time is printed beside them, in processor time
(what it takes on an idle machine: a loaded one stretches the wall clock). ``games=None`` is the
issue's count: 1,000 deals for Normal, 200 for Easy and Hard, and 100 for the
ceiling (about 12 s of processor time a deal: its look with every card counted on
lists far more moves), 200 for the careful bot.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from boardgames_desktop.core.game import Bot, BotTurn, Game, Level
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.games.held_hands.ai import CarefulBot, CasualBot, Seen
from boardgames_desktop.games.held_hands.data import EMOTION_CARDS, GOAL_CARDS
from boardgames_desktop.games.held_hands.levels import NarrowTwoTurnBot, TwoTurnBot
from boardgames_desktop.games.held_hands.moves import Plan
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import Side, State

#: Everything: every emotion card and every goal card counts as seen.
EVERYTHING = Seen(frozenset(range(len(EMOTION_CARDS))), frozenset(range(len(GOAL_CARDS))))


class DeckKnowingBot(TwoTurnBot):
    """The ceiling: Hard's look on the true state (the deck's order, the goal piles),
    which the bench hands it before every decision, every card counted on, the cards
    a refill will draw included. Never offered by the app."""

    seconds = None
    truth: State | None = None

    def _planned(self, turn: BotTurn) -> tuple[Plan, Side | None] | None:
        cached = self._continue_plan(turn.view)
        if cached is not None:
            return cached
        assert self.truth is not None, "the bench hands the true state first"
        return self.best_plan(turn.game, self.truth, turn.rng)

    def seen_of(self, state: State) -> Seen:
        return EVERYTHING


class UntimedNormal(NarrowTwoTurnBot):
    seconds = None


class UntimedHard(TwoTurnBot):
    seconds = None


@dataclass(frozen=True)
class Row:
    name: str
    factory: Callable[[Game, int, int], Bot]
    full: int  # deals at the count
    budget: float | None = None  # the level's time for one decision (its guard, off here)


ROWS = (
    Row("Easy", CasualBot, 200),
    Row("Normal", UntimedNormal, 1000, Level.NORMAL.seconds),
    Row("Hard", UntimedHard, 200, Level.HARD.seconds),
    Row("ceiling: knows the deck's order", DeckKnowingBot, 100),
    Row("today's bot:careful (reference)", CarefulBot, 200),
)


@dataclass(frozen=True)
class Deal:
    won: bool
    reason: str
    slowest: float
    seconds: float
    decisions: int
    over: int  # decisions longer than the budget


def play_deal(factory: Callable[[Game, int, int], Bot], seed: int, budget: float | None = None) -> Deal:
    """One deal, both seats played by ``factory``'s bots; the true state goes only to
    a bot that asks for it (the ceiling)."""
    state = GAME.setup(2, seed, GAME.check_options({}))
    bots = [factory(GAME, s, seed) for s in (0, 1)]
    rngs = [Rng(seed_state(seed, f"held-hands-bot-{s}")) for s in (0, 1)]
    slowest = total = 0.0
    decisions = over = 0
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        bot = bots[seat]
        if isinstance(bot, DeckKnowingBot):
            bot.truth = state
        started = time.process_time()
        action: Any = bot.choose(BotTurn(GAME, seat, GAME.view(state, seat), GAME.legal_actions(state, seat),
                                         rngs[seat]))
        spent = time.process_time() - started
        slowest, total = max(slowest, spent), total + spent
        decisions += 1
        over += budget is not None and spent > budget
        state = GAME.apply(state, seat, action)
    assert state.result is not None
    return Deal(bool(state.result.winners), state.result.reason, slowest, total, decisions, over)


def _job(args: tuple[int, int]) -> Deal:
    row, seed = args
    return play_deal(ROWS[row].factory, seed, ROWS[row].budget)


def run_row(index: int, deals: int, seed: int, workers: int | None = None) -> list[Deal]:
    """The deals of row ``index``, in ``workers`` processes (None: up to two)."""
    jobs = [(index, seed + i) for i in range(deals)]
    workers = min(os.cpu_count() or 1, 2) if workers is None else workers
    if workers < 2 or deals < 4:
        return [_job(j) for j in jobs]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return pool.map(_job, jobs, chunksize=1)


def section(games: int | None, seed: int, rows: set[int] | None = None, workers: int | None = None) -> list[str]:
    """The lines of held hands' part of the strength table (``rows``: only these, by index;
    ``workers``: processes, None for up to two)."""
    lines = [f"held hands: the pair's win rate, both seats one level (deals from seed {seed})"]
    for index, row in enumerate(ROWS):
        if rows is not None and index not in rows:
            continue
        deals = row.full if games is None else games
        results = run_row(index, deals, seed, workers)
        wins = sum(d.won for d in results)
        losses = Counter(d.reason for d in results if not d.won)
        why = ", ".join(f"{reason} {n}" for reason, n in sorted(losses.items())) or "none"
        slowest = max(d.slowest for d in results)
        mean = sum(d.seconds for d in results) / len(results)
        over = ""
        if row.budget is not None:
            share = sum(d.over for d in results) / max(1, sum(d.decisions for d in results))
            over = f" ({100 * share:.2f}% of decisions over {row.budget:g} s: cut short in the app)"
        lines.append(f"  {row.name:<34} {wins:>4} of {deals:>4}  {100 * wins / deals:5.1f}%   "
                     f"losses: {why}; slowest decision {slowest:.2f} s{over}, {mean:.1f} s a deal")
    return lines


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None, help="deals a row (default: the issue's count)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rows", default="", help="only these rows, by index (e.g. 1,2)")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: up to two)")
    args = parser.parse_args()
    chosen = {int(i) for i in args.rows.split(",")} if args.rows else None
    print("\n".join(section(args.games, args.seed, chosen, args.jobs)))
