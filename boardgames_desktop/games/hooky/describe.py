"""Hooky in words: the log line a viewer reads for an action, the status line
and the end of the game. Pure (no Qt).

Everything here is built from *views* (one seat's, or the public one), never
from a state, so a line cannot tell a viewer anything its views do not: a
Hooky answer is read from the clue log of the view after the question, a
peeked card only from the peeker's own view, a guess's letters only from the
guesser's. One line an action, every word of it kept (the clue's word and its
answer are never left out, and nothing is said twice).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...core.i18n import N_, SeatName, T, Text, Tn
from .actions import (
    Ask,
    EnterHand,
    FixAnswer,
    GuessHands,
    GuessTruants,
    Mark,
    OpeningClue,
    RevealAndPeek,
    RevealPlayground,
)
from .data import PLAYGROUND, ROUNDS, TRUANT_GUESS_ROUNDS, TRUANTS
from .scoring import TIE_REASONS, ScoreRow, rank_winners, tie_steps
from .state import (
    APP,
    FINAL,
    HANDS,
    OPENING,
    OVER,
    PLAYGROUND_PHASE,
    QUESTION,
    TRUANT_GUESS,
)

View = Mapping[str, Any]


def spaced(letters: Any) -> str:
    """Letters as a player reads them on the table: "A B C"."""
    return " ".join(letters)


def seat_list(seats: Sequence[int]) -> Any:
    """Seats named in a sentence: "Ada", "Ada and Ben", "Ada, Ben and Cleo"."""
    names = [SeatName(s) for s in seats]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return T("{first} and {last}", first=names[0], last=names[1])
    return T("{rest} and {last}", rest=names[:-1], last=names[-1])


# -- the end ---------------------------------------------------------------------------------------
def outcome_message(rows: Sequence[ScoreRow]) -> tuple[tuple[int, ...], str, Text, Any]:
    """(winners, reason key, who won and how, the tie-break that decided or "")."""
    winners, reason = rank_winners(list(rows))
    best = max(r.total for r in rows)
    who = seat_list(winners)
    if reason == "score":
        return winners, reason, Tn("{who} wins with {n} point.", "{who} wins with {n} points.", best, who=who), ""
    rule = T(TIE_REASONS[reason])
    tied = [r.seat for r in rows if r.total == best]
    if reason == "shared":
        message = Tn("{who} share the victory with {n} point each.",
                     "{who} share the victory with {n} points each.", best, who=who)
        # Name the tie-breaks that put someone out: "all scored 76, two win" explains itself.
        lost: Any = None
        for key, out in tie_steps(list(rows)):
            line = T("{out} lost the tie-break ({rule}).", out=seat_list(out), rule=T(TIE_REASONS[key]))
            lost = line if lost is None else T("{first} {then}", first=lost, then=line)
        if lost is None:
            return winners, reason, message, T("Still level after every tie-break: a shared victory.")
        return winners, reason, message, T(
            "{lost} {who} are still level after every tie-break: a shared victory.", lost=lost, who=who)
    message = Tn("Tied at {n} point; {who} wins the tie-break: {rule}.",
                 "Tied at {n} points; {who} wins the tie-break: {rule}.", best, who=who, rule=rule)
    return winners, reason, message, T("Level at the top: {tied}.", tied=seat_list(tied))


def rows_from_view(view: View) -> list[ScoreRow]:
    """The score rows of a finished game's view (empty while it runs)."""
    return [
        ScoreRow(
            seat=d["seat"], truant_guesses=tuple(d["truant_guesses"]), truant_hits=tuple(d["truant_hits"]),
            truant_points=tuple(d["truant_points"]), hand_guesses=tuple(d["hand_guesses"]),
            hand_letters=d["hand_letters"], complete_hands=d["complete_hands"], revealed=d["revealed"],
            total=d["total"],
        )
        for d in view.get("score_table") or ()
    ]


def result_line(view: View) -> Any:
    rows = rows_from_view(view)
    return outcome_message(rows)[2] if rows else ""


