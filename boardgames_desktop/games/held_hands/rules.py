"""...and then we held hands: the complete rules, pure Python.

Everything the spec (shared/rules/held_hands.md) says, including each point it
marks **[decision]**. States are frozen dataclasses; ``apply`` returns a new
state. A turn is a sequence of actions in the log: ``RevealGoal`` alone, or one
or more ``Step`` actions closed by ``EndTurn``. Steps can be taken back (undo)
until ``EndTurn``, which may draw cards and reveal goals.

The shape every game shares: the game is always in one *phase* (``fan``,
``reveal``, ``move``, ``over``, see :func:`phase_of`); each action type has one
*handler* (:data:`HANDLERS`) that names the phase it belongs to, why it would be
refused there, and what it does. ``refusal`` and ``apply`` only dispatch.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from ...core.frozen import evolve as replace
from ...core.game import TABLE, ActionSpec, Game, Outcome, Part, Undo, View
from ...core.i18n import SeatName, T, Text
from ...core.rng import Rng, seed_state
from ...core.shape import (
    NULL,
    Bool,
    Const,
    Dict,
    Int,
    ListOf,
    Maybe,
    OneOf,
    Shape,
    Str,
    Tagged,
    Tuple,
    per_seat,
)
from ...core.shape import seat as seat_index
from . import INFO, words
from .data import (
    ADJACENT,
    BALANCE_CHANGE,
    BALANCE_MAX,
    BALANCE_MIN,
    EMOTION_CARDS,
    EMOTIONS,
    GOAL_CARDS,
    GOALS_PER_RING,
    HAND_SIZE,
    HEART,
    NODES,
    RESET_STEP,
    START_NODES,
)
from .words import colour_text, emotion_text, ending_text, signed, view_ending

Side = Literal["L", "R"]


# -- actions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Fan:
    """Set-up: fan the hand to the left or the right (the initial perspective)."""

    side: Side


@dataclass(frozen=True)
class RevealGoal:
    """A whole turn: turn the top card of one's goal pile face up."""


@dataclass(frozen=True)
class Step:
    """Enter an adjacent node, paying with one card from either hand."""

    node: str
    card: int


@dataclass(frozen=True)
class EndTurn:
    """Confirm the move; ``perspective`` is the fan side afterwards.

    On a side node it is forced by the side; on a middle node the player
    chooses to keep or switch.
    """

    perspective: Side


# -- state -----------------------------------------------------------------------------
@dataclass(frozen=True)
class State:
    rng: int
    phase: str  # "fan", "play" or "over" (see phase_of for the finer phases)
    current: int  # whose turn (during "fan": who chooses)
    first: int  # who takes the first turn
    turn: int  # turns taken so far
    ring: int  # 0 outer, 1 middle, 2 inner, 3 heart open
    positions: tuple[str, str]
    balances: tuple[int, int]
    perspectives: tuple[Side | None, Side | None]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    deck: tuple[int, ...]  # draw from the end
    discards: tuple[tuple[int, ...], tuple[int, ...]]
    goal_deck: tuple[int, ...]  # draw from the end
    goal_piles: tuple[tuple[int, ...], tuple[int, ...]]  # face down, top = last
    active_goals: tuple[int | None, int | None]
    goals_done: tuple[tuple[int, ...], tuple[int, ...]]
    in_heart: tuple[bool, bool]
    # The turn in progress:
    path: tuple[str, ...] = ()  # nodes entered this turn, in order
    cards_played: tuple[int, ...] = ()
    turn_start: str = ""  # where the pawn stood when the turn began
    # The end:
    result: Outcome | None = None


# -- small facts -------------------------------------------------------------------------
def other(seat: int) -> int:
    return 1 - seat


def perspective_of(seat: int, node_id: str) -> Side | None:
    """The fan side that a pawn on ``node_id`` gives ``seat`` (None on a middle node).

    Seat 1 sits south: west is its left. Seat 2 sits north: east is its left.
    """
    side = NODES[node_id].side
    if side is None:
        return None
    if seat == 0:
        return "L" if side == "W" else "R"
    return "L" if side == "E" else "R"


#: (left, right) of every emotion card, for the hot paths of the bots' look-ahead.
HALVES: tuple[tuple[str, str], ...] = tuple((c.left, c.right) for c in EMOTION_CARDS)


