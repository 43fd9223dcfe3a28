"""Views: what a seat (or the public) sees, and a full state rebuilt from a view.

Nothing in Tokaido Duo is private to one seat: both players and the projector
see the same view. Two things are hidden from everyone and never appear in a
view: the faces of face-down paintings and the random stream (the dice to
come, the bag's next draws). The bag's contents are public (all goods not on a
merchant board), so the view gives its counts.

:func:`determinize` fills the face-down paintings
with a shuffle of what the player's set has left and gives a new random stream,
so a bot's look-ahead never sees the real future.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from ...core.rng import Rng
from ...core.shape import NULL, Bool, Const, Dict, Int, ListOf, Maybe, OneOf, Shape, Str, Tuple, per_seat
from ...core.shape import seat as seat_index
from . import data
from .actions import CODEC
from .data import CHARACTERS, GOODS, PAINTINGS, WAVE_SIDES
from .state import (
    Pick,
    Player,
    State,
    commerce,
    culture,
    faith,
    goods_limit,
    picker,
    roller,
    score,
    to_act,
)


def _player_view(state: State, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return {
        "pilgrim": p.pilgrim,
        "merchant": p.merchant,
        "artist": p.artist,
        "temple": p.temple,
        "garden": p.garden,
        "goods": dict(zip(GOODS, p.goods)),
        "goods_limit": goods_limit(state, seat),
        "coins": p.coins,
        "gold": p.gold,
        # Given and face-up paintings show their symbol; face-down ones show nothing.
        "paintings": [sym if i < p.turned else None for i, sym in enumerate(p.paintings)],
        "turned": p.turned,
        "given": p.given,
        "score": {"faith": faith(p), "commerce": commerce(p), "culture": culture(p), "total": score(p)},
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` or of the public (the same data: see the module doc)."""
    pick = state.pick
    return {
        "round": state.round,
        "phase": state.phase,
        "first": state.first,
        "roller": roller(state),
        "picker": picker(state) if state.phase == "pick" else None,
        "to_act": list(to_act(state)),
        "dice": None if state.dice is None else dict(zip(CHARACTERS, state.dice)),
        "picks": [[s, c] for s, c in state.picks],
        "pick": None if pick is None else {
            "seat": pick.seat, "character": pick.character, "number": pick.number, "again": pick.again,
            "path": list(pick.path), "spring_gained": pick.spring_gained,
        },
        "returning": state.returning,
        "ending": [[s, r] for s, r in state.ending],
        "specialties": [list(t) for t in state.specialties],
        "bag": dict(zip(GOODS, state.bag)),
        "waves": [
            {"character": c, "side": side, "name": WAVE_SIDES[c][side], "holder": holder}
            for c, side, holder in zip(CHARACTERS, state.wave_sides, state.wave_holders)
        ],
        "spring": state.spring,
        "players": [_player_view(state, s) for s in (0, 1)],
        "last": None if state.last is None else {"seat": state.last[0], "action": CODEC.encode(state.last[1])},
    }


# -- the public view's shape -------------------------------------------------------------------
#: The game has no round limit (it ends when a track, the gold or the paintings
#: run out, which a player may put off); a bound far beyond any real game.
ROUND_BOUND = 10_000
#: Where each character may stand.
_SPACES = {c: Str(choices=data.SPACES_OF[c]) for c in CHARACTERS}
#: What ends the game (``State.ending``'s reasons).
END_REASONS = ("temple", "garden", "gold", "paintings")


def _most_coins() -> int:
    """Coins left on a merchant board at most. Below six gold every ten become a gold,
    so more than nine are only kept in the round a sixth gold ends: its picks (two of a
    seat's, each acted on twice with the hot spring) add at most a full sale each."""
    most_sold = max(min(data.GOODS_COUNT[good], data.POWERFUL_LIMIT) * (price + 1)
                    for good, price in data.SPECIALTIES)
    return data.COINS_PER_GOLD - 1 + 2 * 2 * max(most_sold, max(p for _g, p in data.SPECIALTIES))


