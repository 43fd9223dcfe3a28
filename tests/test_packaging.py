"""What the package declares about itself: its licence as an SPDX expression with every
text it names shipped, and the two commands (the console one and the GUI one)."""

from __future__ import annotations

import importlib
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_licence_is_an_spdx_expression_and_every_text_ships():
    licence = PROJECT["license"]
    assert isinstance(licence, str), "a table is deprecated: an SPDX expression (PEP 639)"
    assert licence.split(" AND ")[0] == "MIT"
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    for pattern in PROJECT["license-files"]:
        assert list(ROOT.glob(pattern)), f"{pattern} matches no file"
    # Each licence of the expression has its text among the files shipped.
    texts = "\n".join(p.read_text(encoding="utf-8") for pattern in PROJECT["license-files"]
                      for p in ROOT.glob(pattern))
    for words in ("MIT License", "SIL Open Font License, Version 1.1", "GNU LESSER GENERAL PUBLIC LICENSE",
                  "CC BY-SA 4.0"):
        assert words in texts, words


def test_a_console_command_and_a_gui_command():
    scripts, gui = PROJECT["scripts"], PROJECT["gui-scripts"]
    assert set(scripts) == {"boardgames-desktop"} and set(gui) == {"boardgames-desktop-gui"}
    for target in (*scripts.values(), *gui.values()):
        module, _, name = target.partition(":")
        assert callable(getattr(importlib.import_module(module), name))


def test_the_gui_command_opens_the_app_whatever_it_is_given(monkeypatch):
    from boardgames_desktop import __main__, cli

    seen = []
    monkeypatch.setattr(cli, "main", lambda argv: seen.append(argv) or 0)
    monkeypatch.setattr("sys.argv", ["boardgames-desktop-gui", "simulate", "hooky"])
    assert __main__.gui() == 0 and seen == [[]]
