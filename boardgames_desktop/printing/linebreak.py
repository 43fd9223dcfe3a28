"""Where a line of mixed Chinese and English may break, and greedy wrapping.

English breaks at spaces and keeps words whole; Chinese breaks between any two
characters, with no space. The rules of Chinese typesetting (禁則) apply on
top: a line never starts with closing punctuation (，。、」 …) and never ends
with opening punctuation (「（《 …); such a character stays with its neighbour,
which moves to the next line with it. Pairs such as …… and —— stay together.
This is a small subset of Unicode's line breaking algorithm (UAX #14), enough
for the text we print: whole sentences, names, numbers.
"""

from __future__ import annotations

from collections.abc import Callable

#: No line starts with these (closing brackets and quotes, stops, commas, marks).
NO_BREAK_BEFORE = frozenset(
    "，。、；：？！」』）》〉】〕｝］〗〙〛…⋯‥‧・﹐﹑﹒﹔﹕﹖﹗︰"
    "ー々〻ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
    ".,;:?!)]}%’”›»"
)
#: No line ends with these (opening brackets and quotes).
NO_BREAK_AFTER = frozenset("「『（《〈【〔｛［〖〘〚([{‘“‹«")
#: Runs of these stay whole (⋯⋯ and —— are single marks set in two cells).
KEEP_PAIRED = frozenset("…⋯—─‥")

_WIDE_RANGES = (
    (0x1100, 0x115F),  # Hangul Jamo
    (0x2E80, 0x303F),  # CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    (0x3040, 0x33FF),  # kana, bopomofo, Hangul compatibility, Kanbun, CJK strokes, enclosed, compatibility
    (0x3400, 0x4DBF),  # CJK Extension A
    (0x4E00, 0x9FFF),  # CJK Unified Ideographs
    (0xA960, 0xA97F),
    (0xAC00, 0xD7AF),  # Hangul syllables
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFE10, 0xFE1F),
    (0xFE30, 0xFE6F),  # CJK compatibility forms, small forms
    (0xFF00, 0xFF60),  # fullwidth forms
    (0xFFE0, 0xFFE6),
    (0x20000, 0x3FFFD),  # CJK Extensions B and later
)


def is_wide(ch: str) -> bool:
    """A character of the Chinese (CJK) scripts: lines may break on either side of it."""
    code = ord(ch)
    if code < 0x1100:
        return False
    return any(lo <= code <= hi for lo, hi in _WIDE_RANGES)


def may_break_between(before: str, after: str) -> bool:
    """Whether a line may break between two characters with no space between them."""
    if before.isspace() or after.isspace():
        return False  # spaces are handled by the caller: they are the break
    if after in NO_BREAK_BEFORE or before in NO_BREAK_AFTER:
        return False
    if before in KEEP_PAIRED and after == before:
        return False
    return is_wide(before) or is_wide(after)


def units(paragraph: str) -> list[tuple[bool, str]]:
    """The paragraph as unbreakable pieces, each with whether a space came before it.

    A space is a break, except before closing punctuation and after opening
    punctuation (UAX #14 rules 13 and 14): "Ada ，" and "「 Ben" stay whole.
    """
    pieces: list[tuple[bool, str]] = []
    current = ""
    spaced = False  # a space came before the piece being built
    gap = ""  # spaces since the last character
    for ch in paragraph:
        if ch.isspace():
            gap += ch
            continue
        if current and gap:
            if ch in NO_BREAK_BEFORE or current[-1] in NO_BREAK_AFTER:
                current += " " + ch
            else:
                pieces.append((spaced, current))
                current, spaced = ch, True
            gap = ""
            continue
        if not current:
            current, spaced, gap = ch, bool(gap) or spaced, ""
            continue
        if may_break_between(current[-1], ch):
            pieces.append((spaced, current))
            current, spaced = ch, False
        else:
            current += ch
    if current:
        pieces.append((spaced, current))
    return pieces


def wrap(text: str, width: float, measure: Callable[[str], float]) -> list[str]:
    """Greedy wrapping of ``text`` into lines no wider than ``width`` (by
    ``measure``); a piece wider than a line gets a line of its own. Every
    ``\\n`` starts a new line; an empty paragraph is an empty line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for spaced, piece in units(paragraph):
            trial = f"{line} {piece}" if (line and spaced) else line + piece
            if line and measure(trial) > width:
                lines.append(line)
                line = piece
            else:
                line = trial
        lines.append(line)
    return lines
