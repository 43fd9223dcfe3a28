"""Inner Compass: walk a life of five emotions, turn them into memories, find your way.

This module only declares the game (no rules, bots or Qt are imported here),
so the launcher can list it cheaply; the parts load on first use.
"""

from __future__ import annotations

from ...core.game import GameInfo, Hidden, Option
from ...core.i18n import N_
from ...core.registry import GamePackage

INFO = GameInfo(
    id="inner-compass",
    title=N_("Inner Compass"),
    native_title="生活方針",
    description=N_(
        "Walk your pawn over four life boards, feel emotions and turn them into memories; "
        "the qualities you value score at the end. 2 to 4 players, hands and points kept secret."
    ),
    min_people=2,
    max_people=4,
    hidden=Hidden.PER_SEAT,
    tutorial=True,
    options=(
        Option(
            "tiles",
            N_("Quality tiles"),
            (
                ("random", N_("Random: 2 sticky notes and 3 memos")),
                ("intro", N_("First game: a fixed, easy-to-read set")),
            ),
            "random",
            help=N_("Which quality tiles lie on the qualities board."),
        ),
    ),
    rules_version=1,
)

PACKAGE = GamePackage(
    info=INFO,
    rules="boardgames_desktop.games.inner_compass.rules:GAME",
    bots="boardgames_desktop.games.inner_compass.ai:BOTS",
    view="boardgames_desktop.games.inner_compass.view",
    pnp="boardgames_desktop.games.inner_compass.pnp",
    simulate="boardgames_desktop.games.inner_compass.simulate",
)
