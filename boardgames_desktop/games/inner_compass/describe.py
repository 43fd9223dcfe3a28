"""The log lines of Inner Compass and the status line, built from views only
(a seat's or the public one), never from the state."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.game import Message, View
from ...core.i18n import N_, SeatName, T, Text, Tn
from . import data
from .data import EMOTIONS, SIDES
from .names import colour_text, emotion_text
from .state import empty_lines


# -- log lines -----------------------------------------------------------------------------------
def _join(*parts: Message) -> Message:
    """Whole sentences side by side (each translated on its own)."""
    out: Message = parts[0]
    for part in parts[1:]:
        out = T("{first} {second}", first=out, second=part)
    return out


def _cell(view: View, cell: int) -> Text:
    return T("{cell} ({colour})", cell=data.cell_name(cell), colour=colour_text(view["grid"][cell]))


def _cards(cards: list[str]) -> tuple[Text, ...]:
    return tuple(colour_text(c) for c in cards)


def _side(direction: str) -> Text:
    return T(data.SIDE_NAME[direction])


def describe_entry(before: View, after: View, actor: int, action: Any, viewer: int | None) -> Message:
    who = SeatName(actor)
    kind = type(action).__name__
    if kind == "PlacePawn":
        return T("{who} places their pawn on {cell}.", who=who, cell=_cell(after, action.cell))
    if kind == "FreeMove":
        return T("{who} moves freely to {cell}.", who=who, cell=_cell(after, after["pawns"][actor]))
    if kind == "Move":
        cell = _cell(after, after["pawns"][actor])
        if before["stage"]["moves"] == 0:
            return T("{who} moves {direction} to {cell}.", who=who, direction=_side(action.direction), cell=cell)
        return T("{who} moves again, {direction}, to {cell}.", who=who, direction=_side(action.direction), cell=cell)
    if kind == "Feel":
        return _describe_feel(before, after, actor, viewer)
    if kind == "Memory":
        return _describe_memory(before, after, actor, viewer)
    if kind == "PlaceValue":
        tile = T(data.TILE[after["qualities"][action.tile]].title)
        if before["first"][action.tile] is None:
            return T("{who} places the first value token beside {tile} and gains {ep} EP.",
                     who=who, tile=tile, ep=data.FIRST_BONUS)
        return T("{who} places a value token beside {tile}.", who=who, tile=tile)
    if kind == "EndTurn":
        return _describe_end(before, after, actor, action)
    return T("{who} acts.", who=who)


def _describe_feel(before: View, after: View, actor: int, viewer: int | None) -> Message:
    who = SeatName(actor)
    direction = before["stage"]["step2"]
    card = before["side"][SIDES.index(direction)]
    taken = T("{who} feels {emotion}: they take the {colour} card from the {side}.",
              who=who, emotion=emotion_text(card), colour=colour_text(card), side=_side(direction))
    if after["hand_sizes"][actor] - before["hand_sizes"][actor] < 2:
        return taken
    if viewer == actor and before["hand"] is not None and after["hand"] is not None:
        drawn: Counter[str] = Counter(after["hand"])
        drawn.subtract(before["hand"])
        drawn.subtract([card])
        bonus = [c for c in EMOTIONS for _ in range(max(0, drawn[c]))]
        return _join(taken, T("It matches the cell, so they also draw a card: {card}.", card=_cards(bonus)))
    return _join(taken, T("It matches the cell, so they also draw a card."))


def _describe_memory(before: View, after: View, actor: int, viewer: int | None) -> Message:
    who = SeatName(actor)
    cell = after["pawns"][actor]
    colour = after["grid"][cell]
    paid = before["hand_sizes"][actor] - after["hand_sizes"][actor]
    args = {"who": who, "emotion": emotion_text(colour), "cell": _cell(after, cell), "colour": colour_text(colour)}
    if viewer == actor and before["ep"] is not None and after["ep"] is not None:
        ep = after["ep"]["track"] - before["ep"]["track"]
        line: Message = Tn("{who} makes a memory of {emotion} on {cell}, paying {n} {colour} card, and gains {ep} EP.",
                           "{who} makes a memory of {emotion} on {cell}, paying {n} {colour} cards, and gains {ep} EP.",
                           paid, ep=ep, **args)
    else:
        line = Tn("{who} makes a memory of {emotion} on {cell}, paying {n} {colour} card.",
                  "{who} makes a memory of {emotion} on {cell}, paying {n} {colour} cards.", paid, **args)
    emptied = sorted(empty_lines(after["spaces"][actor]) - empty_lines(before["spaces"][actor]))
    if emptied:
        names = tuple(T(data.pb_line_name(i), n=data.pb_line_number(i)) for i in emptied)
        line = _join(line, T("Their player board's {lines} is now empty.", lines=names))
    if after["stage"]["pending"] > before["stage"]["pending"]:
        line = _join(line, T("They will place a value token."))
    if before["compass"] is None and after["compass"] == actor:
        line = _join(line, T("{who} has found their Inner Compass ({ep} EP): every other player has one more turn.",
                             who=who, ep=data.COMPASS_EP))
    return line


def _describe_end(before: View, after: View, actor: int, action: Any) -> Message:
    who = SeatName(actor)
    parts: list[Message] = []
    if action.discard:
        parts.append(Tn("{who} discards {n} card down to {limit}: {cards}.",
                        "{who} discards {n} cards down to {limit}: {cards}.",
                        len(action.discard), who=who, limit=data.HAND_LIMIT, cards=_cards(list(action.discard))))
    parts.append(T("{who} ends the turn.", who=who))
    took = before["stage"]["took"]
    if took is not None:
        card = after["side"][SIDES.index(took)]
        if card is not None:
            parts.append(T("A new {colour} card lies face up on the {side}.", colour=colour_text(card),
                           side=_side(took)))
    if after["phase"] == "over":
        parts.append(T("The game is over."))
    return _join(*parts)


# -- the status line -------------------------------------------------------------------------------
def public_status(v: View) -> Message:
    who = SeatName(v["current"])
    if v["phase"] == "over":
        final = v["final"] or {"winners": []}
        winners = tuple(SeatName(w) for w in final["winners"])
        if len(winners) == 1:
            return T("Game over: {who} wins.", who=winners[0])
        return T("Game over: {who} share the win.", who=winners)
    if v["phase"] == "place":
        return T("{who} places their pawn.", who=who)
    stage_line = _stage_line(v["stage"])
    line = T(stage_line, who=who) if "{who}" in stage_line else T(stage_line)
    if v["compass"] is not None:
        return _join(T("Last round."), line)
    return line


def _stage_line(st: dict[str, Any]) -> str:
    """What the seat to act does now, by the turn's stage (a message id). The header's
    headline above it says whose turn it is, so the step is said without the name."""
    if st["pending"]:
        return N_("{who} places a value token beside a quality tile.")
    if st["moves"] == 0:
        return N_("The required step.") if st["free_moved"] else \
            N_("A free move along the same colour, or the required step.")
    if st["moves"] == 1 and not st["felt"] and not st["memory"]:
        return N_("Move again or feel, make a memory, or end the turn.")
    if not st["memory"]:
        return N_("Make a memory or end the turn.")
    return N_("End the turn.")
