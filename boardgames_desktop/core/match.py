"""A match is its action log: game + seats + seed + options + actions.

Replaying the active entries of the log from the seed reproduces the state
exactly; save files, autosave, crash recovery, review and undo all rest on it.
Undone entries stay in the log (marked undone) so the move log can show them.

Log lines are never stored as text: each entry keeps the states before and
after it, and :meth:`Match.line` asks the game to describe the entry from the
*views* of the viewer who reads it, following the action type's log policy.
A line therefore cannot show a viewer anything that viewer's views do not.

A *move* may take several actions (held hands: step, step, end the move).
:meth:`Match.moves` groups them as the game declares (``ActionSpec.continues``)
into one line each, from the same per-viewer views; the log stays one entry
an action, so undo, replay and saves do not change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction
from .game import TABLE, Game, Log, Message, Outcome, Part, SeatSpec, TooMany, Undo, Who, seat_names
from .i18n import T
from .savefile import SAVE_FORMAT, SAVE_VERSION, decode_match


@dataclass(eq=False)
class Entry:
    """One action in the log. ``before``/``after`` are the states around it
    (``after`` is ``None`` for an undone entry that no longer fits)."""

    actor: int
    action: Any
    before: Any = field(default=None, repr=False)
    after: Any = field(default=None, repr=False)
    undone: bool = False
    #: Played by the shell when a deadline ran out.
    expired: bool = False

    @property
    def seat(self) -> int:  # the actor, for code that speaks of seats
        return self.actor


class Match:
    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ):
        self.game = game
        self.seats = list(seats)
        self.seed = int(seed)
        self.options = game.check_options(dict(options or {}))
        self.entries: list[Entry] = []
        #: Undone entries that redo may bring back, oldest first (cleared by any new action).
        self._redo: list[Entry] = []
        self._states = [game.setup(len(self.seats), self.seed, self.options)]
        self._listeners: list[Callable[[Match], None]] = []
        self._lines: dict[tuple[int, int | None], Message | None] = {}
        self._move_lines: dict[tuple[tuple[int, ...], int | None], Message] = {}

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

    @property
    def names(self) -> dict[int, str]:
        """Seat index -> the name a person reads ("Ada & Ben" for a team)."""
        return seat_names(self.seats)

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def finished(self) -> bool:
        return self.outcome() is not None

    def legal_actions(self, actor: int) -> list[Any] | TooMany:
        return self.game.legal_actions(self.state, actor)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def active_entries(self) -> list[Entry]:
        return [e for e in self.entries if not e.undone]

    def refusal(self, actor: int, action: Any) -> Message | None:
        return self.game.refusal(self.state, actor, action)

    # -- log lines, per viewer --------------------------------------------------------
    def line(self, entry: Entry, viewer: int | None) -> Message | None:
        """What ``viewer`` (a seat, or ``None`` for the public) reads for ``entry``,
        or ``None`` when the entry's log policy shows that viewer nothing."""
        key = (id(entry), viewer)
        if key in self._lines:
            return self._lines[key]
        spec = self.game.spec(entry.action)
        text: Message | None
        if spec.log is Log.QUIET or (spec.log is Log.ACTOR and viewer != entry.actor):
            text = None
        elif entry.after is None:
            text = T("(a step that was taken back)")
        else:
            shown = entry.action if (spec.log is not Log.SECRET or viewer == entry.actor) else None
            text = self.game.describe(
                self.game.view(entry.before, viewer), self.game.view(entry.after, viewer),
                entry.actor, shown, viewer,
            )
        self._lines[key] = text
        return text

    def log_lines(self, viewer: int | None) -> list[tuple[Entry, Message]]:
        """Every entry ``viewer`` may read (undone ones too), with its line."""
        out = []
        for entry in self.entries:
            text = self.line(entry, viewer)
            if text is not None:
                out.append((entry, text))
        return out

    def moves(self, viewer: int | None) -> list[tuple[tuple[Entry, ...], Message]]:
        """The log as ``viewer`` reads it, one line a move: each item is the entries
        of one move (oldest first) and its line.

        An active turn action of a type declared ``continues`` leaves its move
        open: the same actor's next active turn action joins it (and closes it,
        unless it continues too); anyone else's turn action closes it. Entries
        this viewer reads no line for are left out and split nothing. Undone
        entries and free actions (``Who.ANY_SEAT``, a note) are lines of their
        own that leave the move open. A move's line stands where its newest
        entry is, so the move being played is always the newest line.
        """
        out: list[tuple[tuple[Entry, ...], Message]] = []
        open_move: list[Entry] | None = None  # the move still open, and where its line is in out
        open_at = -1
        for entry in self.entries:
            text = self.line(entry, viewer)
            if text is None:
                continue
            spec = self.game.spec(entry.action)
            if entry.undone or spec.who is Who.ANY_SEAT:
                out.append(((entry,), text))
                continue
            if open_move is not None and open_move[-1].actor == entry.actor:
                del out[open_at]  # the move's line moves down to its newest entry
                open_move.append(entry)
            else:
                open_move = [entry]
            open_at = len(out)
            out.append((tuple(open_move), self._move_line(tuple(open_move), viewer)))
            if not spec.continues:
                open_move = None
        return out

    def _move_line(self, entries: tuple[Entry, ...], viewer: int | None) -> Message:
        if len(entries) == 1 and not self.game.spec(entries[0].action).continues:
            line = self.line(entries[0], viewer)
            assert line is not None
            return line
        key = (tuple(id(e) for e in entries), viewer)
        if key not in self._move_lines:
            parts = []
            for entry in entries:
                spec = self.game.spec(entry.action)
                shown = entry.action if (spec.log is not Log.SECRET or viewer == entry.actor) else None
                parts.append(Part(self.game.view(entry.before, viewer), self.game.view(entry.after, viewer), shown))
            self._move_lines[key] = self.game.describe_move(parts, entries[0].actor, viewer)
        return self._move_lines[key]

    def status(self) -> Message:
        """The status line, from the public view."""
        return self.game.status(self.game.view(self.state, None))

    # -- playing ------------------------------------------------------------------------
    def play(self, actor: int, action: Any, *, expired: bool = False) -> Any:
        """Apply ``action`` for ``actor``; a refused one raises :class:`IllegalAction`
        naming the rule, and changes nothing."""
        before = self.state
        reason = self.game.refusal(before, actor, action)
        if reason is not None:
            raise IllegalAction(reason)
        after = self.game.apply(before, actor, action)
        self._redo.clear()
        self.entries.append(Entry(actor, action, before, after, expired=expired))
        self._states.append(after)
        self._changed()
        return after

    # -- undo / redo ----------------------------------------------------------------------
    def _undo_target(self, actor: int | None) -> Entry | None:
        for entry in reversed(self.entries):
            if entry.undone:
                continue
            if actor is None or entry.actor == actor:
                return entry
        return None

    def undo_block_reason(self, actor: int | None = None) -> Message | None:
        """Why ``actor`` cannot take back its last action now (``None``: it can).

        ``actor=None`` asks for the last action of anyone (a host's undo). An
        actor takes back its own last action when its type's undo policy is a
        step, nothing after it revealed anything, and either it is still that
        actor's turn with no other actor's turn action after it, or it was a
        free action (a note) that later actions do not depend on.
        """
        if self.finished:
            return T("The game is over.")
        target = self._undo_target(actor)
        if target is None:
            return T("Nothing to undo.")
        index = self.entries.index(target)
        later = [e for e in self.entries[index + 1:] if not e.undone]
        for entry in [target, *later]:
            policy = self.game.spec(entry.action).undo_policy(entry.before, entry.after)
            if policy is Undo.REVEALS:
                return T("That move revealed something new, so it cannot be taken back.")
            if policy is Undo.NEVER and entry is target:
                return T("That move cannot be taken back.")
            if policy is Undo.NEVER:
                return T("A later move cannot be taken back, so neither can this one.")
        spec = self.game.spec(target.action)
        if actor is not None and spec.who is not Who.ANY_SEAT:
            if any(self.game.spec(e.action).who is not Who.ANY_SEAT for e in later):
                return T("Only moves of the current turn can be taken back.")
            if target.actor not in self.to_act():
                return T("Only moves of the current turn can be taken back.")
        if later and self._replay_without(target) is None:
            return T("A later move depends on this one.")
        return None

    def _replay_without(self, target: Entry) -> list[tuple[Entry, Any, Any]] | None:
        """The new (entry, before, after) of the active entries after ``target`` when
        it is left out, or ``None`` when one of them no longer fits."""
        index = self.entries.index(target)
        state = target.before
        out = []
        for entry in self.entries[index + 1:]:
            if entry.undone:
                continue
            if self.game.refusal(state, entry.actor, entry.action) is not None:
                return None
            after = self.game.apply(state, entry.actor, entry.action)
            out.append((entry, state, after))
            state = after
        return out

    def can_undo(self, actor: int | None = None) -> bool:
        return self.undo_block_reason(actor) is None

    def undo(self, actor: int | None = None) -> None:
        reason = self.undo_block_reason(actor)
        if reason is not None:
            raise IllegalAction(reason)
        target = self._undo_target(actor)
        assert target is not None
        replayed = self._replay_without(target) or []
        target.undone = True
        self._redo.append(target)
        self._lines = {k: v for k, v in self._lines.items() if k[0] != id(target)}
        self._move_lines.clear()
        for entry, before, after in replayed:
            entry.before, entry.after = before, after
            self._lines = {k: v for k, v in self._lines.items() if k[0] != id(entry)}
        self._rebuild_states()
        self._changed()

    def _rebuild_states(self) -> None:
        self._states = [self._states[0]] + [e.after for e in self.entries if not e.undone]

    def _redo_target(self, actor: int | None) -> Entry | None:
        for entry in reversed(self._redo):
            if actor is None or entry.actor == actor:
                return entry
        return None

    def can_redo(self, actor: int | None = None) -> bool:
        entry = self._redo_target(actor)
        return entry is not None and self.game.refusal(self.state, entry.actor, entry.action) is None

    def redo(self, actor: int | None = None) -> None:
        entry = self._redo_target(actor)
        if entry is None:
            raise IllegalAction(T("Nothing to redo."))
        reason = self.game.refusal(self.state, entry.actor, entry.action)
        if reason is not None:
            raise IllegalAction(reason)
        after = self.game.apply(self.state, entry.actor, entry.action)
        # The entry moves to the end of the log: that is where it now happens.
        self.entries.remove(entry)
        self._redo.remove(entry)
        entry.undone = False
        entry.before, entry.after = self.state, after
        self.entries.append(entry)
        self._lines = {k: v for k, v in self._lines.items() if k[0] != id(entry)}
        self._move_lines.clear()
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
            "rules_version": self.game.info.rules_version,
            "seed": self.seed,
            "options": self.options,
            "seats": [
                {"people": [p.name for p in s.people], "kind": s.kind} for s in self.seats
            ],
            "finished": self.finished,
            "log": [
                {
                    "actor": e.actor,
                    "action": self.game.codec.encode(e.action),
                    **({"undone": True} if e.undone else {}),
                    **({"redoable": True} if e in self._redo else {}),
                    **({"expired": True} if e.expired else {}),
                }
                for e in self.entries
            ],
        }

    @classmethod
    def from_dict(cls, data: Any, lookup: Callable[[str], Game | None]) -> "Match":
        """Rebuild a match from saved data, checking everything; raises SaveError."""
        return decode_match(cls, data, lookup)

    # -- used by the decoder ----------------------------------------------------------------
    def _append_undone(self, actor: int, action: Any, redoable: bool, expired: bool) -> None:
        before = self.state
        after = None
        if self.game.refusal(before, actor, action) is None:
            after = self.game.apply(before, actor, action)
        entry = Entry(actor, action, before, after, undone=True, expired=expired)
        self.entries.append(entry)
        if redoable:
            self._redo.append(entry)

    def _replay(self, actor: int, action: Any, expired: bool) -> None:
        """``play`` without notifying listeners or clearing redo (loading a log)."""
        before = self.state
        reason = self.game.refusal(before, actor, action)
        if reason is not None:
            raise IllegalAction(reason)
        after = self.game.apply(before, actor, action)
        self.entries.append(Entry(actor, action, before, after, expired=expired))
        self._states.append(after)


__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "TABLE", "Entry", "Match"]
