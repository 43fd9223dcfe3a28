"""How long printing takes: ``print all`` as a whole process (the issue's goal: at
most 2 s), every game's set in memory, and the held-hands set on A4 and US Letter,
each beside a bare ReportLab baseline measured in the same run.

    python bench/bench_print.py [--repeat N]

Renders every document in memory (no disk) N times per paper and prints the
best and median wall-clock time, pages, bytes and pages per second; then the
same through ``generate.write`` to a temporary folder, as the command does it.

The baseline under each render: a bare ReportLab canvas drawing, page for page,
as many rectangles, line and curve segments, images and strings (of the same
average length) as the set's PDF holds, counted from its content streams, with
no layout, no measuring and no fonts of our own (Helvetica): what the set costs
if nothing but ReportLab's drawing took time.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from benchpaths import PYTHON, ROOT  # bench/ is this script's folder

# ReportLab ships no type stubs (types-reportlab is not among the project's tools).
from reportlab.lib.pagesizes import A4, LETTER  # type: ignore[import-untyped]

from boardgames_desktop.printing import PrintOptions, render
from boardgames_desktop.printing.generate import pnp_module, printable_games, write

GAME = "held-hands"
T = TypeVar("T")


def render_set(options: PrintOptions, game: str = GAME) -> tuple[int, int]:
    pages = size = 0
    for doc in pnp_module(game).documents(options):
        result = render(doc, options)
        pages += result.pages
        size += len(result.pdf)
    return pages, size


def primitives(options: PrintOptions, games: tuple[str, ...] = (GAME,)) -> list[tuple[Counter[str], float]]:
    """For every page of the sets: how many of each drawing operator its content stream
    holds, and the average length of its strings."""
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    pages = []
    for doc in (d for g in games for d in pnp_module(g).documents(options)):
        reader = PdfReader(io.BytesIO(render(doc, options).pdf))
        for page in reader.pages:
            counts: Counter[str] = Counter()
            chars = 0
            for operands, op in ContentStream(page.get_contents(), reader).operations:
                name = op.decode("latin-1")
                counts[name] += 1
                if name == "Tj":
                    chars += len(operands[0])
                elif name == "TJ":
                    chars += sum(len(part) for part in operands[0] if isinstance(part, (str, bytes)))
            strings = counts["Tj"] + counts["TJ"]
            pages.append((counts, chars / strings if strings else 0.0))
    return pages


def bare_set(pages: list[tuple[Counter[str], float]], size: tuple[float, float]) -> int:
    """The same number of primitives a page, drawn straight onto a bare canvas."""
    from PIL import Image
    from reportlab.lib.utils import ImageReader  # type: ignore[import-untyped]
    from reportlab.pdfgen import canvas  # type: ignore[import-untyped]

    tile = ImageReader(Image.new("RGB", (64, 64), (200, 120, 80)))
    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=size)
    width = size[0]
    for counts, length in pages:
        text = "x" * max(1, round(length))
        for i in range(counts["re"]):
            c.rect(10 + i % 50 * 10, 10 + i // 50 % 70 * 10, 8, 8, stroke=1, fill=i % 2)
        for i in range(counts["l"]):
            c.line(10, 10 + i % 700, width - 10, 10 + i % 700)
        for i in range(counts["c"]):
            c.bezier(10, 10, 40, 60 + i % 50, 80, 60, 120, 10 + i % 70)
        for i in range(counts["Do"]):
            c.drawImage(tile, 20 + i % 20 * 20, 20, 16, 16)
        c.setFont("Helvetica", 9)
        for i in range(counts["Tj"] + counts["TJ"]):
            c.drawString(12 + i % 6 * 90, 12 + i // 6 % 80 * 10, text)
        c.showPage()
    c.save()
    return len(out.getvalue())


def timed(fn: Callable[[], T], repeat: int) -> tuple[list[float], T]:
    """The seconds of each of ``repeat`` runs of ``fn`` (at least one), and its last value."""
    times: list[float] = []
    while True:
        start = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - start)
        if len(times) >= repeat:
            return times, value


def cpu_timed(command: list[str], env: dict[str, str], repeat: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds (user + system, of the child) of each of ``repeat`` runs
    of ``command``: on a machine shared with other work the CPU time is the steadier."""
    import resource
    import subprocess

    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(max(1, repeat)):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env=env)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return walls, cpus


