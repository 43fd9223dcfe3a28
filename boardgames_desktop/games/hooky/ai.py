"""Hooky bots. They see their seat's view and the legal actions, never the state.

``bot:careful`` reasons like a careful player with a perfect worksheet:

1. From the view it reads what is certain (own hand, face-up cards, the
   playground cards turned up, its own peeks) and narrows every unknown
   letter's possible places by constraint propagation (:mod:`.worksheet`).
2. For every other hand it counts, with a small dynamic programme, the hands
   that fit every answer that player gave, and lists them (or draws a
   uniform sample when there are too many).
3. It combines the hands into whole deals with no letter twice (all of them
   when few, else sequential importance sampling); every deal that fits the
   clue log is equally likely, and the letters no hand holds are the
   playground's and the truants', each equally likely a truant.
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
from, so a bot seat falls back to a random legal move.
"""

from __future__ import annotations

import math
import random
from collections import defaultdict
from itertools import combinations
from typing import Any, Mapping, Sequence

from ...core.game import Bot, BotKind
from .data import LETTER_INDEX, LETTERS, TRUANT_GUESS_ROUNDS
from .worksheet import Knowledge, deduce
from .words import common_words, letter_key

ALL_BITS = (1 << 26) - 1


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _mask(letters: Any) -> int:
    m = 0
    for ch in letters:
        m |= 1 << LETTER_INDEX[ch]
    return m


def _letters(mask: int) -> str:
    return "".join(LETTERS[i] for i in _bits(mask))


# -- the hands one player can hold ---------------------------------------------------------
class HandSpace:
    """Every set of ``size`` letters from ``letters`` that fits the answers a
    player gave: counted, listed or sampled uniformly by a dynamic programme
    over the letters (state: position, cards still to choose, what each
    answer still needs)."""

    def __init__(self, letters: Sequence[int], size: int, clues: Sequence[tuple[dict[int, int], int]]):
        # letters that appear in the clues first, most constrained first
        appear = defaultdict(int)
        for weights, _need in clues:
            for b in weights:
                appear[b] += 1
        self.letters = sorted(letters, key=lambda b: (-appear[b], b))
        self.m = len(self.letters)
        self.size = size
        self.clues = [(w, need) for w, need in clues if any(b in w for b in self.letters) or need]
        self.w = [tuple(wts.get(b, 0) for wts, _ in self.clues) for b in self.letters]
        self.needs0 = tuple(need for _, need in self.clues)
        nclues = len(self.clues)
        suffix = [[0] * nclues for _ in range(self.m + 1)]
        for i in range(self.m - 1, -1, -1):
            suffix[i] = [suffix[i + 1][c] + self.w[i][c] for c in range(nclues)]
        self.suffix = [tuple(s) for s in suffix]
        self.last_weighted = max((i + 1 for i in range(self.m) if any(self.w[i])), default=0)
        self.memo: dict[tuple[int, int, tuple[int, ...]], int] = {}

    def count(self, i: int = 0, slots: int | None = None, needs: tuple[int, ...] | None = None) -> int:
        if slots is None:
            slots, needs = self.size, self.needs0
        assert needs is not None
        if slots < 0 or min(needs, default=0) < 0:
            return 0
        if i >= self.last_weighted or slots == 0:
            if any(needs):
                return 0
            return math.comb(self.m - i, slots)
        suf = self.suffix[i]
        for c, need in enumerate(needs):
            if need > suf[c]:
                return 0
        key = (i, slots, needs)
        got = self.memo.get(key)
        if got is not None:
            return got
        w = self.w[i]
        total = self.count(i + 1, slots - 1, tuple(a - b for a, b in zip(needs, w)))
        total += self.count(i + 1, slots, needs)
        self.memo[key] = total
        return total

    def sample(self, rng: random.Random) -> int:
        i, slots, needs, mask = 0, self.size, self.needs0, 0
        while i < self.last_weighted and slots > 0:
            inc_needs = tuple(a - b for a, b in zip(needs, self.w[i]))
            inc = self.count(i + 1, slots - 1, inc_needs)
            exc = self.count(i + 1, slots, needs)
            if rng.random() * (inc + exc) < inc:
                mask |= 1 << self.letters[i]
                slots, needs = slots - 1, inc_needs
            i += 1
        for b in rng.sample(self.letters[i:], slots):
            mask |= 1 << b
        return mask

    def enumerate(self) -> list[int]:
        out: list[int] = []

        def rec(i: int, slots: int, needs: tuple[int, ...], mask: int) -> None:
            if i >= self.last_weighted or slots == 0:
                for combo in combinations(self.letters[i:], slots):
                    m = mask
                    for b in combo:
                        m |= 1 << b
                    out.append(m)
                return
            inc_needs = tuple(a - b for a, b in zip(needs, self.w[i]))
            if self.count(i + 1, slots - 1, inc_needs):
                rec(i + 1, slots - 1, inc_needs, mask | 1 << self.letters[i])
            if self.count(i + 1, slots, needs):
                rec(i + 1, slots, needs, mask)

        if self.count():
            rec(0, self.size, self.needs0, 0)
        return out


