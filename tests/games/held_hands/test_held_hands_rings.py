"""Held hands: ring completion (new goals, the larger discard pile back into the deck,
the pawns one ring inward) and the heart (when it opens, which cards enter it, the
sixth card, holding hands). Built like ``test_held_hands_rules``: a real set-up
changed with ``dataclasses.replace`` (``held_hands_helpers.table``), driven with
``GAME.apply``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from held_hands_helpers import (
    ALL_GOALS_OF_A_PLAYER,
    assert_refused,
    card_for,
    end,
    find_path,
    heart_table,
    play,
    sequences_to,
    step,
    table,
    walk,
)

from boardgames_desktop.games.held_hands.actions import EndTurn, RevealGoal, Step
from boardgames_desktop.games.held_hands.data import (
    EMOTION_CARDS,
    HEART,
    NODES,
)
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import needs_reveal

GATES = ("I0", "I2", "I4", "I6")


# -- ring completion --------------------------------------------------------------------------
def ring_table(pre0, pre1, ring=0, **kw):
    """Seat 1 (index 0) about to finish the ring's last goal on O25 (happy); seat 2 done."""
    cards = list(range(48))
    payer = next(c.id for c in EMOTION_CARDS if c.left == "happy")
    cards.remove(payer)
    d0, d1 = cards[:pre0], cards[pre0 : pre0 + pre1]
    hand0 = [payer] + cards[pre0 + pre1 : pre0 + pre1 + 2]
    done = ("calm", "angry", "sad")
    return table(ring=ring, positions=("O24", "O8"), perspectives=("L", "L"), balances=(0, 0),
                 active=("happy", None), piles=((), ()), done=(done, ("sad", "sad", "calm", "calm")),
                 hands=(hand0, []), discards=(d0, d1), **kw), payer


@pytest.mark.parametrize("pre0,pre1,giver", [(3, 10, 1), (10, 3, 0), (4, 5, 0)])
def test_decision_ring_completion_new_goals_and_the_larger_discard_pile_back_into_the_deck(pre0, pre1, giver):
    """(4, 5): after the step the piles tie 5-5, and the player who completed the ring gives."""
    state, payer = ring_table(pre0, pre1)
    moved = play(state, 0, Step("O25", payer))
    assert moved.ring == 0
    after = end(moved)  # balance +1: no refill muddles the deck
    assert after.ring == 1
    old_goal_deck = moved.goal_deck
    assert after.goal_piles == (old_goal_deck[-4:], old_goal_deck[-8:-4])  # 4 new goals each
    assert after.goal_deck == old_goal_deck[:-8]
    assert after.active_goals == (None, None)
    assert needs_reveal(after, 1) and needs_reveal(after, 0)
    assert after.discards[giver] == ()
    assert after.discards[1 - giver] == moved.discards[1 - giver]
    assert sorted(after.deck) == sorted(moved.deck + moved.discards[giver])
    assert after.deck != moved.deck + moved.discards[giver]  # shuffled
    assert check_invariants(after) == []


def test_decision_ring_completion_tie_the_player_who_completed_it_gives_even_as_seat_2():
    # Player 2 finishes the ring on O9 (calm); the discard piles then tie 6-6.
    payer = next(c.id for c in EMOTION_CARDS if c.left == "calm")
    rest = [c for c in range(48) if c != payer]
    state = table(current=1, positions=("O24", "O8"), perspectives=("L", "L"),
                  active=(None, "calm"), piles=((), ()),
                  done=(("happy", "calm", "angry", "sad"), ("sad", "sad", "happy")),
                  hands=([], [payer]), discards=(rest[:6], rest[6:11]))
    moved = play(state, 1, Step("O9", payer))
    assert len(moved.discards[0]) == len(moved.discards[1]) == 6
    after = end(moved)
    assert after.ring == 1
    assert after.discards == (moved.discards[0], ())
    assert sorted(after.deck) == sorted(moved.deck + moved.discards[1])


def test_ring_completion_lets_the_pawns_move_one_ring_inward():
    state, payer = ring_table(3, 3)
    # Player 2 will step O8 -> M4 (happy, middle ring) after the reveals.
    m4_card = next(c for c in state.deck if EMOTION_CARDS[c].left == "happy")
    state = replace(state, hands=(state.hands[0], (m4_card,)), deck=tuple(c for c in state.deck if c != m4_card))
    assert_refused(replace(state, current=1, turn_start="O8"), 1, Step("M4", m4_card), "further in")
    state = end(play(state, 0, Step("O25", payer)))
    assert state.ring == 1
    state = play(state, 1, RevealGoal())
    state = play(state, 0, RevealGoal())
    state = play(state, 1, Step("M4", m4_card))
    assert state.positions[1] == "M4"
    assert_refused(state, 1, Step("I2", m4_card), "further in than the middle ring")