def visible(card_id: int, perspective: Side | None) -> str:
    return HALVES[card_id][perspective != "L"]


def card_owner(state: State, card_id: int) -> int | None:
    for seat in (0, 1):
        if card_id in state.hands[seat]:
            return seat
    return None


def showing(state: State) -> set[str]:
    """The emotions the cards in both hands show now."""
    right0, right1 = (p != "L" for p in state.perspectives)
    return {HALVES[c][right0] for c in state.hands[0]} | {HALVES[c][right1] for c in state.hands[1]}


def goals_left_in_ring(state: State, seat: int) -> int:
    return len(state.goal_piles[seat]) + (state.active_goals[seat] is not None)


def needs_reveal(state: State, seat: int) -> bool:
    return state.active_goals[seat] is None and bool(state.goal_piles[seat])


def balance_after(balance: int, steps_so_far: int, delta: int) -> int:
    """Balance after one more step: from the 6th card of a turn on it resets to 0."""
    if steps_so_far + 1 >= RESET_STEP:
        return 0
    return balance + delta




def _pair(pair: tuple, seat: int, value: Any) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def phase_of(state: State) -> str:
    """``fan`` (set-up), ``reveal`` (the turn is revealing a goal), ``move``
    (steps, then ending the move) or ``over``."""
    if state.phase != "play":
        return state.phase
    return "reveal" if needs_reveal(state, state.current) else "move"


# -- the step rule's words ------------------------------------------------------------
FURTHER_IN = (
    T("You may not go further in than the outer ring yet."),
    T("You may not go further in than the middle ring yet."),
    T("You may not go further in than the inner ring yet."),
)
IN_HEART = T("You are in the heart already.")
HEART_ENDS_MOVE = T("Entering the heart ends your move.")
NOT_JOINED = T("You can only step to a node joined to yours by a line.")
PARTNERS_NODE = T("You may not enter or pass your partner's node.")
TWICE = T("You may not enter a node twice in one turn (the node you started on counts).")
HEART_CLOSED = T("The heart opens only when both of you have done the inner ring's goals.")


def enter_refusal(state: State, seat: int, node: str) -> Text | None:
    """Why ``seat`` may not enter ``node`` now, whatever card pays (or None)."""
    here = state.positions[seat]
    if here == HEART:
        return IN_HEART
    path = state.path
    if path and path[-1] == HEART:
        return HEART_ENDS_MOVE
    if node not in NODES:
        return T("There is no node '{node}'.", node=node[:12])
    if node not in ADJACENT[here]:
        return NOT_JOINED
    if node == state.positions[1 - seat] and node != HEART:
        return PARTNERS_NODE
    if node in path or node == state.turn_start:
        return TWICE
    if node == HEART:
        if state.ring < 3:
            return HEART_CLOSED
    elif NODES[node].ring > state.ring:
        return FURTHER_IN[state.ring]
    return None


def pays(state: State, seat: int, node: str, shown: str) -> bool:
    """Whether a card showing ``shown`` pays for entering ``node`` (an enterable node)."""
    if node == HEART:
        return balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown]) == 0
    return shown == NODES[node].emotion


def step_refusal(state: State, seat: int, node: str, card: int | None) -> Text | None:
    """Why ``seat`` may not enter ``node`` now paying with ``card`` (or None).
    ``card=None`` asks about the node alone."""
    reason = enter_refusal(state, seat, node)
    if reason is not None or card is None:
        return reason
    owner = card_owner(state, card)
    if owner is None:
        return T("That card is in neither hand.")
    shown = visible(card, state.perspectives[owner])
    if pays(state, seat, node, shown):
        return None
    shows = showing(state)
    if node == HEART:
        after = balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown])
        if not any(pays(state, seat, node, e) for e in shows):
            return T(
                "To enter the heart your balance must then be 0; this {shown} card would leave it "
                "at {balance}; no card in either hand would leave it at 0.",
                shown=emotion_text(shown), balance=signed(after),
            )
        return T(
            "To enter the heart your balance must then be 0; this {shown} card would leave it at {balance}.",
            shown=emotion_text(shown), balance=signed(after),
        )
    want = NODES[node].emotion
    assert want is not None  # only the heart has no emotion, and it was answered above
    args = {"shown": emotion_text(shown), "colour": colour_text(shown), "want": emotion_text(want),
            "want_colour": colour_text(want)}
    if want not in shows:
        return T(
            "That card shows {shown} ({colour}) from its owner's perspective, and no card in either "
            "hand shows {want} ({want_colour}), the emotion of this node.",
            **args,
        )
    return T("That card shows {shown} ({colour}) from its owner's perspective; this node is {want} ({want_colour}).",
             **args)


