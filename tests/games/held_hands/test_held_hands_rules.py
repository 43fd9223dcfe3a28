"""Held hands: targeted rules tests. Each builds a table with ``dataclasses.replace``
on a real set-up (see ``held_hands_helpers.table``) and drives it with ``GAME.apply``.

Quick board reference (spec): outer O23 sad (west), O24 angry (axis, seat 1's
start), O25 happy (east), O26 angry; O7 angry (east), O8 sad (axis, seat 2's
start), O9 calm (west); M12 calm (axis); I0 happy, I2 angry, I4 calm, I6 sad.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from held_hands_helpers import (
    assert_refused,
    balance_walk,
    card_for,
    end,
    find_path,
    fresh,
    heart_table,
    play,
    sequences_to,
    step,
    table,
    walk,
)

from boardgames_desktop.core.i18n import render
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.data import (
    ADJACENT,
    BALANCE_CHANGE,
    EMOTION_CARDS,
    EMOTIONS,
    GOAL_CARDS,
    HEART,
    NODES,
)
from boardgames_desktop.games.held_hands.invariants import invariants as check_invariants
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.state import needs_reveal, perspective_of, visible

GATES = ("I0", "I2", "I4", "I6")


# == the balance ===========================================================================
def test_spec_worked_example_angry_sad_calm_gives_minus1_minus2_minus1():
    assert balance_walk(["angry", "sad", "calm"]) == [-1, -2, -1]
    # A real path on the board whose nodes are angry, sad, calm.
    start, path = next(
        (s, p)
        for s in (f"O{i}" for i in range(32))
        if (p := find_path(s, ["angry", "sad", "calm"])) is not None
    )
    partner = next(f"O{i}" for i in range(32) if f"O{i}" not in path and f"O{i}" != start)
    state = table(positions=(start, partner), hands=(["angry", "sad", "calm", "happy"], []))
    balances = []
    for node in path:
        state = step(state, node)
        balances.append(state.balances[0])
    assert balances == [-1, -2, -1]
    assert state.phase == "play"


@pytest.mark.parametrize("emotion", EMOTIONS)
def test_each_node_entered_changes_the_movers_balance_at_once_by_its_emotion(emotion):
    here, target = next(
        (f"O{i}", n)
        for i in range(10, 23)  # west of the axis, clear of both start nodes
        for n in ADJACENT[f"O{i}"]
        if NODES[n].ring == 0 and NODES[n].emotion == emotion
    )
    state = table(positions=(here, "O8"), hands=([emotion], []))
    after = step(state, target)
    assert after.balances == (BALANCE_CHANGE[emotion], 0)


# == perspective ============================================================================
def test_perspective_of_seat_1_west_is_left_seat_2_east_is_left():
    assert perspective_of(0, "O16") == "L" and perspective_of(0, "O0") == "R"  # west, east
    assert perspective_of(1, "O0") == "L" and perspective_of(1, "O16") == "R"
    for axis in ("O8", "O24", "M4", "M12", "I2", "I6"):
        assert perspective_of(0, axis) is None and perspective_of(1, axis) is None


def test_seat_1_ending_on_the_other_side_switches_perspective_forced():
    # Seat 1 (index 0) on O23 (west: left) walks through O24 (axis) to O25 (east).
    state = table(positions=("O23", "O8"), perspectives=("L", "L"), hands=(["angry", "happy"], []))
    state = walk(state, ["O24", "O25"])
    ends = [a for a in GAME.legal_actions(state, 0) if isinstance(a, EndTurn)]
    assert ends == [EndTurn("R")]
    assert_refused(state, 0, EndTurn("L"), "cannot choose")
    state = end(state, "R")
    assert state.perspectives[0] == "R"


def test_seat_2_ending_on_the_east_switches_to_left_forced():
    # Seat 2 (index 1) on O9 (west: its right) walks through O8 (axis) to O7 (east: its left).
    state = table(current=1, positions=("O24", "O9"), perspectives=("L", "R"), hands=([], ["sad", "angry"]))
    state = walk(state, ["O8", "O7"])
    assert [a for a in GAME.legal_actions(state, 1) if isinstance(a, EndTurn)] == [EndTurn("L")]
    assert_refused(state, 1, EndTurn("R"), "cannot choose")
    state = end(state)
    assert state.perspectives[1] == "L"


def test_ending_on_the_same_side_keeps_perspective():
    state = table(positions=("O22", "O8"), perspectives=("L", "L"), hands=(["sad"], []))
    state = end(step(state, "O23"))
    assert state.perspectives[0] == "L"


@pytest.mark.parametrize("choice", ["L", "R"])
def test_ending_on_a_middle_node_offers_keep_or_switch(choice):
    state = table(positions=("O23", "O8"), perspectives=("L", "L"), hands=(["angry"], []))
    state = step(state, "O24")  # the axis
    ends = [a for a in GAME.legal_actions(state, 0) if isinstance(a, EndTurn)]
    assert ends == [EndTurn("L"), EndTurn("R")]  # keep first, then switch
    state = play(state, 0, EndTurn(choice))
    assert state.perspectives[0] == choice


def test_cards_visible_half_follows_the_owners_perspective():
    card = next(c.id for c in EMOTION_CARDS if (c.left, c.right) == ("happy", "sad"))
    # The card is seat 2's; seat 2's perspective is right: it shows sad.
    state = table(positions=("O24", "O8"), perspectives=("L", "R"), hands=([], [card]))
    assert visible(card, "R") == "sad"
    assert_refused(state, 0, Step("O25", card), "shows sad")  # O25 is happy
    after = play(state, 0, Step("O23", card))  # O23 is sad
    assert after.positions[0] == "O23"
    # The same card with seat 2's perspective switched to left shows happy.
    flipped = replace(state, perspectives=("L", "L"))
    assert play(flipped, 0, Step("O25", card)).positions[0] == "O25"
    assert_refused(flipped, 0, Step("O23", card), "shows happy")
    # The view shows the owner's half, the mover's perspective does not matter.
    view = GAME.view(state, 0)
    assert view["hands"][1][0] == {"id": card, "left": "happy", "right": "sad", "visible": "sad"}


def test_both_hands_can_pay_and_played_cards_go_to_the_movers_discard_pile():
    state = table(positions=("O22", "O8"), perspectives=("L", "L"), hands=(["sad", "happy"], ["angry"]))
    own = card_for(state, "sad", hand=0)
    partners = card_for(state, "angry", hand=1)
    state = play(state, 0, Step("O23", own))
    state = play(state, 0, Step("O24", partners))
    assert partners not in state.hands[1] and state.hands[1] == ()
    assert state.discards == ((own, partners), ())
    assert state.cards_played == (own, partners)


def test_partner_plays_from_the_movers_hand_into_the_partners_own_discard_pile():
    state = table(current=1, positions=("O24", "O8"), perspectives=("L", "L"), hands=(["calm"], []))
    card = state.hands[0][0]
    state = play(state, 1, Step("O9", card))
    assert state.hands[0] == () and state.discards == ((), (card,))


# == illegal moves: refused with the reason, nothing changes ===================================
def basic():
    return table(positions=("O24", "O8"), perspectives=("L", "L"),
                 hands=(["sad", "happy", "calm", "angry"], ["angry", "calm"]))


def test_refused_not_your_turn():
    state = basic()
    assert_refused(state, 1, Step("O9", card_for(state, "calm")), "Player 1's turn")
    assert_refused(state, 1, EndTurn("L"), "Player 1's turn")


def test_refused_not_adjacent():
    state = basic()
    assert_refused(state, 0, Step("O22", card_for(state, "calm")), "joined to yours by a line")
    assert_refused(state, 0, Step("M0", card_for(state, "sad")), "joined to yours by a line")


def test_refused_no_such_node():
    state = basic()
    assert_refused(state, 0, Step("X9", card_for(state, "sad")), "no node")


def test_refused_entering_the_partners_node():
    state = table(positions=("O24", "O25"), hands=(["happy", "sad"], []))
    assert_refused(state, 0, Step("O25", card_for(state, "happy")), "partner's node")


def test_refused_passing_the_partners_node():
    # O26 lies beyond the partner on O25: every legal route this turn avoids O25.
    state = table(positions=("O24", "O25"), hands=(["happy", "angry", "calm", "sad"], []))
    assert_refused(state, 0, Step("O25", card_for(state, "happy")), "partner's node")
    entered: set[str] = set()

    def explore(s):
        for action in GAME.legal_actions(s, 0):
            if isinstance(action, Step):
                entered.add(action.node)
                nxt = play(s, 0, action)
                if nxt.phase == "play":
                    explore(nxt)

    explore(state)
    assert "O25" not in entered
    # ...and it stays refused mid-move, when the partner's node is next to the path.
    state = table(positions=("O27", "O25"), hands=(["angry", "happy"], []))
    state = step(state, "O26")
    assert_refused(state, 0, Step("O25", card_for(state, "happy")), "partner's node")


def test_refused_a_node_twice_in_one_turn():
    state = table(positions=("O22", "O8"), hands=(["sad", "angry", "sad"], []))
    state = walk(state, ["O23", "O24"])
    assert_refused(state, 0, Step("O23", card_for(state, "sad")), "twice in one turn")


def test_decision_refused_the_node_the_turn_started_on_counts_as_entered():
    state = table(positions=("O24", "O8"), hands=(["happy", "angry"], []))
    state = step(state, "O25")
    assert state.turn_start == "O24"
    assert_refused(state, 0, Step("O24", card_for(state, "angry")), "twice in one turn", "started on")


def test_decision_the_start_node_of_the_game_counts_as_entered():
    state = fresh(4, first=0)
    state = play(state, 0, Fan("L"))
    state = play(state, 1, Fan("L"))
    state = play(state, 0, RevealGoal())
    state = play(state, 1, RevealGoal())
    assert state.turn_start == "O24" and state.positions[0] == "O24"
    # Give seat 1 cards that would pay O25 (happy) and back to O24 (angry).
    mine = tuple(c.id for c in EMOTION_CARDS if c.left == "happy")[:3] + tuple(
        c.id for c in EMOTION_CARDS if c.left == "angry")[:3]
    pool = state.deck + state.hands[0] + state.hands[1]
    state = replace(state, hands=(mine, ()), deck=tuple(c for c in pool if c not in mine))
    assert check_invariants(state) == []
    state = step(state, "O25")
    assert_refused(state, 0, Step("O24", card_for(state, "angry")), "twice in one turn")


@pytest.mark.parametrize("ring,here,inward", [(0, "O24", "M12"), (0, "O25", "M13"), (1, "M12", "I6")])
def test_refused_further_in_than_the_current_ring(ring, here, inward):
    emotion = NODES[inward].emotion
    state = table(ring=ring, positions=(here, "O8"), hands=([emotion], []))
    assert_refused(state, 0, Step(inward, state.hands[0][0]), "further in than the")


def test_refused_wrong_colour():
    state = basic()
    calm = card_for(state, "calm")
    rule = assert_refused(state, 0, Step("O25", calm), "shows calm", "happy")
    assert "perspective" in rule


def test_refused_ending_the_turn_without_a_step():
    state = basic()
    assert_refused(state, 0, EndTurn("L"), "at least one node")
    assert_refused(state, 0, EndTurn("R"), "at least one node")


def test_refused_revealing_with_an_active_goal():
    state = basic()
    assert_refused(state, 0, RevealGoal(), "already have an active goal")


def test_refused_a_card_in_neither_hand():
    state = table(positions=("O24", "O8"), hands=(["happy"], []), discards=(["happy"], []))
    in_deck = next(c for c in state.deck if EMOTION_CARDS[c].left == "happy")
    in_discard = state.discards[0][0]
    assert_refused(state, 0, Step("O25", in_deck), "neither hand")
    assert_refused(state, 0, Step("O25", in_discard), "neither hand")
    assert_refused(state, 0, Step("O25", 999), "neither hand")


def test_refused_moving_when_a_goal_must_be_revealed_and_other_phase_actions():
    state = table(active=(None, "sad"), piles=(("happy",), ("sad",)), hands=(["happy"], []))
    assert GAME.legal_actions(state, 0) == [RevealGoal()]
    assert_refused(state, 0, Step("O25", state.hands[0][0]), "reveal your next goal")
    assert_refused(state, 0, EndTurn("L"), "reveal your next goal")
    assert_refused(state, 0, Fan("L"), "only at the start")
    setup = fresh(1, first=0)
    assert_refused(setup, 0, RevealGoal(), "fans their hand")


# == losing ===================================================================================
@pytest.mark.parametrize("balance,node,card,final", [(-2, "O23", "sad", -3), (2, "O25", "happy", 3)])
def test_loss_balance_leaves_minus2_to_plus2(balance, node, card, final):
    state = table(positions=("O24", "O8"), balances=(balance, 0), hands=([card, "calm"], []))
    state = step(state, node)
    assert state.phase == "over"
    assert state.balances[0] == final
    assert state.result.winners == () and state.result.reason == "balance"
    assert GAME.outcome(state) == state.result
    assert GAME.to_act(state) == () and GAME.legal_actions(state, 0) == []
    assert_refused(state, 0, EndTurn("R"), "game is over")


def test_balance_at_the_edge_is_still_in_play():
    state = table(positions=("O24", "O8"), balances=(-1, 0), hands=(["sad"], []))
    state = step(state, "O23")
    assert state.balances[0] == -2 and state.phase == "play"


def only(pairs):
    """Card ids whose (left, right) is one of ``pairs``."""
    return [c.id for c in EMOTION_CARDS if (c.left, c.right) in pairs]


def test_loss_stuck_no_card_can_pay_a_step_for_the_next_player():
    # Player 2 on O8 can only go to O7 (angry) or O9 (calm): every card left
    # shows happy or sad whatever the perspective.
    hs, sh = only({("happy", "sad")}), only({("sad", "happy")})
    state = table(positions=("O24", "O8"), perspectives=("L", "L"), hands=([hs[0], hs[1], sh[0]], [hs[2], sh[1]]))
    state = end(step(state, "O25", card=hs[0]))  # balance +1: no refill
    assert state.phase == "over"
    assert state.result.reason == "stuck" and state.result.winners == ()
    assert "Player 2 cannot take a legal turn" in render(state.result.message)
    assert "no card in either hand can pay" in render(state.result.message)


def test_loss_stuck_when_both_hands_are_empty():
    card = only({("happy", "sad")})[0]
    state = table(positions=("O24", "O8"), perspectives=("L", "L"), hands=([card], []))
    state = end(step(state, "O25", card=card))
    assert state.hands == ((), ())
    assert state.result.reason == "stuck"
    assert "no card is left in either hand" in render(state.result.message)


def test_loss_stuck_when_the_only_payable_nodes_are_the_partners_or_further_in():
    # Player 2 steps O10 -> O9 (calm) next to Player 1 on O8, whose neighbours are
    # O7 (angry: no card), O9 (the partner's: a calm card would pay) and M4 (happy,
    # middle ring: closed in ring 0; a happy card would pay).
    state = table(current=1, positions=("O8", "O10"), perspectives=("L", "L"),
                  hands=(["calm", "happy"], ["calm"]))
    state = end(step(state, "O9", hand=1))  # +1: no refill
    assert state.hands[1] == ()
    assert state.phase == "over" and state.result.reason == "stuck"
    assert "Player 1 cannot take a legal turn" in render(state.result.message)
    assert "no card in either hand can pay" in render(state.result.message)


def test_loss_stuck_is_checked_once_the_first_reveal_turns_are_over():
    # Player 1 on O24 can go to O23 (sad) or O25 (happy); every card shows calm or angry.
    state = fresh(2, first=0)
    calm_angry = only({("calm", "angry"), ("angry", "calm")})  # 8 cards
    # Both reveal turns end at balance 0, so each refills its hand to 6 from the
    # top of the deck: the top four cards show calm or angry too (fanned left).
    top = only({("calm", "happy"), ("angry", "sad")})[:4]
    rest = tuple(c for c in range(48) if c not in calm_angry and c not in top)
    state = replace(state, hands=(tuple(calm_angry[:4]), tuple(calm_angry[4:])), deck=rest + tuple(top))
    assert check_invariants(state) == []
    state = play(state, 0, Fan("L"))
    state = play(state, 1, Fan("L"))
    assert state.phase == "play"  # revealing a goal is always possible
    state = play(state, 0, RevealGoal())
    state = play(state, 1, RevealGoal())
    assert [len(h) for h in state.hands] == [6, 6]
    assert state.phase == "over" and state.result.reason == "stuck"
    assert state.result.winners == ()


def test_loss_no_follow_partner_does_not_enter_the_heart_on_the_very_next_turn():
    state = heart_table(positions=("I0", HEART), in_heart=(False, True), balances=(1, 0),
                        hands=(["sad", "calm"], []))
    assert Step(HEART, card_for(state, "sad")) in GAME.legal_actions(state, 0)  # following was possible
    state = end(step(state, "I1"))  # calm: +2, still in play, but not in the heart
    assert state.phase == "over"
    assert state.result.reason == "no-follow" and state.result.winners == ()


# == our decisions ============================================================================
def test_decision_junction_step_from_an_odd_outer_node_to_both_middle_nodes():
    for target in ("M12", "M13"):
        state = table(ring=1, positions=("O25", "O8"), hands=([NODES[target].emotion], []))
        after = step(state, target)
        assert after.positions[0] == target


def test_decision_each_player_has_their_own_active_goal():
    state = table(positions=("O24", "O8"), active=("happy", "calm"),
                  piles=(("angry",), ("angry",)), balances=(0, 0), hands=(["happy", "calm"], []))
    goal0, goal1 = state.active_goals
    assert GOAL_CARDS[goal0] == "happy" and GOAL_CARDS[goal1] == "calm"
    # Ending on the partner's goal colour does nothing for either goal.
    other = table(positions=("O26", "O8"), active=("happy", "calm"), piles=(("angry",), ("angry",)),
                  hands=(["calm"], []))
    after = end(step(other, "O27"))  # calm
    assert after.active_goals == other.active_goals and after.goals_done == ((), ())
    # Ending on one's own goal colour completes only one's own goal.
    after = end(step(state, "O25"))  # happy
    assert after.goals_done == ((goal0,), ())
    assert after.active_goals[1] == goal1


def test_decision_a_player_whose_ring_goals_are_done_has_no_goal_and_plays_normally():
    state = table(positions=("O24", "O8"), active=(None, "sad"), piles=((), ("sad",)),
                  done=(("happy", "calm", "angry", "sad"), ("sad", "sad")), hands=(["happy"], []))
    assert not needs_reveal(state, 0)
    legal = GAME.legal_actions(state, 0)
    assert RevealGoal() not in legal and any(isinstance(a, Step) for a in legal)
    assert_refused(state, 0, RevealGoal(), "all done")
    after = end(step(state, "O25"))
    assert after.active_goals[0] is None and after.ring == 0
    assert after.current == 1


def test_decision_revealing_a_goal_is_the_whole_turn():
    # Balance +1: no refill either (at 0 the hand refills, see the next test).
    state = table(positions=("O24", "O8"), balances=(1, 0), active=(None, "sad"), piles=(("happy", "calm"), ("sad",)),
                  hands=(["happy"], ["calm"]))
    top = state.goal_piles[0][-1]
    after = play(state, 0, RevealGoal())
    assert after.active_goals[0] == top and after.goal_piles[0] == state.goal_piles[0][:-1]
    assert after.current == 1 and after.turn == state.turn + 1
    assert after.positions == state.positions and after.hands == state.hands
    assert after.balances == state.balances and after.path == ()
    assert_refused(after, 0, Step("O25", state.hands[0][0]), "Player 2's turn")


def test_a_turn_that_only_reveals_a_goal_refills_the_hand_at_balance_0():
    """Seed: whenever a player ends a turn at balance 0, they refill to 6; a turn
    that only reveals a goal is a turn like any other."""
    state = table(positions=("O24", "O8"), balances=(0, 1), active=(None, "sad"),
                  piles=(("happy", "calm"), ("sad",)), hands=(["happy", "sad"], ["calm"]))
    deck = state.deck
    after = play(state, 0, RevealGoal())
    assert after.hands[0] == state.hands[0] + tuple(reversed(deck[-4:]))  # drawn from the top
    assert after.deck == deck[:-4] and after.hands[1] == state.hands[1]
    assert check_invariants(after) == []


def test_a_reveal_turn_away_from_balance_0_draws_nothing():
    state = table(positions=("O24", "O8"), balances=(-1, 0), active=(None, "sad"),
                  piles=(("happy", "calm"), ("sad",)), hands=(["happy", "sad"], ["calm"]))
    after = play(state, 0, RevealGoal())
    assert after.hands == state.hands and after.deck == state.deck


def six_card_path():
    """A 7-node outer path from O0 whose first five balances stay in -2..+2."""
    path = ["O1", "O2", "O3", "O4", "O5", "O6", "O7"]
    emotions = [NODES[n].emotion for n in path]
    return path, emotions


def test_decision_from_the_sixth_card_of_a_turn_each_step_sets_the_balance_to_0():
    path, emotions = six_card_path()
    plain = balance_walk(emotions)
    assert all(-2 <= b <= 2 for b in plain[:5])
    state = table(positions=("O0", "O16"), hands=(emotions[:6], emotions[6:]))
    seen = []
    for node in path:
        state = step(state, node)
        seen.append(state.balances[0])
    assert seen[:5] == plain[:5]
    assert seen[5:] == [0, 0]
    assert plain[6] != 0  # without the rule the 7th would not be 0
    assert state.phase == "play"


def test_decision_the_sixth_card_reset_comes_before_the_balance_check():
    # From +1, five steps to +2, then a sixth happy/calm step: +3 without the reset, 0 with it.
    found = None
    for i in range(32):
        start = f"O{i}"
        for sixth in ("happy", "calm"):
            for seq in sequences_to(2, 5, start=1):
                p = find_path(start, list(seq) + [sixth])
                if p:
                    found = (start, p, list(seq) + [sixth])
                    break
            if found:
                break
        if found:
            break
    assert found, "no such path on the board"
    start, path, emotions = found
    partner = next(f"O{i}" for i in range(32) if f"O{i}" not in path and f"O{i}" != start)
    state = table(positions=(start, partner), balances=(1, 0), hands=(emotions[:6], []))
    state = walk(state, path[:5])
    assert state.balances[0] == 2
    state = step(state, path[5])
    assert state.phase == "play" and state.balances[0] == 0


# -- refill ----------------------------------------------------------------------------------
def test_refill_draws_up_to_six_when_the_balance_is_0_at_the_end_of_the_turn():
    state = table(positions=("O24", "O8"), balances=(-1, 0), hands=(["happy", "sad"], ["calm"]))
    deck = state.deck
    after = end(step(state, "O25"))
    assert after.balances[0] == 0
    assert len(after.hands[0]) == 6
    kept = tuple(c for c in state.hands[0] if c not in after.discards[0])
    assert after.hands[0] == kept + tuple(reversed(deck[-5:]))  # drawn from the top (the end)
    assert after.deck == deck[:-5]
    assert after.hands[1] == state.hands[1]  # only the mover refills


def test_no_refill_when_the_balance_is_not_0_at_the_end_of_the_turn():
    state = table(positions=("O24", "O8"), balances=(0, 0), hands=(["happy", "sad"], []))
    after = end(step(state, "O25"))
    assert after.balances[0] == 1 and len(after.hands[0]) == 1 and after.deck == state.deck


def test_refill_counts_the_balance_at_the_end_not_during_the_move():
    state = table(positions=("O24", "O8"), balances=(1, 0), hands=(["sad", "calm", "happy"], []))
    state = step(state, "O23")  # sad: 0 on the way
    assert state.balances[0] == 0
    state = step(state, "O22")  # calm: +1 at the end
    assert state.balances[0] == 1
    after = end(state)
    assert len(after.hands[0]) == len(state.hands[0])


def _refill_table(mover, pre_own, pre_other, deck_size):
    """The mover steps with a card from a 3-card hand, balance -1 -> 0, and refills.

    Cards go: mover's hand 3, partner's hand 6, deck ``deck_size``, the mover's
    discard pile ``pre_own`` and the partner's the rest (``pre_other`` checked)."""
    if mover == 0:
        target, side = "O25", "L"  # O25 happy, next to O24
    else:
        target, side = "O9", "L"  # O9 calm, next to O8
    need = NODES[target].emotion
    payer = next(c.id for c in EMOTION_CARDS if c.half(side) == need)
    others = [c for c in range(48) if c != payer]
    hand = [payer] + others[:2]
    partner_hand = others[2:8]
    rest = others[8:]
    deck, rest = rest[:deck_size], rest[deck_size:]
    own_discards, other_discards = rest[:pre_own], rest[pre_own:]
    assert len(other_discards) == pre_other
    hands = [None, None]
    hands[mover], hands[1 - mover] = hand, partner_hand
    discards = [None, None]
    discards[mover], discards[1 - mover] = own_discards, other_discards
    state = table(current=mover, positions=("O24", "O8"), perspectives=("L", "L"),
                  balances=(-1, -1), hands=tuple(hands), discards=tuple(discards), deck=deck)
    return state, target, payer


