"""The game protocol (v2): one shape for five games.

Every game's ``rules.py`` defines a subclass of :class:`Game` and declares,
up front and as data, what the shell needs to know:

- :class:`GameInfo`: id, title, people range, how people become seats,
  hidden-information kind, modes, options. The launcher and the shell
  read it; they never probe a game with ``getattr``.
- one :class:`ActionSpec` per action type: who may take it, in which phases,
  why it is refused there, what it does, its undo policy, its log policy.
  :meth:`Game.refusal` and :meth:`Game.apply` only dispatch to it.

States are immutable values (frozen dataclasses of tuples): ``apply`` returns a
new state and never changes the old one, so undo, replay and the bots'
look-ahead are plain function calls.

Actors: a seat index (0, 1, ...) or :data:`TABLE` for inputs that belong to no
seat's turn (companion answers, a host's confirmations).

Everything a person reads is built from *views* (plain JSON-able data for one
seat, or for the public): log lines (:meth:`Game.describe`), the status line
(:meth:`Game.status`), the projector, the bots. Nothing is rendered once from
the full state and shown to all.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import ActionCodec
from .errors import IllegalAction, excerpt, shorten
from .i18n import N_, TABLE_SEAT, SeatLabel, SeatName, T, Text, _
from .phone import (
    PHONE_CELL_STYLES,
    Phone,
    PhoneCell,
    PhoneChoice,
    PhoneField,
    PhoneForm,
    PhoneItem,
    PhoneOption,
    PhoneSheet,
)
from .rng import Rng
from .shape import Shape
from .tutorial import Tutorial

#: The actor for inputs that belong to no seat (see module docstring).
TABLE = TABLE_SEAT

Message = Text | str
View = dict[str, Any]


# -- declared game info ------------------------------------------------------------


class Hidden(enum.Enum):
    """What a game hides, which decides whether a shared screen needs a curtain."""

    NONE = "none"            # everything is on the table
    FROM_ALL = "from_all"    # only what nobody knows (deck order, face-down tiles): every
    #                          seat's view is the public view (the review offers only it)
    PER_SEAT = "per_seat"    # seats hold secrets from one another: curtain between them


@dataclass(frozen=True)
class Option:
    """A set-up option the launcher offers: key, label, allowed values, default.

    ``label`` and the choice labels are English message ids (marked with ``N_``),
    translated where they are shown.
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    help: str = ""


@dataclass(frozen=True)
class Mode:
    """A way to use the app for this game (all in the app, companion to a
    physical copy, host of a game night). Chosen with the option ``mode``."""

    key: str
    label: str
    description: str = ""
    #: One person (a host) runs the screen for the whole table: undo takes back
    #: anyone's last action, and the table's inputs are typed at the screen.
    host: bool = False


@dataclass(frozen=True)
class GameInfo:
    """What the shell knows about a game before importing its rules.

    Seating: up to ``team_above`` people each person is a seat; above it, seats
    are teams of two (an odd count leaves one seat of one). ``team_above=None``
    means one seat a person always.
    """

    id: str
    title: str                 # English message id (N_)
    description: str           # one line for the launcher (N_)
    min_people: int
    max_people: int
    hidden: Hidden = Hidden.NONE
    team_above: int | None = None
    modes: tuple[Mode, ...] = ()
    #: Set-up options the launcher offers (a game with several modes offers ``mode``).
    options: tuple[Option, ...] = ()
    #: Bumped when a rule change makes old action logs replay differently.
    rules_version: int = 1
    #: The game's name in the seeds' own language, where it differs (shown beside the title).
    native_title: str = ""
    #: The game has a Learn to play (its rules answer :meth:`Game.tutorial`), so the
    #: launcher can offer it without importing the rules.
    tutorial: bool = False

    def seating(self, people: int) -> tuple[tuple[int, ...], ...]:
        """Which people (by index, in table order) sit in each seat."""
        if not self.min_people <= people <= self.max_people:
            raise ValueError(
                _("{title} is for {lo} to {hi} people, not {n}.").format(
                    title=_(self.title), lo=self.min_people, hi=self.max_people, n=people
                )
            )
        if self.team_above is None or people <= self.team_above:
            return tuple((i,) for i in range(people))
        seats: list[tuple[int, ...]] = [(i, i + 1) for i in range(0, people - 1, 2)]
        if people % 2:
            seats.append((people - 1,))
        return tuple(seats)

    def mode(self, options: Mapping[str, Any]) -> Mode | None:
        """The mode chosen in ``options`` (the option ``mode``), else the first declared."""
        key = options.get("mode")
        for mode in self.modes:
            if mode.key == key:
                return mode
        return self.modes[0] if self.modes else None

    def is_host_mode(self, options: Mapping[str, Any]) -> bool:
        mode = self.mode(options)
        return mode is not None and mode.host

    def seat_range(self) -> tuple[int, int]:
        return len(self.seating(self.min_people)), max(
            len(self.seating(n)) for n in range(self.min_people, self.max_people + 1)
        )


