"""What every part of Hooky's print set shares: the game's name on paper, the
player counts, the sheets' bleed and how many worksheets a pad holds."""

from __future__ import annotations

from collections.abc import Sequence

from ....core.i18n import _, join_list
from ....printing.layout import Rect
from ....printing.pen import Pen
from .. import INFO
from ..data import SETUPS


def game_title() -> str:
    """The game's name as printed, in the current language."""
    return _(INFO.title)


PLAYER_COUNTS = tuple(sorted(SETUPS))
SEATS = max(PLAYER_COUNTS)

#: Screens and the marker are not cut to the edge of their art like a card:
#: 3 mm of bleed is plenty, and a 6 mm bleed should not shrink them.
SHEET_BLEED = 3.0
#: Worksheets a page: two half-page sheets for 3 players, a full page for 4 and 5.
WORKSHEETS_A_PAGE = {3: 2, 4: 1, 5: 1}
#: Worksheets in each pad file: one game's worth, whole pages (3 players: one spare).
PAD_PAGES = {3: 2, 4: 4, 5: 5}


def and_list(items: Sequence[object]) -> str:
    """"1", "1 and 2", "1, 2 and 3" in the current language."""
    words = [str(i) for i in items]
    if len(words) == 1:
        return words[0]
    return _("{rest} and {last}").format(rest=join_list(words[:-1]), last=words[-1])


def or_list(items: Sequence[object]) -> str:
    """"4", "4 or 5", "3, 4 or 5" in the current language."""
    words = [str(i) for i in items]
    if len(words) == 1:
        return words[0]
    return _("{rest} or {last}").format(rest=join_list(words[:-1]), last=words[-1])


def safe_box(pen: Pen) -> Rect:
    """The card's safe area for text: a card's pen always has one (the printing
    module gives it to every card face)."""
    assert pen.text_box is not None
    return pen.text_box
