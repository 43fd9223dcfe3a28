"""Nothing printed on top of something else: on every page of every file no two
words overlap and no stroke runs through a word's letters (tests/printing/inkread.py
reads the ink in the order it was laid down)."""

from __future__ import annotations

import pytest
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from .inkread import overlapping_words, read_ink, struck_words

SETS = [
    ("--paper", "a4", "--board", "large"),
    ("--paper", "letter", "--language", "zh_TW"),
]


@pytest.mark.parametrize("argv", SETS, ids=["a4-large", "letter-zh_TW"])
def test_no_word_overlaps_another_and_no_stroke_crosses_a_word(printed, argv):
    folder = printed("all", *argv)
    files = sorted(folder.glob("*.pdf"))
    assert len(files) >= 28
    overlaps, struck = [], []
    for f in files:
        for page in read_ink(f):
            overlaps += [(f.name, page.number, a, b) for a, b in overlapping_words(page)]
            struck += [(f.name, page.number, word, at) for word, at in struck_words(page)]
    assert not overlaps, overlaps[:10]
    assert not struck, struck[:10]


def test_the_reader_catches_a_line_through_words_and_words_on_words(tmp_path):
    """Planted: a rule through "struck", "two" printed over "one"; a rule under a plate
    that hides it below "plated", and words under a fill laid over them, are not faults."""
    path = tmp_path / "planted.pdf"
    c = Canvas(str(path))
    c.setFont("Helvetica", 10)
    c.drawString(100, 700, "struck")
    c.line(90, 703, 160, 703)
    c.drawString(100, 600, "one")
    c.drawString(104, 601, "two")
    c.line(90, 503, 160, 503)
    c.setFillColorRGB(1, 1, 1)
    c.rect(95, 498, 50, 12, stroke=0, fill=1)
    c.setFillColorRGB(0, 0, 0)
    c.drawString(100, 500, "plated")
    c.drawString(100, 400, "hidden")
    c.setFillColorRGB(0.5, 0.5, 0.5)
    c.rect(95, 396, 50, 14, stroke=0, fill=1)
    c.line(90, 403, 160, 403)
    c.drawString(300, 400, "clear")
    c.showPage()
    c.save()
    (page,) = read_ink(path)
    assert [w for w, _at in struck_words(page)] == ["struck"]
    assert overlapping_words(page) in ([("one", "two")], [("two", "one")])
