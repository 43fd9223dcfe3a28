"""Learn to play Eselsbrücke in the real window: the game night's lesson played to its
end on the host's screen, clicking the lit button or pressing its key (Space, the
holder's number, W, C, Y), the 15 seconds left to run out on the step that teaches
them and held on every other step, and a click elsewhere refused kindly."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.eselsbruecke.actions import CheckCloud, Right, RightCloud, TimeUp, Wrong
from boardgames_desktop.games.eselsbruecke.rules import GAME
from boardgames_desktop.ui import settings as app_settings
from boardgames_desktop.ui.lesson import Lesson, settings_key

from .conftest import settle
from .lessonsteps import before_click, step_was_played

#: The host's key for a step's action (Next's is Space).
KEYS = {Wrong: Qt.Key.Key_W, CheckCloud: Qt.Key.Key_C, RightCloud: Qt.Key.Key_Y}


def key_for(action) -> Qt.Key:
    if isinstance(action, Right):
        return getattr(Qt.Key, f"Key_{action.holder + 1}")
    return KEYS.get(type(action), Qt.Key.Key_Space)


def lesson_window(make_window, clock, step: int = 0):
    lesson = Lesson(TutorialRun(GAME, GAME.tutorial(), step))
    return make_window(lesson.match(), autosave=False, lesson=lesson, clock=clock)


def play_step(qtbot, window, clock) -> None:
    """One step: the lit button clicked (or its key pressed: every other step, and W and Y), Continue,
    or the 15 seconds left to run out; then the step's claim checked in the window's match."""
    lesson, board, bar = window.lesson, window.board, window.lesson_bar
    run = lesson.run
    index, expected = run.index, lesson.expected()
    mark = before_click(lesson)
    if expected is None:
        assert bar.ring.targets == [bar.continue_button] and bar.continue_button.isVisible()
        qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    elif isinstance(expected, TimeUp):
        # Nothing to click: the countdown runs beside the headline, and time up plays the step.
        assert board.hinted_button() is None
        assert window.header.countdown.isVisible() and window.header.countdown.text() == "0:15 left"
        clock.advance(10)
        window.tick()
        assert run.index == index and window.header.countdown.text().startswith("0:05 left")
        clock.advance(5.5)
        window.tick()
    else:
        button = board.hinted_button()
        assert button is not None, (expected, list(board.buttons))
        qtbot.waitUntil(button.isVisible, timeout=2000)
        assert board._hint_ring.targets == [button]
        # Every key of the host once at least: Space, a holder's number, C, Y and W.
        if index % 2 and not isinstance(expected, (Wrong, RightCloud)):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(board, key_for(expected))
    step_was_played(qtbot, window, mark)


def test_the_game_night_lesson_is_played_to_its_end_by_what_is_lit(qtbot, make_window, clock, tmp_path):
    window = lesson_window(make_window, clock)
    run = window.lesson.run
    assert window.lesson_bar.isVisible() and not window.undo_action.isEnabled()
    while not run.done:
        assert window.header.prompt_label.text() == window.lesson.instruction()
        assert window.lesson_bar.note.text() == window.lesson.note() != ""
        if GAME.deadline(run.state) is not None and not isinstance(run.expected(), TimeUp):
            # A guess to confirm: the lesson holds the clock while the note is read.
            assert not window.header.countdown.isVisible()
            clock.advance(60)
            window.tick()
            assert window.current_match().state == run.state
        if run.index in (4, 10, 15):
            window.grab().save(str(tmp_path / f"lesson-{run.index}.png"))
        play_step(qtbot, window, clock)
    assert window.current_match().finished
    assert window.lesson_bar.real_button.isVisible()
    assert app_settings.settings().value(settings_key(GAME.id)) is None  # a finished lesson is forgotten


def test_a_click_elsewhere_is_refused_kindly_and_nothing_moves(qtbot, make_window, clock):
    window = lesson_window(make_window, clock, 8)  # Ben names Cleo's whale: 3
    board, run = window.board, window.lesson.run
    assert run.expected() == Right(2, 0)
    entries = len(window.current_match().active_entries())
    qtbot.mouseClick(board.buttons["wrong"], Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert run.index == 8 and len(window.current_match().active_entries()) == entries
    assert "not this lesson's" in window.note.text() and "seat number" in window.note.text()
    # The key of another holder is refused alike.
    qtbot.keyClick(board, Qt.Key.Key_2)
    settle(qtbot, window)
    assert run.index == 8 and len(window.current_match().active_entries()) == entries
