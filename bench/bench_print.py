"""How long printing the whole held-hands set takes, on A4 and on US Letter.

    python bench/bench_print.py [--repeat N]

Renders every document in memory (no disk) N times per paper and prints the
best and median wall-clock time, pages, bytes and pages per second; then the
same through ``generate.write`` to a temporary folder, as the command does it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time

from boardgames_desktop.printing import PrintOptions, render
from boardgames_desktop.printing.generate import pnp_module, write

GAME = "held-hands"


def render_set(options: PrintOptions) -> tuple[int, int]:
    pages = size = 0
    for doc in pnp_module(GAME).documents(options):
        result = render(doc, options)
        pages += result.pages
        size += len(result.pdf)
    return pages, size


def timed(fn, repeat: int) -> tuple[list[float], object]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - start)
    return times, value


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    render_set(PrintOptions())  # warm up: fonts parsed, modules imported
    print(f"held-hands print set, {args.repeat} runs each (Python {sys.version.split()[0]})")
    print(f"{'what':<34} {'best s':>8} {'median s':>9} {'pages':>6} {'KiB':>6} {'pages/s':>8}")
    for label, options in (
        ("A4, defaults", PrintOptions(paper="a4")),
        ("US Letter, defaults", PrintOptions(paper="letter")),
        ("A4, ink saver, fold", PrintOptions(paper="a4", ink_saver=True, backs="fold")),
        ("US Letter, large board", PrintOptions(paper="letter", board="large")),
    ):
        times, (pages, size) = timed(lambda options=options: render_set(options), args.repeat)
        best = min(times)
        print(f"{'render ' + label:<34} {best:>8.3f} {statistics.median(times):>9.3f} {pages:>6} "
              f"{size / 1024:>6.0f} {pages / best:>8.0f}")
    for paper in ("a4", "letter"):
        with tempfile.TemporaryDirectory() as out:
            options = PrintOptions(paper=paper)
            times, written = timed(lambda options=options, out=out: write([GAME], options, out), args.repeat)
        pages = sum(w.pages for w in written)
        best = min(times)
        print(f"{'write ' + paper + ' (with calibration)':<34} {best:>8.3f} {statistics.median(times):>9.3f} "
              f"{pages:>6} {'':>6} {pages / best:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
