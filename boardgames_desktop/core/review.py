"""Review: step through a game as one viewer saw it; the public record.

A :class:`Review` is a list of frames, each the log line a viewer read and the
view that viewer had after it. It is built either from a :class:`Match` (a
finished game, or a save opened for review) for any viewer — a seat or the
public — or from a *public record*: a file holding only what the public saw
(the public views and public log lines, no seed, no hands, no notes), for
sharing a game with someone who was not at the table.

Everything here comes from views and per-viewer log lines, so a review as one
seat never shows what that seat did not see.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import catalogue
from .catalogue import Catalogue
from .errors import SaveError, shorten
from .game import TABLE, Game, Message, Outcome, View
from .i18n import SeatLabel, SeatName, Text, _, render
from .match import Entry, Match
from .savefile import MAX_PEOPLE, check_name, excerpt
from .shape import Shape, ShapeError

RECORD_FORMAT = "boardgames-desktop/public-record"
RECORD_VERSION = 1
RECORD_SUFFIX = ".bgrecord.json"
#: The most steps a record holds (the longest real game has under 2,000).
MAX_FRAMES = 20_000


@dataclass(frozen=True)
class Frame:
    """What a viewer had after one step: the line read (``None`` for the start)
    and the view."""

    line: Message | None
    view: View
    expired: bool = False


@dataclass
class Review:
    game_id: str
    names: dict[int, str]
    viewer: int | None
    frames: list[Frame]
    outcome: Message | None = None

    def __len__(self) -> int:
        return len(self.frames)

    def text(self, index: int) -> str:
        line = self.frames[index].line
        return "" if line is None else render(line, self.names)

    @classmethod
    def of_match(cls, match: Match, viewer: int | None) -> "Review":
        """The active history of ``match`` as ``viewer`` saw it: one frame per
        move that viewer read a line for (:meth:`Match.moves`: the steps of a
        move are one frame); what it could not read folds into the frame before."""
        game = match.game
        frames = [Frame(None, game.view(match.initial_state, viewer))]
        moves: dict[int, tuple[tuple[Entry, ...], Message]] = {}
        steps: set[int] = set()
        for entries, line in match.moves(viewer):
            moves[id(entries[-1])] = (entries, line)
            steps.update(id(e) for e in entries[:-1])
        for entry in match.active_entries():
            if id(entry) in steps:  # a step of a move: the move's frame shows where it ended
                continue
            move = moves.get(id(entry))
            if move is None:  # unread by this viewer: its effect shows in the frame before
                last = frames[-1]
                frames[-1] = Frame(last.line, game.view(entry.after, viewer), last.expired)
                continue
            entries, line = move
            frames.append(Frame(line, game.view(entry.after, viewer), any(e.expired for e in entries)))
        outcome = match.outcome()
        return cls(game.id, match.names, viewer, frames, outcome.message if outcome else None)


# -- the public record ------------------------------------------------------------------


def encode_message(message: Message | None) -> Any:
    if message is None or isinstance(message, str):
        return message
    return {
        "msgid": message.msgid,
        "args": [[key, _encode_arg(value)] for key, value in message.args],
        **({"plural": message.plural, "n": message.n} if message.plural is not None and message.seats is None
           else {}),
        **({"plural": message.plural, "seats": list(message.seats)} if message.seats is not None else {}),
    }


def _encode_arg(value: Any) -> Any:
    if isinstance(value, Text):
        return {"text": encode_message(value)}
    if isinstance(value, SeatName):
        return {"seat": value.seat}
    if isinstance(value, (list, tuple)):
        return {"list": [_encode_arg(v) for v in value]}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


# -- reading a record back: strictly, as a save is read -------------------------------------
#
# A public record is made to be shared with people who were not at the table, so it is
# untrusted input: every view is checked against the shape its game declares
# (``Game.public_view_shape``) and every line against the messages the app itself has
# (``core/catalogue.py``), before anything draws or renders them. A line then renders with
# the app's own template, never the file's, and with arguments of the kinds its fields
# take, so rendering an accepted record cannot raise or be made to take long.

#: The most arguments a line's message takes (the app's longest takes 7).
MAX_ARGS = 16
#: Messages nested in messages (the app's deepest line nests 5).
MAX_LINE_DEPTH = 12
#: Values in one line, all nested messages and lists counted: a line a person reads.
MAX_LINE_VALUES = 400
#: The longest text argument (a word, a card's name: the app's longest is 17).
MAX_ARG_TEXT = 200
#: Items of a list argument, and seats a plural names.
MAX_ARG_ITEMS = 64
#: Whole-number arguments lie within plus or minus this (counts, points, coins).
MAX_ARG_INT = 10**9


class _Refused(Exception):
    """Why a line cannot be shown: a translated phrase the caller puts in its sentence."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


