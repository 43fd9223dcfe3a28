"""``python -m boardgames_desktop`` and the ``boardgames-desktop`` command."""

from __future__ import annotations

import sys

from .cli import main as _cli_main


def main(argv: list[str] | None = None) -> int:
    return _cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
