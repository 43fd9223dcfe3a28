"""Shared helpers for the Hooky tests: scripted and random games."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from boardgames_desktop.games.hooky.data import LETTERS
from boardgames_desktop.games.hooky.rules import GAME, HookyState, Mark, RevealAndPeek


def dealt(players: int, hands: list[str], playground: str, truants: str, **options: Any) -> HookyState:
    """A fresh app-mode game with the cards dealt as given."""
    state = GAME.setup(players, 1, options)
    assert sorted("".join(hands) + playground + truants) == list(LETTERS)
    return replace(
        state,
        hands=tuple(tuple(sorted(h)) for h in hands),
        playground=tuple(playground),
        truants=tuple(sorted(truants)),
    )


#: Enough suggestions to hold every listed word move and every reveal-and-peek.
ALL = 10_000


def suggested(state: HookyState, seat: int) -> list[Any]:
    return GAME.suggestions(state, seat, ALL)


def first(legal: list[Any], kind: type) -> Any:
    return next(a for a in legal if isinstance(a, kind))


def play_until(state: HookyState, stop: Callable[[HookyState], bool],
               choose: Callable[[HookyState, int, list[Any]], Any] | None = None) -> HookyState:
    """Play the first suggested word move / guess for every seat until ``stop``."""
    while not stop(state):
        seat = GAME.to_act(state)[0]
        legal = suggested(state, seat)
        action = choose(state, seat, legal) if choose else None
        if action is None:
            action = next(a for a in legal if not isinstance(a, RevealAndPeek))
        state = GAME.apply(state, seat, action)
    return state


def random_policy(rng: random.Random, reveal: float = 0.15, marks: float = 0.05):
    """A random player: word moves from the suggestions, reveals now and
    then, random worksheet marks now and then (by any seat)."""

    def choose(state: HookyState, seat: int, legal: list[Any]) -> tuple[int, Any]:
        if marks and rng.random() < marks:
            who = rng.randrange(state.players)
            cols = [str(s) for s in range(state.players) if s != who] + ["playground", "truants"]
            return who, Mark(rng.choice(cols), rng.choice(LETTERS), rng.choice(("has", "has_not", "maybe", "")))
        reveals = [a for a in legal if isinstance(a, RevealAndPeek)]
        if reveals and rng.random() < reveal:
            return seat, rng.choice(reveals)
        others = [a for a in legal if not isinstance(a, RevealAndPeek)]
        return seat, rng.choice(others)

    return choose


def random_game(players: int, seed: int, options: dict | None = None,
                reveal: float = 0.15, marks: float = 0.05):
    """Play a whole random game; return the states and the (seat, action) log."""
    rng = random.Random(seed)
    choose = random_policy(rng, reveal, marks)
    state = GAME.setup(players, seed, options or {})
    states, log = [state], []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        who, action = choose(state, seat, suggested(state, seat))
        state = GAME.apply(state, who, action)
        states.append(state)
        log.append((who, action))
    return states, log
