"""The checks behind ``tests/test_one_shape.py``, as functions over a folder, so
each gate can also be run on a planted defect and shown to catch it.

- :func:`shape_problems`: a game package against the file table of
  ``docs/adding-a-game.md`` (required files, names reserved for another role).
- :func:`import_cycles`: every cycle in a package's static import graph, read
  with :mod:`ast`, imports inside functions included (a deferred import still
  ties two modules together; only ``if TYPE_CHECKING:`` blocks, which never run,
  are left out).
- :func:`over_grade`: every function whose cyclomatic complexity is above
  radon's grade D.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

#: The files of the table every game package has (``pnp`` as a module or a package).
REQUIRED = (
    "__init__.py", "data.py", "state.py", "actions.py", "rules.py", "refusals.py", "effects.py",
    "views.py", "describe.py", "invariants.py", "ai.py", "simulate.py", "rules_text.py",
    "view/__init__.py", "view/board.py", "view/projector.py",
)
PNP = ("pnp.py", "pnp/__init__.py")
#: Names one game used for a role another game gave another name: none may stay at
#: a game's top level (inside ``view/``, ``board.py`` is the BoardView).
RESERVED = ("board.py", "words.py", "art.py", "model.py", "reasons.py", "handlers.py", "deals.py")
#: The highest cyclomatic complexity radon grades D (21-30); E starts above it.
MAX_COMPLEXITY = 30


def shape_problems(folder: Path) -> list[str]:
    """What the game package in ``folder`` lacks or holds against the file table."""
    problems = [f"missing {name}" for name in REQUIRED if not (folder / name).is_file()]
    if not any((folder / name).is_file() for name in PNP):
        problems.append("missing pnp.py (or a pnp/ package)")
    problems += [f"{name} is a name reserved for another role" for name in RESERVED if (folder / name).exists()]
    return problems


# -- the import graph ---------------------------------------------------------------------------
def modules(root: Path, package: str) -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package) for every module under ``root/package``."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def imports_of(name: str, path: Path, is_package: bool, known: dict[str, tuple[Path, bool]]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, anywhere in its body.
    ``from x import y`` counts as importing ``x.y`` when that is a module, else ``x``."""
    here = name.split(".") if is_package else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:
                    found.add(f"{source}.{alias.name}")
                elif source in known:
                    found.add(source)
    found.discard(name)
    return found


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    known = modules(root, package)
    return {name: imports_of(name, path, is_pkg, known) for name, (path, is_pkg) in known.items()}


def import_cycles(root: Path, package: str) -> list[list[str]]:
    """Every group of modules that import each other round (strongly connected
    components of more than one module, or a module importing itself), sorted."""
    graph = import_graph(root, package)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(start: str) -> None:
        # Tarjan's algorithm, iteratively (the graph is deep enough to matter).
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    cycles.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(cycles)


# -- complexity ---------------------------------------------------------------------------------
def over_grade(files: list[Path], root: Path) -> list[str]:
    """``path:line name (complexity)`` of every function or method above grade D."""
    from radon.complexity import cc_visit

    found = []
    for path in files:
        for block in cc_visit(path.read_text(encoding="utf-8")):
            for item in [block, *getattr(block, "methods", []), *getattr(block, "closures", [])]:
                if item.complexity > MAX_COMPLEXITY and not hasattr(item, "methods"):
                    found.append(f"{path.relative_to(root)}:{item.lineno} {item.fullname} ({item.complexity})")
    return sorted(set(found))


# -- tests that count the games ----------------------------------------------------------------
_COUNTS = (
    re.compile(r"len\((?:games\.)?(?:ids\(\)|PACKAGES|IDS)\)\s*==\s*\d"),
    re.compile(r"\b(?:all|the) five games\b", re.IGNORECASE),
    re.compile(r"all_five", re.IGNORECASE),
)


def counts_the_games(text: str) -> list[str]:
    """The lines of a test's source that assume how many games there are."""
    return [line.strip() for line in text.splitlines() if any(p.search(line) for p in _COUNTS)]
