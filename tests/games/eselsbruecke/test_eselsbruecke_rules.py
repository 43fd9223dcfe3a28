"""Eselsbrücke: the rules, case by case, against the spec
(shared/rules/eselsbruecke.md). Expected values are written out from the spec
here, not read back from ``data.py``."""

from __future__ import annotations

from dataclasses import replace

import pytest
from eselsbruecke_helpers import BLOCKER, guessing, legal, match, scenario

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import TABLE, Deadline
from boardgames_desktop.games import eselsbruecke
from boardgames_desktop.games.eselsbruecke import data
from boardgames_desktop.games.eselsbruecke.actions import (
    CheckCloud,
    Draw,
    HandOut,
    Hide,
    Name,
    Right,
    RightCloud,
    Take,
    TimeUp,
    Wrong,
)
from boardgames_desktop.games.eselsbruecke.effects import penalty
from boardgames_desktop.games.eselsbruecke.invariants import check_invariants
from boardgames_desktop.games.eselsbruecke.rules import GAME

B = BLOCKER

# -- the spec's tables -------------------------------------------------------------------


def test_round_table_is_the_spec_s():
    spec = [  # round, cards drawn, handed out from round, penalty [decision]
        (1, 3, 0, 0), (2, 3, 0, 0), (3, 4, 1, 1), (4, 4, 2, 1), (5, 5, 3, 2), (6, 0, 4, 2), (7, 0, 5, 2),
    ]
    assert [(r.round, r.draw, r.hand_out_from, r.penalty) for r in data.ROUND_TABLE] == spec
    assert data.GUESS_SECONDS == 15 and data.BLOCKERS == 30 and data.PICTURE_COUNT == 180


@pytest.mark.parametrize("people, expected", [
    (3, [1, 1, 1]), (4, [1, 1, 1, 1]), (5, [1] * 5), (6, [1] * 6),
    (7, [2, 2, 2, 1]), (8, [2, 2, 2, 2]), (9, [2, 2, 2, 2, 1]), (10, [2] * 5),
    (11, [2, 2, 2, 2, 2, 1]), (12, [2] * 6),
])
def test_seats_and_teams_for_3_to_12_people(people, expected):
    seating = eselsbruecke.INFO.seating(people)
    assert [len(seat) for seat in seating] == expected
    assert [p for seat in seating for p in seat] == list(range(people))
    GAME.setup(len(seating), 1, {"mode": "host"})  # every seat count sets up


def test_too_few_or_too_many_people_are_refused():
    for people in (2, 13):
        with pytest.raises(ValueError):
            eselsbruecke.INFO.seating(people)


# -- set-up, telling and handing out -----------------------------------------------------------


def test_set_up_shows_the_thought_cloud_card_then_turns_it_face_down():
    m = match(4)
    assert m.state.phase == "setup" and len(m.state.bag) == 180
    m.play(TABLE, Draw())
    card = m.state.cloud
    assert m.state.showing == (card,) and m.view(None)["showing"] == [card]
    m.play(TABLE, Hide())
    assert m.state.cloud == card and m.view(None)["showing"] == [] and m.state.phase == "draw"
    # Face down for all: only a seat's own recollection (what it saw) still names it.
    seat_view = m.view(2)
    assert seat_view["seen"] == {"story": [], "cloud": card}
    assert card not in str(m.view(None)) and card not in str({k: v for k, v in seat_view.items() if k != "seen"})


def test_telling_puts_the_round_s_cards_face_down_into_its_slot():
    m = match(3)
    m.play(TABLE, Draw())
    m.play(TABLE, Hide())
    m.play(TABLE, Draw())
    drawn = m.state.showing
    assert len(drawn) == 3 and m.view(None)["showing"] == list(drawn)
    m.play(TABLE, Hide())
    assert m.state.slots[0][0] == drawn and m.state.active == 1 and m.state.phase == "draw"
    assert m.view(None)["slots"][0] == [3, 0, 0, 0, 0, 0, 0]


