"""Eselsbrücke's three levels of guesser, Normal's advice (the hint) and the board's
hint mark: every level plays whole seeded games legally, Easy remembers less
than Normal and Normal less than Hard (the bots draw only from their seeds, so a
seeded comparison is exact), the advice names a picture the seat saw in the
story being guessed and says where, from the seat's view alone, and the board
lights it until the next view."""

from __future__ import annotations

from dataclasses import replace

import pytest
from eselsbruecke_helpers import guessing, match

from boardgames_desktop.core import simulate
from boardgames_desktop.core.game import BotTurn, Level
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.eselsbruecke.actions import Name, Take
from boardgames_desktop.games.eselsbruecke.ai import BOTS, EasyBot, HardBot, NormalBot
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.games.eselsbruecke.scoring import score

NAMES = {0: "Ada", 1: "Ben", 2: "Cem", 3: "Dora"}


def test_the_kinds_are_the_three_levels_then_the_old_guessers():
    assert [k.key for k in BOTS] == ["bot:easy", "bot:normal", "bot:hard", "bot:sharp", "bot:dreamy"]
    assert [k.level for k in BOTS] == [Level.EASY, Level.NORMAL, Level.HARD, None, None]
    assert EasyBot.remember < NormalBot.remember < HardBot.remember
    assert EasyBot.reminded < NormalBot.reminded < HardBot.reminded


@pytest.mark.parametrize(("people", "seed"), [(3, 1), (4, 2), (9, 3)])
def test_every_level_plays_whole_seeded_games_legally(people, seed):
    result = simulate.play_game("eselsbruecke", seed, ["easy", "normal", "hard"], people=people)
    assert result.failures == [] and result.outcome is not None
    assert {"bot:easy", "bot:normal", "bot:hard"} <= set(result.kinds)


def test_easy_remembers_less_than_normal_and_normal_less_than_hard():
    cards: dict[str, list[int]] = {"bot:easy": [], "bot:normal": [], "bot:hard": []}
    for seed in range(1, 5):
        # Each level plays each seat once in three games (seat kinds shifted by the lineup).
        lineup = ["easy", "normal", "hard"][seed % 3:] + ["easy", "normal", "hard"][:seed % 3]
        result = simulate.play_game("eselsbruecke", seed, lineup, people=3)
        for seat, kind in enumerate(result.kinds):
            cards[kind].append(score(result.state.piles[seat])[0])
    means = {kind: sum(c) / len(c) for kind, c in cards.items()}
    assert means["bot:easy"] + 1 < means["bot:normal"] < means["bot:hard"] - 2, means


# -- the advice ---------------------------------------------------------------------------------


def _guess_turn(seed: int = 3):
    """A seeded game at one screen played by the first legal moves up to a guess
    with at least two pictures of the story still to name."""
    m = match(4, seed, "digital")
    while not (m.state.phase == "guess" and not m.state.must_take
               and len([p for p in m.state.story if p not in m.state.named]) >= 2):
        actor = m.to_act()[0]
        moves = m.legal_actions(actor)
        m.play(actor, next((a for a in moves if not isinstance(a, Name)), moves[0]))
    return m


def test_normal_s_advice_names_a_picture_of_the_story_and_says_where_the_seat_saw_it():
    m = _guess_turn()
    seat = m.state.guesser
    view, legal = m.view(seat), m.legal_actions(seat)
    advice = NormalBot(GAME, seat, 11).advise(BotTurn(GAME, seat, view, legal, Rng(1)))
    assert advice.action in legal and isinstance(advice.action, Name)
    story = list(m.state.story)
    assert advice.action.picture in story and advice.action.picture not in m.state.hands[seat]
    nth = ["first", "second", "third", "fourth", "fifth"][story.index(advice.action.picture)]
    assert render(advice.why, NAMES) == f"You saw it {nth} in {NAMES[m.state.active]}'s story."
    # Named, it is right: the card passes to the guesser.
    m.play(seat, advice.action)
    assert m.state.news.kind == "right"


