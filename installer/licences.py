"""The licence texts of everything the frozen app bundles, gathered at build time.

The spec (``boardgames-desktop.spec``) calls :func:`gather` with what PyInstaller
collected; it returns data entries that put, in the app folder's
``licenses/``:

- ``boardgames-desktop/``: our own licence (``LICENSE``, MIT) and the list of
  every asset's licence (``assets/LICENSES.md``; the asset licences themselves
  travel with the assets);
- ``python/``: the Python runtime's licence (its ``LICENSE.txt``);
- ``<distribution>/``: the licence files of every Python distribution the app
  bundles modules or libraries of (ReportLab, Pillow, whose file also covers
  the libraries its wheel bundles: libjpeg, libpng, FreeType, ...), read from
  its installed metadata;
- ``PySide6-Essentials/`` and ``shiboken6/``: Qt for Python and Qt, under the
  GNU LGPL 3 (their wheels carry no licence file): the LGPL 3 and GPL 3 texts
  and a note of what a user may relink (installer/README.md, "Licences");
- ``system/<package>.txt``: each shared library PyInstaller copied from the
  system (OpenSSL's libssl and libcrypto, libffi, zlib, ...): its Debian
  package's copyright file, found with ``dpkg -S``;
- ``README.txt``: the index, one line a component, saying where each text
  came from and naming any library whose licence could not be found (the
  build prints those too).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path, PurePath

#: The notice for Qt and Qt for Python, shipped beside the LGPL's text.
QT_NOTICE = """\
Qt and Qt for Python (PySide6, shiboken6) are used under the GNU Lesser General
Public License version 3 (LGPL-3.0-only; they are also offered under the GPL 2
and 3 and commercially). Their texts are LGPL-3.txt and GPL-3.txt beside this
file. Qt's source is at https://download.qt.io/official_releases/qt/ and Qt for
Python's at https://download.qt.io/official_releases/QtForPython/ (the release
used is named above). The Qt libraries are the unmodified shared libraries of
the PySide6-Essentials wheel from PyPI (folder _internal/PySide6/Qt/lib): you
may replace them, and PySide6's own modules, with builds of your own of the
same version (or a compatible one), including modified ones, and the app will
use them; installer/README.md ("Licences") says how. Qt bundles third-party
code under its own permissive licences (ICU, HarfBuzz, FreeType, libpng, zlib,
PCRE2, md4c, ...): https://doc.qt.io/qt-6/licenses-used-in-qt.html lists them.
"""

LICENCE_NAMES = re.compile(r"(^|/)(licen[cs]e|copying|notice|authors)[^/]*$", re.IGNORECASE)


def _distributions() -> dict[str, metadata.Distribution]:
    """Installed distributions by each top-level name they provide (module or folder)."""
    found: dict[str, metadata.Distribution] = {}
    for dist in metadata.distributions():
        for file in dist.files or ():
            top = PurePath(str(file)).parts[0]
            if top.endswith((".dist-info", ".egg-info")) or top == "..":
                continue
            found.setdefault(top.removesuffix(".py"), dist)
    return found


def _licence_files(dist: metadata.Distribution) -> list[Path]:
    files = []
    for file in dist.files or ():
        name = str(file)
        in_metadata = PurePath(name).parts[0].endswith(".dist-info")
        if in_metadata and (LICENCE_NAMES.search(name) or "/licenses/" in name):
            located = Path(str(dist.locate_file(file)))
            if located.is_file():
                files.append(located)
    return files


def _python_licence() -> Path | None:
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for candidate in (Path(sys.base_prefix, "lib", version, "LICENSE.txt"), Path(sys.base_prefix, "LICENSE.txt"),
                      Path(sys.base_prefix, "share", "doc", version, "LICENSE")):
        if candidate.is_file():
            return candidate
    return None


def _debian_package(path: str) -> str | None:
    if shutil.which("dpkg") is None:
        return None
    for candidate in dict.fromkeys((path, str(Path(path).resolve()))):
        done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0 and ":" in done.stdout:
            return done.stdout.split(":", 1)[0].strip()
    # /lib is often a link to /usr/lib, and dpkg knows the file by one name only.
    if path.startswith("/lib"):
        return _debian_package("/usr" + path) if not path.startswith("/usr") else None
    return None


def gather(binaries: list, pure: list, root: Path, work: Path) -> list[tuple[str, str, str]]:
    """Data entries (destination, source, "DATA") for ``licenses/`` (see the module)."""
    out: list[tuple[str, str, str]] = []
    index: list[str] = []
    missing: list[str] = []

    def add(dest: str, source: Path) -> None:
        out.append((f"licenses/{dest}", str(source), "DATA"))

    add("boardgames-desktop/LICENSE", root / "LICENSE")
    add("boardgames-desktop/LICENSES-assets.md", root / "assets" / "LICENSES.md")
    index.append("boardgames-desktop: MIT (LICENSE); its assets: LICENSES-assets.md")

    python = _python_licence()
    if python is None:
        missing.append(f"Python {sys.version.split()[0]}")
    else:
        add("python/LICENSE.txt", python)
        index.append(f"python/: Python {sys.version.split()[0]}, PSF License ({python})")

    # Which distributions the app bundles: those providing a module of a.pure or the
    # folder of a bundled library (PySide6/Qt/lib/..., PIL/...; pillow.libs/...).
    tops = {name.split(".")[0] for name, *_rest in pure}
    tops |= {PurePath(dest).parts[0] for dest, *_rest in binaries if len(PurePath(dest).parts) > 1}
    by_top = _distributions()
    seen: set[str] = set()
    for top in sorted(tops):
        dist = by_top.get(top)
        if dist is None or dist.metadata["Name"] in seen:
            continue
        name = re.sub(r"[-_.]+", "-", dist.metadata["Name"])  # PySide6_Essentials: PySide6-Essentials
        seen.add(dist.metadata["Name"])
        if name == "boardgames-desktop":
            continue
        licence = dist.metadata.get("License-Expression") or dist.metadata.get("License") or "?"
        files = _licence_files(dist)
        if name.lower() in ("pyside6-essentials", "pyside6", "shiboken6"):
            notice = work / f"{name}-NOTICE.txt"
            notice.write_text(f"{name} {dist.version}\n\n{QT_NOTICE}", encoding="utf-8")
            files += [notice, root / "assets" / "hunspell" / "LGPL-3.txt", root / "assets" / "hunspell" / "GPL-3.txt"]
        if not files:
            missing.append(f"{name} {dist.version} ({licence.splitlines()[0][:60]})")
            continue
        for file in files:
            add(f"{name}/{file.name}", file)
        index.append(f"{name}/: {name} {dist.version}, {licence.splitlines()[0][:80]}")

    # Shared libraries from the system (not from a wheel): their Debian copyright files.
    packages: dict[str, list[str]] = {}
    for dest, source, _kind in binaries:
        if "site-packages" in source or source.startswith(sys.base_prefix):
            continue  # a wheel's (its distribution's licence above) or Python's own (its licence)
        package = _debian_package(source)
        if package is None:
            missing.append(f"{PurePath(dest).name} (from {source})")
            continue
        packages.setdefault(package, []).append(PurePath(dest).name)
    for package, names in sorted(packages.items()):
        copyright_file = Path("/usr/share/doc", package, "copyright")
        if not copyright_file.is_file():
            missing.append(f"{package} ({', '.join(names)})")
            continue
        add(f"system/{package}.txt", copyright_file)
        index.append(f"system/{package}.txt: {', '.join(sorted(names))} (Debian's copyright file)")

    lines = ["Licences of what this app bundles, one line a component (folder: what, licence).", ""]
    lines += index
    if missing:
        lines += ["", "Not found at build time (see installer/README.md, Licences):", *missing]
        for item in missing:
            print(f"licences: no licence text found for {item}", file=sys.stderr)
    readme = work / "licenses-README.txt"
    readme.write_text("\n".join(lines) + "\n", encoding="utf-8")
    add("README.txt", readme)
    return out
