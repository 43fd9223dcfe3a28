"""Declared shapes of plain data: what a game's public view can hold, checked strictly.

A public record (``core/review.py``) is a file from someone who may not have
been at the table, so every view in it is untrusted input. A game declares
the shape of its public view (:meth:`Game.public_view_shape`) with the small
combinators below, and a record whose view does not fit is refused before
anything draws it. The shape is exact: every key of a dict is named, every
number has its range, every text its length (and its choices, where a view
names a card, a place or a phase), every list its length, so a board that
draws a view of the right shape never meets a value it does not expect.
A field that a public view always leaves empty (a hand, a seat's secrets) is
declared :data:`NULL`, so a record also cannot carry a secret in it.

The same shapes are checked against every public view that thousands of
seeded games produce (``tests/core/test_view_shapes.py``), so a view that
grows a field fails there first, not in a player's File > Open.

Why hand-written rather than JSON Schema: the checks are few, must be
fast on 100,000 frames, must give a short path a player can quote, and read
best next to the view they describe, in Python.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from .errors import excerpt
from .i18n import N_, T


class ShapeError(ValueError):
    """A value that does not fit its shape; ``path`` names where (``players[1].coins``).

    ``problem`` is an English predicate marked for translation ("is not within
    {lo}..{hi}"), filled from ``args``; :attr:`message` keeps it as a
    :class:`Text`, so a refused record says it in the reader's language."""

    def __init__(self, path: str, problem: str, **args: Any):
        self.relative = path
        self.path = path or "view"
        self.problem = problem.format(**args)
        self.message = T(problem, **args)
        self._template, self._args = problem, args
        super().__init__(f"{self.path} {self.problem}")

    def within(self, path: str, key: str | int) -> ShapeError:
        """The same error, one level further out: under ``key`` of the value at ``path``.
        (Containers check their items without building each item's path, and name it
        only for the item that does not fit: most of a big view's cost was its paths.)"""
        outer = _join(path, key)
        inner = self.relative
        full = outer if not inner else outer + inner if inner.startswith("[") else f"{outer}.{inner}"
        return ShapeError(full, self._template, **self._args)


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Shape:
    """One kind of value. :meth:`check` raises :class:`ShapeError` or returns None."""

    def check(self, value: Any, path: str = "") -> None:
        raise NotImplementedError

    def fits(self, value: Any) -> bool:
        try:
            self.check(value)
        except ShapeError:
            return False
        return True


@dataclass(frozen=True)
class Int(Shape):
    """A whole number (never ``true`` or ``1.0``) from ``lo`` to ``hi``."""

    lo: int
    hi: int

    def check(self, value: Any, path: str = "") -> None:
        if not _int(value):
            raise ShapeError(path, N_("is not a whole number"))
        if not self.lo <= value <= self.hi:
            raise ShapeError(path, N_("is not within {lo}..{hi}"), lo=self.lo, hi=self.hi)


@dataclass(frozen=True)
class Bool(Shape):
    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, bool):
            raise ShapeError(path, N_("is not true or false"))


class Str(Shape):
    """Text of at most ``max_len`` characters; with ``choices``, one of them."""

    def __init__(self, max_len: int = 200, choices: Iterable[str] | None = None):
        self.max_len = max_len
        self.choices = frozenset(choices) if choices is not None else None

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, str):
            raise ShapeError(path, N_("is not text"))
        if self.choices is not None:
            if value not in self.choices:
                raise ShapeError(path, N_("is not one of the names this game has"))
        elif len(value) > self.max_len:
            raise ShapeError(path, N_("is longer than {n} characters"), n=self.max_len)


@dataclass(frozen=True)
class Const(Shape):
    """Exactly this value (``None`` for a field a public view leaves empty)."""

    value: Any

    def check(self, value: Any, path: str = "") -> None:
        if type(value) is not type(self.value) or value != self.value:
            if self.value is None:  # a field a public view leaves empty: a record cannot fill it
                raise ShapeError(path, N_("is not empty"))
            raise ShapeError(path, N_("is not {value}"), value=excerpt(self.value))


#: The field is always null here.
NULL = Const(None)


@dataclass(frozen=True)
class Maybe(Shape):
    """``None`` or ``inner``."""

    inner: Shape

    def check(self, value: Any, path: str = "") -> None:
        if value is not None:
            self.inner.check(value, path)


class OneOf(Shape):
    """The first of ``options`` the value fits (the error of the last, if none)."""

    def __init__(self, *options: Shape):
        if not options:
            raise ValueError("OneOf needs at least one shape")
        self.options = options

    def check(self, value: Any, path: str = "") -> None:
        error: ShapeError | None = None
        for option in self.options:
            try:
                option.check(value, path)
                return
            except ShapeError as exc:
                error = exc
        assert error is not None
        raise error


@dataclass(frozen=True)
class ListOf(Shape):
    """A list whose items all fit ``item``: ``length`` exactly, or ``lo`` to ``hi`` items."""

    item: Shape
    hi: int = 1000
    lo: int = 0
    length: int | None = None

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, list):
            raise ShapeError(path, N_("is not a list"))
        if self.length is not None:
            if len(value) != self.length:
                raise ShapeError(path, N_("is not {n} long"), n=self.length)
        elif not self.lo <= len(value) <= self.hi:
            raise ShapeError(path, N_("is not {lo} to {hi} long"), lo=self.lo, hi=self.hi)
        check = self.item.check
        for i, item in enumerate(value):
            try:
                check(item)
            except ShapeError as exc:
                raise exc.within(path, i) from None