def first_steps(state: State, seat: int) -> list[Step]:
    """Every legal step of ``seat`` from where the move stands now."""
    cards = [(c, visible(c, state.perspectives[o])) for o in (0, 1) for c in state.hands[o]]
    return [
        Step(node, card)
        for node in ADJACENT[state.positions[seat]]
        if enter_refusal(state, seat, node) is None
        for card, shown in cards
        if pays(state, seat, node, shown)
    ]


def step_nodes(state: State, seat: int, shows: set[str] | None = None) -> list[str]:
    """The nodes ``seat`` could step to now with a card showing one of ``shows``
    (default: what both hands show). Fast: no list of steps."""
    if shows is None:
        shows = showing(state)
    out = []
    for node in ADJACENT[state.positions[seat]]:
        if enter_refusal(state, seat, node) is not None:
            continue
        if node == HEART:
            if any(pays(state, seat, node, e) for e in shows):
                out.append(node)
        elif NODES[node].emotion in shows:
            out.append(node)
    return out


def can_step(state: State, seat: int) -> bool:
    """Whether ``seat`` has any legal first step now (stops at the first one found)."""
    shows = None
    for node in ADJACENT[state.positions[seat]]:
        if enter_refusal(state, seat, node) is not None:
            continue
        if shows is None:
            shows = showing(state)
        if node == HEART:
            if any(pays(state, seat, node, e) for e in shows):
                return True
        elif NODES[node].emotion in shows:
            return True
    return False


# -- the handlers: one per action type -----------------------------------------------------
@dataclass(frozen=True)
class Handler:
    """An action type's phase, its refusals there, and what it does."""

    phase: str
    #: The rule a player breaks by taking this action in the wrong phase (not set-up).
    misplaced: Callable[[State, int], Text]
    refuse: Callable[[State, int, Any], Text | None]
    play: Callable[[State, int, Any], State]


FAN_FIRST = T("First each player fans their hand to the left or to the right.")
REVEAL_FIRST = T("You have no active goal: this turn you reveal your next goal.")


def _refuse_fan(state: State, seat: int, action: Fan) -> Text | None:
    if action.side not in ("L", "R"):
        return FAN_FIRST
    return None


def _play_fan(state: State, seat: int, action: Fan) -> State:
    perspectives = _pair(state.perspectives, seat, action.side)
    state = replace(state, perspectives=perspectives)
    if None in perspectives:
        return replace(state, current=other(seat))
    state = replace(state, phase="play", current=state.first, turn_start=state.positions[state.first])
    return _check_stuck(state)


def _reveal_misplaced(state: State, seat: int) -> Text:
    if state.active_goals[seat] is not None:
        return T("You already have an active goal.")
    return T("Your goals for this ring are all done.")


def _play_reveal(state: State, seat: int, action: RevealGoal) -> State:
    pile = state.goal_piles[seat]
    state = replace(
        state,
        goal_piles=_pair(state.goal_piles, seat, pile[:-1]),
        active_goals=_pair(state.active_goals, seat, pile[-1]),
    )
    # A turn that only reveals a goal is a turn: at balance 0 the hand refills.
    if state.balances[seat] == 0:
        state = _refill(state, seat)
    return _next_turn(state)


def _refuse_step(state: State, seat: int, action: Step) -> Text | None:
    return step_refusal(state, seat, action.node, action.card)


def _play_step(state: State, seat: int, action: Step) -> State:
    owner = card_owner(state, action.card)
    assert owner is not None, "apply() was given a step that refusal() refuses"
    shown = visible(action.card, state.perspectives[owner])
    balance = balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown])
    state = replace(
        state,
        positions=_pair(state.positions, seat, action.node),
        balances=_pair(state.balances, seat, balance),
        hands=_pair(state.hands, owner, tuple(c for c in state.hands[owner] if c != action.card)),
        discards=_pair(state.discards, seat, state.discards[seat] + (action.card,)),
        path=state.path + (action.node,),
        cards_played=state.cards_played + (action.card,),
    )
    if not BALANCE_MIN <= balance <= BALANCE_MAX:
        return _finish(state, "balance")
    return state


