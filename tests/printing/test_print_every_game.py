"""Every game's print set, as the renderer placed it and as the paper shows it:
the trims a person finds from the crop marks are the ones the renderer cut,
and nothing is drawn on any of them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from boardgames_desktop.printing import PrintOptions, render
from boardgames_desktop.printing.generate import plan, printable_games

from .pdfread import Box, read, strokes_on_trims

README = (Path(__file__).resolve().parents[2] / "print" / "README.md").read_text(encoding="utf-8")

OPTIONS = {
    "a4": PrintOptions(),
    "letter-fold-ink-saver": PrintOptions(paper="letter", backs="fold", ink_saver=True, bleed=6.0),
    "a4-bleed-layout": PrintOptions(layout="bleed", back_offset=(1.0, -0.5)),
}


@pytest.mark.parametrize("choice", sorted(OPTIONS))
@pytest.mark.parametrize("game_id", printable_games())
def test_no_line_on_any_trim_and_the_marks_show_every_cut(tmp_path, game_id, choice):
    options = OPTIONS[choice]
    cut = 0
    for name, document in plan([game_id], options):
        result = render(document, options)
        path = tmp_path / name
        path.write_bytes(result.pdf)
        pages = read(path)
        if choice == "a4":  # print/README.md gives the default files' page counts
            generic = name.replace("-a4.pdf", "-<paper>.pdf")
            said = re.search(r"\| `" + re.escape(generic) + r"` \| (\d+)", README)
            assert said is not None and int(said.group(1)) == len(pages), (generic, len(pages))
        # On a packed sheet (blocks of pieces of several sizes) the cut lines of one block
        # also frame empty stretches beside another; every piece is still found.
        packed = any(getattr(getattr(part, "draw", None), "packed", False) for part in document.parts)
        for page, placed in zip(pages, result.trims):
            if packed:
                assert len(page.trims) >= len(placed), (name, page.number)
            else:
                assert len(page.trims) == len(placed), (name, page.number)
            for r in placed:
                assert any(_same(t, Box(r.x, r.y, r.x1, r.y1)) for t in page.trims), (name, page.number, r)
            pieces = [Box(r.x, r.y, r.x1, r.y1) for r in placed] if packed else None
            assert strokes_on_trims(page, pieces) == [], (name, page.number)
            cut += len(placed)
    assert cut > 0


def _same(a: Box, b: Box, tol: float = 0.01) -> bool:
    return all(abs(u - v) <= tol for u, v in zip(a.rounded(4), b.rounded(4), strict=True))
