"""Seeded ways to damage a real save, as a hostile tester (or a bad disk) would.

:func:`variants` turns the real saves of every registered game
(:mod:`.samples`) into damaged files, deterministically:

- *systematic* damage, once per game, spread over its saves: wrong types at
  every kind of JSON path (booleans, floats, text, null, huge and negative
  numbers, lists and objects where another value belongs), every key taken
  away, an extra key in every object, odd letters (ligatures, lone
  surrogates, full-width and accented letters) in every text of an action,
  bad format versions, other encodings, whitespace-only and empty files,
  deep nesting, huge numbers, bad names (a 19 MB one, lone surrogates,
  control characters), another game's log, another game's id;
- *random* damage up to a budget: byte flips, deletions and insertions,
  truncations, and illegal action sequences (entries swapped, dropped,
  doubled, given to another actor, or another entry's action).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from .samples import Sample

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Variant:
    id: str            # "hooky-finished/type/log.*.action.word/true", unique
    category: str      # "type", "bytes", "encoding", ...
    make: Callable[[], bytes]
    #: Words the refusal must hold (the issue's wording), or None: refused or loaded, either is fine.
    expect: str | None = None


def _json(data: Any, ascii_only: bool = False) -> bytes:
    # ensure_ascii writes a lone surrogate as "\ud800", the way another program would
    return (json.dumps(data, indent=1, ensure_ascii=ascii_only) + "\n").encode("utf-8")


# -- JSON paths ------------------------------------------------------------------------------
def walk(value: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from walk(item, (*path, i))


def pattern(path: Path_) -> str:
    """``("log", 3, "action", "word")`` -> ``"log.*.action.word"`` (one kind of path)."""
    return ".".join("*" if isinstance(p, int) else p for p in path) or "(root)"


def get(data: Any, path: Path_) -> Any:
    for p in path:
        data = data[p]
    return data


def put(data: Any, path: Path_, value: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` replaced."""
    if not path:
        return value
    copy = json.loads(json.dumps(data))
    get(copy, path[:-1])[path[-1]] = value
    return copy


def drop(data: Any, path: Path_) -> Any:
    copy = json.loads(json.dumps(data))
    parent = get(copy, path[:-1])
    del parent[path[-1]]
    return copy


def paths_by_pattern(data: Any, rng: random.Random) -> dict[str, Path_]:
    """One concrete path (chosen at random) for every kind of path in ``data``;
    a path inside an action names the action's type (``log.*.action(Mark).letter``)."""
    found: dict[str, list[Path_]] = {}
    for path, _value in walk(data):
        kind = pattern(path)
        if len(path) > 3 and path[0] == "log" and path[2] == "action":
            kind = kind.replace(".action.", f".action({data['log'][path[1]]['action'].get('type')}).", 1)
        found.setdefault(kind, []).append(path)
    return {k: rng.choice(v) for k, v in sorted(found.items())}


def wrong_values(value: Any) -> list[tuple[str, Any]]:
    """Values of the wrong type (or the right type, out of every range) for ``value``;
    the ones that look most like ``value`` (``1.0``, ``true`` and ``"1"`` for ``1``) first."""
    out: list[tuple[str, Any]] = []
    if isinstance(value, int) and not isinstance(value, bool):
        out += [("same-float", float(value)), ("same-bool", bool(value)), ("same-text", str(value)),
                ("minus-two", -2), ("plus-one", value + 1), ("minus-one", value - 1)]
    if isinstance(value, str):
        out += [("empty-text", ""), ("upper", value.upper()), ("lower", value.lower()),
                ("long-text", value * 3000 or "x" * 3000)]
    if isinstance(value, bool):
        out += [("one", 1), ("zero", 0), ("text-true", "true")]
    if isinstance(value, list) and value:
        out += [("first-only", value[:1]), ("doubled", value + value)]
    out += [
        ("null", None), ("huge", 10**40), ("negative", -1), ("true", True), ("false", False), ("text", "1"),
        ("float", 2.5), ("list", []), ("object", {}), ("nan", float("nan")), ("inf", float("inf")),
        ("big64", 2**64),
    ]
    return out


