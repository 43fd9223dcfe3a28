"""Hooky: the complete print-and-play set.

* 26 letter cards and 6 round cards, with a back for each kind (:mod:`.cards`);
* 5 player screens (one a seat, in its colour *and* mark), each folded from
  one sheet with the rules reminder inside, and the current-player marker
  (:mod:`.screens`);
* worksheet pads for 3, 4 and 5 players, two a page for 3 players (:mod:`.worksheets`).

All art is drawn here from ``data.py`` and ``theme.py`` (no publisher art);
the typesetting (text flows, tables, seat marks) is the shared
``printing`` machinery.
"""

from __future__ import annotations

from ....core.i18n import _, ngettext
from ....printing import Document, PrintOptions, Sheet
from ....printing.textpages import markdown_lines, text_sheets
from ..rules_text import rules_text
from .cards import letter_deck, round_deck
from .common import PAD_PAGES, PLAYER_COUNTS, SEATS, WORKSHEETS_A_PAGE, game_title
from .screens import marker_sheet, screen_sheet
from .worksheets import worksheet_sheet


# -- documents -----------------------------------------------------------------------------------
def documents(options: PrintOptions) -> list[Document]:
    title = game_title()
    return [
        Document(title, "cards", _("Letter and round cards"), (letter_deck(), round_deck()),
                 _("26 letter cards (A to Z) and 6 round cards (1 to 6), each kind with its own back.")),
        Document(title, "screens", _("Player screens and current-player marker"),
                 tuple(screen_sheet(seat, options) for seat in range(SEATS)) + (marker_sheet(options),),
                 _("5 player screens, one a seat, folded from one sheet each; the current-player marker.")),
    ] + [
        Document(title, f"worksheets-{n}-players", _("Worksheets for {n} players").format(n=n),
                 tuple(worksheet_sheet(n, options) for _page in range(PAD_PAGES[n])),
                 ngettext("{total} worksheets for a {n}-player game, {per} a page.",
                          "{total} worksheets for a {n}-player game, {per} a page.",
                          PAD_PAGES[n] * WORKSHEETS_A_PAGE[n]).format(
                     total=PAD_PAGES[n] * WORKSHEETS_A_PAGE[n], n=n, per=WORKSHEETS_A_PAGE[n]), stock="paper")
        for n in PLAYER_COUNTS
    ] + [
        Document(title, "rules", _("Rules"), tuple(rules_sheets(options)),
                 _("The rules in our own words, as the app shows them, with our decisions."), stock="paper"),
    ]


def rules_sheets(options: PrintOptions) -> list[Sheet]:
    """The in-app rules (the same Markdown, the same translation), printed in two columns."""
    return text_sheets(_("Rules"), lambda width: markdown_lines(rules_text(), width), options)


__all__ = ["documents"]
