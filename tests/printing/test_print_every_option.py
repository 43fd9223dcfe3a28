"""Every paper, card size and bleed, with the backs, ink, board and layout
choices cycled through them: the held-hands set renders, and its card decks
are complete."""

from __future__ import annotations

import itertools

import pytest

from boardgames_desktop.games.held_hands import pnp
from boardgames_desktop.printing import PrintOptions, render
from boardgames_desktop.printing.document import card_slots
from boardgames_desktop.printing.options import BACKS, BLEEDS, CARD_SIZES, LAYOUTS, PAPERS

COMBOS = [
    (paper, size, bleed, BACKS[i % len(BACKS)], i % 2 == 1, "large" if i % 3 == 0 else "fit",
     LAYOUTS[(i // 2) % len(LAYOUTS)])
    for i, (paper, size, bleed) in enumerate(itertools.product(PAPERS, CARD_SIZES, BLEEDS))
]


@pytest.mark.parametrize("paper,size,bleed,backs,ink_saver,board,layout", COMBOS)
def test_the_whole_set_renders(paper, size, bleed, backs, ink_saver, board, layout):
    options = PrintOptions(paper=paper, card_size=size, bleed=bleed, backs=backs, ink_saver=ink_saver,
                           board=board, back_offset=(0.4, -0.4), layout=layout)
    per_page = card_slots(options).per_page
    for doc in pnp.documents(options):
        result = render(doc, options)
        assert result.pdf.startswith(b"%PDF-") and result.pages >= 1
        if doc.slug in ("emotion-cards", "goal-cards"):
            sheets = -(-{"emotion-cards": 48, "goal-cards": 24}[doc.slug] // per_page)
            assert result.pages == sheets * (2 if backs in ("duplex", "separate") else 1)