#: Letters a five-letter word or a worksheet row must not take for A to Z.
ODD_TEXT = (
    ("ligature-st", "ﬆ"), ("ligature-fi", "ﬁ"), ("lone-surrogate", "\ud800"), ("word-with-ligature", "ﬁrst"),
    ("sharp-s", "ß"), ("dotted-I", "İ"),
    ("fullwidth-A", "Ａ"), ("combining", "A\u0301"), ("nul", "\x00"),
    ("ligature-word", "ﬆﬁﬆ"), ("greek", "ΑΒΓΔΕ"), ("spaces", "  "),
)


# -- systematic damage --------------------------------------------------------------------------
#: In a quick run, a kind of path gets its first few wrong values and a few more in turn.
QUICK_FIRST, QUICK_TURN = 4, 3


def _some(items: list, k: int, thorough: bool) -> list:
    """All of ``items`` (thorough), else the first few and ``QUICK_TURN`` more from the k-th on."""
    if thorough or len(items) <= QUICK_FIRST + QUICK_TURN:
        return items
    rest = items[QUICK_FIRST:]
    return items[:QUICK_FIRST] + [rest[(k + i) % len(rest)] for i in range(QUICK_TURN)]


def systematic(sample: Sample, others: list[Sample], rng: random.Random, thorough: bool = False) -> list[Variant]:
    """The systematic variants of one save (the caller spreads them over a game's
    saves). ``thorough``: every wrong value at every kind of path; else the ones
    most like the right value and a few more, taken in turn, so that every wrong
    value still meets several kinds of path."""
    data = sample.data
    out: list[Variant] = []

    def add(category: str, label: str, make: Callable[[], bytes], expect: str | None = None) -> None:
        out.append(Variant(f"{sample.name}/{category}/{label}", category, make, expect))

    def edit(category: str, label: str, path: Path_, value: Any, ascii_only: bool = False,
             expect: str | None = None) -> None:
        add(category, label, lambda: _json(put(data, path, value), ascii_only), expect)

    chosen = paths_by_pattern(data, rng)
    for k, (pat, path) in enumerate(chosen.items()):
        value = get(data, path)
        for name, wrong in _some(wrong_values(value), k, thorough):
            edit("type", f"{pat}/{name}", path, wrong)
        if path:
            add("missing", pat, lambda p=path: _json(drop(data, p)))
        if isinstance(value, dict):
            edit("extra", pat, path, {**value, "surprise": 1})
        if isinstance(value, str) and path[:1] == ("log",):
            for name, odd in _some(list(ODD_TEXT), k, thorough):
                edit("odd-text", f"{pat}/{name}", path, odd, ascii_only=True)
    # format versions, tags, games
    for label, version, expect in (
        ("0", 0, "does not exist"), ("-1", -1, "does not exist"), ("false", False, "whole number"),
        ("true", True, "whole number"), ("text-1", "1", "whole number"), ("1.0", 1.0, "whole number"),
        ("2.0", 2.0, "whole number"), ("3", 3, "newer version"), ("null", None, "whole number"),
        ("huge", 10**30, "newer version"),
    ):
        edit("version", label, ("version",), version, expect=expect)
    add("version", "missing", lambda: _json(drop(data, ("version",))), "no format version")
    edit("header", "format-other", ("format",), "boardgames-desktop/other")
    edit("header", "format-missing", ("format",), None)
    edit("header", "game-unknown", ("game",), "chess")
    edit("header", "game-long", ("game",), "x" * 1_000_000)
    for other_id in dict.fromkeys(o.game_id for o in others if o.game_id != sample.game_id):
        edit("other-game", f"game-is-{other_id}", ("game",), other_id)
    for other in others:
        if other.game_id != sample.game_id and other.name.endswith(("-mid-undone", "-finished")):
            add("other-game", f"log-of-{other.name}",
                lambda o=other: _json({**data, "log": o.data["log"]}))
            add("other-game", f"options-of-{other.name}",
                lambda o=other: _json({**data, "options": o.data["options"]}))
    if data.get("version") == 2 and all(len(s["people"]) == 1 for s in data["seats"]):
        add("version-1", "written-as-v1", lambda: _json(as_version_1(data)))
    # names
    for label, name, expect in (
        ("lone-surrogate", "\ud800", "cannot be written"), ("low-surrogate", "A\udfffB", "cannot be written"),
        ("half-emoji", "Zoë\ud83d", "cannot be written"), ("too-long", "n" * 61, "longer than 60"),
        ("empty", "", "empty"), ("blank", "   ", "empty"), ("bell", "Ada\x07", "control characters"),
        ("newline", "A\nB", "control characters"), ("nul", "A\x00", "control characters"),
        ("number", 7, "not text"), ("null", None, "not text"), ("list", ["Ada"], "not text"),
        ("emoji", "👩\u200d👩\u200d👧", None), ("right-to-left", "\u202eadA", None), ("zero-width", "\u200b", None),
    ):
        edit("name", label, ("seats", 0, "people", 0), name, ascii_only=True, expect=expect)
    edit("name", "no-people", ("seats", 0, "people"), [])
    edit("name", "13-people", ("seats", 0, "people"), ["P"] * 13)
    edit("name", "kind-unknown-bot", ("seats", 0, "kind"), "bot:nonexistent")
    edit("name", "kind-robot", ("seats", 0, "kind"), "robot")
    edit("name", "kind-long", ("seats", 0, "kind"), "bot:" + "x" * 10_000)
    # nesting and huge numbers, written as raw text
    text = sample.text
    add("nesting", "deep-list-options", lambda: _sub(text, '"options": ', '"options": ' + "[" * 100_000),
        "nested far too deeply")
    add("nesting", "deep-object-seed", lambda: _sub(text, '"seed": ', '"seed": ' + '{"a": ' * 100_000),
        "nested far too deeply")
    edit("nesting", "nested-600-in-name", ("seats", 0, "people", 0), _nested(600))
    edit("nesting", "nested-600-as-options", ("options",), {"mode": _nested(600)})
    if data["log"]:
        edit("nesting", "nested-600-in-action", ("log", 0, "action"), {"type": _nested(600)})
    add("huge", "seed-5000-digits", lambda: _sub(text, '"seed": ', '"seed": ' + "9" * 5000 + ", \"x\": "),
        "number far too long")
    add("huge", "seed-4000-digits", lambda: re.sub(r'"seed": \d+', '"seed": ' + "9" * 4000, text).encode(),
        "seed is missing or not a whole number")
    add("huge", "seed-1e400", lambda: re.sub(r'"seed": \d+', '"seed": 1e400', text).encode(),
        "seed is missing or not a whole number")
    if data["log"]:
        add("huge", "actor-4000-digits",
            lambda: re.sub(r'"actor": -?\d+', '"actor": ' + "7" * 4000, text, count=1).encode())
    return out


