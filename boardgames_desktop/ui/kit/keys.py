"""Keyboard play on a painted board, the same in every game.

A board declares its *targets*: what can be chosen now (the nodes, cells,
dice, spaces and cards it lights), in reading order, each with its shape on
the widget, an accessible name, and what choosing it does (an action, or a
step of one: a die chosen, a card lifted). :class:`KeyFocus` does the rest:

- the arrow keys move a visible focus mark to the nearest lit target in that
  direction, Tab and Shift+Tab go through them in reading order (Tab into the
  board marks the first; past the last one, or once Escape put the mark away,
  Tab leaves the board, as it leaves any control);
- Enter or Space chooses the marked target, Shift+Enter its second choice where
  it has one (the free move of Inner Compass);
- Escape cancels a half-made move (the board says whether there was one), else
  puts the mark away.

The mark shows only once a key asked for it (Tab into the board, an arrow), and goes when a move is made
elsewhere (a click, a new view where the marked target is gone): without it,
Enter and the other keys do what the window's buttons say (End move, say).
The mark is a shape, not only a colour (:func:`paint_focus_mark`): corner
brackets and a solid ring in ink, the ring with a paper halo, told apart from the
last-move mark (dashed) and the hint (blue, with a star), on any ground.

A screen reader hears the same things: the board's accessible name says
which target is marked (and an accessible event tells it so), and its
accessible description, which the board sets from the view it was shown with
:meth:`KeyFocus.describe`, says what is on the board and what can be chosen.

    self.keys = KeyFocus(self.table, self._targets, cancel=self._cancel, name=_("Board"))
    ...
    def _targets(self) -> list[Target]:
        return [Target(("node", n), shape, _("Node {n}").format(n=n), partial(self._on_node, n))
                for n in lit]
    ...
    self.keys.refresh()           # after every show_view and every selection step
    self.keys.describe(_("Your turn."))
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ... import theme
from ...core.i18n import _, join_list, ngettext
from .paintguard import guarded_paint

Shape = QRectF | QPainterPath


@dataclass(frozen=True)
class Target:
    """One thing the board lets a person choose now."""

    #: Who it is across views ("node", "a3"): the mark stays on it while it stays lit.
    key: Hashable
    #: Where it is, in the widget's coordinates.
    shape: Shape
    #: What a screen reader says for it ("Node 7: sad, middle ring").
    name: str
    #: What Enter or Space does with it (choose an action, or take a step of one).
    activate: Callable[[], None]
    #: What Shift+Enter does, where the target has a second choice.
    alternative: Callable[[], None] | None = None
    #: A step of a move made on the board (a die chosen, a card lifted), not an action:
    #: the mark goes on to the targets it lights.
    step: bool = False


def bounds(shape: Shape) -> QRectF:
    return shape if isinstance(shape, QRectF) else shape.boundingRect()


def mapped_rect(rect: QRectF, to_widget: Callable[[QPointF], QPointF]) -> QRectF:
    """``rect`` of a board's logical space, on its widget (``to_widget`` maps a point)."""
    return QRectF(to_widget(rect.topLeft()), to_widget(rect.bottomRight()))


def circle(centre: QPointF, r: float) -> QRectF:
    return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)


def paint_focus_mark(painter: QPainter, shape: Shape, scale: float = 1.0, on_dark: bool = False) -> None:
    """The keyboard's focus mark around ``shape``: a solid ring and four corner brackets,
    in ink with a paper halo (on the dark projector the other way round), so it reads
    on a glowing target, on paper and on a dark ground alike."""
    ink, halo = QColor(theme.INK), QColor(theme.PAPER)
    if on_dark:
        ink, halo = QColor(theme.PROJECTOR_INK), QColor(theme.PROJECTOR_BG)
    box = bounds(shape)
    grow = 5.0 * scale
    ring = QPainterPath()
    if isinstance(shape, QRectF):
        ring.addRoundedRect(box.adjusted(-grow, -grow, grow, grow), 6 * scale, 6 * scale)
    else:
        ring = shape
    out = grow + 4.5 * scale  # the brackets just outside the ring: clear of words around a target
    outer = box.adjusted(-out, -out, out, out)
    arm = max(6.0, min(outer.width(), outer.height()) * 0.28)
    brackets = QPainterPath()
    for corner, dx, dy in ((outer.topLeft(), 1, 1), (outer.topRight(), -1, 1),
                           (outer.bottomLeft(), 1, -1), (outer.bottomRight(), -1, -1)):
        brackets.moveTo(corner.x() + dx * arm, corner.y())
        brackets.lineTo(corner)
        brackets.lineTo(corner.x(), corner.y() + dy * arm)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(QColor(0, 0, 0, 0))
    # The ring gets its halo (it lies on the target, whatever its colour); the brackets lie
    # outside it, maybe over words, which a halo would wipe out.
    for path, layers in ((ring, ((halo, 5.5), (ink, 3.0))), (brackets, ((ink, 2.5),))):
        for colour, width in layers:
            pen = QPen(colour, width * scale)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(path)
    painter.restore()


