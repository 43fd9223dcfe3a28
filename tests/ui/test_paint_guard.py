"""A widget whose painting fails ends its painter, logs, says "This view could not be drawn."
and the app goes on; a review step the board cannot show says so and the window stays usable.

Qt's own warnings fail these tests (``qt_log_level_fail``), so "endPaint() called with
active painter" cannot pass unnoticed; tearing a widget down after a failed paint runs in
a subprocess, where a SIGSEGV shows as the exit code.
"""

from __future__ import annotations

import ast
import gc
import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPainter, QPicture
from PySide6.QtWidgets import QWidget

from boardgames_desktop import games
from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.ui.kit import paintguard
from boardgames_desktop.ui.kit.paintguard import FAILED, guarded_paint

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "boardgames_desktop"
TESTS = ROOT / "tests"


# -- every paintEvent carries the guard --------------------------------------------------------
def unguarded(source: str, name: str = "<source>") -> list[str]:
    """``file:line`` of every ``paintEvent`` in ``source`` not decorated with ``guarded_paint``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef) and node.name == "paintEvent":
            names = {d.id if isinstance(d, ast.Name) else getattr(d, "attr", "") for d in node.decorator_list}
            if "guarded_paint" not in names:
                out.append(f"{name}:{node.lineno}")
    return out


def test_every_paint_event_of_the_app_and_the_toy_is_guarded():
    files = [p for p in [*PACKAGE.rglob("*.py"), *(TESTS / "toy").rglob("*.py")] if p.name != "paintguard.py"]
    found = [p for p in files if "def paintEvent" in p.read_text(encoding="utf-8")]
    missing = [m for p in found for m in unguarded(p.read_text(encoding="utf-8"), str(p.relative_to(ROOT)))]
    assert missing == []
    in_package = sum(p.read_text(encoding="utf-8").count("def paintEvent") for p in found if PACKAGE in p.parents)
    assert in_package >= 14


def test_the_check_finds_a_paint_event_without_the_guard():
    planted = textwrap.dedent("""
        class Board(QWidget):
            @guarded_paint
            def paintEvent(self, event):
                pass

        class Careless(QWidget):
            @staticmethod
            def paintEvent(self, event):
                pass
    """)
    line = planted.splitlines().index("    def paintEvent(self, event):", 5) + 1
    assert unguarded(planted) == [f"<source>:{line}"]


# -- a failing paint ----------------------------------------------------------------------------
class Faulty(QWidget):
    """Paints red, then fails half-way with its painter active (until told to behave)."""

    fail = True

    @guarded_paint
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#ff0000"))
        if self.fail:
            raise KeyError("discards")
        painter.end()


def red_share(image) -> float:
    red = sum(1 for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)
              if image.pixelColor(x, y) == QColor("#ff0000"))
    return red / ((image.width() // 4 + 1) * (image.height() // 4 + 1))


def test_a_failing_paint_ends_its_painter_logs_once_and_says_so(qtbot, caplog):
    widget = Faulty()
    qtbot.addWidget(widget)
    widget.resize(320, 160)
    widget.show()
    qtbot.waitExposed(widget)
    with caplog.at_level(logging.ERROR, logger="boardgames_desktop.paint"):
        first = widget.grab().toImage()
        widget.grab()
    assert not widget.paintingActive()
    assert red_share(first) < 0.05  # the half-done picture is painted over
    assert "KeyError" in getattr(widget, FAILED)
    records = [r for r in caplog.records if r.name == "boardgames_desktop.paint"]
    assert len(records) == 1 and records[0].exc_info is not None  # logged once while it recurs
    # The words are on the widget: text pixels in the middle, none of the red.
    middle = first.copy(20, 50, 280, 60)
    colours = {middle.pixelColor(x, y).name() for x in range(0, 280, 2) for y in range(0, 60, 2)}
    assert len(colours) > 2
    # Once the view can be drawn, it is, and a later failure is news again.
    widget.fail = False
    assert red_share(widget.grab().toImage()) > 0.95
    assert getattr(widget, FAILED) is None


def test_the_message_is_translated(qtbot):
    from boardgames_desktop.core.i18n import set_language

    set_language("zh_TW")
    try:
        assert paintguard.failure_text() != "This view could not be drawn."
    finally:
        set_language("en")


TEARDOWN = """
import sys
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QWidget
from boardgames_desktop.ui.kit.paintguard import guarded_paint

app = QApplication([])

