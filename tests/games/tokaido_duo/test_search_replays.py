"""The look-ahead replays: on seeded positions the searches find the same values as
before they were made faster (the figures below were computed by the code before
the speed-up), so the speed-up changed no bot's play."""

from __future__ import annotations

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.ai import Search, option_values
from boardgames_desktop.games.tokaido_duo.levels import hard
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


def test_hard_ranks_seeded_positions_as_it_did():
    state, seat = positions(8, 4, 1)[0]
    bot = hard(GAME, seat, 1)
    bot.seconds = float("inf")  # its fixed budget alone
    _state, ranked = bot.ranked(BotTurn(GAME, seat, GAME.view(state, seat), legal_actions(state, seat), Rng(5)))
    assert [(a, round(v, 6)) for a, v, _s in ranked[:4]] == [
        (Move("artist", "r5"), -1.998469), (Move("pilgrim", "s22"), -2.46779),
        (Move("merchant", "m1"), -1.684025), (Move("artist", "r3"), -2.798469)]


def state_round(position: tuple[State, int]) -> int:
    return position[0].round
