"""Held hands: the move search (``moves.reachable``, ``moves.enumerate_moves``)
against the rules as the oracle, and the bots."""

from __future__ import annotations

import random

import pytest
from held_hands_helpers import table

from boardgames_desktop.core.game import BotTurn, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import MAX_ACTIONS, RandomBot, play_game
from boardgames_desktop.games.held_hands.actions import EndTurn, Step
from boardgames_desktop.games.held_hands.ai import CarefulBot, CasualBot
from boardgames_desktop.games.held_hands.data import EMOTION_CARDS, HEART, NODES
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.moves import Ctx, enumerate_moves, reachable
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import needs_reveal

PLAYERS = [SeatSpec.single("Player 1", "bot:careful"), SeatSpec.single("Player 2", "bot:careful")]


# -- the oracle ---------------------------------------------------------------------------------
def brute_reachable(state) -> dict[str, str]:
    """Every node the player to act can enter this turn, found by applying legal
    Steps recursively: "safe" if some way in keeps the game going, else "loses".

    Explored positions are remembered by what the rules' next steps depend on:
    the pawn, the balance, the cards played so far, the nodes entered, and the
    emotions the cards left in both hands show (a card counts only by its
    visible half). Every transition is ``GAME.apply``."""
    seat = state.current
    out: dict[str, str] = {}
    seen: set = set()

    def shows(s, card):
        owner = 0 if card in s.hands[0] else 1
        return EMOTION_CARDS[card].half(s.perspectives[owner])

    def explore(s):
        key = (
            s.positions[seat],
            s.balances[seat],
            len(s.cards_played),
            frozenset(s.path),
            tuple(sorted(shows(s, c) for h in s.hands for c in h)),
        )
        if key in seen:
            return
        seen.add(key)
        for action in GAME.legal_actions(s, seat):
            if not isinstance(action, Step):
                continue
            after = GAME.apply(s, seat, action)
            if after.phase == "over":
                assert after.result.reason == "balance"
                out.setdefault(action.node, "loses")
            else:
                out[action.node] = "safe"
                explore(after)

    explore(state)
    return out


# -- sampled states -------------------------------------------------------------------------
def states_from_random_games(count: int, seed: int) -> list:
    """Play states (turn starts and mid-move) met in random games."""
    rng = random.Random(seed)
    found = []
    game_seed = seed * 1000
    while len(found) < count:
        game_seed += 1
        state = GAME.setup(2, game_seed, {})
        bot, bot_rng = RandomBot(GAME, 0, game_seed), Rng(game_seed)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            if state.phase == "play" and not needs_reveal(state, seat) and rng.random() < 0.3:
                found.append(state)
            legal = GAME.legal_actions(state, seat)
            # Lean towards going on stepping, so longer moves get sampled too.
            steps = [a for a in legal if isinstance(a, Step)]
            if steps and rng.random() < 0.7:
                action = rng.choice(steps)
            else:
                action = bot.choose(BotTurn(GAME, seat, GAME.view(state, seat), legal, bot_rng))
            state = GAME.apply(state, seat, action)
    return found[:count]


def synthesised_state(rng: random.Random):
    """A random table on any ring (the heart open in ring 3), random hands and
    balances, possibly a few steps into the move already."""
    ring = rng.randrange(4)
    usable = [n for n in NODES if n != HEART and NODES[n].ring <= min(ring, 2)]
    pos = rng.sample(usable, 2)
    cards = rng.sample(range(48), rng.randrange(2, 13))
    cut = rng.randrange(len(cards) + 1)
    hands = (cards[:cut][:6], cards[cut:][:6])
    persp = (rng.choice("LR"), rng.choice("LR"))
    if ring == 3:
        goals = {"active": (None, None), "piles": ((), ()), "done": (("happy", "calm", "angry", "sad") * 3,) * 2}
    else:
        per = ("happy", "calm", "angry", "sad")
        done = (per * 3)[: 4 * ring]  # the rings before this one
        goals = {"active": (rng.choice(per), rng.choice(per)), "piles": ((), ()), "done": (done, done)}
    state = table(seed=rng.randrange(1000), current=rng.randrange(2), ring=ring, positions=tuple(pos),
                  balances=(rng.randint(-2, 2), rng.randint(-2, 2)), perspectives=persp, hands=hands, **goals)
    # Maybe take a few random safe steps first (a move under way).
    for _ in range(rng.randrange(3)):
        steps = [a for a in GAME.legal_actions(state, state.current) if isinstance(a, Step)]
        steps = [a for a in steps if GAME.apply(state, state.current, a).phase == "play" and a.node != HEART]
        if not steps:
            break
        state = GAME.apply(state, state.current, rng.choice(steps))
    return state


@pytest.fixture(scope="module")
def sample_states():
    rng = random.Random(2014)
    states = states_from_random_games(200, seed=7)
    states += [synthesised_state(rng) for _ in range(200)]
    for s in states:
        assert check_invariants(s) == []
    return states


def test_sample_covers_every_ring_mid_moves_and_the_heart(sample_states):
    rings = {s.ring for s in sample_states}
    assert rings == {0, 1, 2, 3}
    assert sum(bool(s.path) for s in sample_states) >= 30
    assert any(HEART in brute_reachable(s) for s in sample_states if s.ring == 3)
    assert any("loses" in brute_reachable(s).values() for s in sample_states)


