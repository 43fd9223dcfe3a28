"""The table session: the hot-seat policy of one match at one screen. Qt-free.

A :class:`~boardgames_desktop.core.match.Match` knows the rules and the log;
the session knows the *table*: which seats are people and which are bots, who
is at the screen, when the curtain must hide the board, whose eyes the board
and the log are drawn for, who may take a move back, when a bot must think,
how long a deadline has left, and which seat is peeking. The main window is
a view of it; the tests drive it without Qt.

The policy, in words:

- **The screen** belongs to one actor at a time: the first human seat the
  game waits for (a seat keeps the screen while it is still to act); else the
  table, when the table is to act (the table's inputs are typed at the screen,
  with the public view); else the seat that had it (so a player can keep
  notes while a bot thinks); else the first human seat; else nobody (bots
  only: the public view).
- **The curtain** goes up when the game says seats hold secrets now
  (``game.needs_curtain``), more than one seat is a person, and the seat at
  the screen is not the one who last lifted the curtain. While it is up the
  board is given nothing new and the log is the public one; once it comes
  down over a seat's secrets, nobody counts as looking any more.
- **The viewer** the board and the log panel are drawn for: the peeking
  seat; else nobody (the public) while the curtain is up or the table has the
  screen; else the seat at the screen.
- **Undo and redo** take back the screen actor's own last action (a seat its
  own steps and notes, the table its own inputs), as the match allows. With a
  host at the screen (``host=True``: a host mode, where one person runs the
  screen for everyone) they take back the last action of anyone.
- **Bots** think one at a time, on a :class:`BotJob` (the seat's view, legal
  actions and a seeded generator, plus a token; how bots and decisions are
  seeded from the match seed is the session's ``seeds``, :class:`BotSeeds`,
  :data:`APP_SEEDS` unless a caller declares another). A change that leaves the
  bot's view and legal actions as they were (a note by another seat) keeps the
  job, so the bot is not interrupted; any other change makes a new job, and an
  answer to an old token is dropped.
- **Deadlines** run from an injected clock. The clock starts when the actor
  can see the decision (not while the curtain is up for it) and starts again
  for every new decision: a new deadline, or a turn action played or taken
  back; notes do not restart it. :meth:`TableSession.expire` plays the
  deadline's action into the log, marked expired, so replays reproduce it.
- **Peeks**: a person may hold a seat's view on the screen for a moment
  (a host screen's "show me my card"); it ends with :meth:`end_peek` or with
  any change to the match, and nothing can be played while it lasts.
- **Phones**: a person's seat may be played on that person's own phone
  (:meth:`set_on_phone`; ``phones/``). A seat on a phone is still a person's
  (a curtain still hides a laptop seat's secrets from it), but it never has the
  screen: no curtain is raised for it, its view is never the board's (the
  laptop and the projector show the public view while only phones are to act),
  the screen cannot play, undo or peek for it, and its deadline's clock runs
  from the moment it is to act (its phone shows the decision at once). Its
  moves arrive through :meth:`play_remote`. While any seat is on a phone,
  everyone can see the laptop, so a laptop seat has the screen only while it is
  to act (behind the curtain, as without phones); between, the screen is public.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction
from .game import TABLE, Bot, BotKind, BotTurn, Deadline, Game, Level, Message, TooMany, normal_kind
from .gcpause import collection_paused
from .i18n import N_, SeatName, T, Text, Tseat, render
from .match import Entry, Match, Move
from .rng import Rng, seed_state

Clock = Callable[[], float]
Listener = Callable[["TableSession", frozenset[str]], None]

#: The last seconds of a deadline, in which the shell warns (visibly and audibly).
WARNING_SECONDS = 5.0
#: How long a bot may think before the headline says it is thinking (a quicker answer
#: reads as an ordinary turn).
THINKING_SECONDS = 0.5


@dataclass(frozen=True)
class BotJob:
    """One question to one bot. ``run`` is pure (it may run on any thread);
    hand its answer back with :meth:`TableSession.bot_answer` and the token."""

    token: int
    seat: int
    bot: Bot
    turn: BotTurn

    def run(self) -> Any:
        return self.bot.choose(self.turn)


@dataclass(frozen=True)
class Screen:
    """What the board shows: ``view`` for ``seat`` (a seat, :data:`TABLE`, or
    ``None`` for the public), the legal actions it may choose, and whether the
    board takes input at all."""

    view: dict[str, Any]
    seat: int | None
    legal: list[Any] | TooMany
    interactive: bool


@dataclass(frozen=True)
class LogLine:
    """A line of the log as one viewer reads it: one move, of one or more
    entries (see :meth:`Match.moves`); ``number`` counts that viewer's active
    lines (undone ones have none)."""

    entries: tuple[Entry, ...]
    message: Message
    number: int | None

    @property
    def entry(self) -> Entry:
        """The move's newest entry."""
        return self.entries[-1]

    @property
    def undone(self) -> bool:
        return self.entry.undone

    @property
    def expired(self) -> bool:
        return any(e.expired for e in self.entries)

    def text(self, names: dict[int, str]) -> str:
        return render(self.message, names)


