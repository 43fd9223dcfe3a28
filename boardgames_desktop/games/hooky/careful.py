"""Hooky's reasoning bots (the levels are in :mod:`.ai`). They see their seat's
view (a :class:`~boardgames_desktop.core.game.BotTurn`), never the state, and
plan with the rules' own pieces: the deals that fit the clue log come from
:mod:`.dealspace` (the sampler behind ``Hooky.determinize``),
words are judged by :func:`.dictionary.word_problem`, and the careful bot's move is
checked with the real ``refusal`` on a state drawn from its own deals.

``bot:careful`` reasons like a careful player with a perfect worksheet:

1. From the view it reads what is certain (own hand, face-up cards, the
   playground cards turned up, its own peeks) and narrows every unknown
   letter's possible places by constraint propagation (:mod:`.worksheet`).
2. For every other hand it counts, with a small dynamic programme, the hands
   that fit every answer that player gave, and lists them (or draws a
   uniform sample when there are too many) (:class:`.dealspace.HandSpace`).
3. It combines the hands into whole deals with no letter twice (all of them
   when few, else sequential importance sampling); every deal that fits the
   clue log is equally likely, and the letters no hand holds are the
   playground's and the truants', each equally likely a truant
   (:class:`.dealspace.DealSpace`).
4. From those deals it takes the probability of every letter being in every
   hand and being a truant, and guesses the most likely truants and hands;
   it asks the word and player whose answer is expected to sharpen its
   truant guess the most; it reveals a card and peeks when the table can
   more likely than not work out the card it shows and the peek is expected
   to add points to its next truant guess. (Measured in simulated 4-player
   games with two random bots: peeking this way scores about two points a
   game more, and names all three truants a few percent more often, than a
   careful bot that never peeks at the same table; the price is the last
   tie-break, fewest cards revealed, so head to head it wins no more often.)

``bot:random`` asks random words and guesses at random among the letters it
has not seen: the baseline.

Bots play app mode only: in companion mode the app knows no hand to reason
from (the table types in the clue log), so a bot seat writes one of the
rules' suggested guesses.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import Bot, BotTurn, Game, TooMany
from .actions import Ask, GuessHands, GuessTruants, OpeningClue, RevealAndPeek
from .data import LETTER_INDEX, LETTERS, TRUANT_GUESS_ROUNDS, TRUANT_POINTS
from .dealspace import DealSpace, HandSpace, bits, letters_of, mask_of_bits
from .dictionary import common_words, letter_key, word_problem
from .views import determinize
from .worksheet import Knowledge, deduce

_bits = bits
_letters = letters_of
_mask_from_bits = mask_of_bits

__all__ = ["CarefulBot", "HandSpace", "Posterior", "RandomBot", "peek_gain", "public_hand_odds"]


# -- what the deals say ----------------------------------------------------------------------
class Posterior(DealSpace):
    """The deals that fit a view (see :class:`.dealspace.DealSpace`) and the
    probabilities they imply: of every letter in every hand, of every letter
    being a truant."""

    def __init__(self, view: Mapping[str, Any], rng: random.Random, samples: int | None = None,
                 list_cap: int | None = None) -> None:
        super().__init__(view, rng, samples, list_cap)
        self._marginals()

    def _marginals(self) -> None:
        n = self.k.players
        total = sum(w for w, _ in self.deals) or 1.0
        self.total = total
        p_in = [[0.0] * 26 for _ in range(n)]
        p_left = [0.0] * 26
        for w, hands in self.deals:
            used = 0
            for s, h in zip(self.seats, hands):
                used |= h
                row = p_in[s]
                for b in _bits(h):
                    row[b] += w
            for b in _bits(self.unknown_mask & ~used):
                p_left[b] += w
        for s in range(n):
            row = p_in[s]
            for b in range(26):
                row[b] /= total
            for b in _bits(self.known_in[s]):
                row[b] = 1.0
        self.p_in = p_in
        self.p_truant = [0.0] * 26
        for b in range(26):
            self.p_truant[b] = p_left[b] / total * self.truant_share
        for ch, loc in self.k.known.items():
            if loc == n + 1:
                self.p_truant[LETTER_INDEX[ch]] = 1.0

    # -- questions about the deals ------------------------------------------------------
    def hand_distribution(self, seat: int) -> dict[int, float]:
        """The unknown part of ``seat``'s hand -> probability."""
        i = self.seats.index(seat)
        dist: dict[int, float] = defaultdict(float)
        for w, hands in self.deals:
            dist[hands[i]] += w / self.total
        return dist

    def truant_guess(self) -> str:
        best = sorted(range(26), key=lambda b: (-self.p_truant[b], b))[:3]
        return "".join(sorted(LETTERS[b] for b in best))

    def hand_guess(self, seat: int, size: int) -> str:
        known = self.known_in[seat]
        if seat not in self.seats:
            return _letters(known)
        room = size - len(_bits(known))
        p = self.p_in[seat]
        dist = self.hand_distribution(seat)
        candidates = []
        top = sorted(_bits(self.unknown_mask), key=lambda b: (-p[b], b))[:room]
        candidates.append(_mask_from_bits(top))
        for h, _pr in sorted(dist.items(), key=lambda kv: -kv[1])[:5]:
            candidates.append(h)

        def value(h: int) -> float:
            return sum(p[b] for b in _bits(h)) + dist.get(h, 0.0)

        best = max(candidates, key=lambda h: (value(h), -h))
        return _letters(known | best)



