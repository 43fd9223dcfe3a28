"""Tokaido Duo on screen (Qt): the play area and the projector picture.

``table`` paints the map, the dice tray and both players' boards from a view;
``panels`` the pieces around the map; ``qtart`` draws the shared pictures of
``..vectors``; ``board`` holds the :class:`BoardView` and ``projector`` the
:class:`ProjectorBoard` the shell asks for.
"""

from .board import BoardView
from .projector import ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
