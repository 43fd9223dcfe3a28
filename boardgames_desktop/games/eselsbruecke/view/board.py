"""Eselsbrücke's main screen: the host's screen at a game night, or a small
table's one screen.

Host mode (the table, the host, enters everything): the board shows the round,
every seat's score pile and part, the storyteller's pictures while the story is
told, and whose guess it is. The controls below are the host's: one button for
the next step (draw, story told, hand out, check the thought cloud), and during
a guess "Right: <holder>'s card" and "Wrong" (keys 1-6 for the holder's seat
number, W for wrong, Space for the next step). A seat sees the card it holds
only while its "Hold to look" button in the shell's players panel is held
down: the shell's table session peeks, and the board draws that seat's card
large (:meth:`BoardView.show_peek`) with the host's controls left as they were.
The guess's 15 seconds are the rules' deadline: the shell counts them down,
warns, and plays the time-out into the log.

At one screen (digital mode) the seat at the screen sees its own card and
picks the name it guesses from the deck's names.

A hint (Help > Hint, :meth:`BoardView.show_hint`) lights its move: a picture to
name is drawn in the middle of the stage inside the hint mark, a card to take (or,
at a game night, a holder to confirm) marks that seat's tile.

The board never holds the state: only views, legal actions and names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .... import theme
from ....core.game import TABLE, TooMany
from ....core.i18n import _, label_people, ngettext
from ....ui.kit.flow import FlowLayout
from ....ui.kit.gameview import GameView, place_on
from ....ui.kit.hintlayer import HintLayer
from ....ui.kit.keys import describe_board, key_names
from ....ui.kit.motion import paint_hint_mark
from ....ui.kit.paintguard import guarded_paint
from .. import data
from ..actions import (
    CheckCloud,
    Draw,
    HandOut,
    Hide,
    Name,
    Right,
    RightCloud,
    Take,
    Wrong,
)
from . import moving, paint

PRIMARY = (Draw, Hide, HandOut, CheckCloud)

#: The controls' type as a share of the window's height, between these pixel sizes
#: (at 1920x1080 the buttons read like the board's own words, not the smallest thing).
#: The window's, not the board's: the controls' own height takes from the board's.
CONTROL_SHARE, CONTROL_MIN_PX, CONTROL_MAX_PX = 1 / 48, 13, 30
#: The one big "Next" button's type, against the other controls'.
NEXT_SCALE = 1.35


def next_step(action: Any, view: dict[str, Any]) -> str:
    """What the "Next" button does now, for the instruction line."""
    if isinstance(action, Draw):
        if view["phase"] == "setup":
            return _("Next (Space) draws the thought-cloud card.")
        return _("Next (Space) draws {n} pictures for the story.").format(n=data.row(view["round"]).draw)
    if isinstance(action, Hide):
        if view["phase"] == "cloud_shown":
            return _("Next (Space) turns it face down once everyone has seen it.")
        return _("When the story is told, Next (Space) turns the pictures face down.")
    if isinstance(action, HandOut):
        return _("Next (Space) hands out round {n}'s cards.").format(n=data.row(view["round"]).hand_out_from)
    return _("If the thought-cloud card was named, Next (Space) turns it over to check; if not, Wrong (W).")


def guess_step(view: dict[str, Any], legal: list[Any], names: dict[int, str]) -> str:
    """The instruction line while a guess is made (no "Next" step in it)."""
    guesser = names.get(view["guesser"], "")
    if any(isinstance(a, Take) for a in legal) and not any(isinstance(a, (Right, Name, CheckCloud)) for a in legal):
        return ngettext("Click the card {who} takes.", "Click the card {who} take.",
                        label_people(guesser)).format(who=guesser)
    if RightCloud() in legal:
        return _("Right (Y) if the thought-cloud card was named, else Wrong (W).")
    if any(isinstance(a, Name) for a in legal):
        return _("Type or pick the picture you name, then Guess.")
    return _("When {who} names a card right, click its holder or press the holder's number; "
             "else Wrong (W).").format(who=guesser)


def host_places(view: dict[str, Any], w: float, h: float) -> moving.Places:
    """Where the host's screen draws things (``Canvas.paintEvent`` draws them there)."""
    strip = QRectF(w * 0.02, h * 0.02, w * 0.96, h * 0.13)
    stage = QRectF(w * 0.02, h * 0.17, w * 0.96, h * 0.52)
    seats = QRectF(w * 0.02, h * 0.71, w * 0.96, h * 0.27)
    row: list[QRectF] = []
    if view["phase"] in ("tell", "cloud_shown", "cloud_check"):
        row = paint.row_rects(stage.adjusted(0, stage.height() * 0.04, 0, 0), len(view["showing"]))
    return moving.Places(tuple(row), tuple(paint.tile_rects(seats, view["seats"])), paint.round_cells(strip),
                         paint.card_in(stage, 0.8))


