"""Bots playing in the window: think off the GUI thread, act on it.

A bot sees its seat's view and the legal actions, never the state. Each
request carries a token; the window bumps its token whenever the match changes
(a move, undo, a new game), so a late answer to an old question is dropped.
"""

from __future__ import annotations

import sys
from typing import Any, Sequence

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from .. import games
from ..core.game import Bot, BotKind, Game, PlayerSpec


def bot_kinds(game_id: str) -> tuple[BotKind, ...]:
    try:
        return games.bots(game_id)
    except Exception:
        return ()


def make_bots(game: Game, players: Sequence[PlayerSpec], seed: int, kinds: Sequence[BotKind]) -> dict[int, Bot]:
    """One bot for every bot seat; an unknown kind (an old save) gets the first kind."""
    by_key = {k.key: k for k in kinds}
    out: dict[int, Bot] = {}
    for seat, player in enumerate(players):
        if not player.is_bot or not kinds:
            continue
        kind = by_key.get(player.kind, kinds[0])
        # A seed per seat, so two bots of one kind do not mirror each other.
        out[seat] = kind.factory(game, seat, (seed * 1_000_003 + seat * 7919 + 1) & 0xFFFFFFFF)
    return out


class BotRunner(QObject):
    """Asks one bot at a time, on a worker thread, after a short pause.

    Signals:
      chosen(token, seat, action): the bot's answer, delivered on the GUI thread.
      failed(token, exc_info): the bot raised; exc_info is (type, value, traceback).
    """

    chosen = Signal(object, int, object)
    failed = Signal(object, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._launch)
        self._pending: tuple[Any, Bot, int, dict, list] | None = None
        self.busy_token: Any = None

    def request(self, token: Any, bot: Bot, seat: int, view: dict, legal: list, delay_ms: int) -> None:
        """Ask ``bot`` for a move after ``delay_ms``; replaces any request not yet started."""
        self._pending = (token, bot, seat, view, legal)
        self.busy_token = token
        self._timer.start(max(0, int(delay_ms)))

    def set_delay(self, delay_ms: int) -> None:
        """A new pause for a request still waiting (the player changed the bot speed)."""
        if self._timer.isActive():
            self._timer.start(max(0, int(delay_ms)))

    def cancel(self) -> None:
        self._timer.stop()
        self._pending = None
        self.busy_token = None

    def _launch(self) -> None:
        if self._pending is None:
            return
        token, bot, seat, view, legal = self._pending
        self._pending = None

        def work() -> None:
            try:
                action = bot.choose(view, legal)
            except Exception:
                self.failed.emit(token, sys.exc_info())
                return
            self.chosen.emit(token, seat, action)

        self.pool.start(work)

    def shutdown(self) -> None:
        self.cancel()
        self.pool.waitForDone(5000)
