"""How the benchmarks reach the app and their helpers.

They measure the ``boardgames_desktop`` this Python imports: the one installed
in the environment (``pip install -e .`` of this checkout, or a plain ``pip
install .``), or the one ``PYTHONPATH`` names. The source tree itself is never
put first on the path: it is not the whole package (``assets/`` installs as
``boardgames_desktop.assets``), so a non-editable install imported from there
fails with "cannot import name 'assets'". What the benchmarks need from the
checkout besides the app (``bench.*`` for a child process, the tests' toy game
and real saves) is added after the installed packages.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: A child interpreter: ``-P`` keeps its current folder (often the checkout) off the
#: front of its path, where it would shadow the installed package.
PYTHON = [sys.executable, "-P"]


def add_helpers() -> None:
    """The checkout (for ``bench.*``) and ``tests/`` (``toy``, ``realsaves``), after
    everything installed."""
    for folder in (str(ROOT), str(ROOT / "tests")):
        if folder not in sys.path:
            sys.path.append(folder)
