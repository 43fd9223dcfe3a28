"""Learn to play Inner Compass in the real window: the lesson played to its end by
clicking only what each step lights (a cell, Shift+click for the free move, the card
to feel, a space of the player board, a quality tile, a card of the hand to discard,
End turn, Continue), with no curtain in the way (the script plays the other seat), and
the learner's view only on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.inner_compass import data
from boardgames_desktop.games.inner_compass.actions import EndTurn, Feel, FreeMove, Memory, Move, PlacePawn, PlaceValue
from boardgames_desktop.games.inner_compass.rules import GAME
from boardgames_desktop.games.inner_compass.view.paint import cell_rect
from boardgames_desktop.ui.lesson import Lesson

from .conftest import settle
from .lessonsteps import before_click, step_was_played


def lesson_window(make_window, step: int = 0):
    lesson = Lesson(TutorialRun(GAME, GAME.tutorial(), step))
    return make_window(lesson.match(), autosave=False, lesson=lesson)


def click_what_is_lit(qtbot, window) -> None:
    """One step: click the lit place and wait for the next step; the step's claim holds
    in the window's own match."""
    lesson, board, bar = window.lesson, window.board, window.lesson_bar
    run = lesson.run
    expected = lesson.expected()
    mark = before_click(lesson)
    table = board.table
    assert not window.curtain_up  # one person at the screen: the script plays amber
    assert board.seat == run.seat and board.view == GAME.view(run.state, run.seat)  # the learner's eyes only
    if expected is None:
        assert bar.ring.targets == [bar.continue_button] and bar.continue_button.isVisible()
        qtbot.mouseClick(bar.continue_button, Qt.MouseButton.LeftButton)
    else:
        assert table.hint == expected
        lit = table.hint_rects()
        if isinstance(expected, (PlacePawn, FreeMove, Move)):
            here = run.state.pawns[run.seat]
            to = expected.cell if isinstance(expected, PlacePawn) else data.step(here, expected.direction)
            assert len(lit) == 1 and lit[0].contains(cell_rect(to).center())
            mods = Qt.KeyboardModifier
            shift = mods.ShiftModifier if isinstance(expected, FreeMove) else mods.NoModifier
            qtbot.mouseClick(table, Qt.MouseButton.LeftButton, shift, table.cell_pos(to))
        elif isinstance(expected, Memory):
            # The space of the player board is lit, and so is Make a memory, which takes that cube:
            # the button is in sight at 1280 x 720 where the player board may be scrolled away.
            assert len(lit) == 1 and lit[0] == table.space_rects[expected.space]
            assert board.memory_control.hinted and board.memory_button.isEnabled()
            qtbot.mouseClick(board.memory_button, Qt.MouseButton.LeftButton)
        elif isinstance(expected, (Feel, PlaceValue)):
            assert len(lit) == 1 and board.feel_control.hinted == isinstance(expected, Feel)
            qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.rect_pos(lit[0]))
        else:
            assert isinstance(expected, EndTurn)
            for rect in lit:  # the cards to discard are lit in the hand
                qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=table.rect_pos(rect))
            qtbot.waitUntil(lambda: board.end_control.hinted, timeout=2000)  # End turn is lit now
            qtbot.mouseClick(board.end_button, Qt.MouseButton.LeftButton)
    step_was_played(qtbot, window, mark)


def test_the_inner_compass_lesson_is_played_to_its_end_clicking_only_what_is_lit(qtbot, make_window, tmp_path):
    window = lesson_window(make_window)
    run = window.lesson.run
    assert window.lesson_bar.isVisible() and not window.undo_action.isEnabled()
    while not run.done:
        assert window.header.prompt_label.text() == window.lesson.instruction()
        assert window.lesson_bar.note.text() == window.lesson.note() != ""
        if run.index in (4, 26):
            window.grab().save(str(tmp_path / f"lesson-{run.index}.png"))
        click_what_is_lit(qtbot, window)
    assert window.current_match().finished
    assert window.lesson_bar.real_button.isVisible()


def test_a_click_elsewhere_is_refused_kindly_and_nothing_moves(qtbot, make_window):
    window = lesson_window(make_window, 3)  # the move south to f4
    board, run = window.board, window.lesson.run
    assert run.expected() == Move("S")
    here = run.state.pawns[0]
    elsewhere = next(to for d, to in data.STEPS[here] if d != "S")
    entries = len(window.current_match().active_entries())
    qtbot.mouseClick(board.table, Qt.MouseButton.LeftButton, pos=board.table.cell_pos(elsewhere))
    settle(qtbot, window)
    assert run.index == 3 and len(window.current_match().active_entries()) == entries
    said = window.note.text()
    assert "not this lesson's" in said and "lit cell" in said
    assert not window.curtain_up


def test_a_language_switch_keeps_the_lesson_at_its_step_in_the_new_words(qtbot, make_window, qapp):
    from boardgames_desktop.core import i18n
    from boardgames_desktop.ui.kit import language

    window = lesson_window(make_window, 4)  # feel the south card
    run = window.lesson.run
    chosen = window.language_menu.findChild(type(window.undo_action), "language_zh_TW")
    try:
        with qtbot.waitSignal(window.retranslated, timeout=3000):
            chosen.trigger()
        settle(qtbot, window)
        assert i18n.language() == "zh_TW"
        assert window.lesson.run is run and run.index == 4 and not window.curtain_up
        assert window.header.prompt_label.text() == "感受情感：點擊南側邊緣旁亮起的牌（或按「感受情感」）。"
        assert window.lesson_bar.title.text() == "學習玩法：第 5 步，共 36 步"
        # The seats are named in the new words too: in the players list and in the moves' log.
        assert window.current_match().names == {0: "梅紫色", 1: "琥珀色"}
        shown = " ".join(label.text() for row in window.seat_rows for label in row.findChildren(QLabel))
        assert "梅紫色" in shown and "琥珀色" in shown and "Plum" not in shown
        click_what_is_lit(qtbot, window)  # the lit card still plays the step
    finally:
        language.apply_language(qapp, "en")
