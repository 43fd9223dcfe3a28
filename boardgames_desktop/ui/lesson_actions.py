"""Learn to play in the main window: opening a game's lesson, its steps played on
the board, Continue, a step chosen again, leaving, and the real game it offers at
its end (:mod:`.lesson` holds the run and its column).

:class:`LessonActions` is mixed into the main window, as :class:`~.files.FileActions`
and :class:`~.window_view.ViewActions` are; it reads the window's match, board,
side column and actions, declared below for the type checker. The lit place is
the board's own hint mark (``GameView.light``), so a lesson and Help > Hint light
a move alike.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction

from .. import games
from ..core.i18n import render
from ..core.match import Match
from ..core.rng import NEW_SEED_MAX
from ..core.table import TableSession
from .kit.gameview import GameView
from .lesson import Lesson, LessonBar, real_game, run_for

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

    from .logpanel import MoveLog

    # The type checker sees the mixin as the main window it is mixed into.
    _Window = QMainWindow
else:
    _Window = object

#: The least height of the moves list while a lesson's note needs the column.
LESSON_LOG_HEIGHT = 28


class LessonActions(_Window):
    """Learn to play for the main window (a mixin; see the module docstring)."""

    # -- what the main window provides ---------------------------------------------------
    lesson: Lesson | None
    lesson_bar: LessonBar
    board: GameView | None
    log: MoveLog
    side: QWidget
    side_action: QAction
    hint_action: QAction
    new_game_requested: Signal

    if TYPE_CHECKING:
        def current_match(self) -> Match: ...

        def current_session(self) -> TableSession: ...

        def set_match(self, match: Match, save_path: Path | None = None, *,
                      autosave_path: Path | None = None, lesson: Lesson | None = None) -> None: ...

        def refresh(self) -> None: ...

        def _refuse(self, reason: str) -> None: ...

    def learn_to_play(self) -> bool:
        """Help > Learn to play: this game's lesson, where it was left (False: it has none)."""
        return self.learn_to_play_game(self.current_match().game.id)

    def learn_to_play_game(self, game_id: str) -> bool:
        """The lesson of ``game_id`` in this window, where it was left (False: it has none)."""
        run = run_for(games.part(game_id, "rules"))
        if run is None:
            return False
        self.start_lesson(Lesson(run))
        return True

    def _show_lesson_bar(self) -> None:
        """The lesson's column shows while a lesson runs (the side panel with it: it cannot
        fold away then); otherwise the panel is as the person left it."""
        teaching = self.lesson is not None
        self.lesson_bar.setVisible(teaching)
        # The step's note comes first in a lesson: the moves list gives way to it on a
        # short screen (down to a line or two; it scrolls), where it asks for a few lines.
        self.log.setMinimumHeight(LESSON_LOG_HEIGHT if teaching else 0)
        self.side.setVisible(teaching or self.side_action.isChecked())
        self.side_action.setEnabled(not teaching)

    def start_lesson(self, lesson: Lesson) -> None:
        self.set_match(lesson.match(), lesson=lesson)
        lesson.store()

    def _lesson_action(self, actor: int, action: Any) -> None:
        lesson, match = self.lesson, self.current_match()
        assert lesson is not None
        reason = lesson.attempt(actor, action)
        if reason is not None:
            self._refuse(render(reason, self.current_session().names))
            return
        lesson.catch_up(match)
        lesson.store()

    def lesson_continue(self) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        reason = lesson.run.proceed()
        if reason is not None:
            self._refuse(render(reason, self.current_session().names))
            return
        lesson.catch_up(self.current_match())
        lesson.store()
        self.refresh()

    def lesson_restart(self, index: int) -> None:
        """Start the lesson again from step ``index`` (a new match of the script up to there)."""
        lesson = self.lesson
        if lesson is None:
            return
        lesson.run.restart_at(index)
        self.start_lesson(lesson)

    def leave_lesson(self) -> None:
        """Leave: the settings keep the step (Learn to play resumes it), and a launcher opens."""
        if self.lesson is not None:
            self.lesson.store()
        self.new_game_requested.emit()

    def lesson_real_game(self) -> Match:
        """The offer at the lesson's end: a real game against the Easy bot (the lesson ends)."""
        match = real_game(self.current_match().game, random.SystemRandom().randint(1, NEW_SEED_MAX))
        self.set_match(match)
        return match

    def _light_lesson(self) -> None:
        """Light the one place to click: the step's action on the board, else a button of the bar."""
        lesson, board = self.lesson, self.board
        if lesson is None or board is None:
            return
        self.lesson_bar.show_run(lesson)
        board.light(lesson.expected())  # scrolled into sight where the board is larger than its frame
        self.hint_action.setEnabled(False)  # the lesson lights its own move; a bot's advice would contradict it

    def _lesson_holds_the_clock(self) -> bool:
        """In a lesson the clock runs only on a step that waits for the deadline's own
        action (a lesson of the time running out); any other step takes its time."""
        deadline = self.current_session().deadline
        return self.lesson is not None and deadline is not None and self.lesson.expected() != deadline.action


__all__ = ["LESSON_LOG_HEIGHT", "LessonActions"]
