"""...and then we held hands: what each seat and the public see.

Everything on the table is public: both hands lie face up, each shown from its
owner's perspective. Hidden: the order of the draw deck, the face-down goal
piles and the goal deck. :func:`view` builds a view, :func:`public_view_shape`
declares the public one's exact shape, and :func:`determinize` samples a state
a view could come from (for the bots' look-ahead and the board's move search).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ...core.game import Outcome, View
from ...core.rng import Rng
from ...core.shape import (
    NULL,
    Bool,
    Const,
    Dict,
    Int,
    ListOf,
    Maybe,
    OneOf,
    Shape,
    Str,
    Tagged,
    Tuple,
    per_seat,
)
from ...core.shape import seat as seat_index
from . import INFO
from .data import (
    BALANCE_MAX,
    BALANCE_MIN,
    EMOTION_CARDS,
    EMOTIONS,
    GOAL_CARDS,
    GOALS_PER_RING,
    HAND_SIZE,
    NODES,
    START_NODES,
)
from .describe import view_ending
from .state import Side, State, goals_left_in_ring, needs_reveal, visible


# -- the views -------------------------------------------------------------------------
def _card(cid: int, persp: Side | None) -> dict[str, Any]:
    """An emotion card as a view shows it: both halves, and the one that counts
    where its owner has fanned (discards show none)."""
    c = EMOTION_CARDS[cid]
    return {"id": cid, "left": c.left, "right": c.right, "visible": visible(cid, persp) if persp else None}


def _outcome(result: Outcome | None) -> dict[str, Any] | None:
    # The message is rebuilt from the view (view_ending), so the view stays plain data.
    return None if result is None else {"winners": list(result.winners), "reason": result.reason}


def _goal(goal: int | None) -> str | None:
    return GOAL_CARDS[goal] if goal is not None else None


def _hands(state: State) -> list[list[dict[str, Any]]]:
    """Both hands, face up, each card shown from its owner's perspective."""
    return [[_card(c, state.perspectives[s]) for c in state.hands[s]] for s in (0, 1)]


def _discards(state: State) -> list[list[dict[str, Any]]]:
    return [[_card(c, None) for c in pile] for pile in state.discards]


def _goals_done(state: State) -> list[list[str]]:
    return [[GOAL_CARDS[g] for g in done] for done in state.goals_done]


def view(state: State, seat: int | None) -> View:
    """What ``seat`` (or the public, ``None``) sees: the same for everyone, the
    seat aside, since nothing on the table is anyone's secret."""
    return {
        "game": INFO.id,
        "seat": seat,
        "phase": state.phase,
        "current": state.current,
        "first": state.first,
        "turn": state.turn,
        "ring": state.ring,
        "positions": list(state.positions),
        "balances": list(state.balances),
        "perspectives": list(state.perspectives),
        "hands": _hands(state),
        "deck_count": len(state.deck),
        "discards": _discards(state),
        "goal_pile_counts": [len(p) for p in state.goal_piles],
        "goal_deck_count": len(state.goal_deck),
        "active_goals": [_goal(g) for g in state.active_goals],
        "goals_done": _goals_done(state),
        "ring_goals_left": [goals_left_in_ring(state, s) for s in (0, 1)],
        "needs_reveal": [needs_reveal(state, s) for s in (0, 1)],
        "in_heart": list(state.in_heart),
        "path": list(state.path),
        "cards_played": list(state.cards_played),
        "turn_start": state.turn_start,
        "outcome": _outcome(state.result),
    }


# -- a state a view could come from ---------------------------------------------------------
def _ids(cards: list[dict[str, Any]]) -> tuple[int, ...]:
    return tuple(c["id"] for c in cards)


def _sample_deck(view: View, rng: Rng) -> tuple[int, ...]:
    """The draw deck: every emotion card the view does not show, in a random order."""
    seen = {c["id"] for key in ("hands", "discards") for pile in view[key] for c in pile}
    deck = rng.shuffled([c for c in range(len(EMOTION_CARDS)) if c not in seen])
    if len(deck) != view["deck_count"]:
        raise ValueError("the view's cards do not add up to the deck")
    return deck


