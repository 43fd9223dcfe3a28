"""What a seat may see of a Hooky game: :func:`view`, the exact shape of the
public view (:func:`public_view_shape`), and a full state that fits a seat's
view (:func:`determinize`, so bots look ahead with the real rules). Pure (no Qt).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ...core.game import TABLE, View
from ...core.rng import Rng
from ...core.shape import NULL, Bool, Const, Dict, Int, Letters, ListOf, OneOf, Shape, Str, Tagged, Tuple, per_seat
from ...core.shape import seat as seat_index
from . import INFO
from .data import (
    LETTERS,
    REVEAL_FROM_ROUND,
    ROUNDS,
    SETUPS,
    START_PLAYER,
    TRUANT_COUNT,
    TRUANT_GUESS_ROUNDS,
    TRUANT_POINTS,
    WORD_LENGTH,
    clue_log_rows,
    worksheet_columns,
)
from .dealspace import DealSpace, RandomSource, below, letters_of, sample
from .scoring import rank_winners, score_rows
from .state import (
    APP,
    COMPANION,
    FINAL,
    HANDS,
    OPENING,
    OVER,
    PLAYGROUND_PHASE,
    QUESTION,
    TRUANT_GUESS,
    Clue,
    HookyState,
    Peek,
    count_in_hand,
    is_seat,
    may_reveal,
)


# -- a seat's view ---------------------------------------------------------------------------------
def view(state: HookyState, seat: int | None, to_act: Sequence[int]) -> View:
    """What ``seat`` (or the public, ``None`` or :data:`TABLE`) may see, as plain JSON data;
    ``to_act`` is whom the game waits for (:meth:`~.rules.Hooky.to_act`).

    Every key is always present; what the seat may not see is ``None``.

    - set-up: ``game, mode ("app"|"companion"), any_word, players, seat,
      start_player, hand_size, playground_size, truant_count,
      reveal_after [rounds], rounds``
    - progress: ``phase ("opening"|"question"|"playground"|"truants"|
      "final"|"hands"|"over"), round (0 in the opening), turn (seat or
      None), to_act [actors: seats, or -1 for the table], may_reveal (the
      player whose turn it is may still reveal and peek), revealed_this_turn``
    - public table: ``revealed [per seat: letters in reveal order],
      playground_revealed [letters], playground_hidden (count),
      clues [{index, kind ("opening"|"question"), round, asker, asked,
      word, answer}], peeks [{round, seer, target, letter}]`` (``letter``
      only in the seer's own view, else None), ``truant_guessed [[seats
      who wrote] for rounds 4, 5, 6], hand_guessed [seats], hand_entered
      [seats] and entered_hands [per seat: letters, [] until entered]``
      (companion: the hands the table typed in at the end; app: all [])
    - the seat's own: ``hand`` (sorted letters; None for the public and in
      companion mode), ``my_truant_guesses ["", "", ""] for rounds 4-6``,
      ``my_hand_guesses [per seat] or None``, ``notes {column: {letter:
      mark}}``, ``worksheet_columns [other seats as text, "playground",
      "truants"]`` (every seat's column in the public view)
    - at the end only: ``truants, hands, playground, score_table [{seat,
      truant_guesses, truant_hits, truant_points, hand_guesses,
      hand_letters, complete_hands, revealed, total}], winners,
      mismatched_clues`` (companion: clue indexes whose typed-in answer
      does not fit the hands entered)
    """
    me = seat if is_seat(state, seat) else None
    own = _own_part(state, me)
    return {
        **_setup_part(state, me),
        **_progress_part(state, to_act),
        "hand": own.pop("hand"),
        **_table_part(state, me),
        **own,
        **_end_part(state),
    }


def _setup_part(state: HookyState, me: int | None) -> dict[str, Any]:
    s = state.setup
    return {
        "game": INFO.id,
        "mode": state.mode,
        "any_word": state.any_word,
        "players": state.players,
        "seat": me,
        "start_player": START_PLAYER,
        "hand_size": s.hand,
        "playground_size": s.playground,
        "truant_count": s.truants,
        "reveal_after": list(s.reveal_after),
        "rounds": ROUNDS,
    }


def _progress_part(state: HookyState, to_act: Sequence[int]) -> dict[str, Any]:
    return {
        "phase": state.phase,
        "round": state.round,
        "turn": state.turn if state.turn >= 0 else None,
        "to_act": list(to_act),
        "may_reveal": may_reveal(state, state.turn),
        "revealed_this_turn": state.revealed_this_turn,
    }


def _table_part(state: HookyState, me: int | None) -> dict[str, Any]:
    return {
        "revealed": [list(r) for r in state.revealed],
        "playground_revealed": list(state.playground_revealed),
        "playground_hidden": state.setup.playground - len(state.playground_revealed),
        "clues": [
            {"index": i, "kind": c.kind, "round": c.round, "asker": c.asker,
             "asked": c.asked, "word": c.word, "answer": c.answer}
            for i, c in enumerate(state.clues)
        ],
        "peeks": _peeks_seen(state, me),
        **_guessed_part(state),
        "worksheet_columns": list(worksheet_columns(state.players, me)),
    }


def _guessed_part(state: HookyState) -> dict[str, Any]:
    """Who wrote which guess (never its letters), and the hands the table typed in
    at the end (companion mode; app mode: none)."""
    companion = state.mode == COMPANION
    seats = range(state.players)
    return {
        "truant_guessed": [
            [t for t in seats if state.truant_guesses[t][i]]
            for i in range(len(TRUANT_GUESS_ROUNDS))
        ],
        "hand_guessed": [t for t in seats if state.hand_guesses[t]],
        "hand_entered": [t for t in seats if state.hands[t]] if companion else [],
        "entered_hands": [list(h) if companion else [] for h in state.hands],
    }


def _peeks_seen(state: HookyState, me: int | None) -> list[dict[str, Any]]:
    """Who peeked at whom is public; the card only the seer sees, until the end."""
    over = state.phase == OVER
    return [
        {"round": p.round, "seer": p.seer, "target": p.target,
         "letter": (p.letter or None) if (over or p.seer == me) else None}
        for p in state.peeks
    ]


def _own_part(state: HookyState, me: int | None) -> dict[str, Any]:
    if me is None:
        return {"hand": None, "my_truant_guesses": None, "my_hand_guesses": None, "notes": None}
    return {
        "hand": list(state.hands[me]) if state.hands[me] else None,
        "my_truant_guesses": list(state.truant_guesses[me]),
        "my_hand_guesses": list(state.hand_guesses[me]) if state.hand_guesses[me] else None,
        "notes": notes_dict(state.notes[me]),
    }


def _end_part(state: HookyState) -> dict[str, Any]:
    if state.phase != OVER:
        return {"truants": None, "hands": None, "playground": None, "score_table": None,
                "winners": None, "mismatched_clues": []}
    rows = score_rows(state)
    winners, _ = rank_winners(rows)
    companion = state.mode == COMPANION
    return {
        "truants": list(state.truants),
        "hands": [list(h) for h in state.hands],
        "playground": sorted(state.playground_revealed) if companion else list(state.playground),
        "score_table": [r.as_dict() for r in rows],
        "winners": list(winners),
        "mismatched_clues": mismatched_clues(state),
    }


def mismatched_clues(state: HookyState) -> list[int]:
    """Companion mode, at the end: clue-log rows whose typed-in answer does not
    match the hand entered for that player (a slip at the table)."""
    if state.mode != COMPANION or not all(state.hands):
        return []
    return [i for i, c in enumerate(state.clues)
            if count_in_hand(state.hands[c.asked], c.word) != c.answer]


def notes_dict(notes: tuple[tuple[str, str, str], ...]) -> dict[str, dict[str, str]]:
    """``{column: {letter: mark}}`` from the sorted triples (a column's notes are adjacent)."""
    return {column: {letter: mark for _column, letter, mark in cells}
            for column, cells in itertools.groupby(notes, key=operator.itemgetter(0))}


# -- the public view's shape ---------------------------------------------------------------------
#: The phases each mode passes through.
MODE_PHASES = {
    APP: (OPENING, QUESTION, TRUANT_GUESS, FINAL, OVER),
    COMPANION: (OPENING, QUESTION, PLAYGROUND_PHASE, FINAL, HANDS, OVER),
}

_LETTER = Str(choices=LETTERS)
_NOTHING = Const([])
_WORD = Letters(LETTERS, WORD_LENGTH, WORD_LENGTH)


def _score_row(seats: int, seat: int) -> Dict:
    """``seat``'s row of the score table: every guess written (the game is over), the
    points the scoring table gives them, no guess of the seat's own hand."""
    hand = SETUPS[seats].hand
    others = seats - 1
    guess = Letters(LETTERS, TRUANT_COUNT, TRUANT_COUNT, distinct=True, ordered=True)
    hits = Letters(LETTERS, 0, TRUANT_COUNT, distinct=True, ordered=True)
    hand_guess = Letters(LETTERS, 0, hand, distinct=True, ordered=True)
    most = sum(TRUANT_COUNT * TRUANT_POINTS[r] for r in TRUANT_GUESS_ROUNDS) + others * (hand + 1)
    return Dict({
        "seat": Const(seat),
        "truant_guesses": ListOf(guess, length=len(TRUANT_GUESS_ROUNDS)),
        "truant_hits": ListOf(hits, length=len(TRUANT_GUESS_ROUNDS)),
        "truant_points": Tuple(*(OneOf(*(Const(n * TRUANT_POINTS[r]) for n in range(TRUANT_COUNT + 1)))
                                 for r in TRUANT_GUESS_ROUNDS)),
        "hand_guesses": Tuple(*(Const("") if t == seat else hand_guess for t in range(seats))),
        "hand_letters": Int(0, others * hand),
        "complete_hands": Int(0, others),
        "revealed": Int(0, hand),
        "total": Int(0, most),
    })


def _other_than(seats: int, seat: int) -> OneOf:
    """Another seat than ``seat``."""
    return OneOf(*(Const(t) for t in range(seats) if t != seat))


def _opening_clue(seats: int) -> Tagged:
    """The opening clues come first, one a seat in seat order, each about its own hand."""
    return Tagged("asker", {
        t: Dict({"index": Const(t), "kind": Const("opening"), "round": Const(0), "asker": Const(t),
                 "asked": Const(t), "word": _WORD, "answer": Int(1, WORD_LENGTH)})
        for t in range(seats)
    })


def _question_clue(seats: int) -> Tagged:
    """A question asks another seat."""
    return Tagged("asker", {
        t: Dict({"index": Int(seats, clue_log_rows(seats) - 1), "kind": Const("question"),
                 "round": Int(1, ROUNDS), "asker": Const(t), "asked": _other_than(seats, t),
                 "word": _WORD, "answer": Int(0, WORD_LENGTH)})
        for t in range(seats)
    })


def _peek(seats: int, mode: str, phase: str) -> Tagged:
    # Only the seer sees the card, until the end; the app never sees one in companion mode.
    letter = _LETTER if phase == OVER and mode != COMPANION else NULL
    return Tagged("seer", {
        t: Dict({"round": Int(REVEAL_FROM_ROUND, ROUNDS), "seer": Const(t),
                 "target": _other_than(seats, t), "letter": letter})
        for t in range(seats)
    })


def _setup_shape(seats: int, mode: str, phase: str) -> dict[str, Shape]:
    """The set-up, the same all game."""
    s = SETUPS[seats]
    return {
        "phase": Const(phase),
        "mode": Const(mode),
        "game": Const(INFO.id),
        "any_word": Bool(),
        "players": Const(seats),
        "seat": NULL,
        "start_player": Const(START_PLAYER),
        "hand_size": Const(s.hand),
        "playground_size": Const(s.playground),
        "truant_count": Const(s.truants),
        "reveal_after": Const(list(s.reveal_after)),
        "rounds": Const(ROUNDS),
    }


def _own_shape(seats: int) -> dict[str, Shape]:
    """A seat's own: never in the public view (every seat's column is on its worksheet)."""
    return {
        "worksheet_columns": Const(list(worksheet_columns(seats, None))),
        "my_truant_guesses": NULL,
        "my_hand_guesses": NULL,
        "notes": NULL,
    }


def _round_shape(seats: int, phase: str) -> Shape:
    if phase == OPENING:
        return Const(0)
    if phase == QUESTION:
        return Int(1, ROUNDS)
    if phase == PLAYGROUND_PHASE:
        return OneOf(*(Const(r) for r in SETUPS[seats].reveal_after))
    if phase == TRUANT_GUESS:
        return OneOf(*(Const(r) for r in TRUANT_GUESS_ROUNDS))
    return Const(ROUNDS)


def _to_act_shape(seats: int, mode: str, phase: str) -> Shape:
    if phase in (OPENING, QUESTION):
        return Const([TABLE]) if mode == COMPANION else ListOf(seat_index(seats), length=1)
    if phase in (TRUANT_GUESS, FINAL):
        return ListOf(seat_index(seats), lo=1, hi=seats)
    return _NOTHING if phase == OVER else Const([TABLE])


def _progress_shape(seats: int, mode: str, phase: str) -> dict[str, Shape]:
    """Whose turn, which round."""
    questions = phase == QUESTION
    return {
        "round": _round_shape(seats, phase),
        "turn": seat_index(seats) if phase in (OPENING, QUESTION) else NULL,
        "to_act": _to_act_shape(seats, mode, phase),
        "may_reveal": Bool() if questions else Const(False),
        "revealed_this_turn": Bool() if questions else Const(False),
    }


def _clues_shape(seats: int, phase: str) -> Shape:
    """Every question is asked after round 6."""
    rows = clue_log_rows(seats)
    opening = _opening_clue(seats)
    if phase == OPENING:
        return ListOf(opening, hi=seats - 1)
    clue = Tagged("kind", {"opening": opening, "question": _question_clue(seats)})
    if phase in (FINAL, HANDS, OVER):
        return ListOf(clue, length=rows)
    return ListOf(clue, lo=seats, hi=rows)


def _table_shape(seats: int, mode: str, phase: str) -> dict[str, Shape]:
    """The cards face up and the clue log. Every playground card is up after round 3."""
    s = SETUPS[seats]
    if phase == OPENING:
        return {"revealed": per_seat(seats, _NOTHING), "playground_revealed": _NOTHING,
                "playground_hidden": Const(s.playground), "clues": _clues_shape(seats, phase),
                "peeks": _NOTHING}
    settled = phase in (TRUANT_GUESS, FINAL, HANDS, OVER)
    return {
        "revealed": per_seat(seats, ListOf(_LETTER, hi=s.hand)),
        "playground_revealed": (ListOf(_LETTER, length=s.playground) if settled
                                else ListOf(_LETTER, hi=s.playground)),
        "playground_hidden": Const(0) if settled else Int(0, s.playground),
        "clues": _clues_shape(seats, phase),
        "peeks": ListOf(_peek(seats, mode, phase), hi=(ROUNDS - REVEAL_FROM_ROUND + 1) * seats),
    }


def _guesses_shape(seats: int, mode: str, phase: str) -> dict[str, Shape]:
    """Who wrote a guess, and the hands typed in (companion): every guess is
    written once the hands are typed in."""
    who = seat_index(seats)
    everyone = Const(list(range(seats)))
    guessed = phase in (HANDS, OVER)
    entered_hand = ListOf(_LETTER, length=SETUPS[seats].hand)
    if mode != COMPANION or not guessed:
        entered: Shape = per_seat(seats, _NOTHING)
        entered_by: Shape = _NOTHING
    elif phase == HANDS:
        entered = per_seat(seats, OneOf(_NOTHING, entered_hand))
        entered_by = ListOf(who, hi=seats - 1)
    else:
        entered = per_seat(seats, entered_hand)
        entered_by = everyone
    return {
        "truant_guessed": (Const([list(range(seats))] * len(TRUANT_GUESS_ROUNDS)) if guessed
                           else ListOf(ListOf(who, hi=seats), length=len(TRUANT_GUESS_ROUNDS))),
        "hand_guessed": everyone if guessed else ListOf(who, hi=seats),
        "hand_entered": entered_by,
        "entered_hands": entered,
    }


def _end_shape(seats: int, mode: str, phase: str) -> dict[str, Shape]:
    """The end's: everything turns up."""
    if phase != OVER:
        return {"truants": NULL, "hands": NULL, "playground": NULL, "score_table": NULL,
                "winners": NULL, "mismatched_clues": _NOTHING}
    s = SETUPS[seats]
    rows = clue_log_rows(seats)
    return {
        "truants": ListOf(_LETTER, length=s.truants),
        "hands": per_seat(seats, ListOf(_LETTER, length=s.hand)),
        "playground": ListOf(_LETTER, length=s.playground),
        "score_table": Tuple(*(_score_row(seats, t) for t in range(seats))),
        "winners": ListOf(seat_index(seats), lo=1, hi=seats),
        "mismatched_clues": ListOf(Int(0, rows - 1), hi=rows) if mode == COMPANION else _NOTHING,
    }


def _phase_shape(seats: int, mode: str, phase: str) -> Dict:
    """The public view in ``phase`` of a game of ``mode``: what the phase can hold."""
    return Dict({
        **_setup_shape(seats, mode, phase),
        **_progress_shape(seats, mode, phase),
        "hand": NULL,
        **_table_shape(seats, mode, phase),
        **_guesses_shape(seats, mode, phase),
        **_own_shape(seats),
        **_end_shape(seats, mode, phase),
    })


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of :func:`view` for the public at a table of ``seats``:
    a variant for each mode and phase it passes through (app mode deals and counts;
    companion mode types in the playground cards and, at the end, the hands). No
    hand, guess or note of a seat's own is in it, and no peeked card before the end."""
    return Tagged("mode", {
        mode: Tagged("phase", {phase: _phase_shape(seats, mode, phase) for phase in phases})
        for mode, phases in MODE_PHASES.items()
    })


# -- a state that fits a seat's view -------------------------------------------------------------
#: Hands listed (or sampled) a player when drawing one deal.
DRAW_LIST_CAP = 300


def _draw_app_deal(view: Mapping[str, Any], rng: RandomSource,
                   space: DealSpace | None) -> tuple[list[str], list[str], list[str]]:
    """Hands (sorted letters a seat), the unknown playground cards and the truants."""
    for attempt in range(3):
        source: Mapping[str, Any] = view
        if attempt == 2:  # (never seen in play) the answers admit no deal: keep only what was seen
            source = dict(view, clues=[])
        if attempt or space is None:
            # One deal needs fewer listed hands than the careful bot's probabilities.
            space = DealSpace(source, rng, samples=64 * (attempt + 1), list_cap=DRAW_LIST_CAP * (attempt + 1))
        drawn = space.draw(rng)
        if drawn is not None:
            hands, pg, tr = drawn
            return [letters_of(h) for h in hands], list(letters_of(pg)), list(letters_of(tr))
    raise ValueError("no deal fits this view")


Cards = tuple[str, ...]


def _draw_cards(view: Mapping[str, Any], rng: Rng,
                space: DealSpace | None) -> tuple[tuple[Cards, ...], Cards, Cards]:
    """The hands, the playground stack and the truants: as the end shows them, as
    the table typed them in (companion), or drawn from the deals that fit (app)."""
    if view["phase"] == OVER:
        playground = tuple(view["playground"]) if view["mode"] == APP else ()
        return tuple(tuple(h) for h in view["hands"]), playground, tuple(view["truants"])
    if view["mode"] == COMPANION:
        return tuple(tuple(h) for h in view["entered_hands"]), (), ()
    whole, pg, tr = _draw_app_deal(view, rng, space)
    playground = tuple(view["playground_revealed"]) + tuple(sample(rng, pg, len(pg)))
    return tuple(tuple(h) for h in whole), playground, tuple(sorted(tr))


def _drawn_peeks(view: Mapping[str, Any], hands: tuple[Cards, ...], rng: Rng) -> tuple[Peek, ...]:
    """The peeks, each card another seat saw drawn from the target's face-down cards then."""
    revealed = view["revealed"]
    peeks = []
    reveals_before = [0] * view["players"]  # each reveal-and-peek put one of the seer's cards face up
    for p in view["peeks"]:
        letter = p.get("letter") or ""
        target = p["target"]
        if view["mode"] == APP and not letter:
            down = [ch for ch in hands[target] if ch not in revealed[target][:reveals_before[target]]]
            letter = down[below(rng, len(down))]
        peeks.append(Peek(p["round"], p["seer"], target, letter))
        reveals_before[p["seer"]] += 1
    return tuple(peeks)


def _drawn_guesses(view: Mapping[str, Any], seat: int,
                   rng: Rng) -> tuple[list[tuple[str, str, str]], list[tuple[str, ...]]]:
    """Every seat's truant and hand guesses: the end's, the seat's own, and made-up
    letters where another seat wrote a guess the seat has not seen."""
    n = view["players"]
    rows = {d["seat"]: d for d in view.get("score_table") or ()}
    truant_guesses: list[tuple[str, str, str]] = []
    hand_guesses: list[tuple[str, ...]] = []
    for s in range(n):
        if s in rows:
            truant_guesses.append(_three(rows[s]["truant_guesses"]))
            hand_guesses.append(tuple(rows[s]["hand_guesses"]))
        elif s == seat:
            truant_guesses.append(_three(view["my_truant_guesses"]))
            hand_guesses.append(tuple(view["my_hand_guesses"] or ()))
        else:
            truant_guesses.append(_made_up_truant_guesses(view, s, rng))
            hand_guesses.append(tuple("" for _ in range(n)) if s in view["hand_guessed"] else ())
    return truant_guesses, hand_guesses


def _made_up_truant_guesses(view: Mapping[str, Any], other: int, rng: Rng) -> tuple[str, str, str]:
    """Three letters for every truant guess ``other`` wrote (the seat never saw them)."""
    return _three(
        "".join(sorted(sample(rng, LETTERS, TRUANT_COUNT))) if other in view["truant_guessed"][i] else ""
        for i in range(len(TRUANT_GUESS_ROUNDS)))


def _three(guesses: Any) -> tuple[str, str, str]:
    """The guesses after rounds 4, 5 and 6."""
    first, second, third = guesses
    return first, second, third


def determinize(view: Mapping[str, Any], seat: int, rng: Rng, space: DealSpace | None = None) -> HookyState:
    """A full state that ``seat``, seeing ``view``, cannot tell from the real one:
    its own hand, everything public and its own notes, guesses and peeks as they
    are; the other hands, the playground cards still face down and the truants
    drawn from the deals that fit every answer in the clue log; the cards other
    players peeked at drawn from those hands (face down at that moment); the
    letters of others' written guesses made up. The random stream comes from
    ``rng``. The seat's view of the result equals ``view``. ``space``: the deals
    of this view when the caller has them already (the careful bot)."""
    n = view["players"]
    hands, playground, truants = _draw_cards(view, rng, space)
    peeks = _drawn_peeks(view, hands, rng)
    truant_guesses, hand_guesses = _drawn_guesses(view, seat, rng)
    own_notes = tuple(sorted((col, ch, mark) for col, marks in (view.get("notes") or {}).items()
                             for ch, mark in marks.items()))
    return HookyState(
        players=n,
        mode=view["mode"],
        any_word=view["any_word"],
        hands=hands,
        playground=playground,
        truants=truants,
        rng=Rng(rng.next64()).state,
        phase=view["phase"],
        round=view["round"],
        turn=view["turn"] if view["turn"] is not None else -1,
        revealed_this_turn=view["revealed_this_turn"],
        clues=tuple(Clue(c["kind"], c["round"], c["asker"], c["asked"], c["word"], c["answer"])
                    for c in view["clues"]),
        revealed=tuple(tuple(r) for r in view["revealed"]),
        playground_revealed=tuple(view["playground_revealed"]),
        peeks=peeks,
        truant_guesses=tuple(truant_guesses),
        hand_guesses=tuple(hand_guesses),
        notes=tuple(own_notes if s == seat else () for s in range(n)),
    )
