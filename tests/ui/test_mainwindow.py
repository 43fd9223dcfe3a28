"""The main window, driven like a person (clicks, keys, menus), with toy cards."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from toy.rules import Note, Pass, Play, Stake

from boardgames_desktop.core.game import Person, SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.core.saves import autosave_dir

from .conftest import pretend_screen, settle

WAITING = 600_000  # a bot pause no test waits out


def press(qtbot, window, key, modifiers=Qt.KeyboardModifier.ControlModifier):
    qtbot.keyClick(window, key, modifiers)


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_play_undo_redo_with_clicks_and_keys(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    board = window.board
    assert window.status_text().startswith("Ada's turn")
    assert board.names == ["Ada", "Ben"]
    assert board.current.seat == 0 and board.current.interactive
    assert Stake() in board.current.legal

    click(qtbot, board.stake_button)
    settle(qtbot, window)
    assert match.state.staked
    assert window.log.texts() == ["1. Ada stakes: a good card scores double this turn."]
    assert window.undo_action.isEnabled()

    press(qtbot, window, Qt.Key.Key_Z)
    settle(qtbot, window)
    assert not match.state.staked
    assert window.note.text() == "Move taken back."
    assert window.log.undone_rows() == [0]  # still listed, struck through
    assert window.redo_action.isEnabled()
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, window)
    assert match.state.staked and window.log.undone_rows() == []
    press(qtbot, window, Qt.Key.Key_Z)
    settle(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Y)  # the other redo shortcut
    settle(qtbot, window)
    assert match.state.staked

    # Play a card by clicking it: Ben (a bot) answers on his own, then it is Ada's turn.
    card = board.hand_buttons[0].card
    click(qtbot, board.hand_buttons[0])
    # Round two starts with Ben: he plays twice in a row.
    settle(qtbot, window, lambda: match.to_act() == (0,))
    settle(qtbot, window)
    assert window.status_text().startswith("Ada's turn")
    lines = window.log.texts()
    assert lines[1].startswith(f"2. Ada plays {card.split('-')[0].capitalize()} {card.split('-')[1]}")
    assert lines[2].startswith("3. Ben ") and lines[3].startswith("4. Ben ")


def test_refusals_reach_the_view_and_the_seats_note(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    window.board.action_chosen.emit(0, Play("ruby-99"))
    assert window.board.refusals == ["Ada does not hold that card."]
    # Said to Ada, beside the board; the status bar stays for words anyone may read.
    assert window.note.isVisible() and window.note.text() == "Ada does not hold that card."
    assert window.note.owner == ("seat", 0)
    assert window.statusBar().currentMessage() == ""
    assert match.entries == []

    # Playing a card draws a new one: undo stops there and says why.
    window.board.set_zoom(1.0)
    click(qtbot, window.board.hand_buttons[0])
    settle(qtbot, window, lambda: match.to_act() == (0,))
    settle(qtbot, window)
    assert not window.undo_action.isEnabled()
    window.board.undo_requested.emit()
    assert "revealed" in window.board.refusals[-1]

    # Another seat's action from this screen: refused before it reaches the rules.
    window.board.action_chosen.emit(1, Pass())
    assert window.board.refusals[-1] == "It is not your turn."


def test_a_note_does_not_interrupt_the_thinking_bot(qtbot, make_match, make_window):
    match = make_match("human", "bot:eager")
    window = make_window(match, bot_delay_ms=WAITING)
    click(qtbot, window.board.pass_button)
    settle(qtbot, window)
    token = window.bots.running_token
    assert token is not None and window.session.bot_job.token == token
    # Ada writes a note on Ben while he thinks: his job goes on.
    assert "Ben: no note" in [w.text() for w in window.board.note_widgets if hasattr(w, "text")]
    window.board.choose(Note(1, "high"))
    settle(qtbot, window)
    assert window.bots.running_token == token
    assert window.log.texts()[-1] == "2. Ada notes: Ben seems to hold high cards."
    # View > Bot speed > Instant: the waiting answer is handed over.
    window.speed_actions[0].trigger()
    settle(qtbot, window, lambda: match.entries[-1].actor == 1)
    assert [e.actor for e in match.entries][:3] == [0, 0, 1]


def test_stale_bot_answers_are_ignored(qtbot, make_match, make_window):
    match = make_match("bot:eager", "human")
    window = make_window(match, bot_delay_ms=WAITING)
    old = window.session.bot_job.token
    window.session.halt("paused for the test")
    assert not window.session.bot_answer(old, Pass())
    assert match.entries == []


def test_bots_finish_a_game_and_the_autosave_goes(qtbot, make_match, make_window):
    match = make_match("bot:eager", "bot:careful", rounds=2)
    window = make_window(match)
    settle(qtbot, window, lambda: match.finished, timeout=10000)
    settle(qtbot, window)
    assert window.status_text().startswith("Game over: ")
    # The end screen: the scores as a table, one row a seat, the winner named in words.
    end = window.header.end
    assert end.isVisible() and window.header.again_button.isVisible()
    scores = [end.findChild(QLabel, f"score{seat}").text().strip("</b>") for seat in range(2)]
    assert scores == [str(points) for points in match.outcome().scores]
    assert "Ada · " in window.status_text() and "winner" in window.status_text()
    assert not autosave_dir().exists() or not list(autosave_dir().glob("*"))
    assert not window.undo_action.isEnabled()
    # Nobody human sat at this screen: the board showed the public view all along.
    assert all(shown.seat is None and "hand" not in shown.view for shown in window.board.shown)


def test_autosave_after_every_action(qtbot, make_match, make_window):
    match = make_match("human", "human")
    window = make_window(match)
    click(qtbot, window.curtain.button)
    settle(qtbot, window)
    click(qtbot, window.board.stake_button)
    files = list(autosave_dir().glob("*.bgsave.json"))
    assert len(files) == 1
    assert len(json.loads(files[0].read_text())["log"]) == 1


def test_save_open_and_continue(qtbot, make_match, make_window, tmp_path):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    click(qtbot, window.board.stake_button)
    settle(qtbot, window)
    target = tmp_path / "evening"
    window.ask_save_path = lambda: target
    press(qtbot, window, Qt.Key.Key_S)
    saved = tmp_path / "evening.bgsave.json"
    assert saved.exists() and window.save_path == saved
    assert "evening.bgsave.json" in window.windowTitle()

    # More play, then Ctrl+S again writes to the same file without asking.
    window.ask_save_path = lambda: (_ for _ in ()).throw(AssertionError("asked again"))
    window.board.choose(Note(1, "low"))
    settle(qtbot, window)
    press(qtbot, window, Qt.Key.Key_S)
    assert len(json.loads(saved.read_text())["log"]) == 2

    # Open it in a fresh window with Ctrl+O and carry on.
    other = make_window(make_match("human", "bot:eager", seed=99))
    other.ask_open_path = lambda: saved
    press(qtbot, other, Qt.Key.Key_O)
    settle(qtbot, other)
    assert other.match is not match and other.match.seed == 7
    assert other.match.state.staked
    assert other.log.texts() == [
        "1. Ada stakes: a good card scores double this turn.",
        "2. Ada notes: Ben seems to hold low cards.",
    ]
    click(qtbot, other.board.pass_button)
    settle(qtbot, other)
    assert len(other.match.active_entries()) >= 3

    other.ask_save_path = lambda: tmp_path / "copy.bgsave.json"
    press(qtbot, other, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(json.loads((tmp_path / "copy.bgsave.json").read_text())["log"]) >= 3


def test_corrupt_file_is_refused_and_nothing_changes(qtbot, make_match, make_window, tmp_path):
    match = make_match("human", "bot:eager")
    window = make_window(match)
    click(qtbot, window.board.stake_button)
    settle(qtbot, window)
    good = tmp_path / "good.bgsave.json"
    window.ask_save_path = lambda: good
    window.save_as()
    corrupt = tmp_path / "broken.bgsave.json"
    corrupt.write_text(good.read_text()[:60])  # cut short
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    window.ask_open_path = lambda: corrupt
    press(qtbot, window, Qt.Key.Key_O)
    qtbot.waitUntil(lambda: window.last_message is not None and window.last_message.isVisible())
    assert "broken.bgsave.json" in window.last_message.text()
    assert "cut short" in window.last_message.text()
    window.last_message.accept()
    assert window.match is match and window.save_path == good
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before

    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": "world"}')
    window.open_file(foreign)
    assert "not a boardgames-desktop save" in window.last_message.text()
    assert window.match is match


def test_the_log_opens_at_the_newest_line(qtbot, make_match, make_window, tmp_path):
    match = make_match("human", "bot:eager", rounds=4)
    while len(match.entries) < 30 or match.to_act() != (0,):
        seat = match.to_act()[0]
        notes = [a for a in match.legal_actions(seat) if isinstance(a, Note)]
        match.play(seat, notes[0] if len(match.entries) % 5 else Pass())
    path = tmp_path / "long.bgsave.json"
    path.write_text(json.dumps(match.to_dict()))
    window = make_window(make_match("human", "bot:eager"), bot_delay_ms=WAITING)
    window.resize(1280, 720)
    window.open_file(path)
    settle(qtbot, window)
    bar = window.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    # Scrolled up by the reader, it stays; a new line brings it back to the newest.
    bar.setValue(0)
    qtbot.wait(50)
    assert bar.value() == 0
    window.board.choose(next(a for a in window.board.current.legal if isinstance(a, Note)))
    settle(qtbot, window)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_menus_rules_about_zoom(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:eager"))
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window, "rules_dialog", None) is not None and window.rules_dialog.isVisible())
    assert "Each seat holds two secret cards" in window.rules_dialog.browser.toPlainText()
    window.rules_dialog.reject()

    window.about_action.trigger()
    text = window.about_dialog.browser.toPlainText()
    for needle in ("boardgames-desktop", "Python", "PySide6", "Qt", "ReportLab", "Pillow", "Noto Sans"):
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
    window = make_window(make_match("human", "bot:eager"), remember=True)
    window.set_zoom(1.5)
    window.resize(720, 520)  # within the offscreen screen (800x600)
    window.close()
    again = make_window(make_match("human", "bot:eager"), remember=True)
    assert again.zoom == 1.5 and again.board.zoom == 1.5
    assert again.width() == 720


def test_new_game_is_asked_of_the_app(qtbot, make_match, make_window):
    window = make_window(make_match("human", "bot:eager"))
    with qtbot.waitSignal(window.new_game_requested, timeout=1000):
        press(qtbot, window, Qt.Key.Key_N)
    other = make_match("human", "human", seed=4242)
    window.set_match(other)  # what the app does with the launcher's match
    settle(qtbot, window)
    assert window.match is other and window.log.texts() == [] and window.curtain_up


def test_people_in_teams_show_their_names_and_marks(qtbot, toy, make_window):
    # Ten people: five seats of two (as many seats as the palette had colour and mark pairs
    # when this was written; twelve people need six).
    people = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun"]
    seating = toy.GAME.info.seating(10)
    seats = [SeatSpec(tuple(Person(people[i]) for i in group), "human" if n == 0 else "bot:eager")
             for n, group in enumerate(seating)]
    match = Match(toy.GAME, seats, 3)
    window = make_window(match, bot_delay_ms=0)
    window.board.choose(Pass())
    settle(qtbot, window, lambda: match.to_act() == (0,) or match.finished)
    settle(qtbot, window)
    rows = [row.text() for row in window.seat_rows]
    assert rows[0].startswith("Ada & Ben · Human") and rows[4].startswith("Ivo & Jun · Eager bot")
    assert len({(row.mark.colour, row.mark.mark) for row in window.seat_rows}) == 5
    lines = window.log.texts()
    assert lines[0] == "1. Ada & Ben passes."
    for team in ("Cleo & Dev", "Eli & Fay", "Gus & Hana", "Ivo & Jun"):
        assert any(line.split(". ", 1)[1].startswith(team + " ") for line in lines), team
    assert not any("Player" in line or "Seat" in line for line in lines)


def test_the_window_and_the_launcher_never_import_each_other_or_the_app():
    ui = Path(__file__).resolve().parents[2] / "boardgames_desktop" / "ui"
    for name, others in (("mainwindow.py", {"app", "launcher"}), ("launcher.py", {"app", "mainwindow"}),
                         ("files.py", {"app", "launcher", "mainwindow"}), ("review.py", {"app", "mainwindow"})):
        imported = set()
        for node in ast.walk(ast.parse((ui / name).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                imported.add(node.module)
        assert not imported & others, name
    app = ast.parse((ui / "app.py").read_text(encoding="utf-8"))
    everywhere = {n.module for n in ast.walk(app) if isinstance(n, ast.ImportFrom) and n.level == 1}
    top = {n.module for n in app.body if isinstance(n, ast.ImportFrom) and n.level == 1}
    # The app wires them, importing each when it is first shown (start-up stays cheap).
    assert {"launcher", "mainwindow"} <= everywhere and not {"launcher", "mainwindow", "dialogs"} & top


def test_the_window_opens_no_larger_than_a_1280x720_screen(qtbot, make_match, make_window, monkeypatch):
    pretend_screen(monkeypatch, 1280, 720)  # a laptop's
    window = make_window(make_match("human", "bot:eager"), desk=False)
    frame = window.frameGeometry()
    assert window.height() <= 720 and frame.height() <= 720 and frame.width() <= 1280
    assert frame.top() >= 0 and frame.left() >= 0


def test_a_remembered_size_larger_than_the_screen_is_shrunk_to_it(qtbot, make_match, make_window, monkeypatch):
    from boardgames_desktop.ui import settings as app_settings

    window = make_window(make_match("human", "bot:eager"), remember=True)
    window.resize(1600, 1000)  # on a large screen, last time
    window.close()
    saved = app_settings.settings().value("window/geometry")
    assert saved is not None and not saved.isEmpty()
    pretend_screen(monkeypatch, 1280, 720)  # a laptop's
    again = make_window(make_match("human", "bot:eager"), remember=True, desk=False)
    assert again.height() <= 720 and again.frameGeometry().height() <= 720 and again.width() <= 1280


def test_a_size_given_before_the_window_shows_is_kept_on_a_smaller_screen(qtbot, make_match, monkeypatch):
    """The fit test's path: a window sized 1280x720 by hand on the small offscreen screen
    keeps that size when shown (fitting it again would lay the board out for another)."""
    from boardgames_desktop.ui.mainwindow import MainWindow

    pretend_screen(monkeypatch, 800, 600)
    window = MainWindow(make_match("human", "bot:eager"), autosave=False, remember=False, bot_delay_ms=0)
    qtbot.addWidget(window)
    assert window.frameGeometry().height() <= 600  # it chose a size for the screen it has
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert (window.width(), window.height()) == (1280, 720)