def completes_goal(state: State, seat: int, node: str) -> bool:
    """Whether a move of ``seat`` ending on ``node`` completes its active goal:
    a node of the goal's emotion in the current ring."""
    goal = state.active_goals[seat]
    target = NODES[node]
    return goal is not None and target.ring == state.ring and target.emotion == GOAL_CARDS[goal]


def end_sides(seat: int, node: str, current: Side) -> tuple[Side, ...]:
    """The fan sides ``seat`` may choose ending a move on ``node`` with the
    perspective ``current``: forced on a side, keep (first) or switch on the axis."""
    forced = perspective_of(seat, node)
    if forced is not None:
        return (forced,)
    return (current, "R" if current == "L" else "L")


def end_choices(state: State, seat: int) -> tuple[Side, ...]:
    """The fan sides the player may choose when ending the move here (keep first);
    none before the hand is fanned (there is no move to end yet)."""
    current = state.perspectives[seat]
    if current is None:
        return ()
    return end_sides(seat, state.positions[seat], current)


def _refuse_end(state: State, seat: int, action: EndTurn) -> Text | None:
    if not state.path:
        return T("A move must enter at least one node before the turn ends.")
    if action.perspective not in end_choices(state, seat):
        return T("Ending on this side of the board sets your perspective; you cannot choose it.")
    return None


def _play_end(state: State, seat: int, action: EndTurn) -> State:
    state = replace(state, perspectives=_pair(state.perspectives, seat, action.perspective))
    here = state.positions[seat]
    partner = other(seat)
    if here == HEART:
        state = replace(state, in_heart=_pair(state.in_heart, seat, True))
        if state.in_heart[partner]:
            return _finish(state, "heart", winners=(0, 1))
    elif state.in_heart[partner]:
        return _finish(state, "no-follow")
    if completes_goal(state, seat, here):
        goal = state.active_goals[seat]
        pile = state.goal_piles[seat]
        state = replace(
            state,
            goals_done=_pair(state.goals_done, seat, state.goals_done[seat] + (goal,)),
            active_goals=_pair(state.active_goals, seat, pile[-1] if pile else None),
            goal_piles=_pair(state.goal_piles, seat, pile[:-1]),
        )
        if goals_left_in_ring(state, 0) == 0 and goals_left_in_ring(state, 1) == 0 and state.ring < 3:
            state = _advance_ring(state, seat)
    if state.balances[seat] == 0:
        state = _refill(state, seat)
    return _next_turn(state)


HANDLERS: dict[type, Handler] = {
    Fan: Handler("fan", lambda s, seat: T("Hands are fanned only at the start of the game."), _refuse_fan, _play_fan),
    RevealGoal: Handler("reveal", _reveal_misplaced, lambda s, seat, a: None, _play_reveal),
    Step: Handler("move", lambda s, seat: REVEAL_FIRST, _refuse_step, _play_step),
    EndTurn: Handler("move", lambda s, seat: REVEAL_FIRST, _refuse_end, _play_end),
}


# -- the turn's machinery ---------------------------------------------------------------------
def _advance_ring(state: State, mover: int) -> State:
    ring = state.ring + 1
    goal_deck = state.goal_deck
    piles = state.goal_piles
    if ring < 3:
        piles = (goal_deck[-GOALS_PER_RING:], goal_deck[-2 * GOALS_PER_RING : -GOALS_PER_RING])
        goal_deck = goal_deck[: -2 * GOALS_PER_RING]
    # The player with more cards in their discard pile shuffles it back into
    # the draw deck [decision: on a tie, the player who completed the ring].
    sizes = (len(state.discards[0]), len(state.discards[1]))
    giver = mover if sizes[0] == sizes[1] else (0 if sizes[0] > sizes[1] else 1)
    rng = Rng(state.rng)
    deck = rng.shuffled(state.deck + state.discards[giver])
    return replace(
        state,
        ring=ring,
        goal_deck=goal_deck,
        goal_piles=piles,
        deck=deck,
        discards=_pair(state.discards, giver, ()),
        rng=rng.state,
    )


