"""Find every game's print-and-play documents and write them as PDF files.

Games come from the one registry (``games.ids()``, ``games.part(id, "pnp")``).

Shared by the command line (:mod:`.cli`) and the print dialog: both call
:func:`write` and report what it returns.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import games
from ..core import interrupt
from ..core.errors import excerpt
from ..core.i18n import _
from .calibration import calibration_document
from .cover import cover_document
from .document import CardDeck, Document, render
from .options import PART_OPTIONS, PrintOptions

#: progress(done, total, what): called before each file and once at the end.
Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Written:
    path: Path
    pages: int
    title: str


def printable_games() -> list[str]:
    """Every registered game with a print set (a ``pnp`` part), in launcher order."""
    return [game_id for game_id in games.ids() if games.package(game_id).pnp]


def pnp_module(game_id: str) -> Any:
    """The game's print-and-play module (``documents(options)``), imported now.
    An import error is not caught: a broken print set must fail loudly."""
    return games.part(game_id, "pnp")


def resolve_games(name: str) -> list[str]:
    """``"all"`` or one game id -> the ids to print; ValueError names the choices."""
    ids = printable_games()
    if name == "all":
        return ids
    if name not in ids:
        raise ValueError(_("unknown game {value} (choose one of: {games})").format(
            value=excerpt(name, 24), games=", ".join(ids + ["all"])))
    return [name]


def plan(game_ids: Iterable[str], options: PrintOptions) -> list[tuple[str, Document]]:
    """Every (filename, document) the options ask for, calibration sheet included
    when backs are printed on the back of the sheet."""
    jobs: list[tuple[str, Document]] = []
    for game_id in game_ids:
        docs = list(pnp_module(game_id).documents(options))
        cover = cover_document(game_id, docs, options)
        for doc in [cover, *docs]:
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
        # ReportLab turns any exception inside its formatting into one of its own
        # (a bare ``except:``), a KeyboardInterrupt too: Ctrl+C waits until the
        # file is rendered, then stops before it is written.
        with interrupt.deferred():
            result = render(doc, options)
        path = out / name
        # Write beside and rename: a viewer never sees half a file, and an
        # interrupted run (Ctrl+C, a full disc) leaves only whole PDFs behind.
        tmp = path.with_name(path.name + ".part")
        try:
            tmp.write_bytes(result.pdf)
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)  # gone after the rename; a stub after an interruption
        written.append(Written(path, result.pages, f"{doc.game} – {doc.title}"))
    if progress:
        progress(len(jobs), len(jobs), "")
    return written


def options_used(game_ids: Iterable[str]) -> frozenset[str]:
    """Which of :data:`~.options.PART_OPTIONS` change the print sets of ``game_ids``,
    read from the parts themselves: card decks of the chosen size (``card_size``),
    decks that may abut (``layout``), anything double-sided (``backs``), and what
    sheets declare in ``Sheet.uses``. Asked with ``board="large"``, the choice under
    which a board that can be split over pages is (a tiled sheet declares ``board``)."""
    used: set[str] = set()
    probe = PrintOptions(board="large")
    for game_id in game_ids:
        for doc in pnp_module(game_id).documents(probe):
            for part in doc.parts:
                if isinstance(part, CardDeck):
                    if part.size is None:
                        used.add("card_size")
                    if part.layout(PrintOptions(layout="gutterless")) == "gutterless":
                        used.add("layout")
                    if part.double_sided:
                        used.add("backs")
                else:
                    used.update(part.uses)
                    if part.back is not None:
                        used.add("backs")
    return frozenset(used & set(PART_OPTIONS))


def guidance(game_id: str, options: PrintOptions) -> list[tuple[str, str]]:
    """(file title, what to cut and how many) for each file of a game's set,
    in the reader's language: the short version of ``print/README.md``."""
    return [(doc.title, doc.contents) for doc in pnp_module(game_id).documents(options)]
