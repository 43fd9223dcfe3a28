"""The look-ahead replays: on seeded positions the searches find the same values as
before they were made faster (the figures below were computed by the code before
the speed-up), so the speed-up changed no bot's play."""

from __future__ import annotations

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.ai import Search, option_values
from boardgames_desktop.games.tokaido_duo.levels import LevelSearchBot, hard
from boardgames_desktop.games.tokaido_duo.rules import GAME, Move, State, legal_actions

from .helpers import positions


def reference_values(state: State, seat: int) -> tuple[list[tuple[Move, float]], int]:
    """The searching bot's four candidates with their searched values, and the picks it played out."""
    options = sorted(option_values(state, seat, exact_draws=False), key=lambda o: -o[1])[:4]
    search = Search(seat, float("inf"))
    return [(a, round(search.round_value(after), 6)) for a, _v, after in options], search.done


def test_the_reference_search_finds_the_values_it_found_before():
    chosen = positions(8, 4, 3)
    values, done = reference_values(*chosen[0])
    assert state_round(chosen[0]) == 2 and done == 486
    assert values == [(Move("merchant", "m1"), -1.548222), (Move("artist", "r5"), -2.479704),
                      (Move("pilgrim", "s22"), -2.879704), (Move("artist", "r3"), -3.279704)]
    values, _done = reference_values(*chosen[2])
    assert state_round(chosen[2]) == 5
    assert values == [(Move("pilgrim", "s5"), -2.003611), (Move("merchant", "m2"), -5.549),
                      (Move("merchant", "s26"), -7.024), (Move("artist", "r5"), -5.909)]


def hard_ranks(search: type[Search] | None = None) -> tuple[list[tuple[Move, float]], int]:
    """Hard's four candidates with their searched values on a seeded position, and the
    picks it played out (``search``: another search than Hard's own)."""
    state, seat = positions(8, 4, 1)[0]
    bot = hard(GAME, seat, 1)
    assert isinstance(bot, LevelSearchBot)
    bot.seconds = float("inf")  # its fixed budget alone
    if search is not None:
        bot.search_kind = search
    _state, ranked = bot.ranked(BotTurn(GAME, seat, GAME.view(state, seat), legal_actions(state, seat), Rng(5)))
    assert bot.search is not None
    return [(a, round(v, 6)) for a, v, _s in ranked[:4]], bot.search.done


def test_hard_ranks_seeded_positions_as_it_did():
    """With the search it had then (:class:`.ai.Search`), Hard finds the values it found
    before the speed-up; with its own (:class:`.ai.RoundSearch`, the whole next round at
    the horizon) it plays out about twice the picks and finds other values."""
    assert hard_ranks(Search) == ([
        (Move("artist", "r5"), -1.998469), (Move("pilgrim", "s22"), -2.46779),
        (Move("merchant", "m1"), -1.684025), (Move("artist", "r3"), -2.798469)], 1458)
    assert hard_ranks() == ([
        (Move("artist", "r5"), -1.065907), (Move("pilgrim", "s22"), -1.5335),
        (Move("merchant", "m1"), -0.540815), (Move("artist", "r3"), -1.876093)], 2775)


def state_round(position: tuple[State, int]) -> int:
    return position[0].round
