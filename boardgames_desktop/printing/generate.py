"""Find every game's print-and-play documents and write them as PDF files.

Shared by the command line (:mod:`.cli`) and the print dialog: both call
:func:`write` and report what it returns.
"""

from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from ..games import PACKAGES
from .calibration import calibration_document
from .document import Document, render
from .options import PrintOptions

#: progress(done, total, what): called before each file and once at the end.
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Written:
    path: Path
    pages: int
    title: str


def pnp_packages() -> dict[str, str]:
    """Every game that may have a print-and-play set, id -> package: the
    registered games (``games.PACKAGES``, the one registry), in launcher order."""
    return dict(PACKAGES)


def printable_games() -> list[str]:
    """Registered games whose package has a ``pnp`` module, in launcher order."""
    ids = []
    for game_id, pkg in pnp_packages().items():
        if importlib.util.find_spec(f"boardgames_desktop.games.{pkg}.pnp") is not None:
            ids.append(game_id)
    return ids


def pnp_module(game_id: str):
    return importlib.import_module(f"boardgames_desktop.games.{pnp_packages()[game_id]}.pnp")


def resolve_games(name: str) -> list[str]:
    """``"all"`` or one game id -> the ids to print; ValueError names the choices."""
    games = printable_games()
    if name == "all":
        return games
    if name not in games:
        known = ", ".join(games + ["all"])
        if name in pnp_packages():
            raise ValueError(f"{name} has no print-and-play set yet (choose one of: {known})")
        raise ValueError(f"unknown game {name!r} (choose one of: {known})")
    return [name]


def plan(game_ids: Iterable[str], options: PrintOptions) -> list[tuple[str, Document]]:
    """Every (filename, document) the options ask for, calibration sheet included
    when backs are printed on the back of the sheet."""
    jobs: list[tuple[str, Document]] = []
    for game_id in game_ids:
        for doc in pnp_module(game_id).documents(options):
            jobs.append((doc.filename(game_id, options), doc))
    if options.backs in ("duplex", "separate"):
        cal = calibration_document(options)
        jobs.append((f"calibration-{options.paper}.pdf", cal))
    names = [n for n, _ in jobs]
    if len(set(names)) != len(names):
        raise ValueError(f"two documents would share a file name: {sorted(names)}")
    return jobs


def write(
    game_ids: Iterable[str],
    options: PrintOptions,
    out_dir: str | os.PathLike,
    progress: Progress | None = None,
) -> list[Written]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    jobs = plan(game_ids, options)
    written: list[Written] = []
    for i, (name, doc) in enumerate(jobs):
        if progress:
            progress(i, len(jobs), name)
        result = render(doc, options)
        path = out / name
        # Write beside and rename: a viewer never sees half a file.
        tmp = path.with_name(path.name + ".part")
        tmp.write_bytes(result.pdf)
        os.replace(tmp, path)
        written.append(Written(path, result.pages, f"{doc.game} – {doc.title}"))
    if progress:
        progress(len(jobs), len(jobs), "")
    return written
