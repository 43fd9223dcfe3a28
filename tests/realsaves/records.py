"""Seeded ways to damage a real public record, as someone who edits a shared file would.

A public record (``core.review.public_record``) is made to be shared with people
who were not at the table, so File > Open treats it as untrusted.
:func:`variants` turns real records of every registered game (seeded matches
from :mod:`.samples`) into damaged files, deterministically:

- *systematic* damage, once per game, spread over its records: wrong types at
  every kind of JSON path of the header, the seats, the views and the lines
  (numbers for lists, text for numbers, ``true`` for ``1``...), every key taken
  away, an extra key in every object, out-of-range seats and indexes, huge
  numbers, another game's views, message ids that are not the app's
  (``{nope}``, ``{``, ``{who!z}``, ``{who:>100000000}``) or that are the app's
  with other arguments, deep nesting, huge files;
- :data:`ISSUE` damage: the records the issue named, each with the words its
  refusal must hold;
- *random* damage up to a budget: byte flips, deletions, insertions,
  truncations, and frames dropped, doubled, swapped or taken from another record.

Every variant is either refused with one short sentence or opens and draws.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from boardgames_desktop import games
from boardgames_desktop.core.review import public_record

from .damage import Path_, Variant, drop, get, paths_by_pattern, put, wrong_values
from .samples import option_sets, play


@dataclass(frozen=True)
class Record:
    """One real public record: ``name`` says which game and how far it went."""

    name: str
    game_id: str
    data: dict[str, Any]

    @cached_property
    def text(self) -> str:
        # Compact, as a program other than the app might write it: the C encoder, fast
        # (``indent`` takes Python's own, which made the corpus slower than the checks).
        return json.dumps(self.data, ensure_ascii=False) + "\n"


@cache
def records(game_id: str) -> list[Record]:
    """Four real records of one game: fresh, early, mid-game (with undos), and played on
    (to its end where that is short: records of a whole long game are megabytes). Made
    once a run: a record is never changed in place (every variant edits a copy)."""
    game = games.get_game(game_id)
    assert game is not None
    opts = option_sets(game)
    lo, hi = game.info.min_people, game.info.max_people
    plans = [
        ("fresh", {"actions": 0, "people": lo}),
        ("early", {"actions": 5, "people": hi}),
        ("mid", {"actions": 24, "undo": 0.2, "people": lo}),
        ("later", {"actions": 80, "people": (lo + hi) // 2}),
    ]
    out = []
    for i, (label, kwargs) in enumerate(plans):
        match = play(game_id, 300 + i, options=opts[i % len(opts)], **kwargs)
        out.append(Record(f"{game_id}-{label}", game_id, public_record(match)))
    return out


def finished(game_id: str, seed: int = 7) -> Record:
    """A record of a whole game, to its outcome."""
    game = games.get_game(game_id)
    assert game is not None
    match = play(game_id, seed, options=option_sets(game)[0])
    return Record(f"{game_id}-finished", game_id, public_record(match))


def all_records(ids: list[str] | None = None) -> list[Record]:
    return [r for game_id in (ids or games.ids()) for r in records(game_id)]


def _json(data: Any, ascii_only: bool = False) -> bytes:
    return (json.dumps(data, ensure_ascii=ascii_only) + "\n").encode("utf-8")


def _nested(depth: int, inner: Any = "x") -> Any:
    value: Any = inner
    for _ in range(depth):
        value = [value]
    return value


def _nested_line(depth: int) -> dict:
    """A line whose message nests ``depth`` messages in its arguments."""
    line: dict = {"msgid": "{who} passes.", "args": [["who", {"seat": 0}]]}
    for _ in range(depth):
        line = {"msgid": "{line} Draws a card.", "args": [["line", {"text": line}]]}
    return line


def _a_line(data: dict) -> tuple[int, dict] | None:
    """The index and line of the first frame with a line."""
    for i, frame in enumerate(data["frames"]):
        if frame.get("line"):
            return i, frame["line"]
    return None


def _seat_paths(line: Any, path: Path_) -> list[Path_]:
    """Paths of every ``{"seat": n}`` in a line."""
    out: list[Path_] = []
    if isinstance(line, dict):
        if set(line) == {"seat"}:
            out.append((*path, "seat"))
        for key, value in line.items():
            out += _seat_paths(value, (*path, key))
    elif isinstance(line, list):
        for i, value in enumerate(line):
            out += _seat_paths(value, (*path, i))
    return out


#: Message ids no message of the app has; each must be refused, never rendered.
BOGUS_MSGIDS = (
    ("nope", "{nope}"), ("open-brace", "{"), ("close-brace", "}"), ("bad-conversion", "{who!z}"),
    ("huge-width", "{who:>100000000}"), ("positional", "{0}"), ("attribute", "{who.__class__}"),
    ("index", "{who[0]}"), ("empty", ""), ("long", "x" * 5000), ("nested-spec", "{who:{who}}"),
    ("plain", "Ada wins."),
)

#: The records the issue named: the damage, and the words the refusal must hold.
ISSUE = ("discards-is-a-number", "another-games-view", "msgid-nope", "msgid-open-brace", "msgid-bad-conversion",
         "msgid-huge-width")


def issue_variants(record: Record, other: Record) -> list[Variant]:
    """The damaged records of the issue, on ``record`` (toy cards: its views have ``discards``)."""
    data = record.data
    out: list[Variant] = []
    at = _a_line(data)
    assert at is not None, record.name
    index, line = at

    def add(label: str, make: Callable[[], bytes], expect: str) -> None:
        out.append(Variant(f"{record.name}/issue/{label}", "issue", make, expect))

    if "discards" in data["frames"][-1]["view"]:
        last = len(data["frames"]) - 1
        add("discards-is-a-number", lambda: _json(put(data, ("frames", last, "view", "discards"), 3)),
            "discards is not a list")
    add("another-games-view", lambda: _json(put(data, ("frames", 0, "view"), other.data["frames"][-1]["view"])),
        "Step 0 of the record cannot be shown")
    for label, msgid in BOGUS_MSGIDS[:5]:
        if f"msgid-{label}" in ISSUE:
            add(f"msgid-{label}", lambda m=msgid: _json(put(data, ("frames", index, "line"),
                                                          {**line, "msgid": m})),
                "names a message this app does not have")
    return out


#: In a quick run, a kind of path gets the wrong values most like the right one, and one more in turn.
QUICK_FIRST, QUICK_TURN = 3, 1


def systematic(record: Record, others: list[Record], rng: random.Random, thorough: bool = False) -> list[Variant]:
    """The systematic variants of one record (the caller spreads them over a game's records);
    ``thorough``: every wrong value at every kind of path."""
    data = record.data
    seats = len(data["seats"])
    out: list[Variant] = []

    def add(category: str, label: str, make: Callable[[], bytes], expect: str | None = None) -> None:
        out.append(Variant(f"{record.name}/{category}/{label}", category, make, expect))

    def edit(category: str, label: str, path: Path_, value: Any, expect: str | None = None) -> None:
        add(category, label, lambda: _json(put(data, path, value)), expect)

    # Every kind of path: wrong values, the key taken away, an extra key.
    for k, (pat, path) in enumerate(paths_by_pattern(data, rng).items()):
        value = get(data, path)
        wrong = wrong_values(value)
        if not thorough and len(wrong) > QUICK_FIRST + QUICK_TURN:
            rest = wrong[QUICK_FIRST:]
            wrong = wrong[:QUICK_FIRST] + [rest[(k + i) % len(rest)] for i in range(QUICK_TURN)]
        for name, bad in wrong:
            edit("type", f"{pat}/{name}", path, bad)
        if path:
            add("missing", pat, lambda p=path: _json(drop(data, p)))
        if isinstance(value, dict):
            edit("extra", pat, path, {**value, "surprise": 1})
    # Header and seats.
    for label, value, expect in (("0", 0, "format version"), ("2", 2, "format version"),
                                 ("true", True, "format version"), ("1.0", 1.0, "format version")):
        edit("header", f"version-{label}", ("version",), value, expect)
    edit("header", "game-unknown", ("game",), "chess", "game this version does not have")
    edit("header", "game-long", ("game",), "x" * 1_000_000, "game this version does not have")
    for label, value in (("other", 99), ("bool", True), ("text", "1"), ("null", None)):
        edit("header", f"rules-version-{label}", ("rules_version",), value, "version of the")
    add("header", "rules-version-missing", lambda: _json(drop(data, ("rules_version",))), "damaged")
    edit("header", "surprise-key", ("surprise",), 1, "damaged")
    edit("seats", "none", ("seats",), [], "seat list")
    edit("seats", "one-more", ("seats",), data["seats"] + [["Extra"]])
    edit("seats", "one-fewer", ("seats",), data["seats"][:-1])
    edit("seats", "thirteen", ("seats",), [["P"]] * 13, "seat list")
    edit("seats", "name-too-long", ("seats", 0, 0), "n" * 61, "longer than 60")
    edit("seats", "name-number", ("seats", 0, 0), 7, "not text")
    edit("seats", "name-control", ("seats", 0, 0), "A\nB", "control characters")
    edit("seats", "team-of-three", ("seats", 0), ["A", "B", "C"])
    # Frames as a whole.
    edit("frames", "none", ("frames",), [], "no steps")
    edit("frames", "not-a-list", ("frames",), {"0": data["frames"][0]}, "no steps")
    a_line = {"msgid": "{who} passes.", "args": [["who", {"seat": 0}]]}
    edit("frames", "start-has-a-line", ("frames", 0, "line"), a_line, "Step 0")
    edit("frames", "start-expired", ("frames", 0, "expired"), True, "Step 0")
    if len(data["frames"]) > 1:
        edit("frames", "later-without-line", ("frames", 1, "line"), None, "Step 1")
        edit("frames", "expired-text", ("frames", 1, "expired"), "yes", "Step 1")
    # Views: another game's, and out-of-range numbers where the view holds them.
    for other in others:
        if other.game_id != record.game_id:
            last = other.data["frames"][-1]["view"]
            edit("other-game", f"view-of-{other.name}", ("frames", len(data["frames"]) - 1, "view"), last,
                 "cannot be shown")
            add("other-game", f"frames-of-{other.name}", lambda o=other: _json({**data, "frames": o.data["frames"]}))
    # Lines: seats out of range, bogus and near-miss messages, plain text, deep nesting.
    at = _a_line(data)
    if at is not None:
        index, line = at
        base = ("frames", index, "line")
        for label, msgid in BOGUS_MSGIDS:
            edit("msgid", label, base, {**line, "msgid": msgid}, "cannot be shown")
        edit("line", "plain-text", base, "Ada wins everything.", "plain text")
        edit("line", "extra-arg", base, {**line, "args": line["args"] + [["surprise", 1]]}, "cannot be shown")
        if line["args"]:
            edit("line", "arg-missing", base, {**line, "args": line["args"][1:]}, "cannot be shown")
            edit("line", "arg-renamed", base, {**line, "args": [["nope", line["args"][0][1]], *line["args"][1:]]},
                 "cannot be shown")
            edit("line", "arg-huge-text", base, {**line, "args": [[line["args"][0][0], "w" * 100_000],
                                                                  *line["args"][1:]]}, "cannot be shown")
            edit("line", "arg-float", base, {**line, "args": [[line["args"][0][0], 2.5], *line["args"][1:]]},
                 "cannot be shown")
            edit("line", "arg-huge-number", base, {**line, "args": [[line["args"][0][0], 10**40],
                                                                    *line["args"][1:]]}, "cannot be shown")
            edit("line", "arg-long-list", base, {**line, "args": [[line["args"][0][0], {"list": ["x"] * 1000}],
                                                                  *line["args"][1:]]}, "cannot be shown")
        if "plural" in line:
            edit("line", "other-plural", base, {**line, "plural": "{nope}"}, "plural")
        for i, path in enumerate(_seat_paths(line, base)[:2]):
            for label, seat in (("past-the-table", seats), ("far", 99), ("below-the-table", -2), ("bool", True)):
                edit("line", f"seat-{i}-{label}", path, seat, "cannot be shown")
        edit("nesting", "line-nested-100", base, _nested_line(100), "cannot be shown")
        edit("nesting", "arg-lists-nested-600", base, {**line, "args": [["who", _nested(600, {"seat": 0})]]},
             "cannot be shown")
    edit("line", "outcome-bogus", ("outcome",), {"msgid": "{who:>100000000}", "args": [["who", {"seat": 0}]]},
         "outcome cannot be shown")
    edit("line", "outcome-plain", ("outcome",), "Everybody wins.", "outcome cannot be shown")
    # Nesting and size, as raw text.
    text = record.text
    add("nesting", "deep-list-view", lambda: text.replace('"view": ', '"view": ' + "[" * 100_000, 1).encode(),
        "nested far too deeply")
    edit("nesting", "view-field-nested-600", ("frames", 0, "view", next(iter(data["frames"][0]["view"]))),
         _nested(600), "cannot be shown")
    add("huge", "number-5000-digits", lambda: text.replace('"version": 1', '"version": ' + "9" * 5000, 1).encode(),
        "number far too long")
    return out


def once_per_game(record: Record) -> list[Variant]:
    """Whole-file damage: one record of a game is enough."""
    data = record.data
    out: list[Variant] = []

    def add(category: str, label: str, make: Callable[[], bytes], expect: str | None = None) -> None:
        out.append(Variant(f"{record.name}/{category}/{label}", category, make, expect))

    add("size", "21MB", lambda: record.text.encode() + b" " * (21 * 1024 * 1024), "far too large")
    add("size", "name-19MB", lambda: _json(put(data, ("seats", 0, 0), "n" * 19_000_000)), "longer than 60")
    add("size", "too-many-frames", lambda: _json({**data, "frames": data["frames"][:1] * 20_001}), "far too")
    add("encoding", "utf-16", lambda: record.text.encode("utf-16"), "not UTF-8")
    add("blank", "empty", lambda: b"", "is empty")
    add("shape", "list", lambda: b"[]")
    return out


def random_variant(record: Record, others: list[Record], rng: random.Random, n: int) -> Variant:
    """The ``n``-th random variant of ``record`` (the same for the same ``rng`` state)."""
    kind = rng.choice(("flip", "delete", "insert", "truncate", "frames", "frames"))
    raw = record.text.encode("utf-8")
    label = f"{record.name}/random-{kind}/{n}"
    if kind == "flip":
        spots = [(rng.randrange(len(raw)), rng.randrange(256)) for _ in range(rng.randint(1, 4))]

        def flipped() -> bytes:
            out = bytearray(raw)
            for i, b in spots:
                out[i] = b
            return bytes(out)

        return Variant(label, "bytes", flipped)
    if kind == "delete":
        i = rng.randrange(len(raw))
        j = min(len(raw), i + rng.randint(1, 20))
        return Variant(label, "bytes", lambda: raw[:i] + raw[j:])
    if kind == "insert":
        i = rng.randrange(len(raw))
        piece = rng.choice((b"{", b"}", b"[", b"]", b'"', b",", b"0", b"-", b"9" * 30, b"true", b"null", b"\\u"))
        return Variant(label, "bytes", lambda: raw[:i] + piece + raw[i:])
    if kind == "truncate":
        i = rng.randrange(len(raw))
        return Variant(label, "truncate", lambda: raw[:i])
    sub_seed = rng.random()
    return Variant(label, "frames", lambda: _json(shuffled_frames(record, others, random.Random(sub_seed))))


def shuffled_frames(record: Record, others: list[Record], rng: random.Random) -> dict:
    """The frames out of order, dropped, doubled, or another record's."""
    copy = json.loads(json.dumps(record.data))
    frames = copy["frames"]
    kind = rng.choice(("swap", "drop", "double", "foreign", "reverse-rest"))
    if kind == "foreign":
        other = rng.choice(others)
        frames[1:] = other.data["frames"][1:rng.randint(2, max(2, len(other.data["frames"])))]
    elif len(frames) > 2:
        i, j = rng.randrange(1, len(frames)), rng.randrange(1, len(frames))
        if kind == "swap":
            frames[i], frames[j] = frames[j], frames[i]
        elif kind == "drop":
            del frames[i]
        elif kind == "double":
            frames.insert(i, json.loads(json.dumps(frames[i])))
        else:
            frames[1:] = frames[:0:-1]
    return copy


def variants(found: list[Record], budget: int = 0, *, seed: int = 17, thorough: bool = False,
             extra: int = 40) -> list[Variant]:
    """Damaged variants of ``found``: the issue's, the systematic ones (each on one record
    of its game; ``thorough``: on every record), then random ones until a game has ``budget``
    variants, and at least ``extra`` random ones."""
    rng = random.Random(seed)
    by_game: dict[str, list[Record]] = {}
    for r in found:
        by_game.setdefault(r.game_id, []).append(r)
    out: list[Variant] = []
    for game_id, own in by_game.items():
        others = [r for r in found if r.game_id != game_id] or own
        game_out: list[Variant] = list(once_per_game(own[0]))
        game_out += issue_variants(own[-1], others[-1])
        per_record = [systematic(r, others, random.Random(f"{seed}/{r.name}"), thorough) for r in own]
        if thorough:
            for vs in per_record:
                game_out += vs
        else:
            # Each kind of damage once per game, on the smaller records in turn (the last,
            # longest one only where a kind of path appears nowhere else): the checks cost
            # in proportion to the record.
            by_key = [{v.id.split("/", 1)[1]: v for v in vs} for vs in per_record]
            keys = list(dict.fromkeys(k for keyed in by_key for k in keyed))
            small = by_key[:-1] or by_key
            for k, key in enumerate(keys):
                owners = small[k % len(small):] + small[: k % len(small)] + by_key[-1:]
                game_out.append(next(keyed[key] for keyed in owners if key in keyed))
        n = 0
        target = max(budget, len(game_out) + extra)
        while len(game_out) < target:
            game_out.append(random_variant(own[n % len(own)], others, rng, n))
            n += 1
        out += game_out
    ids = [v.id for v in out]
    assert len(ids) == len(set(ids)), "variant ids must be unique"
    return out
