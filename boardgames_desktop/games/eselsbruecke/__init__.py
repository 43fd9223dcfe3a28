"""Eselsbrücke: a storytelling and memory party game for 3 to 12 people.

Declares only what the launcher needs; the rules, bots, view, print set and
simulation load on first use (see ``core/registry.py``).
"""

from ...core.game import GameInfo, Hidden, Mode, Option
from ...core.i18n import N_
from ...core.registry import GamePackage

INFO = GameInfo(
    id="eselsbruecke",
    title=N_("Eselsbrücke"),
    native_title="驢橋",
    description=N_("Link pictures into a story, then remember the others' stories to name "
                   "their cards. 3 to 12 people, in teams of two above six."),
    min_people=3,
    max_people=12,
    team_above=6,
    hidden=Hidden.PER_SEAT,
    tutorial=True,
    modes=(
        Mode(
            "host",
            N_("Host a game night"),
            N_("The people sit around a table; the app is the bag, the board and the timer. "
               "The host confirms each guess; the projector shows the stories and the scores."),
            # The host runs the screen for the whole table: undo takes back anyone's last step.
            host=True,
        ),
        Mode(
            "digital",
            N_("At one screen"),
            N_("A small table shares one screen: each seat picks the name it guesses from the "
               "deck's names, behind the curtain."),
        ),
    ),
    options=(
        Option(
            "mode",
            N_("Mode"),
            # The modes above, key and label (tests/games/eselsbruecke/test_eselsbruecke_shape.py).
            (("host", N_("Host a game night")), ("digital", N_("At one screen"))),
            "host",
            N_("Host a game night: the table plays with its voices, the host's screen confirms. "
               "At one screen: every guess is picked from the names."),
        ),
    ),
)

PACKAGE = GamePackage(
    info=INFO,
    rules="boardgames_desktop.games.eselsbruecke.rules:GAME",
    bots="boardgames_desktop.games.eselsbruecke.ai:BOTS",
    view="boardgames_desktop.games.eselsbruecke.view",
    pnp="boardgames_desktop.games.eselsbruecke.pnp",
    simulate="boardgames_desktop.games.eselsbruecke.simulate",
)
