"""...and then we held hands: a silent two-player cooperative game."""

from ...core.game import BotKind
from .rules import GAME  # noqa: F401


def _careful(game, seat, seed=0):
    from .ai import CarefulBot

    return CarefulBot(game, seat, seed)


def _casual(game, seat, seed=0):
    from .ai import CasualBot

    return CasualBot(game, seat, seed)


BOTS = (
    BotKind("bot:careful", "Bot (careful)", _careful),
    BotKind("bot:casual", "Bot (casual)", _casual),
)
