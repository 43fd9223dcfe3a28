"""Keyboard play on the painted boards (``ui/kit/keys.py``): a legal move in each game
by keys only, Escape lets a half-made move go, and the focus mark is painted."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match

from .conftest import settle


def _focus(qtbot, board_widget) -> None:
    board_widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board_widget.hasFocus, timeout=2000)


def _grab(widget) -> QImage:
    return widget.grab().toImage()


def _differs(a: QImage, b: QImage) -> int:
    """How many sampled pixels differ between two grabs of one widget."""
    assert a.size() == b.size()
    n = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            if a.pixel(x, y) != b.pixel(x, y):
                n += 1
    return n


# -- held hands -----------------------------------------------------------------------------------
def _held_hands(qtbot, make_window):
    from boardgames_desktop.games.held_hands.rules import GAME

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 11, {"first": 0})
    window = make_window(match, autosave=False)
    board = window.board
    qtbot.mouseClick(board.fan_left, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.perspectives[0] == "L")
    qtbot.mouseClick(board.fan_right, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.phase == "play")
    for seat in (0, 1):
        qtbot.mouseClick(board.reveal, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda seat=seat: match.state.active_goals[seat] is not None)
    return match, window, board


def test_held_hands_a_step_by_keys_only_and_the_mark_is_painted(qtbot, make_window):
    match, window, board = _held_hands(qtbot, make_window)
    table = board.table
    _focus(qtbot, table)
    before = _grab(table)
    assert board.keys.marked() is None
    qtbot.keyClick(table, Qt.Key.Key_Right)
    target = board.keys.marked()
    assert target is not None and target.key[0] == "node"
    assert _differs(before, _grab(table)) > 20  # the focus mark is drawn over the board
    assert target.name in table.accessibleName()
    # The description says where the pawns stand and what can be chosen, from the view.
    text = table.accessibleDescription()
    assert "Ada's pawn" in text and "Ben's pawn" in text
    assert f"{len(board.keys.targets())} choices" in text
    # Walk to a safe node with the arrows, then Enter steps there.
    safe = {n for n in table.next_nodes if table.reach.get(n) == "safe"}
    for _ in range(len(board.keys.targets()) + 1):
        marked = board.keys.marked()
        if marked is not None and marked.key[0] == "node" and marked.key[1] in safe:
            break
        qtbot.keyClick(table, Qt.Key.Key_Tab)
    node = board.keys.marked().key[1]
    path = len(match.state.path)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    settle(qtbot, window, lambda: len(match.state.path) == path + 1)
    assert match.state.path[-1] == node
    # The mark went with its target; Enter is the window's End move again.
    assert board.keys.marked() is None


def test_held_hands_escape_lets_a_lifted_card_go(qtbot, make_window):
    match, _window, board = _held_hands(qtbot, make_window)
    table = board.table
    _focus(qtbot, table)
    cards = [t for t in board.keys.targets() if t.key[0] == "card"]
    assert cards, "the cards that pay a step are targets too"
    qtbot.keyClick(table, Qt.Key.Key_Down)  # the mark shows; Tab goes on from it
    for _ in range(len(board.keys.targets())):
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        if board.keys.marked().key[0] == "card":
            break
    card = board.keys.marked().key[1]
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert table.selected_card == card
    # The mark went on to a node the lifted card pays.
    marked = board.keys.marked()
    assert marked is not None and marked.key[0] == "node" and card in table.next_nodes[marked.key[1]]
    state = match.state
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.selected_card is None
    assert match.state is state  # nothing was played
    # A second Escape puts the mark away; a third is not the board's.
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert board.keys.marked() is None


# -- Inner Compass ---------------------------------------------------------------------------------
def _inner_compass(qtbot, make_window):
    from boardgames_desktop.games.inner_compass.rules import GAME

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 1)
    window = make_window(match, autosave=False)
    if window.curtain_up:
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda: not window.curtain_up)
    return match, window, window.board


def test_inner_compass_a_pawn_placed_by_keys_only(qtbot, make_window):
    from boardgames_desktop.games.inner_compass.rules import PlacePawn

    match, window, board = _inner_compass(qtbot, make_window)
    table = board.table
    assert match.state.phase == "place"
    _focus(qtbot, table)
    before = _grab(table)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    marked = board.keys.marked()
    assert marked is not None and marked.key[0] == "cell"
    assert _differs(before, _grab(table)) > 20
    seat = match.to_act()[0]
    assert PlacePawn(marked.key[1]) in match.legal_actions(seat)
    entries = len(match.active_entries())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    settle(qtbot, window, lambda: len(match.active_entries()) == entries + 1)
    assert match.active_entries()[-1].action == PlacePawn(marked.key[1])


def test_inner_compass_the_board_describes_its_choices(qtbot, make_window):
    _match, _window, board = _inner_compass(qtbot, make_window)
    text = board.table.accessibleDescription()
    n = len(board.keys.targets())
    assert n > 0 and f"{n} choices" in text
    assert board.keys.targets()[0].name in text


# -- Tokaido Duo ---------------------------------------------------------------------------------
def _tokaido_duo(qtbot, make_window):
    from boardgames_desktop.games.tokaido_duo.rules import GAME

    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 2)
    window = make_window(match, autosave=False)
    return match, window, window.board


def test_tokaido_duo_roll_pick_and_move_by_keys_only(qtbot, make_window):
    from boardgames_desktop.games.tokaido_duo.rules import Move, Roll

    match, window, board = _tokaido_duo(qtbot, make_window)
    table = board.table
    assert match.state.phase == "roll"
    _focus(qtbot, table)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert board.keys.marked().key == "roll"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    settle(qtbot, window, lambda: match.state.phase == "pick")
    assert match.active_entries()[-1].action == Roll()
    _focus(qtbot, table)
    # The dice are the targets now: choose one (a step of the move), its spaces light.
    qtbot.keyClick(table, Qt.Key.Key_Left)
    die = board.keys.marked()
    assert die is not None and die.key[0] == "die"
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert table.selected == die.key[1] and table.targets
    space = board.keys.marked()
    assert space is not None and space.key[0] == "space" and space.key[1] in table.targets
    # Escape puts the die down again; nothing was played.
    entries = len(match.active_entries())
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.selected is None and not table.targets
    assert len(match.active_entries()) == entries
    # The mark stayed on the die: again, and this time Enter moves to the space marked.
    assert board.keys.marked().key == die.key
    qtbot.keyClick(table, Qt.Key.Key_Return)
    space = board.keys.marked()
    assert space.key[0] == "space"
    seat = match.to_act()[0]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    settle(qtbot, window, lambda: len(match.active_entries()) == entries + 1)
    assert match.active_entries()[-1].action == Move(die.key[1], space.key[1])
    assert match.active_entries()[-1].actor == seat


def test_tab_into_the_board_shows_the_mark_and_tab_past_the_last_target_leaves(qtbot, make_window):
    _match, _window, board = _inner_compass(qtbot, make_window)
    table = board.table
    targets = board.keys.targets()
    assert len(targets) >= 2
    table.clearFocus()
    qtbot.waitUntil(lambda: not table.hasFocus(), timeout=2000)
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(table.hasFocus, timeout=2000)
    assert board.keys.marked().key == targets[0].key
    for target in targets[1:]:
        qtbot.keyClick(table, Qt.Key.Key_Tab)
        assert board.keys.marked().key == target.key
    qtbot.keyClick(table, Qt.Key.Key_Tab)  # past the last: the focus goes on to the next control
    assert not table.hasFocus() and board.keys.marked() is None
    # Back on the board, Escape puts the mark away and Tab leaves at once.
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(table.hasFocus, timeout=2000)
    assert board.keys.marked() is not None
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert not table.hasFocus()


def test_a_click_puts_the_keys_mark_away(qtbot, make_window):
    _match, _window, board = _tokaido_duo(qtbot, make_window)
    table = board.table
    _focus(qtbot, table)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert board.keys.marked() is not None
    qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.rect().topLeft() + table.rect().center() / 8)
    assert board.keys.marked() is None
