"""The bundled Noto Sans, registered with ReportLab as embedded TrueType fonts.

We never use the base-14 PDF fonts: they are not embedded, so a viewer
substitutes its own, and they lack many characters. Every string we draw is
checked against the font's character map, so a missing glyph is an error when
the PDF is made, not a hollow box on paper.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from ..assets import path as asset_path

REGULAR = "NotoSans"
BOLD = "NotoSans-Bold"
_FILES = {REGULAR: "NotoSans-Regular.ttf", BOLD: "NotoSans-Bold.ttf"}


class MissingGlyphError(ValueError):
    pass


def register() -> None:
    """Register both weights once per process (idempotent)."""
    _register_all()


@lru_cache(maxsize=1)
def _register_all() -> None:
    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(asset_path("fonts", filename))))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)


def font_name(bold: bool = False) -> str:
    register()
    return BOLD if bold else REGULAR


@lru_cache(maxsize=None)
def coverage(name: str) -> frozenset[int]:
    """The code points the font has glyphs for."""
    register()
    return frozenset(pdfmetrics.getFont(name).face.charToGlyph)


def missing_glyphs(text: str, name: str = REGULAR) -> set[str]:
    have = coverage(name)
    return {ch for ch in text if ord(ch) not in have and ch not in "\n\r\t"}


def check_text(text: str, name: str) -> None:
    missing = missing_glyphs(text, name)
    if missing:
        shown = ", ".join(f"{c!r} U+{ord(c):04X}" for c in sorted(missing))
        raise MissingGlyphError(f"{name} has no glyph for {shown} (in {text!r})")


def width_mm(text: str, name: str, size_pt: float) -> float:
    register()
    return pdfmetrics.stringWidth(text, name, size_pt) * 25.4 / 72


def ascent_descent_mm(name: str, size_pt: float) -> tuple[float, float]:
    """Height above and depth below the baseline of the font's tallest glyphs."""
    register()
    face = pdfmetrics.getFont(name).face
    scale = size_pt / 1000 * 25.4 / 72
    return face.ascent * scale, -face.descent * scale
