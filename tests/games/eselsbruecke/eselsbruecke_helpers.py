"""Shared helpers for the Eselsbrücke tests: matches, scenario states, random play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from boardgames_desktop.core.game import TABLE, SeatSpec, TooMany
from boardgames_desktop.core.i18n import SeatName, Text
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.eselsbruecke import data
from boardgames_desktop.games.eselsbruecke.data import BLOCKER, PictureName
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.games.eselsbruecke.state import State

NAMES = ["Ada", "Ben", "Cem", "Dora", "Eli", "Fay"]
P = data.picture_ids()


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec.single(NAMES[i]) for i in range(n)]


def match(n: int = 4, seed: int = 1, mode: str = "host") -> Match:
    return Match(GAME, seats(n), seed=seed, options={"mode": mode})


def scenario(n: int = 4, mode: str = "host", **fields: Any) -> State:
    """A state built by hand for one rule: the pictures not placed in ``fields``
    stay in the bag, so the 180 pictures are still all accounted for."""
    base = GAME.setup(n, 7, {"mode": mode})
    state = replace(base, **{"cloud": None, **fields})
    placed = set(state.showing) | set(state.out)
    placed |= {c for h in state.hands for c in h} | {c for p in state.piles for c in p if c != BLOCKER}
    placed |= {c for ss in state.slots for s in ss for c in s}
    if state.cloud is not None:
        placed.add(state.cloud)
    blockers = sum(1 for p in state.piles for c in p if c == BLOCKER)
    return replace(state, bag=tuple(p for p in base.bag if p not in placed),
                   supply=fields.get("supply", data.BLOCKERS - blockers))


def guessing(n: int = 4, mode: str = "host", *, active: int = 0, round: int = 3,
             hands: dict[int, tuple[str, ...]] | None = None, piles: dict[int, tuple[str, ...]] | None = None,
             guesser: int | None = None, cloud: str = "anchor", **fields: Any) -> State:
    """A state in the guessing phase of ``round``, storyteller ``active``."""
    hand_list = [()] * n
    for seat, cards in (hands or {}).items():
        hand_list[seat] = cards
    pile_list = [()] * n
    for seat, cards in (piles or {}).items():
        pile_list[seat] = cards
    return scenario(n, mode, phase="guess", round=round, active=active, hands=tuple(hand_list),
                    piles=tuple(pile_list), guesser=(active + 1) % n if guesser is None else guesser,
                    cloud=cloud, **fields)


def legal(state: State, actor: int) -> list[Any]:
    moves = GAME.legal_actions(state, actor)
    assert not isinstance(moves, TooMany)
    return moves


def random_play(m: Match, rng: random.Random, *, right_bias: float = 0.5) -> Iterator[Any]:
    """Play ``m`` to the end with random legal actions, yielding after each one.
    Guesses are right with probability ``right_bias`` where a right one exists,
    so games have right and wrong guesses, blockers and thought-cloud swaps."""
    while not m.finished:
        actor = m.to_act()[0]
        moves = legal(m.state, actor)
        m.play(actor, pick(m.state, moves, rng, right_bias))
        yield m.entries[-1]


def pick(state: State, moves: list[Any], rng: random.Random, right_bias: float) -> Any:
    """A random legal action, right guesses with probability ``right_bias``."""
    from boardgames_desktop.games.eselsbruecke.actions import CheckCloud, Name, Right, RightCloud, Take, TimeUp, Wrong
    from boardgames_desktop.games.eselsbruecke.state import cloud_case

    if state.phase != "guess" or len(moves) == 1:
        if state.phase == "cloud_check":
            return RightCloud() if rng.random() < right_bias else Wrong()
        return rng.choice(moves)
    takes = [m for m in moves if isinstance(m, Take)]
    if takes and (state.must_take or rng.random() < 0.7):
        return rng.choice(takes)
    roll = rng.random()
    if state.mode == "host":
        if cloud_case(state):
            return CheckCloud() if roll < right_bias else rng.choice([Wrong(), TimeUp()])
        rights = [m for m in moves if isinstance(m, Right)]
        if rights and roll < right_bias:
            return rng.choice(rights)
        return Wrong() if rng.random() < 0.8 else TimeUp()
    if cloud_case(state):
        held = [state.cloud]
    else:
        held = [c for s, h in enumerate(state.hands) if s != state.guesser for c in h]
    if roll < right_bias and held:
        return Name(rng.choice(held))
    if rng.random() < 0.2:
        return TimeUp()
    names = [m for m in moves if isinstance(m, Name)]
    return rng.choice(names)


def picture_args(message: Any) -> set[str]:
    """Every picture a kept message names, however deeply nested."""
    found: set[str] = set()
    if isinstance(message, Text):
        for _key, value in message.args:
            found |= picture_args(value)
    elif isinstance(message, PictureName):
        found.add(message.id)
    elif isinstance(message, (list, tuple)):
        for value in message:
            found |= picture_args(value)
    return found


def view_pictures(view: Any) -> set[str]:
    """Every picture id anywhere in a view (however it is nested)."""
    ids = set(P)
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str) and value in ids:
            found.add(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)

    walk(view)
    return found


__all__ = ["BLOCKER", "TABLE", "P", "SeatName"]
