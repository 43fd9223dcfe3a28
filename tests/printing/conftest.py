"""Print sets are made once per test session, through the command line."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from boardgames_desktop.printing import cli


@pytest.fixture(scope="session")
def printed(tmp_path_factory):
    """printed("held-hands", "--paper", "a4") -> the folder the command wrote to."""
    made: dict[tuple[str, ...], Path] = {}

    def make(*argv: str) -> Path:
        if argv not in made:
            out = tmp_path_factory.mktemp("print")
            args = cli.build_parser().parse_args([*argv, "--out", str(out)])
            code = cli.run(args, out=io.StringIO(), err=io.StringIO())
            assert code == 0, f"print {' '.join(argv)} failed"
            made[argv] = out
        return made[argv]

    return make