# -- people, seats and bots -------------------------------------------------------


@dataclass(frozen=True)
class Person:
    name: str


@dataclass(frozen=True)
class SeatSpec:
    """One seat at the table: one or more people (a team) and who plays it."""

    people: tuple[Person, ...]
    kind: str = "human"  # "human" or a BotKind key such as "bot:careful"

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"

    @property
    def name(self) -> str:
        return " & ".join(p.name for p in self.people)

    @classmethod
    def single(cls, name: str, kind: str = "human") -> "SeatSpec":
        return cls((Person(name),), kind)


def seat_names(seats: Sequence[SeatSpec]) -> dict[int, str]:
    """Seat index -> its name, each a :class:`SeatLabel` that knows how many
    people share the seat (so a team's verbs can agree: "Ada & Ben draw")."""
    return {i: SeatLabel(s.name, len(s.people)) for i, s in enumerate(seats)}


# -- action declarations ----------------------------------------------------------


class Who(enum.Enum):
    TO_ACT = "to_act"      # a seat (or the table) that :meth:`Game.to_act` names
    ANY_SEAT = "any_seat"  # any seat at any time (private notes)
    TABLE = "table"        # only the table actor


class Undo(enum.Enum):
    STEP = "step"          # its actor may take it back while nothing revealed came after
    NEVER = "never"        # cannot be taken back (and nothing before it can)
    REVEALS = "reveals"    # showed something random or secret: undo stops here


class Log(enum.Enum):
    PUBLIC = "public"      # everyone sees a line, built with the action's contents
    SECRET = "secret"      # everyone sees a line; only the actor's line gets the action's contents
    ACTOR = "actor"        # only its actor sees a line (a private note)
    QUIET = "quiet"        # no line (kept in the saved log all the same)


UndoRule = Undo | Callable[[Any, Any], Undo]
#: ``(state, actor, action) -> why it is refused, or None``.
Refuse = Callable[[Any, int, Any], "Message | None"]
#: ``(state, actor, action) -> the state after it``.
Effect = Callable[[Any, int, Any], Any]


@dataclass(frozen=True)
class ActionSpec:
    """The one declaration of an action type.

    ``undo`` is an :class:`Undo` or, where it depends on the situation (Hooky's
    answers reveal a hand in app mode, not in companion mode), a function
    ``(state_before, state_after) -> Undo``.

    ``continues``: an action of this type is a step of a larger move, not a
    move of its own (held hands' steps, closed by ending the move). The same
    actor's next turn action joins it, and the log shows the whole move as one
    line (:meth:`Game.describe_move`) while undo still takes back one action
    at a time. It is declared per type, so every reader of the log may know
    it: declare it only where that a move goes on is public anyway.

    How the rules judge and play it (read by :meth:`Game.refusal` and
    :meth:`Game.apply`, the one way every game refuses and applies):

    - ``phases``: the phases (:meth:`Game.phase`) in which it may be taken;
      empty means any. In another phase it is refused with
      :meth:`Game.misplaced`.
    - ``refuse(state, actor, action)``: why it is refused in those phases (a
      rule in a player's words), or ``None`` when it is legal. Left out, an
      action is legal when :meth:`Game.legal_actions` lists it.
    - ``apply(state, actor, action)``: the state after it (required for every
      action a game plays). It may assume that :meth:`Game.refusal` accepted
      the action and need not check again.
    """

    type: type
    who: Who = Who.TO_ACT
    undo: UndoRule = Undo.STEP
    log: Log = Log.PUBLIC
    continues: bool = False
    phases: tuple[str, ...] = ()
    refuse: Refuse | None = None
    apply: Effect | None = None

    def undo_policy(self, before: Any, after: Any) -> Undo:
        return self.undo(before, after) if callable(self.undo) else self.undo


