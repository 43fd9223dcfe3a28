"""The game protocol: one shape for five games.

Every game's ``rules.py`` defines a subclass of :class:`Game`. States are
immutable values (frozen dataclasses of tuples): ``apply`` returns a new state
and never changes the old one, so undo, replay and the bots' look-ahead are
plain function calls.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .actions import ActionCodec


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``winners`` lists winning seats (all seats in a cooperative win, none in a
    cooperative loss); ``scores`` maps seats to points where the game scores;
    ``reason`` is a short key (``"balance"``, ``"heart"``) and ``message`` the
    sentence a player reads.
    """

    winners: tuple[int, ...]
    reason: str
    message: str
    scores: tuple[int, ...] = ()


@dataclass(frozen=True)
class Option:
    """A setup option the launcher can offer: key, label, allowed values, default."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any


class Game:
    """Base class of every game's rules. Subclasses override every method."""

    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    #: Bumped when a rule change makes old action logs replay differently.
    rules_version: int = 1
    codec: ActionCodec
    options: tuple[Option, ...] = ()
    #: True when seats hold secrets from one another (hot-seat curtain needed).
    has_private_info: bool = False
    #: Action types any seat may take at any time, outside the turn order (Hooky's
    #: worksheet notes): the shell accepts them from the seat at the screen even
    #: while it is not that seat's turn. The rules still check each one.
    free_actions: tuple[type, ...] = ()
    #: Action types kept out of the shared move log (private notes, e.g. Hooky's
    #: worksheet marks): they stay in the saved log, the panel just skips them.
    quiet_actions: tuple[type, ...] = ()

    def needs_curtain(self, state: Any) -> bool:
        """Whether the seats hold secrets from one another *now*, so a shared screen
        needs the hot-seat curtain between them. Decided from public facts only
        (options, phase); the default is :attr:`has_private_info`."""
        return self.has_private_info

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def check_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill in defaults and refuse unknown or out-of-range options."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, not {players}"
            )
        out = self.default_options()
        known = {o.key: o for o in self.options}
        for key, value in options.items():
            if key not in known:
                raise ValueError(f"unknown option '{key}'")
            allowed = [c[0] for c in known[key].choices]
            if value not in allowed:
                raise ValueError(f"option '{key}' cannot be {value!r}")
            out[key] = value
        return out

    # -- the protocol ---------------------------------------------------------------
    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> Any:
        raise NotImplementedError

    def to_act(self, state: Any) -> tuple[int, ...]:
        """Seats that must act now (empty once the game is over)."""
        raise NotImplementedError

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        raise NotImplementedError

    def check(self, state: Any, seat: int, action: Any) -> None:
        """Raise :class:`IllegalAction` naming the rule if ``action`` is illegal."""
        if seat not in self.to_act(state):
            from .errors import IllegalAction

            raise IllegalAction("It is not this player's turn.")
        if action not in self.legal_actions(state, seat):
            from .errors import IllegalAction

            raise IllegalAction("That move is not allowed now.")

    def apply(self, state: Any, seat: int, action: Any) -> Any:
        """The state after ``seat`` plays ``action``; illegal actions raise."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """Plain JSON-able data a seat (or the public, ``None``) may see."""
        raise NotImplementedError

    def outcome(self, state: Any) -> Outcome | None:
        raise NotImplementedError

    # -- undo support ---------------------------------------------------------------
    def reveals(self, before: Any, seat: int, action: Any, after: Any) -> bool:
        """True when applying ``action`` revealed something random or secret
        (a draw, a shuffle, a peek): undo stops at such an action."""
        return True

    # -- presentation ---------------------------------------------------------------
    def describe(self, state: Any, seat: int, action: Any) -> str:
        """One line for the move log, in the game's words."""
        return f"{type(action).__name__}"

    def status(self, state: Any) -> str:
        """What the status line says: whose turn, what they may do."""
        return ""

    def rules_text(self) -> str:
        """The in-app rules (Markdown), naming our own decisions."""
        return ""


class Bot:
    """A bot sees only its seat's view and the legal actions, never the state."""

    name = "bot"

    def __init__(self, game: Game, seat: int, seed: int = 0):
        self.game = game
        self.seat = seat
        self.seed = seed

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        raise NotImplementedError


@dataclass(frozen=True)
class BotKind:
    key: str
    label: str
    factory: Any  # callable(game, seat, seed) -> Bot


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    kind: str = "human"  # "human" or a BotKind key such as "bot:careful"

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


def seats(n: int) -> Iterable[int]:
    return range(n)
