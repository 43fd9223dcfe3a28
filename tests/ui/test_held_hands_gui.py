"""...and then we held hands in the real window, played with clicks like a person."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from boardgames_desktop.core.game import BotTurn, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.rng import Rng
from boardgames_desktop.games.held_hands import data
from boardgames_desktop.games.held_hands.actions import EndTurn, Step
from boardgames_desktop.games.held_hands.ai import CasualBot
from boardgames_desktop.games.held_hands.rules import GAME

from .conftest import settle


def _two_humans(seed: int = 11) -> Match:
    return Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], seed, {"first": 0})


def _click_node(qtbot, board, node: str) -> None:
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.node_pos(node))


def _click_card(qtbot, board, card: int) -> None:
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.card_pos(card))


def _set_up_turn(qtbot, window, match) -> None:
    board = window.board
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.perspectives[0] == "L")
    qtbot.mouseClick(board.fan_right, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.phase == "play")
    for seat in (0, 1):
        qtbot.mouseClick(board.reveal, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda seat=seat: match.state.active_goals[seat] is not None)


def _step_by_clicks(qtbot, window, match) -> str:
    """Click a glowing neighbour (one click a step); returns the node entered."""
    board = window.board
    before = len(match.state.path)
    safe = [n for n in board.table.next_nodes if board.table.reach.get(n) == "safe"]
    node = sorted(safe)[0]
    _click_node(qtbot, board, node)
    settle(qtbot, window, lambda: len(match.state.path) == before + 1)
    return node


def test_a_whole_turn_by_clicks_with_undo_save_and_reload(qtbot, make_window, tmp_path):
    match = _two_humans()
    window = make_window(match, autosave=False)
    board = window.board
    _set_up_turn(qtbot, window, match)
    assert match.state.current == 0
    # The header names whose turn it is, with the table's names.
    assert "Ada" in window.status_text()

    # Every glowing neighbour really is a legal first step, with the cards that pay it.
    legal_steps = {(a.node, a.card) for a in match.legal_actions(0) if isinstance(a, Step)}
    shown = {(n, c) for n, cards in board.table.next_nodes.items() for c in cards}
    assert shown == legal_steps

    # A click on a far node is refused with the rule, and nothing changes.
    here = match.state.positions[0]
    far = next(n for n in data.NODES if n not in data.ADJACENT[here] and n != here and data.NODES[n].ring == 0)
    state_before = match.state
    _click_node(qtbot, board, far)
    assert match.state is state_before
    said = window.note.text()
    assert "joined to yours by a line" in said or "glowing node next to your pawn" in said

    # Choose a card first (it lifts; the header already said how), then the node it pays for.
    node = sorted(n for n in board.table.next_nodes if board.table.reach.get(n) == "safe")[0]
    card = board.table.next_nodes[node][-1]
    _click_card(qtbot, board, card)
    assert board.table.selected_card == card
    assert "click the card first" in window.header.prompt_label.text()
    _click_node(qtbot, board, node)
    settle(qtbot, window, lambda: match.state.path == (node,))
    assert match.state.cards_played == (card,)
    first = node
    assert match.state.positions[0] == first

    # Take the step back with Ctrl+Z, then redo it.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window, lambda: match.state.path == ())
    assert match.entries[-1].undone
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window, lambda: match.state.path == (first,))

    # A right-click on the board takes a step back too.
    qtbot.mouseClick(board.table, Qt.MouseButton.RightButton, pos=board.node_pos(first))
    settle(qtbot, window, lambda: match.state.path == ())
    first = _step_by_clicks(qtbot, window, match)

    # End the move with the button; the turn passes to Player 2.
    assert board.end_keep.isVisible()
    qtbot.mouseClick(board.end_keep, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.current == 1 or match.finished)
    assert any(isinstance(e.action, EndTurn) for e in match.active_entries())
    # Ending the move drew or revealed: it cannot be taken back.
    assert not match.can_undo()

    # Save, open in a fresh window, and go on playing there.
    path = tmp_path / "held.bgsave.json"
    window.ask_save_path = lambda: path
    window.save_as()
    assert json.loads(path.read_text())["game"] == "held-hands"
    if match.finished:
        return
    other = make_window(_two_humans(seed=99), autosave=False)
    assert other.open_file(path)
    assert other.match.state == match.state
    settle(qtbot, other)
    entered = _step_by_clicks(qtbot, other, other.match)
    assert other.match.state.positions[1] == entered


def test_a_losing_step_asks_twice(qtbot, make_window):
    match = _two_humans(seed=5)
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    board = window.board
    losing = [n for n, s in board.table.reach.items() if s == "loses" and n in board.table.next_nodes]
    if not losing:
        # Push the balance to the edge so every step one way loses.
        import dataclasses

        state = match.state
        match._states[-1] = dataclasses.replace(state, balances=(2, state.balances[1]))
        window.refresh()
        losing = [n for n, s in board.table.reach.items() if s == "loses" and n in board.table.next_nodes]
    if not losing:
        return
    node = losing[0]
    payers = board.table.next_nodes[node]
    unsafe = [c for c in payers if not board._card_is_safe(node, c)]
    board.table.selected_card = unsafe[0]
    _click_node(qtbot, board, node)
    assert not match.state.path  # the first click only warns
    assert "break up" in window.note.text()
    board.table.selected_card = unsafe[0]
    _click_node(qtbot, board, node)
    settle(qtbot, window, lambda: match.finished)
    assert match.outcome().reason == "balance"


def test_the_projector_shows_exactly_the_public_view(qtbot, make_window):
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Bot", "bot:careful")], 21, {"first": 0})
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    projector = window.projector
    _set_up_turn_one_human(qtbot, window, match)
    public = GAME.view(match.state, None)
    assert projector.board.public_view == public
    assert projector.board.table.view == public
    # Nothing hidden reaches it: no goal pile or deck contents, only counts.
    text = json.dumps(projector.board.public_view)
    assert "goal_piles" not in text and '"deck"' not in text
    assert projector.board.public_view["goal_pile_counts"] == [len(p) for p in match.state.goal_piles]
    window.grab()  # paints the projector too
    projector.grab()


def test_the_projector_gets_the_public_view_after_every_move(qtbot, make_window):
    """A whole game, move by move as the board sends them: after each one the
    projector's board was given exactly ``view(state, None)`` and nothing else."""
    # Seed 27: a whole game of 44 moves, the pawns reach the second ring, the balance breaks.
    match = _two_humans(seed=27)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    projector = window.projector.board
    received: list[dict] = []
    show_public = projector.show_public

    def spy(view, status):
        received.append(view)
        show_public(view, status)

    projector.show_public = spy
    bots = {seat: CasualBot(GAME, seat, seat + 1) for seat in (0, 1)}
    moves = 0
    while not match.finished:
        seat = match.to_act()[0]
        turn = BotTurn(GAME, seat, match.view(seat), match.legal_actions(seat), Rng(moves))
        shown = len(received)
        window.board.action_chosen.emit(seat, bots[seat].choose(turn))
        settle(qtbot, window, lambda shown=shown: len(received) > shown)
        public = GAME.view(match.state, None)
        assert received[-1] == public and projector.public_view == public
        assert projector.table.view == public
        moves += 1
        assert moves < 500, "the game should have ended"
    assert match.state.ring >= 1 and len(match.active_entries()) == moves
    assert all(view == GAME.view(state, None) for view, state in zip(received[-moves:], match.states()[1:]))


def _set_up_turn_one_human(qtbot, window, match) -> None:
    board = window.board
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.phase == "play", timeout=5000)


def test_the_hint_answers(qtbot, make_window):
    match = _two_humans(seed=3)
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    window.board.hint_action.trigger()
    result = window.board.last_hint
    assert result.status in {"yes", "no", "unknown"}
    assert result.message
    if result.status == "yes":
        assert result.turns


def test_keys_end_the_move_and_take_back_a_step(qtbot, make_window):
    match = _two_humans(seed=13)
    window = make_window(match, autosave=False)
    _set_up_turn(qtbot, window, match)
    first = _step_by_clicks(qtbot, window, match)
    qtbot.keyClick(window, Qt.Key.Key_Backspace)
    settle(qtbot, window, lambda: match.state.path == ())
    first = _step_by_clicks(qtbot, window, match)
    assert match.state.path == (first,)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    settle(qtbot, window, lambda: match.state.current == 1 or match.finished)
    assert isinstance(match.active_entries()[-1].action, EndTurn)