def _entropy(weights: Mapping[int, float]) -> float:
    total = sum(weights.values())
    if total <= 0:
        return 0.0
    return -sum(w / total * math.log2(w / total) for w in weights.values() if w > 0)


# -- the bots ------------------------------------------------------------------------------
def _used_keys(view: Mapping[str, Any]) -> set[str]:
    return {letter_key(c["word"]) for c in view["clues"]}


def _asked(view: Mapping[str, Any]) -> list[str]:
    return [c["word"] for c in view["clues"]]


def _seen(view: Mapping[str, Any]) -> set[str]:
    out = set(view.get("hand") or ())
    for cards in view["revealed"]:
        out.update(cards)
    out.update(view["playground_revealed"])
    out.update(p["letter"] for p in view["peeks"] if p.get("letter"))
    return out


def _decision_rng(turn: BotTurn) -> random.Random:
    """The bot's own random choices for this decision, from the turn's seeded stream."""
    return random.Random(turn.rng.next64())


def _fallback(turn: BotTurn, rng: random.Random) -> Any:
    """A listed legal move, or one of the rules' suggestions for a state drawn
    from the view (where the legal moves cannot be listed)."""
    legal = turn.legal
    if isinstance(legal, TooMany):
        state = turn.game.determinize(turn.view, turn.seat, turn.rng)
        legal = turn.game.suggestions(state, turn.seat, 40)
    if not legal:
        raise ValueError("a bot was asked to move with no legal move")
    return legal[rng.randrange(len(legal))]


def _allowed(word: str, view: Mapping[str, Any]) -> bool:
    return word_problem(word, _asked(view), view["any_word"]) is None