def _face(character: str) -> Int:
    """A number on that character's die (each die's faces run without a gap)."""
    faces = sorted(set(data.DICE[character]))
    assert faces == list(range(faces[0], faces[-1] + 1)), faces
    return Int(faces[0], faces[-1])


def _action_shape() -> Shape:
    """Every action the codec writes (``{"type": ..., fields}``), each field as exact as the rules."""
    def kind(name: str, **fields: Shape) -> Dict:
        return Dict({"type": Const(name), **fields})

    flag = Bool()
    held = data.POWERFUL_LIMIT
    return OneOf(
        kind("Roll"),
        *(kind("Move", character=Const(c), to=_SPACES[c]) for c in CHARACTERS),
        kind("Visit"),
        kind("TakeWave", character=Str(choices=CHARACTERS)),
        kind("Paint", extra=flag),
        kind("Give"),
        kind("Draw", extra=flag),
        kind("Keep", goods=Tuple(*(Int(0, min(data.GOODS_COUNT[g], held)) for g in GOODS))),
        kind("Sell", count=Int(1, held), cunning=flag),
        kind("UseSpring"),
        kind("Pass"),
        kind("ReturnGood", good=Str(choices=GOODS)),
    )


def _player_shape() -> Shape:
    """One traveller's board: one variant a number of paintings turned, so a face-down
    painting never shows its symbol and no more are given than were turned."""
    most_faith = data.TEMPLE_MAX * data.GARDEN_MAX
    # The variants differ in the paintings: those fields first, so a misfit is found at once.
    player = Dict({
        "turned": NULL,
        "given": NULL,
        "paintings": NULL,
        "pilgrim": _SPACES[data.PILGRIM],
        "merchant": _SPACES[data.MERCHANT],
        "artist": _SPACES[data.ARTIST],
        "temple": Int(1, data.TEMPLE_MAX),
        "garden": Int(1, data.GARDEN_MAX),
        "goods": Dict({g: Int(0, data.GOODS_COUNT[g]) for g in GOODS}),
        "goods_limit": Int(data.GOODS_LIMIT, data.POWERFUL_LIMIT),
        "coins": Int(0, _most_coins()),
        "gold": Int(0, data.GOLD_SPACES),
        "score": Dict({
            "faith": Int(1, most_faith),
            "commerce": Int(0, max(data.COMMERCE)),
            "culture": Int(0, max(data.CULTURE)),
            "total": Int(1, most_faith + max(data.COMMERCE) + max(data.CULTURE)),
        }),
    })
    symbol = Str(choices=data.SYMBOLS)
    slots = data.PAINTING_SLOTS
    return OneOf(*(
        player.with_fields(turned=Const(t), given=Int(0, t),
                           paintings=Tuple(*([symbol] * t + [NULL] * (slots - t))))
        for t in range(slots + 1)
    ))


def _pick_shape(who: Shape) -> Shape:
    """The die in use: only the artist's move leaves a path (the regions it started in,
    passed and ended in)."""
    return OneOf(*(
        Dict({
            "seat": who, "character": Const(c), "number": _face(c), "again": Bool(),
            "path": ListOf(_SPACES[c], hi=_face(c).hi + 1) if c == data.ARTIST else ListOf(NULL, length=0),
            "spring_gained": Bool(),
        })
        for c in CHARACTERS
    ))