def play_to_round(m, round_: int):
    """Host mode: play every turn with right guesses until ``round_`` begins."""
    while m.state.round < round_ and not m.finished:
        moves = legal(m.state, TABLE)
        rights = [a for a in moves if isinstance(a, (Right, RightCloud, CheckCloud))]
        m.play(TABLE, rights[0] if rights else moves[0])


def test_round_3_hands_out_round_1_s_stack_from_the_storyteller_s_left():
    m = match(4)
    play_to_round(m, 3)
    assert (m.state.round, m.state.active, m.state.phase) == (3, 0, "draw")
    stack = m.state.slots[0][0]
    m.play(TABLE, Draw())
    m.play(TABLE, Hide())
    assert m.state.phase == "hand_out" and len(m.state.slots[0][2]) == 4
    m.play(TABLE, HandOut())
    # three cards, three other seats: one each, from the left (seat 1) on
    assert m.state.hands == ((), (stack[0],), (stack[1],), (stack[2],))
    assert m.state.slots[0][0] == () and m.state.guesser == 1
    assert m.view(1)["hand"] == [stack[0]] and "hand" not in m.view(None)


def test_rounds_6_and_7_hand_out_without_a_story():
    m = match(3)
    play_to_round(m, 6)
    assert m.state.phase == "hand_out" and legal(m.state, TABLE) == [HandOut()]


def test_surplus_cards_go_to_the_storyteller_who_does_not_guess():
    # round 5, three seats: round 3's four cards, two other seats
    state = scenario(3, phase="hand_out", round=5, active=1,
                     slots=((((),) * 7),
                            ((), (), ("cat", "dog", "sun", "moon"), (), ("a1",) * 0, (), ()),
                            (((),) * 7)))
    after = GAME.apply(state, TABLE, HandOut())
    assert after.hands == (("dog",), ("sun", "moon"), ("cat",))
    assert after.guesser == 2 and after.news.surplus == 2
    # the storyteller never guesses, but the others may name its cards
    turns = []
    s = after
    for _ in range(4):
        turns.append(s.guesser)
        s = GAME.apply(s, TABLE, Wrong())
    assert 1 not in turns
    named = GAME.apply(after, TABLE, Right(1, 1))
    assert named.piles[2] == ("moon",) and named.hands[1] == ("sun",)
    check_invariants(named)


def test_fewer_cards_than_seats_later_seats_get_none():
    # six seats, round 3: round 1's three cards for five other seats
    slots = [((),) * 7] * 6
    slots[2] = (("cat", "dog", "sun"),) + ((),) * 6
    state = scenario(6, phase="hand_out", round=3, active=2, slots=tuple(slots), cloud="anchor")
    after = GAME.apply(state, TABLE, HandOut())
    assert after.hands == ((), (), (), ("cat",), ("dog",), ("sun",))
    assert after.dealt_none == (0, 1) and after.news.without == (0, 1)
    # seats without a card still guess from memory in turn
    assert [after.guesser] == [3]


def test_a_seat_without_a_card_takes_one_once_every_holder_has_failed():
    state = guessing(6, active=2, round=3, hands={3: ("cat",), 4: ("dog",), 5: ("sun",)},
                     dealt_none=(0, 1), guesser=3)
    s = state
    for _ in range(3):  # seats 3, 4, 5 (the holders) guess wrong
        assert not [a for a in legal(s, TABLE) if isinstance(a, Take)]
        s = GAME.apply(s, TABLE, Wrong())
    assert s.guesser == 0 and s.hands[0] == ()
    takes = [a for a in legal(s, TABLE) if isinstance(a, Take)]
    assert takes == [Take(3, 0), Take(4, 0), Take(5, 0)]  # every seat earlier in order
    took = GAME.apply(s, TABLE, Take(4, 0))
    assert took.hands[0] == ("dog",) and took.hands[4] == () and took.guesser == 0
    assert took.news.kind == "took"
    # the taker now guesses a card another seat holds
    assert Right(3, 0) in legal(took, TABLE)
    check_invariants(took)