@pytest.mark.parametrize("mover", [0, 1])
def test_decision_refill_when_the_deck_runs_out_takes_the_larger_discard_pile(mover):
    state, target, payer = _refill_table(mover, pre_own=10, pre_other=27, deck_size=2)
    old_deck, other_pile = state.deck, state.discards[1 - mover]
    after = end(play(state, mover, Step(target, payer)))
    hand = after.hands[mover]
    assert len(hand) == 6
    assert set(old_deck) <= set(hand)  # the deck first...
    drawn_from_pile = set(hand) - set(old_deck) - set(state.hands[mover])
    assert len(drawn_from_pile) == 2 and drawn_from_pile <= set(other_pile)  # ...then the larger pile
    assert after.discards[1 - mover] == ()
    assert after.discards[mover] == state.discards[mover] + (payer,)
    assert set(after.deck) == set(other_pile) - drawn_from_pile
    assert check_invariants(after) == []


@pytest.mark.parametrize("mover", [0, 1])
def test_decision_refill_larger_pile_may_be_the_movers_own(mover):
    state, target, payer = _refill_table(mover, pre_own=25, pre_other=14, deck_size=0)
    after = end(play(state, mover, Step(target, payer)))
    assert len(after.hands[mover]) == 6
    assert after.discards[mover] == ()
    assert after.discards[1 - mover] == state.discards[1 - mover]
    assert len(after.deck) == 26 - 4


