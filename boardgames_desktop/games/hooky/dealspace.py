"""Deals that fit what a seat knows: the hands, the playground and the truants
sampled consistently with every answer in the clue log. Pure (no Qt).

Shared by the rules (:func:`determinize`, so bots look ahead with the real
``apply``) and the careful bot (:class:`~.ai.Posterior` weighs many deals).

:class:`HandSpace` holds every hand one player can hold that fits the answers
that player gave (counted, listed, or sampled uniformly by a dynamic
programme); :class:`DealSpace` combines the players' hands into whole deals
with no letter twice: all of them when few, else by sequential importance
sampling (each deal carries its weight).

Random sources only need ``random()`` (a float in [0, 1)), so both the
rules' :class:`~boardgames_desktop.core.rng.Rng` and ``random.Random`` serve.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any, Protocol

from .data import LETTER_INDEX, LETTERS
from .worksheet import Knowledge, deduce


class RandomSource(Protocol):
    def random(self) -> float: ...


def below(rng: RandomSource, n: int) -> int:
    """A uniform integer in [0, n)."""
    return min(int(rng.random() * n), n - 1)


def sample(rng: RandomSource, items: Sequence[Any], k: int) -> list[Any]:
    """``k`` different items of ``items``, uniformly (a partial Fisher-Yates shuffle)."""
    pool = list(items)
    for i in range(k):
        j = i + below(rng, len(pool) - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]




def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(letters: Any) -> int:
    m = 0
    for ch in letters:
        m |= 1 << LETTER_INDEX[ch]
    return m


def letters_of(mask: int) -> str:
    return "".join(LETTERS[i] for i in bits(mask))


# -- the hands one player can hold ---------------------------------------------------------
class HandSpace:
    """Every set of ``size`` letters from ``letters`` that fits the answers a
    player gave: counted, listed or sampled uniformly by a dynamic programme
    over the letters (state: position, cards still to choose, what each
    answer still needs)."""

    def __init__(self, letters: Sequence[int], size: int, clues: Sequence[tuple[dict[int, int], int]]) -> None:
        # letters that appear in the clues first, most constrained first
        appear: dict[int, int] = defaultdict(int)
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

    def sample(self, rng: RandomSource) -> int:
        i, slots, needs, mask = 0, self.size, self.needs0, 0
        while i < self.last_weighted and slots > 0:
            inc_needs = tuple(a - b for a, b in zip(needs, self.w[i]))
            inc = self.count(i + 1, slots - 1, inc_needs)
            exc = self.count(i + 1, slots, needs)
            if rng.random() * (inc + exc) < inc:
                mask |= 1 << self.letters[i]
                slots, needs = slots - 1, inc_needs
            i += 1
        for b in sample(rng, self.letters[i:], slots):
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
class DealSpace:
    """Weighted deals (the unknown part of every other hand) that fit a view.

    ``seats`` are the hands with unknown cards (never the viewer's own);
    ``deals`` lists (weight, hands aligned with ``seats``) as bit masks;
    ``exact`` says whether they are every fitting deal, each of weight 1."""

    LIST_CAP = 1500      # hands listed per player before sampling instead
    EXACT_WORK = 250_000  # set-filter steps allowed for enumerating every deal
    EXACT_DEALS = 4000
    SAMPLES = 500

    def __init__(self, view: Mapping[str, Any], rng: RandomSource, samples: int | None = None,
                 list_cap: int | None = None):
        k = Knowledge.from_view(view)
        cap = list_cap or self.LIST_CAP
        self.k = k
        self.me = view["seat"]
        n = k.players
        domains, _bad = deduce(k, probe=False)
        self.domains = domains
        self.unknown_mask = mask_of(k.unknown)
        self.known_in = [0] * n
        for ch, loc in k.known.items():
            if loc < n:
                self.known_in[loc] |= 1 << LETTER_INDEX[ch]
        self.seats = [s for s in range(n) if s != self.me and k.free[s] > 0]
        self.lists: dict[int, list[int]] = {}
        self.listed_all: dict[int, bool] = {}  # True: every fitting hand is listed
        for s in self.seats:
            self.lists[s], self.listed_all[s] = self._hands_of(s, rng, cap)
        self.pool_free = k.free[n] + k.free[n + 1]  # cards left for playground + truants
        self.truant_share = k.free[n + 1] / self.pool_free if self.pool_free else 0.0
        self.exact = False
        self.deals = self._deals(rng, samples or self.SAMPLES)
        self.total = sum(w for w, _ in self.deals) or 1.0

    def _hands_of(self, s: int, rng: RandomSource, cap: int) -> tuple[list[int], bool]:
        """The hands seat ``s`` may hold that fit its answers: all of them when there
        are at most ``cap``, else ``cap`` drawn uniformly; and whether that is all."""
        k = self.k
        letters = [LETTER_INDEX[ch] for ch in k.unknown if self.domains[ch] >> s & 1]
        clues = [({LETTER_INDEX[ch]: w for ch, w in c.weights.items()}, c.need) for c in k.clues if c.loc == s]
        space = HandSpace(letters, k.free[s], clues)
        total = space.count()
        if total == 0:  # cannot happen with true answers; ignore the clues then
            space = HandSpace([LETTER_INDEX[ch] for ch in k.unknown], k.free[s], [])
            total = space.count()
        if total <= cap:
            return space.enumerate(), True
        return [space.sample(rng) for _ in range(cap)], False

    # deals: (weight, hands aligned with self.seats)
    def _deals(self, rng: RandomSource, samples: int) -> list[tuple[float, tuple[int, ...]]]:
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
                    h = fits[below(rng, len(fits))]
                    hands.append(h)
                    used |= h
                if weight:
                    deals.append((weight, tuple(hands)))
            if not deals:  # hands sampled too thinly to fit together: treat players apart
                deals = [
                    (1.0, tuple(lst[below(rng, len(lst))] for lst in lists)) for _ in range(samples)
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
            return all(rec(depth + 1, used | h, hands + (h,)) for h in fits)

        return out if rec(0, 0, ()) else None

    # -- one whole deal ----------------------------------------------------------------------
    def draw(self, rng: RandomSource) -> tuple[list[int], int, int] | None:
        """One deal, drawn in proportion to the weights: the whole hand of every
        seat (bit masks, the viewer's own as known), and the unknown cards of the
        playground and of the truants. None when no weighted deal places every
        leftover letter where it can still be (the caller then relaxes)."""
        n = self.k.players
        pg_bit, tr_bit = 1 << n, 1 << (n + 1)
        candidates = list(self.deals)
        while candidates:
            total = sum(w for w, _ in candidates)
            x = rng.random() * total
            index = len(candidates) - 1
            for i, (w, _) in enumerate(candidates):
                x -= w
                if x < 0:
                    index = i
                    break
            _, hands = candidates.pop(index)
            whole = list(self.known_in)
            used = 0
            for s, h in zip(self.seats, hands):
                whole[s] |= h
                used |= h
            if sum(len(bits(h)) for h in hands) != len(bits(used)):
                continue  # drawn apart (the sampler's last resort): a letter in two hands
            left = bits(self.unknown_mask & ~used)
            must_pg = [b for b in left if self.domains[LETTERS[b]] & (pg_bit | tr_bit) == pg_bit]
            must_tr = [b for b in left if self.domains[LETTERS[b]] & (pg_bit | tr_bit) == tr_bit]
            free = [b for b in left if self.domains[LETTERS[b]] & (pg_bit | tr_bit) == pg_bit | tr_bit]
            pg_room, tr_room = self.k.free[n] - len(must_pg), self.k.free[n + 1] - len(must_tr)
            if len(must_pg) + len(must_tr) + len(free) != len(left) or pg_room < 0 or tr_room < 0:
                continue  # a leftover letter that fits neither place: not a deal after all
            shuffled = sample(rng, free, len(free))
            pg = mask_of_bits(must_pg + shuffled[:pg_room])
            tr = mask_of_bits(must_tr + shuffled[pg_room:])
            return whole, pg, tr
        return None


def mask_of_bits(indexes: Sequence[int]) -> int:
    m = 0
    for b in indexes:
        m |= 1 << b
    return m
