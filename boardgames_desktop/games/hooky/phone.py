"""What a seat's phone shows in Hooky: the hand (only its player sees it), the
public status, and the moves a phone can offer (a few listed choices). Clues,
questions, guesses and the worksheet are typed at the laptop for now, where the
word entry and the worksheet are."""

from __future__ import annotations

from typing import Any

from ...core.game import Phone, PhoneChoice, PhoneItem, TooMany, View
from ...core.i18n import T
from .actions import RevealPlayground
from .describe import status

#: The most choices a phone lists as buttons (a letter a button).
MOST = 26


def phone(view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
    secret = tuple(PhoneItem(letter) for letter in view["hand"] or ())
    listed = [] if isinstance(legal, TooMany) or len(legal) > MOST else legal
    choices = tuple(PhoneChoice(T("Put {letter} on the playground", letter=a.letter), a)
                    for a in listed if isinstance(a, RevealPlayground))
    offered = not isinstance(legal, TooMany) and len(choices) == len(legal)
    elsewhere = "" if offered else T("Type your clue, question or guess, and keep your worksheet.")
    return Phone(secret=secret, public=(status(view),), choices=choices, elsewhere=elsewhere)