def _stage_rect(w: float, h: float) -> QRectF:
    return QRectF(w * 0.02, h * 0.17, w * 0.96, h * 0.52)


def _middle(body: QRectF) -> QRectF:
    """The middle of the guessing stage: the card just named right, or the hinted one."""
    return QRectF(body.left() + body.width() * 0.32, body.top(), body.width() * 0.36, body.height())


def _middle_row(body: QRectF) -> QRectF:
    """Where the middle's card row lies, under its one line of words."""
    return _middle(body).adjusted(0, body.height() * 0.11, 0, -body.height() * 0.02)


def _hint_row(body: QRectF) -> QRectF:
    """The hinted card's place: clear of its words by the hint mark's ring."""
    return _middle(body).adjusted(0, body.height() * 0.16, 0, -body.height() * 0.04)


def hint_place(view: dict[str, Any], hint: Any, w: float, h: float) -> QRectF | None:
    """Where the hint mark goes for ``hint`` on a board of ``w`` x ``h`` (None: nowhere)."""
    if isinstance(hint, Name) and view["phase"] == "guess":
        return paint.row_rects(_hint_row(_stage_rect(w, h)), 1)[0]
    holder = hint.holder if isinstance(hint, (Take, Right)) else None
    if holder is not None and 0 <= holder < view["seats"]:
        return host_places(view, w, h).tiles[holder]
    return None


