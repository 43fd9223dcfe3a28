"""Toy cards on screen (Qt): the board and the projector's board."""

from .board import BoardView
from .projector import ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