#: The key sets a recorded message may have: plain, counted (``Tn``) or agreeing with seats (``Tseat``).
_MESSAGE_KEYS = ({"msgid", "args"}, {"msgid", "args", "plural", "n"}, {"msgid", "args", "plural", "seats"})


class LineReader:
    """Decodes a record's lines against ``catalogue`` for a table of ``seats`` seats."""

    def __init__(self, catalogue: Catalogue, seats: int):
        self.catalogue = catalogue
        self.seats = seats
        self._left = 0

    def line(self, data: Any) -> Text:
        """One line (or outcome); raises :class:`_Refused`."""
        self._left = MAX_LINE_VALUES
        if isinstance(data, str):
            # A plain string is refused. The app never writes one (every line is a Text,
            # rendered in the reader's language; a string would be the exporter's language
            # frozen), so it is an edited record, and shown as it is it would put words
            # into the log that no message of the app says.
            raise _Refused(_("its line is plain text, not one of the app's messages"))
        return self._message(data, 0)

    def _spend(self) -> None:
        self._left -= 1
        if self._left < 0:
            raise _Refused(_("its line holds far more than a line can"))

    def _message(self, data: Any, depth: int) -> Text:
        self._spend()
        if depth > MAX_LINE_DEPTH:
            raise _Refused(_("its line is nested far too deeply"))
        if not isinstance(data, dict) or not isinstance(data.get("msgid"), str):
            raise _Refused(_("its line is damaged"))
        if set(data) not in _MESSAGE_KEYS:
            raise _Refused(_("its line is damaged"))
        msgid: str = data["msgid"]
        entry = self._entry(msgid, data.get("plural"))
        n = data.get("n")
        if n is not None and not (_whole(n) and abs(n) <= MAX_ARG_INT):
            raise _Refused(_("its line counts with a number that is not a sane whole number"))
        seats = self._seats(data["seats"]) if "seats" in data else None
        args = self._args(data["args"], depth, msgid, entry)
        given = {k for k, _v in args} | ({"n"} if n is not None else set())
        if given != set(entry.fields):
            raise _Refused(_("its line leaves out values the message {v} takes").format(v=excerpt(msgid)))
        if n is not None and "n" not in dict(args):
            self._fits(n, entry.fields.get("n", frozenset()))
        plural = data.get("plural")
        return Text(msgid, tuple(args), plural, n if plural is not None and seats is None else None, seats)

    def _entry(self, msgid: str, plural: Any) -> catalogue.Entry:
        """The catalogue's entry for ``msgid``: a message the app records, with that plural."""
        entry = self.catalogue.get(msgid)
        if entry is None or not entry.recordable:
            raise _Refused(_("its line names a message this app does not have: {v}").format(v=excerpt(msgid)))
        if plural != entry.plural:
            raise _Refused(_("its line gives the message {v} a plural this app does not have").format(
                v=excerpt(msgid)))
        return entry

    def _seats(self, raw: Any) -> tuple[int, ...]:
        """The seats a message's verb agrees with (``Tseat``): seats of this table."""
        if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_ARG_ITEMS or not all(
                _whole(s) and TABLE <= s < self.seats for s in raw):
            raise _Refused(_("its line names a seat this table does not have"))
        return tuple(raw)

    def _args(self, raw_args: Any, depth: int, msgid: str, entry: catalogue.Entry) -> list[tuple[str, Any]]:
        """A message's named values, each a field the message takes, given once."""
        if not isinstance(raw_args, list) or len(raw_args) > MAX_ARGS:
            raise _Refused(_("its line is damaged"))
        args: list[tuple[str, Any]] = []
        for item in raw_args:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
                raise _Refused(_("its line is damaged"))
            key = item[0]
            if key not in entry.fields or any(key == k for k, _v in args):
                raise _Refused(_("its line gives the message {v} values it does not take").format(v=excerpt(msgid)))
            args.append((key, self._arg(item[1], depth, entry.fields[key])))
        return args

    def _arg(self, value: Any, depth: int, specs: frozenset[str]) -> Any:
        self._spend()
        if any(specs - {""}):
            # A field the app formats ("{s:02d}", "{pct:.1f}") takes a whole number only.
            if not _whole(value):
                raise _Refused(_("its line holds a value its message cannot show"))
            return self._fits(value, specs)
        if isinstance(value, dict):
            return self._wrapped(value, depth, specs)
        if isinstance(value, str):
            if len(value) > MAX_ARG_TEXT or any(ord(ch) < 32 or 0xD800 <= ord(ch) <= 0xDFFF for ch in value):
                raise _Refused(_("its line holds a text that no message of the app shows"))
            return value
        if _whole(value):
            if abs(value) > MAX_ARG_INT:
                raise _Refused(_("its line holds a number far too large"))
            return value
        # null, true/false and fractions: no message of the app takes them.
        raise _Refused(_("its line holds a value its message cannot show"))

    def _wrapped(self, value: dict[str, Any], depth: int, specs: frozenset[str]) -> Any:
        """A value the encoder wrapped: a nested message, a seat, or a list of values."""
        if set(value) == {"text"}:
            return self._message(value["text"], depth + 1)
        if set(value) == {"seat"}:
            seat = value["seat"]
            if not (_whole(seat) and TABLE <= seat < self.seats):
                raise _Refused(_("its line names a seat this table does not have"))
            return SeatName(seat)
        if set(value) == {"list"} and isinstance(value["list"], list):
            if len(value["list"]) > MAX_ARG_ITEMS or depth + 1 > MAX_LINE_DEPTH:
                raise _Refused(_("its line holds far more than a line can"))
            return tuple(self._arg(v, depth + 1, specs) for v in value["list"])
        raise _Refused(_("its line is damaged"))

    def _fits(self, value: int, specs: frozenset[str]) -> int:
        for spec in specs:
            try:
                format(value, spec)
            except ValueError:
                raise _Refused(_("its line holds a value its message cannot show")) from None
        return value