def _wave_shape(character: str, who: Shape) -> Shape:
    """A character's wave tile: its side and that side's name."""
    return OneOf(*(
        Dict({"character": Const(character), "side": Const(side), "name": Const(name), "holder": Maybe(who)})
        for side, name in enumerate(WAVE_SIDES[character])
    ))


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of ``view(state, None)``: one variant a kind of phase,
    each with what that phase leaves unset (no dice before the roll, no die in use
    between picks, who picks only while picking, the end only with a cause)."""
    who = seat_index(seats)
    one = ListOf(who, length=1)
    dice = Dict({c: _face(c) for c in CHARACTERS})
    picks = Tuple(who, Str(choices=CHARACTERS))
    pick = _pick_shape(who)
    last = Dict({"seat": who, "action": _action_shape()})
    common = Dict({
        "round": Int(1, ROUND_BOUND),
        "phase": Str(choices=("again", "act", "keep", "spring")),
        "first": who,
        "roller": who,
        "picker": NULL,
        "to_act": one,
        "dice": dice,
        "picks": ListOf(picks, lo=1, hi=len(CHARACTERS)),
        "pick": pick,
        "returning": NULL,
        "ending": ListOf(Tuple(who, Str(choices=END_REASONS)), hi=seats * len(END_REASONS)),
        "specialties": ListOf(OneOf(*(Tuple(Const(g), Const(p)) for g, p in sorted(set(data.SPECIALTIES)))),
                              length=len(data.TOWNS)),
        "bag": Dict({g: Int(0, data.GOODS_COUNT[g]) for g in GOODS}),
        "waves": Tuple(*(_wave_shape(c, who) for c in CHARACTERS)),
        "spring": Maybe(who),
        "players": per_seat(seats, _player_shape()),
        "last": last,
    })
    # Between rounds the dice are not rolled yet (and nothing has happened before the first).
    roll = common.with_fields(phase=Const("roll"), dice=NULL, picks=ListOf(picks, length=0), pick=NULL,
                              last=Maybe(last))
    picking = common.with_fields(phase=Const("pick"), picker=who, pick=NULL,
                                 picks=ListOf(picks, hi=len(CHARACTERS) - 1))
    returning = common.with_fields(phase=Const("return"), returning=who)
    over = common.with_fields(phase=Const("over"), to_act=ListOf(who, length=0), pick=NULL,
                              picks=ListOf(picks, length=len(CHARACTERS)),
                              ending=ListOf(Tuple(who, Str(choices=END_REASONS)), lo=1,
                                            hi=seats * len(END_REASONS)))
    return OneOf(common, roll, picking, returning, over)


def _player_from_view(seat: int, pv: dict[str, Any], rng: Rng) -> Player:
    """A seat's board as its view shows it, the face-down paintings a shuffle of what its set has left."""
    known = [s for s in pv["paintings"] if s is not None]
    left = Counter(PAINTINGS[seat])
    left.subtract(known)
    hidden = rng.shuffled(sorted(left.elements()))
    return Player(
        pilgrim=pv["pilgrim"], merchant=pv["merchant"], artist=pv["artist"],
        temple=pv["temple"], garden=pv["garden"],
        goods=tuple(pv["goods"][g] for g in GOODS),
        coins=pv["coins"], gold=pv["gold"],
        paintings=tuple(known) + hidden, turned=pv["turned"], given=pv["given"],
    )


def determinize(view: dict[str, Any], seat: int, rng: Rng) -> State:
    """A full state that agrees with ``view`` (any seat's: they are the same);
    face-down paintings and the random stream drawn from ``rng``."""
    players = [_player_from_view(s, pv, rng) for s, pv in enumerate(view["players"])]
    pv = view["pick"]
    pick = None if pv is None else Pick(
        pv["seat"], pv["character"], pv["number"], pv["again"], tuple(pv["path"]), pv["spring_gained"]
    )
    return State(
        rng=rng.next64(),
        first=view["first"],
        round=view["round"],
        phase=view["phase"],
        players=(players[0], players[1]),
        specialties=tuple((g, p) for g, p in view["specialties"]),
        bag=tuple(view["bag"][g] for g in GOODS),
        wave_sides=tuple(w["side"] for w in view["waves"]),
        wave_holders=tuple(w["holder"] for w in view["waves"]),
        spring=view["spring"],
        dice=None if view["dice"] is None else tuple(view["dice"][c] for c in CHARACTERS),
        picks=tuple((s, c) for s, c in view["picks"]),
        pick=pick,
        returning=view["returning"],
        ending=tuple((s, r) for s, r in view["ending"]),
        last=None if view.get("last") is None else (view["last"]["seat"], CODEC.decode(view["last"]["action"])),
    )