def test_when_everyone_is_stuck_a_seat_without_a_card_must_take_before_the_end():
    # seat 1's turn comes before the holders fail, so the take is forced afterwards
    state = guessing(5, active=0, round=3, hands={1: ("cat",), 2: ("dog",)}, dealt_none=(3, 4),
                     guesser=3)
    s = state
    for _ in range(4):  # 3, 4 from memory, then the holders 1, 2
        s = GAME.apply(s, TABLE, Wrong())
    assert s.phase == "guess" and s.must_take and s.guesser == 3
    assert all(isinstance(a, Take) for a in legal(s, TABLE))
    assert GAME.deadline(s) is None
    s = GAME.apply(s, TABLE, Take(2, 0))
    s = GAME.apply(s, TABLE, Wrong())
    # seat 4 may now take from seat 3 (earlier), so it gets its turn
    assert s.must_take and s.guesser == 4
    s = GAME.apply(s, TABLE, Take(3, 0))
    s = GAME.apply(s, TABLE, Wrong())
    # seat 3 took once already: nobody can take any more, the guessing ends, the two cards leave the game
    assert s.phase == "draw" and s.active == 1 and s.news.ended and s.news.leftover == 2
    check_invariants(s)


# -- guessing, penalties and blockers -------------------------------------------------------


def test_a_right_guess_moves_the_card_to_the_guesser_s_score_pile():
    state = guessing(4, hands={1: ("cat",), 2: ("dog",), 3: ("sun",)})
    after = GAME.apply(state, TABLE, Right(3, 0))
    assert after.piles[1] == ("sun",) and after.hands[3] == () and after.guesser == 2
    assert after.news.pictures == ("sun",)


def test_a_penalty_is_the_round_s_number_from_the_top_of_the_pile():
    state = guessing(4, round=5, hands={1: ("cat",), 2: ("dog",)},
                     piles={1: ("bee", "owl", "fox")})
    after = GAME.apply(state, TABLE, Wrong())
    assert after.piles[1] == ("bee",) and set(after.out) == {"owl", "fox"}
    assert after.news.lost == 2 and not after.news.blocked and after.any_wrong


def test_a_blocker_stops_the_penalty_at_once_and_stays():
    state = guessing(4, round=6, hands={1: ("cat",), 2: ("dog",)}, piles={1: ("bee", B, "fox")})
    after = GAME.apply(state, TABLE, Wrong())
    assert after.piles[1] == ("bee", B) and after.out == ("fox",)
    assert after.news.lost == 1 and after.news.blocked
    # a blocker on top stops the next penalty before any card goes
    again = replace(after, guesser=1)
    again = GAME.apply(again, TABLE, TimeUp())
    assert again.piles[1] == ("bee", B) and again.news.lost == 0 and again.news.blocked


def test_a_penalty_larger_than_the_pile_takes_the_whole_pile_and_no_more():
    assert penalty(("cat",), 2) == ((), ("cat",), False)
    assert penalty((), 2) == ((), (), False)
    state = guessing(4, round=7, hands={1: ("cat",), 2: ("dog",)}, piles={1: ("bee",)})
    after = GAME.apply(state, TABLE, Wrong())
    assert after.piles[1] == () and after.news.lost == 1


def test_the_storyteller_takes_a_blocker_when_nobody_guessed_wrong():
    state = guessing(3, active=0, hands={1: ("cat",), 2: ("dog",)}, piles={0: ("bee",)})
    s = GAME.apply(state, TABLE, Right(2, 0))
    s = GAME.apply(s, TABLE, Right(1, 0))
    assert s.news.ended and s.news.blocker_to == 0
    assert s.piles[0] == ("bee", B) and s.supply == 29 and s.active == 1
    check_invariants(s)


