"""Every PDF of every game, printed in 繁體中文, read back as a PDF reader sees it.

Each game's whole print set (``generate.plan`` with the default options:
duplex backs after their fronts, boards on one page, the calibration sheet,
so every kind of component with its front and back) is rendered with the app
in zh_TW, then read with pdfplumber and pypdf:

- **Chinese is there**: every document holds Chinese text, and the rules
  sheet names the game by its Chinese title;
- **no English is left over**: no run of Latin letters outside the shared
  allow-list (``tests/chinese_text.py``: credits, units, Hooky's letters,
  Eselsbrücke's bilingual picture names);
- **every font is embedded**: each font of each page (and of the forms it
  draws) carries its font program (FontFile2, FontFile or FontFile3), so no
  printer substitutes a standard-14 Helvetica that has no Chinese;
- **every glyph is real**: no unmapped ``(cid:…)``, U+FFFD or control
  character (how a reader extracts a glyph its font lacks) in the text, and
  each character is one its font (our bundled TrueType, by its PostScript
  name) has a glyph for, so nothing prints as a .notdef box.

The last tests show the checks catch an unembedded Helvetica and a Chinese
character set in a font without it.
"""

from __future__ import annotations

import functools
import io
import re
import unicodedata
from dataclasses import dataclass

import pdfplumber
import pypdf
import pytest
from chinese_text import english_runs
from reportlab.pdfbase import pdfmetrics

from boardgames_desktop import games
from boardgames_desktop.core import i18n
from boardgames_desktop.printing import PrintOptions, fonts, render
from boardgames_desktop.printing.generate import plan, printable_games

#: The defaults print every component of every game, fronts and backs.
OPTIONS = PrintOptions()
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
#: A font program in a font descriptor: TrueType, Type 1, or CFF/OpenType.
FONT_FILES = ("/FontFile2", "/FontFile", "/FontFile3")


@dataclass(frozen=True)
class Printed:
    name: str
    pdf: bytes


@functools.cache
def chinese_set(game_id: str) -> tuple[str, tuple[Printed, ...]]:
    """The game's Chinese title and its print set, rendered in zh_TW (English again afterwards)."""
    i18n.set_language("zh_TW")
    try:
        title = i18n._(games.info(game_id).title)
        return title, tuple(Printed(name, render(doc, OPTIONS).pdf) for name, doc in plan([game_id], OPTIONS))
    finally:
        i18n.set_language("en")


@dataclass(frozen=True)
class Reading:
    """What a PDF reader finds on each page: its text, and its characters with their fonts."""

    texts: tuple[str, ...]
    chars: tuple[tuple[tuple[str, str], ...], ...]


def read(pdf: bytes) -> Reading:
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        pages = doc.pages
        return Reading(tuple(page.extract_text() or "" for page in pages),
                       tuple(tuple((c["text"], c["fontname"]) for c in page.chars) for page in pages))


@functools.cache
def reading(game_id: str, name: str) -> Reading:
    """Each PDF is read once for all the tests."""
    return read(next(item.pdf for item in chinese_set(game_id)[1] if item.name == name))


# -- the checks, on any PDF ------------------------------------------------------------------------
def _fonts_of(resources, seen: set[int]):
    """Every font a resource dictionary names, its forms' fonts included."""
    if resources is None:
        return
    resources = resources.get_object()
    for ref in (resources.get("/Font") or {}).values():
        yield ref.get_object()
    for ref in (resources.get("/XObject") or {}).values():
        xobject = ref.get_object()
        if xobject.get("/Subtype") == "/Form" and id(xobject) not in seen:
            seen.add(id(xobject))
            yield from _fonts_of(xobject.get("/Resources"), seen)


def font_problems(pdf: bytes) -> list[str]:
    """Fonts used without their font program in the file (a reader would substitute one)."""
    out = []
    for number, page in enumerate(pypdf.PdfReader(io.BytesIO(pdf)).pages, 1):
        for font in _fonts_of(page.get("/Resources"), set()):
            name = str(font.get("/BaseFont", font.get("/Subtype")))
            described = font
            if font.get("/Subtype") == "/Type0":
                described = font["/DescendantFonts"][0].get_object()
            descriptor = described.get("/FontDescriptor")
            if descriptor is None or not any(key in descriptor.get_object() for key in FONT_FILES):
                out.append(f"page {number}: font {name} is not embedded")
    return sorted(set(out))


