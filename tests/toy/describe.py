"""The log lines (from views only: ``describe`` never sees a state) and the status line."""

from __future__ import annotations

from typing import Any

from boardgames_desktop.core.game import View
from boardgames_desktop.core.i18n import N_, SeatName, T, Text, Tn

from .actions import Confirm, Note, Pass, Play, Stake
from .state import card_name


def describe(before: View, after: View, actor: int, action: Any | None,
             viewer: int | None) -> Text:
    who = SeatName(actor)
    if isinstance(action, Note):
        msgid = N_("{who} notes: {other} seems to hold high cards.") if action.guess == "high" \
            else N_("{who} notes: {other} seems to hold low cards.")
        return T(msgid, who=who, other=SeatName(action.about))
    if isinstance(action, Confirm):
        return T("The table confirms the end of round {n}.", n=before["round"])
    if isinstance(action, Stake):
        return T("{who} stakes: a good card scores double this turn.", who=who)
    gained = after["scores"][actor] - before["scores"][actor]
    if isinstance(action, Play):
        card, top = card_name(action.card), card_name(before["top"])
        if gained > 0:
            line = Tn("{who} plays {card} and scores {n} point.", "{who} plays {card} and scores {n} points.",
                      gained, who=who, card=card)
        elif before["staked"]:
            line = T("{who} plays {card}, which does not beat {top}, and loses the stake.",
                     who=who, card=card, top=top)
        else:
            line = T("{who} plays {card}, which does not beat {top}.", who=who, card=card, top=top)
        return _with_draw(line, before, after, actor)
    if isinstance(action, Pass):
        if before["staked"]:
            return T("{who} passes and loses the stake.", who=who)
        return T("{who} passes.", who=who)
    # A swap: every viewer but the swapper reads it without the action (Log.SECRET).
    if action is None or "hand" not in before:
        return T("{who} swaps a card face down for a new one.", who=who)
    drawn = [c for c in after["hand"] if c not in before["hand"]]
    return T("{who} swaps {old} face down for {new}.", who=who, old=card_name(action.card),
             new=card_name(drawn[0]) if drawn else T("nothing"))

def _with_draw(line: Text, before: View, after: View, actor: int) -> Text:
    """The player's own line names the card drawn; the others read that a card was drawn."""
    if after["deck"] == before["deck"]:
        return line
    if after.get("seat") == actor and "hand" in before:
        drawn = [c for c in after["hand"] if c not in before["hand"]]
        if drawn:
            return T("{line} Draws {card}.", line=line, card=card_name(drawn[0]))
    return T("{line} Draws a card.", line=line)

def status(public: View) -> Text | str:
    if public["finished"]:
        return ""
    if public["awaiting_table"]:
        return T("Round {r} of {n} is over: the table confirms to go on.", r=public["round"], n=public["rounds"])
    top = card_name(public["top"])
    if public["staked"]:
        return T("Round {r} of {n}. Beat {top}; the stake doubles a good card.",
                 r=public["round"], n=public["rounds"], top=top)
    return T("Round {r} of {n}. Beat {top}: play higher or the same colour.",
             r=public["round"], n=public["rounds"], top=top)
