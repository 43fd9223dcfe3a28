"""Motion: the short animations of moves, one clock for every board.

Players expect a move to *move*: a pawn walks from node to node, a card slides
from the deck to a hand, a cube drops onto its space. Every board animates the
same way, with the same limits, through this module:

- A move takes at most :data:`MAX_MS` (400 ms), a bot's move too; a walk of
  several steps shares that time (:func:`walk_ms`).
- Any mouse press or key press in the app while an animation runs skips it
  to its end (the press then does what it always does).
- The reduced-motion setting (:func:`reduced_motion`, the View menu) makes
  every animation instant; so do the tests that ask for it.
- A board's animations are driven by its :class:`Motions`: the board starts a
  :class:`Tween` under a key ("pawn-1", "card-17"), reads its eased progress
  while painting (``motions.t("pawn-1")`` is 1.0 when nothing runs), and the
  tween repaints the board every frame.

What moved is found by comparing the view the board showed last with the one
it is given now (both are views for the screen, so an animation never shows
more than the view does); the review shows its boards the same way, so it
replays the moves it steps through.

The last move stays marked until the next one (:func:`paint_last_mark`): a
player who looked away sees what the bot did.

    self.motions = Motions(self)
    ...
    self.motions.start("pawn-0", walk_ms(len(path)))
    ...
    t = self.motions.t("pawn-0")
    centre = along(points, t)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QWidget

from ... import theme
from .settings import settings

#: The longest a move animates, in milliseconds (bots' moves too).
MAX_MS = 400
#: One step of a walk (a node, a station, a space).
STEP_MS = 140
#: A single placement (a card dealt, a cube landing).
PLACE_MS = 260

#: The app-wide setting that makes every animation instant.
REDUCED_MOTION_KEY = "view/reduced_motion"


def reduced_motion() -> bool:
    """Whether the person asked for no motion (the View menu's "Reduce motion")."""
    value = settings().value(REDUCED_MOTION_KEY, False)
    if isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes", "on"}
    return bool(value)


def set_reduced_motion(on: bool) -> None:
    settings().setValue(REDUCED_MOTION_KEY, bool(on))


def walk_ms(steps: int) -> int:
    """How long a walk of ``steps`` steps takes: :data:`STEP_MS` a step, at most
    :data:`MAX_MS` in all (a long walk goes faster, it never takes longer)."""
    return max(0, min(MAX_MS, STEP_MS * max(1, steps)))


def lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


def along(points: Sequence[QPointF], t: float) -> QPointF:
    """The point ``t`` (0..1) of the way along ``points``, an equal share of the
    time a segment (a pawn steps node by node, whatever the distances)."""
    if not points:
        return QPointF()
    if len(points) == 1 or t <= 0:
        return QPointF(points[0])
    if t >= 1:
        return QPointF(points[-1])
    span = t * (len(points) - 1)
    i = int(span)
    return lerp(points[i], points[i + 1], span - i)


class Tween(QObject):
    """One animation: eased progress from 0 to 1 over ``duration`` ms, repainting
    ``owner`` each frame; ``on_done`` runs once it ends (or is skipped)."""

    def __init__(
        self,
        owner: QWidget,
        duration: int,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
        on_done: Callable[[], None] | None = None,
    ):
        super().__init__(owner)
        self.owner = owner
        self._on_done = on_done
        self._value = 0.0
        self._done = False
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(max(1, min(MAX_MS, int(duration))))
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(easing)
        self._anim.valueChanged.connect(self._frame)
        self._anim.finished.connect(self._end)

    @property
    def t(self) -> float:
        return 1.0 if self._done else self._value

    @property
    def running(self) -> bool:
        return not self._done

    def start(self) -> None:
        if reduced_motion() or self._anim.duration() <= 1:
            self._end()
            return
        self._anim.start()

    def finish(self) -> None:
        """Jump to the end now (a click, a key, a newer move)."""
        if self._done:
            return
        self._anim.stop()
        self._end()

    def _frame(self, value: object) -> None:
        self._value = float(value)  # type: ignore[arg-type]  # QVariantAnimation hands a float here
        self.owner.update()

    def _end(self) -> None:
        if self._done:
            return
        self._done = True
        self._value = 1.0
        self.owner.update()
        if self._on_done is not None:
            self._on_done()


class _SkipOnInput(QObject):
    """While any animation runs, a mouse press or a key press anywhere in the app
    finishes every running animation first (one filter for the whole app)."""

    def __init__(self) -> None:
        super().__init__()
        self.owners: set[Motions] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and self.owners:
            for motions in list(self.owners):
                if shiboken6.isValid(motions.owner):
                    motions.skip()
                else:  # its board is gone: nothing of it to finish or repaint
                    self.owners.discard(motions)
        return False


_skipper: _SkipOnInput | None = None


def _skip_filter() -> _SkipOnInput:
    global _skipper
    if _skipper is None:
        _skipper = _SkipOnInput()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(_skipper)
    return _skipper


class Motions:
    """A board's running animations, by key. Starting a key that still runs
    finishes the old one first (moves never pile up); :meth:`skip` finishes all."""

    def __init__(self, owner: QWidget):
        self.owner = owner
        self._tweens: dict[str, Tween] = {}
        # A board closed mid-animation leaves the app's filter at once (its tweens die with it).
        owner.destroyed.connect(self._forget)

    def _forget(self) -> None:
        self._tweens.clear()
        _skip_filter().owners.discard(self)

    def start(
        self,
        key: str,
        duration: int,
        easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        old = self._tweens.pop(key, None)
        if old is not None:
            old.finish()

        def done() -> None:
            if self._tweens.get(key) is tween:
                del self._tweens[key]
            if not self._tweens:
                _skip_filter().owners.discard(self)
            if on_done is not None:
                on_done()

        tween = Tween(self.owner, duration, easing, done)
        self._tweens[key] = tween
        _skip_filter().owners.add(self)
        tween.start()
        return tween

    def t(self, key: str) -> float:
        """The eased progress of ``key``: 1.0 when it does not run."""
        tween = self._tweens.get(key)
        return 1.0 if tween is None else tween.t

    def running(self, key: str | None = None) -> bool:
        if key is None:
            return bool(self._tweens)
        return key in self._tweens

    def keys(self) -> list[str]:
        return list(self._tweens)

    def skip(self) -> None:
        for tween in list(self._tweens.values()):
            tween.finish()
        self._tweens.clear()
        _skip_filter().owners.discard(self)



# -- the shell's questions about a whole part of a window ---------------------------------------
def _within(widget: QWidget) -> list[Motions]:
    """The running :class:`Motions` whose board is ``widget`` or lies inside it."""
    return [m for m in list(_skip_filter().owners) if shiboken6.isValid(m.owner)
            and (m.owner is widget or widget.isAncestorOf(m.owner))]


def motions_running(widget: QWidget) -> bool:
    """Whether any move animates in ``widget`` or inside it now (the bots wait for a
    move on screen to finish before they play the next, so a bot's move is seen whole)."""
    return any(m.running() for m in _within(widget))


def finish_motions(widget: QWidget) -> None:
    """Every animation in ``widget`` or inside it jumps to its end now (the review steps
    back or jumps: the board shows that view at once, never crawling from where it was)."""
    for motions in _within(widget):
        motions.skip()


def last_mark_pen(scale: float = 1.0, on_dark: bool = False) -> QPen:
    """The pen of the last-move mark: a dashed ring in the highlight colour."""
    colour = QColor(theme.HIGHLIGHT)
    if on_dark:
        colour = colour.lighter(115)
    pen = QPen(colour, max(2.0, 3.0 * scale))
    pen.setDashPattern([2.0, 1.5])
    return pen


def paint_last_mark(painter: QPainter, shape: QRectF | QPainterPath, scale: float = 1.0,
                    on_dark: bool = False) -> None:
    """Mark where the last move happened (a node, a space, a card): a dashed ring
    around ``shape``, the same in every game, on screen and projector. The mark is
    a shape, not only a colour: it reads on a washed-out projector too."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(last_mark_pen(scale, on_dark))
    painter.setBrush(QColor(0, 0, 0, 0))
    grow = 4.0 * scale
    if isinstance(shape, QRectF):
        painter.drawRoundedRect(shape.adjusted(-grow, -grow, grow, grow), 6 * scale, 6 * scale)
    else:
        painter.drawPath(shape)
    painter.restore()


def paint_hint_mark(painter: QPainter, shape: QRectF | QPainterPath, scale: float = 1.0,
                    on_dark: bool = False) -> None:
    """Mark the hinted move (Help > Hint) on a board: a solid ring around ``shape``
    with a four-pointed star badge at its top right, the same in every game. Unlike
    the last-move mark (dashed, the highlight colour) it is solid and blue, and the
    star tells it apart without colour."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = QColor(theme.HINT)
    if on_dark:
        colour = colour.lighter(160)
    painter.setPen(QPen(colour, max(2.5, 3.5 * scale)))
    painter.setBrush(QColor(0, 0, 0, 0))
    grow = 6.0 * scale
    if isinstance(shape, QRectF):
        box = shape.adjusted(-grow, -grow, grow, grow)
        painter.drawRoundedRect(box, 7 * scale, 7 * scale)
    else:
        painter.drawPath(shape)
        box = shape.boundingRect()
    r = max(6.0, 8.0 * scale)
    centre = box.topRight()
    star = QPainterPath()
    for i in range(8):
        reach = r if i % 2 == 0 else r * 0.38
        angle = math.pi / 4 * i - math.pi / 2
        point = QPointF(centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle))
        if i == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    painter.setPen(QPen(QColor(theme.PAPER), max(1.0, 1.2 * scale)))
    painter.setBrush(colour)
    painter.drawPath(star)
    painter.restore()
