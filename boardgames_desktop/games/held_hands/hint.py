"""'Can we still make it?': an exact search over the coming turns.

From the current position, with only the cards now in both hands (no draws:
what a refill brings is unknown, and cards only ever help), can the pair still
complete every goal now face up in this ring, or, once the heart is open, both
enter the heart? Turns alternate; each turn is any legal move (every card
identity counts, since the hidden halves matter after a perspective switch),
then the perspective choice. The search remembers positions it has already
shown hopeless, stops at a deadline, and says so when it could not finish.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ...core.i18n import SeatName, T, Text, Tn
from .data import ADJACENT, GOAL_CARDS, HEART, NODES
from .describe import NODE_PHRASE
from .moves import Ctx, Plan, SearchTimeout, enumerate_moves
from .state import Side, State, end_sides, needs_reveal, visible, with_seat


@dataclass
class HintResult:
    status: str  # "yes", "no", "unknown" (could not finish) or "nothing" (no goal to reach)
    message: Text
    turns: list[Text] = field(default_factory=list)  # a way to do it, when "yes"
    explored: int = 0


class _OutOfTime(Exception):
    pass


@dataclass(frozen=True)
class _Pos:
    mover: int
    positions: tuple[str, str]
    balances: tuple[int, int]
    perspectives: tuple[Side, Side]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    pending: tuple[bool, bool]  # goal (or heart) still to reach
    in_heart: tuple[bool, bool]
    reveal: tuple[bool, bool]  # must spend the next turn revealing a goal





class _Search:
    """One search from a state: turn after turn, depth first, remembering the positions
    shown hopeless (``failed``) and counting those explored, until the deadline."""

    def __init__(self, state: State, goals: tuple[str | None, ...], deadline: float, max_nodes: int):
        self.ring = state.ring
        self.goals = goals
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.failed: set[_Pos] = set()
        self.explored = 0
        # The move in progress (the first turn searched) goes on from where it stands.
        self.first_played = len(state.cards_played)
        self.first_entered = frozenset(state.path) | {state.turn_start}

    def turns_from(self, pos: _Pos, first: bool) -> list[Text] | None:
        """A way to reach every pending goal from ``pos``, one line a turn (None: there is none)."""
        if not any(pos.pending):
            return []
        if not first and pos in self.failed:
            return None
        self._tick()
        seat = pos.mover
        if pos.reveal[seat]:
            way = self._after_reveal(pos)
        elif pos.in_heart[seat]:
            return None
        else:
            way = self._after_move(pos, first)
        if way is None and not first:
            self.failed.add(pos)
        return way

    def _tick(self) -> None:
        """One more position explored: past the most allowed, or the deadline, the search stops."""
        self.explored += 1
        if self.explored > self.max_nodes or (self.explored % 16 == 0 and time.monotonic() > self.deadline):
            raise _OutOfTime

    def _after_reveal(self, pos: _Pos) -> list[Text] | None:
        seat = pos.mover
        nxt = _Pos(1 - seat, pos.positions, pos.balances, pos.perspectives, pos.hands, pos.pending, pos.in_heart,
                   with_seat(pos.reveal, seat, False))
        rest = self.turns_from(nxt, False)
        if rest is None:
            return None
        return [T("{who} reveals a goal.", who=SeatName(seat))] + rest

    def _ctx(self, pos: _Pos, first: bool) -> Ctx:
        seat = pos.mover
        cards = tuple(
            (c, owner, visible(c, pos.perspectives[owner])) for owner in (0, 1) for c in pos.hands[owner]
        )
        return Ctx(
            seat=seat,
            here=pos.positions[seat],
            partner=pos.positions[1 - seat],
            ring=self.ring,
            balance=pos.balances[seat],
            played=self.first_played if first else 0,
            entered=self.first_entered if first else frozenset({pos.positions[seat]}),
            cards=cards,
        )

    def _after_move(self, pos: _Pos, first: bool) -> list[Text] | None:
        seat = pos.mover
        ctx = self._ctx(pos, first)
        plans = enumerate_moves(ctx, include_stop=True, by_owner=True, exact=True, deadline=self.deadline)
        # Goal-completing moves first: the search finds a way sooner.
        plans.sort(key=lambda p: (not _completes(p, seat, pos, self.ring, self.goals), len(p.steps)))
        for plan in plans:
            if plan.loses or (not plan.steps and ctx.played == 0):
                continue
            if pos.in_heart[1 - seat] and plan.end != HEART:
                continue
            way = self._after_plan(pos, plan, ctx)
            if way is not None:
                return way
        return None

    def _after_plan(self, pos: _Pos, plan: Plan, ctx: Ctx) -> list[Text] | None:
        """A way on after the mover plays ``plan``, ending it with either perspective it allows."""
        seat = pos.mover
        spent = {card for _n, card in plan.steps}
        hands = (tuple(c for c in pos.hands[0] if c not in spent), tuple(c for c in pos.hands[1] if c not in spent))
        pending, in_heart = self._reached(pos, plan)
        for persp in end_sides(seat, plan.end, pos.perspectives[seat]):
            nxt = _Pos(
                1 - seat,
                with_seat(pos.positions, seat, plan.end),
                with_seat(pos.balances, seat, plan.balance),
                with_seat(pos.perspectives, seat, persp),
                hands,
                pending,
                in_heart,
                pos.reveal,
            )
            if any(pending) and not _partner_can_move(nxt):
                continue
            rest = self.turns_from(nxt, False)
            if rest is not None:
                return [_describe(seat, plan, ctx, persp, pos.perspectives[seat])] + rest
        return None

    def _reached(self, pos: _Pos, plan: Plan) -> tuple[tuple[bool, bool], tuple[bool, bool]]:
        """(pending, in the heart) after the mover plays ``plan``."""
        seat = pos.mover
        if plan.end == HEART:
            return with_seat(pos.pending, seat, False), with_seat(pos.in_heart, seat, True)
        if _completes(plan, seat, pos, self.ring, self.goals):
            return with_seat(pos.pending, seat, False), pos.in_heart
        return pos.pending, pos.in_heart


def _start(state: State, pending: tuple[bool, bool]) -> _Pos:
    """Where the search starts: the table as it is, the move in progress included."""
    return _Pos(
        mover=state.current,
        positions=state.positions,
        balances=state.balances,
        perspectives=(state.perspectives[0] or "L", state.perspectives[1] or "L"),  # set once play begins
        hands=(tuple(sorted(state.hands[0])), tuple(sorted(state.hands[1]))),
        pending=pending,
        in_heart=state.in_heart,
        reveal=(needs_reveal(state, 0), needs_reveal(state, 1)),
    )


def can_we_make_it(state: State, seconds: float = 0.75, max_nodes: int = 2_000_000) -> HintResult:
    """The answer for ``state``, which only needs what every view shows (a
    state the game's ``determinize`` builds from the view will do)."""
    if state.phase != "play":
        return HintResult("nothing", T("The hint works once the game is under way."))
    ring = state.ring
    goals = tuple(GOAL_CARDS[g] if g is not None else None for g in state.active_goals)
    heart = ring >= 3
    if heart:
        pending = (not state.in_heart[0], not state.in_heart[1])
    else:
        pending = (goals[0] is not None, goals[1] is not None)
    if not any(pending):
        return HintResult("nothing", T("No goal is face up right now: reveal your next goals first."))
    deadline = time.monotonic() + seconds
    start = _start(state, pending)
    search = _Search(state, goals, deadline, max_nodes)
    try:
        way = search.turns_from(start, True)
    except (_OutOfTime, SearchTimeout):
        return HintResult(
            "unknown",
            T("The search could not finish within the time allowed: too many ways to try."),
            explored=search.explored,
        )
    if way is None:
        no = (T("you cannot both enter the heart") if heart
              else NOT_ALL_REACHED[ring])
        return HintResult(
            "no",
            T("No: with only the cards now in your hands, {no}. Cards drawn at balance 0 could still change that.",
              no=no),
            explored=search.explored,
        )
    yes = T("you can both enter the heart") if heart else ALL_REACHED[ring]
    return HintResult(
        "yes",
        Tn("Yes: with the cards now in your hands, {yes} (in {n} turn).",
           "Yes: with the cards now in your hands, {yes} (in {n} turns).", len(way), yes=yes),
        turns=way,
        explored=search.explored,
    )


ALL_REACHED = (
    T("every face-up goal of the outer ring can be reached"),
    T("every face-up goal of the middle ring can be reached"),
    T("every face-up goal of the inner ring can be reached"),
)
NOT_ALL_REACHED = (
    T("the face-up goals of the outer ring cannot all be reached"),
    T("the face-up goals of the middle ring cannot all be reached"),
    T("the face-up goals of the inner ring cannot all be reached"),
)


def _completes(plan: Plan, seat: int, pos: _Pos, ring: int, goals: tuple[str | None, ...]) -> bool:
    if not pos.pending[seat] or plan.end == HEART or ring >= 3:
        return False
    node = NODES[plan.end]
    return node.ring == ring and node.emotion == goals[seat]


def _partner_can_move(pos: _Pos) -> bool:
    """The player to move must have a legal first step, or the game is lost."""
    seat = pos.mover
    if pos.reveal[seat]:
        return True
    shown = {visible(c, pos.perspectives[o]) for o in (0, 1) for c in pos.hands[o]}
    return any(_enterable(pos, seat, nxt, shown) for nxt in ADJACENT[pos.positions[seat]])


def _enterable(pos: _Pos, seat: int, node: str, shown: set[str]) -> bool:
    """Whether a card showing one of ``shown`` lets ``seat`` step to ``node``."""
    if node == HEART:
        return pos.balances[seat] in (-1, 1) and bool(shown)
    return node != pos.positions[1 - seat] and NODES[node].emotion in shown


def _describe(seat: int, plan: Plan, ctx: Ctx, persp: str, before: str) -> Text:
    who = SeatName(seat)
    if not plan.steps:
        return T("{who} ends the move here.", who=who)
    where = [NODE_PHRASE[NODES[node].emotion or HEART] for node, _card in plan.steps]
    route = T("{who} steps to {nodes}.", who=who, nodes=tuple(where)) if persp == before else \
        T("{who} steps to {nodes}, then switches perspective.", who=who, nodes=tuple(where))
    return route
