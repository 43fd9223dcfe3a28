"""What Hooky's window tests share: a match of named seats, playing the rules' first
suggestion up to a point, lifting the curtain, and clicking a worksheet cell."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardgames_desktop.core.game import SeatSpec
from boardgames_desktop.core.match import Match
from boardgames_desktop.games.hooky.rules import GAME, RevealAndPeek

from .conftest import settle

NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli")
LEFT = Qt.MouseButton.LeftButton
#: Enough suggestions to hold every listed word move and every reveal-and-peek.
ALL = 10_000


def hooky_match(players: int = 3, seed: int = 4, kinds: tuple[str, ...] = (), **options) -> Match:
    kinds = kinds or ("human",) * players
    return Match(GAME, [SeatSpec.single(NAMES[i], kinds[i]) for i in range(players)], seed, options)

def play_first(match: Match, stop) -> None:
    """Play the rules' first suggestion (never a reveal) until ``stop`` holds."""
    while not match.finished and not stop():
        actor = match.to_act()[0]
        suggested = GAME.suggestions(match.state, actor, ALL)
        match.play(actor, next(a for a in suggested if not isinstance(a, RevealAndPeek)))

def lift(qtbot, window) -> None:
    if window.curtain_up:
        qtbot.mouseClick(window.curtain.button, LEFT)
        settle(qtbot, window)
    assert not window.curtain_up

def click_cell(qtbot, board, column: str, letter: str, button=LEFT) -> None:
    sheet = board.worksheet
    qtbot.mouseClick(sheet.grid, button, pos=sheet.cell_rect(column, letter).center())