class RandomBot(Bot):
    """Asks random words; guesses at random among the letters it has not seen."""

    name = "bot:random"

    def choose(self, turn: BotTurn) -> Any:
        view = turn.view
        rng = _decision_rng(turn)
        if view["mode"] != "app":
            return _fallback(turn, rng)
        phase = view["phase"]
        if phase in ("opening", "question"):
            word = self._clue(view, rng)
            return word if word is not None else _fallback(turn, rng)
        unseen = [ch for ch in LETTERS if ch not in _seen(view)]
        if phase == "truants":
            return GuessTruants(view["round"], "".join(sorted(rng.sample(unseen, 3))))
        if phase == "final":
            return self._hand_guesses(view, unseen, rng)
        return _fallback(turn, rng)

    @staticmethod
    def _clue(view: Mapping[str, Any], rng: random.Random) -> OpeningClue | Ask | None:
        """A random common word: the opening's holds a letter of the hand; a question
        asks a random other seat. None when 2,000 tries find no word allowed."""
        vocab = common_words()
        if view["phase"] == "opening":
            hand = set(view["hand"])
            for _ in range(2000):
                w = vocab[rng.randrange(len(vocab))]
                if any(ch in hand for ch in w) and _allowed(w, view):
                    return OpeningClue(w)
            return None
        targets = [s for s in range(view["players"]) if s != view["seat"]]
        for _ in range(2000):
            w = vocab[rng.randrange(len(vocab))]
            if _allowed(w, view):
                return Ask(rng.choice(targets), w)
        return None

    @staticmethod
    def _hand_guesses(view: Mapping[str, Any], unseen: list[str], rng: random.Random) -> GuessHands:
        """Each other hand: its face-up cards, filled up with random unseen letters."""
        k = view["hand_size"]
        guesses = []
        for s in range(view["players"]):
            if s == view["seat"]:
                guesses.append("")
                continue
            known = set(view["revealed"][s])
            fill = [ch for ch in unseen if ch not in known]
            known.update(rng.sample(fill, max(0, min(len(fill), k - len(known)))))
            guesses.append("".join(sorted(known)))
        return GuessHands(tuple(guesses))


def _independent_variance(word: str, var: Sequence[float]) -> float:
    """The variance of the answer to ``word`` if its letters were in the hand
    independently (``var``: each letter's variance)."""
    counts: dict[str, int] = {}
    for ch in word:
        counts[ch] = counts.get(ch, 0) + 1
    score = 0.0
    for ch, c in counts.items():
        score += c * c * var[LETTER_INDEX[ch]]
    return score


def _unknown_weights(word: str, unknown: int) -> dict[int, int]:
    """How often each still unknown letter (a bit of ``unknown``) is in ``word``: what
    makes the answers of the deals differ (the known letters count the same in all)."""
    weights: dict[int, int] = {}
    for ch in word:
        b = LETTER_INDEX[ch]
        if unknown >> b & 1:
            weights[b] = weights.get(b, 0) + 1
    return weights


