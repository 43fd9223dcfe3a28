"""Build the double-clickable app with PyInstaller (Linux, macOS or Windows).

    python -m pip install pyinstaller
    python installer/build.py

Writes dist/boardgames-desktop/ (run boardgames-desktop or boardgames-desktop.exe
inside it). On Linux, installer/boardgames-desktop.desktop adds it to the menu.
The app is built from this checkout (the spec stages the package itself, so
it need not be installed); the Python running this needs the app's
dependencies (PySide6, reportlab, Pillow: a development .venv has them) and
PyInstaller. ``--dist`` and ``--work`` put the result and
PyInstaller's work files elsewhere (installer/smoke.py builds into a temporary
folder); ``--no-clean`` keeps PyInstaller's cache of analysed libraries.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "boardgames-desktop"


def folder_size(path: Path) -> int:
    """Bytes in the files under ``path`` (symbolic links not followed)."""
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            file = Path(folder, name)
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the app folder goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="PyInstaller's work folder (default: build/)")
    parser.add_argument("--no-clean", action="store_true", help="keep PyInstaller's cache (faster rebuilds)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: python -m pip install pyinstaller", file=sys.stderr)
        return 2
    spec = ROOT / "installer" / f"{NAME}.spec"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm",
               "--distpath", str(args.dist), "--workpath", str(args.work), str(spec)]
    if not args.no_clean:
        command.insert(3, "--clean")
    status = subprocess.call(command, cwd=ROOT)
    if status == 0:
        app = args.dist / NAME
        print(f"{app}: {folder_size(app) / 2**20:.0f} MiB")
    return status


if __name__ == "__main__":
    sys.exit(main())
