"""...and then we held hands: the complete rules, pure Python.

Everything the spec (shared/rules/held_hands.md) says, including each point it
marks **[decision]**. States are frozen dataclasses; ``apply`` returns a new
state. A turn is a sequence of actions in the log: ``RevealGoal`` alone, or one
or more ``Step`` actions closed by ``EndTurn``. Steps can be taken back (undo)
until ``EndTurn``, which may draw cards and reveal goals.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal, Mapping

from ...core.actions import ActionCodec
from ...core.errors import IllegalAction
from ...core.game import Game, Option, Outcome
from ...core.rng import Rng, seed_state
from . import data
from .data import (
    ADJACENT,
    BALANCE_CHANGE,
    BALANCE_MAX,
    BALANCE_MIN,
    EMOTION_CARDS,
    GOAL_CARDS,
    GOALS_PER_RING,
    HAND_SIZE,
    HEART,
    NODES,
    RESET_STEP,
    START_NODES,
)

Side = Literal["L", "R"]
SEAT_NAMES = ("Player 1", "Player 2")


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


CODEC = ActionCodec([Fan, RevealGoal, Step, EndTurn])


# -- state -----------------------------------------------------------------------------
@dataclass(frozen=True)
class State:
    rng: int
    phase: str  # "fan", "play" or "over"
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


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


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


def visible(card_id: int, perspective: Side | None) -> str:
    card = EMOTION_CARDS[card_id]
    return card.left if perspective == "L" else card.right


def card_owner(state: State, card_id: int) -> int | None:
    for seat in (0, 1):
        if card_id in state.hands[seat]:
            return seat
    return None


def goals_left_in_ring(state: State, seat: int) -> int:
    return len(state.goal_piles[seat]) + (state.active_goals[seat] is not None)


def needs_reveal(state: State, seat: int) -> bool:
    return state.active_goals[seat] is None and bool(state.goal_piles[seat])


def balance_after(balance: int, steps_so_far: int, delta: int) -> int:
    """Balance after one more step: from the 6th card of a turn on it resets to 0."""
    if steps_so_far + 1 >= RESET_STEP:
        return 0
    return balance + delta


def _replace_pair(pair: tuple, seat: int, value: Any) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


# -- the step rule, shared by rules, bots, hint and view --------------------------------
def step_refusal(state: State, seat: int, node: str, card: int | None) -> str | None:
    """Why ``seat`` may not enter ``node`` now (paying with ``card``), or None."""
    if state.phase != "play":
        return "The game is not in play."
    if seat != state.current:
        return f"It is {SEAT_NAMES[state.current]}'s turn."
    if needs_reveal(state, seat):
        return "You have no active goal: this turn you reveal your next goal."
    if state.positions[seat] == HEART:
        return "You are in the heart already."
    if state.path and state.path[-1] == HEART:
        return "Entering the heart ends your move."
    here = state.positions[seat]
    if node not in NODES:
        return f"There is no node '{node}'."
    if node not in ADJACENT[here]:
        return "You can only step to a node joined to yours by a line."
    if node == state.positions[other(seat)] and node != HEART:
        return "You may not enter or pass your partner's node."
    if node in state.path or node == state.turn_start:
        return "You may not enter a node twice in one turn (the node you started on counts)."
    target = NODES[node]
    if node == HEART:
        if state.ring < 3:
            return "The heart opens only when both of you have done the inner ring's goals."
    elif target.ring > state.ring:
        return f"You may not go further in than the {data.RING_NAMES[state.ring]} ring yet."
    if card is None:
        return None
    owner = card_owner(state, card)
    if owner is None:
        return "That card is in neither hand."
    shown = visible(card, state.perspectives[owner])
    showing = {visible(c, state.perspectives[o]) for o in (0, 1) for c in state.hands[o]}
    if node == HEART:
        after = balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown])
        if after != 0:
            none = not any(
                balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[e]) == 0
                for e in showing
            )
            return (
                f"To enter the heart your balance must then be 0; this {shown} card "
                f"would leave it at {after:+d}"
                + ("; no card in either hand would leave it at 0." if none else ".")
            )
        return None
    if shown != target.emotion:
        if target.emotion not in showing:
            return (
                f"That card shows {shown} ({data.COLOUR_NAME[shown]}) from its owner's perspective, "
                f"and no card in either hand shows {target.emotion} "
                f"({data.COLOUR_NAME[target.emotion]}), the emotion of this node."
            )
        return (
            f"That card shows {shown} ({data.COLOUR_NAME[shown]}) from its owner's "
            f"perspective; this node is {target.emotion} ({data.COLOUR_NAME[target.emotion]})."
        )
    return None


def playable_cards(state: State, seat: int, node: str) -> list[int]:
    """Cards (from both hands) that may pay for entering ``node`` now."""
    if step_refusal(state, seat, node, None) is not None:
        return []
    return [
        c
        for hand in state.hands
        for c in hand
        if step_refusal(state, seat, node, c) is None
    ]


def first_steps(state: State, seat: int) -> list[Step]:
    return [
        Step(node, card)
        for node in ADJACENT[state.positions[seat]]
        for card in playable_cards(state, seat, node)
    ]


# -- the game --------------------------------------------------------------------------
class HeldHands(Game):
    id = "held-hands"
    title = "...and then we held hands"
    min_players = 2
    max_players = 2
    rules_version = 1
    codec = CODEC
    has_private_info = False
    description = (
        "Two partners, no words. Move your hearts around three rings by playing "
        "emotion cards, keep your balance, and meet in the heart."
    )
    options = (
        Option(
            "first",
            "Who starts",
            (("random", "Chosen at random"), (0, "Player 1"), (1, "Player 2")),
            "random",
        ),
    )

    # -- set-up --------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: Mapping[str, Any]) -> State:
        options = self.check_options(players, options)
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

    # -- the protocol ------------------------------------------------------------------
    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        return (state.current,)

    def legal_actions(self, state: State, seat: int) -> list[Any]:
        if state.phase == "over" or seat != state.current:
            return []
        if state.phase == "fan":
            return [Fan("L"), Fan("R")]
        if needs_reveal(state, seat):
            return [RevealGoal()]
        actions: list[Any] = list(first_steps(state, seat))
        if state.path:
            actions.extend(EndTurn(p) for p in self.end_choices(state, seat))
        return actions

    def end_choices(self, state: State, seat: int) -> tuple[Side, ...]:
        """The fan sides the player may choose when ending the move here."""
        forced = perspective_of(seat, state.positions[seat])
        if forced is not None:
            return (forced,)
        current = state.perspectives[seat]
        return (current, "R" if current == "L" else "L")  # keep first, then switch

    def check(self, state: State, seat: int, action: Any) -> None:
        reason = self.refusal(state, seat, action)
        if reason:
            raise IllegalAction(reason)

    def refusal(self, state: State, seat: int, action: Any) -> str | None:
        if state.phase == "over":
            return "The game is over."
        if seat != state.current:
            return f"It is {SEAT_NAMES[state.current]}'s turn."
        if state.phase == "fan":
            if not isinstance(action, Fan) or action.side not in ("L", "R"):
                return "First each player fans their hand to the left or to the right."
            return None
        if isinstance(action, Fan):
            return "Hands are fanned only at the start of the game."
        if isinstance(action, RevealGoal):
            if not needs_reveal(state, seat):
                if state.active_goals[seat] is not None:
                    return "You already have an active goal."
                return "Your goals for this ring are all done."
            return None
        if needs_reveal(state, seat):
            return "You have no active goal: this turn you reveal your next goal."
        if isinstance(action, Step):
            return step_refusal(state, seat, action.node, action.card)
        if isinstance(action, EndTurn):
            if not state.path:
                return "A move must enter at least one node before the turn ends."
            if action.perspective not in self.end_choices(state, seat):
                return "Ending on this side of the board sets your perspective; you cannot choose it."
            return None
        return "That is not an action of this game."

    def apply(self, state: State, seat: int, action: Any) -> State:
        self.check(state, seat, action)
        if isinstance(action, Fan):
            return self._fan(state, seat, action)
        if isinstance(action, RevealGoal):
            pile = state.goal_piles[seat]
            state = replace(
                state,
                goal_piles=_replace_pair(state.goal_piles, seat, pile[:-1]),
                active_goals=_replace_pair(state.active_goals, seat, pile[-1]),
            )
            return self._next_turn(state)
        if isinstance(action, Step):
            return self._step(state, seat, action)
        return self._end_turn(state, seat, action)

    def _fan(self, state: State, seat: int, action: Fan) -> State:
        perspectives = _replace_pair(state.perspectives, seat, action.side)
        state = replace(state, perspectives=perspectives)
        if None in perspectives:
            return replace(state, current=other(seat))
        state = replace(state, phase="play", current=state.first, turn_start=state.positions[state.first])
        return self._check_stuck(state)

    def _step(self, state: State, seat: int, action: Step) -> State:
        owner = card_owner(state, action.card)
        assert owner is not None
        shown = visible(action.card, state.perspectives[owner])
        balance = balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown])
        hand = tuple(c for c in state.hands[owner] if c != action.card)
        state = replace(
            state,
            positions=_replace_pair(state.positions, seat, action.node),
            balances=_replace_pair(state.balances, seat, balance),
            hands=_replace_pair(state.hands, owner, hand),
            discards=_replace_pair(state.discards, seat, state.discards[seat] + (action.card,)),
            path=state.path + (action.node,),
            cards_played=state.cards_played + (action.card,),
        )
        if not BALANCE_MIN <= balance <= BALANCE_MAX:
            return self._lose(
                state,
                "balance",
                f"{SEAT_NAMES[seat]}'s balance left -2..+2 ({balance:+d}): the couple breaks up.",
            )
        return state

    def _end_turn(self, state: State, seat: int, action: EndTurn) -> State:
        state = replace(state, perspectives=_replace_pair(state.perspectives, seat, action.perspective))
        here = state.positions[seat]
        partner = other(seat)
        if here == HEART:
            state = replace(state, in_heart=_replace_pair(state.in_heart, seat, True))
            if state.in_heart[partner]:
                return self._finish(state, Outcome((0, 1), "heart", "Both hearts met in the centre: they hold hands. You win!"))
        elif state.in_heart[partner]:
            return self._lose(
                state,
                "no-follow",
                f"{SEAT_NAMES[seat]} did not follow into the heart on the very next turn: the couple breaks up.",
            )
        # Goal: the turn ends on a node of the active goal's colour in the current ring.
        goal = state.active_goals[seat]
        node = NODES[here]
        if goal is not None and node.ring == state.ring and node.emotion == GOAL_CARDS[goal]:
            pile = state.goal_piles[seat]
            state = replace(
                state,
                goals_done=_replace_pair(state.goals_done, seat, state.goals_done[seat] + (goal,)),
                active_goals=_replace_pair(state.active_goals, seat, pile[-1] if pile else None),
                goal_piles=_replace_pair(state.goal_piles, seat, pile[:-1]),
            )
            if goals_left_in_ring(state, 0) == 0 and goals_left_in_ring(state, 1) == 0 and state.ring < 3:
                state = self._advance_ring(state, seat)
        # Refill at balance 0.
        if state.balances[seat] == 0:
            state = self._refill(state, seat)
        return self._next_turn(state)

    def _advance_ring(self, state: State, mover: int) -> State:
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
            discards=_replace_pair(state.discards, giver, ()),
            rng=rng.state,
        )

    def _refill(self, state: State, seat: int) -> State:
        hand = state.hands[seat]
        deck = state.deck
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
                discards = _replace_pair(discards, giver, ())
            hand = hand + (deck[-1],)
            deck = deck[:-1]
        return replace(state, hands=_replace_pair(state.hands, seat, hand), deck=deck, discards=discards, rng=rng.state)

    def _next_turn(self, state: State) -> State:
        nxt = other(state.current)
        state = replace(
            state,
            current=nxt,
            turn=state.turn + 1,
            path=(),
            cards_played=(),
            turn_start=state.positions[nxt],
        )
        return self._check_stuck(state)

    def _check_stuck(self, state: State) -> State:
        seat = state.current
        if needs_reveal(state, seat):
            return state
        if not first_steps(state, seat):
            if not state.hands[0] and not state.hands[1]:
                why = "no card is left in either hand"
            else:
                why = "no card in either hand can pay a step to a free neighbouring node"
            return self._lose(
                state, "stuck", f"{SEAT_NAMES[seat]} cannot take a legal turn ({why}): the couple breaks up."
            )
        return state

    def _lose(self, state: State, reason: str, message: str) -> State:
        return self._finish(state, Outcome((), reason, message))

    def _finish(self, state: State, outcome: Outcome) -> State:
        return replace(state, phase="over", result=outcome)

    def outcome(self, state: State) -> Outcome | None:
        return state.result

    # -- undo: a step reveals nothing; ending a turn or revealing a goal may ----------
    def reveals(self, before: State, seat: int, action: Any, after: State) -> bool:
        if isinstance(action, Step):
            return False
        if isinstance(action, Fan):
            return False
        return True

    # -- views ---------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
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
            "outcome": None
            if state.result is None
            else {"winners": list(state.result.winners), "reason": state.result.reason, "message": state.result.message},
        }

    # -- words -----------------------------------------------------------------------
    def describe(self, state: State, seat: int, action: Any) -> str:
        who = SEAT_NAMES[seat]
        if isinstance(action, Fan):
            return f"{who} fans their hand to the {'left' if action.side == 'L' else 'right'}."
        if isinstance(action, RevealGoal):
            pile = state.goal_piles[seat]
            goal = GOAL_CARDS[pile[-1]] if pile else "?"
            return f"{who} reveals a goal: {goal}."
        if isinstance(action, Step):
            owner = card_owner(state, action.card)
            shown = visible(action.card, state.perspectives[owner]) if owner is not None else "?"
            node = NODES.get(action.node)
            where = "the heart" if action.node == HEART else f"{_a(node.emotion)} node ({data.RING_NAMES[node.ring]} ring)" if node else action.node
            whose = "own" if owner == seat else "partner's"
            return f"{who} steps to {where}, paying {_a(shown)} card from the {whose} hand."
        if isinstance(action, EndTurn):
            before = state.perspectives[seat]
            change = "keeps" if action.perspective == before else "switches"
            return f"{who} ends the move and {change} perspective ({'left' if action.perspective == 'L' else 'right'})."
        return type(action).__name__

    def status(self, state: State) -> str:
        if state.result is not None:
            return state.result.message
        who = SEAT_NAMES[state.current]
        if state.phase == "fan":
            return f"{who}: fan your hand to the left or the right."
        if needs_reveal(state, state.current):
            return f"{who}: reveal your next goal."
        if state.in_heart[other(state.current)]:
            return f"{who}: your partner is in the heart; follow this turn with your balance at 0."
        if state.path:
            return f"{who}: keep stepping, or end your move."
        return f"{who}: move by playing cards from either hand."

    def rules_text(self) -> str:
        from .rules_text import RULES_MARKDOWN

        return RULES_MARKDOWN


GAME = HeldHands()


def check_invariants(state: State) -> list[str]:
    """Broken invariants of a state (empty when all hold)."""
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
