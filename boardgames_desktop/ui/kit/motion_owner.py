"""A board's :class:`~.motion.Motions` that let go of their widget when it is destroyed.

The motion kit finishes every running animation on the next click or key anywhere
in the app. A widget deleted while one of its tweens still ran (a window closed
while no event loop turned, a card taken off a row) left the kit holding a tween
whose C++ object was gone, and the next click crashed the app. A board that
creates its motions through :func:`owned_motions` is forgotten by the kit the
moment its widget is destroyed: nothing of it is touched again.

    self.motions = owned_motions(self)
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from . import motion


def owned_motions(owner: QWidget) -> motion.Motions:
    """``Motions(owner)``, dropped from the kit's skip-on-input list when ``owner`` goes."""
    motions = motion.Motions(owner)

    def forget(*_: object) -> None:
        # The widget and the tweens (its children) are being deleted: only forget them.
        motions._tweens.clear()  # the kit's own bookkeeping, from inside the kit
        skipper = motion._skipper
        if skipper is not None:
            skipper.owners.discard(motions)

    owner.destroyed.connect(forget)
    return motions


__all__ = ["owned_motions"]
