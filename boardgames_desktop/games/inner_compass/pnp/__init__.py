"""Inner Compass: the complete print-and-play set.

All art is drawn here from ``data.py`` and ``theme.py`` (no publisher art);
every emotion shows its colour, its symbol and, where there is room, its name.
``documents(options)`` lists the files; :mod:`.cards`, :mod:`.boards` and
:mod:`.bits` draw them.
"""

from __future__ import annotations

from ....core.i18n import _, join_list
from ....printing import Document, PrintOptions
from .. import data
from .bits import pawns_cubes_sheet, rules_sheet, score_pad_sheet
from .boards import life_board_sheet, player_board_sheet, qualities_sheet, track_sheet
from .cards import emotion_deck, quality_deck

__all__ = ["documents"]


def documents(options: PrintOptions) -> list[Document]:
    game = _("Inner Compass")
    counts = join_list(f"{data.CARD_COUNTS[c]} {_(data.COLOUR_NAME[c])}" for c in data.EMOTIONS)
    return [
        Document(game, "life-boards", _("Life boards"),
                 (life_board_sheet(("A", "B")), life_board_sheet(("C", "D"))),
                 _("4 life boards, two a page: cut out the squares; they lie in a 2 x 2 square, each turned "
                   "at random.")),
        Document(game, "player-boards", _("Player boards"),
                 (player_board_sheet((0, 1)), player_board_sheet((2, 3))),
                 _("4 player boards of 3 rows and 5 columns, one a colour.")),
        Document(game, "emotion-cards", _("Emotion cards"), (emotion_deck(),),
                 _("{n} emotion cards with backs: {counts}.").format(n=data.DECK_SIZE, counts=counts)),
        Document(game, "quality-tiles", _("Quality tiles"), (quality_deck(),),
                 _("16 quality tiles with backs: 10 sticky notes (drawn to and devoted to each colour) and "
                   "6 memos.")),
        Document(game, "track-tokens", _("Situation track and tokens"), (track_sheet(), qualities_sheet()),
                 _("The situation track and its 6 tokens, 8 value tokens (2 a player), the Inner Compass "
                   "token, and the qualities board.")),
        Document(game, "pawns-cubes", _("Pawns and cubes"), (pawns_cubes_sheet(),),
                 _("4 pawns and 16 cubes a colour (15 and a spare); real cubes can replace them.")),
        Document(game, "score-pad", _("EP score pad"), (score_pad_sheet(),),
                 _("A final score table and four private EP slips, kept face down during play."), stock="paper"),
        Document(game, "rules", _("Rules summary"), (rules_sheet(),), _("One page of rules in our own words."),
                 stock="paper"),
    ]
