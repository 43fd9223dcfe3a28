"""The save format, decoded strictly in one place.

A save is JSON: format tag, format version, game id, the game's rules version,
seed, options, seats and the action log. Every value is checked for its exact
type (``true`` is not a number, ``1.0`` is not a whole number); anything else
is refused with a short :class:`SaveError` naming what is wrong, quoting at
most a short excerpt of the bad value. Version 1 saves (one person a seat,
``players`` and ``seat``) are read too.

Written by hand rather than with a decoding library: the format is small, the
checks that matter most (replaying the log through the rules) are ours anyway,
and the messages are meant for players.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeGuard, TypeVar

from .errors import IllegalAction, SaveError, excerpt, shorten
from .game import TABLE, Game, Person, SeatSpec
from .gcpause import collection_paused
from .i18n import _, render


class Replaying(Protocol):
    """What the decoder needs of a match (``core/match.Match``, which imports this
    module: the format knows the match only by these three)."""

    @property
    def names(self) -> Mapping[int, str]: ...

    def _append_undone(self, actor: int, action: Any, redoable: bool, expired: bool) -> None: ...

    def _replay(self, actor: int, action: Any, expired: bool) -> None: ...


M = TypeVar("M", bound=Replaying)

#: The save file's format tag and version (written by ``Match.to_dict``).
SAVE_FORMAT = "boardgames-desktop/match"
SAVE_VERSION = 2

MAX_NAME_LENGTH = 60
MAX_PEOPLE = 12


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def check_name(value: Any) -> str:
    if not isinstance(value, str):
        raise SaveError(_("A player's name is not text."))
    # The length first: a 19 MB name is refused before anything looks at its letters.
    if len(value) > MAX_NAME_LENGTH or not value.strip():
        raise SaveError(_("A player's name is empty or longer than {n} characters.").format(n=MAX_NAME_LENGTH))
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(_("A player's name holds characters that cannot be written.")) from None
    if any(ord(ch) < 32 for ch in value):
        raise SaveError(_("A player's name holds control characters."))
    return value


def _seats_v2(data: dict) -> list[SeatSpec]:
    raw = data.get("seats")
    if not isinstance(raw, list) or not raw:
        raise SaveError(_("The save's seat list is missing or damaged."))
    seats = []
    for item in raw:
        if not isinstance(item, dict) or set(item) - {"people", "kind"}:
            raise SaveError(_("The save's seat list is damaged."))
        people = item.get("people")
        kind = item.get("kind")
        if not isinstance(people, list) or not 1 <= len(people) <= MAX_PEOPLE or not isinstance(kind, str):
            raise SaveError(_("The save's seat list is damaged."))
        seats.append(SeatSpec(tuple(Person(check_name(n)) for n in people), check_kind(kind)))
    return seats


def _seats_v1(data: dict) -> list[SeatSpec]:
    raw = data.get("players")
    if not isinstance(raw, list) or not raw:
        raise SaveError(_("The save's player list is missing or damaged."))
    seats = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("kind"), str):
            raise SaveError(_("The save's player list is damaged."))
        seats.append(SeatSpec.single(check_name(item.get("name")), check_kind(item["kind"])))
    return seats


def check_kind(kind: str) -> str:
    """"human" or a bot's key ("bot:careful"); a key this version lacks is played by
    the game's first bot (see ``core.table``), so only its shape is checked here."""
    if len(kind) > 40 or not (kind.isascii() and kind.isprintable()):
        raise SaveError(_("A seat is played by an unknown kind of player: {v}.").format(v=excerpt(kind)))
    if kind != "human" and not (kind.startswith("bot:") and len(kind) > 4):
        raise SaveError(_("A seat is played by an unknown kind of player: {v}.").format(v=excerpt(kind)))
    return kind


def decode_match(cls: Callable[[Game, list[SeatSpec], int, dict[str, Any]], M], data: Any,
                 lookup: Callable[[str], Game | None]) -> M:
    """Rebuild the match ``data`` holds through ``cls`` (``Match``), checking every
    value; raises :class:`SaveError` naming the first thing that is wrong."""
    version = _version(data)
    game = _game(data, lookup)
    seed = data.get("seed")
    if not _is_int(seed) or not 0 <= seed < 2**64:
        raise SaveError(_("The save's seed is missing or not a whole number."))
    seats = _seats_v2(data) if version >= 2 else _seats_v1(data)
    _check_seating(game, seats)
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(_("The save's options are damaged."))
    try:
        match = cls(game, seats, seed, options)
    except ValueError as exc:
        raise SaveError(_("The save's set-up is not valid: {why}.").format(why=shorten(str(exc), 120))) from None
    log = data.get("log")
    if not isinstance(log, list):
        raise SaveError(_("The save has no action log."))
    actor_key = "actor" if version >= 2 else "seat"
    with collection_paused(len(log)):  # a long log: see core/gcpause.py
        for number, item in enumerate(log, start=1):
            actor, action, flags = _entry(game, item, number, actor_key, len(seats))
            _replay_entry(match, number, actor, action, flags)
    return match


