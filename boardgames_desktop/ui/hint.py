"""Help > Hint (H) in the main window: the move Normal would play for the seat at the screen.

The pure part is :func:`boardgames_desktop.core.hint.advise`: a freshly built
Normal bot, given that seat's view and legal actions only, answers with a move
and one line of why. This part asks it on a :class:`~.kit.worker.Worker`
thread (a hint may think half a second: the window never waits), then says
the why in the seat note (``ui/kit/note.py``: it goes when the viewer changes)
and lights the move on the board (``GameView.show_hint``).

The hint belongs to one seat's eyes and one position: the question remembers
the viewer it was asked for (the window's ``note_owner()``) and the match state.
An answer that arrives after either changed, or after the curtain came down,
is dropped; a hint shown goes (``show_hint(None)``) with the next view, a viewer
change or the curtain. Between, a refresh of the same view lights it again (a
board may forget its mark when it is shown the view anew).

Hint is offered only while the seat at the screen is a person's seat the game
waits for, its board taking input: not for the table's inputs, a peek, a bot's
turn or a finished game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from .. import games
from ..core.game import TABLE, Advice
from ..core.hint import advise, hint_text
from ..core.i18n import _, render
from .kit.worker import Worker

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.table import Screen, TableSession
    from .kit.gameview import GameView
    from .kit.note import SeatNote


class HintWindow(Protocol):
    """What the hint reads of the main window (``ui/mainwindow.py``)."""

    session: TableSession | None
    board: GameView | None
    note: SeatNote

    def note_owner(self) -> Any: ...

    def current_match(self) -> Match: ...

#: The seeds a hint's bot is built with: fresh every time, as a person asking twice expects.
SEED_MAX = 2**31 - 1


class Hints(QObject):
    """The window's Help > Hint: the action, the question on its thread, the answer shown."""

    def __init__(self, window: HintWindow, parent: QObject, on_error: Callable[[BaseException], None]):
        super().__init__(parent)
        self.window = window
        self.on_error = on_error
        self.worker = Worker(self, name="hint")
        self.action: QAction | None = None
        #: What the running question is about: (viewer, state), or None.
        self._asked: tuple[Any, Any] | None = None
        #: The hint on screen: (viewer, state) it is for, and its advice.
        self._shown: tuple[tuple[Any, Any], Advice] | None = None

    def add_to(self, menu: QMenu) -> QAction:
        """The menu's Hint action (H); enabled by :meth:`follow`."""
        action = QAction(_("&Hint"), self.parent())
        action.setShortcut(QKeySequence("H"))
        action.setToolTip(_("Show the move the Normal bot would play for you, and why"))
        action.setEnabled(False)
        action.triggered.connect(self.ask)
        menu.addAction(action)
        self.action = action
        return action

    # -- the question ---------------------------------------------------------------------------
    def _where(self) -> tuple[Any, Any]:
        """The eyes and the position the screen shows now."""
        return self.window.note_owner(), self.window.current_match().state

    @staticmethod
    def _same(a: tuple[Any, Any] | None, b: tuple[Any, Any]) -> bool:
        return a is not None and a[0] == b[0] and a[1] is b[1]

    @staticmethod
    def seat_for(session: TableSession, screen: Screen | None) -> int | None:
        """The seat a hint is for on ``screen``: a person's seat the game waits for, its
        board taking input; None when no hint is offered."""
        if screen is None or session.curtain_up or session.peeking is not None or not screen.interactive:
            return None
        seat = screen.seat
        if seat is None or seat == TABLE or not session.is_human(seat) or seat not in session.match.to_act():
            return None
        return seat

    def ask(self, seed: int | None = None) -> bool:
        """Ask the Normal bot for the seat at the screen (on the worker thread); False
        when no hint is offered now. ``seed``: the bot's (a fresh one each time unless
        given, as ``screenshot --what hint`` gives one so the same seed makes the same picture)."""
        session = self.window.session
        if session is None:
            return False
        screen = session.screen()
        seat = self.seat_for(session, screen)
        if seat is None or screen is None:
            return False
        where = self._where()
        self._asked = where
        game = session.game
        if seed is None:
            seed = random.SystemRandom().randint(1, SEED_MAX)
        self.worker.run(advise, game, games.bots(game.id), seat, screen.view, screen.legal, seed,
                        on_done=partial(self._answered, where), on_error=self._failed)
        return True

    def _answered(self, where: tuple[Any, Any], advice: Advice) -> None:
        session, board = self.window.session, self.window.board
        self._asked = None
        if session is None or board is None or session.curtain_up or not self._same(where, self._where()):
            return  # stale: another view, another viewer, or the curtain came down meanwhile
        self._shown = (where, advice)
        self.window.note.say(render(hint_text(advice), session.names), where[0])
        board.light(advice.action)

    def _failed(self, exc: BaseException) -> None:
        self._asked = None
        self.on_error(exc)  # a broken bot is reported, as the bots' errors are

    # -- following the screen ---------------------------------------------------------------------
    def follow(self, screen: Screen | None) -> None:
        """After the window drew the screen (``screen``: what the board shows, None behind
        the curtain): offer Hint or not, drop a question or a hint about another view or
        viewer, light a hint still current again."""
        session, board = self.window.session, self.window.board
        if session is None or board is None:
            return
        if self.action is not None:
            self.action.setEnabled(self.seat_for(session, screen) is not None)
        where = self._where()
        if self._asked is not None and not self._same(self._asked, where):
            self.worker.cancel()
            self._asked = None
        if self._shown is not None:
            if self._same(self._shown[0], where) and not session.curtain_up:
                board.show_hint(self._shown[1].action)
            else:
                self._shown = None
                board.show_hint(None)

    @property
    def shown(self) -> Advice | None:
        """The hint on screen now, if any."""
        return self._shown[1] if self._shown is not None else None

    def shutdown(self) -> None:
        self.worker.shutdown(wait=False)
