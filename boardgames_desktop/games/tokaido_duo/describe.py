"""Log lines and the status line, built from views only.

A line compares the views before and after an action (both the reader's), so
it can say nothing a view does not show: a painting turned face up is named
because the view after shows it; a face-down one never is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.i18n import N_, SeatName, T, Text, Tn
from .actions import CODEC, Draw, Give, Keep, Move, Paint, Pass, ReturnGood, Roll, Sell, TakeWave, UseSpring, Visit
from .data import (
    CHARACTER_NAMES,
    GOODS,
    GOODS_NAMES,
    STATION_KIND,
    SYMBOL_NAMES,
    WAVE_EFFECTS,
    WAVE_NAMES,
    space_number,
)
from .places import place_name

END_REASONS = {
    "temple": N_("{who}'s temple track reached 9: the game ends when this round is over."),
    "garden": N_("{who}'s garden track reached 6: the game ends when this round is over."),
    "gold": N_("{who} placed a sixth gold: the game ends when this round is over."),
    "paintings": N_("{who} gave away a tenth painting: the game ends when this round is over."),
}


def _goods_list(counts: dict[str, int]) -> tuple[Text, ...]:
    return tuple(T(GOODS_NAMES[g]) for g in GOODS for _ in range(max(0, counts.get(g, 0))))


def _diff(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    return {g: a[g] - b[g] for g in GOODS}


def _join(*parts: Text | None) -> Text:
    """Whole sentences one after the other."""
    shown = [p for p in parts if p is not None]
    if len(shown) == 1:
        return shown[0]
    return T("{first} {rest}", first=shown[0], rest=_join(*shown[1:]))


def _extras(before: dict[str, Any], after: dict[str, Any], seat: int) -> list[Text]:
    """What follows by itself: gold exchanged, an end triggered."""
    out = []
    gb, ga = before["players"][seat]["gold"], after["players"][seat]["gold"]
    if ga > gb:
        out.append(T("{who} exchanges coins for gold: {n} gold now.", who=SeatName(seat), n=ga))
    for s, reason in after["ending"][len(before["ending"]):]:
        out.append(T(END_REASONS[reason], who=SeatName(s)))
    if after["phase"] == "over":
        out.append(T("The round is over, and so is the game."))
    return out


Line = Callable[[SeatName, dict[str, Any], dict[str, Any], int, Any], Text]


def _roll(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Roll) -> Text:
    d = after["dice"]
    return T("{who} rolls: pilgrim {p}, merchant {m}, artist {a}.", who=who, p=d["pilgrim"], m=d["merchant"],
             a=d["artist"])


def _move(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Move) -> Text:
    return _describe_move(before, after, actor, action)


def _visit(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Visit) -> Text:
    me_b, me_a = before["players"][actor], after["players"][actor]
    kind = STATION_KIND[me_b["pilgrim"]]
    if kind == "coastal":
        gained = me_a["coins"] - me_b["coins"] + 10 * (me_a["gold"] - me_b["gold"])
        return Tn("{who}'s pilgrim earns {n} coin in {place}.", "{who}'s pilgrim earns {n} coins in {place}.",
                  gained, who=who, place=place_name(me_b["pilgrim"]))
    if kind == "temple":
        return T("{who}'s pilgrim visits the temple: temple track {n}.", who=who, n=me_a["temple"])
    if kind == "garden":
        return T("{who}'s pilgrim visits the garden: garden track {n}.", who=who, n=me_a["garden"])
    if before["spring"] is None:
        return T("{who}'s pilgrim takes the hot spring token from the board.", who=who)
    return T("{who}'s pilgrim takes the hot spring token from {other}.", who=who, other=SeatName(before["spring"]))


def _take_wave(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: TakeWave) -> Text:
    wave = next(w for w in before["waves"] if w["character"] == action.character)
    effect = T(WAVE_EFFECTS[wave["name"]])
    if wave["holder"] is None:
        return T("{who}'s pilgrim takes the wave tile {wave} from the board: {effect}", who=who,
                 wave=T(WAVE_NAMES[wave["name"]]), effect=effect)
    return T("{who}'s pilgrim takes the wave tile {wave} from {other}: {effect}", who=who,
             wave=T(WAVE_NAMES[wave["name"]]), other=SeatName(wave["holder"]), effect=effect)


def _paint(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Paint) -> Text:
    me_b, me_a = before["players"][actor], after["players"][actor]
    symbols = tuple(T(SYMBOL_NAMES[s]) for s in me_a["paintings"][me_b["turned"]:me_a["turned"]])
    return Tn("{who}'s artist paints: {n} painting turned face up ({symbols}).",
              "{who}'s artist paints: {n} paintings turned face up ({symbols}).", len(symbols), who=who,
              symbols=symbols)


def _give(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Give) -> Text:
    me_b, me_a = before["players"][actor], after["players"][actor]
    symbol = me_b["paintings"][me_b["given"]]
    return T("{who}'s artist gives away a {symbol} painting ({n} given).", who=who, symbol=T(SYMBOL_NAMES[symbol]),
             n=me_a["given"])


def _draw(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Draw) -> Text:
    me_b, me_a = before["players"][actor], after["players"][actor]
    drawn = _diff(me_a["goods"], me_b["goods"])
    return Tn("{who}'s merchant draws {n} good in {place}: {goods}.",
              "{who}'s merchant draws {n} goods in {place}: {goods}.", sum(drawn.values()), who=who,
              place=place_name(me_b["merchant"]), goods=_goods_list(drawn))


def _keep(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Keep) -> Text:
    me_b, me_a = before["players"][actor], after["players"][actor]
    back = _diff(me_b["goods"], me_a["goods"])
    return T("{who} keeps {n} goods and returns {goods} to the bag.", who=who, n=sum(me_a["goods"].values()),
             goods=_goods_list(back))


def _sell(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Sell) -> Text:
    me_b, me_a = before["players"][actor], after["players"][actor]
    sold = _diff(me_b["goods"], me_a["goods"])
    good = next(g for g in GOODS if sold[g])
    coins = me_a["coins"] - me_b["coins"] + 10 * (me_a["gold"] - me_b["gold"])
    return Tn("{who}'s merchant sells {n} × {good} in {place} for {coins} coins.",
              "{who}'s merchant sells {n} × {good} in {place} for {coins} coins.", action.count, who=who,
              good=T(GOODS_NAMES[good]), place=place_name(me_b["merchant"]), coins=coins)


def _use_spring(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: UseSpring) -> Text:
    return T("{who} spends the hot spring to use the {character} die again.", who=who,
             character=T(CHARACTER_NAMES[before["pick"]["character"]]))


def _return_good(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int,
                 action: ReturnGood) -> Text:
    return T("{who} no longer holds Powerful and returns a {good} to the bag.", who=who,
             good=T(GOODS_NAMES[action.good]))


def _pass(who: SeatName, before: dict[str, Any], after: dict[str, Any], actor: int, action: Pass) -> Text:
    if before["phase"] == "spring":
        return T("{who} keeps the hot spring for later.", who=who)
    return T("{who} takes no action there.", who=who)


_LINES: dict[type, Line] = {
    Roll: _roll, Move: _move, Visit: _visit, TakeWave: _take_wave, Paint: _paint, Give: _give, Draw: _draw,
    Keep: _keep, Sell: _sell, UseSpring: _use_spring, ReturnGood: _return_good, Pass: _pass,
}


def describe(before: dict[str, Any], after: dict[str, Any], actor: int, action: Any) -> Text:
    """The log line of ``action``, then what followed by itself (gold, an end triggered)."""
    who = SeatName(actor)
    line = _LINES.get(type(action))
    main = line(who, before, after, actor, action) if line is not None else T("{who} acts.", who=who)
    return _join(main, *_extras(before, after, actor))


def _describe_move(before: dict[str, Any], after: dict[str, Any], actor: int, action: Any) -> Text:
    who = SeatName(actor)
    character = action.character
    name = T(CHARACTER_NAMES[character])
    again = before["phase"] == "again"
    number = before["pick"]["number"] if again else before["dice"][character]
    start = before["players"][actor][character]
    if start == action.to:
        return T("{who} uses the {character} die ({n}), but the {character} cannot move exactly {n} and "
                 "stays.", who=who, character=name, n=number)
    place = place_name(action.to)
    if character == "pilgrim":
        walked = (space_number(action.to) - space_number(start)) % 28
        if not again:
            first = Tn("{who} moves the pilgrim {n} station to {place}.",
                       "{who} moves the pilgrim {n} stations to {place}.", walked, who=who, place=place)
        else:
            first = Tn("The hot spring: {who}'s pilgrim walks on {n} station to {place}.",
                       "The hot spring: {who}'s pilgrim walks on {n} stations to {place}.",
                       walked, who=who, place=place)
        if walked != number:
            first = _join(first, T("(The die showed {n}; occupied stations are passed and a wave tile may "
                                   "change the count.)", n=number))
    elif again:
        first = T("The hot spring: {who}'s {character} moves {n} again, to {place}.", who=who,
                  character=name, n=number, place=place)
    else:
        first = T("{who} takes the {character} die ({n}): the {character} moves to {place}.", who=who,
                  character=name, n=number, place=place)
    if after["phase"] != "act":
        return _join(first, T("Nothing to do there."))
    return first


Short = Callable[[SeatName, dict[str, Any], dict[str, Any], Any], Text]

#: The last action in a few words, by type: ``(who, view, the actor's board, action)``.
_SHORT: dict[str, Short] = {
    "Roll": lambda who, view, me, action: T(
        "{who} rolled: pilgrim {p}, merchant {m}, artist {a}.", who=who, p=(view["dice"] or {}).get("pilgrim", "?"),
        m=(view["dice"] or {}).get("merchant", "?"), a=(view["dice"] or {}).get("artist", "?")),
    "Move": lambda who, view, me, action: T(
        "{who} moved the {character} to {place}.", who=who, character=T(CHARACTER_NAMES[action.character]),
        place=place_name(action.to)),
    "Visit": lambda who, view, me, action: T(
        "{who}'s pilgrim used {place}.", who=who, place=place_name(me["pilgrim"])),
    "TakeWave": lambda who, view, me, action: T(
        "{who} took the wave tile {wave}.", who=who,
        wave=T(WAVE_NAMES[next(w for w in view["waves"] if w["character"] == action.character)["name"]])),
    "Paint": lambda who, view, me, action: T(
        "{who}'s artist painted: {n} face up now.", who=who, n=me["turned"] - me["given"]),
    "Give": lambda who, view, me, action: T(
        "{who}'s artist gave away a painting ({n} given).", who=who, n=me["given"]),
    "Draw": lambda who, view, me, action: T(
        "{who}'s merchant drew goods in {place}.", who=who, place=place_name(me["merchant"])),
    "Keep": lambda who, view, me, action: T("{who} kept {n} goods.", who=who, n=sum(action.goods)),
    "Sell": lambda who, view, me, action: T(
        "{who}'s merchant sold {n} goods in {place}.", who=who, n=action.count, place=place_name(me["merchant"])),
    "UseSpring": lambda who, view, me, action: T("{who} spent the hot spring.", who=who),
    "ReturnGood": lambda who, view, me, action: T(
        "{who} returned a {good} to the bag.", who=who, good=T(GOODS_NAMES[action.good])),
}


def last_line(view: dict[str, Any]) -> Text | None:
    """The last action in a few words, from the view alone (for the status line and the projector)."""
    last = view.get("last")
    if last is None:
        return None
    action = CODEC.decode(last["action"])
    who = SeatName(last["seat"])
    short = _SHORT.get(type(action).__name__)
    if short is None:
        return T("{who} passed.", who=who)
    return short(who, view, view["players"][last["seat"]], action)


def status(view: dict[str, Any]) -> Text:
    """Whose turn it is and what happens now. The last action is not repeated here:
    the window's log and the projector's "Last:" line say it, and the table's own
    box says it beside the dice (:func:`last_said`)."""
    return _turn_line(view)


def last_said(view: dict[str, Any]) -> Text | None:
    """The last action in a few words, for the box beside the dice."""
    last = last_line(view)
    return None if last is None else T("Last: {line}", line=last)


def _turn_line(view: dict[str, Any]) -> Text:
    phase = view["phase"]
    rnd = view["round"]
    if phase == "over":
        return T("The game is over.")
    who = SeatName(view["to_act"][0]) if view["to_act"] else None
    pick = view["pick"]
    if phase == "roll":
        line = T("Round {n}: {who} rolls the dice.", n=rnd, who=who)
    elif phase == "pick":
        line = T("Round {n}: {who} picks a die ({k} of 3).", n=rnd, who=who, k=len(view["picks"]) + 1)
    elif phase == "again":
        line = T("Round {n}: {who} moves the {character} again (hot spring).", n=rnd, who=who,
                 character=T(CHARACTER_NAMES[pick["character"]]))
    elif phase == "act":
        line = T("Round {n}: {who} chooses the {character}'s action.", n=rnd, who=who,
                 character=T(CHARACTER_NAMES[pick["character"]]))
    elif phase == "keep":
        line = T("Round {n}: {who} chooses the goods to keep.", n=rnd, who=who)
    elif phase == "spring":
        line = T("Round {n}: {who} may use the hot spring on this die.", n=rnd, who=who)
    else:
        line = T("Round {n}: {who} lost Powerful and returns a good.", n=rnd, who=who)
    if view["ending"]:
        return _join(line, T("This is the last round."))
    return line
