"""...and then we held hands: a silent two-player cooperative game.

Only the declaration lives here, so listing the game imports no rules, bots or
Qt; the parts load on first use through :data:`PACKAGE`.
"""

from ...core.game import GameInfo, Hidden, Option
from ...core.i18n import N_
from ...core.registry import GamePackage

INFO = GameInfo(
    id="held-hands",
    title=N_("...and then we held hands"),
    native_title="然後我們牽起手",
    description=N_(
        "Two partners, no words. Move your hearts around three rings by playing "
        "emotion cards, keep your balance, and meet in the heart."
    ),
    min_people=2,
    max_people=2,
    # Both hands lie face up; only the deck order and the face-down goals are hidden.
    hidden=Hidden.FROM_ALL,
    tutorial=True,
    options=(
        Option(
            "first",
            N_("Who starts"),
            (("random", N_("Chosen at random")), (0, N_("Player 1")), (1, N_("Player 2"))),
            "random",
        ),
    ),
    # 2: a turn that only reveals a goal refills the hand at balance 0, as any turn.
    rules_version=2,
)

PACKAGE = GamePackage(
    info=INFO,
    rules="boardgames_desktop.games.held_hands.rules:GAME",
    bots="boardgames_desktop.games.held_hands.ai:BOTS",
    view="boardgames_desktop.games.held_hands.view",
    pnp="boardgames_desktop.games.held_hands.pnp",
    simulate="boardgames_desktop.games.held_hands.simulate",
)