def _version(data: Any) -> int:
    """The save's format version, once the data is known to be a save at all."""
    if not isinstance(data, dict):
        raise SaveError(_("This is not a boardgames-desktop save: it holds no match object."))
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(_("This is not a boardgames-desktop save file (its format tag is missing)."))
    version = data.get("version")
    if "version" not in data:
        raise SaveError(_("The save has no format version."))
    if not _is_int(version):
        raise SaveError(_("The save's format version must be a whole number, not {v}.").format(v=excerpt(version)))
    if version > SAVE_VERSION:
        raise SaveError(
            _("This save was written by a newer version of boardgames-desktop (format {v}).").format(
                v=excerpt(version))
        )
    if version < 1:
        raise SaveError(_("The save's format version {v} does not exist.").format(v=excerpt(version)))
    return version


def _game(data: dict[str, Any], lookup: Callable[[str], Game | None]) -> Game:
    """The game the save names, played by the rules version it was made with."""
    game_id = data.get("game")
    if game_id is None or game_id == "":
        raise SaveError(_("The save names no game."))
    game = lookup(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise SaveError(_("The save is for a game this version does not have: {v}.").format(v=excerpt(game_id)))
    rules_version = data.get("rules_version", 1)
    if not _is_int(rules_version) or rules_version != game.info.rules_version:
        raise SaveError(
            _("The save was made with another version of the {title} rules ({v}; this app plays {n}).").format(
                title=game.title, v=excerpt(rules_version), n=game.info.rules_version
            )
        )
    return game


def _check_seating(game: Game, seats: list[SeatSpec]) -> None:
    """The people of the save are as many as the game seats, in seats of the game's sizes."""
    people = sum(len(s.people) for s in seats)
    info = game.info
    try:
        expected = info.seating(people)
    except ValueError:
        raise SaveError(
            _("The save seats {n} people; {title} is for {lo} to {hi}.").format(
                n=people, title=game.title, lo=info.min_people, hi=info.max_people)
        ) from None
    if [len(s) for s in expected] != [len(s.people) for s in seats]:
        raise SaveError(_("The save's seating does not match the game's seating rule."))


_ENTRY_FLAGS = ("undone", "redoable", "expired")


def _entry(game: Game, item: Any, number: int, actor_key: str, seats: int) -> tuple[int, Any, dict[str, bool]]:
    """Entry ``number`` of the log: its actor, its decoded action and its flags."""
    if not isinstance(item, dict) or set(item) - {actor_key, "action", *_ENTRY_FLAGS}:
        raise SaveError(_("Entry {n} of the log is damaged.").format(n=number))
    actor = item.get(actor_key)
    if not _is_int(actor) or not (actor == TABLE or 0 <= actor < seats):
        raise SaveError(_("Entry {n} of the log names no valid player.").format(n=number))
    flags = {}
    for key in _ENTRY_FLAGS:
        value = item.get(key, False)
        if not isinstance(value, bool):
            raise SaveError(_("Entry {n} of the log is damaged.").format(n=number))
        flags[key] = value
    try:
        action = game.codec.decode(item.get("action"))
    except SaveError as exc:
        raise SaveError(_("Entry {n} of the log: {why}.").format(n=number, why=shorten(str(exc), 120))) from None
    return actor, action, flags


def _replay_entry(match: Replaying, number: int, actor: int, action: Any, flags: dict[str, bool]) -> None:
    """Put one decoded entry back in the match's log, through the rules."""
    try:
        if flags["undone"]:
            match._append_undone(actor, action, flags["redoable"], flags["expired"])
        else:
            match._replay(actor, action, flags["expired"])
    except IllegalAction as exc:
        raise SaveError(
            _("Entry {n} of the log cannot be replayed: {why}").format(
                n=number, why=shorten(render(exc.rule, match.names), 160))
        ) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        # A hand-edited value the rules never expected.
        raise SaveError(
            _("Entry {n} of the log cannot be replayed ({what}).").format(n=number, what=type(exc).__name__)
        ) from None
