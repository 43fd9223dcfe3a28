"""What the launcher hands the shell: the choices a new match is made from.

Apart from :mod:`.launcher` so the launcher's parts (its memory) can name it
without importing the launcher back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .. import games
from ..core.game import SeatSpec

if TYPE_CHECKING:
    from ..core.match import Match


@dataclass(frozen=True)
class NewGame:
    """What the launcher hands the shell: everything a new match needs."""

    game_id: str
    seats: tuple[SeatSpec, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    #: The people may hold their seats on their own phones: the window opens with the
    #: phones on and shows a code a seat (``ui/phone_actions.py``).
    phones: bool = False

    def match(self) -> Match:
        """The new match (imports the game's rules now)."""
        from ..core.match import Match

        return Match(games.part(self.game_id, "rules"), self.seats, self.seed, self.options)
