"""The model layer never imports Qt.

The rule, one for every game: a game's Qt code lives in modules whose name
starts with ``view`` (``view.py``, ``view_*.py``, or a ``view/`` package);
every other module of a game package is pure (rules, data, bots, scoring,
worksheet models, simulation, print set). Outside the games, ``core/``,
``printing/`` (the command line prints without Qt), ``theme.py``, ``cli.py``
and the registry are pure too.

Checked twice: by reading the source (any import of PySide6/PyQt/shiboken) and
by importing every pure module in a fresh interpreter and looking at sys.modules.
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
#: Pure modules outside core/, printing/ and the games.
TOP_LEVEL_PURE = ("__init__.py", "__main__.py", "cli.py", "theme.py")


def is_qt_module_of_a_game(path: Path) -> bool:
    """Under ``games/<game>/``, the first name below the game starts with ``view``."""
    parts = path.relative_to(PACKAGE_ROOT / "games").parts
    return len(parts) >= 2 and parts[1].startswith("view")


def pure_modules() -> list[Path]:
    files = [PACKAGE_ROOT / name for name in TOP_LEVEL_PURE]
    files += sorted((PACKAGE_ROOT / "core").rglob("*.py"))
    files += sorted((PACKAGE_ROOT / "printing").rglob("*.py"))
    files += [p for p in sorted((PACKAGE_ROOT / "games").rglob("*.py")) if not is_qt_module_of_a_game(p)]
    return files


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE_ROOT.parent).with_suffix("")
    parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
    return ".".join(parts)


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


def test_the_rule_sorts_modules_as_intended():
    games = PACKAGE_ROOT / "games"
    assert is_qt_module_of_a_game(games / "some_game" / "view.py")
    assert is_qt_module_of_a_game(games / "some_game" / "view" / "table.py")
    assert is_qt_module_of_a_game(games / "some_game" / "view_worksheet.py")
    assert not is_qt_module_of_a_game(games / "some_game" / "rules.py")
    assert not is_qt_module_of_a_game(games / "some_game" / "worksheet.py")
    assert not is_qt_module_of_a_game(games / "__init__.py")


def test_there_is_something_to_check():
    names = [module_name(p) for p in pure_modules()]
    for expected in ("core.match", "core.game", "cli", "theme", "printing.generate", "games"):
        assert f"boardgames_desktop.{expected}" in names
    for game in (p for p in (PACKAGE_ROOT / "games").iterdir() if (p / "__init__.py").is_file()):
        assert f"boardgames_desktop.games.{game.name}.rules" in names
    assert "boardgames_desktop.games.held_hands.view" not in names


@pytest.mark.parametrize("path", pure_modules(), ids=module_name)
def test_source_has_no_qt_import(path):
    assert qt_imports(path) == [], f"{module_name(path)} imports Qt: name it view* or move the Qt code out"
    assert "PySide6" not in path.read_text(encoding="utf-8")


def test_the_source_check_sees_an_import(tmp_path):
    sneaky = tmp_path / "rules.py"
    sneaky.write_text("import importlib\nW = importlib.import_module('PySide6.QtWidgets')\n",
                      encoding="utf-8")
    assert qt_imports(sneaky) == ["PySide6.QtWidgets"]


def test_importing_every_pure_module_loads_no_qt():
    names = [module_name(p) for p in pure_modules()]
    code = (
        "import importlib, json, sys\n"
        f"for n in {names!r}:\n"
        "    importlib.import_module(n)\n"  # an import error is a failure too, shown in full
        f"qt = sorted(m for m in sys.modules if m.split('.')[0] in {QT_NAMES!r})\n"
        "print(json.dumps(qt))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
        cwd=str(PACKAGE_ROOT.parent),
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == [], "the model layer pulled in Qt"
