"""Tokaido Duo's three levels: offered alike, legal over whole games, the advice and its
why, and Easy measurably weaker than Normal."""

from __future__ import annotations

from boardgames_desktop.core.game import BotTurn, Level
from boardgames_desktop.core.i18n import render, set_language
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import play_game
from boardgames_desktop.games.tokaido_duo.ai import Search, SearchBot, option_values
from boardgames_desktop.games.tokaido_duo.levels import BOTS, EasyBot, LevelSearchBot, selfish_value
from boardgames_desktop.games.tokaido_duo.rules import GAME, Move, Visit, legal_actions, to_act

from .helpers import play, positions, situation

NAMES = {0: "Ada", 1: "Ben"}


def turn(state, seat, seed=0):
    return BotTurn(GAME, seat, GAME.view(state, seat), legal_actions(state, seat), Rng(seed))


def unhurried(bot):
    """A level's bot without its wall-clock guard: its fixed budget alone, so it repeats."""
    bot.seconds = 1e9
    return bot


def test_the_three_levels_then_todays_bots():
    assert [b.key for b in BOTS] == ["bot:easy", "bot:normal", "bot:hard", "bot:search", "bot:greedy"]
    assert [b.level for b in BOTS] == [Level.EASY, Level.NORMAL, Level.HARD, None, None]
    assert isinstance(BOTS[0].factory(GAME, 0, 1), EasyBot)
    normal, hard = BOTS[1].factory(GAME, 0, 1), BOTS[2].factory(GAME, 0, 1)
    assert isinstance(normal, LevelSearchBot) and normal.seconds == 0.5
    assert isinstance(hard, LevelSearchBot) and hard.seconds == 2.0
    assert hard.deals > normal.deals and hard.work > normal.work and hard.exact_draws
    assert isinstance(BOTS[3].factory(GAME, 0, 1), SearchBot)  # an old save's "bot:search" still plays


def test_hard_plays_a_whole_seeded_game_legally():
    """Through the table session, the invariants checked after every action (Easy and
    Normal play whole games below)."""
    game = play_game("tokaido-duo", 3, ("hard", "easy"))
    assert game.failures == [] and game.outcome is not None and game.state.round > 5


def test_easy_counts_only_its_own_board():
    """A beginner's blind spot: taking the hot spring from the opponent is worth to it only
    what the spring is worth to its own board."""
    theirs = situation(spring=1)
    nobody = situation(spring=None)
    assert selfish_value(theirs, 0) == selfish_value(nobody, 0)


def test_advice_is_the_move_normal_plays_with_its_why():
    s = situation(dice=(1, 1, 1), players=({"pilgrim": "s1", "garden": 4}, {}))
    bot = unhurried(BOTS[1].factory(GAME, 0, 7))
    advice = bot.advise(turn(s, 0, 4))
    assert advice.action in legal_actions(s, 0)
    assert advice.action == unhurried(BOTS[1].factory(GAME, 0, 7)).choose(turn(s, 0, 4))
    s = play(s, (0, Move("pilgrim", "s2")))  # a temple
    advice = bot.advise(turn(s, 0, 4))
    assert advice.action == Visit()
    assert render(advice.why, NAMES) == "Use station 2, temple: temple track 1 → 2, faith 4 → 8 points."
    set_language("zh_TW")
    try:
        said = render(advice.why, NAMES)
    finally:
        set_language("en")
    assert said != render(advice.why, NAMES) and "2" in said


def test_advice_along_a_game_is_legal_and_says_why():
    state = GAME.setup(2, 11, {})
    easy = BOTS[0].factory(GAME, 1, 11)
    normal = unhurried(BOTS[1].factory(GAME, 0, 11))
    rng = Rng(2)
    advised = 0
    while GAME.outcome(state) is None and state.round <= 3:
        seat = to_act(state)[0]
        t = turn(state, seat, advised)
        if seat == 0:
            advice = normal.advise(t)
            assert advice.action in t.legal
            assert advice.why is not None and render(advice.why, NAMES).strip()
            advised += 1
            action = advice.action
        else:
            action = easy.choose(BotTurn(GAME, seat, t.view, t.legal, rng))
        state = GAME.apply(state, seat, action)
    assert advised > 6


def test_easy_is_weaker_than_normal():
    """Both bots repeat given their seeds (Normal without its clock): over these seeded
    deals, each played in both seatings, Normal wins more and scores more (and both play
    only legal moves)."""
    wins = {"easy": 0.0, "normal": 0.0}
    points = {"easy": 0, "normal": 0}
    for seed in (21,):
        for kinds in (("normal", "easy"), ("easy", "normal")):
            state = GAME.setup(2, seed, {})
            bots = [BOTS[0].factory(GAME, s, seed) if k == "easy" else unhurried(BOTS[1].factory(GAME, s, seed))
                    for s, k in enumerate(kinds)]
            streams = [Rng(seed * 10 + s) for s in (0, 1)]
            while GAME.outcome(state) is None:
                seat = to_act(state)[0]
                t = turn(state, seat)
                action = bots[seat].choose(BotTurn(GAME, seat, t.view, t.legal, streams[seat]))
                assert action in t.legal
                state = GAME.apply(state, seat, action)
            outcome = GAME.outcome(state)
            for s, k in enumerate(kinds):
                points[k] += outcome.scores[s]
                wins[k] += 1 / len(outcome.winners) if s in outcome.winners else 0
    assert wins["normal"] == 2 and points["normal"] > points["easy"]


class WorkClock:
    """A clock on which each pick its search plays out takes ``per_pick`` seconds."""

    def __init__(self, per_pick: float) -> None:
        self.per_pick = per_pick
        self.search: Search | None = None

    def __call__(self) -> float:
        return 0.0 if self.search is None else self.search.done * self.per_pick


def test_past_its_deadline_the_search_stops_within_a_few_picks():
    """A clock on which each pick played out takes a millisecond: the search reads it at
    every position it expands, so it stops a few picks after the deadline, whatever it
    was doing deep in a round."""
    state, seat = positions(8, 4, 1)[0]
    afters = [after for _a, _v, after in sorted(option_values(state, seat, exact_draws=False),
                                                key=lambda o: -o[1])[:4]]
    unlimited = Search(seat, float("inf"))
    for after in afters:
        unlimited.round_value(after)
    assert unlimited.done > 400  # the whole look-ahead is far past the deadline below
    for deadline in (0.05, 0.12, 0.2, 0.25):
        clock = WorkClock(0.001)
        search = clock.search = Search(seat, deadline, clock=clock)
        for after in afters:
            if search.out_of_time():
                break
            search.round_value(after)
        assert deadline * 1000 <= search.done <= deadline * 1000 + PICKS_PAST_DEADLINE


#: At most this many picks are played out between two readings of the clock (the moves
#: of one die, or one position's legal picks).
PICKS_PAST_DEADLINE = 8


def test_normal_keeps_its_half_second_on_a_slow_machine():
    """Normal's level gives it half a second. On a machine where each pick played out takes
    5 ms (its fixed look-ahead would take 4.5 s), it answers with a legal pick within a few
    picks of its half second, all along a game."""
    for state, seat in positions(8, 3, 12):
        bot = BOTS[1].factory(GAME, seat, 1)
        assert isinstance(bot, LevelSearchBot)
        bot.clock = lambda bot=bot: 0.0 if bot.search is None else bot.search.done * 0.005
        t = turn(state, seat, 5)
        assert bot.choose(t) in t.legal
        assert bot.search is not None and bot.search.done <= 100 + PICKS_PAST_DEADLINE
