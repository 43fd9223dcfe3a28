"""Simulated guessers for Eselsbrücke (at one screen): people with a memory.

A bot sees only its seat's views. What it saw face up (a story while it was
told, the thought-cloud card at set-up) it remembers picture by picture with
its kind's chance; holding a card of a story gives each forgotten picture of
that story a second, smaller chance (the card is the donkey's bridge). When it
guesses it names a remembered picture of the story being guessed that nobody
has named yet; remembering nothing, it names a picture at random, as a person
would rather than stay silent.

The bot must be shown the views it would see at the table: :meth:`observe`
takes every view of its seat (the simulation calls it after every action);
:meth:`choose` observes its own turn's view too.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Bot, BotKind, BotTurn, Game, View
from ...core.i18n import N_
from ...core.rng import Rng, seed_state
from .actions import Name, Take

#: The news of a guess of the thought-cloud card judged (a seat's own card goes there).
_CLOUD_JUDGED = ("cloud_right", "cloud_wrong", "cloud_timeout")


class MemoryBot(Bot):
    #: Chance to remember each picture of a story seen told.
    remember = 0.6
    #: Chance to recall a forgotten picture of a story on holding one of its cards.
    reminded = 0.3

    def __init__(self, game: Game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self.rng = Rng(seed_state(seed, f"eselsbruecke-bot-{seat}"))
        self.stories: dict[tuple[int, int], tuple[str, ...]] = {}   # what it saw, in full
        self.memory: dict[tuple[int, int], set[str]] = {}           # what it remembers
        self.cloud: str | None = None
        self.reminded_by: set[str] = set()
        self.tried: set[str] = set()            # wrong names in this guessing
        self.last_name: str | None = None
        self.guessing: tuple[int, int] | None = None
        self.held: str | None = None            # its hand card at the last view

    # -- what it sees ------------------------------------------------------------------
    def observe(self, view: View) -> None:
        self._see_shown(view)
        self._follow_guessing(view)
        for card in view.get("hand", ()):
            if card not in self.reminded_by:
                self._reminded(view, card)

    def _see_shown(self, view: View) -> None:
        """What lies face up: the thought-cloud card at set-up, a story while it is told."""
        phase = view["phase"]
        if phase == "cloud_shown" and view["showing"] and self.cloud is None:
            self.cloud = view["showing"][0] if self.rng.random() < self.remember else ""
        if phase == "tell":
            key = (view["active"], view["round"])
            if key not in self.stories:
                self.stories[key] = tuple(view["showing"])
                self.memory[key] = {p for p in view["showing"] if self.rng.random() < self.remember}

    def _follow_guessing(self, view: View) -> None:
        key = (view["active"], view["round"]) if view["phase"] in ("guess", "cloud_check") else None
        if key != self.guessing:
            self.guessing, self.tried = key, set()
        news = view["news"]
        if news and news["seat"] == self.seat and self.last_name is not None:
            self._own_guess_judged(news["kind"])
        elif news and news["kind"] in _CLOUD_JUDGED:
            self.cloud = ""                 # another seat's card lies there now
        self.held = (view.get("hand") or [None])[0]

    def _own_guess_judged(self, kind: str) -> None:
        assert self.last_name is not None
        if kind == "wrong":
            self.tried.add(self.last_name)
        if kind in _CLOUD_JUDGED and self.held:
            self.cloud = self.held      # its own card went onto the thought cloud
        self.last_name = None

    def _reminded(self, view: View, card: str) -> None:
        self.reminded_by.add(card)
        for key, story in self.stories.items():
            if card in story:
                self.memory[key].add(card)
                for picture in story:
                    if picture not in self.memory[key] and self.rng.random() < self.reminded:
                        self.memory[key].add(picture)

    # -- what it does ------------------------------------------------------------------
    def choose(self, turn: BotTurn) -> Any:
        view, legal = turn.view, turn.legal
        self.observe(view)
        assert isinstance(legal, list) and legal, "a bot is asked only when it has a move"
        takes = [a for a in legal if isinstance(a, Take)]
        if takes:
            return takes[self.rng.below(len(takes))]
        names = [a for a in legal if isinstance(a, Name)]
        if not names:
            return legal[0]
        choice = self._guess(view, {a.picture for a in names})
        self.last_name = choice
        return Name(choice)

    def _guess(self, view: View, allowed: set[str]) -> str:
        if view["cloud_case"]:
            if self.cloud and self.cloud in allowed:
                return self.cloud
        else:
            story = (view["active"], view["round"] - 2)
            known = sorted((self.memory.get(story, set()) & allowed) - self.tried - set(view["named"]))
            if known:
                return known[self.rng.below(len(known))]
        wild = sorted(allowed - self.tried)
        return wild[self.rng.below(len(wild))]


class SharpBot(MemoryBot):
    remember = 0.75
    reminded = 0.4


class DreamyBot(MemoryBot):
    remember = 0.4
    reminded = 0.2


BOTS = (
    BotKind("bot:sharp", N_("Guesser (sharp memory)"), SharpBot,
            N_("Remembers three pictures of a story in four.")),
    BotKind("bot:dreamy", N_("Guesser (dreamy)"), DreamyBot,
            N_("Remembers about two pictures of a story in five.")),
)