@pytest.mark.parametrize("mover", [0, 1])
def test_decision_refill_tie_takes_the_drawing_players_own_pile(mover):
    state, target, payer = _refill_table(mover, pre_own=19, pre_other=20, deck_size=0)
    moved = play(state, mover, Step(target, payer))
    assert len(moved.discards[0]) == len(moved.discards[1]) == 20
    after = end(moved)
    assert len(after.hands[mover]) == 6
    assert after.discards[mover] == ()
    assert after.discards[1 - mover] == state.discards[1 - mover]
    assert set(after.hands[mover]) - set(state.hands[mover]) <= set(moved.discards[mover])


def test_decision_refill_stops_short_only_when_deck_and_both_discard_piles_are_empty():
    # With all 48 cards in play this cannot happen (hands hold at most 12), so this
    # table is deliberately short of cards: 3 in the mover's hand, nothing else.
    state = table(positions=("O24", "O8"), balances=(-1, 0), hands=(["happy", "sad", "calm"], []))
    state = replace(state, deck=())
    moved = step(state, "O25")
    after = end(moved)
    # Deck empty -> the only non-empty pile (the card just played) is drawn; then nothing.
    assert sorted(after.hands[0]) == sorted(state.hands[0])
    assert after.deck == () and after.discards == ((), ())


