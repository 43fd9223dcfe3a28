"""Hooky on the game protocol: who may act (the table in companion mode, any
seat for notes), what is listed and what is suggested, refusals in words,
undo policies, per-viewer log lines, determinize and chance."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from boardgames_desktop.core.errors import IllegalAction, SaveError
from boardgames_desktop.core.game import TABLE, Log, SeatSpec, TooMany, Undo, Who
from boardgames_desktop.core.i18n import Text, render
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games import info as game_info
from boardgames_desktop.games import package
from boardgames_desktop.games.hooky.data import LETTERS
from boardgames_desktop.games.hooky.rules import (
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
)

from .helpers import dealt, first, play_until, random_game, suggested

COMPANION = {"mode": "companion"}


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec.single(name) for name in ("Ada", "Ben", "Cleo", "Dev", "Eli")[:n]]


def _asking(state):
    return play_until(state, lambda s: s.phase == "question")


# -- declarations ---------------------------------------------------------------------------------
def test_the_package_declares_the_game_without_importing_it():
    info = game_info("hooky")
    assert info.title == "Hooky" and info.native_title == "字母點點名"
    assert (info.min_people, info.max_people) == (3, 5)
    assert [m.key for m in info.modes] == ["app", "companion"]
    assert {o.key for o in info.options} == {"mode", "words"}
    assert package("hooky").load("rules") is GAME


def test_one_declaration_per_action_type():
    specs = {spec.type.__name__: spec for spec in GAME.actions}
    assert specs["Mark"].who is Who.ANY_SEAT and specs["Mark"].log is Log.ACTOR
    assert specs["Mark"].undo is Undo.STEP
    assert specs["GuessTruants"].log is Log.SECRET and specs["GuessHands"].log is Log.SECRET
    assert specs["FixAnswer"].who is Who.TABLE
    assert len(specs) == len(GAME.codec._by_name)


# -- legal actions and suggestions -------------------------------------------------------------------
def test_words_are_too_many_to_list_and_suggestions_are_legal():
    state = GAME.setup(4, 2, {})
    assert isinstance(GAME.legal_actions(state, 0), TooMany)
    for action in GAME.suggestions(state, 0, 12):
        assert isinstance(action, OpeningClue) and GAME.refusal(state, 0, action) is None
    state = play_until(state, lambda s: s.phase == "question" and s.round == 2)
    suggestions = GAME.suggestions(state, 0, 10_000)
    assert any(isinstance(a, Ask) for a in suggestions) and any(isinstance(a, RevealAndPeek) for a in suggestions)
    assert all(GAME.refusal(state, 0, a) is None for a in suggestions)
    assert len(GAME.suggestions(state, 0, 5)) == 5


def test_truant_guesses_are_listed_completely():
    state = play_until(GAME.setup(4, 11, {}), lambda s: s.phase == "truants")
    legal = GAME.legal_actions(state, 2)
    assert len(legal) == 2600 and len(set(legal)) == 2600
    assert all(isinstance(a, GuessTruants) and a.round == 4 for a in legal)
    assert GAME.refusal(state, 2, legal[123]) is None
    assert GAME.legal_actions(state, TABLE) == []


def test_the_companion_playground_card_is_listed_for_the_table():
    state = GAME.setup(3, 1, COMPANION)
    while state.phase != "playground":
        state = GAME.apply(state, TABLE, suggested(state, TABLE)[0])
    legal = GAME.legal_actions(state, TABLE)
    assert legal == [RevealPlayground(ch) for ch in LETTERS if ch not in
                     {c for r in state.revealed for c in r}]
    assert GAME.legal_actions(state, 0) == []


# -- who may act ------------------------------------------------------------------------------------------
def test_companion_inputs_are_the_tables():
    state = GAME.setup(4, 1, COMPANION)
    assert GAME.to_act(state) == (TABLE,)
    reason = GAME.refusal(state, 0, OpeningClue("PARIS", 1))
    assert "table types in the clue log" in render(reason)
    state = GAME.apply(state, TABLE, OpeningClue("PARIS", 1))
    assert state.clues[-1].asker == 0  # the clue is the first seat's, typed by the table
    assert "Only the table" in render(GAME.refusal(state, 1, FixAnswer(0, 2)))
    assert GAME.refusal(state, TABLE, FixAnswer(0, 2)) is None


def test_in_app_mode_the_table_types_nothing():
    state = GAME.setup(4, 1, {})
    reason = GAME.refusal(state, TABLE, OpeningClue("PARIS"))
    assert "table has nothing to type in" in render(reason)
    with pytest.raises(IllegalAction, match="Only a player"):
        GAME.apply(state, TABLE, Mark("0", "A", "has"))
    with pytest.raises(IllegalAction, match="no such player"):
        GAME.apply(state, 7, Mark("0", "A", "has"))


@pytest.mark.parametrize("raw", ["\ufb06", "\ufb00", "ß", "É", "AB", "", "1"])
def test_a_worksheet_letter_is_one_plain_letter(raw):
    state = GAME.setup(4, 1, {})
    reason = GAME.refusal(state, 1, Mark("0", raw, "has"))
    assert reason is not None and "A to Z" in render(reason)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Mark("0", raw, "has"))


def test_a_saved_ligature_note_is_refused_not_read_as_two_letters():
    match = Match(GAME, seats(4), 1)
    match.play(1, Mark("0", "S", "has"))
    data = json.loads(json.dumps(match.to_dict()))
    data["log"][0]["action"]["letter"] = "\ufb06"  # ﬆ, which str.upper() makes "ST"
    with pytest.raises(SaveError, match="A to Z"):
        Match.from_dict(data, lambda g: GAME)


@pytest.mark.parametrize("word", ["\ufb06EEL", "CAFÉS", "ＰＡＲＩＳ"])
def test_a_clue_word_is_plain_letters_as_typed(word):
    state = _asking(GAME.setup(4, 1, {"words": "any"}))
    reason = GAME.refusal(state, 0, Ask(1, word))
    assert reason is not None and "only the letters A to Z" in render(reason)


def test_guesses_refuse_ligatures():
    state = play_until(GAME.setup(4, 11, {}), lambda s: s.phase == "truants")
    assert "only the letters A to Z" in render(GAME.refusal(state, 0, GuessTruants(4, "A\ufb06")))


def test_refusals_are_messages_naming_seats():
    state = GAME.setup(4, 3, {})
    reason = GAME.refusal(state, 2, OpeningClue("PARIS"))
    assert isinstance(reason, Text)
    assert reason.render({2: "Cleo"}) == "It is not Cleo's turn."


# -- undo ------------------------------------------------------------------------------------------------
def test_a_note_out_of_turn_is_taken_back_by_its_author():
    match = Match(GAME, seats(4), 5)
    match.play(2, Mark("1", "A", "has"))  # seat 0 is to act
    assert match.can_undo(2) and not match.can_undo(0)
    match.undo(2)
    assert match.state.notes[2] == ()
    match.play(0, first(GAME.suggestions(match.state, 0, 5), OpeningClue))
    match.play(3, Mark("0", "B", "has_not"))
    assert match.can_undo(3)
    assert not match.can_undo(0)  # the answer came from a secret hand


def test_companion_clues_can_be_taken_back_by_the_table():
    match = Match(GAME, seats(4), 5, COMPANION)
    match.play(TABLE, OpeningClue("PARIS", 1))
    assert match.can_undo(TABLE)
    match.undo(TABLE)
    assert match.state.clues == ()


# -- log lines --------------------------------------------------------------------------------------------
def test_log_lines_per_viewer():
    state = dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ")
    match = Match(GAME, seats(4), 1)
    match._states[0] = state  # the same deal, through the match's own log
    match.play(0, OpeningClue("BADGE"))
    match.play(2, Mark("0", "B", "has"))
    names = match.names
    clue, note = match.entries
    assert render(match.line(clue, None), names) == "Ada opens with BADGE: 4 in their own hand."
    assert render(match.line(note, 2), names) == "Cleo notes on their worksheet: B in Ada's hand."
    assert match.line(note, None) is None and match.line(note, 0) is None


def test_a_truant_guess_line_shows_its_letters_to_its_writer_only():
    _states, log = random_game(4, 3, marks=0.0)
    match = Match(GAME, seats(4), 3)
    for actor, action in log:
        match.play(actor, action)
    entry = next(e for e in match.entries if isinstance(e.action, GuessTruants))
    letters = " ".join(entry.action.letters)
    mine = render(match.line(entry, entry.actor), match.names)
    assert mine.endswith(f"round 4: {letters}.")
    for viewer in [None, *(s for s in range(4) if s != entry.actor)]:
        assert render(match.line(entry, viewer), match.names).endswith("truant guess for round 4.")


def test_the_status_line_comes_from_the_public_view():
    state = GAME.setup(5, 3, {})
    assert render(GAME.status(GAME.view(state, None)), {0: "Ada"}).startswith("Opening clues: Ada names")
    state = play_until(state, lambda s: s.phase == "over")
    assert render(GAME.status(GAME.view(state, None))).startswith("Game over. ")


# -- determinize and chance -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", [{}, COMPANION])
def test_determinize_is_consistent_with_everything_the_seat_knows(players, options):
    rng = random.Random(players)
    for seed in range(4):
        if options:
            states = _companion_states(players, seed)
        else:
            states, _ = random_game(players, 700 + seed, reveal=0.3)
        for state in rng.sample(states, 3) + [states[-1]]:
            for seat in range(players):
                view = GAME.view(state, seat)
                drawn = GAME.determinize(view, seat, Rng(seed * 31 + seat))
                assert GAME.view(drawn, seat) == view  # the seat cannot tell them apart
                assert drawn == GAME.determinize(view, seat, Rng(seed * 31 + seat))
                if state.mode == "app":
                    cards = [c for h in drawn.hands for c in h] + list(drawn.playground) + list(drawn.truants)
                    assert sorted(cards) == list(LETTERS)
                    for clue in drawn.clues:
                        assert count_in_hand(drawn.hands[clue.asked], clue.word) == clue.answer
                    for p in drawn.peeks:
                        assert p.letter in drawn.hands[p.target]
                # the real rules answer the same on the drawn state as on the real one
                assert GAME.suggestions(drawn, seat, 50) == GAME.suggestions(state, seat, 50)


def _companion_states(players, seed):
    state = GAME.setup(players, seed, COMPANION)
    states = [state]
    while state.phase != "final":
        state = GAME.apply(state, TABLE, suggested(state, TABLE)[seed % 3])
        states.append(state)
    return states


def test_determinize_draws_different_hidden_hands():
    state = _asking(GAME.setup(4, 9, {}))
    view = GAME.view(state, 1)
    hands = {GAME.determinize(view, 1, Rng(i)).hands[2] for i in range(20)}
    assert len(hands) > 5
    assert all(GAME.determinize(view, 1, Rng(i)).hands[1] == state.hands[1] for i in range(5))


def test_a_peek_has_one_chance_outcome_a_face_down_card():
    state = play_until(dealt(4, ["ABCDE", "FGHIJ", "KLMNO", "PQRST"], "UVW", "XYZ"),
                       lambda s: s.phase == "question" and s.round == 2)
    action = RevealAndPeek("A", 1)
    outcomes = GAME.chance_outcomes(state, 0, action)
    assert sum(o.probability for o in outcomes) == pytest.approx(1.0)
    assert Counter(o.state.peeks[-1].letter for o in outcomes) == Counter("FGHIJ")
    assert GAME.apply(state, 0, action) in [o.state for o in outcomes]
    assert GAME.chance_outcomes(state, 0, Ask(1, "PARIS")) is None


def test_entering_hands_in_companion_is_public():
    state = GAME.setup(3, 1, COMPANION)
    while state.phase != "final":
        state = GAME.apply(state, TABLE, suggested(state, TABLE)[0])
    for seat in range(3):
        for action in suggested(state, seat)[:4]:
            if GAME.refusal(state, seat, action) is None:
                state = GAME.apply(state, seat, action)
    while state.phase == "final":
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, suggested(state, seat)[0])
    assert GAME.to_act(state) == (TABLE,)
    action = suggested(state, TABLE)[0]
    assert isinstance(action, EnterHand)
    after = GAME.apply(state, TABLE, action)
    assert GAME.view(after, None)["entered_hands"][action.seat] == list(action.letters)
    line = GAME.describe(GAME.view(state, None), GAME.view(after, None), TABLE, action, None)
    assert render(line) == f"Player {action.seat + 1} shows their hand: {' '.join(action.letters)}."


def test_hand_guesses_are_too_many_to_list():
    state = play_until(GAME.setup(4, 12, {}), lambda s: s.phase == "final")
    assert isinstance(GAME.legal_actions(state, 0), TooMany)
    assert all(isinstance(a, GuessHands) and GAME.refusal(state, 0, a) is None
               for a in GAME.suggestions(state, 0, 10))


def test_a_refusal_quotes_a_short_excerpt_of_a_huge_word():
    state = _asking(GAME.setup(4, 1, {}))
    for word in ("Q" * 1_000_000, "\u00e9" * 1_000_000):
        reason = render(GAME.refusal(state, 0, Ask(1, word)))
        assert len(reason) < 120, reason[:200]