def as_version_1(data: dict) -> dict:
    """The same match in the version 1 format (one person a seat, ``players``, ``seat``)."""
    v1 = {k: v for k, v in data.items() if k not in ("seats", "log")}
    v1["version"] = 1
    v1["players"] = [{"name": s["people"][0], "kind": s["kind"]} for s in data["seats"]]
    v1["log"] = [{("seat" if k == "actor" else k): v for k, v in e.items()} for e in data["log"]]
    return v1


def _sub(text: str, old: str, new: str) -> bytes:
    assert old in text, old
    return text.replace(old, new, 1).encode("utf-8")


def _nested(depth: int) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = [value]
    return value


def once_per_game(sample: Sample) -> list[Variant]:
    """Variants of the file as a whole (encodings, sizes): one save of a game is enough.
    Its first name is made Latin and Chinese, so no other encoding writes it as UTF-8 would."""
    data = put(sample.data, ("seats", 0, "people", 0), "Zoë 李")
    text = _json(data).decode("utf-8")
    out: list[Variant] = []

    def add(category: str, label: str, make: Callable[[], bytes], expect: str | None = None) -> None:
        out.append(Variant(f"{sample.name}/{category}/{label}", category, make, expect))

    for codec in ("latin-1", "cp1252", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "gb18030", "big5"):
        add("encoding", codec, lambda c=codec: text.encode(c, errors="replace"), "not UTF-8")
    add("encoding", "utf-16-ascii-only", lambda: _json(sample.data, ascii_only=True).decode().encode("utf-16-le"),
        "not UTF-8")
    add("encoding", "utf-8-bom", lambda: b"\xef\xbb\xbf" + text.encode("utf-8"))
    add("encoding", "utf-8-crlf", lambda: text.replace("\n", "\r\n").encode("utf-8"))
    add("encoding", "nul-bytes", lambda: b"\x00" * 512, "not UTF-8")
    for label, content in (("empty", b""), ("spaces", b"   "), ("newlines", b"\n\n\n"),
                           ("mixed-blank", b" \t\r\n \x0b\x0c "), ("nbsp", "\u00a0\u3000\n".encode()),
                           ("crlf-lots", b"\r\n" * 5000), ("bom-only", b"\xef\xbb\xbf\n")):
        add("blank", label, lambda c=content: c, "is empty")
    add("shape", "list", lambda: b"[]", "holds no match object")
    add("shape", "number", lambda: b"7", "holds no match object")
    add("shape", "text", lambda: b'"save"', "holds no match object")
    add("shape", "null", lambda: b"null", "holds no match object")
    add("shape", "two-saves", lambda: (text + text).encode(), "not valid JSON")
    add("shape", "trailing-garbage", lambda: (text + "}").encode(), "not valid JSON")
    add("shape", "nan-seed", lambda: re.sub(r'"seed": \d+', '"seed": NaN', text).encode(), "seed")
    add("size", "name-19MB", lambda: _json(put(sample.data, ("seats", 0, "people", 0), "n" * 19_000_000)),
        "longer than 60")
    add("size", "21MB", lambda: text.encode() + b" " * (21 * 1024 * 1024), "far too large")
    return out