# -- whole deals ---------------------------------------------------------------------------
class Posterior:
    """Weighted deals (the unknown part of every other hand) that fit a view,
    and the probabilities they imply."""

    LIST_CAP = 1500      # hands listed per player before sampling instead
    EXACT_WORK = 250_000  # set-filter steps allowed for enumerating every deal
    EXACT_DEALS = 4000
    SAMPLES = 500

    def __init__(self, view: Mapping[str, Any], rng: random.Random, samples: int | None = None):
        k = Knowledge.from_view(view)
        self.k = k
        self.me = view["seat"]
        n = k.players
        domains, _bad = deduce(k, probe=False)
        self.unknown_mask = _mask(k.unknown)
        self.known_in = [0] * n
        for ch, loc in k.known.items():
            if loc < n:
                self.known_in[loc] |= 1 << LETTER_INDEX[ch]
        self.seats = [s for s in range(n) if s != self.me and k.free[s] > 0]
        self.lists: dict[int, list[int]] = {}
        self.listed_all: dict[int, bool] = {}  # True: every fitting hand is listed
        for s in self.seats:
            letters = [LETTER_INDEX[ch] for ch in k.unknown if domains[ch] >> s & 1]
            clues = []
            for c in k.clues:
                if c.loc == s:
                    clues.append(({LETTER_INDEX[ch]: w for ch, w in c.weights.items()}, c.need))
            space = HandSpace(letters, k.free[s], clues)
            total = space.count()
            if total == 0:  # cannot happen with true answers; ignore the clues then
                space = HandSpace([LETTER_INDEX[ch] for ch in k.unknown], k.free[s], [])
                total = space.count()
            if total <= self.LIST_CAP:
                self.lists[s] = space.enumerate()
                self.listed_all[s] = True
            else:
                self.lists[s] = [space.sample(rng) for _ in range(self.LIST_CAP)]
                self.listed_all[s] = False
        self.pool_free = k.free[n] + k.free[n + 1]  # cards left for playground + truants
        self.truant_share = k.free[n + 1] / self.pool_free if self.pool_free else 0.0
        self.exact = False
        self.deals = self._deals(rng, samples or self.SAMPLES)
        self._marginals()

    # deals: (weight, hands aligned with self.seats)
    def _deals(self, rng: random.Random, samples: int) -> list[tuple[float, tuple[int, ...]]]:
        order = sorted(range(len(self.seats)), key=lambda i: len(self.lists[self.seats[i]]))
        lists = [self.lists[self.seats[i]] for i in order]
        if not lists:
            return [(1.0, ())]
        exact = self._enumerate(lists)
        if exact is not None and exact:
            self.exact = True
            deals = exact
        else:
            deals = []
            for _ in range(samples):
                used, weight, hands = 0, 1.0, []
                for lst in lists:
                    fits = [h for h in lst if not h & used]
                    if not fits:
                        weight = 0.0
                        break
                    weight *= len(fits)
                    h = fits[rng.randrange(len(fits))]
                    hands.append(h)
                    used |= h
                if weight:
                    deals.append((weight, tuple(hands)))
            if not deals:  # hands sampled too thinly to fit together: treat players apart
                deals = [
                    (1.0, tuple(rng.choice(lst) for lst in lists)) for _ in range(samples)
                ]
        # back to self.seats order
        inverse = [order.index(i) for i in range(len(self.seats))]
        return [(w, tuple(h[inverse[i]] for i in range(len(self.seats)))) for w, h in deals]

    def _enumerate(self, lists: list[list[int]]) -> list[tuple[float, tuple[int, ...]]] | None:
        out: list[tuple[float, tuple[int, ...]]] = []
        work = 0
        last = len(lists) - 1

        def rec(depth: int, used: int, hands: tuple[int, ...]) -> bool:
            nonlocal work
            lst = lists[depth]
            work += len(lst)
            if work > self.EXACT_WORK:
                return False
            fits = [h for h in lst if not h & used]
            if depth == last:
                out.extend((1.0, hands + (h,)) for h in fits)
                return len(out) <= self.EXACT_DEALS
            for h in fits:
                if not rec(depth + 1, used | h, hands + (h,)):
                    return False
            return True

        return out if rec(0, 0, ()) else None

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


