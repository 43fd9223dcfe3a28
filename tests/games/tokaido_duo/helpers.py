"""Building Tokaido Duo situations for the tests, and playing them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from boardgames_desktop.core.game import BotTurn, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.ai import GreedyBot
from boardgames_desktop.games.tokaido_duo.data import CHARACTERS, GOODS, TOWNS
from boardgames_desktop.games.tokaido_duo.rules import GAME, legal_actions, setup_state, to_act
from boardgames_desktop.games.tokaido_duo.state import Player, State

SEATS = [SeatSpec.single("Ada"), SeatSpec.single("Ben")]


def new_match(seed: int = 1, **options: Any) -> Match:
    return Match(GAME, SEATS, seed, options)


def goods(**counts: int) -> tuple[int, int, int, int]:
    return tuple(counts.get(g, 0) for g in GOODS)  # type: ignore[return-value]


def situation(
    *,
    seed: int = 5,
    first: int = 0,
    round: int = 1,
    phase: str = "pick",
    dice: tuple[int, int, int] | None = (2, 2, 2),
    picks: tuple[tuple[int, str], ...] = (),
    players: tuple[dict[str, Any], dict[str, Any]] = ({}, {}),
    specialties: dict[str, tuple[str, int]] | None = None,
    waves: dict[str, tuple[str, int | None]] | None = None,
    spring: int | None = None,
    **fields: Any,
) -> State:
    """A state at ``phase`` with the given facts; everything else as after set-up.

    ``waves`` maps a character to (its face-up side's name, holder); ``specialties``
    maps a town to (good, price) (the other towns keep their shuffled tokens).
    """
    base = setup_state(seed, {"first": "seat1" if first == 0 else "seat2", "waves": "random"})
    ps = tuple(replace(base.players[s], **players[s]) for s in (0, 1))
    specs = list(base.specialties)
    for town, token in (specialties or {}).items():
        specs[TOWNS.index(town)] = token
    sides, holders = list(base.wave_sides), list(base.wave_holders)
    from boardgames_desktop.games.tokaido_duo.data import WAVE_SIDES

    for character, (name, holder) in (waves or {}).items():
        i = CHARACTERS.index(character)
        sides[i] = WAVE_SIDES[character].index(name)
        holders[i] = holder
    # Goods held come out of the bag, so the 26 are conserved.
    held = [sum(p.goods[i] for p in ps) for i in range(4)]
    bag = tuple(n - h for n, h in zip((5, 6, 7, 8), held))
    return replace(
        base, first=first, round=round, phase=phase, dice=dice, picks=picks, players=ps,
        specialties=tuple(specs), wave_sides=tuple(sides), wave_holders=tuple(holders), spring=spring,
        bag=bag, **fields,
    )


def play(state: State, *steps: tuple[int, Any]) -> State:
    """Apply (seat, action) steps, each checked by the refusal first."""
    for seat, action in steps:
        reason = GAME.refusal(state, seat, action)
        assert reason is None, f"{action} refused: {reason}"
        state = GAME.apply(state, seat, action)
    return state


def player(state: State, seat: int) -> Player:
    return state.players[seat]


def positions(seed: int, every: int, count: int) -> list[tuple[State, int]]:
    """Every ``every``-th pick of a choice in a seeded game of two greedy bots."""
    state = GAME.setup(2, seed, {})
    bots = [GreedyBot(GAME, s, seed) for s in (0, 1)]
    rng = Rng(seed)
    out: list[tuple[State, int]] = []
    picks = 0
    while GAME.outcome(state) is None and len(out) < count:
        seat = to_act(state)[0]
        legal = legal_actions(state, seat)
        if state.phase == "pick" and len(legal) > 1:
            picks += 1
            if picks % every == 0:
                out.append((state, seat))
        state = GAME.apply(state, seat, bots[seat].choose(BotTurn(GAME, seat, GAME.view(state, seat), legal, rng)))
    return out