@dataclass
class _KeptLog:
    """One viewer's log lines as of its moves' ``revision`` (see :meth:`Match.moves_since`);
    ``numbers[i]``: how many of ``lines[: i + 1]`` are numbered (not taken back)."""

    revision: int = -1
    lines: list[LogLine] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)


def bot_seed(match_seed: int, seat: int) -> int:
    """A seed per bot, so two bots of one kind do not mirror each other."""
    return (match_seed * 1_000_003 + seat * 7919 + 1) & 0xFFFFFFFF


def decision_stream(match_seed: int, seat: int, decision: int) -> tuple[int, str]:
    """The generator of a bot's decision, as ``seed_state`` arguments: one of its own for
    every decision, named by the seat and the decision's place in the log."""
    return match_seed, f"bot/{seat}/{decision}"


@dataclass(frozen=True)
class BotSeeds:
    """How a table's bots draw on the match seed: part of the contract, so a caller
    may declare another way (a simulation replaying an older loop's streams) and the
    app keeps :data:`APP_SEEDS`.

    - ``bot(match_seed, seat)``: the seed the seat's bot is built with;
    - ``stream(match_seed, seat, decision)``: the ``seed_state`` arguments of the
      generator a decision gets (``decision``: ``len(match.entries)`` when it is asked);
    - ``kept``: False, a fresh generator for every job (the app's way: a job dropped as
      stale and asked anew draws the same, whatever thread ran the old one); True,
      decisions whose stream is the same continue one generator for the session's
      life (only where one job runs at a time and none is dropped half run, as in
      ``simulate``).
    """

    bot: Callable[[int, int], int] = bot_seed
    stream: Callable[[int, int, int], tuple[int, str]] = decision_stream
    kept: bool = False


#: The app's bot seeds: a seed a seat (:func:`bot_seed`), a fresh generator a decision.
APP_SEEDS = BotSeeds()


def build_bots(game: Game, seats: Sequence[Any], seed: int, kinds: Sequence[BotKind],
               seeded: Callable[[int, int], int] = bot_seed) -> dict[int, Bot]:
    """One bot for every bot seat, built with ``seeded(seed, seat)``. A kind this
    version no longer has (an old save) is played by the game's Normal level
    (:func:`~.game.normal_kind`; a game without levels: its first kind); a game
    without bots cannot seat one."""
    out: dict[int, Bot] = {}
    for seat, spec in enumerate(seats):
        if not spec.is_bot:
            continue
        kind = seat_kind(game, kinds, seat, spec.kind)
        out[seat] = kind.factory(game, seat, seeded(seed, seat))
    return out


def seat_kind(game: Game, kinds: Sequence[BotKind], seat: int, key: str) -> BotKind:
    """The kind that plays a bot seat whose kind is ``key``: that kind, or where this
    version no longer has it, :func:`~.game.normal_kind`."""
    for kind in kinds:
        if kind.key == key:
            return kind
    stand_in = normal_kind(kinds)
    if stand_in is None:
        raise ValueError(f"{game.id} has no bots, but seat {seat + 1} is played by {key!r}")
    return stand_in


