"""Held hands on screen, without the shell: the board is shown views (plain data)
and legal actions, is clicked like a person, and answers with actions; the
projector is shown the public view. A tiny stand-in plays the chosen actions."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from boardgames_desktop.core.errors import IllegalAction
from boardgames_desktop.core.game import SeatSpec, TooMany
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.held_hands import data
from boardgames_desktop.games.held_hands.actions import EndTurn, Fan, RevealGoal, Step
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.games.held_hands.view import BoardView, ProjectorBoard

NAMES = ["Ada", "Ben"]


class Table:
    """What the shell does for the board: show the seat to act its view, play
    what the board chooses, send refusals back."""

    def __init__(self, qtbot, seed: int = 11):
        self.match = Match(GAME, [SeatSpec.single(n) for n in NAMES], seed, {"first": 0})
        self.board = BoardView(GAME)
        qtbot.addWidget(self.board)
        self.board.set_player_names(NAMES)
        self.board.resize(1280, 720)
        self.board.show()
        self.controls = self.board.controls()  # the shell keeps the turn buttons below the board
        qtbot.addWidget(self.controls)
        self.controls.show()
        self.messages: list[str] = []
        self.board.action_chosen.connect(self.play)
        self.board.message.connect(self.messages.append)
        self.board.undo_requested.connect(self.undo)
        self.refresh()

    def refresh(self) -> None:
        seat = self.match.to_act()[0] if self.match.to_act() else None
        view = json.loads(json.dumps(self.match.view(seat)))  # only plain data reaches the board
        self.board.show_view(view, seat, self.match.legal_actions(seat) if seat is not None else [], seat is not None)

    def play(self, seat: int, action) -> None:
        try:
            self.match.play(seat, action)
        except IllegalAction as exc:
            self.board.refuse(exc.rule)
        self.refresh()

    def undo(self) -> None:
        if self.match.can_undo(self.match.to_act()[0]):
            self.match.undo(self.match.to_act()[0])
        self.refresh()

    def click_node(self, qtbot, node: str) -> None:
        qtbot.mouseClick(self.board.table, Qt.MouseButton.LeftButton, pos=self.board.node_pos(node))

    def click_card(self, qtbot, card: int) -> None:
        qtbot.mouseClick(self.board.table, Qt.MouseButton.LeftButton, pos=self.board.card_pos(card))


def set_up(qtbot, table: Table) -> None:
    qtbot.mouseClick(table.board.fan_left, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.board.fan_right, Qt.MouseButton.LeftButton)
    for _seat in (0, 1):
        qtbot.mouseClick(table.board.reveal, Qt.MouseButton.LeftButton)
    assert table.match.state.phase == "play" and table.match.state.active_goals[1] is not None


def test_fans_reveals_steps_take_back_and_end_by_clicks(qtbot):
    table = Table(qtbot)
    assert table.board.fan_left.text().startswith("Fan hand left:")
    set_up(qtbot, table)
    board, match = table.board, table.match
    assert [type(e.action) for e in match.entries] == [Fan, Fan, RevealGoal, RevealGoal]
    # Every glowing neighbour is a legal first step, with the cards that pay it.
    legal = {(a.node, a.card) for a in match.legal_actions(0) if isinstance(a, Step)}
    assert {(n, c) for n, cards in board.table.next_nodes.items() for c in cards} == legal
    # A card first (it lifts, nothing is said: the header said how), then the node it pays for.
    node = sorted(n for n in board.table.next_nodes if board.table.reach.get(n) == "safe")[0]
    card = board.table.next_nodes[node][-1]
    said = list(table.messages)
    table.click_card(qtbot, card)
    assert board.table.selected_card == card and table.messages == said
    assert "click the card first" in board.prompt()
    table.click_node(qtbot, node)
    assert match.state.path == (node,) and match.state.cards_played == (card,)
    # A right-click takes the step back.
    qtbot.mouseClick(board.table, Qt.MouseButton.RightButton, pos=board.node_pos(node))
    assert match.state.path == ()
    # One click on a node steps there, paid by the first card that keeps the balance in bounds.
    payers = board.table.next_nodes[node]
    table.click_node(qtbot, node)
    assert match.state.path == (node,) and match.state.cards_played[0] in payers
    assert board.end_keep.isVisible()
    qtbot.mouseClick(board.end_keep, Qt.MouseButton.LeftButton)
    assert isinstance(match.entries[-1].action, EndTurn) and match.state.current == 1


def test_a_far_click_is_explained_and_a_rule_comes_back_with_the_names(qtbot):
    table = Table(qtbot)
    set_up(qtbot, table)
    here = table.match.state.positions[0]
    far = next(n for n in data.NODES if data.NODES[n].ring == 0 and n != here and n not in data.ADJACENT[here]
               and n not in table.board.table.reach)
    before = table.match.state
    table.click_node(qtbot, far)
    assert table.match.state is before
    assert "joined to yours by a line" in table.messages[-1]
    table.board.refuse(GAME.refusal(before, 1, RevealGoal()))
    assert table.messages[-1] == "It is Ada's turn."


def test_a_losing_step_asks_for_a_second_click(qtbot):
    losing: list[str] = []
    for seed in range(5, 15):
        table = Table(qtbot, seed)
        set_up(qtbot, table)
        match, marks = table.match, table.board.table
        # Safe steps, until a neighbour would break the balance.
        while match.to_act() and not losing:
            losing = [n for n, how in marks.reach.items() if how == "loses" and n in marks.next_nodes]
            if not losing:
                _safe_step_or_end(table)
        if losing:
            break
    assert losing, "no losing step came up"
    path = match.state.path
    table.click_node(qtbot, losing[0])
    # Every way into that node breaks the balance: the board warns first...
    assert match.state.path == path and not match.finished
    assert "Click it again" in table.messages[-1] and marks.armed_node == losing[0]
    # ...and a second click does it.
    table.click_node(qtbot, losing[0])
    assert match.finished and match.outcome().reason == "balance"


def _safe_step_or_end(table: Table) -> None:
    match = table.match
    seat = match.to_act()[0]
    legal = match.legal_actions(seat)
    safe = [a for a in legal if isinstance(a, Step) and GAME.apply(match.state, seat, a).phase == "play"]
    table.play(seat, safe[0] if safe and len(match.state.path) < 3 else
               next((a for a in legal if isinstance(a, (EndTurn, RevealGoal))), legal[0]))


def test_the_board_takes_too_many_as_nothing_to_offer(qtbot):
    table = Table(qtbot)
    view = table.match.view(0)
    table.board.show_view(view, 0, TooMany(), True)
    assert not table.board.interactive and not table.board.fan_left.isVisible()


def test_the_hint_answers_with_the_seats_names(qtbot, monkeypatch):
    table = Table(qtbot)
    set_up(qtbot, table)
    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    table.board.hint_action.trigger()
    result = table.board.last_hint
    assert result.status in ("yes", "no", "unknown")
    text = table.board._hint_box.text()
    assert text and "Player 1" not in text
    if result.turns:
        assert "Ada" in text or "Ben" in text


def test_the_projector_gets_the_public_view_and_paints_it_large(qtbot):
    match = Match(GAME, [SeatSpec.single(n) for n in NAMES], 3)
    projector = ProjectorBoard(GAME)
    qtbot.addWidget(projector)
    projector.set_player_names(NAMES)
    projector.show_public(match.view(None), "")
    assert projector.public_view == match.view(None)
    projector.resize(3840, 2160)
    image = projector.grab().toImage()
    assert image.width() == 3840 and image.pixelColor(10, 10) != image.pixelColor(1920, 1080)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_board_paints_at_laptop_and_desktop_sizes(qtbot, size):
    table = Table(qtbot)
    set_up(qtbot, table)
    table.board.resize(*size)
    image = table.board.grab().toImage()
    assert (image.width(), image.height()) == size


def _uncached(table_widget):
    """The table painted in one go, every primitive, no kept layers (the reference)."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(table_widget.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    s, ox, oy = table_widget._transform()
    table_widget._paint_layer(p, table_widget.painter().paint, s, ox, oy)
    p.end()
    return image


