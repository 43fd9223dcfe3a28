"""Run every benchmark in bench/ and print their figures (nothing passes or fails)."""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent

if __name__ == "__main__":
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.name}", flush=True)
        sys.argv = [str(script)]
        runpy.run_path(str(script), run_name="__main__")
        print(flush=True)
