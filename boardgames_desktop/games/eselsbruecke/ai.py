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
:meth:`choose` observes its own turn's view too. A bot that did not watch a story
told (built mid-game: a loaded save, the hint) recalls it from what its seat's
view says the seat saw (``seen``), with the same chances, when it first looks.

The three levels are three memories of people (Level.EASY, NORMAL, HARD): Easy
forgets most of a story, as a player who does not yet link the pictures; Normal
keeps more than half; Hard nearly all, as someone who tells himself every story.
The old kinds (sharp, dreamy) stay as reference kinds.
"""

from __future__ import annotations

from typing import Any

from ...core.game import Advice, Bot, BotKind, BotTurn, Game, View, level_kinds
from ...core.i18n import N_, SeatName, T
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
        self._recall_seen(view)
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

    def _recall_seen(self, view: View) -> None:
        """What the seat saw but this bot did not watch (it came to the table later):
        remembered now with the same chances as if it had watched."""
        seen = view.get("seen")
        if not seen:
            return
        if self.cloud is None and seen["cloud"]:
            self.cloud = seen["cloud"] if self.rng.random() < self.remember else ""
        key = _story_key(view)
        if key is not None and seen["story"] and key not in self.stories:
            self.stories[key] = tuple(seen["story"])
            self.memory[key] = {p for p in seen["story"] if self.rng.random() < self.remember}

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


    # -- the hint ----------------------------------------------------------------------
    def advise(self, turn: BotTurn) -> Advice:
        """The picture this guesser would name, from what the seat saw (its view's
        ``seen``: the story being guessed as it was told, the thought-cloud card),
        and why in the game's words. What it remembers comes first; where its
        memory fails it looks again at what the seat saw, as a hint should."""
        view, legal = turn.view, turn.legal
        self.observe(view)
        assert isinstance(legal, list) and legal, "a hint is asked only when the seat has a move"
        takes = [a for a in legal if isinstance(a, Take)]
        allowed = {a.picture for a in legal if isinstance(a, Name)}
        teller = SeatName(view["active"])
        if takes:
            return Advice(takes[0], T("Everyone holding a card has missed: take one to look at it, then name "
                                      "a card of {who}'s story.", who=teller))
        if not allowed:
            return Advice(self.choose(turn), None)
        seen = view.get("seen") or {"story": [], "cloud": None}
        if view["cloud_case"]:
            card = seen["cloud"] or self.cloud
            if card and card in allowed:
                return Advice(Name(card), T("The last card is yours: name the thought-cloud card, "
                                            "which you saw go there."))
            return Advice(Name(self._guess(view, allowed)),
                          T("The last card is yours and you did not see the thought-cloud card: "
                            "any name is a guess."))
        story = list(seen["story"])
        left = [p for p in story if p in allowed and p not in self.tried and p not in view["named"]]
        key = _story_key(view)
        remembered = self.memory.get(key, set()) if key is not None else set()
        if left:
            picture = next((p for p in left if p in remembered), left[0])
            place = min(story.index(picture), len(_SAW_IT) - 1)
            return Advice(Name(picture), T(_SAW_IT[place], who=teller))
        penalty = int(view["penalty"])
        return Advice(Name(self._guess(view, allowed)),
                      T("Nothing of {who}'s story is left that you saw: any name is a guess "
                        "(a miss costs {n}).", who=teller, n=penalty))


def _story_key(view: View) -> tuple[int, int] | None:
    """The story being guessed now: (storyteller, the round it was told)."""
    if view["phase"] not in ("guess", "cloud_check"):
        return None
    return view["active"], view["round"] - 2


#: Where in the story as it was told the seat saw a picture (stories have at most five).
_SAW_IT = (N_("You saw it first in {who}'s story."), N_("You saw it second in {who}'s story."),
           N_("You saw it third in {who}'s story."), N_("You saw it fourth in {who}'s story."),
           N_("You saw it fifth in {who}'s story."))


class EasyBot(MemoryBot):
    """A beginner: keeps about one picture of a story in three, and seldom more on
    holding one of its cards."""

    remember = 0.35
    reminded = 0.2


class NormalBot(MemoryBot):
    """An ordinary memory: three pictures in five, a card held brings a few back."""

    remember = 0.6
    reminded = 0.3


class HardBot(MemoryBot):
    """A trained memory: nine pictures in ten, and a card held brings most of the rest back."""

    remember = 0.9
    reminded = 0.6


class SharpBot(MemoryBot):
    remember = 0.75
    reminded = 0.4


class DreamyBot(MemoryBot):
    remember = 0.4
    reminded = 0.2


BOTS = level_kinds(
    EasyBot, NormalBot, HardBot,
    reference=(
        BotKind("bot:sharp", N_("Guesser (sharp memory)"), SharpBot,
                N_("Remembers three pictures of a story in four.")),
        BotKind("bot:dreamy", N_("Guesser (dreamy)"), DreamyBot,
                N_("Remembers about two pictures of a story in five.")),
    ),
)