class _Mark(QWidget):
    """The mark, painted over the board (a child that takes no clicks), so a board's own
    painting and its kept pictures stay as they are."""

    def __init__(self, keys: KeyFocus, board: QWidget):
        super().__init__(board)
        self.keys = keys
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(board.rect())

    @guarded_paint
    def paintEvent(self, event: QPaintEvent) -> None:
        target = self.keys.marked()
        if target is None:
            return
        painter = QPainter(self)
        paint_focus_mark(painter, target.shape, self.keys.mark_scale, self.keys.on_dark)
        painter.end()


#: Arrow keys and the direction each points, on the screen.
_ARROWS = {Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0),
           Qt.Key.Key_Up: (0.0, -1.0), Qt.Key.Key_Down: (0.0, 1.0)}
_CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyFocus(QObject):
    """Keyboard focus among the targets of a board widget (see the module docstring).

    ``targets`` is asked afresh at every key, so it always answers for the view and the
    size shown now; ``cancel(dry_run)`` answers whether a half-made move is under way and,
    unless ``dry_run``, cancels it.
    """

    def __init__(self, board: QWidget, targets: Callable[[], Sequence[Target]], *,
                 cancel: Callable[[bool], bool] | None = None, name: str = "", on_dark: bool = False):
        super().__init__(board)
        self.board = board
        self._targets = targets
        self._cancel = cancel
        self.on_dark = on_dark
        self.mark_scale = 1.0
        self._name = name
        self._key: Hashable | None = None     # the target marked, or the one marked last
        self._where: QPointF | None = None    # where the last mark stood (arrows go on from there)
        self.shown = False
        self._came_from: Hashable | None = None  # the step target the mark went on from
        board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        board.setAccessibleName(name)
        board.installEventFilter(self)
        self._mark = _Mark(self, board)

    # -- what the board asks -------------------------------------------------------------
    def targets(self) -> list[Target]:
        return list(self._targets())

    def marked(self) -> Target | None:
        """The target the mark is on (None while the mark is away)."""
        if not self.shown:
            return None
        for target in self.targets():
            if target.key == self._key:
                return target
        return None

    def refresh(self) -> None:
        """The targets may have changed (a new view, a move made): the mark stays on its
        target while it is lit, and goes away with it (the arrows go on from where it was)."""
        targets = self.targets()
        if self.shown and not any(t.key == self._key for t in targets):
            self.shown = False
        self._announce()
        self._mark.update()

    def follow(self) -> None:
        """After a step of a move chosen with the keys (a die chosen, a card lifted): the
        mark goes on to the first other target in reading order (a board lists what the
        step lit first), as a person's eyes would."""
        others = [t for t in self.targets() if t.key != self._key]
        if others:
            self._move_to(others[0])
        self.refresh()

    def describe(self, lead: str) -> None:
        """The board's accessible description: ``lead`` (what the view shows, in words)
        and what can be chosen now."""
        names = [t.name for t in self.targets()]
        text = lead
        if names:
            choices = ngettext("{n} choice: {names}.", "{n} choices: {names}.", len(names)).format(
                n=len(names), names=join_list(names))
            text = f"{lead} {choices}".strip()
        if self.board.accessibleDescription() != text:
            self.board.setAccessibleDescription(text)
            self._notify(QAccessible.Event.DescriptionChanged)

    def hide_mark(self) -> None:
        if self.shown:
            self.shown = False
            self._announce()
            self._mark.update()

    # -- keys ----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.board:
            return False
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self._mark.setGeometry(self.board.rect())
            self._mark.raise_()
        elif kind == QEvent.Type.MouseButtonPress:
            self.hide_mark()  # the mouse chooses now: the keys' mark would point elsewhere
        elif kind == QEvent.Type.FocusOut:
            self.hide_mark()
        elif kind == QEvent.Type.FocusIn:
            assert isinstance(event, QFocusEvent)
            targets = self.targets()
            # Reached with Tab: the focus shows where it is at once, on the first (last) target.
            if targets and event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                self._move_to(targets[-1] if event.reason() == Qt.FocusReason.BacktabFocusReason else targets[0])
        elif kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            if self._wants(event):
                event.accept()
                if kind == QEvent.Type.KeyPress:
                    self._press(event)
                return True
        return False

    def _wants(self, event: QKeyEvent) -> bool:
        """Whether this key is the board's now (else the window's shortcuts, or the focus
        chain, have it)."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        key = event.key()
        shift = mods == Qt.KeyboardModifier.ShiftModifier
        if mods and not shift:
            return False
        targets = self.targets()
        if key in _ARROWS:
            return bool(targets) and not shift
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return self._tab_step(targets, key == Qt.Key.Key_Backtab or shift) is not None
        if key in _CHOOSE:
            target = self.marked()
            return target is not None and (not shift or target.alternative is not None)
        if key == Qt.Key.Key_Escape and not shift:
            return self.shown or (self._cancel is not None and self._cancel(True))
        return False

    def _press(self, event: QKeyEvent) -> None:
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        targets = self.targets()
        if key in _ARROWS:
            self._arrow(targets, *_ARROWS[Qt.Key(key)])
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = self._tab_step(targets, key == Qt.Key.Key_Backtab or shift)
            if step is not None:
                self._move_to(step)
        elif key in _CHOOSE:
            target = self.marked()
            if target is not None:
                choose = target.alternative if shift and target.alternative else target.activate
                choose()
                if target.step:
                    self._came_from = target.key
                    self.follow()
                else:
                    self.refresh()
        elif key == Qt.Key.Key_Escape:
            was_shown = self.shown
            if self._cancel is not None and self._cancel(False):
                # Back to where the step was taken (the die put down again is marked).
                back = [t for t in self.targets() if t.key == self._came_from]
                if was_shown and self.marked() is None and back:
                    self._move_to(back[0])
                self.refresh()
            else:
                self.hide_mark()

    def _tab_step(self, targets: list[Target], back: bool) -> Target | None:
        """The target Tab (or Shift+Tab) goes to, or None: past the ends, or with the mark put
        away (Escape), Tab leaves the board as it leaves any control."""
        keys = [t.key for t in targets]
        if not targets or not self.shown or self._key not in keys:
            return None
        i = keys.index(self._key) + (-1 if back else 1)
        return targets[i] if 0 <= i < len(targets) else None

    def _arrow(self, targets: list[Target], dx: float, dy: float) -> None:
        """The nearest target in the arrow's direction (within 60 degrees of it, the nearer
        to the line the better); with none there, the next or previous in reading order."""
        if not targets:
            return
        current = self.marked()
        if current is None and self._where is None:
            self._move_to(targets[0])
            return
        here = bounds(current.shape).center() if current is not None else self._where
        assert here is not None
        best: tuple[float, Target] | None = None
        for target in targets:
            if current is not None and target.key == current.key:
                continue
            c = bounds(target.shape).center()
            vx, vy = c.x() - here.x(), c.y() - here.y()
            along = vx * dx + vy * dy
            across = abs(vx * dy - vy * dx)
            if along <= 0.5 or across > along * math.tan(math.radians(60)):
                continue
            score = along + 2.0 * across
            if best is None or score < best[0]:
                best = (score, target)
        if best is not None:
            self._move_to(best[1])
        elif current is None:
            self._move_to(min(targets, key=lambda t: _distance(bounds(t.shape).center(), here)))
        else:
            keys = [t.key for t in targets]
            i = (keys.index(current.key) + (1 if dx + dy > 0 else -1)) % len(targets)
            self._move_to(targets[i])

    def _move_to(self, target: Target) -> None:
        self._key = target.key
        self._where = bounds(target.shape).center()
        self.shown = True
        self._announce()
        self._mark.raise_()
        self._mark.update()

    # -- the screen reader ---------------------------------------------------------------
    def _announce(self) -> None:
        target = self.marked()
        name = self._name if target is None else _("{board}: {target}").format(board=self._name, target=target.name)
        if self.board.accessibleName() != name:
            self.board.setAccessibleName(name)
            self._notify(QAccessible.Event.NameChanged)

    def _notify(self, kind: QAccessible.Event) -> None:
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self.board, kind))

    def set_name(self, name: str) -> None:
        """The board's own accessible name (a language switched)."""
        self._name = name
        self._announce()


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def describe_board(board: QWidget, name: str, lead: str) -> None:
    """A board whose choices are its own controls (fields, buttons, lists) tells a screen
    reader its name and, from the view, what is asked now (``lead``, the board's prompt)."""
    if board.accessibleName() != name:
        board.setAccessibleName(name)
    text = lead or _("Nothing to choose on the board now.")
    if board.accessibleDescription() != text:
        board.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(board, QAccessible.Event.DescriptionChanged))


def key_names(*keys: str) -> str:
    """Keys as the system names them ("W", "Space", "Backspace"), for Help > Keys."""
    return ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys)


def board_keys() -> list[tuple[str, str]]:
    """The board keys every game with a :class:`KeyFocus` board shares, for Help > Keys."""
    return [
        (_("Arrow keys"), _("Move the focus mark to the nearest lit choice on the board in that direction")),
        (key_names("Tab", "Shift+Tab"), _("Go through the lit choices on the board in reading order")),
        (_("Enter, Space"), _("Choose what the focus mark is on")),
        (key_names("Esc"), _("Cancel a half-made move (a chosen card, die or discard), else put the mark away")),
    ]
