"""Hooky's declared public-view shape (``rules.public_view_shape``): it fits every
public view of whole games in both modes at every table size, and refuses a view
a damaged record could carry: a seat's secret (a hand, a note, a peeked card
before the end), a phase the mode does not have, a clue that is not five letters
or asks its own asker, a score the scoring table cannot give."""

from __future__ import annotations

import copy

import pytest

from boardgames_desktop.core.shape import ShapeError
from boardgames_desktop.games.hooky.rules import GAME, public_view_shape

from .helpers import random_game

MODES = ({"mode": "app"}, {"mode": "companion"}, {"mode": "app", "words": "any"})


@pytest.fixture(scope="module")
def games() -> dict[tuple[int, str], list[dict]]:
    """(players, mode) -> every public view of a whole random game with many reveals and notes."""
    out = {}
    for players in (3, 4, 5):
        for i, options in enumerate(MODES):
            states, _log = random_game(players, 10 * players + i, options, reveal=0.6, marks=0.2)
            out[(players, options["mode"] + options.get("words", ""))] = [GAME.view(s, None) for s in states]
    return out


def test_every_public_view_of_whole_games_fits(games):
    for (players, _mode), views in games.items():
        shape = public_view_shape(players)
        for view in views:
            shape.check(view)
        assert views[-1]["phase"] == "over"
    phases = {(mode, v["phase"]) for (_p, mode), views in games.items() for v in views}
    assert ("companion", "hands") in phases and ("app", "truants") in phases and ("companion", "playground") in phases
    assert any(v["peeks"] for views in games.values() for v in views)
    assert GAME.public_view_shape(4) is public_view_shape(4)  # built once


def _view(games, mode: str, phase: str, test=lambda v: True, players: int = 4) -> dict:
    return copy.deepcopy(next(v for v in games[(players, mode)] if v["phase"] == phase and test(v)))


def _refused(view: dict, path: str) -> None:
    with pytest.raises(ShapeError) as error:
        public_view_shape(view["players"]).check(view)
    assert error.value.path.startswith(path), error.value


def test_a_seats_secrets_are_not_in_the_public_view(games):
    for key, secret in (("hand", ["A", "B", "C", "D", "E"]), ("notes", {"1": {"A": "has"}}),
                        ("my_hand_guesses", ["", "AB", "", ""]), ("my_truant_guesses", ["ABC", "", ""]),
                        ("truants", ["A", "B", "C"]), ("score_table", [])):
        view = _view(games, "app", "question")
        view[key] = secret
        _refused(view, key)
    # A peeked card shows only at the end (and never in companion mode, where the app saw none).
    view = _view(games, "app", "question", lambda v: v["peeks"])
    view["peeks"][0]["letter"] = "Q"
    _refused(view, "peeks[0].letter")
    view = _view(games, "app", "over", lambda v: v["peeks"])
    view["peeks"][0]["letter"] = None
    _refused(view, "peeks[0].letter")
    view = _view(games, "companion", "over", lambda v: v["peeks"])
    view["peeks"][0]["letter"] = "Q"
    _refused(view, "peeks[0].letter")


def test_each_mode_has_its_own_phases(games):
    view = _view(games, "app", "final")
    view["phase"] = "hands"
    _refused(view, "phase")
    view = _view(games, "companion", "final")
    view["phase"] = "truants"
    _refused(view, "phase")
    view["mode"] = "hotseat"
    _refused(view, "mode")
    # In app mode the table types in no hand.
    view = _view(games, "app", "over")
    view["entered_hands"] = view["hands"]
    _refused(view, "entered_hands")


def test_clues_are_five_letters_and_ask_another_seat(games):
    view = _view(games, "app", "question", lambda v: len(v["clues"]) > 5)
    for word in ("HELLO!", "HELL", "hello", "HÉLLO", "HEL O"):
        damaged = copy.deepcopy(view)
        damaged["clues"][5]["word"] = word
        _refused(damaged, "clues[5].word")
    damaged = copy.deepcopy(view)
    damaged["clues"][5]["asked"] = damaged["clues"][5]["asker"]
    _refused(damaged, "clues[5].asked")
    damaged = copy.deepcopy(view)
    damaged["clues"][5]["asker"] = 4  # no fifth seat at a table of four
    _refused(damaged, "clues[5].asker")
    damaged = copy.deepcopy(view)
    damaged["clues"][0]["answer"] = 0  # an opening clue holds a letter of its own hand
    _refused(damaged, "clues[0].answer")
    damaged = copy.deepcopy(view)
    damaged["clues"][1]["index"] = 0
    _refused(damaged, "clues[1].index")


def test_the_score_table_holds_what_the_scoring_table_gives(games):
    view = _view(games, "app", "over")
    view["score_table"][1]["truant_points"][0] = 7  # five points a correct letter
    _refused(view, "score_table[1].truant_points[0]")
    view = _view(games, "app", "over")
    view["score_table"][2]["hand_guesses"][2] = "AB"  # nobody guesses their own hand
    _refused(view, "score_table[2].hand_guesses[2]")
    view = _view(games, "app", "over")
    view["score_table"][0]["truant_guesses"][0] = "AAB"
    _refused(view, "score_table[0].truant_guesses[0]")
    view = _view(games, "app", "over")
    view["score_table"].reverse()  # the table is in seat order
    _refused(view, "score_table[0].seat")
    view = _view(games, "app", "over")
    view["winners"] = []
    _refused(view, "winners")
