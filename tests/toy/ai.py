"""Toy cards bots. A bot sees its seat's view and legal actions, never the state.

- ``bot:eager`` reads its view: it plays the card that scores most now,
  staking first when that card is sure to score well.
- ``bot:careful`` looks ahead with the real rules: it builds a few plausible
  full states from its view (``determinize``), applies each candidate action
  with ``apply`` and compares the results. No second copy of the rules.

The three levels every launcher offers (:func:`~boardgames_desktop.core.game.level_kinds`):
Easy is the eager bot, Normal the careful one (with a line of why for a hint),
Hard the careful one over more deals; the two older kinds stay as reference
kinds under their own keys (old saves, ``simulate --bots eager``).
"""

from __future__ import annotations

from typing import Any

from boardgames_desktop.core.game import N_, Advice, Bot, BotKind, BotTurn, TooMany, level_kinds
from boardgames_desktop.core.i18n import T

from .actions import Note, Pass, Play, Stake, Swap
from .rules import GAME
from .state import State, card_name, points, value_of

SAMPLES = 6


def _turn_actions(turn: BotTurn) -> list[Any]:
    """The legal actions that move the game (notes are for people)."""
    assert not isinstance(turn.legal, TooMany)  # toy cards always lists its actions
    return [a for a in turn.legal if not isinstance(a, Note)]


class EagerBot(Bot):
    def choose(self, turn: BotTurn) -> Any:
        legal = _turn_actions(turn)
        view = turn.view
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return Pass()
        best = max(plays, key=lambda a: (points(a.card, view["top"], view["staked"]), -value_of(a.card)))
        gain = points(best.card, view["top"], view["staked"])
        if Stake() in legal and gain >= 5:
            return Stake()
        if gain > 0:
            return best
        swaps = [a for a in legal if isinstance(a, Swap)]
        if swaps:
            return min(swaps, key=lambda a: value_of(a.card))
        return Pass() if view["staked"] else min(plays, key=lambda a: value_of(a.card))


class CarefulBot(Bot):
    samples = SAMPLES

    def choose(self, turn: BotTurn) -> Any:
        legal = _turn_actions(turn)
        if len(legal) == 1:
            return legal[0]
        worlds = [GAME.determinize(turn.view, self.seat, turn.rng) for _ in range(self.samples)]
        scored = [(sum(self._value(w, action) for w in worlds) / len(worlds), i) for i, action in enumerate(legal)]
        best = max(scored)[1]
        return legal[best]

    def _value(self, world: State, action: Any) -> float:
        after = GAME.apply(world, self.seat, action)
        if isinstance(action, Stake):
            # A stake is worth what the best play after it is worth.
            options = [a for a in GAME.legal_actions(after, self.seat) if isinstance(a, (Play, Swap, Pass))]
            return max(self._value(after, a) for a in options)
        return self._score(after)

    def _score(self, state: State) -> float:
        """Points now, plus a little for a strong hand to play next round."""
        hand = state.hands[self.seat]
        return state.scores[self.seat] + 0.25 * sum(value_of(c) for c in hand) / max(1, len(hand))


    def advise(self, turn: BotTurn) -> Advice:
        """The careful move, and what it scores now (words from the view: the own hand, the top card)."""
        action = self.choose(turn)
        view = turn.view
        if isinstance(action, Play):
            gain = points(action.card, view["top"], view["staked"])
            why = T("Plays {card}: {points} points now.", card=card_name(action.card), points=gain)
        elif isinstance(action, Stake):
            why = T("Stakes: your best card scores double this turn.")
        elif isinstance(action, Swap):
            why = T("Swaps {card} for a card from the deck: nothing in your hand scores now.",
                    card=card_name(action.card))
        else:
            why = None
        return Advice(action, why)


class HardBot(CarefulBot):
    """The careful bot over four times the deals."""

    samples = 4 * SAMPLES


EAGER = BotKind("bot:eager", N_("Eager bot"), EagerBot, N_("Plays whatever scores most right now."))
CAREFUL = BotKind("bot:careful", N_("Careful bot"), CarefulBot, N_("Looks ahead over the cards it cannot see."))
BOTS = level_kinds(EagerBot, CarefulBot, HardBot, reference=(EAGER, CAREFUL))
