"""Learn to play: a short scripted first game that teaches each rule when it first matters.

A :class:`Tutorial` says how its match is set up (a seed and the game's
options, so the deal and every die are fixed by the game's own random stream),
which seat the learner plays, and its :class:`Step`\\ s. A step is

- the *lead*: the actions the script plays before the learner acts (the other
  seats' turns, or a stretch of the game skipped over), applied automatically;
- the learner's one *action* (or ``None``: a step to read, closed by
  :meth:`TutorialRun.proceed`);
- the instruction line and the note beside the board (:class:`Text`, so they
  are translated when shown), and what to say when the learner tries anything
  else (``why``: why that move is not the lesson);
- a :class:`Claim`: the rule the note states, checked against the engine's
  states before and after the step. A tutorial whose claim the rules
  contradict is a wrong tutorial; the tests play every tutorial and check
  every claim.

:class:`TutorialRun` plays a tutorial: :meth:`~TutorialRun.attempt` takes the
expected action and refuses any other kindly, :meth:`~TutorialRun.restart_at`
goes back (or forward) to any step, and :meth:`~TutorialRun.to_json` /
:meth:`~TutorialRun.from_json` leave and resume a run (the states are replayed
from the script, which is deterministic, so only the step is stored).

Pure Python: no Qt. The notes are fixed texts, never built from a state, so a
tutorial shows no seat anything its view does not.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .i18n import T, Text

#: The format of a stored run (:meth:`TutorialRun.to_json`).
FORMAT = "boardgames-desktop tutorial"
VERSION = 1


@dataclass(frozen=True)
class Claim:
    """The rule a step's note states, as a check: ``holds(before, after)`` with the
    states before the step's own action (after its lead) and after it. ``says`` is
    the rule in words, named when the check fails."""

    says: str
    holds: Callable[[Any, Any], bool]


@dataclass(frozen=True)
class Step:
    """One step of a tutorial (see the module docstring)."""

    instruction: Text
    note: Text
    action: Any | None = None
    lead: tuple[tuple[int, Any], ...] = ()
    why: Text | None = None
    claim: Claim | None = None


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first game: ``seats`` seats set up with ``seed`` and
    ``options``, the learner at ``seat``, then ``steps`` in order. ``names`` are the
    seats' names while it runs. ``seat`` may be the table actor (``core.game.TABLE``)
    in a game whose table enters every step (Eselsbrücke's game night: the learner
    is the host)."""

    game_id: str
    seats: int
    seed: int
    options: dict[str, Any]
    seat: int
    steps: tuple[Step, ...]
    names: tuple[Text, ...] = field(default=())


def seat_words(script: str, parse: Callable[[str], Any]) -> tuple[tuple[int, Any], ...]:
    """The actions of a lead written as seat and word, ``;`` between them
    (``"1 M S; 1 L; 1 E"``), each word read by the game's ``parse``."""
    out = []
    for entry in script.replace("\n", " ").split(";"):
        entry = entry.strip()
        if entry:
            seat, word = entry.split(" ", 1)
            out.append((int(seat), parse(word)))
    return tuple(out)


@dataclass(frozen=True)
class Script:
    """A lesson written in its game's short words: ``parse`` reads one word into an
    action (the game's own actions, so the script is played by the real rules);
    ``lead`` reads a step's lead (default: :func:`seat_words`). Every lesson builds
    its steps with :meth:`step`, so the five lessons are written alike."""

    parse: Callable[[str], Any]
    read_lead: Callable[[str], tuple[tuple[int, Any], ...]] | None = None

    def lead(self, script: str) -> tuple[tuple[int, Any], ...]:
        """The actions a step's lead plays."""
        if self.read_lead is not None:
            return self.read_lead(script)
        return seat_words(script, self.parse)

    def step(self, instruction: Text, note: Text, word: str | None, claim: Claim | None, *,
             before: str = "", why: Text | None = None) -> Step:
        """A step whose own action is ``word`` (None: a step to read) after the lead
        ``before``."""
        return Step(instruction=instruction, note=note, action=None if word is None else self.parse(word),
                    lead=self.lead(before), why=why, claim=claim)


class Rules(Protocol):
    """What a run asks of the game: :class:`~boardgames_desktop.core.game.Game`'s own
    methods (named here, not imported: the contract in ``core/game.py`` declares
    :meth:`~boardgames_desktop.core.game.Game.tutorial` and so imports this module)."""

    @property
    def id(self) -> str: ...

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]: ...

    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> Any: ...

    def refusal(self, state: Any, actor: int, action: Any) -> Text | str | None: ...

    def apply(self, state: Any, actor: int, action: Any) -> Any: ...


class TutorialError(Exception):
    """The script cannot be played: an action of it the rules refuse."""


