"""What is wrong with a toy cards state: checked after every action by the
property tests and ``simulate``."""

from __future__ import annotations

from collections import Counter

from .data import DECK, HAND
from .state import State


def invariants(state: State) -> list[str]:
    problems = []
    places = Counter(card for hand in state.hands for card in hand)
    places.update(state.deck)
    places.update(state.played)
    places.update(card for _seat, card in state.discards)
    if places != Counter(DECK):
        problems.append("every card is not in exactly one place")
    if state.played[-1:] != (state.top,):
        problems.append("the top card is not the last card played")
    if any(len(hand) > HAND for hand in state.hands):
        problems.append("a seat holds more than two cards")
    if any(score < 0 for score in state.scores):
        problems.append("a score is below zero")
    if not 1 <= state.round <= state.rounds or not 0 <= state.turns <= state.seats:
        problems.append("the round or the turn count is out of range")
    if not 0 <= state.current < state.seats:
        problems.append("the seat to act is not at the table")
    return problems
