"""The bots' strength table, every game's part of it: ``python bench/strength.py``.

    python bench/strength.py [--games N] [--game ID] [--seed S]

Each game that measures its bots has a ``bench/strength_<pkg>.py`` (``pkg``: the
game's package, e.g. ``strength_held_hands.py``) defining

    def section(games: int | None, seed: int) -> list[str]

the lines of its part of the table (a title line, then rows); ``games=None``
means the full count the game's measurement asks for (a few hundred to a
thousand seeded games), ``--games N`` a quicker look. This command imports
every such module present, runs each section (or only ``--game``'s: a game id
such as ``held-hands`` or its package name), prints its lines and the time it
took, and the total at the end. A section that breaks prints its traceback and
the others still run; the exit status says whether all ran. The whole table
took 35 min 25 s on the idle two-core reference machine (each section prints
its processor time; the README has the figures); nothing here passes or
fails on a number (``bench/run.py`` runs the quick benchmarks, not this one).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TextIO

HERE = Path(__file__).resolve().parent
PREFIX = "strength_"

Section = Callable[[int | None, int], list[str]]


def found(where: Path = HERE) -> dict[str, Path]:
    """Every ``strength_<pkg>.py`` in ``where``, by ``pkg``, in the games' order where
    the registry knows the package (then by name)."""
    files = {path.stem.removeprefix(PREFIX): path for path in where.glob(f"{PREFIX}*.py")}
    order = _packages()
    ranked = sorted(files, key=lambda pkg: (order.index(pkg) if pkg in order else len(order), pkg))
    return {pkg: files[pkg] for pkg in ranked}


def _packages() -> list[str]:
    from boardgames_desktop import games

    return list(games.PACKAGES.values())


def package_of(name: str) -> str:
    """``--game``'s package: a game id mapped through the registry, else the name itself."""
    from boardgames_desktop import games

    return games.PACKAGES.get(name, name.replace("-", "_"))


def load(pkg: str, path: Path) -> Section:
    """The ``section`` of the module at ``path`` (imported now)."""
    spec = importlib.util.spec_from_file_location(f"{PREFIX}{pkg}", path)
    assert spec is not None and spec.loader is not None, path
    module: ModuleType = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    section: Section = module.section
    return section


def processor_time() -> float:
    """Seconds of processor time used so far by this process and by the worker
    processes it has waited for (a section's pool is closed when it returns)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def run(games: int | None, seed: int, only: str | None = None, where: Path = HERE,
        out: TextIO | None = None, clock: Callable[[], float] = time.perf_counter,
        cpu: Callable[[], float] = processor_time) -> int:
    """Print the table's sections (``only``: one game's), each with its wall-clock and
    processor time (the second does not grow on a busy machine, so the table's time on
    an idle one can be read from it: a section that plays on two cores takes about half
    its processor time); 1 when a section broke or ``only`` names no section here, else 0."""
    out = sys.stdout if out is None else out
    sections = found(where)
    if only is not None:
        pkg = package_of(only)
        if pkg not in sections:
            print(f"no strength section for {only!r}; there are: {', '.join(sections) or 'none'}", file=out)
            return 1
        sections = {pkg: sections[pkg]}
    broken: list[str] = []
    start, start_cpu = clock(), cpu()
    for pkg, path in sections.items():
        began, began_cpu = clock(), cpu()
        try:
            lines = load(pkg, path)(games, seed)
        except Exception:  # noqa: BLE001 - one broken section must not hide the others
            traceback.print_exc(file=out)
            broken.append(pkg)
            continue
        finally:
            took, took_cpu = clock() - began, cpu() - began_cpu
        print("\n".join(lines), file=out)
        print(f"  ({pkg}: {took:.1f} s, processor {took_cpu:.1f} s)", file=out)
        print(file=out, flush=True)
    print(f"strength table: {len(sections) - len(broken)} of {len(sections)} sections in "
          f"{clock() - start:.1f} s, processor {cpu() - start_cpu:.1f} s", file=out)
    if broken:
        print(f"did not finish: {', '.join(broken)}", file=out)
    return 1 if broken else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/strength.py", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=None, metavar="N",
                        help="games a measurement (default: each section's full count)")
    parser.add_argument("--game", default=None, metavar="ID", help="only this game's section (id or package)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed (default 1)")
    args = parser.parse_args(argv)
    if args.games is not None and args.games < 1:
        parser.error("--games: at least 1")
    return run(args.games, args.seed, args.game)


if __name__ == "__main__":
    from benchpaths import add_helpers  # bench/ is this script's folder

    add_helpers()  # the checkout after the installed app, never before it (benchpaths.py)
    sys.exit(main())
