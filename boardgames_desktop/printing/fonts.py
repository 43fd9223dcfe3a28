"""The bundled fonts, registered with ReportLab as embedded TrueType fonts.

Latin text is set in Noto Sans; Chinese in Boardgames Sans TC, our TrueType
subset of Noto Sans CJK TC (``assets/fonts``, made by
``tools/build_cjk_font.py``; the two are designed to sit together). A string
is drawn as *runs*: each character in the first font of its chain that has it,
so "Ada 出了 3 張牌" keeps Noto Sans for "Ada" and "3" and the CJK face for the
ideographs. Punctuation that both fonts have and whose shape depends on the
script around it (— … · “ ” ‘ ’) follows its neighbours, so Chinese quotes and
ellipses get their full-width CJK forms.

We never use the base-14 PDF fonts: they are not embedded, so a viewer
substitutes its own, and they lack many characters. Every string we draw is
checked against the fonts' character maps, so a character no bundled font has
is an error when the PDF is made, not a hollow box on paper.
"""

from __future__ import annotations

from functools import cache, lru_cache

# ReportLab ships no type stubs (types-reportlab is not among the project's tools).
from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]
from reportlab.pdfbase.ttfonts import TTFont  # type: ignore[import-untyped]

from ..assets import path as asset_path

REGULAR = "NotoSans"
BOLD = "NotoSans-Bold"
CJK_REGULAR = "BoardgamesSansTC"
CJK_BOLD = "BoardgamesSansTC-Bold"
_FILES = {
    REGULAR: "NotoSans-Regular.ttf",
    BOLD: "NotoSans-Bold.ttf",
    CJK_REGULAR: "BoardgamesSansTC-Regular.ttf",
    CJK_BOLD: "BoardgamesSansTC-Bold.ttf",
}
#: For each font a caller names, the fonts tried in turn for each character.
CHAINS: dict[str, tuple[str, ...]] = {
    REGULAR: (REGULAR, CJK_REGULAR),
    BOLD: (BOLD, CJK_BOLD),
    CJK_REGULAR: (CJK_REGULAR, REGULAR),
    CJK_BOLD: (CJK_BOLD, BOLD),
}
#: Characters both fonts have whose form depends on the script around them.
SCRIPT_NEUTRAL = frozenset("—…·“”‘’")
OPENING_NEUTRAL = frozenset("“‘")
_IGNORED = "\n\r\t"


class MissingGlyphError(ValueError):
    pass


def register() -> None:
    """Register every font once per process (idempotent)."""
    _register_all()


@lru_cache(maxsize=1)
def _register_all() -> None:
    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(asset_path("fonts", filename))))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    pdfmetrics.registerFontFamily(CJK_REGULAR, normal=CJK_REGULAR, bold=CJK_BOLD, italic=CJK_REGULAR,
                                  boldItalic=CJK_BOLD)


def font_name(bold: bool = False) -> str:
    register()
    return BOLD if bold else REGULAR


def chain(name: str) -> tuple[str, ...]:
    return CHAINS.get(name, (name,))


@cache
def coverage(name: str) -> frozenset[int]:
    """The code points one font has glyphs for."""
    register()
    return frozenset(pdfmetrics.getFont(name).face.charToGlyph)


def chain_coverage(name: str) -> frozenset[int]:
    """The code points some font of ``name``'s chain has."""
    return _chain_coverage(chain(name))


@cache
def _chain_coverage(names: tuple[str, ...]) -> frozenset[int]:
    return frozenset().union(*(coverage(n) for n in names))


def missing_glyphs(text: str, name: str = REGULAR) -> set[str]:
    """Characters of ``text`` that no font of ``name``'s chain can draw."""
    have = chain_coverage(name)
    return {ch for ch in text if ord(ch) not in have and ch not in _IGNORED}


def check_text(text: str, name: str) -> None:
    missing = missing_glyphs(text, name)
    if missing:
        shown = ", ".join(f"{c!r} U+{ord(c):04X}" for c in sorted(missing))
        raise MissingGlyphError(f"no bundled font has a glyph for {shown} (in {text!r})")


