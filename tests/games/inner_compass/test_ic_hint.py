"""The board lights the hinted move where it acts (a cell, the card felt, a tile, the
cards discarded, the End turn button) with the kit's hint mark, and takes it away for
``show_hint(None)``, the next view and ``clear_notes``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.inner_compass import ai
from boardgames_desktop.games.inner_compass.rules import GAME, EndTurn, Feel, Move, PlaceValue
from boardgames_desktop.games.inner_compass.view import BoardView, table
from boardgames_desktop.games.inner_compass.view.paint import cell_rect, side_rect

from .helpers import cell, make_state


@pytest.fixture
def board(qtbot, monkeypatch):
    marks: list[QRectF] = []
    real = table.paint_hint_mark

    def record(painter, shape, scale=1.0, on_dark=False):
        marks.append(QRectF(shape))
        real(painter, shape, scale, on_dark)

    monkeypatch.setattr(table, "paint_hint_mark", record)
    view = BoardView(GAME)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    view.marks = marks
    return view


def show(board, s, seat=0):
    board.show_view(GAME.view(s, seat), seat, GAME.legal_actions(s, seat), True)


def painted(board) -> list[QRectF]:
    board.marks.clear()
    board.table.grab()
    return list(board.marks)


def test_a_hinted_step_marks_the_cell_and_goes_with_none_the_next_view_and_clear_notes(board):
    s = make_state(hands=("Y", ""), track="YBKWXR", pawns=(cell("c3"), cell("f6")))
    show(board, s)
    advice = ai.NormalBot(GAME, 0, 1).advise(BotTurn(GAME, 0, GAME.view(s, 0), GAME.legal_actions(s, 0), Rng(0)))
    assert advice.action == Move("N")
    board.show_hint(advice.action)
    assert painted(board) == [cell_rect(cell("c2")).adjusted(2, 2, -2, -2)]
    board.show_hint(None)
    assert painted(board) == []
    board.show_hint(advice.action)
    show(board, s)
    assert painted(board) == []
    board.show_hint(advice.action)
    board.clear_notes()
    assert painted(board) == []


def test_a_hinted_feel_marks_the_card_and_a_value_token_the_tile(board):
    s = make_state(hands=("", ""), moves=1, step2="N")
    show(board, s)
    board.show_hint(Feel())
    assert painted(board) == [side_rect(0)]
    s = make_state(hands=("", ""), moves=1, step2="N", felt=True, memory=True, pending=1)
    show(board, s)
    board.show_hint(PlaceValue(2))
    assert painted(board) == [board.table.tile_rects[2]]


def test_a_hinted_discard_marks_the_colours_and_a_bare_ending_the_button(board):
    s = make_state(hands=("YYBBKKWWRRR", ""), moves=2, step2="N")
    show(board, s)
    board.show_hint(EndTurn(("R",)))
    assert painted(board) == [board.table.chip_rects["R"]]
    assert not board.end_control.hinted
    s = make_state(hands=("Y", ""), moves=2, step2="N")
    show(board, s)
    board.show_hint(EndTurn())
    assert painted(board) == [] and board.end_control.hinted and not board.end_control.ring.isHidden()
    board.show_hint(None)
    assert not board.end_control.hinted and board.end_control.ring.isHidden()


def test_the_turn_button_that_plays_the_hint_carries_its_mark(board, qtbot):
    s = make_state(hands=("", ""), moves=1, step2="N")
    show(board, s)
    board.show_hint(Feel())
    assert board.feel_control.hinted and not board.memory_control.hinted and not board.end_control.hinted
    s = make_state(hands=("YYBBKKWWRRR", ""), moves=2, step2="N")
    show(board, s)
    board.show_hint(EndTurn(("R",)))
    assert not board.end_control.hinted  # not before the hinted card is chosen
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.table.rect_pos(board.table.chip_rects["R"]))
    assert board.end_control.hinted
    board.show_hint(None)
    assert not board.end_control.hinted and not board.feel_control.hinted
