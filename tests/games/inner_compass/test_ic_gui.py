"""The Inner Compass board view, played with clicks like a person, inside a
small stand-in for the shell: refusals come back from the rules, the
projector gets the public view after every action."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.inner_compass.rules import (
    EndTurn,
    Feel,
    FreeMove,
    InnerCompass,
    Memory,
    Move,
    PlacePawn,
    PlaceValue,
)
from boardgames_desktop.games.inner_compass.view import BoardView, ProjectorBoard

from .helpers import cell, make_state

NAMES = ["Ada", "Ben", "Cy"]


class Scripted(InnerCompass):
    """The real rules, starting from a hand-made position."""

    def __init__(self, **state):
        super().__init__()
        self.start = state

    def setup(self, seats, seed, options):
        return make_state(seats, **self.start)


class Shell:
    """What the main window does for a board: show the seat to act, apply its
    choices or hand back the rule's reason, feed the projector the public view."""

    def __init__(self, qtbot, game, players: int = 2):
        self.game = game
        self.match = Match(game, [SeatSpec.single(NAMES[i]) for i in range(players)], 1)
        self.board = BoardView(game)
        self.projector = ProjectorBoard(game)
        self.messages: list[str] = []
        self.played: list = []
        for w in (self.board, self.projector):
            qtbot.addWidget(w)
            w.set_player_names(NAMES[:players])
            w.resize(1600, 1000)
            w.show()
        controls = self.board.controls()  # the shell keeps the turn buttons below the board
        qtbot.addWidget(controls)
        controls.show()
        self.board.action_chosen.connect(self.on_action)
        self.board.message.connect(self.messages.append)
        self.refresh()

    def refresh(self) -> None:
        seat = self.match.to_act()[0] if self.match.to_act() else None
        legal = self.match.legal_actions(seat) if seat is not None else []
        view = self.match.view(seat) if seat is not None else self.match.view(None)
        self.board.show_view(view, seat, legal, seat is not None)
        self.projector.show_public(self.match.view(None), render(self.match.status(), dict(enumerate(NAMES))))

    def on_action(self, seat, action) -> None:
        reason = self.match.refusal(seat, action)
        if reason is not None:
            self.board.refuse(render(reason, dict(enumerate(NAMES))))
            return
        self.match.play(seat, action)
        self.played.append(action)
        self.refresh()
        # The projector has nothing but the public view, after every action.
        assert self.projector.public_view == self.match.view(None)
        assert self.projector.public_view["hand"] is None and self.projector.public_view["ep"] is None

    # -- clicks --------------------------------------------------------------------------------
    def click_cell(self, qtbot, name: str, shift: bool = False) -> None:
        mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        qtbot.mouseClick(self.board.table, Qt.MouseButton.LeftButton, mods, self.board.table.cell_pos(cell(name)))

    def click_side(self, qtbot, k: int) -> None:
        qtbot.mouseClick(self.board.table, Qt.MouseButton.LeftButton, pos=self.board.table.side_pos(k))

    def click_rect(self, qtbot, rect) -> None:
        qtbot.mouseClick(self.board.table, Qt.MouseButton.LeftButton, pos=self.board.table.rect_pos(rect))

    def hover(self, pos) -> None:
        """The mouse resting over ``pos`` (QTest's mouseMove sends no event offscreen)."""
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QMouseEvent
        from PySide6.QtWidgets import QApplication

        event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos), QPointF(pos), Qt.MouseButton.NoButton,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.board.table, event)

    def button(self, qtbot, button) -> None:
        assert button.isVisible() and button.isEnabled(), button.text()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_whole_turn_by_clicks_free_move_step_feel_memory(qtbot):
    # Ada on c4 (white, c5 below is white too); b5 is black; the west card is black (a bonus).
    game = Scripted(hands=("K", ""), side="YBKK", deck_top="W", pawns=(cell("c4"), cell("f6")))
    shell = Shell(qtbot, game)
    board = shell.board
    assert board.free_button.isVisible()
    shell.click_cell(qtbot, "c5", shift=True)
    assert shell.played == [FreeMove("S")]
    # Now the required step: the glowing neighbours; hovering one previews it.
    assert cell("b5") in board.table.targets
    shell.hover(board.table.cell_pos(cell("b5")))
    assert "Step west to b5" in board.table.caption and "fear" in board.table.caption
    shell.click_cell(qtbot, "b5")
    assert shell.played[-1] == Move("W")
    assert board.table.feel_side == 3 and "black" in board.feel_button.text()
    shell.click_side(qtbot, 3)
    assert shell.played[-1] == Feel()
    assert shell.match.state.hands[0] == ("K", "K", "W")
    # The memory panel: 2 black cards, +4 EP; the black spaces of Ada's board glow.
    pre = board.table.preview
    assert (pre.cost, pre.ep, pre.have) == (2, 4, 2)
    assert board.table.space_targets == {2, 6, 10}
    shell.click_rect(qtbot, board.table.space_rects[6])
    assert shell.played[-1] == Memory(6)
    assert shell.match.state.cubes[0] == (cell("b5"),) and shell.match.state.ep_track[0] == 4
    shell.button(qtbot, board.end_button)
    assert shell.played[-1] == EndTurn()
    assert shell.match.state.current == 1
    assert shell.projector.table.last_line  # the projector names the last action


