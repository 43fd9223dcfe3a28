"""Property tests over 1,000 seeded random games for each player count:
no view shows a secret it may not, and the action log (replayed, or saved as
JSON and loaded) reproduces every state."""

from __future__ import annotations

import json
import re

import pytest

from boardgames_desktop.core.game import PlayerSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.hooky.data import LETTERS
from boardgames_desktop.games.hooky.rules import (
    GAME,
    GuessHands,
    GuessTruants,
    HookyState,
    Mark,
    RevealAndPeek,
)

from .helpers import random_game

GAMES = 1000
#: Games whose every view is checked at every state (later games: half the seat views).
EVERY_STATE = 250
UPPER = re.compile(r"[A-Z]")
CLUE_KEYS = {"index", "kind", "round", "asker", "asked", "word", "answer"}
#: What a seat's own view may hold that it wrote itself (any letters at all).
OWN_WRITING = ("my_truant_guesses", "my_hand_guesses", "notes")


def lookup(game_id: str):
    return GAME if game_id == GAME.id else None


def allowed_letters(state: HookyState, seat: int | None) -> set[str]:
    if state.phase == "over":
        return set(LETTERS)
    out = set(state.playground_revealed)
    for cards in state.revealed:
        out.update(cards)
    if seat is not None:
        out.update(state.hands[seat])
        out.update(p.letter for p in state.peeks if p.seer == seat)
    return out


def check_view(state: HookyState, seat: int | None, round_trip: bool = False) -> None:
    view = GAME.view(state, seat)
    if round_trip:  # plain JSON-able data: lists, dicts with text keys, no tuples
        assert json.loads(json.dumps(view)) == view
    for clue in view.pop("clues"):  # the public clue log; its words are its only free text
        assert clue.keys() == CLUE_KEYS
    if seat is not None:
        if view["hand"] is not None:
            assert view["hand"] == list(state.hands[seat])
        for key in OWN_WRITING:
            view.pop(key)
    if state.phase != "over":
        assert view["truants"] is None and view["hands"] is None and view["score_table"] is None
    secret = set(UPPER.findall(json.dumps(view))) - allowed_letters(state, seat)
    assert not secret, f"seat {seat} sees {sorted(secret)} in phase {state.phase}"


def check_describe(before: HookyState, seat: int, action, after: HookyState) -> None:
    line = GAME.describe(before, seat, action)
    tokens = set(line.replace(".", " ").replace(":", " ").split())
    if isinstance(action, RevealAndPeek) and after.mode == "app":
        assert after.peeks[-1].letter not in tokens
    if isinstance(action, (GuessTruants, GuessHands, Mark)):
        assert not any(len(t) == 1 and t in LETTERS for t in tokens), line


def replay_and_reload(players: int, seed: int, options: dict, states, log) -> None:
    specs = [PlayerSpec(f"P{i}") for i in range(players)]
    match = Match(GAME, specs, seed, options)
    for seat, action in log:
        match.play(seat, action)
    assert match.states() == states
    data = json.loads(json.dumps(match.to_dict()))
    loaded = Match.from_dict(data, lookup)
    assert loaded.states() == states


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_keep_secrets_and_replay(players):
    for seed in range(GAMES):
        states, log = random_game(players, seed)
        for i, state in enumerate(states):
            round_trip = i % 10 == seed % 10
            check_view(state, None, round_trip)
            for seat in range(players):
                # every seat's view at every state in the first games, then at every other state
                if seed < EVERY_STATE or (i + seat) % 2 == 0 or state.phase == "over":
                    check_view(state, seat, round_trip)
        for i, (seat, action) in enumerate(log):
            check_describe(states[i], seat, action, states[i + 1])
        replay_and_reload(players, seed, {}, states, log)
        assert GAME.outcome(states[-1]) is not None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_with_the_house_rule_and_many_reveals(players):
    for seed in range(40):
        states, log = random_game(players, 10_000 + seed, {"words": "any"}, reveal=0.6, marks=0.2)
        for state in states:
            check_view(state, None)
            for seat in range(players):
                check_view(state, seat)
        replay_and_reload(players, 10_000 + seed, {"words": "any"}, states, log)
