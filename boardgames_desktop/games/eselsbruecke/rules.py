"""Eselsbrücke's rules: pure functions over frozen states (no Qt).

Phases, in the order a turn goes through them (one turn a seat a round, seven
rounds, the donkey passing left):

- ``setup``: the start seat draws the thought-cloud card; ``cloud_shown``: it lies
  face up until hidden.
- ``draw`` (rounds 1-5): the storyteller draws the round's cards; ``tell``: they
  lie face up while the story is told, then go face down into the round's slot.
- ``hand_out`` (rounds 3-7): the stack from two rounds earlier is dealt.
- ``guess``: seats guess in turn from the storyteller's left; ``cloud_check``
  (host mode): the thought-cloud card lies face up while the host judges.
- ``over``.

Two modes share everything but the guess: in host mode the table (the host)
enters every step and confirms each guess right or wrong; at one screen each
seat picks the name it guesses and the rules judge it.

Nothing face down ever reaches a view or a log line: the app is the bag and the
board, never a memory aid. See ``data.py`` for every number and decision.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import chain
from typing import Any

from ...core.errors import IllegalAction
from ...core.frozen import evolve as replace
from ...core.game import (
    TABLE,
    ActionSpec,
    Deadline,
    Game,
    Message,
    Outcome,
    TooMany,
    Undo,
    View,
    Who,
)
from ...core.i18n import SeatName, T, Text, Tn, Tseat
from ...core.rng import Rng, seed_state
from ...core.shape import NULL, Bool, Const, Dict, Int, ListOf, OneOf, Shape, Str, Tuple, per_seat, seat_or
from ...core.shape import seat as seat_index
from . import INFO, data
from .data import BLOCKER, PictureName

# -- actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    """Draw the thought-cloud card (set-up) or the round's cards for a story."""


@dataclass(frozen=True)
class Hide:
    """The cards shown go face down (the story has been told)."""


@dataclass(frozen=True)
class HandOut:
    """Deal the stack from two rounds earlier, one card a seat from the left."""


@dataclass(frozen=True)
class Take:
    """A seat dealt no card takes ``holder``'s card number ``slot`` to look at it."""

    holder: int
    slot: int


@dataclass(frozen=True)
class Name:
    """At one screen: the guessing seat names a picture."""

    picture: str


@dataclass(frozen=True)
class Right:
    """Host mode: the guess named ``holder``'s card number ``slot``."""

    holder: int
    slot: int


@dataclass(frozen=True)
class Wrong:
    """Host mode: the guess was wrong."""


@dataclass(frozen=True)
class CheckCloud:
    """Host mode: turn the thought-cloud card over to judge a guess of it."""


@dataclass(frozen=True)
class RightCloud:
    """Host mode: the thought-cloud card was named."""


@dataclass(frozen=True)
class TimeUp:
    """No answer within the guess time: counts as a wrong guess."""


# -- state ---------------------------------------------------------------------------


@dataclass(frozen=True)
class News:
    """What the last action did, in public terms (the log lines are built from it)."""

    kind: str
    seat: int = -1
    other: int = -1
    pictures: tuple[str, ...] = ()
    count: int = 0
    lost: int = 0
    blocked: bool = False
    ended: bool = False
    blocker_to: int = -1
    no_blocker_left: bool = False
    leftover: int = 0
    surplus: int = 0
    without: tuple[int, ...] = ()


@dataclass(frozen=True)
class State:
    mode: str
    seats: int
    rng: int
    bag: tuple[str, ...]                          # face down, drawn from the front
    phase: str = "setup"
    round: int = 1
    active: int = 0                               # the donkey: storyteller, dealer
    cloud: str | None = None                      # the thought-cloud card (face down)
    showing: tuple[str, ...] = ()                 # face up now
    slots: tuple[tuple[tuple[str, ...], ...], ...] = ()   # [seat][round - 1], face down
    hands: tuple[tuple[str, ...], ...] = ()       # cards held for this guessing
    piles: tuple[tuple[str, ...], ...] = ()       # score piles, bottom first
    supply: int = data.BLOCKERS                   # blockers by the thought cloud
    out: tuple[str, ...] = ()                     # pictures out of the game
    named: tuple[str, ...] = ()                   # pictures named right (said aloud)
    guesser: int = -1
    failed: tuple[int, ...] = ()                  # guessed wrong since the last right guess
    any_wrong: bool = False                       # in this storyteller's guessing
    dealt_none: tuple[int, ...] = ()              # seats that got no card this hand-out
    took: tuple[int, ...] = ()                    # of those, the seats that took one
    must_take: bool = False
    news: News | None = None




