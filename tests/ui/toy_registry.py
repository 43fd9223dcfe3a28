"""Games declared for the launcher and CLI tests, registered as real games are.

Each is only a :class:`GameInfo` (and bots, a simulation): what the launcher and
the command line read before a game's rules are imported. :func:`register`
puts them in the one registry for a test, in place of the real games.
"""

from __future__ import annotations

import argparse
import sys
import types
from typing import Any, ClassVar

from boardgames_desktop import games
from boardgames_desktop.core.game import Bot, BotKind, Game, GameInfo, Hidden, Mode, Option
from boardgames_desktop.core.registry import GamePackage
from boardgames_desktop.core.simulate import Simulation

#: Eselsbrücke's shape: 3 to 12 people, teams of two above six.
TEAMS = GameInfo(
    id="toy-teams", title="Toy teams", description="A test game for many people, in teams above six.",
    min_people=3, max_people=12, team_above=6,
    options=(Option("rounds", "Rounds", ((1, "One round"), (3, "Three rounds")), 1),),
)
#: Twelve people, one seat each: the most seats the palette must hold.
CROWD = GameInfo(
    id="toy-crowd", title="Toy crowd", description="A test game for up to twelve, everyone alone.",
    min_people=2, max_people=12,
)
#: Two seats with secrets and two modes, like Hooky's app and companion modes.
DUO = GameInfo(
    id="toy-duo", title="Toy duo", description="A test game for two with secrets and two modes.",
    min_people=2, max_people=2, hidden=Hidden.PER_SEAT,
    modes=(Mode("app", "In the app", "The app deals and keeps score."),
           Mode("companion", "Companion", "You play with the printed game; the app keeps notes.")),
    options=(Option("mode", "Mode", (("app", "In the app"), ("companion", "Companion")), "app"),
             Option("speed", "Speed", (("calm", "Calm"), ("brisk", "Brisk")), "calm")),
)
#: A game nobody wrote a bot for.
LONELY = GameInfo(id="toy-lonely", title="Toy lonely", description="A test game without bots.",
                  min_people=2, max_people=4)


class TeamRules(Game):
    """Just enough rules for a match to be made (set-up only)."""

    info = TEAMS

    def setup(self, seats: int, seed: int, options: Any) -> Any:
        return (seats, seed, options["rounds"])


RULES = TeamRules()


class IdleBot(Bot):
    def choose(self, turn: Any) -> Any:
        raise NotImplementedError


BOTS = (
    BotKind("bot:steady", "Bot (steady)", IdleBot),
    BotKind("bot:quick", "Bot (quick)", IdleBot),
)
NO_BOTS: tuple[BotKind, ...] = ()


# -- what a view part declares, for ``screenshot --what`` (no Qt needed to list it) ------------
class BoardView:
    screenshots: ClassVar[dict[str, str]] = {"worksheet": "the worksheet page instead of the table"}


class ProjectorBoard:
    screenshots: ClassVar[dict[str, str]] = {}


# -- a simulate part: its own option (the loop is core's) ----------------------------------------
RUNS: list[tuple[str, argparse.Namespace]] = []
DEFAULT_BOTS = ("steady",)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--flavour", default="plain", help="a game's own option (default plain)")


SIMULATION = Simulation(default_bots=DEFAULT_BOTS, add_arguments=add_arguments)


def record_run(game_id: str, args: argparse.Namespace) -> int:
    """Stands in for the core loop (these games have no rules to play): what the command line handed over."""
    RUNS.append((game_id, args))
    if args.flavour == "interrupt":
        raise KeyboardInterrupt
    print(f"played {args.games} games from seed {args.seed}")
    return 0


def register(monkeypatch, *infos: GameInfo, bots_path: str | None = None) -> list[str]:
    """Make ``infos`` the registered games for one test (real games leave it)."""
    packages = {}
    for info in infos:
        pkg = "_toy_" + info.id.replace("-", "_")
        module = types.ModuleType(f"{games.__name__}.{pkg}")
        module.PACKAGE = GamePackage(  # type: ignore[attr-defined]
            info,
            rules=f"{__name__}:RULES",
            bots=bots_path or (f"{__name__}:NO_BOTS" if info is LONELY else f"{__name__}:BOTS"),
            view=__name__,
            pnp="",  # no print set: printing leaves these games out
            simulate=__name__,
        )
        monkeypatch.setitem(sys.modules, module.__name__, module)
        packages[info.id] = pkg
    monkeypatch.setattr(games, "PACKAGES", packages)
    games.package.cache_clear()
    RUNS.clear()
    return list(packages)


def forget() -> None:
    """Drop what the registry cached about the toy games (after a test)."""
    games.package.cache_clear()
