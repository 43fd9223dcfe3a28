"""The contract between the application shell and a game's Qt view.

The shell owns the :class:`~boardgames_desktop.core.match.Match`; a game's
``view.py`` never sees the state, only *views* (plain data for one seat or
the public) and the legal actions of the seat at the screen. It answers with
the ``action_chosen`` signal; the shell applies the action, and refusals come
back through :meth:`GameView.refuse`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget


class GameView(QWidget):
    """The play area of one game in the main window.

    Signals:
      action_chosen(seat, action): the player at the screen chose an action.
      undo_requested(): the view wants the last step taken back (e.g. a
        right-click on the path); the shell decides whether undo is allowed.
      message(text): a short note for the status bar (a hint, a refusal).
    """

    action_chosen = Signal(int, object)
    undo_requested = Signal()
    message = Signal(str)

    #: Game-specific things ``screenshot --what NAME`` can show (name -> what it is,
    #: for ``--help``); :meth:`prepare_screenshot` receives the name.
    screenshots: ClassVar[dict[str, str]] = {}

    def show_view(
        self,
        view: dict[str, Any],
        seat: int | None,
        legal: Sequence[Any],
        interactive: bool,
    ) -> None:
        """Draw ``view`` (the view of ``seat``, or the public view when None).

        ``legal`` holds the legal actions of ``seat`` (empty when it is not a
        human's turn); ``interactive`` is False while a bot thinks, behind the
        curtain, or once the game is over.
        """
        raise NotImplementedError

    def refuse(self, reason: str) -> None:
        """Show that the last choice was refused, with the rule's reason."""
        self.message.emit(reason)

    def prompt(self) -> str:
        """What the seat at the screen may do now, for the status line."""
        return ""

    def set_zoom(self, factor: float) -> None:
        """Scale the board (1.0 = fit the window); drawing stays vector-sharp."""

    def controls(self) -> QWidget | None:
        """Optional: a row of turn controls the shell keeps below the board,
        outside the zooming frame (hidden while the curtain is up)."""
        return None

    def menu_actions(self) -> list:
        """Game-specific QActions for the shell's menu named after the game (e.g. a hint)."""
        return []

    def prepare_screenshot(self, what: str) -> None:
        """Optional: open a game-specific panel (``screenshot --what NAME``) before
        the shell grabs the window. The default shows nothing extra."""

    def set_player_names(self, names: list[str]) -> None:
        """Optional: the names the table gave the seats (index = seat), called once
        a match, before the first ``show_view``. Names are public; the default ignores them."""


class ProjectorBoard(QWidget):
    """The public picture of a game for the projector window.

    It receives the public view only (``game.view(state, None)``); keep the
    last one in ``self.public_view`` so tests can prove nothing else arrived.
    """

    public_view: dict[str, Any] | None = None
    #: As :attr:`GameView.screenshots`, for ``screenshot --projector --what NAME``.
    screenshots: ClassVar[dict[str, str]] = {}

    def show_public(self, view: dict[str, Any], status: str) -> None:
        raise NotImplementedError

    def prepare_screenshot(self, what: str) -> None:
        """Optional, as :meth:`GameView.prepare_screenshot`, for ``--projector`` shots."""

    def set_player_names(self, names: list[str]) -> None:
        """Optional, as :meth:`GameView.set_player_names`."""
