"""Eselsbrücke's Qt views: the main (host) screen and the projector board."""

from .board import BoardView
from .projector import ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