# -- answers the protocol gives ------------------------------------------------------


@dataclass(frozen=True)
class TooMany:
    """``legal_actions`` answer when the legal actions cannot be listed (every
    five-letter word). :meth:`Game.suggestions` gives some, :meth:`Game.refusal`
    judges any."""

    what: str = ""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winners`` lists winning seats (all seats in a cooperative win, none in a
    cooperative loss); ``scores`` maps seats to points where the game scores;
    ``reason`` is a short key (``"balance"``, ``"heart"``); ``message`` what a
    player reads; ``tiebreak`` names the rule that decided a tie, if one did.
    """

    winners: tuple[int, ...]
    reason: str
    message: Message
    scores: tuple[int, ...] = ()
    tiebreak: Message = ""


@dataclass(frozen=True)
class Part:
    """One action of a move, as one viewer saw it (see :meth:`Game.describe_move`):
    that viewer's views before and after it, and the action where its log
    policy shows it to that viewer (else ``None``)."""

    before: View
    after: View
    action: Any | None


@dataclass(frozen=True)
class Deadline:
    """``actor`` must act within ``seconds``, else the shell plays ``action`` for it
    (into the log, so replays and saves reproduce the expiry)."""

    actor: int
    seconds: float
    action: Any
    #: Shown beside the countdown ("Time is up: the guess counts as wrong").
    label: Message = ""


@dataclass(frozen=True)
class Chance:
    """One chance outcome with its probability: ``state`` is the state after it."""

    probability: float
    state: Any
    label: Message = ""


# -- the protocol --------------------------------------------------------------------


class Game:
    """Base class of every game's rules. Subclasses declare :attr:`info` and
    :attr:`actions` and implement the methods marked *required*."""

    info: GameInfo
    actions: tuple[ActionSpec, ...] = ()

    def __init__(self) -> None:
        self.codec = ActionCodec(spec.type for spec in self.actions)
        self._specs: dict[type, ActionSpec] = {spec.type: spec for spec in self.actions}

    # -- declared facts ---------------------------------------------------------
    @property
    def id(self) -> str:
        return self.info.id

    @property
    def title(self) -> str:
        """The title in the current language."""
        return _(self.info.title)

    def spec(self, action: Any) -> ActionSpec:
        try:
            return self._specs[type(action)]
        except KeyError:
            raise IllegalAction(T("That is not an action of this game.")) from None

    @property
    def options(self) -> tuple[Option, ...]:
        return self.info.options

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill in defaults and refuse unknown or out-of-range options (a value
        must match an allowed one in type too: ``1.0`` is not ``1``, ``True`` is not ``1``)."""
        out = self.default_options()
        known = {o.key: o for o in self.options}
        for key, value in options.items():
            if key not in known:
                raise ValueError(_("unknown option '{key}'").format(key=shorten(str(key), 40)))
            allowed = [c[0] for c in known[key].choices]
            if not any(type(value) is type(a) and value == a for a in allowed):
                raise ValueError(_("option '{key}' cannot be {value}").format(key=key, value=excerpt(value)))
            out[key] = value
        return out

    def needs_curtain(self, state: Any) -> bool:
        """Whether seats hold secrets from one another *now*, so a shared screen
        needs the hot-seat curtain between them. Decided from public facts only
        (options, phase); by default from :attr:`GameInfo.hidden`."""
        return self.info.hidden is Hidden.PER_SEAT

    # -- required -------------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> Any:
        """The state before the first action, for ``seats`` seats (required)."""
        raise NotImplementedError

    def to_act(self, state: Any) -> tuple[int, ...]:
        """Actors (seats, or :data:`TABLE`) the game waits for now; empty once it is
        over (required)."""
        raise NotImplementedError

    def legal_actions(self, state: Any, actor: int) -> list[Any] | TooMany:
        """Every legal action of ``actor`` now, complete; or :class:`TooMany`
        (required). Includes the actor's ``ANY_SEAT`` actions only where they can
        be listed; a game with free notes usually answers them through refusal."""
        raise NotImplementedError

    def apply(self, state: Any, actor: int, action: Any) -> Any:
        """The state after ``actor`` plays ``action``: its declaration's ``apply``.
        ``apply`` may assume that :meth:`refusal` returned ``None`` for this action
        (the match asks it first; bots play only listed legal actions), so it never
        judges again. A game that adds something to every action's effect (the last
        action shown on the board) overrides this and calls ``super().apply``."""
        effect = self.spec(action).apply
        if effect is None:
            raise NotImplementedError(f"{type(self).__name__} declares no apply for {type(action).__name__}")
        return effect(state, actor, action)

    def phase(self, state: Any) -> str:
        """The phase ``state`` is in, as ``ActionSpec.phases`` names them (a game of
        one phase need not say: every declaration then leaves ``phases`` empty)."""
        return ""

    def invariants(self, state: Any) -> list[str]:
        """What is wrong with ``state`` (required; empty when it is sound): cards and
        tokens conserved, values in range. ``simulate`` and the property tests check it
        after every action."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> View:
        """Plain JSON-able data that ``seat`` (or the public, ``None``) may see,
        every secret of others removed (required)."""
        raise NotImplementedError

    def public_view_shape(self, seats: int) -> Shape:
        """The exact shape of ``view(state, None)`` at a table of ``seats`` (required):
        every key, range, length and name it can hold (``core/shape.py``). A public
        record is checked against it before any board draws its views, and
        ``tests/core/test_view_shapes.py`` checks it against the views that seeded
        games produce, so it is neither looser nor tighter than the views."""
        raise NotImplementedError

    def outcome(self, state: Any) -> Outcome | None:
        """``None`` while the game runs (required)."""
        raise NotImplementedError

    def describe(self, before: View, after: View, actor: int, action: Any | None,
                 viewer: int | None) -> Message:
        """The log line ``viewer`` reads for this action, built from that viewer's
        views before and after it (required). ``action`` is ``None`` when the
        action's log policy is SECRET and ``viewer`` is not its actor."""
        raise NotImplementedError

    def describe_move(self, parts: Sequence[Part], actor: int, viewer: int | None) -> Message:
        """The one log line ``viewer`` reads for a move of several actions: a run
        of ``actor``'s actions of types declared ``continues``, with the action
        that closed it, if one did yet (a move in progress is a move too).
        Built from the viewer's views only, as :meth:`describe`. Default: the
        actions' own lines read one after the other; a game that declares
        ``continues`` says the move in plainer words."""
        line: Message | None = None
        for part in parts:
            text = self.describe(part.before, part.after, actor, part.action, viewer)
            # A translation may drop the space between sentences (Chinese runs on).
            line = text if line is None else T("{sentence} {next_sentence}", sentence=line, next_sentence=text)
        return line if line is not None else ""

    def phone(self, view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
        """What ``seat``'s phone shows (required): built from ``view``, that seat's own
        view, and ``legal``, its legal actions now, never from a state, so a phone
        cannot show what the seat's screen would not. Every choice's action must be
        one of ``legal`` (or, where it answers :class:`TooMany`, one the rules accept)."""
        raise NotImplementedError

    def phone_form(self, view: View, seat: int, key: str, values: Mapping[str, str]) -> Any:
        """The action ``seat``'s phone names by filling in its form ``key`` (one of the
        :attr:`Phone.forms` that :meth:`phone` offered for ``view``) with ``values``: a
        value a field, each already checked against the field (typed text within its
        length, an option one of its values). Required where :meth:`phone` offers forms;
        the rules judge the action as any other, so it need not be legal. Default: no
        forms, None."""
        return None

    def status(self, public: View) -> Message:
        """The status line (whose turn, what happens now) from the public view."""
        return ""

    def table_turn(self, public: View) -> Message:
        """The headline while the table is to act (:data:`TABLE` alone in :meth:`to_act`):
        the biggest line on the host's screen and on the wall, from the public view. A
        game whose table confirms what a seat does says whose step it is ("Cleo
        guesses"), so a room reads who is on without reading the status; the deadline's
        countdown stands beside it, so it never says the time. Default: "The table's turn"."""
        return T("The table's turn")

    def rules_text(self) -> str:
        """The in-app rules (Markdown, current language), naming our own decisions."""
        return ""

    # -- with defaults ------------------------------------------------------------
    def refusal(self, state: Any, actor: int, action: Any) -> Message | None:
        """Why ``actor`` may not play ``action`` now (a rule in a player's words),
        or ``None`` when it is legal. From the declaration, in this order: an action
        of this game at all; its *who*; its ``phases`` (else :meth:`misplaced`); its
        ``refuse``, or where it has none, membership in a complete
        :meth:`legal_actions` (a type whose actions cannot be listed, answered
        :class:`TooMany`, must declare ``refuse``)."""
        try:
            spec = self.spec(action)
        except IllegalAction as exc:
            return exc.rule
        reason = self.who_refusal(state, actor, spec)
        if reason is not None:
            return reason
        if spec.phases and self.phase(state) not in spec.phases:
            return self.misplaced(state, actor, spec)
        if spec.refuse is not None:
            return spec.refuse(state, actor, action)
        legal = self.legal_actions(state, actor)
        if isinstance(legal, TooMany):
            raise NotImplementedError(
                f"{type(self).__name__} answers TooMany: {spec.type.__name__} must declare refuse")
        if action not in legal:
            return T("That move is not allowed now.")
        return None

    def misplaced(self, state: Any, actor: int, spec: ActionSpec) -> Message:
        """The rule broken by an action of ``spec``'s type taken outside its phases:
        what the current phase asks for instead. Default: a plain refusal."""
        return T("That move is not allowed now.")

    def who_refusal(self, state: Any, actor: int, spec: ActionSpec) -> Message | None:
        """The *who* part of the declaration, for overrides of :meth:`refusal` to reuse."""
        if self.outcome(state) is not None:
            return T("The game is over.")
        if spec.who is Who.TABLE and actor != TABLE:
            return T("Only the table enters this.")
        if spec.who is Who.ANY_SEAT:
            if actor == TABLE:
                return T("Only a player can do this.")
            return None
        if spec.who is Who.TO_ACT and actor not in self.to_act(state):
            if actor == TABLE:
                return T("The table has nothing to enter now.")
            return T("It is not {who}'s turn.", who=SeatName(actor))
        return None

    def suggestions(self, state: Any, actor: int, n: int) -> list[Any]:
        """Up to ``n`` good legal actions for a UI or a bot (default: the first ``n``)."""
        legal = self.legal_actions(state, actor)
        if isinstance(legal, TooMany):
            raise NotImplementedError(f"{type(self).__name__} answers TooMany: it must define suggestions()")
        return list(legal[:n])

    def deadline(self, state: Any) -> Deadline | None:
        """A time limit on the current decision, if the game has one."""
        return None

    def determinize(self, view: View, seat: int, rng: Rng) -> Any:
        """A plausible full state consistent with everything ``seat`` knows (its
        view), the unknowns sampled from ``rng``, so bots can look ahead with the
        real :meth:`apply` and :meth:`legal_actions`. Games with chance or hidden
        information implement it; the sampled state's own random stream must come
        from ``rng`` too (never from the real future)."""
        raise NotImplementedError(f"{type(self).__name__} offers no determinize()")

    def chance_outcomes(self, state: Any, actor: int, action: Any) -> list[Chance] | None:
        """The distribution of states after ``action`` where chance takes part
        (dice, a draw), or ``None`` when the result is certain. Default: certain."""
        return None

    def tutorial(self) -> Tutorial | None:
        """The guided first game (Learn to play, ``core/tutorial.py``): a fixed set-up,
        the learner's seat and the steps that teach each rule when it first matters,
        or ``None`` for a game that has none yet (the default; the launcher and
        Help then offer no lesson)."""
        return None


# -- bots ------------------------------------------------------------------------------


@dataclass
class BotTurn:
    """What a bot is given: its seat's view and legal actions, never the state.

    ``game`` is there for the real rules (``determinize`` then ``apply``) and
    ``rng`` for the bot's own choices (seeded, so simulations replay).
    """

    game: Game
    seat: int
    view: View
    legal: list[Any] | TooMany
    rng: Rng


class Bot:
    """A bot plays one seat; it sees only that seat's view."""

    def __init__(self, game: Game, seat: int, seed: int = 0):
        self.game = game
        self.seat = seat
        self.seed = seed

    def choose(self, turn: BotTurn) -> Any:
        raise NotImplementedError

    def observe(self, view: View) -> None:
        """The seat's view after every change of the match, whoever acted (the
        table session and the simulations call it), for bots that remember what
        they saw, as a person at the table would. Keep it cheap. Default: nothing."""

    def advise(self, turn: BotTurn) -> Advice:
        """The move this bot would play and one line of why (what it gains or
        prevents), for the hint of the seat at the screen. ``turn`` is built from
        that seat's view alone, so the advice cannot show a secret. Default: the
        bot's choice, with no reason given."""
        return Advice(self.choose(turn), None)


@dataclass(frozen=True)
class Advice:
    """A hint: the move a bot would play, and one line of why (``None``: no words)."""

    action: Any
    why: Text | None = None


class Level(enum.Enum):
    """The three levels every game offers, alike: the same names, order and words."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def label(self) -> str:
        """The level's name, a message id (the shell translates it)."""
        return _LEVEL_WORDS[self][0]

    @property
    def description(self) -> str:
        """The level's one line for every launcher, a message id."""
        return _LEVEL_WORDS[self][1]

    @property
    def seconds(self) -> float | None:
        """How long a bot of this level may think about one decision on this
        project's two-core reference machine (None: it answers at once)."""
        return _LEVEL_SECONDS[self]


_LEVEL_WORDS = {
    Level.EASY: (N_("Easy"), N_("Plays like a beginner: legal, plausible and beatable.")),
    Level.NORMAL: (N_("Normal"), N_("A fair opponent: thinks up to half a second a move.")),
    Level.HARD: (N_("Hard"), N_("Plays its best: thinks up to two seconds a move.")),
}
_LEVEL_SECONDS: dict[Level, float | None] = {Level.EASY: None, Level.NORMAL: 0.5, Level.HARD: 2.0}


@dataclass(frozen=True)
class BotKind:
    """A kind of bot a seat may be played by.

    ``level`` is set for the three kinds every launcher offers (see
    :func:`level_kinds`); a kind without a level is a reference bot (today's
    strongest of an earlier version, say) that ``simulate --bots`` and the
    strength bench may name, and that an old save's seat still plays, but that
    no launcher lists."""

    key: str            # "bot:careful"
    label: str          # message id (N_)
    factory: Callable[[Game, int, int], Bot]
    description: str = ""
    level: Level | None = None


def level_kinds(easy: Callable[[Game, int, int], Bot], normal: Callable[[Game, int, int], Bot],
                hard: Callable[[Game, int, int], Bot],
                reference: Sequence[BotKind] = ()) -> tuple[BotKind, ...]:
    """A game's ``BOTS``: the three levels, keyed ``bot:easy``, ``bot:normal`` and
    ``bot:hard`` with the level's own words, then the ``reference`` kinds."""
    factories = {Level.EASY: easy, Level.NORMAL: normal, Level.HARD: hard}
    levels = tuple(BotKind(f"bot:{level.value}", level.label, factories[level], level.description, level)
                   for level in Level)
    clash = {k.key for k in levels} & {k.key for k in reference}
    if clash or any(k.level is not None for k in reference):
        raise ValueError(f"a reference bot may not be a level: {sorted(clash) or 'level set'}")
    return levels + tuple(reference)


def offered_kinds(kinds: Sequence[BotKind]) -> tuple[BotKind, ...]:
    """The kinds a launcher lists for a seat: the levels, in :class:`Level` order (a
    reference kind never); a game whose bots have no levels yet: every kind, as declared."""
    levels = [k for k in kinds if k.level is not None]
    order = list(Level)
    levels.sort(key=lambda k: order.index(k.level) if k.level is not None else len(order))
    return tuple(levels) if levels else tuple(kinds)


def normal_kind(kinds: Sequence[BotKind]) -> BotKind | None:
    """The kind a hint asks, and that plays a seat whose kind this version no longer has
    (an old save): the Normal level; a game without levels: its first kind; no bots: None."""
    normal = next((k for k in kinds if k.level is Level.NORMAL), None)
    return normal if normal is not None else (kinds[0] if kinds else None)


__all__ = [
    "N_",
    "PHONE_CELL_STYLES",
    "TABLE",
    "ActionSpec",
    "Advice",
    "Bot",
    "BotKind",
    "BotTurn",
    "Chance",
    "Deadline",
    "Game",
    "GameInfo",
    "Hidden",
    "Level",
    "Log",
    "Message",
    "Mode",
    "Option",
    "Outcome",
    "Part",
    "Person",
    "Phone",
    "PhoneCell",
    "PhoneChoice",
    "PhoneField",
    "PhoneForm",
    "PhoneItem",
    "PhoneOption",
    "PhoneSheet",
    "SeatSpec",
    "TooMany",
    "Undo",
    "View",
    "Who",
    "field",
    "level_kinds",
    "normal_kind",
    "offered_kinds",
    "seat_names",
]
