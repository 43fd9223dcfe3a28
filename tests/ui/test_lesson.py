"""Learn to play in the real window: Tokaido Duo's lesson played to its end by clicking
only what each step lights (a die, a space on the map, a turn button, Continue), a click
elsewhere refused kindly, the step list, leaving and resuming, and the real game it offers."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_desktop.core.tutorial import TutorialRun
from boardgames_desktop.games.tokaido_duo.actions import Move, Roll
from boardgames_desktop.games.tokaido_duo.rules import GAME
from boardgames_desktop.ui import settings as app_settings
from boardgames_desktop.ui.lesson import Lesson, real_game, settings_key

from .conftest import settle
from .lessonsteps import before_click, step_was_played


def click(qtbot, widget, pos=None) -> None:
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def lesson_window(make_window, step: int = 0):
    lesson = Lesson(TutorialRun(GAME, GAME.tutorial(), step))
    return make_window(lesson.match(), autosave=False, lesson=lesson)


def click_what_is_lit(qtbot, window) -> None:
    """One step: click the lit place (a die and a space, a button, Continue) and wait for the next step."""
    lesson, board, bar = window.lesson, window.board, window.lesson_bar
    expected = lesson.expected()
    mark = before_click(lesson)
    spaces, dice = board.table.hint
    if expected is None:
        assert bar.ring.targets == [bar.continue_button] and bar.continue_button.isVisible()
        click(qtbot, bar.continue_button)
    elif isinstance(expected, Roll):
        assert dice and not spaces
        click(qtbot, board.table, board.die_pos(dice[0]))
    elif isinstance(expected, Move):
        # The die and the space; after the hot spring the same character moves again (no die to pick).
        assert spaces == (expected.to,) and dice in ((expected.character,), ()), (spaces, dice, expected)
        if dice and board.table.selected != dice[0]:
            click(qtbot, board.table, board.die_pos(dice[0]))
            qtbot.waitUntil(lambda: board.table.selected == dice[0], timeout=2000)
        click(qtbot, board.table, board.space_pos(spaces[0]))
    else:
        button = board.hinted_button()
        assert button is not None, (expected, board.button_texts())
        qtbot.waitUntil(button.isVisible, timeout=2000)
        click(qtbot, button)
    step_was_played(qtbot, window, mark)


def test_the_tokaido_lesson_is_played_to_its_end_clicking_only_what_is_lit(qtbot, make_window, tmp_path):
    window = lesson_window(make_window)
    run = window.lesson.run
    assert window.lesson_bar.isVisible() and not window.undo_action.isEnabled()
    assert not window.hint_action.isEnabled()  # the lesson lights its own move
    shots = 0
    while not run.done:
        # The step's instruction is the window's one instruction line; its note is beside the board.
        assert window.header.prompt_label.text() == window.lesson.instruction()
        assert window.lesson_bar.note.text() == window.lesson.note() != ""
        if run.index in (2, 9) and shots < 2:
            window.grab().save(str(tmp_path / f"lesson-{run.index}.png"))
            shots += 1
        click_what_is_lit(qtbot, window)
    assert window.current_match().finished
    assert window.lesson_bar.real_button.isVisible() and window.lesson_bar.ring.targets == [
        window.lesson_bar.real_button]
    assert app_settings.settings().value(settings_key(GAME.id)) is None  # a finished lesson is forgotten
    click(qtbot, window.lesson_bar.real_button)
    settle(qtbot, window)
    match = window.current_match()
    assert window.lesson is None and not window.lesson_bar.isVisible()
    assert [s.kind for s in match.seats] == ["human", "bot:easy"] and match.entries == []


def test_a_click_elsewhere_is_refused_kindly_and_nothing_moves(qtbot, make_window):
    window = lesson_window(make_window, 2)  # pick the pilgrim die, to the temple
    board, run = window.board, window.lesson.run
    expected = run.expected()
    assert isinstance(expected, Move)
    click(qtbot, board.table, board.die_pos("merchant"))
    legal = [a.to for a in GAME.legal_actions(run.state, 0) if isinstance(a, Move) and a.character == "merchant"]
    entries = len(window.current_match().active_entries())
    click(qtbot, board.table, board.space_pos(legal[0]))
    settle(qtbot, window)
    assert run.index == 2 and len(window.current_match().active_entries()) == entries
    said = window.note.text() + board.refusal()
    assert "not this lesson's" in said and "dice are fixed" in said
    assert not window.undo()


def test_restart_from_any_step_and_resume_where_it_was_left(qtbot, make_window):
    window = lesson_window(make_window)
    click_what_is_lit(qtbot, window)  # Continue
    click_what_is_lit(qtbot, window)  # the roll
    assert window.lesson.run.index == 2
    stored = app_settings.settings().value(settings_key(GAME.id))
    assert stored == window.lesson.run.to_json()
    # The step list: start again from step 10 (its set-up replayed up to there).
    window.lesson_bar.steps.activated.emit(9)
    settle(qtbot, window)
    assert window.lesson.run.index == 9 and window.current_match().state == TutorialRun(GAME, GAME.tutorial(), 9).state
    requested = []
    window.new_game_requested.connect(lambda: requested.append(True))
    click(qtbot, window.lesson_bar.leave_button)
    assert requested
    # Learn to play (Help, or the launcher) resumes it at step 10.
    other = make_window(real_game(GAME, 5), autosave=False)
    assert other.learn_action.isEnabled()
    other.learn_action.trigger()
    settle(qtbot, other)
    assert other.lesson is not None and other.lesson.run.index == 9


def test_the_launcher_offers_learn_to_play_for_a_game_with_a_lesson_and_the_app_opens_it(qtbot):
    from boardgames_desktop import games
    from boardgames_desktop.ui.app import Shell

    from .launch import open_launcher, pick_game

    launcher = open_launcher(qtbot)
    # Every game teaches itself: each one's button is on, and says so.
    assert all(games.get_game(g).info.tutorial for g in games.ids())
    for game_id in [*games.ids(), "tokaido-duo"]:
        pick_game(qtbot, launcher, game_id)
        assert launcher.learn_button.isEnabled() and "guided first game" in launcher.learn_button.toolTip()
    with qtbot.waitSignal(launcher.learn_requested) as blocker:
        click(qtbot, launcher.learn_button)
    assert blocker.args == ["tokaido-duo"]
    shell = Shell()
    window = shell.open_lesson("tokaido-duo")
    qtbot.addWidget(window)
    assert window.lesson is not None and window.lesson.run.index == 0 and window.autosaver is None
    assert window.learn_action.isEnabled()


def test_a_language_switch_keeps_the_lesson_at_its_step_in_the_new_words(qtbot, make_window, qapp):
    from boardgames_desktop.core import i18n
    from boardgames_desktop.ui.kit import language

    window = lesson_window(make_window, 5)
    run = window.lesson.run
    chosen = window.language_menu.findChild(type(window.undo_action), "language_zh_TW")
    try:
        with qtbot.waitSignal(window.retranslated, timeout=3000):
            chosen.trigger()
        settle(qtbot, window)
        assert i18n.language() == "zh_TW"
        assert window.lesson.run is run and run.index == 5 and window.lesson_bar.isVisible()
        assert window.header.prompt_label.text() == "繪畫。"
        assert window.lesson_bar.title.text() == "學習玩法：第 6 步，共 38 步"
        click_what_is_lit(qtbot, window)  # the lit place still plays the step
    finally:
        language.apply_language(qapp, "en")


def test_the_held_hands_lesson_is_played_to_its_end_clicking_only_what_is_lit(qtbot, make_window):
    from boardgames_desktop.games.held_hands.actions import Step as StepOn
    from boardgames_desktop.games.held_hands.rules import GAME as HELD_HANDS

    lesson = Lesson(TutorialRun(HELD_HANDS, HELD_HANDS.tutorial()))
    window = make_window(lesson.match(), autosave=False, lesson=lesson)
    run, board, bar = lesson.run, window.board, window.lesson_bar
    while not run.done:
        expected = run.expected()
        mark = before_click(lesson)
        if expected is None:
            assert bar.ring.targets == [bar.continue_button]
            click(qtbot, bar.continue_button)
        elif isinstance(expected, StepOn):
            lit = board.table.hint
            assert lit.node == expected.node and lit.cards == (expected.card,) and board.hinted_button() is None
            click(qtbot, board.table, board.card_pos(lit.cards[0]))  # the lit card, then the lit node
            click(qtbot, board.table, board.node_pos(lit.node))
        else:
            button = board.hinted_button()
            assert button is not None and button.isVisible(), expected
            click(qtbot, button)
        step_was_played(qtbot, window, mark)
    assert window.current_match().outcome().winners == (0, 1)
    click(qtbot, bar.real_button)
    settle(qtbot, window)
    assert [s.kind for s in window.current_match().seats] == ["human", "bot:easy"]
