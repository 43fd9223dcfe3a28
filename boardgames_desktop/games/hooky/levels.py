"""Hooky's Normal and Hard bots: the careful bot's reasoning over every deal that
fits the clue log (:mod:`.careful`), asked to weigh more questions and to aim at
what the game pays most for: naming all three truants after round 6.

Both read the deals of the seat's view (:class:`~.careful.Posterior`) and fold
them, for each other hand, into a small table: (that hand's unknown cards, the
letters no hand holds) -> weight. A question to that player splits the table by
the answer it would get; a peek at that player splits it by the card seen. A
split is worth

* the expected correct letters of the best truant guess after it (top three
  letters of each part), in points of the next truant guess, and
* ``JOINT`` times the chance that the letters no hand holds are then known
  exactly (the chance of naming all three truants, once the playground is up).

Normal reads fewer deals (300 samples, 600 hands a player listed where they
cannot all be), weighs the 6 questions of its 40-word shortlist that split the
hands most, and reveals a card only as the careful bot does (one the table can
more likely than not work out already). Hard reads the deal space's full sample,
screens its 60-word shortlist also by the letters that may be in a hand or be a
truant (the answer tells which), weighs all 60, peeks whenever the peek pays
half a point, counts knowing all three truants twice as much as Normal does
(``JOINT``), and in round 6 names the three letters most likely to be the
truants *together*. Each stops weighing when 60 % of its level's time is spent
(in CPU time on this machine the slowest decision takes about 0.15 s for Normal
and 0.4 s for Hard, so the clock cuts in only when the machine is busy),
and never asks what the real rules refuse (the careful bot's check).
"""

from __future__ import annotations

import functools
import time
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from ...core.game import Advice, BotTurn, Game, Level
from .actions import Ask, GuessTruants, RevealAndPeek
from .advice import why
from .careful import CarefulBot, Posterior, _entropy, _unknown_weights, public_hand_odds
from .data import LETTER_INDEX, LETTERS, TRUANT_GUESS_ROUNDS, TRUANT_POINTS
from .dealspace import bits
from .dictionary import common_words, letter_key

__all__ = ["HardBot", "NormalBot", "Split", "deal_table"]

#: (a hand's unknown cards, the letters no hand holds) -> weight
Table = dict[tuple[int, int], float]


def deal_table(post: Posterior, seat: int) -> Table:
    """The deals folded for one other hand (see the module doc)."""
    i = post.seats.index(seat)
    table: Table = defaultdict(float)
    for w, hands in post.deals:
        used = 0
        for h in hands:
            used |= h
        table[hands[i], post.unknown_mask & ~used] += w
    return dict(table)


class Split:
    """The letters no hand holds, weighed in the parts of a split of the deals."""

    def __init__(self, post: Posterior) -> None:
        self.post = post
        self.parts: dict[Any, dict[int, float]] = {}

    def add(self, part: Any, left: int, weight: float) -> None:
        got = self.parts.setdefault(part, {})
        got[left] = got.get(left, 0.0) + weight

    def value(self) -> tuple[float, float]:
        """(expected correct letters of the best truant guess, chance of knowing
        the letters no hand holds exactly), after learning the part."""
        hits = joint = 0.0
        for lefts in self.parts.values():
            row = [0.0] * 26
            for left, w in lefts.items():
                for b in bits(left):
                    row[b] += w
            hits += sum(sorted(row, reverse=True)[:3])
            joint += max(lefts.values())
        total = self.post.total
        return hits / total * self.post.truant_share, joint / total


#: A word as three masks: its letters once, twice, three times or more (the answer
#: of a hand ``h`` is ``sum((h & m).bit_count() for m in masks)``).
Masks = tuple[int, int, int]


def word_masks(word: str, unknown: int) -> Masks:
    """``word``'s still unknown letters as :data:`Masks` (known letters count the same in every deal)."""
    ones = twos = threes = 0
    for b, c in _unknown_weights(word, unknown).items():
        bit = 1 << b
        ones |= bit
        if c >= 2:
            twos |= bit
        if c >= 3:
            threes |= bit
    return ones, twos, threes


def _answer(hand: int, masks: Masks) -> int:
    return (hand & masks[0]).bit_count() + (hand & masks[1]).bit_count() + (hand & masks[2]).bit_count()


@functools.cache
def _vocabulary() -> tuple[tuple[str, str, tuple[tuple[int, int], ...]], ...]:
    """The bots' words with their letter keys and (letter, occurrences squared) pairs."""
    out = []
    for w in common_words():
        counts: dict[int, int] = {}
        for ch in w:
            counts[LETTER_INDEX[ch]] = counts.get(LETTER_INDEX[ch], 0) + 1
        out.append((w, letter_key(w), tuple((b, c * c) for b, c in counts.items())))
    return tuple(out)


