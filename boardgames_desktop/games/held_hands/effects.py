"""...and then we held hands: what each action does, the ``apply`` of each
action type (declared in :mod:`.rules`), and the turn's machinery behind them:
refilling a hand, opening a ring, passing the turn, ending the game.

Each effect may assume that the rules accepted the action (``Game.refusal``);
it never judges again.
"""

from __future__ import annotations

from ...core.frozen import evolve as replace
from ...core.game import Outcome
from ...core.rng import Rng
from .actions import EndTurn, Fan, RevealGoal, Step
from .data import BALANCE_CHANGE, BALANCE_MAX, BALANCE_MIN, GOALS_PER_RING, HAND_SIZE, HEART
from .describe import ending_text
from .state import (
    State,
    balance_after,
    card_owner,
    completes_goal,
    goals_left_in_ring,
    needs_reveal,
    other,
    visible,
    with_seat,
)
from .steps import can_step


def apply_fan(state: State, seat: int, action: Fan) -> State:
    perspectives = with_seat(state.perspectives, seat, action.side)
    state = replace(state, perspectives=perspectives)
    if None in perspectives:
        return replace(state, current=other(seat))
    state = replace(state, phase="play", current=state.first, turn_start=state.positions[state.first])
    return _check_stuck(state)


def apply_reveal(state: State, seat: int, action: RevealGoal) -> State:
    pile = state.goal_piles[seat]
    state = replace(
        state,
        goal_piles=with_seat(state.goal_piles, seat, pile[:-1]),
        active_goals=with_seat(state.active_goals, seat, pile[-1]),
    )
    # A turn that only reveals a goal is a turn: at balance 0 the hand refills.
    if state.balances[seat] == 0:
        state = _refill(state, seat)
    return _next_turn(state)


def apply_step(state: State, seat: int, action: Step) -> State:
    owner = card_owner(state, action.card)
    assert owner is not None, "apply() was given a step that refusal() refuses"
    shown = visible(action.card, state.perspectives[owner])
    balance = balance_after(state.balances[seat], len(state.cards_played), BALANCE_CHANGE[shown])
    state = replace(
        state,
        positions=with_seat(state.positions, seat, action.node),
        balances=with_seat(state.balances, seat, balance),
        hands=with_seat(state.hands, owner, tuple(c for c in state.hands[owner] if c != action.card)),
        discards=with_seat(state.discards, seat, state.discards[seat] + (action.card,)),
        path=state.path + (action.node,),
        cards_played=state.cards_played + (action.card,),
    )
    if not BALANCE_MIN <= balance <= BALANCE_MAX:
        return _finish(state, "balance")
    return state


def apply_end(state: State, seat: int, action: EndTurn) -> State:
    state = replace(state, perspectives=with_seat(state.perspectives, seat, action.perspective))
    here = state.positions[seat]
    partner = other(seat)
    if here == HEART:
        state = replace(state, in_heart=with_seat(state.in_heart, seat, True))
        if state.in_heart[partner]:
            return _finish(state, "heart", winners=(0, 1))
    elif state.in_heart[partner]:
        return _finish(state, "no-follow")
    if completes_goal(state, seat, here):
        state = _complete_goal(state, seat)
    if state.balances[seat] == 0:
        state = _refill(state, seat)
    return _next_turn(state)


# -- the turn's machinery ---------------------------------------------------------------------
def _complete_goal(state: State, seat: int) -> State:
    """``seat``'s active goal is done: the next one of its pile comes face up, and
    once both piles of the ring are done the next ring opens."""
    goal = state.active_goals[seat]
    assert goal is not None, "only an active goal is completed"
    pile = state.goal_piles[seat]
    state = replace(
        state,
        goals_done=with_seat(state.goals_done, seat, state.goals_done[seat] + (goal,)),
        active_goals=with_seat(state.active_goals, seat, pile[-1] if pile else None),
        goal_piles=with_seat(state.goal_piles, seat, pile[:-1]),
    )
    if goals_left_in_ring(state, 0) == 0 and goals_left_in_ring(state, 1) == 0 and state.ring < 3:
        state = _advance_ring(state, seat)
    return state


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
        discards=with_seat(state.discards, giver, ()),
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
        return replace(state, hands=with_seat(state.hands, seat, hand + drawn), deck=deck[:-need])
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
            discards = with_seat(discards, giver, ())
        hand = hand + (deck[-1],)
        deck = deck[:-1]
    return replace(state, hands=with_seat(state.hands, seat, hand), deck=deck, discards=discards, rng=rng.state)


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
