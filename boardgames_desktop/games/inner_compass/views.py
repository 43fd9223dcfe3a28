"""What each viewer may see, the public view's shape, and the bots' plausible
states (determinize). The log lines built from these views are in :mod:`describe`.

Secrets: the cards in each hand and the deck order are hidden from others
(hand sizes are public); each player's EP total is theirs alone until the end.
The discard pile lies face up (our decision), the rest is on the table.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import permutations, product
from typing import Any

from ...core.game import View
from ...core.rng import Rng
from ...core.shape import NULL, Bool, Const, Dict, Int, ListOf, Maybe, OneOf, Shape, Str, Tuple, per_seat, seat
from . import data
from .data import EMOTIONS, SIDES
from .scoring import breakdown, final_result
from .state import State, build_grid, sort_hand


# -- views -------------------------------------------------------------------------------------
def view_of(s: State, seat: int | None) -> View:
    over = s.phase == "over"
    v: View = {
        "game": "inner-compass",
        "viewer": seat,
        "players": s.players,
        "phase": s.phase,
        "current": s.current,
        "start": s.start,
        "turn": s.turn,
        "boards": [[letter, turns] for letter, turns in s.boards],
        "grid": s.grid,
        "qualities": list(s.qualities),
        "values": [list(v) for v in s.values],
        "first": list(s.first),
        "track": list(s.track),
        "side": list(s.side),
        "deck": len(s.deck),
        "discard": list(s.discard),
        "hand_sizes": [len(h) for h in s.hands],
        "pawns": list(s.pawns),
        "cubes": [list(c) for c in s.cubes],
        "spaces": [list(sp) for sp in s.spaces],
        "compass": s.compass,
        "stage": {
            "free_moved": s.free_moved, "moves": s.moves, "step2": s.step2, "felt": s.felt,
            "memory": s.memory, "took": s.took, "pending": s.pending,
        },
        "hand": list(s.hands[seat]) if seat is not None else None,
        "ep": _ep_so_far(s, seat) if seat is not None else None,
        "final": None,
    }
    if over:
        _scores, winners, tie = final_result(s)
        v["final"] = {
            "scores": [breakdown(s, i) for i in range(s.players)],
            "winners": list(winners),
            "tiebreak": tie,
        }
    return v


def _ep_so_far(s: State, seat: int) -> dict[str, int]:
    compass = data.COMPASS_EP if s.compass == seat else 0
    return {"track": s.ep_track[seat], "first": s.ep_first[seat], "compass": compass,
            "total": s.ep_track[seat] + s.ep_first[seat] + compass}


# -- the public view's shape -------------------------------------------------------------------
#: The game has no turn limit (it ends when someone finds the Inner Compass); a
#: bound far beyond any real game (random players end within 4,000 turns).
TURN_BOUND = 100_000


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of ``view_of(state, None)`` at a table of ``seats``: one
    variant a phase, each naming what that phase leaves unset (no pawns before
    play, no final score before the end), and the hand and EP always null."""
    who = seat(seats)
    cell = Int(0, data.CELLS - 1)
    emotion = Str(choices=EMOTIONS)
    sticky, memo = Str(choices=data.STICKY_IDS), Str(choices=data.MEMO_IDS)
    tiles = data.STICKY_NOTES + data.MEMOS
    stage = {
        "free_moved": Bool(), "moves": Int(0, 2), "step2": Maybe(Str(choices=SIDES)), "felt": Bool(),
        "memory": Bool(), "took": Maybe(Str(choices=SIDES)), "pending": Int(0, data.VALUE_TOKENS),
    }
    between_turns = Dict({"free_moved": Const(False), "moves": Const(0), "step2": NULL, "felt": Const(False),
                          "memory": Const(False), "took": NULL, "pending": Const(0)})
    common = Dict({
        "game": Const("inner-compass"),
        "viewer": NULL,
        "players": Const(seats),
        "phase": Const("play"),
        "current": who,
        "start": who,
        "turn": Int(1, TURN_BOUND),
        "boards": Tuple(*(Tuple(Str(choices=data.LIFE_BOARDS), Int(0, 3)) for _ in data.LIFE_BOARDS)),
        "grid": Str(choices=_grids()),
        "qualities": Tuple(sticky, sticky, memo, memo, memo),
        "values": per_seat(seats, ListOf(Int(0, tiles - 1), hi=data.VALUE_TOKENS)),
        "first": ListOf(Maybe(who), length=tiles),
        # The X token never lies on the top space (it moves on to the bottom at once).
        "track": Tuple(emotion, *(Str(choices=data.TRACK_TOKENS) for _ in data.TRACK_TOKENS[1:])),
        "side": ListOf(Maybe(emotion), length=len(SIDES)),
        "deck": Int(0, data.DECK_SIZE),
        "discard": ListOf(emotion, hi=data.DECK_SIZE),
        # A hand holds at most the limit between turns, and two more after feeling.
        "hand_sizes": per_seat(seats, Int(0, data.HAND_LIMIT + 2)),
        "pawns": per_seat(seats, cell),
        "cubes": per_seat(seats, ListOf(cell, hi=data.CUBES)),
        "spaces": per_seat(seats, ListOf(Bool(), length=data.CUBES)),
        "compass": Maybe(who),
        "stage": Dict(stage),
        "hand": NULL,
        "ep": NULL,
        "final": NULL,
    })
    # Before the first turn: pawns going down, every card dealt but none played yet.
    empty = ListOf(NULL, length=0)
    place = common.with_fields(
        phase=Const("place"), turn=Const(0), pawns=per_seat(seats, Maybe(cell)), stage=between_turns,
        first=ListOf(NULL, length=tiles), values=per_seat(seats, empty), cubes=per_seat(seats, empty),
        spaces=per_seat(seats, ListOf(Const(True), length=data.CUBES)), discard=empty,
        side=ListOf(emotion, length=len(SIDES)), compass=NULL,
    )
    over = common.with_fields(phase=Const("over"), stage=between_turns, compass=who, final=Dict({
        "scores": per_seat(seats, _score_shape()),
        "winners": ListOf(who, lo=1, hi=seats),
        "tiebreak": Str(choices=("", "cards", "shared")),
    }))
    return OneOf(common, place, over)


