"""What a seat's phone shows in Eselsbrücke: the card it holds (its picture large and
its name, instead of the host's "Hold to look"), the public status, and the seat's steps, the
guess too: a name from the deck's names."""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core.game import Phone, PhoneChoice, PhoneItem, TooMany, View
from ...core.i18n import SeatName, T, Text
from . import data
from .actions import Draw, HandOut, Hide, Name, Take
from .describe import detail, status


@cache
def _svg(picture_id: str) -> str:
    """The picture's SVG document (read once: every change of the match asks again)."""
    return data.svg_path(picture_id).read_text("utf-8")


def action_label(view: View, seat: int, action: Any) -> Text | str | None:
    """A step of ``seat`` in a few words, or None where a phone does not offer it (time
    running out, which the clock plays)."""
    if isinstance(action, Draw):
        return T("Draw the cards")
    if isinstance(action, Hide):
        return T("Turn the cards face down")
    if isinstance(action, HandOut):
        return T("Hand out the cards")
    if isinstance(action, Take):
        return T("Take {who}'s card {n} and look at it", who=SeatName(action.holder), n=action.slot + 1)
    if isinstance(action, Name):
        return data.picture(action.picture).name()
    return None


def phone(view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
    secret = tuple(PhoneItem(data.picture(p).name(), T("A card you hold"), _svg(p)) for p in view.get("hand", ()))
    line = detail(view) if view["mode"] == "host" else status(view)
    choices = [PhoneChoice(label, action) for action in ([] if isinstance(legal, TooMany) else legal)
               if (label := action_label(view, seat, action)) is not None]
    # The names of the deck's pictures in the order of the alphabet (the page filters them).
    choices.sort(key=lambda c: (isinstance(c.action, Name), str(c.label).casefold()))
    return Phone(secret=secret, public=(line,), choices=tuple(choices))
