"""Hooky bots: they reason from views only, play legal moves, and the careful
bot finds the truants far more often than the random one."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from boardgames_desktop import cli
from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import TABLE, BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.hooky.ai import BOTS, CarefulBot, HandSpace, Posterior, RandomBot
from boardgames_desktop.games.hooky.data import LETTER_INDEX
from boardgames_desktop.games.hooky.rules import GAME, Ask, GuessTruants, OpeningClue, RevealAndPeek
from boardgames_desktop.games.hooky.simulate import named_all_truants

from .helpers import random_game, suggested


def turn(state, seat, rng=0, view=None):
    """What a bot is given for ``seat`` now: its view and legal moves, never the state."""
    view = GAME.view(state, seat) if view is None else view
    return BotTurn(GAME, seat, view, GAME.legal_actions(state, seat), Rng(rng))


def _brute(letters, size, clues):
    out = set()
    for combo in combinations(letters, size):
        if all(sum(w.get(b, 0) for b in combo) == need for w, need in clues):
            m = 0
            for b in combo:
                m |= 1 << b
            out.add(m)
    return out


@pytest.mark.parametrize("seed", range(30))
def test_hand_space_counts_lists_and_samples_exactly(seed):
    rng = random.Random(seed)
    letters = rng.sample(range(26), rng.randint(8, 14))
    size = rng.randint(3, 6)
    truth = set(rng.sample(letters, size))
    clues = []
    for _ in range(rng.randint(0, 4)):
        word = [rng.choice(letters + [25]) for _ in range(5)]
        w: dict[int, int] = {}
        for b in word:
            w[b] = w.get(b, 0) + 1
        clues.append((w, sum(c for b, c in w.items() if b in truth)))
    space = HandSpace(letters, size, clues)
    expected = _brute(letters, size, clues)
    assert space.count() == len(expected)
    assert sorted(space.enumerate()) == sorted(expected)
    for _ in range(20):
        assert space.sample(rng) in expected


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_posterior_always_keeps_the_true_deal_possible(players):
    for seed in range(6):
        states, _ = random_game(players, 900 + seed, reveal=0.2, marks=0.0)
        for state in states[:: max(1, len(states) // 6)]:
            if state.phase == "over":
                continue
            seat = seed % players
            post = Posterior(GAME.view(state, seat), random.Random(seed))
            for other in post.seats:
                true_part = 0
                for ch in state.hands[other]:
                    true_part |= 1 << LETTER_INDEX[ch]
                true_part &= post.unknown_mask
                listed = post.lists[other]
                if post.listed_all[other]:
                    assert true_part in listed
                for ch in state.hands[other]:
                    assert post.p_in[other][LETTER_INDEX[ch]] > 0 or post.exact is False
            for ch in state.truants:
                if post.exact:
                    assert post.p_truant[LETTER_INDEX[ch]] > 0


def _play(players, seed, kinds, json_views=False):
    factories = {b.key: b.factory for b in BOTS}
    bots = [factories[kinds[s % len(kinds)]](GAME, s, seed) for s in range(players)]
    state = GAME.setup(players, seed, {})
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        if json_views:  # bots need nothing but plain data
            view = json.loads(json.dumps(view))
        action = bots[seat].choose(turn(state, seat, seed, view))
        state = GAME.apply(state, seat, action)  # raises if the bot broke a rule
    return state


@pytest.mark.parametrize("players", [3, 5])
def test_bots_play_whole_games_from_plain_views(players):
    state = _play(players, 77, ("bot:careful", "bot:random"), json_views=True)
    assert GAME.outcome(state) is not None
    words = [c.word for c in state.clues]
    assert len(set(words)) == len(words)


def test_the_careful_bot_finds_the_truants_far_more_often_than_random():
    careful = randoms = peeks = 0
    for seed in range(4):
        state = simulate.play_game("hooky", seed, ("careful", "random"), people=4).state
        careful += named_all_truants(state, 0) + named_all_truants(state, 2)
        randoms += named_all_truants(state, 1) + named_all_truants(state, 3)
        peeks += len(state.revealed[0]) + len(state.revealed[2])
        assert not state.revealed[1] and not state.revealed[3]  # the random bot never peeks
    assert careful >= randoms + 3  # of 8 guesses each
    assert peeks >= 1  # the careful bot does reveal and peek when it pays


def test_the_careful_bot_opens_with_one_of_its_letters_once():
    state = GAME.setup(4, 3, {})
    bot = CarefulBot(GAME, 0, 1)
    action = bot.choose(turn(state, 0))
    assert isinstance(action, OpeningClue)
    assert sum(1 for ch in action.word if ch in state.hands[0]) == 1


def test_the_random_bot_guesses_only_letters_it_has_not_seen():
    states, _ = random_game(4, 12, marks=0.0)
    state = next(s for s in states if s.phase == "truants")
    bot = RandomBot(GAME, 1, 5)
    for i in range(20):
        guess = bot.choose(turn(state, 1, i))
        assert isinstance(guess, GuessTruants) and not set(guess.letters) & set(state.hands[1])


def test_bots_in_companion_mode_fall_back_to_a_legal_move():
    state = GAME.setup(4, 3, {"mode": "companion"})
    assert GAME.to_act(state) == (TABLE,)  # the table types in the clue log: no bot moves
    while GAME.to_act(state) == (TABLE,):
        state = GAME.apply(state, TABLE, suggested(state, TABLE)[0])
    assert state.phase == "final"  # the guesses: every seat, a bot too
    for kind in BOTS:
        action = kind.factory(GAME, 0, 1).choose(turn(state, 0))
        assert GAME.refusal(state, 0, action) is None


def test_the_careful_bot_asks_real_unused_words():
    states, _ = random_game(4, 31, marks=0.0)
    state = next(s for s in states if s.phase == "question" and s.round == 3)
    seat = state.turn
    bot = CarefulBot(GAME, seat, 2)
    action = bot.choose(turn(state, seat))
    if isinstance(action, RevealAndPeek):  # it may first reveal and peek
        state = GAME.apply(state, seat, action)
        action = bot.choose(turn(state, seat))
    assert isinstance(action, Ask)
    GAME.apply(state, seat, action)  # a dictionary word, not an anagram of an asked one


def test_simulate_prints_the_figures(capsys):
    assert cli.main(["simulate", "hooky", "--games", "1", "--seed", "3", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "hard" in out and "named all three truants" in out and "games per second" in out
    assert cli.main(["simulate", "hooky", "--games", "2", "--seed", "3", "--random", "--players", "5"]) == 0
    assert "random-legal" in capsys.readouterr().out
    # The old spelling of --bots still seats the bots.
    assert cli.main(["simulate", "hooky", "--games", "1", "--seed", "3", "--players", "3",
                     "--lineup", "random"]) == 0
    assert "bots seated in turn: random\n" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--players", "2"], ["--players", "6"], ["--games", "0"],
                                  ["--lineup", "careful,clever"], ["--bots", "careful,clever"]])
def test_simulate_refuses_bad_options(argv, capsys):
    assert cli.main(["simulate", "hooky", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("boardgames-desktop") and "error" in err