def _score_shape() -> Dict:
    """One seat's final breakdown (:func:`scoring.breakdown`): each part within what
    fifteen memories, two value tokens and the compass can earn."""
    track = data.CUBES * max(data.TRACK_EP)
    first = data.VALUE_TOKENS * data.FIRST_BONUS
    tile_max = {t.id: _tile_max(t) for t in data.QUALITY_TILES}
    total = track + first + data.COMPASS_EP + data.VALUE_TOKENS * max(tile_max.values())
    return Dict({
        "track": Int(0, track),
        "first": Int(0, first),
        "tiles": Dict({tile: Int(0, ep) for tile, ep in tile_max.items()}, optional=tile_max),
        "compass": OneOf(Const(0), Const(data.COMPASS_EP)),
        "total": Int(0, total),
    })


def _tile_max(tile: data.QualityTile) -> int:
    """The most EP ``tile`` can give one seat's fifteen cubes."""
    if tile.table:
        return tile.table[-1]
    if tile.rule == "individuality":  # groups of 1, 2, 3, ... cubes: as many sizes as fit
        sizes = 0
        while (sizes + 1) * (sizes + 2) // 2 <= data.CUBES:
            sizes += 1
        return sizes * tile.per
    return data.CUBES * tile.per


@cache
def _grids() -> frozenset[str]:
    """Every main board four life boards make (each placed once, each turned any way)."""
    return frozenset(
        build_grid(tuple(zip(letters, turns)))
        for letters in permutations(data.LIFE_BOARDS)
        for turns in product(range(4), repeat=len(letters))
    )


# -- determinize -------------------------------------------------------------------------------
def _deal_unseen(view: View, seat: int, rng: Rng) -> tuple[list[tuple[str, ...]], tuple[str, ...]]:
    """Every hand (``seat``'s own as the view shows it, the others dealt from the unseen
    cards) and the deck: the unseen cards left."""
    pool = unknown_cards(view)
    if any(n < 0 for n in pool.values()):
        raise ValueError("the view holds more cards of a colour than the deck has")
    cards = rng.shuffled(tuple(c for c in EMOTIONS for _ in range(pool[c])))
    hands: list[tuple[str, ...]] = []
    for s, size in enumerate(view["hand_sizes"]):
        if s == seat:
            hands.append(sort_hand(view["hand"]))
        else:
            hands.append(sort_hand(cards[:size]))
            cards = cards[size:]
    if len(cards) != view["deck"]:
        raise ValueError("the view's deck size does not match the cards left unseen")
    return hands, cards


def _known_ep(view: View, seat: int) -> dict[int, dict[str, Any]]:
    """The EP ``seat`` knows, by seat: its own, and after the end every total."""
    if view["final"] is not None:
        return dict(enumerate(view["final"]["scores"]))
    return {seat: view["ep"] or {"track": 0, "first": 0}}


def unknown_cards(view: View) -> Counter[str]:
    """The cards ``view``'s seat cannot see: other hands and the deck, by colour."""
    pool = Counter({c: data.CARD_COUNTS[c] for c in EMOTIONS})
    pool.subtract(view["hand"] or [])
    pool.subtract(c for c in view["side"] if c is not None)
    pool.subtract(view["discard"])
    return pool


def determinize_view(view: View, seat: int, rng: Rng) -> State:
    """A full state consistent with ``view`` (seat's view): other hands and the
    deck dealt at random from the unseen cards; others' EP, unknown before the end, are 0; the
    state's own random stream comes from ``rng``."""
    hands, cards = _deal_unseen(view, seat, rng)
    n = view["players"]
    known = _known_ep(view, seat)
    stage = view["stage"]
    return State(
        rng=rng.next64(),
        players=n,
        boards=tuple((letter, turns) for letter, turns in view["boards"]),
        grid=view["grid"],
        qualities=tuple(view["qualities"]),
        track=tuple(view["track"]),
        deck=cards,
        discard=tuple(view["discard"]),
        side=tuple(view["side"]),
        hands=tuple(hands),
        pawns=tuple(view["pawns"]),
        cubes=tuple(tuple(c) for c in view["cubes"]),
        spaces=tuple(tuple(sp) for sp in view["spaces"]),
        values=tuple(tuple(v) for v in view["values"]),
        first=tuple(view["first"]),
        ep_track=tuple(known[s]["track"] if s in known else 0 for s in range(n)),
        ep_first=tuple(known[s]["first"] if s in known else 0 for s in range(n)),
        compass=view["compass"],
        phase=view["phase"],
        current=view["current"],
        start=view["start"],
        turn=view["turn"],
        free_moved=stage["free_moved"],
        moves=stage["moves"],
        step2=stage["step2"],
        felt=stage["felt"],
        memory=stage["memory"],
        took=stage["took"],
        pending=stage["pending"],
    )