def test_inner_ring_completion_opens_the_heart_with_no_new_goals():
    done1 = ALL_GOALS_OF_A_PLAYER
    done0 = ALL_GOALS_OF_A_PLAYER[:-1]  # the last sad one is active
    state = table(ring=2, positions=("I5", "M0"), active=(ALL_GOALS_OF_A_PLAYER[-1], None), piles=((), ()),
                  done=(done0, done1), balances=(0, 0), hands=(["sad"], []))
    after = end(step(state, "I6"))  # inner, sad
    assert after.ring == 3
    assert after.goal_piles == ((), ()) and after.goal_deck == ()
    assert after.active_goals == (None, None) and not needs_reveal(after, 1)
    assert check_invariants(after) == []


# == the heart ================================================================================
def test_heart_refused_before_the_inner_rings_goals_are_done():
    state = table(ring=2, positions=("I0", "O8"), balances=(-1, 0), hands=(["happy"], []))
    assert_refused(state, 0, Step(HEART, state.hands[0][0]), "heart opens only")


def test_heart_only_from_inner_0_2_4_6():
    for here in ("I1", "I3", "I5", "I7", "M0"):
        state = heart_table(positions=(here, "O8"), balances=(-1, 0), hands=(["happy"], []))
        assert_refused(state, 0, Step(HEART, state.hands[0][0]), "joined to yours by a line")
    for here in GATES:
        state = heart_table(positions=(here, "O8"), balances=(-1, 0), hands=(["happy"], []))
        assert play(state, 0, Step(HEART, state.hands[0][0])).positions[0] == HEART


@pytest.mark.parametrize("balance,emotion", [(-1, "happy"), (-1, "calm"), (1, "angry"), (1, "sad")])
def test_heart_takes_any_card_whose_emotion_brings_the_balance_to_0(balance, emotion):
    state = heart_table(positions=("I0", "O8"), balances=(balance, 0), hands=([emotion], []))
    after = play(state, 0, Step(HEART, state.hands[0][0]))
    assert after.balances[0] == 0 and after.positions[0] == HEART


@pytest.mark.parametrize("balance,emotion,result", [(0, "happy", "+1"), (0, "sad", "-1"), (-1, "sad", "-2"),
                                                    (1, "calm", "+2")])
def test_heart_refused_when_the_balance_would_not_then_be_0(balance, emotion, result):
    state = heart_table(positions=("I0", "O8"), balances=(balance, 0), hands=([emotion], []))
    assert_refused(state, 0, Step(HEART, state.hands[0][0]), "balance must then be 0", result)


def test_heart_entered_with_the_sixth_card_resets_to_0():
    # From +1, five inner/middle steps ending on a gate with the balance at +2; the
    # sixth card, happy, would make +3, but the sixth card of a turn sets it to 0.
    found = None
    for start in [n for n in NODES if NODES[n].ring in (1, 2)]:
        for seq in sequences_to(2, 5, start=1):
            p = find_path(start, seq, max_ring=2)
            if p and p[-1] in GATES:
                found = (start, p, seq)
                break
        if found:
            break
    assert found
    start, path, seq = found
    partner = next(n for n in NODES if NODES[n].ring == 0)
    state = heart_table(positions=(start, partner), balances=(1, 0), hands=(list(seq) + ["happy"], []))
    state = walk(state, path)
    assert state.balances[0] == 2
    happy = card_for(state, "happy")
    state = play(state, 0, Step(HEART, happy))
    assert state.balances[0] == 0 and state.positions[0] == HEART


def test_entering_the_heart_ends_the_move():
    state = heart_table(positions=("I0", "O8"), balances=(-1, 0), hands=(["happy", "calm", "happy"], []))
    state = step(state, "H", card=card_for(state, "happy"))
    legal = GAME.legal_actions(state, 0)
    assert legal and all(isinstance(a, EndTurn) for a in legal)
    assert_refused(state, 0, Step("I1", card_for(state, "calm")), "in the heart")
    after = end(state)
    assert after.in_heart == (True, False) and after.phase == "play" and after.current == 1


def test_both_in_the_heart_the_couple_holds_hands_and_wins():
    state = heart_table(positions=("I0", "I3"), balances=(-1, 0), hands=(["happy"], ["calm", "sad"]))
    state = end(step(state, HEART, card=card_for(state, "happy")))
    assert state.in_heart == (True, False) and state.current == 1
    # Player 2 walks I3 -> I4 (calm: +1) and then into the heart with a sad card (-1 -> 0).
    state = step(state, "I4")
    assert state.balances[1] == 1
    state = play(state, 1, Step(HEART, card_for(state, "sad")))
    assert state.phase == "play"  # not yet: the move is confirmed by EndTurn
    state = end(state)
    assert state.phase == "over"
    assert state.result.winners == (0, 1) and state.result.reason == "heart"
    assert state.in_heart == (True, True)


def test_partner_in_the_heart_does_not_block_the_follower():
    state = heart_table(positions=("I2", HEART), in_heart=(False, True), balances=(1, 0), hands=(["sad"], []))
    after = play(state, 0, Step(HEART, state.hands[0][0]))
    assert after.positions == (HEART, HEART)
    assert check_invariants(after) == []
    assert end(after).result.reason == "heart"