def test_no_blocker_after_a_wrong_guess_or_when_none_is_left():
    state = guessing(3, active=0, hands={1: ("cat",), 2: ("dog",)})
    s = GAME.apply(state, TABLE, Wrong())
    s = GAME.apply(s, TABLE, Right(1, 0))
    s = GAME.apply(s, TABLE, Right(2, 0))
    assert s.news.ended and s.news.blocker_to == -1 and s.supply == 30
    empty = guessing(3, active=0, hands={1: ("cat",), 2: ("dog",)},
                     piles={1: (B,) * 30}, supply=0)
    s = GAME.apply(empty, TABLE, Right(2, 0))
    s = GAME.apply(s, TABLE, Right(1, 0))
    assert s.news.no_blocker_left and s.piles[0] == ()


def test_guessing_ends_when_every_guessing_seat_failed_since_the_last_right_guess():
    state = guessing(4, active=0, hands={1: ("cat",), 2: ("dog",), 3: ("sun",)})
    s = GAME.apply(state, TABLE, Wrong())        # 1 fails
    s = GAME.apply(s, TABLE, Right(3, 0))        # 2 right: a fresh start
    assert s.failed == ()
    s = GAME.apply(s, TABLE, Wrong())            # 3
    s = GAME.apply(s, TABLE, Wrong())            # 1
    assert s.phase == "guess" and s.guesser == 2
    s = GAME.apply(s, TABLE, Wrong())            # 2: everyone failed
    assert s.phase == "draw" and s.news.ended and s.news.leftover == 2
    assert {"cat", "dog"} <= set(s.out)


# -- the thought cloud -------------------------------------------------------------------


def test_the_last_card_in_one_s_own_hand_turns_the_guess_to_the_thought_cloud_right():
    state = guessing(3, active=0, hands={1: ("cat",)}, piles={1: ("bee",)}, cloud="anchor")
    assert legal(state, TABLE) == [CheckCloud(), Wrong(), TimeUp()]
    checked = GAME.apply(state, TABLE, CheckCloud())
    assert checked.showing == ("anchor",) and GAME.view(checked, None)["showing"] == ["anchor"]
    assert legal(checked, TABLE) == [RightCloud(), Wrong()]
    after = GAME.apply(checked, TABLE, RightCloud())
    assert after.piles[1] == ("bee", "anchor") and after.cloud == "cat"
    assert after.news.kind == "cloud_right" and after.news.ended
    check_invariants(after)


def test_a_wrong_guess_of_the_thought_cloud_swaps_and_costs_the_penalty():
    state = guessing(3, active=0, round=5, hands={1: ("cat",)}, piles={1: ("bee", "owl")}, cloud="anchor")
    after = GAME.apply(state, TABLE, Wrong())
    assert after.cloud == "cat" and "anchor" in after.out
    assert after.piles[1] == () and after.news.lost == 2 and after.news.kind == "cloud_wrong"
    check_invariants(after)


def test_at_one_screen_the_rules_judge_the_named_picture():
    state = guessing(3, "digital", active=0, hands={1: ("cat",), 2: ("dog",)}, cloud="anchor")
    assert GAME.to_act(state) == (1,)
    assert Name("cat") not in legal(state, 1) and Name("dog") in legal(state, 1)
    right = GAME.apply(state, 1, Name("dog"))
    assert right.piles[1] == ("dog",) and right.guesser == 2
    wrong = GAME.apply(state, 1, Name("owl"))
    assert wrong.piles[1] == () and wrong.news.kind == "wrong" and wrong.guesser == 2
    # the cloud case at one screen
    cloud = guessing(3, "digital", active=0, hands={2: ("dog",)}, guesser=2, cloud="anchor")
    swapped = GAME.apply(cloud, 2, Name("anchor"))
    assert swapped.piles[2] == ("anchor",) and swapped.cloud == "dog"
    missed = GAME.apply(cloud, 2, Name("owl"))
    assert missed.cloud == "dog" and "anchor" in missed.out


