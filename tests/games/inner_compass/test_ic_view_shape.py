"""The declared public-view shape: every public view of real games fits it, at every
table size and in every phase, and a view carrying a secret or a value no board
knows does not."""

from __future__ import annotations

import copy

import pytest
from realsaves.samples import play

from boardgames_desktop.games.inner_compass.rules import GAME


def _views(people: int) -> list[dict]:
    match = play("inner-compass", 7, people=people)
    assert match.finished
    return [GAME.view(s, None) for s in match.states()]


@pytest.mark.parametrize("people", [2, 3, 4])
def test_every_public_view_of_a_whole_game_fits_in_every_phase(people):
    shape = GAME.public_view_shape(people)
    views = _views(people)
    for view in views:
        shape.check(view)
    assert {v["phase"] for v in views} == {"place", "play", "over"}
    # Another table size's views are not this one's.
    assert not GAME.public_view_shape(people % 3 + 2).fits(views[-1])


def _planted(view: dict, path: str, value) -> dict:
    out = copy.deepcopy(view)
    *parents, last = path.split(".")
    target = out
    for key in parents:
        target = target[int(key)] if key.isdigit() else target[key]
    target[int(last) if last.isdigit() else last] = value
    return out


def test_a_secret_or_a_value_no_board_knows_does_not_fit():
    views = _views(3)
    shape = GAME.public_view_shape(3)
    playing = next(v for v in views if v["phase"] == "play" and v["stage"]["moves"])
    over = views[-1]
    grid = playing["grid"]
    defects = [
        (playing, "hand", ["Y", "R"]),                                   # a hand in a public view
        (playing, "ep", {"track": 1, "first": 0, "compass": 0, "total": 1}),  # EP before the end
        (playing, "viewer", 0),
        (playing, "final", over["final"]),                               # a final score mid-game
        (playing, "pawns.1", 36),                                        # off the 6 x 6 board
        (playing, "current", 3),                                         # a fourth seat at three
        (playing, "qualities.0", "solitude"),                            # a memo where a sticky note lies
        (playing, "qualities.4", "patience"),                            # no such tile
        (playing, "grid", grid[1] + grid[0] + grid[2:] if grid[0] != grid[1] else "Y" * 36),  # no life boards
        (playing, "track.0", "X"),                                       # X never tops the track
        (playing, "side.0", "G"),                                        # no green emotion
        (playing, "hand_sizes.0", 13),                                   # beyond the limit and a feel
        (playing, "deck", 70),                                           # more cards than the deck has
        (playing, "stage.moves", 3),
        (playing, "spaces.2", [True] * 14),
        (over, "compass", None),                                         # the game ends by the compass
        (over, "final.scores.0.tiles.solitude", 19),                     # beyond the tile's table
        (over, "final.tiebreak", "coin"),
        (views[0], "turn", 1),                                           # placing pawns is turn 0
    ]
    assert all(shape.fits(view) for view, _path, _value in defects)
    for view, path, value in defects:
        assert not shape.fits(_planted(view, path, value)), path