def whole_process(repeat: int) -> None:
    """``boardgames-desktop print all`` as a person runs it (a fresh interpreter, every
    file written), beside a fresh interpreter that draws the same primitives on a bare
    canvas and writes them to one file."""
    from pathlib import Path

    games = tuple(printable_games())
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as out:
        command = [*PYTHON, "-m", "boardgames_desktop", "print", "all", "--out", out]
        times, cpus = cpu_timed(command, env, repeat)
        files = len(list(Path(out).glob("*.pdf")))
    counted = primitives(PrintOptions(), games)
    with tempfile.TemporaryDirectory() as out:
        script = ("import pickle, sys; sys.path.append({bench!r}); from bench_print import bare_set; "
                  "from reportlab.lib.pagesizes import A4; bare_set(pickle.load(open({p!r}, 'rb')), A4)")
        import pickle

        dump = Path(out) / "pages.pickle"
        dump.write_bytes(pickle.dumps(counted))
        bare = [*PYTHON, "-c", script.format(bench=str(ROOT / "bench"), p=str(dump))]
        bare_times, bare_cpus = cpu_timed(bare, env, repeat)
    print(f"print all, whole process ({files} files, {len(counted)} pages): best {min(times):.2f} s, "
          f"median {statistics.median(times):.2f} s (goal: at most 2 s); CPU best {min(cpus):.2f} s")
    print(f"  bare canvas, same primitives, whole process: best {min(bare_times):.2f} s, "
          f"median {statistics.median(bare_times):.2f} s; CPU best {min(bare_cpus):.2f} s")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    whole_process(args.repeat)
    render_set(PrintOptions())  # warm up: fonts parsed, modules imported
    print(f"held-hands print set, {args.repeat} runs each (Python {sys.version.split()[0]})")
    print(f"{'what':<34} {'best s':>8} {'median s':>9} {'pages':>6} {'KiB':>6} {'pages/s':>8}")
    for label, options in (
        ("A4, defaults", PrintOptions(paper="a4")),
        ("US Letter, defaults", PrintOptions(paper="letter")),
        ("A4, ink saver, fold", PrintOptions(paper="a4", ink_saver=True, backs="fold")),
        ("US Letter, large board", PrintOptions(paper="letter", board="large")),
    ):
        times, (pages, size) = timed(partial(render_set, options), args.repeat)
        best = min(times)
        print(f"{'render ' + label:<34} {best:>8.3f} {statistics.median(times):>9.3f} {pages:>6} "
              f"{size / 1024:>6.0f} {pages / best:>8.0f}")
        counted = primitives(options)
        paper = A4 if options.paper == "a4" else LETTER
        times, size = timed(partial(bare_set, counted, paper), args.repeat)
        best = min(times)
        total = sum((c for c, _ in counted), Counter())
        print(f"{'  bare canvas, same primitives':<34} {best:>8.3f} {statistics.median(times):>9.3f} "
              f"{len(counted):>6} {size / 1024:>6.0f} {len(counted) / best:>8.0f}")
        print(f"    ({total['re']} rectangles, {total['l']} lines, {total['c']} curves, {total['Do']} images, "
              f"{total['Tj'] + total['TJ']} strings)")
    for paper in ("a4", "letter"):
        with tempfile.TemporaryDirectory() as out:
            options = PrintOptions(paper=paper)
            times, written = timed(partial(write, [GAME], options, out), args.repeat)
        pages = sum(w.pages for w in written)
        best = min(times)
        print(f"{'write ' + paper + ' (with calibration)':<34} {best:>8.3f} {statistics.median(times):>9.3f} "
              f"{pages:>6} {'':>6} {pages / best:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