# -- random damage ----------------------------------------------------------------------------------
def random_variant(sample: Sample, others: list[Sample], rng: random.Random, n: int) -> Variant:
    """The ``n``-th random variant of ``sample`` (the same for the same ``rng`` state)."""
    kind = rng.choice(("flip", "delete", "insert", "truncate", "splice", "sequence", "sequence", "flags"))
    raw = sample.text.encode("utf-8")
    data = sample.data
    label = f"{sample.name}/random-{kind}/{n}"
    if kind == "flip":
        spots = [(rng.randrange(len(raw)), rng.randrange(256)) for _ in range(rng.randint(1, 4))]
        return Variant(label, "bytes", lambda: _flip(raw, spots))
    if kind == "delete":
        i = rng.randrange(len(raw))
        j = min(len(raw), i + rng.randint(1, 20))
        return Variant(label, "bytes", lambda: raw[:i] + raw[j:])
    if kind == "insert":
        i = rng.randrange(len(raw))
        piece = rng.choice((b"{", b"}", b"[", b"]", b'"', b",", b":", b"0", b"-", b"9" * 30, b"true", b"null",
                            b"\\", b"\\u", b"\xff", b"\xc3"))
        return Variant(label, "bytes", lambda: raw[:i] + piece + raw[i:])
    if kind == "truncate":
        i = rng.randrange(len(raw))
        return Variant(label, "truncate", lambda: raw[:i])
    if kind == "splice":
        i, j = sorted(rng.randrange(len(raw)) for _ in range(2))
        k = rng.randrange(len(raw))
        return Variant(label, "bytes", lambda: raw[:k] + raw[i:j] + raw[k:])
    sub_seed = rng.random()  # drawn now: the variant is the same whenever it is made
    if kind == "flags":
        return Variant(label, "flags", lambda: _json(_flags(data, random.Random(sub_seed))))
    return Variant(label, "sequence", lambda: _json(illegal_sequence(data, others, random.Random(sub_seed))))