class NormalBot(CarefulBot):
    """The careful bot weighing its questions by the split they make of the deals."""

    name = "bot:normal"
    level = Level.NORMAL
    SHORTLIST = 40
    #: questions weighed by their split (the quick screen's best first)
    WEIGH = 6
    #: the chance of knowing all three truants, in points
    JOINT = 10.0
    #: Hard also screens words by how open their letters' truant question is
    TRUANT_SCREEN = 0.0
    #: peek whenever it pays (Hard) or only as the careful bot does
    EAGER_PEEKS = False
    #: in round 6, name the likeliest three together (Hard) or the three likeliest letters
    JOINT_GUESS = False
    #: of the level's seconds, what weighing may spend (the rest is for reading the deals);
    #: None: no clock, the budget alone (reproducible, for tests)
    TIME_SHARE: float | None = 0.6
    SAMPLES: int | None = 300
    LIST_CAP: int | None = 600

    def __init__(self, game: Game, seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self._deadline: float | None = None
        self._tables: tuple[Any, dict[int, Table]] | None = None

    def choose(self, turn: BotTurn) -> Any:
        seconds = self.level.seconds
        share = self.TIME_SHARE
        self._deadline = None if seconds is None or share is None else time.perf_counter() + seconds * share
        return super().choose(turn)

    def _late(self) -> bool:
        return self._deadline is not None and time.perf_counter() > self._deadline

    def table(self, post: Posterior, seat: int) -> Table:
        if self._tables is None or self._tables[0] is not post:
            self._tables = (post, {})
        got = self._tables[1].get(seat)
        if got is None:
            got = self._tables[1][seat] = deal_table(post, seat)
        return got

    def advise(self, turn: BotTurn) -> Advice:
        """The move, and one line of why in the game's words (:mod:`.advice`)."""
        action = self.choose(turn)
        return Advice(action, why(self, turn.view, action))

    def lefts(self, post: Posterior) -> dict[int, float]:
        """The letters no hand holds -> weight, over the deals."""
        out: dict[int, float] = defaultdict(float)
        for (_h, left), w in (self.table(post, post.seats[0]).items() if post.seats else ()):
            out[left] += w
        return out

    def joint_now(self, post: Posterior) -> float:
        """The chance of knowing the letters no hand holds exactly, now."""
        lefts = self.lefts(post)
        return max(lefts.values()) / post.total if lefts else 1.0

    def worth(self, split: Split, view: Mapping[str, Any]) -> float:
        """A split's worth in points (see the module doc)."""
        hits, joint = split.value()
        return hits * TRUANT_POINTS[_next_guess(view)] + self.JOINT * joint

    # -- questions ----------------------------------------------------------------------------
    def _question(self, view: Mapping[str, Any]) -> Ask:
        post = self.posterior(view)
        targets = list(post.seats)
        used = {letter_key(c["word"]) for c in view["clues"]}
        shortlist = self._screen(post, targets, used) if targets else []
        if not shortlist:
            return super()._question(view)
        scored = []
        hands: dict[int, dict[int, float]] = {}
        for t in targets:
            by_hand: dict[int, float] = defaultdict(float)
            for (h, _left), wt in self.table(post, t).items():
                by_hand[h] += wt
            hands[t] = by_hand
        for w, t in shortlist:
            masks = word_masks(w, post.unknown_mask)
            groups: dict[int, float] = defaultdict(float)
            for h, wt in hands[t].items():
                groups[_answer(h, masks)] += wt
            scored.append((_entropy(groups), w, t))
        scored.sort(key=lambda x: (-x[0], x[1], x[2]))
        best: tuple[float, str, int] | None = None
        for ent, w, t in scored[: self.WEIGH]:
            if best is not None and self._late():
                break
            value = self.worth(self.question_split(post, w, t), view) + 0.02 * ent
            if best is None or value > best[0]:
                best = (value, w, t)
        assert best is not None
        return Ask(best[2], best[1])

    def question_split(self, post: Posterior, word: str, target: int) -> Split:
        masks = word_masks(word, post.unknown_mask)
        split = Split(post)
        for (h, left), w in self.table(post, target).items():
            split.add(_answer(h, masks), left, w)
        return split

    def _screen(self, post: Posterior, targets: list[int], used: set[str]) -> list[tuple[str, int]]:
        """The careful bot's quick screen (how much the answer may vary), where Hard
        also counts how open each letter's truant question is."""
        truant = post.p_truant
        screened: list[tuple[float, str, int]] = []
        for t in targets:
            p = post.p_in[t]
            # a letter that may be in this hand or a truant: the answer tells which
            var = [p[b] * (1 - p[b]) + self.TRUANT_SCREEN * 4 * p[b] * truant[b] for b in range(26)]
            for w, key, pairs in _vocabulary():
                score = 0.0
                for b, cc in pairs:
                    score += cc * var[b]
                if score > 0 and key not in used:
                    screened.append((score, w, t))
        screened.sort(key=lambda x: -x[0])
        out: list[tuple[str, int]] = []
        seen: set[tuple[str, int]] = set()
        for _score, w, t in screened:
            pair = (letter_key(w), t)
            if pair in seen:
                continue
            seen.add(pair)
            out.append((w, t))
            if len(out) >= self.SHORTLIST:
                break
        return out

    # -- reveal and peek ----------------------------------------------------------------------
    def _reveal_and_peek(self, view: Mapping[str, Any]) -> RevealAndPeek | None:
        """Reveal the card the table can most likely work out already and peek where
        it pays most, when that is worth ``REVEAL_PAYS`` points; Normal only reveals a
        card the table more likely than not knows (the careful bot's rule)."""
        me = view["seat"]
        mine = [ch for ch in view["hand"] if ch not in view["revealed"][me]]
        if not mine:
            return None
        post = self.posterior(view)
        if sum(sorted(post.p_truant, reverse=True)[:3]) >= 2.9:
            return None  # nothing left to learn about the truants
        best = self.best_peek(post, view)
        if best is None or best[0] < self.REVEAL_PAYS:
            return None
        public = public_hand_odds(view, me, self.rng)
        letter = max(mine, key=lambda ch: (public.get(ch, 0.0), ch))
        if not self.EAGER_PEEKS and public.get(letter, 0.0) < self.REVEAL_IF_PUBLIC:
            return None
        return RevealAndPeek(letter, best[1])

    def best_peek(self, post: Posterior, view: Mapping[str, Any]) -> tuple[float, int] | None:
        """(what a peek is worth in points, at whom) for the best peek, or None."""
        k = view["hand_size"]
        base = Split(post)
        for (_h, left), w in self.table(post, post.seats[0]).items() if post.seats else ():
            base.add(None, left, w)
        now = self.worth(base, view)
        best = None
        for t in post.seats:
            face_down = k - len(view["revealed"][t])
            if face_down <= 0:
                continue
            split = Split(post)
            for (h, left), w in self.table(post, t).items():
                cards = bits(h)
                for x in cards:
                    split.add(x, left, w / face_down)
                if len(cards) < face_down:  # a card already known: nothing learnt
                    split.add(None, left, w * (face_down - len(cards)) / face_down)
            gain = self.worth(split, view) - now
            if best is None or gain > best[0]:
                best = (gain, t)
        return best

    # -- truants ------------------------------------------------------------------------------
    def _choose(self, view: Mapping[str, Any]) -> Any:
        if view["phase"] == "truants" and self.JOINT_GUESS and view["round"] == TRUANT_GUESS_ROUNDS[-1]:
            post = self.posterior(view)
            if post.k.free[post.k.players] == 0 and post.seats:  # the letters no hand holds are the truants
                lefts = self.lefts(post)
                best = max(lefts, key=lambda m: (lefts[m], -m))
                letters = sorted(LETTERS[b] for b in bits(best))
                if len(letters) == 3:
                    return GuessTruants(view["round"], "".join(letters))
        return super()._choose(view)


class HardBot(NormalBot):
    """Normal's reasoning with four times the questions weighed and eager peeks."""

    name = "bot:hard"
    level = Level.HARD
    SHORTLIST = 60
    WEIGH = 60
    TRUANT_SCREEN = 1.0
    EAGER_PEEKS = True
    JOINT_GUESS = True
    #: twice Normal's: Hard plays for the round-6 guess of all three truants (97 % of
    #: 100 games against random askers with 20, 86-90 % with 10; bench/strength_hooky.py)
    JOINT = 20.0
    REVEAL_PAYS = 0.5
    SAMPLES = None
    LIST_CAP = None


def _next_guess(view: Mapping[str, Any]) -> int:
    """The round of the next truant guess (round 6's once the guesses are all past)."""
    return next((r for r in TRUANT_GUESS_ROUNDS if r >= view["round"]), TRUANT_GUESS_ROUNDS[-1])
