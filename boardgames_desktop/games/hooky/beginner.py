"""Hooky's Easy bot: a beginner's habits, from the seat's view alone.

A person new to Hooky keeps a worksheet of the obvious only, and not of every
clue. This bot does the same:

* It remembers what it saw (its hand, the face-up cards, the playground cards
  turned up, its own peeks), but of the clue log only about two clues in three
  (which ones it forgot is fixed for the game, as a person's sheet is).
* From a clue it draws the two obvious conclusions only: an answer of nothing
  (beyond the letters it knows are there) rules the word's other letters out of
  that hand; an answer that counts every such letter puts them all in it. Other
  answers leave a vague "maybe", shared among the word's open letters.
* A letter it has not seen is the more suspect a truant the more hands it was
  ruled out of, and the less it looks like being in one; it names the three most
  suspect (ties broken by chance).
* It opens with any common word holding a letter of its hand (not the one that
  gives least away), asks a common word with many letters it has not placed, of
  a player chosen at random, and now and then reveals a card and peeks, without
  weighing what the peek is worth.
* At the end it writes each hand from what it saw and the letters it placed
  there, filled up with the likeliest "maybe" letters.

It answers at once (no deals are weighed).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.game import Bot, BotTurn, Game, Level
from .actions import Ask, GuessHands, GuessTruants, OpeningClue, RevealAndPeek
from .careful import _decision_rng, _fallback, _seen
from .data import LETTERS, REVEAL_FROM_ROUND
from .dictionary import common_words, letter_key, word_problem

__all__ = ["EasyBot", "Notes"]

#: the share of clues a beginner keeps in mind
REMEMBERS = 0.65
#: how often it reveals a card and peeks, when it may
PEEKS = 0.2
#: words it looks at before asking one (the first that comes to mind is seldom best)
WORDS_TRIED = 12


class Notes:
    """A beginner's worksheet: the seen letters and the obvious marks of the clues it kept."""

    def __init__(self, view: Mapping[str, Any], keep: Any) -> None:
        n = view["players"]
        self.players = n
        self.me = view["seat"]
        self.place: dict[str, int] = dict.fromkeys(view.get("hand") or (), self.me)
        for s, cards in enumerate(view["revealed"]):
            self.place.update(dict.fromkeys(cards, s))
        self.playground = set(view["playground_revealed"])
        for p in view["peeks"]:
            if p.get("letter"):
                self.place[p["letter"]] = p["target"]
        self.ruled_out: dict[str, set[int]] = {ch: set() for ch in LETTERS}
        self.placed: dict[str, set[int]] = {ch: set() for ch in LETTERS}
        self.maybe: dict[str, list[float]] = {ch: [0.0] * n for ch in LETTERS}
        for i, clue in enumerate(view["clues"]):
            if clue.get("answer") is None or not keep(i):
                continue
            self._note(clue["asked"], clue["word"], clue["answer"])

    def _note(self, seat: int, word: str, answer: int) -> None:
        there = sum(1 for ch in word if self.place.get(ch) == seat)
        open_letters = [ch for ch in word if ch not in self.place and ch not in self.playground]
        need = answer - there
        if not open_letters:
            return
        if need <= 0:
            for ch in open_letters:
                self.ruled_out[ch].add(seat)
        elif need >= len(open_letters):
            for ch in open_letters:
                self.placed[ch].add(seat)
        else:
            for ch in open_letters:
                self.maybe[ch][seat] += need / len(open_letters)

    def unseen(self) -> list[str]:
        return [ch for ch in LETTERS if ch not in self.place and ch not in self.playground]

    def suspicion(self, ch: str) -> float:
        return len(self.ruled_out[ch]) - 2.0 * len(self.placed[ch]) - sum(self.maybe[ch])

    def likely_in(self, ch: str, seat: int) -> float:
        if self.place.get(ch) == seat or seat in self.placed[ch]:
            return 10.0
        if seat in self.ruled_out[ch]:
            return -10.0
        return self.maybe[ch][seat]


