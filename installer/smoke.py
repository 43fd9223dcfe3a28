"""Smoke test of the double-clickable app: build it, then run what it ships.

    python -m pip install pyinstaller
    python installer/smoke.py [--keep] [--app DIR]

Builds the one-folder app (installer/build.py) into a temporary folder, then
runs the frozen executable, as a person would, from an empty folder with a
clean environment (no PYTHONPATH, a fresh HOME, the offscreen Qt platform):

- ``print all``: every PDF is a whole PDF, every game has its sheets, and the
  bundled fonts are embedded (the app found them inside the folder);
- ``simulate held-hands`` and ``simulate hooky`` (Hooky reads the bundled word
  list): exit 0, no invariant failures;
- ``screenshot held-hands``: a PNG with a size, and nothing on standard error;
- with a ``DISPLAY`` (``xvfb-run``, as ``.ci/run`` runs it): the app's launcher
  in a real X window (``.ci/real_window.py``);
- the licence texts of what it bundles (``licenses/``, installer/licences.py).

Before running it checks that every data file of the package (fonts, icons,
pictures, compiled catalogues...) is inside the folder, where the package's
own modules look for it. ``--app DIR`` checks an app folder built before
instead of building one; ``--keep`` keeps the temporary folder. Prints what
each step took; exits 1 on the first failure.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "boardgames-desktop"
#: Generous: the slowest step (print all) takes seconds on a laptop.
STEP_TIMEOUT = 900
#: The commands run besides ``print all`` (kept short: this runs in CI).
SIMULATIONS = (
    ["simulate", "held-hands", "--games", "3", "--seed", "1"],
    ["simulate", "hooky", "--games", "1", "--seed", "1"],
)


class SmokeError(Exception):
    pass


def game_ids() -> list[str]:
    """The registered games, read from games/__init__.py without importing it."""
    tree = ast.parse((ROOT / "boardgames_desktop" / "games" / "__init__.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
        if isinstance(target, ast.Name) and target.id == "PACKAGES" and node.value is not None:
            return list(ast.literal_eval(node.value))
    raise SmokeError("games/__init__.py has no PACKAGES")


def expected_data() -> list[Path]:
    """Every data file the frozen app must carry, relative to the package folder
    inside the app (pyproject's package data: assets/ installs as assets/)."""
    def data_files(top: Path) -> list[Path]:
        return [
            p.relative_to(top) for p in sorted(top.rglob("*"))
            if p.is_file() and p.suffix not in (".py", ".pyc", ".po", ".pot")
            and "__pycache__" not in p.parts and not p.name.startswith(".")
        ]

    package = data_files(ROOT / "boardgames_desktop")
    return package + [Path("assets") / p for p in data_files(ROOT / "assets")]


def contents_folder(app: Path) -> Path:
    """Where PyInstaller puts the packages: _internal/ (PyInstaller 6) or the app folder."""
    return app / "_internal" if (app / "_internal").is_dir() else app


def clean_env(home: Path) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": str(home),
        "XDG_RUNTIME_DIR": str(home / "run"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
    }
    for name in ("SYSTEMROOT", "TEMP", "TMP", "USERPROFILE", "APPDATA", "LOCALAPPDATA"):  # Windows needs them
        if name in os.environ:
            env[name] = os.environ[name]
    (home / "run").mkdir(parents=True, mode=0o700)
    return env


def run(command: list[str], **kwargs) -> tuple[subprocess.CompletedProcess, float]:
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=STEP_TIMEOUT, **kwargs)
    except subprocess.TimeoutExpired:
        raise SmokeError(f"{' '.join(command)} took more than {STEP_TIMEOUT} s") from None
    seconds = time.monotonic() - start
    if done.returncode != 0:
        raise SmokeError(
            f"{' '.join(command)} exited {done.returncode}\n--- stdout\n{done.stdout[-3000:]}"
            f"\n--- stderr\n{done.stderr[-3000:]}"
        )
    return done, seconds


def check_pdfs(folder: Path, games: list[str]) -> str:
    pdfs = sorted(folder.glob("*.pdf"))
    if not pdfs:
        raise SmokeError(f"print all wrote no PDF to {folder}")
    embedding = 0
    for pdf in pdfs:
        data = pdf.read_bytes()
        if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-1024:]:
            raise SmokeError(f"{pdf.name} is not a whole PDF ({len(data)} bytes)")
        embedding += b"NotoSans" in data
    missing = [g for g in games if not any(p.name.startswith(f"{g}-") for p in pdfs)]
    if missing:
        raise SmokeError(f"print all wrote nothing for {', '.join(missing)}")
    if embedding == 0:
        raise SmokeError("no PDF embeds the bundled Noto Sans: the app did not find its fonts")
    return f"{len(pdfs)} PDFs, {sum(p.stat().st_size for p in pdfs) // 1024} KiB, {embedding} with Noto Sans"


def check_simulation(done: subprocess.CompletedProcess) -> str:
    if not done.stdout.strip():
        raise SmokeError("simulate printed nothing")
    # Every game's report has one line "  invariants: N states checked, M failures".
    found = [line for line in done.stdout.splitlines() if line.strip().startswith("invariants:")]
    if len(found) != 1 or not found[0].endswith(" checked, 0 failures"):
        raise SmokeError(f"simulate: {found[0].strip() if found else 'no invariants line'}\n{done.stdout}")
    return done.stdout.strip().splitlines()[0]


