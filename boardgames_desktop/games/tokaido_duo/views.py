"""Views: what a seat (or the public) sees, and a full state rebuilt from a view.

Nothing in Tokaido Duo is private to one seat: both players and the projector
see the same view. Two things are hidden from everyone and never appear in a
view: the faces of face-down paintings and the random stream (the dice to
come, the bag's next draws). The bag's contents are public (all goods not on a
merchant board), so the view gives its counts.

:func:`state_from_view` is ``determinize``: it fills the face-down paintings
with a shuffle of what the player's set has left and gives a new random stream,
so a bot's look-ahead never sees the real future.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.rng import Rng
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


def state_view(state: State, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` or of the public (the same data: see the module doc)."""
    from .rules import to_act  # the rules module imports this one lazily

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
        "last": None if state.last is None else {"seat": state.last[0], "action": _codec().encode(state.last[1])},
    }


def _codec():
    from .rules import GAME

    return GAME.codec


def state_from_view(view: dict[str, Any], rng: Rng) -> State:
    """A full state that agrees with ``view``; face-down paintings and the random
    stream drawn from ``rng``."""
    players = []
    for seat, pv in enumerate(view["players"]):
        known = [s for s in pv["paintings"] if s is not None]
        left = Counter(PAINTINGS[seat])
        left.subtract(known)
        hidden = rng.shuffled(sorted(left.elements()))
        players.append(Player(
            pilgrim=pv["pilgrim"], merchant=pv["merchant"], artist=pv["artist"],
            temple=pv["temple"], garden=pv["garden"],
            goods=tuple(pv["goods"][g] for g in GOODS),  # type: ignore[arg-type]
            coins=pv["coins"], gold=pv["gold"],
            paintings=tuple(known) + hidden, turned=pv["turned"], given=pv["given"],
        ))
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
        bag=tuple(view["bag"][g] for g in GOODS),  # type: ignore[arg-type]
        wave_sides=tuple(w["side"] for w in view["waves"]),  # type: ignore[arg-type]
        wave_holders=tuple(w["holder"] for w in view["waves"]),  # type: ignore[arg-type]
        spring=view["spring"],
        dice=None if view["dice"] is None else tuple(view["dice"][c] for c in CHARACTERS),  # type: ignore[arg-type]
        picks=tuple((s, c) for s, c in view["picks"]),
        pick=pick,
        returning=view["returning"],
        ending=tuple((s, r) for s, r in view["ending"]),
        last=None if view.get("last") is None else (view["last"]["seat"], _codec().decode(view["last"]["action"])),
    )