@functools.cache
def _coverage_by_postscript_name() -> dict[str, frozenset[int]]:
    fonts.register()
    return {str(pdfmetrics.getFont(name).face.name, "ascii"): fonts.coverage(name) for name in fonts.CHAINS}


def glyph_problems(found: Reading) -> list[str]:
    """Characters that would print as boxes: unmapped, replaced, or missing from their font."""
    coverage = _coverage_by_postscript_name()
    out = set()
    for number, chars in enumerate(found.chars, 1):
        text = "".join(ch for ch, _font in chars)
        if "(cid:" in text or "\ufffd" in text:
            out.add(f"page {number}: unmapped glyphs in {text[:60]!r}")
        for ch, font in chars:
            if ch.isspace():
                continue
            if unicodedata.category(ch) == "Cc":  # how a reader extracts a glyph its font lacks
                out.add(f"page {number}: a .notdef box (U+{ord(ch):04X}) in {font}")
                continue
            have = coverage.get(font.split("+", 1)[-1])
            if have is None:
                out.add(f"page {number}: {ch!r} set in {font}, not a font we ship")
            elif ord(ch) not in have:
                out.add(f"page {number}: {ch!r} U+{ord(ch):04X} is not in {font} (a .notdef box)")
    return sorted(out)


# -- every game ----------------------------------------------------------------------------------------
@pytest.fixture(params=printable_games())
def game_id(request):
    return request.param


def test_every_pdf_is_in_chinese_with_no_english_left_over(game_id):
    title, printed = chinese_set(game_id)
    found = []
    named = False
    for item in printed:
        texts = reading(game_id, item.name).texts
        whole = "".join(texts)
        if len(HAN.findall(whole)) < 10:
            found.append(f"{item.name}: hardly any Chinese ({whole[:60]!r})")
        has_title = re.sub(r"\s", "", title) in re.sub(r"\s", "", whole)
        named = named or has_title
        if "-rules-" in item.name and not has_title:
            found.append(f"{item.name}: the rules do not name the game {title!r}")
        for number, text in enumerate(texts, 1):
            # One line of words for the page: a name may wrap from one line to the next.
            # File names (the cover sheet lists them) are names, not words to translate; a
            # word on a quarter-turned piece may be read backwards ("PE" for "EP").
            words = re.sub(r"[\w.-]+\.pdf\b", " ", " ".join(text.split()))
            runs = [r for r in english_runs(words, game_id) if english_runs(r[::-1], game_id)]
            if runs:
                found.append(f"{item.name} page {number}: {sorted(set(runs))}")
    if not named:
        found.append(f"no sheet names the game by its Chinese title {title!r}")
    assert not found, f"{game_id} in 繁體中文:\n" + "\n".join(dict.fromkeys(found))


def test_every_font_of_every_pdf_is_embedded_and_every_glyph_is_in_its_font(game_id):
    _title, printed = chinese_set(game_id)
    found = [f"{item.name}: {p}" for item in printed
             for p in font_problems(item.pdf) + glyph_problems(reading(game_id, item.name))]
    assert not found, f"{game_id} in 繁體中文:\n" + "\n".join(found)


# -- the checks catch what they must -----------------------------------------------------------------
def _canvas_pdf(draw, font: str = "Helvetica") -> bytes:
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, initialFontName=font)
    draw(c)
    c.showPage()
    c.save()
    return buffer.getvalue()


def test_the_checks_catch_an_unembedded_helvetica_and_a_glyph_its_font_lacks():
    def helvetica(c):
        c.setFont("Helvetica", 12)
        c.drawString(72, 720, "Round 3")

    assert font_problems(_canvas_pdf(helvetica)) == ["page 1: font /Helvetica is not embedded"]
    assert any("not a font we ship" in p for p in glyph_problems(read(_canvas_pdf(helvetica))))

    fonts.register()

    def latin_font_for_chinese(c):
        # The pen would refuse this; drawn straight on the canvas, 輪 has no glyph in Noto Sans.
        c.setFont(fonts.REGULAR, 12)
        c.drawString(72, 720, "第 3 輪")

    pdf = _canvas_pdf(latin_font_for_chinese, fonts.REGULAR)
    assert font_problems(pdf) == []
    assert any(".notdef" in p and "NotoSans" in p for p in glyph_problems(read(pdf)))
    assert english_runs("Round 3 第 3 回合 · Ada") == ["Round", "Ada"]
