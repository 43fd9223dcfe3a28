"""Hooky's three levels: they play whole seeded games legally, Normal's advice is a
legal move with a reason in the game's words, the board marks the hinted move,
and Easy plays measurably worse than Normal."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QVBoxLayout, QWidget

from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import BotTurn, Level
from boardgames_desktop.core.i18n import Text, render, set_language
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.hooky.actions import Ask, GuessHands, GuessTruants, OpeningClue, RevealAndPeek
from boardgames_desktop.games.hooky.advice import proven
from boardgames_desktop.games.hooky.ai import BOTS, EasyBot, NormalBot, RandomBot
from boardgames_desktop.games.hooky.rules import GAME
from boardgames_desktop.games.hooky.simulate import named_all_truants
from boardgames_desktop.games.hooky.view import BoardView


class UntimedNormal(NormalBot):
    """Normal on its budget alone (no clock), so a test replays exactly."""

    TIME_SHARE = None


def test_the_levels_come_first_and_the_old_bots_stay_as_references():
    assert [b.key for b in BOTS] == ["bot:easy", "bot:normal", "bot:hard", "bot:careful", "bot:random"]
    assert [b.level for b in BOTS[:3]] == [Level.EASY, Level.NORMAL, Level.HARD]
    assert all(b.level is None for b in BOTS[3:])


@pytest.mark.parametrize(("players", "seed"), [(3, 5), (5, 8)])
def test_every_level_plays_whole_seeded_games_legally(players, seed):
    result = simulate.play_game("hooky", seed, ("easy", "normal", "hard"), people=players)
    assert result.outcome is not None and not result.failures
    words = [c.word for c in result.state.clues]
    assert len(set(words)) == len(words)


def _states(players=4, seed=11):
    return simulate.play_game("hooky", seed, ("easy", "careful"), people=players).match.states()


def test_normal_advice_is_a_legal_move_with_a_reason_in_both_languages():
    kinds = set()
    for state in _states()[::3]:
        for seat in GAME.to_act(state):
            view = GAME.view(state, seat)
            advice = NormalBot(GAME, seat, 4).advise(BotTurn(GAME, seat, view, GAME.legal_actions(state, seat),
                                                             Rng(3)))
            assert GAME.refusal(state, seat, advice.action) is None
            assert isinstance(advice.why, Text)
            kinds.add(type(advice.action))
            try:
                for language in ("en", "zh_TW"):
                    set_language(language)
                    text = render(advice.why, {0: "Ada", 1: "Ben", 2: "Cleo", 3: "Dev"})
                    assert text and "{" not in text
            finally:
                set_language("en")
            if isinstance(advice.action, Ask):
                assert advice.action.word in render(advice.why)
            if isinstance(advice.action, GuessTruants):
                assert advice.action.letters in render(advice.why)
    assert {OpeningClue, Ask, GuessTruants, GuessHands} <= kinds


def test_the_advice_names_the_truants_the_worksheet_proves():
    state = _states()[-2]  # the hand guesses, after every clue
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    sure, _ = proven(view)
    assert set(sure) <= set(state.truants)  # proofs are sound
    if sure:
        advice = NormalBot(GAME, seat, 1).advise(BotTurn(GAME, seat, view, GAME.legal_actions(state, seat), Rng(1)))
        assert "worksheet already proves" in render(advice.why)


def test_the_board_marks_the_hinted_move_and_clears_it(qtbot):
    state = next(s for s in _states() if s.phase == "question" and s.round >= 2)
    seat = GAME.to_act(state)[0]
    board = BoardView(GAME)
    window = QWidget()
    box = QVBoxLayout(window)
    box.addWidget(board, 1)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    view = GAME.view(state, seat)
    board.show_view(view, seat, GAME.legal_actions(state, seat), True)
    target = (seat + 1) % state.players
    board.show_hint(Ask(target, "PARIS"))
    assert board.hint.targets == [board.seats_panel.rows[target]]
    qtbot.waitUntil(lambda: len(board.hint.painted) == 1)  # painted once the new rows are laid out
    assert board.hint.painted[0].contains(board.seats_panel.rows[target].rect().center()
                                          + board.seats_panel.rows[target].mapTo(board, board.rect().topLeft()))
    mine = next(ch for ch in state.hands[seat] if ch not in state.revealed[seat])
    board.show_hint(RevealAndPeek(mine, target))
    assert [getattr(w, "letter", None) for w in board.hint.targets] == [mine, None]
    qtbot.waitUntil(lambda: len(board.hint.painted) == 2)
    board.show_hint(None)
    assert not board.hint.targets and not board.hint.isVisible()
    board.show_hint(GuessTruants(4, "ABC"))
    assert board.hint.targets == [board.seats_panel.truants]
    board.show_view(view, seat, GAME.legal_actions(state, seat), True)  # the next view takes it away
    assert not board.hint.targets
    board.show_hint(Ask(target, "PARIS"))
    board.clear_notes()  # so does another viewer
    assert not board.hint.targets


def test_easy_plays_worse_than_normal():
    """Seeded 3-player games of Easy, Normal (untimed) and the random bot: Normal
    names the truants more often and scores more than Easy."""
    scores = {"easy": 0, "normal": 0}
    named = {"easy": 0, "normal": 0}
    for seed in range(3):
        bots = [EasyBot(GAME, 0, seed), UntimedNormal(GAME, 1, seed)]
        state = GAME.setup(3, seed, {})
        seats = bots + [RandomBot(GAME, 2, seed)]
        n = 0
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            view = GAME.view(state, seat)
            action = seats[seat].choose(BotTurn(GAME, seat, view, GAME.legal_actions(state, seat), Rng(seed * 997 + n)))
            state = GAME.apply(state, seat, action)
            n += 1
        outcome = GAME.outcome(state)
        assert outcome is not None
        for seat, kind in enumerate(("easy", "normal")):
            scores[kind] += outcome.scores[seat]
            named[kind] += named_all_truants(state, seat)
    assert named["normal"] >= named["easy"] + 1
    assert scores["normal"] >= scores["easy"] + 30

