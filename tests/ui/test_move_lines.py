"""The move log reads one line a move, and its wrapped rows are as tall as their words.

A held-hands move is several actions (steps, then ending the move); every
viewer reads it as one line, the projector's "last action" too, while undo
still takes back one step at a time. A wrapped row has no blank space under
its last line of words, measured on the painted pixels, at the width it was
laid out at and after the panel is resized.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QAbstractItemView

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.held_hands.actions import EndTurn, Step
from boardgames_desktop.games.held_hands.rules import GAME
from boardgames_desktop.ui.logpanel import MoveLog, format_lines
from boardgames_desktop.ui.screenshot import build_match

from .conftest import settle
from .test_held_hands_gui import _set_up_turn, _step_by_clicks

LONG = ("Ada moves 4 steps to a happy node, paying from their own hand (balance 0). Goal happy done; "
        "the next one is calm. Balance 0: Ada draws 4 cards.")


def _two_humans(seed: int = 11) -> Match:
    return Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], seed, {"first": 0})


def _lines(window, viewer) -> list[str]:
    return [text for text, _undone in format_lines(window.session.log(viewer), window.match.names)]


def test_a_held_hands_move_is_one_line_for_every_viewer(qtbot, make_window):
    match = _two_humans()
    window = make_window(match, autosave=False)
    window.toggle_projector(True)
    _set_up_turn(qtbot, window, match)
    assert len(window.log.texts()) == 4  # two fans, two goals revealed
    _step_by_clicks(qtbot, window, match)
    _step_by_clicks(qtbot, window, match)
    settle(qtbot, window)
    # Two steps so far: one line, the move still going on.
    texts = window.log.texts()
    assert len(texts) == 5 and texts[-1].startswith("5. Ada moves 2 steps to ")
    assert texts[-1].endswith("The move is not over yet.")

    # Undo takes back one step, not the move; the step taken back is a struck line of its own.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window, lambda: len(match.state.path) == 1)
    texts = window.log.texts()
    assert texts[-2].startswith("5. Ada moves 1 step to ")
    assert texts[-1].strip().startswith("Ada steps to ") and window.log.undone_rows() == [5]
    _step_by_clicks(qtbot, window, match)
    # The move goes on: its line is the newest again, below the step taken back.
    assert window.log.undone_rows() == [4] and window.log.texts()[-1].startswith("5. Ada moves 2 steps to ")

    qtbot.mouseClick(window.board.end_keep, Qt.MouseButton.LeftButton)
    settle(qtbot, window, lambda: match.state.current == 1 or match.finished)
    steps = [e for e in match.active_entries() if isinstance(e.action, (Step, EndTurn))]
    assert len(steps) == 3  # the log keeps every action ...
    for viewer in (None, 0, 1):
        lines = _lines(window, viewer)
        active = [t for t in lines if not t.startswith(" ")]
        # ... and every viewer reads the move as one line, in plain words.
        assert len(active) == 5, (viewer, lines)
        move = active[-1]
        assert move.startswith("5. Ada moves 2 steps to ") and "(balance " in move
        assert "not over" not in move and move.count("steps to") == 1 and "ends the move" not in move
    assert window.log.texts() == _lines(window, window.session.viewer)
    # The projector's last action is the same whole move, in the same words.
    assert window.projector.last_label.text().endswith(_lines(window, None)[-1].split(". ", 1)[1])


def _ink_rows(image: QImage, top: int, bottom: int, left: int, right: int) -> tuple[int, int]:
    """The first and last pixel rows of ``top..bottom`` with ink on them (words,
    or a strike-through), told from the row's own ground at its bottom corner."""
    ground = QColor(image.pixel(left + 1, bottom)).lightness()
    inked = [y for y in range(top, bottom + 1)
             if any(abs(QColor(image.pixel(x, y)).lightness() - ground) > 80 for x in range(left, right))]
    assert inked, "a row without words"
    return inked[0], inked[-1]


def _rows_fit_their_words(qtbot, log: MoveLog) -> None:
    """Every row, scrolled into sight in turn and painted as the whole window is
    (as a screenshot grabs it): no more blank above or below its words than its
    padding and the letters' ascent or descent leave. A row's place runs down to
    where the next row starts: a row placed for more lines than it has leaves a
    blank gap there even where its own rectangle is right."""
    fm = QFontMetrics(log.font())
    window = log.window()
    for row in range(log.count()):
        item = log.item(row)
        log.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)
        image = window.grab().toImage()
        rect = log.visualItemRect(item)
        if row + 1 < log.count():
            rect.setBottom(log.visualItemRect(log.item(row + 1)).top() - 1)
        assert rect.top() >= 0 and rect.height() > fm.height(), "the row is not in sight"
        rect.setBottom(min(rect.bottom(), log.viewport().height() - 1))
        rect.moveTopLeft(log.viewport().mapTo(window, rect.topLeft()))
        first, last = _ink_rows(image, rect.top(), rect.bottom(), rect.left(), rect.right())
        above, under = first - rect.top(), rect.bottom() - last
        # A row sized for one more line than it shows leaves a line's height blank (all
        # under its words, or half above and half under where the words are centred).
        assert above <= 4 + (fm.ascent() - fm.capHeight()) + 3, f"row {row}: {above} px blank above {item.text()!r}"
        assert under <= 4 + fm.descent() + 3, f"row {row}: {under} px blank under {item.text()!r}"


@pytest.mark.parametrize("first_width, then_width", [(260, 420), (420, 260)])
def test_a_wrapped_row_has_no_blank_space_under_it(qtbot, first_width, then_width):
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(first_width, 700)
    log.show()
    qtbot.waitExposed(log)
    log.set_lines([("1. Ada fans their hand to the left.", False), (f"2. {LONG}", False),
                   (f"    {LONG}", True), (f"3. {LONG}", False)])
    qtbot.wait(20)
    _rows_fit_their_words(qtbot, log)
    tall = log.visualItemRect(log.item(1)).height()
    assert tall > 2 * QFontMetrics(log.font()).lineSpacing()  # it did wrap
    log.resize(then_width, 700)
    # At once, as a window grabbed right after it was sized (Qt's own relayout waits 100 ms).
    assert log.visualItemRect(log.item(1)).height() != tall
    _rows_fit_their_words(qtbot, log)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_held_hands_log_has_no_blank_lines(qtbot, make_window, size):
    """The game the screenshots show (seed 3, 24 actions by bots), its log read row by row."""
    match = build_match("held-hands", 3)
    window = make_window(match, autosave=False)
    settle(qtbot, window)
    window.resize(*size)  # and read at once, as the screenshot does
    log = window.log
    assert any(log.visualItemRect(log.item(r)).height() > 3 * QFontMetrics(log.font()).lineSpacing()
               for r in range(log.count()))
    _rows_fit_their_words(qtbot, log)


def test_a_held_hands_save_opens_with_its_newest_move_in_sight(qtbot, make_window, tmp_path):
    """Rows of several wrapped lines get their height only once laid out: the log
    still opens at the bottom, the newest move whole in sight."""
    played = build_match("held-hands", 3, 60)
    path = tmp_path / "long.bgsave.json"
    path.write_text(json.dumps(played.to_dict()))
    window = make_window(_two_humans(), autosave=False)
    window.resize(1280, 720)
    assert window.open_file(path)
    settle(qtbot, window)
    log = window.log
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    last = log.visualItemRect(log.item(log.count() - 1))
    assert last.top() >= 0 and last.bottom() <= log.viewport().height()
    assert log.item(log.count() - 1).text() == _lines(window, window.session.viewer)[-1]
