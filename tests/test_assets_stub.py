"""``boardgames_desktop/assets.pyi`` tells mypy what ``assets/__init__.py`` holds: the
folder installs as ``boardgames_desktop.assets`` ([tool.setuptools.package-dir]), out
of sight of a type checker reading the source tree. The two must declare the same
public names, and every function with the same parameters and return type."""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames_desktop

PACKAGE_ROOT = Path(boardgames_desktop.__file__).resolve().parent
STUB = PACKAGE_ROOT / "assets.pyi"
MODULE = PACKAGE_ROOT.parent / "assets" / "__init__.py"


def declared(source: str) -> dict[str, str]:
    """Public top-level name -> its signature (functions) or "" (anything else)."""
    names: dict[str, str] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef):
            returns = ast.unparse(node.returns) if node.returns is not None else ""
            names[node.name] = f"({ast.unparse(node.args)}) -> {returns}"
        elif isinstance(node, ast.ClassDef):
            names[node.name] = ""
        elif isinstance(node, ast.Assign):
            names.update((t.id, "") for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] = ""
    return {name: sig for name, sig in names.items() if not name.startswith("_")}


def test_the_stub_declares_what_the_assets_package_holds():
    held = declared(MODULE.read_text(encoding="utf-8"))
    assert held, "assets/__init__.py declares nothing?"
    assert declared(STUB.read_text(encoding="utf-8")) == held


def test_the_comparison_catches_a_stub_out_of_step():
    """A planted change to the module (a new function, a changed parameter) is seen."""
    module = MODULE.read_text(encoding="utf-8")
    stub = declared(STUB.read_text(encoding="utf-8"))
    assert declared(module + "\n\ndef fonts_dir() -> Path:\n    return ROOT\n") != stub
    changed = module.replace("def path(*parts: str) -> Path:", "def path(*parts: str, strict: bool = False) -> Path:")
    assert changed != module
    assert declared(changed) != stub
