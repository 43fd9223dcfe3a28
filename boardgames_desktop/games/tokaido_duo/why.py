"""The hint's one line of why: what the advised move gains or prevents, in the game's words.

Built from the seat's view and a state :func:`determinize`\\ d from it: it
compares the seat's boards before the move and after its pick is played out
(each choice of the pick the best for the seat). A face-down painting turned
or goods drawn from the bag are only counted, never named, since the state
after them is one the look-ahead imagined.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.i18n import SeatName, T, Text, Tn
from .actions import Roll, TakeWave
from .ai import advance, finish
from .data import (
    CHARACTERS,
    WAVE_EFFECTS,
    WAVE_NAMES,
    WAVE_SIDES,
)
from .phone import action_label
from .state import KEEP, RETURN, Player, State, commerce, culture, faith


def gains(before: State, after: State, seat: int) -> list[Text]:
    """What ``seat``'s boards gained from ``before`` to ``after``, in words, most telling first."""
    b: Player = before.players[seat]
    a: Player = after.players[seat]
    other = SeatName(1 - seat)
    out: list[Text] = []
    if a.temple > b.temple:
        out.append(T("temple track {a} → {b}, faith {f} → {g} points", a=b.temple, b=a.temple, f=faith(b),
                     g=faith(a)))
    if a.garden > b.garden:
        out.append(T("garden track {a} → {b}, faith {f} → {g} points", a=b.garden, b=a.garden, f=faith(b),
                     g=faith(a)))
    if a.gold > b.gold:
        out.append(Tn("{n} gold placed, commerce {a} → {b} points", "{n} gold placed, commerce {a} → {b} points",
                      a.gold - b.gold, a=commerce(b), b=commerce(a)))
    elif a.coins > b.coins:
        out.append(Tn("+{n} coin ({c} of the 10 a gold costs)", "+{n} coins ({c} of the 10 a gold costs)",
                      a.coins - b.coins, c=a.coins))
    if a.given > b.given:
        out.append(T("a painting given, culture {a} → {b} points", a=culture(b), b=culture(a)))
    if a.turned > b.turned:
        out.append(Tn("{n} painting turned face up, ready to give", "{n} paintings turned face up, ready to give",
                      a.turned - b.turned))
    if sum(a.goods) > sum(b.goods):
        out.append(Tn("{n} more good to sell", "{n} more goods to sell", sum(a.goods) - sum(b.goods)))
    for i, character in enumerate(CHARACTERS):
        if after.wave_holders[i] == seat and before.wave_holders[i] != seat:
            wave = T(WAVE_NAMES[WAVE_SIDES[character][after.wave_sides[i]]])
            out.append(T("the wave tile {wave}, taken from {who}", wave=wave, who=other)
                       if before.wave_holders[i] == 1 - seat else T("the wave tile {wave}", wave=wave))
    if after.spring == seat and before.spring != seat:
        out.append(T("the hot spring token, taken from {who}", who=other) if before.spring == 1 - seat
                   else T("the hot spring token"))
    if len(after.ending) > len(before.ending):
        out.append(T("and it ends the game after this round"))
    return out


def why_line(view: dict[str, Any], seat: int, action: Any, state: State,
             searched: Sequence[tuple[Any, float, State]]) -> Text:
    """One line: the move, then what it gains (or, when it gains nothing to see, what the
    search says it is worth beside the next best move)."""
    head = action_label(view, seat, action)
    if isinstance(action, Roll):
        return T("Roll the dice: this round you pick first and third.")
    if state.phase == KEEP:
        return T("{move}: they sell for the most; the rest go back to the bag.", move=head)
    if state.phase == RETURN:
        return T("{move}: it sells for the least.", move=head)
    if isinstance(action, TakeWave):
        wave = next(w for w in view["waves"] if w["character"] == action.character)
        effect = T(WAVE_EFFECTS[wave["name"]])
        if wave["holder"] == 1 - seat:
            return T("{move}, and {who} loses it: {effect}", move=head, who=SeatName(1 - seat), effect=effect)
        return T("{move}: {effect}", move=head, effect=effect)
    after = finish(advance(state, seat, action), seat)
    said = gains(state, after, seat)
    if said:
        return T("{move}: {gains}.", move=head, gains=tuple(said))
    values = sorted((v for _a, v, _s in searched), reverse=True)
    if len(values) >= 2 and values[0] - values[1] >= 0.05:
        return T("{move}: nothing to take now, but it plays out {d} points better over the round than the "
                 "next best move.", move=head, d=round(values[0] - values[1], 1))
    return T("{move}: nothing better to take with this pick.", move=head)


__all__ = ["gains", "why_line"]