def runs(text: str, name: str) -> list[tuple[str, str]]:
    """``text`` cut into ``(font, piece)`` runs, each piece drawn in its font.

    Remembered per text and font: a print set draws the same labels many times
    (every card's name, every tile's words), and this was a tenth of ``print all``.
    """
    return list(_runs(text, name))


@lru_cache(maxsize=16384)
def _runs(text: str, name: str) -> tuple[tuple[str, str], ...]:
    """:func:`runs`, computed (see there).

    A character goes to the first font of the chain that has it; a
    script-neutral one (see :data:`SCRIPT_NEUTRAL`) to the font of the
    character it touches; a space to the run it is in; a character no font
    has stays with the first font (and :func:`check_text` refuses it).
    """
    fonts = chain(name)
    covers = [coverage(f) for f in fonts]
    # Most words are all in the first font: then the rules below give one run of it
    # (a space or a neutral character joins the first font's run too).
    first = covers[0]
    if text and all(ord(c) in first or c.isspace() or c in SCRIPT_NEUTRAL for c in text):
        return ((fonts[0], text),)

    def own(ch: str) -> str:
        for font, have in zip(fonts, covers):
            if ord(ch) in have:
                return font
        return fonts[0]

    picked: list[str | None] = [None if (c in SCRIPT_NEUTRAL or c.isspace()) else own(c) for c in text]

    def neighbour(i: int, step: int) -> str | None:
        """The font of the character touching position ``i`` on one side
        (across other neutral characters, not across a space)."""
        j = i + step
        while 0 <= j < len(text) and text[j] in SCRIPT_NEUTRAL:
            j += step
        if 0 <= j < len(text) and not text[j].isspace():
            return picked[j]
        return None

    # A neutral character takes the font of the character it touches: an
    # opening quote the next one's, everything else the previous one's; one
    # standing between spaces (a " · " separator) keeps the first font.
    for i, c in enumerate(text):
        if c in SCRIPT_NEUTRAL:
            sides = (1, -1) if c in OPENING_NEUTRAL else (-1, 1)
            picked[i] = neighbour(i, sides[0]) or neighbour(i, sides[1]) or fonts[0]
    result: list[tuple[str, str]] = []
    for i, c in enumerate(text):
        font = picked[i]
        if font is None:
            # A space joins the run it is in (the first font at the start).
            font = result[-1][0] if result else fonts[0]
        if font == fonts[0] or ord(c) in coverage(font):
            pass
        else:
            font = own(c)
        if result and result[-1][0] == font:
            result[-1] = (font, result[-1][1] + c)
        else:
            result.append((font, c))
    return tuple(result)


@lru_cache(maxsize=1 << 15)
def string_width(piece: str, font: str, size_pt: float) -> float:
    """ReportLab's width of ``piece`` in one registered font, in points, remembered (a
    set measures the same words many times: fitting, centring, checking, drawing)."""
    return float(pdfmetrics.stringWidth(piece, font, size_pt))


def width_mm(text: str, name: str, size_pt: float) -> float:
    register()
    points: float = sum(string_width(piece, font, size_pt) for font, piece in _runs(text, name))
    return points * 25.4 / 72


def ascent_descent_mm(name: str, size_pt: float) -> tuple[float, float]:
    """Height above and depth below the baseline of the tallest glyphs of any
    font in ``name``'s chain (so a line's box does not depend on its script)."""
    register()
    scale = size_pt / 1000 * 25.4 / 72
    faces = [pdfmetrics.getFont(n).face for n in chain(name)]
    return max(f.ascent for f in faces) * scale, max(-f.descent for f in faces) * scale


def draw_string(canvas, x_pt: float, y_pt: float, text: str, name: str, size_pt: float) -> None:
    """Draw ``text`` at (x, y) points, run by run, each in its font."""
    register()
    for font, piece in runs(text, name):
        canvas.setFont(font, size_pt)
        canvas.drawString(x_pt, y_pt, piece)
        x_pt += string_width(piece, font, size_pt)