# -- the status line (public view) -------------------------------------------------------------------------
def table_turn(public: View) -> Text | str:
    """The headline while the table types in (companion mode): whose word the clue
    log waits for, or what the table enters now; the status says the rest."""
    phase = public["phase"]
    turn = public["turn"]
    if phase == OPENING and turn is not None:
        return T("{who} names an opening word", who=SeatName(turn))
    if phase == QUESTION and turn is not None:
        return T("{who} asks a word", who=SeatName(turn))
    if phase == PLAYGROUND_PHASE:
        return T("The table turns up a playground card")
    if phase == HANDS:
        return T("Everyone shows their hand")
    return T("The table's turn")


def status(public: View) -> Text | str:
    phase = public["phase"]
    turn: int = public["turn"] if public["turn"] is not None else -1
    if phase == OPENING:
        return T("Opening clues: {who} names a five-letter word holding at least one letter of their hand.",
                 who=SeatName(turn))
    if phase == QUESTION:
        if public["may_reveal"]:
            return T("Round {n} of {rounds}: {who} asks another player a five-letter word "
                     "(they may first reveal a card and peek).", n=public["round"], rounds=ROUNDS, who=SeatName(turn))
        return T("Round {n} of {rounds}: {who} asks another player a five-letter word.",
                 n=public["round"], rounds=ROUNDS, who=SeatName(turn))
    if phase == PLAYGROUND_PHASE:
        return T("End of round {n}: type in the playground card turned face up.", n=public["round"])
    if phase == OVER:
        return T("Game over. {result}", result=result_line(public))
    waiting = seat_list([s for s in public["to_act"] if s >= 0])
    if phase == TRUANT_GUESS:
        return T("End of round {n}: everyone writes three truant letters (waiting for {waiting}).",
                 n=public["round"], waiting=waiting)
    if phase == FINAL:
        if public["mode"] == APP:
            return T("After round {n}: every player writes their guesses of the other hands (waiting for {waiting}).",
                     n=ROUNDS, waiting=waiting)
        return T("After round {n}: every player writes their truant guesses and hand guesses "
                 "(waiting for {waiting}).", n=ROUNDS, waiting=waiting)
    if phase == HANDS:
        missing = [s for s in range(public["players"]) if s not in public["hand_entered"]]
        return T("Every player shows their hand and the table types it in (waiting for {waiting}).",
                 waiting=seat_list(missing))
    return ""


# -- log lines ---------------------------------------------------------------------------------------------------
_MARK_LINES = {
    "has": N_("{who} notes on their worksheet: {letter} in {column}."),
    "has_not": N_("{who} notes on their worksheet: {letter} not in {column}."),
    "maybe": N_("{who} notes on their worksheet: {letter} maybe in {column}."),
    "": N_("{who} clears a note on their worksheet: {letter} in {column}."),
}


@functools.lru_cache(maxsize=64)  # a Text is immutable; a long game's notes name few columns
def column_name(column: str) -> Any:
    """A worksheet column in a sentence: "Ben's hand", "the playground", "the truants"."""
    if column == PLAYGROUND:
        return T("the playground")
    if column == TRUANTS:
        return T("the truants")
    return T("{who}'s hand", who=SeatName(int(column)))


def _new_round_guessed(before: View, after: View, actor: int) -> int:
    for i, rnd in enumerate(TRUANT_GUESS_ROUNDS):
        if actor in after["truant_guessed"][i] and actor not in before["truant_guessed"][i]:
            return rnd
    return int(after["round"])


def _truants_line(after: View) -> str:
    return spaced(after.get("truants") or ())


def describe(before: View, after: View, actor: int, action: Any | None, viewer: int | None) -> Text | str:
    """The line ``viewer`` reads for ``action`` (None when its letters are secret
    from this viewer), from that viewer's views before and after it."""
    if isinstance(action, Mark):  # first, and from the action alone: a long game holds many
        template = _MARK_LINES.get(action.mark, _MARK_LINES[""])
        return T(template, who=SeatName(actor), letter=action.letter.strip().upper(),
                 column=column_name(action.column))
    if before["truant_guessed"] != after["truant_guessed"]:  # a truant guess (secret letters)
        return _truant_guess_line(before, after, actor, action)
    if before["hand_guessed"] != after["hand_guessed"]:  # hand guesses (secret letters)
        return _hand_guess_line(after, actor, action)
    for kinds, line in _ACTION_LINES:
        if isinstance(action, kinds):
            return line(before, after, action)
    return T("(a move of this game)")


