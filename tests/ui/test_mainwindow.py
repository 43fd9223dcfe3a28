"""The main window, driven like a person: clicks on the board, keyboard shortcuts, menus."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boardgames_desktop.core.saves import autosave_dir

from .conftest import settle
from .fakegame import Add, Draw, EndTurn


def press(qtbot, window, key, modifiers=Qt.KeyboardModifier.ControlModifier):
    qtbot.keyClick(window, key, modifiers)


def test_play_undo_redo_with_keys(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    board = window.board
    assert "Ada's turn" in window.status_text()
    assert board.names == ["Ada", "Ben"]
    assert board.shown[-1][1] == 0 and board.shown[-1][3] is True  # Ada's view, interactive
    assert Add(1) in board.shown[-1][2]

    qtbot.mouseClick(board.add2, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert match.view(0)["counter"] == 2
    assert window.log.texts() == ["1. Ada: added 2"]
    assert window.undo_action.isEnabled()

    press(qtbot, window, Qt.Key.Key_Z)
    settle(qtbot, window)
    assert match.view(None)["counter"] == 0
    assert window.log.undone_rows() == [0]  # still listed, struck through
    assert window.redo_action.isEnabled()

    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, window)
    assert match.view(None)["counter"] == 2
    assert window.log.undone_rows() == []

    press(qtbot, window, Qt.Key.Key_Z)
    settle(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Y)  # the other redo shortcut
    settle(qtbot, window)
    assert match.view(None)["counter"] == 2

    # End the turn: the bot answers on its own, then it is Ada's turn again.
    qtbot.mouseClick(board.end, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.to_act() == (0,) and len(match.active_entries()) == 4)
    settle(qtbot, window)
    assert "Ada's turn" in window.status_text()
    assert [t.split(": ", 1)[1] for t in window.log.texts()[-2:]] == ["added 2", "ended the turn"]
    assert window.log.texts()[-1].startswith("4. Ben")


def test_refusals_reach_the_view_and_status(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    window.board.action_chosen.emit(0, EndTurn())  # nothing added yet: not allowed
    assert window.board.refusals == ["That move is not allowed now."]
    assert window.statusBar().currentMessage() == "That move is not allowed now."
    assert match.entries == []

    # A draw reveals a new word: undo stops there and says why.
    qtbot.mouseClick(window.board.draw, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert not window.undo_action.isEnabled()
    window.board.undo_requested.emit()
    assert "revealed" in window.board.refusals[-1]
    assert len(match.active_entries()) == 1

    # Not this seat's turn: refused without reaching the rules.
    window.board.action_chosen.emit(1, Add(1))
    assert window.board.refusals[-1] == "It is not your turn."


def test_bots_finish_a_game_and_the_autosave_goes(qtbot, make_match, make_window):
    match = make_match("bot:counter", "bot:counter")
    window = make_window(match)
    settle(qtbot, window, lambda: match.finished, timeout=10000)
    settle(qtbot, window)
    assert "reached 10" in window.status_text()
    assert window.again_button.isVisible()
    assert not autosave_dir().exists() or not list(autosave_dir().glob("*"))
    assert not window.undo_action.isEnabled()


def test_autosave_after_every_action(qtbot, make_match, make_window):
    match = make_match("human", "human")
    window = make_window(match)
    window.lift_curtain()
    settle(qtbot, window)
    qtbot.mouseClick(window.board.add1, Qt.MouseButton.LeftButton)
    files = list(autosave_dir().glob("*.bgsave.json"))
    assert len(files) == 1
    assert len(json.loads(files[0].read_text())["log"]) == 1


def test_stale_bot_answers_are_ignored(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    old = window.token
    qtbot.mouseClick(window.board.add1, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    window._on_bot_chosen(old, 1, Add(2))  # an answer to a question no longer asked
    assert [e.seat for e in match.entries] == [0]


def test_status_always_names_the_player_to_act(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    for _ in range(3):
        qtbot.mouseClick(window.board.add1, Qt.MouseButton.LeftButton)
        settle(qtbot, window)
        assert "Ada's turn" in window.status_text()
        assert "Add 1 or 2" in window.status_text()
    qtbot.mouseClick(window.board.end, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.to_act() == (0,))
    settle(qtbot, window)
    assert window.status_text().startswith("Ada's turn")


def test_save_open_and_continue(qtbot, make_match, make_window, tmp_path):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    qtbot.mouseClick(window.board.add2, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    target = tmp_path / "evening"
    window.ask_save_path = lambda: target
    press(qtbot, window, Qt.Key.Key_S)
    saved = tmp_path / "evening.bgsave.json"
    assert saved.exists() and window.save_path == saved
    assert "evening.bgsave.json" in window.windowTitle()

    # More play, then Ctrl+S again writes to the same file without asking.
    window.ask_save_path = lambda: (_ for _ in ()).throw(AssertionError("asked again"))
    qtbot.mouseClick(window.board.add1, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    press(qtbot, window, Qt.Key.Key_S)
    assert len(json.loads(saved.read_text())["log"]) == 2

    # Open it in a fresh window with Ctrl+O and carry on.
    other = make_window(make_match("human", "bot:counter", seed=99))
    other.ask_open_path = lambda: saved
    press(qtbot, other, Qt.Key.Key_O)
    settle(qtbot, other)
    assert other.match is not match and other.match.seed == 7
    assert other.match.view(None)["counter"] == 3
    assert other.log.texts() == ["1. Ada: added 2", "2. Ada: added 1"]
    qtbot.mouseClick(other.board.add1, Qt.MouseButton.LeftButton)
    settle(qtbot, other)
    assert other.match.view(None)["counter"] == 4

    # Save As writes a second file.
    other.ask_save_path = lambda: tmp_path / "copy.bgsave.json"
    press(qtbot, other, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(json.loads((tmp_path / "copy.bgsave.json").read_text())["log"]) == 3


def test_corrupt_file_is_refused_and_nothing_changes(qtbot, make_match, make_window, tmp_path):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    qtbot.mouseClick(window.board.add2, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    good = tmp_path / "good.bgsave.json"
    window.ask_save_path = lambda: good
    window.save_as()
    corrupt = tmp_path / "broken.bgsave.json"
    corrupt.write_text(good.read_text()[:60])  # cut short
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    autosaves_before = {p.name: p.read_bytes() for p in autosave_dir().iterdir()}

    window.ask_open_path = lambda: corrupt
    press(qtbot, window, Qt.Key.Key_O)
    qtbot.waitUntil(lambda: window.last_message is not None and window.last_message.isVisible())
    assert "broken.bgsave.json" in window.last_message.text()
    assert "cut short" in window.last_message.text()
    window.last_message.accept()

    assert window.match is match and window.save_path == good
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before
    assert {p.name: p.read_bytes() for p in autosave_dir().iterdir()} == autosaves_before

    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": "world"}')
    window.open_file(foreign)
    assert "not a boardgames-desktop save" in window.last_message.text()
    assert window.match is match


def test_menus_rules_about_zoom(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window, "rules_dialog", None) is not None and window.rules_dialog.isVisible())
    assert "Reach the target" in window.rules_dialog.browser.toPlainText() or \
        "reach the target" in window.rules_dialog.browser.toPlainText()
    window.rules_dialog.reject()

    window.about_action.trigger()
    text = window.about_dialog.browser.toPlainText()
    for needle in ("boardgames-desktop", "Python", "PySide6", "Qt", "ReportLab", "Pillow", "Noto Sans", "Open Font License"):
        assert needle in text
    window.about_dialog.reject()

    press(qtbot, window, Qt.Key.Key_Equal)
    assert window.board.zoom > 1.0
    press(qtbot, window, Qt.Key.Key_0)
    assert window.board.zoom == 1.0
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.board.zoom < 1.0

    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles[:3] == ["File", "Edit", "View"] and titles[-1] == "Help"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    assert window.fullscreen_action.shortcut().toString() == "F11"
    assert window.projector_action.shortcut().toString() == "Ctrl+P"


def test_window_remembers_zoom_and_geometry(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:counter"), remember=True)
    window.set_zoom(1.5)
    window.resize(720, 520)  # within the offscreen screen (800x600)
    window.close()
    again = make_window(make_match("human", "bot:counter"), remember=True)
    assert again.zoom == 1.5 and again.board.zoom == 1.5
    assert again.width() == 720


def test_new_game_from_menu_opens_the_launcher(qtbot, make_match, make_window):
    match = make_match("human", "bot:counter")
    window = make_window(match)
    press(qtbot, window, Qt.Key.Key_N)
    launcher = next(d for d in window._dialogs if type(d).__name__ == "Launcher")
    qtbot.waitUntil(launcher.isVisible)
    launcher.seed_edit.setText("4242")
    qtbot.mouseClick(launcher.start_button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert window.match is not match and window.match.seed == 4242
    assert window.log.texts() == []


def test_log_and_status_use_the_players_names():
    from boardgames_desktop.core.game import PlayerSpec
    from boardgames_desktop.ui.logpanel import with_names

    players = [PlayerSpec("Ada"), PlayerSpec("Ben")]
    assert with_names("Player 2: keep stepping, or end your move.", players) == "Ben: keep stepping, or end your move."
    assert with_names("Player 3 and Player 10 stay", players) == "Player 3 and Player 10 stay"


def test_descriptions_that_name_their_player_are_not_prefixed(make_match, monkeypatch, fake):
    from boardgames_desktop.ui.logpanel import format_log

    match = make_match("human", "human")
    monkeypatch.setattr(type(match.game), "describe", lambda self, s, seat, a: f"Player {seat + 1} counts on")
    match.play(0, Add(1))
    match.play(0, Add(1))
    match.undo()
    assert format_log(match) == [("1. Ada counts on", False), ("    Ada counts on", True)]
