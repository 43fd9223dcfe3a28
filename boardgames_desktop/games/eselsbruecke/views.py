"""What a seat (or the public) sees of Eselsbrücke, the exact shape of the public
view, and a plausible full state for a seat's bots (no Qt).

Nothing face down ever reaches the public view: the app is the bag and the board,
never a memory aid. A seat's view adds its own hand and what that seat saw face up of
what now lies face down (``seen``): the story being guessed, as it was told, and the
thought-cloud card where the seat saw it (the set-up card, or its own card laid
there). Every seat saw every story told, so ``seen`` holds no other seat's secret;
the board never shows it. It is what a person at the table could remember, for the
simulated guessers' memory (``ai.py``) and the hint.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core.game import View
from ...core.rng import Rng
from ...core.shape import NULL, Bool, Const, Dict, Int, ListOf, OneOf, Shape, Str, Tuple, per_seat, seat_or
from ...core.shape import seat as seat_index
from . import INFO, data
from .data import BLOCKER
from .state import News, State, can_take, cloud_case

# -- views ---------------------------------------------------------------------------

#: The fields of :class:`News` a view shows, in the view's order.
_NEWS_FIELDS = ("kind", "seat", "other", "pictures", "count", "lost", "blocked", "ended", "blocker_to",
                "no_blocker_left", "leftover", "surplus", "without")
#: Those the view shows as lists (tuples in the state).
_NEWS_LISTS = ("pictures", "without")


def _news_view(news: News | None) -> dict[str, Any] | None:
    if news is None:
        return None
    return {key: list(getattr(news, key)) if key in _NEWS_LISTS else getattr(news, key) for key in _NEWS_FIELDS}


def _guessing_view(state: State) -> dict[str, Any]:
    """What the public knows of the guessing now (who may take, whose card is last)."""
    guessing = state.phase == "guess"
    return {
        "cloud_case": guessing and cloud_case(state),
        "can_take": [s for s in range(state.seats) if guessing and can_take(state, s)],
    }


def view(state: State, seat: int | None) -> View:
    """What ``seat`` (or the public) may see: nothing face down, one's own hand."""
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
        **_guessing_view(state),
        "penalty": data.row(state.round).penalty,
        "news": _news_view(state.news),
    }
    if seat is not None and 0 <= seat < state.seats:
        public["seat"] = seat
        public["hand"] = list(state.hands[seat])
        public["seen"] = {"story": list(state.story), "cloud": seen_cloud(state, seat)}
    return public


def seen_cloud(state: State, seat: int) -> str | None:
    """The thought-cloud card if ``seat`` saw it go there (every seat saw the set-up card)."""
    return state.cloud if state.cloud is not None and state.cloud_from in (-1, seat) else None


# -- the public view's shape ---------------------------------------------------------------

#: The news a guess brings (right, wrong, timed out, the thought cloud named or missed).
_GUESS_NEWS = ("right", "cloud_right", "wrong", "timeout", "cloud_wrong", "cloud_timeout")


def _most_drawn(seats: int) -> int:
    """Pictures that ever leave the bag: every seat's stories and the thought-cloud card."""
    return seats * sum(r.draw for r in data.ROUND_TABLE) + 1


def _most_a_round() -> int:
    return max(r.draw for r in data.ROUND_TABLE)


def _news_shapes(seats: int) -> dict[str, Dict]:
    """The last action's news (:class:`News`), one shape a kind, each with only the
    fields that kind sets (the rest keep their defaults). A guess's news ends the
    guessing or not (``_guess_news``)."""
    who = seat_index(seats)
    most = _most_a_round()
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
    return [news[kind].with_fields(ended=Const(True), blocker_to=seat_or(seats), no_blocker_left=Bool(),
                                   leftover=Int(0, _most_a_round())) for kind in _GUESS_NEWS]