def _refill(state: State, seat: int) -> State:
    hand = state.hands[seat]
    if len(hand) >= HAND_SIZE:
        return state
    deck = state.deck
    need = HAND_SIZE - len(hand)
    if len(deck) >= need:  # the usual case, without the shuffle below
        drawn = deck[-need:][::-1]
        return replace(state, hands=_pair(state.hands, seat, hand + drawn), deck=deck[:-need])
    discards = state.discards
    rng = Rng(state.rng)
    while len(hand) < HAND_SIZE:
        if not deck:
            # [decision] The larger discard pile becomes the new deck
            # (on a tie, the drawing player's own pile).
            sizes = (len(discards[0]), len(discards[1]))
            if sizes == (0, 0):
                break
            giver = seat if sizes[0] == sizes[1] else (0 if sizes[0] > sizes[1] else 1)
            deck = rng.shuffled(discards[giver])
            discards = _pair(discards, giver, ())
        hand = hand + (deck[-1],)
        deck = deck[:-1]
    return replace(state, hands=_pair(state.hands, seat, hand), deck=deck, discards=discards, rng=rng.state)


def _next_turn(state: State) -> State:
    nxt = other(state.current)
    state = replace(
        state,
        current=nxt,
        turn=state.turn + 1,
        path=(),
        cards_played=(),
        turn_start=state.positions[nxt],
    )
    return _check_stuck(state)


def _check_stuck(state: State) -> State:
    seat = state.current
    if needs_reveal(state, seat) or can_step(state, seat):
        return state
    return _finish(state, "stuck")


def _finish(state: State, reason: str, winners: tuple[int, ...] = ()) -> State:
    seat = state.current
    message = ending_text(reason, seat, state.balances[seat], not any(state.hands))
    return replace(state, phase="over", result=Outcome(winners, reason, message))


def _step_undo(before: State, after: State) -> Undo:
    # A step that breaks the balance ends the game: it cannot be taken back.
    return Undo.NEVER if after.phase == "over" else Undo.STEP


# -- the public view's shape ------------------------------------------------------------
#: Why a game ended (the ``outcome``'s ``reason``): the heart wins together, the rest lose together.
LOSSES = ("no-follow", "balance", "stuck")
#: Cards a move can play: the two hands, which no step refills.
MOST_STEPS = 2 * HAND_SIZE


