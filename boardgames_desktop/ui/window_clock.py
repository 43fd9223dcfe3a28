"""The main window's bots and clock: the bots' speed (View > Bot speed), a bot's
error shown with its reason, and a decision's deadline (its countdown in the header
and on the projector, the beep of its last seconds, its action played when time is
up; a lesson holds the clock but on the step that teaches it).

:class:`BotsAndClock` is mixed into the main window, as :class:`~.files.FileActions`
is; it reads the window's session, bot driver, header and timers, declared below
for the type checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ..core.table import TableSession
from . import settings as app_settings
from .bots import BotDriver
from .dialogs import show_error
from .header import StatusHeader
from .lesson import Lesson
from .projector import ProjectorWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    # The type checker sees the mixin as the main window it is mixed into.
    _Window = QMainWindow
else:
    _Window = object


class BotsAndClock(_Window):
    """Bot speed and the deadline's clock for the main window (a mixin; see the module docstring)."""

    # -- what the main window provides ---------------------------------------------------
    session: TableSession | None
    lesson: Lesson | None
    bots: BotDriver
    header: StatusHeader
    projector: ProjectorWindow | None
    _tick_timer: QTimer
    _beeped: int | None
    _bot_delay_override: int | None

    if TYPE_CHECKING:
        def current_session(self) -> TableSession: ...

        def _lesson_holds_the_clock(self) -> bool: ...

        def _lesson_action(self, actor: int, action: Any) -> None: ...

    def bot_delay_ms(self) -> int:
        if self._bot_delay_override is not None:
            return self._bot_delay_override
        return app_settings.bot_delay_ms()

    def set_bot_delay(self, delay: int) -> None:
        self._bot_delay_override = None
        app_settings.set_value("bots/delay_ms", int(delay))
        self.bots.set_delay(int(delay))  # a bot already waiting goes at the new speed

    def _bot_error(self, exc: BaseException) -> None:
        show_error(type(exc), exc, exc.__traceback__, parent=self)

    def _update_deadline(self) -> None:
        if self.current_session().deadline is None or self._lesson_holds_the_clock():
            self._tick_timer.stop()
            self._show_countdown(None, False)
            return
        if not self._tick_timer.isActive():
            self._tick_timer.start()
        self.tick()

    def tick(self) -> None:
        """Look at the deadline: play its action when time is up, else show the seconds left.
        In the warning seconds the window beeps once a second (``QApplication.beep``: the
        system's alert sound, where the platform has one)."""
        session = self.session
        if session is None or session.deadline is None or self._lesson_holds_the_clock():
            self._tick_timer.stop()
            return
        deadline = session.deadline
        if self.lesson is not None:
            # The step's action is the deadline's: time up, the lesson plays it (not the session).
            if session.deadline_started is not None and session.seconds_left() == 0:
                self._lesson_action(deadline.actor, deadline.action)
                return
        elif session.expire():
            return  # the match changed: the refresh that follows shows the next decision
        seconds, warning = session.countdown(), session.warning()
        self._show_countdown(seconds, warning)
        if warning and seconds != self._beeped:
            self._beeped = seconds
            QApplication.beep()

    def _show_countdown(self, seconds: int | None, warning: bool) -> None:
        self.header.countdown.show_seconds(seconds, warning)
        if self.projector is not None:
            self.projector.set_countdown(seconds, warning)


__all__ = ["BotsAndClock"]
