"""Tokaido Duo on screen: clicking through the draft like a person, refusals with
their reason, and a projector that only ever gets the public view."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.i18n import render
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.tokaido_duo.rules import Move, Pass
from boardgames_desktop.games.tokaido_duo.view import BoardView, ProjectorBoard

from .helpers import GAME, new_match


class Table:
    """A match at one screen: the board shows the view of whoever acts, like the shell."""

    def __init__(self, qtbot, seed: int = 2):
        self.match = new_match(seed)
        self.board = BoardView(GAME)
        self.board.set_player_names(["Ada", "Ben"])
        self.board.resize(1600, 1000)
        self.projector = ProjectorBoard(GAME)
        self.projector.resize(1280, 720)
        qtbot.addWidget(self.board)
        qtbot.addWidget(self.projector)
        self.board.show()
        self.messages: list[str] = []
        self.board.message.connect(self.messages.append)
        self.board.action_chosen.connect(self.play)
        self.refresh()

    def play(self, seat, action) -> None:
        try:
            self.match.play(seat, action)
        except IllegalAction as exc:
            self.board.refuse(render(exc.rule, self.match.names))
            return
        self.refresh()

    def refresh(self) -> None:
        actor = self.match.to_act()[0] if self.match.to_act() else 0
        self.board.show_view(self.match.view(actor), actor, self.match.legal_actions(actor), True)
        self.projector.show_public(self.match.view(None), render(self.match.status(), self.match.names))


def click(qtbot, widget, pos) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def test_a_full_round_of_the_draft_by_clicking(qtbot):
    t = Table(qtbot)
    board = board_widget = t.board
    table = board.table
    assert t.match.state.phase == "roll"
    click(qtbot, table, board.die_pos("pilgrim"))  # clicking the dice rolls them
    assert t.match.state.phase == "pick" and t.match.state.dice is not None
    for _pick in range(3):
        state = t.match.state
        free = [c for c in ("pilgrim", "merchant", "artist") if c not in {c for _, c in state.picks}]
        character = free[0]
        if len(free) > 1:
            click(qtbot, table, board.die_pos(character))
        assert table.selected == character
        legal = {a.to for a in t.match.legal_actions(t.match.to_act()[0]) if isinstance(a, Move)
                 and a.character == character}
        assert set(table.targets) == legal and all(table.targets.values())  # each says what it gives
        destination = min(legal)
        click(qtbot, table, board.space_pos(destination))
        assert t.match.state.picks[-1][1] == character
        # The space's choices are buttons; take the first offered (the keep, if any, as proposed).
        while t.match.state.phase in ("act", "keep", "spring", "return"):
            texts = board_widget.button_texts()
            assert texts, t.match.state.phase
            board_widget.button(texts[0]).click()
    assert t.match.state.round == 2 and t.match.state.phase == "roll"
    assert len([e for e in t.match.entries if type(e.action).__name__ == "Move"]) == 3


def test_a_refused_destination_says_why(qtbot):
    t = Table(qtbot, seed=3)
    board, table = t.board, t.board.table
    click(qtbot, table, board.die_pos("merchant"))  # roll
    click(qtbot, table, board.die_pos("pilgrim"))
    assert table.selected == "pilgrim"
    actor = t.match.to_act()[0]
    here = t.match.state.players[actor].pilgrim
    n = int(here[1:])
    behind = f"s{(n - 2) % 28 + 1}"  # a station behind the pilgrim: pilgrims walk clockwise
    before = len(t.match.entries)
    click(qtbot, table, board.space_pos(behind))
    assert len(t.match.entries) == before
    assert t.messages and ("clockwise" in t.messages[-1] or "occupied" in t.messages[-1])
    # A mountain town is no place for a pilgrim either.
    click(qtbot, table, board.space_pos("m2"))
    assert "coast road" in t.messages[-1]


def test_the_projector_shows_exactly_the_public_view_after_every_action(qtbot):
    t = Table(qtbot, seed=5)
    rng = Rng(5)
    for _ in range(80):
        if t.match.finished:
            break
        actor = t.match.to_act()[0]
        legal = t.match.legal_actions(actor)
        active = [a for a in legal if not isinstance(a, Pass)]
        t.play(actor, rng.choice(active or legal))
        assert t.projector.public_view == t.match.view(None)
        assert t.projector.table.targets == {}
        for p in t.projector.public_view["players"]:
            assert all(s is None for s in p["paintings"][p["turned"]:])


def test_keeping_goods_with_the_counters(qtbot):
    from boardgames_desktop.games.tokaido_duo.rules import Draw

    from .helpers import goods, situation

    t = Table(qtbot)
    state = situation(dice=(1, 1, 1), players=({"merchant": "m2", "goods": goods(fan=4)}, {}))
    state = GAME.apply(state, 0, Move("merchant", "m3"))
    state = GAME.apply(state, 0, Draw(False))
    assert state.phase == "keep"
    view = GAME.view(state, 0)
    chosen = []
    t.board.action_chosen.disconnect()
    t.board.action_chosen.connect(lambda seat, action: chosen.append(action))
    t.board.show_view(view, 0, GAME.legal_actions(state, 0), True)
    keep = next(b for b in t.board.button_texts() if b.startswith("Keep these"))
    assert keep == "Keep these 5"
    t.board.button(keep).click()
    assert len(chosen) == 1 and sum(chosen[0].goods) == 5
    assert chosen[0] in GAME.legal_actions(state, 0)
