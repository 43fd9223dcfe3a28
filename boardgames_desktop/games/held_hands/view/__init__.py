"""...and then we held hands on screen: the table painter (``painter``), the
table widget (``table``), the main window's board with its controls (``board``)
and the projector's (``projector``)."""

from .board import BoardView
from .projector import ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
