"""The widget kit game views share: work off the GUI thread, per-game settings,
the board-view bookkeeping, seat rows; and that it never imports the shell."""

from __future__ import annotations

import ast
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QThread

from boardgames_desktop.core.game import TABLE, TooMany
from boardgames_desktop.ui.kit.gameview import GameView
from boardgames_desktop.ui.kit.seats import SeatRow
from boardgames_desktop.ui.kit.settings import GameSettings, settings
from boardgames_desktop.ui.kit.worker import Worker

KIT = Path(__file__).resolve().parents[2] / "boardgames_desktop" / "ui" / "kit"


def test_the_kit_never_imports_the_shell():
    for path in KIT.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                # ".x" is the kit itself, "..." the package (theme, core); ".." would be ui/.
                assert node.level != 2, f"{path.name} imports from ui/: {node.module}"
                assert not (node.module or "").startswith("boardgames_desktop.ui") or \
                    (node.module or "").startswith("boardgames_desktop.ui.kit"), path.name


def test_the_worker_answers_on_the_gui_thread_and_drops_older_answers(qtbot):
    worker = Worker()
    gui = QThread.currentThread()
    answers: list[tuple[str, object, bool]] = []
    release = threading.Event()

    def slow(x):
        release.wait(2)
        return x * 2

    worker.run(slow, 1, on_done=lambda r: answers.append(("old", r, QThread.currentThread() is gui)))
    worker.run(lambda x: x * 3, 5, on_done=lambda r: answers.append(("new", r, QThread.currentThread() is gui)))
    assert worker.busy
    release.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    time.sleep(0.05)
    qtbot.wait(50)
    assert answers == [("new", 15, True)]  # the superseded answer never arrived
    assert not worker.busy
    worker.shutdown()


def test_the_worker_hands_errors_back_and_cancel_drops_an_answer(qtbot):
    worker = Worker()
    errors: list[BaseException] = []
    worker.run(lambda: 1 / 0, on_done=lambda r: None, on_error=errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=3000)
    assert isinstance(errors[0], ZeroDivisionError)

    done: list[int] = []
    worker.run(lambda: 7, on_done=done.append)
    worker.cancel()
    qtbot.wait(100)
    assert done == []
    worker.shutdown()
    with pytest.raises(RuntimeError):
        worker.run(lambda: 1, on_done=done.append)


def test_game_settings_keep_each_games_choices_apart():
    hooky, toy = GameSettings("hooky"), GameSettings("toy-cards")
    hooky.set("worksheet/visible", True)
    hooky.set("width", 320)
    hooky.set_json("columns", [1, 2, 3])
    assert hooky.get_bool("worksheet/visible", False) is True
    assert hooky.get_int("width", 0) == 320 and hooky.get_float("width", 0.0) == 320.0
    assert hooky.get_json("columns") == [1, 2, 3]
    assert toy.get_bool("worksheet/visible", False) is False and not toy.contains("width")
    assert settings().value("games/hooky/width") in (320, "320")
    settings().setValue("games/hooky/width", "wide")
    assert hooky.get_int("width", 100) == 100  # not a number: the default
    hooky.remove("width")
    assert not hooky.contains("width")
    with pytest.raises(ValueError):
        GameSettings("a/b")


class _Board(GameView):
    def show_view(self, view, seat, legal, interactive):
        self.remember(view, seat, legal, interactive)


def test_board_bookkeeping_remembers_what_it_was_shown_and_emits_for_that_seat(qtbot):
    board = _Board()
    qtbot.addWidget(board)
    emitted: list[tuple[int, object]] = []
    board.action_chosen.connect(lambda seat, action: emitted.append((seat, action)))
    assert not board.choose("x")  # nothing shown yet
    board.show_view({"a": 1}, 2, ["x", "y"], True)
    assert board.current.allows("x") and not board.current.allows("z")
    assert board.choose("x") and emitted == [(2, "x")]
    board.show_view({"a": 1}, 2, ["x"], False)
    assert not board.choose("x") and not board.current.allows("x")
    board.show_view({}, TABLE, TooMany("words"), True)
    assert board.current.is_table and board.current.allows("anything") and board.current.of_type(str) == []
    assert board.choose("anything") and emitted[-1] == (TABLE, "anything")
    for i in range(80):
        board.show_view({"i": i}, None, [], False)
    assert len(board.shown) == 50 and board.current.view == {"i": 79}


def test_seat_rows_say_in_words_what_the_highlight_shows(qtbot):
    row = SeatRow(1, "Ben & Cleo", "Careful bot")
    qtbot.addWidget(row)
    assert row.text() == "Ben & Cleo · Careful bot"
    row.set_active(True, "thinking…")
    assert row.text() == "Ben & Cleo · Careful bot thinking…"
    assert row.mark.mark == "dot"
    row.set_pixel_size(40)
    assert row.label.font().pixelSize() == 40 and row.mark.diameter() == 52


def test_a_task_outliving_its_worker_ends_quietly(qtbot, caplog):
    release = threading.Event()
    worker = Worker()
    done: list[int] = []
    worker.run(lambda: release.wait(2) and 1, on_done=done.append)
    worker.deleteLater()
    qtbot.waitUntil(lambda: not _alive(worker), timeout=2000)
    release.set()  # the pool thread ends now, with no object left to tell
    qtbot.wait(100)
    assert done == []
    # concurrent.futures logs a callback that raised (signalling a deleted object would).
    assert not [r for r in caplog.records if "callback" in r.getMessage()]


def _alive(obj) -> bool:
    import shiboken6

    return shiboken6.isValid(obj)
