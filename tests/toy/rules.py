"""Toy cards: state, actions, legal actions, apply, views, log lines. Pure (no Qt).

The deck holds 36 different cards: four colours, values 1 to 9. Each seat
holds two cards, secret from the others; one card lies face up on the table
(the *top*). In turn, a seat may first **stake** (its play this turn scores
double, but a turn that scores nothing then costs 2 points), then does one of:

- **play** a card from its hand face up: it scores its value when it beats the
  top (higher, or the same colour), and becomes the new top; the seat draws;
- **swap** a card face down for the top card of the deck (only the seat sees
  which cards);
- **pass**.

After every seat has had a turn the round ends (with a host, the table
confirms it first). After the last round the highest score wins; a tie goes to
the seat that swapped fewer cards. At any time a seat may keep a private note
("Ben seems to hold high cards"), seen by nobody else, which it can take back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from boardgames_desktop.core.game import (
    TABLE,
    ActionSpec,
    Chance,
    Deadline,
    Game,
    Log,
    Outcome,
    TooMany,
    Undo,
    View,
    Who,
)
from boardgames_desktop.core.i18n import N_, SeatName, T, Text, Tn, _
from boardgames_desktop.core.rng import Rng, seed_state
from boardgames_desktop.core.shape import Bool, Const, Dict, Int, ListOf, Maybe, Shape, Str, per_seat, seat

from . import INFO

COLOURS: dict[str, str] = {"amber": N_("Amber"), "cobalt": N_("Cobalt"), "jade": N_("Jade"), "ruby": N_("Ruby")}
DECK: tuple[str, ...] = tuple(f"{colour}-{value}" for colour in COLOURS for value in range(1, 10))
HAND = 2
STAKE_PENALTY = 2
GUESSES: dict[str, str] = {"high": N_("high"), "low": N_("low")}


def colour_of(card: str) -> str:
    return card.split("-")[0]


def value_of(card: str) -> int:
    return int(card.split("-")[1])


def card_name(card: str) -> Text:
    """The card as a player reads it: "Ruby 7"."""
    return T("{colour} {value}", colour=Text(COLOURS[colour_of(card)]), value=value_of(card))


def beats(card: str, top: str) -> bool:
    return value_of(card) > value_of(top) or colour_of(card) == colour_of(top)


def points(card: str, top: str, staked: bool) -> int:
    """What playing ``card`` on ``top`` scores (negative: a stake lost)."""
    if beats(card, top):
        return value_of(card) * (2 if staked else 1)
    return -STAKE_PENALTY if staked else 0


# -- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Stake:
    """This turn's play scores double; a turn that scores nothing costs 2 points."""


@dataclass(frozen=True)
class Play:
    card: str


@dataclass(frozen=True)
class Swap:
    card: str


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Note:
    """A private note: seat ``about`` seems to hold high (or low) cards."""

    about: int
    guess: str


@dataclass(frozen=True)
class Confirm:
    """The table confirms the end of a round (host mode)."""


# -- state -------------------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    top: str
    played: tuple[str, ...]                  # face up, oldest first (the top is the last)
    discards: tuple[tuple[int, str], ...]    # face down: (seat, card)
    scores: tuple[int, ...]
    swaps: tuple[int, ...]
    notes: tuple[tuple[tuple[int, str], ...], ...]  # per seat: (about, guess)
    current: int
    round: int                               # 1-based
    turns: int                               # turns taken this round
    staked: bool
    awaiting_table: bool
    finished: bool
    rounds: int
    host: bool
    timer: int
    rng: int

    @property
    def seats(self) -> int:
        return len(self.hands)


