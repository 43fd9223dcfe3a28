"""Hooky on screen (Qt): the seat's board and its controls (``board``, ``controls``,
``panels``, ``widgets``), the worksheet (``worksheet_view``, ``worksheet_parts``,
painting the pure model of ``..worksheet``) and the projector
(``projector``, drawing the public table of ``public_table``)."""

from .board import BoardView
from .projector import ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
