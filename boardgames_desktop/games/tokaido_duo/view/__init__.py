"""Tokaido Duo on screen (Qt): the play area and the projector picture.

``table`` paints the map, the dice tray and both players' boards from a view;
``panels`` the pieces around the map; ``qtart`` draws the shared pictures of
``..art``; ``board`` holds the :class:`BoardView` and :class:`ProjectorBoard`
the shell asks for.
"""

from .board import BoardView, ProjectorBoard

__all__ = ["BoardView", "ProjectorBoard"]
