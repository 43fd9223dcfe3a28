"""The contract between the application shell and a game's Qt view, and its bookkeeping.

The shell owns the match (through a table session); a game's ``view.py``
never sees the state, only *views* (plain data for one seat or the public)
and the legal actions of whoever is at the screen. It answers with the
``action_chosen`` signal; the shell plays the action, and refusals come back
through :meth:`GameView.refuse`, already in words.

``show_view(view, seat, legal, interactive)``:

- ``seat`` is the seat whose view ``view`` is; :data:`TABLE` (-1) when the
  table is to enter something (``view`` is then the public view and ``legal``
  the table's actions); ``None`` for the public view alone (bots only, or a
  seat that never lifted the curtain, after the game).
- ``legal`` is the complete list of the legal actions of ``seat`` (its turn's
  actions, and its notes, which are legal at any time), or
  :class:`~boardgames_desktop.core.game.TooMany` where they cannot be listed
  (every five-letter word): the rules judge any choice then.
- ``interactive`` is False behind the curtain, during a peek, once the game
  is over, and when ``seat`` has nothing to do.

``show_peek(view, seat)``: a person holds ``seat``'s view on the screen for
a moment (a host screen's "Hold to look" buttons); nothing can be played
while it lasts, and the next ``show_view`` ends it. The default draws it as a
non-interactive ``show_view``; a board that draws a peek differently (a held
card large, its controls kept as they were) overrides it.

``clear_notes()``: words a board shows *for a seat* (a refusal beside the
field it is about, a hint, a coloured prompt line) belong to that seat. The
shell calls it whenever the eyes at the screen change: another seat or the
table is shown, the curtain comes down, a peek starts or ends; before the
next ``show_view``. A board drops every such text then. What the shell shows
for the board (``message``, refusals) is the shell's own note and goes too.

A view emits ``action_chosen(seat, action)`` with the ``seat`` it was shown
(``TABLE`` included). :meth:`GameView.remember` and :meth:`GameView.choose`
keep that bookkeeping in one place for every game.

Since protocol v2: ``legal`` may be ``TooMany``, ``seat`` may be ``TABLE``,
and refusals arrive rendered (a ``str``); the signals are unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtWidgets import QScrollArea, QWidget

from ...core.game import TABLE, TooMany
from .hintlayer import HintLayer

#: How many shown views a board keeps (tests and the leak checks read them).
HISTORY = 50

#: Pixels of board kept in sight around what is lit when it is scrolled into view.
LIT_MARGIN = 24


def place_on(board: QWidget, child: QWidget, rect: QRectF) -> QRectF:
    """``rect`` in ``child``'s coordinates, in ``board``'s (an ancestor of ``child``):
    where a board's :meth:`GameView.lit_rects` say a painted mark lies."""
    if child is board:
        return QRectF(rect)
    return rect.translated(QPointF(child.mapTo(board, QPoint(0, 0))))


@dataclass(frozen=True)
class Shown:
    """One call of ``show_view``: what the board was given."""

    view: dict[str, Any]
    seat: int | None
    legal: list[Any] | TooMany
    interactive: bool

    @property
    def too_many(self) -> bool:
        return isinstance(self.legal, TooMany)

    @property
    def is_table(self) -> bool:
        return self.seat == TABLE

    def allows(self, action: Any) -> bool:
        """Whether the board should offer ``action`` (the rules still judge it)."""
        if not self.interactive:
            return False
        return self.too_many or action in self.legal  # type: ignore[operator]

    def of_type(self, *types: type) -> list[Any]:
        """The listed legal actions of these types (empty when they cannot be listed)."""
        if isinstance(self.legal, TooMany):
            return []
        return [a for a in self.legal if isinstance(a, types)]