def _card(visible: Callable[[str, str], Shape]) -> Tagged:
    """An emotion card as a view shows it: its id, the two halves that id has and
    ``visible(left, right)``, the shape of the half it shows."""
    return Tagged("id", {
        c.id: Dict({"id": Const(c.id), "left": Const(c.left), "right": Const(c.right),
                    "visible": visible(c.left, c.right)})
        for c in EMOTION_CARDS
    })


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of :meth:`HeldHands.view` for the public (``seat`` None), one
    variant a phase: while the hands are fanned nothing has moved yet (every pile as
    dealt); in play both perspectives are set and balances stay within -2..+2; at the
    end one step may have left them at -3 or +3 and the outcome is set."""
    from ...core.review import MAX_FRAMES  # a record's steps; a turn takes at least one

    emotion = Str(choices=EMOTIONS)
    node = Str(choices=NODES)
    side = Str(choices=("L", "R"))
    both = seat_index(seats)
    cards = len(EMOTION_CARDS)
    hand_card = _card(lambda left, right: Str(choices=(left, right)))
    # Before its owner fans it a hand shows no half; a discard pile never does.
    fanned_card = _card(lambda left, right: Maybe(Str(choices=(left, right))))
    discard = _card(lambda left, right: NULL)
    common = {
        "game": Const(INFO.id),
        "seat": NULL,
        "current": both,
        "first": both,
        "ring": Int(0, 3),
        "turn": Int(0, MAX_FRAMES),
        "positions": per_seat(seats, node),
        "balances": per_seat(seats, Int(BALANCE_MIN, BALANCE_MAX)),
        "perspectives": per_seat(seats, side),
        "hands": per_seat(seats, ListOf(hand_card, hi=HAND_SIZE)),
        "deck_count": Int(0, cards),
        "discards": per_seat(seats, ListOf(discard, hi=cards)),
        "goal_pile_counts": per_seat(seats, Int(0, GOALS_PER_RING)),
        "goal_deck_count": Int(0, len(GOAL_CARDS) - 2 * GOALS_PER_RING),
        "active_goals": per_seat(seats, Maybe(emotion)),
        "goals_done": per_seat(seats, ListOf(emotion, hi=3 * GOALS_PER_RING)),
        "ring_goals_left": per_seat(seats, Int(0, GOALS_PER_RING)),
        "needs_reveal": per_seat(seats, Bool()),
        "in_heart": per_seat(seats, Bool()),
        "path": ListOf(node, hi=MOST_STEPS),
        "cards_played": ListOf(Int(0, cards - 1), hi=MOST_STEPS),
        "turn_start": node,
        "outcome": NULL,
    }
    none = ListOf(NULL, length=0)
    fan = Dict({
        "phase": Const("fan"),
        **common,
        "ring": Const(0),
        "turn": Const(0),
        "positions": Tuple(*(Const(n) for n in START_NODES)),
        "balances": per_seat(seats, Const(0)),
        "perspectives": per_seat(seats, Maybe(side)),
        "hands": per_seat(seats, ListOf(fanned_card, length=HAND_SIZE)),
        "deck_count": Const(cards - 2 * HAND_SIZE),
        "discards": per_seat(seats, none),
        "goal_pile_counts": per_seat(seats, Const(GOALS_PER_RING)),
        "goal_deck_count": Const(len(GOAL_CARDS) - 2 * GOALS_PER_RING),
        "active_goals": per_seat(seats, NULL),
        "goals_done": per_seat(seats, none),
        "ring_goals_left": per_seat(seats, Const(GOALS_PER_RING)),
        "needs_reveal": per_seat(seats, Const(True)),
        "in_heart": per_seat(seats, Const(False)),
        "path": none,
        "cards_played": none,
        "turn_start": Str(choices=START_NODES),
    })
    play = Dict({"phase": Const("play"), **common})
    ended = Dict({
        "phase": Const("over"),
        **common,
        # The step that ends a game by the balance leaves it one past the range.
        "balances": per_seat(seats, Int(BALANCE_MIN - 1, BALANCE_MAX + 1)),
        "outcome": OneOf(
            Dict({"winners": Const(list(range(seats))), "reason": Const("heart")}),
            Dict({"winners": none, "reason": Str(choices=LOSSES)}),
        ),
    })
    return Tagged("phase", {"fan": fan, "play": play, "over": ended})


# -- the game --------------------------------------------------------------------------
class HeldHands(Game):
    info = INFO
    actions = (
        ActionSpec(Fan),
        ActionSpec(RevealGoal, undo=Undo.REVEALS),
        # A move is its steps and ending it: one line in the log (describe_move).
        ActionSpec(Step, undo=_step_undo, continues=True),
        # Ending the move may draw cards and reveal the next goal.
        ActionSpec(EndTurn, undo=Undo.REVEALS),
    )

    # -- set-up --------------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        self.info.seating(seats)  # two seats, or a ValueError naming the range
        options = self.check_options(options)
        rng = Rng(seed_state(seed, self.id))
        deck = rng.shuffled(range(len(EMOTION_CARDS)))
        goal_deck = rng.shuffled(range(len(GOAL_CARDS)))
        first = options["first"]
        if first == "random":
            first = rng.below(2)
        hands = (deck[-HAND_SIZE:], deck[-2 * HAND_SIZE : -HAND_SIZE])
        deck = deck[: -2 * HAND_SIZE]
        piles = (goal_deck[-GOALS_PER_RING:], goal_deck[-2 * GOALS_PER_RING : -GOALS_PER_RING])
        goal_deck = goal_deck[: -2 * GOALS_PER_RING]
        return State(
            rng=rng.state,
            phase="fan",
            current=first,
            first=first,
            turn=0,
            ring=0,
            positions=START_NODES,
            balances=(0, 0),
            perspectives=(None, None),
            hands=hands,
            deck=deck,
            discards=((), ()),
            goal_deck=goal_deck,
            goal_piles=piles,
            active_goals=(None, None),
            goals_done=((), ()),
            in_heart=(False, False),
            turn_start=START_NODES[first],
        )

    # -- whose turn, what is legal --------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        return (state.current,)

    def legal_actions(self, state: State, actor: int) -> list[Any]:
        phase = phase_of(state)
        if phase == "over" or actor != state.current:
            return []
        if phase == "fan":
            return [Fan("L"), Fan("R")]
        if phase == "reveal":
            return [RevealGoal()]
        actions: list[Any] = list(first_steps(state, actor))
        if state.path:
            actions.extend(EndTurn(p) for p in end_choices(state, actor))
        return actions

    def end_choices(self, state: State, seat: int) -> tuple[Side, ...]:
        return end_choices(state, seat)

    def refusal(self, state: State, actor: int, action: Any) -> Text | None:
        phase = phase_of(state)
        if phase == "over":
            return T("The game is over.")
        if actor == TABLE:
            return T("Only a player can do this.")
        if actor != state.current:
            return T("It is {who}'s turn.", who=SeatName(state.current))
        handler = HANDLERS.get(type(action))
        if handler is None:
            return T("That is not an action of this game.")
        if phase != handler.phase:
            return FAN_FIRST if phase == "fan" else handler.misplaced(state, actor)
        return handler.refuse(state, actor, action)

    def apply(self, state: State, actor: int, action: Any) -> State:
        """The state after ``action``; call it only with an action ``refusal`` accepts
        (the match does; the bots play only what ``legal_actions`` lists)."""
        return HANDLERS[type(action)].play(state, actor, action)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    # -- views ---------------------------------------------------------------------
    def invariants(self, state: State) -> list[str]:  # stopgap until invariants.py lands
        return check_invariants(state)

    def view(self, state: State, seat: int | None) -> View:
        """Everything on the table is public: both hands lie face up, each shown
        from its owner's perspective. Hidden: the order of the draw deck, the
        face-down goal piles and the goal deck."""

        def card(cid: int, persp: Side | None) -> dict[str, Any]:
            c = EMOTION_CARDS[cid]
            return {"id": cid, "left": c.left, "right": c.right, "visible": visible(cid, persp) if persp else None}

        return {
            "game": self.id,
            "seat": seat,
            "phase": state.phase,
            "current": state.current,
            "first": state.first,
            "turn": state.turn,
            "ring": state.ring,
            "positions": list(state.positions),
            "balances": list(state.balances),
            "perspectives": list(state.perspectives),
            "hands": [[card(c, state.perspectives[s]) for c in state.hands[s]] for s in (0, 1)],
            "deck_count": len(state.deck),
            "discards": [[card(c, None) for c in state.discards[s]] for s in (0, 1)],
            "goal_pile_counts": [len(p) for p in state.goal_piles],
            "goal_deck_count": len(state.goal_deck),
            "active_goals": [GOAL_CARDS[g] if g is not None else None for g in state.active_goals],
            "goals_done": [[GOAL_CARDS[g] for g in done] for done in state.goals_done],
            "ring_goals_left": [goals_left_in_ring(state, s) for s in (0, 1)],
            "needs_reveal": [needs_reveal(state, s) for s in (0, 1)],
            "in_heart": list(state.in_heart),
            "path": list(state.path),
            "cards_played": list(state.cards_played),
            "turn_start": state.turn_start,
            # The message is rebuilt from the view (view_ending), so the view stays plain data.
            "outcome": None
            if state.result is None
            else {"winners": list(state.result.winners), "reason": state.result.reason},
        }

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        """A full state that ``view`` could come from: the draw deck's order, the
        face-down goal piles and the goal deck are sampled from what the view
        leaves unseen; the state's own generator is seeded from ``rng``."""
        def ids(cards: list[dict[str, Any]]) -> tuple[int, ...]:
            return tuple(c["id"] for c in cards)

        hands = (ids(view["hands"][0]), ids(view["hands"][1]))
        discards = (ids(view["discards"][0]), ids(view["discards"][1]))
        seen = set(hands[0] + hands[1] + discards[0] + discards[1])
        deck = rng.shuffled([c for c in range(len(EMOTION_CARDS)) if c not in seen])
        if len(deck) != view["deck_count"]:
            raise ValueError("the view's cards do not add up to the deck")
        # Goal cards are told apart only by their emotion: give the face-up ones
        # ids of their emotion, and share the rest out at random.
        free: dict[str, list[int]] = {}
        for gid, emotion in enumerate(GOAL_CARDS):
            free.setdefault(emotion, []).append(gid)

        def take(emotion: str) -> int:
            return free[emotion].pop(0)

        def take_active(emotion: str | None) -> int | None:
            return take(emotion) if emotion is not None else None

        def take_done(emotions: list[str]) -> tuple[int, ...]:
            return tuple(take(e) for e in emotions)

        # In seat order, as the view lists them: the goal ids are handed out in this order.
        active = (take_active(view["active_goals"][0]), take_active(view["active_goals"][1]))
        done = (take_done(view["goals_done"][0]), take_done(view["goals_done"][1]))
        unseen = rng.shuffled(sorted(g for ids in free.values() for g in ids))
        n0, n1 = view["goal_pile_counts"]
        piles = (unseen[:n0], unseen[n0 : n0 + n1])
        goal_deck = unseen[n0 + n1 :]
        if len(goal_deck) != view["goal_deck_count"]:
            raise ValueError("the view's goals do not add up to the goal cards")
        result = None
        if view["outcome"] is not None:
            result = Outcome(tuple(view["outcome"]["winners"]), view["outcome"]["reason"], view_ending(view) or "")
        return State(
            rng=rng.next64(),
            phase=view["phase"],
            current=view["current"],
            first=view["first"],
            turn=view["turn"],
            ring=view["ring"],
            positions=tuple(view["positions"]),
            balances=tuple(view["balances"]),
            perspectives=tuple(view["perspectives"]),
            hands=hands,
            deck=deck,
            discards=discards,
            goal_deck=goal_deck,
            goal_piles=piles,
            active_goals=active,
            goals_done=done,
            in_heart=tuple(view["in_heart"]),
            path=tuple(view["path"]),
            cards_played=tuple(view["cards_played"]),
            turn_start=view["turn_start"],
            result=result,
        )

    def public_view_shape(self, seats: int) -> Shape:
        return public_view_shape(seats)

    # -- words, from views only -----------------------------------------------------------
    def describe(self, before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Text:
        """One line a move (see :mod:`.words`)."""
        if isinstance(action, Fan):
            return words.fan_line(before, after, actor, action.side)
        if isinstance(action, RevealGoal):
            return words.reveal_line(before, after, actor)
        if isinstance(action, Step):
            return words.step_line(before, after, actor, action.node, action.card)
        if isinstance(action, EndTurn):
            return words.end_line(before, after, actor)
        return words.move_line(actor)

    def describe_move(self, parts: Sequence[Part], actor: int, viewer: int | None) -> Text:
        """A move's steps and its ending, as one line (see :mod:`.words`)."""
        steps = [(p.before, p.after) for p in parts if not isinstance(p.action, EndTurn)]
        ends = [(p.before, p.after) for p in parts if isinstance(p.action, EndTurn)]
        if not steps:  # only an ending (never on its own: it does not continue)
            return words.end_line(ends[-1][0], ends[-1][1], actor)
        return words.whole_move_line(steps, ends[-1] if ends else None, actor)

    def status(self, public: View) -> Text:
        return words.status_line(public)

    def rules_text(self) -> str:
        from .rules_text import rules_markdown

        return rules_markdown()


GAME = HeldHands()


def check_invariants(state: State) -> list[str]:
    """Broken invariants of a state (empty when all hold). For tests and simulations."""
    problems = []
    cards = list(state.deck) + [c for h in state.hands for c in h] + [c for d in state.discards for c in d]
    if sorted(cards) != list(range(len(EMOTION_CARDS))):
        problems.append(f"emotion cards not conserved ({len(cards)} found)")
    goals = (
        list(state.goal_deck)
        + [g for p in state.goal_piles for g in p]
        + [g for g in state.active_goals if g is not None]
        + [g for d in state.goals_done for g in d]
    )
    if sorted(goals) != list(range(len(GOAL_CARDS))):
        problems.append(f"goal cards not conserved ({len(goals)} found)")
    if state.positions[0] == state.positions[1] and state.positions[0] != HEART:
        problems.append("both pawns on one node")
    for seat in (0, 1):
        if state.phase == "play" and not BALANCE_MIN <= state.balances[seat] <= BALANCE_MAX:
            problems.append(f"balance out of range while playing: {state.balances[seat]}")
        if len(state.hands[seat]) > HAND_SIZE:
            problems.append(f"hand of {len(state.hands[seat])} cards")
        if NODES[state.positions[seat]].ring > state.ring and state.positions[seat] != HEART:
            problems.append("a pawn stands further in than the current ring")
        if len(state.goals_done[seat]) > GOALS_PER_RING * min(state.ring + 1, 3):
            problems.append("more goals done than rings allow")
    if len(set(state.path)) != len(state.path):
        problems.append("a node entered twice in one turn")
    if len(state.path) != len(state.cards_played):
        problems.append("steps and cards played differ")
    return problems
