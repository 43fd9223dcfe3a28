"""In companion mode the table types in Hooky's clues; the host's headline says whose
word it waits for, not "The table's turn"."""

from __future__ import annotations

from boardgames_desktop.core.game import TABLE, SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession
from boardgames_desktop.games.hooky.rules import GAME

from .helpers import suggested

NAMES = ("Ada", "Ben", "Cleo", "Dev")


def test_the_headline_names_whose_word_the_table_types_in():
    seats = [SeatSpec.single(n) for n in NAMES[:3]]
    match = Match(GAME, seats, 5, {"mode": "companion"})
    session = TableSession(match, {}, host=True)
    names = dict(enumerate(NAMES[:3]))
    seen: set[str] = set()
    for _ in range(200):
        if match.finished:
            break
        if match.to_act() == (TABLE,):
            headline = render(session.headline(), names)
            assert headline != "The table's turn"
            turn = match.view(None)["turn"]
            phase = match.view(None)["phase"]
            if phase in ("opening", "question"):
                assert names[turn] in headline
            seen.add(headline.split()[-1])
        actor = match.to_act()[0]
        match.play(actor, suggested(match.state, actor)[0])
    assert {"word", "card"} <= seen, seen
