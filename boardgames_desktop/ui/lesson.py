"""Learn to play in the game window: a :class:`~boardgames_desktop.core.tutorial.TutorialRun`
shown over the normal board.

The window keeps its own parts: the step's instruction is the header's
instruction line, the one place to click is lit with the board's own hint mark
(``GameView.show_hint``, the kit's ``HintLayer`` over a turn button), and a
click on anything else is refused in the window's seat note with the lesson's
kind explanation. What this module adds is the :class:`LessonBar` beside the
board (atop the players and moves column) (the step's note in a :class:`~.kit.note.SeatNote`, Continue for a step
to read, the step list to start again from any step, Leave, and at the end a
real game against an Easy bot) and :class:`Lesson`, which keeps the run, the
match that mirrors it (the script's actions are played into an ordinary
:class:`~boardgames_desktop.core.match.Match`, so the board, the log and the
header show it as any game) and the run's place in the settings, so a lesson
left is resumed at its step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..core.game import Game, SeatSpec
from ..core.i18n import Text, _, render
from ..core.match import Match
from ..core.tutorial import Tutorial, TutorialRun
from . import settings as app_settings
from .kit.hintlayer import HintLayer
from .kit.note import SeatNote

#: The key of the easiest level (``core.game.level_kinds``), for the real game the lesson offers.
EASY_KIND = "bot:easy"


def settings_key(game_id: str) -> str:
    return f"tutorial/{game_id}"


def stored_run(game: Game, tutorial: Tutorial) -> TutorialRun | None:
    """The run left unfinished in this game's lesson, at its step (None: none, or not readable)."""
    text = app_settings.settings().value(settings_key(game.id))
    if not isinstance(text, str) or not text:
        return None
    try:
        return TutorialRun.from_json(game, tutorial, text)
    except ValueError:
        return None


def run_for(game: Game) -> TutorialRun | None:
    """The lesson to show for ``game``: the one left unfinished, else a new one (None: the game has none)."""
    tutorial = game.tutorial()
    if tutorial is None:
        return None
    return stored_run(game, tutorial) or TutorialRun(game, tutorial)


def real_game(game: Game, seed: int) -> Match:
    """The game the lesson offers at its end: you against the Easy bot, or against as many
    Easy bots as the game needs at the least (Hooky is for three or more)."""
    from .launcher import DEFAULT_NAMES  # the names a new game's seats get

    seats = max(2, game.info.min_people)
    return Match(game, [SeatSpec.single(DEFAULT_NAMES[0])]
                 + [SeatSpec.single(DEFAULT_NAMES[i], EASY_KIND) for i in range(1, seats)], seed)


class Lesson:
    """A run and the match that shows it."""

    def __init__(self, run: TutorialRun):
        self.run = run

    @property
    def game(self) -> Game:
        game = self.run.game
        assert isinstance(game, Game)
        return game

    def names(self) -> list[str]:
        t = self.run.tutorial
        return [render(t.names[s]) if s < len(t.names) else _("Player {n}").format(n=s + 1) for s in range(t.seats)]

    def scripted_seats(self) -> tuple[int, ...]:
        """The seats the script plays: every seat but the learner's (the table session
        seats nobody at the screen for them, so no curtain comes between the learner's
        turns and only the learner's view is shown)."""
        t = self.run.tutorial
        return tuple(s for s in range(t.seats) if s != t.seat)

    def match(self) -> Match:
        """A match of the run so far: the script's set-up with every action the run played."""
        t = self.run.tutorial
        match = Match(self.game, [SeatSpec.single(name) for name in self.names()], t.seed, t.options)
        for actor, action in self.run.played:
            match.play(actor, action)
        return match

    def name_seats(self, match: Match) -> None:
        """Name the lesson's seats in the language now in force (after a switch)."""
        match.rename_seats(self.names())

    def catch_up(self, match: Match) -> None:
        """Play into ``match`` what the run played since (the learner's action and the next lead)."""
        for actor, action in self.run.played[len(match.active_entries()):]:
            match.play(actor, action)

    def store(self) -> None:
        """Remember where the run is (a finished run is forgotten: the next lesson starts anew)."""
        store = app_settings.settings()
        if self.run.done:
            store.remove(settings_key(self.game.id))
        else:
            store.setValue(settings_key(self.game.id), self.run.to_json())
        store.sync()

    def instruction(self) -> str:
        step = self.run.step
        if step is None:
            return _("The lesson is over. Play a real game with an Easy bot, or leave.")
        return render(step.instruction, dict(enumerate(self.names())))

    def note(self) -> str:
        step = self.run.step
        return "" if step is None else render(step.note, dict(enumerate(self.names())))

    def expected(self) -> Any | None:
        return self.run.expected()

    def attempt(self, actor: int, action: Any) -> Text | None:
        return self.run.attempt(action)


