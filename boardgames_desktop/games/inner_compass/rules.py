"""Inner Compass: the complete rules, pure Python (protocol v2).

Phases: ``place`` (pawns, in reverse seat order from the last player), ``play``
(turns) and ``over``. A turn is several log entries, one a step of the
spec's five: ``FreeMove`` (step 1), ``Move`` (step 2, and step 3 as "move
again"), ``Feel`` (step 3), ``Memory`` then ``PlaceValue`` for each emptied
row or column (step 4), ``EndTurn`` with the cards to discard (step 5).
Each step can be taken back until a card is drawn (``Feel``, ``EndTurn``).

Every rule's wording for a refusal lives in :mod:`reasons`; legality has one
source: :func:`reasons.refusal_reason`, and :meth:`InnerCompass.legal_actions`
lists the candidates it accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import combinations_with_replacement
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import ActionSpec, Game, Message, Outcome, TooMany, Undo, View
from ...core.i18n import SeatName, T
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from . import INFO, data, reasons
from .actions import (
    ACTIONS,
    EndTurn,
    Feel,
    FreeMove,
    Memory,
    Move,
    PlacePawn,
    PlaceValue,
)
from .data import EMOTIONS, HAND_LIMIT, SIDES
from .invariants import check_invariants
from .model import (
    State,
    apply_memory,
    build_grid,
    draw,
    emotion_text,
    empty_lines,
    evolve,
    memory_cost,
    others_here,
    pawn_start_ok,
    sort_hand,
    spaces_for,
)
from .scoring import breakdown, ep_now, final_result
from .views import describe_entry, determinize_view, public_status, public_view_shape, view_of


# -- set-up -------------------------------------------------------------------------------
def setup_state(players: int, seed: int, options: Mapping[str, Any]) -> State:
    if not 2 <= players <= 4:
        raise ValueError(f"Inner Compass is for 2 to 4 players, not {players}")
    rng = Rng(seed_state(seed, "inner-compass"))
    # 1. Four life boards shuffled into a 2 x 2 grid, each turned at random.
    letters = rng.shuffled(tuple(data.LIFE_BOARDS))
    boards = tuple((letter, rng.below(4)) for letter in letters)
    grid = build_grid(boards)
    # 3. Two sticky notes and three memos (or the first-game set).
    qualities: tuple[str, ...]
    if options.get("tiles", "random") == "intro":
        qualities = data.INTRO_TILES
    else:
        qualities = (rng.shuffled(data.STICKY_IDS)[: data.STICKY_NOTES]
                     + rng.shuffled(data.MEMO_IDS)[: data.MEMOS])
    # 4. The situation track: X anywhere but the top (uniform over allowed orders).
    emotions = list(rng.shuffled(EMOTIONS))
    emotions.insert(1 + rng.below(len(emotions)), "X")
    track = tuple(emotions)
    # 5. The deck, and one face-up card beside each side: north, east, south, west.
    deck = rng.shuffled(tuple(c for c in EMOTIONS for _ in range(data.CARD_COUNTS[c])))
    side = tuple(deck[-1 - i] for i in range(len(SIDES)))
    deck = deck[: -len(SIDES)]
    # 6. A random start player; 1 card to them, 2 to the next, and so on.
    start = rng.below(players)
    hands: list[tuple[str, ...]] = [()] * players
    for k in range(players):
        seat = (start + k) % players
        n = data.START_CARDS[k]
        hands[seat] = sort_hand(deck[-n:])
        deck = deck[:-n]
    last = (start + players - 1) % players
    return State(
        rng=rng.state,
        players=players,
        boards=boards,
        grid=grid,
        qualities=tuple(qualities),
        track=track,
        deck=deck,
        discard=(),
        side=side,
        hands=tuple(hands),
        pawns=(None,) * players,
        cubes=((),) * players,
        spaces=((True,) * data.CUBES,) * players,
        values=((),) * players,
        first=(None,) * len(qualities),
        ep_track=(0,) * players,
        ep_first=(0,) * players,
        compass=None,
        phase="place",
        current=last,
        start=start,
    )


# -- handlers -----------------------------------------------------------------------------
def _place_pawn(s: State, seat: int, a: PlacePawn) -> State:
    pawns = _set(s.pawns, seat, a.cell)
    if seat == s.start:
        return evolve(s, pawns=pawns, phase="play", current=s.start, turn=1)
    return evolve(s, pawns=pawns, current=(seat - 1) % s.players)


def _move(s: State, seat: int, a: FreeMove | Move) -> State:
    cell = data.step(_pawn(s, seat), a.direction)
    assert cell is not None
    pawns = _set(s.pawns, seat, cell)
    if isinstance(a, FreeMove):
        return evolve(s, pawns=pawns, free_moved=True)
    step2 = a.direction if s.moves == 0 else s.step2
    return evolve(s, pawns=pawns, moves=s.moves + 1, step2=step2)


def _feel(s: State, seat: int, a: Feel) -> State:
    assert s.step2 is not None
    k = SIDES.index(s.step2)
    card = s.side[k]
    assert card is not None
    hand = s.hands[seat] + (card,)
    s = evolve(s, side=_set(s.side, k, None), felt=True, took=s.step2)
    if card == s.grid[_pawn(s, seat)]:
        bonus, s = draw(s)
        if bonus is not None:
            hand += (bonus,)
    return evolve(s, hands=_set(s.hands, seat, sort_hand(hand)))


def _memory(s: State, seat: int, a: Memory) -> State:
    return apply_memory(s, seat, a.space)


def _place_value(s: State, seat: int, a: PlaceValue) -> State:
    values = _set(s.values, seat, s.values[seat] + (a.tile,))
    s = evolve(s, values=values, pending=s.pending - 1)
    if s.first[a.tile] is None:
        s = evolve(s, first=_set(s.first, a.tile, seat),
                    ep_first=_set(s.ep_first, seat, s.ep_first[seat] + data.FIRST_BONUS))
    return s


def _end_turn(s: State, seat: int, a: EndTurn) -> State:
    hand = list(s.hands[seat])
    for gone in a.discard:
        hand.remove(gone)
    s = evolve(s, hands=_set(s.hands, seat, tuple(hand)), discard=s.discard + tuple(a.discard))
    if s.took is not None:
        card, s = draw(s)
        s = evolve(s, side=_set(s.side, SIDES.index(s.took), card))
    nxt = (seat + 1) % s.players
    fresh = {"free_moved": False, "moves": 0, "step2": None, "felt": False, "memory": False, "took": None, "pending": 0}
    if s.compass is not None and nxt == s.compass:
        return evolve(s, phase="over", **fresh)
    return evolve(s, current=nxt, turn=s.turn + 1, **fresh)


_HANDLERS: dict[type, Callable[[State, int, Any], State]] = {
    PlacePawn: _place_pawn,
    FreeMove: _move,
    Move: _move,
    Feel: _feel,
    Memory: _memory,
    PlaceValue: _place_value,
    EndTurn: _end_turn,
}


def _set(t: tuple, i: int, value: Any) -> tuple:
    return t[:i] + (value,) + t[i + 1:]


def _pawn(s: State, seat: int) -> int:
    cell = s.pawns[seat]
    assert cell is not None
    return cell


def discard_choices(hand: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every distinct set of cards (by colour) that brings ``hand`` down to the limit."""
    excess = len(hand) - HAND_LIMIT
    if excess <= 0:
        return [()]
    counts = {c: hand.count(c) for c in EMOTIONS}
    out = []
    for combo in combinations_with_replacement([c for c in EMOTIONS if counts[c]], excess):
        if all(combo.count(c) <= counts[c] for c in set(combo)):
            out.append(combo)
    return out


