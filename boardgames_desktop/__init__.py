"""boardgames-desktop: play, print and project five tabletop games."""

__version__ = "0.1.0"
