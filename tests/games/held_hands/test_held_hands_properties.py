"""Held hands: properties over thousands of seeded random games.

For every game: each applied action was legal, ``check_invariants`` holds after
every action (48 emotion cards and 24 goals conserved, ...), replaying the log
from the seed gives identical states, and the match survives
``to_dict`` -> JSON -> ``from_dict`` state for state (for a sample of games, at
every prefix of the log). The players take random legal actions, now and then
taking back a step and redoing it, so undone entries are in the logs too.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from boardgames_desktop.core.game import BotTurn, SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import RandomBot
from boardgames_desktop.games import get_game
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.ai import CasualBot
from boardgames_desktop.games.held_hands.data import NODES
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.rules import GAME

PLAYERS = [SeatSpec.single("Player 1", "bot:random"), SeatSpec.single("Player 2", "bot:random")]
#: The full sample is 2,000 random games; the default run plays 200 of them (the
#: whole suite must stay under ten minutes) and ``pytest -m soak`` the 2,000.
GAME_COUNTS = [200, pytest.param(2000, marks=pytest.mark.soak, id="2000-soak")]
#: The 20,000-game soak starts after the full sample's seeds.
SOAK_FROM = 2000
#: Random players seldom get past the outer ring: these extra games are played by
#: the casual bot (goal-seeking, a little random) to reach the inner rings and the heart.
BOT_GAMES = 60
SOAK_GAMES = 20000
MAX_ACTIONS = 5000
NODE_IDS = sorted(NODES)


def choose_cautious(match: Match, seat: int, legal: list, rng: random.Random):
    """A random legal action that does not lose on the spot, if there is one."""
    options = legal[:]
    rng.shuffle(options)
    for action in options:
        if GAME.apply(match.state, seat, action).phase != "over" or GAME.apply(
            match.state, seat, action
        ).result.winners:
            return action
    return options[0]


def play_random_game(seed: int, cautious: bool = False, undo: bool = True, bot=RandomBot) -> tuple[Match, Counter]:
    """One game of random legal actions (``cautious``: avoiding on-the-spot losses;
    ``bot``: whose choices), with random undos and redos of steps. Checks legality
    and invariants as it goes."""
    options = {"first": ("random", 0, 1)[seed % 3]}
    match = Match(GAME, PLAYERS, seed, options)
    bots = [bot(GAME, s, seed) for s in (0, 1)]
    bot_rngs = [Rng(seed * 2 + s) for s in (0, 1)]
    rng = random.Random(seed)
    stats: Counter = Counter()
    for _ in range(MAX_ACTIONS):
        acting = match.to_act()
        if not acting:
            break
        if undo and match.can_undo() and rng.random() < 0.08:
            match.undo()
            stats["undo"] += 1
            continue
        if match.can_redo() and rng.random() < 0.3:
            match.redo()
            stats["redo"] += 1
            assert check_invariants(match.state) == []
            continue
        seat = acting[0]
        legal = match.legal_actions(seat)
        assert legal, "a player to act with no legal action"
        if cautious:
            action = choose_cautious(match, seat, legal, rng)
        else:
            action = bots[seat].choose(BotTurn(GAME, seat, match.view(seat), legal, bot_rngs[seat]))
        assert action in legal
        match.play(seat, action)
        problems = check_invariants(match.state)
        assert problems == [], (seed, problems)
    else:
        raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")
    return match, stats


def replay(match: Match) -> list:
    """The states from the seed and the active log entries, each action checked legal."""
    state = GAME.setup(len(match.seats), match.seed, match.options)
    states = [state]
    for entry in match.active_entries():
        assert entry.action in GAME.legal_actions(state, entry.seat)
        state = GAME.apply(state, entry.seat, entry.action)
        states.append(state)
    return states


def round_trip(data: dict) -> Match:
    return Match.from_dict(json.loads(json.dumps(data)), get_game)


def flags(match: Match) -> list:
    """(actor, action, undone, redoable) of every entry, as the save file keeps them."""
    return [
        (e.actor, e.action, item.get("undone", False), item.get("redoable", False))
        for e, item in zip(match.entries, match.to_dict()["log"])
    ]


def check_game(match: Match, every_prefix: bool = False) -> None:
    states = match.states()
    assert match.finished
    # Determinism: the log replayed from the seed gives identical states.
    assert replay(match) == states
    # Save and load through JSON: every state, every flag.
    data = match.to_dict()
    loaded = round_trip(data)
    assert loaded.states() == states
    assert flags(loaded) == flags(match)
    assert loaded.outcome() == match.outcome()
    if every_prefix:
        log = data["log"]
        for k in range(len(log) + 1):
            active = sum(1 for item in log[:k] if not item.get("undone"))
            prefix = round_trip({**data, "log": log[:k], "finished": False})
            assert prefix.states() == states[: active + 1], k


def probe_refusals(state, rng: random.Random) -> None:
    """Random actions (legal or not, any seat): refused exactly when not legal,
    with a reason a player can read; a legal one applies."""
    for _ in range(6):
        seat = rng.randrange(2)
        kind = rng.random()
        if kind < 0.6:
            action = Step(rng.choice(NODE_IDS), rng.randrange(-1, 49))
        elif kind < 0.8:
            action = EndTurn(rng.choice("LR"))
        elif kind < 0.9:
            action = RevealGoal()
        else:
            action = Fan(rng.choice("LR"))
        legal = action in GAME.legal_actions(state, seat)
        reason = GAME.refusal(state, seat, action)
        if reason is not None:
            assert not legal, (action, render(reason))
            assert render(reason)
        else:
            assert legal, action
            assert check_invariants(GAME.apply(state, seat, action)) == []


@pytest.mark.parametrize("games", GAME_COUNTS)
def test_random_games_are_legal_conserved_deterministic_and_survive_save_load(games):
    outcomes: Counter = Counter()
    rings: Counter = Counter()
    totals: Counter = Counter()
    for seed in range(games):
        cautious = seed % 4 == 3
        match, stats = play_random_game(seed, cautious=cautious)
        totals.update(stats)
        check_game(match, every_prefix=seed % 25 == 0)
        if seed % 10 == 0:
            rng = random.Random(seed)
            for state in match.states()[:: max(1, len(match.states()) // 15)]:
                probe_refusals(state, rng)
        outcomes[match.outcome().reason] += 1
        rings[match.state.ring] += 1
    for seed in range(BOT_GAMES):
        match, stats = play_random_game(10**6 + seed, bot=CasualBot)
        totals.update(stats)
        check_game(match, every_prefix=seed % 10 == 0)
        outcomes[match.outcome().reason] += 1
        rings[match.state.ring] += 1
    # The sample really exercised the game: every ending, every ring, undo and redo.
    assert {"balance", "stuck", "heart"} <= set(outcomes), outcomes
    assert set(rings) == {0, 1, 2, 3}, rings
    assert totals["undo"] > 100 and totals["redo"] > 50, totals


@pytest.mark.soak
def test_soak_20000_random_games():
    for seed in range(SOAK_FROM, SOAK_FROM + SOAK_GAMES):
        match, _stats = play_random_game(seed, cautious=seed % 4 == 3)
        check_game(match, every_prefix=seed % 500 == 0)
        if seed % 50 == 0:
            rng = random.Random(seed)
            for state in match.states():
                probe_refusals(state, rng)