# Actions are immutable values: the listed ones are made once (the look-ahead lists millions).
_PLACE = tuple(PlacePawn(c) for c in range(data.CELLS))
_VALUE = tuple(PlaceValue(t) for t in range(5))
_FREE = {d: FreeMove(d) for d in SIDES}
_MOVE = {d: Move(d) for d in SIDES}
_MEMORY = tuple(Memory(i) for i in range(data.CUBES))
_FEEL = Feel()
_END = EndTurn()


def legal_list(s: State, seat: int) -> list[Any]:
    if s.phase == "place":
        return [_PLACE[c] for c in range(data.CELLS) if pawn_start_ok(s.grid, s.pawns, c)]
    if s.pending:
        return [_VALUE[t] for t in range(len(s.qualities)) if t not in s.values[seat]]
    here = _pawn(s, seat)
    steps = data.STEPS[here]
    out: list[Any] = []
    if s.moves == 0:
        if not s.free_moved:
            out += [_FREE[d] for d, to in steps if s.grid[to] == s.grid[here]]
        out += [_MOVE[d] for d, _to in steps]
    elif s.moves == 1 and not s.felt and not s.memory:
        out += [_MOVE[d] for d, _to in steps]
        assert s.step2 is not None
        if s.side[SIDES.index(s.step2)] is not None:
            out.append(_FEEL)
    if s.moves and not s.memory and here not in s.cubes[seat]:
        colour = s.grid[here]
        cost = memory_cost(s.track, colour, others_here(s.cubes, seat, here))[3]
        if s.hands[seat].count(colour) >= cost:
            out += [_MEMORY[i] for i in spaces_for(s.spaces[seat], colour)]
    if s.moves:
        if len(s.hands[seat]) <= HAND_LIMIT:
            out.append(_END)
        else:
            out += [EndTurn(d) for d in discard_choices(s.hands[seat])]
    return out


