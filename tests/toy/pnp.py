"""Toy cards prints nothing: a real game lists its sheets here (see ``printing/``)."""

from __future__ import annotations

from typing import Any


def documents(options: Any) -> list[Any]:
    return []
