"""A match is its action log: game + players + seed + options + actions.

Replaying the active entries of the log from the seed reproduces the state
exactly; save files, autosave, crash recovery, replays and undo all rest on it.
Undone entries stay in the log (marked undone) so the move log can show them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from .errors import IllegalAction, SaveError
from .game import Game, Outcome, PlayerSpec

SAVE_FORMAT = "boardgames-desktop/match"
SAVE_VERSION = 1


@dataclass
class Entry:
    seat: int
    action: Any
    undone: bool = False
    #: An undone entry that redo may bring back (cleared by any new action).
    redoable: bool = False
    #: The move-log line, written when the action was played.
    description: str = ""


class Match:
    def __init__(
        self,
        game: Game,
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ):
        self.game = game
        self.players = list(players)
        self.seed = int(seed)
        self.options = game.check_options(len(self.players), dict(options or {}))
        self.entries: list[Entry] = []
        self._states = [game.setup(len(self.players), self.seed, self.options)]
        self._listeners: list[Callable[[Match], None]] = []

    # -- reading ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def initial_state(self) -> Any:
        return self._states[0]

    def states(self) -> list[Any]:
        """The state before the first action and after each active action."""
        return list(self._states)

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def finished(self) -> bool:
        return self.outcome() is not None

    def legal_actions(self, seat: int) -> list[Any]:
        return self.game.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def active_entries(self) -> list[Entry]:
        return [e for e in self.entries if not e.undone]

    def log_lines(self) -> list[tuple[Entry, str]]:
        """Every entry (undone ones too) with its description, for the log panel."""
        return [(entry, entry.description) for entry in self.entries]

    # -- playing ------------------------------------------------------------------------
    def play(self, seat: int, action: Any) -> Any:
        """Apply ``action`` for ``seat``; an illegal one raises and changes nothing."""
        before = self.state
        after = self.game.apply(before, seat, action)
        description = self.game.describe(before, seat, action)
        for e in self.entries:
            e.redoable = False
        entry = Entry(seat, action, description=description)
        self.entries.append(entry)
        self._states.append(after)
        self._changed()
        return after

    # -- undo / redo ----------------------------------------------------------------------
    def undo_block_reason(self, seat: int | None = None) -> str | None:
        """Why undo is not possible now, or ``None`` when it is."""
        active = [i for i, e in enumerate(self.entries) if not e.undone]
        if not active:
            return "Nothing to undo."
        last = self.entries[active[-1]]
        if self.finished:
            return "The game is over."
        if last.seat not in self.to_act():
            return "Only the current player's moves of this turn can be taken back."
        if seat is not None and last.seat != seat:
            return "That move belongs to another player."
        before, after = self._states[-2], self._states[-1]
        if self.game.reveals(before, last.seat, last.action, after):
            return "That move revealed something new, so it cannot be taken back."
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_block_reason(seat) is None

    def undo(self, seat: int | None = None) -> None:
        reason = self.undo_block_reason(seat)
        if reason:
            raise IllegalAction(reason)
        index = max(i for i, e in enumerate(self.entries) if not e.undone)
        self.entries[index].undone = True
        self.entries[index].redoable = True
        self._states.pop()
        self._changed()

    def _redo_index(self) -> int | None:
        candidates = [i for i, e in enumerate(self.entries) if e.undone and e.redoable]
        return min(candidates) if candidates else None

    def can_redo(self) -> bool:
        return self._redo_index() is not None

    def redo(self) -> None:
        index = self._redo_index()
        if index is None:
            raise IllegalAction("Nothing to redo.")
        entry = self.entries[index]
        after = self.game.apply(self.state, entry.seat, entry.action)
        entry.undone = False
        entry.redoable = False
        self._states.append(after)
        self._changed()

    # -- observers ----------------------------------------------------------------------
    def subscribe(self, callback: Callable[["Match"], None]) -> None:
        self._listeners.append(callback)

    def unsubscribe(self, callback: Callable[["Match"], None]) -> None:
        if callback in self._listeners:
            self._listeners.remove(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    # -- JSON ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "seed": self.seed,
            "options": self.options,
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
            "finished": self.finished,
            "log": [
                {
                    "seat": e.seat,
                    "action": self.game.codec.encode(e.action),
                    **({"undone": True} if e.undone else {}),
                    **({"redoable": True} if e.redoable else {}),
                }
                for e in self.entries
            ],
        }

    @classmethod
    def from_dict(cls, data: Any, lookup: Callable[[str], Game | None]) -> "Match":
        """Rebuild a match from saved data, checking everything; raises SaveError."""
        if not isinstance(data, dict):
            raise SaveError("This is not a boardgames-desktop save: it holds no match object.")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError("This is not a boardgames-desktop save file (its format tag is missing).")
        version = data.get("version")
        if not isinstance(version, int):
            raise SaveError("The save has no format version.")
        if version > SAVE_VERSION:
            raise SaveError(
                f"This save was written by a newer version of boardgames-desktop (format {version})."
            )
        game_id = data.get("game")
        game = lookup(game_id) if isinstance(game_id, str) else None
        if game is None:
            raise SaveError(f"The save is for a game this version does not have: {game_id!r}.")
        if data.get("rules_version", 1) != game.rules_version:
            raise SaveError(
                f"The save was made with another version of the {game.title} rules "
                f"({data.get('rules_version')!r}, this app plays {game.rules_version})."
            )
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError("The save's seed is missing or not a whole number.")
        players_data = data.get("players")
        if not isinstance(players_data, list) or not all(
            isinstance(p, dict) and isinstance(p.get("name"), str) and isinstance(p.get("kind"), str)
            for p in players_data
        ):
            raise SaveError("The save's player list is damaged.")
        players = [PlayerSpec(p["name"], p["kind"]) for p in players_data]
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise SaveError("The save's options are damaged.")
        try:
            match = cls(game, players, seed, options)
        except ValueError as exc:
            raise SaveError(f"The save's set-up is not valid: {exc}.") from None
        log = data.get("log")
        if not isinstance(log, list):
            raise SaveError("The save has no action log.")
        for number, item in enumerate(log, start=1):
            if not isinstance(item, dict):
                raise SaveError(f"Entry {number} of the log is damaged.")
            seat = item.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < len(players):
                raise SaveError(f"Entry {number} of the log names no valid seat.")
            try:
                action = game.codec.decode(item.get("action"))
            except SaveError as exc:
                raise SaveError(f"Entry {number} of the log: {exc}.") from None
            undone = item.get("undone", False) is True
            redoable = item.get("redoable", False) is True
            if undone:
                entry = Entry(seat, action, undone=True, redoable=redoable)
                try:
                    entry.description = game.describe(match.state, seat, action)
                except Exception:  # an undone move need not fit the current state
                    entry.description = type(action).__name__
                match.entries.append(entry)
                continue
            try:
                match.play(seat, action)
            except IllegalAction as exc:
                raise SaveError(
                    f"Entry {number} of the log cannot be replayed: {exc.rule}"
                ) from None
            except Exception as exc:  # a hand-edited value the rules never expected
                raise SaveError(
                    f"Entry {number} of the log cannot be replayed ({type(exc).__name__})."
                ) from None
        # play() cleared every redoable flag; restore the saved ones.
        for entry, item in zip(match.entries, log):
            entry.redoable = entry.undone and item.get("redoable", False) is True
        return match
