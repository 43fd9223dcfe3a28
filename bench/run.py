"""The one command for every benchmark in bench/: ``python bench/run.py``.

Each ``bench_*.py`` runs in its own interpreter, start-up first, and prints its
figures beside their bare baselines. A benchmark that breaks prints its
traceback and the others still run; the exit status says whether all ran.
Nothing here passes or fails on a number. Run it with the Python of the
environment the README makes (``.venv/bin/python bench/run.py``): it measures
the app installed there, editable or not (``benchpaths.py``). The bots' strength table takes about
35 minutes and is a command of its own, ``.venv/bin/python bench/strength.py`` (named at the end).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIRST = "bench_app.py"  # start-up, the figure people ask for first


def measured() -> str | None:
    """Where the ``boardgames_desktop`` measured comes from (None: this Python has no app).
    Not the source tree put first on the path: see ``benchpaths.py``."""
    for name in ("PySide6", "boardgames_desktop"):
        if importlib.util.find_spec(name) is None:
            return None
    spec = importlib.util.find_spec("boardgames_desktop")
    return str(Path(spec.origin).parent) if spec is not None and spec.origin else None


def main() -> int:
    where = measured()
    if where is None:
        print("bench needs the app and its dependencies (PySide6...) in the Python that runs it: "
              "python3 -m venv .venv && .venv/bin/pip install -e '.[test]', then "
              "QT_QPA_PLATFORM=offscreen .venv/bin/python bench/run.py", file=sys.stderr)
        return 2
    print(f"measuring {where} with {sys.executable}", flush=True)
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    scripts = sorted(HERE.glob("bench_*.py"), key=lambda p: (p.name != FIRST, p.name))
    broken = []
    for script in scripts:
        print(f"== {script.name}", flush=True)
        if subprocess.run([sys.executable, str(script)], env=env).returncode != 0:
            broken.append(script.name)
        print(flush=True)
    if broken:
        print(f"did not finish: {', '.join(broken)}", file=sys.stderr)
    print("the bots' strength table (about 35 minutes on two cores): python bench/strength.py [--games N] [--game ID]")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
