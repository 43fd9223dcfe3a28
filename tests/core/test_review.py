"""Review frames per viewer, and the public record: only what the public saw."""

from __future__ import annotations

import dataclasses
import json

import pytest
from toy.messages import with_test_messages

from boardgames_desktop.core.errors import SaveError
from boardgames_desktop.core.game import Person, SeatSpec
from boardgames_desktop.core.i18n import SeatName, Tseat, set_language
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.review import (
    Review,
    decode_message,
    dumps_record,
    encode_message,
    public_record,
    review_of_record,
)

from .toygame import GAME, Mark, Note, Pass, Roll, lookup


@pytest.fixture(autouse=True)
def tally_messages(monkeypatch):
    """Tally is a test game: its lines are readable in records only with its messages added."""
    with_test_messages(monkeypatch)


def played() -> Match:
    m = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 4)
    for actor, action in [(0, Mark(2)), (1, Note("Ada bluffs")), (0, Roll()), (0, Pass()),
                          (1, Mark(3)), (0, Note("my own plan")), (1, Pass())]:
        m.play(actor, action)
    return m


def test_a_review_shows_each_viewer_only_its_own_lines_and_views():
    m = played()
    public = Review.of_match(m, None)
    ada = Review.of_match(m, 0)
    ben = Review.of_match(m, 1)
    texts = lambda r: [r.text(i) for i in range(len(r))]  # noqa: E731
    assert texts(public)[1:] == ["Ada marked 2", f"Ada rolled {m.states()[3].die}", "Ada passed",
                                 "Ben marked 3", "Ben passed"]
    assert "Ben noted Ada bluffs" in texts(ben) and "Ben noted Ada bluffs" not in texts(ada)
    assert "Ada noted my own plan" in texts(ada) and "Ada noted my own plan" not in texts(ben)
    assert all(f.view["note"] == "" for f in public.frames)
    assert ada.frames[-1].view == GAME.view(m.state, 0)


def test_the_public_record_holds_no_seed_no_secret_and_reads_back():
    m = played()
    text = dumps_record(m)
    assert "Ada bluffs" not in text and "my own plan" not in text
    data = json.loads(text)
    assert "seed" not in data and "log" not in data
    review = review_of_record(data, lookup)
    assert [review.text(i) for i in range(len(review))] == [
        Review.of_match(m, None).text(i) for i in range(len(review))]
    assert review.names == {0: "Ada", 1: "Ben"}


def test_record_lines_render_in_the_readers_language():
    review = review_of_record(public_record(played()), lookup)
    set_language("zh_TW")
    try:
        assert review.text(1)  # rendered now, in the language of the moment
    finally:
        set_language("en")


def test_a_team_s_verb_reads_back_plural_from_the_public_record():
    line = Tseat("Game over: {who} wins.", "Game over: {who} win.", SeatName(0), who=SeatName(0))
    back = decode_message(json.loads(json.dumps(encode_message(line))))
    assert back == line
    class TeamTally(type(GAME)):  # Tally with teams of two above two people: Ada & Ben, and Cem
        info = dataclasses.replace(GAME.info, team_above=2)

    teams = TeamTally()
    m = Match(teams, [SeatSpec((Person("Ada"), Person("Ben"))), SeatSpec.single("Cem")], 4)
    review = review_of_record(public_record(m), lambda game_id: teams)
    assert [review.names[s].people for s in (0, 1)] == [2, 1]
    assert back.render(review.names) == "Game over: Ada & Ben win."
    with pytest.raises(SaveError):
        decode_message({"msgid": "Game over: {who} wins.", "args": [["who", {"seat": 0}]],
                        "plural": "Game over: {who} win.", "seats": ["0"]})


@pytest.mark.parametrize("change", [
    lambda d: d.update(version=True),
    lambda d: d.update(game="chess"),
    lambda d: d.update(seats=[]),
    lambda d: d.update(frames=[]),
    lambda d: d["frames"].append({"line": {"msgid": 3}, "view": {}}),
    lambda d: d["frames"].append({"line": None, "view": []}),
    lambda d: d["frames"].append({"line": {"msgid": "x", "args": [["a", {"evil": 1}]]}, "view": {}}),
])
def test_damaged_records_are_refused(change):
    data = public_record(played())
    change(data)
    with pytest.raises(SaveError):
        review_of_record(data, lookup)