class EasyBot(Bot):
    """Plays Hooky the way a beginner does (see the module doc)."""

    name = "bot:easy"
    level = Level.EASY

    def __init__(self, game: Game, seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self._memory = random.Random(seed * 1_000_033 + seat * 7717 + 5)
        self._kept: list[bool] = []

    def _keep(self, index: int) -> bool:
        while len(self._kept) <= index:
            self._kept.append(self._memory.random() < REMEMBERS)
        return self._kept[index]

    def choose(self, turn: BotTurn) -> Any:
        view = turn.view
        rng = _decision_rng(turn)
        if view["mode"] != "app" or view.get("hand") is None:
            return _fallback(turn, rng)
        action = self._choose(view, rng)
        return action if action is not None else _fallback(turn, rng)

    def _choose(self, view: Mapping[str, Any], rng: random.Random) -> Any:
        phase = view["phase"]
        notes = Notes(view, self._keep)
        if phase == "opening":
            return self._opening(view, rng)
        if phase == "question":
            peek = self._peek(view, rng)
            return peek if peek is not None else self._ask(view, notes, rng)
        if phase == "truants":
            unseen = notes.unseen()
            rng.shuffle(unseen)
            unseen.sort(key=notes.suspicion, reverse=True)
            return GuessTruants(view["round"], "".join(sorted(unseen[:3])))
        if phase == "final":
            return self._hands(view, notes, rng)
        return None

    @staticmethod
    def _allowed(word: str, view: Mapping[str, Any]) -> bool:
        return word_problem(word, [c["word"] for c in view["clues"]], view["any_word"]) is None

    def _opening(self, view: Mapping[str, Any], rng: random.Random) -> OpeningClue | None:
        hand = set(view["hand"])
        vocab = common_words()[:3000]
        for _ in range(2000):
            w = vocab[rng.randrange(len(vocab))]
            if any(ch in hand for ch in w) and self._allowed(w, view):
                return OpeningClue(w)
        return None

    def _ask(self, view: Mapping[str, Any], notes: Notes, rng: random.Random) -> Ask | None:
        others = [s for s in range(view["players"]) if s != view["seat"]]
        target = rng.choice(others)
        vocab = common_words()[:3000]
        used = {letter_key(c["word"]) for c in view["clues"]}
        unseen = set(notes.unseen())
        best: tuple[int, str] | None = None
        tries = 0
        for _ in range(2000):
            w = vocab[rng.randrange(len(vocab))]
            if letter_key(w) in used or not self._allowed(w, view):
                continue
            score = len(set(w) & unseen)
            if best is None or score > best[0]:
                best = (score, w)
            tries += 1
            if tries >= WORDS_TRIED:
                break
        return Ask(target, best[1]) if best is not None else None

    @staticmethod
    def _peek(view: Mapping[str, Any], rng: random.Random) -> RevealAndPeek | None:
        if not view["may_reveal"] or view["revealed_this_turn"] or view["round"] < REVEAL_FROM_ROUND:
            return None
        me = view["seat"]
        mine = [ch for ch in view["hand"] if ch not in view["revealed"][me]]
        targets = [s for s in range(view["players"])
                   if s != me and len(view["revealed"][s]) < view["hand_size"]]
        if not mine or not targets or rng.random() >= PEEKS:
            return None
        return RevealAndPeek(rng.choice(mine), rng.choice(targets))

    @staticmethod
    def _hands(view: Mapping[str, Any], notes: Notes, rng: random.Random) -> GuessHands:
        k = view["hand_size"]
        seen = _seen(view)
        guesses = []
        for s in range(view["players"]):
            if s == view["seat"]:
                guesses.append("")
                continue
            pool = [ch for ch in LETTERS if ch not in seen or notes.place.get(ch) == s]
            rng.shuffle(pool)
            pool.sort(key=lambda ch: notes.likely_in(ch, s), reverse=True)
            guesses.append("".join(sorted(pool[:k])))
        return GuessHands(tuple(guesses))
