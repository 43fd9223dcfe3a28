"""Toy cards: a small, complete game on protocol v2, the living example.

The shell's tests play it, and ``docs/adding-a-game.md`` walks through it. It
uses every part of the contract a real game may need:

- declared :class:`GameInfo`: 2 to 12 people, teams of two above six, secrets
  per seat, chance, two modes, set-up options;
- per-seat secrets (each seat holds two cards), chance (the deck), a
  ``TABLE`` action (in host mode the table confirms the end of each round), an
  ``ANY_SEAT`` note logged for its actor only, a ``SECRET``-logged swap, a
  deadline (an optional time limit per turn, after which the seat passes),
  refusals in a player's words, ``determinize`` and ``chance_outcomes`` for
  the bots, ``describe`` built from views only;
- two bots (``ai.py``), a Qt board and projector board (``view/``), a print
  set (``pnp.py``).

Its files are the table of ``docs/adding-a-game.md``, every game's shape:
``data``, ``state``, ``actions``, ``rules`` (one ``ActionSpec`` per action
type, with its phases, its ``refuse`` from ``refusals.py`` and its ``apply``
from ``effects.py``), ``views``, ``describe``, ``invariants``, ``rules_text``,
``ai``, ``simulate``, ``view/`` and ``pnp``.

``leaky.py`` holds deliberately broken variants that put a secret where the
public can read it; the leak tests must catch them.

This ``__init__`` holds only the declaration, as a game package's does: the
launcher can list the game without importing its rules, bots or Qt.
"""

from __future__ import annotations

from boardgames_desktop.core.game import N_, GameInfo, Hidden, Mode, Option
from boardgames_desktop.core.registry import GamePackage

GAME_ID = "toy-cards"

INFO = GameInfo(
    id=GAME_ID,
    title=N_("Toy cards"),
    description=N_("Beat the top card, keep your hand secret, and guess what the others hold."),
    min_people=2,
    max_people=12,
    hidden=Hidden.PER_SEAT,
    team_above=6,
    modes=(
        Mode("app", N_("All in the app")),
        Mode("host", N_("With a host"), N_("The table confirms the end of every round."), host=True),
    ),
    options=(
        Option("mode", N_("Mode"), (("app", N_("All in the app")), ("host", N_("With a host"))), "app"),
        Option("rounds", N_("Rounds"), ((2, "2"), (3, "3"), (4, "4")), 3),
        Option(
            "timer",
            N_("Time for a turn"),
            ((0, N_("No limit")), (10, N_("10 seconds")), (20, N_("20 seconds")), (30, N_("30 seconds"))),
            0,
            help=N_("When the time runs out, the seat passes."),
        ),
    ),
)

# Module paths as the tests import them (``tests/`` is on sys.path under pytest).
PACKAGE = GamePackage(
    INFO,
    rules="toy.rules:GAME",
    bots="toy.ai:BOTS",
    view="toy.view",
    pnp="toy.pnp",
    simulate="toy.simulate",
)