class GameView(QWidget):
    """The play area of one game in the main window.

    Signals:
      action_chosen(seat, action): the player (or the table) at the screen chose an action.
      undo_requested(): the view wants the last step taken back (e.g. a
        right-click on the path); the shell decides whether undo is allowed.
      message(text): a short note for the seat at the screen (a hint, a refusal); the
        shell shows it to that seat only (``ui/kit/note.py``).
    """

    action_chosen = Signal(int, object)
    undo_requested = Signal()
    message = Signal(str)

    #: Game-specific things ``screenshot --what NAME`` can show (name -> what it is,
    #: for ``--help``); :meth:`prepare_screenshot` receives the name.
    screenshots: ClassVar[dict[str, str]] = {}

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        #: The views this board was given, newest last (at most :data:`HISTORY`).
        self.shown: list[Shown] = []

    @property
    def current(self) -> Shown | None:
        return self.shown[-1] if self.shown else None

    def show_view(
        self,
        view: dict[str, Any],
        seat: int | None,
        legal: Sequence[Any] | TooMany,
        interactive: bool,
    ) -> None:
        """Draw ``view`` (see the module docstring). Implementations call
        :meth:`remember` first."""
        raise NotImplementedError

    def remember(
        self, view: dict[str, Any], seat: int | None, legal: Sequence[Any] | TooMany, interactive: bool
    ) -> Shown:
        shown = Shown(view, seat, legal if isinstance(legal, TooMany) else list(legal), interactive)
        self.shown.append(shown)
        del self.shown[:-HISTORY]
        return shown

    def choose(self, action: Any) -> bool:
        """Emit ``action`` for the seat the board shows; False (nothing emitted) when
        the board takes no input now."""
        shown = self.current
        if shown is None or not shown.interactive or shown.seat is None:
            return False
        self.action_chosen.emit(shown.seat, action)
        return True

    def show_peek(self, view: dict[str, Any], seat: int) -> None:
        """Show ``seat``'s view while a person holds it up (see the module docstring);
        nothing can be chosen. Default: a non-interactive :meth:`show_view`."""
        self.show_view(view, seat, [], False)

    def show_hint(self, action: Any | None) -> None:
        """Light ``action`` on the board: the hint for the seat this board shows (the
        move the Normal bot would play there, from that seat's view). ``None`` takes
        it away; the shell does so with the next view and whenever the viewer
        changes. The hint's words go out in the shell's seat note, so a board only
        marks where the move is, with :func:`~.motion.paint_hint_mark`. Default:
        nothing lit (the note alone)."""

    def light(self, action: Any | None) -> None:
        """Light ``action`` (:meth:`show_hint`) and, once the board has drawn it, scroll
        what is lit into sight where the board is larger than its window (a laptop
        screen, a zoomed board): the shell's hint and a lesson's step both light
        their move through this, so a lit card is never below the fold."""
        self.show_hint(action)
        if action is not None:
            QTimer.singleShot(0, self, self.bring_lit_into_view)

    def lit_area(self) -> QRect:
        """Where the board lights its hint now, in this widget's coordinates (an empty
        rectangle: nothing lit). The default unites every ring of the kit's
        :class:`~.hintlayer.HintLayer`\\ s on the board; a board that paints its own
        marks (cells, cards) adds their places with :meth:`lit_rects`."""
        area = QRect()
        for layer in self.findChildren(HintLayer):
            holder = layer.holder
            if holder is None or not layer.isVisible():
                continue
            for rect in layer.rects():
                area |= QRect(holder.mapTo(self, rect.topLeft().toPoint()), rect.size().toSize())
        for rect in self.lit_rects():
            area |= rect.toAlignedRect()
        return area

    def lit_rects(self) -> list[QRectF]:
        """The places a board marks itself (not with a hint layer), in this widget's
        coordinates. Default: none."""
        return []

    def bring_lit_into_view(self) -> None:
        """Scroll the nearest scrolling frame around the board so that what is lit
        shows whole (or its top left, when it is larger than the frame)."""
        area = self.lit_area()
        if area.isEmpty():
            return
        frame = self.parentWidget()
        while frame is not None and not isinstance(frame, QScrollArea):
            frame = frame.parentWidget()
        if not isinstance(frame, QScrollArea):
            return
        content = frame.widget()
        if content is None:
            return
        rect = area if content is self else QRect(self.mapTo(content, area.topLeft()), area.size())
        margin = LIT_MARGIN
        half_w = min(rect.width() // 2 + margin, frame.viewport().width() // 2)
        half_h = min(rect.height() // 2 + margin, frame.viewport().height() // 2)
        frame.ensureVisible(rect.center().x(), rect.center().y(), half_w, half_h)

    def refuse(self, reason: str) -> None:
        """Show that the last choice was refused, with the rule's reason. The default
        says it in the shell's seat note (``message``); a board that shows it beside the
        field it is about does that instead, and drops it in :meth:`clear_notes`."""
        self.message.emit(reason)

    def clear_notes(self) -> None:
        """Drop every text shown for the seat this board was last shown (see the module
        docstring): the shell calls it when the viewer changes or the curtain comes
        down. The default has nothing to drop: its notes went out as ``message``."""

    def prompt(self) -> str:
        """What the seat at the screen may do now, with the mouse, for the status line.
        A board whose :meth:`controls` already say it in words beside the buttons
        answers "" while they do, so the window does not say the same sentence twice."""
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

    def keys_help(self) -> list[tuple[str, str]]:
        """The keys this board answers to, as (keys, what they do) in words, for Help >
        Keys (the window lists its menus' shortcuts itself). A board that plays from the
        keyboard through ``ui/kit/keys.py`` starts from its ``board_keys()``."""
        return []

    def prepare_screenshot(self, what: str) -> None:
        """Optional: open a game-specific panel (``screenshot --what NAME``) before
        the shell grabs the window. The default shows nothing extra."""

    def set_player_names(self, names: list[str]) -> None:
        """The names the table gave the seats (index = seat; a team reads "Ada & Ben"),
        called once a match, before the first ``show_view``. Names are public; the
        default ignores them."""


class ProjectorBoard(QWidget):
    """The public picture of a game for the projector window.

    It receives the public view only (``game.view(state, None)``) and the public
    status line; :meth:`remember` keeps the last view in ``public_view`` so tests
    can prove nothing else arrived.
    """

    public_view: dict[str, Any] | None = None
    #: As :attr:`GameView.screenshots`, for ``screenshot --projector --what NAME``.
    screenshots: ClassVar[dict[str, str]] = {}

    def show_public(self, view: dict[str, Any], status: str) -> None:
        raise NotImplementedError

    def remember(self, view: dict[str, Any]) -> None:
        self.public_view = view

    def prepare_screenshot(self, what: str) -> None:
        """Optional, as :meth:`GameView.prepare_screenshot`, for ``--projector`` shots."""

    def menu_actions(self) -> list:
        """Optional: checkable QActions choosing how the public view is drawn (the
        pictures' names under face-up cards, say). The projector window offers them in
        its context menu, and the main window in the game's menu while the projector is
        open, so the host can switch them from either screen. They change the drawing
        only: the board still receives nothing but the public view."""
        return []

    def set_player_names(self, names: list[str]) -> None:
        """Optional, as :meth:`GameView.set_player_names`."""
