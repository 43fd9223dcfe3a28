"""...and then we held hands on screen: the table painter (``painter``) and the
board with its controls (``board``)."""

from .board import BoardView, ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
