"""The hint (Help > Hint): the move the game's Normal bot would play for one seat. Qt-free.

    advice = advise(game, kinds, seat, view, legal, seed)
    advice.action      # a move from ``legal``
    hint_text(advice)  # its one line of why, or "Normal would play this move."

The hint is built from the seat's view and legal actions alone (what its
player sees), never from the match or its state: a freshly built bot of the
Normal level (:func:`~.game.normal_kind`; a game without levels: its first
kind) is handed a :class:`~.game.BotTurn` of that view and answers with
:meth:`~.game.Bot.advise`. So a hint cannot show a secret of another seat: it
is a function of what the seat may see (and the seed), and two matches that
look alike to that seat get the same hint. It is pure and may run on a worker
thread (the shell's ``ui/hint.py`` does, and draws its answer).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .game import Advice, BotKind, BotTurn, Game, TooMany, View, normal_kind
from .i18n import T, Text
from .rng import Rng, seed_state


def advise(game: Game, kinds: Sequence[BotKind], seat: int, view: View, legal: list[Any] | TooMany,
           seed: int) -> Advice:
    """What the Normal bot, built afresh for ``seat`` with ``seed``, would play from
    ``view`` among ``legal``, and why. Raises ValueError for a game without bots."""
    kind = normal_kind(kinds)
    if kind is None:
        raise ValueError(f"{game.id} has no bots to ask for a hint")
    bot = kind.factory(game, seat, seed)
    bot.observe(view)  # a bot that remembers starts from what the seat sees now
    return bot.advise(BotTurn(game, seat, view, legal, Rng(seed_state(seed, f"hint/{seat}"))))


def hint_text(advice: Advice) -> Text:
    """The hint's words for the seat note: the bot's why, or that Normal would play it."""
    return advice.why if advice.why is not None else T("Normal would play this move.")
