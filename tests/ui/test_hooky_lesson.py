"""Learn to play Hooky in the real window: the lesson played to its end by clicking only
what each step lights (the player to ask, the word field, Ask; Reveal & peek, the card, the
player, the button; the letters of a guess and its button; the worksheet's page, then the
cell lit on it; Continue), each step's claim checked in the window's own match;
the learner's curtain never stands in the way; a word other than the lesson's is refused."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.hooky.actions import Ask, GuessHands, GuessTruants, Mark, OpeningClue, RevealAndPeek
from boardgames_desktop.games.hooky.rules import GAME
from boardgames_desktop.ui.lesson import Lesson

from .conftest import settle
from .lessonsteps import before_click, step_was_played

LEFT = Qt.MouseButton.LeftButton




def lit(board) -> list:
    """What the board lights now: the marks over the board and over the controls below it."""
    return list(board.hint.targets) + list(board.controls_hint.targets)


def click_lit(qtbot, board, widget) -> None:
    assert widget in lit(board), widget
    qtbot.waitUntil(widget.isVisible, timeout=2000)
    qtbot.mouseClick(widget, LEFT)


def play_step(qtbot, window) -> None:
    """One step: click what is lit and wait for the next step."""
    lesson, board, bar = window.lesson, window.board, window.lesson_bar
    run = lesson.run
    index = run.index
    expected = lesson.expected()
    mark = before_click(lesson)
    s = window.current_session()
    assert not window.curtain_up, (index, s.curtain_seat, s.match.to_act(), s._revealed)  # lifted for the learner
    wp, sheet = board.actions.word_panel, board.actions.sheet
    if expected is None:
        assert bar.ring.targets == [bar.continue_button] and bar.continue_button.isVisible()
        qtbot.mouseClick(bar.continue_button, LEFT)
    elif isinstance(expected, (OpeningClue, Ask)):
        if isinstance(expected, Ask):
            click_lit(qtbot, board, wp.targets.buttons[expected.target])
            assert board.seats_panel.rows[expected.target] in board.hint.targets
        assert wp.word in lit(board)
        wp.word.setFocus()
        qtbot.keyClicks(wp.word, expected.word.lower())  # the field writes capitals
        click_lit(qtbot, board, wp.go)
    elif isinstance(expected, RevealAndPeek):
        click_lit(qtbot, board, wp.reveal_toggle)
        click_lit(qtbot, board, wp.reveal_cards.card(expected.letter))
        click_lit(qtbot, board, wp.peek_targets.buttons[expected.target])
        click_lit(qtbot, board, wp.reveal_button)
    elif isinstance(expected, GuessTruants):
        for ch in expected.letters:
            click_lit(qtbot, board, sheet.click_letter(ch))
        click_lit(qtbot, board, sheet.go)
    elif isinstance(expected, GuessHands):
        for i, (row, button) in enumerate(zip(sheet.rows, sheet.row_buttons)):
            want = expected.guesses[row.seat]
            click_lit(qtbot, board, button)
            assert sheet.active == i
            for ch in want:  # the row starts with what the seat saw and marked: add the rest
                if ch not in sheet.keyboard.selected():
                    qtbot.mouseClick(sheet.click_letter(ch), LEFT)
            assert sheet.rows[i].letters == want
        click_lit(qtbot, board, sheet.go)
    else:
        assert isinstance(expected, Mark)
        click_lit(qtbot, board, board.page_buttons["sheet"])
        grid = board.worksheet.grid
        assert grid.hint_cell == (expected.column, expected.letter)  # the cell is lit on the sheet
        qtbot.mouseClick(grid, LEFT, pos=board.worksheet.cell_rect(expected.column, expected.letter).center())
    step_was_played(qtbot, window, mark)


def test_the_hooky_lesson_is_played_to_its_end_clicking_only_what_is_lit(qtbot, make_window, tmp_path):
    window = make_window(Lesson(TutorialRun(GAME, GAME.tutorial())).match(), autosave=False,
                         lesson=Lesson(TutorialRun(GAME, GAME.tutorial())))
    run = window.lesson.run
    settle(qtbot, window)
    while not run.done:
        assert window.header.prompt_label.text() == window.lesson.instruction()
        assert window.lesson_bar.note.text() == window.lesson.note() != ""
        play_step(qtbot, window)
    assert window.current_match().finished
    assert window.lesson_bar.real_button.isVisible()
    # The real game it offers: three seats (Hooky's least), the learner against two Easy bots.
    qtbot.mouseClick(window.lesson_bar.real_button, LEFT)
    settle(qtbot, window)
    match = window.current_match()
    assert window.lesson is None and [s.kind for s in match.seats] == ["human", "bot:easy", "bot:easy"]
    assert match.entries == []


def test_another_word_is_refused_kindly_and_nothing_moves(qtbot, make_window):
    lesson = Lesson(TutorialRun(GAME, GAME.tutorial(), 2))  # ask Cy MOMMY
    window = make_window(lesson.match(), autosave=False, lesson=lesson)
    settle(qtbot, window)
    board, run = window.board, lesson.run
    wp = board.actions.word_panel
    entries = len(window.current_match().active_entries())
    qtbot.mouseClick(wp.targets.buttons[1], LEFT)  # Bea, not Cy
    qtbot.keyClicks(wp.word, "mommy")
    qtbot.mouseClick(wp.go, LEFT)
    settle(qtbot, window)
    assert run.index == 2 and len(window.current_match().active_entries()) == entries
    said = window.note.text() + board.last_refusal + wp.error.text()
    assert "not this lesson's" in said and "ask the player it names" in said


def test_left_at_a_truant_guess_and_resumed_there_with_the_learners_board(qtbot, make_window):
    from boardgames_desktop.ui.lesson import real_game

    lesson = Lesson(TutorialRun(GAME, GAME.tutorial(), 11))  # the truant guess after round 4
    window = make_window(lesson.match(), autosave=False, lesson=lesson)
    settle(qtbot, window)
    window.leave_lesson()
    other = make_window(real_game(GAME, 5), autosave=False)
    assert other.learn_action.isEnabled()
    other.learn_action.trigger()
    settle(qtbot, other)
    assert other.lesson is not None and other.lesson.run.index == 11
    assert not other.curtain_up and other.current_session().viewer == 0
    sheet = other.board.actions.sheet
    assert sheet.isVisible() and sheet.go in other.board.controls_hint.targets