def _truant_guess_line(before: View, after: View, actor: int, action: Any | None) -> Text:
    rnd = action.round if isinstance(action, GuessTruants) else _new_round_guessed(before, after, actor)
    mine = (after.get("my_truant_guesses") or ["", "", ""])[TRUANT_GUESS_ROUNDS.index(rnd)]
    if isinstance(action, GuessTruants) and mine:
        return T("{who} writes their truant guess for round {n}: {letters}.",
                 who=SeatName(actor), n=rnd, letters=spaced(mine))
    return T("{who} writes their truant guess for round {n}.", who=SeatName(actor), n=rnd)


def _hand_guess_line(after: View, actor: int, action: Any | None) -> Text:
    over = after["phase"] == OVER
    mine = after.get("my_hand_guesses") or []
    if isinstance(action, GuessHands) and mine:
        shown = [T("{who}: {letters}", who=SeatName(t), letters=spaced(g) or "–")
                 for t, g in enumerate(mine) if t != actor]
        if over:
            return T("{who} writes their guesses of the other hands ({guesses}). "
                     "The game is over: the truants are {truants}.",
                     who=SeatName(actor), guesses=shown, truants=_truants_line(after))
        return T("{who} writes their guesses of the other hands ({guesses}).", who=SeatName(actor), guesses=shown)
    if over:
        return T("{who} writes their guesses of the other hands. The game is over: the truants are {truants}.",
                 who=SeatName(actor), truants=_truants_line(after))
    return T("{who} writes their guesses of the other hands.", who=SeatName(actor))


def _clue_line(before: View, after: View, action: Any) -> Text:
    clue = after["clues"][-1]
    if clue["kind"] == "opening":
        return T("{who} opens with {word}: {n} in their own hand.",
                 who=SeatName(clue["asker"]), word=clue["word"], n=clue["answer"])
    args = {"asker": SeatName(clue["asker"]), "asked": SeatName(clue["asked"]), "word": clue["word"],
            "n": clue["answer"]}
    if len(after["playground_revealed"]) > len(before["playground_revealed"]):
        return T("{asker} asks {asked} {word}: {n}. End of round {round}: the playground card {card} turns up.",
                 round=before["round"], card=after["playground_revealed"][-1], **args)
    return T("{asker} asks {asked} {word}: {n}.", **args)


def _reveal_line(before: View, after: View, action: Any) -> Text:
    peek = after["peeks"][-1]
    who, target = SeatName(peek["seer"]), SeatName(peek["target"])
    letter = after["revealed"][peek["seer"]][-1]
    if peek.get("letter"):
        return T("{who} reveals {letter} and looks at a random card of {target}: it is {card}.",
                 who=who, letter=letter, target=target, card=peek["letter"])
    return T("{who} reveals {letter} and looks at a random card of {target}.", who=who, letter=letter,
             target=target)


def _playground_line(before: View, after: View, action: Any) -> Text:
    return T("End of round {round}: the playground card {card} turns up.",
             round=before["round"], card=after["playground_revealed"][-1])


def _enter_hand_line(before: View, after: View, action: Any) -> Text:
    hand = (after.get("hands") or after["entered_hands"])[action.seat] or ()
    if after["phase"] == OVER:
        return T("{who} shows their hand: {letters}. The game is over: the truants are {truants}.",
                 who=SeatName(action.seat), letters=spaced(hand), truants=_truants_line(after))
    return T("{who} shows their hand: {letters}.", who=SeatName(action.seat), letters=spaced(hand))


def _fix_line(before: View, after: View, action: Any) -> Text:
    old, new = before["clues"][action.clue], after["clues"][action.clue]
    return T("The table corrects the answer to {word} ({who}): {old} becomes {new}.",
             word=new["word"], who=SeatName(new["asked"]), old=old["answer"], new=new["answer"])


#: The line of each other action, by its type (a guess's line is chosen above, by what the views show).
_ACTION_LINES: tuple[tuple[type | tuple[type, ...], Callable[[View, View, Any], Text]], ...] = (
    ((OpeningClue, Ask), _clue_line),
    (RevealAndPeek, _reveal_line),
    (RevealPlayground, _playground_line),
    (EnterHand, _enter_hand_line),
    (FixAnswer, _fix_line),
)
