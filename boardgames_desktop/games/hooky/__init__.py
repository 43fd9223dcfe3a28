"""Hooky (字母點點名): a deduction game of five-letter words and three truant letters.

This module only declares the game (what the launcher and the shell read
before anything is imported) and names its parts. The pure parts (no Qt):
``data``, ``state`` and ``actions`` (plain data), ``rules`` (the protocol and
the declarations), ``refusals`` and ``effects`` (why an action is refused,
what it does), ``views`` (views, the public shape, ``determinize``),
``describe`` (log and status lines from views), ``invariants``, ``suggest``
(lists and suggestions), ``dealspace`` (deals that fit a seat's knowledge),
``dictionary``, ``scoring``, ``results``, ``worksheet`` (the worksheet's model
and its deductions), ``ai`` and ``simulate``. Qt: the ``view`` package (board,
widgets, worksheet painters, the projector).
"""

from __future__ import annotations

from ...core.game import GameInfo, Hidden, Mode, Option
from ...core.i18n import N_
from ...core.registry import GamePackage

_HERE = "boardgames_desktop.games.hooky"

INFO = GameInfo(
    id="hooky",
    title=N_("Hooky"),
    native_title="字母點點名",
    description=N_(
        "Three of the 26 letters are playing hooky. Ask each other real five-letter words, "
        "note how many of your letters each player holds, and work out who is missing. "
        "Hidden hands at one screen, or the app as companion to printed cards."
    ),
    min_people=3,
    max_people=5,
    hidden=Hidden.PER_SEAT,
    tutorial=True,
    modes=(
        Mode("app", N_("All in the app"),
             N_("The app deals the letters, counts every answer and turns up the playground cards.")),
        Mode("companion", N_("Companion to printed cards"),
             N_("The table plays with printed cards; the app keeps the clue log, takes the answers "
                "as they are announced, and scores the game."), host=True),
    ),
    options=(
        Option(
            "mode",
            N_("How you play"),
            (
                ("app", N_("The app deals the letters and answers")),
                ("companion", N_("Companion for printed cards (answers typed in)")),
            ),
            "app",
        ),
        Option(
            "words",
            N_("Clue words"),
            (
                ("dictionary", N_("Real words only (the app's dictionary)")),
                ("any", N_("House rule: accept any five letters")),
            ),
            "dictionary",
        ),
    ),
)

PACKAGE = GamePackage(
    info=INFO,
    rules=f"{_HERE}.rules:GAME",
    bots=f"{_HERE}.ai:BOTS",
    view=f"{_HERE}.view",
    pnp=f"{_HERE}.pnp",
    simulate=f"{_HERE}.simulate",
)

__all__ = ["INFO", "PACKAGE"]
