"""The declared public-view shape: every public view of real games fits it, in both
modes, at every table size and in every phase, and a view naming a face-down
picture, or a value no board knows, does not."""

from __future__ import annotations

import copy

import pytest
from realsaves.samples import play

from boardgames_desktop.games.eselsbruecke import data
from boardgames_desktop.games.eselsbruecke.rules import GAME


def _views(seed: int, people: int, mode: str) -> list[dict]:
    match = play("eselsbruecke", seed, people=people, options={"mode": mode})
    assert match.finished
    return [GAME.view(s, None) for s in match.states()]


@pytest.mark.parametrize("mode", ["host", "digital"])
def test_every_public_view_of_whole_games_fits_at_every_table_size(mode):
    phases = set()
    for people in range(3, 13):  # above six, teams of two: 3 to 6 seats
        views = _views(people, people, mode)
        seats = views[0]["seats"]
        shape = GAME.public_view_shape(seats)
        for view in views:
            shape.check(view)
            phases.add(view["phase"])
        # Another table size's views are not this one's.
        assert not GAME.public_view_shape(3 + seats % 4).fits(views[-1])
    expected = {"setup", "cloud_shown", "draw", "tell", "hand_out", "guess", "over"}
    assert phases == (expected | {"cloud_check"} if mode == "host" else expected)


def _planted(view: dict, path: str, value) -> dict:
    out = copy.deepcopy(view)
    *parents, last = path.split(".")
    target = out
    for key in parents:
        target = target[int(key)] if key.isdigit() else target[key]
    target[int(last) if last.isdigit() else last] = value
    return out


def test_a_face_down_picture_or_a_value_no_board_knows_does_not_fit():
    views = _views(5, 4, "host")
    shape = GAME.public_view_shape(4)
    guess = next(v for v in views if v["phase"] == "guess" and v["news"]["kind"] == "handed_out")
    drawn = next(v for v in views if v["phase"] == "tell")
    check = next(v for v in views if v["phase"] == "cloud_check")
    picture = data.picture_ids()[0]
    defects = [
        (guess, "hand", [picture]),                      # a hand in a public view
        (guess, "seat", 0),
        (guess, "showing", [picture]),                   # nothing lies face up while guessing
        (guess, "news.pictures", [picture]),             # a hand-out names no card
        (drawn, "news.pictures", [picture]),             # nor does a story's draw
        (drawn, "showing.0", "not-a-picture"),
        (drawn, "showing", [picture] * 6),               # a story has at most five
        (drawn, "guesser", 1),                           # nobody guesses while a story is told
        (drawn, "hands.0", 1),
        (guess, "slots.0.0", 4),                         # round 1 draws three
        (guess, "piles.0", ["card", "moon"]),
        (guess, "named.0", "not-a-picture") if guess["named"] else (guess, "named", ["not-a-picture"]),
        (guess, "guesser", 4),
        (guess, "news.kind", "cheated"),
        (guess, "mode", "online"),
        (guess, "round", 8),
        (guess, "seats", 5),
        (check, "mode", "digital"),                      # only the host turns the cloud over to judge
        (views[0], "news", {"kind": "drawn"}),           # nothing has happened before the set-up's draw
    ]
    assert all(shape.fits(view) for view, _path, _value in defects)
    for view, path, value in defects:
        assert not shape.fits(_planted(view, path, value)), path
