"""The running animations of one part of a window: are any running there, finish them now.

:mod:`.motion` gives each board its own :class:`~.motion.Motions`; the shell
around the boards needs to ask about all of them at once, without knowing how
a game keeps them (a board, a table widget inside it, the projector's board):

- the review steps back or jumps to another step: the board is shown that
  view at once, never crawling from where it was (:func:`finish_motions`);
- the bots wait for the move on screen to finish before they play the next one
  (:func:`motions_running`), so a bot's move is seen whole.

Both look at the animations the motion kit knows to be running (the same set
its click-to-skip filter finishes), kept to those whose board is ``widget`` or
lies inside it.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QWidget

from . import motion


def _within(widget: QWidget) -> list[motion.Motions]:
    running = motion._skip_filter().owners  # the kit's one record of what runs now
    # A board closed mid-move leaves its Motions behind with its widget gone: not ours.
    return [m for m in list(running) if shiboken6.isValid(m.owner)
            and (m.owner is widget or widget.isAncestorOf(m.owner))]


def motions_running(widget: QWidget) -> bool:
    """Whether any move animates in ``widget`` or inside it now."""
    return any(m.running() for m in _within(widget))


def finish_motions(widget: QWidget) -> None:
    """Every animation in ``widget`` or inside it jumps to its end now."""
    for motions in _within(widget):
        motions.skip()
