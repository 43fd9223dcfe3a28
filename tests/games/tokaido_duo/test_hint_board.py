"""The hint on Tokaido Duo's board: the advised move's die and destination, or its
space and button, ringed until the next view, a cleared note or ``show_hint(None)``."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from boardgames_desktop.core.game import BotTurn
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.levels import BOTS
from boardgames_desktop.games.tokaido_duo.rules import GAME, Move, Pass, Roll, Visit, legal_actions
from boardgames_desktop.games.tokaido_duo.view.board import BoardView

from .helpers import play, situation


def board_at(qtbot, state, seat=0):
    """The board and its row of buttons under it, as the window places them."""
    board = BoardView(GAME)
    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    column.addWidget(board, 1)
    column.addWidget(board.controls())
    window.resize(1280, 720)
    board.show_view(GAME.view(state, seat), seat, legal_actions(state, seat), True)
    window.show()
    qtbot.waitExposed(window)
    board.held_by = window  # the test keeps the window while it keeps the board
    return board


def test_a_pick_rings_its_die_and_destination_and_paints(qtbot):
    s = situation(dice=(1, 1, 1), players=({"pilgrim": "s1"}, {}))
    board = board_at(qtbot, s)
    plain = board.table.grab().toImage()
    board.show_hint(Move("pilgrim", "s2"))
    assert board.table.hint == (("s2",), ("pilgrim",))
    assert board.hinted_button() is None
    ringed = board.table.grab().toImage()
    assert ringed != plain
    # The ring is painted where the station is: the pixels round it change, far ones do not.
    centre = board.table.space_centre("s2").toPoint()
    assert any(ringed.pixel(centre.x() + dx, centre.y() + dy) != plain.pixel(centre.x() + dx, centre.y() + dy)
               for dx in range(-30, 31, 2) for dy in (-30, -20, 20, 30))
    board.show_hint(None)
    assert board.table.hint == ((), ()) and board.table.grab().toImage() == plain


def test_an_action_rings_its_button_and_the_next_view_clears_it(qtbot):
    s = play(situation(dice=(1, 1, 1), players=({"pilgrim": "s1"}, {})), (0, Move("pilgrim", "s2")))
    board = board_at(qtbot, s)
    board.show_hint(Visit())
    button = board.hinted_button()
    assert button is not None and button.text() == "Temple: move to 2"
    assert board.table.hint == (("s2",), ())  # the pilgrim's station on the map too
    assert board._hint_ring.isVisible() and board._hint_ring.targets == [button]
    board.show_hint(Pass())
    assert board.hinted_button().text() == "No action"
    board.show_view(GAME.view(s, 0), 0, legal_actions(s, 0), True)  # the next view: the hint goes
    assert board.hinted is None and board.hinted_button() is None and not board._hint_ring.isVisible()
    board.show_hint(Visit())
    board.clear_notes()
    assert board.hinted is None and board.table.hint == ((), ())


def test_a_roll_rings_the_dice(qtbot):
    s = situation(phase="roll", dice=None)
    board = board_at(qtbot, s)
    board.show_hint(Roll())
    assert board.table.hint == ((), ("pilgrim", "merchant", "artist"))


def test_normal_advice_lights_its_own_target(qtbot):
    s = situation(dice=(2, 1, 3))
    view = GAME.view(s, 0)
    advice = BOTS[1].factory(GAME, 0, 1).advise(BotTurn(GAME, 0, view, legal_actions(s, 0), Rng(1)))
    board = board_at(qtbot, s)
    board.show_hint(advice.action)
    assert isinstance(advice.action, Move)
    assert board.table.hint == ((advice.action.to,), (advice.action.character,))