def test_the_advice_is_the_same_whatever_the_other_seats_hold():
    m = _guess_turn(5)
    seat = m.state.guesser
    view, legal = m.view(seat), m.legal_actions(seat)
    advice = NormalBot(GAME, seat, 2).advise(BotTurn(GAME, seat, view, legal, Rng(2)))
    for i in range(4):
        other = GAME.determinize(view, seat, Rng(100 + i))
        again = NormalBot(GAME, seat, 2).advise(BotTurn(GAME, seat, GAME.view(other, seat), legal, Rng(2)))
        assert again == advice


def test_the_advice_for_the_last_card_in_one_s_own_hand_names_the_thought_cloud_card():
    state = guessing(4, "digital", hands={2: ("cat",)}, guesser=2, cloud="anchor", story=("cat", "dog", "owl"),
                     named=("dog", "owl"))
    view = GAME.view(state, 2)
    assert view["cloud_case"] and view["seen"]["cloud"] == "anchor"
    advice = NormalBot(GAME, 2, 1).advise(BotTurn(GAME, 2, view, GAME.legal_actions(state, 2), Rng(1)))
    assert advice.action == Name("anchor")
    assert "thought-cloud" in render(advice.why, NAMES)
    # Another seat's card laid on the thought cloud is not the seat's to remember.
    hidden = GAME.view(replace(state, cloud_from=1), 2)
    assert hidden["seen"]["cloud"] is None
    guess = NormalBot(GAME, 2, 1).advise(BotTurn(GAME, 2, hidden, GAME.legal_actions(state, 2), Rng(1)))
    assert guess.action in GAME.legal_actions(state, 2) and "guess" in render(guess.why, NAMES)


def test_a_seat_that_must_take_is_told_to_take_a_card():
    state = guessing(4, "digital", hands={1: ("cat",)}, guesser=3, dealt_none=(2, 3), failed=(1,),
                     must_take=True, story=("cat", "dog"), named=("dog",))
    legal = GAME.legal_actions(state, 3)
    assert legal and all(isinstance(a, Take) for a in legal)
    advice = NormalBot(GAME, 3, 1).advise(BotTurn(GAME, 3, GAME.view(state, 3), legal, Rng(1)))
    assert advice.action in legal and "take one" in render(advice.why, NAMES)


# -- the board ------------------------------------------------------------------------------------


def test_the_board_lights_the_hinted_picture_until_the_next_view(qtbot):
    from PySide6.QtGui import QColor

    from boardgames_desktop import theme
    from boardgames_desktop.games.eselsbruecke.view.board import BoardView

    m = _guess_turn()
    seat = m.state.guesser
    view, legal = m.view(seat), m.legal_actions(seat)
    advice = NormalBot(GAME, seat, 11).advise(BotTurn(GAME, seat, view, legal, Rng(1)))
    board = BoardView(GAME)
    qtbot.addWidget(board)
    board.set_player_names(list(NAMES.values()))
    board.resize(1280, 640)
    board.show()
    board.show_view(view, seat, legal, True)
    assert board.canvas.hint_rect() is None

    def ring_pixels() -> int:
        image = board.canvas.grab().toImage()
        rect = board.canvas.hint_rect() or board.canvas.rect().toRectF()
        hint = QColor(theme.HINT)
        left, top = round(rect.left()) - 6, round(rect.top()) - 6
        return sum(1 for x in range(left, round(rect.right()) + 6) for y in (top, top + 1, top + 2)
                   if 0 <= x < image.width() and 0 <= y < image.height()
                   and QColor(image.pixel(x, y)).rgb() == hint.rgb())

    before = ring_pixels()
    board.show_hint(advice.action)
    lit = board.canvas.hint_rect()
    assert lit is not None and board.canvas.rect().toRectF().contains(lit)
    assert ring_pixels() > before + 20
    board.show_hint(None)
    assert board.canvas.hint_rect() is None
    board.show_hint(advice.action)
    board.show_view(view, seat, legal, True)       # the next view takes it away
    assert board.canvas.hint_rect() is None
    board.show_hint(advice.action)
    board.clear_notes()                             # so does another viewer
    assert board.canvas.hint_rect() is None
    # A card to take marks its holder's tile.
    board.show_hint(Take(1, 0))
    assert board.canvas.hint_rect() is not None