def _differing_pixels(a, b, tolerance: int = 48) -> int:
    count = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            if max(abs(pa.red() - pb.red()), abs(pa.green() - pb.green()), abs(pa.blue() - pb.blue())) > tolerance:
                count += 1
    return count


def test_the_kept_layers_paint_what_painting_everything_paints(qtbot):
    table = Table(qtbot)
    set_up(qtbot, table)
    widget = table.board.table
    widget.resize(1366, 640)
    widget.hover_node = sorted(widget.next_nodes)[0]  # a live mark over the kept board
    kept = widget.grab().toImage().convertToFormat(_uncached(widget).format())
    # Antialiased edges may round differently; the pictures are the same picture.
    assert _differing_pixels(kept, _uncached(widget)) < 0.002 * kept.width() * kept.height() / 4


def test_a_layer_is_kept_while_what_it_shows_stays_and_painted_again_when_it_changes(qtbot):
    table = Table(qtbot)
    set_up(qtbot, table)
    widget = table.board.table
    widget.resize(1280, 600)
    widget.grab()
    board, panels = widget._layers["board"][1], widget._layers["panels"][1]
    widget._walks[0] = [widget.to_logical(widget.rect().center())]  # a pawn on its way: live only
    widget.grab()
    assert widget._layers["board"][1] is board and widget._layers["panels"][1] is panels
    table.click_node(qtbot, sorted(n for n in widget.next_nodes if widget.reach.get(n) == "safe")[0])
    widget.grab()  # a step: the panels (hand, balance) change, the board does not
    assert widget._layers["board"][1] is board and widget._layers["panels"][1] is not panels
    table.board.set_player_names(["Ada", "Benedict"])
    widget.grab()  # the names are on the board's edge
    assert widget._layers["board"][1] is not board


def test_no_label_on_the_table_is_under_the_legible_minimum_even_in_a_small_window(qtbot):
    from ui.fitcheck import painted_texts

    from boardgames_desktop import theme

    table = Table(qtbot)
    set_up(qtbot, table)
    widget = table.board.table
    widget.resize(800, 480)  # narrower than the board's share of a 1280x720 window
    sizes = dict(painted_texts(widget))
    assert {"Ada", "balance", "goal", "deck", "discards"} <= set(sizes), sorted(sizes)  # whole words
    assert min(sizes.values()) >= theme.MIN_TEXT_PX - 0.01, sorted(sizes.items(), key=lambda kv: kv[1])[:3]
