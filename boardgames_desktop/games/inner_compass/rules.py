"""Inner Compass: the complete rules, pure Python (protocol v2).

Phases: ``place`` (pawns, in reverse seat order from the last player), ``play``
(turns; ``value`` while a memory's value tokens wait to be placed) and ``over``.
A turn is several log entries, one a step of the spec's five: ``FreeMove``
(step 1), ``Move`` (step 2, and step 3 as "move again"), ``Feel`` (step 3),
``Memory`` then ``PlaceValue`` for each emptied row or column (step 4),
``EndTurn`` with the cards to discard (step 5).
Each step can be taken back until a card is drawn (``Feel``, ``EndTurn``).

Each action type is declared once (:attr:`InnerCompass.actions`): its phases,
why it is refused there (:mod:`refusals`) and what it does (:mod:`effects`);
:meth:`InnerCompass.legal_actions` lists exactly the candidates the refusals
accept.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations_with_replacement
from typing import Any

from ...core.game import ActionSpec, Game, Message, Outcome, Phone, TooMany, Undo, View
from ...core.i18n import SeatName, T
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from ...core.tutorial import Tutorial
from . import INFO, data, effects, phone, refusals, tutorial
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
from .describe import describe_entry, public_status
from .invariants import invariants
from .names import emotion_text
from .rules_text import rules_markdown
from .scoring import breakdown, ep_now, final_result
from .state import (
    State,
    build_grid,
    empty_lines,
    memory_cost,
    others_here,
    pawn_of,
    pawn_start_ok,
    sort_hand,
    spaces_for,
)
from .views import determinize_view, public_view_shape, view_of


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


# Actions are immutable values: the listed ones are made once (the look-ahead lists millions).
_PLACE = tuple(PlacePawn(c) for c in range(data.CELLS))
_VALUE = tuple(PlaceValue(t) for t in range(5))
_FREE = {d: FreeMove(d) for d in SIDES}
_MOVE = {d: Move(d) for d in SIDES}
_MEMORY = tuple(Memory(i) for i in range(data.CUBES))
_FEEL = Feel()
_END = EndTurn()


def legal_list(s: State, seat: int) -> list[Any]:
    """Every legal action of ``seat`` (the seat to act) now."""
    if s.phase == "place":
        return [_PLACE[c] for c in range(data.CELLS) if pawn_start_ok(s.grid, s.pawns, c)]
    if s.pending:
        return [_VALUE[t] for t in range(len(s.qualities)) if t not in s.values[seat]]
    if s.moves == 0:
        return _first_steps(s, seat)
    return _steps_after_move(s, seat) + _memories(s, seat) + _endings(s, seat)


def _first_steps(s: State, seat: int) -> list[Any]:
    """Before the required move: the free move along the same colour, then the move."""
    here = pawn_of(s, seat)
    steps = data.STEPS[here]
    out: list[Any] = []
    if not s.free_moved:
        out += [_FREE[d] for d, to in steps if s.grid[to] == s.grid[here]]
    return out + [_MOVE[d] for d, _to in steps]


def _steps_after_move(s: State, seat: int) -> list[Any]:
    """Step 3 after the required move: move again, or feel the card on that side."""
    if s.moves != 1 or s.felt or s.memory:
        return []
    out: list[Any] = [_MOVE[d] for d, _to in data.STEPS[pawn_of(s, seat)]]
    assert s.step2 is not None
    if s.side[SIDES.index(s.step2)] is not None:
        out.append(_FEEL)
    return out


def _memories(s: State, seat: int) -> list[Any]:
    """Step 4: a memory on the pawn's cell, one a player-board space the cube may leave."""
    here = pawn_of(s, seat)
    if s.memory or here in s.cubes[seat]:
        return []
    colour = s.grid[here]
    cost = memory_cost(s.track, colour, others_here(s.cubes, seat, here))[3]
    if s.hands[seat].count(colour) < cost:
        return []
    return [_MEMORY[i] for i in spaces_for(s.spaces[seat], colour)]


def _endings(s: State, seat: int) -> list[Any]:
    """Step 5: end the turn, discarding down to the limit."""
    if len(s.hands[seat]) <= HAND_LIMIT:
        return [_END]
    return [EndTurn(d) for d in discard_choices(s.hands[seat])]


# -- the game -------------------------------------------------------------------------------
class InnerCompass(Game):
    info = INFO

    actions = (
        ActionSpec(PlacePawn, phases=("place",), refuse=refusals.place_pawn, apply=effects.place_pawn),
        ActionSpec(FreeMove, phases=("play",), refuse=refusals.free_move, apply=effects.free_move),
        ActionSpec(Move, phases=("play",), refuse=refusals.move, apply=effects.move),
        ActionSpec(Feel, undo=Undo.REVEALS, phases=("play",), refuse=refusals.feel, apply=effects.feel),
        ActionSpec(Memory, phases=("play",), refuse=refusals.memory, apply=effects.memory),
        ActionSpec(PlaceValue, phases=("value",), refuse=refusals.place_value, apply=effects.place_value),
        ActionSpec(EndTurn, undo=Undo.REVEALS, phases=("play",), refuse=refusals.end_turn, apply=effects.end_turn),
    )

    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        return setup_state(seats, seed, self.check_options(dict(options)))

    def to_act(self, state: State) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.current,)

    def phase(self, state: State) -> str:
        """``place`` (the pawns), ``play`` (the steps of a turn), ``value`` (a turn's
        value tokens to place, before any other step) or ``over``."""
        if state.phase == "play" and state.pending:
            return "value"
        return state.phase

    def misplaced(self, state: State, actor: int, spec: ActionSpec) -> Message:
        """What the current phase asks for instead (see :func:`refusals.misplaced`)."""
        return refusals.misplaced(state, spec.type, self.phase(state))

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        """Every legal action, listed directly (fast, for the bots' look-ahead);
        the tests prove it equals the candidates :meth:`refusal` accepts."""
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

    def phone(self, view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
        return phone.phone(view, seat, legal)

    def status(self, public: View) -> Message:
        return public_status(public)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return determinize_view(view, seat, rng)

    def invariants(self, state: State) -> list[str]:
        return invariants(state)

    def rules_text(self) -> str:
        return rules_markdown()

    def tutorial(self) -> Tutorial:
        return tutorial.tutorial()


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