def _flip(raw: bytes, spots: list[tuple[int, int]]) -> bytes:
    out = bytearray(raw)
    for i, b in spots:
        out[i] = b
    return bytes(out)


def _flags(data: dict, rng: random.Random) -> dict:
    copy = json.loads(json.dumps(data))
    if not copy["log"]:
        copy["log"].append({"actor": 0, "action": {"type": "Nothing"}})
    for _ in range(rng.randint(1, 3)):
        entry = rng.choice(copy["log"])
        key = rng.choice(("undone", "redoable", "expired"))
        entry[key] = rng.choice((True, False, not entry.get(key, False)))
    return copy


def illegal_sequence(data: dict, others: list[Sample], rng: random.Random) -> dict:
    """The log played out of order, or with moves for the wrong actor."""
    copy = json.loads(json.dumps(data))
    log = copy["log"]
    seats = len(copy["seats"])
    kind = rng.choice(("swap", "drop", "double", "actor", "action", "reverse", "foreign", "append", "seed"))
    if kind == "foreign" or not log:
        other = rng.choice(others)
        log[:] = other.data["log"][: rng.randint(1, max(1, len(other.data["log"])))]
        return copy
    i = rng.randrange(len(log))
    if kind == "swap" and len(log) > 1:
        j = rng.randrange(len(log))
        log[i], log[j] = log[j], log[i]
    elif kind == "drop":
        del log[i]
    elif kind == "double":
        log.insert(i, json.loads(json.dumps(log[i])))
    elif kind == "actor":
        log[i]["actor"] = rng.choice([-1, *range(seats)])
    elif kind == "action":
        log[i]["action"] = rng.choice(log)["action"]
    elif kind == "reverse":
        log.reverse()
    elif kind == "append":
        log.append(json.loads(json.dumps(rng.choice(log))))
    elif kind == "seed":
        copy["seed"] = rng.randrange(2**32)
    return copy


# -- the whole set -----------------------------------------------------------------------------------
def variants(samples: list[Sample], budget: int = 0, *, seed: int = 13, thorough: bool = False,
             extra: int = 0) -> list[Variant]:
    """Damaged variants of ``samples``: the systematic ones (each on one save of
    its game; ``thorough``: all of them, on every save), then random ones until
    a game has ``budget`` variants, and at least ``extra`` random ones."""
    rng = random.Random(seed)
    by_game: dict[str, list[Sample]] = {}
    for s in samples:
        by_game.setdefault(s.game_id, []).append(s)
    out: list[Variant] = []
    for game_id, own in by_game.items():
        others = [s for s in samples if s.game_id != game_id] or own
        game_out: list[Variant] = list(once_per_game(own[-1]))
        per_sample = [systematic(s, others, random.Random(f"{seed}/{s.name}"), thorough) for s in own]
        if thorough:
            for vs in per_sample:
                game_out += vs
        else:
            # Each kind of damage once per game, the k-th kind on save k (mod the saves) where it applies.
            by_key = [{v.id.split("/", 1)[1]: v for v in vs} for vs in per_sample]
            keys = list(dict.fromkeys(k for keyed in by_key for k in keyed))
            for k, key in enumerate(keys):
                owners = by_key[k % len(own):] + by_key[: k % len(own)]
                game_out.append(next(keyed[key] for keyed in owners if key in keyed))
        target = max(budget, len(game_out) + extra)
        n = 0
        while len(game_out) < target:
            sample = own[n % len(own)]
            game_out.append(random_variant(sample, others, rng, n))
            n += 1
        out += game_out
    ids = [v.id for v in out]
    assert len(ids) == len(set(ids)), "variant ids must be unique"
    return out