def _guessing_shape(seats: int, news: dict[str, Dict]) -> Dict:
    """The public view while seats guess (the other phases' shapes are made from it)."""
    who = seat_index(seats)
    others = ListOf(who, hi=seats - 1)
    most = _most_a_round()
    hand_outs = sum(1 for r in data.ROUND_TABLE if r.hand_out_from)
    # A storyteller whose guessing goes without a wrong guess takes a blocker, once a hand-out.
    blockers = min(data.BLOCKERS, hand_outs)
    return Dict({
        "mode": Str(choices=[m.key for m in INFO.modes]),
        "seats": Const(seats),
        "round": Int(1, data.ROUNDS),
        "active": who,
        "phase": Const("guess"),
        "guesser": who,
        "showing": ListOf(NULL, length=0),
        "bag": Int(0, data.PICTURE_COUNT),
        "cloud": Const(True),
        "slots": per_seat(seats, Tuple(*(Int(0, r.draw) for r in data.ROUND_TABLE))),
        "hands": per_seat(seats, Int(0, most)),
        "piles": per_seat(seats, ListOf(Str(choices=("card", "blocker")), hi=_most_drawn(seats) + blockers)),
        "supply": Int(max(0, data.BLOCKERS - seats * blockers), data.BLOCKERS),
        "out": Int(0, data.PICTURE_COUNT),
        "named": ListOf(Str(choices=data.picture_ids()), hi=_most_drawn(seats)),
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


@cache
def public_view_shape(seats: int) -> Shape:
    """The exact shape of ``view(state, None)`` at a table of ``seats``, either mode:
    one variant a phase (a guesser and hands only while guessing, pictures face up
    only while shown, the news each phase can follow, nothing done before the
    set-up's draw), every picture a picture of the deck, every count within what
    the rounds deal."""
    nobody = ListOf(NULL, length=0)
    picture = Str(choices=data.picture_ids())
    news = _news_shapes(seats)
    ended = _guess_news(news, seats, ended=True)
    guessing = _guessing_shape(seats, news)
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
    tell = draw.with_fields(phase=Const("tell"), showing=ListOf(picture, lo=1, hi=_most_a_round()),
                            news=news["drawn"])
    cloud_shown = draw.with_fields(phase=Const("cloud_shown"), round=Const(1), showing=Tuple(picture),
                                   news=news["cloud_drawn"])
    over = draw.with_fields(phase=Const("over"), round=Const(data.ROUNDS), active=Const(0), news=OneOf(*ended))
    setup = draw.with_fields(phase=Const("setup"), round=Const(1), active=Const(0),
                             bag=Const(data.PICTURE_COUNT), cloud=Const(False), news=NULL)
    return OneOf(guessing, cloud_check, draw, hand_out, tell, cloud_shown, over, setup)


# -- determinize ---------------------------------------------------------------------


def _gone_shown(view: View) -> tuple[str, ...]:
    """A thought-cloud card just missed: turned over for all, then out of the game."""
    news = view["news"]
    return tuple(news["pictures"]) if news and news["kind"] in ("cloud_wrong", "cloud_timeout") else ()


def _piles_and_out(view: View, pool: list[str], rng: Rng) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Score piles and the pictures out of the game. Pictures named right lie on
    score piles or are out of the game: they fill those places first, then unseen
    pictures (from the end of ``pool``) fill the rest."""
    named, gone_shown = tuple(view["named"]), _gone_shown(view)
    pile_places = [(s, i) for s, pile in enumerate(view["piles"]) for i, c in enumerate(pile) if c == "card"]
    out_count = view["out"] - len(gone_shown)
    places: list[Any] = list(rng.shuffled(pile_places + [("out", i) for i in range(out_count)]))
    fill: dict[Any, str] = dict(zip(places, named))
    for place in places[len(named):]:
        fill[place] = pool.pop()
    piles = tuple(
        tuple(BLOCKER if c == "blocker" else fill[(s, i)] for i, c in enumerate(pile))
        for s, pile in enumerate(view["piles"])
    )
    return piles, gone_shown + tuple(fill[("out", i)] for i in range(out_count))


def _cloud(view: View, pool: list[str]) -> str | None:
    if not view["cloud"]:
        return None
    return view["showing"][0] if view["phase"] in ("cloud_shown", "cloud_check") else pool.pop()


def _face_down(view: View, seat: int, hand: tuple[str, ...], pool: list[str], held: list[str]) -> tuple[
        tuple[tuple[str, ...], ...], tuple[tuple[tuple[str, ...], ...], ...], tuple[str, ...]]:
    """The others' hands (from ``held``, the story's pictures they must hold, when
    given), the rounds' slots and the bag, filled from the end of ``pool`` in that
    order (``seat``'s own hand is ``hand``)."""
    source = held or pool
    hands = tuple(hand if s == seat else tuple(source.pop() for _ in range(n))
                  for s, n in enumerate(view["hands"]))
    slots = tuple(tuple(tuple(pool.pop() for _ in range(n)) for n in seat_slots) for seat_slots in view["slots"])
    bag = tuple(pool.pop() for _ in range(view["bag"]))
    return hands, slots, bag


def _news(news: dict[str, Any] | None) -> News | None:
    if news is None:
        return None
    fields: dict[str, Any] = {key: tuple(news[key]) if key in _NEWS_LISTS else news[key] for key in _NEWS_FIELDS}
    return News(**fields)


def _held(view: View, seat: int, story: tuple[str, ...], known: set[str], rng: Rng) -> list[str]:
    """The story's pictures the other seats hold: while it is guessed, every picture of
    it not named right and not in ``seat``'s hand is in another hand (shuffled; empty
    when the story does not account for those hands)."""
    left = [p for p in story if p not in known]
    others = sum(n for s, n in enumerate(view["hands"]) if s != seat)
    return list(rng.shuffled(left)) if left and len(left) == others else []


def determinize(view: View, seat: int, rng: Rng) -> State:
    """A full state consistent with ``seat``'s view: the others' hands hold what is
    left of the story being guessed, and every other face-down picture the seat
    cannot see is drawn at random from the pictures it has not seen."""
    showing, hand, named = tuple(view["showing"]), tuple(view.get("hand", ())), tuple(view["named"])
    seen = view.get("seen") or {"story": [], "cloud": None}
    story, seen_card = tuple(seen["story"]), seen["cloud"]
    known = set(showing) | set(hand) | set(named) | set(_gone_shown(view))
    held = _held(view, seat, story, known, rng)
    known |= set(held) | ({seen_card} if seen_card else set())
    pool = list(rng.shuffled([p for p in data.picture_ids() if p not in known]))
    # The order of the draws from the pool is the order of the places below.
    piles, out = _piles_and_out(view, pool, rng)
    cloud = seen_card or _cloud(view, pool)
    # A thought-cloud card the seat did not see go there was laid by another seat.
    cloud_from = seat if seen_card else (seat + 1) % view["seats"]
    hands, slots, bag = _face_down(view, seat, hand, pool, held)
    if pool:
        raise ValueError("the view does not account for every picture")
    return State(
        mode=view["mode"], seats=view["seats"], rng=rng.next64(), bag=bag, phase=view["phase"],
        round=view["round"], active=view["active"], cloud=cloud, showing=showing, slots=slots,
        hands=hands, piles=piles, supply=view["supply"], out=out, named=named,
        guesser=view["guesser"], failed=tuple(view["failed"]), any_wrong=view["any_wrong"],
        dealt_none=tuple(view["dealt_none"]), took=tuple(view["took"]), must_take=view["must_take"],
        news=_news(view["news"]), story=story, cloud_from=cloud_from,
    )


__all__ = ["determinize", "public_view_shape", "seen_cloud", "view"]
