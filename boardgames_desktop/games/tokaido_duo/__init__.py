"""Tokaido Duo: two travellers' three characters (pilgrim, merchant, artist)
drafting three dice around our own stylised Shikoku.

The pure part (no Qt), in the one shape of a game package: ``data``,
``state``, ``actions``, ``refusals``, ``effects``, ``views``, ``describe``,
``invariants``, ``rules``, ``ai``, ``simulate``; the game's own domain in
``movement`` (where characters may go), ``choices`` (the actions a state
offers), ``chance``, ``places`` (spaces in words), ``preview``, and the
pictures shared by screen and paper in ``vectors``, ``mapart`` and ``mapfit``.
"""

from __future__ import annotations

from ...core.game import GameInfo, Hidden, Option
from ...core.i18n import N_
from ...core.registry import GamePackage

INFO = GameInfo(
    id="tokaido-duo",
    title=N_("Tokaido Duo"),
    native_title="東海道：雙人遊戲",
    description=N_(
        "Two players, three characters each: draft the dice to walk the pilgrim round Shikoku, "
        "trade the merchant's goods and let the artist paint and give away paintings."
    ),
    min_people=2,
    max_people=2,
    hidden=Hidden.FROM_ALL,
    tutorial=True,
    options=(
        Option(
            "first",
            N_("Player A (rolls first)"),
            (("random", N_("Drawn by lot")), ("seat1", N_("First seat")), ("seat2", N_("Second seat"))),
            "random",
            N_("Who rolls the dice and picks first in the first round."),
        ),
        Option(
            "waves",
            N_("Wave tiles"),
            (("random", N_("Each on a random side")), ("a", N_("All calm sides: Serene, Skilled, Cunning")),
             ("b", N_("All bold sides: Hasty, Inspired, Powerful"))),
            "random",
            N_("Which side of each wave tile lies face up for the whole game."),
        ),
    ),
)

PACKAGE = GamePackage(
    info=INFO,
    rules="boardgames_desktop.games.tokaido_duo.rules:GAME",
    bots="boardgames_desktop.games.tokaido_duo.levels:BOTS",
    view="boardgames_desktop.games.tokaido_duo.view",
    pnp="boardgames_desktop.games.tokaido_duo.pnp",
    simulate="boardgames_desktop.games.tokaido_duo.simulate",
)
