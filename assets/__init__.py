"""Shipped assets (fonts, icons, word lists), installed as boardgames_desktop.assets.

See LICENSES.md for the licence of every file.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    return ROOT.joinpath(*parts)
