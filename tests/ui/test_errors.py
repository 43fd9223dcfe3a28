"""Unexpected errors: a dialog with the details and a Copy button; the match survives."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.core.saves import autosave_dir, unfinished_autosaves
from boardgames_desktop.ui import app as app_module

from .conftest import settle


def _raise_and_report():
    try:
        raise RuntimeError("the board fell off the table")
    except RuntimeError:
        app_module.excepthook(*sys.exc_info())


def test_error_dialog_shows_and_copies_details(qtbot, make_match, make_window, capsys):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    qtbot.mouseClick(window.board.add2, Qt.MouseButton.LeftButton)
    settle(qtbot, window)

    _raise_and_report()
    dialog = app_module._open_error_dialogs[-1]
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
    qtbot.waitUntil(lambda: dialog not in app_module._open_error_dialogs)

    # The match is untouched and its autosave would be offered after a restart.
    assert window.match is match and len(match.active_entries()) == 1
    found = unfinished_autosaves(app_module.safe_lookup)
    assert [len(m.active_entries()) for _, m in found] == [1]


def test_install_excepthook(qtbot):
    previous = app_module.install_excepthook()
    try:
        assert sys.excepthook is app_module.excepthook
    finally:
        sys.excepthook = previous


def test_a_failing_bot_reports_and_pauses(qtbot, make_match, make_window, fake, monkeypatch):
    def broken(self, view, legal):
        raise ValueError("bot lost its marbles")

    monkeypatch.setattr(fake.CountingBot, "choose", broken)
    from boardgames_desktop.ui.mainwindow import MainWindow

    match = make_match("bot:counter", "human")
    window = MainWindow(match, bot_delay_ms=0, remember=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.bots_halted)
    dialog = app_module._open_error_dialogs[-1]
    assert "bot lost its marbles" in dialog.details_box.toPlainText()
    dialog.accept()
    assert match.entries == []