class LessonBar(QFrame):
    """Beside the board while a lesson runs (at the top of the players and moves column):
    where it is, its note and its buttons."""

    continue_clicked = Signal()
    restart_requested = Signal(int)
    leave_clicked = Signal()
    real_game_clicked = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lessonBar")
        self.setStyleSheet(f"QFrame#lessonBar {{ border: 1px solid {theme.HIGHLIGHT}; border-radius: 8px; }}")
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 6, 8, 8)
        column.setSpacing(6)
        self.title = QLabel()
        self.title.setProperty("role", "subheading")
        self.title.setWordWrap(True)
        column.addWidget(self.title)
        self.steps = QComboBox()
        self.steps.setMinimumContentsLength(16)
        self.steps.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.steps.setToolTip(_("Start the lesson again from any step"))
        self.steps.setAccessibleName(_("Lesson steps"))
        self.steps.activated.connect(self._step_chosen)
        column.addWidget(self.steps)
        self.note = SeatNote()
        # Its whole text, always: the move log below gives way.
        self.note.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        column.addWidget(self.note)
        row = QHBoxLayout()
        row.setSpacing(6)
        self.continue_button = QPushButton(_("Continue"))
        self.continue_button.clicked.connect(self.continue_clicked)
        row.addWidget(self.continue_button)
        self.leave_button = QPushButton(_("Leave"))
        self.leave_button.setToolTip(_("The lesson waits where you left it: Learn to play resumes it."))
        self.leave_button.setAccessibleName(_("Leave the lesson"))
        self.leave_button.clicked.connect(self.leave_clicked)
        row.addWidget(self.leave_button)
        column.addLayout(row)
        self.real_button = QPushButton(_("Play with an Easy bot"))
        self.real_button.setToolTip(_("A real game of this game, with an Easy bot in the other seat"))
        self.real_button.clicked.connect(self.real_game_clicked)
        column.addWidget(self.real_button)
        # The one place to click, when it is a button of this bar (Continue, the real game).
        self.ring = HintLayer(self, inset=1.0)
        self._index = -1

    def show_run(self, lesson: Lesson) -> None:
        run = lesson.run
        total = len(run.steps)
        if self.steps.count() != total:
            self.steps.clear()
            names = dict(enumerate(lesson.names()))
            for i, step in enumerate(run.steps):
                self.steps.addItem(_("{n}. {instruction}").format(n=i + 1, instruction=render(step.instruction, names)))
        self._index = min(run.index, total - 1)
        self.steps.setCurrentIndex(self._index)
        if run.done:
            self.title.setText(_("Learn to play: done"))
        else:
            self.title.setText(_("Learn to play: step {n} of {total}").format(n=run.index + 1, total=total))
        reading = not run.done and run.expected() is None
        self.continue_button.setVisible(reading)
        self.real_button.setVisible(run.done)
        self.note.say(lesson.note(), ("lesson", run.index))
        self._fit_note()
        target = self.continue_button if reading else self.real_button if run.done else None
        self.ring.show_targets([target] if target is not None else [])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_note()

    def _fit_note(self) -> None:
        """The note's whole text at the width it has (a column's layout asks a label
        its height before it knows the width)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        width = self.width() - (margins.left() + margins.right() if margins is not None else 0)
        if width > 0 and self.note.text():
            self.note.setMinimumHeight(self.note.heightForWidth(width))
        else:
            self.note.setMinimumHeight(0)

    def _step_chosen(self, index: int) -> None:
        if index != self._index:
            self.restart_requested.emit(index)
