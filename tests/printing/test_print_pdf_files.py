"""Properties of every file: same bytes every time, embedded TrueType fonts that
hold every glyph drawn, viewer preferences, no ink-hungry fills in ink-saver mode."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pypdf import PdfReader

from boardgames_desktop.printing import fonts
from boardgames_desktop.printing.pen import INK_SAVER_MAX_FILL

from .pdfread import PT, page_count, pdf, read, render_page

BASE14 = {
    "Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique", "Helvetica", "Helvetica-Bold",
    "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman", "Times-Bold", "Times-Italic",
    "Times-BoldItalic", "Symbol", "ZapfDingbats",
}


def test_same_options_give_identical_bytes(printed, tmp_path):
    argv = ("held-hands", "--paper", "letter", "--back-offset", "0.5,-1")
    first = printed(*argv)
    second = printed(*argv, "--ink-saver")  # a different run in between must not matter
    assert second != first
    # A fresh process: nothing (font subset names, object ids, dates) may depend
    # on what the process did before or on the clock.
    out = tmp_path / "again"
    subprocess.run(
        [sys.executable, "-m", "boardgames_desktop.printing.cli", *argv, "--out", str(out)],
        check=True, capture_output=True,
    )
    names = sorted(p.name for p in first.glob("*.pdf"))
    assert names == sorted(p.name for p in out.glob("*.pdf"))
    for name in names:
        assert (first / name).read_bytes() == (out / name).read_bytes(), name


def test_different_options_give_different_files(printed):
    a = pdf(printed("held-hands", "--paper", "a4"), "emotion-cards").read_bytes()
    b = pdf(printed("held-hands", "--paper", "a4", "--back-offset", "1.5,-0.7"), "emotion-cards").read_bytes()
    assert a != b


def _fonts(reader: PdfReader):
    for page in reader.pages:
        for _, ref in page["/Resources"].get("/Font", {}).items():
            yield ref.get_object()


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter", "--ink-saver")])
def test_fonts_are_embedded_truetype_never_base14(printed, argv):
    folder = printed("held-hands", *argv)
    for f in folder.glob("*.pdf"):
        seen = list(_fonts(PdfReader(f)))
        assert seen, f.name
        for font in seen:
            base = str(font["/BaseFont"]).lstrip("/")
            assert base.split("+")[-1] not in BASE14, (f.name, base)
            assert font["/Subtype"] == "/TrueType", (f.name, base)
            assert "+NotoSans" in base, (f.name, base)
            assert "/FontFile2" in font["/FontDescriptor"].get_object(), (f.name, base)


@pytest.mark.parametrize(
    "argv", [("--paper", "a4"), ("--paper", "letter", "--board", "large", "--backs", "fold")]
)
def test_every_character_drawn_is_in_the_font(printed, argv):
    folder = printed("held-hands", *argv)
    regular, bold = fonts.coverage(fonts.REGULAR), fonts.coverage(fonts.BOLD)
    drawn = 0
    for f in folder.glob("*.pdf"):
        for page in read(f):
            for ch in page.chars:
                have = bold if "Bold" in ch["fontname"] else regular
                assert len(ch["text"]) == 1 and ord(ch["text"]) in have, (f.name, ch["text"], ch["fontname"])
                drawn += 1
    assert drawn > 1000


def test_missing_glyphs_are_refused_when_drawing():
    with pytest.raises(fonts.MissingGlyphError, match="U\\+2665"):
        fonts.check_text("I ♥ you", fonts.REGULAR)
    assert fonts.missing_glyphs("…and then · × –", fonts.BOLD) == set()


def test_viewers_are_asked_for_actual_size_and_long_edge_duplex(printed):
    folder = printed("held-hands", "--paper", "a4")
    for f in folder.glob("*.pdf"):
        prefs = PdfReader(f).trailer["/Root"]["/ViewerPreferences"]
        assert prefs["/PrintScaling"] == "/None", f.name
        double_sided = any(part in f.name for part in ("cards", "calibration"))
        assert prefs["/Duplex"] == ("/DuplexFlipLongEdge" if double_sided else "/Simplex"), f.name
    # Folding or separate backs are printed single-sided.
    for backs in ("fold", "separate", "none"):
        f = pdf(printed("held-hands", "--paper", "a4", "--backs", backs), "emotion-cards")
        assert PdfReader(f).trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/Simplex"


def test_metadata_is_fixed(printed):
    f = pdf(printed("held-hands", "--paper", "a4"), "goal-cards")
    meta = PdfReader(f).metadata
    assert meta["/Title"] == "…and then we held hands – Goal cards"
    assert meta["/CreationDate"].startswith("D:2000")  # ReportLab's invariant date, not the clock


def _large_fills(path):
    """Filled shapes in anything but white that cover more than the ink-saver limit."""
    found = []
    for page in read(path):
        for area, colour in page.fills:
            if isinstance(colour, (tuple, list)) and len(colour) == 3 and min(colour) > 0.999:
                continue
            if area > INK_SAVER_MAX_FILL * 1.3:  # a curve's box is larger than the shape
                found.append((page.number, round(area), colour))
    return found


def test_ink_saver_has_no_large_filled_areas(printed):
    saver = printed("held-hands", "--paper", "a4", "--ink-saver")
    for f in saver.glob("*.pdf"):
        assert _large_fills(f) == [], f.name
    # The check does see the fills of the ordinary set.
    normal = printed("held-hands", "--paper", "a4")
    assert _large_fills(pdf(normal, "emotion-cards"))
    assert _large_fills(pdf(normal, "board"))


def test_ink_saver_files_are_named_apart(printed):
    names = {p.name for p in printed("held-hands", "--paper", "a4", "--ink-saver").glob("*.pdf")}
    assert "held-hands-emotion-cards-a4-ink-saver.pdf" in names


@pytest.mark.parametrize("argv", [("--paper", "a4"), ("--paper", "letter", "--board", "large", "--ink-saver"),
                                  ("--paper", "letter", "--backs", "fold", "--bleed", "6"),
                                  ("--paper", "a4", "--layout", "bleed")])
def test_nothing_is_printed_within_5_mm_of_the_paper_edge(printed, argv):
    """Looked at as the printer gets it (rendered, clipping applied): a white
    5 mm border on every page. Text is also checked in the PDF itself."""
    folder = printed("held-hands", *argv)
    dpi = 36
    border = int(5.0 / 25.4 * dpi)  # whole pixels inside the 5 mm
    for f in folder.glob("*.pdf"):
        for number in range(1, page_count(f) + 1):
            im = render_page(f, number, dpi, grey=True)
            w, h = im.size
            px = im.load()
            edge = [(x, y) for x in range(w) for y in list(range(border)) + list(range(h - border, h))]
            edge += [(x, y) for y in range(h) for x in list(range(border)) + list(range(w - border, w))]
            assert all(px[p] == 255 for p in edge), (f.name, number)
            # ...and the page is not simply blank: the same look finds the art.
            inside = ((x, y) for x in range(border, w - border) for y in range(border, h - border, 3))
            assert any(px[p] < 200 for p in inside)
        for page in read(f):
            for ch in page.chars:
                where = (f.name, ch["text"])
                assert ch["x0"] * PT >= 5.0 - 0.01 and ch["x1"] * PT <= page.width - 5.0 + 0.01, where
                assert ch["top"] * PT >= 5.0 - 0.01 and ch["bottom"] * PT <= page.height - 5.0 + 0.01, where


def test_a_pdf_renderer_renders_every_page(printed):
    """PDFium (the engine of Chrome's viewer) opens every file and draws every page."""
    folder = printed("held-hands", "--paper", "a4")
    rendered = 0
    for f in folder.glob("*.pdf"):
        for number in range(1, page_count(f) + 1):
            im = render_page(f, number, 12)
            assert im.size == pytest.approx((210 / 25.4 * 12, 297 / 25.4 * 12), abs=1.0), (f.name, number)
            rendered += 1
    assert rendered == 24  # the cover sheet's page too
