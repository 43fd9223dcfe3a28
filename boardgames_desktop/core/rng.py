"""Seeded randomness that replays exactly, on every Python version.

The generator state is a single integer kept *inside* the game state, so a
state stays plain, comparable, copyable data, and replaying an action log from
the same seed reproduces every shuffle. The algorithm is SplitMix64 (Steele,
Lea, Flood 2014): tiny, fast, and fully specified here, so no change in the
standard library's ``random`` can ever alter a saved game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

#: The largest seed the app deals a new game from (a new game, a rematch, the real game
#: after a lesson; the launcher's seed field accepts 0 to this).
NEW_SEED_MAX = 999_999_999
_MASK = (1 << 64) - 1


def seed_state(seed: int, stream: str = "") -> int:
    """Initial generator state for a match seed (and an optional named stream)."""
    state = (seed * 0x9E3779B97F4A7C15) & _MASK
    for ch in stream:
        state = _mix((state ^ ord(ch)) & _MASK)
    return state


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """A SplitMix64 generator. Take ``.state`` back into the game state after use."""

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """A Fisher-Yates shuffle of ``items`` as a new tuple."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)
