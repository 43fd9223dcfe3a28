"""The one simulate loop (``core/simulate.py``) on toy cards: through the table
session, invariants after every action, a broken invariant and an illegal move
reported, the table and deadlines played, the same seed the same report."""

from __future__ import annotations

import argparse
import io

import pytest
from toy import registration
from toy.ai import BOTS
from toy.broken import BROKEN_DEADLINE, BROKEN_INVARIANT, CHEAT, PLANTED
from toy.rules import GAME, ToyCards

from boardgames_desktop import cli
from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import TABLE, BotTurn, TooMany
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.core.simulate import RANDOM, RandomBot, Tally, play, seat_kinds

KINDS = simulate.kinds_of(BOTS)


@pytest.fixture
def toy(monkeypatch):
    registration.register(monkeypatch)
    yield
    registration.forget()


def _play(game=GAME, kinds=("bot:eager", "bot:careful"), seed=5, people=3, options=None, **kw):
    info = GAME.info
    return play(game, info, (*KINDS, CHEAT), seat_kinds(kinds, len(info.seating(people)), 0), people, seed,
                game.check_options(options or {}), keep=True, **kw)


class Counting(ToyCards):
    """Toy cards that remember every state its invariants were asked about."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list = []

    def invariants(self, state):
        self.asked.append(state)
        return super().invariants(state)


def test_the_invariants_are_checked_after_every_action():
    game = Counting()
    tally = Tally()
    result = _play(game, tally=tally)
    assert result.failures == [] and result.outcome is not None
    after = [entry.after for entry in result.match.entries]
    assert game.asked == after and tally.checked == result.actions == len(after) > 0


def test_a_planted_broken_invariant_is_reported_and_ends_the_game():
    result = _play(BROKEN_INVARIANT)
    assert len(result.failures) == 1 and PLANTED in result.failures[0] and "seed 5, action" in result.failures[0]
    assert result.state.round == 2 and result.outcome is None


def test_a_bot_that_plays_an_illegal_action_is_reported():
    result = _play(kinds=("bot:eager", "bot:cheat"))
    assert len(result.failures) == 1
    assert "chose a move the rules forbid" in result.failures[0] and "P2" in result.failures[0]
    assert result.outcome is None


def test_a_bot_that_raises_is_reported():
    class Boom(ToyCards):
        def legal_actions(self, state, actor):
            legal = super().legal_actions(state, actor)
            return [] if actor == 1 else legal  # seat 2 is asked with nothing to choose

    result = _play(Boom(), kinds=("bot:random-legal",))
    assert result.outcome is None and len(result.failures) == 1
    assert "stopped with an error" in result.failures[0] and "no legal move" in result.failures[0]


def test_the_table_and_the_deadlines_are_played_as_the_app_plays_them():
    result = _play(options={"mode": "host", "timer": 10}, timeouts=0.5)
    entries = result.match.entries
    assert result.failures == [] and result.outcome is not None
    assert any(e.actor == TABLE for e in entries)  # the host's confirmations
    assert result.expired == sum(e.expired for e in entries) > 0  # some turns ran out: the seat passed
    assert all(type(e.action).__name__ == "Pass" for e in entries if e.expired)


def test_a_deadline_whose_move_the_rules_refuse_is_reported():
    result = _play(BROKEN_DEADLINE, options={"timer": 10}, timeouts=1.0)
    assert result.outcome is None and len(result.failures) == 1
    assert result.failures == ["seed 5, action 1: P1 does not hold that card."]
    assert _play(BROKEN_DEADLINE, options={"timer": 10}).failures == []  # nobody let it run out


def test_the_random_bot_chooses_among_suggestions_where_moves_cannot_be_listed():
    class Unlisted(ToyCards):
        def legal_actions(self, state, actor):
            return TooMany("plays")

        def suggestions(self, state, actor, n):
            return list(super().legal_actions(state, actor))[:n]

    game = Unlisted()
    state = game.setup(3, 4, game.check_options({}))
    view = game.view(state, 0)
    bot = RandomBot(game, 0, 1)
    choices = {repr(bot.choose(BotTurn(game, 0, view, TooMany(), Rng(i)))) for i in range(30)}
    legal = {repr(a) for a in GAME.legal_actions(state, 0)}
    assert len(choices) > 3 and choices <= legal


def test_every_kind_plays_every_seat_equally_often():
    bots = ("bot:a", "bot:b", "bot:c")
    games = [seat_kinds(bots, 3, g) for g in range(6)]
    for seat in range(3):
        assert sorted(g[seat] for g in games) == sorted(bots * 2)


def _report(argv, monkeypatch):
    registration.register(monkeypatch)
    try:
        args = cli.simulate_parser("toy-cards").parse_args(argv)
        out = io.StringIO()
        code = simulate.run("toy-cards", args, out, io.StringIO(), clock=lambda: 0.0, timer=lambda: 0.0)
    finally:
        registration.forget()
    return code, out.getvalue()


def test_the_same_seed_gives_the_same_report(monkeypatch):
    argv = ["--games", "6", "--seed", "3", "--bots", "eager,careful,random-legal"]
    first, again = _report(argv, monkeypatch), _report(argv, monkeypatch)
    assert first == again and first[0] == 0
    other = _report(["--games", "6", "--seed", "4", "--bots", "eager,careful,random-legal"], monkeypatch)
    assert other[1] != first[1]  # a test that cannot fail would pass here too


def test_the_report_has_the_one_shape(monkeypatch):
    code, text = _report(["--games", "4", "--seed", "1", "--players", "4", "--host", "--timer", "10",
                          "--timeouts", "0.3", "--bots", "eager,careful"], monkeypatch)
    assert code == 0
    lines = text.splitlines()
    assert lines[0] == "toy-cards: 4 games, 4 people in 4 seats, seeds 1..4"
    for needle in ("  bots seated in turn: eager, careful", "  wins by bot", "  wins by seat: seat 1",
                   "    eager        by seat:", "  games: 4 ended", "  mean score by bot: eager",
                   "  mean score by seat: seat 1", "  game length: ", "  decision time: eager",
                   "  decision time: careful", "  deadlines run out: ", "  games per second: ",
                   "  invariants: ", "  cards swapped a game: "):
        assert any(line.startswith(needle) for line in lines), needle


def test_the_toy_simulates_through_the_command_line(toy, capsys):
    assert cli.main(["simulate", "toy-cards", "--games", "3", "--seed", "2", "--random", "--players", "8"]) == 0
    out = capsys.readouterr().out
    assert "toy-cards: 3 games, 8 people in 4 seats" in out and "random-legal" in out
    assert cli.main(["simulate", "toy-cards", "--games", "2", "--lineup", "x"]) == 2
    assert "boardgames-desktop simulate toy-cards: error: unrecognized arguments: --lineup" in capsys.readouterr().err


def test_a_broken_invariant_fails_the_run(monkeypatch, capsys):
    registration.register(monkeypatch, rules="toy.broken:BROKEN_INVARIANT")
    try:
        assert cli.main(["simulate", "toy-cards", "--games", "2", "--seed", "1"]) == 1
    finally:
        registration.forget()
    out = capsys.readouterr().out
    assert "invariants: " in out and ", 2 failures" in out and PLANTED in out


def test_random_is_a_kind_of_every_game():
    assert simulate.kinds_of(BOTS) == (*BOTS, RANDOM)
    parse = simulate.bots_type(BOTS)
    assert parse("eager, random") == ("bot:eager", "bot:random-legal")
    assert parse("easy,hard") == ("bot:easy", "bot:hard")  # the levels, as in every game
    # The levels first, in their order, then the reference kinds and the random one.
    with pytest.raises(argparse.ArgumentTypeError,
                       match="the bots are easy, normal, hard, eager, careful, random-legal, not"):
        parse("eager,clever")