def _draw(state: State, seat: int, hands: list[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """``hands`` with the deck's top card added to ``seat`` (the deck is shortened by the caller)."""
    if state.deck:
        hands[seat] = hands[seat] + (state.deck[0],)
    return tuple(hands)


class ToyCards(Game):
    info = INFO
    actions = (
        ActionSpec(Stake, Who.TO_ACT, Undo.STEP, Log.PUBLIC),
        # Playing shows a card and draws one: nothing before it can be taken back.
        ActionSpec(Play, Who.TO_ACT, Undo.REVEALS, Log.PUBLIC),
        # Everyone reads that a card was swapped; only the swapper reads which.
        ActionSpec(Swap, Who.TO_ACT, Undo.REVEALS, Log.SECRET),
        ActionSpec(Pass, Who.TO_ACT, Undo.STEP, Log.PUBLIC),
        ActionSpec(Note, Who.ANY_SEAT, Undo.STEP, Log.ACTOR),
        ActionSpec(Confirm, Who.TABLE, Undo.STEP, Log.PUBLIC),
    )

    # -- set-up and turns ------------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        rng = Rng(seed_state(seed, "toy-cards"))
        deck = rng.shuffled(DECK)
        hands = tuple(deck[i * HAND:(i + 1) * HAND] for i in range(seats))
        rest = deck[seats * HAND:]
        return State(
            hands=hands, deck=rest[1:], top=rest[0], played=(rest[0],), discards=(),
            scores=(0,) * seats, swaps=(0,) * seats, notes=((),) * seats,
            current=0, round=1, turns=0, staked=False, awaiting_table=False, finished=False,
            rounds=int(options["rounds"]), host=options["mode"] == "host", timer=int(options["timer"]),
            rng=rng.state,
        )

    def to_act(self, state: State) -> tuple[int, ...]:
        if state.finished:
            return ()
        if state.awaiting_table:
            return (TABLE,)
        return (state.current,)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        if state.finished:
            return []
        if actor == TABLE:
            return [Confirm()] if state.awaiting_table else []
        notes: list[Any] = [
            Note(other, guess)
            for other in range(state.seats) if other != actor
            for guess in GUESSES if (other, guess) not in state.notes[actor]
        ]
        if state.awaiting_table or actor != state.current:
            return notes
        hand = state.hands[actor]
        turn: list[Any] = [Stake()] if hand and not state.staked else []
        turn += [Play(card) for card in hand]
        if state.deck:
            turn += [Swap(card) for card in hand]
        return turn + [Pass()] + notes

    def refusal(self, state: State, actor: int, action: Any) -> Text | str | None:
        """Reasons a player understands; the default membership check stays as the last word."""
        reason = super().refusal(state, actor, action)
        if reason is None:
            return None
        if isinstance(action, Note) and actor != TABLE and not state.finished:
            if action.about == actor or not 0 <= action.about < state.seats:
                return T("Notes are about the other players.")
            if action.guess not in GUESSES:
                return T("A note says high or low.")
            return T("You have noted that already.")
        if isinstance(action, Confirm) and actor == TABLE and not state.finished:
            return T("There is nothing to confirm now.")
        if actor == state.current and not state.awaiting_table and not state.finished:
            who = SeatName(actor)
            if isinstance(action, Stake):
                if state.staked:
                    return T("{who} has already staked this turn.", who=who)
                return T("With no cards in hand there is nothing to stake on.")
            if isinstance(action, (Play, Swap)) and action.card not in state.hands[actor]:
                return T("{who} does not hold that card.", who=who)
            if isinstance(action, Swap) and not state.deck:
                return T("The deck is empty: there is nothing to swap for.")
        return reason

    # -- apply -------------------------------------------------------------------------------
    def apply(self, state: State, actor: int, action: Any) -> State:
        if isinstance(action, Note):
            mine = tuple(n for n in state.notes[actor] if n[0] != action.about) + ((action.about, action.guess),)
            notes = list(state.notes)
            notes[actor] = mine
            return replace(state, notes=tuple(notes))
        if isinstance(action, Confirm):
            return self._next_round(replace(state, awaiting_table=False))
        if isinstance(action, Stake):
            return replace(state, staked=True)
        seat = state.current
        scores = list(state.scores)
        hands = list(state.hands)
        if isinstance(action, Play):
            scores[seat] = max(0, scores[seat] + points(action.card, state.top, state.staked))
            hands[seat] = tuple(c for c in hands[seat] if c != action.card)
            state = replace(
                state, top=action.card, played=state.played + (action.card,),
                hands=_draw(state, seat, hands), deck=state.deck[1:], scores=tuple(scores),
            )
        elif isinstance(action, Swap):
            hands[seat] = tuple(c for c in hands[seat] if c != action.card)
            swaps = list(state.swaps)
            swaps[seat] += 1
            if state.staked:
                scores[seat] = max(0, scores[seat] - STAKE_PENALTY)
            state = replace(
                state, hands=_draw(state, seat, hands), deck=state.deck[1:],
                discards=state.discards + ((seat, action.card),), swaps=tuple(swaps), scores=tuple(scores),
            )
        elif isinstance(action, Pass):
            if state.staked:
                scores[seat] = max(0, scores[seat] - STAKE_PENALTY)
            state = replace(state, scores=tuple(scores))
        return self._end_turn(state)

    def _end_turn(self, state: State) -> State:
        state = replace(state, staked=False, turns=state.turns + 1, current=(state.current + 1) % state.seats)
        if state.turns < state.seats:
            return state
        if state.round >= state.rounds:
            return replace(state, finished=True)
        if state.host:
            return replace(state, awaiting_table=True)
        return self._next_round(state)

    def _next_round(self, state: State) -> State:
        next_round = state.round + 1
        return replace(state, round=next_round, turns=0, current=(next_round - 1) % state.seats)

    # -- what each viewer sees ----------------------------------------------------------------
    def invariants(self, state: State) -> list[str]:
        """The 36 cards conserved (hands, deck, the played pile, the face-down discards),
        the top the newest card played, and the counters in range."""
        places = [*(c for hand in state.hands for c in hand), *state.deck, *state.played,
                  *(card for _seat, card in state.discards)]
        problems = []
        if sorted(places) != sorted(DECK):
            problems.append(f"{len(places)} cards in play, {len(set(places))} different, not the 36 of the deck")
        if not state.played or state.top != state.played[-1]:
            problems.append(f"the top card {state.top} is not the newest card played")
        if any(len(hand) > HAND for hand in state.hands):
            problems.append("a seat holds more than two cards")
        if not 1 <= state.round <= state.rounds or not 0 <= state.turns <= state.seats:
            problems.append(f"round {state.round}, turn {state.turns} out of range")
        return problems

    def view(self, state: State, seat: int | None) -> View:
        out: View = {
            "seats": state.seats,
            "round": state.round,
            "rounds": state.rounds,
            "current": None if state.awaiting_table or state.finished else state.current,
            "awaiting_table": state.awaiting_table,
            "finished": state.finished,
            "top": state.top,
            "played": list(state.played),
            "deck": len(state.deck),
            "hand_sizes": [len(h) for h in state.hands],
            "discards": [sum(1 for owner, _card in state.discards if owner == s) for s in range(state.seats)],
            "scores": list(state.scores),
            "swaps": list(state.swaps),
            "staked": state.staked,
            "host": state.host,
            "timer": state.timer,
        }
        if seat is not None and seat != TABLE:
            out["seat"] = seat
            out["hand"] = list(state.hands[seat])
            out["my_discards"] = [card for s, card in state.discards if s == seat]
            out["notes"] = [list(n) for n in state.notes[seat]]
        return out

    def public_view_shape(self, seats: int) -> Shape:
        """What ``view(state, None)`` holds at ``seats`` seats: no hand, no discarded card."""
        card = Str(choices=DECK)
        most_points = 2 * 9 * 4 * 12  # a doubled 9 every turn of the longest game, with room to spare
        return Dict({
            "seats": Const(seats),
            "round": Int(1, 4),
            "rounds": Int(2, 4),
            "current": Maybe(seat(seats)),
            "awaiting_table": Bool(),
            "finished": Bool(),
            "top": card,
            "played": ListOf(card, lo=1, hi=len(DECK)),
            "deck": Int(0, len(DECK)),
            "hand_sizes": per_seat(seats, Int(0, HAND)),
            "discards": per_seat(seats, Int(0, len(DECK))),
            "scores": per_seat(seats, Int(0, most_points)),
            "swaps": per_seat(seats, Int(0, len(DECK))),
            "staked": Bool(),
            "host": Bool(),
            "timer": Int(0, 30),
        })

    def outcome(self, state: State) -> Outcome | None:
        if not state.finished:
            return None
        best = max(state.scores)
        tied = [s for s in range(state.seats) if state.scores[s] == best]
        tiebreak: Text | str = ""
        winners = tied
        if len(tied) > 1:
            fewest = min(state.swaps[s] for s in tied)
            winners = [s for s in tied if state.swaps[s] == fewest]
            tiebreak = (
                T("Tied on points: fewer swaps decided.") if len(winners) < len(tied)
                else T("Tied on points and on swaps: the win is shared.")
            )
        who = [SeatName(s) for s in winners]
        message = Tn("{who} wins with {n} point.", "{who} wins with {n} points.", best, who=who[0]) \
            if len(who) == 1 else Tn("{who} share the win with {n} point.", "{who} share the win with {n} points.",
                                     best, who=who)
        return Outcome(tuple(winners), "points", message, tuple(state.scores), tiebreak)

    def describe(self, before: View, after: View, actor: int, action: Any | None,
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
            return self._with_draw(line, before, after, actor)
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

    def _with_draw(self, line: Text, before: View, after: View, actor: int) -> Text:
        """The player's own line names the card drawn; the others read that a card was drawn."""
        if after["deck"] == before["deck"]:
            return line
        if after.get("seat") == actor and "hand" in before:
            drawn = [c for c in after["hand"] if c not in before["hand"]]
            if drawn:
                return T("{line} Draws {card}.", line=line, card=card_name(drawn[0]))
        return T("{line} Draws a card.", line=line)

    def status(self, public: View) -> Text | str:
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

    def deadline(self, state: State) -> Deadline | None:
        if not state.timer or state.finished or state.awaiting_table:
            return None
        return Deadline(state.current, float(state.timer), Pass(),
                        T("When the time runs out, {who} passes.", who=SeatName(state.current)))

    def rules_text(self) -> str:
        return _(
            "# Toy cards\n\n"
            "Each seat holds two secret cards; one card lies face up on the table.\n\n"
            "On your turn you may first **stake**: your play scores double, but a turn "
            "that scores nothing then costs 2 points. Then **play** a card that beats the "
            "top card (higher, or the same colour) to score its value, **swap** a card face "
            "down for a new one, or **pass**.\n\n"
            "After the last round the highest score wins; a tie goes to whoever swapped "
            "fewer cards. Notes you keep about the others are yours alone."
        )

    # -- for the bots -------------------------------------------------------------------------
    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        """A full state consistent with ``seat``'s view: the unseen cards dealt at random."""
        known = set(view["hand"]) | set(view["played"]) | set(view["my_discards"])
        unseen = list(rng.shuffled([c for c in DECK if c not in known]))
        hands: list[tuple[str, ...]] = []
        discards: list[tuple[int, str]] = [(seat, c) for c in view["my_discards"]]
        for other in range(view["seats"]):
            if other == seat:
                hands.append(tuple(view["hand"]))
                continue
            size = view["hand_sizes"][other]
            hands.append(tuple(unseen[:size]))
            del unseen[:size]
            for _discard in range(view["discards"][other]):
                discards.append((other, unseen.pop()))
        notes = [()] * view["seats"]
        notes[seat] = tuple((a, g) for a, g in view["notes"])
        start = (view["round"] - 1) % view["seats"]
        if view["current"] is None:  # between rounds, or over: every seat has had its turn
            current, turns = start, view["seats"]
        else:
            current, turns = view["current"], (view["current"] - start) % view["seats"]
        return State(
            hands=tuple(hands), deck=tuple(unseen), top=view["top"], played=tuple(view["played"]),
            discards=tuple(discards), scores=tuple(view["scores"]), swaps=tuple(view["swaps"]),
            notes=tuple(notes), current=current, round=view["round"],
            turns=turns, staked=view["staked"],
            awaiting_table=view["awaiting_table"], finished=view["finished"], rounds=view["rounds"],
            host=view["host"], timer=view["timer"], rng=rng.next64(),
        )

    def chance_outcomes(self, state: State, actor: int, action: Any) -> list[Chance] | None:
        if not isinstance(action, (Play, Swap)) or not state.deck:
            return None
        out = []
        for card in state.deck:
            arranged = replace(state, deck=(card,) + tuple(c for c in state.deck if c != card))
            out.append(Chance(1.0 / len(state.deck), self.apply(arranged, actor, action), card_name(card)))
        return out


GAME = ToyCards()
