"""Unexpected errors: a dialog with the details and a Copy button; the match survives."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop import games
from boardgames_desktop.core.saves import unfinished_autosaves
from boardgames_desktop.ui import dialogs

from .conftest import settle


def _raise_and_report():
    from boardgames_desktop.ui import app as app_module

    try:
        raise RuntimeError("the board fell off the table")
    except RuntimeError:
        app_module.excepthook(*sys.exc_info())


def test_error_dialog_shows_and_copies_details(qtbot, make_match, make_window, capsys):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    qtbot.mouseClick(window.board.stake_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)

    _raise_and_report()
    dialog = dialogs._open_error_dialogs[-1]
    qtbot.waitExposed(dialog)
    assert "RuntimeError: the board fell off the table" in dialog.summary_label.text()
    details = dialog.details_box.toPlainText()
    assert "Traceback" in details and "_raise_and_report" in details and "PySide6" in details
    assert "Traceback" in capsys.readouterr().err  # also printed for the terminal

    QApplication.clipboard().clear()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == details
    assert dialog.copy_button.text() == "Copied"
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog not in dialogs._open_error_dialogs)

    # The match is untouched and its autosave would be offered after a restart.
    assert window.match is match and len(match.active_entries()) == 1
    found = unfinished_autosaves(games.get_game)
    assert [len(m.active_entries()) for _, m in found] == [1]


def test_install_excepthook(qtbot):
    from boardgames_desktop.ui import app as app_module

    previous = app_module.install_excepthook()
    try:
        assert sys.excepthook is app_module.excepthook
    finally:
        sys.excepthook = previous


def _window(qtbot, match):
    """A shown window (not waited on to become active: a message box takes the focus)."""
    from boardgames_desktop.ui.mainwindow import MainWindow

    window = MainWindow(match, bot_delay_ms=0, remember=False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_failing_bot_reports_and_pauses(qtbot, make_match, monkeypatch):
    from toy.ai import EagerBot

    def broken(self, turn):
        raise ValueError("bot lost its marbles")

    monkeypatch.setattr(EagerBot, "choose", broken)
    match = make_match("bot:eager", "human")
    window = _window(qtbot, match)
    qtbot.waitUntil(lambda: window.session.halted is not None)
    qtbot.waitUntil(lambda: bool(dialogs._open_error_dialogs))
    dialog = dialogs._open_error_dialogs[-1]
    assert "bot lost its marbles" in dialog.details_box.toPlainText()
    dialog.accept()
    settle(qtbot, window)
    assert match.entries == []
    assert "the bots are paused" in window.status_text()
    assert "Ada stopped with an error: ValueError: bot lost its marbles" in window.last_message.text()


def test_a_bot_breaking_a_rule_is_shown_and_the_bots_pause(qtbot, make_match, monkeypatch):
    from toy.ai import EagerBot
    from toy.rules import Play

    monkeypatch.setattr(EagerBot, "choose", lambda self, turn: Play("ruby-99"))
    match = make_match("bot:eager", "human")
    window = _window(qtbot, match)
    qtbot.waitUntil(lambda: window.last_message is not None)
    assert "Ada chose a move the rules forbid (Ada does not hold that card.)" in window.last_message.text()
    assert match.entries == []