# -- goals ---------------------------------------------------------------------------------------
def test_goal_done_when_ending_on_its_emotion_in_the_current_ring_and_next_revealed_at_once():
    state = table(positions=("O24", "O8"), active=("happy", "sad"), piles=(("calm", "angry"), ("sad",)),
                  hands=(["happy"], []))
    goal, top = state.active_goals[0], state.goal_piles[0][-1]
    after = end(step(state, "O25"))
    assert after.goals_done[0] == (goal,)
    assert after.active_goals[0] == top and GOAL_CARDS[top] == "angry"
    assert after.goal_piles[0] == state.goal_piles[0][:-1]
    assert not needs_reveal(after, 0)


def test_goal_not_done_by_passing_its_emotion_without_ending_there():
    state = table(positions=("O24", "O8"), active=("happy", "sad"), piles=(("calm",), ("sad",)),
                  hands=(["happy", "angry"], []))
    after = end(walk(state, ["O25", "O26"]))
    assert after.goals_done == ((), ()) and after.active_goals == state.active_goals


def test_goal_on_the_right_emotion_in_another_ring_does_not_count():
    # Ring 1 is current: an outer calm node does not count, a middle calm node does.
    state = table(ring=1, positions=("O26", "O8"), active=("calm", "sad"), piles=(("sad",), ("sad",)),
                  done=(("happy",) * 4, ("angry",) * 4), hands=(["calm"], []))
    after = end(step(state, "O27"))  # outer, calm
    assert after.goals_done[0] == state.goals_done[0]
    state = replace(state, positions=("O24", "O8"), turn_start="O24")
    after = end(step(state, "M12"))  # middle, calm
    assert len(after.goals_done[0]) == 5


def test_last_goal_of_the_ring_done_leaves_no_goal_until_the_partner_finishes():
    state = table(positions=("O24", "O8"), active=("happy", "sad"), piles=((), ("sad",)),
                  done=(("calm", "angry", "sad"), ("sad",)), hands=(["happy"], []))
    after = end(step(state, "O25"))
    assert after.active_goals[0] is None and after.goal_piles[0] == ()
    assert after.ring == 0 and not needs_reveal(after, 0)
