"""The declared public-view shape: every public view of real games fits it in every
phase, and a view showing a face-down painting, or a value no board knows, does not."""

from __future__ import annotations

import copy

from realsaves.samples import play

from boardgames_desktop.games.tokaido_duo.rules import GAME
from boardgames_desktop.games.tokaido_duo.views import public_view_shape


def _views(seed: int) -> list[dict]:
    match = play("tokaido-duo", seed)
    assert match.finished
    return [GAME.view(s, None) for s in match.states()]


def test_every_public_view_of_whole_games_fits_in_every_phase():
    shape = GAME.public_view_shape(2)
    phases = set()
    for seed in (3, 4):
        for view in _views(seed):
            shape.check(view)
            phases.add(view["phase"])
    assert {"roll", "pick", "act", "keep", "over"} <= phases


def _planted(view: dict, path: str, value) -> dict:
    out = copy.deepcopy(view)
    *parents, last = path.split(".")
    target = out
    for key in parents:
        target = target[int(key)] if key.isdigit() else target[key]
    target[int(last) if last.isdigit() else last] = value
    return out


def test_a_face_down_painting_or_a_value_no_board_knows_does_not_fit():
    views = _views(3)
    shape = public_view_shape(2)
    acting = next(v for v in views if v["phase"] == "act" and v["players"][0]["turned"] < 10)
    down = acting["players"][0]["turned"]
    over = views[-1]
    move = {"type": "Move", "character": "merchant", "to": "s2"}   # s2 is no town
    defects = [
        (acting, f"players.0.paintings.{down}", "moon"),     # a face-down painting's symbol
        (acting, "players.0.given", down + 1),               # more given than turned
        (acting, "players.0.merchant", "s2"),                # merchants walk towns, not stations
        (acting, "players.1.pilgrim", "m1"),
        (acting, "players.1.artist", "r9"),
        (acting, "players.0.goods.kimono", 6),               # the bag holds five kimonos
        (acting, "players.0.coins", 200),
        (acting, "players", acting["players"][:1]),
        (acting, "dice.pilgrim", 5),                         # no such face
        (acting, "waves.0.name", "hasty" if acting["waves"][0]["name"] == "serene" else "serene"),
        (acting, "specialties.0", ["fan", 4]),               # no such token
        (acting, "picker", 0),                               # only while picking
        (acting, "pick.character", "ninja"),
        (acting, "last.action", move),
        (acting, "last.action", {"type": "Teleport"}),
        (acting, "to_act", [2]),
        (over, "ending", []),                                # a game ends for a reason
        (over, "ending.0.1", "boredom"),
        (views[0], "dice", {"pilgrim": 1, "merchant": 1, "artist": 1}),  # not rolled yet
    ]
    assert all(shape.fits(view) for view, _path, _value in defects)
    for view, path, value in defects:
        assert not shape.fits(_planted(view, path, value)), path
