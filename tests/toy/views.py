"""What each viewer sees: the views (the secret boundary), their declared
shape, and a full state dealt from one seat's view for the bots."""

from __future__ import annotations

from boardgames_desktop.core.game import TABLE, View
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.shape import Bool, Const, Dict, Int, ListOf, Maybe, Shape, Str, per_seat, seat

from .data import DECK, HAND
from .state import State


def view(state: State, seat: int | None) -> View:
    out: View = {
        "seats": state.seats,
        "round": state.round,
        "rounds": state.rounds,
        "current": None if state.awaiting_table or state.finished else state.current,
        "awaiting_table": state.awaiting_table,
        "finished": state.finished,
        "top": state.top,
        "played": list(state.played),
        "deck": len(state.deck),
        "hand_sizes": [len(h) for h in state.hands],
        "discards": [sum(1 for owner, _card in state.discards if owner == s) for s in range(state.seats)],
        "scores": list(state.scores),
        "swaps": list(state.swaps),
        "staked": state.staked,
        "host": state.host,
        "timer": state.timer,
    }
    if seat is not None and seat != TABLE:
        out["seat"] = seat
        out["hand"] = list(state.hands[seat])
        out["my_discards"] = [card for s, card in state.discards if s == seat]
        out["notes"] = [list(n) for n in state.notes[seat]]
    return out

def public_view_shape(seats: int) -> Shape:
    """What ``view(state, None)`` holds at ``seats`` seats: no hand, no discarded card."""
    card = Str(choices=DECK)
    most_points = 2 * 9 * 4 * 12  # a doubled 9 every turn of the longest game, with room to spare
    return Dict({
        "seats": Const(seats),
        "round": Int(1, 4),
        "rounds": Int(2, 4),
        "current": Maybe(seat(seats)),
        "awaiting_table": Bool(),
        "finished": Bool(),
        "top": card,
        "played": ListOf(card, lo=1, hi=len(DECK)),
        "deck": Int(0, len(DECK)),
        "hand_sizes": per_seat(seats, Int(0, HAND)),
        "discards": per_seat(seats, Int(0, len(DECK))),
        "scores": per_seat(seats, Int(0, most_points)),
        "swaps": per_seat(seats, Int(0, len(DECK))),
        "staked": Bool(),
        "host": Bool(),
        "timer": Int(0, 30),
    })


def determinize(view: View, seat: int, rng: Rng) -> State:
    """A full state consistent with ``seat``'s view: the unseen cards dealt at random."""
    known = set(view["hand"]) | set(view["played"]) | set(view["my_discards"])
    unseen = list(rng.shuffled([c for c in DECK if c not in known]))
    hands: list[tuple[str, ...]] = []
    discards: list[tuple[int, str]] = [(seat, c) for c in view["my_discards"]]
    for other in range(view["seats"]):
        if other == seat:
            hands.append(tuple(view["hand"]))
            continue
        size = view["hand_sizes"][other]
        hands.append(tuple(unseen[:size]))
        del unseen[:size]
        for _discard in range(view["discards"][other]):
            discards.append((other, unseen.pop()))
    notes = [()] * view["seats"]
    notes[seat] = tuple((a, g) for a, g in view["notes"])
    start = (view["round"] - 1) % view["seats"]
    if view["current"] is None:  # between rounds, or over: every seat has had its turn
        current, turns = start, view["seats"]
    else:
        current, turns = view["current"], (view["current"] - start) % view["seats"]
    return State(
        hands=tuple(hands), deck=tuple(unseen), top=view["top"], played=tuple(view["played"]),
        discards=tuple(discards), scores=tuple(view["scores"]), swaps=tuple(view["swaps"]),
        notes=tuple(notes), current=current, round=view["round"],
        turns=turns, staked=view["staked"],
        awaiting_table=view["awaiting_table"], finished=view["finished"], rounds=view["rounds"],
        host=view["host"], timer=view["timer"], rng=rng.next64(),
    )
