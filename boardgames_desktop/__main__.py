"""``python -m boardgames_desktop`` and the ``boardgames-desktop`` command."""

from __future__ import annotations

import sys

# First of all: from here on Ctrl+C is ours (one line, exit status 130; see core/interrupt.py).
from .core import interrupt

interrupt.install()

from . import cli  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    try:
        try:
            return cli.main(argv)
        finally:
            interrupt.settle()
    except KeyboardInterrupt:  # between cli.main's last word and settle(): still one line
        return cli.report_interrupted(sys.argv[1:] if argv is None else argv)


def gui() -> int:
    """The ``boardgames-desktop-gui`` command: the app, whatever the arguments (a GUI
    script has no console for the headless commands to write to)."""
    return main([])


if __name__ == "__main__":
    sys.exit(main())
