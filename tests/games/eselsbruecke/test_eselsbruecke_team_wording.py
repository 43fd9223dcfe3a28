"""Above six people Eselsbrücke seats teams of two, and a team is plural in
English: "Ada & Ben draw 4 pictures", "Ivy draws 4 pictures". Every line whose
subject is a seat (log, status, outcome, the shell's headline) agrees with the
number of people in the seat, through the catalogue's plural forms."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from eselsbruecke_helpers import random_play

from boardgames_desktop.core.game import Person, SeatSpec
from boardgames_desktop.core.i18n import render, set_language
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.table import TableSession
from boardgames_desktop.games import eselsbruecke
from boardgames_desktop.games.eselsbruecke.describe import status
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.games.eselsbruecke.scoring import outcome_of

PEOPLE = ["Ada", "Ben", "Cem", "Dora", "Eli", "Fay", "Gus", "Hal", "Ivy"]
# A seat named as the subject, then a verb in the form for one person...
SINGULAR = ("draws", "draw", "hands", "has", "takes", "names", "guesses", "misses", "discards", "holds",
            "wins", "tells", "gets", "clicks", "does", "lays", "shows")
# ...and in the form for a team.
PLURAL = ("draw", "hand", "have", "take", "name", "guess", "miss", "discard", "hold", "win", "tell", "get",
          "click", "do", "lay", "show")


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def nine() -> Match:
    seating = eselsbruecke.INFO.seating(9)
    seats = [SeatSpec(tuple(Person(PEOPLE[i]) for i in people)) for people in seating]
    return Match(GAME, seats, seed=3, options={"mode": "host"})


def verbs_after(lines: list[str], name: str) -> set[str]:
    """The words that follow ``name`` as a subject in ``lines`` (not "Ada & Ben's")."""
    found: set[str] = set()
    for line in lines:
        for m in re.finditer(re.escape(name) + r" ([a-z]+)", line):
            before = line[:m.start()]
            # Not the subject: a member of a list ("Cem & Dora, Ivy get no card"),
            # a question ("did Ivy name it?"), the second name of a team.
            if before.endswith(("& ", ", ", "did ")):
                continue
            found.add(m.group(1))
    return found


def whole_game_lines() -> tuple[Match, list[str]]:
    m = nine()
    lines: list[str] = []
    for entry in random_play(m, random.Random(3)):
        line = m.line(entry, None)
        if line is not None:
            lines.append(render(line, m.names))
        lines.append(render(status(m.view(None)), m.names))
    return m, lines


def test_nine_people_are_four_teams_and_one_single_seat():
    m = nine()
    assert [m.names[s] for s in range(5)] == ["Ada & Ben", "Cem & Dora", "Eli & Fay", "Gus & Hal", "Ivy"]
    assert [m.names[s].people for s in range(5)] == [2, 2, 2, 2, 1]


def test_a_team_s_log_and_status_lines_use_plural_verbs_and_the_single_seat_singular():
    m, lines = whole_game_lines()
    teams = [m.names[s] for s in range(4)]
    for team in teams:
        verbs = verbs_after(lines, team)
        assert verbs, team
        assert not verbs & (set(SINGULAR) - set(PLURAL)), (team, verbs)
        assert {"draw", "hand", "have", "guess"} <= verbs, (team, verbs)
    single = verbs_after(lines, "Ivy")
    assert not single & (set(PLURAL) - set(SINGULAR)), single
    assert {"draws", "hands", "has", "guesses"} <= single, single
    # The lines the task named, word for word.
    assert any(re.match(r"Ada & Ben hand out the (card|\d+ cards) from round \d\.", line) for line in lines)
    assert any(re.match(r"Ada & Ben draw \d+ pictures for a story\.", line) for line in lines)
    assert "Ada & Ben have told the story." in " ".join(lines)
    assert any(re.match(r"Ivy draws \d+ pictures? for a story\.", line) for line in lines)


def test_the_outcome_names_a_winning_team_in_the_plural_and_a_single_winner_in_the_singular():
    names = nine().names
    team_wins = outcome_of((("a", "b", "c"), ("d",), (), (), ("e",)))
    assert render(team_wins.message, names) == "Ada & Ben win with 3 picture cards."
    single_wins = outcome_of((("a",), (), (), (), ("b", "c")))
    assert render(single_wins.message, names) == "Ivy wins with 2 picture cards."
    one_card = outcome_of((("a",), (), (), (), ()))
    assert render(one_card.message, names) == "Ada & Ben win with 1 picture card."


def test_the_shell_s_game_over_line_agrees_with_the_winning_seat():
    m, _lines = whole_game_lines()
    assert m.finished and m.outcome().winners == (0,)  # this seed's game: a team wins
    assert render(TableSession(m, host=True).headline(), m.names) == "Game over: Ada & Ben win."
    assert render(m.outcome().message, m.names).startswith("Ada & Ben win with ")


def test_without_the_table_s_names_a_seat_reads_as_one_person():
    """Names given without counts (an old caller, a plain dict) keep the singular."""
    line = outcome_of((("a", "b"), ()))
    assert render(line.message, {0: "Ada & Ben", 1: "Cem"}) == "Ada & Ben wins with 2 picture cards."


def test_chinese_has_one_form_for_a_team_and_a_person():
    names = nine().names
    set_language("zh_TW")
    team = render(outcome_of((("a", "b"), (), (), (), ())).message, names)
    single = render(outcome_of(((), (), (), (), ("a", "b"))).message, names)
    assert team == "Ada & Ben 以 2 張圖片卡獲勝。"
    assert single == "Ivy 以 2 張圖片卡獲勝。"


# -- the catalogue ---------------------------------------------------------------------

POT = Path(__file__).resolve().parents[3] / "boardgames_desktop" / "locale" / "boardgames_desktop.pot"
# A seat field that starts a sentence or clause, followed by a word: the seat is the subject.
SUBJECT = re.compile(r"(^|[:;.] )\{(who|seats)\} [a-z]")


def es_messages() -> list[tuple[str, str | None]]:
    from babel.messages.pofile import read_po

    with POT.open("rb") as f:
        catalogue = read_po(f)
    out = []
    for message in catalogue:
        if not message.id or not any("games/eselsbruecke/" in path for path, _line in message.locations):
            continue
        if isinstance(message.id, tuple):
            out.append((message.id[0], message.id[1]))
        else:
            out.append((message.id, None))
    return out


def test_the_subject_pattern_finds_subjects_only():
    assert SUBJECT.search("{who} draws a card.") and SUBJECT.search("Round {round}: {who} tells a story.")
    assert SUBJECT.search("Set-up: {who} draws the thought-cloud card.")
    assert not SUBJECT.search("{who}'s turn") and not SUBJECT.search("Time is up: {who}'s guess counts.")
    assert not SUBJECT.search("did {who} name it?") and not SUBJECT.search("no blocker is left for {who}.")


def test_every_eselsbruecke_message_with_a_seat_as_subject_has_a_plural_form():
    messages = es_messages()
    subjects = [(singular, plural) for singular, plural in messages if SUBJECT.search(singular)]
    assert len(subjects) >= 20  # the log, status, outcome and view lines are all in the catalogue
    missing = [singular for singular, plural in subjects if plural is None]
    assert not missing, missing
    # The team form really differs where no count decides it.
    same = [s for s, p in subjects if p == s]
    assert not same, same
