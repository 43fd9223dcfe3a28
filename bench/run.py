"""The one command for every benchmark in bench/: ``python bench/run.py``.

Each ``bench_*.py`` runs in its own interpreter, start-up first, and prints its
figures beside their bare baselines. A benchmark that breaks prints its
traceback and the others still run; the exit status says whether all ran.
Nothing here passes or fails on a number. The bots' strength table takes up to
an hour and is a command of its own, ``python bench/strength.py`` (named at the end).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIRST = "bench_app.py"  # start-up, the figure people ask for first


def main() -> int:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE.parent), env.get("PYTHONPATH")]))
    scripts = sorted(HERE.glob("bench_*.py"), key=lambda p: (p.name != FIRST, p.name))
    broken = []
    for script in scripts:
        print(f"== {script.name}", flush=True)
        if subprocess.run([sys.executable, str(script)], env=env).returncode != 0:
            broken.append(script.name)
        print(flush=True)
    if broken:
        print(f"did not finish: {', '.join(broken)}", file=sys.stderr)
    print("the bots' strength table (up to an hour): python bench/strength.py [--games N] [--game ID]")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
