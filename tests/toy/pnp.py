"""Toy cards' print set: the 36 cards, fronts and one shared back.

The smallest real print set: one :class:`CardDeck`; ``printing/`` lays it out,
adds bleed, crop marks, the sheet's label (the game's title) and the backs.
Every card shows its colour's name beside its value, so it plays in black and
white too.
"""

from __future__ import annotations

from boardgames_desktop.core.i18n import _, render
from boardgames_desktop.printing import Card, CardDeck, Document, PrintOptions

from .data import DECK, INKS
from .state import card_name, colour_of, value_of


def _front(card: str):
    def draw(pen) -> None:
        b, t = pen.bleed_box, pen.text_box
        pen.rect(b.x, b.y, b.w, b.h, fill=INKS[colour_of(card)])
        pen.rect(t.x, t.y, t.w, t.h, fill="#FFFFFF")
        pen.text(pen.width / 2, pen.height / 2, str(value_of(card)), size=40, bold=True, align="center")
        pen.text(pen.width / 2, t.y + 4, render(card_name(card)), size=9, align="center")

    return draw


def _back(pen) -> None:
    b = pen.bleed_box
    pen.rect(b.x, b.y, b.w, b.h, fill="#2F2A25")
    pen.text(pen.width / 2, pen.height / 2, _("Toy cards"), size=12, bold=True, align="center", fill="#FFFFFF")


def documents(options: PrintOptions) -> list[Document]:
    deck = CardDeck(_("Cards"), tuple(Card(_front(card)) for card in DECK), back=_back)
    return [Document(_("Toy cards"), "cards", _("Cards"), (deck,), _("36 cards with backs: 4 colours, 1 to 9."))]
