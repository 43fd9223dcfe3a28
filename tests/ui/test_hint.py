"""Help > Hint (H): the move the Normal bot would play for the seat at the screen, and why.

Asked on the worker thread from that seat's view alone (``core/hint.py``), said in
the seat note and lit on the board (``GameView.show_hint``); the next view, another
viewer or the curtain takes both away, and an answer about a view no longer shown is
dropped. Played with toy cards (which has the three levels) and with every real game.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop import games
from boardgames_desktop.core.game import TABLE, Person, SeatSpec, TooMany
from boardgames_desktop.core.match import Match

from .conftest import settle


def spy_hints(monkeypatch, board) -> list:
    """Every ``show_hint`` the board is given, in order (and still drawn as the board draws it)."""
    calls: list = []
    real = board.show_hint

    def show_hint(action):
        calls.append(action)
        real(action)

    monkeypatch.setattr(board, "show_hint", show_hint)
    return calls


def press_hint(qtbot, window) -> None:
    assert window.hint_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_H)


def test_h_shows_normals_move_and_why_for_the_seat_at_the_screen(qtbot, monkeypatch, make_match, make_window):
    match = make_match("human", "bot:eager", seed=11)
    window = make_window(match, autosave=False)
    calls = spy_hints(monkeypatch, window.board)
    press_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.note.isVisible(), timeout=5000)
    assert calls and calls[-1] in match.legal_actions(0)
    assert window.note.owner == ("seat", 0)
    text = window.note.text()
    assert text.startswith(("Plays ", "Stakes", "Swaps ")) or text == "Normal would play this move."
    # The next view takes it away: the note and the mark.
    window.board.choose(calls[-1])
    settle(qtbot, window)
    assert calls[-1] is None and not window.note.isVisible()


def test_hint_is_offered_only_to_a_person_whose_turn_it_is(qtbot, monkeypatch, make_match, make_window):
    import threading

    from toy.ai import EagerBot

    go = threading.Event()
    plain = EagerBot.choose
    monkeypatch.setattr(EagerBot, "choose", lambda self, turn: (go.wait(10), plain(self, turn))[1])
    try:
        match = make_match("human", "bot:eager", seed=3)
        window = make_window(match, autosave=False)
        assert window.hint_action.isEnabled()
        window.board.choose(next(a for a in match.legal_actions(0) if type(a).__name__ == "Pass"))
        settle(qtbot, window, lambda: match.to_act() == (1,))
        assert not window.hint_action.isEnabled()  # the bot's turn (Ada may still keep notes)
        assert not window.hints.ask()
    finally:
        go.set()
    settle(qtbot, window, lambda: match.to_act() == (0,))
    assert window.hint_action.isEnabled()


def test_another_viewer_or_the_curtain_takes_the_hint_away(qtbot, monkeypatch, make_match, make_window):
    match = make_match("human", "bot:eager", mode="host", seed=5)
    window = make_window(match, autosave=False)
    calls = spy_hints(monkeypatch, window.board)
    press_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.note.isVisible(), timeout=5000)
    assert calls[-1] is not None
    window.peek(0)  # the host's "hold to look": another pair of eyes, the same position
    settle(qtbot, window)
    assert calls[-1] is None and not window.note.isVisible() and not window.hint_action.isEnabled()
    window.end_peek()
    settle(qtbot, window)
    assert window.hint_action.isEnabled() and window.hints.shown is None

    hot_seat = make_match("human", "human", seed=5)
    window = make_window(hot_seat, autosave=False)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    calls = spy_hints(monkeypatch, window.board)
    press_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.note.isVisible(), timeout=5000)
    window.board.choose(next(a for a in hot_seat.legal_actions(0) if type(a).__name__ == "Pass"))
    settle(qtbot, window, lambda: window.curtain_up)
    assert calls[-1] is None and not window.note.isVisible() and not window.hint_action.isEnabled()


def test_an_answer_about_a_view_no_longer_shown_is_dropped(qtbot, monkeypatch, make_match, make_window):
    import threading

    from boardgames_desktop.ui import hint

    go, asked, done = threading.Event(), [], []
    real = hint.advise

    def slow(game, kinds, seat, view, legal, seed):
        asked.append((seat, view))
        go.wait(10)
        advice = real(game, kinds, seat, view, legal, seed)
        done.append(advice)
        return advice

    monkeypatch.setattr(hint, "advise", slow)
    match = make_match("human", "bot:eager", seed=9)
    window = make_window(match, autosave=False)
    calls = spy_hints(monkeypatch, window.board)
    press_hint(qtbot, window)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [(0, match.view(0))]  # the seat's own view, nothing else
    window.board.choose(next(a for a in match.legal_actions(0) if type(a).__name__ == "Stake"))
    settle(qtbot, window)
    go.set()
    qtbot.waitUntil(lambda: bool(done))
    qtbot.wait(50)  # the answer's way back to the window's thread
    assert [c for c in calls if c is not None] == [] and not window.note.isVisible()


# -- every game ------------------------------------------------------------------------------------
#: Options that seat a person against bots at one screen.
SOLO = {"eselsbruecke": {"mode": "digital"}}


@pytest.mark.parametrize("game_id", games.ids())
def test_h_gives_a_legal_hint_in_every_game(qtbot, monkeypatch, make_window, game_id):
    from boardgames_desktop.core.game import normal_kind

    game = games.get_game(game_id)
    info = game.info
    bot = normal_kind(games.bots(game_id))
    seating = info.seating(max(info.min_people, 3) if info.max_people >= 3 else info.min_people)
    seats = [SeatSpec(tuple(Person(f"P{p + 1}") for p in group), "human" if i == 0 else bot.key)
             for i, group in enumerate(seating)]
    match = Match(game, seats, 4242, SOLO.get(game_id, {}))
    window = make_window(match, autosave=False)
    qtbot.waitUntil(lambda: window.hint_action.isEnabled(), timeout=30000)
    calls = spy_hints(monkeypatch, window.board)
    press_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.note.isVisible(), timeout=10000)
    action = calls[-1]
    legal = match.legal_actions(0)
    assert action is not None and (match.refusal(0, action) is None if isinstance(legal, TooMany)
                                   else action in legal)
    assert window.note.owner == ("seat", 0) and window.note.text()
    assert window.hints.shown is not None and window.hints.shown.action == action
    assert 0 in match.to_act() and TABLE not in match.to_act()


def test_a_letter_typed_on_hookys_worksheet_is_its_row_not_the_hint(qtbot, make_window):
    from boardgames_desktop.games.hooky.data import LETTERS

    game = games.get_game("hooky")
    bot = games.bots("hooky")[0]
    seats = [SeatSpec.single(f"P{i + 1}", "human" if i == 0 else bot.key) for i in range(3)]
    window = make_window(Match(game, seats, 77, {}), autosave=False)
    qtbot.waitUntil(lambda: window.hint_action.isEnabled(), timeout=30000)
    window.board.sheet_action.trigger()  # the worksheet page
    grid = window.board.worksheet.grid
    qtbot.waitUntil(grid.isVisible)
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_H)
    assert grid.focus_cell[1] == LETTERS.index("H")
    assert window.hints.worker.busy is False and not window.note.isVisible()


@pytest.mark.parametrize("game_id", games.ids())
def test_a_hint_on_a_zoomed_board_scrolls_what_it_lights_into_sight(qtbot, make_window, game_id):
    """Zoomed in and scrolled to the far corner, the board is larger than its frame: H
    lights the move and the frame scrolls until what is lit shows whole."""
    from boardgames_desktop.core.game import normal_kind

    game = games.get_game(game_id)
    info = game.info
    bot = normal_kind(games.bots(game_id))
    seating = info.seating(max(info.min_people, 3) if info.max_people >= 3 else info.min_people)
    seats = [SeatSpec(tuple(Person(f"P{p + 1}") for p in group), "human" if i == 0 else bot.key)
             for i, group in enumerate(seating)]
    window = make_window(Match(game, seats, 4242, SOLO.get(game_id, {})), autosave=False)
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.hint_action.isEnabled(), timeout=30000)
    for _step in range(4):
        window.zoom_in()
    frame, board = window.board_holder, window.board
    settle(qtbot, window)
    bars = frame.horizontalScrollBar(), frame.verticalScrollBar()
    assert any(bar.maximum() > 0 for bar in bars)  # the zoomed board scrolls
    press_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=10000)
    settle(qtbot, window)
    if board.lit_area().isEmpty():
        # The move is taken with a button below the board (Eselsbrücke's Draw): it is out
        # of the scrolling frame, in sight whatever the zoom, and it carries the mark.
        controls = board.controls()
        assert controls is not None and not frame.isAncestorOf(controls) and controls.isVisible()
        return
    area = board.lit_area()
    corner = (0 if area.center().x() > board.width() / 2 else bars[0].maximum(),
              0 if area.center().y() > board.height() / 2 else bars[1].maximum())
    action = window.hints.shown.action

    def in_sight() -> bool:
        lit = board.lit_area()
        seen = frame.viewport().rect()
        return not lit.isEmpty() and seen.contains(lit.translated(board.mapTo(frame.viewport(), lit.topLeft())
                                                                  - lit.topLeft()))

    bars[0].setValue(corner[0])
    bars[1].setValue(corner[1])
    board.show_hint(action)  # lit, but without scrolling: far out of sight now
    settle(qtbot, window)
    assert not in_sight(), (board.lit_area(), bars[0].value(), bars[1].value())
    board.light(action)  # what the window's hint does
    qtbot.waitUntil(in_sight, timeout=3000)
