"""One shape for every game, and a core that keeps it: the gates.

- every registered game package (and toy cards, the guide's example) has the
  files of the table in ``docs/adding-a-game.md`` and no top-level module named
  for another game's role;
- no import cycle anywhere in ``boardgames_desktop``, deferred imports included;
- no function above radon's grade D (cyclomatic complexity over 30);
- no test assumes how many games there are.

Each gate has a companion below that plants the defect and sees it caught.
The checks themselves are in ``tests/shape_gates.py``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import shape_gates
from shape_gates import counts_the_games, import_cycles, over_grade, shape_problems

import boardgames_desktop
from boardgames_desktop import games

PACKAGE_ROOT = Path(boardgames_desktop.__file__).resolve().parent
REPO = PACKAGE_ROOT.parent
TESTS = Path(__file__).resolve().parent
TOY = TESTS / "toy"
#: The parts of the app outside the games, each checked on its own so a game's
#: gate failing does not hide the core's.
CORE_AREAS = ("core", "ui", "printing", "top level")


def _game_folder(game_id: str) -> Path:
    return PACKAGE_ROOT / "games" / games.PACKAGES[game_id]


def _area(module: str) -> str:
    """``core``, ``ui``, ``printing``, ``top level`` or the game id a module belongs to."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "games":
        by_package = {pkg: game_id for game_id, pkg in games.PACKAGES.items()}
        return by_package.get(parts[2], parts[2])
    if len(parts) > 2 and parts[1] in ("core", "ui", "printing"):
        return parts[1]
    return "top level"


def _files_of(area: str) -> list[Path]:
    if area in games.PACKAGES:
        return sorted(_game_folder(area).rglob("*.py"))
    if area == "top level":
        return sorted(p for p in PACKAGE_ROOT.glob("*.py")) + [PACKAGE_ROOT / "games" / "__init__.py"]
    return sorted((PACKAGE_ROOT / area).rglob("*.py"))


@pytest.fixture(scope="module")
def cycles() -> list[list[str]]:
    return import_cycles(REPO, "boardgames_desktop")


# -- the file table -----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_package_has_the_files_of_the_table(game_id):
    assert shape_problems(_game_folder(game_id)) == []


def test_toy_cards_the_guides_example_has_the_files_of_the_table():
    assert shape_problems(TOY) == []


def test_the_table_check_catches_a_missing_file_and_a_reserved_name(tmp_path):
    game = tmp_path / "toy"
    shutil.copytree(TOY, game, ignore=shutil.ignore_patterns("__pycache__"))
    assert shape_problems(game) == []
    (game / "effects.py").unlink()
    (game / "view" / "projector.py").unlink()
    (game / "model.py").write_text('"""The state, under another game\'s name for it."""\n')
    shutil.rmtree(game / "pnp.py") if (game / "pnp.py").is_dir() else (game / "pnp.py").unlink()
    assert shape_problems(game) == [
        "missing effects.py", "missing view/projector.py", "missing pnp.py (or a pnp/ package)",
        "model.py is a name reserved for another role",
    ]


# -- import cycles ------------------------------------------------------------------------------
@pytest.mark.parametrize("area", CORE_AREAS + tuple(games.ids()))
def test_no_import_cycle(area, cycles):
    assert [c for c in cycles if any(_area(m) == area for m in c)] == []


def test_no_import_cycle_in_toy_cards():
    assert import_cycles(TESTS, "toy") == []


def test_the_cycle_check_sees_deferred_relative_and_type_only_imports(tmp_path):
    pkg = tmp_path / "app"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .sub import b\n")  # ``from x import y``: y the module
    (pkg / "sub" / "b.py").write_text("def later():\n    from .. import a\n")  # deferred, relative
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import D\n")
    (pkg / "d.py").write_text("from app.c import x\n")  # absolute, a name of the module c
    (pkg / "e.py").write_text("from . import a\nfrom .sub.b import later\n")  # imports them, no cycle
    assert import_cycles(tmp_path, "app") == [["app.a", "app.sub.b"], ["app.c", "app.d"]]
    (pkg / "sub" / "b.py").write_text("def later():\n    return 1\n")
    (pkg / "d.py").write_text("X = 1\n")
    assert import_cycles(tmp_path, "app") == []


# -- complexity ---------------------------------------------------------------------------------
@pytest.mark.parametrize("area", CORE_AREAS + tuple(games.ids()))
def test_no_function_above_grade_d(area):
    assert over_grade(_files_of(area), REPO) == []


def test_the_grade_check_catches_a_grade_e_function(tmp_path):
    def branches(n: int, indent: str) -> str:
        return "".join(f"{indent}if x == {i}:\n{indent}    return {i}\n" for i in range(n)) + f"{indent}return -1\n"

    over = shape_gates.MAX_COMPLEXITY  # 30 branches and the way in: 31, grade E
    (tmp_path / "tangled.py").write_text(
        f"def tangled(x):\n{branches(over, '    ')}\n\n"
        f"class Holder:\n    def method(self, x):\n{branches(over, '        ')}"
    )
    (tmp_path / "plain.py").write_text(f"def plain(x):\n{branches(over - 1, '    ')}")  # 30: grade D, allowed
    found = over_grade([tmp_path / "tangled.py", tmp_path / "plain.py"], tmp_path)
    assert found == ["tangled.py:1 tangled (31)", "tangled.py:66 Holder.method (31)"]


# -- tests that count the games ------------------------------------------------------------------
def test_no_test_counts_the_games():
    found = {}
    for path in sorted(TESTS.rglob("*.py")):
        if path.name in ("shape_gates.py", "test_one_shape.py"):
            continue
        lines = counts_the_games(path.read_text(encoding="utf-8"))
        if lines:
            found[str(path.relative_to(TESTS))] = lines
    assert found == {}


def test_the_count_check_catches_a_test_counting_the_games():
    planted = (
        "assert len(games.ids()) == 5\n"
        "def test_the_launcher_lists_all_five_games(): ...\n"
        "# the five games print\n"
        "assert len(games.ids()) >= 1\n"
    )
    assert counts_the_games(planted) == [
        "assert len(games.ids()) == 5", "def test_the_launcher_lists_all_five_games(): ...", "# the five games print",
    ]