def test_a_refused_memory_comes_back_with_its_reason(qtbot):
    game = Scripted(hands=("R", ""))  # Ada on c3 (red): a red memory costs 2 with red discounted
    shell = Shell(qtbot, game)
    shell.click_cell(qtbot, "c2")  # north, to yellow c2: no yellow card
    shell.button(qtbot, shell.board.memory_button)
    assert shell.played == [Move("N")]
    assert shell.messages[-1] == "A memory of joy here costs 1 yellow card; you hold 0."
    # Clicking a space of the wrong colour is refused by the rules as well.
    game2 = Scripted(hands=("RRR", ""), moves=1, step2="N")
    shell2 = Shell(qtbot, game2)
    shell2.click_rect(qtbot, shell2.board.table.space_rects[0])
    assert "red space" in shell2.messages[-1] and shell2.played == []
    # A step off the board: refused with the rule's words.
    game3 = Scripted(pawns=(cell("a1"), cell("f6")))
    shell3 = Shell(qtbot, game3)
    shell3.board._choose(Move("N"))
    assert shell3.messages[-1] == "Your pawn may not leave the board."


def test_pawn_placement_value_tokens_and_discarding_by_clicks(qtbot):
    shell = Shell(qtbot, Scripted(phase="place", pawns=(None, None), current=1))
    targets = set(shell.board.table.targets)
    assert len(targets) == 36
    shell.click_cell(qtbot, "a1")
    assert shell.played == [PlacePawn(cell("a1"))]
    assert cell("a1") not in shell.board.table.targets  # taken now
    # A value token: the glowing quality tiles.
    shell = Shell(qtbot, Scripted(pending=1, moves=1, step2="N", values=((2,), ())))
    assert shell.board.table.tile_targets == {0, 1, 3, 4}
    shell.click_rect(qtbot, shell.board.table.tile_rects[3])
    assert shell.played == [PlaceValue(3)]
    # Over the hand limit: pick the cards, then end the turn.
    shell = Shell(qtbot, Scripted(hands=("RRRRRWWWWWYK", ""), moves=1, step2="N", felt=True))
    board = shell.board
    assert board.table.discard_need == 2 and not board.end_button.isEnabled()
    shell.click_rect(qtbot, board.table.chip_rects["Y"])
    shell.click_rect(qtbot, board.table.chip_rects["R"])
    assert board.end_button.isEnabled()
    shell.button(qtbot, board.end_button)
    assert shell.played == [EndTurn(("Y", "R"))]


def test_the_seat_at_the_screen_sees_its_hand_the_projector_never(qtbot):
    shell = Shell(qtbot, Scripted(hands=("RRW", "YYY")))
    board, projector = shell.board, shell.projector
    assert board.table.view["hand"] == ["W", "R", "R"]
    assert projector.public_view["hand"] is None and projector.table.view["hand"] is None
    # Painting at every size the app uses works, for both.
    for w, h in ((1280, 720), (1366, 768), (1920, 1080)):
        board.resize(w, h)
        assert not board.grab().isNull()
    projector.resize(3840, 2160)
    assert not projector.grab().isNull()


def test_clicking_a_far_cell_says_what_to_do(qtbot):
    shell = Shell(qtbot, Scripted())
    shell.click_cell(qtbot, "f6")
    assert shell.played == [] and "glowing cell" in shell.messages[-1]
    shell.click_side(qtbot, 1)  # no step yet: the rules say why feeling must wait
    assert "first move one step" in shell.messages[-1]


def test_a_bot_game_shown_all_the_way_to_the_score_table(qtbot):
    from boardgames_desktop.core.game import BotTurn
    from boardgames_desktop.core.rng import Rng
    from boardgames_desktop.games.inner_compass.ai import GreedyBot
    from boardgames_desktop.games.inner_compass.rules import GAME

    shell = Shell(qtbot, GAME, players=3)
    bots = [GreedyBot(GAME, s, 3) for s in range(3)]
    rng = Rng(3)
    while shell.match.to_act():
        seat = shell.match.to_act()[0]
        action = bots[seat].choose(BotTurn(GAME, seat, shell.match.view(seat), shell.match.legal_actions(seat), rng))
        shell.on_action(seat, action)
    assert shell.projector.public_view["final"] is not None
    assert not shell.projector.grab().isNull() and not shell.board.grab().isNull()
