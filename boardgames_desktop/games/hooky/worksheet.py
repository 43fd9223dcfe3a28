"""What a seat knows, read from its view only: for the worksheet and the bots.

* :func:`known_facts`: the facts the seat has seen with its own eyes (its
  hand, the face-up cards, the playground cards turned up, its own peeks).
* :func:`assist`: those facts plus everything that follows logically from the
  clue log, by constraint propagation over the possible places of every
  letter (a hand, the playground, the truants). Every mark it gives is
  certain; late in a game a full search could find a few more.

Both return marks per worksheet column (another seat's number as text,
"playground", "truants"): ``"has"`` or ``"has_not"``; a letter with no mark
is still open. :class:`Knowledge` is the shared reading of a view, also used
by the bots in :mod:`.ai`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Mapping

from .data import LETTERS, PLAYGROUND, TRUANTS, worksheet_columns


@dataclass
class ClueConstraint:
    """``answer`` occurrences of the word's letters lie in location ``loc``;
    ``need`` is what the still-unknown letters must make up."""

    index: int
    loc: int
    word: str
    need: int
    weights: dict[str, int]  # unknown letter -> occurrences in the word


@dataclass
class Knowledge:
    """A view read as: locations, their sizes, the letters already placed and
    the clue constraints on the letters not yet placed.

    Locations are numbered: seats ``0..players-1``, then the playground
    (``players``) and the truants (``players + 1``).
    """

    players: int
    seat: int | None
    capacity: list[int]                 # cards a location holds
    known: dict[str, int]               # letter -> location, certain
    unknown: list[str]
    free: list[int]                     # capacity left for unknown letters
    clues: list[ClueConstraint]
    contradiction: str | None = None
    mode: str = "app"
    columns: tuple[str, ...] = field(default_factory=tuple)

    @property
    def playground(self) -> int:
        return self.players

    @property
    def truants(self) -> int:
        return self.players + 1

    def column_of(self, loc: int) -> str:
        if loc == self.playground:
            return PLAYGROUND
        if loc == self.truants:
            return TRUANTS
        return str(loc)

    def loc_of(self, column: str) -> int:
        if column == PLAYGROUND:
            return self.playground
        if column == TRUANTS:
            return self.truants
        return int(column)

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> "Knowledge":
        n = view["players"]
        me = view.get("seat")
        capacity = [view["hand_size"]] * n + [view["playground_size"], view["truant_count"]]
        known: dict[str, int] = {}
        problems: list[str] = []

        def place(letter: str | None, loc: int) -> None:
            if not letter:
                return
            if known.get(letter, loc) != loc:
                problems.append(f"{letter} cannot be in two places")
            known[letter] = loc

        if view.get("hands"):  # the game is over: everything is shown
            for s, hand in enumerate(view["hands"]):
                for ch in hand:
                    place(ch, s)
            for ch in view.get("truants") or ():
                place(ch, n + 1)
        if me is not None and view.get("hand"):
            for ch in view["hand"]:
                place(ch, me)
        for s, cards in enumerate(view["revealed"]):
            for ch in cards:
                place(ch, s)
        for ch in view["playground_revealed"]:
            place(ch, n)
        for ch in view.get("playground") or ():
            place(ch, n)
        for p in view["peeks"]:
            if p.get("letter"):
                place(p["letter"], p["target"])
        unknown = [ch for ch in LETTERS if ch not in known]
        free = list(capacity)
        for ch, loc in known.items():
            free[loc] -= 1
        if any(f < 0 for f in free):
            problems.append("a hand holds more cards than it can")
        clues = []
        for c in view["clues"]:
            loc = c["asked"]
            need = c["answer"] - sum(1 for ch in c["word"] if known.get(ch) == loc)
            weights: dict[str, int] = {}
            for ch in c["word"]:
                if ch not in known:
                    weights[ch] = weights.get(ch, 0) + 1
            if need < 0 or need > sum(weights.values()):
                problems.append(f"the answer to {c['word']} cannot be right")
            clues.append(ClueConstraint(c["index"], loc, c["word"], need, weights))
        return cls(
            players=n,
            seat=me,
            capacity=capacity,
            known=known,
            unknown=unknown,
            free=free,
            clues=clues,
            contradiction="; ".join(problems) or None,
            mode=view.get("mode", "app"),
            columns=tuple(worksheet_columns(n, me)),
        )


# -- certain facts ---------------------------------------------------------------------------
def _marks_from_domains(k: Knowledge, domains: Mapping[str, int]) -> dict[str, dict[str, str]]:
    """Marks per column from letter -> bitmask of possible locations."""
    marks: dict[str, dict[str, str]] = {col: {} for col in k.columns}
    for ch in LETTERS:
        dom = domains[ch]
        for col in k.columns:
            bit = 1 << k.loc_of(col)
            if dom == bit:
                marks[col][ch] = "has"
            elif not dom & bit:
                marks[col][ch] = "has_not"
    return marks


def _base_domains(k: Knowledge) -> dict[str, int]:
    everywhere = 0
    for loc, f in enumerate(k.free):
        if f > 0:
            everywhere |= 1 << loc
    domains = {ch: 1 << loc for ch, loc in k.known.items()}
    for ch in k.unknown:
        domains[ch] = everywhere
    return domains


def known_facts(view: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    """The marks a seat can write from what it has seen: its own hand (in no
    column), face-up cards, playground cards turned up, its own peeks."""
    k = Knowledge.from_view(view)
    everywhere = (1 << (k.players + 2)) - 1
    domains = {ch: everywhere for ch in LETTERS}
    for ch, loc in k.known.items():
        domains[ch] = 1 << loc
    return _marks_from_domains(k, domains)


# -- the assist: constraint propagation -----------------------------------------------------
class _Contradiction(Exception):
    pass


def _propagate(k: Knowledge, domains: dict[str, int]) -> dict[str, int]:
    """Narrow the domains to a fixpoint; raise _Contradiction when no
    assignment can fit. Only sound deductions: every removal is forced."""
    dom = dict(domains)
    letters = list(dom)
    nlocs = k.players + 2
    changed = True
    while changed:
        changed = False
        # capacity: each location holds exactly capacity[loc] letters
        for loc in range(nlocs):
            bit = 1 << loc
            sure = [ch for ch in letters if dom[ch] == bit]
            possible = [ch for ch in letters if dom[ch] & bit]
            cap = k.capacity[loc]
            if len(sure) > cap or len(possible) < cap:
                raise _Contradiction
            if len(sure) == cap and len(possible) > cap:
                for ch in possible:
                    if dom[ch] != bit:
                        dom[ch] &= ~bit
                        changed = True
            elif len(possible) == cap and len(sure) < cap:
                for ch in possible:
                    dom[ch] = bit
                changed = True
        # clues: the letters of the word in that location make up the answer
        for c in k.clues:
            bit = 1 << c.loc
            fixed = 0
            free: list[tuple[str, int]] = []
            for ch, w in c.weights.items():
                d = dom[ch]
                if d == bit:
                    fixed += w
                elif d & bit:
                    free.append((ch, w))
            rem = c.need - fixed
            if rem < 0:
                raise _Contradiction
            if not free:
                if rem:
                    raise _Contradiction
                continue
            slots = k.capacity[c.loc] - sum(1 for ch in letters if dom[ch] == bit)
            in_all = (1 << len(free)) - 1
            in_any = 0
            found = False
            for size in range(0, min(len(free), slots) + 1):
                for combo in combinations(range(len(free)), size):
                    if sum(free[i][1] for i in combo) != rem:
                        continue
                    found = True
                    mask = 0
                    for i in combo:
                        mask |= 1 << i
                    in_all &= mask
                    in_any |= mask
            if not found:
                raise _Contradiction
            for i, (ch, _w) in enumerate(free):
                if in_all >> i & 1:
                    dom[ch] = bit
                    changed = True
                elif not in_any >> i & 1:
                    dom[ch] &= ~bit
                    changed = True
        if any(d == 0 for d in dom.values()):
            raise _Contradiction
    return dom


def deduce(k: Knowledge, probe: bool = True) -> tuple[dict[str, int], bool]:
    """Domains (letter -> bitmask of possible locations) after propagation and,
    with ``probe``, failed-literal probing (try each open placement; drop it if
    propagation then fails). Returns (domains, contradiction)."""
    domains = _base_domains(k)
    if k.contradiction:
        return domains, True
    try:
        domains = _propagate(k, domains)
    except _Contradiction:
        return _base_domains(k), True
    if not probe:
        return domains, False
    changed = True
    while changed:
        changed = False
        for ch in k.unknown:
            d = domains[ch]
            if d & (d - 1) == 0:
                continue
            for loc in range(k.players + 2):
                bit = 1 << loc
                if not domains[ch] & bit or domains[ch] == bit:
                    continue
                trial = dict(domains)
                trial[ch] = bit
                try:
                    _propagate(k, trial)
                except _Contradiction:
                    domains[ch] &= ~bit
                    try:
                        domains = _propagate(k, domains)
                    except _Contradiction:
                        return _base_domains(k), True
                    changed = True
    return domains, False


def assist(view: Mapping[str, Any], probe: bool = True) -> dict[str, Any]:
    """Everything the seat can be sure of: the marks per worksheet column,
    the places still possible for each letter, and whether the clue log
    contradicts itself (a typing slip in companion mode)."""
    k = Knowledge.from_view(view)
    domains, contradiction = deduce(k, probe)
    if contradiction:
        marks = known_facts(view)
    else:
        marks = _marks_from_domains(k, domains)
    possible = {
        ch: [k.column_of(loc) for loc in range(k.players + 2) if domains[ch] >> loc & 1]
        for ch in LETTERS
    }
    return {"marks": marks, "possible": possible, "contradiction": contradiction}
