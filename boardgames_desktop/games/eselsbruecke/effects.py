"""What each of Eselsbrücke's actions does (no Qt): the ``apply`` of every
declaration in ``rules.py``. Each may assume the rules accepted the action
(``refusals.py`` judged it); none judges again.
"""

from __future__ import annotations

from typing import Any

from ...core.frozen import evolve as replace
from . import data
from .actions import CheckCloud, Draw, HandOut, Hide, Name, Right, RightCloud, Take, TimeUp, Wrong
from .data import BLOCKER
from .state import News, State, can_take, cloud_case, order, unguessed


def _put(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


def _without(items: tuple[str, ...], index: int) -> tuple[str, ...]:
    return items[:index] + items[index + 1:]


# -- one function an action type ---------------------------------------------------------


def draw(state: State, actor: int, action: Draw) -> State:
    if state.phase == "setup":
        card, bag = state.bag[0], state.bag[1:]
        return replace(state, bag=bag, cloud=card, showing=(card,), phase="cloud_shown",
                       news=News("cloud_drawn", seat=state.active, pictures=(card,)))
    n = data.row(state.round).draw
    cards, bag = state.bag[:n], state.bag[n:]
    return replace(state, bag=bag, showing=cards, phase="tell",
                   news=News("drawn", seat=state.active, count=len(cards)))


def hide(state: State, actor: int, action: Hide) -> State:
    if state.phase == "cloud_shown":
        return replace(state, showing=(), phase="draw", news=News("cloud_hidden", seat=state.active))
    seat_slots = _put(state.slots[state.active], state.round - 1, state.showing)
    after = replace(state, showing=(), slots=_put(state.slots, state.active, seat_slots),
                    news=News("told", seat=state.active, count=len(state.showing)))
    if data.row(state.round).hand_out_from:
        return replace(after, phase="hand_out")
    return _next_turn(after, after.news)


def hand_out(state: State, actor: int, action: HandOut) -> State:
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
    return replace(state, slots=_put(state.slots, state.active, seat_slots), hands=tuple(hands), story=stack,
                   phase="guess", guesser=others[0], failed=(), any_wrong=False,
                   dealt_none=tuple(others[len(stack):]), took=(), must_take=False, news=news)


def take(state: State, actor: int, action: Take) -> State:
    card = state.hands[action.holder][action.slot]
    hands = _put(state.hands, action.holder, _without(state.hands[action.holder], action.slot))
    hands = _put(hands, state.guesser, hands[state.guesser] + (card,))
    return replace(state, hands=hands, must_take=False, took=state.took + (state.guesser,),
                   failed=tuple(s for s in state.failed if s != state.guesser),
                   news=News("took", seat=state.guesser, other=action.holder))


def name(state: State, actor: int, action: Name) -> State:
    if cloud_case(state):
        if action.picture == state.cloud:
            return _cloud_right(state)
        return _wrong(state, "cloud_wrong")
    for seat in range(state.seats):
        if seat != state.guesser and action.picture in state.hands[seat]:
            return _right(state, seat, state.hands[seat].index(action.picture))
    return _wrong(state, "wrong")


def right(state: State, actor: int, action: Right) -> State:
    return _right(state, action.holder, action.slot)


def wrong(state: State, actor: int, action: Wrong) -> State:
    return _wrong(state, "cloud_wrong" if state.phase == "cloud_check" or cloud_case(state) else "wrong")


def time_up(state: State, actor: int, action: TimeUp) -> State:
    return _wrong(state, "cloud_timeout" if cloud_case(state) else "timeout")


def check_cloud(state: State, actor: int, action: CheckCloud) -> State:
    assert state.cloud is not None  # a cloud case has its card on the thought cloud
    return replace(state, phase="cloud_check", showing=(state.cloud,),
                   news=News("cloud_checked", seat=state.guesser, pictures=(state.cloud,)))


def right_cloud(state: State, actor: int, action: RightCloud) -> State:
    return _cloud_right(state)


# -- guessing outcomes ----------------------------------------------------------------------


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
                    cloud_from=state.guesser, showing=(), named=state.named + (card,), failed=(), phase="guess")
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
    cloud, hands, cloud_from = state.cloud, state.hands, state.cloud_from
    if kind.startswith("cloud"):
        # The thought-cloud card was turned over to check (shown), then leaves the
        # game; the guesser's own card takes its place, face down.
        assert state.cloud is not None
        out, shown = out + (state.cloud,), (state.cloud,)
        cloud, hands, cloud_from = state.hands[seat][0], _put(state.hands, seat, ()), seat
    after = replace(state, piles=_put(state.piles, seat, pile), out=out, cloud=cloud, hands=hands,
                    cloud_from=cloud_from,
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
    after = replace(state, hands=((),) * state.seats, out=state.out + leftover, piles=piles, story=(),
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


__all__ = ["check_cloud", "draw", "hand_out", "hide", "name", "penalty", "right", "right_cloud", "take",
           "time_up", "wrong"]
