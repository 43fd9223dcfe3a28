"""Hooky rules: the spec's examples, every player count, every tie-break."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import Hidden, SeatSpec, Undo
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.hooky.ai import BOTS
from boardgames_desktop.games.hooky.data import LETTERS, SETUPS
from boardgames_desktop.games.hooky.rules import (
    ACTIONS,
    GAME,
    Ask,
    EnterHand,
    FixAnswer,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
    RevealPlayground,
    count_in_hand,
    rank_winners,
    score_row,
)

from .helpers import dealt, first, play_until, suggested


# -- the counting rule ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "hand, word, answer",
    [("AGHLU", "MIRTH", 1), ("AELNP", "NEVER", 3), ("SMART", "QUICK", 0)],
)
def test_the_specs_counting_examples(hand, word, answer):
    assert count_in_hand(set(hand), word) == answer


def test_a_letter_three_times_in_the_word_counts_three():
    assert count_in_hand({"E", "Z"}, "EERIE") == 3


def test_answers_are_counted_from_the_real_hand():
    state = dealt(4, ["AELNP", "BCDFG", "HIJKM", "OQRST"], "UVW", "XYZ")
    state = play_until(state, lambda s: s.phase == "question")
    state = GAME.apply(state, 0, Ask(1, "NEVER"))
    assert state.clues[-1].answer == 0
    state = GAME.apply(state, 1, Ask(0, "LEARN"))
    assert state.clues[-1].answer == 4  # L E A N (R is not in the hand)


# -- set-up -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_by_player_count(players):
    s = SETUPS[players]
    state = GAME.setup(players, 42, {})
    assert [len(h) for h in state.hands] == [s.hand] * players
    assert len(state.playground) == s.playground
    assert len(state.truants) == 3
    cards = [c for h in state.hands for c in h] + list(state.playground) + list(state.truants)
    assert sorted(cards) == list(LETTERS)
    assert state.phase == "opening" and state.turn == 0
    assert GAME.setup(players, 42, {}) == state  # the seed decides the deal
    assert GAME.setup(players, 43, {}) != state


@pytest.mark.parametrize("players", [2, 6])
def test_hooky_is_for_three_to_five(players):
    with pytest.raises(ValueError):
        GAME.setup(players, 1, {})


@pytest.mark.parametrize("players, reveal_rounds", [(3, (1, 2)), (4, (1, 2, 3)), (5, (1, 2, 3))])
def test_playground_cards_turn_up_after_the_right_rounds(players, reveal_rounds):
    state = GAME.setup(players, 5, {})
    seen = {}
    for rnd in range(1, 7):
        state = play_until(state, lambda s, r=rnd: s.round > r or s.phase in ("truants", "final"))
        if state.phase == "truants":
            state = play_until(state, lambda s, r=rnd: s.round > r or s.phase == "final")
        seen[rnd] = len(state.playground_revealed)
    expected = {r: sum(1 for x in reveal_rounds if x <= r) for r in range(1, 7)}
    assert seen == expected
    assert list(state.playground_revealed) == list(state.playground)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_whole_game_has_the_spec_shape(players):
    state = GAME.setup(players, 9, {})
    state = play_until(state, lambda s: s.phase == "over")
    openings = [c for c in state.clues if c.kind == "opening"]
    questions = [c for c in state.clues if c.kind == "question"]
    assert [c.asker for c in openings] == list(range(players))
    assert len(questions) == 6 * players
    for rnd in range(1, 7):  # seat order from the start player, every round
        assert [c.asker for c in questions if c.round == rnd] == list(range(players))
    assert all(all(g) for g in state.truant_guesses)
    assert GAME.outcome(state) is not None


# -- opening clues --------------------------------------------------------------------------------
def test_an_opening_clue_must_hold_one_of_your_letters():
    state = dealt(4, ["AGHLU", "BCDEF", "IJKMN", "OPQRS"], "TVW", "XYZ")
    with pytest.raises(IllegalAction, match="at least one letter of your own hand; BOOKS holds none"):
        GAME.apply(state, 0, OpeningClue("BOOKS"))
    assert GAME.apply(state, 0, OpeningClue("TULIP")).clues[-1].answer == 2
    after = GAME.apply(state, 0, OpeningClue("MIRTH"))
    assert after.clues[-1].answer == 1 and after.turn == 1


def test_only_the_seat_whose_turn_it_is_may_give_a_clue():
    state = GAME.setup(4, 3, {})
    word = first(suggested(state, 0), OpeningClue).word
    with pytest.raises(IllegalAction, match="not Player 2's turn"):
        GAME.apply(state, 1, OpeningClue(word))
    assert GAME.legal_actions(state, 1) == []


# -- words ----------------------------------------------------------------------------------------
def _asking(state):
    return play_until(state, lambda s: s.phase == "question")


def test_names_of_people_and_places_are_words():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    state = GAME.apply(state, 0, Ask(1, "paris"))
    assert state.clues[-1].word == "PARIS"
    state = GAME.apply(state, 1, Ask(2, "April"))
    state = GAME.apply(state, 2, Ask(3, "TOKYO"))
    assert [c.word for c in state.clues[-3:]] == ["PARIS", "APRIL", "TOKYO"]


def test_a_word_may_not_be_asked_twice_nor_an_anagram():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    state = GAME.apply(state, 0, Ask(1, "LEMON"))
    with pytest.raises(IllegalAction, match="already been asked"):
        GAME.apply(state, 1, Ask(2, "LEMON"))
    with pytest.raises(IllegalAction, match="same letters as LEMON"):
        GAME.apply(state, 1, Ask(2, "MELON"))
    opening_word = state.clues[0].word
    with pytest.raises(IllegalAction, match="already been asked"):
        GAME.apply(state, 1, Ask(2, opening_word))


def test_anagrams_count_repeated_letters():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    state = GAME.apply(state, 0, Ask(1, "STEEL"))
    with pytest.raises(IllegalAction, match="same letters"):
        GAME.apply(state, 1, Ask(2, "SLEET"))
    # the same distinct letters S T E L with other repeats are not an anagram
    ok = GAME.apply(state, 1, Ask(2, "TELLS"))
    assert ok.clues[-1].word == "TELLS"


def test_an_unknown_word_is_refused_with_the_house_rule_offered():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    with pytest.raises(IllegalAction, match="not in the app's dictionary") as info:
        GAME.apply(state, 0, Ask(1, "QXZVK"))
    assert "accept any five letters" in str(info.value)


def test_the_house_rule_accepts_any_five_letters():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ", words="any"))
    state = GAME.apply(state, 0, Ask(1, "QXZVK"))
    assert state.clues[-1].answer == 0
    with pytest.raises(IllegalAction, match="same letters"):
        GAME.apply(state, 1, Ask(2, "KVZXQ"))


@pytest.mark.parametrize("word, message", [("CAT", "exactly five letters"), ("CATSS1", "exactly five"),
                                           ("CAT-S", "only the letters A to Z"), ("", "exactly five")])
def test_words_must_be_five_letters(word, message):
    state = _asking(GAME.setup(4, 1, {"words": "any"}))
    with pytest.raises(IllegalAction, match=message):
        GAME.apply(state, 0, Ask(1, word))


def test_you_must_ask_another_player():
    state = _asking(GAME.setup(4, 1, {}))
    with pytest.raises(IllegalAction, match="another player"):
        GAME.apply(state, 0, Ask(0, "PARIS"))
    with pytest.raises(IllegalAction, match="other players"):
        GAME.apply(state, 0, Ask(7, "PARIS"))


# -- reveal and peek --------------------------------------------------------------------------
def _round(state, rnd):
    return play_until(state, lambda s: s.phase == "question" and s.round == rnd)


def test_reveal_and_peek_only_from_round_two_once_a_turn():
    state = _asking(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"))
    with pytest.raises(IllegalAction, match="from round 2"):
        GAME.apply(state, 0, RevealAndPeek("A", 1))
    state = _round(state, 2)
    assert GAME.view(state, None)["may_reveal"]
    after = GAME.apply(state, 0, RevealAndPeek("A", 1))
    assert after.revealed[0] == ("A",) and after.turn == 0 and after.revealed_this_turn
    with pytest.raises(IllegalAction, match="at most once a turn"):
        GAME.apply(after, 0, RevealAndPeek("B", 2))
    assert not any(isinstance(a, RevealAndPeek) for a in suggested(after, 0))
    after = GAME.apply(after, 0, Ask(1, "PARIS"))
    assert after.turn == 1 and not after.revealed_this_turn


def test_you_reveal_a_card_of_your_own_hand_not_yet_revealed():
    state = _round(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"), 2)
    with pytest.raises(IllegalAction, match="not in it"):
        GAME.apply(state, 0, RevealAndPeek("F", 1))
    with pytest.raises(IllegalAction, match="other players"):
        GAME.apply(state, 0, RevealAndPeek("A", 0))
    state = GAME.apply(state, 0, RevealAndPeek("A", 1))
    state = play_until(state, lambda s: s.round == 3)
    with pytest.raises(IllegalAction, match="already face up"):
        GAME.apply(state, 0, RevealAndPeek("A", 1))


def test_the_peek_sees_a_random_face_down_card_and_only_the_seer_learns_it():
    base = _round(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"), 2)
    seen_letters = set()
    target_views = []
    for rng in range(40):  # different generator states: different cards seen
        state = GAME.apply(replace(base, rng=rng * 7919 + 1), 0, RevealAndPeek("A", 1))
        peek = state.peeks[-1]
        assert peek.letter in "FGHIJ" and (peek.seer, peek.target) == (0, 1)
        seen_letters.add(peek.letter)
        assert GAME.view(state, 0)["peeks"][-1]["letter"] == peek.letter
        for seat in (1, 2, 3, None):
            assert GAME.view(state, seat)["peeks"][-1] == {"round": 2, "seer": 0, "target": 1, "letter": None}
        target_views.append(json.dumps(GAME.view(state, 1), sort_keys=True))
    assert len(seen_letters) > 1
    assert len(set(target_views)) == 1  # the peeked player's view is the same whatever was seen


def test_a_hand_all_face_up_cannot_be_peeked():
    state = _round(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"), 2)
    state = replace(state, revealed=((), tuple("FGHIJ"), (), ()))
    with pytest.raises(IllegalAction, match="no card to peek at"):
        GAME.apply(state, 0, RevealAndPeek("A", 1))
    assert all(a.target != 1 for a in suggested(state, 0) if isinstance(a, RevealAndPeek))


def test_the_peeked_card_is_never_a_face_up_one():
    state = _round(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"), 2)
    state = replace(state, revealed=((), tuple("FGHI"), (), ()))
    for rng in range(10):
        after = GAME.apply(replace(state, rng=rng), 0, RevealAndPeek("A", 1))
        assert after.peeks[-1].letter == "J"


# -- truant guesses ---------------------------------------------------------------------------------
def test_truant_guesses_after_rounds_four_five_and_six():
    state = GAME.setup(4, 11, {})
    state = play_until(state, lambda s: s.phase == "truants")
    assert state.round == 4 and GAME.to_act(state) == (0, 1, 2, 3)
    with pytest.raises(IllegalAction, match="same letter twice"):
        GAME.apply(state, 2, GuessTruants(4, "AAB"))
    with pytest.raises(IllegalAction, match="exactly three"):
        GAME.apply(state, 2, GuessTruants(4, "AB"))
    with pytest.raises(IllegalAction, match="round 4, not round 5"):
        GAME.apply(state, 2, GuessTruants(5, "ABC"))
    state = GAME.apply(state, 2, GuessTruants(4, "abc"))
    assert state.truant_guesses[2][0] == "ABC" and GAME.to_act(state) == (0, 1, 3)
    with pytest.raises(IllegalAction, match="already written"):
        GAME.apply(state, 2, GuessTruants(4, "DEF"))
    for seat in (0, 1, 3):
        state = GAME.apply(state, seat, GuessTruants(4, "XYZ"))
    assert state.phase == "question" and state.round == 5
    state = play_until(state, lambda s: s.phase == "truants")
    state = GAME.apply(state, 2, GuessTruants(5, "ABC"))  # the same letters again: allowed
    assert state.truant_guesses[2] == ("ABC", "ABC", "")


def test_hand_guesses_after_round_six():
    state = GAME.setup(4, 12, {})
    state = play_until(state, lambda s: s.phase == "final")
    with pytest.raises(IllegalAction, match="at most 5 letters"):
        GAME.apply(state, 0, GuessHands(("", "ABCDEF", "", "")))
    with pytest.raises(IllegalAction, match="own hand"):
        GAME.apply(state, 0, GuessHands(("AB", "", "", "")))
    with pytest.raises(IllegalAction, match="every seat"):
        GAME.apply(state, 0, GuessHands(("", "A")))
    with pytest.raises(IllegalAction, match="same letter twice"):
        GAME.apply(state, 0, GuessHands(("", "AAB", "", "")))
    state = GAME.apply(state, 0, GuessHands(("", "A B", "", "c")))
    assert state.hand_guesses[0] == ("", "AB", "", "C")
    with pytest.raises(IllegalAction, match="already written"):
        GAME.apply(state, 0, GuessHands(("", "", "", "")))


# -- scoring ----------------------------------------------------------------------------------
WORKED_HANDS = ["AEFGH", "BCIKL", "NOPQR", "STUVW"]


def test_the_worked_scoring_example_totals_38():
    row = score_row(
        0, "DJM", tuple(WORKED_HANDS),
        truant_guesses=("JIR", "BCQ", "JMR"),
        hand_guesses=("", "BCIKL", "NOPQX", "STUYZ"),
    )
    assert row.truant_points == (5, 0, 20)
    assert sum(row.truant_points) == 25
    assert (row.hand_letters, row.complete_hands) == (12, 1)
    assert row.total == 38


def test_the_worked_example_through_a_whole_game():
    state = dealt(4, WORKED_HANDS, "XYZ", "DJM")

    def script(s, seat, legal):
        if s.phase == "truants":
            return GuessTruants(s.round, {4: "JIR", 5: "BCQ", 6: "JMR"}[s.round] if seat == 0 else "XYZ")
        if s.phase == "final":
            return GuessHands(("", "BCIKL", "NOPQX", "STUYZ") if seat == 0 else tuple("" for _ in range(4)))
        return None

    state = play_until(state, lambda s: s.phase == "over", script)
    out = GAME.outcome(state)
    assert out.scores == (38, 0, 0, 0) and out.winners == (0,) and out.reason == "score"
    table = GAME.view(state, None)["score_table"]
    assert table[0]["truant_hits"] == ["J", "", "JM"] and table[0]["total"] == 38


def _row(seat, hits, hand_letters=0, revealed=0):
    """A score row whose truant guesses hit ``hits`` letters in rounds 4, 5, 6."""
    guesses = tuple("DJM"[:h] + "XYZ"[: 3 - h] for h in hits)
    hands = ("ABCEF", "GHIKL", "NOPQR", "STUVW")
    hg = ["", "", "", ""]
    hg[(seat + 1) % 4] = hands[(seat + 1) % 4][:hand_letters]
    return score_row(seat, "DJM", hands, guesses, tuple(hg), revealed)


def test_highest_score_wins():
    rows = [_row(0, (1, 0, 0)), _row(1, (0, 0, 1))]
    assert rank_winners(rows) == ((1,), "score")


def test_tie_first_to_guess_a_truant_wins():
    a, b = _row(0, (0, 1, 0), hand_letters=0), _row(1, (1, 0, 0), hand_letters=0)
    assert a.total == b.total == 5
    assert rank_winners([a, b]) == ((1,), "first_truant")


def test_tie_players_equal_on_the_first_round_stay_tied_for_the_next_rule():
    a = _row(0, (2, 0, 0))          # 10: two correct in round 4
    b = _row(1, (1, 1, 0))          # 10: one in round 4, one in round 5
    c = _row(2, (0, 2, 0))          # 10: first correct only in round 5
    assert a.total == b.total == c.total == 10
    assert rank_winners([a, b, c]) == ((0,), "most_truants")


def test_tie_most_correct_truants_compared_round_by_round():
    a = _row(0, (1, 0, 1), hand_letters=0)    # 5 + 10 = 15
    b = _row(1, (1, 2, 0), hand_letters=0)    # 5 + 10 = 15
    assert a.total == b.total
    assert rank_winners([a, b]) == ((1,), "most_truants")  # equal in round 4, B has more in round 5


def test_tie_fewest_revealed_cards_wins():
    a = _row(0, (1, 1, 1), revealed=2)
    b = _row(1, (1, 1, 1), revealed=1)
    c = _row(2, (1, 1, 1), revealed=3)
    assert rank_winners([a, b, c]) == ((1,), "fewest_revealed")


def test_still_tied_is_a_shared_victory():
    a = _row(0, (1, 1, 1), revealed=1)
    b = _row(1, (1, 1, 1), revealed=1)
    c = _row(2, (0, 0, 0), revealed=0)
    assert rank_winners([a, b, c]) == ((0, 1), "shared")


def test_no_truant_at_all_goes_on_to_the_revealed_cards():
    a = _row(0, (0, 0, 0), hand_letters=3, revealed=1)
    b = _row(1, (0, 0, 0), hand_letters=3, revealed=0)
    assert rank_winners([a, b]) == ((1,), "fewest_revealed")


def test_an_ending_names_the_tie_break_that_put_a_tied_player_out():
    from boardgames_desktop.games.hooky.describe import outcome_message
    from boardgames_desktop.games.hooky.scoring import tie_steps

    names = {0: "Ada", 1: "Ben", 2: "Cleo"}
    # All three level at the top; Ben revealed more cards, Ada and Cleo stay level.
    a, b, c = _row(0, (1, 1, 1), revealed=1), _row(1, (1, 1, 1), revealed=2), _row(2, (1, 1, 1), revealed=1)
    assert tie_steps([a, b, c]) == [("fewest_revealed", (1,))]
    winners, reason, message, tiebreak = outcome_message([a, b, c])
    assert (winners, reason) == ((0, 2), "shared")
    assert render(message, names) == f"Ada and Cleo share the victory with {a.total} points each."
    assert render(tiebreak, names) == ("Ben lost the tie-break (fewest cards revealed). Ada and Cleo are "
                                       "still level after every tie-break: a shared victory.")
    # Level on everything: no one was put out.
    both = [_row(0, (1, 1, 1), revealed=1), _row(1, (1, 1, 1), revealed=1)]
    assert tie_steps(both) == []
    assert render(outcome_message(both)[3], names) == "Still level after every tie-break: a shared victory."
    # One winner: the message names the rule, the tie-break line who was level.
    winners, reason, message, tiebreak = outcome_message([a, b])
    assert winners == (0,) and "fewest cards revealed" in render(message, names)
    assert render(tiebreak, names) == "Level at the top: Ada and Ben."
    assert tie_steps([_row(0, (1, 0, 0)), _row(1, (0, 0, 1))]) == []  # no tie at all


def test_shared_victory_message():
    state = GAME.setup(3, 2, {})
    state = play_until(state, lambda s: s.phase == "over")  # everyone writes the same guesses
    out = GAME.outcome(state)
    assert len(out.winners) >= 1 and out.message
    assert render(GAME.status(GAME.view(state, None))).startswith("Game over.")


# -- views ------------------------------------------------------------------------------------
def test_views_show_each_seat_only_its_own_hand():
    state = GAME.setup(4, 21, {})
    for seat in range(4):
        v = GAME.view(state, seat)
        assert v["hand"] == list(state.hands[seat])
        assert v["truants"] is None and v["hands"] is None and v["score_table"] is None
    public = GAME.view(state, None)
    assert public["hand"] is None and public["notes"] is None and public["my_truant_guesses"] is None
    for key in ("round", "turn", "clues", "revealed", "playground_revealed", "phase", "to_act"):
        assert key in public
    json.dumps(public)


def test_the_end_shows_everything_and_the_scoring_table():
    state = play_until(GAME.setup(5, 4, {}), lambda s: s.phase == "over")
    public = GAME.view(state, None)
    assert public["truants"] == list(state.truants)
    assert public["hands"] == [list(h) for h in state.hands]
    assert [r["total"] for r in public["score_table"]] == list(GAME.outcome(state).scores)
    assert public["winners"] == list(GAME.outcome(state).winners)


# -- worksheet notes ---------------------------------------------------------------------------
def test_marks_are_private_and_do_not_advance_the_game():
    state = GAME.setup(4, 30, {})
    after = GAME.apply(state, 2, Mark("0", "q", "has"))
    assert (after.phase, after.turn, after.clues) == (state.phase, state.turn, state.clues)
    assert GAME.view(after, 2)["notes"] == {"0": {"Q": "has"}}
    for seat in (0, 1, 3):
        assert GAME.view(after, seat)["notes"] == {}
    assert GAME.view(after, None)["notes"] is None
    after = GAME.apply(after, 2, Mark("truants", "Z", "maybe"))
    after = GAME.apply(after, 2, Mark("0", "Q", ""))  # cleared
    assert GAME.view(after, 2)["notes"] == {"truants": {"Z": "maybe"}}
    with pytest.raises(IllegalAction, match="worksheet column"):
        GAME.apply(after, 2, Mark("2", "A", "has"))  # no column for your own hand
    with pytest.raises(IllegalAction, match="has, has not, maybe"):
        GAME.apply(after, 2, Mark("1", "A", "yes"))
    mark = Mark("0", "Q", "has")
    assert GAME.spec(mark).undo_policy(state, GAME.apply(state, 2, mark)) is Undo.STEP


def test_match_undo_takes_back_a_mark_but_not_an_answer():
    match = Match(GAME, [SeatSpec.single(f"P{i}") for i in range(4)], 5)
    word = first(GAME.suggestions(match.state, 0, 10), OpeningClue).word
    match.play(0, Mark("1", "A", "has"))
    assert match.can_undo(0)
    match.undo(0)
    match.play(0, OpeningClue(word))
    match.play(1, Mark("0", "B", "has_not"))
    assert match.can_undo(1)
    match.undo(1)
    assert not match.can_undo()  # the opening clue's answer came from a secret hand


# -- the codec and the protocol ------------------------------------------------------------------
@pytest.mark.parametrize("action", [
    OpeningClue("PARIS"), OpeningClue("PARIS", 2), Ask(1, "APRIL"), Ask(2, "APRIL", 0),
    RevealAndPeek("E", 3), RevealPlayground("Q"), GuessTruants(4, "DJM"),
    GuessHands(("", "ABC", "DE")), EnterHand(2, "ABCDE"), FixAnswer(3, 1), Mark("playground", "A", "maybe"),
])
def test_every_action_round_trips_through_json(action):
    data = json.loads(json.dumps(GAME.codec.encode(action)))
    assert GAME.codec.decode(data) == action


def test_the_package_exposes_game_and_bots():
    assert GAME.id == "hooky" and GAME.info.hidden is Hidden.PER_SEAT
    assert {b.key for b in BOTS} >= {"bot:careful", "bot:random"}
    assert len(ACTIONS) == len(GAME.codec._by_name)


def test_rules_text_names_every_decision():
    text = GAME.rules_text()
    for phrase in ("same letters", "house rule", "wrong letter costs nothing", "Completely",
                   "compares the rounds", "Companion mode"):
        assert phrase.lower() in text.lower()


def test_status_and_describe_speak_plainly():
    state = GAME.setup(4, 8, {})
    assert "Opening clues" in render(GAME.status(GAME.view(state, None)))
    action = first(suggested(state, 0), OpeningClue)
    after = GAME.apply(state, 0, action)
    line = GAME.describe(GAME.view(state, 2), GAME.view(after, 2), 0, action, 2)
    assert render(line).startswith(f"Player 1 opens with {action.word}")
    state = _round(state, 2)
    reveal = RevealAndPeek(state.hands[0][0], 1)
    after = GAME.apply(state, 0, reveal)
    line = render(GAME.describe(GAME.view(state, 3), GAME.view(after, 3), 0, reveal, 3))
    assert line == f"Player 1 reveals {state.hands[0][0]} and looks at a random card of Player 2."
    own = render(GAME.describe(GAME.view(state, 0), GAME.view(after, 0), 0, reveal, 0))
    assert own == f"{line[:-1]}: it is {after.peeks[-1].letter}."  # only the peeker reads the card
    assert "may first reveal" in render(GAME.status(GAME.view(state, None)))