def decode_message(data: Any, seats: int = 64, messages: Catalogue | None = None) -> Message | None:
    """One line of a record (``None`` stays ``None``), checked against the app's messages;
    SaveError says why not."""
    if data is None:
        return None
    try:
        return LineReader(messages or catalogue.app_messages(), seats).line(data)
    except _Refused as refused:
        raise SaveError(_("The record holds a line that cannot be shown: {why}.").format(why=refused.reason)) from None

def public_record(match: Match) -> dict[str, Any]:
    """What the public saw of ``match``, as JSON-able data: no seed, no hidden
    state, no private notes; lines kept as messages so they read in the
    reader's language."""
    review = Review.of_match(match, None)
    outcome: Outcome | None = match.outcome()
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": match.game.id,
        "rules_version": match.game.info.rules_version,
        "seats": [[p.name for p in s.people] for s in match.seats],
        "frames": [
            {"line": encode_message(f.line), "view": f.view, **({"expired": True} if f.expired else {})}
            for f in review.frames
        ],
        "outcome": encode_message(outcome.message) if outcome else None,
    }


def dumps_record(match: Match) -> str:
    return json.dumps(public_record(match), ensure_ascii=False, indent=1) + "\n"


def is_record(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == RECORD_FORMAT


#: The keys of a record, every one written by :func:`public_record`.
RECORD_KEYS = frozenset({"format", "version", "game", "rules_version", "seats", "frames", "outcome"})
FRAME_KEYS = frozenset({"line", "view", "expired"})


def review_of_record(data: Any, lookup: Callable[[str], Game | None], messages: Catalogue | None = None) -> Review:
    """A public-viewer review from a record, checked whole before anything is shown: the
    header, the seats, every frame's view against its game's declared shape and every line
    against the app's messages (``messages``: by default :func:`catalogue.app_messages`).
    Anything else raises SaveError with one short sentence naming where."""
    game = _record_game(data, lookup)
    names = _record_names(data["seats"], game)
    try:
        shape = game.public_view_shape(len(names))
    except NotImplementedError:
        # Without a declared shape nothing says what a view may hold: refuse, never trust.
        raise SaveError(_("This version cannot check records of {title}, so it does not open them.").format(
            title=game.title)) from None
    frames_raw = data["frames"]
    if not isinstance(frames_raw, list) or not 1 <= len(frames_raw) <= MAX_FRAMES:
        raise SaveError(_("The record holds no steps, or far too many."))
    reader = LineReader(messages or catalogue.app_messages(), len(names))
    frames = [_record_frame(index, item, shape, reader) for index, item in enumerate(frames_raw)]
    outcome: Text | None = None
    if data["outcome"] is not None:
        try:
            outcome = reader.line(data["outcome"])
        except _Refused as refused:
            raise SaveError(_("The record's outcome cannot be shown: {why}.").format(why=refused.reason)) from None
    return Review(game.id, names, None, frames, outcome)


def _record_game(data: Any, lookup: Callable[[str], Game | None]) -> Game:
    """The game a record is of, once its header is a record's of this app's version."""
    if not is_record(data):
        raise SaveError(_("This is not a public record of a game."))
    version = data.get("version")
    if not _whole(version) or version != RECORD_VERSION:
        raise SaveError(_("This record has a format version this app cannot read: {v}.").format(v=excerpt(version)))
    if set(data) != RECORD_KEYS:
        odd = sorted(str(k) for k in set(data) ^ RECORD_KEYS)
        raise SaveError(_("The record is damaged: {v} does not belong or is missing.").format(v=excerpt(odd[0])))
    game_id = data.get("game")
    game = lookup(game_id) if isinstance(game_id, str) and len(game_id) <= 60 else None
    if game is None:
        raise SaveError(_("The record is for a game this version does not have: {v}.").format(v=excerpt(game_id)))
    rules_version = data["rules_version"]
    if not _whole(rules_version) or rules_version != game.info.rules_version:
        raise SaveError(
            _("The record was made with another version of the {title} rules ({v}; this app plays {n}).").format(
                title=game.title, v=excerpt(rules_version), n=game.info.rules_version))
    return game


def _record_names(seats: Any, game: Game) -> dict[int, str]:
    """The seats' names, when they are a seating the game has."""
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_PEOPLE or not all(
            isinstance(s, list) and 1 <= len(s) <= MAX_PEOPLE for s in seats):
        raise SaveError(_("The record's seat list is damaged."))
    names: dict[int, str] = {
        i: SeatLabel(" & ".join(check_name(n) for n in people), len(people)) for i, people in enumerate(seats)
    }
    info = game.info
    people = sum(len(s) for s in seats)
    try:
        expected = info.seating(people)
    except ValueError:
        raise SaveError(
            _("The record seats {n} people; {title} is for {lo} to {hi}.").format(
                n=people, title=game.title, lo=info.min_people, hi=info.max_people)
        ) from None
    if [len(s) for s in expected] != [len(s) for s in seats]:
        raise SaveError(_("The record's seating does not match the game's seating rule."))
    return names


def _record_frame(index: int, item: Any, shape: Shape, reader: LineReader) -> Frame:
    if not isinstance(item, dict) or not {"line", "view"} <= set(item) <= FRAME_KEYS:
        raise SaveError(_("Step {n} of the record is damaged.").format(n=index))
    expired = item.get("expired", False)
    if not isinstance(expired, bool) or (index == 0 and expired):
        raise SaveError(_("Step {n} of the record is damaged.").format(n=index))
    view = item["view"]
    try:
        shape.check(view)
    except ShapeError as exc:
        where = shorten("".join(ch if ch.isprintable() else "?" for ch in exc.path), 60)
        why = render(exc.message)
        if exc.path == "view":
            raise SaveError(_("Step {n} of the record cannot be shown: its view {problem}.").format(
                n=index, problem=why)) from None
        raise SaveError(_("Step {n} of the record cannot be shown: its view's {path} {problem}.").format(
            n=index, path=where, problem=why)) from None
    except (TypeError, KeyError, IndexError, AttributeError, ValueError):
        # A game's own shape that met a value it did not expect: the view does not fit.
        raise SaveError(_("Step {n} of the record cannot be shown: its view does not fit its game.").format(
            n=index)) from None
    line = item["line"]
    if index == 0:  # the start of the game: no line was read yet
        if line is not None:
            raise SaveError(_("Step {n} of the record is damaged.").format(n=index))
        return Frame(None, view, False)
    if line is None:
        raise SaveError(_("Step {n} of the record is damaged.").format(n=index))
    try:
        return Frame(reader.line(line), view, expired)
    except _Refused as refused:
        raise SaveError(_("Step {n} of the record cannot be shown: {why}.").format(n=index, why=refused.reason)) \
            from None
