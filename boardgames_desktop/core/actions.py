"""Actions are small frozen dataclasses that encode to plain JSON.

A game lists its action classes once in an :class:`ActionCodec`; the codec
turns actions into ``{"type": "Step", ...}`` dictionaries and back, checking
every field so a hand-edited or damaged save cannot smuggle in a wrong type.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable
from typing import Any

from .errors import SaveError


def _json_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_json_value(v) for v in value]
    return value


class ActionCodec:
    def __init__(self, classes: Iterable[type]):
        self._by_name: dict[str, type] = {}
        self._hints: dict[str, dict[str, Any]] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            self._by_name[cls.__name__] = cls
            self._hints[cls.__name__] = typing.get_type_hints(cls)

    def encode(self, action: Any) -> dict[str, Any]:
        name = type(action).__name__
        if name not in self._by_name:
            raise TypeError(f"unknown action class {name}")
        data = {"type": name}
        for f in dataclasses.fields(action):
            data[f.name] = _json_value(getattr(action, f.name))
        return data

    def decode(self, data: Any) -> Any:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise SaveError("an action is not an object with a 'type'")
        name = data["type"]
        cls = self._by_name.get(name)
        if cls is None:
            raise SaveError(f"unknown action type '{name}'")
        kwargs = {}
        hints = self._hints[name]
        for f in dataclasses.fields(cls):
            if f.name not in data:
                if f.default is not dataclasses.MISSING:
                    continue
                raise SaveError(f"action '{name}' lacks the field '{f.name}'")
            kwargs[f.name] = _coerce(data[f.name], hints[f.name], f"{name}.{f.name}")
        extra = set(data) - {"type"} - {f.name for f in dataclasses.fields(cls)}
        if extra:
            raise SaveError(f"action '{name}' has unknown fields: {', '.join(sorted(extra))}")
        return cls(**kwargs)


def _coerce(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return value
    if origin is typing.Union or (origin is not None and str(origin) == "<class 'types.UnionType'>"):
        errors = []
        for arg in args:
            try:
                return _coerce(value, arg, where)
            except SaveError as exc:
                errors.append(str(exc))
        raise SaveError(f"{where}: {value!r} is not a valid value")
    if hint is type(None):
        if value is None:
            return None
        raise SaveError(f"{where}: expected null")
    if origin is tuple:
        if not isinstance(value, list):
            raise SaveError(f"{where}: expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], where) for v in value)
        if len(args) != len(value):
            raise SaveError(f"{where}: expected {len(args)} items")
        return tuple(_coerce(v, a, where) for v, a in zip(value, args))
    if origin is typing.Literal:
        if value in args:
            return value
        raise SaveError(f"{where}: {value!r} is not one of {args}")
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise SaveError(f"{where}: expected true or false")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise SaveError(f"{where}: expected a whole number")
    if hint is str:
        if isinstance(value, str):
            return value
        raise SaveError(f"{where}: expected text")
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        raise SaveError(f"{where}: expected a number")
    raise SaveError(f"{where}: cannot read a value of type {hint}")
