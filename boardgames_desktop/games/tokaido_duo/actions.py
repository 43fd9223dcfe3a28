"""The actions of Tokaido Duo: small frozen dataclasses, encoded to JSON by
:data:`CODEC` (the same codec the game builds from its declarations, here for
the views and log lines that read a view's last action without the rules).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import ActionCodec


@dataclass(frozen=True)
class Roll:
    """The roller rolls the three dice."""


@dataclass(frozen=True)
class Move:
    """Pick the die of ``character`` (or, after the hot spring, use it again) and move
    that character to ``to``. ``to`` is where it stands when it has no legal move."""

    character: str
    to: str


@dataclass(frozen=True)
class Visit:
    """The pilgrim's station: coins in a coastal town, a temple or garden step, the hot spring."""


@dataclass(frozen=True)
class TakeWave:
    """The pilgrim at the seaside takes the wave tile of ``character``."""

    character: str


@dataclass(frozen=True)
class Paint:
    """Turn face-down paintings; ``extra``: one more with Skilled."""

    extra: bool = False


@dataclass(frozen=True)
class Give:
    """Give away the first face-up painting."""


@dataclass(frozen=True)
class Draw:
    """Draw goods in a mountain town; ``extra``: one more with Powerful."""

    extra: bool = False


@dataclass(frozen=True)
class Keep:
    """After drawing: the goods kept (counts in GOODS order); the rest go back to the bag."""

    goods: tuple[int, int, int, int]


@dataclass(frozen=True)
class Sell:
    """Sell ``count`` goods of the town's specialty; ``cunning``: +1 coin each."""

    count: int
    cunning: bool = False


@dataclass(frozen=True)
class UseSpring:
    """Spend the hot spring: the same character moves the same number again."""


@dataclass(frozen=True)
class Pass:
    """Take no action here (or keep the hot spring for later)."""


@dataclass(frozen=True)
class ReturnGood:
    """Powerful was taken from you while you held 6 goods: return one."""

    good: str


#: Every action type, in the order the game declares them.
ACTION_TYPES: tuple[type, ...] = (Roll, Move, Visit, TakeWave, Paint, Give, Draw, Keep, Sell, UseSpring, Pass,
                                  ReturnGood)
CODEC = ActionCodec(ACTION_TYPES)
