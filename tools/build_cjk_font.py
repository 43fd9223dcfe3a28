"""Build the bundled Traditional Chinese font: a TrueType subset of Noto Sans CJK TC.

The app draws Chinese on screen (Qt) and on paper (ReportLab). ReportLab embeds
only TrueType (``glyf``) outlines, while Noto Sans CJK ships as CFF, so this
script takes the Traditional Chinese face of Debian's ``fonts-noto-cjk``,
keeps the characters a Taiwanese reader needs, converts the cubic CFF outlines
to quadratic TrueType ones (fontTools' cu2qu, 1 unit = 0.001 em tolerance) and
renames the family, because a modified Noto font should not pass for the
original (and a distinct name lets the tests prove Qt uses the bundled file).

Characters kept (see :func:`charset`):

* all 5,401 ideographs of Big5 level 1 (常用字, the frequently used set; it
  contains the 4,808 characters of Taiwan's standard list of common
  characters), and every Big5 symbol (punctuation, fullwidth forms, bopomofo);
* CJK symbols and punctuation, fullwidth and halfwidth forms, bopomofo;
* Basic Latin, Latin-1 and general punctuation, so the face can stand alone;
* every character of the app's catalogues (``boardgames_desktop/locale``) and
  of the extra list ``tools/cjk_extra_chars.txt``, so a translation never
  needs a character the font lacks (``tests/test_i18n.py`` checks it).

Run it again after adding rarer characters to a catalogue:

    apt-get install fonts-noto-cjk          # the source fonts (OFL 1.1)
    python -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools
    /tmp/fontvenv/bin/python tools/build_cjk_font.py

fontTools is a development-only dependency: the app reads the result with
ReportLab and Qt. The output is reproducible (same input, same bytes).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
SOURCES = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
#: The Traditional Chinese (Taiwan) face inside the Noto Sans CJK collections.
TC_FACE = "Noto Sans CJK TC"
FAMILY = "Boardgames Sans TC"
PS_FAMILY = "BoardgamesSansTC"
OUT_DIR = ROOT / "assets" / "fonts"
#: Maximum distance between a cubic curve and its quadratic replacement, in font
#: units (1,000 to the em): invisible at any size we print or show.
MAX_ERR = 1.0

RANGES = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1
    (0x02C7, 0x02C7), (0x02C9, 0x02CB), (0x02D9, 0x02D9),  # bopomofo tone marks
    (0x2010, 0x2027),  # general punctuation: dashes, quotes, ellipsis, middle dots
    (0x2030, 0x203B),
    (0x2190, 0x2193),  # arrows
    (0x22EF, 0x22EF),  # ⋯ midline ellipsis: "⋯⋯" is the centred Chinese ellipsis in any font
    (0x2460, 0x2473),  # circled numbers
    (0x25A0, 0x25CF),  # squares, triangles, circles
    (0x2605, 0x2606),  # stars
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3105, 0x312F),  # bopomofo
    (0x31A0, 0x31BA),  # bopomofo extended
    (0xFE10, 0xFE1F),  # vertical forms
    (0xFE30, 0xFE4F),  # CJK compatibility forms
    (0xFE50, 0xFE6B),  # small form variants
    (0xFF01, 0xFF65),  # fullwidth forms, halfwidth CJK punctuation
]


def big5_characters() -> set[int]:
    """Big5 symbols (0xA140-0xA3BF) and level 1 ideographs (0xA440-0xC67E)."""
    found: set[int] = set()
    for lead in range(0xA1, 0xC7):
        for trail in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            code = lead << 8 | trail
            if 0xA3C0 <= code < 0xA440 or code > 0xC67E:
                continue
            try:
                text = bytes((lead, trail)).decode("big5")
            except UnicodeDecodeError:
                continue
            found.update(ord(c) for c in text)
    return found


def used_characters() -> set[int]:
    """Every non-ASCII character of the catalogues and of the extra list."""
    texts = [p.read_text(encoding="utf-8") for p in (ROOT / "boardgames_desktop" / "locale").rglob("*.po")]
    extra = ROOT / "tools" / "cjk_extra_chars.txt"
    if extra.exists():
        texts.append("".join(line for line in extra.read_text(encoding="utf-8").splitlines()
                             if not line.startswith("#")))
    return {ord(c) for text in texts for c in text if ord(c) > 0x7F and not c.isspace()}


def charset() -> set[int]:
    chars = big5_characters() | used_characters()
    for lo, hi in RANGES:
        chars.update(range(lo, hi + 1))
    return chars


def load_face(path: Path) -> TTFont:
    for font in TTCollection(str(path)).fonts:
        if font["name"].getDebugName(1) == TC_FACE:
            return font
    raise SystemExit(f"{path} has no {TC_FACE} face")


def subset_font(font: TTFont, chars: set[int]) -> TTFont:
    options = subset.Options()
    # Only what horizontal Traditional Chinese needs: the face's "locl" would pull in
    # the Japanese, Korean and Simplified forms of thousands of characters.
    options.layout_features = ["kern", "ccmp", "halt", "palt"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # CFF hints do not survive the conversion anyway
    options.drop_tables += ["VORG", "BASE"]
    sub = subset.Subsetter(options)
    sub.populate(unicodes=chars)
    sub.subset(font)
    return font


def cff_to_glyf(font: TTFont) -> None:
    """Replace the CFF table by quadratic TrueType outlines."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        # CFF contours run counter-clockwise, TrueType's clockwise: reverse.
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyphs[name] = pen.glyph()
    del font["CFF "]
    font["loca"] = newTable("loca")
    glyf = font["glyf"] = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    for glyph in glyphs.values():
        glyph.recalcBounds(glyf)
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for field in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions", "maxComponentElements",
                  "maxComponentDepth"):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    head = font["head"]
    head.glyphDataFormat = 0
    head.indexToLocFormat = 0
    post = font["post"]
    post.formatType = 3.0  # no glyph names: smaller, and nothing reads them
    font.sfntVersion = "\x00\x01\x00\x00"