class Tuple(Shape):
    """A list of exactly these items, in order (``[seat, "artist"]``)."""

    def __init__(self, *items: Shape):
        self.items = items

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise ShapeError(path, N_("is not a list of {n}"), n=len(self.items))
        for i, (shape, item) in enumerate(zip(self.items, value)):
            try:
                shape.check(item)
            except ShapeError as exc:
                raise exc.within(path, i) from None


class Dict(Shape):
    """A dict with exactly these keys (``optional`` ones may be missing)."""

    def __init__(self, fields: Mapping[str, Shape], optional: Iterable[str] = ()):
        self.fields = dict(fields)
        self.optional = frozenset(optional)
        unknown = self.optional - set(self.fields)
        if unknown:
            raise ValueError(f"optional keys without a shape: {sorted(unknown)}")

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, dict):
            raise ShapeError(path, N_("is not a table of values"))
        for key in value:
            if key not in self.fields:
                raise ShapeError(_join(path, str(key)[:40]), N_("is not a field this game's views have"))
        for key, shape in self.fields.items():
            if key not in value:
                if key in self.optional:
                    continue
                raise ShapeError(_join(path, key), N_("is missing"))
            try:
                shape.check(value[key])
            except ShapeError as exc:
                raise exc.within(path, key) from None

    def with_fields(self, **fields: Shape) -> "Dict":
        """The same shape with some fields added or replaced."""
        return Dict({**self.fields, **fields}, self.optional)


class MapOf(Shape):
    """A dict whose keys are among ``keys`` (all of them unless ``partial``), each value ``value``."""

    def __init__(self, keys: Iterable[str], value: Shape, partial: bool = False):
        self.keys = tuple(keys)
        self.value = value
        self.partial = partial

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, dict):
            raise ShapeError(path, N_("is not a table of values"))
        for key in value:
            if key not in self.keys:
                raise ShapeError(_join(path, str(key)[:40]), N_("is not a name this game has"))
        if not self.partial:
            for key in self.keys:
                if key not in value:
                    raise ShapeError(_join(path, key), N_("is missing"))
        check = self.value.check
        for key, item in value.items():
            try:
                check(item)
            except ShapeError as exc:
                raise exc.within(path, key) from None


class Tagged(Shape):
    """A dict whose ``key`` names its variant, ``variants[value[key]]`` the shape of the
    whole dict (which checks ``key`` too). One look-up where :class:`OneOf` tries its
    options in turn: 48 card ids, or a view's phases, cost one variant's check."""

    def __init__(self, key: str, variants: Mapping[Any, Shape]):
        """``variants``: tag (text or a whole number) -> shape."""
        if not variants:
            raise ValueError("Tagged needs at least one variant")
        self.key = key
        self.variants = dict(variants)

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, dict):
            raise ShapeError(path, N_("is not a table of values"))
        if self.key not in value:
            raise ShapeError(_join(path, self.key), N_("is missing"))
        tag = value[self.key]
        # Text or a whole number only: True would otherwise pick the variant of 1.
        shape = self.variants.get(tag) if isinstance(tag, str) or _int(tag) else None
        if shape is None:
            raise ShapeError(_join(path, self.key), N_("is not one of the names this game has"))
        shape.check(value, path)


class Letters(Shape):
    """Text of ``lo`` to ``hi`` characters, each one of ``alphabet`` (a word of A to Z);
    ``distinct``: none twice; ``ordered``: in the alphabet's order (a sorted hand)."""

    def __init__(self, alphabet: str, lo: int, hi: int, distinct: bool = False, ordered: bool = False):
        self.alphabet = alphabet
        self.rank = {ch: i for i, ch in enumerate(alphabet)}
        self.lo = lo
        self.hi = hi
        self.distinct = distinct
        self.ordered = ordered

    def check(self, value: Any, path: str = "") -> None:
        if not isinstance(value, str):
            raise ShapeError(path, N_("is not text"))
        if not self.lo <= len(value) <= self.hi:
            raise ShapeError(path, N_("is not {lo} to {hi} characters long"), lo=self.lo, hi=self.hi)
        if any(ch not in self.rank for ch in value):
            raise ShapeError(path, N_("holds a character this game does not use"))
        if self.distinct and len(set(value)) != len(value):
            raise ShapeError(path, N_("holds a character twice"))
        if self.ordered and any(self.rank[a] > self.rank[b] for a, b in pairwise(value)):
            raise ShapeError(path, N_("is not in order"))


def seat(seats: int) -> Int:
    """A seat index of a table of ``seats``."""
    return Int(0, seats - 1)


def seat_or(seats: int, none: int = -1) -> Int:
    """A seat index, or ``none`` (-1: nobody, the table)."""
    return Int(none, seats - 1)


def per_seat(seats: int, item: Shape) -> ListOf:
    """One ``item`` for each seat."""
    return ListOf(item, length=seats)