Goals = tuple[tuple[int | None, int | None], tuple[tuple[int, ...], tuple[int, ...]],
              tuple[tuple[int, ...], tuple[int, ...]], tuple[int, ...]]


def _sample_goals(view: View, rng: Rng) -> Goals:
    """The goal cards: (active, done, face-down piles, goal deck). Goal cards are
    told apart only by their emotion: the face-up ones get ids of their emotion,
    the rest are shared out at random."""
    free: dict[str, list[int]] = {}
    for gid, emotion in enumerate(GOAL_CARDS):
        free.setdefault(emotion, []).append(gid)

    def take(emotion: str) -> int:
        return free[emotion].pop(0)

    def take_active(emotion: str | None) -> int | None:
        return take(emotion) if emotion is not None else None

    def take_done(emotions: list[str]) -> tuple[int, ...]:
        return tuple(take(e) for e in emotions)

    # In seat order, as the view lists them: the goal ids are handed out in this order.
    active = (take_active(view["active_goals"][0]), take_active(view["active_goals"][1]))
    done = (take_done(view["goals_done"][0]), take_done(view["goals_done"][1]))
    unseen = rng.shuffled(sorted(g for ids in free.values() for g in ids))
    n0, n1 = view["goal_pile_counts"]
    piles = (unseen[:n0], unseen[n0 : n0 + n1])
    goal_deck = unseen[n0 + n1 :]
    if len(goal_deck) != view["goal_deck_count"]:
        raise ValueError("the view's goals do not add up to the goal cards")
    return active, done, piles, goal_deck


def determinize(view: View, seat: int, rng: Rng) -> State:
    """A full state that ``view`` could come from: the draw deck's order, the
    face-down goal piles and the goal deck are sampled from what the view
    leaves unseen; the state's own generator is seeded from ``rng``."""
    hands = (_ids(view["hands"][0]), _ids(view["hands"][1]))
    discards = (_ids(view["discards"][0]), _ids(view["discards"][1]))
    deck = _sample_deck(view, rng)
    active, done, piles, goal_deck = _sample_goals(view, rng)
    result = None
    if view["outcome"] is not None:
        result = Outcome(tuple(view["outcome"]["winners"]), view["outcome"]["reason"], view_ending(view) or "")
    return State(
        rng=rng.next64(),
        phase=view["phase"],
        current=view["current"],
        first=view["first"],
        turn=view["turn"],
        ring=view["ring"],
        positions=(view["positions"][0], view["positions"][1]),
        balances=(view["balances"][0], view["balances"][1]),
        perspectives=(view["perspectives"][0], view["perspectives"][1]),
        hands=hands,
        deck=deck,
        discards=discards,
        goal_deck=goal_deck,
        goal_piles=piles,
        active_goals=active,
        goals_done=done,
        in_heart=(view["in_heart"][0], view["in_heart"][1]),
        path=tuple(view["path"]),
        cards_played=tuple(view["cards_played"]),
        turn_start=view["turn_start"],
        result=result,
    )


# -- the public view's shape ------------------------------------------------------------
#: Why a game ended (the ``outcome``'s ``reason``): the heart wins together, the rest lose together.
LOSSES = ("no-follow", "balance", "stuck")
#: Cards a move can play: the two hands, which no step refills.
MOST_STEPS = 2 * HAND_SIZE


