"""What a seat's phone shows in Hooky, built from that seat's view alone: the hand and
what the seat has seen (its peeks), the public table (face-up cards, the playground,
the whole clue log), its moves as small forms (the opening clue, a question, a reveal
and peek, the truant and hand guesses), and its worksheet, where a tap cycles a mark
as a click does at the laptop (the assist's grid beside it, switched on the phone).
Pure (no Qt).

Companion mode keeps the table's own entries (the clue log, the playground card,
the hands) at the laptop; a seat's guesses are still its phone's.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any

from ...core.game import (
    Phone,
    PhoneCell,
    PhoneChoice,
    PhoneField,
    PhoneForm,
    PhoneItem,
    PhoneOption,
    PhoneSheet,
    TooMany,
    View,
)
from ...core.i18n import SeatName, T, seat_named
from .actions import Ask, GuessHands, GuessTruants, Mark, OpeningClue, RevealAndPeek, RevealPlayground
from .data import LETTERS, TRUANT_GUESS_ROUNDS, WORD_LENGTH
from .describe import spaced, status
from .worksheet import ASSIST, CYCLE, FACT, IMPLIED, MARK_WORDS, ME, NOTE, Sheet, assist, build_sheet, column_title

#: The most choices a phone lists as buttons (a letter a button).
MOST = 26
#: The longest text a phone's field takes: room for a mistyped word, which the rules
#: then refuse with their reason, and no more.
TYPED = 24
#: A mark's symbol on the phone, as on the laptop's worksheet.
SYMBOLS = {"has": "●", "has_not": "✕", "maybe": "?", "": ""}
#: The marks a tap cycles through, in order, before the cell is empty again.
CYCLED = ("has", "has_not", "maybe")
#: What a cell's source looks like on the phone (:data:`~...core.game.PHONE_CELL_STYLES`).
STYLES = {FACT: "fact", NOTE: "note", ASSIST: "helped", IMPLIED: "implied"}


def phone(view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
    listed = [] if isinstance(legal, TooMany) or len(legal) > MOST else legal
    choices = tuple(PhoneChoice(T("Put {letter} on the playground", letter=a.letter), a)
                    for a in listed if isinstance(a, RevealPlayground))
    forms = _forms(view, seat)
    # Only the table's own entries in companion mode stay at the laptop.
    acting = seat in view["to_act"]
    offered = not acting or bool(forms) or (not isinstance(legal, TooMany) and len(choices) == len(legal))
    return Phone(
        secret=_secret(view, seat), public=_public(view), choices=choices,
        elsewhere="" if offered else T("Type your clue, question or guess, and keep your worksheet."),
        forms=forms, sheet=_sheet(view) if view["phase"] != "over" else None,
    )


def phone_form(view: View, seat: int, key: str, values: Mapping[str, str]) -> Any:
    """The action a filled-in form names (the rules judge it: a word, letters)."""
    if key == "clue":
        return OpeningClue(values["word"])
    if key == "ask":
        return Ask(int(values["target"]), values["word"])
    if key == "reveal":
        return RevealAndPeek(values["letter"], int(values["target"]))
    if key.startswith("truants") and key[7:].isdigit():
        return GuessTruants(int(key[7:]), values["letters"])
    if key == "hands":
        return GuessHands(tuple(values.get(f"hand{s}", "") for s in range(view["players"])))
    return None


# -- what the phone shows ----------------------------------------------------------------------
def _secret(view: View, seat: int) -> tuple[PhoneItem, ...]:
    hand = tuple(PhoneItem(letter) for letter in view["hand"] or ())
    seen = tuple(PhoneItem(p["letter"], T("seen in {who}'s hand (round {n})", who=SeatName(p["target"]),
                                           n=p["round"]))
                 for p in view["peeks"] if p["seer"] == seat and p.get("letter"))
    guessed = tuple(PhoneItem(spaced(g), T("your truant guess after round {n}", n=r))
                    for r, g in zip(TRUANT_GUESS_ROUNDS, view["my_truant_guesses"] or (), strict=False) if g)
    return hand + seen + guessed


def _public(view: View) -> tuple[Any, ...]:
    lines: list[Any] = [status(view)]
    for s, letters in enumerate(view["revealed"]):
        if letters:
            lines.append(T("{who} has face up: {letters}", who=SeatName(s), letters=spaced(letters)))
    if view["playground_revealed"]:
        lines.append(T("The playground shows: {letters}", letters=spaced(view["playground_revealed"])))
    for c in view["clues"]:
        if c["kind"] == "opening":
            lines.append(T("{who} named {word}: {n} of its letters in their own hand",
                           who=SeatName(c["asker"]), word=c["word"], n=c["answer"]))
        else:
            lines.append(T("{who} asked {asked} {word}: {n}", who=SeatName(c["asker"]),
                           asked=SeatName(c["asked"]), word=c["word"], n=c["answer"]))
    return tuple(lines)


def _others(view: View, seat: int) -> tuple[PhoneOption, ...]:
    return tuple(PhoneOption(str(s), seat_named(s)) for s in range(view["players"]) if s != seat)


def _word(value: str = "") -> PhoneField:
    return PhoneField("word", T("Word"), placeholder=T("five letters") if WORD_LENGTH == 5 else "",
                      value=value, most=TYPED)


def _forms(view: View, seat: int) -> tuple[PhoneForm, ...]:
    phase, app = view["phase"], view["mode"] == "app"
    if seat not in view["to_act"]:
        return ()
    if phase == "opening" and app:
        return (PhoneForm("clue", T("Your opening clue"), (_word(),), T("Name this word"),
                          T("A word with at least one letter of your hand: the table learns how many it holds.")),)
    if phase == "question" and app:
        forms = [PhoneForm("ask", T("Ask a question"), (PhoneField("target", T("Ask:"), _others(view, seat)),
                                                        _word()), T("Ask"))]
        hidden = [ch for ch in view["hand"] or () if ch not in view["revealed"][seat]]
        if view["may_reveal"] and hidden:
            letters = tuple(PhoneOption(ch, ch) for ch in hidden)
            forms.insert(0, PhoneForm(
                "reveal", T("Reveal a card and peek"),
                (PhoneField("letter", T("Reveal:"), letters), PhoneField("target", T("then peek at:"),
                                                                        _others(view, seat))),
                T("Reveal and peek"),
                T("Before you ask, once a turn: turn up a card of yours, then see one random card of another hand.")))
        return tuple(forms)
    if phase == "truants":
        return (_truant_form(view["round"]),)
    if phase == "final":
        mine = view["my_truant_guesses"] or ["", "", ""]
        forms = [_truant_form(r) for i, r in enumerate(TRUANT_GUESS_ROUNDS) if not app and not mine[i]]
        if not view["my_hand_guesses"]:
            forms.append(_hands_form(view, seat))
        return tuple(forms)
    return ()


def _truant_form(round_: int) -> PhoneForm:
    return PhoneForm(f"truants{round_}", T("Truants after round {n}", n=round_),
                     (PhoneField("letters", T("Three letters"), placeholder=T("e.g. K Q Z"), most=TYPED),),
                     T("Write my truant guess"),
                     T("The three letters you think are the truants: neither in a hand nor in the playground."))


def _hands_form(view: View, seat: int) -> PhoneForm:
    """A field for every other hand, filled in with what the seat has seen or marked ● there."""
    known = {s: set(view["revealed"][s]) for s in range(view["players"])}
    for p in view["peeks"]:
        if p["seer"] == seat and p.get("letter"):
            known[p["target"]].add(p["letter"])
    notes = view["notes"] or {}
    fields = []
    for s in range(view["players"]):
        if s == seat:
            continue
        marked = {ch for ch, m in notes.get(str(s), {}).items() if m == "has"}
        letters = "".join(sorted(known[s] | marked))[:view["hand_size"]]
        fields.append(PhoneField(f"hand{s}", T("{who}'s hand", who=SeatName(s)), value=spaced(letters), most=TYPED))
    return PhoneForm("hands", T("Your guesses of the other hands"), tuple(fields), T("Write my guesses"),
                     T("At most {k} letters a hand: 1 point a correct letter, 1 more for a whole hand.",
                       k=view["hand_size"]))


# -- the worksheet -----------------------------------------------------------------------------
def _sheet(view: View) -> PhoneSheet | None:
    if view["seat"] is None or view["notes"] is None:
        return None
    notes = view["notes"]
    plain = build_sheet(view, notes, None)
    helped = build_sheet(view, notes, _assist(json.dumps({k: v for k, v in view.items() if k != "notes"},
                                                         sort_keys=True)))
    legend = tuple(T("{symbol} {meaning}", symbol=SYMBOLS[m], meaning=T(MARK_WORDS[m])) for m in CYCLED)
    return PhoneSheet(
        T("Worksheet"), tuple(column_title(c) for c in plain.columns), tuple(LETTERS),
        _grid(plain), _grid(helped), T("Assist: fill in what the clues prove"),
        legend + (T("A tap cycles {marks}, then empty.", marks=" ".join(SYMBOLS[m] for m in CYCLED)),),
        tuple(T("{letter} in {column}: {why}", letter=ch, column=column_title(col), why=why)
              for col, ch, why in plain.conflicts),
    )


@functools.lru_cache(maxsize=16)
def _assist(view_without_notes: str) -> dict[str, Any]:
    """The assist for a view (a seat's notes are no part of it: a mark does not work it
    out again), the view given as JSON so it can be kept."""
    return assist(json.loads(view_without_notes))


def _grid(sheet: Sheet) -> tuple[tuple[PhoneCell, ...], ...]:
    return tuple(tuple(_cell(sheet, col, ch) for col in sheet.columns) for ch in LETTERS)


def _cell(sheet: Sheet, col: str, ch: str) -> PhoneCell:
    cell = sheet.cells[(col, ch)]
    style = "mine" if col == ME and cell.mark else ("wrong" if cell.conflict else STYLES.get(cell.source, ""))
    if cell.locked:
        return PhoneCell(SYMBOLS[cell.mark], style, None, cell.reason)
    after = CYCLE[cell.note]
    title = cell.conflict or cell.reason or T("Tap: {mark}", mark=T(MARK_WORDS[after]))
    return PhoneCell(SYMBOLS[cell.mark], style, Mark(col, ch, after), title)


__all__ = ["phone", "phone_form"]
