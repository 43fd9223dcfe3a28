"""Render a seeded match in progress to a PNG, offscreen: ``boardgames-desktop screenshot``.

Every seat starts as a bot (the game's first bot kind); the bots play ``moves``
actions synchronously so the picture shows a game under way; then every seat is
treated as human so the seat at the screen gets its legal moves highlighted.
"""

from __future__ import annotations

import os
from pathlib import Path

MAIN_SIZE = (1920, 1080)
PROJECTOR_SIZE = (3840, 2160)
DEFAULT_MOVES = 24


NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea")


def build_match(game_id: str, seed: int, moves: int = DEFAULT_MOVES, players: int | None = None):
    """A match of ``game_id`` advanced by its first bot kind for up to ``moves`` actions (Qt-free)."""
    from dataclasses import replace

    from .. import games
    from ..core.game import Person, SeatSpec
    from ..core.match import Match
    from ..core.table import TableSession

    game = games.get_game(game_id)
    if game is None:
        raise ValueError(f"unknown game {game_id!r}")
    kinds = games.bots(game_id)
    if not kinds:
        raise ValueError(f"{game.title} has no bot to play the opening moves")
    seating = game.info.seating(players or game.info.min_people)
    seats = [SeatSpec(tuple(Person(NAMES[i % len(NAMES)]) for i in group), kinds[0].key) for group in seating]
    match = Match(game, seats, seed)
    session = TableSession(match, kinds)
    for _step in range(max(0, moves)):
        job = session.bot_job
        if job is None:
            break
        session.bot_answer(job.token, job.run())
    session.close()
    # From here on the seats are people: the window highlights the legal moves.
    match.seats = [replace(seat, kind="human") for seat in match.seats]
    return match


def render(
    game_id: str,
    seed: int,
    out: Path | str,
    *,
    size: tuple[int, int] | None = None,
    projector: bool = False,
    moves: int = DEFAULT_MOVES,
    what: str | None = None,
    players: int | None = None,
) -> Path:
    """Write the main window (or the projector window) of a seeded match to ``out``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from .look import create_app
    from .mainwindow import MainWindow

    app = create_app()
    match = build_match(game_id, seed, moves, players)
    window = MainWindow(match, autosave=False, remember=False, bot_delay_ms=0)
    width, height = size or (PROJECTOR_SIZE if projector else MAIN_SIZE)
    try:
        if what != "curtain" and window.curtain_up:
            window.lift_curtain()
        if projector:
            window.toggle_projector(True)
            target = window.projector
        else:
            target = window
        target.resize(width, height)
        target.show()
        _settle(app)
        target.resize(width, height)
        if what:
            window.board.prepare_screenshot(what)
            if projector:
                window.projector.board.prepare_screenshot(what)
        _settle(app)
        image = target.grab().toImage()
        out = Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(out), "PNG"):
            raise OSError(f"could not write {out}")
        return out
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()


def _settle(app) -> None:
    for _ in range(5):
        app.processEvents()
