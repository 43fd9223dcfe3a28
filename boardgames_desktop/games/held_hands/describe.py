"""What a person reads about ...and then we held hands: the log line of each
action (:func:`describe`) and of each move (:func:`describe_move`), the status
line and the ending, built from *views* only (plain data a viewer may see),
never from the state. Pure Python.

Every sentence is one message (``T``), so a translation gets whole sentences;
a log line that says several things is such sentences one after the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.game import Part
from ...core.i18n import SeatName, T, Text, Tn
from .actions import EndTurn, Fan, RevealGoal, Step
from .data import COLOUR_LABEL, EMOTION_LABEL, HEART, NODES

View = Mapping[str, Any]


def emotion_text(emotion: str) -> Text:
    return T(EMOTION_LABEL[emotion])


def colour_text(emotion: str) -> Text:
    return T(COLOUR_LABEL[emotion])


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


NODE_PHRASE = {
    "happy": T("a happy node"),
    "calm": T("a calm node"),
    "angry": T("an angry node"),
    "sad": T("a sad node"),
    HEART: T("the heart"),
}
RING_OPENS = (
    None,
    T("The middle ring opens: four new goals each."),
    T("The inner ring opens: four new goals each."),
    T("The heart opens."),
)


def sentences(*parts: Text | None) -> Text:
    """Whole sentences read one after the other, as one log line."""
    kept = [p for p in parts if p is not None]
    line = kept[0]
    for part in kept[1:]:
        # A translation may drop the space (Chinese sentences run on).
        line = T("{sentence} {next_sentence}", sentence=line, next_sentence=part)
    return line


def ending_text(reason: str, seat: int, balance: int, no_cards: bool) -> Text:
    """Why the game ended, in a player's words (``seat``: whose turn it was)."""
    who = SeatName(seat)
    if reason == "heart":
        return T("Both hearts met in the centre: they hold hands. You win!")
    if reason == "balance":
        return T("{who}'s balance left -2..+2 ({balance}): the couple breaks up.", who=who, balance=signed(balance))
    if reason == "no-follow":
        return T("{who} did not follow into the heart on the very next turn: the couple breaks up.", who=who)
    if no_cards:
        return T("{who} cannot take a legal turn (no card is left in either hand): the couple breaks up.", who=who)
    return T(
        "{who} cannot take a legal turn (no card in either hand can pay a step to a free "
        "neighbouring node): the couple breaks up.",
        who=who,
    )


def view_ending(view: View) -> Text | None:
    """The ending message, read off a view (``None`` while the game runs)."""
    outcome = view["outcome"]
    if outcome is None:
        return None
    seat = view["current"]
    return ending_text(outcome["reason"], seat, view["balances"][seat], not any(view["hands"]))


def _ended(before: View, after: View) -> Text | None:
    return view_ending(after) if before["outcome"] is None else None


def _drawn(before: View, after: View, actor: int) -> Text | None:
    n = len(after["hands"][actor]) - len(before["hands"][actor])
    if n <= 0:
        return None
    return Tn("Balance 0: {who} draws {n} card.", "Balance 0: {who} draws {n} cards.", n, who=SeatName(actor))


# -- one line a move --------------------------------------------------------------------
def fan_line(before: View, after: View, actor: int, side: str) -> Text:
    who = SeatName(actor)
    line = (T("{who} fans their hand to the left.", who=who) if side == "L"
            else T("{who} fans their hand to the right.", who=who))
    return sentences(line, _ended(before, after))


def reveal_line(before: View, after: View, actor: int) -> Text:
    who = SeatName(actor)
    goal = after["active_goals"][actor]
    line = (T("{who} reveals the next goal: {goal}.", who=who, goal=emotion_text(goal)) if goal
            else T("{who} reveals the next goal.", who=who))
    return sentences(line, _drawn(before, after, actor), _ended(before, after))


def step_line(before: View, after: View, actor: int, node: str, card: int) -> Text:
    who = SeatName(actor)
    place = NODE_PHRASE[NODES[node].emotion or HEART] if node in NODES else T("a node")
    balance = signed(after["balances"][actor])
    if _ended(before, after) is not None:
        return T("{who} steps to {place}: the balance goes to {balance} and the couple breaks up.",
                 who=who, place=place, balance=balance)
    owner = next((s for s in (0, 1) if any(c["id"] == card for c in before["hands"][s])), actor)
    if owner == actor:
        return T("{who} steps to {place}, paying from their own hand (balance {balance}).",
                 who=who, place=place, balance=balance)
    return T("{who} steps to {place}, paying from {partner}'s hand (balance {balance}).",
             who=who, place=place, partner=SeatName(owner), balance=balance)


def end_line(before: View, after: View, actor: int) -> Text:
    who = SeatName(actor)
    was, now = before["perspectives"][actor], after["perspectives"][actor]
    if after["positions"][actor] == HEART:
        line = T("{who} ends the move in the heart.", who=who)
    elif now == was:
        line = T("{who} ends the move.", who=who)
    elif now == "L":
        line = T("{who} ends the move and switches to the left.", who=who)
    else:
        line = T("{who} ends the move and switches to the right.", who=who)
    return sentences(line, *_end_news(before, after, actor))


