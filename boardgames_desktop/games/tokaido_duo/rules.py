"""Tokaido Duo: the game, declared.

Everything the spec (shared/rules/tokaido_duo.md) says, with each point it
marks **[decision]** taken from ``data.py``. A round: the roller rolls the
three dice (``Roll``, a reveal); then three picks (roller, other, roller).
A pick is a ``Move`` (the die and the destination), then the space's action
(``Visit``, ``TakeWave``, ``Paint``, ``Give``, ``Draw`` then ``Keep``,
``Sell``, or ``Pass``), then, for a holder of the hot spring, ``UseSpring``
(the same die again) or ``Pass``. When a move leaves nothing to do, the pick
ends by itself. Losing Powerful with six goods asks its old holder for a
``ReturnGood`` at once.

One declaration per action type says in which phases it is taken, why it is
refused there (:mod:`.refusals`) and what it does (:mod:`.effects`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.game import ActionSpec, Chance, Game, Outcome, Phone, TooMany, Undo, View
from ...core.i18n import N_, SeatName, T, Text
from ...core.rng import Rng, seed_state
from ...core.shape import Shape
from ...core.tutorial import Tutorial
from . import INFO, effects, phone, refusals, tutorial, views
from .actions import (
    ACTION_TYPES,
    Draw,
    Give,
    Keep,
    Move,
    Paint,
    Pass,
    ReturnGood,
    Roll,
    Sell,
    TakeWave,
    UseSpring,
    Visit,
)
from .chance import draw_outcomes, roll_outcomes
from .choices import act_actions, legal_actions, stays
from .data import ARTIST, GOODS, GOODS_COUNT, GOODS_NAMES, MERCHANT, PAINTINGS, PILGRIM, SPECIALTIES, STARTS
from .describe import describe, status
from .invariants import invariants
from .rules_text import rules_text
from .state import (
    ACT,
    AGAIN,
    KEEP,
    OVER,
    PICK,
    RETURN,
    ROLL,
    SPRING,
    Goods,
    Player,
    State,
    as_goods,
    commerce,
    culture,
    faith,
    put,
    score,
    to_act,
)


# -- set-up ----------------------------------------------------------------------------------
def setup_state(seed: int, options: Mapping[str, Any]) -> State:
    rng = Rng(seed_state(seed, "tokaido-duo"))
    specialties = rng.shuffled(SPECIALTIES)
    waves = options.get("waves", "random")
    if waves == "a":
        sides = (0, 0, 0)
    elif waves == "b":
        sides = (1, 1, 1)
    else:
        sides = (rng.below(2), rng.below(2), rng.below(2))

    def player(seat: int) -> Player:
        return Player(pilgrim=STARTS[seat][PILGRIM], merchant=STARTS[seat][MERCHANT], artist=STARTS[seat][ARTIST],
                      paintings=rng.shuffled(PAINTINGS[seat]))

    players = (player(0), player(1))  # in seat order: each shuffles its paintings in turn
    first = {"seat1": 0, "seat2": 1}.get(options.get("first", "random"))
    if first is None:
        first = rng.below(2)
    return State(
        rng=rng.state, first=first, round=1, phase=ROLL, players=players,
        specialties=specialties, bag=as_goods(GOODS_COUNT[g] for g in GOODS),
        wave_sides=sides, wave_holders=(None, None, None), spring=None, dice=None,
    )


# -- the end ---------------------------------------------------------------------------------
#: What ended the game, said first on the end screen (the reasons of ``State.ending``).
ENDED_BY = {
    "temple": N_("{who}'s temple track reached 9."),
    "garden": N_("{who}'s garden reached 6."),
    "gold": N_("{who} placed a sixth gold."),
    "paintings": N_("{who} gave away a tenth painting."),
}


def ended_by(state: State) -> Text | None:
    """What ended the game: each track filled in the last round, in the order they were."""
    said: Text | None = None
    for seat, reason in state.ending:
        if reason not in ENDED_BY:
            continue
        line = T(ENDED_BY[reason], who=SeatName(seat))
        said = line if said is None else T("{ended} {verdict}", ended=said, verdict=line)
    return said


def outcome(state: State) -> Outcome | None:
    if state.phase != OVER:
        return None
    totals = tuple(score(p) for p in state.players)
    lines = tuple(
        T("{who}: faith {temple} × {garden} = {faith}, commerce {commerce}, culture {culture}: "
          "{total} points.", who=SeatName(s), temple=p.temple, garden=p.garden, faith=faith(p),
          commerce=commerce(p), culture=culture(p), total=totals[s])
        for s, p in enumerate(state.players)
    )
    coins = tuple(p.coins for p in state.players)
    tiebreak: Any = ""
    if totals[0] != totals[1]:
        winners: tuple[int, ...] = (0,) if totals[0] > totals[1] else (1,)
        verdict = T("{who} wins, {a} to {b}.", who=SeatName(winners[0]), a=max(totals), b=min(totals))
    elif coins[0] != coins[1]:
        winners = (0,) if coins[0] > coins[1] else (1,)
        tiebreak = T("Tied on points: more coins wins ({a} to {b}).", a=max(coins), b=min(coins))
        verdict = T("{who} wins on coins after a tie at {a} points.", who=SeatName(winners[0]), a=totals[0])
    else:
        winners = (0, 1)
        tiebreak = T("Tied on points and on coins: the win is shared.")
        verdict = T("A shared win at {a} points and {c} coins each.", a=totals[0], c=coins[0])
    why = ended_by(state)
    if why is not None:
        verdict = T("{ended} {verdict}", ended=why, verdict=verdict)
    message = T("{verdict} {first} {second}", verdict=verdict, first=lines[0], second=lines[1])
    return Outcome(winners, "score", message, totals, tiebreak)


# -- the game ----------------------------------------------------------------------------------
class TokaidoDuo(Game):
    info = INFO
    actions = (
        ActionSpec(Roll, undo=Undo.REVEALS, phases=(ROLL,), apply=effects.on_roll),
        ActionSpec(Move, phases=(PICK, AGAIN), refuse=refusals.refuse_move, apply=effects.on_move),
        ActionSpec(Visit, phases=(ACT,), refuse=refusals.refuse_visit, apply=effects.on_visit),
        ActionSpec(TakeWave, phases=(ACT,), refuse=refusals.refuse_take_wave, apply=effects.on_take_wave),
        ActionSpec(Paint, undo=Undo.REVEALS, phases=(ACT,), refuse=refusals.refuse_paint, apply=effects.on_paint),
        ActionSpec(Give, phases=(ACT,), refuse=refusals.refuse_give, apply=effects.on_give),
        ActionSpec(Draw, undo=Undo.REVEALS, phases=(ACT,), refuse=refusals.refuse_draw, apply=effects.on_draw),
        ActionSpec(Keep, phases=(KEEP,), refuse=refusals.refuse_keep, apply=effects.on_keep),
        ActionSpec(Sell, phases=(ACT,), refuse=refusals.refuse_sell, apply=effects.on_sell),
        ActionSpec(UseSpring, phases=(SPRING,), apply=effects.on_use_spring),
        ActionSpec(Pass, phases=(ACT, SPRING), apply=effects.on_pass),
        ActionSpec(ReturnGood, phases=(RETURN,), refuse=refusals.refuse_return_good, apply=effects.on_return_good),
    )

    def setup(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        if seats != 2:
            raise ValueError(T("Tokaido Duo is for exactly two players.").render())
        return setup_state(seed, self.check_options(dict(options)))

    def to_act(self, state: State) -> tuple[int, ...]:
        return to_act(state)

    def phase(self, state: State) -> str:
        return state.phase

    def misplaced(self, state: State, actor: int, spec: ActionSpec) -> Text:
        return refusals.misplaced(state)

    def legal_actions(self, state: State, actor: int) -> list[Any] | TooMany:
        return legal_actions(state, actor)

    def apply(self, state: State, actor: int, action: Any) -> State:
        """Every action's effect, and the action remembered as the last one (the status line shows it)."""
        after: State = super().apply(state, actor, action)
        return put(after, last=(actor, action))

    def invariants(self, state: State) -> list[str]:
        return invariants(state)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def public_view_shape(self, seats: int) -> Shape:
        return views.public_view_shape(seats)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def describe(self, before: dict[str, Any], after: dict[str, Any], actor: int, action: Any | None,
                 viewer: int | None) -> Text:
        return describe(before, after, actor, action)

    def phone(self, view: View, seat: int, legal: list[Any] | TooMany) -> Phone:
        return phone.phone(view, seat, legal)

    def status(self, public: dict[str, Any]) -> Text:
        return status(public)

    def rules_text(self) -> str:
        return rules_text()

    def determinize(self, view: dict[str, Any], seat: int, rng: Rng) -> State:
        return views.determinize(view, seat, rng)

    def tutorial(self) -> Tutorial:
        return tutorial.tutorial()

    def chance_outcomes(self, state: State, actor: int, action: Any) -> list[Chance] | None:
        if isinstance(action, Roll):
            return [Chance(p, s, T("pilgrim {p}, merchant {m}, artist {a}", p=d[0], m=d[1], a=d[2]))
                    for p, s in roll_outcomes(state) for d in (s.dice or (0, 0, 0),)]
        if isinstance(action, Draw):
            return [Chance(p, s, T("{goods}", goods=_goods_words(drawn)))
                    for p, drawn, s in draw_outcomes(state, actor, action.extra)]
        return None


def _goods_words(goods: Goods) -> tuple[Text, ...]:
    return tuple(T(GOODS_NAMES[g]) for g, n in zip(GOODS, goods) for _ in range(n))


GAME = TokaidoDuo()
assert tuple(spec.type for spec in GAME.actions) == ACTION_TYPES  # the views' codec is the game's

__all__ = [
    "GAME",
    "Draw",
    "Give",
    "Keep",
    "Move",
    "Paint",
    "Pass",
    "ReturnGood",
    "Roll",
    "Sell",
    "State",
    "TakeWave",
    "TokaidoDuo",
    "UseSpring",
    "Visit",
    "act_actions",
    "draw_outcomes",
    "legal_actions",
    "outcome",
    "roll_outcomes",
    "setup_state",
    "stays",
    "to_act",
]