class TutorialRun:
    """One learner's way through a :class:`Tutorial`."""

    def __init__(self, game: Rules, tutorial: Tutorial, step: int = 0):
        if tutorial.game_id != game.id:
            raise ValueError(f"a tutorial of {tutorial.game_id} cannot run on {game.id}")
        self.game = game
        self.tutorial = tutorial
        self.restart_at(step)

    # -- where the run is ----------------------------------------------------------------
    @property
    def steps(self) -> tuple[Step, ...]:
        return self.tutorial.steps

    @property
    def seat(self) -> int:
        return self.tutorial.seat

    @property
    def done(self) -> bool:
        """Every step was taken."""
        return self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    def expected(self) -> Any | None:
        """The one action the learner may take now (``None``: read and proceed, or done)."""
        step = self.step
        return None if step is None else step.action

    # -- playing -----------------------------------------------------------------------------
    def attempt(self, action: Any) -> Text | None:
        """Play ``action`` for the learner: ``None`` when it is the step's action
        (played, and the run moves to the next step), else a kind refusal saying
        what to do instead and why the other move is not the lesson (the state is
        unchanged)."""
        step = self.step
        if step is None:
            return T("The lesson is over: start a real game when you are ready.")
        if step.action is None:
            return T("Read the note, then click Continue.")
        if action == step.action:
            self._take(step.action)
            self._advance()
            return None
        rule = self.game.refusal(self.state, self.seat, action)
        lesson = step.why or T("This lesson goes one way: follow the instruction line.")
        if rule is None:
            return T("That is a legal move, but not this lesson's. {lesson}", lesson=lesson)
        return T("{rule} {lesson}", rule=rule, lesson=lesson)

    def proceed(self) -> Text | None:
        """Close a step to read (one without an action): ``None`` when done, else
        why not (the step wants an action)."""
        step = self.step
        if step is None:
            return T("The lesson is over: start a real game when you are ready.")
        if step.action is not None:
            return T("First do what the instruction line asks.")
        self._advance()
        return None

    def restart_at(self, index: int) -> None:
        """Start again from step ``index`` (0 is the beginning; ``len(steps)`` the end):
        the match is set up anew and the script replayed up to there."""
        if not 0 <= index <= len(self.steps):
            raise ValueError(f"no step {index} in a tutorial of {len(self.steps)} steps")
        t = self.tutorial
        self.state: Any = self.game.setup(t.seats, t.seed, self.game.check_options(t.options))
        #: Every action played so far, (actor, action) in order: the match's log.
        self.played: list[tuple[int, Any]] = []
        #: The states at the current step's start, after its lead (before its action),
        #: and after the previous step's action (before this step's lead).
        self.start: Any = self.state
        self.before: Any = self.state
        self.after: Any = self.state
        self.index = 0
        self._lead()
        while self.index < index:
            step = self.steps[self.index]
            if step.action is not None:
                self._take(step.action)
            self._advance()

    def _advance(self) -> None:
        self.after = self.state
        self.index += 1
        self._lead()

    def _lead(self) -> None:
        step = self.step
        self.start = self.state
        if step is not None:
            for actor, action in step.lead:
                self._play(actor, action)
        self.before = self.state

    def _take(self, action: Any) -> None:
        self._play(self.seat, action)

    def _play(self, actor: int, action: Any) -> None:
        reason = self.game.refusal(self.state, actor, action)
        if reason is not None:
            raise TutorialError(f"step {self.index + 1}: the rules refuse {action!r} by seat {actor}: {reason}")
        self.state = self.game.apply(self.state, actor, action)
        self.played.append((actor, action))

    # -- leaving and resuming ---------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, "game": self.tutorial.game_id,
                           "steps": len(self.steps), "step": self.index})

    @classmethod
    def from_json(cls, game: Rules, tutorial: Tutorial, text: str) -> TutorialRun:
        """The run ``to_json`` stored, at the step it was left; a text that is not a run
        of this tutorial (another game, another length, damaged) raises ``ValueError``."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise ValueError("not a stored tutorial run") from exc
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a stored tutorial run")
        step = data.get("step")
        if data.get("game") != tutorial.game_id or data.get("steps") != len(tutorial.steps):
            raise ValueError("a run of another tutorial")
        if type(step) is not int or not 0 <= step <= len(tutorial.steps):
            raise ValueError("a stored run at no step of this tutorial")
        return cls(game, tutorial, step)


def check_claims(game: Rules, tutorial: Tutorial) -> list[str]:
    """Play ``tutorial`` to its end, taking only each step's action, and name every
    step whose claim the states contradict (empty: every rule it states holds)."""
    run = TutorialRun(game, tutorial)
    wrong: list[str] = []
    while not run.done:
        step = run.steps[run.index]
        number = run.index + 1
        # A step to read claims what its lead did; a step with an action, what the action did.
        before = run.before if step.action is not None else run.start
        refusal = run.attempt(step.action) if step.action is not None else run.proceed()
        if refusal is not None:
            wrong.append(f"step {number}: refused ({refusal.msgid})")
            break
        if step.claim is not None and not step.claim.holds(before, run.after):
            wrong.append(f"step {number}: {step.claim.says}")
    return wrong