class Canvas(QWidget):
    """The painted part of the board (everything but the buttons). The board hands
    it what to draw (:meth:`draw`, :meth:`set_names`); it reads nothing of its owner.
    Cards that moved since the last view slide (``moving.py``); the board is kept as
    a picture between frames."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.names: dict[int, str] = {}
        #: The seat whose card is held up now (the shell's peek), else None.
        self.peeking: int | None = None
        #: The hinted move lit on the board (:meth:`BoardView.show_hint`), else None.
        self.hint: Any | None = None
        self.motion = moving.CardMotion(self, host_places)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it paints every pixel
        self.setMinimumSize(640, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def draw(self, view: dict[str, Any] | None, seat: int | None, peeking: int | None) -> None:
        same = (view, seat, peeking) == (self.view, self.seat, self.peeking)
        self.view, self.seat, self.peeking = view, seat, peeking
        if peeking is None:
            # Only the screen's own views are compared: a peek shows no move.
            self.motion.show(view)
        if not same:
            self.motion.changed()

    def set_names(self, names: dict[int, str]) -> None:
        self.names = names
        self.motion.changed()

    def set_hint(self, action: Any | None) -> None:
        if action != self.hint:
            self.hint = action
            self.motion.changed()

    def hint_rect(self) -> QRectF | None:
        """Where the hint mark is painted now (None: no hint lit)."""
        if self.view is None or self.hint is None or self.peeking is not None:
            return None
        return hint_place(self.view, self.hint, float(self.width()), float(self.height()))

    def hideEvent(self, event: QHideEvent) -> None:
        self.motion.stop()
        super().hideEvent(event)

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        view = self.view
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if view is None:
            p.fillRect(self.rect(), QColor(paint.LIGHT.ground))
            p.end()
            return
        places = host_places(view, float(self.width()), float(self.height()))
        self.motion.paint(p, lambda q: self._paint_board(q, view), places)
        lit = self.hint_rect()
        if lit is not None:
            paint_hint_mark(p, lit, max(1.0, self.height() / 540))
        p.end()

    def _paint_board(self, p: QPainter, view: dict[str, Any]) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(paint.LIGHT.ground))
        w, h = float(self.width()), float(self.height())
        pal = paint.LIGHT
        paint.round_strip(p, QRectF(w * 0.02, h * 0.02, w * 0.96, h * 0.13), view["round"], pal)
        stage = _stage_rect(w, h)
        paint.seat_row(p, QRectF(w * 0.02, h * 0.71, w * 0.96, h * 0.27), view, self.names, pal)
        if self.peeking is not None:
            self._peek(p, stage, view, self.peeking, pal)
        else:
            self._stage(p, stage, view, pal)

    def _stage(self, p: QPainter, stage: QRectF, view: dict[str, Any], pal: paint.Palette) -> None:
        # What happens now is said once, in the header above: the stage shows it.
        phase = view["phase"]
        if phase in ("tell", "cloud_shown", "cloud_check"):
            paint.picture_row(p, stage.adjusted(0, stage.height() * 0.04, 0, 0), list(view["showing"]), names=True,
                              pal=pal, hidden=self.motion.hidden)
        elif phase in ("setup", "draw", "hand_out"):
            side = stage.height() * 0.8
            for i in range(3):
                paint.card_back(p, QRectF(stage.center().x() - side * 0.39 + i * side * 0.06,
                                          stage.center().y() - side / 2 + i * side * 0.03, side * 0.72, side * 0.92))
        elif phase == "guess":
            self._guess(p, stage, view, pal)
        elif phase == "over":
            paint.standings(p, stage, view, self.names, pal)

    def _guess(self, p: QPainter, body: QRectF, view: dict[str, Any], pal: paint.Palette) -> None:
        # Who guesses is the headline's (the guesser's tile is lit); here what a wrong
        # guess costs, the card just named right or how many are left, and one's own card.
        left = QRectF(body.left(), body.top(), body.width() * 0.3, body.height())
        if view["penalty"]:
            paint.penalty_cloud(p, QPointF(left.center().x(), left.top() + left.height() * 0.42),
                                body.height() * 0.16, view["penalty"])
            paint.text(p, QRectF(left.left(), left.top() + left.height() * 0.66, left.width(),
                                 left.height() * 0.16),
                       _("a wrong guess costs {n}").format(n=view["penalty"]), body.height() * 0.08, pal.soft)
        news = view["news"] or {}
        middle = _middle(body)
        if isinstance(self.hint, Name) and self.peeking is None:
            # The hinted picture (from the seat's own recollection), inside the hint mark.
            paint.text(p, QRectF(middle.left(), middle.top(), middle.width(), body.height() * 0.1),
                       _("The hint names:"), body.height() * 0.07, pal.soft)
            paint.picture_row(p, _hint_row(body), [self.hint.picture], names=True, pal=pal)
        elif news.get("kind") in ("right", "cloud_right") and news.get("pictures"):
            paint.text(p, QRectF(middle.left(), middle.top(), middle.width(), body.height() * 0.1),
                       _("Named right:"), body.height() * 0.07, pal.soft)
            paint.picture_row(p, _middle_row(body), list(news["pictures"]), names=True, pal=pal)
        else:
            unguessed = sum(view["hands"])
            paint.text(p, middle, _("{n} cards still to name").format(n=unguessed), body.height() * 0.1,
                       pal.soft)
        if self.seat is not None and self.seat >= 0 and view.get("hand"):
            right = QRectF(body.left() + body.width() * 0.7, body.top(), body.width() * 0.3, body.height())
            paint.text(p, QRectF(right.left(), right.top(), right.width(), right.height() * 0.12),
                       _("Your card"), right.height() * 0.08, pal.soft)
            paint.picture_row(p, right.adjusted(0, right.height() * 0.12, 0, 0), list(view["hand"]), names=True,
                              pal=pal)

    def _peek(self, p: QPainter, stage: QRectF, view: dict[str, Any], seat: int, pal: paint.Palette) -> None:
        name = self.names.get(seat, _("Player {n}").format(n=seat + 1))
        head = QRectF(stage.left(), stage.top(), stage.width(), stage.height() * 0.16)
        hand = list(view.get("hand", []))
        if not hand:
            words = ngettext("{who} holds no card", "{who} hold no card", label_people(name)).format(who=name)
        elif len(hand) == 1:
            words = _("{who}'s card (only while the button is held)").format(who=name)
        else:
            words = _("{who}'s cards (only while the button is held)").format(who=name)
        paint.text(p, head, words, stage.height() * 0.09, pal.ink, bold=True)
        if hand:
            paint.picture_row(p, QRectF(stage.left(), head.bottom(), stage.width(), stage.height() * 0.84), hand,
                              names=True, pal=pal)


class BoardView(GameView):
    screenshots: ClassVar[dict[str, str]] = {}

    def __init__(self, game: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.legal: list[Any] = []
        self.interactive = False
        self.names: dict[int, str] = {}
        #: The seat whose card is held up now (the shell's peek), else None.
        self.peeking: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.canvas = Canvas(self)
        layout.addWidget(self.canvas)
        self._controls = QWidget()
        self._controls.setObjectName("eselsbrueckeControls")
        # The buttons wrap onto more lines (twelve players' cards), never widen the window.
        self._row = FlowLayout(self._controls, spacing=8)
        self._row.setContentsMargins(8, 4, 8, 4)
        self.buttons: dict[str, QPushButton] = {}
        self.picker: QComboBox | None = None
        #: Why the controls shown cannot be used now (beside them), else hidden.
        self.reason: QLabel | None = None
        self._control_px = CONTROL_MIN_PX
        #: What the controls were built for (a view, seat, legal actions, names).
        self._controls_for: tuple[Any, ...] | None = None
        self._shortcuts: list[QShortcut] = []
        #: The hinted move's button ringed (Next, Wrong, a holder's Right...), over the controls.
        self._hint_ring = HintLayer(self._controls)
        self._hinted: Any | None = None
        for key, handler in (("W", self._key_wrong), ("Space", self._key_primary), ("C", self._key_cloud),
                             ("Y", self._key_cloud_right)):
            self._shortcut(key, handler)
        for number in range(1, data.MAX_SEATS + 1):
            self._shortcut(str(number), partial(self._key_right, number - 1))
        self._scale_controls()

    def _shortcut(self, key: str, handler: Callable[[], None]) -> None:
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(handler)
        self._shortcuts.append(shortcut)

    # -- the contract ----------------------------------------------------------------
    def set_player_names(self, names: list[str]) -> None:
        self.names = dict(enumerate(names))
        self.canvas.set_names(self.names)

    def show_view(self, view: dict[str, Any], seat: int | None, legal: Sequence[Any] | TooMany,
                  interactive: bool) -> None:
        self.remember(view, seat, legal, interactive)
        self.peeking = None
        self.canvas.set_hint(None)  # a hint is for the view it was asked on
        self._hinted = None
        # The rules always list every legal action (never TooMany).
        moves = [] if isinstance(legal, TooMany) else list(legal)
        self.view, self.seat, self.legal, self.interactive = view, seat, moves, interactive
        shown = (view, seat, moves, interactive, tuple(self.names.items()))
        if shown != self._controls_for:
            # Only when they change: a refresh keeps the buttons (and the one with the focus).
            self._controls_for = shown
            self._rebuild_controls()
        self.canvas.draw(self.view, self.seat, self.peeking)
        describe_board(self, _("Eselsbrücke board"), self.prompt())

    def keys_help(self) -> list[tuple[str, str]]:
        return [
            (_("1, 2, 3 …"), _("The card of the player with that seat number was named right")),
            (key_names("W"), _("The guess is wrong")),
            (key_names("C"), _("Check the thought cloud")),
            (key_names("Y"), _("The thought cloud was guessed right")),
            (key_names("Space"), _("The step's main button: draw, hide, hand out or check the cloud")),
            (key_names("Tab", "Shift+Tab"), _("Go to the next or previous button or list")),
        ]

    def show_peek(self, view: dict[str, Any], seat: int) -> None:
        """A seat's card held up: drawn large in the middle. The host's controls stay
        where they were, disabled, with the reason beside them (the session refuses
        anything played meanwhile)."""
        self.remember(view, seat, [], False)
        self.peeking = seat
        self.canvas.set_hint(None)
        self._hinted = None
        self._hint_ring.clear()
        self.view = view
        self._controls_for = None  # the next view builds them anew, enabled
        for button in self.buttons.values():
            button.setEnabled(False)
        if self.picker is not None:
            self.picker.setEnabled(False)
        name = self.names.get(seat, _("Player {n}").format(n=seat + 1))
        self._say_why(ngettext("{who} is looking: nothing can be entered meanwhile.",
                               "{who} are looking: nothing can be entered meanwhile.",
                               label_people(name)).format(who=name))
        self.canvas.draw(self.view, self.seat, self.peeking)

    def show_hint(self, action: Any | None) -> None:
        """Light the hinted move (a picture to name, a card to take, on the board) and
        its button (Next, Wrong, a holder's Right, the thought cloud's); None takes it away."""
        self.canvas.set_hint(action)
        self._hinted = action
        button = self.hinted_button()
        self._hint_ring.show_targets([button] if button is not None else [])

    def lit_rects(self) -> list[QRectF]:
        """The hint's mark on the cards (:meth:`Canvas.hint_rect`), in this widget's coordinates."""
        rect = self.canvas.hint_rect()
        return [] if rect is None else [place_on(self, self.canvas, rect)]

    def hinted_button(self) -> QPushButton | None:
        """The button of the hinted move (None: no hint, or a move without one: a name picked)."""
        action = self._hinted
        if action is None:
            return None
        if isinstance(action, PRIMARY):
            key = "primary"
        elif isinstance(action, Wrong):
            key = "wrong"
        elif isinstance(action, RightCloud):
            key = "right-cloud"
        elif isinstance(action, Right):
            key = f"right-{action.holder}-{action.slot}"
        elif isinstance(action, Take):
            key = f"take-{action.holder}-{action.slot}"
        else:
            return None
        return self.buttons.get(key)

    def clear_notes(self) -> None:
        self.canvas.set_hint(None)
        self._hinted = None
        self._hint_ring.clear()

    def controls(self) -> QWidget:
        return self._controls

    def prompt(self) -> str:
        """The one instruction line: what the screen's person does now, and how."""
        view = self.view
        if view is None or not self.interactive or self.peeking is not None:
            return ""
        for action in self.legal:
            if isinstance(action, PRIMARY):
                return next_step(action, view)
        if view["phase"] in ("guess", "cloud_check"):
            return guess_step(view, self.legal, self.names)
        return ""

    # -- size ------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_controls()

    def control_px(self) -> int:
        """The controls' type in pixels: a share of the window's height, within bounds."""
        return max(CONTROL_MIN_PX, min(CONTROL_MAX_PX, round(self.window().height() * CONTROL_SHARE)))

    def _scale_controls(self) -> None:
        """The buttons, the picker and their words grow with the window."""
        px = self.control_px()
        if px == self._control_px and self._controls.styleSheet():
            return
        self._control_px = px
        big = round(px * NEXT_SCALE)
        self._controls.setStyleSheet(
            f"QPushButton, QComboBox, QLabel {{ font-size: {px}px; }}"
            f"QPushButton {{ padding: {round(px * 0.35)}px {round(px * 0.8)}px; }}"
            f"QPushButton#primary {{ font-size: {big}px; font-weight: bold;"
            f" padding: {round(big * 0.35)}px {round(big * 1.2)}px; }}"
            f"QLabel#reason {{ color: {theme.INK_SOFT}; }}")
        self._size_picker()
        self._hold_height()
        self._row.invalidate()

    def _hold_height(self) -> None:
        """The controls are at least as tall as the "Next" button, whichever controls a
        step shows: the board keeps its size from step to step (nothing jumps)."""
        probe = QPushButton(_("Next (Space)"), self._controls)
        probe.setObjectName("primary")
        probe.hide()  # measured, never shown
        probe.ensurePolished()
        margins = self._row.contentsMargins()
        self._controls.setMinimumHeight(probe.sizeHint().height() + margins.top() + margins.bottom())
        probe.deleteLater()

    def _size_picker(self) -> None:
        """Wide enough for its hint and the longest name, at its type's size."""
        if self.picker is None:
            return
        f = QFont(self.picker.font())
        f.setPixelSize(self._control_px)
        metrics = QFontMetrics(f)
        line = self.picker.lineEdit()
        words = [line.placeholderText() if line is not None else ""]
        words += [self.picker.itemText(i) for i in range(self.picker.count())]
        widest = max(metrics.horizontalAdvance(w) for w in words)
        self.picker.setMinimumWidth(widest + 30 + 4 * self._control_px)

    # -- controls ------------------------------------------------------------------------
    def _button(self, key: str, label: str, action: Any = None, *, actor: int | None = None) -> QPushButton:
        button = QPushButton(label.replace("&", "&&"))  # "Ada & Ben": a name, not a mnemonic
        button.setObjectName(key)
        if action is not None:
            who = TABLE if actor is None else actor
            button.clicked.connect(lambda _checked=False, a=action, s=who: self.action_chosen.emit(s, a))
        self._add(button)
        self.buttons[key] = button
        return button

    def _add(self, widget: QWidget) -> None:
        """Into the row, styled first: its size is measured in the type it will show."""
        widget.setParent(self._controls)
        widget.ensurePolished()
        self._row.addWidget(widget)

    def _clear_controls(self) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons, self.picker, self.reason = {}, None, None

    def _say_why(self, words: str) -> None:
        """The reason the controls beside it cannot be used now ("" hides it)."""
        if self.reason is None:
            self.reason = QLabel()
            self.reason.setObjectName("reason")
            self.reason.setWordWrap(False)  # a short note: one line, as wide as its words
            self._add(self.reason)
        self.reason.setText(words)
        self.reason.setVisible(bool(words))

    def _right_label(self, action: Right, view: dict[str, Any]) -> str:
        who = self.names.get(action.holder, str(action.holder + 1))
        if view["hands"][action.holder] > 1:
            return _("Right: {who}'s card {n}").format(who=who, n=action.slot + 1)
        if action.holder < data.MAX_SEATS:
            # The key that enters it: the holder's seat number.
            return _("Right: {who}'s card ({key})").format(who=who, key=action.holder + 1)
        return _("Right: {who}'s card").format(who=who)

    def _take_label(self, action: Take, view: dict[str, Any]) -> str:
        guesser = self.names.get(view["guesser"], "")
        return ngettext("{who} takes {holder}'s card", "{who} take {holder}'s card",
                        label_people(guesser)).format(who=guesser, holder=self.names.get(action.holder, ""))

    def _choice_button(self, action: Any, view: dict[str, Any], actor: int | None) -> None:
        """A button for a guess confirmed or a card taken (other actions have none here)."""
        if isinstance(action, Right):
            self._button(f"right-{action.holder}-{action.slot}", self._right_label(action, view), action,
                         actor=actor)
        elif isinstance(action, RightCloud):
            self._button("right-cloud", _("Right: it was named (Y)"), action, actor=actor)
        elif isinstance(action, Take):
            self._button(f"take-{action.holder}-{action.slot}", self._take_label(action, view), action,
                         actor=actor)

    def _primary_buttons(self, legal: list[Any], actor: int | None) -> None:
        """The one large "Next" button: the next step (what it does is the instruction line)."""
        for action in legal:
            if isinstance(action, PRIMARY):
                button = self._button("primary", _("Next (Space)"), action, actor=actor)
                button.setProperty("primary", True)
                button.setDefault(True)
                return

    def _rebuild_controls(self) -> None:
        self._clear_controls()
        view = self.view
        if view is None:
            return
        actor = TABLE if view["mode"] == "host" else self.seat
        legal = self.legal if self.interactive else []
        self._primary_buttons(legal, actor)
        for action in legal:
            self._choice_button(action, view, actor)
        names = [a for a in legal if isinstance(a, Name)]
        if names:
            self._name_picker(names, actor)
        if Wrong() in legal:
            self._button("wrong", _("Wrong (W)"), Wrong(), actor=actor)
        if names:
            self._say_why("")
            self._update_guess()

    def _name_picker(self, names: list[Name], actor: int | None) -> None:
        self.picker = QComboBox()
        self.picker.setEditable(True)
        self.picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        ordered = sorted(names, key=lambda a: data.picture(a.picture).name().casefold())
        for action in ordered:
            self.picker.addItem(data.picture(action.picture).name(), action.picture)
        self.picker.setCurrentIndex(-1)
        line = self.picker.lineEdit()
        assert line is not None  # the list is editable: it has its line
        line.setPlaceholderText(_("Type or pick the picture you name"))
        completer = QCompleter([self.picker.itemText(i) for i in range(self.picker.count())], self.picker)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.picker.setCompleter(completer)
        self.picker.currentTextChanged.connect(self._update_guess)
        label = QLabel(_("I name:"))
        self._add(label)
        self._add(self.picker)
        self._size_picker()
        label.setMinimumHeight(self.picker.sizeHint().height())  # level with the list on its line
        button = self._button("name", _("Guess"))
        button.clicked.connect(lambda _checked=False, s=actor: self._guess_named(s))

    def _picked(self) -> int:
        """The index of the picture the picker names, or -1 (nothing, or words of no picture)."""
        if self.picker is None:
            return -1
        return self.picker.findText(self.picker.currentText(), Qt.MatchFlag.MatchFixedString)

    def _update_guess(self, _text: str = "") -> None:
        """"Guess" is enabled once the picker names a picture; else the reason is beside it."""
        button = self.buttons.get("name")
        if button is None or self.picker is None:
            return
        picked = self._picked() >= 0
        button.setEnabled(picked)
        self._say_why("" if picked else _("Pick a picture from the list first."))

    def _guess_named(self, actor: int | None) -> None:
        index = self._picked()
        if self.picker is None or index < 0:
            return
        self.action_chosen.emit(actor if actor is not None else TABLE, Name(self.picker.itemData(index)))

    # -- keys ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The same keys when the board itself has the focus (the shortcuts need an
        active window; a board in a test, or the projector forwarding its keys, still answers)."""
        keys = {Qt.Key.Key_W: self._key_wrong, Qt.Key.Key_Space: self._key_primary,
                Qt.Key.Key_C: self._key_cloud, Qt.Key.Key_Y: self._key_cloud_right}
        keys.update({getattr(Qt.Key, f"Key_{n}"): (lambda n=n: self._key_right(n - 1))
                     for n in range(1, data.MAX_SEATS + 1)})
        handler = keys.get(Qt.Key(event.key()))
        if handler is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        handler()
        event.accept()

    def _emit_if_legal(self, action: Any) -> None:
        if self.interactive and action in self.legal and self.view is not None:
            self.action_chosen.emit(TABLE if self.view["mode"] == "host" else (self.seat or 0), action)

    def _key_wrong(self) -> None:
        self._emit_if_legal(Wrong())

    def _key_cloud(self) -> None:
        self._emit_if_legal(CheckCloud())

    def _key_cloud_right(self) -> None:
        self._emit_if_legal(RightCloud())

    def _key_primary(self) -> None:
        for action in self.legal:
            if isinstance(action, PRIMARY):
                self._emit_if_legal(action)
                return

    def _key_right(self, seat: int) -> None:
        view = self.view
        if Right(seat, 0) in self.legal or view is None or not self.interactive:
            self._emit_if_legal(Right(seat, 0))
        elif view["phase"] == "guess" and seat < view["seats"] and any(isinstance(a, Right) for a in self.legal):
            # A short note beside the board (the shell clears it with the next change).
            name = self.names.get(seat, _("Player {n}").format(n=seat + 1))
            self.message.emit(ngettext("{who} holds no card to name now.", "{who} hold no card to name now.",
                                       label_people(name)).format(who=name))
