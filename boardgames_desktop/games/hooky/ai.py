"""Hooky's bots: the three levels every launcher offers, and the reference bots.

* Easy (:mod:`.beginner`): a beginner's worksheet, the obvious deductions of
  the clues it remembers, common words asked of anyone; it answers at once.
* Normal and Hard (:mod:`.levels`): the careful bot's reasoning over every deal
  that fits the clue log, weighing their questions (and Hard its peeks) by what
  the answer is expected to add to their truant guesses, within half a second
  and two seconds a decision.
* ``bot:careful`` (:mod:`.careful`), the strongest bot before the levels, and
  ``bot:random``, the baseline: reference kinds for ``simulate --bots``, the
  strength bench and old saves, listed in no launcher.

Every bot sees only its seat's view (a :class:`~boardgames_desktop.core.game.BotTurn`).
The hint's words (:meth:`advise`) are in :mod:`.advice`.
"""

from __future__ import annotations

from ...core.game import BotKind, level_kinds
from ...core.i18n import N_
from .beginner import EasyBot
from .careful import CarefulBot, HandSpace, Posterior, RandomBot, peek_gain, public_hand_odds
from .levels import HardBot, NormalBot

__all__ = ["BOTS", "CarefulBot", "EasyBot", "HandSpace", "HardBot", "NormalBot", "Posterior", "RandomBot",
           "peek_gain", "public_hand_odds"]

BOTS = level_kinds(EasyBot, NormalBot, HardBot, reference=(
    BotKind("bot:careful", N_("Careful bot (reasons over every deal that fits)"), CarefulBot,
            N_("Works out every deal that fits the clue log and asks what teaches it most.")),
    BotKind("bot:random", N_("Random bot (guesses among unseen letters)"), RandomBot,
            N_("Asks random words and guesses among the letters it has not seen.")),
))