class TableSession:
    def __init__(
        self,
        match: Match,
        kinds: Sequence[BotKind] = (),
        *,
        clock: Clock = time.monotonic,
        host: bool = False,
        seeds: BotSeeds = APP_SEEDS,
        scripted: Sequence[int] = (),
    ):
        self.match = match
        #: Seats whose actions a script plays (a lesson's other seats, ``ui/lesson.py``):
        #: nobody sits at the screen for them (no curtain, never their view) and no bot
        #: plays them.
        self.scripted = frozenset(scripted)
        self.game = match.game
        self.kinds = tuple(kinds)
        self.clock = clock
        self.host = host
        self.seeds = seeds
        self.bots = build_bots(self.game, match.seats, match.seed, self.kinds, seeds.bot)
        #: The generators of a ``kept`` seeding, by stream.
        self._streams: dict[tuple[int, str], Rng] = {}
        self.halted: Message | None = None
        self._screen: int | None = None
        self._revealed: int | None = None
        self._curtain = False
        self._peek: int | None = None
        self._job: BotJob | None = None
        self._token = 0
        self._deadline: Deadline | None = None
        self._deadline_key: tuple[Any, ...] | None = None
        self._deadline_started: float | None = None
        self._listeners: list[Listener] = []
        self._logs: dict[int | None, _KeptLog] = {}
        self._on_phones: set[int] = set()
        match.subscribe(self._on_match_changed)
        self._update({"match"})

    def close(self) -> None:
        """Stop following the match (the window let it go); the job is dropped."""
        self.match.unsubscribe(self._on_match_changed)
        self._job = None
        self._listeners.clear()

    # -- seats --------------------------------------------------------------------------
    @property
    def names(self) -> dict[int, str]:
        return self.match.names

    def is_human(self, seat: int) -> bool:
        return seat != TABLE and seat not in self.bots and seat not in self.scripted

    def human_seats(self) -> list[int]:
        return [s for s in range(len(self.match.seats)) if self.is_human(s)]

    @property
    def phone_seats(self) -> frozenset[int]:
        """The seats played on their own phones (see the module docstring)."""
        return frozenset(self._on_phones)

    def on_phone(self, seat: int) -> bool:
        return seat in self._on_phones

    def at_screen(self, seat: int) -> bool:
        """Whether ``seat`` is a person's seat played at this screen (not on a phone)."""
        return self.is_human(seat) and seat not in self._on_phones

    def set_on_phone(self, seat: int, on: bool = True) -> None:
        """``seat`` is played on its phone from now on (``on``), or at the screen again."""
        if on and not self.is_human(seat):
            raise ValueError(f"seat {seat + 1} is not a person's")
        if on == (seat in self._on_phones):
            return
        if on:
            self._on_phones.add(seat)
            if self._peek == seat:
                self._peek = None
        else:
            self._on_phones.discard(seat)
        if self._revealed == seat:
            self._revealed = None  # back at the screen, it lifts the curtain anew
        self._update({"phones"})

    def kind_label(self, seat: int) -> str:
        """"Human" or the bot kind's label, as a message id (the shell translates it)."""
        if self.is_human(seat):
            return N_("Human")
        if seat in self.scripted:
            return N_("Played by the lesson")
        kind = seat_kind(self.game, self.kinds, seat, self.match.seats[seat].kind)
        if seat in self.stand_ins() and kind.level is Level.NORMAL:
            return N_("Normal (for a bot no longer offered)")
        return kind.label

    def stand_ins(self) -> list[int]:
        """The bot seats whose kind this version no longer has (an old save): another
        kind plays them (:func:`seat_kind`), and their kind label says so."""
        known = {k.key for k in self.kinds}
        return [seat for seat in self.bots if self.match.seats[seat].kind not in known]

    # -- the screen, the curtain, the viewer ------------------------------------------------
    @property
    def screen_actor(self) -> int | None:
        """The actor whose input the screen takes: a human seat, :data:`TABLE`, or None."""
        return self._screen

    @property
    def curtain_up(self) -> bool:
        return self._curtain and self._peek is None

    @property
    def curtain_seat(self) -> int | None:
        """The seat the curtain waits for (only its name may show)."""
        return self._screen if self.curtain_up else None

    @property
    def viewer(self) -> int | None:
        """Whose view the board and the log panel show: a seat, or None for the public."""
        if self._peek is not None:
            return self._peek
        seat = self._screen
        if self._curtain or seat is None or seat == TABLE:
            return None
        if self._would_need_curtain(seat):
            return None  # over, but this seat never lifted the curtain: stay public
        return seat

    @property
    def peeking(self) -> int | None:
        return self._peek

    def lift_curtain(self) -> None:
        """The seat at the screen clicked the curtain: its view may show now."""
        if not self._curtain:
            return
        self._revealed = self._screen
        self._update({"curtain"})

    def screen(self) -> Screen | None:
        """What the board shows now; None while the curtain is up (the board keeps its
        old picture, hidden, and is not given the next seat's view before the click)."""
        if self.curtain_up:
            return None
        match = self.match
        finished = match.finished
        if self._peek is not None:
            return Screen(match.view(self._peek), self._peek, [], False)
        if self._screen == TABLE:
            legal = [] if finished else match.legal_actions(TABLE)
            return Screen(match.view(None), TABLE, legal, _any(legal))
        seat = self.viewer
        if seat is None:
            return Screen(match.view(None), None, [], False)
        legal = [] if finished else match.legal_actions(seat)
        return Screen(match.view(seat), seat, legal, not finished and _any(legal))

    def peek(self, seat: int) -> None:
        """Show ``seat``'s view until :meth:`end_peek` (held by a person; bots' seats
        cannot be peeked at, their secrets belong to nobody at the table; a seat on a
        phone looks at its phone)."""
        if not self.at_screen(seat):
            raise ValueError(f"seat {seat + 1} is not a person's at this screen")
        self._peek = seat
        self._update({"peek"})

    def end_peek(self) -> None:
        if self._peek is not None:
            self._peek = None
            self._update({"peek"})

    def _choose_screen(self) -> int | None:
        to_act = self.match.to_act()
        humans = [a for a in to_act if self.at_screen(a)]
        if humans:
            return self._screen if self._screen in humans else humans[0]
        if TABLE in to_act:
            return TABLE
        if self._on_phones:
            # With phones at the table, everyone can see the laptop: between its seats'
            # turns it shows the public table, and a laptop seat lifts the curtain anew.
            return None
        if self._screen is not None and self._screen != TABLE and self.at_screen(self._screen):
            return self._screen
        seats = [s for s in self.human_seats() if self.at_screen(s)]
        return seats[0] if seats else None

    def _would_need_curtain(self, seat: int) -> bool:
        return (
            self.game.needs_curtain(self.match.state)
            and len(self.human_seats()) > 1
            and seat != self._revealed
        )

    # -- playing from the screen ------------------------------------------------------------
    def play(self, actor: int, action: Any) -> Message | None:
        """Play ``action`` chosen at the screen for ``actor``; the reason it was refused,
        or None when it was played."""
        if self._peek is not None:
            return T("This is only a peek: nothing can be played while it lasts.")
        if actor in self._on_phones:
            return T("{who} plays on the phone: the move is made there.", who=SeatName(actor))
        if self.curtain_up:
            assert self._screen is not None
            return self._curtain_refusal()
        if actor != self._screen or not (actor == TABLE or self.is_human(actor)):
            return T("It is not your turn.")
        try:
            self.match.play(actor, action)
        except IllegalAction as exc:
            return exc.rule
        return None

    def play_remote(self, seat: int, action: Any) -> Message | None:
        """Play ``action`` for ``seat`` from that seat's own device (its phone), whoever
        has the screen: only a person's seat, and only as the rules allow. The reason it
        was refused, or None when it was played. The caller vouches that the device is
        ``seat``'s (``phones/server.py`` checks its session); a peek on the screen ends,
        as with any change to the match."""
        if not self.is_human(seat):
            return T("Only a player's own seat can be played from a phone.")
        try:
            self.match.play(seat, action)
        except IllegalAction as exc:
            return exc.rule
        return None

    def _curtain_refusal(self) -> Message:
        assert self._screen is not None
        who = SeatName(self._screen)
        return Tseat("The board is hidden until {who} clicks the curtain.",
                     "The board is hidden until {who} click the curtain.", who, who=who)

    # -- undo and redo ---------------------------------------------------------------------------
    def undo_actor(self) -> int | None:
        """Whose last action undo takes back: the screen actor, or None (anyone's) for a host."""
        return None if self.host else self._screen

    def undo_block_reason(self) -> Message | None:
        if self._peek is not None:
            return T("Not while a seat is peeking.")
        if not self.host:
            if self._screen is None:
                return T("Only a player at the screen can take a move back.")
            if self.curtain_up:
                return self._curtain_refusal()
        return self.match.undo_block_reason(self.undo_actor())

    def can_undo(self) -> bool:
        return self.undo_block_reason() is None

    def undo(self) -> Message | None:
        """Take back a move; the reason it cannot be, or None when it was."""
        reason = self.undo_block_reason()
        if reason is not None:
            return reason
        self.match.undo(self.undo_actor())
        return None

    def can_redo(self) -> bool:
        if self._peek is not None or (not self.host and (self._screen is None or self.curtain_up)):
            return False
        return self.match.can_redo(self.undo_actor())

    def redo(self) -> Message | None:
        if not self.can_redo():
            return T("Nothing to redo.")
        try:
            self.match.redo(self.undo_actor())
        except IllegalAction as exc:
            return exc.rule
        return None

    # -- bots ---------------------------------------------------------------------------------
    @property
    def bot_job(self) -> BotJob | None:
        """The question a bot must answer now (the same job until it is stale)."""
        return self._job

    def bot_answer(self, token: int, action: Any) -> bool:
        """A bot's answer: played (True), or dropped because the question is stale
        (False). A move the rules refuse halts the bots, with the reason in
        :attr:`halted`: a bot's mistake must be seen, not retried forever."""
        job = self._job
        if job is None or job.token != token:
            return False
        self._job = None
        try:
            self.match.play(job.seat, action)
        except IllegalAction as exc:
            self.halt(T("{who} chose a move the rules forbid ({why}). The bots are paused.",
                        who=SeatName(job.seat), why=exc.rule))
            return False
        return True

    def bot_failed(self, token: int, error: str) -> None:
        """The bot of job ``token`` raised ``error``: the bots stop (if it is still current)."""
        if self._job is not None and self._job.token == token:
            self.halt(T("{who} stopped with an error: {error}. The bots are paused.",
                        who=SeatName(self._job.seat), error=error))

    def halt(self, reason: Message) -> None:
        self.halted = reason
        self._update({"halted"})

    def resume_bots(self) -> None:
        self.halted = None
        self._update({"halted"})

    def _next_job(self) -> BotJob | None:
        match = self.match
        if self.halted is not None or match.finished:
            return None
        seat = next((a for a in match.to_act() if a != TABLE and a in self.bots), None)
        if seat is None:
            return None
        view = match.view(seat)
        legal = match.legal_actions(seat)
        job = self._job
        if job is not None and job.seat == seat and job.turn.view == view and job.turn.legal == legal:
            return job  # nothing this bot can see changed: let it think on
        self._token += 1
        return BotJob(self._token, seat, self.bots[seat], BotTurn(self.game, seat, view, legal, self._rng(seat)))

    def _rng(self, seat: int) -> Rng:
        """The generator of ``seat``'s decision now, as :attr:`seeds` declares it."""
        stream = self.seeds.stream(self.match.seed, seat, len(self.match.entries))
        if not self.seeds.kept:
            return Rng(seed_state(*stream))
        rng = self._streams.get(stream)
        if rng is None:
            rng = self._streams[stream] = Rng(seed_state(*stream))
        return rng

    # -- deadlines --------------------------------------------------------------------------------
    @property
    def deadline(self) -> Deadline | None:
        return self._deadline

    @property
    def deadline_started(self) -> float | None:
        """When the clock of the current deadline started (the session's clock), or
        None while it waits for its actor to see the decision."""
        return self._deadline_started

    def seconds_left(self) -> float | None:
        if self._deadline is None:
            return None
        if self._deadline_started is None:
            return self._deadline.seconds
        return max(0.0, self._deadline.seconds - (self.clock() - self._deadline_started))

    def countdown(self) -> int | None:
        """Whole seconds left, rounded up (what a countdown shows)."""
        left = self.seconds_left()
        return None if left is None else math.ceil(left)

    def warning(self) -> bool:
        """True in the last seconds of a running deadline."""
        left = self.seconds_left()
        return self._deadline_started is not None and left is not None and left <= WARNING_SECONDS

    def expire(self) -> bool:
        """Play the deadline's action if its time is up (True when played). A game
        whose deadline action its own rules refuse is broken: that raises."""
        deadline = self._deadline
        if deadline is None or self._deadline_started is None:
            return False
        if self.clock() - self._deadline_started < deadline.seconds:
            return False
        self.match.play(deadline.actor, deadline.action, expired=True)
        return True

    def _update_deadline(self) -> None:
        deadline = None if self.match.finished else self.game.deadline(self.match.state)
        key = None if deadline is None else (deadline, self.match.turn_actions())
        if key != self._deadline_key:
            self._deadline_key = key
            self._deadline = deadline
            self._deadline_started = None
        if deadline is not None and self._deadline_started is None and self._can_see(deadline.actor):
            self._deadline_started = self.clock()

    def _can_see(self, actor: int) -> bool:
        if not self.is_human(actor) or actor in self._on_phones:
            return True  # a bot, the table (its inputs are public), or a seat its phone shows
        return actor == self._screen and not self._curtain

    # -- words every screen shows (public) ------------------------------------------------
    def headline(self, thinking: bool = False) -> Message:
        """Whose turn it is ("Ben's turn"; the game's :meth:`Game.table_turn` while the
        table is to act), or how the game ended. Public. ``thinking``: the bot to act has
        been thinking a while (the shell says so after :data:`THINKING_SECONDS`): "Ben
        (bot) is thinking…" instead."""
        match = self.match
        outcome = match.outcome()
        if outcome is not None:
            winners = [SeatName(s) for s in outcome.winners]
            if not winners:
                return T("Game over: nobody wins.")
            if len(winners) == 1:
                return Tseat("Game over: {who} wins.", "Game over: {who} win.", winners[0], who=winners[0])
            if len(winners) == len(match.seats):
                return T("Game over: {who} win together.", who=winners)
            return T("Game over: {who} win.", who=winners)
        to_act = match.to_act()
        if not to_act:
            return ""
        if to_act == (TABLE,):
            return self.game.table_turn(match.view(None))
        bots = [s for s in to_act if s in self.bots]
        if thinking and bots and len(bots) == len(to_act) and self.halted is None:
            # By the people in the seats, so a team a bot plays for reads as plural too.
            return Tseat("{who} (bot) is thinking…", "{who} (bots) are thinking…", bots,
                         who=[SeatName(s) for s in bots])
        seats = [SeatName(s) for s in to_act]
        if all(s in self._on_phones for s in to_act):
            # The laptop shows the public table: the move is made on the phones.
            return (T("{who}'s turn, on the phone", who=seats[0]) if len(seats) == 1
                    else T("{who} to play, on their phones", who=seats))
        line: Message = T("{who}'s turn", who=seats[0]) if len(seats) == 1 else T("{who} to play", who=seats)
        if bots and self.halted is not None:
            line = T("{line}: the bots are paused", line=line)
        return line

    def status(self) -> list[Message]:
        """The game's public status, or how it ended (message, tie-break, scores)."""
        match = self.match
        outcome = match.outcome()
        if outcome is None:
            status = match.status()
            return [status] if status else []
        lines: list[Message] = [outcome.message]
        if outcome.tiebreak:
            lines.append(outcome.tiebreak)
        if outcome.scores:
            lines.append(T("Scores: {scores}", scores=_scores(outcome.scores)))
        return lines

    # -- the log, per viewer ----------------------------------------------------------------
    def log(self, viewer: int | None) -> list[LogLine]:
        """Every line ``viewer`` may read, one a move, oldest first; a move
        played by a deadline says so. Lines of moves that did not change since the
        last call are the very same objects (a reader may skip them)."""
        return list(self._log_of(viewer))

    def _log_of(self, viewer: int | None) -> list[LogLine]:
        kept = self._logs.get(viewer)
        if kept is None:
            kept = self._logs[viewer] = _KeptLog()
        moves, revision, same = self.match.moves_since(viewer, kept.revision)
        if revision != kept.revision:
            with collection_paused(len(moves) - same):  # a long log: see core/gcpause.py
                self._renew(kept, moves, same)
            kept.revision = revision
        return kept.lines

    @staticmethod
    def _renew(kept: _KeptLog, moves: list[Move], same: int) -> None:
        """``kept``'s lines from the first ``same`` on, from ``moves``."""
        del kept.lines[same:]
        del kept.numbers[same:]
        number = kept.numbers[-1] if kept.numbers else 0
        for entries, message in moves[same:]:
            if entries[0].expired or (len(entries) > 1 and any(e.expired for e in entries)):
                message = T("Time ran out. {line}", line=message)
            if entries[-1].undone:
                kept.lines.append(LogLine(entries, message, None))
            else:
                number += 1
                kept.lines.append(LogLine(entries, message, number))
            kept.numbers.append(number)

    def last_public_line(self) -> LogLine | None:
        """The newest public line that was not taken back (the projector's "last action")."""
        for line in reversed(self._log_of(None)):
            if not line.undone:
                return line
        return None

    # -- listeners ------------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        """``listener(session, reasons)`` after every change; reasons name what changed:
        ``match``, ``screen``, ``curtain``, ``viewer``, ``peek``, ``job``, ``deadline``, ``halted``,
        ``phones``."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _on_match_changed(self, match: Match) -> None:
        self._peek = None
        for seat, bot in self.bots.items():
            bot.observe(match.view(seat))
        self._update({"match"})

    def _snapshot(self) -> dict[str, Any]:
        return {
            "screen": self._screen,
            "curtain": self._curtain,
            "viewer": self.viewer,
            "peek": self._peek,
            "job": None if self._job is None else self._job.token,
            "deadline": (self._deadline_key, self._deadline_started),
            "halted": self.halted,
            "phones": frozenset(self._on_phones),
        }

    def _update(self, reasons: set[str]) -> None:
        before = self._snapshot()
        screen = self._choose_screen()
        self._screen = screen
        if screen is None or screen == TABLE or not self.game.needs_curtain(self.match.state):
            # The public view is on the screen (the table's input, or no secrets now):
            # whoever sits down next clicks the curtain first.
            self._revealed = None
        # Only a seat the game waits for is called to the screen; a seat that keeps
        # the screen while others act, but never clicked, sees the public view.
        self._curtain = (
            screen is not None and screen != TABLE
            and screen in self.match.to_act() and self._would_need_curtain(screen)
        )
        if self._curtain:
            self._revealed = None  # the curtain came down: nobody is looking now
        self._job = self._next_job()
        self._update_deadline()
        after = self._snapshot()
        changed = frozenset(reasons | {k for k in after if after[k] != before[k]})
        for listener in list(self._listeners):
            listener(self, changed)


def _any(legal: list[Any] | TooMany) -> bool:
    return isinstance(legal, TooMany) or bool(legal)


def _scores(scores: Sequence[int]) -> list[Text]:
    """"Ada 12", "Ben 9": each seat's name with its score (a list renders joined)."""
    return [T("{who} {points}", who=SeatName(seat), points=points) for seat, points in enumerate(scores)]
