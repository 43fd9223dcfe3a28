"""Every game's declared public-view shape fits every public view its games produce.

``Game.public_view_shape(seats)`` is what a public record's views are checked
against before anything draws them (``core/review.py``). It must fit every
public view a real game can show (else a genuine record is refused), and it
must be tight (else a damaged one reaches a board): here, every public view of
every state of seeded random games, with every option set and table size,
fits; and simple damage to those views (a key dropped, a key added, a value
of the wrong type) does not.
"""

from __future__ import annotations

import copy
import random

import pytest
from realsaves.samples import option_sets, play

from boardgames_desktop import games
from boardgames_desktop.core.shape import (
    NULL,
    Bool,
    Const,
    Dict,
    Int,
    ListOf,
    MapOf,
    Maybe,
    OneOf,
    ShapeError,
    Str,
    Tuple,
)

#: Seeded games a game: enough to meet every phase, small enough for the default run.
GAMES = 6


def _public_views(game_id: str, seed: int) -> tuple[int, list[dict]]:
    game = games.get_game(game_id)
    assert game is not None
    options = option_sets(game)
    match = play(game_id, seed, options=options[seed % len(options)], undo=0.05)
    views = [game.view(state, None) for state in match.states()]
    return len(match.seats), views


@pytest.mark.parametrize("game_id", games.ids())
def test_every_public_view_of_seeded_games_fits_its_declared_shape(game_id):
    game = games.get_game(game_id)
    checked = 0
    for seed in range(GAMES):
        seats, views = _public_views(game_id, seed)
        shape = game.public_view_shape(seats)
        for index, view in enumerate(views):
            try:
                shape.check(view)
            except ShapeError as exc:
                raise AssertionError(f"seed {seed}, state {index} of {seats} seats: {exc}") from None
            checked += 1
    assert checked > GAMES * 5


def _damaged(view: dict, rng: random.Random) -> list[dict]:
    """A few damaged copies of ``view``: a key dropped, an unknown key, a top-level
    value replaced by a value of another type."""
    out = []
    keys = sorted(view)
    key = rng.choice(keys)
    dropped = copy.deepcopy(view)
    del dropped[key]
    out.append(dropped)
    added = copy.deepcopy(view)
    added["nope"] = 1
    out.append(added)
    for key in keys:
        value = view[key]
        wrong = copy.deepcopy(view)
        # A value no field of any kind takes in its place: a list becomes a number,
        # anything else a list of a dict.
        wrong[key] = 123456789 if isinstance(value, list) else [{"x": 1}]
        out.append(wrong)
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_a_damaged_public_view_does_not_fit(game_id):
    game = games.get_game(game_id)
    rng = random.Random(game_id)
    seats, views = _public_views(game_id, 1)
    shape = game.public_view_shape(seats)
    for view in rng.sample(views, min(8, len(views))):
        for damaged in _damaged(view, rng):
            assert not shape.fits(damaged), f"fits although damaged: {sorted(set(damaged) ^ set(view))}"
    # Another game's view is not this game's.
    for other in games.ids():
        if other != game_id:
            _seats, theirs = _public_views(other, 1)
            assert not shape.fits(theirs[-1]), f"{other}'s view passes as {game_id}'s"


# -- the combinators themselves ------------------------------------------------------------


def test_numbers_are_whole_and_in_range():
    assert Int(0, 3).fits(3) and not Int(0, 3).fits(4)
    assert not Int(0, 3).fits(True) and not Int(0, 3).fits(1.0) and not Int(0, 3).fits("1")
    assert Bool().fits(False) and not Bool().fits(0)


def test_text_has_a_length_or_choices():
    assert Str(3).fits("abc") and not Str(3).fits("abcd")
    assert Str(choices=["a", "b"]).fits("a") and not Str(choices=["a", "b"]).fits("c")
    assert not Str().fits(None)


def test_dicts_are_exact():
    shape = Dict({"a": Int(0, 1), "b": Maybe(Str())}, optional=["b"])
    assert shape.fits({"a": 1}) and shape.fits({"a": 0, "b": None}) and shape.fits({"a": 0, "b": "x"})
    assert not shape.fits({"a": 1, "c": 2}) and not shape.fits({"b": "x"}) and not shape.fits([])
    with pytest.raises(ShapeError) as error:
        Dict({"p": ListOf(Dict({"coins": Int(0, 9)}))}).check({"p": [{"coins": 1}, {"coins": 99}]})
    assert error.value.path == "p[1].coins"


def test_lists_tuples_maps_and_unions():
    assert ListOf(Int(0, 9), length=2).fits([1, 2]) and not ListOf(Int(0, 9), length=2).fits([1])
    assert not ListOf(Int(0, 9), hi=2).fits([1, 2, 3]) and not ListOf(Int(0, 9)).fits((1,))
    assert Tuple(Int(0, 1), Str(choices=["x"])).fits([0, "x"]) and not Tuple(Int(0, 1)).fits([0, 1])
    assert MapOf(["a", "b"], Int(0, 1)).fits({"a": 0, "b": 1})
    assert not MapOf(["a", "b"], Int(0, 1)).fits({"a": 0})
    assert MapOf(["a", "b"], Int(0, 1), partial=True).fits({"a": 0})
    assert not MapOf(["a"], Int(0, 1)).fits({"a": 0, "z": 1})
    assert OneOf(Int(0, 1), Str(2)).fits("ab") and not OneOf(Int(0, 1), Str(2)).fits([])
    assert NULL.fits(None) and not NULL.fits(0) and Const(1).fits(1) and not Const(1).fits(True)
