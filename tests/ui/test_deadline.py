"""Deadlines in the window: a countdown here and on the projector, a warning at the end
(seen and heard), and the expiry played into the log, where a saved file keeps it."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop import games
from boardgames_desktop.core.match import Match

from .conftest import settle


def test_the_countdown_warns_then_the_turn_expires_into_the_log(qtbot, make_match, make_window, clock,
                                                                monkeypatch, tmp_path):
    beeps = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(clock.now)))
    match = make_match("human", "human", timer=10)
    window = make_window(match, clock=clock, autosave=False)
    window.toggle_projector(True)
    header, projector = window.header.countdown, window.projector.countdown

    # Behind the curtain Ada's time has not started.
    clock.advance(30)
    window.tick()
    assert header.text() == "0:10 left" and not header.warning and match.entries == []
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    clock.advance(4)
    window.tick()
    assert header.isVisible() and header.text() == "0:06 left" and projector.text() == "0:06 left"
    assert beeps == []

    clock.advance(1.5)
    window.tick()
    assert header.warning and header.text() == "0:05 left!" and projector.warning
    assert len(beeps) == 1
    window.tick()
    assert len(beeps) == 1  # once a second, not once a tick
    clock.advance(1)
    window.tick()
    assert len(beeps) == 2

    clock.advance(10)
    window.tick()
    settle(qtbot, window)
    assert match.entries[-1].expired and match.entries[-1].actor == 0
    assert window.log.texts() == ["1. Time ran out. Ada passes."]
    # Ben's turn, his time waits for his click; the warning is gone.
    assert window.curtain_up and not header.warning and header.text() == "0:10 left"

    # The saved file records the expiry, and replays to the same game.
    path = tmp_path / "timed.bgsave.json"
    window.ask_save_path = lambda: path
    window.save_as()
    data = json.loads(path.read_text())
    assert data["log"][0]["expired"] is True
    again = Match.from_dict(data, games.get_game)
    assert again.states() == match.states() and again.entries[0].expired


def test_no_countdown_without_a_deadline(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:eager"))
    window.toggle_projector(True)
    assert not window.header.countdown.isVisible() and not window.projector.countdown.isVisible()
    assert not window._tick_timer.isActive()
