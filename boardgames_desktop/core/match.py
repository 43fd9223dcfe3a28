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

A long game stays quick: an entry keeps its lines (per viewer) and its text in
the save file until its states or flags change, each viewer's moves are grouped
again only from the first entry that changed, and undo and redo touch the tail
of the log they change. So one more action costs the same at entry 100 as at
entry 100,000, and saving (``to_dict``, :meth:`Match.to_json`) is linear in the log.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from .errors import IllegalAction
from .game import TABLE, Game, Log, Message, Outcome, Part, SeatSpec, TooMany, Undo, Who, seat_names
from .gcpause import collection_paused
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
    #: What the entry says, kept until its states change: its line per viewer, and the
    #: line of each move it ends (keyed by the viewer and the move's entries).
    _said: dict[Any, Message | None] = field(default_factory=dict, repr=False)
    #: The entry as the save file writes it: (undone, redoable, expired) and the JSON text.
    _saved: tuple[tuple[bool, bool, bool], str] | None = field(default=None, repr=False)

    @property
    def seat(self) -> int:  # the actor, for code that speaks of seats
        return self.actor


class LazyView(Mapping[str, Any]):
    """A view (plain data, read as the dict it stands for) built when first read.

    ``describe`` receives these: a line that needs nothing from its views (a
    worksheet note says only what was noted) then costs no view at all."""

    __slots__ = ("_build", "_view")

    def __init__(self, build: Callable[[], dict[str, Any]]):
        self._build: Callable[[], dict[str, Any]] | None = build
        self._view: dict[str, Any] = {}

    def data(self) -> dict[str, Any]:
        """The view itself."""
        if self._build is not None:
            self._view, self._build = self._build(), None
        return self._view

    def __getitem__(self, key: str) -> Any:
        return self.data()[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data().get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self.data()

    def __iter__(self) -> Iterator[str]:
        return iter(self.data())

    def __len__(self) -> int:
        return len(self.data())

    def __eq__(self, other: object) -> bool:
        return self.data() == (other.data() if isinstance(other, LazyView) else other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LazyView({self.data()!r})"


#: One line of the log as a viewer reads it: the entries of one move (oldest first), its line.
Move = tuple[tuple[Entry, ...], Message]


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
        #: The active entries in order: ``_states[i + 1]`` is ``_active[i].after``.
        self._active: list[Entry] = []
        #: How many active entries are turn actions (not free ``ANY_SEAT`` notes).
        self._turns = 0
        self._listeners: list[Callable[[Match], None]] = []
        #: Each viewer's moves, grouped as far as the log has not changed since.
        self._grouped: dict[int | None, _Moves] = {}
        self._recent_views: list[tuple[Any, int | None, dict[str, Any]]] = []
        #: The save's text of the log's first entries (see :meth:`to_json`), and where each ends.
        self._log_text = ""
        self._log_ends: list[int] = []

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

    def rename_seats(self, names: Sequence[str]) -> None:
        """Give each single-person seat a new name, its kind and the log unchanged (a
        lesson's seats in the language just chosen); a team keeps its people's names."""
        if len(names) != len(self.seats):
            raise ValueError(f"{len(names)} names for {len(self.seats)} seats")
        self.seats = [SeatSpec.single(name, spec.kind) if len(spec.people) == 1 else spec
                      for spec, name in zip(self.seats, names, strict=True)]

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
        return list(self._active)

    def turn_actions(self) -> int:
        """How many active entries are turn actions, not notes: it changes with every
        turn action played or taken back, and never with a note."""
        return self._turns

    def refusal(self, actor: int, action: Any) -> Message | None:
        return self.game.refusal(self.state, actor, action)

    # -- log lines, per viewer --------------------------------------------------------
    def line(self, entry: Entry, viewer: int | None) -> Message | None:
        """What ``viewer`` (a seat, or ``None`` for the public) reads for ``entry``,
        or ``None`` when the entry's log policy shows that viewer nothing."""
        said = entry._said
        if viewer in said:
            return said[viewer]
        spec = self.game.spec(entry.action)
        text: Message | None
        if spec.log is Log.QUIET or (spec.log is Log.ACTOR and viewer != entry.actor):
            text = None
        elif entry.after is None:
            text = T("(a step that was taken back)")
        else:
            shown = entry.action if (spec.log is not Log.SECRET or viewer == entry.actor) else None
            text = self.game.describe(
                self._lazy_view(entry.before, viewer), self._lazy_view(entry.after, viewer),
                entry.actor, shown, viewer,
            )
        said[viewer] = text
        return text

    def _lazy_view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        """The view ``describe`` receives, built when it first reads it: a line that
        needs nothing from its views (a worksheet note says only what was noted)
        costs no view at all, which a log of 100,000 notes feels."""
        return cast(dict[str, Any], LazyView(lambda: self._view(state, viewer)))

    def _view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        """``game.view(state, viewer)`` for ``describe``, remembering the last two: one
        entry's state after is the next one's state before, so reading the log in
        order builds each view once (``describe`` reads its views, never changes them)."""
        for kept_state, kept_viewer, view in self._recent_views:
            if kept_state is state and kept_viewer == viewer:
                return view
        view = self.game.view(state, viewer)
        self._recent_views = [(state, viewer, view), *self._recent_views[:1]]
        return view

    def log_lines(self, viewer: int | None) -> list[tuple[Entry, Message]]:
        """Every entry ``viewer`` may read (undone ones too), with its line."""
        out = []
        for entry in self.entries:
            text = self.line(entry, viewer)
            if text is not None:
                out.append((entry, text))
        return out

    def moves(self, viewer: int | None) -> list[Move]:
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
        return list(self._moves_of(viewer).items)

    def moves_since(self, viewer: int | None, revision: int) -> tuple[list[Move], int, int]:
        """``viewer``'s moves as :meth:`moves` gives them (the match's own list: read it,
        never change it), their revision now, and how many of them are the very items
        they were at ``revision`` (-1: never seen), so a reader redoes only the rest."""
        moves = self._moves_of(viewer)
        return moves.items, moves.revision, moves.unchanged_since(revision)

    def _moves_of(self, viewer: int | None) -> _Moves:
        moves = self._grouped.get(viewer)
        if moves is None:
            moves = self._grouped[viewer] = _Moves()
        if moves.grouped < len(self.entries) or len(moves.trail) > moves.grouped:
            with collection_paused(len(self.entries) - moves.grouped):  # a long log: see core/gcpause.py
                self._group(moves, viewer)
        return moves

    def _group(self, moves: _Moves, viewer: int | None) -> None:
        """Group the entries ``moves`` has not grouped yet (see :meth:`moves`)."""
        out = moves.items
        keep = moves.roll_back()
        open_item, open_at = moves.open_item, moves.open_at
        trail = moves.trail
        for index in range(moves.grouped, len(self.entries)):
            entry = self.entries[index]
            text = self.line(entry, viewer)
            if text is not None:
                spec = self.game.spec(entry.action)
                if entry.undone or spec.who is Who.ANY_SEAT:
                    out.append(((entry,), text))
                else:
                    if open_item is not None and open_item[0][-1].actor == entry.actor:
                        del out[open_at]  # the move's line moves down to its newest entry
                        keep = min(keep, open_at)
                        entries = (*open_item[0], entry)
                    else:
                        entries = (entry,)
                    open_at = len(out)
                    item = (entries, self._move_line(entries, viewer))
                    out.append(item)
                    open_item = item if spec.continues else None
            trail.append((len(out), open_item, open_at))
        moves.grouped = len(self.entries)
        moves.open_item, moves.open_at = open_item, open_at
        moves.changed(keep)

    def _move_line(self, entries: tuple[Entry, ...], viewer: int | None) -> Message:
        if len(entries) == 1 and not self.game.spec(entries[0].action).continues:
            line = self.line(entries[0], viewer)
            assert line is not None
            return line
        said = entries[-1]._said  # forgotten when the newest entry's states change
        key = ("move", viewer, tuple(id(e) for e in entries))
        line = said.get(key)
        if line is None:
            parts = []
            for entry in entries:
                spec = self.game.spec(entry.action)
                shown = entry.action if (spec.log is not Log.SECRET or viewer == entry.actor) else None
                parts.append(Part(self._lazy_view(entry.before, viewer), self._lazy_view(entry.after, viewer), shown))
            line = said[key] = self.game.describe_move(parts, entries[0].actor, viewer)
        return line

    def _touched(self, index: int) -> None:
        """The log changed from entry ``index`` on: every viewer's moves regroup from
        there, and the save's text is written again from there."""
        for moves in self._grouped.values():
            moves.touched(index)
        self._forget_log_text(index)

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
        if self._redo:  # those entries are no longer redoable, wherever they are in the log
            self._forget_log_text(0)
            self._redo.clear()
        self._append_active(Entry(actor, action, before, after, expired=expired))
        self._changed()
        return after

    def _append_active(self, entry: Entry) -> None:
        self._touched(len(self.entries))
        self.entries.append(entry)
        self._active.append(entry)
        self._states.append(entry.after)
        if self._is_turn(entry):
            self._turns += 1

    def _is_turn(self, entry: Entry) -> bool:
        return self.game.spec(entry.action).who is not Who.ANY_SEAT

    # -- undo / redo ----------------------------------------------------------------------
    def _undo_target(self, actor: int | None) -> tuple[int, Entry] | None:
        """The last active entry of ``actor`` (anyone's for None), with its place among the active."""
        active = self._active
        for at in range(len(active) - 1, -1, -1):
            if actor is None or active[at].actor == actor:
                return at, active[at]
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
        found = self._undo_target(actor)
        if found is None:
            return T("Nothing to undo.")
        at, target = found
        later = self._active[at + 1:]
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
        if later and self._replay_without(target, later) is None:
            return T("A later move depends on this one.")
        return None

    def _replay_without(self, target: Entry, later: list[Entry]) -> list[tuple[Entry, Any, Any]] | None:
        """The new (entry, before, after) of the active entries ``later`` than ``target``
        when it is left out, or ``None`` when one of them no longer fits."""
        state = target.before
        out = []
        for entry in later:
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
        found = self._undo_target(actor)
        assert found is not None
        at, target = found
        later = self._active[at + 1:]
        replayed = self._replay_without(target, later) or []
        self._touched(self.entries.index(target))
        target.undone = True
        target._said.clear()
        self._redo.append(target)
        for entry, before, after in replayed:
            entry.before, entry.after = before, after
            entry._said.clear()
        # The states before the target stay; those after it are the replayed ones.
        del self._active[at]
        del self._states[at + 1:]
        self._states.extend(e.after for e in later)
        if self._is_turn(target):
            self._turns -= 1
        self._changed()

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
        index = self.entries.index(entry)
        self._touched(index)
        del self.entries[index]
        self._redo.remove(entry)
        entry.undone = False
        entry.before, entry.after = self.state, after
        entry._said.clear()
        self._append_active(entry)
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
    def _head(self) -> dict[str, Any]:
        """Everything a save holds but the log (which comes last)."""
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
        }

    def _saved_item(self, entry: Entry, redoable: bool) -> dict[str, Any]:
        return {
            "actor": entry.actor,
            "action": self.game.codec.encode(entry.action),
            **({"undone": True} if entry.undone else {}),
            **({"redoable": True} if redoable else {}),
            **({"expired": True} if entry.expired else {}),
        }

    def to_dict(self) -> dict[str, Any]:
        redo = {id(e) for e in self._redo}
        return {**self._head(), "log": [self._saved_item(e, id(e) in redo) for e in self.entries]}

    def to_json(self) -> str:
        """``json.dumps(self.to_dict(), indent=1, ensure_ascii=False)``, character for
        character, without encoding the log again: an entry keeps its text (its
        action never changes) until its flags do, and the log's text is kept up to
        the first entry a change touched, so the autosave after every action adds
        the new entries' texts to it instead of rebuilding the whole log."""
        head = json.dumps({**self._head(), "log": []}, indent=1, ensure_ascii=False)
        if not self.entries:
            return head
        assert head.endswith("[]\n}")
        redo = {id(e) for e in self._redo}
        texts, ends = [], self._log_ends
        end = ends[-1] if ends else 0
        with collection_paused(len(self.entries) - len(ends)):  # a long log: see core/gcpause.py
            for entry in self.entries[len(ends):]:
                flags = (entry.undone, id(entry) in redo, entry.expired)
                saved = entry._saved
                if saved is None or saved[0] != flags:
                    # Two levels in: the log is a value of the match, its items are in the log.
                    saved = entry._saved = (flags, "  " + _indented(self._saved_item(entry, flags[1]), "  "))
                texts.append(saved[1])
                end += len(saved[1]) + (2 if end else 0)
                ends.append(end)
        if texts:
            self._log_text += (",\n" if self._log_text else "") + ",\n".join(texts)
        return head[:-4] + "[\n" + self._log_text + "\n ]\n}"

    def _forget_log_text(self, index: int) -> None:
        """The log's text holds entries before ``index`` only (a change from there on)."""
        ends = self._log_ends
        if index < len(ends):
            self._log_text = self._log_text[: ends[index - 1]] if index else ""
            del ends[index:]

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
        self._touched(len(self.entries))
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
        self._append_active(Entry(actor, action, before, after, expired=expired))


def _indented(value: Any, pad: str) -> str:
    """``value`` as ``json.dumps(value, indent=1, ensure_ascii=False)`` writes it at the
    depth ``pad`` (whose own encoder, with an indent, is written in Python and slow)."""
    if isinstance(value, str):
        return _encode_text(value)
    if value is True or value is False or value is None:
        return json.dumps(value)
    if type(value) is int:
        return int.__repr__(value)
    inner = pad + " "
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        if not value:
            return "{}"
        return "{\n" + ",\n".join(f"{inner}{_encode_text(k)}: {_indented(v, inner)}" for k, v in value.items()) \
            + "\n" + pad + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(inner + _indented(v, inner) for v in value) + "\n" + pad + "]"
    return json.dumps(value, indent=1, ensure_ascii=False).replace("\n", "\n" + pad)


_encode_text = json.encoder.encode_basestring  # a str as JSON, as json.dumps(..., ensure_ascii=False)


class _Moves:
    """One viewer's moves (:meth:`Match.moves`), grouped up to entry ``grouped``.

    ``trail[i]`` is how the grouping stood after entry ``i``: how many items there
    were, the move still open (its item) and where its line was. A change of the
    log from entry ``p`` on rolls back to ``trail[p - 1]`` and groups the rest
    again. Items are in the order of their newest entries, so those of entries
    before ``p`` come first, except the line of the move open then, which a later
    entry may have moved down: it goes back to its place.
    """

    def __init__(self) -> None:
        self.items: list[Move] = []
        self.trail: list[tuple[int, Move | None, int]] = []
        self.grouped = 0
        self.open_item: Move | None = None
        self.open_at = -1
        self.revision = 0
        #: Per revision, how many leading items that update left as they were.
        self._kept: list[int] = []

    def touched(self, index: int) -> None:
        self.grouped = min(self.grouped, index)

    def roll_back(self) -> int:
        """Back to the grouping after entry ``grouped - 1``; how many items are untouched."""
        at = self.grouped
        if len(self.trail) <= at:
            return len(self.items)
        count, open_item, open_at = self.trail[at - 1] if at else (0, None, -1)
        del self.trail[at:]
        items = self.items
        if open_item is not None and not (open_at < len(items) and items[open_at] is open_item):
            del items[count - 1:]
            items.insert(open_at, open_item)
            keep = open_at
        else:
            del items[count:]
            keep = count
        self.open_item, self.open_at = open_item, open_at
        return keep

    def changed(self, keep: int) -> None:
        self._kept.append(keep)
        self.revision += 1

    def unchanged_since(self, revision: int) -> int:
        """How many leading items are the very items they were at ``revision``."""
        if not 0 <= revision <= self.revision:
            return 0
        return min(self._kept[revision:], default=len(self.items))


__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "TABLE", "Entry", "Match"]