def test_refusals_name_the_rule():
    state = guessing(3, "digital", active=0, hands={1: ("cat",), 2: ("dog",)}, named=("owl",))
    assert "yourself" in str(GAME.refusal(state, 1, Name("cat")))
    assert "already named" in str(GAME.refusal(state, 1, Name("owl")))
    assert "turn" in str(GAME.refusal(state, 2, Name("cat")))
    assert "table" in str(GAME.refusal(state, 1, Wrong())).lower()
    host = guessing(3, active=0, hands={1: ("cat",), 2: ("dog",)})
    assert GAME.refusal(host, TABLE, Take(2, 0)) is not None
    assert GAME.refusal(host, 1, Right(2, 0)) is not None
    m = match(3)
    with pytest.raises(IllegalAction):
        m.play(TABLE, Hide())


# -- the deadline ------------------------------------------------------------------------


def test_a_guess_has_a_15_second_deadline_whose_expiry_counts_as_wrong():
    state = guessing(4, hands={1: ("cat",), 2: ("dog",)})
    deadline = GAME.deadline(state)
    assert deadline == Deadline(TABLE, 15.0, TimeUp(), deadline.label)
    digital = guessing(4, "digital", hands={1: ("cat",), 2: ("dog",)})
    assert GAME.deadline(digital).actor == 1
    assert GAME.deadline(scenario(4, phase="draw")) is None
    after = GAME.apply(state, TABLE, TimeUp())
    assert after.news.kind == "timeout" and after.any_wrong and after.failed == (1,)


# -- the end ---------------------------------------------------------------------------


def test_most_picture_cards_win_then_most_blockers_then_shared():
    from boardgames_desktop.games.eselsbruecke.scoring import outcome_of

    clear = outcome_of((("a", "b"), ("c",), ()))
    assert clear.winners == (0,) and clear.scores == (2, 1, 0) and not clear.tiebreak
    blockers = outcome_of((("a", B), ("c", "d"), ("e", "f", B)))
    assert blockers.winners == (2,) and "blockers" in str(blockers.tiebreak)
    shared = outcome_of((("a", B), ("c", B, "d"), ("e", "f", B)))
    assert shared.winners == (1, 2) and "shared" in str(shared.tiebreak)


def test_a_whole_game_has_seven_rounds_of_one_turn_a_seat():
    m = match(5)
    turns = []
    while not m.finished:
        moves = legal(m.state, TABLE)
        if isinstance(moves[0], Draw) and m.state.phase == "draw":
            turns.append((m.state.round, m.state.active))
        if m.state.phase == "hand_out" and data.row(m.state.round).draw == 0:
            turns.append((m.state.round, m.state.active))
        rights = [a for a in moves if isinstance(a, (Right, RightCloud, CheckCloud))]
        m.play(TABLE, rights[0] if rights else moves[0])
    assert turns == [(r, s) for r in range(1, 8) for s in range(5)]
    assert m.outcome() is not None and sum(m.outcome().scores) > 0
    check_invariants(m.state)


# -- the in-app rules -----------------------------------------------------------------------
def test_help_rules_name_every_decision_the_round_table_and_the_credit():
    text = GAME.rules_text()
    assert "## Our decisions" in text
    for decision in data.DECISIONS:
        assert "- " + decision in text
    # The round table is read from data.py, row by row (round, drawn, handed out, penalty).
    for r, drawn, handed, lost in ((1, "3", "none", "–"), (3, "4", "round 1", "1"), (5, "5", "round 3", "2"),
                                   (7, "none", "round 5", "2")):
        assert f"| {r} | {drawn} | {handed} | {lost} |" in text
    # The penalty decision is worded by hand: it must say what data.PENALTY holds.
    ones = [r for r, n in sorted(data.PENALTY.items()) if n == 1]
    twos = [r for r, n in sorted(data.PENALTY.items()) if n == 2]
    assert (ones, twos) == ([3, 4], [5, 6, 7]), "reword the penalty decision in data.DECISIONS"
    assert "1 card in rounds 3 and 4 and 2 cards in rounds 5, 6 and 7" in data.DECISIONS[0]
    assert "OpenMoji" in text and "CC BY-SA 4.0" in text
    assert f"{data.GUESS_SECONDS:.0f} seconds" in text
