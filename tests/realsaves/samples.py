"""Real saves of every registered game, played by seeded random players.

Used by the save fuzz, the kill -9 test and the soak. Everything here is
generic over ``games.ids()``: a game merged later is covered without a change.
The only game-specific part is :data:`FREE_MOVES`, moves a random player
cannot find in ``legal_actions`` (private notes any seat may write at any
time), so that the saves hold them too.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from boardgames_desktop import games
from boardgames_desktop.core.game import Game, Person, SeatSpec, TooMany
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.saves import dumps

#: Names from several scripts, so a Latin-1 or UTF-16 copy of a save really differs.
NAMES = ("Ada", "Zoë", "李小龍", "Ben", "Ümit", "Chloé", "Đorđe", "Nnamdi", "Søren", "Ana María", "Ярослав", "Kai")

#: The most actions a random game plays before it is called finished enough.
MAX_ACTIONS = 3000


def _hooky_note(match: Match, rng: random.Random) -> tuple[int, Any] | None:
    from boardgames_desktop.games.hooky.data import LETTERS
    from boardgames_desktop.games.hooky.rules import Mark

    seats = len(match.seats)
    seat = rng.randrange(seats)
    columns = [str(s) for s in range(seats) if s != seat] + ["playground", "truants"]
    return seat, Mark(rng.choice(columns), rng.choice(LETTERS), rng.choice(("has", "has_not", "maybe", "")))


#: game id -> a free move (actor, action) a random player makes now and then.
FREE_MOVES: dict[str, Callable[[Match, random.Random], tuple[int, Any] | None]] = {
    "hooky": _hooky_note,
}


def option_sets(game: Game) -> list[dict[str, Any]]:
    """Every combination of the game's declared options."""
    choices = [[(o.key, c[0]) for c in o.choices] for o in game.info.options]
    return [dict(combo) for combo in itertools.product(*choices)] or [{}]


def seats_for(game: Game, people: int, rng: random.Random, bots: bool = False) -> list[SeatSpec]:
    names = list(NAMES)
    rng.shuffle(names)
    kinds = [k.key for k in games.bots(game.id)] if bots else []
    out = []
    for i, seat in enumerate(game.info.seating(people)):
        kind = kinds[i % len(kinds)] if kinds and i % 2 else "human"
        out.append(SeatSpec(tuple(Person(names[p % len(names)]) for p in seat), kind))
    return out


def random_move(match: Match, rng: random.Random) -> tuple[int, Any] | None:
    """A random legal move of one of the actors the game waits for (or a free note)."""
    free = FREE_MOVES.get(match.game.id)
    if free is not None and rng.random() < 0.08:
        move = free(match, rng)
        if move is not None and match.refusal(*move) is None:
            return move
    acting = list(match.to_act())
    rng.shuffle(acting)
    for actor in acting:
        legal = match.legal_actions(actor)
        if isinstance(legal, TooMany):
            legal = match.game.suggestions(match.state, actor, 40)
        if legal:
            return actor, rng.choice(legal)
    return None


def play(game_id: str, seed: int, *, people: int | None = None, options: dict[str, Any] | None = None,
         actions: int | None = None, undo: float = 0.0, redo: float = 0.3, bots: bool = False,
         tail_undos: int = 0, check: Callable[[Match], None] | None = None) -> Match:
    """A seeded random match: ``actions`` moves (None: to the end), taking back a
    move with probability ``undo`` and bringing one back with ``redo`` (after an
    undo), then taking back up to ``tail_undos`` moves so that some can be
    redone. ``check(match)`` runs after every change."""
    game = games.get_game(game_id)
    assert game is not None
    rng = random.Random(f"{game_id}/{seed}")
    info = game.info
    if people is None:
        people = rng.randint(info.min_people, info.max_people)
    if options is None:
        options = rng.choice(option_sets(game))
    match = Match(game, seats_for(game, people, rng, bots), seed, options)
    played = 0
    for _ in range(MAX_ACTIONS):
        if match.finished or (actions is not None and played >= actions):
            break
        if undo and rng.random() < undo:
            actor = rng.choice([None, *match.to_act()])
            if match.can_undo(actor):
                match.undo(actor)
                if check:
                    check(match)
                continue
        if match.can_redo() and rng.random() < redo:
            match.redo()
            if check:
                check(match)
            continue
        move = random_move(match, rng)
        if move is None:
            break
        match.play(*move)
        played += 1
        if check:
            check(match)
    for _ in range(tail_undos):
        if not match.can_undo():
            break
        match.undo()
        if check:
            check(match)
    return match


@dataclass(frozen=True)
class Sample:
    """One real save: ``name`` says which game and how far it went."""

    name: str
    game_id: str
    text: str

    @property
    def data(self) -> dict[str, Any]:
        return json.loads(self.text)


def samples(game_id: str) -> list[Sample]:
    """Six real saves of one game: fresh, early, mid-game with undone and
    redoable entries, with bots, finished, and finished after many undos."""
    game = games.get_game(game_id)
    assert game is not None
    opts = option_sets(game)
    lo, hi = game.info.min_people, game.info.max_people
    plans = [
        ("fresh", {"actions": 0, "people": lo}),
        ("early", {"actions": 4, "people": hi}),
        ("mid-undone", {"actions": 18, "undo": 0.25, "redo": 0.0, "people": lo}),
        ("mid-redoable", {"actions": 12, "undo": 0.3, "redo": 0.2, "bots": True, "people": hi, "tail_undos": 3}),
        ("finished", {"people": (lo + hi) // 2}),
        ("finished-undos", {"undo": 0.15, "people": hi, "bots": True}),
    ]
    out = []
    for i, (label, kwargs) in enumerate(plans):
        match = play(game_id, 100 + i, options=opts[i % len(opts)], **kwargs)
        out.append(Sample(f"{game_id}-{label}", game_id, dumps(match)))
    return out


def all_samples() -> list[Sample]:
    return [s for game_id in games.ids() for s in samples(game_id)]


# -- comparing matches --------------------------------------------------------------------
def fingerprint(match: Match) -> tuple:
    """Everything a save holds, in a form ``==`` compares."""
    return (
        match.game.id, match.seed, match.options, match.seats,
        [(e.actor, e.action, e.undone, e.expired) for e in match.entries],
        [match.entries.index(e) for e in match._redo],
        match.states(),
    )


def invariant_check(game: Game) -> Callable[[Any], list[str]]:
    """The game's invariants (``Game.invariants``, which every game declares)."""
    return game.invariants
