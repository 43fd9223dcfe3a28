"""Views hide hands and EP totals; log lines are built per viewer; status; determinize."""

from __future__ import annotations

import json

from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.inner_compass.rules import (
    GAME,
    EndTurn,
    Feel,
    FreeMove,
    Memory,
    Move,
    PlaceValue,
)

from .helpers import cell, make_state, play

NAMES = {0: "Ada", 1: "Ben", 2: "Cy"}


def line(before, after, actor, action, viewer):
    text = GAME.describe(GAME.view(before, viewer), GAME.view(after, viewer), actor, action, viewer)
    return render(text, NAMES)


def test_a_seat_sees_its_own_hand_and_ep_and_only_the_sizes_of_others():
    s = make_state(3, hands=("RRW", "YY", "K"), ep_track=(5, 9, 2))
    v = GAME.view(s, 1)
    assert v["hand"] == ["Y", "Y"] and v["hand_sizes"] == [3, 2, 1]
    assert v["ep"] == {"track": 9, "first": 0, "compass": 0, "total": 9}
    assert v["final"] is None
    public = GAME.view(s, None)
    assert public["hand"] is None and public["ep"] is None and public["final"] is None
    text = json.dumps(public)
    assert '"RRW"' not in text and "ep_track" not in text
    json.dumps(v)  # plain JSON


def test_every_total_is_revealed_at_the_end():
    s = make_state(hands=("R", ""), ep_track=(5, 9), phase="over")
    public = GAME.view(s, None)
    assert [x["total"] for x in public["final"]["scores"]] == [5, 9]
    assert public["final"]["winners"] == [1]
    assert render(GAME.status(public), NAMES) == "Game over: Ben wins."


def test_feel_with_bonus_names_the_drawn_card_only_to_its_taker():
    s = make_state(hands=("", ""), deck_top="K")
    s1 = play(s, 0, Move("N"))
    s2 = play(s1, 0, Feel())
    mine = line(s1, s2, 0, Feel(), 0)
    theirs = line(s1, s2, 0, Feel(), 1)
    public = line(s1, s2, 0, Feel(), None)
    assert mine == ("Ada feels joy: they take the yellow card from the north. "
                    "It matches the cell, so they also draw a card: black.")
    assert theirs == public == ("Ada feels joy: they take the yellow card from the north. "
                                "It matches the cell, so they also draw a card.")


def test_a_memory_line_gives_ep_to_its_maker_only():
    s = make_state(hands=("RRR", ""), moves=1, step2="N")
    after = play(s, 0, Memory(4))
    assert line(s, after, 0, Memory(4), 0) == ("Ada makes a memory of anger on c3 (red), paying 2 red cards, "
                                               "and gains 1 EP.")
    assert line(s, after, 0, Memory(4), 1) == "Ada makes a memory of anger on c3 (red), paying 2 red cards."
    assert "EP" not in line(s, after, 0, Memory(4), None)


def test_memory_line_names_the_emptied_line_and_the_compass():
    full = (True,) * 15
    gone = (5, 10, 1, 6, 11)
    s = make_state(hands=("Y", ""), pawns=(cell("c2"), cell("f6")), moves=1, step2="N",
                   spaces=(tuple(i not in gone for i in range(15)), full), values=((0, 1), ()),
                   cubes=((cell("a1"), cell("b1"), cell("a2"), cell("b2"), cell("c1")), ()))
    after = play(s, 0, Memory(0))
    text = line(s, after, 0, Memory(0), 1)
    assert "Their player board's column 1 is now empty." in text
    assert "Ada has found their Inner Compass (3 EP): every other player has one more turn." in text
    assert render(GAME.status(GAME.view(after, None)), NAMES).startswith("Last round.")


def test_value_token_and_end_of_turn_lines():
    s = make_state(pending=1, moves=1, step2="N", values=((), ()))
    after = play(s, 0, PlaceValue(2))
    assert line(s, after, 0, PlaceValue(2), 1) == "Ada places the first value token beside Solitude and gains 3 EP."
    s = make_state(hands=("RRRRRWWWWWK", ""), deck_top="B")
    s1 = play(s, 0, Move("E"), Feel())  # d3 black, takes the blue east card, no bonus: 12 cards
    s2 = play(s1, 0, EndTurn(("W", "R")))
    assert line(s1, s2, 0, EndTurn(("W", "R")), 1) == (
        "Ada discards 2 cards down to 10: white, red. Ada ends the turn. A new blue card lies face up on the east.")


def test_status_follows_the_steps_of_a_turn():
    s = make_state(pawns=(cell("c4"), cell("f6")))

    def status(st):
        return render(GAME.status(GAME.view(st, None)), NAMES)

    assert status(s) == "A free move along the same colour, or the required step."
    s = play(s, 0, FreeMove("S"))
    assert status(s) == "The required step."
    s = play(s, 0, Move("N"))
    assert status(s) == "Move again or feel, make a memory, or end the turn."
    s = play(s, 0, Move("N"))
    assert status(s) == "Make a memory or end the turn."
    assert status(make_state(phase="place")) == "Ada places their pawn."


def test_determinize_keeps_what_the_seat_knows_and_deals_the_rest():
    s = make_state(3, hands=("RRW", "YYB", "KK"), ep_track=(4, 8, 1), moves=1, step2="N")
    v = GAME.view(s, 1)
    seen_other_hands = set()
    for k in range(20):
        d = GAME.determinize(v, 1, Rng(k))
        assert GAME.view(d, 1) == v
        assert d.hands[1] == s.hands[1] and [len(h) for h in d.hands] == [3, 3, 2]
        assert d.ep_track == (0, 8, 0)
        seen_other_hands.add(d.hands[0])
        # It plays on with the real rules.
        for a in GAME.legal_actions(d, 0):
            GAME.apply(d, 0, a)
    assert len(seen_other_hands) > 3  # the unknown hands really are sampled


def test_rules_text_names_every_decision():
    from boardgames_desktop.games import get_game, info
    from boardgames_desktop.games.inner_compass import data

    text = GAME.rules_text()
    assert get_game("inner-compass") is GAME and info("inner-compass").native_title == "生活方針"
    anchors = {
        "life_boards": "R W B / K R Y / B W R",
        "deck": "9 yellow, 12 blue, 12 black, 18 white, 18 red",
        "player_board": "YBKWR / BKWRY / KWRYB",
        "track_ep": "6, 5, 4, 3, 2, 1 EP",
        "memo_tables": "EP tables of the memos",
        "tie": "most emotion cards in hand",
        "two_lines": "empties a row and a column at once",
        "structure_runs": "a run of 6 counts as two lines",
        "discards_open": "discarded cards lie face up",
        "reshuffle": "the moment the deck is empty",
        "ep_in_log": "show a player's EP only to that player",
    }
    assert set(anchors) == set(data.DECISIONS)
    for key, anchor in anchors.items():
        assert anchor in text, key
    assert text.count("Our decision:") >= 10
    for tile in data.QUALITY_TILES:
        assert tile.text in text
