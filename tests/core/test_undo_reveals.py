"""Undo never takes back a step that showed somebody something, in every game.

Whether an action revealed anything is decided from the rules alone, not from
the undo declarations: for each seat other than the actor, the state before
the action is determinized from that seat's view several times
(``game.determinize``), the same action is applied to each guess, and the
seat's view after is compared with its real view after. When they differ, the
action showed the seat something it could not have known (a card drawn, a
hand card named, a die rolled), and then undo of that action must be refused:
by the match for its actor and for anyone (a host's undo), and by a table
session (one with host rights where the mode is a host mode). The other
direction keeps the check honest: a sample of actions that showed nobody
anything and are declared steps is really taken back, and brought back.

Every game's ``determinize`` is checked on the way (a guess must give the seat
the very view it was made from), so a game whose determinize could not carry
this check fails loudly here instead of passing by accident.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from realsaves import samples  # tests/ is on sys.path

from boardgames_desktop import games
from boardgames_desktop.core.game import TABLE, ActionSpec, Game, Undo
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.table import TableSession

#: Guesses of the state before an action, per seat looking on.
GUESSES = 3
#: Seeded games played per option set of a game (people vary with the seed).
SEEDS = 2
#: Actions checked per game played: enough for every game's turn to come round several times.
ACTIONS = 160
#: Every how many-th quiet step is really undone and redone.
UNDO_SAMPLE = 4


@dataclass
class Findings:
    """What one game's check saw: the failures, and counts that show it looked."""

    problems: list[str] = field(default_factory=list)
    revealing: dict[str, int] = field(default_factory=dict)
    undone: int = 0


def shown_to(game: Game, before: Any, actor: int, action: Any, after: Any, seats: int,
             rng: random.Random) -> int | None:
    """The first seat other than ``actor`` that the action showed something it
    could not know, judged from the rules alone; None when it showed nobody anything."""
    for seat in range(seats):
        if seat == actor:
            continue
        view = game.view(before, seat)
        seen = game.view(after, seat)
        for _ in range(GUESSES):
            guess = game.determinize(view, seat, Rng(rng.getrandbits(63)))
            assert game.view(guess, seat) == view, (
                f"{game.id}: determinize({type(action).__name__}, seat {seat}) is not consistent "
                "with the view it was made from, so this check cannot judge the game"
            )
            if game.refusal(guess, actor, action) is not None:
                continue  # the action needs something this guess lacks: no evidence either way
            if game.view(game.apply(guess, actor, action), seat) != seen:
                return seat
    return None


def plays(game_id: str) -> Iterator[tuple[int, dict[str, Any]]]:
    game = games.get_game(game_id)
    assert game is not None
    for options in samples.option_sets(game):
        for seed in range(1, SEEDS + 1):
            yield seed, options


def check_game(game_id: str) -> Findings:
    game = games.get_game(game_id)
    assert game is not None
    found = Findings()
    for seed, options in plays(game_id):
        match = samples.play(game_id, seed, options=options, actions=0)
        session = TableSession(match, host=game.info.is_host_mode(options))
        rng = random.Random(f"undo-reveals/{game_id}/{seed}/{sorted(options.items())}")
        quiet = 0
        for _ in range(ACTIONS):
            move = samples.random_move(match, rng)
            if match.finished or move is None:
                break
            match.play(*move)
            entry = match.entries[-1]
            who = "the table" if entry.actor == TABLE else f"seat {entry.actor}"
            name = (f"{game_id} {options} seed {seed}, action {len(match.entries)} "
                    f"{type(entry.action).__name__} by {who}")
            policy = game.spec(entry.action).undo_policy(entry.before, entry.after)
            seat = shown_to(game, entry.before, entry.actor, entry.action, entry.after, len(match.seats), rng)
            if seat is not None:
                kind = type(entry.action).__name__
                found.revealing[kind] = found.revealing.get(kind, 0) + 1
                found.problems += refused_everywhere(match, session, entry.actor,
                                                     f"{name} showed seat {seat} something")
            elif policy is Undo.STEP and not match.finished:
                quiet += 1
                if quiet % UNDO_SAMPLE == 0:
                    found.problems += taken_back(match, session, name)
                    found.undone += 1
        session.close()
    return found


