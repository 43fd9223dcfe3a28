"""Hooky's worksheet as plain data: what a seat knows, read from its view only,
and every cell of its grid. Pure (no Qt); the Qt widget (:mod:`.view.worksheet_view`)
paints what this module works out, the bots (:mod:`.ai`, :mod:`.dealspace`) reason
with the same :class:`Knowledge`.

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

* :func:`build_sheet`: the whole grid one seat sees, cell by cell: facts,
  the player's own marks (and which of them cannot be right), the assist's
  marks, and the ✕ the player's own ● imply.
* :func:`log_entries`: the clue log with reveals, peeks and playground cards
  where they happened.

Reasons and conflicts are messages (:mod:`~boardgames_desktop.core.i18n`),
rendered where they are shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ...core.i18n import N_, T, seat_named
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
        for letter, loc in _seen_places(view):
            if not letter:
                continue
            if known.get(letter, loc) != loc:
                problems.append(f"{letter} cannot be in two places")
            known[letter] = loc
        unknown = [ch for ch in LETTERS if ch not in known]
        free = list(capacity)
        for loc in known.values():
            free[loc] -= 1
        if any(f < 0 for f in free):
            problems.append("a hand holds more cards than it can")
        clues = _clue_constraints(view, known, problems)
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


def _seen_places(view: Mapping[str, Any]) -> list[tuple[str | None, int]]:
    """Every (letter, location) the seat has seen, in the order the knowledge
    takes them: at the end the hands and truants, then its own hand, the cards
    face up, the playground, its peeks (locations: seats, then the playground,
    then the truants)."""
    n = view["players"]
    me = view.get("seat")
    out: list[tuple[str | None, int]] = []
    if view.get("hands"):  # the game is over: everything is shown
        out += [(ch, s) for s, hand in enumerate(view["hands"]) for ch in hand]
        out += [(ch, n + 1) for ch in view.get("truants") or ()]
    if me is not None and view.get("hand"):
        out += [(ch, me) for ch in view["hand"]]
    out += [(ch, s) for s, cards in enumerate(view["revealed"]) for ch in cards]
    out += [(ch, n) for ch in view["playground_revealed"]]
    out += [(ch, n) for ch in view.get("playground") or ()]
    out += [(p["letter"], p["target"]) for p in view["peeks"] if p.get("letter")]
    return out


def _clue_constraints(view: Mapping[str, Any], known: Mapping[str, int], problems: list[str]) -> list[ClueConstraint]:
    """What each clue still asks of the unknown letters (a clue no deal can answer
    is added to ``problems``)."""
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
    return clues


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
    domains = dict.fromkeys(LETTERS, everywhere)
    for ch, loc in k.known.items():
        domains[ch] = 1 << loc
    return _marks_from_domains(k, domains)


# -- the assist: constraint propagation -----------------------------------------------------
class _Contradiction(Exception):
    pass


def _narrow_by_capacity(k: Knowledge, dom: dict[str, int], letters: list[str]) -> bool:
    """Each location holds exactly its capacity of letters: once it has them all,
    no other letter is there; once only that many may be there, they all are.
    Whether a domain changed."""
    changed = False
    for loc in range(k.players + 2):
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
    return changed


def _splits(free: list[tuple[str, int]], rem: int, slots: int) -> tuple[int, int]:
    """Over every choice of at most ``slots`` of the ``free`` letters whose weights
    make ``rem``: (the letters in all of them, the letters in any), as bitmasks
    over ``free``. No choice at all is a contradiction."""
    in_all = (1 << len(free)) - 1
    in_any = 0
    found = False
    for size in range(min(len(free), slots) + 1):
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
    return in_all, in_any


def _narrow_by_clue(k: Knowledge, c: Any, dom: dict[str, int], letters: list[str]) -> bool:
    """The letters of the clue's word in the asked location make up its answer.
    Whether a domain changed."""
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
    if rem < 0 or (not free and rem):
        raise _Contradiction
    if not free:
        return False
    slots = k.capacity[c.loc] - sum(1 for ch in letters if dom[ch] == bit)
    in_all, in_any = _splits(free, rem, slots)
    changed = False
    for i, (ch, _w) in enumerate(free):
        if in_all >> i & 1:
            dom[ch] = bit
            changed = True
        elif not in_any >> i & 1:
            dom[ch] &= ~bit
            changed = True
    return changed


def _propagate(k: Knowledge, domains: dict[str, int]) -> dict[str, int]:
    """Narrow the domains to a fixpoint; raise _Contradiction when no
    assignment can fit. Only sound deductions: every removal is forced."""
    dom = dict(domains)
    letters = list(dom)
    changed = True
    while changed:
        changed = _narrow_by_capacity(k, dom, letters)
        for c in k.clues:
            changed = _narrow_by_clue(k, c, dom, letters) or changed
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


# == the sheet a seat sees: every cell, from facts, notes and the assist ==========================

#: The grid's column for the seat's own hand (not a Mark column: it is never clicked).
ME = "me"

#: Where a cell's mark comes from.
FACT = "fact"        # seen for certain (locked)
NOTE = "note"        # the player's own mark
ASSIST = "assist"    # deduced from the clue log (assist on)
IMPLIED = "implied"  # ruled out by the player's own ● or a full column: presentation only

#: A click moves a cell on by one.
CYCLE = {"": "has", "has": "has_not", "has_not": "maybe", "maybe": ""}
#: A mark in words (message ids, translated where shown).
MARK_WORDS = {"has": N_("has"), "has_not": N_("has not"), "maybe": N_("maybe"), "": N_("empty")}


@dataclass(frozen=True)
class Cell:
    """What one grid cell shows. ``note`` is the player's own mark underneath
    (clicks cycle it); ``conflict`` says why that mark cannot be right, or ""."""

    mark: str = ""
    source: str = ""
    locked: bool = False
    note: str = ""
    conflict: Any = ""  # a message, or ""
    reason: Any = ""    # a message, or ""


def column_title(column: str) -> Any:
    """A worksheet column's heading, as a message: "You", a seat's name, "Playground",
    "Truants" (rendered with the table's names where shown)."""
    if column == ME:
        return T("You")
    if column == PLAYGROUND:
        return T("Playground")
    if column == TRUANTS:
        return T("Truants")
    return seat_named(int(column))


def column_capacity(view: Mapping[str, Any], column: str) -> int:
    if column == PLAYGROUND:
        return int(view["playground_size"])
    if column == TRUANTS:
        return int(view["truant_count"])
    return int(view["hand_size"])


def own_letters(view: Mapping[str, Any]) -> list[str]:
    """The seat's own cards as its view shows them (companion mode: only those face up)."""
    me = view.get("seat")
    if me is None:
        return []
    letters = set(view.get("hand") or ())
    letters.update(view["revealed"][me])
    return sorted(letters)


@dataclass
class Sheet:
    """The whole grid for one view: columns, cells and the notes above it."""

    columns: list[str]
    cells: dict[tuple[str, str], Cell]
    contradiction: bool
    conflicts: list[tuple[str, str, Any]]  # (column, letter, why: a message)
    settled: set[str]                      # letters whose place the seat knows for certain


def _column_facts(view: Mapping[str, Any], mark_columns: list[str]) -> dict[str, dict[str, str]]:
    """The certain marks; a column whose every card is placed for certain rules
    every other letter out."""
    facts = {col: dict(m) for col, m in known_facts(view).items()}
    for col in mark_columns:
        col_facts = facts.setdefault(col, {})
        sure = [ch for ch, m in col_facts.items() if m == "has"]
        if len(sure) >= column_capacity(view, col):
            for ch in LETTERS:
                col_facts.setdefault(ch, "has_not")
    return facts


@dataclass
class _Marks:
    """What a sheet's cells are built from: the facts, the player's notes, the
    assist's marks, the seat's own letters; and where a ● (of any kind) stands,
    for the implied ✕ and the conflicts."""

    view: Mapping[str, Any]
    facts: Mapping[str, Mapping[str, str]]
    notes: Mapping[str, Mapping[str, str]]
    deduced: Mapping[str, Mapping[str, str]]
    mine: set[str]
    row_has: dict[str, list[str]] = field(default_factory=dict)
    col_has: dict[str, int] = field(default_factory=dict)

    def has_in(self, col: str, ch: str) -> str:
        """Where the table of certain + own + assist marks says ``ch`` is in ``col``."""
        fact = self.facts.get(col, {}).get(ch)
        if fact:  # a fact hides the player's mark beneath it
            return FACT if fact == "has" else ""
        sure = self.deduced.get(col, {}).get(ch)
        if self.notes.get(col, {}).get(ch) == "has" and sure != "has_not":
            return NOTE
        if sure == "has":
            return ASSIST
        return ""

    def count_has(self, mark_columns: list[str]) -> None:
        self.row_has = {ch: [] for ch in LETTERS}
        self.col_has = dict.fromkeys(mark_columns, 0)
        for col in mark_columns:
            for ch in LETTERS:
                if self.has_in(col, ch):
                    self.row_has[ch].append(col)
                    self.col_has[col] += 1

    def cell(self, col: str, ch: str) -> Cell:
        """The cell of ``ch`` in ``col``: a fact, else the player's mark, else the
        assist's, else what the player's own ● imply."""
        fact = self.facts.get(col, {}).get(ch, "")
        note = self.notes.get(col, {}).get(ch, "")
        sure = self.deduced.get(col, {}).get(ch, "")
        if fact:
            why: Any = T("you have seen otherwise") if note in ("has", "has_not") and note != fact else ""
            return Cell(fact, FACT, True, note, why, _fact_reason(self.view, ch, col, fact, self.mine))
        if note:
            return Cell(note, NOTE, False, note, self._note_conflict(col, ch, note, sure))
        if sure:
            return Cell(sure, ASSIST, False, reason=T("Follows from the clue log (assist)."))
        if self.row_has[ch] or self.col_has[col] >= column_capacity(self.view, col):
            return Cell("has_not", IMPLIED, False, reason=T("Ruled out by your ● elsewhere in this row or column."))
        return Cell()

    def _note_conflict(self, col: str, ch: str, note: str, sure: str) -> Any:
        """Why the player's mark does not fit, or ""."""
        if sure and note in ("has", "has_not") and note != sure:
            return T("the clue log proves otherwise")
        if note == "has" and (len(self.row_has[ch]) > 1 or ch in self.mine):
            return T("{letter} cannot be in two places", letter=ch)
        if note == "has" and self.col_has[col] > column_capacity(self.view, col):
            return T("more letters than the column holds")
        return ""


def _own_cell(ch: str, mine: set[str]) -> Cell:
    if ch in mine:
        return Cell("has", FACT, True, reason=T("{letter} is in your hand.", letter=ch))
    return Cell("", "", True)


def build_sheet(view: Mapping[str, Any], notes: Mapping[str, Mapping[str, str]],
                assist_result: Mapping[str, Any] | None) -> Sheet:
    """Every cell of the grid: facts first, then the player's marks, then the
    assist's, then what the player's own ● imply. Pure; the widget paints it."""
    me = view.get("seat")
    mark_columns = list(view.get("worksheet_columns") or worksheet_columns(view["players"], me))
    show_me = me is not None and view.get("hand") is not None
    columns = ([ME] if show_me else []) + mark_columns
    mine = set(own_letters(view))
    marks = _Marks(view, _column_facts(view, mark_columns), notes,
                   dict(assist_result["marks"]) if assist_result else {}, mine)
    settled = set(mine)
    for col in mark_columns:
        settled.update(ch for ch, m in marks.facts.get(col, {}).items() if m == "has")
    marks.count_has(mark_columns)

    cells: dict[tuple[str, str], Cell] = {}
    conflicts: list[tuple[str, str, Any]] = []
    for ch in LETTERS:
        if show_me:
            cells[(ME, ch)] = _own_cell(ch, mine)
        for col in mark_columns:
            cell = marks.cell(col, ch)
            if cell.conflict:
                conflicts.append((col, ch, cell.conflict))
            cells[(col, ch)] = cell
    contradiction = bool(assist_result and assist_result.get("contradiction"))
    return Sheet(columns, cells, contradiction, conflicts, settled)


def _fact_reason(view: Mapping[str, Any], ch: str, col: str, fact: str, mine: set[str]) -> Any:
    if fact == "has":
        if col == PLAYGROUND and ch in view["playground_revealed"]:
            return T("{letter} turned up in the playground.", letter=ch)
        if col.isdigit() and ch in view["revealed"][int(col)]:
            return T("{letter} is face up in front of this player.", letter=ch)
        if col.isdigit() and any(p.get("letter") == ch and str(p["target"]) == col for p in view["peeks"]):
            return T("You saw {letter} when you peeked.", letter=ch)
        return T("{letter} was shown at the end of the game.", letter=ch)
    if ch in mine:
        return T("{letter} is in your hand.", letter=ch)
    return T("{letter} is known to be elsewhere (or this column is full).", letter=ch)


# -- the clue log with reveals, peeks and playground cards in order ----------------------------
@dataclass(frozen=True)
class LogEntry:
    kind: str                 # "clue", "peek" or "playground"
    round: int
    clue: Mapping[str, Any] | None = None
    seer: int = -1
    target: int = -1
    revealed: str = ""        # the card the seer turned up
    seen: str = ""            # the card seen (own peeks only)
    letter: str = ""          # the playground card


def log_entries(view: Mapping[str, Any]) -> list[LogEntry]:
    """The clue log with the reveals, peeks and playground cards where they happened:
    a peek comes just before its seer's question of that round, a playground card
    after the last question of its round."""
    peeks = list(view["peeks"])
    taken = [False] * len(peeks)
    revealed_index: dict[int, int] = {}
    peek_cards: list[str] = []
    for p in peeks:
        k = revealed_index.get(p["seer"], 0)
        revealed_index[p["seer"]] = k + 1
        cards = view["revealed"][p["seer"]]
        peek_cards.append(cards[k] if k < len(cards) else "")
    grounds = list(view["playground_revealed"])
    after = list(view.get("reveal_after") or ())
    placed = 0
    out: list[LogEntry] = []

    def peek_entry(i: int) -> LogEntry:
        p = peeks[i]
        taken[i] = True
        return LogEntry("peek", p["round"], seer=p["seer"], target=p["target"],
                        revealed=peek_cards[i], seen=p.get("letter") or "")

    def flush_playground(up_to_round: int) -> None:
        nonlocal placed
        while placed < len(grounds) and placed < len(after) and after[placed] <= up_to_round:
            out.append(LogEntry("playground", after[placed], letter=grounds[placed]))
            placed += 1

    for clue in view["clues"]:
        flush_playground(clue["round"] - 1)
        if clue["kind"] == "question":
            for i, p in enumerate(peeks):
                if not taken[i] and p["round"] == clue["round"] and p["seer"] == clue["asker"]:
                    out.append(peek_entry(i))
        out.append(LogEntry("clue", clue["round"], clue=clue))
    flush_playground(99)
    for i in range(len(peeks)):
        if not taken[i]:
            out.append(peek_entry(i))
    while placed < len(grounds):  # (companion corrections) anything left, at the end
        out.append(LogEntry("playground", view.get("round", 0), letter=grounds[placed]))
        placed += 1
    return out