class Faulty(QWidget):
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.fillRect(self.rect(), "red")
        raise RuntimeError("a view the board never expected")

if sys.argv[1] == "guarded":
    Faulty.paintEvent = guarded_paint(Faulty.paintEvent)
widgets = [Faulty() for _ in range(3)]
for w in widgets:
    w.resize(200, 100)
    w.show()
for _ in range(5):
    app.processEvents()
for w in widgets:
    w.grab()
    w.close()
    w.deleteLater()
app.processEvents()
del widgets
print("torn down", flush=True)
"""


def teardown(mode: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", TEARDOWN, mode], capture_output=True, text=True, env=env,
                          timeout=120, check=False)


def test_tearing_down_a_widget_whose_paint_failed_does_not_crash():
    done = teardown("guarded")
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert "torn down" in done.stdout
    assert "active painter" not in done.stderr and "Cannot destroy paint device" not in done.stderr


def test_without_the_guard_the_same_teardown_breaks():
    # The planted defect: the same widget, its paintEvent bare. Qt warns of the active
    # painter (and on Linux the process ends with SIGSEGV), which the test above would see.
    done = teardown("bare")
    assert done.returncode != 0 or "active painter" in done.stderr, done.stderr[-2000:]
    assert "active painter" in done.stderr


# -- the real boards, in the review window --------------------------------------------------------
@pytest.fixture
def failing_render_hints(monkeypatch):
    """Every guarded widget's painting fails at its first render hint (its painter active)."""
    original = QPainter.setRenderHint

    def boom(self, *args):
        device = self.device()
        if isinstance(device, QWidget) and getattr(type(device).paintEvent, "guarded", False):
            raise ZeroDivisionError("a board that cannot draw this view")
        return original(self, *args)

    monkeypatch.setattr(QPainter, "setRenderHint", boom)


def _match(game_id: str) -> Match:
    from realsaves.samples import play

    return play(game_id, 3, actions=6)


@pytest.mark.parametrize("game_id", [*games.ids(), "toy-cards"])
def test_a_board_that_fails_to_paint_leaves_the_review_usable(game_id, qtbot, toy, failing_render_hints):
    from boardgames_desktop.ui.review import ReviewWindow

    window = ReviewWindow.of_match(_match(game_id), None)  # deletes itself on close
    window.show()
    qtbot.waitExposed(window)
    assert not window.grab().isNull()
    failed = [w for w in [window, *window.findChildren(QWidget)] if getattr(w, FAILED, None)]
    assert failed, "no guarded widget of the board painted"
    assert all(not w.paintingActive() for w in failed)
    window.forward_action.trigger()
    window.last_action.trigger()
    assert window.index == len(window.review) - 1
    window.grab()
    window.close()


def test_a_step_the_board_cannot_show_says_so_and_the_window_goes_on(qtbot, toy, monkeypatch, caplog):
    from boardgames_desktop.ui.review import ReviewWindow

    match = Match(toy.GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 5)
    for _ in range(4):
        actor = match.to_act()[0]
        match.play(actor, next(a for a in match.legal_actions(actor) if type(a).__name__ == "Pass"))
    window = ReviewWindow.of_match(match, None)  # deletes itself on close
    window.show()
    qtbot.waitExposed(window)
    board = type(window.board)
    shown = board.show_view

    def show_view(self, view, seat, legal, interactive):
        if window.index == 2:
            # As Inner Compass lays out: painting into a picture, which fails half-way.
            picture = QPicture()
            painter = QPainter(picture)
            painter.drawLine(0, 0, 10, 10)
            raise TypeError("'int' object is not iterable")
        shown(self, view, seat, legal, interactive)

    monkeypatch.setattr(board, "show_view", show_view)
    window.first_action.trigger()
    assert window.board_stack.currentWidget() is window.board_area
    with caplog.at_level(logging.ERROR, logger="boardgames_desktop.paint"):
        window.forward_action.trigger()
        window.forward_action.trigger()
    assert window.index == 2
    assert window.board_stack.currentWidget() is window.step_failed
    assert window.step_failed.isVisible() and window.step_failed.text() == "This step could not be drawn."
    assert any("TypeError" in (r.exc_text or "") or r.exc_info for r in caplog.records)
    assert window.line_label.text()  # the step's line is still read
    window.forward_action.trigger()  # and the next step draws again
    assert window.index == 3 and window.board_stack.currentWidget() is window.board_area
    window.close()
    gc.collect()  # the failed step's picture goes; its painter was ended, so Qt has nothing to say