def _mask_from_bits(bits: Sequence[int]) -> int:
    m = 0
    for b in bits:
        m |= 1 << b
    return m


def _entropy(weights: Mapping[int, float]) -> float:
    total = sum(weights.values())
    if total <= 0:
        return 0.0
    return -sum(w / total * math.log2(w / total) for w in weights.values() if w > 0)


# -- the bots ------------------------------------------------------------------------------
def _used_keys(view: Mapping[str, Any]) -> set[str]:
    return {letter_key(c["word"]) for c in view["clues"]}


def _seen(view: Mapping[str, Any]) -> set[str]:
    out = set(view.get("hand") or ())
    for cards in view["revealed"]:
        out.update(cards)
    out.update(view["playground_revealed"])
    out.update(p["letter"] for p in view["peeks"] if p.get("letter"))
    return out


def _fallback(legal: Sequence[Any], rng: random.Random) -> Any:
    if not legal:
        raise ValueError("a bot was asked to move with no legal move")
    return legal[rng.randrange(len(legal))]


class RandomBot(Bot):
    """Asks random words; guesses at random among the letters it has not seen."""

    name = "bot:random"

    def __init__(self, game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self.rng = random.Random(seed * 1_000_003 + seat * 7919 + 17)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        from .rules import Ask, GuessHands, GuessTruants, OpeningClue

        if view["mode"] != "app":
            return _fallback(legal, self.rng)
        phase = view["phase"]
        rng = self.rng
        if phase == "opening":
            hand = set(view["hand"])
            used = _used_keys(view)
            vocab = common_words()
            for _ in range(2000):
                w = vocab[rng.randrange(len(vocab))]
                if letter_key(w) not in used and any(ch in hand for ch in w):
                    return OpeningClue(w)
            return _fallback(legal, rng)
        if phase == "question":
            used = _used_keys(view)
            vocab = common_words()
            targets = [s for s in range(view["players"]) if s != view["seat"]]
            for _ in range(2000):
                w = vocab[rng.randrange(len(vocab))]
                if letter_key(w) not in used:
                    return Ask(rng.choice(targets), w)
            return _fallback([a for a in legal if isinstance(a, Ask)], rng)
        unseen = [ch for ch in LETTERS if ch not in _seen(view)]
        if phase == "truants":
            return GuessTruants(view["round"], "".join(sorted(rng.sample(unseen, 3))))
        if phase == "final":
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
        return _fallback(legal, rng)


class CarefulBot(Bot):
    """Reasons over every deal that fits the clue log (see the module doc)."""

    name = "bot:careful"
    #: (word, player) pairs scored exactly after the quick variance screen
    SHORTLIST = 40
    LOOKAHEAD = 8
    #: reveal only a card the table can work out with at least this probability...
    REVEAL_IF_PUBLIC = 0.5
    #: ...and only when the peek is expected to add this many points to the next truant guess
    REVEAL_PAYS = 0.25

    def __init__(self, game, seat: int, seed: int = 0):
        super().__init__(game, seat, seed)
        self.rng = random.Random(seed * 1_000_003 + seat * 7919 + 29)
        self._cache: tuple[Any, Posterior] | None = None

    def posterior(self, view: Mapping[str, Any]) -> Posterior:
        key = (
            len(view["clues"]),
            tuple(map(tuple, view["revealed"])),
            tuple(view["playground_revealed"]),
            len(view["peeks"]),
        )
        if self._cache and self._cache[0] == key:
            return self._cache[1]
        post = Posterior(view, self.rng)
        self._cache = (key, post)
        return post

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any]) -> Any:
        from .rules import GuessHands, GuessTruants, OpeningClue

        if view["mode"] != "app" or view.get("hand") is None:
            return _fallback(legal, self.rng)
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
        return _fallback(legal, self.rng)

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
    def _question(self, view: Mapping[str, Any]):
        from .rules import Ask

        post = self.posterior(view)
        used = _used_keys(view)
        me = view["seat"]
        targets = [s for s in post.seats]
        if not targets:  # every other hand is known: ask anything allowed
            target = (me + 1) % view["players"]
            word = next(w for w in common_words() if letter_key(w) not in used)
            return Ask(target, word)
        unknown = post.unknown_mask
        # quick screen: variance of the answer if letters were independent
        screened: list[tuple[float, str, int]] = []
        for t in targets:
            p = post.p_in[t]
            var = [p[b] * (1 - p[b]) for b in range(26)]
            for w in common_words():
                score = 0.0
                counts: dict[str, int] = {}
                for ch in w:
                    counts[ch] = counts.get(ch, 0) + 1
                for ch, c in counts.items():
                    score += c * c * var[LETTER_INDEX[ch]]
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
        if not shortlist:
            word = next(w for w in common_words() if letter_key(w) not in used)
            return Ask(targets[0], word)
        dists = {t: post.hand_distribution(t) for t in targets}

        def answers(w: str, t: int) -> dict[int, int]:
            weights: dict[int, int] = {}
            for ch in w:
                b = LETTER_INDEX[ch]
                if unknown >> b & 1:
                    weights[b] = weights.get(b, 0) + 1
            out = {}
            for h in dists[t]:
                out[h] = sum(c for b, c in weights.items() if h >> b & 1)
            return out

        scored = []
        for w, t in shortlist:
            ans = answers(w, t)
            groups: dict[int, float] = defaultdict(float)
            for h, pr in dists[t].items():
                groups[ans[h]] += pr
            scored.append((_entropy(groups), w, t))
        scored.sort(key=lambda x: (-x[0], x[1], x[2]))
        best = None
        for ent, w, t in scored[: self.LOOKAHEAD]:
            value = self._truant_value(post, w, t) + 0.02 * ent
            if best is None or value > best[0]:
                best = (value, w, t)
        assert best is not None
        return Ask(best[2], best[1])

    def _truant_value(self, post: Posterior, word: str, target: int) -> float:
        """Expected correct letters of a truant guess made after hearing the answer."""
        i = post.seats.index(target)
        weights: dict[int, int] = {}
        for ch in word:
            b = LETTER_INDEX[ch]
            if post.unknown_mask >> b & 1:
                weights[b] = weights.get(b, 0) + 1
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
    def _reveal_and_peek(self, view: Mapping[str, Any]):
        """Reveal and peek when the expected points of the sharper truant guess
        outweigh what the revealed card gives away: the card must be one the
        table can already work out, and revealing costs the last tie-break."""
        from .rules import RevealAndPeek

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
        from .data import TRUANT_POINTS

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


BOTS = (
    BotKind("bot:careful", "Careful bot (reasons over every deal that fits)", CarefulBot),
    BotKind("bot:random", "Random bot (guesses among unseen letters)", RandomBot),
)