def _card_shape(visible: Callable[[str, str], Shape]) -> Tagged:
    """An emotion card as a view shows it: its id, the two halves that id has and
    ``visible(left, right)``, the shape of the half it shows."""
    return Tagged("id", {
        c.id: Dict({"id": Const(c.id), "left": Const(c.left), "right": Const(c.right),
                    "visible": visible(c.left, c.right)})
        for c in EMOTION_CARDS
    })


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of :func:`view` for the public (``seat`` None), one
    variant a phase: while the hands are fanned nothing has moved yet (every pile as
    dealt); in play both perspectives are set and balances stay within -2..+2; at the
    end one step may have left them at -3 or +3 and the outcome is set."""
    from ...core.review import MAX_FRAMES  # a record's steps; a turn takes at least one

    emotion = Str(choices=EMOTIONS)
    node = Str(choices=NODES)
    side = Str(choices=("L", "R"))
    both = seat_index(seats)
    cards = len(EMOTION_CARDS)
    hand_card = _card_shape(lambda left, right: Str(choices=(left, right)))
    # Before its owner fans it a hand shows no half; a discard pile never does.
    fanned_card = _card_shape(lambda left, right: Maybe(Str(choices=(left, right))))
    discard = _card_shape(lambda left, right: NULL)
    common = {
        "game": Const(INFO.id),
        "seat": NULL,
        "current": both,
        "first": both,
        "ring": Int(0, 3),
        "turn": Int(0, MAX_FRAMES),
        "positions": per_seat(seats, node),
        "balances": per_seat(seats, Int(BALANCE_MIN, BALANCE_MAX)),
        "perspectives": per_seat(seats, side),
        "hands": per_seat(seats, ListOf(hand_card, hi=HAND_SIZE)),
        "deck_count": Int(0, cards),
        "discards": per_seat(seats, ListOf(discard, hi=cards)),
        "goal_pile_counts": per_seat(seats, Int(0, GOALS_PER_RING)),
        "goal_deck_count": Int(0, len(GOAL_CARDS) - 2 * GOALS_PER_RING),
        "active_goals": per_seat(seats, Maybe(emotion)),
        "goals_done": per_seat(seats, ListOf(emotion, hi=3 * GOALS_PER_RING)),
        "ring_goals_left": per_seat(seats, Int(0, GOALS_PER_RING)),
        "needs_reveal": per_seat(seats, Bool()),
        "in_heart": per_seat(seats, Bool()),
        "path": ListOf(node, hi=MOST_STEPS),
        "cards_played": ListOf(Int(0, cards - 1), hi=MOST_STEPS),
        "turn_start": node,
        "outcome": NULL,
    }
    none = ListOf(NULL, length=0)
    fan = Dict({
        "phase": Const("fan"),
        **common,
        "ring": Const(0),
        "turn": Const(0),
        "positions": Tuple(*(Const(n) for n in START_NODES)),
        "balances": per_seat(seats, Const(0)),
        "perspectives": per_seat(seats, Maybe(side)),
        "hands": per_seat(seats, ListOf(fanned_card, length=HAND_SIZE)),
        "deck_count": Const(cards - 2 * HAND_SIZE),
        "discards": per_seat(seats, none),
        "goal_pile_counts": per_seat(seats, Const(GOALS_PER_RING)),
        "goal_deck_count": Const(len(GOAL_CARDS) - 2 * GOALS_PER_RING),
        "active_goals": per_seat(seats, NULL),
        "goals_done": per_seat(seats, none),
        "ring_goals_left": per_seat(seats, Const(GOALS_PER_RING)),
        "needs_reveal": per_seat(seats, Const(True)),
        "in_heart": per_seat(seats, Const(False)),
        "path": none,
        "cards_played": none,
        "turn_start": Str(choices=START_NODES),
    })
    play = Dict({"phase": Const("play"), **common})
    ended = Dict({
        "phase": Const("over"),
        **common,
        # The step that ends a game by the balance leaves it one past the range.
        "balances": per_seat(seats, Int(BALANCE_MIN - 1, BALANCE_MAX + 1)),
        "outcome": OneOf(
            Dict({"winners": Const(list(range(seats))), "reason": Const("heart")}),
            Dict({"winners": none, "reason": Str(choices=LOSSES)}),
        ),
    })
    return Tagged("phase", {"fan": fan, "play": play, "over": ended})
