"""How long one held-hands projector frame takes at 3840x2160 while a move animates.

``bench_frames.py`` times a frame at rest. A move repaints the board every
frame for up to 400 ms (``ui/kit/motion.py``): the pawn walks, the paid card
slides to its discard pile, the card drawn slides from the deck. The kept
layers (the board and the panels, ``view/table.py``) must not be painted again
for those frames, so an animating frame should cost what a frame at rest does.
Printed beside a bare painter (the floor any board starts from):

- ``rest``: the projector's table, nothing moving;
- ``walk``: halfway through a step (the pawn on its way, a card in flight);
- ``turn``: halfway through a whole turn seen at once (a walk of several nodes,
  cards paid and drawn).

    python bench/bench_held_hands_motion.py [--frames 30]

It shares ``bench_frames``'s screen size (``bench/``, the script's folder, is on
the path): ``.venv/bin/python bench/bench_held_hands_motion.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import statistics
import time
from collections.abc import Callable

from bench_frames import SIZE, bare_painter
from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication


def _time(paint: Callable[[], None], frames: int) -> tuple[float, float]:
    """Medians of ``frames`` paints, in ms: wall time, and the process's CPU time (on a busy
    machine the wall time counts other programs' turns too; the CPU time does not)."""
    paint()
    wall, cpu = [], []
    for _ in range(frames):
        start, start_cpu = time.perf_counter(), time.process_time()
        paint()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def _bare(frames: int) -> tuple[float, float]:
    """The bare painter of ``bench_frames.py``, timed the same way."""
    return _time(bare_painter(), frames)


def main(argv: list[str] | None = None) -> int:
    from boardgames_desktop.core.game import BotTurn, SeatSpec
    from boardgames_desktop.core.match import Match
    from boardgames_desktop.core.rng import Rng
    from boardgames_desktop.games.held_hands.actions import EndTurn, Step
    from boardgames_desktop.games.held_hands.ai import CasualBot
    from boardgames_desktop.games.held_hands.rules import GAME
    from boardgames_desktop.games.held_hands.view import ProjectorBoard
    from boardgames_desktop.ui.look import create_app, quiet_offscreen_notes

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=30)
    args = parser.parse_args(argv)
    create_app()
    quiet_offscreen_notes()
    match = Match(GAME, [SeatSpec.single("Ada"), SeatSpec.single("Ben")], 27, {"first": 0})
    bots = {seat: CasualBot(GAME, seat, seat + 1) for seat in (0, 1)}
    views: list[dict[str, Any]] = []
    while len(match.active_entries()) < 16 or not isinstance(match.active_entries()[-1].action, Step):
        seat = match.to_act()[0]
        decision = BotTurn(GAME, seat, match.view(seat), match.legal_actions(seat), Rng(len(views)))
        match.play(seat, bots[seat].choose(decision))
        views.append(GAME.view(match.state, None))
    turn_start = max(i for i, e in enumerate(match.active_entries()) if isinstance(e.action, EndTurn))
    board = ProjectorBoard(GAME)
    board.set_player_names(["Ada", "Ben"])
    board.resize(*SIZE)
    board.show()
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    image = QImage(board.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def frame() -> None:
        image.fill(0)
        p = QPainter(image)
        board.render(p, QPoint(0, 0))
        p.end()

    def halfway(before: dict[str, Any], after: dict[str, Any]) -> tuple[float, float]:
        table = board.table
        table.motions.skip()
        board.show_public(before, "")
        board.show_public(after, "")
        for key in list(table.motions.keys()):  # freeze every running tween halfway
            tween = table.motions._tweens[key]
            tween._anim.pause()
            tween._value = 0.5
        assert table.motions.running(), "nothing animates"
        return _time(frame, args.frames)

    board.show_public(views[-1], "")
    rest = _time(frame, args.frames)
    walk = halfway(views[-2], views[-1])
    turn = halfway(views[turn_start - 1], views[-1])
    print(f"held-hands projector frames at {SIZE[0]}x{SIZE[1]}, median of {args.frames} (ms: wall, cpu)")
    for name, (wall, cpu) in (("bare painter", _bare(args.frames)), ("rest", rest), ("walk", walk), ("turn", turn)):
        print(f"  {name:<16} {wall:7.1f} {cpu:7.1f}")
    board.table.motions.skip()
    return 0


if __name__ == "__main__":
    sys.exit(main())