def _put(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


# -- facts read by several handlers -----------------------------------------------------


def order(state: State) -> list[int]:
    """The guessing seats, from the storyteller's left."""
    return [(state.active + i) % state.seats for i in range(1, state.seats)]


def position(state: State, seat: int) -> int:
    return (seat - state.active) % state.seats


def unguessed(state: State) -> int:
    return sum(len(h) for h in state.hands)


def cloud_case(state: State) -> bool:
    """The only card still unguessed is in the guesser's own hand."""
    return unguessed(state) == 1 and len(state.hands[state.guesser]) == 1


def can_take(state: State, seat: int) -> bool:
    """A seat dealt no card, holding none, may take one (once a guessing) when
    every guessing seat that holds a card has guessed wrong since the last right guess."""
    if seat not in state.dealt_none or seat in state.took or state.hands[seat]:
        return False
    holders = [s for s in order(state) if state.hands[s]]
    return bool(holders) and all(s in state.failed for s in holders) and any(
        position(state, s) < position(state, seat) for s in holders
    )


def takes(state: State, seat: int) -> list[Take]:
    if not can_take(state, seat):
        return []
    return [
        Take(s, i) for s in order(state) if position(state, s) < position(state, seat)
        for i in range(len(state.hands[s]))
    ]


# -- handlers: one a phase's action ------------------------------------------------------


def _draw(state: State, actor: int, action: Draw) -> State:
    if state.phase == "setup":
        card, bag = state.bag[0], state.bag[1:]
        return replace(state, bag=bag, cloud=card, showing=(card,), phase="cloud_shown",
                       news=News("cloud_drawn", seat=state.active, pictures=(card,)))
    n = data.row(state.round).draw
    cards, bag = state.bag[:n], state.bag[n:]
    return replace(state, bag=bag, showing=cards, phase="tell",
                   news=News("drawn", seat=state.active, count=len(cards)))


def _hide(state: State, actor: int, action: Hide) -> State:
    if state.phase == "cloud_shown":
        return replace(state, showing=(), phase="draw", news=News("cloud_hidden", seat=state.active))
    seat_slots = _put(state.slots[state.active], state.round - 1, state.showing)
    after = replace(state, showing=(), slots=_put(state.slots, state.active, seat_slots),
                    news=News("told", seat=state.active, count=len(state.showing)))
    if data.row(state.round).hand_out_from:
        return replace(after, phase="hand_out")
    return _next_turn(after, after.news)


def _hand_out(state: State, actor: int, action: HandOut) -> State:
    source = data.row(state.round).hand_out_from
    stack = state.slots[state.active][source - 1]
    others = order(state)
    hands: list[tuple[str, ...]] = [()] * state.seats
    for i, card in enumerate(stack):
        seat = others[i] if i < len(others) else state.active
        hands[seat] = hands[seat] + (card,)
    seat_slots = _put(state.slots[state.active], source - 1, ())
    news = News("handed_out", seat=state.active, count=len(stack),
                surplus=max(0, len(stack) - len(others)), without=tuple(others[len(stack):]))
    return replace(state, slots=_put(state.slots, state.active, seat_slots), hands=tuple(hands),
                   phase="guess", guesser=others[0], failed=(), any_wrong=False,
                   dealt_none=tuple(others[len(stack):]), took=(), must_take=False, news=news)


def _take(state: State, actor: int, action: Take) -> State:
    card = state.hands[action.holder][action.slot]
    hands = _put(state.hands, action.holder, _without(state.hands[action.holder], action.slot))
    hands = _put(hands, state.guesser, hands[state.guesser] + (card,))
    return replace(state, hands=hands, must_take=False, took=state.took + (state.guesser,),
                   failed=tuple(s for s in state.failed if s != state.guesser),
                   news=News("took", seat=state.guesser, other=action.holder))


def _name(state: State, actor: int, action: Name) -> State:
    if cloud_case(state):
        if action.picture == state.cloud:
            return _cloud_right(state)
        return _wrong(state, "cloud_wrong")
    for seat in range(state.seats):
        if seat != state.guesser and action.picture in state.hands[seat]:
            return _right(state, seat, state.hands[seat].index(action.picture))
    return _wrong(state, "wrong")


def _right_action(state: State, actor: int, action: Right) -> State:
    return _right(state, action.holder, action.slot)


def _wrong_action(state: State, actor: int, action: Wrong) -> State:
    return _wrong(state, "cloud_wrong" if state.phase == "cloud_check" or cloud_case(state) else "wrong")


def _time_up(state: State, actor: int, action: TimeUp) -> State:
    return _wrong(state, "cloud_timeout" if cloud_case(state) else "timeout")


def _check_cloud(state: State, actor: int, action: CheckCloud) -> State:
    assert state.cloud is not None  # a cloud case has its card on the thought cloud
    return replace(state, phase="cloud_check", showing=(state.cloud,),
                   news=News("cloud_checked", seat=state.guesser, pictures=(state.cloud,)))


def _right_cloud(state: State, actor: int, action: RightCloud) -> State:
    return _cloud_right(state)


HANDLERS: dict[type, Callable[[State, int, Any], State]] = {
    Draw: _draw, Hide: _hide, HandOut: _hand_out, Take: _take, Name: _name,
    Right: _right_action, Wrong: _wrong_action, TimeUp: _time_up,
    CheckCloud: _check_cloud, RightCloud: _right_cloud,
}


# -- guessing outcomes ----------------------------------------------------------------------


def _without(items: tuple[str, ...], index: int) -> tuple[str, ...]:
    return items[:index] + items[index + 1:]


def _right(state: State, holder: int, slot: int) -> State:
    card = state.hands[holder][slot]
    hands = _put(state.hands, holder, _without(state.hands[holder], slot))
    piles = _put(state.piles, state.guesser, state.piles[state.guesser] + (card,))
    after = replace(state, hands=hands, piles=piles, named=state.named + (card,), failed=())
    return _after_guess(after, News("right", seat=state.guesser, other=holder, pictures=(card,)))


def _cloud_right(state: State) -> State:
    card, own = state.cloud, state.hands[state.guesser][0]
    assert card is not None
    piles = _put(state.piles, state.guesser, state.piles[state.guesser] + (card,))
    after = replace(state, hands=_put(state.hands, state.guesser, ()), piles=piles, cloud=own,
                    showing=(), named=state.named + (card,), failed=(), phase="guess")
    return _after_guess(after, News("cloud_right", seat=state.guesser, pictures=(card,)))


def penalty(pile: tuple[str, ...], count: int) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """Discard up to ``count`` cards from the top of ``pile``; a blocker reached
    stops the discarding at once and stays. Returns (pile, discarded, blocked)."""
    kept = list(pile)
    lost: list[str] = []
    while len(lost) < count and kept and kept[-1] != BLOCKER:
        lost.append(kept.pop())
    blocked = len(lost) < count and bool(kept) and kept[-1] == BLOCKER
    return tuple(kept), tuple(lost), blocked


def _wrong(state: State, kind: str) -> State:
    """A wrong or timed-out guess (of a hand card or of the thought cloud)."""
    seat = state.guesser
    pile, lost, blocked = penalty(state.piles[seat], data.row(state.round).penalty)
    out = state.out + lost
    shown: tuple[str, ...] = ()
    cloud, hands = state.cloud, state.hands
    if kind.startswith("cloud"):
        # The thought-cloud card was turned over to check (shown), then leaves the
        # game; the guesser's own card takes its place, face down.
        assert state.cloud is not None
        out, shown = out + (state.cloud,), (state.cloud,)
        cloud, hands = state.hands[seat][0], _put(state.hands, seat, ())
    after = replace(state, piles=_put(state.piles, seat, pile), out=out, cloud=cloud, hands=hands,
                    showing=(), phase="guess", any_wrong=True,
                    failed=tuple(sorted(set(state.failed) | {seat})))
    return _after_guess(after, News(kind, seat=seat, pictures=shown, lost=len(lost), blocked=blocked))


def _after_guess(state: State, news: News) -> State:
    """Pass the guess on, or end this storyteller's guessing."""
    guessers = order(state)
    if unguessed(state) and set(guessers) <= set(state.failed):
        # Everyone is stuck, but a seat dealt no card may still take one to look
        # at: the turn goes to the first such seat after the guesser (it must take).
        ahead = guessers[guessers.index(state.guesser) + 1:] + guessers[:guessers.index(state.guesser) + 1]
        for seat in ahead:
            if can_take(state, seat):
                return replace(state, guesser=seat, must_take=True, news=news)
        return _end_guessing(state, news)
    if not unguessed(state):
        return _end_guessing(state, news)
    nxt = guessers[(guessers.index(state.guesser) + 1) % len(guessers)]
    return replace(state, guesser=nxt, news=news)


def _end_guessing(state: State, news: News) -> State:
    leftover = tuple(card for hand in state.hands for card in hand)
    piles, supply = state.piles, state.supply
    blocker_to, none_left = -1, False
    if not state.any_wrong:
        if supply:
            piles = _put(piles, state.active, piles[state.active] + (BLOCKER,))
            supply, blocker_to = supply - 1, state.active
        else:
            none_left = True
    after = replace(state, hands=((),) * state.seats, out=state.out + leftover, piles=piles,
                    supply=supply, guesser=-1, failed=(), dealt_none=(), took=(), must_take=False)
    return _next_turn(after, replace(news, ended=True, blocker_to=blocker_to,
                                     no_blocker_left=none_left, leftover=len(leftover)))


def _next_turn(state: State, news: News | None) -> State:
    """The donkey passes left; after the last seat the next round begins."""
    active, round_ = state.active + 1, state.round
    if active == state.seats:
        active, round_ = 0, round_ + 1
    if round_ > data.ROUNDS:
        return replace(state, active=0, round=data.ROUNDS, phase="over", news=news)
    phase = "draw" if data.row(round_).draw else "hand_out"
    return replace(state, active=active, round=round_, phase=phase, news=news)


# -- the game ------------------------------------------------------------------------------


def _on_the_cloud(before: State, after: State) -> bool:
    """The step judged a guess of the thought-cloud card (its news names the card)."""
    return after.news is not None and after.news.kind.startswith("cloud")


def _wrong_undo(before: State, after: State) -> Undo:
    """A wrong guess of the thought cloud turns its card over for everyone; a wrong
    guess of a hand card shows nothing, so the host may take a mis-click back."""
    return Undo.REVEALS if _on_the_cloud(before, after) else Undo.STEP


def _timeout_undo(before: State, after: State) -> Undo:
    # Time-up on the thought cloud turns its card over: revealed, in either mode.
    # Otherwise the host may take back a time-out by mistake; a seat may not buy more time.
    if _on_the_cloud(before, after):
        return Undo.REVEALS
    return Undo.STEP if before.mode == "host" else Undo.NEVER


class Eselsbruecke(Game):
    info = INFO
    actions = (
        ActionSpec(Draw, undo=Undo.REVEALS),
        ActionSpec(Hide),
        ActionSpec(HandOut, undo=Undo.REVEALS),
        # The taker looks at the card, at one screen and at a game night alike.
        ActionSpec(Take, undo=Undo.REVEALS),
        ActionSpec(Name, undo=Undo.REVEALS),
        # A right guess shows the named card to the table (it goes on a score pile,
        # and undoing it would put a known card back into a hand).
        ActionSpec(Right, who=Who.TABLE, undo=Undo.REVEALS),
        ActionSpec(Wrong, who=Who.TABLE, undo=_wrong_undo),
        ActionSpec(CheckCloud, who=Who.TABLE, undo=Undo.REVEALS),
        ActionSpec(RightCloud, who=Who.TABLE, undo=Undo.REVEALS),
        ActionSpec(TimeUp, undo=_timeout_undo),
    )

    # -- set-up and turns ---------------------------------------------------------------
    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        if not data.MIN_SEATS <= seats <= data.MAX_SEATS:
            raise ValueError(f"Eselsbrücke needs {data.MIN_SEATS} to {data.MAX_SEATS} seats, not {seats}")
        rng = Rng(seed_state(seed, "eselsbruecke"))
        bag = rng.shuffled(data.picture_ids())
        empty = ((),) * seats
        return State(mode=str(options.get("mode", "host")), seats=seats, rng=rng.state, bag=bag,
                     slots=((((),) * data.ROUNDS),) * seats, hands=empty, piles=empty)

    def to_act(self, state: State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.mode == "host":
            return (TABLE,)
        if state.phase in ("guess", "cloud_check"):
            return (state.guesser,)
        return (state.active,)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        if actor not in self.to_act(state):
            return []
        phase = state.phase
        if phase in ("setup", "draw"):
            return [Draw()]
        if phase in ("cloud_shown", "tell"):
            return [Hide()]
        if phase == "hand_out":
            return [HandOut()]
        if phase == "cloud_check":
            return [RightCloud(), Wrong()]
        if state.must_take:
            return list(takes(state, state.guesser))
        moves: list[Any] = list(takes(state, state.guesser))
        if state.mode == "host":
            if cloud_case(state):
                moves += [CheckCloud(), Wrong()]
            else:
                moves += [Right(s, i) for s in range(state.seats) if s != state.guesser
                          for i in range(len(state.hands[s]))] + [Wrong()]
        else:
            barred = set(state.hands[state.guesser]) | set(state.named)
            moves += [name for p, name in _names().items() if p not in barred]
        return moves + [TimeUp()]

    def refusal(self, state: State, actor: int, action: Any) -> Message | None:
        reason = super().refusal(state, actor, action)
        if reason is None or not isinstance(reason, Text) or reason.msgid != "That move is not allowed now.":
            return reason
        if isinstance(action, Name) and state.phase == "guess":
            if action.picture in state.hands[state.guesser]:
                return T("You hold that card yourself: name a card another seat holds.")
            if action.picture in state.named:
                return T("That picture was already named; name another one.")
            if state.must_take:
                return T("First take a card from a seat earlier in the guessing order.")
            return T("That is not a picture of this deck.")
        if isinstance(action, Take):
            return T("A seat may take a card only if it got none, and only from a seat earlier "
                     "in the guessing order once every seat holding a card has guessed wrong.")
        if isinstance(action, (Right, RightCloud, CheckCloud)):
            return T("That card cannot be named now.")
        return reason

    def apply(self, state: State, actor: int, action: Any) -> State:
        handler = HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(T("That is not an action of this game."))
        return handler(state, actor, action)

    def deadline(self, state: State) -> Deadline | None:
        if state.phase != "guess" or state.must_take:
            return None
        actor = TABLE if state.mode == "host" else state.guesser
        return Deadline(actor, data.GUESS_SECONDS, TimeUp(),
                        T("Time is up: the guess counts as wrong."))

    def needs_curtain(self, state: State) -> bool:
        # In host mode the people hold the cards; the host's screen shows a seat's
        # card only while its peek button is held. At one screen hands are secret.
        return state.mode == "digital" and state.phase in ("guess", "cloud_check")

    # -- views ------------------------------------------------------------------------
    def invariants(self, state: State) -> list[str]:  # stopgap until invariants.py lands
        try:
            check_invariants(state)
        except AssertionError as exc:
            return [str(exc)]
        return []

    def view(self, state: State, seat: int | None) -> View:
        return _view(state, seat)

    def public_view_shape(self, seats: int) -> Shape:
        return public_view_shape(seats)

    def status(self, public: View) -> Message:
        from .describe import status

        return status(public)

    def describe(self, before: View, after: View, actor: int, action: Any | None,
                 viewer: int | None) -> Message:
        from .describe import describe

        return describe(before, after, actor, action, viewer)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        from .describe import determinize

        state: State = determinize(view, seat, rng)
        return state

    def rules_text(self) -> str:
        from .rules_text import rules_text

        return rules_text()

    # -- the end ---------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "over":
            return None
        return outcome_of(state.piles)


def score(pile: tuple[str, ...] | list[str]) -> tuple[int, int]:
    """(picture cards, blockers) in a score pile."""
    blockers = sum(1 for c in pile if c == BLOCKER)
    return len(pile) - blockers, blockers


def outcome_of(piles: tuple[tuple[str, ...], ...]) -> Outcome:
    """Most picture cards wins; tie: most blockers; still tied: a shared win."""
    scores = [score(p) for p in piles]
    best = max(s[0] for s in scores)
    leaders = [i for i, s in enumerate(scores) if s[0] == best]
    tiebreak: Message = ""
    if len(leaders) > 1:
        most = max(scores[i][1] for i in leaders)
        winners = [i for i in leaders if scores[i][1] == most]
        tiebreak = (T("Tied on picture cards: the most blockers decide.") if len(winners) == 1
                    else T("Tied on picture cards and blockers: a shared win."))
    else:
        winners = leaders
    if len(winners) == 1:
        # A team of two wins in the plural ("Ada & Ben win"); the count is its own phrase.
        message: Message = Tseat("{who} wins with {cards}.", "{who} win with {cards}.", winners[0],
                                 who=SeatName(winners[0]), cards=Tn("{n} picture card", "{n} picture cards", best))
    else:
        message = Tn("{who} share the win with {n} picture card each.",
                     "{who} share the win with {n} picture cards each.",
                     best, who=tuple(SeatName(s) for s in winners))
    return Outcome(tuple(winners), "cards", message, tuple(s[0] for s in scores), tiebreak)


@cache
def _names() -> dict[str, Name]:
    """One Name action a picture, made once (listing them is the hot path)."""
    return {p: Name(p) for p in data.picture_ids()}


@cache
def _all_pictures() -> frozenset[str]:
    return frozenset(data.picture_ids())


def check_invariants(state: State) -> None:
    """Raise AssertionError unless the state is sound: every one of the 180
    pictures in exactly one place, the 30 blockers on piles or in the supply,
    and the phase's bookkeeping consistent."""
    places = list(chain(state.bag, state.showing, state.out,
                        chain.from_iterable(chain.from_iterable(state.slots)),
                        chain.from_iterable(state.hands),
                        (c for c in chain.from_iterable(state.piles) if c != BLOCKER)))
    if state.cloud is not None and state.showing != (state.cloud,):
        places.append(state.cloud)
    count = len(places)
    blockers = sum(p.count(BLOCKER) for p in state.piles)
    assert count == data.PICTURE_COUNT, f"{count} pictures in play"
    placed = set(places)
    assert placed == _all_pictures(), "a picture is lost or doubled"
    assert blockers + state.supply == data.BLOCKERS, "blockers not conserved"
    assert set(state.named) <= placed and len(set(state.named)) == len(state.named)
    assert len(state.slots) == len(state.hands) == len(state.piles) == state.seats
    if state.phase in ("guess", "cloud_check"):
        assert state.guesser in order(state) and unguessed(state) > 0
    else:
        assert not any(state.hands) and state.guesser == -1
    if state.phase not in ("tell", "cloud_shown", "cloud_check"):
        assert not state.showing
    assert 1 <= state.round <= data.ROUNDS


def _view(state: State, seat: int | None) -> View:
    """What ``seat`` (or the public) may see: nothing face down, one's own hand."""
    news = state.news
    public: View = {
        "mode": state.mode,
        "seats": state.seats,
        "round": state.round,
        "active": state.active,
        "phase": state.phase,
        "guesser": state.guesser,
        "showing": list(state.showing),
        "bag": len(state.bag),
        "cloud": state.cloud is not None,
        "slots": [[len(stack) for stack in seat_slots] for seat_slots in state.slots],
        "hands": [len(h) for h in state.hands],
        "piles": [["blocker" if c == BLOCKER else "card" for c in p] for p in state.piles],
        "supply": state.supply,
        "out": len(state.out),
        "named": list(state.named),
        "failed": list(state.failed),
        "any_wrong": state.any_wrong,
        "dealt_none": list(state.dealt_none),
        "took": list(state.took),
        "must_take": state.must_take,
        "cloud_case": state.phase == "guess" and cloud_case(state),
        "can_take": [s for s in range(state.seats) if state.phase == "guess" and can_take(state, s)],
        "penalty": data.row(state.round).penalty,
        "news": None if news is None else {
            "kind": news.kind, "seat": news.seat, "other": news.other,
            "pictures": list(news.pictures), "count": news.count, "lost": news.lost,
            "blocked": news.blocked, "ended": news.ended, "blocker_to": news.blocker_to,
            "no_blocker_left": news.no_blocker_left, "leftover": news.leftover,
            "surplus": news.surplus, "without": list(news.without),
        },
    }
    if seat is not None and 0 <= seat < state.seats:
        public["seat"] = seat
        public["hand"] = list(state.hands[seat])
    return public


#: The news a guess brings (right, wrong, timed out, the thought cloud named or missed).
_GUESS_NEWS = ("right", "cloud_right", "wrong", "timeout", "cloud_wrong", "cloud_timeout")


def _most_drawn(seats: int) -> int:
    """Pictures that ever leave the bag: every seat's stories and the thought-cloud card."""
    return seats * sum(r.draw for r in data.ROUND_TABLE) + 1


def _news_shapes(seats: int) -> dict[str, Dict]:
    """The last action's news (:class:`News`), one shape a kind, each with only the
    fields that kind sets (the rest keep their defaults). A guess's news ends the
    guessing or not (``_guess_news``)."""
    who = seat_index(seats)
    most = max(r.draw for r in data.ROUND_TABLE)
    one_picture = Tuple(Str(choices=data.picture_ids()))
    quiet = Dict({
        "kind": NULL, "seat": who, "other": Const(-1), "pictures": ListOf(NULL, length=0),
        "count": Const(0), "lost": Const(0), "blocked": Const(False), "ended": Const(False),
        "blocker_to": Const(-1), "no_blocker_left": Const(False), "leftover": Const(0),
        "surplus": Const(0), "without": ListOf(NULL, length=0),
    })
    penalty = {"lost": Int(0, max(data.PENALTY.values())), "blocked": Bool()}
    kinds: dict[str, dict[str, Shape]] = {
        "cloud_drawn": {"pictures": one_picture},
        "cloud_hidden": {},
        "drawn": {"count": Int(1, most)},
        "told": {"count": Int(1, most)},
        "handed_out": {"count": Int(1, most), "surplus": Int(0, most),
                       "without": ListOf(who, hi=seats - 1)},
        "took": {"other": who},
        "cloud_checked": {"pictures": one_picture},
        "right": {"other": who, "pictures": one_picture},
        "cloud_right": {"pictures": one_picture},
        "wrong": penalty,
        "timeout": penalty,
        "cloud_wrong": {"pictures": one_picture, **penalty},
        "cloud_timeout": {"pictures": one_picture, **penalty},
    }
    assert set(_GUESS_NEWS) <= set(kinds)
    return {kind: quiet.with_fields(kind=Const(kind), **fields) for kind, fields in kinds.items()}


def _guess_news(news: dict[str, Dict], seats: int, ended: bool) -> list[Shape]:
    """A guess's news: while the guessing goes on, or as it ends (a blocker to the
    storyteller, or none left; the cards nobody named leaving)."""
    if not ended:
        return [news[kind] for kind in _GUESS_NEWS]
    most = max(r.draw for r in data.ROUND_TABLE)
    return [news[kind].with_fields(ended=Const(True), blocker_to=seat_or(seats), no_blocker_left=Bool(),
                                   leftover=Int(0, most)) for kind in _GUESS_NEWS]


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of ``_view(state, None)`` at a table of ``seats``, either mode:
    one variant a phase (a guesser and hands only while guessing, pictures face up
    only while shown, the news each phase can follow, nothing done before the
    set-up's draw), every picture a picture of the deck, every count within what
    the rounds deal."""
    who = seat_index(seats)
    others = ListOf(who, hi=seats - 1)
    nobody = ListOf(NULL, length=0)
    picture = Str(choices=data.picture_ids())
    most = max(r.draw for r in data.ROUND_TABLE)
    drawn = _most_drawn(seats)
    hand_outs = sum(1 for r in data.ROUND_TABLE if r.hand_out_from)
    # A storyteller whose guessing goes without a wrong guess takes a blocker, once a hand-out.
    blockers = min(data.BLOCKERS, hand_outs)
    news = _news_shapes(seats)
    ended = _guess_news(news, seats, ended=True)
    guessing = Dict({
        "mode": Str(choices=[m.key for m in INFO.modes]),
        "seats": Const(seats),
        "round": Int(1, data.ROUNDS),
        "active": who,
        "phase": Const("guess"),
        "guesser": who,
        "showing": nobody,
        "bag": Int(0, data.PICTURE_COUNT),
        "cloud": Const(True),
        "slots": per_seat(seats, Tuple(*(Int(0, r.draw) for r in data.ROUND_TABLE))),
        "hands": per_seat(seats, Int(0, most)),
        "piles": per_seat(seats, ListOf(Str(choices=("card", "blocker")), hi=drawn + blockers)),
        "supply": Int(max(0, data.BLOCKERS - seats * blockers), data.BLOCKERS),
        "out": Int(0, data.PICTURE_COUNT),
        "named": ListOf(picture, hi=drawn),
        "failed": others,
        "any_wrong": Bool(),
        "dealt_none": others,
        "took": others,
        "must_take": Bool(),
        "cloud_case": Bool(),
        "can_take": others,
        "penalty": Int(0, max(data.PENALTY.values())),
        "news": OneOf(news["handed_out"], news["took"], *_guess_news(news, seats, ended=False)),
    })
    # Host mode only: the thought-cloud card face up while the host judges a guess of it.
    cloud_check = guessing.with_fields(mode=Const("host"), phase=Const("cloud_check"), showing=Tuple(picture),
                                       cloud_case=Const(False), can_take=nobody, news=news["cloud_checked"])
    # Between guessings nobody guesses or holds a card (any_wrong stays until the next hand-out).
    draw = guessing.with_fields(
        phase=Const("draw"), guesser=Const(-1), hands=per_seat(seats, Const(0)), failed=nobody,
        dealt_none=nobody, took=nobody, must_take=Const(False), cloud_case=Const(False), can_take=nobody,
        news=OneOf(news["cloud_hidden"], news["told"], *ended),
    )
    hand_out = draw.with_fields(phase=Const("hand_out"), news=OneOf(news["told"], *ended))
    tell = draw.with_fields(phase=Const("tell"), showing=ListOf(picture, lo=1, hi=most), news=news["drawn"])
    cloud_shown = draw.with_fields(phase=Const("cloud_shown"), round=Const(1), showing=Tuple(picture),
                                   news=news["cloud_drawn"])
    over = draw.with_fields(phase=Const("over"), round=Const(data.ROUNDS), active=Const(0), news=OneOf(*ended))
    setup = draw.with_fields(phase=Const("setup"), round=Const(1), active=Const(0),
                             bag=Const(data.PICTURE_COUNT), cloud=Const(False), news=NULL)
    return OneOf(guessing, cloud_check, draw, hand_out, tell, cloud_shown, over, setup)


GAME = Eselsbruecke()

__all__ = [
    "GAME",
    "CheckCloud",
    "Draw",
    "HandOut",
    "Hide",
    "Name",
    "News",
    "PictureName",
    "Right",
    "RightCloud",
    "State",
    "Take",
    "TimeUp",
    "Wrong",
    "can_take",
    "check_invariants",
    "cloud_case",
    "order",
    "outcome_of",
    "penalty",
    "score",
]
