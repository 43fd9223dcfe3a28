"""Inner Compass on screen: the board view for the seat at the screen and the
projector's public picture (both paint views only; see :mod:`.table`)."""

from .board import BoardView
from .projector import ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