# -- the game -------------------------------------------------------------------------------
class InnerCompass(Game):
    info = INFO

    actions = (
        ActionSpec(PlacePawn),
        ActionSpec(FreeMove),
        ActionSpec(Move),
        ActionSpec(Feel, undo=Undo.REVEALS),
        ActionSpec(Memory),
        ActionSpec(PlaceValue),
        ActionSpec(EndTurn, undo=Undo.REVEALS),
    )

    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        return setup_state(seats, seed, self.check_options(dict(options)))

    def to_act(self, state: State) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.current,)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        """Every legal action, listed directly (fast, for the bots' look-ahead);
        the tests prove it equals the candidates :func:`reasons.refusal_reason` accepts."""
        if actor not in self.to_act(state):
            return []
        return legal_list(state, actor)

    def candidates(self, s: State, seat: int) -> list[Any]:
        """A superset of the legal actions now (what the tests check refusal against)."""
        if s.phase == "place":
            return [PlacePawn(c) for c in range(data.CELLS)]
        if s.pending:
            return [PlaceValue(t) for t in range(len(s.qualities))]
        out: list[Any] = [FreeMove(d) for d in SIDES] + [Move(d) for d in SIDES] + [Feel()]
        out += [Memory(i) for i in range(data.CUBES)]
        out += [EndTurn(d) for d in discard_choices(s.hands[seat])]
        return out

    def refusal(self, state: State, actor: int, action: Any) -> Message | None:
        try:
            spec = self.spec(action)
        except IllegalAction as exc:
            return exc.rule
        reason = self.who_refusal(state, actor, spec)
        if reason is not None:
            return reason
        return reasons.refusal_reason(state, actor, action)

    def apply(self, state: State, actor: int, action: Any) -> State:
        # The match asks refusal() first and the bots play listed actions, so
        # apply trusts its input (the look-ahead calls it thousands of times).
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(T("That is not an action of this game."))
        return handler(state, actor, action)

    def invariants(self, state: State) -> list[str]:  # stopgap until invariants.py lands
        return check_invariants(state)

    def view(self, state: State, seat: int | None) -> View:
        return view_of(state, seat)

    def public_view_shape(self, seats: int) -> Shape:
        return public_view_shape(seats)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        scores, winners, tie = final_result(state)
        who = tuple(SeatName(w) for w in winners)
        points = scores[winners[0]]
        if len(winners) == 1:
            message = T("{who} wins with {points} EP.", who=who[0], points=points)
        else:
            message = T("{who} share the win with {points} EP each.", who=who, points=points)
        tiebreak: Message = ""
        if tie == "cards":
            tiebreak = T("Tied on EP: the most emotion cards in hand decided.")
        elif tie == "shared":
            tiebreak = T("Tied on EP and on cards in hand: the win is shared.")
        return Outcome(winners, "score", message, scores, tiebreak)

    def describe(self, before: View, after: View, actor: int, action: Any | None,
                 viewer: int | None) -> Message:
        return describe_entry(before, after, actor, action, viewer)

    def status(self, public: View) -> Message:
        return public_status(public)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return determinize_view(view, seat, rng)

    def rules_text(self) -> str:
        from .rules_text import rules_markdown

        return rules_markdown()


GAME = InnerCompass()

__all__ = [
    "ACTIONS",
    "GAME",
    "EndTurn",
    "Feel",
    "FreeMove",
    "InnerCompass",
    "Memory",
    "Move",
    "PlacePawn",
    "PlaceValue",
    "State",
    "breakdown",
    "build_grid",
    "discard_choices",
    "emotion_text",
    "empty_lines",
    "ep_now",
    "final_result",
    "setup_state",
]