def check_png(path: Path) -> str:
    if not path.is_file():
        raise SmokeError(f"screenshot wrote no {path.name}")
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise SmokeError(f"{path.name} is not a PNG")
    width, height = struct.unpack(">II", head[16:24])
    if width == 0 or height == 0:
        raise SmokeError(f"{path.name} is {width}x{height}")
    return f"{width}x{height} PNG, {path.stat().st_size // 1024} KiB"


#: The licence texts the frozen app must carry (installer/licences.py): folder -> a file in it.
LICENCES = {
    "boardgames-desktop": "LICENSE",
    "python": "LICENSE.txt",
    "PySide6-Essentials": "LGPL-3.txt",
    "shiboken6": "LGPL-3.txt",
    "reportlab": None,  # its metadata's licence file, whatever its name
    "pillow": None,
}


def check_licences(app: Path) -> str:
    folder = contents_folder(app) / "licenses"
    if not (folder / "README.txt").is_file():
        raise SmokeError("the app carries no licenses/README.txt")
    present = {p.name.lower(): p for p in folder.iterdir() if p.is_dir()}
    for name, file in LICENCES.items():
        where = present.get(name.lower())
        if where is None or not any(where.iterdir()) or (file is not None and not (where / file).is_file()):
            raise SmokeError(f"licenses/{name}/{file or ''} is missing")
    if "GNU LESSER GENERAL PUBLIC LICENSE" not in (present["pyside6-essentials"] / "LGPL-3.txt").read_text()[:400]:
        raise SmokeError("licenses/PySide6-Essentials/LGPL-3.txt is not the LGPL")
    system = sorted(p.name for p in (folder / "system").glob("*.txt")) if (folder / "system").is_dir() else []
    if sys.platform.startswith("linux") and shutil.which("dpkg") and not any("ssl" in n for n in system):
        raise SmokeError(f"no OpenSSL licence in licenses/system/ ({', '.join(system) or 'empty'})")
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    missing = readme.split("Not found at build time", 1)[1].strip().splitlines()[1:] \
        if "Not found at build time" in readme else []
    return (f"{len(present)} components and {len(system)} system packages"
            + (f"; not found: {', '.join(missing)}" if missing else ""))


def folder_mib(path: Path) -> float:
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 2**20


def smoke(tmp: Path, app: Path | None) -> None:
    if app is None:
        print("== build (installer/build.py)", flush=True)
        start = time.monotonic()
        build = [sys.executable, str(ROOT / "installer" / "build.py"),
                 "--dist", str(tmp / "dist"), "--work", str(tmp / "work"), "--no-clean"]
        run(build, cwd=ROOT)
        print(f"   built in {time.monotonic() - start:.0f} s", flush=True)
        app = tmp / "dist" / NAME
    exe = app / (f"{NAME}.exe" if sys.platform == "win32" else NAME)
    if not exe.is_file():
        raise SmokeError(f"no executable at {exe}")
    print(f"   {app}: {folder_mib(app):.0f} MiB")

    package = contents_folder(app) / "boardgames_desktop"
    wanted = expected_data()
    absent = [str(p) for p in wanted if not (package / p).is_file()]
    if absent:
        raise SmokeError(f"{len(absent)} data files are not in the app: {', '.join(absent[:10])}")
    catalogues = sum(p.suffix == ".mo" for p in wanted)
    print(f"== data: all {len(wanted)} files inside ({catalogues} compiled catalogues)", flush=True)
    print(f"== licences: {check_licences(app)}", flush=True)

    work = tmp / "run"  # an empty folder: nothing is found relative to the current folder
    work.mkdir()
    env = clean_env(tmp / "home")

    def frozen(*args: str) -> tuple[subprocess.CompletedProcess, float]:
        return run([str(exe), *args], cwd=work, env=env)

    pdfs = tmp / "pdf"
    _done, seconds = frozen("print", "all", "--out", str(pdfs))
    print(f"== print all: {check_pdfs(pdfs, game_ids())} ({seconds:.1f} s)", flush=True)
    for args in SIMULATIONS:
        done, seconds = frozen(*args)
        print(f"== {' '.join(args)}: {check_simulation(done)} ({seconds:.1f} s)", flush=True)
    shot = tmp / "shot.png"
    done, seconds = frozen("screenshot", "held-hands", "--seed", "1", "--out", str(shot))
    if done.stderr.strip():  # Qt's offscreen notes (propagateSizeHints...) stay off stderr
        raise SmokeError(f"screenshot wrote to standard error:\n{done.stderr[-2000:]}")
    print(f"== screenshot held-hands: {check_png(shot)}, nothing on stderr ({seconds:.1f} s)", flush=True)
    if os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
        # Under xvfb-run (.ci/run): the frozen app's own window on a real X server.
        window = tmp / "frozen-window.png"
        done, seconds = run([sys.executable, str(ROOT / ".ci" / "real_window.py"), "--exe", str(exe),
                             "--out", str(window)])
        print(f"== a real window: {done.stdout.strip().splitlines()[0]} ({seconds:.1f} s)", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", type=Path, help="an app folder built before (skips the build)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args(argv)
    start = time.monotonic()
    tmp = Path(tempfile.mkdtemp(prefix="boardgames-desktop-smoke-"))
    try:
        smoke(tmp, args.app.resolve() if args.app else None)
    except SmokeError as exc:
        print(f"smoke test FAILED: {exc}", file=sys.stderr)
        return 1
    finally:
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"smoke test passed in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
