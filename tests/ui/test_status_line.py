"""The header always says whose turn it is, what they may do, and how; the projector the first two.

Read top to bottom: who (bold), what the rules let them do (the game's public
status), how to do it with the mouse (the board's prompt). Played with toy
cards in every phase: a person's turn, a bot thinking, the table's turn, the end.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from toy.rules import Pass, Swap

from .conftest import settle

WAITING = 600_000  # a bot that waits this long never answers within a test


def _lines(window) -> list[str]:
    return window.status_text().split("\n")


def _projector_lines(window) -> list[str]:
    p = window.projector
    return [t for t in (p.turn_label.text(), p.status_label.text()) if t]


def _rows(window) -> list[str]:
    return [row.state_label.text() for row in window.seat_rows]


def test_a_persons_turn_and_a_bot_thinking(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager")
    window = make_window(match, autosave=False, bot_delay_ms=WAITING)
    window.toggle_projector(True)
    top = match.state.top
    beat = f"{top.split('-')[0].capitalize()} {top.split('-')[1]}"
    assert _lines(window) == [
        "Ada's turn",
        f"Round 1 of 3. Beat {beat}: play higher or the same colour.",
        "Click a card to play it, or stake, swap or pass.",
    ]
    assert _projector_lines(window) == _lines(window)[:2]
    assert _rows(window) == ["to play", ""]

    qtbot.mouseClick(window.board.pass_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.to_act() == (1,))
    # The bot answered at once and waits out the pause: that is its turn, not thinking.
    qtbot.waitUntil(lambda: window.bots._answer is not None)
    settle(qtbot, window)
    assert _lines(window) == [
        "Ben's turn",
        f"Round 1 of 3. Beat {beat}: play higher or the same colour.",
        "You may keep notes on the others while you wait.",
    ]
    assert _projector_lines(window) == _lines(window)[:2]
    assert _rows(window) == ["", "to play"]

    # View > Bot speed > Instant: the waiting bot goes at once.
    window.speed_actions[0].trigger()
    settle(qtbot, window, lambda: match.to_act() == (0,))
    assert _lines(window)[0] == "Ada's turn"
    assert "Player" not in window.status_text()


def test_a_bot_thinking_longer_than_half_a_second_says_so_until_it_plays(qtbot, monkeypatch, make_match,
                                                                       make_window):
    import threading

    from toy.ai import EagerBot

    go = threading.Event()
    plain = EagerBot.choose

    def slow(self, turn):
        go.wait(10)  # on the bots' pool thread: the window goes on meanwhile
        return plain(self, turn)

    monkeypatch.setattr(EagerBot, "choose", slow)
    match = make_match("human", "bot:eager")
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    try:
        qtbot.mouseClick(window.board.pass_button, Qt.MouseButton.LeftButton)
        settle(qtbot, window, lambda: match.to_act() == (1,))
        assert _lines(window)[0] == "Ben's turn"  # not yet half a second
        qtbot.waitUntil(lambda: _lines(window)[0] == "Ben (bot) is thinking…", timeout=3000)
        assert _projector_lines(window)[0] == "Ben (bot) is thinking…"
        assert _rows(window) == ["", "thinking…"]
    finally:
        go.set()
    settle(qtbot, window, lambda: match.to_act() == (0,))
    assert _lines(window)[0] == "Ada's turn"
    assert "thinking" not in window.status_text() and _rows(window) == ["to play", ""]


def test_the_tables_turn_in_host_mode(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager", mode="host")
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    window.board.choose(Pass())
    settle(qtbot, window, lambda: window.session.screen_actor == -1)
    settle(qtbot, window)
    assert _lines(window) == [
        "The table's turn",
        "Round 1 of 3 is over: the table confirms to go on.",
        "Confirm the end of the round when the table is ready.",
    ]
    assert _projector_lines(window) == _lines(window)[:2]
    assert window.board.confirm_button.isVisible() and not window.board.pass_button.isVisible()
    qtbot.mouseClick(window.board.confirm_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.round == 2 and match.to_act() == (0,))
    settle(qtbot, window)
    assert window.log.texts()[-2].endswith("The table confirms the end of round 1.")


def test_game_over_says_who_won_why_and_the_scores(qtbot, make_match, make_window):
    match = make_match("human", "human", rounds=2)
    # Ada swaps once, then everyone passes: a tie on points that fewer swaps decides.
    match.play(0, Swap(match.state.hands[0][0]))
    for _ in range(2):
        match.play(match.to_act()[0], Pass())
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    window.lift_curtain()
    window.board.choose(Pass())
    settle(qtbot, window, lambda: match.finished)
    settle(qtbot, window)
    assert _lines(window) == [
        "Game over: Ben wins.",
        "Ben wins with 0 points.",
        "Tied on points: fewer swaps decided.",
        "Ada · 0",
        "Ben · 0 · winner",
    ]
    # The wall says the result once (the outcome, and the tie-break that decided it),
    # then ranks the seats: a tie on points shares nothing here, the swaps decided.
    assert _projector_lines(window) == [
        "Ben wins with 0 points.",
        "Tied on points: fewer swaps decided.",
    ]
    assert window.projector.ranking.ranked == ((1, 1, "Ben", 0, True), (2, 0, "Ada", 0, False))
    assert _rows(window) == ["", ""]
    assert window.header.again_button.isVisible()
