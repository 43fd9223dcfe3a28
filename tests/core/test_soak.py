"""Seeded random games of every registered game, checked as they go.

Every game: random legal moves by the actors the game waits for (and free
notes), random undos and redos, a random number of people and options. After
every change the protocol's invariants hold (someone is to act exactly while
there is no outcome; views are plain JSON; winners are seats) and so do the
game's own ``check_invariants(state)`` where its rules module has one; at the
end the log replays from the seed to the same states, and the match survives
save -> load unchanged (and saves again to the same text).

The default run plays a few games of each; ``-m soak`` plays 10,000 of each.
"""

from __future__ import annotations

import json
import os
import time

import pytest
from realsaves.samples import fingerprint, invariant_check, play

from boardgames_desktop import games
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.saves import dumps

QUICK_GAMES = 25
SOAK_GAMES = int(os.environ.get("SOAK_GAMES", "10000"))


def checker(game_id: str):
    game = games.get_game(game_id)
    assert game is not None
    own = invariant_check(game)
    changes = [0]

    def check(match: Match) -> None:
        changes[0] += 1
        outcome = match.outcome()
        assert bool(match.to_act()) == (outcome is None), (match.to_act(), outcome)
        if outcome is not None:
            assert set(outcome.winners) <= set(range(len(match.seats))), outcome
        problems = own(match.state)
        assert not problems, problems
        if changes[0] % 7 == 0 or outcome is not None:
            for viewer in [None, *range(len(match.seats))]:
                json.dumps(match.view(viewer))

    return check


def check_replay_and_save(match: Match) -> None:
    game = match.game
    # The active entries replayed from the seed give the same states.
    state = game.setup(len(match.seats), match.seed, match.options)
    states = [state]
    for entry in match.active_entries():
        assert game.refusal(state, entry.actor, entry.action) is None
        state = game.apply(state, entry.actor, entry.action)
        states.append(state)
    assert states == match.states()
    # Saved and loaded: the same match, and the same text when saved again.
    text = dumps(match)
    loaded = Match.from_dict(json.loads(text), games.get_game)
    assert fingerprint(loaded) == fingerprint(match)
    assert dumps(loaded) == text


def play_many(game_id: str, seeds: range) -> dict[str, int]:
    check = checker(game_id)
    tally = {"games": 0, "finished": 0, "actions": 0, "undone": 0}
    for seed in seeds:
        match = play(game_id, seed, undo=0.06, redo=0.3, bots=seed % 2 == 1, check=check)
        check_replay_and_save(match)
        tally["games"] += 1
        tally["finished"] += match.finished
        tally["actions"] += len(match.entries)
        tally["undone"] += sum(e.undone for e in match.entries)
    return tally


@pytest.mark.parametrize("game_id", games.ids())
def test_random_games_keep_invariants_replay_and_save(game_id):
    tally = play_many(game_id, range(QUICK_GAMES))
    assert tally["finished"] == QUICK_GAMES, tally  # random play ends every game
    assert tally["undone"] > 0, tally  # undo really happened


@pytest.mark.soak
@pytest.mark.parametrize("game_id", games.ids())
def test_soak_10000_random_games(game_id):
    started = time.perf_counter()
    tally = play_many(game_id, range(10**6, 10**6 + SOAK_GAMES))
    print(f"\n{game_id}: {tally} in {time.perf_counter() - started:.0f} s")
    assert tally["finished"] == SOAK_GAMES, tally
