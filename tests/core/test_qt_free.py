"""The model layer never imports Qt: core/ and every game's rules.py, data.py and ai.py.

Checked twice: by reading the source (any import of PySide6/PyQt/shiboken) and by
importing each module in a fresh interpreter and looking at sys.modules.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import boardgames_desktop

PACKAGE_ROOT = Path(boardgames_desktop.__file__).resolve().parent
QT_NAMES = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2")


def pure_modules() -> list[Path]:
    files = sorted((PACKAGE_ROOT / "core").glob("*.py"))
    for game in sorted((PACKAGE_ROOT / "games").iterdir()):
        for name in ("rules.py", "data.py", "ai.py"):
            if (game / name).is_file():
                files.append(game / name)
    return files


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE_ROOT.parent).with_suffix("")
    return ".".join(relative.parts)


def qt_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module", "__import__"
        ):
            names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        found += [n for n in names if n.split(".")[0] in QT_NAMES]
    return found


def test_there_is_something_to_check():
    names = [module_name(p) for p in pure_modules()]
    assert "boardgames_desktop.core.match" in names and "boardgames_desktop.core.saves" in names


@pytest.mark.parametrize("path", pure_modules(), ids=module_name)
def test_source_has_no_qt_import(path):
    assert qt_imports(path) == [], f"{module_name(path)} imports Qt"
    assert "PySide6" not in path.read_text(encoding="utf-8")


def test_importing_the_model_layer_loads_no_qt():
    names = [module_name(p) for p in pure_modules()] + ["boardgames_desktop.games"]
    code = (
        "import importlib, json, sys\n"
        f"names = {names!r}\n"
        "failed = {}\n"
        "for n in names:\n"
        "    try:\n"
        "        importlib.import_module(n)\n"
        "    except Exception as exc:\n"
        "        failed[n] = repr(exc)\n"
        f"qt = sorted(m for m in sys.modules if m.split('.')[0] in {QT_NAMES!r})\n"
        "print(json.dumps({'qt': qt, 'failed': failed}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
        cwd=str(PACKAGE_ROOT.parent),
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["qt"] == [], f"the model layer pulled in Qt: {report['qt']}"
    core_failures = {n: e for n, e in report["failed"].items() if ".core." in n}
    assert core_failures == {}
