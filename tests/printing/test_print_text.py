"""Nothing printed is too small to read: every run of text on every page of every
file, at the size the paper shows it, is at least :data:`MIN_TEXT_PT`."""

from __future__ import annotations

import pytest
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from boardgames_desktop.printing.pen import MIN_TEXT_PT

from .pdfread import text_sizes

SETS = [
    ("--paper", "a4"),
    ("--paper", "letter", "--language", "zh_TW"),
    ("--paper", "letter", "--layout", "bleed", "--backs", "fold", "--ink-saver", "--board", "large"),
]


@pytest.mark.parametrize("argv", SETS, ids=["a4", "letter-zh_TW", "letter-bleed-fold-ink-large"])
def test_no_text_under_six_points_on_any_page_of_any_file(printed, argv):
    folder = printed("all", *argv)
    files = sorted(folder.glob("*.pdf"))
    assert len(files) >= 28
    small = []
    for f in files:
        sizes = text_sizes(f)
        assert sizes, f.name  # every file says something
        small += [(f.name, page, round(size, 2), text[:30]) for page, size, text in sizes
                  if size < MIN_TEXT_PT - 0.01]
    assert not small, small[:20]


def test_the_reader_sees_small_turned_and_scaled_text(tmp_path):
    """The measure catches 5 pt text, and 10 pt text printed at half size and turned."""
    path = tmp_path / "small.pdf"
    c = Canvas(str(path))
    c.setFont("Helvetica", 5)
    c.drawString(100, 100, "small")
    c.setFont("Helvetica", 8)
    c.drawString(100, 200, "fine")
    c.saveState()
    c.translate(300, 300)
    c.scale(0.5, 0.5)
    c.rotate(90)
    c.setFont("Helvetica", 10)
    c.drawString(0, 0, "halved")
    c.restoreState()
    c.showPage()
    c.save()
    sizes = {text: round(size, 2) for _page, size, text in text_sizes(path)}
    assert sizes == {"small": 5.0, "fine": 8.0, "halved": 5.0}
