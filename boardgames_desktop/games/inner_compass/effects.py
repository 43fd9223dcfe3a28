"""What each action does: the ``apply`` function of each action type (declared in
:mod:`rules`), and the card draws they share.

Every function may assume that :meth:`rules.InnerCompass.refusal` accepted the
action (the match asks it first, the bots play listed actions): none judges
again, and the bots' look-ahead calls them thousands of times.
"""

from __future__ import annotations

from ...core.frozen import evolve
from ...core.rng import Rng
from . import data
from .actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from .data import SIDES
from .state import State, empty_lines, memory_cost, others_here, pawn_of, set_at, shift_track, sort_hand, track_ep


# -- cards ---------------------------------------------------------------------------------------
def draw(s: State) -> tuple[str | None, State]:
    """The top card of the deck. The discard pile is shuffled into a new deck
    whenever the deck is empty (before and right after the draw)."""
    s = _refill_deck(s)
    if not s.deck:
        return None, s  # only if every card is in hands and beside the board (cannot happen with 69)
    card = s.deck[-1]
    return card, _refill_deck(evolve(s, deck=s.deck[:-1]))


def _refill_deck(s: State) -> State:
    if s.deck or not s.discard:
        return s
    rng = Rng(s.rng)
    deck = rng.shuffled(s.discard)
    return evolve(s, deck=deck, discard=(), rng=rng.state)


# -- the steps of a turn ---------------------------------------------------------------------------
def place_pawn(s: State, seat: int, a: PlacePawn) -> State:
    pawns = set_at(s.pawns, seat, a.cell)
    if seat == s.start:
        return evolve(s, pawns=pawns, phase="play", current=s.start, turn=1)
    return evolve(s, pawns=pawns, current=(seat - 1) % s.players)


def free_move(s: State, seat: int, a: FreeMove) -> State:
    cell = data.step(pawn_of(s, seat), a.direction)
    assert cell is not None
    return evolve(s, pawns=set_at(s.pawns, seat, cell), free_moved=True)


def move(s: State, seat: int, a: Move) -> State:
    cell = data.step(pawn_of(s, seat), a.direction)
    assert cell is not None
    step2 = a.direction if s.moves == 0 else s.step2
    return evolve(s, pawns=set_at(s.pawns, seat, cell), moves=s.moves + 1, step2=step2)


def feel(s: State, seat: int, a: Feel) -> State:
    assert s.step2 is not None
    k = SIDES.index(s.step2)
    card = s.side[k]
    assert card is not None
    hand = s.hands[seat] + (card,)
    s = evolve(s, side=set_at(s.side, k, None), felt=True, took=s.step2)
    if card == s.grid[pawn_of(s, seat)]:
        bonus, s = draw(s)
        if bonus is not None:
            hand += (bonus,)
    return evolve(s, hands=set_at(s.hands, seat, sort_hand(hand)))


def memory(s: State, seat: int, a: Memory) -> State:
    """Step 4 in full: cards paid, cube moved, EP, track, emptied lines."""
    cell = pawn_of(s, seat)
    colour = s.grid[cell]
    cost = memory_cost(s.track, colour, others_here(s.cubes, seat, cell))[3]
    hand = list(s.hands[seat])
    for _ in range(cost):
        hand.remove(colour)
    spaces = list(s.spaces[seat])
    was_empty = empty_lines(spaces)
    spaces[a.space] = False
    emptied = len(empty_lines(spaces) - was_empty)
    ep = track_ep(s.track, colour)
    s = evolve(
        s,
        hands=set_at(s.hands, seat, tuple(hand)),
        discard=s.discard + (colour,) * cost,
        spaces=set_at(s.spaces, seat, tuple(spaces)),
        cubes=set_at(s.cubes, seat, tuple(sorted(s.cubes[seat] + (cell,)))),
        ep_track=set_at(s.ep_track, seat, s.ep_track[seat] + ep),
        track=shift_track(s.track, colour),
        memory=True,
    )
    return _lines_emptied(s, seat, emptied)


def _lines_emptied(s: State, seat: int, emptied: int) -> State:
    """Each emptied row or column earns a value token while the seat has one left
    to place; after both, the next takes the compass if it is still free
    (our decision: one cube emptying a row and a column counts twice, tokens first)."""
    pending = s.pending
    compass = s.compass
    for _ in range(emptied):
        if len(s.values[seat]) + pending < data.VALUE_TOKENS:
            pending += 1
        elif compass is None:
            compass = seat
    return evolve(s, pending=pending, compass=compass)


def place_value(s: State, seat: int, a: PlaceValue) -> State:
    values = set_at(s.values, seat, s.values[seat] + (a.tile,))
    s = evolve(s, values=values, pending=s.pending - 1)
    if s.first[a.tile] is None:
        s = evolve(s, first=set_at(s.first, a.tile, seat),
                   ep_first=set_at(s.ep_first, seat, s.ep_first[seat] + data.FIRST_BONUS))
    return s


#: The turn's stage, fresh for the next player.
_FRESH = {"free_moved": False, "moves": 0, "step2": None, "felt": False, "memory": False, "took": None,
          "pending": 0}


def end_turn(s: State, seat: int, a: EndTurn) -> State:
    hand = list(s.hands[seat])
    for gone in a.discard:
        hand.remove(gone)
    s = evolve(s, hands=set_at(s.hands, seat, tuple(hand)), discard=s.discard + tuple(a.discard))
    if s.took is not None:
        card, s = draw(s)
        s = evolve(s, side=set_at(s.side, SIDES.index(s.took), card))
    nxt = (seat + 1) % s.players
    if s.compass is not None and nxt == s.compass:
        return evolve(s, phase="over", **_FRESH)
    return evolve(s, current=nxt, turn=s.turn + 1, **_FRESH)
