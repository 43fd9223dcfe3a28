"""Build the double-clickable app with PyInstaller (Linux, macOS or Windows).

    python -m pip install pyinstaller
    python installer/build.py

Writes dist/boardgames-desktop/ (run boardgames-desktop or boardgames-desktop.exe
inside it). On Linux, installer/boardgames-desktop.desktop adds it to the menu.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: python -m pip install pyinstaller", file=sys.stderr)
        return 2
    spec = ROOT / "installer" / "boardgames-desktop.spec"
    return subprocess.call(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
         "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"), str(spec)],
        cwd=ROOT,
    )


if __name__ == "__main__":
    sys.exit(main())
