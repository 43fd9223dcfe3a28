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

from .errors import SaveError
from .game import Game, Message, Outcome, View
from .i18n import SeatLabel, SeatName, Text, _, render
from .match import Entry, Match
from .savefile import check_name, excerpt

RECORD_FORMAT = "boardgames-desktop/public-record"
RECORD_VERSION = 1
RECORD_SUFFIX = ".bgrecord.json"
MAX_FRAMES = 100_000


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


def decode_message(data: Any, depth: int = 0) -> Message | None:
    if data is None or isinstance(data, str):
        return data
    if depth > 8 or not isinstance(data, dict) or not isinstance(data.get("msgid"), str):
        raise SaveError(_("The record holds a damaged line."))
    args_raw = data.get("args", [])
    if not isinstance(args_raw, list):
        raise SaveError(_("The record holds a damaged line."))
    args = []
    for item in args_raw:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
            raise SaveError(_("The record holds a damaged line."))
        args.append((item[0], _decode_arg(item[1], depth)))
    plural = data.get("plural")
    n = data.get("n")
    seats = data.get("seats")
    if seats is not None:
        # A message whose verb agrees with seats: the count is their people, read when rendered.
        if (not isinstance(plural, str) or not isinstance(seats, list) or len(seats) > 64
                or not all(isinstance(s, int) and not isinstance(s, bool) for s in seats)):
            raise SaveError(_("The record holds a damaged line."))
        return Text(data["msgid"], tuple(args), plural, None, tuple(seats))
    if plural is not None and (not isinstance(plural, str) or not isinstance(n, int) or isinstance(n, bool)):
        raise SaveError(_("The record holds a damaged line."))
    return Text(data["msgid"], tuple(args), plural, n if plural is not None else None)


def _decode_arg(value: Any, depth: int) -> Any:
    if isinstance(value, dict):
        if set(value) == {"text"}:
            return decode_message(value["text"], depth + 1)
        if set(value) == {"seat"} and isinstance(value["seat"], int) and not isinstance(value["seat"], bool):
            return SeatName(value["seat"])
        if set(value) == {"list"} and isinstance(value["list"], list):
            return tuple(_decode_arg(v, depth + 1) for v in value["list"])
        raise SaveError(_("The record holds a damaged line."))
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise SaveError(_("The record holds a damaged line."))


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


def review_of_record(data: Any, lookup: Callable[[str], Game | None]) -> Review:
    """A public-viewer review from a record; damaged records raise SaveError."""
    if not is_record(data):
        raise SaveError(_("This is not a public record of a game."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version != RECORD_VERSION:
        raise SaveError(_("This record has a format version this app cannot read: {v}.").format(v=excerpt(version)))
    game_id = data.get("game")
    game = lookup(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise SaveError(_("The record is for a game this version does not have: {v}.").format(v=excerpt(game_id)))
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(isinstance(s, list) and s for s in seats):
        raise SaveError(_("The record's seat list is damaged."))
    names: dict[int, str] = {
        i: SeatLabel(" & ".join(check_name(n) for n in people), len(people)) for i, people in enumerate(seats)
    }
    frames_raw = data.get("frames")
    if not isinstance(frames_raw, list) or not 1 <= len(frames_raw) <= MAX_FRAMES:
        raise SaveError(_("The record holds no steps."))
    frames = []
    for item in frames_raw:
        if not isinstance(item, dict) or not isinstance(item.get("view"), dict):
            raise SaveError(_("The record holds a damaged step."))
        expired = item.get("expired", False)
        if not isinstance(expired, bool):
            raise SaveError(_("The record holds a damaged step."))
        frames.append(Frame(decode_message(item.get("line")), item["view"], expired))
    return Review(game.id, names, None, frames, decode_message(data.get("outcome")))
