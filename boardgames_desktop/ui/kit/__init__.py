"""The widget kit game views share: board-view contract, seat marks, style, fonts, language.

Nothing in ``ui/kit`` imports the application shell (``ui/*.py`` outside
this package), so a game's view can use it without pulling in the main
window, and the shell can change without touching five games.
"""
