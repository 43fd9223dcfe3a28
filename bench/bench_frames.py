"""How long one projector frame takes at 3840x2160, game by game, beside a bare painter.

A move animates at about 60 frames a second (``ui/kit/motion.py``), so one
frame of the projector (the public board on a 3840x2160 wall) should paint in
about 8 ms. Each game's projector is opened on a mid-game match (the same one
``boardgames-desktop screenshot --projector`` shows) and painted again and
again into an image of the projector's size:

- ``full``: the whole window repainted (what a resize or a new view costs);
- ``frame``: the board alone repainted, as an animation frame repaints it;
- ``bare``: a painter that fills the same image and writes ten lines of text,
  the floor any board starts from.

    python bench/bench_frames.py [--frames 30] [--games held-hands,hooky]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

SIZE = (3840, 2160)


def _time(paint, frames: int) -> float:
    """The median of ``frames`` paints, in milliseconds (the first, warming caches, dropped)."""
    paint()
    samples = []
    for _ in range(frames):
        start = time.perf_counter()
        paint()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def bare_painter() -> Callable[[], None]:
    """The floor any board starts from: fill a projector-sized image and write ten lines."""
    image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    font = QFont("Noto Sans", 40)

    def paint() -> None:
        p = QPainter(image)
        p.fillRect(image.rect(), QColor("#1F1C19"))
        p.setFont(font)
        p.setPen(QColor("#FAF6EE"))
        for i in range(10):
            p.drawText(QRectF(80, 80 + i * 120, 3000, 100), Qt.AlignmentFlag.AlignLeft, f"Line {i} of the bare painter")
        p.end()

    return paint


def bare(frames: int) -> float:
    return _time(bare_painter(), frames)


def _render(widget: QWidget, image: QImage) -> None:
    image.fill(0)
    p = QPainter(image)
    widget.render(p, QPoint(0, 0))
    p.end()


def game(game_id: str, frames: int) -> tuple[float, float]:
    from boardgames_desktop.ui.mainwindow import MainWindow
    from boardgames_desktop.ui.screenshot import DEFAULT_MOVES, build_match

    app = QApplication.instance()
    assert app is not None  # main() created it
    match = build_match(game_id, 1, DEFAULT_MOVES)
    window = MainWindow(match, autosave=False, remember=False, bot_delay_ms=0)
    try:
        if window.curtain_up:
            window.lift_curtain()
        window.toggle_projector(True)
        projector = window.projector
        assert projector is not None
        projector.resize(*SIZE)
        projector.show()
        for _ in range(5):
            app.processEvents()
        image = QImage(projector.size(), QImage.Format.Format_ARGB32_Premultiplied)
        full = _time(lambda: _render(projector, image), frames)
        board = projector.board
        board_image = QImage(board.size(), QImage.Format.Format_ARGB32_Premultiplied)
        frame = _time(lambda: _render(board, board_image), frames)
        return full, frame
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def main(argv: list[str] | None = None) -> int:
    from boardgames_desktop import games
    from boardgames_desktop.ui.look import create_app, quiet_offscreen_notes

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=30)
    parser.add_argument("--games", default=",".join(games.PACKAGES))
    args = parser.parse_args(argv)
    create_app()
    quiet_offscreen_notes()
    print(f"projector frames at {SIZE[0]}x{SIZE[1]}, median of {args.frames} (ms)")
    print(f"  {'bare painter':<16} {bare(args.frames):7.1f}")
    for game_id in args.games.split(","):
        full, frame = game(game_id, args.frames)
        print(f"  {game_id:<16} full {full:7.1f}   board frame {frame:7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
