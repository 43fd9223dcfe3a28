"""Actions are small frozen dataclasses that encode to plain JSON.

A game lists its action classes once in an :class:`ActionCodec`; the codec
turns actions into ``{"type": "Step", ...}`` dictionaries and back, checking
every field so a hand-edited or damaged save cannot smuggle in a wrong type.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Iterable
from typing import Any

from .errors import SaveError, excerpt
from .i18n import _


def _json_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_json_value(v) for v in value]
    return value


class ActionCodec:
    def __init__(self, classes: Iterable[type]):
        self._by_name: dict[str, type] = {}
        self._hints: dict[str, dict[str, Any]] = {}
        #: Per action type: its fields (name, type hint, whether it has a default), and their names.
        self._fields: dict[str, tuple[tuple[str, Any, bool], ...]] = {}
        self._names: dict[str, frozenset[str]] = {}
        for cls in classes:
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            name = cls.__name__
            self._by_name[name] = cls
            hints = self._hints[name] = typing.get_type_hints(cls)
            fields = dataclasses.fields(cls)
            self._fields[name] = tuple((f.name, hints[f.name], f.default is not dataclasses.MISSING) for f in fields)
            self._names[name] = frozenset(f.name for f in fields) | {"type"}

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
            raise SaveError(_("an action is not an object with a 'type'"))
        name = data["type"]
        cls = self._by_name.get(name)
        if cls is None:
            raise SaveError(_("unknown action type {v}").format(v=excerpt(name)))
        kwargs = {}
        for field, hint, has_default in self._fields[name]:
            if field not in data:
                if has_default:
                    continue
                raise SaveError(_("action '{name}' lacks the field '{field}'").format(name=name, field=field))
            value = data[field]
            if hint is str and type(value) is str:  # the common case, without the general walk
                kwargs[field] = check_text(value, f"{name}.{field}")
            else:
                kwargs[field] = _coerce(value, hint, f"{name}.{field}")
        extra = data.keys() - self._names[name]
        if extra:
            raise SaveError(
                _("action '{name}' has unknown fields: {fields}").format(name=name, fields=excerpt(sorted(extra), 60))
            )
        return cls(**kwargs)


def _coerce(value: Any, hint: Any, where: str) -> Any:
    """``value`` as the type ``hint`` asks for, exactly: ``true`` is not a number,
    ``1.0`` is not a whole number, text must be writable as UTF-8 again."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return value
    if origin is typing.Union or origin is types.UnionType:
        for arg in args:
            try:
                return _coerce(value, arg, where)
            except SaveError:
                continue
        raise SaveError(_("{where}: {v} is not a valid value").format(where=where, v=excerpt(value)))
    if hint is type(None):
        if value is None:
            return None
        raise SaveError(_("{where}: expected null").format(where=where))
    if origin is tuple:
        if not isinstance(value, list):
            raise SaveError(_("{where}: expected a list").format(where=where))
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], where) for v in value)
        if len(args) != len(value):
            raise SaveError(_("{where}: expected {n} items").format(where=where, n=len(args)))
        return tuple(_coerce(v, a, where) for v, a in zip(value, args))
    if origin is typing.Literal:
        # Exact types: True == 1 and 1.0 == 1 in Python, but neither is the literal 1.
        if any(type(value) is type(a) and value == a for a in args):
            return value
        raise SaveError(_("{where}: {v} is not one of {allowed}").format(
            where=where, v=excerpt(value), allowed=excerpt(args, 60)))
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise SaveError(_("{where}: expected true or false").format(where=where))
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise SaveError(_("{where}: expected a whole number").format(where=where))
    if hint is str:
        if isinstance(value, str):
            return check_text(value, where)
        raise SaveError(_("{where}: expected text").format(where=where))
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
            return float(value)
        raise SaveError(_("{where}: expected a number").format(where=where))
    raise SaveError(_("{where}: cannot read a value of type {hint}").format(where=where, hint=excerpt(hint)))


def check_text(value: str, where: str) -> str:
    """Text that can be written back as UTF-8 (a lone surrogate such as
    ``"\\ud800"`` loads from JSON but cannot be saved again)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(_("{where}: the text holds characters that cannot be written").format(where=where)) from None
    return value