def rename(font: TTFont, style: str) -> None:
    name = font["name"]
    full = f"{FAMILY} {style}" if style != "Regular" else FAMILY
    ps = f"{PS_FAMILY}-{style}"
    version = name.getDebugName(5) or ""
    number = re.search(r"\d+\.\d+", version)
    values = {
        1: FAMILY,
        2: style,
        3: f"{number.group(0) if number else '0'};{ps};subset of {TC_FACE}",
        4: full,
        6: ps,
        16: FAMILY,
        17: style,
    }
    name.names = [r for r in name.names if r.nameID not in values and r.nameID not in (18, 21, 22, 25)]
    for name_id, text in values.items():
        name.setName(text, name_id, 3, 1, 0x409)
        name.setName(text, name_id, 1, 0, 0)
    # Say where the font comes from, in the description (nameID 10), kept short.
    name.setName(f"A subset of {TC_FACE} {number.group(0) if number else ''} (SIL Open Font License 1.1), "
                 "TrueType outlines, made by boardgames-desktop's tools/build_cjk_font.py.", 10, 3, 1, 0x409)


def build(style: str, chars: set[int], source_dir: Path) -> Path:
    font = load_face(source_dir / SOURCES[style])
    font.recalcTimestamp = False  # keep the source's date: the same input makes the same bytes
    subset_font(font, chars)
    cff_to_glyf(font)
    rename(font, style)
    out = OUT_DIR / f"{PS_FAMILY}-{style}.ttf"
    font.save(str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source-dir", type=Path, default=SOURCE_DIR,
                        help="folder with NotoSansCJK-Regular.ttc and -Bold.ttc")
    args = parser.parse_args(argv)
    chars = charset()
    for style in SOURCES:
        out = build(style, chars, args.source_dir)
        check = TTFont(str(out))
        covered = len(check.getBestCmap())
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB, "
              f"{check['maxp'].numGlyphs} glyphs, {covered} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
