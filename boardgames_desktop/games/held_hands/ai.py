"""Bots for ...and then we held hands: the three levels and today's bots. Pure Python.

A bot is handed a :class:`~boardgames_desktop.core.game.BotTurn`: its seat's
view and legal actions, never the state. The planning bots (careful, casual)
are in :mod:`.planning`, the levels built on them in :mod:`.levels`.
"""

from __future__ import annotations

from ...core.game import BotKind, level_kinds
from ...core.i18n import N_
from .levels import NarrowTwoTurnBot, TimedCarefulBot, TwoTurnBot
from .planning import (
    GATES,
    CarefulBot,
    CasualBot,
    Outcomes,
    Seen,
    can_follow,
    first_action,
    gate_distance,
    mobility,
    ring_distance,
    spending,
    toward_heart,
)

__all__ = [
    "BOTS", "GATES", "CarefulBot", "CasualBot", "NarrowTwoTurnBot", "Outcomes", "Seen", "TimedCarefulBot",
    "TwoTurnBot",
    "can_follow",
    "first_action", "gate_distance", "mobility", "ring_distance", "spending", "toward_heart",
]

#: Easy: the casual bot (a beginner heads for their own goal and forgets the partner);
#: Normal and Hard: the careful bot's best three (Normal, within half a second) or eight
#: (Hard) plans, each weighed with the partner's reply and its own next move after it,
#: with Hard's thrift (levels.py).
#: Today's two bots stay as reference kinds under their old keys.
BOTS = level_kinds(
    CasualBot, NarrowTwoTurnBot, TwoTurnBot,
    reference=(
        BotKind("bot:careful", N_("Bot (careful)"), CarefulBot,
                N_("Plans each move with an eye on the partner's next turn.")),
        BotKind("bot:casual", N_("Bot (casual)"), CasualBot, N_("Heads for its own goal, a little at random.")),
    ),
)
