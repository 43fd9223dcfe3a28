"""Nothing is printed within 5 mm of the paper's edge, measured on the paths themselves
(a fill clipped back from the edge still reads, to a viewer or a printer driver, as
reaching where its path goes)."""

from __future__ import annotations

import pdfplumber
import pytest

from boardgames_desktop.printing.layout import EDGE

from .pdfread import PT


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_fill_keeps_five_millimetres_from_the_edge(printed, paper):
    folder = printed("held-hands", "--paper", paper)
    near = []
    for f in sorted(folder.glob("*.pdf")):
        with pdfplumber.open(str(f)) as doc:
            for number, page in enumerate(doc.pages, start=1):
                for o in page.rects + page.curves:
                    if not o["fill"]:
                        continue
                    gaps = (o["x0"] * PT, (page.width - o["x1"]) * PT, o["top"] * PT,
                            (page.height - o["bottom"]) * PT)
                    if min(gaps) < EDGE - 0.01:
                        near.append((f.name, number, round(min(gaps), 2)))
    assert not near, near[:10]
