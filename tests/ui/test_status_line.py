"""The status line always says whose turn it is and what they may do: held hands, every phase.

Read top to bottom, the header says who (bold), what the rules let them do,
and how to do it with the mouse; the projector repeats the first two.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_desktop.core.game import PlayerSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.held_hands import BOTS, GAME
from boardgames_desktop.games.held_hands.rules import EndTurn, Step
from boardgames_desktop.ui.bots import make_bots

from .conftest import settle

WAITING = 600_000  # a bot that waits this long never answers within a test


def _lines(window) -> list[str]:
    return window.status_text().split("\n")


def _projector_lines(window) -> list[str]:
    p = window.projector
    return [t for t in (p.turn_label.text(), p.status_label.text()) if t]


def _rows(window) -> list[str]:
    return [row.state_label.text() for row in window.player_rows]


def test_every_phase_against_a_bot(qtbot, make_window):
    match = Match(GAME, [PlayerSpec("Ada"), PlayerSpec("Ben", "bot:casual")], 3, {"first": 0})
    window = make_window(match, autosave=False, bot_delay_ms=WAITING)
    window.toggle_projector(True)
    board = window.board

    # Fan: Ada looks at her cards. The rules' "fan your hand…" is inside the board's
    # fuller prompt, so it is said once.
    assert _lines(window) == ["Ada's turn", "Look at your cards, then fan your hand to the left or the right."]
    assert _projector_lines(window) == ["Ada's turn", "Fan your hand to the left or the right."]
    assert _rows(window) == ["to play", ""]

    # Ben is a bot: everyone sees that he is thinking, and what he may do.
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.to_act() == (1,))
    assert _lines(window) == ["Ben (bot) is thinking…", "Ben: fan your hand to the left or the right."]
    assert _projector_lines(window) == _lines(window)
    assert _rows(window) == ["", "thinking…"]
    assert not window.prompt_label.isVisible()

    # View > Bot speed > Instant: the waiting bot goes at once.
    window.speed_actions[0].trigger()
    settle(qtbot, window, lambda: match.to_act() == (0,))
    assert _lines(window) == ["Ada's turn", "Reveal your next goal: that is your whole turn."]
    assert _projector_lines(window) == ["Ada's turn", "Reveal your next goal."]

    qtbot.mouseClick(board.reveal, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.to_act() == (0,) and match.state.active_goals[1] is not None)
    settle(qtbot, window)
    assert _lines(window) == [
        "Ada's turn",
        "Move by playing cards from either hand.",
        "Click a glowing node next to your pawn to step there; pale nodes can be reached later this turn.",
    ]

    # Moving: one step by clicks, then the line offers the next step or the end.
    node = sorted(n for n in board.table.next_nodes if board.table.reach.get(n) == "safe")[0]
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.node_pos(node))
    if not match.state.path:  # several cards could pay: click the first glowing one
        card = board.table.next_nodes[node][0]
        qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.card_pos(card))
    settle(qtbot, window, lambda: match.state.path == (node,))
    assert _lines(window) == [
        "Ada's turn",
        "Keep stepping, or end your move.",
        "Step on, take a step back (right-click), or end your move.",
    ]
    assert _projector_lines(window) == ["Ada's turn", "Keep stepping, or end your move."]
    assert "Player" not in window.status_text()


def _nearly_over(seed: int):
    """A match the casual bots play up to its last action, that action; both seats are now people."""
    specs = [PlayerSpec("Ada", "bot:casual"), PlayerSpec("Ben", "bot:casual")]
    match = Match(GAME, specs, seed, {"first": 0})
    bots = make_bots(GAME, specs, seed, BOTS)
    while True:
        seat = match.to_act()[0]
        action = bots[seat].choose(match.view(seat), match.legal_actions(seat))
        after = GAME.apply(match.state, seat, action)
        if GAME.outcome(after) is not None:
            break
        match.play(seat, action)
    match.players = [PlayerSpec("Ada"), PlayerSpec("Ben")]
    return match, (seat, action)


def _play_by_click(qtbot, window, match, last) -> None:
    seat, action = last
    board = window.board
    assert isinstance(action, (EndTurn, Step))
    if isinstance(action, EndTurn):
        ends = [a for a in match.legal_actions(seat) if isinstance(a, EndTurn)]
        button = board.end_keep if ends[0] == action else board.end_switch
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        board.table.selected_card = action.card
        qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.node_pos(action.node))
    settle(qtbot, window, lambda: match.finished)
    settle(qtbot, window)


def test_game_over_says_how_it_ended_won(qtbot, make_window):
    match, last = _nearly_over(1)
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    _play_by_click(qtbot, window, match, last)
    assert _lines(window) == [
        "Game over — Ada and Ben win together",
        "Both hearts met in the centre: they hold hands. You win!",
    ]
    assert _projector_lines(window) == _lines(window)
    assert _rows(window) == ["", ""]
    assert window.again_button.isVisible()


def test_game_over_says_how_it_ended_lost(qtbot, make_window):
    match, last = _nearly_over(4)
    window = make_window(match, autosave=False)
    _play_by_click(qtbot, window, match, last)
    lines = _lines(window)
    assert lines[0] == "Game over — nobody wins"
    assert lines[1].startswith("Ada cannot take a legal turn") and lines[1].endswith("the couple breaks up.")
    assert len(lines) == 2 and "Player 1" not in window.status_text()
