"""Eselsbrücke's state: what lies where, and small pure reads of it (no Qt).

Phases, in the order a turn goes through them (one turn a seat a round, seven
rounds, the donkey passing left):

- ``setup``: the start seat draws the thought-cloud card; ``cloud_shown``: it lies
  face up until hidden.
- ``draw`` (rounds 1-5): the storyteller draws the round's cards; ``tell``: they
  lie face up while the story is told, then go face down into the round's slot.
- ``hand_out`` (rounds 3-7): the stack from two rounds earlier is dealt.
- ``guess``: seats guess in turn from the storyteller's left; ``cloud_check``
  (host mode): the thought-cloud card lies face up while the host judges.
- ``over``.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import data

#: The phases in which seats guess (hands are held, a guesser is named).
GUESSING = ("guess", "cloud_check")


@dataclass(frozen=True)
class News:
    """What the last action did, in public terms (the log lines are built from it)."""

    kind: str
    seat: int = -1
    other: int = -1
    pictures: tuple[str, ...] = ()
    count: int = 0
    lost: int = 0
    blocked: bool = False
    ended: bool = False
    blocker_to: int = -1
    no_blocker_left: bool = False
    leftover: int = 0
    surplus: int = 0
    without: tuple[int, ...] = ()


@dataclass(frozen=True)
class State:
    mode: str
    seats: int
    rng: int
    bag: tuple[str, ...]                          # face down, drawn from the front
    phase: str = "setup"
    round: int = 1
    active: int = 0                               # the donkey: storyteller, dealer
    cloud: str | None = None                      # the thought-cloud card (face down)
    showing: tuple[str, ...] = ()                 # face up now
    slots: tuple[tuple[tuple[str, ...], ...], ...] = ()   # [seat][round - 1], face down
    hands: tuple[tuple[str, ...], ...] = ()       # cards held for this guessing
    piles: tuple[tuple[str, ...], ...] = ()       # score piles, bottom first
    supply: int = data.BLOCKERS                   # blockers by the thought cloud
    out: tuple[str, ...] = ()                     # pictures out of the game
    named: tuple[str, ...] = ()                   # pictures named right (said aloud)
    guesser: int = -1
    failed: tuple[int, ...] = ()                  # guessed wrong since the last right guess
    any_wrong: bool = False                       # in this storyteller's guessing
    dealt_none: tuple[int, ...] = ()              # seats that got no card this hand-out
    took: tuple[int, ...] = ()                    # of those, the seats that took one
    must_take: bool = False
    news: News | None = None
    #: The story now guessed, as it was told (face up to all then): dealt in this order.
    story: tuple[str, ...] = ()
    #: Who laid the thought-cloud card there: -1 the set-up card every seat saw, else
    #: the seat whose own card went onto the thought cloud after guessing it.
    cloud_from: int = -1


def order(state: State) -> list[int]:
    """The guessing seats, from the storyteller's left."""
    return [(state.active + i) % state.seats for i in range(1, state.seats)]


def position(state: State, seat: int) -> int:
    return (seat - state.active) % state.seats


def unguessed(state: State) -> int:
    return sum(len(h) for h in state.hands)


def cloud_case(state: State) -> bool:
    """The only card still unguessed is in the guesser's own hand."""
    return unguessed(state) == 1 and len(state.hands[state.guesser]) == 1


def can_take(state: State, seat: int) -> bool:
    """A seat dealt no card, holding none, may take one (once a guessing) when
    every guessing seat that holds a card has guessed wrong since the last right guess."""
    if seat not in state.dealt_none or seat in state.took or state.hands[seat]:
        return False
    holders = [s for s in order(state) if state.hands[s]]
    return bool(holders) and all(s in state.failed for s in holders) and any(
        position(state, s) < position(state, seat) for s in holders
    )


def take_choices(state: State, seat: int) -> list[tuple[int, int]]:
    """The cards ``seat`` may take now, as (holder, card number): every card of a
    seat earlier in the guessing order, where :func:`can_take` allows it at all."""
    if not can_take(state, seat):
        return []
    return [
        (s, i) for s in order(state) if position(state, s) < position(state, seat)
        for i in range(len(state.hands[s]))
    ]


__all__ = ["GUESSING", "News", "State", "can_take", "cloud_case", "order", "position", "take_choices",
           "unguessed"]
