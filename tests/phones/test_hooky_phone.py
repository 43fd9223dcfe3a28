"""Hooky from the phones: every move a seat makes in a game (the opening clue, its
questions, a reveal and peek, the truant and hand guesses) is a form its phone fills
in, and its worksheet a grid its phone taps. Through the bridge as the server hands it
a phone's messages: what fits is played as that seat's, what does not is refused with
a reason and changes nothing, and no seat's phone ever gets another seat's secret."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from boardgames_desktop.core.i18n import set_language
from boardgames_desktop.games.hooky.actions import (
    Ask,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
)

from .helpers import Table, leaks


class Recorder:
    """The server's half, kept: every message a seat's phone was sent, and replies."""

    def __init__(self) -> None:
        self.sent: dict[int, list[dict[str, Any]]] = {}
        self.replies: dict[int, list[dict[str, Any]]] = {}

    def send(self, seat: int, message: dict[str, Any]) -> None:
        self.sent.setdefault(seat, []).append(message)

    def reply(self, seat: int, message: dict[str, Any]) -> None:
        self.replies.setdefault(seat, []).append(message)

    def last(self, seat: int) -> dict[str, Any]:
        return self.sent[seat][-1]


@pytest.fixture
def table() -> Iterator[tuple[Table, Recorder]]:
    t = Table("hooky", 4, seed=3)
    recorder = Recorder()
    t.bridge.attach(recorder)
    yield t, recorder
    t.close()


def form_for(message: dict[str, Any], action: Any) -> dict[str, Any]:
    """The form message a player sends for ``action``, filled in from what the phone shows."""
    keys = [f["key"] for f in message["forms"]]
    if isinstance(action, OpeningClue):
        key, values = "clue", {"word": action.word.lower()}
    elif isinstance(action, Ask):
        key, values = "ask", {"target": str(action.target), "word": action.word}
    elif isinstance(action, RevealAndPeek):
        key, values = "reveal", {"letter": action.letter, "target": str(action.target)}
    elif isinstance(action, GuessTruants):
        key, values = f"truants{action.round}", {"letters": " ".join(action.letters)}
    else:
        assert isinstance(action, GuessHands)
        fields = next(form["fields"] for form in message["forms"] if form["key"] == "hands")
        key, values = "hands", {f["key"]: action.guesses[int(f["key"][4:])] for f in fields}
    assert key in keys, (key, keys)
    return {"type": "form", "version": message["version"], "form": keys.index(key), "values": values}


def answer(t: Table, seat: int, data: dict[str, Any]) -> None:
    t.bridge._answer(seat, data)


def test_a_whole_game_is_played_from_the_phones_forms_and_no_phone_gets_anothers_secret(table):
    t, phones = table
    match = t.match
    kinds: set[str] = set()
    helped_seen = False
    for _ in range(200):
        if match.finished:
            break
        actor = match.to_act()[0]
        action = match.game.suggestions(match.state, actor, 1)[0]
        message = phones.last(actor)
        reveal = [f for f in message["forms"] if f["key"] == "reveal"]
        if reveal and match.state.round % 2 == 0:  # every other round, a reveal and peek first
            letter, target = (f["options"][-1]["value"] for f in reveal[0]["fields"])
            action = RevealAndPeek(letter, int(target))
        before = len(match.entries)
        answer(t, actor, form_for(message, action))
        assert not phones.replies.get(actor), phones.replies.get(actor)
        entry = match.entries[before]
        assert entry.actor == actor and type(entry.action) is type(action)
        kinds.add(type(action).__name__)
        for seat in range(4):
            assert not leaks(t, seat, [json.dumps(phones.last(seat))])
            sheet = phones.last(seat)["sheet"]
            if sheet is not None:
                plain = {c["style"] for row in sheet["cells"] for c in row}
                helped = {c["style"] for row in sheet["helped"] for c in row}
                assert "helped" not in plain
                helped_seen = helped_seen or "helped" in helped
    assert match.finished, "the phones played the game to its end"
    assert kinds >= {"OpeningClue", "Ask", "RevealAndPeek", "GuessTruants", "GuessHands"}, kinds
    assert helped_seen, "the assist proved something the plain worksheet does not show"
    # At the end the phones show the result, and no worksheet or form any more.
    assert all(phones.last(s)["sheet"] is None and phones.last(s)["forms"] == [] for s in range(4))


def test_a_form_that_does_not_fit_is_refused_and_changes_nothing(table):
    t, phones = table
    match = t.match
    actor = match.to_act()[0]
    message = phones.last(actor)
    assert [f["key"] for f in message["forms"]] == ["clue"]
    v = message["version"]
    bad = [
        ({"type": "form", "version": v, "form": 0, "values": {}}, "malformed"),
        ({"type": "form", "version": v, "form": 0, "values": {"word": "HOUSE", "x": "1"}}, "malformed"),
        ({"type": "form", "version": v, "form": 0, "values": {"word": 5}}, "malformed"),
        ({"type": "form", "version": v, "form": 0, "values": {"word": "A" * 25}}, "malformed"),
        ({"type": "form", "version": v, "form": 1, "values": {"word": "HOUSE"}}, "malformed"),
        ({"type": "form", "version": v, "form": "0", "values": {"word": "HOUSE"}}, "malformed"),
        ({"type": "form", "version": v, "values": {"word": "HOUSE"}}, "malformed"),
        ({"type": "form", "version": v + 999, "form": 0, "values": {"word": "HOUSE"}}, "stale"),
    ]
    from boardgames_desktop.phones.server import PAGE_TEXTS
    for data, reason in bad:
        answer(t, actor, data)
        assert phones.replies[actor][-1] == {"type": "refused", "reason": PAGE_TEXTS[reason]}, data
    # A word the rules refuse: the reply is the rule's reason, the match unchanged.
    answer(t, actor, {"type": "form", "version": v, "form": 0, "values": {"word": "QQQQQ"}})
    reason = phones.replies[actor][-1]["reason"]
    assert reason and reason not in PAGE_TEXTS.values()
    # Another seat cannot fill in the actor's form (its phone offers none).
    other = (actor + 1) % 4
    assert phones.last(other)["forms"] == []
    answer(t, other, {"type": "form", "version": v, "form": 0, "values": {"word": "HOUSE"}})
    assert phones.replies[other][-1]["reason"] == PAGE_TEXTS["stale"]
    assert len(match.entries) == 0
    # The same form filled in rightly plays, and then the old version's form is stale.
    action = match.game.suggestions(match.state, actor, 1)[0]
    answer(t, actor, form_for(message, action))
    assert len(match.entries) == 1
    answer(t, actor, form_for(message, action))
    assert phones.replies[actor][-1]["reason"] == PAGE_TEXTS["stale"]
    assert len(match.entries) == 1


def test_a_question_form_offers_the_other_seats_and_refuses_ones_own(table):
    t, phones = table
    match = t.match
    while match.state.phase == "opening":
        actor = match.to_act()[0]
        answer(t, actor, form_for(phones.last(actor), match.game.suggestions(match.state, actor, 1)[0]))
    actor = match.to_act()[0]
    ask = next(f for f in phones.last(actor)["forms"] if f["key"] == "ask")
    targets = next(f for f in ask["fields"] if f["key"] == "target")["options"]
    assert [o["value"] for o in targets] == [str(s) for s in range(4) if s != actor]
    assert [o["label"] for o in targets] == [match.names[s] for s in range(4) if s != actor]
    before = len(match.entries)
    message = phones.last(actor)
    index = [f["key"] for f in message["forms"]].index("ask")
    answer(t, actor, {"type": "form", "version": message["version"], "form": index,
                      "values": {"target": str(actor), "word": "HOUSE"}})
    assert len(match.entries) == before


def _tap(message: dict[str, Any], letter: str, column: int) -> int | None:
    row = message["sheet"]["rows"].index(letter)
    return message["sheet"]["cells"][row][column]["tap"]


def test_a_tap_on_the_worksheet_is_the_seats_own_mark(table):
    t, phones = table
    match = t.match
    seat = (match.to_act()[0] + 1) % 4  # not the seat to act: a note may be made at any time
    first = phones.last(seat)
    sheet = first["sheet"]
    assert sheet["columns"][0] == "You" and len(sheet["columns"]) == 6
    hand = match.view(seat)["hand"]
    free = next(ch for ch in sheet["rows"] if ch not in hand)
    other = next(ch for ch in sheet["rows"] if ch not in hand and ch != free)
    # The seat's own column and its own letters are fixed: a tap there names nothing.
    assert _tap(first, free, 0) is None and _tap(first, hand[0], 1) is None
    others_before = {s: phones.last(s)["sheet"] for s in range(4) if s != seat}
    answer(t, seat, {"type": "choose", "version": first["version"], "choice": _tap(first, free, 1)})
    entry = match.entries[-1]
    assert entry.actor == seat and isinstance(entry.action, Mark) and entry.action.mark == "has"
    row = phones.last(seat)["sheet"]["cells"][first["sheet"]["rows"].index(free)]
    assert row[1]["text"] == "●" and row[1]["style"] == "note"
    assert {s: phones.last(s)["sheet"] for s in others_before} == others_before, "a note is its seat's alone"
    # A tap chosen on the older page still counts for another cell; the same cell's is spent.
    answer(t, seat, {"type": "choose", "version": first["version"], "choice": _tap(first, other, 2)})
    assert match.entries[-1].action == Mark(str(_column_seat(seat, 2)), other, "has")
    count = len(match.entries)
    answer(t, seat, {"type": "choose", "version": first["version"], "choice": _tap(first, free, 1)})
    assert len(match.entries) == count and phones.replies[seat][-1]["type"] == "refused"
    # A fixed cell's number, or one past the grid, is refused.
    for choice in (_tap_index_of_fixed(first), 10_000, -1):
        answer(t, seat, {"type": "choose", "version": phones.last(seat)["version"], "choice": choice})
        assert len(match.entries) == count


def _column_seat(seat: int, column: int) -> int:
    """The seat of a worksheet column (after "You": the other seats in order)."""
    return [s for s in range(4) if s != seat][column - 1]


def _tap_index_of_fixed(message: dict[str, Any]) -> int:
    """The number a fixed cell would have had: its place among the taps."""
    width = len(message["sheet"]["columns"])
    row = next(r for r, cells in enumerate(message["sheet"]["cells"]) if cells[0]["tap"] is None)
    return len(message["choices"]) + row * width


def test_the_phone_forms_and_sheet_speak_the_tables_language(table):
    t, phones = table
    actor = t.match.to_act()[0]
    set_language("zh_TW")
    try:
        t.bridge.refresh()
        message = phones.last(actor)
        words = [message["forms"][0]["title"], message["forms"][0]["button"], message["sheet"]["title"],
                 message["sheet"]["help_label"], *message["sheet"]["legend"], *message["sheet"]["columns"][1:4]]
        assert all(w for w in words)
        # Every word but the seats' names is Chinese.
        assert all(any("\u4e00" <= ch <= "\u9fff" for ch in w) for w in words[:-3]), words
    finally:
        set_language("en")
