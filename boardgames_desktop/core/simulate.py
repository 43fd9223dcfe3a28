"""One simulate loop for every game: seeded bot matches through the table session.

``boardgames-desktop simulate GAME`` plays seeded games of bots the way the app
plays them: a :class:`~.match.Match` of bot :class:`~.game.SeatSpec`\\ s driven
through :class:`~.table.TableSession` (its ``bot_job``, its seeded generator per
decision, its ``bot_answer``, which pauses the bots when a move is refused).
After every action it asks ``game.invariants(state)``; it times every decision
per bot kind, caps the actions of a game, shows progress with
:mod:`.progress`, and prints one report shape for every game.

Who acts where no bot is asked: the table actor (a host's confirmations, a
companion's answers) is played by the ``table_bot`` its simulate part
declares, else by :class:`RandomBot` over the public view; a decision
nobody takes (a deadline whose actor is no bot) runs out on the session's
clock, which here is simulated: it stands still while bots think (a bot answers
within any deadline, as in the app) and jumps to the end of a deadline nobody
answers, so :meth:`TableSession.expire` plays its action as the app would.

**The simulate part** of a game (``games/<game>/simulate.py``) holds only its
options and its own report lines, and declares what the loop reads as one
:class:`Simulation` named ``SIMULATION`` (every field optional: the bots seated
by default, the table's size, the cap on actions, the table actor's bot, the
game's own options, figures counted after every action, its report lines). The
loop reads that declaration and nothing else of the module: no probing.

The command line gives every game ``--players``, ``--games``, ``--seed``,
``--bots KIND,KIND,...``, ``--random`` and ``--timeouts SHARE`` (decisions
under a deadline left to run out; ``cli.add_simulate_arguments``);
game ``i`` uses seed ``seed + i`` and seat ``s`` in it plays kind
``bots[(s + i) % len(bots)]``, so every kind plays every seat equally often,
unless the part declares another :class:`Seeding` (how its seeded matches draw
their seeds: the match seed of game ``i``, the seating of the kinds, the seed
each bot is built with and the generator each decision gets, the last two
handed to the session as its :class:`~.table.BotSeeds`). Declared, so a seeded
run's figures are a function of the command alone: the games declare the ways
their own loops drew before this one, and their figures stayed
(``docs/simulate-figures.md``, ``tests/core/test_simulate_figures.py``).
``--random`` seats :class:`RandomBot` everywhere: a fuzz run of the rules.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from .. import games
from .errors import IllegalAction, excerpt
from .game import (
    TABLE,
    Bot,
    BotKind,
    BotTurn,
    Game,
    GameInfo,
    Message,
    Outcome,
    Person,
    SeatSpec,
    TooMany,
    offered_kinds,
)
from .i18n import N_, _, render
from .match import Match
from .progress import Progress
from .rng import Rng, seed_state
from .table import APP_SEEDS, BotSeeds, TableSession

#: The actions one game may take unless its part says otherwise: far beyond any real game.
MAX_ACTIONS = 10_000
#: How many of the rules' suggestions the random bot chooses among where moves cannot be listed.
SUGGESTIONS = 60
#: Failures printed in full (the count says how many there were).
SHOWN_FAILURES = 20


# -- the one random bot ------------------------------------------------------------------------
class RandomBot(Bot):
    """Any legal action, uniformly: among ``turn.legal``, or where the game answers
    :class:`~.game.TooMany`, among its suggestions for a state drawn from the view."""

    def choose(self, turn: BotTurn) -> Any:
        legal = turn.legal
        if isinstance(legal, TooMany):
            state = turn.game.determinize(turn.view, turn.seat, turn.rng)
            legal = turn.game.suggestions(state, turn.seat, SUGGESTIONS)
        if not legal:
            raise ValueError("a bot was asked to move with no legal move")
        return turn.rng.choice(legal)


RANDOM = BotKind("bot:random-legal", N_("Random legal moves"), RandomBot,
                 N_("Plays any legal move, uniformly: a fuzz run of the rules."))


def seat_kinds(bots: Sequence[str], seats: int, game: int) -> tuple[str, ...]:
    """The kind of each seat in game ``game``: the kinds in turn, shifted one seat a game."""
    return tuple(bots[(seat + game) % len(bots)] for seat in range(seats))


def same_seats(bots: Sequence[str], seats: int, game: int) -> tuple[str, ...]:
    """The kinds in turn around the table, the same seats in every game."""
    return tuple(bots[seat % len(bots)] for seat in range(seats))


def next_seed(seed: int, game: int) -> int:
    """Game ``game`` of a run from ``seed`` is played with seed ``seed + game``."""
    return seed + game


def the_match_seed(match_seed: int, seat: int) -> int:
    """A bot built with the match seed itself, whatever its seat (``BotSeeds.bot``)."""
    return match_seed


@dataclass(frozen=True)
class Seeding:
    """How a game's seeded matches draw their seeds, from ``--seed`` on: a declared
    part of the simulate contract, so that a run's figures are a function of the
    command alone and a change of the loop cannot move them unseen.

    - ``match(seed, game)``: the seed of game ``game`` (0, 1, ...) of a run;
    - ``seating(bots, seats, game)``: the kind of every seat in that game;
    - ``bots``: the :class:`~.table.BotSeeds` the table session is built with (the
      seed each bot is built with, the generator each decision gets).

    The default is the app's way (:data:`~.table.APP_SEEDS`), seed ``seed + game``,
    and the kinds shifted one seat a game; a game whose figures were pinned by an
    older loop declares that loop's way instead (``docs/simulate-figures.md``).
    """

    match: Callable[[int, int], int] = next_seed
    seating: Callable[[Sequence[str], int, int], tuple[str, ...]] = seat_kinds
    bots: BotSeeds = APP_SEEDS


@dataclass(frozen=True)
class Simulation:
    """What a game's ``simulate`` part declares, as its ``SIMULATION`` (every field may
    be left out): the loop reads these and nothing else of the part.

    - ``default_bots``: the kinds seated in turn without ``--bots`` (short keys);
    - ``default_people``: the table without ``--players`` (None: the game's least);
    - ``max_actions``: the cap on one game's actions;
    - ``table_bot``: who answers the table actor's decisions (None: :data:`RANDOM`);
    - ``add_arguments(parser)``: the game's own options;
    - ``options(args)``: the set-up options of every game, from those;
    - ``count(state)``: figures read after every action, summed into ``GameResult.counts``;
    - ``lines(results, args)``: the game's own report lines;
    - ``seeding``: how the seeded matches draw their seeds (:class:`Seeding`).
    """

    default_bots: tuple[str, ...] = ()
    default_people: int | None = None
    max_actions: int = MAX_ACTIONS
    table_bot: BotKind | None = None
    add_arguments: Callable[[argparse.ArgumentParser], None] | None = None
    options: Callable[[argparse.Namespace], Mapping[str, Any]] | None = None
    count: Callable[[Any], Mapping[str, float]] | None = None
    lines: Callable[[list[GameResult], argparse.Namespace], list[str]] | None = None
    seeding: Seeding = Seeding()


def simulation(game_id: str) -> Simulation:
    """The declaration of ``game_id``'s simulate part."""
    declared = games.part(game_id, "simulate").SIMULATION
    assert isinstance(declared, Simulation), f"{game_id}: simulate.SIMULATION is not a Simulation"
    return declared


def kinds_of(bots: Sequence[BotKind]) -> tuple[BotKind, ...]:
    """The kinds ``--bots`` may name for a game: its own, and the random one."""
    return (*bots, RANDOM)


def short(key: str) -> str:
    return key.removeprefix("bot:")


def level_names(bots: Sequence[BotKind]) -> tuple[list[str], list[str]]:
    """The short names ``--bots`` takes: the levels in :class:`~.game.Level` order
    (``easy, normal, hard``), then the other kinds (reference bots, the random one)."""
    levels = offered_kinds([k for k in bots if k.level is not None])
    return [short(k.key) for k in levels], [short(k.key) for k in kinds_of(bots) if k.level is None]


def bots_type(bots: Sequence[BotKind]) -> Callable[[str], tuple[str, ...]]:
    """The argparse type of ``--bots``: known kinds, comma separated, as full keys
    (``easy,hard`` names two levels in every game that has them). ``random`` names the
    random bot where the game has no kind of that name."""
    known = {short(k.key): k.key for k in kinds_of(bots)}
    known.setdefault("random", RANDOM.key)

    def parse(text: str) -> tuple[str, ...]:
        names = [n.strip().removeprefix("bot:") for n in text.split(",")]
        if not names or any(n not in known for n in names):
            levels, others = level_names(bots)
            raise argparse.ArgumentTypeError(
                _("the bots are {names}, not {text}").format(
                    names=", ".join(levels + others), text=excerpt(text, 24)))
        return tuple(known[n] for n in names)

    return parse


# -- one game -----------------------------------------------------------------------------------
@dataclass
class GameResult:
    """One game as the report reads it."""

    seed: int
    kinds: tuple[str, ...]            # the bot kind of each seat
    state: Any                        # the last state
    outcome: Outcome | None           # None: the game did not end
    actions: int
    counts: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    #: Decisions whose deadline ran out (``--timeouts``) and that the session expired.
    expired: int = 0
    #: The whole match, where :func:`play` was asked to keep it (a test reads its states).
    match: Match | None = None


@dataclass
class Tally:
    """Figures over every game, beside the results."""

    results: list[GameResult] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    checked: int = 0

    @property
    def failures(self) -> list[str]:
        return [f for r in self.results for f in r.failures]


class SimClock:
    """The session's clock in a simulation: it stands still while bots think and
    is moved on only to run a deadline out."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def play(game: Game, info: GameInfo, kinds: Sequence[BotKind], seat_kinds: Sequence[str], people: int,
         seed: int, options: Mapping[str, Any], *, sim: Simulation = Simulation(), tally: Tally | None = None,
         timer: Callable[[], float] = time.perf_counter, keep: bool = False, timeouts: float = 0.0) -> GameResult:
    """One seeded game of bots through the table session, the invariants checked after
    every action. Nothing it finds wrong raises: it is in :attr:`GameResult.failures`.

    ``timeouts``: the share of decisions under a deadline that are left to run out
    (drawn from the match seed, decision by decision), so a game's expiry path is
    played as the app plays it."""
    tally = tally if tally is not None else Tally()
    seating = info.seating(people)
    seats = [SeatSpec(tuple(Person(f"P{p + 1}") for p in group), seat_kinds[i]) for i, group in enumerate(seating)]
    match = Match(game, seats, seed, dict(options))
    clock = SimClock()
    session = TableSession(match, kinds, clock=clock, host=info.is_host_mode(match.options),
                           seeds=sim.seeding.bots)
    table_bot = (sim.table_bot or RANDOM).factory(game, TABLE, seed)
    count = sim.count
    limit = sim.max_actions
    result = GameResult(seed, tuple(seat_kinds), match.state, None, 0)
    where = _("seed {seed}").format(seed=seed)

    def run_out() -> bool:
        """Let the running deadline's time pass and the session expire it, as the app's timer does."""
        clock.now += (session.seconds_left() or 0.0) + 1e-3
        try:
            if session.expire():
                return True
            why: Message = _("the deadline did not expire")
        except IllegalAction as exc:
            why = exc.rule
        result.failures.append(_("{where}, action {n}: {why}").format(
            where=where, n=result.actions + 1, why=render(why, match.names)))
        return False

    def played() -> bool:
        """Check the action just played; False when the game cannot go on."""
        result.actions += 1
        tally.checked += 1
        problems = game.invariants(match.state)
        result.failures += [_("{where}, action {n}: {problem}").format(where=where, n=result.actions, problem=p)
                            for p in problems]
        if count is not None:
            result.counts.update(count(match.state))
        return not problems

    try:
        while not match.finished:
            if result.actions >= limit:
                result.failures.append(_("{where}: no end after {n} actions").format(where=where, n=limit))
                break
            job = session.bot_job
            if timeouts and session.deadline is not None and session.deadline_started is not None \
                    and Rng(seed_state(seed, f"timeout/{len(match.entries)}")).random() < timeouts:
                if not run_out():
                    break
                result.expired += 1
            elif job is not None:
                started = timer()
                try:
                    action = job.run()
                except Exception as exc:  # noqa: BLE001 - a bot's bug is a finding of the run, not its end
                    session.bot_failed(job.token, f"{type(exc).__name__}: {exc}")
                    result.failures.append(_("{where}, action {n}: {why}").format(
                        where=where, n=result.actions + 1, why=render(session.halted or "", match.names)))
                    break
                tally.times[seats[job.seat].kind].append(timer() - started)
                if not session.bot_answer(job.token, action):
                    result.failures.append(_("{where}, action {n}: {why}").format(
                        where=where, n=result.actions + 1, why=render(session.halted or "", match.names)))
                    break
            elif TABLE in match.to_act():
                legal = match.legal_actions(TABLE)
                rng = Rng(seed_state(seed, f"table/{len(match.entries)}"))
                action = table_bot.choose(BotTurn(game, TABLE, match.view(None), legal, rng))
                refused = session.play(TABLE, action)
                if refused is not None:
                    result.failures.append(_("{where}, action {n}: the table's move was refused ({why})").format(
                        where=where, n=result.actions + 1, why=render(refused, match.names)))
                    break
            elif session.deadline is not None and session.deadline_started is not None:
                if not run_out():  # nobody answers this decision: its time runs out
                    break
            else:
                result.failures.append(_("{where}: nobody can act").format(where=where))
                break
            if not played():
                break
    finally:
        session.close()
    result.state = match.state
    result.outcome = match.outcome()
    result.match = match if keep else None
    if result.outcome is None and not result.failures:
        result.failures.append(_("{where}: the game did not end").format(where=where))
    return result


def play_game(game_id: str, seed: int, bots: Sequence[str], people: int | None = None,
              options: Mapping[str, Any] | None = None) -> GameResult:
    """One game of ``game_id`` as ``simulate`` plays it, the match kept: ``seed`` is the
    match seed, its bots seeded as the part declares; ``bots`` are the kinds of the
    seats in order (``"careful"`` or ``"bot:careful"``, ``"random-legal"``; cycled where
    fewer than the seats). For tests and benches."""
    info = games.info(game_id)
    game = games.get_game(game_id)
    assert game is not None
    sim = simulation(game_id)
    people = people or sim.default_people or info.min_people
    seats = len(info.seating(people))
    keys = [f"bot:{short(k)}" for k in bots]
    chosen = options if options is not None else part_options(sim, default_args(sim))
    return play(game, info, kinds_of(games.bots(game_id)), seat_kinds(keys, seats, 0), people, seed,
                game.check_options(chosen), sim=sim, keep=True)


# -- a run ----------------------------------------------------------------------------------
def run(game_id: str, args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None,
        clock: Callable[[], float] | None = None, timer: Callable[[], float] | None = None) -> int:
    """Play ``args.games`` games from ``args.seed`` and print the report; 1 when an
    invariant broke, a bot broke a rule or a game did not end, else 0.

    ``clock`` drives the progress line and games per second, ``timer`` the decision
    times (both ``time.perf_counter`` unless a test fakes them)."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    clock = time.perf_counter if clock is None else clock
    timer = time.perf_counter if timer is None else timer
    info = games.info(game_id)
    game = games.get_game(game_id)
    assert game is not None
    sim = simulation(game_id)
    kinds = kinds_of(games.bots(game_id))
    people = people_of(sim, info, args)
    bots = lineup(sim, kinds, args)
    seats = len(info.seating(people))
    options = game.check_options(part_options(sim, args))
    timeouts = float(getattr(args, "timeouts", 0.0) or 0.0)
    tally = Tally()
    start = clock()
    progress = Progress(game_id, args.games, err, clock)
    seeding = sim.seeding
    for i in range(args.games):
        tally.results.append(play(game, info, kinds, seeding.seating(bots, seats, i), people,
                                  seeding.match(args.seed, i), options, sim=sim, tally=tally, timer=timer,
                                  timeouts=timeouts))
        progress.update(i + 1)
    progress.finish()
    elapsed = max(clock() - start, 1e-9)
    lines = report(game_id, info, people, bots, args, tally, elapsed)
    if sim.lines is not None:
        lines += sim.lines(tally.results, args)
    lines += failure_lines(tally)
    print("\n".join(lines), file=out)
    return 1 if tally.failures else 0


def default_args(sim: Simulation) -> argparse.Namespace:
    """The game's own options at their defaults (as a command line without them reads)."""
    parser = argparse.ArgumentParser()
    if sim.add_arguments is not None:
        sim.add_arguments(parser)
    return parser.parse_args([])


def part_options(sim: Simulation, args: argparse.Namespace) -> dict[str, Any]:
    return dict(sim.options(args)) if sim.options is not None else {}


def people_of(sim: Simulation, info: GameInfo, args: argparse.Namespace) -> int:
    return int(args.players or sim.default_people or info.min_people)


def lineup(sim: Simulation, kinds: Sequence[BotKind], args: argparse.Namespace) -> tuple[str, ...]:
    """The kinds seated in turn: ``--random``, else ``--bots``, else the part's default,
    else the game's levels."""
    if getattr(args, "random", False):
        return (RANDOM.key,)
    chosen = getattr(args, "bots", None)
    if chosen:
        return tuple(chosen)
    if sim.default_bots:
        return tuple(f"bot:{short(k)}" for k in sim.default_bots)
    # The levels (a game without levels: every kind it has), never the random one.
    return tuple(k.key for k in offered_kinds([k for k in kinds if k is not RANDOM]))


# -- the report -------------------------------------------------------------------------------
def _pct(part: float, whole: float) -> str:
    return f"{100.0 * part / whole:5.1f}%" if whole else "    -"


def report(game_id: str, info: GameInfo, people: int, bots: Sequence[str], args: argparse.Namespace,
           tally: Tally, elapsed: float) -> list[str]:
    """The lines every game's report shares."""
    results = tally.results
    seats = len(info.seating(people))
    games = len(results)
    ended = [r for r in results if r.outcome is not None]
    names = list(dict.fromkeys(bots))
    lines = [
        _("{game}: {n} games, {people} people in {seats} seats, seeds {first}..{last}").format(
            game=game_id, n=games, people=people, seats=seats, first=results[0].seed if results else args.seed,
            last=results[-1].seed if results else args.seed),
        _("  bots seated in turn: {bots}").format(bots=", ".join(short(k) for k in bots)),
    ]
    shared = sum(1 for r in ended if r.outcome is not None and len(r.outcome.winners) > 1)
    nobody = sum(1 for r in ended if r.outcome is not None and not r.outcome.winners)
    lines.append(_("  wins by bot (a shared win counts for every winner; of the seats it played):"))
    lines += _win_lines(ended, names, seats, split=False)
    if shared and any(0 < len(r.outcome.winners) < seats for r in ended if r.outcome is not None):
        # Where the table wins or loses together (a cooperative game) there is nothing to split.
        lines.append(_("  wins by bot, a shared win split among its winners (of the seats it played):"))
        lines += _win_lines(ended, names, seats, split=True)
    lines.append(_("  games: {ended} ended, {single} with one winner, {shared} shared wins, {nobody} "
                   "won by nobody").format(ended=len(ended), single=len(ended) - shared - nobody, shared=shared,
                                           nobody=nobody))
    lines += _score_lines(ended, names, seats)
    if results:
        lengths = [r.actions for r in results]
        lines.append(_("  game length: {mean:.1f} actions (min {lo}, max {hi})").format(
            mean=sum(lengths) / len(lengths), lo=min(lengths), hi=max(lengths)))
    for kind in names:
        times = tally.times.get(kind)
        if times:
            lines.append(_("  decision time: {kind:<12} mean {mean:7.1f} ms, max {top:7.1f} ms over {n} "
                           "decisions").format(kind=short(kind), mean=1000 * sum(times) / len(times),
                                               top=1000 * max(times), n=len(times)))
    if getattr(args, "timeouts", 0.0):
        lines.append(_("  deadlines run out: {n} ({share:.0%} of the decisions under one asked to)").format(
            n=sum(r.expired for r in results), share=args.timeouts))
    lines.append(_("  games per second: {rate:.2f}").format(rate=games / elapsed))
    lines.append(_("  invariants: {states} states checked, {n} failures").format(
        states=tally.checked, n=len(tally.failures)))
    return lines


def _win_lines(ended: Sequence[GameResult], names: Sequence[str], seats: int, split: bool) -> list[str]:
    """Wins by bot, by seat and by bot and seat; ``split``: a shared win counts
    ``1 / winners`` for each of its winners (as a share of the seats played)."""
    seat_games: Counter[tuple[str, int]] = Counter()
    seat_wins: defaultdict[tuple[str, int], float] = defaultdict(float)
    for r in ended:
        assert r.outcome is not None
        winners = r.outcome.winners
        for seat, kind in enumerate(r.kinds):
            seat_games[(kind, seat)] += 1
            if seat in winners:
                seat_wins[(kind, seat)] += 1 / len(winners) if split else 1
    lines = []
    for kind in names:
        won = sum(seat_wins[(kind, s)] for s in range(seats))
        played = sum(seat_games[(kind, s)] for s in range(seats))
        line = _("    {kind:<12} {won:7.1f} wins in {played:5d} seats  {pct}") if split else \
            _("    {kind:<12} {won:5d} wins in {played:5d} seats  {pct}")
        lines.append(line.format(kind=short(kind), won=won if split else int(won), played=played,
                                 pct=_pct(won, played)))
    lines.append(_("  wins by seat: {cells}").format(cells="  ".join(
        _("seat {n} {pct}").format(n=s + 1, pct=_pct(sum(seat_wins[(k, s)] for k in names), len(ended)))
        for s in range(seats))))
    if len(names) > 1:
        for kind in names:
            lines.append(_("    {kind:<12} by seat: {cells}").format(kind=short(kind), cells="  ".join(
                _("seat {n} {pct}").format(n=s + 1, pct=_pct(seat_wins[(kind, s)], seat_games[(kind, s)]))
                for s in range(seats))))
    return lines


def _score_lines(ended: Sequence[GameResult], names: Sequence[str], seats: int) -> list[str]:
    scored = [r for r in ended if r.outcome is not None and len(r.outcome.scores) == len(r.kinds)]
    if not scored:
        return []
    by_kind: dict[str, list[int]] = defaultdict(list)
    by_seat: dict[int, list[int]] = defaultdict(list)
    for r in scored:
        assert r.outcome is not None
        for seat, (kind, points) in enumerate(zip(r.kinds, r.outcome.scores, strict=True)):
            by_kind[kind].append(points)
            by_seat[seat].append(points)
    mean = _("{name} {mean:.1f}")
    return [
        _("  mean score by bot: {cells}").format(cells=", ".join(
            mean.format(name=short(k), mean=sum(by_kind[k]) / len(by_kind[k])) for k in names if by_kind[k])),
        _("  mean score by seat: {cells}").format(cells=", ".join(
            mean.format(name=_("seat {n}").format(n=s + 1), mean=sum(by_seat[s]) / len(by_seat[s]))
            for s in range(seats) if by_seat[s])),
    ]


def failure_lines(tally: Tally) -> list[str]:
    failures = tally.failures
    lines = [f"    {f}" for f in failures[:SHOWN_FAILURES]]
    if len(failures) > SHOWN_FAILURES:
        lines.append(_("    ... and {n} more").format(n=len(failures) - SHOWN_FAILURES))
    return lines


def mean(values: Sequence[float]) -> float:
    """The mean of ``values`` (0 for none): for the games' own lines."""
    return sum(values) / len(values) if values else 0.0
