"""The action codec: exact types, text that can be written again, short messages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pytest

from boardgames_desktop.core.actions import ActionCodec
from boardgames_desktop.core.errors import SaveError


@dataclass(frozen=True)
class Pick:
    count: Literal[1, 2]
    side: Literal["L", "R"]
    word: str
    weight: float = 0.0
    target: int | None = None


CODEC = ActionCodec([Pick])


def test_round_trip():
    action = Pick(2, "R", "ABCDE", 1.5, 3)
    assert CODEC.decode(CODEC.encode(action)) == action


@pytest.mark.parametrize(
    "field, value",
    [
        ("count", True),       # True == 1 in Python, but not the literal 1
        ("count", 1.0),        # 1.0 == 1 likewise
        ("count", 3),
        ("side", "l"),
        ("word", 5),
        ("word", "\ud800"),    # loads from "\ud800" in JSON, cannot be written as UTF-8
        ("weight", float("nan")),
        ("weight", True),
        ("target", False),
        ("target", 2.0),
    ],
)
def test_wrong_values_are_refused(field, value):
    data = {"type": "Pick", "count": 1, "side": "L", "word": "ABCDE", field: value}
    with pytest.raises(SaveError):
        CODEC.decode(data)


def test_messages_quote_a_short_excerpt_only():
    for data in ({"type": "P" * 100_000}, {"type": "Pick", "count": 1, "side": "x" * 100_000, "word": ""},
                 {"type": "Pick", "count": 1, "side": "L", "word": "", "z" * 100_000: 1},
                 {"type": "Pick", "count": 1, "side": "L", "word": "", "target": "t" * 100_000}):
        with pytest.raises(SaveError) as info:
            CODEC.decode(data)
        assert len(str(info.value)) < 150, str(info.value)[:300]
