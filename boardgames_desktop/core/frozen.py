"""One fast copy-with-changes for the games' frozen state dataclasses.

``dataclasses.replace`` re-runs ``__init__`` and is most of the cost of a bot's
look-ahead, which builds hundreds of thousands of states. A state is plain data
with no ``__post_init__``, so a copy of its ``__dict__`` with the changes laid over
is the same value. Unknown field names are refused as ``dataclasses.replace``
refuses them, so a misspelt change cannot hide as a stray attribute.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

_T = TypeVar("_T")
_FIELDS: dict[type, frozenset[str]] = {}


def _names(cls: type) -> frozenset[str]:
    names = _FIELDS.get(cls)
    if names is None:
        if not is_dataclass(cls):
            raise TypeError(f"{cls.__name__} is not a dataclass")
        if "__post_init__" in vars(cls):
            raise TypeError(f"{cls.__name__} has a __post_init__ that evolve would skip")
        names = _FIELDS[cls] = frozenset(f.name for f in fields(cls))
    return names


def evolve(obj: _T, **changes: Any) -> _T:
    """``dataclasses.replace(obj, **changes)`` without the call to ``__init__``."""
    cls = type(obj)
    names = _FIELDS.get(cls) or _names(cls)
    if not changes.keys() <= names:  # a subset test makes no set when every name is known
        unknown = changes.keys() - names
        raise TypeError(f"{cls.__name__} has no fields {sorted(unknown)}")
    new = object.__new__(cls)
    contents = new.__dict__
    contents.update(obj.__dict__)
    contents.update(changes)
    return new