class CarefulBot(Bot):
    """Reasons over every deal that fits the clue log (see the module doc)."""

    name = "bot:careful"
    #: (word, player) pairs scored exactly after the quick variance screen
    SHORTLIST = 40
    LOOKAHEAD = 8
    #: deals sampled, and hands listed a player, where not every deal can be listed (None: the deal space's own)
    SAMPLES: int | None = None
    LIST_CAP: int | None = None
    #: reveal only a card the table can work out with at least this probability...
    REVEAL_IF_PUBLIC = 0.5
    #: ...and only when the peek is expected to add this many points to the next truant guess
    REVEAL_PAYS = 0.25

    def __init__(self, game: Game, seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self.rng = random.Random(seed * 1_000_003 + seat * 7919 + 29)
        self._cache: tuple[Any, Posterior] | None = None

    @staticmethod
    def _key(view: Mapping[str, Any]) -> Any:
        return (
            len(view["clues"]),
            tuple(map(tuple, view["revealed"])),
            tuple(view["playground_revealed"]),
            len(view["peeks"]),
        )

    def posterior(self, view: Mapping[str, Any]) -> Posterior:
        key = self._key(view)
        if self._cache and self._cache[0] == key:
            return self._cache[1]
        post = Posterior(view, self.rng, self.SAMPLES, self.LIST_CAP)
        self._cache = (key, post)
        return post

    def choose(self, turn: BotTurn) -> Any:
        view = turn.view
        self.rng = _decision_rng(turn)
        if view["mode"] != "app" or view.get("hand") is None:
            return _fallback(turn, self.rng)
        action = self._choose(view)
        if action is None:
            return _fallback(turn, self.rng)
        # The real rules judge the move, on a state drawn from the bot's own deals
        # (or, where it needed none, as the opening clue, from a quick draw).
        cached = self._cache[1] if self._cache and self._cache[0] == self._key(view) else None
        state = determinize(view, turn.seat, turn.rng, space=cached)
        if turn.game.refusal(state, turn.seat, action) is not None:
            return _fallback(turn, self.rng)
        return action

    def _choose(self, view: Mapping[str, Any]) -> Any:
        phase = view["phase"]
        if phase == "opening":
            return OpeningClue(self._opening_word(view))
        if phase == "question":
            if view["may_reveal"] and not view["revealed_this_turn"]:
                peek = self._reveal_and_peek(view)
                if peek is not None:
                    return peek
            return self._question(view)
        if phase == "truants":
            return GuessTruants(view["round"], self.posterior(view).truant_guess())
        if phase == "final":
            post = self.posterior(view)
            k = view["hand_size"]
            return GuessHands(tuple(
                "" if s == view["seat"] else post.hand_guess(s, k) for s in range(view["players"])
            ))
        return None

    # -- the opening: give away as little as the rule allows ----------------------------
    def _opening_word(self, view: Mapping[str, Any]) -> str:
        hand = set(view["hand"])
        used = _used_keys(view)
        best: list[str] = []
        for w in common_words():
            if letter_key(w) in used:
                continue
            if sum(1 for ch in w if ch in hand) == 1:
                best.append(w)
                if len(best) >= 200:
                    break
        if not best:
            best = [w for w in common_words() if letter_key(w) not in used and any(ch in hand for ch in w)]
        return self.rng.choice(best)

    # -- questions ----------------------------------------------------------------------
    def _question(self, view: Mapping[str, Any]) -> Ask:
        post = self.posterior(view)
        used = _used_keys(view)
        me = view["seat"]
        targets = list(post.seats)
        if not targets:  # every other hand is known: ask anything allowed
            target = (me + 1) % view["players"]
            word = next(w for w in common_words() if letter_key(w) not in used)
            return Ask(target, word)
        shortlist = self._shortlist(post, targets, used)
        if not shortlist:
            word = next(w for w in common_words() if letter_key(w) not in used)
            return Ask(targets[0], word)
        dists = {t: post.hand_distribution(t) for t in targets}
        scored = []
        for w, t in shortlist:
            weights = _unknown_weights(w, post.unknown_mask)
            groups: dict[int, float] = defaultdict(float)
            for h, pr in dists[t].items():
                groups[sum(c for b, c in weights.items() if h >> b & 1)] += pr
            scored.append((_entropy(groups), w, t))
        scored.sort(key=lambda x: (-x[0], x[1], x[2]))
        best = None
        for ent, w, t in scored[: self.LOOKAHEAD]:
            value = self._truant_value(post, w, t) + 0.02 * ent
            if best is None or value > best[0]:
                best = (value, w, t)
        assert best is not None
        return Ask(best[2], best[1])

    def _shortlist(self, post: Posterior, targets: list[int], used: set[str]) -> list[tuple[str, int]]:
        """The (word, target) pairs worth weighing: a quick screen by the variance of
        the answer as if letters were independent, each letter set once a target."""
        screened: list[tuple[float, str, int]] = []
        for t in targets:
            p = post.p_in[t]
            var = [p[b] * (1 - p[b]) for b in range(26)]
            for w in common_words():
                score = _independent_variance(w, var)
                if score > 0:
                    screened.append((score, w, t))
        screened.sort(key=lambda x: -x[0])
        shortlist: list[tuple[str, int]] = []
        seen_keys: set[tuple[str, int]] = set()
        for _score, w, t in screened:
            key = (letter_key(w), t)
            if key[0] in used or key in seen_keys:
                continue
            seen_keys.add(key)
            shortlist.append((w, t))
            if len(shortlist) >= self.SHORTLIST:
                break
        return shortlist

    def _truant_value(self, post: Posterior, word: str, target: int) -> float:
        """Expected correct letters of a truant guess made after hearing the answer."""
        i = post.seats.index(target)
        weights = _unknown_weights(word, post.unknown_mask)
        groups: dict[int, list[float]] = {}
        group_w: dict[int, float] = defaultdict(float)
        for w, hands in post.deals:
            h = hands[i]
            a = sum(c for b, c in weights.items() if h >> b & 1)
            used = 0
            for x in hands:
                used |= x
            row = groups.setdefault(a, [0.0] * 26)
            for b in _bits(post.unknown_mask & ~used):
                row[b] += w
            group_w[a] += w
        value = 0.0
        for a, row in groups.items():
            gw = group_w[a]
            if gw <= 0:
                continue
            top = sorted(row, reverse=True)[:3]
            value += sum(top) / post.total * post.truant_share  # = P(group) * E[hits | group]
        return value

    # -- reveal and peek ----------------------------------------------------------------
    def _reveal_and_peek(self, view: Mapping[str, Any]) -> RevealAndPeek | None:
        """Reveal and peek when the expected points of the sharper truant guess
        outweigh what the revealed card gives away: the card must be one the
        table can already work out, and revealing costs the last tie-break."""
        me = view["seat"]
        mine = [ch for ch in view["hand"] if ch not in view["revealed"][me]]
        if not mine:
            return None
        post = self.posterior(view)
        if sum(sorted(post.p_truant, reverse=True)[:3]) >= 2.9:
            return None  # nothing left to learn about the truants
        public = public_hand_odds(view, me, self.rng)
        letter = max(mine, key=lambda ch: (public.get(ch, 0.0), ch))
        if public.get(letter, 0.0) < self.REVEAL_IF_PUBLIC:
            return None
        k = view["hand_size"]
        next_guess = next((r for r in TRUANT_GUESS_ROUNDS if r >= view["round"]), TRUANT_GUESS_ROUNDS[-1])
        best = None
        for t in post.seats:
            if len(view["revealed"][t]) >= k:
                continue
            gain = peek_gain(post, t, k - len(view["revealed"][t])) * TRUANT_POINTS[next_guess]
            if best is None or gain > best[0]:
                best = (gain, t)
        if best is None or best[0] < self.REVEAL_PAYS:
            return None
        return RevealAndPeek(letter, best[1])


def _top3(row: Sequence[float]) -> float:
    return sum(sorted(row, reverse=True)[:3])


def peek_gain(post: Posterior, target: int, face_down: int) -> float:
    """Expected extra correct letters in the next truant guess if we look at a
    random face-down card of ``target`` (known cards teach nothing new)."""
    i = post.seats.index(target)
    now = [0.0] * 26
    by_letter: dict[int, list[float]] = {}
    weight_with: dict[int, float] = defaultdict(float)
    for w, hands in post.deals:
        used = 0
        for h in hands:
            used |= h
        left = _bits(post.unknown_mask & ~used)
        for b in left:
            now[b] += w
        for x in _bits(hands[i]):
            row = by_letter.setdefault(x, [0.0] * 26)
            weight_with[x] += w
            for b in left:
                row[b] += w
    base = _top3(now) / post.total
    gain = 0.0
    for x, row in by_letter.items():
        wx = weight_with[x]
        p_draw = wx / post.total / face_down  # P(x in hand) * P(that card is drawn)
        gain += p_draw * (_top3(row) / wx - base)
    return gain * post.truant_share


def public_hand_odds(view: Mapping[str, Any], seat: int, rng: random.Random, samples: int = 300) -> dict[str, float]:
    """How likely the table (seeing only public information) thinks each
    letter is in ``seat``'s hand, from the answers ``seat`` gave."""
    public = dict(view)
    public["hand"] = None
    public["seat"] = None
    public["peeks"] = [dict(p, letter=None) for p in view["peeks"]]
    k = Knowledge.from_view(public)
    domains, _ = deduce(k, probe=False)
    letters = [LETTER_INDEX[ch] for ch in k.unknown if domains[ch] >> seat & 1]
    clues = [({LETTER_INDEX[ch]: w for ch, w in c.weights.items()}, c.need) for c in k.clues if c.loc == seat]
    space = HandSpace(letters, k.free[seat], clues)
    if not space.count():
        return {}
    counts = [0] * 26
    for _ in range(samples):
        for b in _bits(space.sample(rng)):
            counts[b] += 1
    out = {LETTERS[b]: counts[b] / samples for b in range(26)}
    for ch, loc in k.known.items():
        if loc == seat:
            out[ch] = 1.0
    return out