def test_reachable_equals_brute_force_over_the_rules(sample_states):
    for i, state in enumerate(sample_states):
        assert reachable(state) == brute_reachable(state), f"sample {i}: {state}"


def test_reachable_from_a_state_built_from_any_view_is_the_same(sample_states):
    """The board knows only a view: a state ``determinize`` builds from it gives the
    same reachable nodes as the real one."""
    rng = Rng(5)
    for state in sample_states[::10]:
        for seat in (None, 0, 1):
            sampled = GAME.determinize(GAME.view(state, seat), state.current, rng)
            assert reachable(sampled) == reachable(state)


def test_every_node_marked_loses_really_loses(sample_states):
    checked = 0
    for state in sample_states:
        seat = state.current
        marks = reachable(state)
        losing = {n for n, m in marks.items() if m == "loses"}
        if not losing:
            continue
        plans = enumerate_moves(Ctx.of(state), include_stop=False)
        for node in losing:
            # A way in exists, and it loses...
            plan = next(p for p in plans if p.loses and p.end == node)
            s = state
            for n, card in plan.steps:
                s = GAME.apply(s, seat, Step(n, card))
            assert s.phase == "over" and s.result.reason == "balance" and s.result.winners == ()
            # ...and no legal way in keeps the game going.
            assert brute_reachable(state)[node] == "loses"
            checked += 1
    assert checked >= 20


def test_every_listed_plan_is_legal_and_ends_where_it_says(sample_states):
    for state in sample_states[::6]:
        seat = state.current
        for exact in (True, False):
            for plan in enumerate_moves(Ctx.of(state), exact=exact, by_owner=exact):
                s = state
                for node, card in plan.steps:
                    assert Step(node, card) in GAME.legal_actions(s, seat)
                    s = GAME.apply(s, seat, Step(node, card))
                if plan.loses:
                    assert s.phase == "over"
                    continue
                assert s.phase == "play"
                assert s.positions[seat] == plan.end and s.balances[seat] == plan.balance
                if s.path:
                    assert any(isinstance(a, EndTurn) for a in GAME.legal_actions(s, seat))


def test_reachable_is_empty_when_nothing_can_move():
    fan = GAME.setup(2, 1, {})
    assert reachable(fan) == {}
    reveal = table(active=(None, "sad"), piles=(("happy",), ()), hands=(["happy"], []))
    assert reachable(reveal) == {}


# -- bots ------------------------------------------------------------------------------------------
BOT_SEEDS = range(24)


def play_with(cls_by_seat, seed):
    """A whole game; every choice is checked against the legal actions."""
    match = Match(GAME, PLAYERS, seed)
    bots = [cls(GAME, s, seed) for s, cls in enumerate(cls_by_seat)]
    rngs = [Rng(seed * 2 + s) for s in (0, 1)]
    illegal = []
    for _ in range(MAX_ACTIONS):
        if not match.to_act():
            break
        seat = match.to_act()[0]
        legal = match.legal_actions(seat)
        action = bots[seat].choose(BotTurn(GAME, seat, match.view(seat), legal, rngs[seat]))
        if action not in legal:
            illegal.append((seed, action))
            break
        match.play(seat, action)
        assert check_invariants(match.state) == []
    return match, illegal


@pytest.fixture(scope="module")
def careful_games():
    games = [play_game("held-hands", seed, ["careful"]) for seed in BOT_SEEDS]
    return [(game.match, game.failures) for game in games]


@pytest.fixture(scope="module")
def casual_games():
    return [play_with((CasualBot, CasualBot), seed) for seed in BOT_SEEDS]


def test_careful_bot_only_returns_legal_actions(careful_games):
    for match, failures in careful_games:
        assert failures == []  # the loop records an illegal choice or a broken invariant
        assert match.finished


def test_casual_bot_only_returns_legal_actions(casual_games):
    for match, illegal in casual_games:
        assert illegal == []
        assert match.finished


def test_mixed_pairs_only_return_legal_actions():
    for seed in range(6):
        pair = (CarefulBot, CasualBot) if seed % 2 else (CasualBot, CarefulBot)
        match, illegal = play_with(pair, 500 + seed)
        assert illegal == [] and match.finished


def test_careful_bot_wins_clearly_more_often_than_casual_bot(careful_games, casual_games):
    careful = sum(bool(m.outcome().winners) for m, _f in careful_games)
    casual = sum(bool(m.outcome().winners) for m, _i in casual_games)
    assert careful >= casual + 5, (careful, casual)
    assert careful >= len(BOT_SEEDS) // 2


def test_bot_wins_are_real_heart_wins(careful_games):
    wins = [m for m, _f in careful_games if m.outcome().winners]
    assert wins
    for match in wins:
        assert match.outcome().reason == "heart" and match.state.in_heart == (True, True)
        assert match.state.ring == 3


def test_bots_choose_from_views_only_and_are_deterministic():
    a, _ = play_with((CasualBot, CasualBot), 3)
    b, _ = play_with((CasualBot, CasualBot), 3)
    assert [e.action for e in a.entries] == [e.action for e in b.entries]