def _end_news(before: View, after: View, actor: int) -> tuple[Text | None, ...]:
    """What ending a move brought: a goal done, a ring opened, cards drawn, the end."""
    goal = None
    if len(after["goals_done"][actor]) > len(before["goals_done"][actor]):
        done = emotion_text(after["goals_done"][actor][-1])
        nxt = after["active_goals"][actor]
        goal = (T("Goal {goal} done; the next one is {next}.", goal=done, next=emotion_text(nxt)) if nxt
                else T("Goal {goal} done.", goal=done))
    ring = RING_OPENS[after["ring"]] if after["ring"] > before["ring"] else None
    return goal, ring, _drawn(before, after, actor), _ended(before, after)


def _payer(before: View, after: View) -> int | None:
    """Whose hand paid a step: the hand that lost a card (both hands are on the table)."""
    for seat in (0, 1):
        if {c["id"] for c in before["hands"][seat]} - {c["id"] for c in after["hands"][seat]}:
            return seat
    return None


def whole_move_line(steps: Sequence[tuple[View, View]], end: tuple[View, View] | None, actor: int) -> Text:
    """A move of one or more steps as one line: where the pawn went, whose hand
    paid, the balance, and what ending the move brought (``end`` is ``None``
    while the move is still being played, or when a step ended the game)."""
    who = SeatName(actor)
    n = len(steps)
    last = steps[-1][1]
    node = last["positions"][actor]
    place = NODE_PHRASE[NODES[node].emotion or HEART] if node in NODES else T("a node")
    balance = signed(last["balances"][actor])
    if _ended(steps[-1][0], last) is not None:
        return Tn("{who} moves {n} step to {place}: the balance goes to {balance} and the couple breaks up.",
                  "{who} moves {n} steps to {place}: the balance goes to {balance} and the couple breaks up.",
                  n, who=who, place=place, balance=balance)
    payers = {_payer(b, a) for b, a in steps} - {None}
    line = _paid_moves(payers, actor, n, place, balance)
    if end is None:
        return sentences(line, T("The move is not over yet."))
    before, after = end
    return sentences(line, _switch(before, after, actor), *_end_news(before, after, actor))


def _paid_moves(payers: set[int | None], actor: int, n: int, place: Text, balance: str) -> Text:
    """The move's first sentence: how far the pawn went, and whose hands paid its steps."""
    who = SeatName(actor)
    if payers == {actor}:
        return Tn("{who} moves {n} step to {place}, paying from their own hand (balance {balance}).",
                  "{who} moves {n} steps to {place}, paying from their own hand (balance {balance}).",
                  n, who=who, place=place, balance=balance)
    if payers == {1 - actor}:
        return Tn("{who} moves {n} step to {place}, paying from {partner}'s hand (balance {balance}).",
                  "{who} moves {n} steps to {place}, paying from {partner}'s hand (balance {balance}).",
                  n, who=who, place=place, partner=SeatName(1 - actor), balance=balance)
    return Tn("{who} moves {n} step to {place}, paying from both hands (balance {balance}).",
              "{who} moves {n} steps to {place}, paying from both hands (balance {balance}).",
              n, who=who, place=place, balance=balance)


def _switch(before: View, after: View, actor: int) -> Text | None:
    """The perspective switch that ended a move, if it switched."""
    was, now = before["perspectives"][actor], after["perspectives"][actor]
    if now == was:
        return None
    who = SeatName(actor)
    return T("{who} switches to the left.", who=who) if now == "L" else T("{who} switches to the right.", who=who)


def move_line(actor: int) -> Text:
    """A move whose contents this viewer may not see (no held-hands action is secret)."""
    return T("{who} moves.", who=SeatName(actor))


def describe(before: View, after: View, actor: int, action: Any | None) -> Text:
    """The line of one action (the match's per-action line)."""
    if isinstance(action, Fan):
        return fan_line(before, after, actor, action.side)
    if isinstance(action, RevealGoal):
        return reveal_line(before, after, actor)
    if isinstance(action, Step):
        return step_line(before, after, actor, action.node, action.card)
    if isinstance(action, EndTurn):
        return end_line(before, after, actor)
    return move_line(actor)


def describe_move(parts: Sequence[Part], actor: int) -> Text:
    """A move's steps and its ending, as one line."""
    steps = [(p.before, p.after) for p in parts if not isinstance(p.action, EndTurn)]
    ends = [(p.before, p.after) for p in parts if isinstance(p.action, EndTurn)]
    if not steps:  # only an ending (never on its own: it does not continue)
        return end_line(ends[-1][0], ends[-1][1], actor)
    return whole_move_line(steps, ends[-1] if ends else None, actor)


# -- the status line ---------------------------------------------------------------------
def status_line(public: View) -> Text:
    ending = view_ending(public)
    if ending is not None:
        return ending
    seat = public["current"]
    who = SeatName(seat)
    if public["phase"] == "fan":
        return T("{who}: fan your hand to the left or the right.", who=who)
    if public["needs_reveal"][seat]:
        return T("{who}: reveal your next goal.", who=who)
    if public["in_heart"][1 - seat]:
        return T("{who}: your partner is in the heart; follow this turn with your balance at 0.", who=who)
    if public["path"]:
        return T("{who}: keep stepping, or end your move.", who=who)
    return T("{who}: move by playing cards from either hand.", who=who)
