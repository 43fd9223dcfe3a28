"""The bundled fonts in Qt: Noto Sans for Latin, Boardgames Sans TC for Chinese.

:func:`register_fonts` adds the font files of ``assets/fonts`` to Qt's font
database and makes the Chinese face the first fallback of Noto Sans, so every
``QFont("Noto Sans")`` in the app draws Chinese characters with the bundled
face on any machine, whatever CJK fonts (if any) the system has. Call it once
after the QApplication exists and before the first window is made.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from ... import assets
from ...theme import FONT_FAMILY

#: The family name inside BoardgamesSansTC-*.ttf (see tools/build_cjk_font.py).
CJK_FAMILY = "Boardgames Sans TC"
FILES = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "BoardgamesSansTC-Regular.ttf",
    "BoardgamesSansTC-Bold.ttf",
)

#: Families that fall back to the Chinese face: the app's type, and the ones a
#: few widgets ask for by name (the monospace of error details).
FALLBACK_FOR = (FONT_FAMILY, "DejaVu Sans Mono", "Monospace", "Sans Serif")

_registered: list[str] = []


def register_fonts() -> list[str]:
    """Register the bundled fonts (once) and the Chinese fallback; returns the
    families Qt found in the files."""
    if not _registered:
        for name in FILES:
            font_id = QFontDatabase.addApplicationFont(str(assets.path("fonts", name)))
            if font_id < 0:
                raise RuntimeError(f"Qt could not load the bundled font {name}")
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in _registered:
                    _registered.append(family)
    # Qt tries a family's substitutes, in order, for each character the family
    # lacks, before it asks the system: our face wins over any system CJK font.
    for family in FALLBACK_FOR:
        if CJK_FAMILY not in QFont.substitutes(family):
            QFont.insertSubstitution(family, CJK_FAMILY)
    return list(_registered)
