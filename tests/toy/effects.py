"""What each action does: each declaration's ``apply``. Each may assume that
``Game.refusal`` accepted its action; none judges again."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from boardgames_desktop.core.game import Chance

from .actions import Confirm, Note, Pass, Play, Stake, Swap
from .data import STAKE_PENALTY
from .state import State, card_name, points


def note(state: State, actor: int, action: Note) -> State:
    mine = tuple(n for n in state.notes[actor] if n[0] != action.about) + ((action.about, action.guess),)
    notes = list(state.notes)
    notes[actor] = mine
    return replace(state, notes=tuple(notes))


def confirm(state: State, actor: int, action: Confirm) -> State:
    return _next_round(replace(state, awaiting_table=False))


def stake(state: State, actor: int, action: Stake) -> State:
    return replace(state, staked=True)


def play(state: State, actor: int, action: Play) -> State:
    seat = state.current
    scores = list(state.scores)
    hands = list(state.hands)
    scores[seat] = max(0, scores[seat] + points(action.card, state.top, state.staked))
    hands[seat] = tuple(c for c in hands[seat] if c != action.card)
    return _end_turn(replace(
        state, top=action.card, played=state.played + (action.card,),
        hands=_draw(state, seat, hands), deck=state.deck[1:], scores=tuple(scores),
    ))


def swap(state: State, actor: int, action: Swap) -> State:
    seat = state.current
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != action.card)
    swaps = list(state.swaps)
    swaps[seat] += 1
    return _end_turn(replace(
        state, hands=_draw(state, seat, hands), deck=state.deck[1:],
        discards=state.discards + ((seat, action.card),), swaps=tuple(swaps), scores=_lose_stake(state),
    ))


def pass_(state: State, actor: int, action: Pass) -> State:
    return _end_turn(replace(state, scores=_lose_stake(state)))


def chance_outcomes(state: State, actor: int, action: Any) -> list[Chance] | None:
    """One outcome per card the deck may show next, each as likely."""
    effect = {Play: play, Swap: swap}.get(type(action))
    if effect is None or not state.deck:
        return None
    out = []
    for card in state.deck:
        arranged = replace(state, deck=(card,) + tuple(c for c in state.deck if c != card))
        out.append(Chance(1.0 / len(state.deck), effect(arranged, actor, action), card_name(card)))
    return out


def _lose_stake(state: State) -> tuple[int, ...]:
    """The scores once a turn that scored nothing has cost the seat its stake."""
    scores = list(state.scores)
    if state.staked:
        scores[state.current] = max(0, scores[state.current] - STAKE_PENALTY)
    return tuple(scores)


def _draw(state: State, seat: int, hands: list[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """``hands`` with the deck's top card added to ``seat`` (the deck is shortened by the caller)."""
    if state.deck:
        hands[seat] = hands[seat] + (state.deck[0],)
    return tuple(hands)


def _end_turn(state: State) -> State:
    state = replace(state, staked=False, turns=state.turns + 1, current=(state.current + 1) % state.seats)
    if state.turns < state.seats:
        return state
    if state.round >= state.rounds:
        return replace(state, finished=True)
    if state.host:
        return replace(state, awaiting_table=True)
    return _next_round(state)


def _next_round(state: State) -> State:
    next_round = state.round + 1
    return replace(state, round=next_round, turns=0, current=(next_round - 1) % state.seats)