def refused_everywhere(match: Match, session: TableSession, actor: int, name: str) -> list[str]:
    """Undo of the last action is refused, with a reason, by the match and the session."""
    problems = []
    for who, reason in (("the match, for its actor", match.undo_block_reason(actor)),
                        ("the match, for anyone (a host)", match.undo_block_reason(None)),
                        ("the table session", session.undo_block_reason())):
        if reason is None or not render(reason, match.names).strip():
            problems.append(f"{name}, but {who} lets it be taken back")
    return problems


def taken_back(match: Match, session: TableSession, name: str) -> list[str]:
    """A step that showed nobody anything is taken back (by a host's undo) and brought back."""
    entry = match.entries[-1]
    before, after = entry.before, entry.after
    undo = session.undo if session.host else (lambda: match.undo(None))
    reason = match.undo_block_reason(None) if not session.host else session.undo_block_reason()
    if reason is not None:
        return [f"{name} showed nobody anything and is a step, yet undo says: {render(reason, match.names)}"]
    undo()
    if match.state != before:
        return [f"{name}: undo did not bring back the state before it"]
    match.redo(None)
    return [] if match.state == after else [f"{name}: redo did not bring it back"]


@pytest.mark.parametrize("game_id", games.ids())
def test_undo_never_takes_back_a_revealing_step(game_id):
    found = check_game(game_id)
    assert found.problems == []
    # The check looked: something in every game reveals, and quiet steps were taken back.
    assert found.revealing and found.undone > 0, found


# -- the check catches what it is for ----------------------------------------------------------
def _old_eselsbruecke_specs() -> dict[str, ActionSpec]:
    """Eselsbrücke's declarations before a host's undo stopped at revealed cards: the
    same declarations (who, phases, refusal, effect) with the undo policies of then."""
    from boardgames_desktop.games.eselsbruecke import rules

    def then(kind: type, undo: Any) -> ActionSpec:
        return replace(rules.GAME._specs[kind], undo=undo)

    return {
        "Right": then(rules.Right, Undo.STEP),
        "Wrong": then(rules.Wrong, Undo.STEP),
        "Take": then(rules.Take, lambda b, a: Undo.REVEALS if b.mode == "digital" else Undo.STEP),
        "TimeUp": then(rules.TimeUp, lambda b, a: Undo.STEP if b.mode == "host" else Undo.NEVER),
    }


@pytest.mark.parametrize("kind", list(_old_eselsbruecke_specs()))
def test_the_check_catches_each_of_eselsbrueckes_old_declarations(kind, monkeypatch):
    """Before the fix a host could take back a right guess, a wrong guess or a time-out
    on the thought cloud, and a card taken to look at: each alone fails the check."""
    from boardgames_desktop.games.eselsbruecke import rules

    spec = _old_eselsbruecke_specs()[kind]
    monkeypatch.setitem(rules.GAME._specs, spec.type, spec)
    problems = check_game("eselsbruecke").problems
    assert problems, kind
    assert all(f" {kind} by the table showed" in p and "{'mode': 'host'}" in p for p in problems), problems


def test_the_check_catches_a_determinize_that_ignores_the_view(monkeypatch):
    """A determinize that forgets what the seat knows cannot judge reveals: the check says so."""
    game = games.get_game("tokaido-duo")
    assert game is not None
    monkeypatch.setattr(type(game), "determinize",
                        lambda self, view, seat, rng: self.setup(2, rng.next64(), {}))
    with pytest.raises(AssertionError, match="not consistent"):
        check_game("tokaido-duo")
